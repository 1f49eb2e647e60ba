/**
 * The Java SDK against the TypeScript kit on generated inputs (docs/sdks.md "Java SDK"): agent
 * arguments (normalize, the upgrade path), answers (formData), ACP tool updates and field patterns
 * are made by a fixed pseudo-random generator, answered by the TypeScript kit here and by the Java
 * SDK in one `java` process (tests/java/ai/nuwax/mcpask/ParityRunner.java), and compared whole:
 * values, every problem's path, message, fix, subject and code, upgrades, refusal reasons.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractMcpAskFromToolUpdate } from "../runtime/contract/acp.js";
import { checkMcpAskFormData, tryNormalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { compilePattern, isPatternRefusal } from "../runtime/contract/pattern.js";
import { upgradeMcpAskUserToolInput } from "../runtime/contract/upgrade.js";
import { compileJava, runJdk } from "./helpers/java.js";

/** A small deterministic generator (mulberry32): the same inputs on every run. */
function makeRandom(state: number) {
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const count = (max: number) => Math.floor(next() * (max + 1));
  return { next, pick, chance, count };
}
const random = makeRandom(20261202);
const { pick, chance, count } = random;

/** Sets key to a value picked from `values` (undefined: the key stays absent). */
function maybe(target: Record<string, unknown>, key: string, values: readonly unknown[]): void {
  const value = pick(values);
  if (value !== undefined) target[key] = value;
}

const PATTERNS = ["^[a-z]+$", "\\S", "^\\d{2,4}$", "(?=a)", "[z-a]", "a{2000}", "^\\p{L}+$", "(", "b|c", "^.{0,3}$", "\\bx", "(a)\\1", "^[\\w.-]+@[\\w.-]+$"];
const NAMES = ["a", "b", "env", "plan", "a b", "", "__proto__", "名字", "x".repeat(300), "0", "1", "constructor", "aCustom"];
const WIDGETS = [
  undefined,
  "text",
  "textarea",
  "number",
  "radio",
  "checkboxes",
  "select",
  "list",
  "file",
  "radio-with-custom",
  "checkbox",
  "input",
  "date",
  5,
  null,
];
const OPTION_SETS = [
  undefined,
  [],
  [{ value: "a", label: "A" }],
  [
    { value: "a", label: "A" },
    { value: "b", label: "B" },
    { value: "c", label: "C" },
  ],
  [
    { value: "a", label: "A" },
    { value: "a", label: "B" },
  ],
  [
    { value: "a", label: "A" },
    { value: "b", label: "A" },
  ],
  [{ value: "a" }],
  ["x"],
  [{ value: "__custom__", label: "C" }],
  [{ value: 1, label: "n" }],
  [
    { value: "", label: "" },
    { value: "b", label: "B", extra: true },
  ],
];

function field(): unknown {
  if (chance(0.05)) return pick(["field", 3, null, []]);
  const f: Record<string, unknown> = {};
  maybe(f, "name", [...NAMES, undefined, 7]);
  maybe(f, "title", ["T", "题目", "", 3, undefined, undefined]);
  maybe(f, "widget", WIDGETS);
  maybe(f, "type", [undefined, undefined, "string", "integer", "number", "array", "bogus"]);
  maybe(f, "options", OPTION_SETS);
  const extras: Array<[string, readonly unknown[]]> = [
    ["required", [true, false, "yes"]],
    ["minLength", [0, 1, 2, 5, -1, 1.5]],
    ["maxLength", [0, 3, 10, 2.5]],
    ["pattern", PATTERNS],
    ["minimum", [0, 1, 2.5, -3, "1"]],
    ["maximum", [0, 5, 10, 1e21]],
    ["exclusiveMinimum", [0, 1]],
    ["exclusiveMaximum", [1, 10]],
    ["multipleOf", [0, 0.1, 2, -1]],
    ["placeholder", ["p", 5]],
    ["allowCustom", [true, false]],
    ["otherValue", ["__custom__", "other", "a", ""]],
    ["otherField", ["aCustom", "b", "a", "other"]],
    ["multiple", [true, false]],
    ["maxFileSize", [1, 100, 0]],
    ["accept", ["image/*"]],
    ["initialValue", ["a", "b", 1, 2, 0.5, [], ["a"], ["a", "z"], "abc", null, true, "__custom__"]],
    ["label", ["L"]],
    ["descripton", ["typo"]],
  ];
  for (const [key, values] of extras) if (chance(0.15)) f[key] = pick(values);
  return f;
}

