// ccweb-mcp and the host-side session store under hostile or careless conditions (docs/reliability-and-security.md):
// no demo data without --demo, no file outside the sessions directory
// (symlink swaps, hard links, another device), no hang on a FIFO, bounded reads, and appends that
// never lose a write. The store is imported as a host imports it: the package's own "./ccweb" export
// (dist/runtime/ccweb, compiled from the current sources by tests/global-setup.ts).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  promises as fsp,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { McpAskValidationError } from "nuwax-ask-question-mcp/ask-user-payload";
import { AskAnswerConflictError, appendAskAnswer, appendUserMessage, DEFAULT_LOCK_TIMEOUT_MS, readSession, STALE_LOCK_MS } from "nuwax-ask-question-mcp/ccweb";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { validateListUserInputsOutput } from "../runtime/contract/validators.js";

/**
 * The unshare(1) options that give a process a private mount namespace in which it may bind-mount
 * (as root, or through a user namespace), or undefined where neither works (the test is skipped).
 */
function mountNamespace(): string[] | undefined {
  if (process.platform !== "linux" || !existsSync("/dev/shm")) return undefined;
  for (const options of [
    ["--mount", "--propagation", "private"],
    ["--user", "--map-root-user", "--mount", "--propagation", "private"],
  ]) {
    const probe = spawnSync("unshare", [...options, "sh", "-c", "mount --bind /dev/shm /dev/shm"], { stdio: "ignore" });
    if (probe.status === 0) return options;
  }
  return undefined;
}

/** A writer in its own process (tests/fixtures/append-many.mjs): resolves with its exit code and the labels it confirmed. */
function writer(dir: string, label: string, count: number, startAt?: number): Promise<{ code: number | null; confirmed: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, "tests/fixtures/append-many.mjs"), dir, "c", label, String(count), ...(startAt ? [String(startAt)] : [])],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] },
    );
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
        expect(result.content[0]!.text).toMatch(
          /^not_configured: this ccweb-mcp server was started without a sessions directory.*CC_WEB_SESSIONS_DIR.*--sessions-dir DIR.*--demo/,
        );
      }
      await session.waitForStderr("every call answers not_configured");
    } finally {
      await session.close();
    }
  });

  it("serves the example sessions only with --demo, and says so", async () => {
    const session = await connectClient({ ...bin, args: [...bin.args, "--demo", "--conversation", "zh-release-demo"], env: { CC_WEB_SESSIONS_DIR: "" } });
    try {
      const out = (await list(session.client, {})).structuredContent;
      expect([out.ok, out.returnedCount, out.items.at(-1).messageId]).toEqual([true, 4, "m-010"]);
      await session.waitForStderr(`demo mode: serving the made-up example sessions in ${join(repoRoot, "examples/sessions")}`);
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
        const what = result.structuredContent.ok
          ? result.structuredContent.items[0]?.content
          : result.structuredContent.error.message.replace(/^.*race\.json /, "");
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
      const session = await connectClient({
        command: "unshare",
        args: [...mountNamespace()!, "sh", "-c", script, "sh", outside, join(dir, "other.json"), server.command, ...server.args],
        env: { CC_WEB_SESSIONS_DIR: dir },
      });
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
      expect(result.structuredContent.error.message).toMatch(
        /big\.json is 543 bytes, more than the limit of 200 bytes \(raise it with --max-session-bytes or CCWEB_MAX_SESSION_BYTES\)/,
      );
      expect((await list(session.client, { conversationId: "small" })).structuredContent.items[0].content).toBe("hi");
    } finally {
      await session.close();
    }
  });
});

