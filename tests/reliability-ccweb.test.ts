// ccweb-mcp and the host-side session store under hostile or careless conditions (README,
// "Reliability and security"): no demo data without --demo, no file outside the sessions directory
// (symlink swaps, hard links, another device), no hang on a FIFO, bounded reads, and appends that
// never lose a write. The store is imported as a host imports it: the package's own "./ccweb" export
// (dist/runtime/ccweb, compiled from the current sources by tests/global-setup.ts).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { McpAskValidationError } from "nuwax-ask-question-mcp/ask-user-payload";
import { AskAnswerConflictError, appendAskAnswer, appendUserMessage } from "nuwax-ask-question-mcp/ccweb";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { validateListUserInputsOutput } from "../runtime/contract/validators.js";

/**
 * The unshare(1) options that give a process a private mount namespace in which it may bind-mount
 * (as root, or through a user namespace), or undefined where neither works (the test is skipped).
 */
function mountNamespace(): string[] | undefined {
  if (process.platform !== "linux" || !existsSync("/dev/shm")) return undefined;
  for (const options of [["--mount", "--propagation", "private"], ["--user", "--map-root-user", "--mount", "--propagation", "private"]]) {
    const probe = spawnSync("unshare", [...options, "sh", "-c", "mount --bind /dev/shm /dev/shm"], { stdio: "ignore" });
    if (probe.status === 0) return options;
  }
  return undefined;
}

/** A writer in its own process (tests/fixtures/append-many.mjs): resolves with its exit code and the labels it confirmed. */
function writer(dir: string, label: string, count: number, startAt?: number): Promise<{ code: number | null; confirmed: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, "tests/fixtures/append-many.mjs"), dir, "c", label, String(count), ...(startAt ? [String(startAt)] : [])], { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => resolve({ code, confirmed: out.split("\n").filter(Boolean) }));
  });
}

const bin = builtServer("ccweb-mcp");
type Result = { isError?: boolean; content: Array<{ text: string }>; structuredContent: any };
const list = async (client: Awaited<ReturnType<typeof connectClient>>["client"], args: Record<string, unknown>) => {
  const result = (await client.callTool({ name: "ccweb_list_user_inputs", arguments: args })) as Result;
  expect(validateListUserInputsOutput(result.structuredContent)).toBe(true);
  return result;
};

function sessionsWith(files: Record<string, unknown>): string {
  const dir = join(tempDir("rel-ccweb"), "sessions");
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(content));
  return dir;
}

describe("ccweb-mcp without a sessions directory", () => {
  it("answers every call with not_configured instead of serving the example sessions", async () => {
    const session = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: "", CCWEB_CONVERSATION_ID: "zh-release-demo" } });
    try {
      for (const args of [{}, { conversationId: "en-imported" }]) {
        const result = await list(session.client, args);
        expect(result.isError).toBe(true);
        expect(result.structuredContent.error.code).toBe("not_configured");
        expect(result.content[0]!.text).toMatch(/^not_configured: this ccweb-mcp server was started without a sessions directory.*CC_WEB_SESSIONS_DIR.*--sessions-dir DIR.*--demo/);
      }
      expect(session.stderr.join("")).toContain("every call answers not_configured");
    } finally {
      await session.close();
    }
  });

  it("serves the example sessions only with --demo, and says so", async () => {
    const session = await connectClient({ ...bin, args: [...bin.args, "--demo", "--conversation", "zh-release-demo"], env: { CC_WEB_SESSIONS_DIR: "" } });
    try {
      const out = (await list(session.client, {})).structuredContent;
      expect([out.ok, out.returnedCount, out.items.at(-1).messageId]).toEqual([true, 4, "m-010"]);
      expect(session.stderr.join("")).toContain(`demo mode: serving the made-up example sessions in ${join(repoRoot, "examples/sessions")}`);
    } finally {
      await session.close();
    }
  });
});