function ui(fieldNames: string[]): Record<string, unknown> {
  const u: Record<string, unknown> = {};
  if (chance(0.9)) u.fields = Array.from({ length: count(4) }, field);
  if (chance(0.1)) {
    u.schema = {
      properties: Object.fromEntries(
        Array.from({ length: count(3) }, (_, i) => [
          pick(["p", "q", "r", "0", "required"]) + i,
          pick([
            { type: "string", title: "S", maxLength: 5 },
            { type: "integer", minimum: 1, default: 2 },
            { enum: ["a", "b"], enumNames: ["A", "B"] },
            { type: "array", items: { enum: ["x", "y"] } },
            { type: "boolean" },
            { enum: [1, 2] },
            { type: "string", format: "data-url", unknownKeyword: 1 },
            "not a property",
          ]),
        ]),
      ),
      ...(chance(0.5) ? { required: ["p0", "q1"] } : {}),
    };
    if (chance(0.5)) u.uiSchema = { p0: { "ui:widget": pick(["textarea", "select", "date"]) }, "ui:options": pick([{ submitLabel: "Go" }, { odd: 1 }]) };
  }
  if (chance(0.15)) {
    u.steps = Array.from({ length: 1 + count(2) }, (_, s) => ({
      ...(chance(0.9) ? { id: pick(["s1", "s2", "s1", ""]) } : {}),
      ...(chance(0.9) ? { title: "Step" } : {}),
      ...(chance(0.9) ? { fields: fieldNames.length && chance(0.7) ? [pick(fieldNames), pick([...fieldNames, "missing", "envv"])] : ["missing"] } : {}),
      ...(s === 5 ? { x: 1 } : {}),
    }));
  }
  maybe(u, "presentation", [undefined, undefined, "inline", "modal", "wizard", "bogus"]);
  maybe(u, "title", [undefined, undefined, "UT", "", 5]);
  maybe(u, "version", [undefined, undefined, "nuwax.interaction.v2", "nuwax.interaction.v1", "v9"]);
  maybe(u, "fallback", [
    undefined,
    undefined,
    undefined,
    { text: "t", webUrl: pick(["https://x.y", "javascript:alert(1)", "foo", " JAVASCRIPT:x", "nuwax://a"]) },
    { text: "", mobileUrl: "nuwax://open" },
    { webUrl: "http://[::1]/a" },
  ]);
  maybe(u, "allowSkip", [undefined, true, "no"]);
  maybe(u, "submitLabel", [undefined, "Send", "x".repeat(120)]);
  maybe(u, "extra", [undefined, undefined, undefined, 1]);
  return u;
}

/** A field the normalizer accepts (a unique name, a catalog widget, options where it needs them), now and then with a rule. */
function cleanField(i: number): Record<string, unknown> {
  const widget = pick(["text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom", undefined, "checkbox"]);
  const f: Record<string, unknown> = { name: `f${i}`, title: pick(["Name", "环境", "Plan"]) };
  if (widget !== undefined) f.widget = widget;
  if (widget === undefined || ["radio", "checkboxes", "select", "list", "radio-with-custom", "checkbox"].includes(widget))
    f.options = pick([
      [{ value: "a", label: "A" }],
      [
        { value: "a", label: "A" },
        { value: "b", label: "B" },
        { value: "c", label: "C" },
      ],
    ]);
  if (widget === "text" && chance(0.4))
    Object.assign(f, pick([{ minLength: 2 }, { maxLength: 3 }, { pattern: "^[a-z]+$" }, { pattern: "^\\d+$", initialValue: "12" }]));
  if (widget === "number" && chance(0.5))
    Object.assign(f, pick([{ minimum: 1 }, { maximum: 10, multipleOf: 2 }, { type: "integer", exclusiveMaximum: 10 }, { minimum: 0.5 }]));
  if (widget === "file" && chance(0.5)) Object.assign(f, pick([{ multiple: true }, { maxFileSize: 100 }]));
  if (chance(0.3)) f.required = true;
  return f;
}

