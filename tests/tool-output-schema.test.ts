// The outputSchema nuwax_ask_question serves in tools/list (x-nuwax.tools[0].outputSummaries, docs/reliability-and-security.md
// "A cheap tools/list"): the status, ids and message in full, the echoed input, the payload and the
// problems as summaries. Every result the contract's whole McpAskToolOutput accepts must pass the served
// schema as the MCP SDK client compiles it, and the served schema must still refuse a wrong status, id or message.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { inlineDef, reachableDefs, summaryOf } from "../packages/nuwax-contract/generator/schema-tools.js";
import { diffContracts } from "../packages/nuwax-contract/generator/diff.js";
import { NUWAX_ASK_QUESTION_TOOL } from "../generated/tools.js";
import { validateMcpAskToolOutput } from "../runtime/contract/validators.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { askQuestion } from "../runtime/ask-question/server.js";
import { deliveredResult } from "../runtime/ask-question/results.js";
import { respondPayloadOf } from "./helpers/payload.js";
import { repoRoot } from "./helpers/temp.js";
import { contractProblems } from "./helpers/contract.js";

const schema = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
const SOURCE = schema.$id as string;
const served = NUWAX_ASK_QUESTION_TOOL.outputSchema as any;
// The validator the MCP SDK Client builds for a tool's outputSchema in listTools() (its default Ajv setup).
const sdkValidate = new AjvJsonSchemaValidator().getValidator(structuredClone(served) as never);
const servedAccepts = (value: unknown) => sdkValidate(value).valid;
const examples = readdirSync(join(repoRoot, "contract/examples")).filter((f) => f.endsWith(".json"));
const invalidExamples = readdirSync(join(repoRoot, "contract/examples/invalid")).filter((f) => f.endsWith(".json"));
const read = (...path: string[]) => JSON.parse(readFileSync(join(repoRoot, "contract/examples", ...path), "utf8"));

/** Every kind of structuredContent the tool returns, from the contract's own examples. */
function results(): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  for (const file of examples) out.push([`pending ${file}`, askQuestion(read(file)).structuredContent as Record<string, unknown>]);
  for (const file of invalidExamples) out.push([`invalid ${file}`, askQuestion(read("invalid", file).input).structuredContent as Record<string, unknown>]);
  const input = normalizeMcpAskUserToolInput(read("complete-form.json"));
  for (const [action, delivery] of [
    ["submit", "elicitation"],
    ["cancel", "browser"],
    ["skip", "elicitation"],
    ["timeout", "browser"],
  ] as const) {
    const formData = action === "submit" ? { deploy_target: "prod" } : undefined;
    out.push([
      `${action} via ${delivery}`,
      deliveredResult(input, respondPayloadOf(input, action, formData) as never, delivery, "en-US").structuredContent as Record<string, unknown>,
    ]);
  }
  return out;
}

