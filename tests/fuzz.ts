/**
 * The fuzz suite of the three stdio servers (docs/reliability-and-security.md). Each server is
 * started as it ships (the bundled bin, `node <binDir>/<name>.mjs`) and fed `count` seeded messages,
 * pipelined (at most 16 awaiting an answer): mutated valid tool calls (now and then with a key or a
 * value of several MiB), random tool calls (prototype names among the tool names), mutated JSON-RPC
 * envelopes (params, _meta, progressToken, id), other methods, notifications, raw garbage lines,
 * truncated JSON, valid calls whose result would be over the message limit and, every 2000 messages
 * (the 501st first), a line over x-nuwax.constants.maxMessageBytes.
 * It asserts: the process never exits, stdout carries JSON-RPC lines only and is read as the MCP SDK
 * client reads it (its 10 MiB read buffer: a longer message would close the client's link), every
 * request with an id is answered within `timeoutMs` milliseconds, and RSS grows by less than
 * `maxRssGrowthMb` MB (measured once the server has idled, up to 20 s: V8 gives memory back late).
 *
 *   npm run fuzz -- --help
 *
 * tests/fuzz.test.ts runs a short seeded run of it inside `npm test`.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from "@modelcontextprotocol/sdk/shared/stdio.js";
import { CONSTANTS } from "../generated/types.js";

const root = join(import.meta.dirname, "..");

/** Where `npm run build` bundles the bins (package.json "bin"): what ships. */
export const DIST_BIN_DIR = join(root, "dist/bin");

export const SERVERS = {
  "nuwax-ask-question-mcp": { tools: ["nuwax_ask_question"] },
  "ccweb-mcp": { tools: ["ccweb_list_user_inputs"] },
  "ask-user-rich": { tools: ["ask_user_rich", "append_questions", "await_user_answers"] },
} as const;
export type ServerName = keyof typeof SERVERS;

/** The bundled bin of `server` in `binDir`. */
export const binPath = (server: ServerName, binDir = DIST_BIN_DIR) => join(binDir, `${server}.mjs`);

/**
 * Bundles the bins from the current sources into `binDir` with runtime/build-bins.mjs (as `npm run
 * build` does for dist/bin). Throws Error with the bundler's output when it fails.
 */