function agentInput(): unknown {
  if (chance(0.35)) {
    const fields = Array.from({ length: 1 + count(3) }, (_, i) => cleanField(i));
    return {
      requestId: "r",
      sessionId: "s",
      title: "T",
      ui: { fields, ...(chance(0.2) ? { steps: [{ id: "one", title: "One", fields: fields.map((f) => f.name) }] } : {}) },
      ...(chance(0.2) ? { schemaVersion: "nuwax.mcp_ask.v1" } : {}),
    };
  }
  if (chance(0.03)) return pick(["hello", 5, null, [], true]);
  const names = NAMES.slice(0, 4);
  const input: Record<string, unknown> = {};
  maybe(input, "toolName", [undefined, undefined, undefined, "nuwax_ask_question", "other"]);
  maybe(input, "schemaVersion", [undefined, undefined, "nuwax.mcp_ask.v2", "nuwax.mcp_ask.v1", "nuwaclaw.mcp_ask.v1", "v0", null]);
  maybe(input, "requestId", ["r", "r", "r", "", 5, undefined]);
  maybe(input, "revision", [undefined, undefined, 1, 0, 1.5, "1"]);
  maybe(input, "sessionId", ["s", "s", undefined, ""]);
  maybe(input, "title", ["T", "T", "标题", undefined, ""]);
  if (chance(0.95)) input.ui = chance(0.97) ? ui(names) : pick(["ui", [], null]);
  maybe(input, "priority", [undefined, undefined, "high", "urgent"]);
  maybe(input, "timeoutMs", [undefined, undefined, 0, 1000]);
  maybe(input, "business", [undefined, undefined, { a: 1 }, "b"]);
  maybe(input, "unknownKey", [undefined, undefined, undefined, 1]);
  maybe(input, "1", [undefined, undefined, undefined, "integer-like key"]);
  return input;
}

const ANSWERS = [
  "",
  "a",
  "b",
  "abc",
  "hello",
  "A",
  5,
  2.5,
  0,
  -1,
  12,
  [],
  ["a"],
  ["a", "a"],
  ["a", "b", "c", "d"],
  ["z", 3],
  { url: "https://x/f.png", size: 10 },
  { url: "javascript:x" },
  [{ status: "removed" }],
  [{ url: "https://a", status: "uploading", name: "f" }],
  ["https://a", "https://a"],
  ["javascript:x", "javascript:x"],
  [{ url: "https://a", fileSize: 500 }, { status: "removed" }, "data:x"],
  null,
  "__custom__",
  "other",
  true,
];

function formDataFor(question: unknown): unknown {
  if (chance(0.03)) return pick([undefined, "answers", null, [1]]);
  const data: Record<string, unknown> = {};
  const fields = (question as { ui?: { fields?: unknown } })?.ui?.fields;
  for (const f of Array.isArray(fields) ? fields : []) {
    const name = (f as { name?: unknown })?.name;
    if (typeof name !== "string" || chance(0.2)) continue;
    data[name] = pick(ANSWERS);
    if (chance(0.3)) data[`${name}Custom`] = pick(["text", "", "  ", 5, null]);
  }
  if (chance(0.2)) data[pick(["1", "zzz", "0", "other"])] = "x";
  return data;
}

const TOOL_TITLES = [
  "nuwax_ask_question",
  "mcp__ask-question__nuwax_ask_question",
  "mcp.ask-question.nuwax_ask_question",
  "mcp____nuwax_ask_question",
  "Bash",
  "",
  "nuwax_ask_question_v2",
  5,
];

function toolUpdate(): { update: unknown; sessionId?: string } {
  if (chance(0.03)) return { update: pick([null, "x", [], 3]) };
  const args = agentInput();
  const update: Record<string, unknown> = {};
  maybe(update, "sessionUpdate", ["tool_call", "tool_call_update", undefined, "agent_message_chunk"]);
  maybe(update, chance(0.8) ? "toolCallId" : "tool_call_id", ["c1", undefined, 5]);
  maybe(update, "status", [undefined, "pending", "completed", ""]);
  maybe(update, "title", [...TOOL_TITLES, undefined]);
  if (chance(0.2)) update._meta = { claudeCode: { toolName: pick(TOOL_TITLES) } };
  const shape = pick(["raw", "codex", "snake", "none"]);
  if (shape === "raw") update.rawInput = args;
  if (shape === "snake") update.raw_input = args;
  if (shape === "codex") update.rawInput = { server: "ask-question", tool: pick(["nuwax_ask_question", "other"]), arguments: pick([args, {}, "x"]) };
  if (chance(0.3)) {
    const normalized = tryNormalizeMcpAskUserToolInput(agentInput());
    const input = normalized.ok ? normalized.value : pick([normalized.value, { ui: {} }, {}]);
    update.rawOutput = pick([
      { structuredContent: { status: "pending", input } },
      { result: { structuredContent: { input } } },
      JSON.stringify({ status: "pending", input }),
      [{ type: "text", text: JSON.stringify({ input }) }],
      { input },
      "not json",
    ]);
  }
  return { update, ...(chance(0.3) ? { sessionId: pick(["acp-7", ""]) } : {}) };
}

