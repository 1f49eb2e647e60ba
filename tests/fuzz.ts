/**
 * The fuzz suite of the three stdio servers (README, "Reliability and security"). Each server is
 * started from source and fed `count` seeded messages, pipelined (at most 16 awaiting an answer):
 * mutated valid tool calls, random tool calls (prototype names among the tool names), mutated
 * JSON-RPC envelopes (params, _meta, progressToken, id), other methods, notifications, raw garbage
 * lines, truncated JSON and, every 2000 messages (the 501st first), a line over x-nuwax.constants.maxMessageBytes.
 * It asserts: the process never exits, stdout carries JSON-RPC lines only, every request with an
 * id is answered within `timeoutMs` milliseconds, and RSS grows by less than `maxRssGrowthMb` MB.
 *
 *   npm run fuzz -- [--count N] [--seed S] [--server nuwax-ask-question-mcp|ccweb-mcp|ask-user-rich]
 *
 * tests/fuzz.test.ts runs a short seeded run of it inside `npm test`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CONSTANTS } from "../generated/types.js";

const root = join(import.meta.dirname, "..");

export const SERVERS = {
  "nuwax-ask-question-mcp": { bin: "runtime/ask-question/bin.ts", tools: ["nuwax_ask_question"] },
  "ccweb-mcp": { bin: "runtime/ccweb/bin.ts", tools: ["ccweb_list_user_inputs"] },
  "ask-user-rich": { bin: "runtime/ask-user-rich/bin.ts", tools: ["ask_user_rich", "append_questions", "await_user_answers"] },
} as const;
export type ServerName = keyof typeof SERVERS;

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Longest wait for an answer to one request, in milliseconds (default 15000). */
  timeoutMs?: number;
  /** Largest RSS growth from the first 10 % of the run to its end, in MB (default 200). */
  maxRssGrowthMb?: number;
  /** Requests awaiting an answer at once (default 16). */
  window?: number;
}

export interface FuzzReport {
  server: ServerName;
  sent: number;
  /** Requests that expected an answer, and how many got one. */
  expected: number;
  answered: number;
  rssStartMb: number;
  rssEndMb: number;
  exitCode: number | null;
  /** Every broken promise, empty when the run passed. */
  failures: string[];
}

/** A small seeded PRNG (mulberry32): the same seed gives the same run on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const DANGEROUS_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "", " ", "#other", "a".repeat(300)];
const STRINGS = ["", " ", "\u0000", "\ud800", "👍🏽", "é", "<script>alert(1)</script>", "../../etc/passwd", "%s%n", "null", "0", "-1", "1e309", "\n", "\r\n", "\\", '"', "a".repeat(5000)];

/** A random JSON value (depth ≤ 3), prototype-named keys included. */
function randomJson(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth >= 3 ? 5 : 8);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1, 1.5, -0, 2 ** 53, -(2 ** 53), 1e308, -1e-308, 42, 999999]);
    case 3:
      return rng.pick(STRINGS);
    case 4:
      return Array.from({ length: rng.int(8) }, () => String.fromCharCode(32 + rng.int(95))).join("");
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--) setOwn(object, rng.chance(0.3) ? rng.pick(DANGEROUS_KEYS) : rng.pick(["id", "name", "title", "questions", "options", "value", "x", "ui", "fields"]), randomJson(rng, depth + 1));
      return object;
    }
  }
}

