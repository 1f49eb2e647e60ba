// docs/sdks.md: one contract edit (a new widget and a new locale with its answer messages) reaches
// every language's generated output. A copy of the contract gets a "date" widget and a fr-FR
// locale; the generated TypeScript names both, the generated Python SDK is imported and writes and
// recognises the French answer message for a date field, and the Java and UTS SDKs (when this
// branch generates them) name both. tests/contract-edit-e2e.test.ts goes further: the corpus recomputed for
// such an edit, run green by every SDK's own runner.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContract } from "../packages/nuwax-contract/generator/contract.js";
import { diffContracts, formatDiff } from "../packages/nuwax-contract/generator/diff.js";
import { generate } from "../packages/nuwax-contract/generator/generate.js";
import { SDK_LANGUAGES } from "../packages/nuwax-contract/generator/languages.js";
import { FRENCH_MESSAGES } from "./helpers/contract.js";
import { copyContract, repoRoot } from "./helpers/temp.js";

const FRENCH = FRENCH_MESSAGES;

/** Every file under `dir` with its text. */
function readTree(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

describe("a widget and a locale added to the contract reach every language", () => {
  it("shows in the TypeScript, Python, Java and UTS output", { timeout: 300_000 }, async () => {
    const path = copyContract((s) => {
      const x = s["x-nuwax"];
      s.$defs.WidgetType.enum.push("date");
      x.widgetCatalog.push({
        widget: "date",
        labels: { "zh-CN": "日期", en: "Date" },
        antd: "DatePicker",
        valueType: "string",
        inference: null,
        requires: {},
        constraints: [],
        answerDisplay: "text",
        clientSupport: { web: "planned", mobile: "planned" },
        template: { name: "due", title: "Échéance", widget: "date" },
      });
      x.messages["fr-FR"] = FRENCH;
      x.uiStrings["fr-FR"] = x.uiStrings["en-US"];
      x.localeAliases.fr = "fr-FR";
    });
    const out = join(dirname(dirname(path)), "generated");
    // Unformatted (format: false) is the same code without Prettier; the SDK folders are never formatted.
    for (const file of await generate(loadContract(path), { format: false })) {
      mkdirSync(dirname(join(out, file.name)), { recursive: true });
      writeFileSync(join(out, file.name), file.content);
    }

    // TypeScript
    expect(readFileSync(join(out, "types.ts"), "utf8")).toMatch(/"radio-with-custom",\s*"date"/);
    expect(readFileSync(join(out, "messages.ts"), "utf8")).toContain('"fr-FR"');

    // Python: the generated SDK, imported and run.
    const script = [
      "import json, sys",
      "sys.path.insert(0, sys.argv[1])",
      "import nuwax_ask_question as n",
      "q = {'title': 'Livraison', 'ui': {'fields': [{'name': 'due', 'title': 'Échéance', 'widget': 'date'}]}}",
      "text = n.format_resume_message(q, {'action': 'submit', 'formData': {'due': '2026-07-01'}}, 'fr')",
      "m = n.match_resume_message(text, q)",
      "print(json.dumps({'widgets': list(n.WIDGETS), 'locales': list(n.MESSAGE_LOCALES), 'fr': n.resolve_locale('fr-CA'),",
      "  'text': text, 'match': [m.action, m.locale], 'entry': n.widget_catalog_entry('date')['antd']}, ensure_ascii=False))",
    ].join("\n");
    const run = spawnSync("python3", ["-I", "-B", "-c", script, join(out, "python")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const python = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(python.widgets).toEqual(["text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom", "date"]);
    expect(python.locales).toEqual(["zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP", "fr-FR"]);
    expect(python.fr).toBe("fr-FR");
    expect(python.text).toBe("J'ai répondu à « Livraison ». Détails :\nÉchéance : 2026-07-01");
    expect(python.match).toEqual(["submit", "fr-FR"]);
    expect(python.entry).toBe("DatePicker");

    // Java and UTS: every language this branch generates names the widget and the locale.
    const languages = ["java", "uts"].filter((language) => existsSync(join(repoRoot, "generated", language)));
    for (const language of languages) {
      const files = readTree(join(out, language));
      expect(files.length, language).toBeGreaterThan(0);
      expect(
        files.some((f) => f.text.includes('"date"')),
        `${language}: the date widget`,
      ).toBe(true);
      expect(
        files.some((f) => f.text.includes("fr-FR")),
        `${language}: the fr-FR locale`,
      ).toBe(true);
    }
  });
});

/** The SDKs whose generated output reads x-nuwax.historicalVersions (their upgrade paths): the TypeScript kit, Python, Java and UTS. */
const LANGUAGES_READING_HISTORICAL_VERSIONS = SDK_LANGUAGES.filter((l) => l.reads("/x-nuwax/historicalVersions", {})).map((l) => l.name);

describe("nuwax-contract diff: the SDKs each change regenerates", () => {
  it("every SDK reads the historical versions (its upgrade path)", () => {
    expect(LANGUAGES_READING_HISTORICAL_VERSIONS).toEqual(["typescript", "python", "java", "uts"]);
  });

  const contract = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
  const changed = (edit: (s: any) => void) => {
    const head = structuredClone(contract);
    edit(head);
    return diffContracts(contract, head);
  };

  it.each([
    ["an answer-message template", (s: any) => (s["x-nuwax"].messages["en-US"].skipped = 'I passed on "{{title}}".'), ["typescript", "python", "java", "uts"]],
    [
      "a field option's description",
      (s: any) => (s.$defs.FieldOption.properties.label.description = "What the user reads."),
      ["typescript", "python", "java", "uts"],
    ],
    [
      "an older producer's ui version (the upgrade paths of the kit, Python, Java and UTS read x-nuwax.historicalVersions)",
      (s: any) => s["x-nuwax"].historicalVersions.uiVersions.push({ version: "nuwax.interaction.v0", source: "a test" }),
      ["typescript", "python", "java", "uts"],
    ],
    ["a ccweb input's description", (s: any) => (s.$defs.ListUserInputsInput.properties.limit.description = "How many."), ["typescript"]],
    ["a tool's description", (s: any) => (s["x-nuwax"].tools[0].description += " Ask one thing at a time."), ["typescript"]],
  ])("%s", (_what, edit, languages) => {
    const result = changed(edit);
    expect(result.changes.length).toBeGreaterThan(0);
    for (const change of result.changes) expect(change.languages, change.pointer).toEqual(languages);
    const text = formatDiff(result, "text");
    expect(text).toContain(`{${languages.join(", ")}}`);
    expect(text.split("\n").at(-1)).toBe(`SDKs to regenerate: ${languages.map((l) => `${l} (${result.changes.length})`).join(", ")}`);
  });

  it("a $def the Java schema check reads reaches the Java SDK (McpAskSchemaTable: the $defs McpAskRawInput reaches)", () => {
    const check = changed((s: any) => (s.$defs.McpAskUserToolInput.properties.title.maxLength = 400));
    expect(check.changes.length).toBeGreaterThan(0);
    for (const change of check.changes) expect(change.languages, change.pointer).toContain("java");
  });
});
