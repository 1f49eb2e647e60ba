// The MCP App's own words (runtime/ask-question/page): which language it speaks for a form
// (runtime/shared/form-locale.ts) and what it says under a field for each problem checkMcpAskFormData reports
// (runtime/ask-question/field-messages.ts, by the problem's code). Table cases; the Chromium tests show them on screen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkMcpAskFormData } from "../runtime/contract/builder.js";
import type { FormDataProblemCode } from "../generated/types.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";
import { resolveFormFields } from "../runtime/contract/widgets.js";
import { formLocale, formScript } from "../runtime/shared/form-locale.js";
import { hints, problemText } from "../runtime/ask-question/field-messages.js";
import { repoRoot } from "./helpers/temp.js";

const example = (name: string) => JSON.parse(readFileSync(join(repoRoot, "contract/examples", name), "utf8"));
const form = (title: string, labels: string[] = []) => ({ title, ui: { fields: labels.map((label, i) => ({ name: `f${i}`, title: label, widget: "text" })) } });

describe("the language of the app's own words", () => {
  it.each([
    ["the Chinese example in an English host", example("complete-form.json"), "en-US", "zh-CN"],
    ["the Chinese example without a host locale", example("complete-form.json"), undefined, "zh-CN"],
    ["the Chinese example in a zh-TW host", example("complete-form.json"), "zh-TW", "zh-TW"],
    ["the Chinese example in a zh-Hant-HK host", example("complete-form.json"), "zh-Hant-HK", "zh-HK"],
    ["the Chinese example in a Japanese host (Han only: could be Japanese)", example("complete-form.json"), "ja", "ja-JP"],
    ["a Traditional Chinese form in an English host", form("請選擇發佈環境", ["這個項目的測試"]), "en-US", "zh-TW"],
    ["a Japanese form (kana) in a Chinese host", form("デプロイの確認", ["環境を選んでください"]), "zh-CN", "ja-JP"],
    ["an English form in a Chinese host", form("How should we continue?", ["Branch", "Parallel jobs"]), "zh-CN", "en-US"],
    ["an English form in a French host", form("Release plan", ["Target"]), "fr-FR", "en-US"],
    ["a Chinese form with English product names", form("选择前端框架", ["React 还是 Vue", "Angular"]), "en-US", "zh-CN"],
    ["an English form with one Chinese word", form("Choose the region", ["Region (区域)", "Replicas"]), "zh-CN", "en-US"],
    ["a form without letters in a Japanese host", form("2025 🚀", ["1 / 2"]), "ja-JP", "ja-JP"],
    ["a form without letters and no host locale", form("2025", []), undefined, "zh-CN"],
  ])("%s → %s … %s", (_name, input, host, expected) => {
    expect(formLocale(input, host)).toBe(expected);
  });

  it("reads the words the user sees: titles, labels, options, placeholders, button labels, steps", () => {
    expect(formScript({ ui: { submitLabel: "发送" } })).toBe("han");
    expect(formScript({ ui: { fields: [{ name: "a", options: [{ value: "x", label: "はい" }] }] } })).toBe("kana");
    expect(formScript({ ui: { steps: [{ id: "s", title: "Basics", fields: [] }] } })).toBe("latin");
    expect(formScript({ ui: { fields: [{ name: "中文名字", widget: "text" }] } })).toBe("han"); // no title: the name is the label
    expect(formScript({ ui: { fields: [{ name: "中文名字", title: "Name", widget: "text" }] } })).toBe("latin"); // a titled field's name is not shown
    expect(formScript({ ui: { fields: [{ name: "count", title: "2024" }] } })).toBeUndefined();
  });
});

