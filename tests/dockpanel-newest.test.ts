// The newest nuwax web client (branch feat/dong-2026.6.18) and the nuwax-mobile client, run against
// the kit (docs/dockpanel.md): the web client's own cases for its answer message with the
// request-id marker (utils/mcpAskResumeMessage.test.ts of that branch), rewritten with the same
// inputs and expected values through adapters that only rename; the mobile client's answer
// message (utils/mcpAskResumeMessage.uts, English strings of constants/i18n-locales) byte for byte.
import { describe, expect, it } from "vitest";
import {
  buildMcpAskRequestIdMarker,
  DIALECT_MESSAGES,
  formatMcpAskResumeMessage,
  hasMcpAskResumeMessage,
  isMcpAskResumeMessage,
  matchMcpAskResumeMessage,
  MESSAGE_DIALECTS,
  MESSAGE_LOCALES,
  parseMcpAskResumeDisplayContent,
  stripMcpAskResumeDisplayArtifacts,
  WRITTEN_REQUEST_ID_MARKER,
} from "../runtime/contract/formatter.js";
import type { McpAskHistoryMessage, McpAskInteraction, McpAskRespondPayload } from "../generated/types.js";
import schema from "../contract/schema.json" with { type: "json" };

const baseInteraction: McpAskInteraction = {
  toolCallId: "tc-1",
  input: {
    toolName: "nuwax_ask_question",
    schemaVersion: "nuwax.mcp_ask.v2",
    requestId: "ask-1",
    revision: 1,
    sessionId: "session-1",
    title: "请选择继续方式",
    ui: {
      version: "nuwax.interaction.v2",
      presentation: "inline",
      title: "请选择继续方式",
      fields: [
        {
          name: "choice",
          title: "选项",
          widget: "radio",
          required: true,
          options: [
            { value: "deploy", label: "直接部署" },
            { value: "test", label: "先跑测试" },
            { value: "cancel", label: "取消任务" },
          ],
        },
        { name: "notes", title: "补充说明", widget: "textarea" },
        {
          name: "checks",
          title: "检查项",
          widget: "checkboxes",
          type: "array",
          options: [
            { value: "lint", label: "代码检查" },
            { value: "unit", label: "单元测试" },
          ],
        },
      ],
    },
  },
};

const common = { interventionId: "ask-1", revision: 1, source: "mcp_ask", protocol: "mcp" } as const;

// ---------------------------------------------------------------------------
// Adapters of renaming only: the newest web client's functions over the kit.
// ---------------------------------------------------------------------------
let activeLang = "zh-CN";
/** buildMcpAskResumeMessage(interaction, payload) of feat/dong-2026.6.18: the current language, the marker appended. */
const buildMcpAskResumeMessage = (interaction: McpAskInteraction, payload: McpAskRespondPayload) =>
  formatMcpAskResumeMessage(interaction.input, payload, { locale: activeLang, requestIdMarker: true });
const isMcpAskResumeMessageForInteraction = (text: string | undefined, interaction: McpAskInteraction) => isMcpAskResumeMessage(text, interaction.input);