/** Sets an own enumerable property, "__proto__" included (plain assignment would change the prototype). */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Every path to a value inside `value` (objects and arrays), the root first. */
function paths(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** `value` with 1–3 random edits: a property removed, replaced, added (dangerous keys too), an item repeated, a type changed. */
function mutate(rng: Rng, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  for (let n = 1 + rng.int(3); n > 0; n--) {
    const all = paths(copy).filter((p) => p.length > 0);
    if (all.length === 0) break;
    const path = rng.pick(all);
    let parent = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const key = path.at(-1)!;
    const action = rng.int(6);
    if (action === 0) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (action === 1) parent[key] = randomJson(rng);
    else if (action === 2 && typeof parent === "object" && !Array.isArray(parent)) setOwn(parent as Record<string, unknown>, rng.pick(DANGEROUS_KEYS), randomJson(rng));
    else if (action === 3 && Array.isArray(parent)) parent.push(JSON.parse(JSON.stringify(parent[Number(key)] ?? null)));
    else if (action === 4) parent[key] = typeof parent[key] === "string" ? (parent[key] as string).repeat(1 + rng.int(40)) : JSON.stringify(parent[key]) ?? "";
    else parent[key] = [parent[key]];
  }
  return copy;
}

/** Valid arguments per tool: the shapes the fuzzer mutates. */
function baseArguments(): Record<string, unknown[]> {
  const examples = readdirSync(join(root, "contract/examples"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(root, "contract/examples", f), "utf8")) as unknown);
  const interview = JSON.parse(readFileSync(join(root, "examples/interview.json"), "utf8")) as Record<string, unknown>;
  return {
    nuwax_ask_question: examples,
    ccweb_list_user_inputs: [{}, { conversationId: "en-imported", limit: 5, maxChars: 100 }, { conversationId: "long-history", limit: 50 }, { conversationId: "zh-release-demo" }],
    ask_user_rich: ["link", "browser", "elicitation"].map((delivery) => ({ ...interview, delivery })),
    append_questions: [{ sessionId: "iv-00000000", questions: [{ id: "more", header: "More?", options: [{ id: "a", label: "A" }] }], note: "n" }],
    await_user_answers: [{ sessionId: "iv-00000000" }, { sessionId: "nope" }],
  };
}

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__defineGetter__"];

/** One fuzzed line and whether (and with which id) an answer must come back. */
interface Line {
  text: string;
  expectId?: string | number;
}