const PATTERN_TOKENS = [
  "a",
  "b",
  "\\d",
  "\\w",
  "\\s",
  "\\S",
  ".",
  "[a-c]",
  "[^a]",
  "(",
  ")",
  "|",
  "*",
  "+",
  "?",
  "{2}",
  "{1,3}",
  "{3,1}",
  "^",
  "$",
  "\\b",
  "\\B",
  "(?:",
  "(?=",
  "\\1",
  "[",
  "]",
  "{",
  "}",
  "\\p{L}",
  "\\p{Lu}",
  "\\P{N}",
  "\\p{Script=Latin}",
  "\\u0041",
  "\\x41",
  "é",
  "中",
  "\\.",
  "\\",
  "-",
  "(?<n>",
  "\\k<n>",
  "[\\d-]",
  "\\u{1F600}",
  "[\\u4e00-\\u9fff]",
  "\\p{scx=Hira}",
  "\\p{Script_Extensions=Latin}",
  "\\p{Emoji}",
  "\\p{ID_Start}",
  "\\p{sc=Kawi}",
  "\\p{sc=Thai}",
  "\\P{Extended_Pictographic}",
  "[\\p{Lu}\\d]",
];
const TEXT_CHARS = ["a", "b", "c", "1", " ", "é", "中", "A", "_", "-", ".", "\n", "😀", "ぁ", "ー", "\u{11F04}", "\u0301"];

function pattern(): { source: string; texts: string[] } {
  const source = Array.from({ length: 1 + count(7) }, () => pick(PATTERN_TOKENS)).join("");
  const texts = Array.from({ length: 8 }, () => Array.from({ length: count(6) }, () => pick(TEXT_CHARS)).join(""));
  return { source, texts };
}

type Case = Record<string, unknown> & { kind: string };
const plain = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The TypeScript kit's answer, in the shape ParityRunner prints. */
function answer(c: Case): unknown {
  switch (c.kind) {
    case "normalize": {
      const r = tryNormalizeMcpAskUserToolInput(c.input);
      return plain({ ok: r.ok, value: r.value, ...(r.ok ? {} : { problems: r.problems }) });
    }
    case "upgrade": {
      const r = upgradeMcpAskUserToolInput(c.input, c.sessionId === undefined ? {} : { sessionId: c.sessionId as string });
      return plain({ ok: r.ok, value: r.value, ...(r.ok ? {} : { problems: r.problems }), upgrades: r.upgrades });
    }
    case "formData":
      return plain({ problems: checkMcpAskFormData(c.question as never, c.formData) });
    case "toolUpdate": {
      const r = extractMcpAskFromToolUpdate(c.update, c.sessionId === undefined ? {} : { sessionId: c.sessionId as string });
      return plain(r);
    }
    default: {
      const compiled = compilePattern(c.source as string);
      if (isPatternRefusal(compiled)) return { kind: compiled.kind, reason: compiled.reason, fix: compiled.fix };
      return { matches: (c.texts as string[]).map((t) => compiled.test(t)), size: compiled.size };
    }
  }
}