// Every code checkMcpAskFormData gives, from a real check of a real form, with the text the user reads.
const FIELDS = [
  { name: "name", title: "Name", widget: "text", required: true },
  { name: "choice", title: "Choice", widget: "radio", options: [{ value: "a", label: "A" }] },
  { name: "count", title: "Count", widget: "number", type: "integer", minimum: 1, maximum: 10 },
  {
    name: "checks",
    title: "Checks",
    widget: "checkboxes",
    options: [
      { value: "lint", label: "Lint" },
      { value: "unit", label: "Unit" },
    ],
  },
  { name: "shot", title: "Shot", widget: "file", maxFileSize: 10 * 1024 * 1024 },
  { name: "branch", title: "Branch", widget: "text", minLength: 3, maxLength: 5, pattern: "^[a-z]+$" },
  { name: "plan", title: "Plan", widget: "radio-with-custom", options: [{ value: "now", label: "Now" }] },
];
const INPUT = { ui: { fields: FIELDS } };
const CASES: Array<[FormDataProblemCode, unknown, string, string]> = [
  ["required", {}, "请填写此项。", "This field is required."],
  ["not_text", { choice: 5 }, "请输入文字。", "Enter text."],
  ["not_a_number", { count: "abc" }, "请输入数字。", "Enter a number."],
  ["not_a_list", { checks: "lint" }, "请从选项中选择。", "Choose from the options."],
  ["not_a_file", { shot: 5 }, "请选择文件。", "Choose a file."],
  ["out_of_range", { count: 99 }, "请输入符合要求的数值：≥ 1 · ≤ 10。", "Enter a number that fits: ≥ 1 · ≤ 10."],
  ["not_an_integer", { count: 2.5 }, "请输入整数。", "Enter a whole number."],
  ["too_short", { branch: "ab" }, "至少需要 3 个字符。", "Enter at least 3 characters."],
  ["too_long", { branch: "abcdefg" }, "最多 5 个字符，请删减。", "Use at most 5 characters."],
  ["pattern_mismatch", { branch: "ab-c" }, "格式不正确，请按要求填写。", "This does not match the expected format."],
  ["not_an_option", { choice: "zzz" }, "请从给出的选项中选择。", "Choose one of the options."],
  ["custom_text_missing", { plan: "__custom__" }, "请填写自定义内容。", "Type your own answer."],
  ["too_many_files", { shot: [{ name: "a.png" }, { name: "b.png" }] }, "只能上传一个文件。", "Choose one file only."],
  [
    "file_too_large",
    { shot: [{ name: "a.png", size: 20 * 1024 * 1024 }] },
    "文件过大：单个文件不超过 10 MB。",
    "This file is too large: up to 10 MB per file.",
  ],
  ["not_an_object", "x", "无法读取填写的内容，请重试。", "The answers could not be read; try again."],
  ["duplicate_option", { checks: ["lint", "lint"] }, "同一选项只能选择一次。", "Each option can be chosen only once."],
  ["too_many_picks", { checks: ["lint", "unit", "lint"] }, "选择的数量多于可选的选项。", "More choices than the field has options."],
  ["unknown_field", { nickname: "x" }, "此回答不属于表单中的任何问题。", "This answer belongs to no question of the form."],
];

describe("what the app says under a field, by the problem's code", () => {
  const fields = resolveFormFields(INPUT.ui as never);
  it.each(CASES)("%s", (code, formData, zh, en) => {
    const found = checkMcpAskFormData(INPUT, formData).filter((p) => code === "required" || p.subject !== "name");
    expect(found.map((p) => p.code)).toEqual([code]);
    const problem = found[0]!;
    const field = fields.find((f) => f.name === problem.subject) ?? fields[0]!;
    expect(problemText(problem, field, UI_STRINGS["zh-CN"])).toBe(zh);
    expect(problemText(problem, field, UI_STRINGS["en-US"])).toBe(en);
  });

  it("covers every code of the contract", () => {
    const schema = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
    expect(CASES.map(([code]) => code).sort()).toEqual([...schema.$defs.FormDataProblemCode.enum].sort());
  });

  it("never shows the developer's English message: a problem without a known code gets the generic text", () => {
    const problem = { path: "formData.name", message: "name breaks a rule of a newer contract", fix: "…", subject: "name" };
    expect(problemText(problem, fields[0]!, UI_STRINGS["zh-CN"])).toBe("此项的内容不符合要求，请修改。");
    expect(problemText({ ...problem, code: "constructor" as never }, fields[0]!, UI_STRINGS["ja-JP"])).toBe(
      "この回答は項目の条件に合いません。修正してください。",
    );
  });

  it("hints name an integer field's kind in words and its bounds in symbols", () => {
    expect(
      hints(
        fields.find((f) => f.name === "count")!,
        UI_STRINGS["zh-CN"],
      ),
    ).toEqual(["整数", "≥ 1", "≤ 10"]);
    expect(
      hints(
        fields.find((f) => f.name === "branch")!,
        UI_STRINGS["ja-JP"],
      ),
    ).toEqual(["3 文字以上", "5 文字以内"]);
  });
});