export function buildBins(binDir = DIST_BIN_DIR): void {
  const out = resolve(binDir);
  const args = [join(root, "runtime/build-bins.mjs"), ...(out === DIST_BIN_DIR ? [] : ["--out", out])];
  const build = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bundling the bins failed:\n${build.stderr}${build.stdout}`);
}

/** How far a run is, for progress lines. */
export interface FuzzProgress {
  server: ServerName;
  sent: number;
  count: number;
  expected: number;
  answered: number;
  rssMb: number;
  seconds: number;
}

export interface FuzzOptions {
  count: number;
  seed: number;
  /** The folder of the bundled bins (default dist/bin, what `npm run build` makes; the tests pass .tmp/bin). */
  binDir?: string;
  /** Longest wait for an answer to one request, in milliseconds (default 15000). */
  timeoutMs?: number;
  /** Largest RSS growth from the first 10 % of the run to its end, in MB (default 200). */
  maxRssGrowthMb?: number;
  /** Requests awaiting an answer at once (default 16). */
  window?: number;
  /** Called about every `progressMs` milliseconds (default 5000) while the run goes on. */
  onProgress?: (progress: FuzzProgress) => void;
  progressMs?: number;
}

export interface FuzzReport {
  server: ServerName;
  sent: number;
  /** Bytes of every line sent. */
  bytesSent: number;
  /** Lines sent with a key or a value of a MiB or more (huge mutations, oversized lines, results over the limit). */
  hugeLines: number;
  /** Requests that expected an answer, and how many got one. */
  expected: number;
  answered: number;
  /** The longest line the server wrote, in bytes (the SDK client's read buffer holds at most STDIO_DEFAULT_MAX_BUFFER_SIZE). */
  largestStdoutLine: number;
  /** Answers the server's transport replaced because they were over the limit ("… so it was not sent"). */
  replacedAnswers: number;
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

const DANGEROUS_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "", " ", "#other", "a".repeat(300)];

const MiB = 2 ** 20;
/** Characters with the bytes each takes in a JSON line (UTF-8, escaped). */
const WIDE_CHARS: ReadonlyArray<[string, number]> = [
  ["k", 1],
  ["é", 2],
  ["名", 3],
  ["😀", 4],
  ["\\", 2],
  ['"', 2],
  ["\n", 2],
];
/** `bytes` bytes (as JSON) of one character repeated. */
const repeatedText = (rng: Rng, bytes: number) => {
  const [char, size] = rng.pick(WIDE_CHARS);
  return char.repeat(Math.floor(bytes / size));
};
/** A key of 1–3 MiB (the unknown-property report once echoed such a key six times per answer). */
const hugeKey = (rng: Rng) => repeatedText(rng, (1 + rng.int(3)) * MiB);
/** A string value of 1–8 MiB (quoted values are cut in messages; a valid one may make a result over the limit). */
const hugeValue = (rng: Rng) => repeatedText(rng, (1 + rng.int(8)) * MiB * 0.95);
const STRINGS = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "👍🏽",
  "é",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%s%n",
  "null",
  "0",
  "-1",
  "1e309",
  "\n",
  "\r\n",
  "\\",
  '"',
  "a".repeat(5000),
];

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
      for (let i = rng.int(4); i > 0; i--)
        setOwn(
          object,
          rng.chance(0.3) ? rng.pick(DANGEROUS_KEYS) : rng.pick(["id", "name", "title", "questions", "options", "value", "x", "ui", "fields"]),
          randomJson(rng, depth + 1),
        );
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

/**
 * `value` with 1–3 random edits: a property removed, replaced, added (dangerous keys too), an item
 * repeated, a type changed; with `huge`, one of them adds a key of MiBs or sets a value of MiBs.
 */
function mutate(rng: Rng, value: unknown, huge = false): unknown {
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
    else if (action === 2 && typeof parent === "object" && !Array.isArray(parent))
      setOwn(parent as Record<string, unknown>, rng.pick(DANGEROUS_KEYS), randomJson(rng));
    else if (action === 3 && Array.isArray(parent)) parent.push(JSON.parse(JSON.stringify(parent[Number(key)] ?? null)));
    else if (action === 4)
      parent[key] = typeof parent[key] === "string" ? (parent[key] as string).repeat(1 + rng.int(40)) : (JSON.stringify(parent[key]) ?? "");
    else parent[key] = [parent[key]];
  }
  if (huge) {
    const objects = paths(copy).filter((p) => {
      const node = p.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], copy);
      return typeof node === "object" && node !== null;
    });
    const at = rng.pick(objects.length ? objects : [[]]);
    const node = at.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], copy) as Record<string, unknown>;
    const keys = Object.keys(node);
    if (rng.chance(0.5) || keys.length === 0) setOwn(node, hugeKey(rng), randomJson(rng));
    else node[rng.pick(keys)] = hugeValue(rng);
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
    ccweb_list_user_inputs: [
      {},
      { conversationId: "en-imported", limit: 5, maxChars: 100 },
      { conversationId: "long-history", limit: 50 },
      { conversationId: "zh-release-demo" },
    ],
    ask_user_rich: ["link", "browser", "elicitation"].map((delivery) => ({ ...interview, delivery })),
    append_questions: [{ sessionId: "iv-00000000", questions: [{ id: "more", header: "More?", options: [{ id: "a", label: "A" }] }], note: "n" }],
    await_user_answers: [{ sessionId: "iv-00000000" }, { sessionId: "nope" }],
  };
}

const PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
];

/** One fuzzed line and whether (and with which id) an answer must come back. */
interface Line {
  text: string;
  expectId?: string | number;
  /** A key or value of MiBs, or a line over the limit. */
  huge?: boolean;
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
    return {
      text: `{"method":"tools/call","params":{"name":"${tools[0]}","arguments":{"a":"${big}"}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`,
      expectId: id,
      huge: true,
    };
  }
  if (kind < 40) {
    const tool = rng.pick(tools);
    const huge = rng.chance(0.02);
    const args = mutate(rng, rng.pick(bases[tool]!), huge);
    return { text: JSON.stringify(request("tools/call", { name: tool, arguments: args })), expectId: id, huge };
  }
  if (kind < 41 && server === "nuwax-ask-question-mcp" && rng.chance(0.3)) {
    // Valid arguments whose pending result (the input twice, once as JSON text) is over the message limit.
    const form = { ...(rng.pick(bases.nuwax_ask_question!) as Record<string, unknown>), business: { blob: '"'.repeat(3 * MiB + rng.int(MiB)) } };
    return { text: JSON.stringify(request("tools/call", { name: tools[0], arguments: form })), expectId: id, huge: true };
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
    const method = rng.pick([
      "ping",
      "tools/list",
      "resources/list",
      "logging/setLevel",
      "completion/complete",
      "nope",
      "",
      "notifications/initialized",
      "__proto__",
      "constructor",
    ]);
    return { text: JSON.stringify(request(method, rng.chance(0.5) ? {} : undefined)), expectId: id };
  }
  if (kind < 86) {
    // Envelope variants: the id, jsonrpc and method fields themselves.
    const variant = rng.int(6);
    if (variant === 0) return { text: JSON.stringify({ jsonrpc: "2.0", id: rng.pick([null, {}, [], true, 1.5e400]), method: "ping" }) };
    if (variant === 1) return { text: JSON.stringify({ jsonrpc: rng.pick(["1.0", 2, null]), id, method: "ping" }), expectId: id };
    if (variant === 2)
      return {
        text: JSON.stringify({ jsonrpc: "2.0", id, method: randomJson(rng) }),
        expectId: typeof id === "number" || typeof id === "string" ? id : undefined,
      };
    if (variant === 3) return { text: JSON.stringify({ jsonrpc: "2.0", id }), expectId: id };
    if (variant === 4) return { text: JSON.stringify({ jsonrpc: "2.0", id, result: randomJson(rng) }) };
    return { text: JSON.stringify([request("ping"), request("tools/list")]) };
  }
  if (kind < 92) {
    // Notifications: never answered, never fatal.
    return {
      text: JSON.stringify({
        jsonrpc: "2.0",
        method: rng.pick(["notifications/cancelled", "notifications/progress", "notifications/initialized", "notifications/roots/list_changed", "x"]),
        params: randomJson(rng),
      }),
    };
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

/**
 * Reads a server's stdout as the MCP SDK client does (@modelcontextprotocol/sdk shared/stdio.js
 * ReadBuffer): bytes are buffered until a newline, and a buffer that would pass
 * STDIO_DEFAULT_MAX_BUFFER_SIZE (10 MiB) is where the real client closes the link. Such a message is
 * reported through `onOverflow` and skipped up to its newline, so the run goes on.
 */
export class ClientReadBuffer {
  private buffer: Buffer = Buffer.alloc(0);
  private skipping = false;
  /** The longest line seen, in bytes. */
  largest = 0;

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly onOverflow: (bytes: number) => void,
    private readonly limit = STDIO_DEFAULT_MAX_BUFFER_SIZE,
  ) {}

  push(chunk: Buffer): void {
    if (this.skipping) {
      const end = chunk.indexOf(10);
      if (end === -1) return;
      this.skipping = false;
      chunk = chunk.subarray(end + 1);
    }
    if (this.buffer.length + chunk.length > this.limit) {
      this.onOverflow(this.buffer.length + chunk.length);
      this.buffer = Buffer.alloc(0);
      const end = chunk.indexOf(10);
      if (end === -1) {
        this.skipping = true;
        return;
      }
      chunk = chunk.subarray(end + 1);
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (let end = this.buffer.indexOf(10); end !== -1; end = this.buffer.indexOf(10)) {
      this.largest = Math.max(this.largest, end);
      const line = this.buffer.toString("utf8", 0, end).replace(/\r$/, "");
      this.buffer = this.buffer.subarray(end + 1);
      this.onLine(line);
    }
  }
}

/** Runs one server through `options.count` fuzzed lines; never throws for a server failure (see `failures`). */
export async function fuzzServer(server: ServerName, options: FuzzOptions): Promise<FuzzReport> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const window = options.window ?? 16;
  const rng = prng(options.seed);
  const bases = baseArguments();
  const bin = binPath(server, options.binDir);
  if (!existsSync(bin)) throw new Error(`${bin} does not exist: run "npm run build" (or npm run fuzz -- --build)`);
  const scratch = mkdtempSync(join(tmpdir(), `nuwax-fuzz-${server}-`));
  const started = Date.now();
  const child = spawn(process.execPath, [bin], {
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
  const report: FuzzReport = {
    server,
    sent: 0,
    bytesSent: 0,
    hugeLines: 0,
    expected: 0,
    answered: 0,
    largestStdoutLine: 0,
    replacedAnswers: 0,
    rssStartMb: 0,
    rssEndMb: 0,
    exitCode: null,
    failures,
  };
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  child.stderr.on("data", () => {});
  child.stdin.on("error", () => {}); // a server that died is reported below, not as an EPIPE here
  const pending = new Map<string, { at: number; line: string }>();
  const key = (id: unknown) => JSON.stringify(id);
  let wake: (() => void) | undefined;
  let stray = 0;
  const stdout = new ClientReadBuffer(
    (line) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(line) as Record<string, unknown>;
        if (message.jsonrpc !== "2.0") throw new Error("not JSON-RPC 2.0");
      } catch {
        if (stray++ < 5) failures.push(`stray stdout line: ${line.slice(0, 200)}`);
        return;
      }
      if (typeof message.method === "string" && message.id !== undefined) {
        // A request from the server (elicitation): refuse it so the call goes on.
        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "not supported by the fuzzer" } }) + "\n");
        return;
      }
      if (message.id !== undefined && pending.delete(key(message.id))) report.answered++;
      if (line.length < 4096 && line.includes("so it was not sent")) report.replacedAnswers++;
      wake?.();
    },
    (bytes) =>
      failures.push(
        `stdout passed ${bytes} bytes before a newline, over the SDK client's ${STDIO_DEFAULT_MAX_BUFFER_SIZE}-byte read buffer: the real client would have closed the link`,
      ),
  );
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      report.bytesSent += Buffer.byteLength(text) + 1;
      if (child.stdin.write(text + "\n")) resolve();
      else child.stdin.once("drain", () => resolve());
    });
  const progressMs = options.progressMs ?? 5_000;
  let lastProgress = Date.now();
  const progress = () => {
    if (!options.onProgress || Date.now() - lastProgress < progressMs) return;
    lastProgress = Date.now();
    options.onProgress({
      server,
      sent: report.sent,
      count: options.count,
      expected: report.expected,
      answered: report.answered,
      rssMb: rssMb(child.pid!),
      seconds: (Date.now() - started) / 1000,
    });
  };
  const waitFor = async (predicate: () => boolean) => {
    while (!predicate() && !exited) {
      progress();
      const oldest = Math.min(...[...pending.values()].map((p) => p.at));
      if (pending.size && Date.now() - oldest > timeoutMs) {
        for (const [id, p] of pending)
          if (Date.now() - p.at > timeoutMs) failures.push(`no answer to id ${id} within ${timeoutMs} ms: ${p.line.slice(0, 300)}`);
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
    await write(
      JSON.stringify({
        jsonrpc: "2.0",
        id: "init",
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "fuzz", version: "1" } },
      }),
    );
    pending.set(key("init"), { at: Date.now(), line: "initialize" });
    report.expected++;
    await waitFor(() => pending.size === 0);
    await write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
    for (let i = 0; i < options.count && !exited; i++) {
      if (i === Math.floor(options.count / 10)) report.rssStartMb = rssMb(child.pid!);
      const line = makeLine(rng, i, server, bases);
      if (line.expectId !== undefined) {
        await waitFor(() => pending.size < window);
        pending.set(key(line.expectId), { at: Date.now(), line: line.text.slice(0, 300) });
        report.expected++;
      }
      if (line.huge) report.hugeLines++;
      await write(line.text);
      report.sent++;
      progress();
    }
    await waitFor(() => pending.size === 0);
    // A last ping proves the server still serves after everything.
    await write(JSON.stringify({ jsonrpc: "2.0", id: "last", method: "ping" }));
    pending.set(key("last"), { at: Date.now(), line: "ping" });
    report.expected++;
    await waitFor(() => pending.size === 0);
    report.largestStdoutLine = stdout.largest;
    // V8 keeps a heap that grew under MiB-sized lines until its memory reducer runs, seconds after the
    // load stops: growth counts as a leak only when the idle server does not give it back within 20 s.
    const maxGrowth = options.maxRssGrowthMb ?? 200;
    report.rssEndMb = rssMb(child.pid!);
    for (const idleUntil = Date.now() + 20_000; report.rssStartMb && report.rssEndMb - report.rssStartMb > maxGrowth && Date.now() < idleUntil && !exited;) {
      await new Promise((r) => setTimeout(r, 500));
      report.rssEndMb = Math.min(report.rssEndMb, rssMb(child.pid!) || report.rssEndMb);
    }
    if (exited) failures.push(`the server exited during the run (code ${await exit})`);
    const growth = report.rssEndMb - report.rssStartMb;
    if (report.rssStartMb && growth > maxGrowth)
      failures.push(`RSS grew by ${growth} MB (${report.rssStartMb} → ${report.rssEndMb} MB) and stayed there after 20 s idle, more than ${maxGrowth} MB`);
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

const USAGE = `Usage: npm run fuzz -- [options]

Drives each stdio server, as it ships (the bundled bin), with seeded fuzzed JSON-RPC lines and checks
that it never exits, writes JSON-RPC only, never writes a message the MCP SDK client cannot read
(10 MiB), answers every request with an id in time and keeps its memory bounded (tests/fuzz.ts).
With --delivery it fuzzes the browser delivery's page instead (tests/fuzz-delivery.ts): hostile forms
asked through nuwax-ask-question-mcp in delivery browser and answered in Chromium (/usr/bin/chromium);
no canary may run, the CSP must hold, the exact text must show and every answer must come back.

Options:
  --count N        lines per server (default 1000); with --delivery, forms (default 50)
  --seed N         seed of the run; the same seed gives the same lines (default 1)
  --server NAME    fuzz only this server; repeat for several (default: all three:
                   ${Object.keys(SERVERS).join(", ")})
  --bin-dir DIR    where the bundled bins are (default dist/bin, what npm run build makes);
                   missing bins are bundled there from the current sources first
  --build          bundle the bins from the current sources first (runtime/build-bins.mjs)
  --timeout MS     longest wait for one answer, in milliseconds (default 15000; with
                   --delivery, for one page or result, default 30000)
  --delivery       fuzz the browser delivery page with hostile forms (not with --server)
  -h, --help       show this text

Exit status: 0 when every server (or every form) passed, 1 when one failed, 2 for bad options.

Examples:
  npm run fuzz -- --count 10000
  npm run fuzz -- --server ccweb-mcp --seed 42 --count 2000
  npm run fuzz -- --build --bin-dir .tmp/fuzz-bin
  npm run fuzz -- --delivery --count 200 --seed 7`;

/** Thrown for a bad command line: the message and the usage are printed, exit status 2. */
class UsageError extends Error {}

/** A whole number ≥ `min` from an option's text; UsageError otherwise. */
function wholeNumber(option: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text)) || Number(text) < min) {
    throw new UsageError(`${option} must be a whole number of at least ${min}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** A run the command line asks for (parseFuzzArgs). */
export interface FuzzRun {
  help: false;
  count: number;
  seed: number;
  servers: ServerName[];
  binDir: string;
  build: boolean;
  timeoutMs: number;
  delivery: boolean;
}

/** The run the command line asks for. Throws UsageError. */
export function parseFuzzArgs(args: string[]): { help: true } | FuzzRun {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        count: { type: "string" },
        seed: { type: "string" },
        server: { type: "string", multiple: true },
        "bin-dir": { type: "string" },
        build: { type: "boolean" },
        timeout: { type: "string" },
        delivery: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify .*$/s, ""));
  }
  if (values.help) return { help: true };
  const delivery = values.delivery === true;
  if (delivery && values.server?.length) throw new UsageError("--delivery fuzzes nuwax-ask-question-mcp's browser page; leave out --server");
  const servers = (values.server?.length ? values.server : Object.keys(SERVERS)) as ServerName[];
  for (const server of servers)
    if (!Object.hasOwn(SERVERS, server)) throw new UsageError(`unknown server ${JSON.stringify(server)}; use ${Object.keys(SERVERS).join(", ")}`);
  return {
    help: false,
    count: wholeNumber("--count", values.count, delivery ? 50 : 1000, 1),
    seed: wholeNumber("--seed", values.seed, 1, 0),
    servers: delivery ? ["nuwax-ask-question-mcp"] : servers,
    binDir: resolve(values["bin-dir"] ?? DIST_BIN_DIR),
    build: values.build === true,
    timeoutMs: wholeNumber("--timeout", values.timeout, delivery ? 30_000 : 15_000, 1),
    delivery,
  };
}

/**
 * What `npm run fuzz -- <args>` does before it starts anything: the run, or the text it prints and
 * the status it exits with (--help: the usage on stdout, 0; a bad option: its message and the usage
 * on stderr, 2).
 */
export function readFuzzCommandLine(args: string[]): { run: FuzzRun } | { exit: 0 | 2; stdout: string; stderr: string } {
  try {
    const run = parseFuzzArgs(args);
    return run.help ? { exit: 0, stdout: `${USAGE}\n`, stderr: "" } : { run };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { exit: 2, stdout: "", stderr: `fuzz: ${error.message}\n\n${USAGE}\n` };
  }
}

async function main(): Promise<void> {
  const line = readFuzzCommandLine(process.argv.slice(2));
  if (!("run" in line)) {
    process.stdout.write(line.stdout);
    process.stderr.write(line.stderr);
    if (line.exit === 0) return;
    process.exit(line.exit);
  }
  const { run } = line;
  const missing = run.servers.filter((server) => !existsSync(binPath(server, run.binDir)));
  if (run.build || missing.length) {
    console.error(`fuzz: bundling the bins from the current sources into ${run.binDir}${run.build ? "" : ` (missing: ${missing.join(", ")})`}`);
    buildBins(run.binDir);
  }
  if (run.delivery) process.exit(await fuzzDeliveryCli(run));
  console.error(`fuzz: ${run.count} lines per server, seed ${run.seed}, bins from ${run.binDir}`);
  let failed = false;
  for (const server of run.servers) {
    const started = Date.now();
    const report = await fuzzServer(server, {
      count: run.count,
      seed: run.seed,
      binDir: run.binDir,
      timeoutMs: run.timeoutMs,
      onProgress: (p) =>
        console.error(`  ${p.server}: ${p.sent}/${p.count} lines, ${p.answered}/${p.expected} answered, RSS ${p.rssMb} MB, ${p.seconds.toFixed(0)} s`),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const mb = (report.bytesSent / 2 ** 20).toFixed(0);
    console.log(
      `${server}: ${report.sent} lines (${mb} MiB, ${report.hugeLines} with a key or value of MiBs or over the limit), ${report.answered}/${report.expected} requests answered, ` +
        `largest answer ${report.largestStdoutLine} bytes (${report.replacedAnswers} over the limit replaced), RSS ${report.rssStartMb} → ${report.rssEndMb} MB, exit ${report.exitCode}, ${seconds} s — ${report.failures.length ? "FAILED" : "ok"}`,
    );
    for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure}`);
    failed ||= report.failures.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

/** `npm run fuzz -- --delivery`: the browser delivery's fuzz (tests/fuzz-delivery.ts); resolves with the exit status. */
async function fuzzDeliveryCli(run: { count: number; seed: number; binDir: string; timeoutMs: number }): Promise<number> {
  const { fuzzDelivery } = await import("./fuzz-delivery.js");
  console.error(
    `fuzz: ${run.count} hostile forms through nuwax-ask-question-mcp in delivery browser, seed ${run.seed}, bins from ${run.binDir}, Chromium at /usr/bin/chromium`,
  );
  const started = Date.now();
  let last = 0;
  const report = await fuzzDelivery({
    count: run.count,
    seed: run.seed,
    binDir: run.binDir,
    timeoutMs: run.timeoutMs,
    onProgress: (p) => {
      if (Date.now() - last < 5_000) return;
      last = Date.now();
      console.error(`  delivery: ${p.forms}/${p.count} forms, ${p.seconds.toFixed(0)} s`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `delivery: ${report.forms} forms (${report.fields} fields, ${(report.hostileChars / 1024).toFixed(0)} KiB of agent text), ${report.answered}/${report.forms} answered as given, ${seconds} s — ${report.failures.length ? "FAILED" : "ok"}`,
  );
  for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure}`);
  return report.failures.length ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) await main();

/**
 * Seeded hostile contracts for the contract CLI's fuzz (docs/reliability-and-security.md): the
 * repository's contract with one mutation each — a node replaced by null, a number, an array, a
 * `$ref` loop, a dangling or remote `$ref`, a `__proto__` key (own, as JSON.parse makes it), a
 * 10,000-deep nesting, a non-object root. `random` is a seeded generator returning [0, 1).
 */
export function hostileContract(base: unknown, random: () => number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, any>;
  const nodes: Array<[Record<string, any>, string]> = [];
  const walk = (node: unknown, depth: number) => {
    if (typeof node !== "object" || node === null || depth > 12) return;
    for (const key of Object.keys(node)) {
      nodes.push([node as Record<string, any>, key]);
      walk((node as Record<string, any>)[key], depth + 1);
    }
  };
  walk(copy, 0);
  const [parent, key] = pick(nodes);
  let deep: unknown = "x";
  for (let i = 0; i < 10_000; i++) deep = [deep];
  const defs = Object.keys(copy.$defs);
  const mutations: Array<() => unknown> = [
    () => ((parent[key] = null), copy),
    () => ((parent[key] = 42), copy),
    () => ((parent[key] = []), copy),
    () => ((parent[key] = { $ref: `#/$defs/${pick(defs)}` }), copy),
    () => ((parent[key] = { $ref: "#/$defs/Nowhere" }), copy),
    () => ((parent[key] = { $ref: "https://example.com/x.json" }), copy),
    () => ((copy.$defs[pick(defs)] = { $ref: `#/$defs/${pick(defs)}` }), copy),
    () => JSON.parse(JSON.stringify(copy).replace(/"properties":\{/, '"properties":{"__proto__":{"type":"string"},')),
    () => JSON.parse(JSON.stringify(copy).replace(/"messageKeys":\{/, '"messageKeys":{"__proto__":{"placeholders":[],"description":"x"},')),
    () => ((parent[key] = deep), copy),
    () => pick([null, 0, "contract", [], true]),
  ];
  return pick(mutations)();
}
