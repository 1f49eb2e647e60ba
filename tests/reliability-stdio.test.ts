// The shared stdio bootstrap, through every bin (docs/reliability-and-security.md): a server exits
// when its host dies, answers every request that has an id (malformed envelopes, unknown or
// prototype-named tools, arguments that are not an object, oversized lines) and keeps serving.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectClient, rawServer, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { CONSTANTS } from "../generated/types.js";
import { LineTransport, READ_AHEAD_BYTES } from "../runtime/shared/stdio-transport.js";

const BINS = {
  "nuwax-ask-question-mcp": { tool: "nuwax_ask_question" },
  "ccweb-mcp": { tool: "ccweb_list_user_inputs" },
  "ask-user-rich": { tool: "await_user_answers" },
} as const;
const names = Object.keys(BINS) as Array<keyof typeof BINS>;

function envFor(): Record<string, string> {
  const dir = tempDir("rel-stdio");
  return { ASK_USER_RICH_LOG_DIR: join(dir, "logs"), ASK_USER_RICH_OPEN: "0", CC_WEB_SESSIONS_DIR: join(repoRoot, "examples/sessions") };
}

/** Spawns a bin with three pipes and resolves once it logged "ready on stdio". */
async function spawnReady(name: keyof typeof BINS): Promise<{ child: ChildProcessWithoutNullStreams; exit: Promise<number | null> }> {
  const server = builtServer(name);
  const child = spawn(server.command, server.args, { cwd: repoRoot, env: { ...process.env, ...envFor() }, stdio: ["pipe", "pipe", "pipe"] });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.stdout.on("data", () => {});
  child.stdout.on("error", () => {});
  child.stderr.on("error", () => {});
  child.stdin.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`${name} never got ready: ${text}`)), 60_000);
    child.stderr.on("data", function onData(chunk: Buffer) {
      text += chunk.toString();
      if (text.includes("ready on stdio")) {
        clearTimeout(timer);
        child.stderr.off("data", onData);
        resolve();
      }
    });
  });
  return { child, exit };
}

/** The exit code, or "still running" after `ms` milliseconds (the process is then killed). */
async function exitWithin(child: ChildProcessWithoutNullStreams, exit: Promise<number | null>, ms: number): Promise<number | null | "still running"> {
  const outcome = await Promise.race([exit, new Promise<"still running">((r) => setTimeout(() => r("still running"), ms))]);
  if (outcome === "still running") child.kill("SIGKILL");
  return outcome;
}

describe.each(names)("%s exits when its host dies", { timeout: 120_000 }, (name) => {
  it("all pipes closed at once (the host was killed)", async () => {
    const { child, exit } = await spawnReady(name);
    child.stdin.destroy();
    child.stdout.destroy();
    child.stderr.destroy();
    expect(await exitWithin(child, exit, 20_000)).toBe(0);
  });

  it("stderr broken while stdin stays open: the next log line ends the process instead of looping", async () => {
    const { child, exit } = await spawnReady(name);
    child.stderr.destroy();
    await new Promise((r) => setTimeout(r, 100));
    child.stdin.write("{not json\n"); // logged to stderr
    expect(await exitWithin(child, exit, 20_000)).toBe(0);
  });

  it("stdout broken while stdin stays open: the next answer ends the process", async () => {
    const { child, exit } = await spawnReady(name);
    child.stdout.destroy();
    await new Promise((r) => setTimeout(r, 100));
    child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }) + "\n");
    expect(await exitWithin(child, exit, 20_000)).toBe(0);
  });
});

