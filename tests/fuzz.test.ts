// A short seeded run of the fuzz suite (tests/fuzz.ts; `npm run fuzz -- --count 10000` is the long
// one) against the bins bundled from the current sources (dist/bin, tests/global-setup.ts): no exit,
// JSON-RPC only on stdout, no message the SDK client could not read, an answer to every request with
// an id, bounded RSS. And the fuzz CLI itself: --help, bad options, its stdout reader.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ClientReadBuffer, fuzzServer, parseFuzzArgs, readFuzzCommandLine, SERVERS, type ServerName } from "./fuzz.js";
import { builtBinDir as binDir } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";

describe.each(Object.keys(SERVERS) as ServerName[])("fuzz %s (seeded short run)", (server) => {
  it("survives 800 fuzzed lines (huge keys and values, one line over the size limit) and answers every request", async () => {
    const report = await fuzzServer(server, { count: 800, seed: 20261201, binDir });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(800);
    expect(report.answered).toBe(report.expected);
    expect(report.expected).toBeGreaterThan(600);
    expect(report.hugeLines).toBeGreaterThan(3);
    expect(report.largestStdoutLine).toBeLessThan(10 * 2 ** 20);
    expect(report.exitCode).toBe(0);
  }, 300_000);
});

describe("the fuzz CLI (npm run fuzz)", () => {
  const fuzz = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "tests/fuzz.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });

  it("--help lists the options with their defaults and examples, exit 0", () => {
    const run = fuzz("--help");
    expect(run.status).toBe(0);
    for (const text of [
      "--count N",
      "(default 1000)",
      "--seed N",
      "--server NAME",
      "--bin-dir DIR",
      "default dist/bin",
      "--build",
      "--timeout MS",
      "npm run fuzz -- --count 10000",
      "--delivery",
      "with --delivery, forms (default 50)",
      "npm run fuzz -- --delivery --count 200 --seed 7",
    ])
      expect(run.stdout).toContain(text);
    expect(run.stderr).toBe("");
  });

  it.each([
    [["--nope"], "fuzz: Unknown option '--nope'"],
    [["--count", "abc"], 'fuzz: --count must be a whole number of at least 1, got "abc"'],
    [["--count", "0"], 'fuzz: --count must be a whole number of at least 1, got "0"'],
    [["--seed=-3"], 'fuzz: --seed must be a whole number of at least 0, got "-3"'],
    [["--server", "other"], 'fuzz: unknown server "other"; use nuwax-ask-question-mcp, ccweb-mcp, ask-user-rich'],
    [["--delivery", "--server", "ccweb-mcp"], "fuzz: --delivery fuzzes nuwax-ask-question-mcp's browser page; leave out --server"],
    [["--delivery", "--count=0"], 'fuzz: --count must be a whole number of at least 1, got "0"'],
  ])("%j: a clear message and the usage, exit 2, nothing sent", (args, message) => {
    const line = readFuzzCommandLine(args);
    if ("run" in line) throw new Error(`accepted: ${JSON.stringify(line.run)}`);
    expect(line.exit).toBe(2);
    expect(line.stderr.split("\n")[0]).toBe(message);
    expect(line.stderr).toContain("Usage: npm run fuzz -- [options]");
    expect(line.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(line.stdout).toBe("");
  });

  it("prints what it read from a bad command line and exits with its status, starting nothing", () => {
    const run = fuzz("--count", "abc", "--server", "ccweb-mcp");
    expect({ exit: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual(readFuzzCommandLine(["--count", "abc", "--server", "ccweb-mcp"]));
    expect(run.stderr).not.toContain("bundling");
  });
});

describe("npm run fuzz -- --delivery (the browser delivery's fuzz, tests/fuzz-delivery.ts)", () => {
  it("defaults to 50 forms and a 30 s wait, for nuwax-ask-question-mcp only; the server fuzz keeps its own defaults", () => {
    expect(parseFuzzArgs(["--delivery"])).toMatchObject({ help: false, delivery: true, count: 50, timeoutMs: 30_000, servers: ["nuwax-ask-question-mcp"] });
    expect(parseFuzzArgs(["--delivery", "--count", "7", "--seed", "3"])).toMatchObject({ delivery: true, count: 7, seed: 3 });
    expect(parseFuzzArgs([])).toMatchObject({ delivery: false, count: 1000, timeoutMs: 15_000, servers: Object.keys(SERVERS) });
  });

  it("runs the forms in Chromium and prints one summary line, exit 0", { timeout: 120_000 }, () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", join(repoRoot, "tests/fuzz.ts"), "--delivery", "--count", "2", "--seed", "5", "--bin-dir", binDir],
      { cwd: repoRoot, encoding: "utf8", timeout: 110_000 },
    );
    expect(run.stderr).toContain("fuzz: 2 hostile forms through nuwax-ask-question-mcp in delivery browser, seed 5");
    expect(run.stdout).toMatch(/^delivery: 2 forms \(\d+ fields, \d+ KiB of agent text\), 2\/2 answered as given, [\d.]+ s — ok\n$/);
    expect(run.status).toBe(0);
  });
});

describe("ClientReadBuffer (the SDK client's 10 MiB read buffer)", () => {
  it("gives complete lines across chunks, and reports a message that would pass the limit, then reads on", () => {
    const lines: string[] = [];
    const overflows: number[] = [];
    const reader = new ClientReadBuffer(
      (line) => lines.push(line),
      (bytes) => overflows.push(bytes),
      100,
    );
    reader.push(Buffer.from('{"a":'));
    reader.push(Buffer.from('1}\n{"b":"é'));
    reader.push(Buffer.from('"}\n'));
    expect(lines).toEqual(['{"a":1}', '{"b":"é"}']);
    reader.push(Buffer.from("x".repeat(90)));
    reader.push(Buffer.from("x".repeat(20)));
    reader.push(Buffer.from("x".repeat(50)));
    reader.push(Buffer.from('xx\n{"c":3}\n'));
    expect(overflows).toEqual([110]);
    expect(lines.at(-1)).toBe('{"c":3}');
    expect(reader.largest).toBe(10); // {"b":"é"}: é is two bytes
  });
});

// docs/reliability-and-security.md: nothing an agent or a client sends makes a check grow past its input. Each case runs at
// 10^5 and bounds the work by counting operations (NFA steps, formatted values, set look-ups), not time.
describe("bounded work at 10^5 (operation counts)", () => {
  it("ReDoS corpus: each pattern answers a 10^5-code-point near-miss in ≤ 3 × (length + 1) × program size steps, and the server check agrees", async () => {
    const { REDOS_CORPUS } = await import("./helpers/redos.js");
    const { compilePattern, isPatternRefusal } = await import("../runtime/contract/pattern.js");
    const { checkMcpAskFormData } = await import("../runtime/contract/builder.js");
    for (const [pattern, unit, tail] of REDOS_CORPUS) {
      const compiled = compilePattern(pattern);
      if (isPatternRefusal(compiled)) throw new Error(`${pattern} refused: ${compiled.reason}`);
      const text = unit.repeat(Math.ceil(100_000 / unit.length)) + tail;
      const { matched, steps } = compiled.run(text);
      expect([pattern, matched]).toEqual([pattern, false]);
      expect(steps, pattern).toBeLessThanOrEqual(3 * ([...text].length + 1) * compiled.size);
      const form = { ui: { fields: [{ name: "t", title: "T", widget: "textarea", pattern }] } };
      expect(checkMcpAskFormData(form, { t: text }).map((p) => p.code)).toEqual(["pattern_mismatch"]);
    }
  });

  it("answers: 10^5 picks, 10^5 unknown keys and 10^5 bad files format at most maxProblems values", async () => {
    const { checkMcpAskFormData } = await import("../runtime/contract/builder.js");
    const { CONSTANTS } = await import("../generated/types.js");
    const options = Array.from({ length: 200 }, (_, k) => ({ value: `o${k}`, label: `O${k}` }));
    const form = {
      ui: {
        fields: [
          { name: "picks", title: "Picks", widget: "checkboxes", options },
          { name: "files", title: "Files", widget: "file", multiple: true },
        ],
      },
    };
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const picks = Array.from({ length: 100_000 }, (_, k) => `x${k}`);
      expect(checkMcpAskFormData(form, { picks }).map((p) => p.code)).toEqual(["too_many_picks"]);
      expect(stringify.mock.calls.length).toBeLessThanOrEqual(5);
      stringify.mockClear();
      const many: Record<string, unknown> = { picks: ["o1"] };
      for (let k = 0; k < 100_000; k++) many[`k${k}`] = k;
      const unknown = checkMcpAskFormData(form, many);
      expect(unknown).toHaveLength(CONSTANTS.maxProblems + 1);
      expect(unknown.at(-1)!.message).toBe(`${100_000 - CONSTANTS.maxProblems} more problems are not listed`);
      expect(stringify.mock.calls.length).toBeLessThanOrEqual(3 * (CONSTANTS.maxProblems + 200));
      stringify.mockClear();
      const files = checkMcpAskFormData(form, { picks: ["o1"], files: Array.from({ length: 100_000 }, () => 7) });
      expect(files.at(-1)!.message).toBe(`${100_000 - CONSTANTS.maxProblems} more problems are not listed`);
      expect(stringify.mock.calls.length).toBeLessThanOrEqual(3 * CONSTANTS.maxProblems);
    } finally {
      stringify.mockRestore();
    }
  });

  it("histories: 5·10^4 asks and 5·10^4 answers of one title pair with O(n) set look-ups", async () => {
    const { hasMcpAskResumeMessage } = await import("../runtime/contract/formatter.js");
    const ask = (requestId: string) => ({ input: { requestId, title: "同一标题", ui: { fields: [] } }, responseStatus: "pending" as const });
    const messages: Array<Record<string, unknown>> = [];
    for (let k = 0; k < 50_000; k++) {
      messages.push({ index: 2 * k, mcpAskInteractions: [ask(`ask-${k}`)] });
      messages.push({ index: 2 * k + 1, role: "USER", text: "我取消了「同一标题」。" });
    }
    const has = vi.spyOn(Set.prototype, "has");
    try {
      expect(hasMcpAskResumeMessage(messages as never, ask("ask-49999"))).toBe(true);
      expect(hasMcpAskResumeMessage(messages.slice(0, -1) as never, ask("ask-49999"))).toBe(false);
      expect(has.mock.calls.length).toBeLessThanOrEqual(2 * 6 * messages.length);
    } finally {
      has.mockRestore();
    }
  });
});

