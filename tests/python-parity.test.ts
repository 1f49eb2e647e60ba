// Parity of the Python SDK (docs/sdks.md "Python SDK") with the TypeScript kit beyond the corpus: seeded
// random inputs — agent arguments, formData, ACP tool updates, patterns and texts — go through both, the
// Python side in one spawned process for the whole batch (tests/python/parity_driver.py). Every result
// must be equal: values, problems with their messages and fixes, upgrades, pattern refusals and matches.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMcpAskFormData, checkMcpAskRawInput, tryNormalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { extractMcpAskFromToolUpdate } from "../runtime/contract/acp.js";
import { compilePattern, isPatternRefusal } from "../runtime/contract/pattern.js";
import { upgradeMcpAskUserToolInput } from "../runtime/contract/upgrade.js";
import { CONSTANTS, HISTORICAL_VERSIONS, WIDGET_TYPES } from "../generated/types.js";
import { repoRoot } from "./helpers/temp.js";

type Case = { op: string } & Record<string, unknown>;

/** Pattern pieces: literals, classes, escapes, groups, quantifiers, and what the engine refuses. */
const PATTERN_TOKENS = [
  "a",
  "b",
  "1",
  "-",
  " ",
  "é",
  "😀",
  ".",
  "^",
  "$",
  "|",
  "*",
  "+",
  "?",
  "??",
  "{2}",
  "{1,3}",
  "{2,}",
  "{0}",
  "{1001}",
  "{3,1}",
  "{",
  "}",
  "]",
  "(",
  ")",
  "(?:",
  "(?<n>",
  "(?=",
  "(?!",
  "(?<=",
  "(?<!",
  "(?i:",
  "[",
  "[^",
  "[a-z]",
  "[^\\d]",
  "[\\w-]",
  "[z-a]",
  "[\\s\\S]",
  "\\d",
  "\\D",
  "\\w",
  "\\W",
  "\\s",
  "\\S",
  "\\b",
  "\\B",
  "\\1",
  "\\k<n>",
  "\\p{L}",
  "\\P{Lu}",
  "\\p{Nd}",
  "\\p{Foo}",
  "\\p{ASCII}",
  "\\p{Script=Han}",
  "\\p{scx=Latn}",
  "[\\p{Emoji}a]",
  "\\u0041",
  "\\u{1F600}",
  "\\x41",
  "\\x4",
  "\\cA",
  "\\c1",
  "\\0",
  "\\00",
  "\\.",
  "\\-",
  "\\/",
  "\\n",
  "\\t",
  "\\",
  "\\S+",
  "[\\u{1F600}-\\u{1F64F}]",
];
const TEXT_CHARS = ["a", "b", "A", "1", "9", " ", "-", "_", "\n", "é", "😀", "\u00a0", "\u2028", "z", "\ud800", "\udc00"];

const pattern = fc.array(fc.constantFrom(...PATTERN_TOKENS), { maxLength: 7 }).map((parts) => parts.join(""));
const text = fc.array(fc.constantFrom(...TEXT_CHARS), { maxLength: 6 }).map((parts) => parts.join(""));

