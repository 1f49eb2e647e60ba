import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildFormField,
  buildMcpAskRawInput,
  checkMcpAskRawInput,
  inferNumberType,
  inferWidget,
  McpAskValidationError,
  normalizeMcpAskUserToolInput,
  tryNormalizeMcpAskUserToolInput,
} from "../runtime/contract/builder.js";
import {
  clip,
  formatPath,
  formatProblem,
  limitProblems,
  MAX_PROBLEMS,
  quote,
  QUOTE_MAX_CODE_POINTS,
  sortProblems,
  SUBJECT_MAX_CODE_POINTS,
  subjectAt,
  toProblems,
  validateMcpAskRawInput,
} from "../runtime/contract/validators.js";
import { checkMcpAskFormData } from "../runtime/contract/builder.js";
import { WIDGET_CATALOG } from "../generated/types.js";

const examplesDir = join(import.meta.dirname, "../contract/examples");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof McpAskValidationError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error("expected McpAskValidationError");
}

describe('buildMcpAskRawInput (docs/sdks.md "Server side: normalize, build")', () => {
  it("builds the docs/sdks.md example into a renderable rawInput", () => {
    const raw = buildMcpAskRawInput({
      requestId: "ask_001",
      revision: 1,
      sessionId: "sess_001",
      title: "请确认继续方式",
      fields: [
        {
          name: "choice",
          type: "radio",
          label: "选项",
          required: true,
          initialValue: "test",
          options: [
            { value: "test", label: "先跑测试" },
            { value: "deploy", label: "直接部署" },
          ],
        },
        { name: "count", type: "number", label: "并发数", minimum: 1, maximum: 10 },
        { name: "remark", type: "textarea", label: "备注" },
      ],
    });
    expect(raw).toEqual({
      toolName: "nuwax_ask_question",
      schemaVersion: "nuwax.mcp_ask.v2",
      requestId: "ask_001",
      revision: 1,
      sessionId: "sess_001",
      title: "请确认继续方式",
      ui: {
        version: "nuwax.interaction.v2",
        presentation: "inline",
        title: "请确认继续方式",
        fields: [
          {
            name: "choice",
            title: "选项",
            widget: "radio",
            required: true,
            initialValue: "test",
            options: [
              { value: "test", label: "先跑测试" },
              { value: "deploy", label: "直接部署" },
            ],
          },
          { name: "count", title: "并发数", widget: "number", minimum: 1, maximum: 10, type: "integer" },
          { name: "remark", title: "备注", widget: "textarea" },
        ],
      },
    });
    expect(validateMcpAskRawInput(raw)).toBe(true);
  });

  it.each([
    ["input", "text"],
    ["checkbox", "checkboxes"],
  ] as const)("rewrites the deprecated alias %s to %s", (alias, widget) => {
    const options = alias === "checkbox" ? [{ value: "a", label: "A" }] : undefined;
    expect(buildFormField({ name: "f", type: alias, label: "F", ...(options ? { options } : {}) }).widget).toBe(widget);
  });

  it.each([
    [{ minimum: 1, maximum: 10 }, "integer"],
    [{ minimum: 0.5, maximum: 10 }, "number"],
    [{ multipleOf: 1 }, "integer"],
    [{}, "number"],
    [{ maximum: 2.5 }, "number"],
  ])("number bounds %j give type %s", (bounds, type) => {
    expect(buildFormField({ name: "n", type: "number", label: "N", ...bounds }).type).toBe(type);
    expect(inferNumberType(bounds)).toBe(type);
  });

  it("flattens file settings and sets allowCustom for radio-with-custom", () => {
    expect(buildFormField({ name: "shot", type: "file", label: "截图", file: { accept: "image/*", multiple: true, maxFileSize: 1024 } })).toEqual({
      name: "shot",
      title: "截图",
      widget: "file",
      accept: "image/*",
      multiple: true,
      maxFileSize: 1024,
    });
    expect(buildFormField({ name: "plan", type: "radio-with-custom", label: "方式", options: [{ value: "a", label: "A" }] }).allowCustom).toBe(true);
  });

  it.each(["radio", "checkboxes", "select", "list", "radio-with-custom"] as const)("requires options for the choice widget %s", (type) => {
    expect(problemsOf(() => buildMcpAskRawInput({ requestId: "r", sessionId: "s", title: "t", fields: [{ name: "c", type, label: "C" }] }))).toEqual([
      `fields[0].options (field "c"): widget "${type}" needs options — fix: add options: [{ value, label }] with a human-readable label for every value`,
    ]);
  });

  it("reports every problem at once, with builder paths", () => {
    expect(
      problemsOf(() =>
        buildMcpAskRawInput({
          requestId: "r",
          sessionId: "s",
          title: "t",
          fields: [
            { name: "a", type: "select", label: "A" },
            { name: "a", type: "text", label: "B", minimum: 2 },
          ],
        }),
      ),
    ).toEqual([
      'fields[0].options (field "a"): widget "select" needs options — fix: add options: [{ value, label }] with a human-readable label for every value',
      'fields[1].name (field "a"): duplicate field name "a" (also ui.fields[0]) — fix: give every field a unique name: it is the formData key',
      'fields[1].minimum (field "a"): "minimum" does not apply to widget "text" — fix: remove it, or use a widget it applies to: number',
    ]);
  });

  it("rejects an unknown builder type with a suggestion", () => {
    expect(
      problemsOf(() => buildMcpAskRawInput({ requestId: "r", sessionId: "s", title: "t", fields: [{ name: "a", type: "textare" as never, label: "A" }] })),
    ).toEqual([
      'fields[0].type (field "a"): "textare" is not allowed — fix: use "textarea"; allowed: "text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom"',
    ]);
  });
});

