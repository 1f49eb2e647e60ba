import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { checkContract, contractValidator, loadContract, ContractError, formatFinding } from "../packages/nuwax-contract/generator/contract.js";
import { generate } from "../packages/nuwax-contract/generator/generate.js";
import * as validators from "../runtime/contract/validators.js";
import { TOOLS, NUWAX_ASK_QUESTION_TOOL } from "../generated/tools.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { repoRoot, copyContract, tempDir } from "./helpers/temp.js";
import { contractCli } from "./helpers/contract.js";

const contractPath = join(repoRoot, "contract/schema.json");
const schema = JSON.parse(readFileSync(contractPath, "utf8"));
const defNames = Object.keys(schema.$defs);
const generatedFile = (name: string) => readFileSync(join(repoRoot, "generated", name), "utf8");

function contractProblems(edit: (schema: any) => void, options?: { examples?: boolean }): string[] {
  try {
    loadContract(copyContract(edit, options));
  } catch (error) {
    if (error instanceof ContractError) return error.findings.map(formatFinding);
    throw error;
  }
  return [];
}

// generate() with an empty Prettier cache formats every file: minutes on a loaded 2-core machine, so a generous budget.
describe("generator output", { timeout: 300_000 }, () => {
  it("is byte-stable and equal to the committed generated/ files, formatted or read from the Prettier cache", async () => {
    // An empty cache: the first run formats every file and stores it, the second reads every file back.
    const cache = tempDir("prettier-cache");
    const before = process.env.NUWAX_CONTRACT_CACHE_DIR;
    process.env.NUWAX_CONTRACT_CACHE_DIR = cache;
    let first, second;
    try {
      first = await generate(loadContract(contractPath, "contract/schema.json"));
      const stored = readdirSync(cache).sort();
      second = await generate(loadContract(contractPath, "contract/schema.json"));
      // Prettier formats the top-level TypeScript/Markdown files; validators.js (Ajv's output) and the SDK folders
      // (python/, …) are written as emitted.
      expect(stored).toHaveLength(first.filter((f) => !f.name.includes("/")).length - 1);
      expect(readdirSync(cache).sort()).toEqual(stored);
    } finally {
      if (before === undefined) delete process.env.NUWAX_CONTRACT_CACHE_DIR;
      else process.env.NUWAX_CONTRACT_CACHE_DIR = before;
    }
    expect(second).toEqual(first);
    const unformatted = await generate(loadContract(contractPath, "contract/schema.json"), { format: false });
    expect(unformatted.map((f) => f.name)).toEqual(first.map((f) => f.name));
    expect(unformatted.find((f) => f.name === "tools.ts")!.content).not.toBe(first.find((f) => f.name === "tools.ts")!.content);
    expect(unformatted.find((f) => f.name === "validators.js")!.content).toBe(first.find((f) => f.name === "validators.js")!.content);
    const committed = readdirSync(join(repoRoot, "generated"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.parentPath.includes("__pycache__"))
      .map((e) => relative(join(repoRoot, "generated"), join(e.parentPath, e.name)).split(sep).join("/"));
    expect(first.map((f) => f.name).sort()).toEqual(committed.sort());
    for (const file of first) {
      const comment = file.name.endsWith(".md") ? "<!--" : file.name.endsWith(".py") ? "#" : "//";
      if (file.name.endsWith(".json"))
        expect(() => JSON.parse(file.content), file.name).not.toThrow(); // JSON has no comment for a banner
      else expect(file.content.startsWith(`${comment} Code generated from contract/schema.json`), file.name).toBe(true);
      expect(file.content, file.name).toBe(generatedFile(file.name));
    }
  });

  it("types.ts exports one type per $defs entry, with literal consts and no numbered duplicates", () => {
    const types = generatedFile("types.ts");
    const exported = [...types.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    expect(exported.filter((n) => defNames.includes(n!))).toEqual(defNames);
    const widgetTypes = ["Text", "Textarea", "Number", "Radio", "Checkboxes", "Select", "List", "File", "RadioWithCustom"].map((w) => `${w}FormField`);
    expect(exported.filter((n) => !defNames.includes(n!)).sort()).toEqual(
      [
        "AnswerDisplay",
        "WidgetCatalogEntry",
        "WidgetSpecificProperty",
        "FormFieldBase",
        "WidgetFormField",
        "FormFieldOf",
        "WidgetInteractionUi",
        "WidgetMcpAskRawInput",
        ...widgetTypes,
      ].sort(),
    );
    expect(exported.filter((n) => /\d$/.test(n!))).toEqual([]);
    expect(types).toMatch(/schemaVersion: "nuwax\.mcp_ask\.v2";/);
    expect(types).toMatch(/status: "pending";/);
    expect(types).toMatch(/export type WidgetType =\s*\|?\s*"text"/);
  });

  it("validators.js is a standalone ES module: one validator per $defs entry, no require(, no schema compilation", () => {
    const code = generatedFile("validators.js");
    expect(code).not.toContain("require(");
    expect(code).not.toMatch(/from "ajv"/);
    expect(code).not.toMatch(/new Ajv|\.compile\(/);
    for (const name of defNames) expect(typeof (validators as Record<string, unknown>)[`validate${name}`], name).toBe("function");
  });

  it("agrees with Ajv compiling the contract at run time (property test)", () => {
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addKeyword({ keyword: "x-nuwax", schemaType: "object" });
    ajv.addSchema(schema);
    const runtime = ajv.getSchema(`${schema.$id}#/$defs/McpAskRawInput`)!;
    const complete = JSON.parse(readFileSync(join(repoRoot, "contract/examples/complete-form.json"), "utf8"));
    const mutation = fc.record({
      path: fc.constantFrom(
        ["requestId"],
        ["revision"],
        ["ui", "presentation"],
        ["ui", "fields", 0, "widget"],
        ["ui", "fields", 1, "maxLength"],
        ["ui", "fields", 2, "options", 0, "label"],
        ["ui", "fallback", "webUrl"],
        ["timeoutMs"],
        ["ui", "fields", 3, "extra"],
      ),
      value: fc.oneof(
        fc.string(),
        fc.integer({ min: -5, max: 5 }),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom("text", "https://x.test", "inline", ""),
      ),
    });
    fc.assert(
      fc.property(mutation, ({ path, value }) => {
        const data = structuredClone(complete);
        let node = data;
        for (const key of path.slice(0, -1)) node = node[key as never];
        node[path[path.length - 1] as never] = value as never;
        expect(validators.validateMcpAskRawInput(data)).toBe(runtime(data));
      }),
      { numRuns: 300 },
    );
  });

  it("turns Ajv errors into problems with JSON paths and fixes", () => {
    const data = { interventionId: "r", revision: 0, source: "mcp_ask", protocol: "mcp", action: "answer", extra: 1 };
    expect(validators.validateMcpAskRespondPayload(data)).toBe(false);
    expect(validators.toProblems(validators.validateMcpAskRespondPayload.errors, data).map(validators.formatProblem)).toEqual([
      "revision: must be ≥ 1, got 0 — fix: use a number ≥ 1",
      'action: "answer" is not allowed — fix: use one of "submit", "cancel", "skip", "timeout"',
      'extra: unknown property "extra" — fix: remove it; allowed properties: interventionId, toolCallId, revision, source, protocol, action, formData, files, answeredBy, answeredAt',
    ]);
  });

  it("serves tools with fully inlined schemas: no $ref/$defs, root type object, no root combinators", () => {
    for (const tool of TOOLS) {
      for (const key of ["inputSchema", "outputSchema"] as const) {
        const text = JSON.stringify(tool[key]);
        expect(text).not.toContain("$ref");
        expect(text).not.toContain("$defs");
        expect(tool[key].type).toBe("object");
      }
      expect(tool.name).toMatch(/^[a-z0-9_]{1,64}$/);
      for (const combinator of ["oneOf", "anyOf", "allOf"]) expect(tool.inputSchema).not.toHaveProperty(combinator);
    }
    const input = NUWAX_ASK_QUESTION_TOOL.inputSchema as any;
    expect(input.required).toEqual(["requestId", "sessionId", "title", "ui"]);
    expect(input.properties.ui.properties.fields.items.properties.widget.enum).toEqual(schema.$defs.WidgetType.enum);
  });

  it("puts a generated example in the tool description that normalizes cleanly", () => {
    const description = NUWAX_ASK_QUESTION_TOOL.description;
    const json = description.slice(description.indexOf("Example arguments:\n") + "Example arguments:\n".length);
    const example = JSON.parse(json);
    expect(example.ui.fields.map((f: { widget: string }) => f.widget)).toEqual(["radio", "checkboxes", "textarea"]);
    expect(normalizeMcpAskUserToolInput(example).ui.fields).toHaveLength(3);
  });

  it("CONTRACT.md documents every $defs entry, widget, template and tool", () => {
    const doc = generatedFile("CONTRACT.md");
    for (const name of defNames) expect(doc).toContain(`### ${name}\n`);
    for (const widget of schema.$defs.WidgetType.enum) expect(doc).toMatch(new RegExp(`\\| \`${widget}\` +\\|`));
    expect(doc).toContain("我已填写「{{title}}」，表单内容如下：");
    expect(doc).toContain("### `nuwax_ask_question`");
  });
});

describe("contract checks", () => {
  const cases: Array<[string, (s: any) => void, string]> = [
    [
      "a keyword typo",
      (s) => (s.$defs.FieldOption.properties.label.maxLenght = 3),
      'error #/$defs/FieldOption/properties/label [json-schema-keyword] unknown keyword "maxLenght"; did you mean "maxLength"?',
    ],
    [
      "an unknown vendor keyword",
      (s) => (s.$defs.FieldOption["x-ui"] = {}),
      'error #/$defs/FieldOption [vendor-keyword] unknown vendor keyword "x-ui"; the contract knows x-nuwax',
    ],
    ["an unknown x-nuwax key", (s) => (s["x-nuwax"].widgetCatlog = []), 'error #/x-nuwax [x-nuwax-shape] must NOT have additional properties "widgetCatlog"'],
    [
      "a catalog widget missing from the enum",
      (s) => s["x-nuwax"].widgetCatalog.push({ ...s["x-nuwax"].widgetCatalog[0], widget: "date", template: { name: "d", title: "D", widget: "date" } }),
      'error #/x-nuwax/widgetCatalog/9 [catalog-enum-sync] widget "date" is missing from $defs/WidgetType.enum; add it there',
    ],
    [
      "an enum widget without a catalog entry",
      (s) => s.$defs.WidgetType.enum.push("rate"),
      'error #/$defs/WidgetType/enum/9 [catalog-enum-sync] "rate" has no x-nuwax.widgetCatalog entry; add one',
    ],
    [
      "a message missing in a locale",
      (s) => delete s["x-nuwax"].messages["ja-JP"].skipped,
      'error #/x-nuwax/messages/ja-JP [messages-complete] missing "skipped"',
    ],
    [
      "an unknown placeholder",
      (s) => (s["x-nuwax"].messages["en-US"].cancelled = "I cancelled {{name}}."),
      "error #/x-nuwax/messages/en-US/cancelled [message-placeholders] unknown placeholder {{name}}; allowed: {{title}}",
    ],
    [
      "a handlebars block in a message",
      (s) => (s["x-nuwax"].messages["en-US"].cancelled = "{{#if title}}x{{/if}}"),
      'error #/x-nuwax/messages/en-US/cancelled [message-placeholders] unsupported handlebars BlockStatement in "{{#if title}}x{{/if}}"; use text and {{placeholder}} only',
    ],
    [
      "a request-id marker without {{requestId}}",
      (s) => (s["x-nuwax"].requestIdMarkers[0].template = "<!--ask:{{title}}-->"),
      "error #/x-nuwax/requestIdMarkers/0/template [message-placeholders] a marker must contain {{requestId}} exactly once, and no other placeholder",
    ],
    [
      "a request-id marker that starts with its id",
      (s) => (s["x-nuwax"].requestIdMarkers[0].template = "{{requestId}}-->"),
      "error #/x-nuwax/requestIdMarkers/0/template [message-placeholders] a marker must start with text before {{requestId}}: that text tells a marker of another question",
    ],
    [
      "an attachment type that is not an image",
      (s) => (s["x-nuwax"].attachmentDisplay.imageTypes.pdf = "application/pdf"),
      'error #/x-nuwax/attachmentDisplay/imageTypes/pdf [x-nuwax-shape] must match pattern "^image/"',
    ],
    [
      "a constraint that is not a field property",
      (s) => s["x-nuwax"].widgetCatalog[0].constraints.push("maxWords"),
      'error #/x-nuwax/widgetCatalog/0/constraints/3 [catalog-constraints] "maxWords" is not a property of $defs/FormFieldInput',
    ],
    [
      "a version constant out of sync",
      (s) => (s["x-nuwax"].constants.schemaVersion = "nuwax.mcp_ask.v3"),
      'error #/$defs/McpAskUserToolInput/properties/schemaVersion/const [version-constants] "nuwax.mcp_ask.v2" must equal x-nuwax.constants.schemaVersion ("nuwax.mcp_ask.v3")',
    ],
    [
      "a default delivery outside the delivery modes",
      (s) => ((s["x-nuwax"].constants.deliveryModes = ["pending", "browser"]), (s["x-nuwax"].constants.defaultDelivery = "auto")),
      'error #/x-nuwax/constants/defaultDelivery [delivery-default] "auto" is not in deliveryModes; use one of pending, browser',
    ],
    [
      "an open-page cap under the message limit",
      (s) => (s["x-nuwax"].constants.maxOpenPageBytes = 1024),
      "error #/x-nuwax/constants/maxOpenPageBytes [size-limits] 1024 must be at least maxMessageBytes (10485760): one form that fits a message must always be askable",
    ],
    [
      "a tool-result limit at the message limit",
      (s) => (s["x-nuwax"].constants.maxToolResultBytes = s["x-nuwax"].constants.maxMessageBytes),
      "error #/x-nuwax/constants/maxToolResultBytes [size-limits] 10485760 must be less than maxMessageBytes (10485760): the JSON-RPC envelope around a result needs room",
    ],
    [
      "a keyword value the JSON Schema meta-schema refuses",
      (s) => (s.$defs.FieldOption.properties.value.type = 5),
      "error # [ajv-strict] Ajv strict mode: schema is invalid: data/$defs/FieldOption/properties/value/type must be equal to one of the allowed values, data/$defs/FieldOption/properties/value/type must be array, data/$defs/FieldOption/properties/value/type must match a schema in anyOf",
    ],
    [
      "an unused $defs entry",
      (s) => (s.$defs.Orphan = { type: "string", description: "x" }),
      "error #/$defs/Orphan [defs-used] neither referenced nor listed in x-nuwax.exports; use it, export it or remove it",
    ],
    [
      "a required property that does not exist",
      (s) => s.$defs.FieldOption.required.push("lable"),
      'error #/$defs/FieldOption [required-defined] required property "lable" is not defined in properties',
    ],
  ];
  it.each(cases)("rejects %s", (_name, edit, expected) => {
    expect(contractProblems(edit, { examples: false })).toContain(expected);
  });

  it("lists every problem at once", () => {
    const problems = contractProblems(
      (s) => {
        s.$defs.FieldOption.properties.label.maxLenght = 3;
        s.$defs.WidgetType.enum.push("rate");
        delete s["x-nuwax"].messages["ja-JP"].skipped;
      },
      { examples: false },
    );
    expect(problems).toHaveLength(3);
  });

  it("rejects an example that does not validate", () => {
    const problems = contractProblems((s) => (s.$defs.FieldOption.properties.label.maxLength = 3));
    expect(problems).toContain("error examples/complete-form.json#/ui/fields/0/options/0/label [example-valid] must NOT have more than 3 characters");
  });

  it("validates a tool example with the validators loadContract's check compiled, and compiles afresh for a contract changed since", () => {
    const ref = "#/$defs/FieldOption";
    // Never loaded: compiled on the spot, each call anew (a bare checkContract keeps nothing either).
    const bare = structuredClone(schema);
    expect(checkContract(bare).filter((f) => f.severity === "error")).toEqual([]);
    expect(contractValidator(bare, ref)({ value: "a", label: "A" })).toBe(true);
    expect(contractValidator(bare, ref)).not.toBe(contractValidator(bare, ref));
    const loaded = loadContract(copyContract(() => undefined)).schema as any;
    const checked = contractValidator(loaded, ref);
    expect(contractValidator(loaded, ref)).toBe(checked);
    expect(checked({ value: "a", label: "A".repeat(3) })).toBe(true);
    // Changed after the check: the check's validators would accept what the contract now refuses.
    loaded.$defs.FieldOption.properties.label.maxLength = 2;
    const changed = contractValidator(loaded, ref);
    expect(changed).not.toBe(checked);
    expect(changed({ value: "a", label: "A".repeat(3) })).toBe(false);
    expect(() => contractValidator(loaded, "#/$defs/NoSuchDef")).toThrow("#/$defs/NoSuchDef: no such schema in the contract");
  });
});

describe("npm run generate (CLI)", { timeout: 300_000 }, () => {
  // The generate command, run in this process (the bin as a process: tests/contract-cli*.test.ts).
  const cli = (args: string[]) => contractCli(["generate", ...args]);

  it("--check exits 1 listing stale files and the command that fixes them", async () => {
    const out = tempDir("stale");
    cpSync(join(repoRoot, "generated"), out, { recursive: true });
    // Hand edits under the banner (a file without the banner is someone's own: generate refuses to overwrite it).
    const firstLine = (name: string) => readFileSync(join(out, name), "utf8").split("\n")[0];
    writeFileSync(join(out, "messages.ts"), `${firstLine("messages.ts")}\n// edited by hand\n`);
    writeFileSync(join(out, "leftover.ts"), "");
    // Every language's SDK is checked: an edited Python module is stale, a bytecode cache is not ours.
    writeFileSync(join(out, "python/nuwax_ask_question/formatter.py"), `${firstLine("python/nuwax_ask_question/formatter.py")}\n# edited by hand\n`);
    mkdirSync(join(out, "python/nuwax_ask_question/__pycache__"), { recursive: true });
    writeFileSync(join(out, "python/nuwax_ask_question/__pycache__/formatter.cpython-311.pyc"), "# Code generated from x\n");
    // A file of ours the contract no longer generates (it has the banner).
    writeFileSync(join(out, "old.ts"), '// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.\n');
    const again = await cli(["--check", "--out", out]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/stale: .*messages\.ts/);
    expect(again.stderr).toMatch(/stale: .*python\/nuwax_ask_question\/formatter\.py/);
    expect(again.stderr).not.toContain("__pycache__");
    expect(again.stderr).not.toContain("leftover.ts"); // not ours: no generated banner
    expect(again.stderr).toMatch(/no longer generated: .*old\.ts/);
    // The output's banners name the command for that output directory, so every file differs from the copy.
    const generatedCount = readdirSync(join(repoRoot, "generated"), { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && !e.parentPath.includes("__pycache__") && !e.name.endsWith(".json"),
    ).length; // JSON has no banner: the same bytes anywhere
    expect(again.stderr).toMatch(
      new RegExp(
        `${generatedCount + 1} file\\(s\\) out of date; fix with: npx nuwax-contract generate --contract contract/schema\\.json --out \\.tmp/stale-\\w+`,
      ),
    );
    expect((await cli(["--out", out])).status).toBe(0);
    expect((await cli(["--check", "--out", out])).status).toBe(0);
    expect(existsSync(join(out, "old.ts"))).toBe(false);
    expect(existsSync(join(out, "leftover.ts"))).toBe(true);
  });

  it("exits 2 with every contract problem", async () => {
    const path = copyContract((s) => {
      s.$defs.WidgetType.enum.push("rate");
      s.$defs.FieldOption.properties.value.minLenght = 1;
    });
    const result = await cli(["--contract", path, "--out", tempDir("bad")]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("contract check failed (2 problems)");
  });

  it("prints --help", async () => {
    const result = await cli(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("--contract PATH");
    expect(result.stdout).toContain("diff --base REF|FILE");
    // The SDK lists come from SDK_LANGUAGES, so a language added there shows up in the help.
    expect(result.stdout).toContain("the SDKs in python/, java/, uts/)");
    expect(result.stdout).toContain("name the SDKs (typescript, python, java, uts) whose generated output");
  });
});

describe("a contract edit reaches every consumer", { timeout: 300_000 }, () => {
  it("adds a date widget: type union, validator, builder, formatter and tool inputSchema", async () => {
    const path = copyContract((s) => {
      s.$defs.WidgetType.enum.push("date");
      s["x-nuwax"].widgetCatalog.push({
        widget: "date",
        labels: { "zh-CN": "日期", en: "Date" },
        antd: "DatePicker",
        valueType: "string",
        inference: null,
        requires: {},
        constraints: [],
        answerDisplay: "text",
        clientSupport: { web: "supported", mobile: "planned" },
        template: { name: "due", title: "截止日期", widget: "date" },
      });
    });
    const out = join(path, "../../generated");
    mkdirSync(out, { recursive: true });
    const files = await generate(loadContract(path));
    for (const file of files) {
      mkdirSync(dirname(join(out, file.name)), { recursive: true });
      writeFileSync(join(out, file.name), file.content);
    }
    // The kit (runtime/contract/) beside that output, as it sits beside generated/ in the repository: it reads the new tables.
    cpSync(join(repoRoot, "runtime/contract"), join(out, "../runtime/contract"), { recursive: true });

    expect(readFileSync(join(out, "types.ts"), "utf8")).toMatch(/\| "radio-with-custom"\s*\| "date";/);
    const builder = await import(pathToFileURL(join(out, "../runtime/contract/builder.ts")).href);
    const formatter = await import(pathToFileURL(join(out, "../runtime/contract/formatter.ts")).href);
    const tools = await import(pathToFileURL(join(out, "tools.ts")).href);
    const v = await import(pathToFileURL(join(out, "validators.js")).href);

    const raw = builder.normalizeMcpAskUserToolInput({
      requestId: "r",
      sessionId: "s",
      title: "排期",
      ui: { fields: [{ name: "due", title: "截止日期", widget: "date" }] },
    });
    expect(raw.ui.fields[0].widget).toBe("date");
    expect(v.validateFormField({ name: "due", title: "截止日期", widget: "date" })).toBe(true);
    expect(builder.buildFormField({ name: "due", type: "date", label: "截止日期" }).widget).toBe("date");
    expect(formatter.formatMcpAskResumeMessage(raw, { action: "submit", formData: { due: "2026-12-01" } })).toBe(
      "我已填写「排期」，表单内容如下：\n截止日期：2026-12-01",
    );
    expect(tools.NUWAX_ASK_QUESTION_TOOL.inputSchema.properties.ui.properties.fields.items.properties.widget.enum).toContain("date");
    // The repository's own output is untouched and still rejects it.
    expect(validators.validateFormField({ name: "due", title: "截止日期", widget: "date" })).toBe(false);
  });
});