// A closed shape (CLOSED_SHAPES, from the contract's additionalProperties: false) with 10^5 unknown keys: one
// pass over the keys (counted), maxProblems messages, and the validator is never run (it would report each key).
describe("bounded work at 10^5: unknown keys in closed shapes (operation counts)", () => {
  const complete = JSON.parse(readFileSync(join(repoRoot, "contract/examples/complete-form.json"), "utf8"));
  const flood = (target: Record<string, unknown>) => {
    for (let k = 0; k < 100_000; k++) target[`extra${k}`] = k;
  };

  it.each([
    ["the arguments", (a: any) => flood(a), "extra0", ""],
    ["ui", (a: any) => flood(a.ui), "ui.extra0", ""],
    ["a field", (a: any) => flood(a.ui.fields[0]), "ui.fields[0].extra0", "choice"],
    ["an option", (a: any) => flood(a.ui.fields[0].options[0]), "ui.fields[0].options[0].extra0", "choice"],
  ])("nuwax_ask_question, 10^5 unknown keys in %s: maxProblems problems and a count, the validator not run", async (_where, place, first, subject) => {
    const { tryNormalizeMcpAskUserToolInput } = await import("../runtime/contract/builder.js");
    const { validateMcpAskRawInput } = await import("../runtime/contract/validators.js");
    const { CONSTANTS } = await import("../generated/types.js");
    const args = structuredClone(complete);
    place(args);
    expect(tryNormalizeMcpAskUserToolInput(complete).ok).toBe(true); // leaves the validator's errors null
    const result = tryNormalizeMcpAskUserToolInput(args) as { ok: false; problems: Array<{ path: string; message: string; subject?: string }> };
    expect(validateMcpAskRawInput.errors).toBeNull();
    const problems = result.problems;
    expect(problems).toHaveLength(CONSTANTS.maxProblems + 1);
    expect(problems[0]).toMatchObject({ path: first, message: 'unknown property "extra0"' });
    expect(problems[0]!.subject ?? "").toBe(subject);
    expect(problems.at(-1)!.message).toBe(`${100_000 - CONSTANTS.maxProblems} more problems are not listed`);
  });

  it("unknownKeyFlood looks at each key once (10^5 keys in a field of a 9-field form: 10^5 + the form's own keys)", async () => {
    const { unknownKeyFlood } = await import("../runtime/contract/validators.js");
    const { tryNormalizeMcpAskUserToolInput } = await import("../runtime/contract/builder.js");
    const raw = structuredClone((tryNormalizeMcpAskUserToolInput(complete) as { value: any }).value);
    const stats = { keys: 0 };
    expect(unknownKeyFlood(raw, "McpAskRawInput", { stats })).toBeUndefined();
    const own = stats.keys;
    flood(raw.ui.fields[3]);
    stats.keys = 0;
    expect(unknownKeyFlood(raw, "McpAskRawInput", { stats })).toHaveLength(201);
    expect(stats.keys).toBe(own + 100_000);
    expect(own).toBeLessThan(200);
  });

  it("ask_user_rich and append_questions, 10^5 unknown keys in a question: the same report, the validators not run", async () => {
    const { checkAskUserRichInput, checkAppendInput } = await import("../runtime/ask-user-rich/validation.js");
    const { validateAskUserRichInput, validateAppendQuestionsInput } = await import("../runtime/contract/validators.js");
    const { CONSTANTS } = await import("../generated/types.js");
    const question: Record<string, unknown> = { id: "q1", header: "Q?", options: [{ id: "a", label: "A" }] };
    expect(checkAskUserRichInput({ title: "T", questions: [question] })).toEqual([]);
    expect(checkAppendInput({ sessionId: "s", questions: [question] }, [])).toEqual([]);
    flood(question);
    for (const [name, check, validator] of [
      ["ask_user_rich", () => checkAskUserRichInput({ title: "T", questions: [question] }), validateAskUserRichInput],
      ["append_questions", () => checkAppendInput({ sessionId: "s", questions: [question] }, []), validateAppendQuestionsInput],
    ] as const) {
      const problems = check();
      expect([name, problems.length, problems[0]!.path, problems.at(-1)!.message]).toEqual([
        name,
        CONSTANTS.maxProblems + 1,
        "questions[0].extra0",
        `${100_000 - CONSTANTS.maxProblems} more problems are not listed`,
      ]);
      expect(validator.errors, name).toBeNull();
    }
  });

  it("at most maxProblems unknown keys: the validators' whole report, as before (the table only takes over past it)", async () => {
    const { tryNormalizeMcpAskUserToolInput } = await import("../runtime/contract/builder.js");
    const args = { ...structuredClone(complete), titel: "x", extra: 1 };
    const result = tryNormalizeMcpAskUserToolInput(args) as { ok: false; problems: Array<{ path: string; message: string; fix: string }> };
    expect(result.problems.map((p) => [p.path, p.message, p.fix])).toEqual([
      ["titel", 'unknown property "titel"', 'rename it to "title"'],
      [
        "extra",
        'unknown property "extra"',
        "remove it; allowed properties: toolName, schemaVersion, requestId, revision, sessionId, title, description, ui, business, timeoutMs, priority",
      ],
    ]);
  });
});