it("ask-user-rich exits when the host dies while a call is waiting for the user", { timeout: 120_000 }, async () => {
  const { child, exit } = await spawnReady("ask-user-rich");
  const send = (m: object) => child.stdin.write(JSON.stringify(m) + "\n");
  send({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
  send({ jsonrpc: "2.0", method: "notifications/initialized" });
  send({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "ask_user_rich", arguments: { title: "T", questions: [{ id: "q", header: "Q?" }] } } });
  await new Promise((r) => setTimeout(r, 1500));
  child.stdin.destroy();
  child.stdout.destroy();
  child.stderr.destroy();
  expect(await exitWithin(child, exit, 20_000)).toBe(0);
});

describe.each(names)("%s answers every request that has an id", { timeout: 60_000 }, (name) => {
  let raw: ReturnType<typeof rawServer>;
  let id = 100;
  const ask = (message: Record<string, unknown>) =>
    new Promise<any>((resolve) => {
      const mine = id++;
      const timer = setTimeout(() => resolve({ noAnswer: true }), 20_000);
      const check = () => {
        const line = raw
          .stdoutText()
          .split("\n")
          .find((l) => l.includes(`"id":${mine}`));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line));
        } else setTimeout(check, 20);
      };
      raw.child.stdin.write(JSON.stringify({ jsonrpc: "2.0", ...message, id: mine }) + "\n");
      check();
    });

  beforeAll(async () => {
    raw = rawServer(builtServer(name), { env: envFor() });
    await raw.initialize();
  });
  afterAll(async () => {
    raw.child.stdin.end();
    // A server that does not exit is killed, so a failing run leaves no process behind.
    const code = await Promise.race([raw.exited, new Promise<"still running">((r) => setTimeout(() => r("still running"), 20_000))]);
    if (code === "still running") raw.child.kill("SIGKILL");
    expect(code).toBe(0);
    for (const line of raw.stdoutText().split("\n").filter(Boolean)) expect(JSON.parse(line).jsonrpc).toBe("2.0");
  });

  const envelopes: Array<[string, Record<string, unknown>, number, RegExp]> = [
    ["params null", { method: "tools/list", params: null }, -32602, /"params" must be an object, got null/],
    ["params a number", { method: "tools/call", params: 5 }, -32602, /"params" must be an object, got number/],
    ["params an array", { method: "ping", params: [] }, -32602, /"params" must be an object, got an array/],
    ["_meta null", { method: "tools/list", params: { _meta: null } }, -32602, /"params._meta" must be an object, got null/],
    [
      "a progressToken object",
      { method: "tools/call", params: { name: "x", _meta: { progressToken: { a: 1 } } } },
      -32602,
      /progressToken" must be a string or a number/,
    ],
    ["no jsonrpc", { jsonrpc: undefined, method: "ping" }, -32600, /"jsonrpc" must be "2.0"/],
    ["a method that is not a string", { method: 5 }, -32600, /"method" must be a string/],
    ["neither method nor result", { foo: 1 }, -32600, /needs "method"/],
  ];
  it.each(envelopes)("%s: an error response, not silence", async (_what, message, code, text) => {
    const response = await ask(message);
    expect(response.noAnswer).toBeUndefined();
    expect(response.error.code).toBe(code);
    expect(response.error.message).toMatch(text);
  });

  it.each(["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "no_such_tool"])("tool name %j is an unknown tool (-32602)", async (tool) => {
    const response = await ask({ method: "tools/call", params: { name: tool, arguments: {} } });
    expect(response.result).toBeUndefined();
    expect(response.error.code).toBe(-32602);
    expect(response.error.message).toContain(`Unknown tool: ${JSON.stringify(tool)}`);
  });

  it.each([
    ["an array", []],
    ["a number", 5],
    ["a string", "x"],
    ["null", null],
  ])("arguments that are %s get -32602", async (_what, args) => {
    const response = await ask({ method: "tools/call", params: { name: BINS[name].tool, arguments: args } });
    expect(response.error.code).toBe(-32602);
    expect(response.error.message).toMatch(/params\.arguments/);
  });

  it("answers a non-JSON line with -32700 and an id that is not a string or number with -32600 (id null)", async () => {
    const before = raw.stdoutText().length;
    raw.child.stdin.write("{broken\n");
    raw.child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: { a: 1 }, method: "ping" }) + "\n");
    const pong = await ask({ method: "ping" });
    expect(pong.result).toEqual({});
    const answers = raw
      .stdoutText()
      .slice(before)
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(answers.filter((a) => a.id === null).map((a) => a.error.code)).toEqual([-32700, -32600]);
  });

  it("drops an oversized line, answers it when its id can be read, and keeps serving", async () => {
    const big = "x".repeat(CONSTANTS.maxMessageBytes + 1024);
    const mine = id++;
    // The SDK client's layout: method and params first, the id last.
    const oversized = `{"method":"tools/call","params":{"name":"${BINS[name].tool}","arguments":{"a":"${big}"}},"jsonrpc":"2.0","id":${mine}}`;
    raw.child.stdin.write(`${oversized}\n`);
    raw.child.stdin.write(`{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"${big}"}}\n`);
    const pong = await ask({ method: "ping" });
    expect(pong.result).toEqual({});
    const line = raw
      .stdoutText()
      .split("\n")
      .find((l) => l.includes(`"id":${mine}`));
    expect(JSON.parse(line!).error).toEqual({
      code: -32600,
      message: `Invalid Request: the message is ${Buffer.byteLength(oversized)} bytes, more than this server's limit of ${CONSTANTS.maxMessageBytes} bytes (x-nuwax.constants.maxMessageBytes); it was dropped`,
    });
    await raw.waitForStderr("(no id found, nothing to answer)");
  });
});