function makeCases(): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < 600; i++) cases.push({ kind: "normalize", input: agentInput() });
  for (let i = 0; i < 300; i++) cases.push({ kind: "upgrade", input: agentInput(), ...(chance(0.4) ? { sessionId: pick(["acp-1", ""]) } : {}) });
  for (let i = 0; i < 500; i++) {
    const question = chance(0.5) ? (tryNormalizeMcpAskUserToolInput(agentInput()).value as unknown) : agentInput();
    const formData = formDataFor(question);
    cases.push({ kind: "formData", question, ...(formData === undefined ? {} : { formData }) });
  }
  for (let i = 0; i < 400; i++) cases.push({ kind: "toolUpdate", ...toolUpdate() });
  for (let i = 0; i < 1500; i++) cases.push({ kind: "pattern", ...pattern() });
  // Reports past the cap (x-nuwax.constants.maxProblems): listed and counted problems alike.
  const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
  cases.push(
    {
      kind: "normalize",
      input: { requestId: "r", sessionId: "s", title: "T", ui: { fields: many(150, (i) => ({ name: `f${i}`, title: "T", widget: "text", zz: 1, yy: 2 })) } },
    },
    {
      kind: "normalize",
      input: {
        requestId: "r",
        sessionId: "s",
        title: "T",
        ui: { fields: many(250, (i) => ({ name: i % 7 ? `f${i}` : "dup", widget: pick(["radio", "text", "bogus"]) })) },
      },
    },
    {
      kind: "upgrade",
      input: { requestId: "r", title: "T", ui: { schema: { properties: Object.fromEntries(many(260, (i) => [`p${i}`, { type: "object" }])) } } },
    },
    {
      kind: "formData",
      question: { ui: { fields: many(250, (i) => ({ name: `f${i}`, title: `F${i}`, widget: "text", required: true })) } },
      formData: Object.fromEntries(many(120, (i) => [`k${i}`, i])),
    },
    {
      kind: "formData",
      question: { ui: { fields: [{ name: "files", widget: "file", multiple: true, maxFileSize: 1 }] } },
      formData: { files: many(300, (i) => (i % 2 ? "javascript:x" : { url: "https://a", size: 5 })) },
    },
  );
  // JSON text round trip: what Java reads is exactly what the TypeScript kit is given.
  return JSON.parse(JSON.stringify(cases)) as Case[];
}

describe("the Java SDK answers as the TypeScript kit does", () => {
  let classes = "";
  let dir = "";
  beforeAll(() => {
    classes = compileJava();
    dir = mkdtempSync(join(tmpdir(), "java-parity-"));
  });
  afterAll(() => {
    rmSync(classes, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it("on 3305 generated inputs: normalize, upgrade, formData, tool updates, patterns", { timeout: 120_000 }, () => {
    const cases = makeCases();
    const batch = join(dir, "batch.json");
    writeFileSync(batch, JSON.stringify(cases));
    const java = runJdk("java", ["-cp", classes, "ai.nuwax.mcpask.ParityRunner", batch], { maxBuffer: 512 * 1024 * 1024 });
    expect(java.status, java.stderr).toBe(0);
    const answers = JSON.parse(java.stdout) as unknown[];
    expect(answers).toHaveLength(cases.length);
    const differences: string[] = [];
    cases.forEach((c, i) => {
      const expected = answer(c);
      const where = firstDifference(expected, answers[i], "");
      if (where !== undefined)
        differences.push(
          `#${i} ${JSON.stringify(c).slice(0, 300)}\n  at ${where.path}\n  TypeScript: ${JSON.stringify(where.a)?.slice(0, 600)}\n  Java:       ${JSON.stringify(where.b)?.slice(0, 600)}`,
        );
    });
    expect(differences.slice(0, 12).join("\n\n"), `${differences.length} of ${cases.length} differ`).toBe("");
    // The generator reaches both outcomes of every kind.
    const outcomes = new Set(
      cases.map(
        (c, i) =>
          `${c.kind}:${(answers[i] as { ok?: boolean; kind?: string; problems?: unknown[] }).ok ?? ((answers[i] as { problems?: unknown[] }).problems?.length === 0 || (answers[i] as { matches?: unknown }).matches !== undefined)}`,
      ),
    );
    for (const kind of ["normalize", "upgrade", "formData", "toolUpdate", "pattern"]) {
      expect(outcomes.has(`${kind}:true`), kind).toBe(true);
      expect(outcomes.has(`${kind}:false`), kind).toBe(true);
    }
  });
});

/** Where two JSON values first differ (object key order aside): the path and both values there; undefined when equal. */
function firstDifference(a: unknown, b: unknown, path: string): { path: string; a: unknown; b: unknown } | undefined {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (d) return d;
    }
    return undefined;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? undefined : { path: path || "(root)", a, b };
}

/** A JSON value with every object's keys sorted (key order is not part of the comparison: conformance/README.md). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}