describe("newest web client (feat/dong-2026.6.18): buildMcpAskResumeMessage with the request-id marker", () => {
  it("formats submitted answers as user-friendly label value lines", () => {
    activeLang = "zh-CN";
    const message = buildMcpAskResumeMessage(baseInteraction, {
      ...common,
      action: "submit",
      formData: { choice: "test", notes: "先跑关键链路", checks: ["lint", "unit"] },
    });
    expect(message).toBe(
      [
        "我已填写「请选择继续方式」，表单内容如下：",
        "选项：先跑测试",
        "补充说明：先跑关键链路",
        "检查项：代码检查、单元测试",
        "<!--nuwax-mcp-ask-request-id:ask-1-->",
      ].join("\n"),
    );
    expect(message).not.toContain('"choice"');
    expect(message).not.toContain("```json");
  });

  it("keeps unknown fields readable without JSON blocks", () => {
    activeLang = "zh-CN";
    const message = buildMcpAskResumeMessage(baseInteraction, {
      ...common,
      action: "submit",
      formData: { confirmed: true, extra: { owner: "alice", retry: 2 } },
    });
    expect(message).toContain("confirmed：是");
    expect(message).toContain("extra：owner：alice，retry：2");
    expect(message).toContain("<!--nuwax-mcp-ask-request-id:ask-1-->");
  });

  it("uses custom radio input as the field value", () => {
    activeLang = "zh-CN";
    const interaction: McpAskInteraction = {
      ...baseInteraction,
      input: {
        ...baseInteraction.input,
        ui: {
          ...baseInteraction.input.ui,
          fields: [
            {
              name: "choice",
              title: "选项",
              widget: "radio-with-custom",
              options: [
                { value: "deploy", label: "直接部署" },
                { value: "test", label: "先跑测试" },
              ],
              otherField: "choiceOther",
            },
          ],
        },
      },
    };
    const message = buildMcpAskResumeMessage(interaction, { ...common, action: "submit", formData: { choice: "__custom__", choiceOther: "先发灰度环境" } });
    expect(message).toContain("选项：先发灰度环境");
    expect(message).not.toContain("__custom__");
    expect(message).not.toContain("choiceOther");
  });

  it("formats cancel, skip, and timeout as normal chat messages", () => {
    activeLang = "zh-CN";
    expect(buildMcpAskResumeMessage(baseInteraction, { ...common, action: "cancel" })).toContain("我取消了「请选择继续方式」。");
    expect(buildMcpAskResumeMessage(baseInteraction, { ...common, action: "skip" })).toContain("我跳过了「请选择继续方式」。");
    expect(buildMcpAskResumeMessage(baseInteraction, { ...common, action: "timeout" })).toContain("「请选择继续方式」已超时，没有收到表单答案。");
    expect(buildMcpAskResumeMessage(baseInteraction, { ...common, action: "cancel" })).toContain("<!--nuwax-mcp-ask-request-id:ask-1-->");
    expect(buildMcpAskResumeMessage(baseInteraction, { ...common, action: "cancel" })).toBe(
      "我取消了「请选择继续方式」。\n<!--nuwax-mcp-ask-request-id:ask-1-->",
    );
  });

  it("uses English templates when locale dict is English", () => {
    activeLang = "en-US";
    const message = buildMcpAskResumeMessage(baseInteraction, { ...common, action: "submit", formData: { confirmed: true } });
    expect(message).toContain('I answered "请选择继续方式". Form details:');
    expect(message).toContain("confirmed: Yes");
    activeLang = "zh-CN";
  });

  it("formats normalized file field URLs in submitted resume message", () => {
    activeLang = "zh-CN";
    const interaction: McpAskInteraction = {
      ...baseInteraction,
      input: {
        ...baseInteraction.input,
        title: "提交问题截图",
        ui: {
          ...baseInteraction.input.ui,
          title: "提交问题截图",
          fields: [
            { name: "screenshot", title: "截图", widget: "file" },
            { name: "attachments", title: "相关附件", widget: "file", multiple: true },
          ],
        },
      },
    };
    const message = buildMcpAskResumeMessage(interaction, {
      ...common,
      action: "submit",
      formData: { screenshot: "https://cdn.example.com/shot.png", attachments: ["https://cdn.example.com/a.pdf", "https://cdn.example.com/b.pdf"] },
    });
    expect(message).toContain("截图：https://cdn.example.com/shot.png");
    expect(message).toContain("相关附件：https://cdn.example.com/a.pdf、https://cdn.example.com/b.pdf");
  });

  it("prefers remote URL over file name for legacy UploadFileInfo objects", () => {
    const interaction: McpAskInteraction = {
      ...baseInteraction,
      input: { ...baseInteraction.input, ui: { ...baseInteraction.input.ui, fields: [{ name: "screenshot", title: "截图", widget: "file" }] } },
    };
    const message = buildMcpAskResumeMessage(interaction, {
      ...common,
      action: "submit",
      formData: { screenshot: [{ name: "shot.png", url: "https://cdn.example.com/shot.png" }] },
    });
    expect(message).toContain("截图：https://cdn.example.com/shot.png");
  });
});

