// ask-user-rich under hostile or careless conditions (docs/reliability-and-security.md): ids that
// name Object.prototype members, an archive that cannot be written, no writable log directory,
// huge ids, too many or abandoned interviews, inputs beyond the contract's size limits.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { connectClient, rawServer, builtServer } from "./helpers/mcp.js";
import { tempDir } from "./helpers/temp.js";
import { closest, SUGGEST_MAX_CANDIDATES, SUGGEST_MAX_LENGTH, formatProblem, validateAskUserRichOutput } from "../runtime/contract/validators.js";
import { CONSTANTS } from "../generated/types.js";
import { InterviewStore } from "../runtime/ask-user-rich/interviews.js";
import { checkAskUserRichInput } from "../runtime/ask-user-rich/validation.js";

const bin = builtServer("ask-user-rich");
const PROTOTYPE_IDS = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "__defineGetter__"];
type Result = { isError?: boolean; content: Array<{ text: string }>; structuredContent: any };

async function server(extraEnv: Record<string, string> = {}) {
  const dir = tempDir("rel-aur");
  const logDir = join(dir, "logs");
  const session = await connectClient({ ...bin, env: { ASK_USER_RICH_LOG_DIR: logDir, ASK_USER_RICH_OPEN: "0", ...extraEnv } });
  const call = async (name: string, args: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    (await session.client.callTool({ name, arguments: args }, undefined, options)) as Result;
  return { dir, logDir, session, call };
}
const submit = (url: string, body: unknown) =>
  fetch(`${url.replace("/s/", "/api/s/")}/submit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

const prototypeInterview = {
  title: "Prototype ids",
  delivery: "link",
  questions: PROTOTYPE_IDS.map((id, i) => ({
    id,
    header: `Question ${id}?`,
    options: [
      { id: "toString", label: "A" },
      { id: "valueOf", label: "B" },
    ],
    ...(i > 0 ? { dependsOn: [PROTOTYPE_IDS[i - 1]] } : {}),
  })),
};

describe("question ids that name Object.prototype members", () => {
  it("are asked, submitted and answered like any other id (link delivery, HTTP submit)", async () => {
    const { session, call } = await server();
    try {
      const awaiting = await call("ask_user_rich", prototypeInterview);
      expect(awaiting.isError).toBeFalsy();
      const spec = await (await fetch(awaiting.structuredContent.url.replace("/s/", "/api/s/"))).json();
      expect(spec.spec.questions.map((q: { id: string }) => q.id)).toEqual(PROTOTYPE_IDS);
      const answers = PROTOTYPE_IDS.map((id, i) => ({ id, status: "answered", selected: [i % 2 ? "valueOf" : "toString"] }));
      expect((await submit(awaiting.structuredContent.url, { answers })).status).toBe(200);
      const result = (await call("await_user_answers", { sessionId: awaiting.structuredContent.sessionId })).structuredContent;
      expect(validateAskUserRichOutput(result)).toBe(true);
      expect(result.answers.map((a: { id: string; selectedLabels: string[] }) => [a.id, a.selectedLabels])).toEqual(
        PROTOTYPE_IDS.map((id, i) => [id, [i % 2 ? "B" : "A"]]),
      );
    } finally {
      await session.close();
    }
  });

  it("are all sent and all read back in elicitation, __proto__ included", async () => {
    const { dir } = await server().then(async (s) => (await s.session.close(), s));
    const raw = rawServer(bin, { env: { ASK_USER_RICH_LOG_DIR: join(dir, "logs2"), ASK_USER_RICH_OPEN: "0" } });
    await raw.request(0, "initialize", {
      protocolVersion: "2025-11-25",
      capabilities: { elicitation: { form: {} } },
      clientInfo: { name: "raw", version: "1" },
    });
    raw.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    const answered = raw.request(1, "tools/call", { name: "ask_user_rich", arguments: { ...prototypeInterview, delivery: "elicitation" } });
    let elicit: any;
    for (let i = 0; i < 400 && !elicit; i++) {
      elicit = raw
        .stdoutText()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((m) => m.method === "elicitation/create");
      if (!elicit) await new Promise((r) => setTimeout(r, 25));
    }
    const keys = Object.keys(elicit.params.requestedSchema.properties);
    expect(keys.filter((k) => !k.endsWith("#other"))).toEqual(PROTOTYPE_IDS);
    // Written by hand: an object literal with "__proto__" would not hold it as a key.
    const content = PROTOTYPE_IDS.map((id, i) => `${JSON.stringify(id)}:${JSON.stringify(i % 2 ? "valueOf" : "toString")}`).join(",");
    raw.child.stdin.write(`{"jsonrpc":"2.0","id":${JSON.stringify(elicit.id)},"result":{"action":"accept","content":{${content}}}}\n`);
    const result = (await answered).result.structuredContent;
    expect(result.via).toBe("elicitation");
    expect(result.answers.map((a: { id: string; selected: string[] }) => [a.id, a.selected])).toEqual(
      PROTOTYPE_IDS.map((id, i) => [id, [i % 2 ? "valueOf" : "toString"]]),
    );
    raw.child.stdin.end();
    await raw.exited;
  });

  it("property: any valid ids, prototype names included, come back answered in order (InterviewStore)", () => {
    const id = fc.oneof(fc.constantFrom(...PROTOTYPE_IDS), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/));
    fc.assert(
      fc.property(fc.uniqueArray(id, { minLength: 1, maxLength: 8 }), fc.uniqueArray(id, { minLength: 2, maxLength: 4 }), (ids, optionIds) => {
        const questions = ids.map((q) => ({ id: q, header: q, options: optionIds.map((o) => ({ id: o, label: `label ${o}` })) }));
        expect(checkAskUserRichInput({ title: "t", questions })).toEqual([]);
        const store = new InterviewStore(undefined);
        const session = store.create({ title: "t", questions }, "link");
        const outcome = store.submit(session, { answers: ids.map((q, i) => ({ id: q, status: "answered", selected: [optionIds[i % optionIds.length]] })) });
        expect(outcome.status).toBe(200);
        expect(session.result!.answers.map((a) => [a.id, a.selectedLabels])).toEqual(ids.map((q, i) => [q, [`label ${optionIds[i % optionIds.length]}`]]));
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});

describe("a submit whose archive cannot be written", () => {
  it("answers 500 with the reason, keeps the interview pending, tells the waiting call, and accepts a later submit", async () => {
    const { logDir, session, call } = await server();
    try {
      const awaiting = (
        await call("ask_user_rich", { title: "Disk", delivery: "link", questions: [{ id: "q", header: "Q?", options: [{ id: "a", label: "A" }] }] })
      ).structuredContent;
      mkdirSync(logDir, { recursive: true });
      rmSync(join(logDir, "answers"), { recursive: true, force: true });
      writeFileSync(join(logDir, "answers"), "a file where the archive directory should be");
      const waiting = call("await_user_answers", { sessionId: awaiting.sessionId });
      await new Promise((r) => setTimeout(r, 500));
      const refused = await submit(awaiting.url, { answers: [{ id: "q", status: "answered", selected: ["a"] }] });
      expect(refused.status).toBe(500);
      expect((await refused.json()).error).toMatch(
        /^The server could not save your answers \(the answers could not be archived to .*answers\/.*-iv-[0-9a-f]{8}\.json: E[A-Z]+: .*\)\. Nothing was lost from the form/,
      );
      const told = (await waiting).structuredContent;
      expect(validateAskUserRichOutput(told)).toBe(true);
      expect([told.status, told.sessionId]).toEqual(["awaiting", awaiting.sessionId]);
      expect(told.reason).toMatch(/^the user submitted, but the answers could not be archived to .*: E[A-Z]+: .*; the form stays open/);
      expect((await (await fetch(awaiting.url.replace("/s/", "/api/s/") + "/state")).json()).state).toBe("pending");
      expect(readFileSync(join(logDir, "server.log"), "utf8")).toMatch(/submit refused, the answers could not be archived .*: E[A-Z]+: /);
      rmSync(join(logDir, "answers"));
      expect((await submit(awaiting.url, { answers: [{ id: "q", status: "answered", selected: ["a"] }] })).status).toBe(200);
      expect((await call("await_user_answers", { sessionId: awaiting.sessionId })).structuredContent.status).toBe("submitted");
    } finally {
      await session.close();
    }
  });
});

describe("log directory", () => {
  it("defaults to the per-user state directory ($XDG_STATE_HOME), not the package folder", async () => {
    const dir = tempDir("rel-state");
    const session = await connectClient({ ...bin, env: { ASK_USER_RICH_LOG_DIR: "", XDG_STATE_HOME: join(dir, "state"), ASK_USER_RICH_OPEN: "0" } });
    try {
      const logDir = join(dir, "state", "nuwax-ask-question-mcp", "ask-user-rich");
      await session.waitForStderr(`logging to ${join(logDir, "server.log")}`);
      await session.client.callTool({ name: "ask_user_rich", arguments: { title: "T", delivery: "link", questions: [{ id: "q", header: "Q?" }] } });
      expect(readFileSync(join(logDir, "server.log"), "utf8")).toContain('call ask_user_rich "T"');
    } finally {
      await session.close();
    }
  });

  it("falls back to ~/.local/state when XDG_STATE_HOME is unset", async () => {
    const home = tempDir("rel-home");
    const session = await connectClient({ ...bin, env: { ASK_USER_RICH_LOG_DIR: "", XDG_STATE_HOME: "", HOME: home, ASK_USER_RICH_OPEN: "0" } });
    try {
      const logDir = join(home, ".local", "state", "nuwax-ask-question-mcp", "ask-user-rich");
      await session.waitForStderr(`logging to ${join(logDir, "server.log")}, answers archived in ${join(logDir, "answers")}`);
      const awaiting = (
        await session.client.callTool({ name: "ask_user_rich", arguments: { title: "Home", delivery: "link", questions: [{ id: "q", header: "Q?" }] } })
      ).structuredContent as any;
      expect((await submit(awaiting.url, { answers: [{ id: "q", status: "answered", other: "ok" }] })).status).toBe(200);
      expect(readFileSync(join(logDir, "server.log"), "utf8")).toContain('call ask_user_rich "Home"');
      expect(readdirSync(join(logDir, "answers")).filter((f) => f.endsWith(`-${awaiting.sessionId}.json`))).toHaveLength(1);
    } finally {
      await session.close();
    }
  });

  it("runs with logging to stderr only when nothing is writable, and says so", async () => {
    const dir = tempDir("rel-nolog");
    const file = join(dir, "not-a-dir");
    writeFileSync(file, "");
    const session = await connectClient({
      ...bin,
      env: { ASK_USER_RICH_LOG_DIR: join(file, "logs"), XDG_STATE_HOME: join(file, "state"), HOME: file, ASK_USER_RICH_OPEN: "0" },
    });
    try {
      await session.waitForStderr("no writable log directory (set ASK_USER_RICH_LOG_DIR): logging to stderr only, and submitted answers are not archived");
      await session.waitForStderr(`${join(file, "logs")}: ENOTDIR`);
      const awaiting = (
        await session.client.callTool({ name: "ask_user_rich", arguments: { title: "T", delivery: "link", questions: [{ id: "q", header: "Q?" }] } })
      ).structuredContent as any;
      expect((await submit(awaiting.url, { answers: [{ id: "q", status: "answered", other: "fine" }] })).status).toBe(200);
      const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId: awaiting.sessionId } })).structuredContent as any;
      expect(result.answers[0].other).toBe("fine");
      await session.waitForStderr("not archived (no writable log directory)");
    } finally {
      await session.close();
    }
  });
});

describe("bounded work and memory", () => {
  it('"did you mean" costs a bounded number of operations for a 1 MB id', () => {
    const stats = { cells: 0 };
    const candidates = Array.from({ length: 5000 }, (_, i) => `${"y".repeat(SUGGEST_MAX_LENGTH - 5)}${i}`);
    expect(closest("y".repeat(2 ** 20), candidates, stats)).toBeUndefined();
    expect(stats.cells).toBe(0);
    expect(closest(`${"y".repeat(SUGGEST_MAX_LENGTH - 5)}1x`, candidates, stats)).toBe(`${"y".repeat(SUGGEST_MAX_LENGTH - 5)}1`);
    expect(stats.cells).toBeLessThanOrEqual(SUGGEST_MAX_CANDIDATES * 5 * SUGGEST_MAX_LENGTH);
    expect(closest("tittle", ["title", "file"])).toBe("title");
  });

  it("answers an interview with two 200 KB ids (dependsOn naming an unknown one) with the problems, at once", { timeout: 120_000 }, async () => {
    // Before the bound, "did you mean" compared these two ids cell by cell: 4·10¹⁰ steps, minutes of a blocked loop.
    const { session, call } = await server();
    try {
      const a = "a".repeat(200_000);
      const b = `${"a".repeat(199_999)}b`;
      const result = await call("ask_user_rich", {
        title: "Big ids",
        questions: [
          { id: a, header: "A?" },
          { id: "x", header: "X?", dependsOn: [b] },
        ],
      });
      expect(result.isError).toBe(true);
      const problems = result.structuredContent.problems.map((p: { path: string; message: string }) => `${p.path}: ${p.message.slice(0, 40)}`);
      expect(problems).toContain('questions[1].dependsOn[0]: dependsOn names unknown question "aaaaaa');
      const idProblem = result.structuredContent.problems.find((p: { path: string }) => p.path === "questions[0].id");
      expect(idProblem.message).toBe(`${JSON.stringify(`${"a".repeat(80)}…`)} (200000 code points) is longer than 200 characters`);
      expect(idProblem.fix).toBe(`use ${JSON.stringify("a".repeat(200))} instead`);
      // Messages and fixes quote the ids cut to 80 code points (a fix's suggested id whole); the text block stays small.
      for (const p of result.structuredContent.problems) expect(`${p.message} ${p.fix}`.length).toBeLessThan(600);
      expect((result.content[0] as { text: string }).text.length).toBeLessThan(5_000);
    } finally {
      await session.close();
    }
  });

  it("refuses 50 000 unknown recommended ids among 50 000 options at once, with a report of at most maxProblems problems", { timeout: 120_000 }, async () => {
    const { session, call } = await server();
    try {
      const id = (q: number, k: number) => `option-${"o".repeat(30)}-${q}-${k}`;
      const questions = Array.from({ length: 250 }, (_, q) => ({
        id: `q${q}`,
        header: `Q${q}?`,
        multiSelect: true,
        options: Array.from({ length: 200 }, (_, k) => ({ id: id(q, k), label: `L${k}` })),
        recommended: Array.from({ length: 200 }, (_, k) => `${id(q, k)}x`),
      }));
      const started = Date.now();
      const result = await call("ask_user_rich", { title: "Many bad ids", delivery: "link", questions }, { timeout: 60_000 });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(result.isError).toBe(true);
      const problems = result.structuredContent.problems as Array<{ path: string; message: string; fix: string }>;
      expect(problems).toHaveLength(CONSTANTS.maxProblems + 1);
      expect(problems[0]).toMatchObject({
        path: "questions[0].recommended",
        message: `recommended ${JSON.stringify(`${id(0, 0)}x`)} is not an option id`,
        fix: `use ${JSON.stringify(id(0, 0))}`,
      });
      expect(problems.at(-1)!.message).toBe(`${250 * 200 - CONSTANTS.maxProblems} more problems are not listed`);
      expect(JSON.stringify(result).length).toBeLessThan(512 * 1024);
    } finally {
      await session.close();
    }
  });

  it(
    "refuses with 413 a submit whose result would be over maxToolResultBytes, keeps the interview open, and takes a shorter one",
    { timeout: 120_000 },
    async () => {
      const { session, call } = await server();
      try {
        const questions = Array.from({ length: 120 }, (_, i) => ({ id: `q${i}`, header: `Question ${i}?` }));
        const awaiting = await call("ask_user_rich", { title: "Long answers", delivery: "link", questions });
        const { url, sessionId } = awaiting.structuredContent;
        // 120 × (20 000 + 20 000) characters: a 4.8 MB body, under the 5 MiB submit limit; the result holds them three times.
        const answers = questions.map((q, i) => ({ id: q.id, status: "answered", other: `${i}`.padEnd(20_000, "o"), notes: `${i}`.padEnd(20_000, "n") }));
        const body = JSON.stringify({ answers });
        expect(Buffer.byteLength(body)).toBeLessThan(CONSTANTS.maxSubmitBytes);
        const refused = await submit(url, { answers });
        expect(refused.status).toBe(413);
        const reason = await refused.json();
        expect(reason.resultBytes).toBeGreaterThan(CONSTANTS.maxToolResultBytes);
        expect(reason.error).toMatch(
          /^Your answers are too long to send: the agent would receive \d+(\.\d)? MiB, more than the 9 MiB one message can carry \(x-nuwax\.constants\.maxToolResultBytes\)\. Nothing was sent and your answers are still here: shorten the longest \("Question 0\?": your own answer \(20,000 characters\); "Question 0\?": notes \(20,000 characters\); "Question 1\?": your own answer \(20,000 characters\)\) and submit again\.$/,
        );
        // Still open: a shorter submit is taken, and the agent gets every answer over the SDK client's link.
        const shorter = answers.map((a) => ({ ...a, other: a.other.slice(0, 5_000), notes: a.notes.slice(0, 5_000) }));
        expect((await submit(url, { answers: shorter })).status).toBe(200);
        const result = await call("await_user_answers", { sessionId });
        expect(validateAskUserRichOutput(result.structuredContent)).toBe(true);
        expect(result.structuredContent.answers.map((a: { other: string }) => a.other)).toEqual(shorter.map((a) => a.other));
      } finally {
        await session.close();
      }
    },
  );

  it("has no count caps: a 2,000-question triage round and 1,000 follow-ups are taken (bounded in bytes only)", async () => {
    const { session, call } = await server();
    try {
      const many = Array.from({ length: 2000 }, (_, i) => ({
        id: `q${i}`,
        header: `Q${i}?`,
        options: [
          { id: "y", label: "Yes" },
          { id: "n", label: "No" },
        ],
      }));
      const asked = await call("ask_user_rich", { title: "Triage", delivery: "link", questions: many });
      expect(asked.structuredContent.problems).toBeUndefined();
      expect(asked.structuredContent.status).toBe("awaiting");
      const more = await call("append_questions", {
        sessionId: asked.structuredContent.sessionId,
        questions: Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, header: "R?", dependsOn: [`q${i}`] })),
      });
      expect(more.structuredContent).toMatchObject({ status: "appended", appended: 1000, total: 3000 });
    } finally {
      await session.close();
    }
  });

  it("refuses inputs beyond the contract's size limits with the path and the limit", async () => {
    const { session, call } = await server();
    try {
      const long = await call("ask_user_rich", { title: "T", questions: [{ id: "q", header: "h".repeat(2001) }] });
      expect(long.structuredContent.problems[0].path).toBe("questions[0].header");
      expect(long.structuredContent.problems[0].message).toMatch(/at most 2000/);
    } finally {
      await session.close();
    }
  });

  it("caps open interviews with a clear error (ASK_USER_RICH_MAX_OPEN)", async () => {
    const { session, call } = await server({ ASK_USER_RICH_MAX_OPEN: "2" });
    try {
      const ask = () => call("ask_user_rich", { title: "T", delivery: "link", questions: [{ id: "q", header: "Q?" }] });
      const first = await ask();
      expect((await ask()).structuredContent.status).toBe("awaiting");
      const third = await ask();
      expect(third.isError).toBe(true);
      expect(third.structuredContent.problems.map(formatProblem)).toEqual([
        "(root): 2 interviews are already open, the most this server keeps at once (ASK_USER_RICH_MAX_OPEN) — fix: collect or finish the open interviews first (await_user_answers), or raise ASK_USER_RICH_MAX_OPEN; unanswered ones are released after ASK_USER_RICH_IDLE_RELEASE_MS without a page view",
      ]);
      expect((await submit(first.structuredContent.url, { answers: [] })).status).toBe(200);
      expect((await ask()).structuredContent.status).toBe("awaiting");
    } finally {
      await session.close();
    }
  });

  it("releases a pending interview nobody can answer any more, with a log line; keeps one a call waits for", async () => {
    const { logDir, session, call } = await server({ ASK_USER_RICH_IDLE_RELEASE_MS: "400" });
    try {
      const ask = async () => (await call("ask_user_rich", { title: "T", delivery: "link", questions: [{ id: "q", header: "Q?" }] })).structuredContent;
      const abandoned = await ask();
      const waitedFor = await ask();
      const waiting = call("await_user_answers", { sessionId: waitedFor.sessionId });
      await new Promise((r) => setTimeout(r, 1500));
      const gone = await call("await_user_answers", { sessionId: abandoned.sessionId });
      expect(gone.isError).toBe(true);
      expect((await fetch(abandoned.url)).status).toBe(404);
      expect(readFileSync(join(logDir, "server.log"), "utf8")).toMatch(
        new RegExp(
          `session ${abandoned.sessionId} released: pending with no call waiting and no page view for \\d+ ms \\(limit 400 ms, ASK_USER_RICH_IDLE_RELEASE_MS\\)`,
        ),
      );
      expect((await submit(waitedFor.url, { answers: [{ id: "q", status: "answered", other: "still here" }] })).status).toBe(200);
      expect((await waiting).structuredContent.answers[0].other).toBe("still here");
    } finally {
      await session.close();
    }
  });
});