const optionArb = fc.oneof(
  fc.record({ value: fc.constantFrom("a", "b", "x", "", "__custom__"), label: fc.constantFrom("A", "B", "a", "") }, { requiredKeys: ["value"] }),
  fc.constantFrom(null, "a", { label: "L" }),
);
const name = fc.constantFrom("a", "b", "choice", "choiceCustom", "1", "2", "__proto__", "", " ", "x y");
const fieldArb = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record(
      {
        name,
        title: fc.constantFrom("T", "Title", "", 5),
        widget: fc.constantFrom(...WIDGET_TYPES, "input", "checkbox", "date", null),
        type: fc.constantFrom("string", "number", "integer", "array", "boolean"),
        options: fc.array(optionArb, { maxLength: 3 }),
        required: fc.boolean(),
        minimum: fc.constantFrom(0, 1, 1.5, -2),
        maximum: fc.constantFrom(0, 3, 10),
        exclusiveMinimum: fc.constantFrom(0, 2),
        multipleOf: fc.constantFrom(0.5, 2, 0),
        minLength: fc.constantFrom(0, 2, -1),
        maxLength: fc.constantFrom(1, 3),
        pattern,
        initialValue: fc.constantFrom("a", "x", 1, 2.5, ["a"], ["a", "zz"], null, ""),
        allowCustom: fc.boolean(),
        otherValue: fc.constantFrom("__custom__", "a", "other"),
        otherField: fc.constantFrom("choiceCustom", "a", "note"),
        multiple: fc.boolean(),
        maxFileSize: fc.constantFrom(10, 0),
        accept: fc.constant("image/*"),
        placeholder: fc.constant("p"),
        bogus: fc.constant(1),
        label: fc.constant("L"),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, 3, "field", []) },
);
const stepArb = fc.record(
  { id: fc.constantFrom("s1", "s2", ""), title: fc.constantFrom("S", ""), fields: fc.array(name, { maxLength: 3 }) },
  { requiredKeys: ["id"] },
);
const uiArb = fc.record(
  {
    version: fc.constantFrom(CONSTANTS.uiVersion, ...HISTORICAL_VERSIONS.uiVersions, "v9"),
    presentation: fc.constantFrom("inline", "modal", "wizard", "popup"),
    title: fc.constantFrom("UI", ""),
    fields: fc.array(fieldArb, { maxLength: 4 }),
    steps: fc.array(stepArb, { maxLength: 2 }),
    allowSkip: fc.constantFrom(true, "yes"),
    submitLabel: fc.constant("Go"),
    fallback: fc.record(
      { text: fc.constantFrom("see", ""), webUrl: fc.constantFrom("https://x.test/a", "javascript:alert(1)", "nope", " JAVA\tSCRIPT:x") },
      { requiredKeys: [] },
    ),
    schema: fc.constant({
      type: "object",
      properties: { a: { type: "string", title: "A" }, b: { enum: ["x", "y"] }, c: { type: "boolean" } },
      required: ["a"],
    }),
    extra: fc.constant(true),
  },
  { requiredKeys: ["fields"] },
);
const inputArb = fc.oneof(
  {
    weight: 19,
    arbitrary: fc.record(
      {
        toolName: fc.constantFrom(CONSTANTS.toolName, "other"),
        schemaVersion: fc.constantFrom(CONSTANTS.schemaVersion, ...HISTORICAL_VERSIONS.schemaVersions, "v0"),
        requestId: fc.constantFrom("r1", "", 5),
        revision: fc.constantFrom(1, 2, 0, 1.5, "1"),
        sessionId: fc.constantFrom("s1", ""),
        title: fc.constantFrom("Q", "", 7),
        ui: fc.oneof({ weight: 9, arbitrary: uiArb }, { weight: 1, arbitrary: fc.constantFrom(null, "ui", []) }),
        priority: fc.constantFrom("high", "urgent"),
        timeoutMs: fc.constantFrom(1000, 0),
        business: fc.constantFrom({ k: 1 }, "b"),
        "2": fc.constant("two"),
        tittle: fc.constant("typo"),
      },
      { requiredKeys: ["requestId", "ui"] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, "input", [1], 3) },
);
const answerArb = fc.constantFrom(
  "a",
  "b",
  "x",
  "",
  "  ",
  null,
  1,
  2.5,
  11,
  -3,
  true,
  ["a"],
  ["a", "a"],
  ["x", 1],
  ["a", "b", "x", "y"],
  { url: "https://f.test/1", size: 20 },
  { url: "javascript:x" },
  { status: "removed" },
  [{ status: "removed" }, "https://f.test/2", "https://f.test/2"],
  "https://f.test/3",
  "data:,x",
  { status: "uploading", name: "f.png" },
  { status: "error", fileName: "g" },
  "__custom__",
  "other",
  { name: "n", fileSize: 99 },
  "A",
  "😀😀",
  "ab\ud800",
  1e21,
  0.1,
  -0,
  "x".repeat(90),
);
/** A field close to valid: a catalog widget with fitting settings, now and then a setting that breaks a rule. */
const goodFieldArb = fc
  .record(
    {
      name: fc.constantFrom("a", "b", "choice", "1"),
      title: fc.constantFrom("T", "Name"),
      widget: fc.constantFrom(...WIDGET_TYPES),
      options: fc.constantFrom(
        [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ],
        [{ value: "x", label: "X" }],
      ),
      required: fc.boolean(),
      minimum: fc.constantFrom(0, 1, 2.5),
      maximum: fc.constantFrom(5, 10),
      multipleOf: fc.constantFrom(0.5, 2),
      minLength: fc.constantFrom(0, 2),
      maxLength: fc.constantFrom(3, 8),
      pattern: fc.constantFrom("^[a-z]+$", "\\d", "^\\p{L}{2,}$", "a|b", "(?=a)", pattern),
      initialValue: fc.constantFrom("a", 2, ["a"], "abc"),
      multiple: fc.boolean(),
      maxFileSize: fc.constantFrom(10, 1000),
      otherValue: fc.constantFrom("__custom__", "other"),
      placeholder: fc.constant("p"),
    },
    { requiredKeys: ["name", "title", "widget"] },
  )
  .map((field) => {
    // Keep only the settings the widget accepts, most of the time.
    const keep: Record<string, readonly string[]> = {
      text: ["minLength", "maxLength", "pattern"],
      textarea: ["minLength", "maxLength", "pattern"],
      number: ["minimum", "maximum", "multipleOf"],
      radio: ["options"],
      checkboxes: ["options"],
      select: ["options"],
      list: ["options"],
      file: ["multiple", "maxFileSize"],
      "radio-with-custom": ["options", "otherValue"],
    };
    const allowed = new Set([
      "name",
      "title",
      "widget",
      "required",
      "placeholder",
      ...(field.name === "b" ? ["initialValue"] : []),
      ...(keep[field.widget] ?? []),
    ]);
    return Object.fromEntries(Object.entries(field).filter(([key]) => allowed.has(key)));
  });
const goodInputArb = fc.record(
  {
    requestId: fc.constant("r1"),
    sessionId: fc.constant("s1"),
    title: fc.constantFrom("Q", "继续吗"),
    schemaVersion: fc.constantFrom(CONSTANTS.schemaVersion, ...HISTORICAL_VERSIONS.schemaVersions),
    ui: fc.record(
      { fields: fc.uniqueArray(goodFieldArb, { minLength: 1, maxLength: 3, selector: (f) => f.name }), allowSkip: fc.boolean() },
      { requiredKeys: ["fields"] },
    ),
  },
  { requiredKeys: ["requestId", "title", "ui"] },
);
const formDataArb = fc.oneof(
  { weight: 9, arbitrary: fc.dictionary(fc.constantFrom("a", "b", "choice", "choiceCustom", "note", "1", "zz"), answerArb, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, "x", [1]) },
);
const updateArb = (input: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.record(
      {
        sessionUpdate: fc.constantFrom("tool_call", "tool_call_update", "agent_message_chunk"),
        toolCallId: fc.constant("c1"),
        title: fc.constantFrom("nuwax_ask_question", "mcp__ask-question__nuwax_ask_question", "mcp.s.nuwax_ask_question", "Bash", "mcp____nuwax_ask_question"),
        rawInput: input,
      },
      { requiredKeys: ["rawInput"] },
    ),
    fc.record({
      sessionUpdate: fc.constant("tool_call"),
      title: fc.constant("mcp.ask-question.nuwax_ask_question"),
      rawInput: fc.record({ server: fc.constant("ask-question"), tool: fc.constant("nuwax_ask_question"), arguments: input }),
    }),
    fc.record({
      session_update: fc.constant("tool_call_update"),
      status: fc.constant("completed"),
      raw_output: input.map((i) => ({ structuredContent: { status: "pending", input: i } })),
    }),
    fc.record({ toolCallId: fc.constant("c2"), rawInput: input }),
    fc.record({
      sessionUpdate: fc.constant("tool_call_update"),
      _meta: fc.constant({ claudeCode: { toolName: "mcp__q__nuwax_ask_question" } }),
      rawOutput: input.map((i) => JSON.stringify({ status: "pending", input: i })),
    }),
    fc.record({
      sessionUpdate: fc.constant("tool_call_update"),
      title: fc.constant("nuwax_ask_question"),
      rawOutput: input.map((i) => [
        { type: "text", text: "pending" },
        { type: "text", text: ` ${JSON.stringify({ input: i })}` },
      ]),
    }),
    fc.record({
      sessionUpdate: fc.constant("tool_call_update"),
      rawInput: fc.constant({ server: "s", tool: "nuwax_ask_question", arguments: {} }),
      rawOutput: input.map((i) => ({ result: { structuredContent: { status: "pending", input: i } } })),
    }),
  );

/** The TypeScript kit's result for one case, shaped as the driver shapes the Python SDK's. */
function runTs(c: Case): unknown {
  switch (c.op) {
    case "normalize": {
      const r = tryNormalizeMcpAskUserToolInput(c.input);
      return r.ok ? { ok: true, value: r.value } : { ok: false, problems: r.problems };
    }
    case "check":
      return checkMcpAskRawInput(c.input);
    case "upgrade": {
      const r = upgradeMcpAskUserToolInput(c.input, { sessionId: c.sessionId as string | undefined });
      return r.ok ? { ok: true, value: r.value, upgrades: r.upgrades } : { ok: false, problems: r.problems, upgrades: r.upgrades };
    }
    case "formData":
      return checkMcpAskFormData(c.question as never, c.formData);
    case "toolUpdate": {
      const r = extractMcpAskFromToolUpdate(c.update, { sessionId: c.sessionId as string | undefined });
      if (!r.ok) return { ok: false, reason: r.reason, problems: r.problems ?? null };
      return {
        ok: true,
        input: r.input,
        from: r.from,
        sessionUpdate: r.sessionUpdate,
        status: r.status ?? null,
        toolCallId: r.toolCallId ?? null,
        name: { toolName: r.name.toolName, pattern: r.name.pattern, server: r.name.server ?? null },
        upgrades: r.upgrades ?? [],
      };
    }
    case "pattern": {
      const p = compilePattern(c.source as string);
      if (isPatternRefusal(p)) return { kind: p.kind, reason: p.reason, fix: p.fix };
      return { size: p.size, results: (c.texts as string[]).map((t) => p.test(t)) };
    }
  }
  throw new Error(`unknown op ${c.op}`);
}

function runPython(cases: Case[]): unknown[] {
  const run = spawnSync("python3", ["-I", "-B", join(repoRoot, "tests/python/parity_driver.py")], {
    input: JSON.stringify(cases),
    encoding: "utf8",
    maxBuffer: 256 * 2 ** 20,
    timeout: 120_000,
  });
  expect(run.error).toBeUndefined();
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as unknown[];
}

const show = (value: unknown, max = 400) => String(JSON.stringify(value)).slice(0, max);

/** The first place where `a` and `b` differ, as a JSON path ("" when equal; key order ignored). */
function firstDifference(a: unknown, b: unknown, at = "$"): string {
  if (Object.is(a, b)) return "";
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return "";
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const d = firstDifference(x[key], y[key], `${at}.${key}`);
    if (d) return d;
  }
  return "";
}

