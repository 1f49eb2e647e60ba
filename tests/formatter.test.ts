import { describe, expect, it } from "vitest";
import { formatMcpAskResumeMessage, resolveLocale, fileName, MESSAGES } from "../runtime/contract/formatter.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import completeForm from "../contract/examples/complete-form.json" with { type: "json" };
import type { McpAskRawInput } from "../generated/types.js";

const complete = completeForm as unknown as McpAskRawInput;

// The example question of docs/sdks.md "Client-side kit".
const readmeQuestion = normalizeMcpAskUserToolInput({
  requestId: "ask_001",
  sessionId: "sess_001",
  title: "请选择继续方式",
  ui: {
    fields: [
      {
        name: "choice",
        title: "选项",
        widget: "radio",
        options: [
          { value: "test", label: "先跑测试" },
          { value: "deploy", label: "直接部署" },
        ],
      },
      { name: "remark", title: "补充说明", widget: "textarea" },
      {
        name: "checks",
        title: "检查项",
        widget: "checkboxes",
        options: [
          { value: "lint", label: "代码检查" },
          { value: "test", label: "单元测试" },
        ],
      },
    ],
  },
});

describe('formatMcpAskResumeMessage (docs/sdks.md "Client-side kit", x-nuwax.messages)', () => {
  it("renders the docs/sdks.md example exactly", () => {
    const text = formatMcpAskResumeMessage(readmeQuestion, {
      action: "submit",
      formData: { choice: "test", remark: "先跑关键链路", checks: ["lint", "test"] },
    });
    expect(text).toBe("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试\n补充说明：先跑关键链路\n检查项：代码检查、单元测试");
  });

  it.each([
    ["cancel", "我取消了「请选择继续方式」。"],
    ["skip", "我跳过了「请选择继续方式」。"],
    ["timeout", "「请选择继续方式」已超时，没有收到表单答案。"],
  ] as const)("renders %s as its sentence", (action, expected) => {
    expect(formatMcpAskResumeMessage(readmeQuestion, { action })).toBe(expected);
  });

  it("falls back to ui.title, and labels to the field name", () => {
    const text = formatMcpAskResumeMessage(
      { ui: { title: "表单标题", fields: [{ name: "nickname", widget: "text" }] } },
      { action: "submit", formData: { nickname: "小明" } },
    );
    expect(text).toBe("我已填写「表单标题」，表单内容如下：\nnickname：小明");
  });

  const valueCases: Array<[string, Record<string, unknown>, string]> = [
    ["booleans as 是/否", { extraFlag: true, other: false }, "extraFlag：是\nother：否"],
    ["empty string, null and [] as 未填写", { a: "", b: null, c: [] }, "a：未填写\nb：未填写\nc：未填写"],
    ["numbers as written", { n: 3.5 }, "n：3.5"],
    ["unknown keys in insertion order", { z: "1", a: "2", m: "3" }, "z：1\na：2\nm：3"],
  ];
  it.each(valueCases)("renders keys not in ui.fields: %s", (_name, formData, body) => {
    const text = formatMcpAskResumeMessage({ title: "T", ui: { fields: [] } }, { action: "submit", formData });
    expect(text).toBe(`我已填写「T」，表单内容如下：\n${body}`);
  });

  it("renders every answered widget of the complete form, fields in ui.fields order, unknown keys after", () => {
    const text = formatMcpAskResumeMessage(complete, {
      action: "submit",
      formData: {
        extra: "附加信息",
        plan: "__custom__",
        planCustom: "下周一早上发布",
        screenshot: [{ uid: "1", name: "报错截图.png", url: "https://cdn.example.com/a.png" }, { name: "b.png" }],
        branch: "release/1.2",
        framework: "vue",
        region: "cn-beijing",
        count: 4,
        checks: ["lint", "e2e"],
        note: "",
        choice: "deploy",
      },
    });
    expect(text).toBe(
      [
        "我已填写「请选择继续方式」，表单内容如下：",
        "选项：直接部署",
        "补充说明：未填写",
        "检查项：代码检查、端到端测试",
        "并发数：4",
        "部署区域：华北（北京）",
        "前端框架：Vue",
        "分支名：release/1.2",
        "截图：https://cdn.example.com/a.png、b.png",
        "发布节奏：下周一早上发布",
        "extra：附加信息",
      ].join("\n"),
    );
    expect(text).not.toContain("__custom__");
    expect(text).not.toContain("```");
  });

  it("writes a line only for the fields formData has (the DockPanel's rule)", () => {
    expect(formatMcpAskResumeMessage(complete, { action: "submit", formData: { count: 2 } })).toBe("我已填写「请选择继续方式」，表单内容如下：\n并发数：2");
  });

  it("radio-with-custom: an option shows its label, the custom marker never shows", () => {
    const data = (formData: Record<string, unknown>) =>
      formatMcpAskResumeMessage(complete, { action: "submit", formData })
        .split("\n")
        .find((l) => l.startsWith("发布节奏"));
    expect(data({ plan: "now" })).toBe("发布节奏：立即发布");
    expect(data({ plan: "__custom__", planCustom: "" })).toBe("发布节奏：未填写");
    // Without its custom text the marker is an ordinary value (the DockPanel shows it as given).
    expect(data({ plan: "__custom__" })).toBe("发布节奏：__custom__");
    expect(data({ plan: "明早九点" })).toBe("发布节奏：明早九点");
  });

  it("never HTML-escapes user text", () => {
    const text = formatMcpAskResumeMessage({ title: "<b>A & B</b>", ui: { fields: [] } }, { action: "submit", formData: { q: `"<script>" & 'x'` } });
    expect(text).toBe(`我已填写「<b>A & B</b>」，表单内容如下：\nq："<script>" & 'x'`);
  });

  it("gives the header and the empty-form line when formData is empty, in every locale", () => {
    expect(formatMcpAskResumeMessage({ title: "T", ui: { fields: [] } }, { action: "submit", formData: {} })).toBe(
      "我已填写「T」，表单内容如下：\n（无表单内容）",
    );
    expect(formatMcpAskResumeMessage(complete, { action: "submit" }, { locale: "en-US" })).toBe(
      'I answered "请选择继续方式". Form details:\n(No form content)',
    );
    expect(formatMcpAskResumeMessage({ ui: { fields: [] } }, { action: "submit" }, { locale: "ja" })).toBe(
      "「この質問」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
    );
  });

  it.each([
    ["en", 'I answered "请选择继续方式". Form details:\n选项: 先跑测试\n补充说明: Not provided\n检查项: 代码检查, 单元测试\nextra: a: Yes; b: 2'],
    ["zh-TW", "我已填寫「请选择继续方式」，表單內容如下：\n选项：先跑测试\n补充说明：未填寫\n检查项：代码检查、单元测试\nextra：a：是，b：2"],
    ["zh-HK", "我已填寫「请选择继续方式」，表單內容如下：\n选项：先跑测试\n补充说明：未填寫\n检查项：代码检查、单元测试\nextra：a：是，b：2"],
    [
      "ja",
      "「请选择继续方式」に回答しました。フォーム内容は以下のとおりです：\n选项：先跑测试\n补充说明：未入力\n检查项：代码检查、单元测试\nextra：a：はい，b：2",
    ],
  ])("localizes to %s", (locale, expected) => {
    const text = formatMcpAskResumeMessage(
      readmeQuestion,
      { action: "submit", formData: { choice: "test", remark: null, checks: ["lint", "test"], extra: { a: true, b: 2 } } },
      { locale },
    );
    expect(text).toBe(expected);
  });

  it.each([
    [undefined, "zh-CN"],
    ["en-US", "en-US"],
    ["EN", "en-US"],
    ["en-GB", "en-US"],
    ["zh", "zh-CN"],
    ["zh-Hans-CN", "zh-CN"],
    ["zh-HK", "zh-HK"],
    ["zh-MO", "zh-HK"],
    ["zh-Hant-HK", "zh-HK"],
    ["zh-Hant-TW", "zh-TW"],
    ["zh_CN", "zh-CN"],
    ["ja", "ja-JP"],
    ["ja-JP", "ja-JP"],
    ["fr-FR", "zh-CN"],
  ])("resolves locale %s to %s", (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it("has every message key in every locale", () => {
    const keys = Object.keys(MESSAGES["zh-CN"]).sort();
    for (const catalog of Object.values(MESSAGES)) expect(Object.keys(catalog).sort()).toEqual(keys);
  });

  it.each([
    ["data:image/png;name=%E6%88%AA%E5%9B%BE.png;base64,AAAA", "截图.png"],
    ["data:image/png;base64,AAAA", ""],
    ["https://x.test/a.pdf", "https://x.test/a.pdf"],
    [{ fileName: "a.txt" }, "a.txt"],
    [{ url: "https://x.test/u" }, "https://x.test/u"],
    [{ name: "shot.png", url: "https://x.test/shot.png" }, "https://x.test/shot.png"],
    [{ name: "shot.png", fileName: "other.png" }, "shot.png"],
  ])("shows file %j as %j", (file, expected) => {
    expect(fileName(file)).toBe(expected);
  });
});

describe("review regressions", () => {
  const q = { title: "T", ui: { fields: [{ name: "f", title: "F", widget: "file" as const }] } };
  it("shows a badly encoded data-URL file name as written instead of throwing", () => {
    expect(formatMcpAskResumeMessage(q, { action: "submit", formData: { f: ["data:text/plain;name=%E0%A4%A;base64,AA"] } })).toBe(
      "我已填写「T」，表单内容如下：\nF：%E0%A4%A",
    );
  });

  it("reads only own formData keys (a field named like an Object.prototype member)", () => {
    const fields = ["toString", "valueOf", "constructor", "__proto__", "hasOwnProperty"].map((name) => ({
      name,
      title: name.toUpperCase(),
      widget: "text" as const,
    }));
    expect(formatMcpAskResumeMessage({ title: "T", ui: { fields } }, { action: "submit", formData: {} })).toBe("我已填写「T」，表单内容如下：\n（无表单内容）");
    const formData = JSON.parse('{"__proto__": "p", "constructor": "c", "toString": "s"}') as Record<string, unknown>;
    expect(formatMcpAskResumeMessage({ title: "T", ui: { fields } }, { action: "submit", formData })).toBe(
      "我已填写「T」，表单内容如下：\nTOSTRING：s\nCONSTRUCTOR：c\n__PROTO__：p",
    );
  });

  it("rejects an unknown action and a non-object formData", () => {
    expect(() => formatMcpAskResumeMessage(q, { action: "cancelled" as never })).toThrow(
      'unknown action "cancelled"; use one of submit, cancel, skip, timeout',
    );
    expect(() => formatMcpAskResumeMessage(q, { action: "submit", formData: "ab" as never })).toThrow("formData must be an object");
  });

  it("shows option labels for agent input (inferred widget, deprecated alias)", () => {
    const agent = {
      title: "T",
      ui: {
        fields: [
          { name: "env", title: "环境", options: [{ value: "p", label: "Production" }] },
          { name: "c", title: "检查", widget: "checkbox", options: [{ value: "l", label: "Lint" }] },
        ],
      },
    };
    expect(formatMcpAskResumeMessage(agent as never, { action: "submit", formData: { env: "p", c: ["l"] } })).toBe(
      "我已填写「T」，表单内容如下：\n环境：Production\n检查：Lint",
    );
  });

  it("indents continuation lines so an answer cannot fake another field's line", () => {
    const text = formatMcpAskResumeMessage(
      {
        title: "T",
        ui: {
          fields: [
            { name: "a", title: "A", widget: "textarea" },
            { name: "r", title: "Radio", widget: "text" },
          ],
        },
      },
      { action: "submit", formData: { a: "ok\nRadio：Two", r: "One" } },
    );
    expect(text).toBe("我已填写「T」，表单内容如下：\nA：ok\n  Radio：Two\nRadio：One");
  });

  it("ignores a locale that is not a string", () => {
    expect(formatMcpAskResumeMessage(q, { action: "cancel" }, { locale: 5 as never })).toBe("我取消了「T」。");
  });
});
