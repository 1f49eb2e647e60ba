import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { repoRoot } from "./temp.js";

/** The bins of package.json, by name. */
export type BinName = "nuwax-ask-question-mcp" | "ccweb-mcp" | "ask-user-rich";

/** The bundled bins: dist/bin/, what ships, rebuilt by the system project's global setup when a source is newer. */
export const builtBinDir = join(repoRoot, "dist/bin");

/**
 * How tests start a server: `node dist/bin/<name>.mjs`, the bin `npm run build` bundles
 * (runtime/build-bins.mjs) and the global setup (tests/global-setup.ts) rebuilds from newer sources,
 * so the tests run what ships and a server starts in a fraction of the time tsx needs to compile it.
 */
export function builtServer(name: BinName): { command: string; args: string[] } {
  return { command: process.execPath, args: [join(builtBinDir, `${name}.mjs`)] };
}

/**
 * Collects a server's stderr. `waitFor(pattern, timeoutMs = 10_000)` resolves with the text once it holds
 * `pattern` (a substring or a RegExp), or rejects after `timeoutMs` milliseconds naming the pattern and the
 * text so far. A server's stderr is its own pipe: a line it logs before it answers on stdout can reach the
 * test after the answer, so tests wait for a line rather than read stderr at once.
 */
export function collectStderr(stream: { on(event: "data", listener: (chunk: Buffer) => void): unknown }) {
  let text = "";
  const waiters = new Set<() => void>();
  stream.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of [...waiters]) wake();
  });
  return {
    text: () => text,
    waitFor(pattern: string | RegExp, timeoutMs = 10_000): Promise<string> {
      const matches = () => (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text));
      if (matches()) return Promise.resolve(text);
      return new Promise<string>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => {
          if (!matches()) return;
          done();
          resolve(text);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`stderr did not show ${String(pattern)} within ${timeoutMs} ms; it holds: ${JSON.stringify(text)}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}

/** Starts a server over stdio and connects the real SDK client to it. */
export async function connectClient(
  server: { command: string; args: string[]; env?: Record<string, string>; cwd?: string },
  options: { capabilities?: Record<string, unknown>; setup?: (client: Client) => void } = {},
) {
  const transport = new StdioClientTransport({
    command: server.command,
    args: server.args,
    cwd: server.cwd ?? repoRoot,
    env: { ...(process.env as Record<string, string>), ...server.env },
    stderr: "pipe",
  });
  const stderrLog = collectStderr(transport.stderr!);
  const client = new Client({ name: "vitest", version: "1.0.0" }, { capabilities: (options.capabilities ?? {}) as never });
  options.setup?.(client);
  await client.connect(transport);
  return {
    client,
    /** See {@link collectStderr}: resolves with stderr once it matches `pattern`, or rejects after `timeoutMs`. */
    waitForStderr: stderrLog.waitFor,
    close: () => client.close(),
  };
}

/**
 * Spawns a server and speaks raw JSON-RPC lines to it, so tests can see every byte on stdout.
 * `request` resolves with the response of the given id.
 */
export function rawServer(server: { command: string; args: string[] }, options: { env?: Record<string, string> } = {}) {
  const child: ChildProcessWithoutNullStreams = spawn(server.command, server.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  const waiters = new Map<number, (message: any) => void>();
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const line of stdout.split("\n").slice(0, -1)) {
      try {
        const message = JSON.parse(line);
        waiters.get(message.id)?.(message);
      } catch {
        // non-JSON lines are asserted on by the tests through `stdoutText()`
      }
    }
  });
  const stderrLog = collectStderr(child.stderr);
  // "close", not "exit": it comes after stdout and stderr have ended, so the texts are whole.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    child,
    exited,
    stdoutText: () => stdout,
    stderrText: stderrLog.text,
    /** See {@link collectStderr}: resolves with stderr once it matches `pattern`, or rejects after `timeoutMs`. */
    waitForStderr: stderrLog.waitFor,
    send(message: object) {
      child.stdin.write(JSON.stringify(message) + "\n");
    },
    request(id: number, method: string, params: object = {}) {
      return new Promise<any>((resolve) => {
        waiters.set(id, resolve);
        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
      });
    },
    async initialize() {
      const response = await this.request(0, "initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } });
      this.send({ jsonrpc: "2.0", method: "notifications/initialized" });
      return response;
    },
  };
}