describe("the served outputSchema of nuwax_ask_question", () => {
  it("keeps status, requestId, revision, message, delivery and problems' items' required keys, and summarizes the rest", () => {
    const [pending, invalid, delivered] = served.oneOf;
    const defs = schema.$defs;
    for (const key of ["status", "requestId", "revision", "message"]) expect(pending.properties[key]).toEqual(defs.McpAskPendingResult.properties[key]);
    for (const key of ["status", "requestId", "revision", "delivery", "message"])
      expect(delivered.properties[key]).toEqual(defs.McpAskDeliveredResult.properties[key]);
    expect(invalid.properties.status).toEqual(defs.McpAskInvalidResult.properties.status);
    expect(pending.required).toEqual(["status", "requestId", "revision", "message", "input"]);
    expect(pending.additionalProperties).toBe(false);
    expect(pending.properties.input).toEqual({
      description: `${defs.McpAskRawInput.description} (Summarized here; the whole shape is the definition McpAskRawInput in ${SOURCE}.)`,
      type: "object",
      required: ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"],
    });
    expect(delivered.properties.payload).toMatchObject({ type: "object", required: ["interventionId", "revision", "source", "protocol", "action"] });
    expect(delivered.properties.payload).not.toHaveProperty("properties");
    expect(invalid.properties.problems).toMatchObject({ type: "array", minItems: 1, items: { type: "object", required: ["path", "message", "fix"] } });
    expect(invalid.properties.problems.items).not.toHaveProperty("properties");
    expect(JSON.stringify(served)).not.toContain("$ref");
    // The input schema is served in full beside it; the output no longer repeats it.
    expect(JSON.stringify(served).length).toBeLessThan(JSON.stringify(NUWAX_ASK_QUESTION_TOOL.inputSchema).length);
  });

  it("accepts every result the contract's whole McpAskToolOutput accepts, as the SDK client compiles it", () => {
    const all = results();
    expect(all.length).toBe(examples.length + invalidExamples.length + 4);
    for (const [name, structured] of all) {
      expect(validateMcpAskToolOutput(structured), name).toBe(true);
      expect(servedAccepts(structured), name).toBe(true);
    }
    expect(new Set(all.map(([, s]) => s.status))).toEqual(new Set(["pending", "invalid", "submitted", "cancelled", "skipped", "timeout"]));
  });

  it("refuses what a host checks: a wrong status, a missing or empty id, a revision of 0, no message, an input that is no object", () => {
    const pending = askQuestion(read("complete-form.json")).structuredContent as Record<string, unknown>;
    const broken: Array<[string, Record<string, unknown>]> = [
      ["status done", { ...pending, status: "done" }],
      ["no requestId", (({ requestId: _r, ...rest }) => rest)(pending)],
      ["empty requestId", { ...pending, requestId: "" }],
      ["revision 0", { ...pending, revision: 0 }],
      ["no message", (({ message: _m, ...rest }) => rest)(pending)],
      ["input a string", { ...pending, input: "form" }],
      ["input without ui", { ...pending, input: (({ ui: _u, ...rest }) => rest)(pending.input as Record<string, unknown>) }],
      ["an unknown key", { ...pending, extra: 1 }],
      ["problems empty", { status: "invalid", message: "x", problems: [] }],
      ["a problem without fix", { status: "invalid", message: "x", problems: [{ path: "", message: "m" }] }],
      [
        "delivery by mail",
        {
          status: "submitted",
          requestId: "r",
          revision: 1,
          delivery: "mail",
          message: "m",
          payload: { interventionId: "r", revision: 1, source: "mcp_ask", protocol: "mcp", action: "submit" },
        },
      ],
    ];
    for (const [name, value] of broken) {
      expect(servedAccepts(value), name).toBe(false);
      expect(validateMcpAskToolOutput(value), name).toBe(false);
    }
  });

  it("never refuses a value the whole schema accepts (property test over mutated inputs and payloads)", () => {
    const pending = askQuestion(read("complete-form.json")).structuredContent as Record<string, any>;
    const key = fc.constantFrom("title", "description", "ui", "revision", "sessionId", "requestId", "toolName");
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string()));
    fc.assert(
      fc.property(key, value, (k, v) => {
        const candidate = { ...pending, input: { ...pending.input, [k]: v } };
        // The summary may accept more than the whole shape (that is its point), never less.
        if (validateMcpAskToolOutput(candidate)) expect(servedAccepts(candidate)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("outputSummaries in the generator", () => {
  const defs = {
    Out: { type: "object", properties: { a: { $ref: "#/$defs/Big", description: "kept sibling" }, b: { type: "array", items: { $ref: "#/$defs/Small" } } } },
    Big: {
      description: "A big shape.",
      type: "object",
      required: ["x"],
      properties: { x: { type: "string" }, y: { $ref: "#/$defs/Small" } },
      additionalProperties: false,
    },
    Small: { type: "object", properties: { z: { type: "integer" } } },
  };

  it("inlines every $ref except the summarized ones, which keep only type, required and description", () => {
    expect(inlineDef(defs, "Out", { names: ["Big"], source: "urn:test" })).toEqual({
      type: "object",
      properties: {
        a: { description: "kept sibling", type: "object", required: ["x"] },
        b: { type: "array", items: { type: "object", properties: { z: { type: "integer" } } } },
      },
    });
    expect(summaryOf(defs.Big, "Big", "urn:test")).toEqual({
      description: "A big shape. (Summarized here; the whole shape is the definition Big in urn:test.)",
      type: "object",
      required: ["x"],
    });
    expect(summaryOf(defs.Small, "Small", "urn:test")).toEqual({
      description: "Summarized here; the whole shape is the definition Small in urn:test.",
      type: "object",
    });
    expect((inlineDef(defs, "Out") as any).properties.a.properties.y).toEqual({ type: "object", properties: { z: { type: "integer" } } });
    expect([...reachableDefs(defs, "Out")].sort()).toEqual(["Big", "Small"]);
  });

  it("the contract check names a summary that does not exist or that the output never references, with its path", () => {
    expect(contractProblems((s) => (s["x-nuwax"].tools[0].outputSummaries = ["#/$defs/McpAskRawInputs", "#/$defs/ListUserInputsInput"]))).toEqual(
      expect.arrayContaining([
        "error #/x-nuwax/tools/0/outputSummaries/0 [tool-schema] $defs/McpAskRawInputs does not exist; list a $defs entry that $defs/McpAskToolOutput references",
        "error #/x-nuwax/tools/0/outputSummaries/1 [tool-schema] $defs/ListUserInputsInput is not referenced below $defs/McpAskToolOutput, so summarizing it changes nothing; remove it or name a def the output references",
      ]),
    );
    expect(contractProblems((s) => (s["x-nuwax"].tools[0].outputSummaries = "#/$defs/McpAskRawInput"))).toEqual(
      expect.arrayContaining([expect.stringContaining("#/x-nuwax/tools/0/outputSummaries [x-nuwax-shape] must be array")]),
    );
  });

  it("nuwax-contract diff calls a summary added safe and a summary removed dangerous", () => {
    const without = structuredClone(schema);
    delete without["x-nuwax"].tools[0].outputSummaries;
    const changes = (a: unknown, b: unknown) =>
      diffContracts(a as never, b as never)
        .changes.filter((c) => c.pointer === "#/x-nuwax/tools/0/outputSummaries")
        .map((c) => [c.rule, c.severity]);
    expect(changes(without, schema)).toEqual([["tool-schema-changed", "safe"]]);
    expect(changes(schema, without)).toEqual([["tool-schema-changed", "dangerous"]]);
    expect(changes(schema, schema)).toEqual([]);
  });
});

// The other servers' tools (x-nuwax.tools[].outputSummaries): what a host checks stays whole (ok, status,
// ids, summary, url, counts' owner), the answers, items and problems are summaries.
describe("the served outputSchema of ccweb_list_user_inputs, ask_user_rich, append_questions and await_user_answers", async () => {
  const { CCWEB_LIST_USER_INPUTS_TOOL, ASK_USER_RICH_TOOL, APPEND_QUESTIONS_TOOL, AWAIT_USER_ANSWERS_TOOL } = await import("../generated/tools.js");
  const { validateListUserInputsOutput, validateAskUserRichOutput, validateAppendQuestionsOutput } = await import("../runtime/contract/validators.js");
  const accepts = (tool: { outputSchema: unknown }) => {
    const validate = new AjvJsonSchemaValidator().getValidator(structuredClone(tool.outputSchema) as never);
    return (value: unknown) => validate(value).valid;
  };
  const problem = { path: "questions[0].id", message: 'duplicate question id "q1"', fix: "give every question a unique id" };
  const counts = { total: 1, answered: 1, deferred: 0, needsInfo: 0, unanswered: 0 };
  const answer = {
    id: "q1",
    header: "Q1",
    status: "answered",
    selected: ["a"],
    selectedLabels: ["A"],
    other: null,
    ranked: null,
    rankedLabels: null,
    notes: null,
    followedRecommendation: true,
  };
  const answers = {
    summary: "1 of 1 answered",
    interviewId: "iv1",
    title: "T",
    status: "submitted",
    via: "browser",
    submittedAt: "2026-12-02T15:00:00.000Z",
    durationSeconds: 3,
    counts,
    generalNotes: null,
    answers: [answer],
  };
  const awaiting = { status: "awaiting", summary: "open the link", sessionId: "iv1", url: "http://127.0.0.1:1/i/t", reason: "link" };
  const invalid = { status: "invalid", summary: "1 problem", problems: [problem] };
  const item = { messageId: "m1", createdAt: null, content: "hello", contentChars: 5, originalChars: 5, truncated: false };
  const listed = { ok: true, conversationId: "c1", requestedLimit: 15, maxChars: 1000, totalChars: 5, returnedCount: 1, hasMore: false, items: [item] };
  const appended = { status: "appended", summary: "1 question added", sessionId: "iv1", appended: 1, total: 2, version: 2, url: "http://127.0.0.1:1/i/t" };
  const cases = [
    {
      tool: CCWEB_LIST_USER_INPUTS_TOOL,
      full: validateListUserInputsOutput,
      before: 5455,
      valid: [listed, { ...listed, items: [] }],
      broken: [{ ...listed, ok: false }, (({ conversationId: _c, ...rest }) => rest)(listed), { ...listed, items: "x" }, { ...listed, hasMore: "no" }],
    },
    {
      tool: ASK_USER_RICH_TOOL,
      full: validateAskUserRichOutput,
      before: 6842,
      valid: [answers, awaiting, invalid],
      broken: [
        { ...answers, status: "done" },
        (({ interviewId: _i, ...rest }) => rest)(answers),
        { ...answers, counts: "1" },
        { ...awaiting, url: 3 },
        { ...invalid, problems: "none" },
        { ...invalid, problems: [{ path: "", message: "m" }] },
      ],
    },
    {
      tool: AWAIT_USER_ANSWERS_TOOL,
      full: validateAskUserRichOutput,
      before: 6842,
      valid: [answers, awaiting, invalid],
      broken: [{ ...answers, answers: [1] }, (({ summary: _s, ...rest }) => rest)(answers)],
    },
    {
      tool: APPEND_QUESTIONS_TOOL,
      full: validateAppendQuestionsOutput,
      before: 3314,
      valid: [appended, invalid],
      broken: [{ ...appended, status: "added" }, (({ version: _v, ...rest }) => rest)(appended)],
    },
  ];

  for (const c of cases)
    it(`${c.tool.name}: accepts what the whole output accepts, refuses a wrong status, a missing id or summary, and is under 60 percent of its former size`, () => {
      const served = accepts(c.tool);
      for (const value of c.valid) {
        expect(c.full(value), JSON.stringify(value)).toBe(true);
        expect(served(value), JSON.stringify(value)).toBe(true);
      }
      for (const value of c.broken) {
        expect(c.full(value), JSON.stringify(value)).toBe(false);
        expect(served(value), JSON.stringify(value)).toBe(false);
      }
      expect(JSON.stringify(c.tool.outputSchema)).not.toContain("$ref");
      expect(JSON.stringify(c.tool.outputSchema).length).toBeLessThan(0.6 * c.before);
    });

  it("summarizes items, answers, counts and problems to type, required and description", () => {
    const text = (tool: { outputSchema: unknown }) => JSON.stringify(tool.outputSchema);
    expect(text(CCWEB_LIST_USER_INPUTS_TOOL)).toContain('"required":["messageId","createdAt","content","contentChars","originalChars","truncated"]');
    expect(text(CCWEB_LIST_USER_INPUTS_TOOL)).not.toContain('"contentChars":{');
    expect(text(ASK_USER_RICH_TOOL)).not.toContain('"followedRecommendation":{');
    expect(text(ASK_USER_RICH_TOOL)).not.toContain('"needsInfo":{');
    for (const tool of [CCWEB_LIST_USER_INPUTS_TOOL, ASK_USER_RICH_TOOL, APPEND_QUESTIONS_TOOL]) expect(text(tool)).not.toContain("FormDataProblemCode");
  });
});