const valueAt = (value: unknown, path: string): unknown =>
  [...path.slice(1).matchAll(/\.([^.[]+)|\[(\d+)\]/g)].reduce<unknown>(
    (node, m) => (node as Record<string, unknown> | undefined)?.[m[1] ?? Number(m[2])],
    value,
  );

/** Cases whose two results differ (at most `max`): where they first differ, both values there, and the case. */
function differences(cases: Case[], max = 3, reference: (c: Case) => unknown = runTs): Array<{ where: string; ts: string; python: string; case: string }> {
  const python = runPython(cases);
  expect(python).toHaveLength(cases.length);
  const out: Array<{ where: string; ts: string; python: string; case: string }> = [];
  cases.forEach((c, i) => {
    const ts = JSON.parse(JSON.stringify(reference(c)) ?? "null");
    const where = firstDifference(ts, python[i]);
    if (where && out.length < max) out.push({ where, ts: show(valueAt(ts, where)), python: show(valueAt(python[i], where)), case: show(c, 3000) });
  });
  return out;
}

const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number, seed: number): T[] => fc.sample(arb, { numRuns, seed });

/** Whether Node's RegExp accepts `\p{name}`, and which of `codePoints` it matches ("0"/"1" each), else null. */
function nativeProperty(name: string, codePoints: number[]): string | null {
  let re: RegExp;
  try {
    re = new RegExp(`^\\p{${name}}$`, "u");
  } catch {
    return null;
  }
  return codePoints.map((cp) => (re.test(String.fromCodePoint(cp)) ? "1" : "0")).join("");
}