describe("newest web client (feat/dong-2026.6.18): isMcpAskResumeMessageForInteraction and hasMcpAskResumeMessage", () => {
  it("matches resume messages across supported locales and legacy Chinese text", () => {
    const title = "请选择继续方式";
    expect(isMcpAskResumeMessageForInteraction("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试", baseInteraction)).toBe(true);
    expect(isMcpAskResumeMessageForInteraction(`I answered "${title}". Form details:\nchoice: test`, baseInteraction)).toBe(true);
    expect(isMcpAskResumeMessageForInteraction("我取消了「请选择继续方式」。", baseInteraction)).toBe(true);
    expect(isMcpAskResumeMessageForInteraction("unrelated user message", baseInteraction)).toBe(false);
  });

  it("matches resume by requestId marker when multiple asks share the same title", () => {
    const sharedTitle = "补充回复";
    const firstInteraction: McpAskInteraction = {
      ...baseInteraction,
      input: { ...baseInteraction.input, requestId: "ask-first", title: sharedTitle, ui: { ...baseInteraction.input.ui, title: sharedTitle } },
    };
    const secondInteraction: McpAskInteraction = { ...firstInteraction, input: { ...firstInteraction.input, requestId: "ask-second" }, toolCallId: "tc-2" };
    const firstResume = buildMcpAskResumeMessage(firstInteraction, { ...common, interventionId: "ask-first", action: "submit", formData: { choice: "test" } });
    const messageList: McpAskHistoryMessage[] = [
      { id: "assistant-ask", index: 0 },
      { id: "user-resume", index: 1, text: firstResume },
    ];
    expect(isMcpAskResumeMessageForInteraction(firstResume, firstInteraction)).toBe(true);
    expect(isMcpAskResumeMessageForInteraction(firstResume, secondInteraction)).toBe(false);
    expect(hasMcpAskResumeMessage(messageList, secondInteraction, { containingMessageIndex: 0 })).toBe(false);
    expect(hasMcpAskResumeMessage(messageList, firstInteraction, { containingMessageIndex: 0 })).toBe(true);
  });

  it("matches legacy resume before ask when message indexes are out of storage order", () => {
    const messageList: McpAskHistoryMessage[] = [
      { id: "user-resume", index: 1, text: "我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试" },
      { id: "assistant-ask", index: 2, mcpAskInteractions: [baseInteraction] },
    ];
    expect(hasMcpAskResumeMessage(messageList, baseInteraction, { containingMessageIndex: 1 })).toBe(true);
  });

  it("still recognizes legacy fenced JSON requestId markers", () => {
    const legacyResume = '我已填写「请选择继续方式」，表单内容如下：\n\n```json\n{"nuwaxMcpAskRequestId":"ask-1"}\n```';
    expect(isMcpAskResumeMessageForInteraction(legacyResume, baseInteraction)).toBe(true);
  });

  it("does not legacy-match a later ask when an earlier assistant message had the same title", () => {
    const sharedTitle = "补充回复";
    const firstInteraction: McpAskInteraction = {
      ...baseInteraction,
      input: { ...baseInteraction.input, requestId: "ask-first", title: sharedTitle, ui: { ...baseInteraction.input.ui, title: sharedTitle } },
    };
    const secondInteraction: McpAskInteraction = { ...firstInteraction, input: { ...firstInteraction.input, requestId: "ask-second" }, toolCallId: "tc-2" };
    const messageList: McpAskHistoryMessage[] = [
      { id: "assistant-ask-1", index: 2, mcpAskInteractions: [{ ...firstInteraction, responseStatus: "submitted" }] },
      { id: "user-resume", index: 3, text: `我已填写「${sharedTitle}」，表单内容如下：\n选项：test` },
      { id: "assistant-ask-2", index: 4, mcpAskInteractions: [{ ...secondInteraction, responseStatus: "pending" }] },
    ];
    expect(hasMcpAskResumeMessage(messageList, secondInteraction, { containingMessageIndex: 2 })).toBe(false);
    expect(hasMcpAskResumeMessage(messageList, firstInteraction, { containingMessageIndex: 0 })).toBe(true);
  });
});