describe("normalizeMcpAskUserToolInput (#/$defs/McpAskRawInput)", () => {
  it("stamps toolName, schemaVersion, revision 1, ui.version, presentation and ui.title", () => {
    const raw = normalizeMcpAskUserToolInput({
      requestId: "ask_123",
      sessionId: "session_123",
      title: "请选择一个选项",
      ui: { fields: [{ name: "choice", title: "选项", widget: "radio", options: [{ value: "a", label: "选项A" }] }] },
    });
    expect(raw.toolName).toBe("nuwax_ask_question");
    expect(raw.schemaVersion).toBe("nuwax.mcp_ask.v2");
    expect(raw.revision).toBe(1);
    expect(raw.ui.version).toBe("nuwax.interaction.v2");
    expect(raw.ui.presentation).toBe("inline");
    expect(raw.ui.title).toBe("请选择一个选项");
    expect(Object.keys(raw)).toEqual(["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"]);
  });

  it("keeps what the agent set (revision, presentation, ui.title)", () => {
    const raw = normalizeMcpAskUserToolInput({
      requestId: "r",
      revision: 3,
      sessionId: "s",
      title: "T",
      ui: { presentation: "modal", title: "UI", fields: [{ name: "a", title: "A", widget: "text" }] },
    });
    expect([raw.revision, raw.ui.presentation, raw.ui.title]).toEqual([3, "modal", "UI"]);
  });

  const inference: Array<[Record<string, unknown>, string | undefined]> = [
    [{}, "text"],
    [{ type: "string" }, "text"],
    [{ type: "number" }, "number"],
    [{ type: "integer" }, "number"],
    [{ options: [{ value: "a", label: "A" }] }, "radio"],
    [{ type: "string", options: [{ value: "a", label: "A" }] }, "radio"],
    [{ type: "array", options: [{ value: "a", label: "A" }] }, "checkboxes"],
    [{ type: "array" }, undefined],
    [{ type: "integer", options: [{ value: "1", label: "One" }] }, undefined],
  ];
  it.each(inference)("infers the widget of %j as %s (catalog inference rules)", (field, widget) => {
    expect(inferWidget(field)).toBe(widget);
  });

  it("applies deprecated aliases and inference to agent fields", () => {
    const raw = normalizeMcpAskUserToolInput({
      requestId: "r",
      sessionId: "s",
      title: "T",
      ui: {
        fields: [
          { name: "a", title: "A", widget: "input" },
          { name: "b", title: "B", widget: "checkbox", options: [{ value: "x", label: "X" }] },
          { name: "c", title: "C", type: "integer", minimum: 1 },
          { name: "d", title: "D", options: [{ value: "x", label: "X" }] },
          { name: "e", title: "E", widget: "radio-with-custom", options: [{ value: "x", label: "X" }] },
        ],
      },
    });
    expect(raw.ui.fields.map((f) => [f.widget, f.type, f.allowCustom])).toEqual([
      ["text", undefined, undefined],
      ["checkboxes", undefined, undefined],
      ["number", "integer", undefined],
      ["radio", undefined, undefined],
      ["radio-with-custom", undefined, true],
    ]);
  });

  it("accepts every valid contract example unchanged", () => {
    const files = readdirSync(examplesDir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const example = readJson(join(examplesDir, file));
      expect(checkMcpAskRawInput(example), file).toEqual([]);
      expect(normalizeMcpAskUserToolInput(example), file).toEqual(example);
    }
  });

  it("has one valid example per catalog widget", () => {
    for (const entry of WIDGET_CATALOG) {
      const example = readJson(join(examplesDir, `widget-${entry.widget}.json`)) as { ui: { fields: Array<{ widget: string }> } };
      expect(example.ui.fields[0]!.widget).toBe(entry.widget);
    }
  });

  const invalidDir = join(examplesDir, "invalid");
  const invalid = readdirSync(invalidDir).filter((f) => f.endsWith(".json"));
  it.each(invalid)("rejects invalid example %s with exactly its listed problems", (file) => {
    const example = readJson(join(invalidDir, file)) as { input: unknown; problems: string[] };
    const result = tryNormalizeMcpAskUserToolInput(example.input);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual(example.problems);
  });

  it("rejects a non-object with a clear problem", () => {
    expect(problemsOf(() => normalizeMcpAskUserToolInput("ask me"))).toEqual([
      '(root): must be an object, got "ask me" — fix: pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }',
    ]);
  });

  it("reports an uninferable widget once, with the fix", () => {
    expect(
      problemsOf(() =>
        normalizeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "T", ui: { fields: [{ name: "tags", title: "标签", type: "array" }] } }),
      ),
    ).toEqual([
      'ui.fields[0].widget (field "tags"): widget is missing and cannot be inferred (type "array", without options) — fix: set widget to one of text, textarea, number, radio, checkboxes, select, list, file, radio-with-custom',
    ]);
  });

  const rules: Array<[string, Record<string, unknown>, string]> = [
    [
      "duplicate option values",
      {
        name: "c",
        title: "C",
        widget: "select",
        options: [
          { value: "a", label: "A" },
          { value: "a", label: "B" },
        ],
      },
      'ui.fields[0].options[1].value (field "c"): duplicate option value "a" (also options[0]) — fix: give every option a unique value',
    ],
    [
      "allowCustom false on radio-with-custom",
      { name: "c", title: "C", widget: "radio-with-custom", allowCustom: false, options: [{ value: "a", label: "A" }] },
      'ui.fields[0].allowCustom (field "c"): widget "radio-with-custom" always allows a custom answer — fix: remove allowCustom or set it to true; use widget radio for choices without custom input',
    ],
    [
      "allowCustom on radio",
      { name: "c", title: "C", widget: "radio", allowCustom: true, options: [{ value: "a", label: "A" }] },
      'ui.fields[0].allowCustom (field "c"): "allowCustom" does not apply to widget "radio" — fix: remove it, or use a widget it applies to: radio-with-custom',
    ],
    [
      "otherValue colliding with an option",
      { name: "c", title: "C", widget: "radio-with-custom", otherValue: "a", options: [{ value: "a", label: "A" }] },
      'ui.fields[0].otherValue (field "c"): the custom-answer value "a" is also an option value — fix: set otherValue to a value no option uses',
    ],
    [
      "minLength > maxLength",
      { name: "c", title: "C", widget: "textarea", minLength: 5, maxLength: 2 },
      'ui.fields[0].minLength (field "c"): minLength (5) is greater than maxLength (2): no text can satisfy both — fix: make minLength ≤ maxLength',
    ],
    [
      "checkboxes initialValue not an array",
      { name: "c", title: "C", widget: "checkboxes", initialValue: "a", options: [{ value: "a", label: "A" }] },
      'ui.fields[0].initialValue (field "c"): initialValue of widget "checkboxes" must be an array of option values — fix: use e.g. ["a"]',
    ],
    [
      "options on file",
      { name: "c", title: "C", widget: "file", options: [{ value: "a", label: "A" }] },
      'ui.fields[0].options (field "c"): "options" does not apply to widget "file" — fix: remove it, or use a widget it applies to: radio, checkboxes, select, list, radio-with-custom',
    ],
    [
      "bare string options",
      { name: "c", title: "C", widget: "radio", options: ["a"] },
      'ui.fields[0].options[0] (field "c"): must be an object with value, label, got "a" — fix: use an object with value, label',
    ],
  ];
  it.each(rules)("rejects %s", (_name, field, expected) => {
    expect(problemsOf(() => normalizeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "T", ui: { fields: [field] } }))).toEqual([expected]);
  });

  it("accepts radio-with-custom with its marker as initialValue", () => {
    const raw = normalizeMcpAskUserToolInput({
      requestId: "r",
      sessionId: "s",
      title: "T",
      ui: { fields: [{ name: "p", title: "P", widget: "radio-with-custom", initialValue: "__custom__", options: [{ value: "a", label: "A" }] }] },
    });
    expect(raw.ui.fields[0]!.initialValue).toBe("__custom__");
  });

  it("rejects a fallback URL that is not a URI", () => {
    expect(
      problemsOf(() =>
        normalizeMcpAskUserToolInput({
          requestId: "r",
          sessionId: "s",
          title: "T",
          ui: { fields: [{ name: "a", title: "A", widget: "text" }], fallback: { text: "x", webUrl: "not a url" } },
        }),
      ),
    ).toEqual(['ui.fallback.webUrl: must be a valid uri, got "not a url" — fix: use a valid uri']);
  });
});