// The same bound for the rules a schema cannot express: counted reads of what the agent sent.
describe("bounded work at 10^5: ask_user_rich and elicitation rules (operation counts)", () => {
  it("ask_user_rich: 10^5 options recommended by label, 10^3 of them with non-ASCII ids, read each option a bounded number of times", async () => {
    const { checkQuestions } = await import("../runtime/ask-user-rich/validation.js");
    let idReads = 0;
    let labelReads = 0;
    const count = 100_000;
    const options = Array.from({ length: count }, (_, k) => {
      const id = k < 1000 ? `选项${k}` : `o${k}`;
      const label = `L${k}`;
      return {
        get id() {
          idReads++;
          return id;
        },
        get label() {
          labelReads++;
          return label;
        },
      };
    });
    const recommended = Array.from({ length: count }, (_, k) => `L${k}`);
    const problems = checkQuestions([{ id: "q1", question: "Q?", kind: "choice", multiSelect: true, options, recommended }]);
    expect(problems).toHaveLength(1000 + count);
    expect(problems[0]).toMatchObject({
      path: "questions[0].options[0].id",
      message: '"选项0" is not ASCII-safe (ids match [A-Za-z0-9_.:-])'.replace(/^/, "option id "),
      fix: 'use "0" instead',
    });
    expect(problems.at(-1)).toMatchObject({
      path: "questions[0].recommended",
      message: `recommended "L${count - 1}" is not an option id`,
      fix: `use the option's id "o${count - 1}" (it is the label of that option)`,
    });
    expect(idReads).toBeLessThanOrEqual(7 * count); // a few reads an option (map, filter, check), never one per recommended value
    expect(labelReads).toBeLessThanOrEqual(2 * count);
  });

  it("elicitation: an answer of 10^5 picks among 10^5 choices fits its property with no per-pick scan", async () => {
    const { fitsProperty } = await import("../runtime/ask-question/elicitation.js");
    const anyOf = Array.from({ length: 100_000 }, (_, k) => ({ const: `c${k}`, title: `C${k}` }));
    const property = { type: "array", items: { anyOf } };
    const picks = anyOf.map((o) => o.const).reverse();
    const repeated = [...picks, "c0"];
    const unknown = [...picks.slice(1), "nope"];
    const includes = vi.spyOn(Array.prototype, "includes");
    let fits: boolean[];
    let scans: number;
    try {
      fits = [fitsProperty(property, picks), fitsProperty(property, repeated), fitsProperty(property, unknown)];
      scans = includes.mock.calls.length;
    } finally {
      includes.mockRestore();
    }
    expect(fits).toEqual([true, false, false]);
    expect(scans).toBe(0);
  });
});