describe("ccweb-mcp reads nothing outside the sessions directory, and never hangs", () => {
  it("refuses a hard link to a file outside the sessions directory", async () => {
    const dir = sessionsWith({ ok: { messages: [{ role: "user", content: "mine" }] } });
    const outside = join(dir, "..", "secret.json");
    writeFileSync(outside, JSON.stringify({ messages: [{ role: "user", content: "secret" }] }));
    linkSync(outside, join(dir, "hard.json"));
    const session = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: dir } });
    try {
      const result = await list(session.client, { conversationId: "hard" });
      expect(result.structuredContent.error.code).toBe("conversation_not_found");
      expect(result.structuredContent.error.message).toMatch(/hard\.json has 2 hard links; refusing to read it/);
      expect(JSON.stringify(result)).not.toContain("secret");
      expect((await list(session.client, { conversationId: "ok" })).structuredContent.items[0].content).toBe("mine");
    } finally {
      await session.close();
    }
  });

  it("never leaks the outside file while a symlink is swapped in and out (400 reads during the race)", { timeout: 180_000 }, async () => {
    const dir = sessionsWith({});
    const outside = join(dir, "..", "secret.json");
    writeFileSync(outside, JSON.stringify({ messages: [{ role: "user", content: "secret" }] }));
    const swapper = spawn(process.execPath, [join(repoRoot, "tests/fixtures/swap-link.mjs"), join(dir, "race.json"), outside], { stdio: "ignore" });
    const session = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: dir } });
    const seen = new Map<string, number>();
    try {
      await new Promise((r) => setTimeout(r, 200));
      // At least 400 reads, and on until both states of the race were read (a loaded machine can starve one).
      const bothSeen = () => (seen.get("inside") ?? 0) > 0 && seen.size > 1;
      for (let i = 0; i < 400 || (!bothSeen() && i < 5000); i++) {
        const result = await list(session.client, { conversationId: "race" });
        const what = result.structuredContent.ok ? result.structuredContent.items[0]?.content : result.structuredContent.error.message.replace(/^.*race\.json /, "");
        seen.set(what, (seen.get(what) ?? 0) + 1);
      }
    } finally {
      swapper.kill("SIGKILL");
      await session.close();
    }
    expect(seen.get("secret")).toBeUndefined();
    expect(seen.get("inside")).toBeGreaterThan(0);
  });

  it.skipIf(!mountNamespace())("refuses a session file on another device than the sessions directory (a tmpfs file bind-mounted over it)", async () => {
    const dir = sessionsWith({ ok: { messages: [{ role: "user", content: "mine" }] }, other: { messages: [{ role: "user", content: "placeholder" }] } });
    const elsewhere = mkdtempSync(join("/dev/shm", "ccweb-dev-"));
    try {
      const outside = join(elsewhere, "secret.json");
      writeFileSync(outside, JSON.stringify({ messages: [{ role: "user", content: "secret" }] }));
      expect(statSync(outside).dev).not.toBe(statSync(dir).dev);
      // The server runs in a mount namespace of its own, where other.json is the tmpfs file.
      const server = builtServer("ccweb-mcp");
      const script = `mount --bind "$1" "$2" && exec "$3" "$4"`;
      const session = await connectClient({ command: "unshare", args: [...mountNamespace()!, "sh", "-c", script, "sh", outside, join(dir, "other.json"), server.command, ...server.args], env: { CC_WEB_SESSIONS_DIR: dir } });
      try {
        const result = await list(session.client, { conversationId: "other" });
        expect(result.structuredContent.error.code).toBe("conversation_not_found");
        expect(result.structuredContent.error.message).toMatch(/other\.json is on another device than the sessions directory; refusing to read it/);
        expect(JSON.stringify(result)).not.toContain("secret");
        expect((await list(session.client, { conversationId: "ok" })).structuredContent.items[0].content).toBe("mine");
      } finally {
        await session.close();
      }
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("refuses a FIFO at once; five of them do not exhaust the thread pool", async () => {
    const dir = sessionsWith({ ok: { messages: [{ role: "user", content: "mine" }] } });
    for (let i = 0; i < 5; i++) execFileSync("mkfifo", [join(dir, `fifo${i}.json`)]);
    const session = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: dir } });
    try {
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => list(session.client, { conversationId: `fifo${i}` })));
      for (const [i, result] of results.entries()) {
        expect(result.structuredContent.error.code).toBe("conversation_not_found");
        expect(result.structuredContent.error.message).toContain(`fifo${i}.json is not a regular file (a FIFO, socket or device); refusing to read it`);
      }
      expect((await list(session.client, { conversationId: "ok" })).structuredContent.items[0].content).toBe("mine");
    } finally {
      await session.close();
    }
  });

  it("refuses a session file over --max-session-bytes with a clear error", async () => {
    const dir = sessionsWith({ small: { messages: [{ role: "user", content: "hi" }] }, big: { messages: [{ role: "user", content: "x".repeat(500) }] } });
    const session = await connectClient({ ...bin, args: [...bin.args, "--max-session-bytes", "200"], env: { CC_WEB_SESSIONS_DIR: dir } });
    try {
      const result = await list(session.client, { conversationId: "big" });
      expect(result.structuredContent.error.message).toMatch(/big\.json is 543 bytes, more than the limit of 200 bytes \(raise it with --max-session-bytes or CCWEB_MAX_SESSION_BYTES\)/);
      expect((await list(session.client, { conversationId: "small" })).structuredContent.items[0].content).toBe("hi");
    } finally {
      await session.close();
    }
  });
});