it("the SDK client gets an error for a message over the limit, and the link keeps working", { timeout: 120_000 }, async () => {
  const session = await connectClient({ ...builtServer("nuwax-ask-question-mcp") });
  try {
    const huge = { requestId: "r", sessionId: "s", title: "x".repeat(11 * 2 ** 20), ui: { fields: [] } };
    const error = await session.client.callTool({ name: "nuwax_ask_question", arguments: huge }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32600);
    expect((error as McpError).message).toContain("more than this server's limit of 10485760 bytes");
    expect((await session.client.listTools()).tools.map((t) => t.name)).toEqual(["nuwax_ask_question"]);
  } finally {
    await session.close();
  }
});

describe("problem reports stay small whatever the input (the SDK client, which closes the link on a message over 10 MiB)", { timeout: 120_000 }, () => {
  const key = "k".repeat(2 * 2 ** 20);
  const complete = JSON.parse(readFileSync(join(repoRoot, "contract/examples/complete-form.json"), "utf8"));
  const interview = JSON.parse(readFileSync(join(repoRoot, "examples/interview.json"), "utf8"));
  const withKey = (value: Record<string, unknown>) => Object.defineProperty(structuredClone(value), key, { value: 1, enumerable: true });
  const cases: Array<[string, keyof typeof BINS, string, () => Record<string, unknown>, string]> = [
    ["nuwax_ask_question, a 2 MiB key at the root", "nuwax-ask-question-mcp", "nuwax_ask_question", () => withKey(complete), ""],
    [
      "nuwax_ask_question, a 2 MiB key in ui.fields[0]",
      "nuwax-ask-question-mcp",
      "nuwax_ask_question",
      () => ({ ...complete, ui: { ...complete.ui, fields: [withKey(complete.ui.fields[0]), ...complete.ui.fields.slice(1)] } }),
      "ui.fields[0]",
    ],
    ["ccweb_list_user_inputs, a 2 MiB key at the root", "ccweb-mcp", "ccweb_list_user_inputs", () => withKey({ limit: 2 }), ""],
    ["ask_user_rich, a 2 MiB key at the root", "ask-user-rich", "ask_user_rich", () => withKey({ ...interview, delivery: "link" }), ""],
    [
      "ask_user_rich, a 2 MiB key in questions[0]",
      "ask-user-rich",
      "ask_user_rich",
      () => ({ ...interview, delivery: "link", questions: [withKey(interview.questions[0]), ...interview.questions.slice(1)] }),
      "questions[0]",
    ],
  ];
  it.each(cases)("%s: the refusal names the key cut to 80 code points, its path cut at 256, and the link keeps serving", async (_what, bin, tool, args, at) => {
    const session = await connectClient({ ...builtServer(bin), env: envFor() });
    try {
      const result = (await session.client.callTool({ name: tool, arguments: args() })) as {
        isError?: boolean;
        content: Array<{ text: string }>;
        structuredContent: any;
      };
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result).length).toBeLessThan(16 * 1024);
      const shown = `${JSON.stringify(`${"k".repeat(80)}…`)} (2097152 code points)`;
      expect(result.content[0]!.text).toContain(`unknown property ${shown}`);
      const problems = (result.structuredContent.problems ?? result.structuredContent.error?.problems) as Array<{ path: string; message: string }>;
      const problem = problems.find((p) => p.message === `unknown property ${shown}`);
      expect(problem?.path).toBe(`${at}[${JSON.stringify(`${"k".repeat(256)}… (2097152 code points)`)}]`);
      expect((await session.client.listTools()).tools.length).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
  });

  // No wall-clock target (the machine may be loaded): the server answers in one call within its budget.
  it("200 000 unknown keys: a report of maxProblems problems and a count of the rest, in one call", async () => {
    const session = await connectClient({ ...builtServer("nuwax-ask-question-mcp"), env: envFor() });
    try {
      const args = structuredClone(complete);
      for (let i = 0; i < 200_000; i++) args[`extra${i}`] = 0;
      const result = (await session.client.callTool({ name: "nuwax_ask_question", arguments: args }, undefined, { timeout: 100_000 })) as {
        isError?: boolean;
        structuredContent: any;
      };
      expect(result.isError).toBe(true);
      const problems = result.structuredContent.problems as Array<{ path: string; message: string }>;
      expect(problems).toHaveLength(CONSTANTS.maxProblems! + 1);
      expect(problems.at(-1)).toEqual({
        path: "",
        message: `${200_000 - CONSTANTS.maxProblems!} more problems are not listed`,
        fix: `fix the problems listed first and try again: a report lists at most ${CONSTANTS.maxProblems} problems (x-nuwax.constants.maxProblems)`,
      });
      expect(problems[0]!.path).toBe("extra0");
    } finally {
      await session.close();
    }
  });
});

