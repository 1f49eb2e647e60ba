// The fast validators (refinements flattened, allErrors: false, unicode: false where safe) must
// never accept what the full validator refuses, and the exported validate<Def> must keep the full
// validator's verdict and error report (docs/benchmarks.md; packages/nuwax-contract/generator/generate.ts emitValidators).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as validators from "../runtime/contract/validators.js";
import { repoRoot } from "./helpers/temp.js";

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), "utf8"));
const schema = readJson("contract/schema.json");

const runtimeAjv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, verbose: true });
(addFormats as unknown as (a: Ajv2020) => void)(runtimeAjv);
runtimeAjv.addKeyword({ keyword: "x-nuwax", schemaType: "object" });
runtimeAjv.addSchema(schema);

const forms = [
  ...readdirSync(join(repoRoot, "contract/examples"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => readJson(`contract/examples/${f}`)),
  ...readdirSync(join(repoRoot, "contract/examples/invalid")).map(
    (f) => readJson(`contract/examples/invalid/${f}`).input ?? readJson(`contract/examples/invalid/${f}`),
  ),
];
const agentForms = forms.map(({ toolName: _t, schemaVersion: _s, ...rest }) => rest);
const sessions = readdirSync(join(repoRoot, "examples/sessions")).map((f) => readJson(`examples/sessions/${f}`));
const interview = readJson("examples/interview.json");

/** Seeds per fast def: real documents of that shape, valid and not. */
const seeds: Record<string, unknown[]> = {
  McpAskRawInput: forms,
  McpAskUserToolInput: agentForms,
  ListUserInputsInput: [{}, { limit: 5, maxChars: 200 }, { conversationId: "abc-123", limit: 50 }],
  AskUserRichInput: [interview],
  AppendQuestionsInput: [{ sessionId: "s1", questions: interview.questions }],
  AwaitUserAnswersInput: [{ sessionId: "s1" }, { sessionId: "s1", timeoutSeconds: 30 }],
  BuildMcpAskRawInputOptions: [
    {
      requestId: "r",
      sessionId: "s",
      title: "T",
      fields: [
        { name: "a", type: "radio", label: "A", options: [{ value: "x", label: "X" }] },
        { name: "n", type: "number", label: "N", minimum: 1 },
      ],
    },
  ],
  CcWebSession: sessions,
};

/** Every path to a value inside `data` (objects and arrays), the root included. */
function paths(data: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const out = [at];
  if (Array.isArray(data)) data.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (data && typeof data === "object") for (const [k, v] of Object.entries(data)) out.push(...paths(v, [...at, k]));
  return out;
}

/** Names that a plain object answers from Object.prototype (and the three the contract bans): as keys and as names. */
const PROTOTYPE_NAMES = [
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "constructor",
  "__proto__",
  "prototype",
  "propertyIsEnumerable",
  "toLocaleString",
];

const anyValue = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 4 }),
  fc.constantFrom(
    "",
    " ",
    "𝒶",
    "𝒶𝒷",
    "👍🏽",
    "a".repeat(300),
    "text",
    "radio",
    "inline",
    "wizard",
    "https://x.test",
    "javascript:alert(1)",
    "__custom__",
    "__proto__",
    "nuwax_ask_question",
    "nuwax.mcp_ask.v2",
  ),
  fc.integer({ min: -3, max: 300 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
);

const mutation = fc.record({
  seed: fc.nat(),
  target: fc.nat(),
  op: fc.constantFrom("set", "delete", "add-key", "set", "set"),
  key: fc.constantFrom("extra", "label", "title", "widget", "options", "minLength", ...PROTOTYPE_NAMES),
  value: anyValue,
});

function mutate(base: unknown, m: { target: number; op: string; key: string; value: unknown }): unknown {
  const data = structuredClone(base);
  const all = paths(data);
  const path = all[m.target % all.length]!;
  if (path.length === 0) return m.op === "set" ? m.value : data;
  let parent: any = data;
  for (const seg of path.slice(0, -1)) parent = parent[seg];
  const last = path[path.length - 1]!;
  if (m.op === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (m.op === "add-key") {
    const node = parent[last];
    if (node && typeof node === "object" && !Array.isArray(node))
      Object.defineProperty(node, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    else parent[last] = m.value;
  } else parent[last] = m.value;
  return data;
}

describe("fast validators", () => {
  const fastDefs = Object.keys(validators)
    .filter((k) => k.endsWith("Fast"))
    .map((k) => k.slice("validate".length, -"Fast".length));

  it("exist for every input def and nothing else", () => {
    expect(fastDefs.sort()).toEqual(Object.keys(seeds).sort());
  });

  it.each(Object.keys(seeds))("%s: the same verdict and error report as the full validator on thousands of mutated inputs", (name) => {
    const full = runtimeAjv.getSchema(`${schema.$id}#/$defs/${name}`)!;
    const exported = (validators as unknown as Record<string, validators.Validator<unknown>>)[`validate${name}`]!;
    const fast = (validators as unknown as Record<string, validators.Validator<unknown>>)[`validate${name}Fast`]!;
    const docs = seeds[name]!;
    let accepted = 0;
    let refused = 0;
    const check = (data: unknown) => {
      const verdict = full(data);
      if (fast(data)) expect(verdict, "the fast validator accepted what the full one refuses").toBe(true);
      expect(exported(data)).toBe(verdict);
      expect(exported.errors).toEqual(verdict ? null : full.errors);
      // The report reads only the input's own keys: no inherited function ever reaches a message.
      if (!verdict) expect(JSON.stringify(validators.toProblems(exported.errors, data))).not.toContain("[native code]");
      if (verdict) accepted++;
      else refused++;
    };
    docs.forEach(check);
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (steps) => {
        let data = docs[steps[0]!.seed % docs.length];
        for (const step of steps) data = mutate(data, step);
        check(data);
      }),
      { numRuns: 1500, seed: 20261201 },
    );
    // The runs exercised both outcomes, so the agreement above means something.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it("keeps code-point lengths where a code-unit count could accept too short a text", () => {
    // FormFieldInput.minLength counts code points; one astral character is two UTF-16 units.
    const base = readJson("contract/examples/complete-form.json");
    const data = structuredClone(base);
    data.requestId = "𝒶";
    expect(validators.validateMcpAskRawInputFast(data)).toBe(true);
    expect(validators.validateMcpAskRawInput(data)).toBe(true);
  });
});
