// x-nuwax.uiStrings: the renderer's own strings, generated into generated/ui-strings.ts and checked
// by the contract loader like the answer messages.
import { describe, expect, it } from "vitest";
import { MESSAGE_LOCALES } from "../runtime/contract/formatter.js";
import { UI_STRINGS, uiStringsFor } from "../runtime/contract/ui-strings.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./helpers/temp.js";
import { contractProblems } from "./helpers/contract.js";

/** The contract's UI string keys, in their authored order (the order the check lists them in). */
const CONTRACT_KEYS = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"))["x-nuwax"].uiStringKeys as Record<string, unknown>;

describe("UI strings", () => {
  it("exist for every answer-message locale, with the web DockPanel's i18n values where it has the key", () => {
    expect(Object.keys(UI_STRINGS)).toEqual([...MESSAGE_LOCALES]);
    // PC.Components.McpAskQuestionCard.* of the web client (en-US, zh-CN, ja-JP).
    expect([UI_STRINGS["en-US"].submitted, UI_STRINGS["en-US"].nextStep, UI_STRINGS["en-US"].stepOf({ current: "1", total: "3" })]).toEqual([
      "Answer submitted",
      "Next",
      "Step 1 / 3",
    ]);
    expect([UI_STRINGS["zh-CN"].skip, UI_STRINGS["zh-CN"].customOption, UI_STRINGS["zh-CN"].stepOf({ current: "2", total: "2" })]).toEqual([
      "跳过",
      "自定义",
      "步骤 2 / 2",
    ]);
    expect([UI_STRINGS["zh-TW"].customOption, UI_STRINGS["zh-HK"].customOption, UI_STRINGS["ja-JP"].prevStep]).toEqual(["自訂", "自定義", "前へ"]);
  });

  it("resolve a host's locale tag as the answer message does", () => {
    expect(uiStringsFor("en")).toBe(UI_STRINGS["en-US"]);
    expect(uiStringsFor("en-GB")).toBe(UI_STRINGS["en-US"]);
    expect(uiStringsFor("zh-Hant")).toBe(UI_STRINGS["zh-TW"]);
    expect(uiStringsFor("ja")).toBe(UI_STRINGS["ja-JP"]);
    expect(uiStringsFor(undefined)).toBe(UI_STRINGS["zh-CN"]);
    expect(uiStringsFor("fr-FR")).toBe(UI_STRINGS["zh-CN"]);
  });

  it.each([
    [
      "a key missing in a locale",
      (s: any) => delete s["x-nuwax"].uiStrings["ja-JP"].skip,
      'error #/x-nuwax/uiStrings/ja-JP [ui-strings-complete] missing "skip"',
    ],
    [
      "a message locale without UI strings",
      (s: any) => delete s["x-nuwax"].uiStrings["zh-HK"],
      'error #/x-nuwax/uiStrings [ui-strings-complete] missing locale "zh-HK" (every x-nuwax.messages locale needs its UI strings)',
    ],
    [
      "an unknown key",
      (s: any) => (s["x-nuwax"].uiStrings["en-US"].sumbit = "Submit"),
      `error #/x-nuwax/uiStrings/en-US/sumbit [ui-strings-complete] unknown UI string key; known: ${Object.keys(CONTRACT_KEYS).join(", ")}`,
    ],
    [
      "an unknown placeholder",
      (s: any) => (s["x-nuwax"].uiStrings["en-US"].stepOf = "Step {{n}}"),
      "error #/x-nuwax/uiStrings/en-US/stepOf [message-placeholders] unknown placeholder {{n}}; allowed: {{current}}, {{total}}",
    ],
  ])("the contract check rejects %s", (_name, edit, expected) => {
    expect(contractProblems(edit)).toContain(expected);
  });
});