// Regressions found by a reviewer trying to break the server (each input once passed as "pending").
describe("review regressions", () => {
  const ask = (ui: Record<string, unknown>) => tryNormalizeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "T", ui });
  const lines = (ui: Record<string, unknown>) => {
    const r = ask(ui);
    return r.ok ? [] : r.problems.map(formatProblem);
  };
  const field = (extra: Record<string, unknown>) => ({ name: "f", title: "F", ...extra });

  it("treats __proto__ keys as unknown properties, never as prototypes", () => {
    const viaJson = JSON.parse('{"requestId":"r","sessionId":"s","title":"T","ui":{"__proto__":{"fields":[{"name":"a","title":"A","widget":"text"}]}}}');
    const r = tryNormalizeMcpAskUserToolInput(viaJson);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toContain("ui.__proto__");
    const inField = JSON.parse(
      '{"requestId":"r","sessionId":"s","title":"T","ui":{"fields":[{"name":"a","widget":"radio","__proto__":{"title":"A","options":[{"value":"x","label":"X"}]}}]}}',
    );
    const r2 = tryNormalizeMcpAskUserToolInput(inField);
    expect(r2.ok ? [] : r2.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining(['widget "radio" needs options', "is required", 'unknown property "__proto__"']),
    );
  });

  it.each(["__proto__", "constructor", "prototype", "   "])("rejects the field name %j", (name) => {
    expect(lines({ fields: [{ name, title: "X", widget: "text" }] }).some((l) => l.startsWith("ui.fields[0].name"))).toBe(true);
  });

  const initialValues: Array<[Record<string, unknown>, string]> = [
    [{ widget: "number", initialValue: "abc" }, 'initialValue "abc" is not a number'],
    [{ widget: "number", minimum: 1, maximum: 5, initialValue: 99 }, "initialValue 99 breaks the field's own rules: it must be ≤ 5"],
    [{ widget: "number", type: "integer", initialValue: 2.5 }, "initialValue 2.5 breaks the field's own rules: it must be a whole number (type integer)"],
    [{ widget: "number", multipleOf: 5, initialValue: 3 }, "initialValue 3 breaks the field's own rules: it must be a multiple of 5"],
    [{ widget: "text", initialValue: 5 }, "initialValue 5 is not text"],
    [{ widget: "text", maxLength: 2, initialValue: "abcdef" }, 'initialValue "abcdef" breaks the field\'s own rules: it must be at most 2 characters'],
    [{ widget: "text", pattern: "^[0-9]+$", initialValue: "abc" }, 'initialValue "abc" breaks the field\'s own rules: it must be matching ^[0-9]+$'],
  ];
  it.each(initialValues)("checks initialValue of %j", (extra, message) => {
    expect(ask({ fields: [field(extra)] })).toMatchObject({ ok: false, problems: [{ path: "ui.fields[0].initialValue", message }] });
  });

  it("accepts initial values that satisfy their field", () => {
    expect(
      ask({
        fields: [
          field({ widget: "number", minimum: 1, maximum: 5, multipleOf: 0.5, initialValue: 2.5 }),
          { name: "t", title: "T", widget: "text", maxLength: 3, initialValue: "🇨🇳a" },
        ],
      }).ok,
    ).toBe(true);
  });

  it.each([
    [
      [
        { name: "a", title: "A", widget: "radio-with-custom", otherField: "b", options: [{ value: "x", label: "X" }] },
        { name: "b", title: "B", widget: "text" },
      ],
      'ui.fields[0].otherField (field "a"): the custom-answer key "b" is also the formData key of ui.fields[1] — fix: set otherField to a key no field uses',
    ],
    [
      [
        { name: "a", title: "A", widget: "radio-with-custom", options: [{ value: "x", label: "X" }] },
        { name: "aCustom", title: "B", widget: "text" },
      ],
      'ui.fields[0].name (field "a"): the custom-answer key "aCustom" is also the formData key of ui.fields[1] — fix: set otherField to an unused key (the default is "<name>Custom")',
    ],
  ])("rejects colliding custom-answer keys", (fields, expected) => {
    expect(lines({ fields })).toEqual([expected]);
  });

  it("rejects wizard steps a client cannot follow", () => {
    expect(
      lines({
        presentation: "wizard",
        fields: [field({ widget: "text" }), { name: "g", title: "G", widget: "text" }, { name: "h", title: "H", widget: "text" }],
        steps: [
          { id: "one", title: "1", fields: ["f", "f"] },
          { id: "one", title: "2", fields: ["g"] },
        ],
      }),
    ).toEqual([
      'ui.steps: field "h" is in no step and would never be shown — fix: add every field of ui.fields to one step',
      'ui.steps[0].fields[1] (step "one"): field "f" is already shown in this step — fix: list every field in exactly one step',
      'ui.steps[1].id (step "one"): duplicate step id "one" (also ui.steps[0]) — fix: give every step a unique id',
    ]);
  });

  it.each([
    [
      { widget: "text", type: "number" },
      'ui.fields[0].type (field "f"): type "number" does not fit widget "text" (its value is string) — fix: remove type (it follows from the widget) or set it to "string"',
    ],
    [
      { widget: "checkboxes", type: "string", options: [{ value: "a", label: "A" }] },
      'ui.fields[0].type (field "f"): type "string" does not fit widget "checkboxes" (its value is array) — fix: remove type (it follows from the widget) or set it to "array"',
    ],
    [
      {
        widget: "radio",
        options: [
          { value: "x", label: "Same" },
          { value: "y", label: "Same" },
        ],
      },
      'ui.fields[0].options[1].label (field "f"): duplicate option label "Same" (also options[0]) — fix: give every option its own label: the answer message shows labels, so the agent could not tell them apart',
    ],
  ])("rejects %j", (extra, expected) => {
    expect(lines({ fields: [field(extra)] })).toEqual([expected]);
  });

  it.each([
    ["javascript:alert(document.cookie)", "javascript"],
    ["data:text/html;base64,PHNjcmlwdD4=", "data"],
    [" JavaScript:x", "javascript"],
    ["java\tscript:x", "javascript"],
    ["filesystem:https://a.example/temporary/x", "filesystem"],
    ["view-source:https://a.example/", "view-source"],
    ["intent://scan/#Intent;scheme=zxing;end", "intent"],
    ["jar:file:///tmp/a.jar!/x.html", "jar"],
  ])("rejects the fallback URL %s: only https, http and mailto are opened (issue 23 item 3)", (url, scheme) => {
    expect(lines({ fields: [field({ widget: "text" })], fallback: { text: "x", webUrl: url } })).toEqual([
      `ui.fallback.webUrl: the ${scheme}: scheme is not one a client opens (https:, http:, mailto:): others can run code or read local data in the client — fix: use an https:// URL`,
    ]);
  });

  it("accepts https, http and mailto fallback URLs, and the nuwax app's scheme on mobile", () => {
    for (const webUrl of ["https://a.example/f", "HTTP://a.example/f", "mailto:ops@a.example"])
      expect(lines({ fields: [field({ widget: "text" })], fallback: { text: "x", webUrl } })).toEqual([]);
    expect(lines({ fields: [field({ widget: "text" })], fallback: { text: "x", mobileUrl: "nuwax://forms/a" } })).toEqual([]);
    expect(lines({ fields: [field({ widget: "text" })], fallback: { text: "x", webUrl: "nuwax://forms/a" } })[0]).toMatch(
      /^ui\.fallback\.webUrl: the nuwax: scheme is not one a client opens/,
    );
  });

  it("reports fields that are not an array as such", () => {
    expect(lines({ fields: { a: 1 } })).toEqual(['ui.fields: must be an array, got {"a":1} — fix: use an array']);
  });

  it("keeps fixes short on huge forms", () => {
    const fields = Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, title: `F${i}`, widget: "text" }));
    const steps = [{ id: "s", title: "S", fields: Array.from({ length: 2000 }, (_, i) => `unknown${i}`) }];
    const r = ask({ presentation: "wizard", fields, steps });
    expect(r.ok).toBe(false);
    const text = r.ok ? "" : r.problems.map(formatProblem).join("\n");
    expect(text.length).toBeLessThan(2_000_000);
    expect(text).toContain("… (1990 more)");
  });

  it("answers a canonical key given to the builder with the builder's name for it (title → label, widget → type)", () => {
    expect(
      problemsOf(() => buildMcpAskRawInput({ requestId: "r", sessionId: "s", title: "t", fields: [{ name: "a", type: "text", title: "A" } as never] })),
    ).toEqual([
      'fields[0].title (field "a"): unknown property "title" — fix: use "label" instead: this shape\'s name for title',
      'fields[0].label (field "a"): is required — fix: add "label" (The label shown to the user; becomes the field\'s title.)',
    ]);
    expect(problemsOf(() => buildFormField({ name: "a", widget: "text", label: "A" } as never))).toEqual([
      'widget: unknown property "widget" — fix: use "type" instead: this shape\'s name for widget',
      'type: is required — fix: add "type" (The widget, or a deprecated alias (input, checkbox).)',
    ]);
  });

  it("does not guess a rename from a distant name", () => {
    expect(problemsOf(() => buildFormField({ name: "a", type: "text", label: "A", colour: "red" } as never))).toEqual([
      'colour: unknown property "colour" — fix: remove it; allowed properties: name, type, label, description, required, placeholder, initialValue, options, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minLength, maxLength, pattern, file, otherValue, otherField',
    ]);
  });

  it("reports schema problems and rendering rules in one pass (builder)", () => {
    // Before: the schema problems (bogus key, empty label, bad required) came alone; the rule
    // problems (no options, min > max, constraint on the wrong widget) only on the next call.
    expect(
      problemsOf(() =>
        buildMcpAskRawInput({
          requestId: "r",
          sessionId: "s",
          title: "t",
          fields: [
            { name: "a", type: "radio", label: "A", required: "yes" } as never,
            { name: "b", type: "number", label: "", minimum: 5, maximum: 1, bogus: 1 } as never,
            { name: "c", type: "text", label: "C", exclusiveMinimum: 1 },
          ],
        }),
      ),
    ).toEqual([
      'fields[0].required (field "a"): must be true or false, got "yes" — fix: use true or false',
      'fields[0].options (field "a"): widget "radio" needs options — fix: add options: [{ value, label }] with a human-readable label for every value',
      'fields[1].label (field "b"): must not be empty — fix: give it a value (The label shown to the user; becomes the field\'s title.)',
      'fields[1].minimum (field "b"): minimum (5) is greater than maximum (1): no number can satisfy both — fix: make minimum ≤ maximum',
      'fields[1].bogus (field "b"): unknown property "bogus" — fix: remove it; allowed properties: name, type, label, description, required, placeholder, initialValue, options, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minLength, maxLength, pattern, file, otherValue, otherField',
      'fields[2].exclusiveMinimum (field "c"): "exclusiveMinimum" does not apply to widget "text" — fix: remove it, or use a widget it applies to: number',
    ]);
  });

  it("tells a problem of a builder option once, at the option (title also becomes ui.title)", () => {
    // Before: an empty title came back three times, at title, at "label" (no such option) and at ui.title.
    expect(problemsOf(() => buildMcpAskRawInput({ requestId: "r", sessionId: "s", title: "", fields: [{ name: "a", type: "text", label: "A" }] }))).toEqual([
      "title: must not be empty — fix: give it a value (Question title; also the form title.)",
    ]);
  });

  it("states type array on checkboxes, like the reference builder", () => {
    expect(buildFormField({ name: "d", type: "checkboxes", label: "D", options: [{ value: "x", label: "X" }] })).toEqual({
      name: "d",
      title: "D",
      widget: "checkboxes",
      options: [{ value: "x", label: "X" }],
      type: "array",
    });
    expect(buildFormField({ name: "d", type: "checkbox", label: "D", options: [{ value: "x", label: "X" }] }).type).toBe("array");
  });

  it.each([
    [
      { exclusiveMinimum: 3, exclusiveMaximum: 3 },
      "exclusiveMinimum (3) is not less than exclusiveMaximum (3): no number can satisfy both — fix: make exclusiveMinimum < exclusiveMaximum",
      "exclusiveMinimum",
    ],
    [
      { minimum: 3, exclusiveMaximum: 3 },
      "minimum (3) is not less than exclusiveMaximum (3): no number can satisfy both — fix: make minimum < exclusiveMaximum",
      "minimum",
    ],
    [
      { exclusiveMinimum: 4, maximum: 3 },
      "exclusiveMinimum (4) is not less than maximum (3): no number can satisfy both — fix: make exclusiveMinimum < maximum",
      "exclusiveMinimum",
    ],
  ])("refuses exclusive bounds that admit no number: %j", (bounds, text, key) => {
    expect(problemsOf(() => buildFormField({ name: "n", type: "number", label: "N", ...bounds }))).toEqual([`${key}: ${text}`]);
  });

  it("accepts exclusive bounds on number, infers integer from them, and checks initialValue against them", () => {
    expect(buildFormField({ name: "n", type: "number", label: "N", exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      name: "n",
      title: "N",
      widget: "number",
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
      type: "integer",
    });
    expect(problemsOf(() => buildFormField({ name: "n", type: "number", label: "N", exclusiveMinimum: 0, initialValue: 0 }))).toEqual([
      "initialValue: initialValue 0 breaks the field's own rules: it must be > 0 — fix: change initialValue or the bounds",
    ]);
  });
});