describe("Python SDK parity with the TypeScript kit (seeded random inputs)", () => {
  it("decides every \\p{…} name as Node's RegExp does (tables of _unicode_tables.py, same Unicode version)", () => {
    const { version, names } = (runPython([{ op: "unicodeNames" }]) as Array<{ version: string; names: string[] }>)[0]!;
    // A newer Node reads newer Unicode: rerun `npm run unicode-tables`.
    expect(version).toBe(process.versions.unicode);
    expect(names.length).toBeGreaterThan(700);
    const codePoints = [
      0,
      0x41,
      0xdf,
      0x3000,
      0xd800,
      0xdfff,
      0xfeff,
      0x1f600,
      0x10ffff,
      ...sample(fc.integer({ min: 0, max: 0x10ffff }), 150, 41),
      ...sample(fc.integer({ min: 0, max: 0x3000 }), 100, 43),
    ];
    const probes = [...names, "Foo", "lu", "Latin", "sc=Foo", "gc=Emoji", "Script=Lu", "Emoji=Yes"];
    expect(
      differences(
        probes.map((name) => ({ op: "unicode", name, codePoints })),
        3,
        (c) => nativeProperty(c.name as string, c.codePoints as number[]),
      ),
    ).toEqual([]);
  });

  it("normalizes and checks agent arguments alike: values, problems, messages, fixes", () => {
    const inputs = [...sample(inputArb, 400, 19), ...sample(goodInputArb, 400, 20)];
    const cases: Case[] = [...inputs.map((input) => ({ op: "normalize", input })), ...inputs.map((input) => ({ op: "check", input }))];
    expect(differences(cases)).toEqual([]);
    // The batch reaches both outcomes: canonical values and problem lists.
    const accepted = inputs.filter((input) => tryNormalizeMcpAskUserToolInput(input).ok).length;
    expect(accepted).toBeGreaterThan(60);
    expect(inputs.length - accepted).toBeGreaterThan(300);
  });

  it("upgrades older inputs alike, with or without a session", () => {
    const inputs = [...sample(inputArb, 200, 23), ...sample(goodInputArb, 200, 24)];
    expect(differences(inputs.map((input, i) => ({ op: "upgrade", input, ...(i % 2 ? { sessionId: "acp-7" } : {}) })))).toEqual([]);
  });

  it("checks formData alike against random forms", () => {
    const forms = [
      ...sample(fc.tuple(uiArb, formDataArb), 400, 29),
      ...sample(
        fc.tuple(
          goodInputArb.map((i) => i.ui),
          formDataArb,
        ),
        600,
        30,
      ),
    ];
    const cases = forms.map(([ui, formData]) => ({ op: "formData", question: { ui }, formData }));
    expect(differences(cases)).toEqual([]);
    const codes = new Set(cases.flatMap((c) => checkMcpAskFormData(c.question as never, c.formData).map((p) => p.code)));
    expect(codes.size).toBeGreaterThan(12);
  });

  it("extracts asks from ACP tool updates alike", () => {
    const updates = [...sample(updateArb(inputArb), 200, 31), ...sample(updateArb(goodInputArb), 200, 32)];
    expect(differences(updates.map((update, i) => ({ op: "toolUpdate", update, ...(i % 3 ? {} : { sessionId: "acp-9" }) })))).toEqual([]);
  });

  it("compiles patterns alike: the same refusals, sizes and matches", () => {
    const cases = sample(fc.tuple(pattern, fc.array(text, { minLength: 3, maxLength: 6 })), 2000, 37);
    expect(differences(cases.map(([source, texts]) => ({ op: "pattern", source, texts })))).toEqual([]);
    const compiled = cases.filter(([source]) => !isPatternRefusal(compilePattern(source)));
    expect(compiled.length).toBeGreaterThan(300);
    expect(compiled.filter(([source, texts]) => texts.some((t) => (compilePattern(source) as { test(t: string): boolean }).test(t))).length).toBeGreaterThan(
      100,
    );
  });
});