describe("no message over the client's limit is ever written (x-nuwax.constants.maxMessageBytes)", { timeout: 120_000 }, () => {
  /**
   * A valid form of about 8 MB: 200 radio fields of 40 options, each label 500 characters of quotes
   * (escaped once in the input, twice in the pending result's JSON text block: about 24 MB out).
   */
  const bigForm = (requestId: string) => ({
    requestId,
    sessionId: "s",
    title: "Big",
    ui: {
      fields: Array.from({ length: 200 }, (_, i) => ({
        name: `f${i}`,
        title: `F${i}`,
        widget: "radio",
        options: Array.from({ length: 40 }, (_, k) => ({ value: `v${k}`, label: `${k}${'"'.repeat(496)}` })),
      })),
    },
  });

  it("a tools/call result over the limit becomes an isError result that says so, and the link keeps serving", async () => {
    const session = await connectClient({ ...builtServer("nuwax-ask-question-mcp"), env: envFor() });
    try {
      const result = (await session.client.callTool({ name: "nuwax_ask_question", arguments: bigForm("big_1") }, undefined, { timeout: 60_000 })) as {
        isError?: boolean;
        content: Array<{ text: string }>;
      };
      expect(result.isError).toBe(true);
      expect(result.content).toHaveLength(1);
      expect(result.content[0]!.text).toMatch(
        /^nuwax_ask_question: the result is \d+ bytes, more than the 10420224 bytes a message may carry \(x-nuwax\.constants\.maxMessageBytes 10485760, less 65536 bytes the client may read with it\), so it was not sent\. Nothing of it reached you: call nuwax_ask_question again with less/,
      );
      expect(Number(/the result is (\d+) bytes/.exec(result.content[0]!.text)![1])).toBeGreaterThan(CONSTANTS.maxMessageBytes);
      await session.waitForStderr(/an answer to id \d+ was \d+ bytes, over the 10420224-byte limit: replaced by a short error/);
      expect((await session.client.listTools()).tools.map((t) => t.name)).toEqual(["nuwax_ask_question"]);
    } finally {
      await session.close();
    }
  });

  it("the transport itself: a request of the server over the limit fails locally, a notification is dropped, every line stays under the limit", async () => {
    // Needs a message over 10 MiB from the server side, which no valid input makes; LineTransport with a small limit shows the rules.
    const input = new PassThrough();
    const output = new PassThrough();
    const written: string[] = [];
    output.on("data", (chunk: Buffer) => written.push(...chunk.toString().split("\n").filter(Boolean)));
    const logs: string[] = [];
    const transport = new LineTransport(input, output, { maxMessageBytes: 100_000, log: (line) => logs.push(line) });
    const received: any[] = [];
    transport.onmessage = (message) => received.push(message);
    await transport.start();
    expect(transport.maxOutgoingBytes).toBe(100_000 - READ_AHEAD_BYTES);
    const big = "x".repeat(50_000);
    input.write(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "t", arguments: {} } }) + "\n");
    input.write(JSON.stringify({ jsonrpc: "2.0", id: 8, method: "ping" }) + "\n");
    await new Promise((r) => setTimeout(r, 20));
    await transport.send({ jsonrpc: "2.0", id: "e1", method: "elicitation/create", params: { message: big } } as never);
    await transport.send({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1, message: big } } as never);
    await transport.send({ jsonrpc: "2.0", id: 7, result: { content: [{ type: "text", text: big }] } } as never);
    await transport.send({ jsonrpc: "2.0", id: 8, result: { big } } as never);
    await transport.send({ jsonrpc: "2.0", id: 9, error: { code: -32602, message: "MCP error -32602: Unknown tool: x" } } as never);
    await new Promise((r) => setTimeout(r, 20));
    expect(received.slice(2)).toEqual([
      {
        jsonrpc: "2.0",
        id: "e1",
        error: {
          code: -32603,
          message: expect.stringMatching(/^elicitation\/create: the request is 500\d\d bytes, more than the 34464 bytes a message may carry/),
        },
      },
    ]);
    const lines = written.map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual([7, 8, 9]);
    expect(lines[0].result).toEqual({
      isError: true,
      content: [{ type: "text", text: expect.stringMatching(/^t: the result is 500\d\d bytes, more than the 34464 bytes/) }],
    });
    expect(lines[1].error).toEqual({
      code: -32603,
      message: expect.stringMatching(/^the result of "ping" is 500\d\d bytes, more than the 34464 bytes .*; ask for less$/),
    });
    // The SDK's McpError already says "MCP error <code>: ", and the client's says it again: the server sends the bare text.
    expect(lines[2].error).toEqual({ code: -32602, message: "Unknown tool: x" });
    for (const line of written) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(transport.maxOutgoingBytes);
    expect(logs.join("\n")).toMatch(/a notifications\/progress notification was 50\d\d\d bytes, over the 34464-byte limit: dropped/);
    await transport.close();
  });
});

describe.each(names)("%s: error responses carry the SDK client's prefix once", { timeout: 60_000 }, (name) => {
  it("an unknown tool reads 'MCP error -32602: Unknown tool: …', not the prefix twice", async () => {
    const session = await connectClient({ ...builtServer(name), env: envFor() });
    try {
      const error = (await session.client.callTool({ name: "no_such_tool", arguments: {} }).catch((e: unknown) => e)) as McpError;
      expect(error).toBeInstanceOf(McpError);
      expect(error.code).toBe(-32602);
      expect(error.message).toMatch(/^MCP error -32602: Unknown tool: "no_such_tool"; this server has [a-z_, ]+$/);
    } finally {
      await session.close();
    }
  });
});