describe("problem reports are bounded whatever the input (docs/reliability-and-security.md)", () => {
  const schema = JSON.parse(readFileSync(join(import.meta.dirname, "../contract/schema.json"), "utf8"));
  it("take their limits from x-nuwax.constants; every id and name the contract accepts fits the subject limit", () => {
    const constants = schema["x-nuwax"].constants;
    expect([QUOTE_MAX_CODE_POINTS, SUBJECT_MAX_CODE_POINTS, MAX_PROBLEMS]).toEqual([
      constants.quoteMaxCodePoints,
      constants.subjectMaxCodePoints,
      constants.maxProblems,
    ]);
    const idLimits = [schema.$defs.FormFieldInput.properties.name.maxLength, Number(/\{1,(\d+)\}/.exec(schema.$defs.InterviewId.pattern)![1])];
    for (const limit of idLimits) expect(SUBJECT_MAX_CODE_POINTS).toBeGreaterThanOrEqual(limit);
  });

  it("formatPath cuts a key longer than SUBJECT_MAX_CODE_POINTS and keeps shorter ones whole", () => {
    expect(formatPath(["ui", "fields", 0, "a".repeat(256)])).toBe(`ui.fields[0].${"a".repeat(256)}`);
    expect(formatPath(["ui", "fields", 0, "a".repeat(257)])).toBe(`ui.fields[0][${JSON.stringify(`${"a".repeat(256)}… (257 code points)`)}]`);
    expect(formatPath(["x y"])).toBe('["x y"]');
  });

  it("an unknown 2 MiB property name is quoted cut in the message, cut in the path", () => {
    const key = "k".repeat(2 * 2 ** 20);
    const data = { ...JSON.parse(readFileSync(join(examplesDir, "complete-form.json"), "utf8")), [key]: 1 };
    expect(validateMcpAskRawInput(data)).toBe(false);
    const [problem] = toProblems(validateMcpAskRawInput.errors, data);
    expect(problem).toEqual({
      path: `[${JSON.stringify(`${"k".repeat(256)}… (2097152 code points)`)}]`,
      message: `unknown property ${JSON.stringify(`${"k".repeat(80)}…`)} (2097152 code points)`,
      fix: expect.stringMatching(/^remove it; allowed properties: toolName, /),
    });
  });

  it("lists at most MAX_PROBLEMS problems and counts the rest in one last problem, also after merging and sorting again", () => {
    const many = Array.from({ length: MAX_PROBLEMS + 50 }, (_, i) => ({ path: `f${i}`, message: "m", fix: "f" }));
    const limited = limitProblems(many);
    expect(limited).toHaveLength(MAX_PROBLEMS + 1);
    expect(limited.at(-1)).toEqual({
      path: "",
      message: "50 more problems are not listed",
      fix: `fix the problems listed first and try again: a report lists at most ${MAX_PROBLEMS} problems (x-nuwax.constants.maxProblems)`,
    });
    const again = sortProblems([...limited, { path: "g", message: "m", fix: "f" }], {});
    expect(again).toHaveLength(MAX_PROBLEMS + 1);
    expect(again.at(-1)!.message).toBe("51 more problems are not listed");
    expect(limitProblems([{ path: "a", message: "m", fix: "f" }])).toEqual([{ path: "a", message: "m", fix: "f" }]);
  });

  it("counts past the cap each problem once: fields checked twice through allOf are not counted twice", () => {
    // 150 fields with 2 unknown keys each: 300 problems, 200 listed, 100 more (not 300: every field is
    // validated as FormFieldInput and again as FormField, whose allOf repeats the unknown keys).
    const fields = Array.from({ length: 150 }, (_, i) => ({ name: `f${i}`, title: "T", widget: "text", bogus: 1, other: 2 }));
    const result = tryNormalizeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "t", ui: { fields } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(result.problems.at(-1)!.message).toBe("100 more problems are not listed");
  });

  it("checkMcpAskFormData reports at most MAX_PROBLEMS problems for a form with more fields in error", () => {
    const fields = Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, title: `F${i}`, widget: "text", required: true }));
    const problems = checkMcpAskFormData({ ui: { fields } }, {});
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems.at(-1)!.message).toBe("100 more problems are not listed");
  });

  it("counts an error the contract's allOf repeats once, and not at all when it is listed (a field is checked as FormFieldInput and as FormField)", () => {
    const fields = Array.from({ length: 150 }, (_, i) => ({ name: `f${i}`, title: "T", widget: "text", zz: 1, yy: 2 }));
    const result = tryNormalizeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "T", ui: { fields } });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems[0]!.path).toBe("ui.fields[0].zz");
    expect(problems.at(-1)!.message).toBe(`${300 - MAX_PROBLEMS} more problems are not listed`);
  });
});