describe("host-side appends never lose a write", () => {
  const question = {
    requestId: "ask_1",
    revision: 1,
    title: "发布前确认",
    ui: {
      fields: [
        {
          name: "env",
          title: "环境",
          widget: "radio" as const,
          options: [
            { value: "prod", label: "生产" },
            { value: "dev", label: "开发" },
          ],
        },
      ],
    },
  };

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
    const crasher = spawn(process.execPath, [join(repoRoot, "tests/fixtures/append-many.mjs"), crashDir, "c", "crash", "1"], {
      cwd: repoRoot,
      stdio: "ignore",
    });
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
    await expect(appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 300 })).rejects.toThrow(
      /stayed locked by another writer for 300 ms \(.*\.c\.json\.lock: pid \d+ on host ".*", last heartbeat \d+ ms ago; .*\); if no writer is running, remove the lock file/,
    );
  });

  it("records one answer per requestId + revision: the same answer again is a no-op, a different one an error", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const first = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "prod" } });
    const again = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "prod" } });
    expect(again).toEqual(first);
    const conflict = await appendAskAnswer(dir, "c", question, { action: "submit", formData: { env: "dev" } }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(AskAnswerConflictError);
    expect((conflict as Error).message).toBe(
      `an answer to requestId "ask_1" revision 1 is already recorded (message ${first.id}) and differs from this one; ask again with a new revision to change it`,
    );
    await appendAskAnswer(dir, "c", { ...question, revision: 2 }, { action: "submit", formData: { env: "dev" } });
    const messages = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages;
    expect(messages.map((m: { mcpAsk: unknown }) => m.mcpAsk)).toEqual([
      { requestId: "ask_1", revision: 1 },
      { requestId: "ask_1", revision: 2 },
    ]);
  });

  it("checks the answer against the form before it locks or writes anything", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const before = readFileSync(join(dir, "c.json"), "utf8");
    const form = {
      ...question,
      ui: { title: "Q", fields: [{ name: "env", title: "环境", widget: "radio" as const, required: true, options: [{ value: "prod", label: "生产" }] }] },
    };
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

describe("appends give up on a lock that can never be taken, at lockTimeoutMs (issue 23 item 4)", () => {
  afterEach(() => vi.restoreAllMocks());
  const contents = (dir: string) => JSON.parse(readFileSync(join(dir, "c.json"), "utf8")).messages.map((m: { content: string }) => m.content);
  /** Counts the lock attempts (renames onto the lock path) of `work`: a spinning writer makes thousands. */
  async function lockAttempts(work: () => Promise<unknown>): Promise<{ attempts: number; error: unknown }> {
    const rename = vi.spyOn(fsp, "rename");
    const error = await work().then(
      () => undefined,
      (e: unknown) => e,
    );
    const attempts = rename.mock.calls.filter(([, to]) => String(to).endsWith(".c.json.lock")).length;
    rename.mockRestore();
    return { attempts, error };
  }

  it("a stray file in the lock directory: a clear error after lockTimeoutMs, polling rather than spinning", { timeout: 10_000 }, async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    mkdirSync(join(dir, ".c.json.lock"));
    writeFileSync(join(dir, ".c.json.lock", "notes.txt"), "not a lock owner");
    const { attempts, error } = await lockAttempts(() => appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 300 }));
    expect((error as Error).message).toMatch(
      /^session file .*c\.json could not be locked within 300 ms: the lock directory .*\.c\.json\.lock holds "notes\.txt", which no writer puts there, so the lock can never be taken; remove the lock directory/,
    );
    expect(attempts).toBeGreaterThan(3);
    expect(attempts).toBeLessThan(300); // one try per pause of 1–30 ms, never a busy loop
    expect(readdirSync(join(dir, ".c.json.lock"))).toEqual(["notes.txt"]); // not ours: reported, not deleted
    expect(contents(dir)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual([".c.json.lock", "c.json"]); // our temp lock directory is gone
  });

  it("a stale owner file that cannot be removed: a clear error after lockTimeoutMs, polling rather than spinning", { timeout: 10_000 }, async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    const lock = join(dir, ".c.json.lock");
    mkdirSync(lock);
    const owner = join(lock, "owner-dead");
    writeFileSync(owner, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), at: new Date().toISOString(), token: "dead" }));
    // The tests run as root, for whom a read-only directory does not stop unlink(2): refuse it the way EPERM does.
    const unlink = fsp.unlink;
    vi.spyOn(fsp, "unlink").mockImplementation(async (path) => {
      if (String(path) === owner) throw Object.assign(new Error(`EPERM: operation not permitted, unlink '${owner}'`), { code: "EPERM" });
      return unlink(path);
    });
    const { attempts, error } = await lockAttempts(() => appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 300 }));
    expect((error as Error).message).toMatch(
      new RegExp(
        `^session file .*c\\.json could not be locked within 300 ms: the lock's owner .*owner-dead \\(pid ${2 ** 22 + 12345} on host ".*", last heartbeat \\d+ ms ago\\) is stale but cannot be removed \\(EPERM\\); no writer holds the lock: remove the lock directory .*\\.c\\.json\\.lock$`,
      ),
    );
    expect(attempts).toBeGreaterThan(3);
    expect(attempts).toBeLessThan(300);
    expect(contents(dir)).toEqual([]);
  });

  it("a dead writer's lock on another host turns stale before an append with the default timeout gives up", { timeout: 30_000 }, async () => {
    expect(STALE_LOCK_MS).toBeLessThan(DEFAULT_LOCK_TIMEOUT_MS);
    const dir = sessionsWith({ c: { messages: [] } });
    const lock = join(dir, ".c.json.lock");
    mkdirSync(lock);
    const owner = join(lock, "owner-gone");
    writeFileSync(owner, JSON.stringify({ pid: 4242, host: "build-agent-7", at: new Date().toISOString(), token: "gone" }));
    // Its last heartbeat was a second ago; then it died (its host cannot tell us).
    const lastBeat = new Date(Date.now() - 1_000);
    utimesSync(owner, lastBeat, lastBeat);
    const started = Date.now();
    await appendUserMessage(dir, "c", "after the other host died");
    const waited = Date.now() - started;
    expect(contents(dir)).toEqual(["after the other host died"]);
    expect(waited).toBeGreaterThanOrEqual(STALE_LOCK_MS - 1_000 - 50); // it was honoured while it could be alive
    expect(waited).toBeLessThan(DEFAULT_LOCK_TIMEOUT_MS);
    expect(readdirSync(dir)).toEqual(["c.json"]);
  });

  it("a live lock on another host: the error names it and when it would count as abandoned", { timeout: 10_000 }, async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    mkdirSync(join(dir, ".c.json.lock"));
    writeFileSync(join(dir, ".c.json.lock", "owner-busy"), JSON.stringify({ pid: 4242, host: "build-agent-7", at: new Date().toISOString(), token: "busy" }));
    await expect(appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 200 })).rejects.toThrow(
      `stayed locked by another writer for 200 ms (${join(dir, ".c.json.lock")}: pid 4242 on host "build-agent-7", last heartbeat `,
    );
    await expect(appendUserMessage(dir, "c", "blocked", { lockTimeoutMs: 200 })).rejects.toThrow(
      `or its owner file goes ${STALE_LOCK_MS} ms without a heartbeat); if no writer is running, remove the lock file`,
    );
  });

  it("a writer whose lock was broken as stale while it wrote writes nothing", async () => {
    const dir = sessionsWith({ c: { messages: [{ id: "m0", role: "user", content: "kept" }] } });
    const before = readFileSync(join(dir, "c.json"), "utf8");
    const open = fsp.open;
    // Another writer judges this one stale (it stalled) and breaks its lock just as it opens its temp file.
    vi.spyOn(fsp, "open").mockImplementation(async (path, ...rest) => {
      if (String(path).endsWith(".tmp")) {
        const lock = join(dir, ".c.json.lock");
        for (const name of readdirSync(lock)) rmSync(join(lock, name));
      }
      return open(path, ...(rest as [string]));
    });
    await expect(appendUserMessage(dir, "c", "late")).rejects.toThrow(
      /^session file .*c\.json was not changed: this writer's lock was broken as stale \(no heartbeat for \d+ ms\) while it wrote; append again$/,
    );
    expect(readFileSync(join(dir, "c.json"), "utf8")).toBe(before);
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("reads racing the package's own atomic append never say not found (issue 23 item 4)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** Lets `replaceAfterOpen` times an append land between a read's open(2) and its checks. */
  function appendLandsAfterOpen(dir: string, replacements: number): string[] {
    const landed: string[] = [];
    const open = fsp.open;
    vi.spyOn(fsp, "open").mockImplementation(async (path, ...rest) => {
      const handle = await open(path, ...(rest as [number]));
      if (String(path) === join(dir, "c.json") && landed.length < replacements) {
        const content = `appended ${landed.length + 1}`;
        landed.push(content);
        writeFileSync(join(dir, ".c.tmp"), JSON.stringify({ messages: landed.map((c) => ({ role: "user", content: c })) }));
        renameSync(join(dir, ".c.tmp"), join(dir, "c.json"));
      }
      return handle;
    });
    return landed;
  }

  it("opens the new file when an append renamed it over the one just opened", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    appendLandsAfterOpen(dir, 1);
    const session = await readSession(dir, "c");
    expect(session.messages.map((m) => m.content)).toEqual(["appended 1"]);
  });

  it("reads the session as it was opened when appends keep landing (no not-found either)", async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    appendLandsAfterOpen(dir, 1_000);
    const session = await readSession(dir, "c");
    // Opened five times, each replaced at once: the fifth file read is the one that held four messages.
    expect(session.messages.map((m) => m.content)).toEqual(["appended 1", "appended 2", "appended 3", "appended 4"]);
  });

  it("0 of the reads made during 150 appends fail", { timeout: 60_000 }, async () => {
    const dir = sessionsWith({ c: { messages: [] } });
    let appending = true;
    const appends = (async () => {
      for (let i = 0; i < 150; i++) await appendUserMessage(dir, "c", `m${i}`);
      appending = false;
    })();
    const failures: string[] = [];
    let reads = 0;
    const readers = Array.from({ length: 3 }, async () => {
      while (appending) {
        reads++;
        await readSession(dir, "c").catch((e: Error) => failures.push(e.message));
      }
    });
    await Promise.all([appends, ...readers]);
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(150);
    expect((await readSession(dir, "c")).messages).toHaveLength(150);
  });
});