describe("request-id marker written on request (x-nuwax.requestIdMarkers)", () => {
  const payload = { ...common, action: "submit", formData: { choice: "test" } } as const;

  it("is off by default: the merged web client's message, byte for byte", () => {
    const message = formatMcpAskResumeMessage(baseInteraction.input, payload);
    expect(message).toBe("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试");
    expect(formatMcpAskResumeMessage(baseInteraction.input, payload, { requestIdMarker: false })).toBe(message);
  });

  it("on: the message, a line break, then the HTML-comment marker of the contract", () => {
    expect(WRITTEN_REQUEST_ID_MARKER?.separator).toBe("\n");
    expect(buildMcpAskRequestIdMarker("ask-1")).toBe("\n<!--nuwax-mcp-ask-request-id:ask-1-->");
    const withMarker = formatMcpAskResumeMessage(baseInteraction.input, payload, { requestIdMarker: true });
    expect(withMarker).toBe("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试\n<!--nuwax-mcp-ask-request-id:ask-1-->");
    // The display strips it, the recogniser reads it, the display parser ignores it.
    expect(stripMcpAskResumeDisplayArtifacts(withMarker)).toBe("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试");
    expect(parseMcpAskResumeDisplayContent(withMarker)).toEqual({
      kind: "resume",
      preamble: "我已填写「请选择继续方式」，表单内容如下：",
      fields: [{ label: "选项", textValue: "先跑测试" }],
      locale: "zh-CN",
    });
    expect(isMcpAskResumeMessage(withMarker, { ...baseInteraction.input, requestId: "other" })).toBe(false);
  });

  it("the marker the formatter writes is the contract's, with the separator the contract names", () => {
    const entries = (schema as any)["x-nuwax"].requestIdMarkers.filter((m: any) => m.writeSeparator !== undefined);
    expect(entries).toHaveLength(1);
    expect(buildMcpAskRequestIdMarker("r-9")).toBe(entries[0].writeSeparator + entries[0].template.replace("{{requestId}}", "r-9"));
  });

  it("needs the question's requestId", () => {
    expect(() => formatMcpAskResumeMessage({ title: "t" }, payload, { requestIdMarker: true })).toThrow(/requestIdMarker needs the question's requestId/);
    expect(() => buildMcpAskRequestIdMarker("")).toThrow(TypeError);
  });
});

// ---------------------------------------------------------------------------
// The mobile client's answer message (x-nuwax.dialects.mobile).
// ---------------------------------------------------------------------------
const mobileInput = {
  requestId: "ask-m",
  title: "发布前确认",
  ui: {
    fields: [
      { name: "env", title: "发布环境", widget: "radio" as const, options: [{ value: "prod", label: "生产环境" }] },
      { name: "shot", title: "截图", widget: "file" as const },
      { name: "note", title: "备注", widget: "text" as const },
    ],
  },
};
const submit = (formData: Record<string, unknown>) => ({ ...common, action: "submit" as const, formData });

describe("mobile dialect: the nuwax-mobile client's answer message", () => {
  it("zh-CN: a blank line after the header, file names before URLs (utils/mcpAskResumeMessage.uts)", () => {
    const formData = { env: "prod", shot: [{ name: "shot.png", url: "https://cdn.example.com/shot.png" }], note: "" };
    expect(formatMcpAskResumeMessage(mobileInput, submit(formData), { dialect: "mobile" })).toBe(
      "我已填写「发布前确认」，表单内容如下：\n\n发布环境：生产环境\n截图：shot.png\n备注：未填写",
    );
    // The web dialect, for contrast: no blank line, the URL.
    expect(formatMcpAskResumeMessage(mobileInput, submit(formData))).toBe(
      "我已填写「发布前确认」，表单内容如下：\n发布环境：生产环境\n截图：https://cdn.example.com/shot.png\n备注：未填写",
    );
  });

  it("zh-CN: the empty form and the other actions", () => {
    expect(formatMcpAskResumeMessage(mobileInput, submit({}), { dialect: "mobile" })).toBe("我已填写「发布前确认」，表单内容如下：\n\n（无表单内容）");
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "cancel" }, { dialect: "mobile" })).toBe("我取消了「发布前确认」。");
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "skip" }, { dialect: "mobile" })).toBe("我跳过了「发布前确认」。");
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "timeout" }, { dialect: "mobile" })).toBe("「发布前确认」已超时，没有收到表单答案。");
  });

  it("a single file object of an undeclared key: its name, with no 📎 prefix", () => {
    expect(formatMcpAskResumeMessage(mobileInput, submit({ extra: { fileName: "a.pdf", fileUrl: "https://x/a.pdf" } }), { dialect: "mobile" })).toBe(
      "我已填写「发布前确认」，表单内容如下：\n\nextra：a.pdf",
    );
    expect(formatMcpAskResumeMessage(mobileInput, submit({ extra: { fileName: "a.pdf", fileUrl: "https://x/a.pdf" } }))).toBe(
      "我已填写「发布前确认」，表单内容如下：\nextra：📎 https://x/a.pdf",
    );
  });

  it("en-US: the mobile's own header and timeout sentence (Mobile.Intervention.McpAsk.resumeSubmitted / resumeTimeout)", () => {
    const en = { dialect: "mobile" as const, locale: "en-US" };
    expect(formatMcpAskResumeMessage(mobileInput, submit({ env: "prod", note: "ok" }), en)).toBe(
      'I filled out "发布前确认", details below:\n\n发布环境: 生产环境\n备注: ok',
    );
    expect(formatMcpAskResumeMessage(mobileInput, submit({}), en)).toBe('I filled out "发布前确认", details below:\n\n(No form content)');
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "timeout" }, en)).toBe('"发布前确认" timed out without response.');
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "cancel" }, en)).toBe('I cancelled "发布前确认".');
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "skip" }, en)).toBe('I skipped "发布前确认".');
  });

  it("zh-TW, zh-HK, ja-JP: the mobile bundles' strings byte for byte (constants/i18n-locales; zh-HK falls back to zh-CN, Japanese to en-US)", () => {
    // Mobile.Intervention.McpAsk.* of the mobile's zh-tw.uts; zh-hk.uts has none of these keys, so
    // getLocalFallback gives its DEFAULT_LANG zh-cn; there is no ja bundle, so resolveMessage gives en-us.
    const bundles: Record<string, Record<string, string>> = {
      "zh-TW": {
        resumeSubmitted: "我已填寫「{0}」，表單內容如下：",
        resumeCancelled: "我取消了「{0}」。",
        resumeSkipped: "我跳過了「{0}」。",
        resumeTimeout: "「{0}」已逾時，沒有收到表單答案。",
        emptyFormContent: "（無表單內容）",
        notFilled: "未填寫",
        yes: "是",
        labelSeparator: "：",
        listSeparator: "、",
      },
      "zh-HK": {
        resumeSubmitted: "我已填写「{0}」，表单内容如下：",
        resumeCancelled: "我取消了「{0}」。",
        resumeSkipped: "我跳过了「{0}」。",
        resumeTimeout: "「{0}」已超时，没有收到表单答案。",
        emptyFormContent: "（无表单内容）",
        notFilled: "未填写",
        yes: "是",
        labelSeparator: "：",
        listSeparator: "、",
      },
      "ja-JP": {
        resumeSubmitted: 'I filled out "{0}", details below:',
        resumeCancelled: 'I cancelled "{0}".',
        resumeSkipped: 'I skipped "{0}".',
        resumeTimeout: '"{0}" timed out without response.',
        emptyFormContent: "(No form content)",
        notFilled: "Not provided",
        yes: "Yes",
        labelSeparator: ": ",
        listSeparator: ", ",
      },
    };
    const input = {
      requestId: "r",
      title: "发布前确认",
      ui: {
        fields: [
          { name: "ok", title: "确认", widget: "text" as const },
          {
            name: "tags",
            title: "标签",
            widget: "checkboxes" as const,
            options: [
              { value: "a", label: "甲" },
              { value: "b", label: "乙" },
            ],
          },
        ],
      },
    };
    for (const [locale, b] of Object.entries(bundles)) {
      const header = b.resumeSubmitted!.replace("{0}", "发布前确认");
      const options = { dialect: "mobile" as const, locale };
      expect(formatMcpAskResumeMessage(input, submit({ ok: null, tags: ["a", "b"], flag: true }), options), locale).toBe(
        `${header}\n\n确认${b.labelSeparator}${b.notFilled}\n标签${b.labelSeparator}甲${b.listSeparator}乙\nflag${b.labelSeparator}${b.yes}`,
      );
      expect(formatMcpAskResumeMessage(input, submit({}), options)).toBe(`${header}\n\n${b.emptyFormContent}`);
      expect(formatMcpAskResumeMessage(input, { ...common, action: "cancel" }, options)).toBe(b.resumeCancelled!.replace("{0}", "发布前确认"));
      expect(formatMcpAskResumeMessage(input, { ...common, action: "skip" }, options)).toBe(b.resumeSkipped!.replace("{0}", "发布前确认"));
      expect(formatMcpAskResumeMessage(input, { ...common, action: "timeout" }, options)).toBe(b.resumeTimeout!.replace("{0}", "发布前确认"));
    }
    // The web dialect keeps its own zh-HK and ja-JP sentences.
    expect(formatMcpAskResumeMessage(input, { ...common, action: "skip" }, { locale: "zh-HK" })).toBe("我跳過了「发布前确认」。");
    expect(formatMcpAskResumeMessage(input, { ...common, action: "skip" }, { locale: "ja-JP" })).toBe("「发布前确认」をスキップしました。");
  });

  it("with the marker too", () => {
    expect(formatMcpAskResumeMessage(mobileInput, { ...common, action: "cancel" }, { dialect: "mobile", requestIdMarker: true })).toBe(
      "我取消了「发布前确认」。\n<!--nuwax-mcp-ask-request-id:ask-m-->",
    );
  });

  it("refuses an unknown dialect, naming the known ones", () => {
    expect(() => formatMcpAskResumeMessage(mobileInput, submit({}), { dialect: "desktop" as never })).toThrow(
      /unknown dialect "desktop"; use one of web, mobile/,
    );
  });

  it("the recogniser reads both dialects, every action and locale, and says which dialect matched", () => {
    expect(MESSAGE_DIALECTS).toEqual(["web", "mobile"]);
    for (const dialect of MESSAGE_DIALECTS) {
      for (const locale of MESSAGE_LOCALES) {
        for (const action of ["submit", "cancel", "skip", "timeout"] as const) {
          const text = formatMcpAskResumeMessage(mobileInput, action === "submit" ? submit({ env: "prod" }) : { ...common, action }, { dialect, locale });
          const match = matchMcpAskResumeMessage(text, mobileInput);
          expect(match?.action, `${dialect} ${locale} ${action}`).toBe(action);
          // Locales that share a sentence (zh-TW and zh-HK, a cancel in zh-CN and zh-TW) match the first in contract order;
          // the mobile's Japanese is its English (no ja-JP bundle), so it matches as en-US.
          const language = dialect === "mobile" && locale === "ja-JP" ? "en" : locale.split("-")[0];
          expect(match?.locale?.split("-")[0]).toBe(language);
          expect(text.startsWith(match!.signature)).toBe(true);
          expect(isMcpAskResumeMessage(text, { ...mobileInput, title: "另一个问题", ui: {} })).toBe(false);
        }
      }
    }
    expect(matchMcpAskResumeMessage('"发布前确认" timed out without response.', mobileInput)).toMatchObject({
      action: "timeout",
      locale: "en-US",
      dialect: "mobile",
    });
    expect(matchMcpAskResumeMessage('I answered "发布前确认". Form details:\nx: y', mobileInput)).toMatchObject({
      action: "submit",
      locale: "en-US",
      dialect: "web",
    });
  });

  it("the display parser reads the mobile's English message, blank line included", () => {
    const text = formatMcpAskResumeMessage(mobileInput, submit({ shot: "https://cdn.example.com/shot.png", note: "ok" }), {
      dialect: "mobile",
      locale: "en-US",
    });
    expect(parseMcpAskResumeDisplayContent(text)).toEqual({
      kind: "resume",
      preamble: 'I filled out "发布前确认", details below:',
      fields: [
        { label: "截图", imageUrls: ["https://cdn.example.com/shot.png"] },
        { label: "备注", textValue: "ok" },
      ],
      locale: "en-US",
    });
  });

  it("every dialect catalog is complete for every locale, and the web dialect is x-nuwax.messages", () => {
    const x = (schema as any)["x-nuwax"];
    for (const locale of MESSAGE_LOCALES) {
      expect(DIALECT_MESSAGES.web[locale].headerSeparator).toBe(x.messages[locale].headerSeparator);
      expect(DIALECT_MESSAGES.mobile[locale].headerSeparator).toBe("\n\n");
      expect(DIALECT_MESSAGES.web[locale].fileNameKeys).toEqual(["url", "fileUrl", "name", "fileName"]);
      expect(DIALECT_MESSAGES.mobile[locale].fileNameKeys).toEqual(["name", "fileName", "fileUrl", "url"]);
      // The mobile's empty form is its header, a blank line and its own empty-form text (zh-HK: zh-CN's, ja-JP: en-US's).
      const own = locale === "zh-HK" ? "zh-CN" : locale === "ja-JP" ? "en-US" : locale;
      expect(DIALECT_MESSAGES.mobile[locale].emptyForm({ title: "T" })).toBe(
        `${DIALECT_MESSAGES.mobile[locale].submittedHeader({ title: "T" })}\n\n${x.messages[own].emptyForm.split("\n")[1]}`,
      );
    }
  });
});

describe("docs/sdks.md: the marker and dialect examples", () => {
  it("produce the documented output", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync(new URL("../docs/sdks.md", import.meta.url), "utf8");
    const rawInput = { requestId: "ask_001", title: "请确认继续方式", ui: { fields: [] } };
    const marked = formatMcpAskResumeMessage(rawInput, { action: "cancel" }, { requestIdMarker: true });
    expect(readme).toContain(`{ requestIdMarker: true }); // ${marked.replace(/\n/g, "\\n")}`);
    const mobile = formatMcpAskResumeMessage(rawInput, { action: "timeout" }, { dialect: "mobile", locale: "en-US" });
    expect(readme).toContain(`{ dialect: "mobile", locale: "en-US" }); // ${mobile}`);
  });
});