describe("host-side appends never lose a write", () => {
  const question = { requestId: "ask_1", revision: 1, title: "发布前确认", ui: { fields: [{ name: "env", title: "环境", widget: "radio" as const, options: [{ value: "prod", label: "生产" }, { value: "dev", label: "开发" }] }] } };

  it("keeps both of two appends started together (Promise.all)", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    await Promise.all([appendUserMessage(dir, "c", "one"), appendUserMessage(dir, "c", "two")]);
    const contents = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages.map((m: { content: string }) => m.content);
    expect(contents.sort()).toEqual(["one", "two"]);
  });

  it("keeps all 400 appends of two processes writing 200 each, and leaves no lock or temp file", { timeout: 180_000 }, async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const writers = await Promise.all(["a", "b"].map((label) => writer(dir, label, 200)));
    expect(writers.map((w) => w.code)).toEqual([0, 0]);
    const contents: string[] = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages.map((m: { content: string }) => m.content);
    expect(contents.length).toBe(400);
    for (const label of ["a", "b"]) expect(contents.filter((c) => c.startsWith(`${label}-`))).toEqual(Array.from({ length: 200 }, (_, i) => `${label}-${i}`));
    expect(readdirSync(dir)).toEqual(["c.json"]);
  });

  it("never loses a write while six processes race through the recovery of a stale lock, five times over", { timeout: 180_000 }, async () => {
    // A writer killed while it holds the lock: what it leaves at .c.json.lock is the stale lock of every round.
    const crashDir = sessionsWith({ c: { messages: Array.from({ length: 40_000 }, (_, i) => ({ id: `m${i}`, role: "user", content: "x".repeat(500) })) } });
    const crashLock = join(crashDir, ".c.json.lock");
    const crasher = spawn(process.execPath, [join(repoRoot, "tests/fixtures/append-many.mjs"), crashDir, "c", "crash", "1"], { cwd: repoRoot, stdio: "ignore" });
    const died = new Promise((resolve) => crasher.on("exit", resolve));
    await expect.poll(() => existsSync(crashLock), { timeout: 30_000, interval: 1 }).toBe(true);
    await new Promise((r) => setTimeout(r, 50)); // it holds the lock for a while: it reads and rewrites 20 MB
    crasher.kill("SIGKILL");
    await died;
    expect(existsSync(crashLock)).toBe(true);
    const dir = sessionsWith({ c: { messages: [] } });
    const confirmed: string[] = [];
    for (let round = 0; round < 5; round++) {
      cpSync(crashLock, join(dir, ".c.json.lock"), { recursive: true });
      // Six writers find the stale lock at the same millisecond: each of them may break it.
      const startAt = Date.now() + 1_000;
      const writers = await Promise.all(Array.from({ length: 6 }, (_, w) => writer(dir, `r${round}w${w}`, 15, startAt)));
      expect(writers.map((w) => w.code)).toEqual([0, 0, 0, 0, 0, 0]);
      confirmed.push(...writers.flatMap((w) => w.confirmed));
    }
    const contents: string[] = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages.map((m: { content: string }) => m.content);
    expect(confirmed).toHaveLength(5 * 6 * 15);
    expect(contents.filter((c) => !confirmed.includes(c))).toEqual([]);
    expect(confirmed.filter((c) => !contents.includes(c))).toEqual([]); // no lost write
    expect(contents).toHaveLength(5 * 6 * 15);
    expect(readdirSync(dir)).toEqual(["c.json"]);
  });

  it("recovers a stale lock left by a writer that died, and times out on a live one", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const lock = join(dir, ".c.json.lock");
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import("node:os")).hostname(), at: new Date().toISOString(), token: "dead" }));
    await appendUserMessage(dir, "c", "after a crash");
    expect(JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages.map((m: { content: string }) => m.content)).toEqual(["after a crash"]);
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: (await import("node:os")).hostname(), at: new Date().toISOString(), token: "alive" }));
    await expect(appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 300 })).rejects.toThrow(/stayed locked by another writer for 300 ms .*\.c\.json\.lock.*remove the lock file/);
  });

  it("records one answer per requestId + revision: the same answer again is a no-op, a different one an error", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const first = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "prod" } });
    const again = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "prod" } });
    expect(again).toEqual(first);
    const conflict = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "dev" } }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(AskAnswerConflictError);
    expect((conflict as Error).message).toBe(`an answer to requestId "ask_1" revision 1 is already recorded (message ${first.id}) and differs from this one; ask again with a new revision to change it`);
    await appendAskAnswer(dir, "c", { ...question, revision: 2 }, { action: "submit", formData: { env: "dev" } });
    const messages = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages;
    expect(messages.map((m: { mcpAsk: unknown }) => m.mcpAsk)).toEqual([{ requestId: "ask_1", revision: 1 }, { requestId: "ask_1", revision: 2 }]);
  });

  it("checks the answer against the form before it locks or writes anything", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const before = readFileSync(join(dir, "c.json"), "utf8");
    const form = { ...question, ui: { title: "Q", fields: [{ name: "env", title: "环境", widget: "radio" as const, required: true, options: [{ value: "prod", label: "生产" }] }] } };
    const refused = await appendAskAnswer(dir, "c", form, { action: "submit", formData: { env: "生产" } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(McpAskValidationError);
    expect((refused as McpAskValidationError).problems.map((p) => `${p.path}: ${p.message} — ${p.fix}`)).toEqual([
      'formData.env: "生产" is not one of the options — send the option\'s value "prod", not its label',
    ]);
    expect(readFileSync(join(dir, "c.json"), "utf8")).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(["c.json"]);
    // A cancel carries no answers to check.
    await appendAskAnswer(dir, "c", form, { action: "cancel" });
    expect(JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages).toHaveLength(1);
  });

  it("records the same answer once when both copies race", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const answer = { action: "submit" as const, formData: { env: "prod" } };
    const [a, b] = await Promise.all([appendAskAnswer(dir, "c", question, answer), appendAskAnswer(dir, "c", question, answer)]);
    expect(a).toEqual(b);
    expect(JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages).toHaveLength(1);
  });
});