describe("fuzz: the contract CLI's checks with hostile contracts (seeded)", () => {
  it("checkContract and diffContracts return findings and changes for 300 hostile contracts, never throw", async () => {
    const { readFileSync } = await import("node:fs");
    const { checkContract } = await import("../packages/nuwax-contract/generator/contract.js");
    const { diffContracts } = await import("../packages/nuwax-contract/generator/diff.js");
    const { hostileContract } = await import("./fuzz.js");
    const base = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
    let seed = 23;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let flagged = 0;
    for (let i = 0; i < 300; i++) {
      const hostile = hostileContract(base, random) as never;
      const findings = checkContract(hostile);
      expect(Array.isArray(findings)).toBe(true);
      if (findings.some((f) => f.severity === "error")) flagged++;
      if (typeof hostile === "object" && hostile !== null && !Array.isArray(hostile)) {
        if (findings.some((f) => f.rule === "contract-depth")) {
          expect(() => diffContracts(base, hostile)).toThrow("the head contract nests arrays and objects deeper than 200 levels");
          continue;
        }
        expect(Array.isArray(diffContracts(base, hostile).changes)).toBe(true);
        expect(Array.isArray(diffContracts(hostile, base).changes)).toBe(true);
      }
    }
    // Most mutations break a rule; none may crash a check.
    expect(flagged).toBeGreaterThan(150);
  }, 300_000);
});