describe("problem helpers read only the input's own keys", () => {
  it("sorts a missing property named like an Object.prototype member after the present ones", () => {
    const problem = (path: string) => ({ path, message: "m", fix: "f" });
    const data = { ui: { b: 1, c: 2 } };
    const sorted = sortProblems([problem("ui.toString"), problem("ui.c"), problem("ui.valueOf"), problem("ui.b")], data);
    expect(sorted.map((p: { path: string }) => p.path)).toEqual(["ui.b", "ui.c", "ui.toString", "ui.valueOf"]);
  });

  it("takes a subject only from an own name or id", () => {
    expect(subjectAt({ fields: [{ id: "x" }] }, ["fields", 0])).toBe("x");
    expect(subjectAt({ fields: [Object.create({ name: "inherited" })] }, ["fields", 0])).toBeUndefined();
    expect(subjectAt({ toString: [{ name: "own" }] }, ["toString", 0])).toBe("own");
    expect(subjectAt({}, ["hasOwnProperty", 0])).toBeUndefined();
  });
});

describe("messages quote user values cut to QUOTE_MAX_CODE_POINTS (docs/reliability-and-security.md)", () => {
  it("quote and clip cut in code points and say how long the value was", () => {
    expect(QUOTE_MAX_CODE_POINTS).toBe(80);
    expect(quote("plan")).toBe('"plan"');
    expect(quote("a".repeat(80))).toBe(JSON.stringify("a".repeat(80)));
    expect(quote("a".repeat(81))).toBe(`${JSON.stringify(`${"a".repeat(80)}…`)} (81 code points)`);
    // 😀 is two UTF-16 code units and one code point: 60 of them are 60 code points, not cut.
    expect(quote("😀".repeat(60))).toBe(JSON.stringify("😀".repeat(60)));
    expect(quote("😀".repeat(90), 3)).toBe('"😀😀😀…" (90 code points)');
    expect(
      quote(
        Array.from({ length: 100 }, (_, i) => i),
        10,
      ),
    ).toBe("[0,1,2,3,4… (291 code points of JSON)");
    expect(quote(undefined)).toBe("undefined");
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(quote(cycle)).toBe("(unprintable)");
    expect(clip("x".repeat(100), 4)).toBe("xxxx… (100 code points)");
    expect(clip("short")).toBe("short");
  });

  it("a 100 000-character field name gives short problem lines; its subject is cut at SUBJECT_MAX_CODE_POINTS", () => {
    const name = "n".repeat(100_000);
    let caught: unknown;
    try {
      buildMcpAskRawInput({
        requestId: "r1",
        sessionId: "s1",
        title: "T",
        fields: [
          { name, label: "A", type: "input" },
          { name, label: "B", type: "nosuchtype" as "input" },
        ],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(McpAskValidationError);
    const problems = (caught as McpAskValidationError).problems;
    const duplicate = problems.find((p) => p.message.startsWith("duplicate field name"));
    expect(duplicate?.message).toBe(`duplicate field name ${JSON.stringify(`${"n".repeat(80)}…`)} (100000 code points) (also ui.fields[0])`);
    expect(duplicate?.subject).toBe(`${"n".repeat(SUBJECT_MAX_CODE_POINTS)}… (100000 code points)`);
    expect(duplicate?.path).toBe("fields[1].name");
    for (const problem of problems) expect(formatProblem(problem).length).toBeLessThan(600);
    expect((caught as Error).message.length).toBeLessThan(2_000);
  });
});