function makeLine(rng: Rng, index: number, server: ServerName, bases: Record<string, unknown[]>): Line {
  const tools = SERVERS[server].tools as readonly string[];
  const id = rng.chance(0.5) ? index + 1 : `f-${index}`;
  const request = (method: string, params?: unknown, extra: Record<string, unknown> = {}) => {
    const message: Record<string, unknown> = { jsonrpc: "2.0", id, method, ...extra };
    if (params !== undefined) message.params = params;
    return message;
  };
  const kind = rng.int(100);
  if (index % 2000 === 500) {
    // Over the size limit, in the SDK client's layout (the id last).
    const big = "x".repeat(CONSTANTS.maxMessageBytes + 1 + rng.int(1000));
    return { text: `{"method":"tools/call","params":{"name":"${tools[0]}","arguments":{"a":"${big}"}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`, expectId: id };
  }
  if (kind < 40) {
    const tool = rng.pick(tools);
    const args = mutate(rng, rng.pick(bases[tool]!));
    return { text: JSON.stringify(request("tools/call", { name: tool, arguments: args })), expectId: id };
  }
  if (kind < 50) {
    const tool = rng.pick(tools);
    return { text: JSON.stringify(request("tools/call", { name: tool, arguments: rng.pick(bases[tool]!) })), expectId: id };
  }
  if (kind < 62) {
    const name = rng.chance(0.6) ? rng.pick(PROTOTYPE_NAMES) : rng.chance(0.5) ? rng.pick(tools) : JSON.stringify(randomJson(rng));
    const params: Record<string, unknown> = { name, arguments: randomJson(rng) };
    if (rng.chance(0.3)) params._meta = rng.pick([null, {}, { progressToken: randomJson(rng) }, randomJson(rng)]);
    return { text: JSON.stringify(request("tools/call", params)), expectId: id };
  }
  if (kind < 74) {
    const method = rng.pick(["tools/call", "tools/list", "ping", "initialize", "resources/list", "prompts/get"]);
    const params = rng.pick([null, 5, "x", [], [1, 2], { _meta: null }, { _meta: { progressToken: { a: 1 } } }, { _meta: [] }, randomJson(rng)]);
    return { text: JSON.stringify(request(method, params)), expectId: id };
  }
  if (kind < 80) {
    const method = rng.pick(["ping", "tools/list", "resources/list", "logging/setLevel", "completion/complete", "nope", "", "notifications/initialized", "__proto__", "constructor"]);
    return { text: JSON.stringify(request(method, rng.chance(0.5) ? {} : undefined)), expectId: id };
  }
  if (kind < 86) {
    // Envelope variants: the id, jsonrpc and method fields themselves.
    const variant = rng.int(6);
    if (variant === 0) return { text: JSON.stringify({ jsonrpc: "2.0", id: rng.pick([null, {}, [], true, 1.5e400]), method: "ping" }) };
    if (variant === 1) return { text: JSON.stringify({ jsonrpc: rng.pick(["1.0", 2, null]), id, method: "ping" }), expectId: id };
    if (variant === 2) return { text: JSON.stringify({ jsonrpc: "2.0", id, method: randomJson(rng) }), expectId: typeof id === "number" || typeof id === "string" ? id : undefined };
    if (variant === 3) return { text: JSON.stringify({ jsonrpc: "2.0", id }), expectId: id };
    if (variant === 4) return { text: JSON.stringify({ jsonrpc: "2.0", id, result: randomJson(rng) }) };
    return { text: JSON.stringify([request("ping"), request("tools/list")]) };
  }
  if (kind < 92) {
    // Notifications: never answered, never fatal.
    return { text: JSON.stringify({ jsonrpc: "2.0", method: rng.pick(["notifications/cancelled", "notifications/progress", "notifications/initialized", "notifications/roots/list_changed", "x"]), params: randomJson(rng) }) };
  }
  // Garbage: random bytes, truncated JSON, bare values.
  const valid = JSON.stringify(request("tools/call", { name: tools[0], arguments: rng.pick(bases[tools[0]!]!) }));
  const garbage = rng.pick([
    valid.slice(0, rng.int(valid.length)),
    Array.from({ length: rng.int(200) }, () => String.fromCharCode(rng.int(0x3000))).join(""),
    "null",
    "42",
    '"str"',
    "[]",
    "{}",
    "\u0000\u0001",
    valid.replace(/"/g, "'"),
  ]);
  return { text: garbage.replace(/[\r\n]/g, " ") };
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Runs one server through `options.count` fuzzed lines; never throws for a server failure (see `failures`). */
export async function fuzzServer(server: ServerName, options: FuzzOptions): Promise<FuzzReport> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const window = options.window ?? 16;
  const rng = prng(options.seed);
  const bases = baseArguments();
  const scratch = mkdtempSync(join(tmpdir(), `nuwax-fuzz-${server}-`));
  const child = spawn(process.execPath, ["--import", "tsx", join(root, SERVERS[server].bin)], {
    cwd: root,
    env: {
      ...process.env,
      ASK_USER_RICH_LOG_DIR: join(scratch, "logs"),
      ASK_USER_RICH_OPEN: "0",
      CC_WEB_SESSIONS_DIR: join(root, "examples/sessions"),
      CCWEB_CONVERSATION_ID: "zh-release-demo",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const failures: string[] = [];
  const report: FuzzReport = { server, sent: 0, expected: 0, answered: 0, rssStartMb: 0, rssEndMb: 0, exitCode: null, failures };
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  child.stderr.on("data", () => {});
  const pending = new Map<string, { at: number; line: string }>();
  const key = (id: unknown) => JSON.stringify(id);
  let wake: (() => void) | undefined;
  let buffered = "";
  let stray = 0;
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(line) as Record<string, unknown>;
        if (message.jsonrpc !== "2.0") throw new Error("not JSON-RPC 2.0");
      } catch {
        if (stray++ < 5) failures.push(`stray stdout line: ${line.slice(0, 200)}`);
        continue;
      }
      if (typeof message.method === "string" && message.id !== undefined) {
        // A request from the server (elicitation): refuse it so the call goes on.
        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "not supported by the fuzzer" } }) + "\n");
        continue;
      }
      if (message.id !== undefined && pending.delete(key(message.id))) report.answered++;
      wake?.();
    }
  });
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      if (child.stdin.write(text + "\n")) resolve();
      else child.stdin.once("drain", () => resolve());
    });
  const waitFor = async (predicate: () => boolean) => {
    while (!predicate() && !exited) {
      const oldest = Math.min(...[...pending.values()].map((p) => p.at));
      if (pending.size && Date.now() - oldest > timeoutMs) {
        for (const [id, p] of pending) if (Date.now() - p.at > timeoutMs) failures.push(`no answer to id ${id} within ${timeoutMs} ms: ${p.line.slice(0, 300)}`);
        for (const [id, p] of [...pending]) if (Date.now() - p.at > timeoutMs) pending.delete(id);
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 200);
      });
    }
  };

  try {
    await write(JSON.stringify({ jsonrpc: "2.0", id: "init", method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "fuzz", version: "1" } } }));
    pending.set(key("init"), { at: Date.now(), line: "initialize" });
    report.expected++;
    await waitFor(() => pending.size === 0);
    await write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
    for (let i = 0; i < options.count && !exited; i++) {
      if (i === Math.floor(options.count / 10)) report.rssStartMb = rssMb(child.pid!);
      const line = makeLine(rng, i, server, bases);
      if (line.expectId !== undefined) {
        await waitFor(() => pending.size < window);
        pending.set(key(line.expectId), { at: Date.now(), line: line.text });
        report.expected++;
      }
      await write(line.text);
      report.sent++;
    }
    await waitFor(() => pending.size === 0);
    // A last ping proves the server still serves after everything.
    await write(JSON.stringify({ jsonrpc: "2.0", id: "last", method: "ping" }));
    pending.set(key("last"), { at: Date.now(), line: "ping" });
    report.expected++;
    await waitFor(() => pending.size === 0);
    report.rssEndMb = rssMb(child.pid!);
    if (exited) failures.push(`the server exited during the run (code ${await exit})`);
    const growth = report.rssEndMb - report.rssStartMb;
    if (report.rssStartMb && growth > (options.maxRssGrowthMb ?? 200)) failures.push(`RSS grew by ${growth} MB (${report.rssStartMb} → ${report.rssEndMb} MB), more than ${options.maxRssGrowthMb ?? 200} MB`);
    child.stdin.end();
    const code = await Promise.race([exit, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 10_000))]);
    if (code === "timeout") failures.push("the server did not exit within 10 s after stdin closed");
    else report.exitCode = code;
  } finally {
    if (!exited) child.kill("SIGKILL");
    rmSync(scratch, { recursive: true, force: true });
  }
  return report;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: "string" }, seed: { type: "string" }, server: { type: "string", multiple: true } }, strict: true });
  const count = Number(values.count ?? 1000);
  const seed = Number(values.seed ?? 1);
  const servers = (values.server?.length ? values.server : Object.keys(SERVERS)) as ServerName[];
  let failed = false;
  for (const server of servers) {
    if (!(server in SERVERS)) throw new Error(`unknown server ${server}; use ${Object.keys(SERVERS).join(", ")}`);
    const started = Date.now();
    const report = await fuzzServer(server, { count, seed });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${server}: ${report.sent} lines, ${report.answered}/${report.expected} requests answered, RSS ${report.rssStartMb} → ${report.rssEndMb} MB, exit ${report.exitCode}, ${seconds} s — ${report.failures.length ? "FAILED" : "ok"}`);
    for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure}`);
    failed ||= report.failures.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
