/**
 * Shared stdio bootstrap for every server of the package (docs/reliability-and-security.md):
 * stdout carries JSON-RPC only, all diagnostics go to stderr, and the process ends when its host
 * does. The rules, one place for all bins:
 * - stdin ends or fails, stdout or stderr break (EPIPE, closed pipe): exit at once (code 0), whatever
 *   the server was doing, with a deadline so a hanging close cannot keep it alive;
 * - SIGINT/SIGTERM: close the server, exit 0;
 * - nothing the process does by accident (a stray console.log, an uncaught error) reaches stdout or
 *   kills it; a logging failure never raises again (no EPIPE loop), and a burst of uncaught errors
 *   (more than 100 in a second) ends the process instead of spinning;
 * - incoming lines go through LineTransport (size bound, envelope checks, an answer for every id).
 */
import { Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CONSTANTS } from "../../generated/types.js";
import { LineTransport } from "./stdio-transport.js";

let rpcStdout: Writable | undefined;
/** Set once stderr is known to be broken: logging stops (and the process is on its way out). */
let stderrBroken = false;
let exiting = false;

/** Exits now with `code`, once; later calls do nothing. Never logs when stderr is broken. */
function exitNow(code: number, why: string): void {
  if (exiting) return;
  exiting = true;
  if (!stderrBroken) log(`exiting (${why})`);
  process.exit(code);
}

const isPipeError = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED" || code === "ERR_STREAM_WRITE_AFTER_END" || code === "ECONNRESET";
};

/**
 * Takes fd 1 for JSON-RPC: returns the only stream that still writes to the real stdout and
 * reroutes `process.stdout.write` (and with it console.log/info/debug) to stderr. Also installs the
 * host-death rules: stdout or stderr failing ends the process. Idempotent.
 */
export function takeOverStdout(): Writable {
  if (rpcStdout) return rpcStdout;
  const stdout = process.stdout;
  const realWrite = stdout.write.bind(stdout) as (chunk: unknown, encoding: BufferEncoding, cb: (err?: Error | null) => void) => boolean;
  rpcStdout = new Writable({
    write(chunk, encoding, callback) {
      try {
        realWrite(chunk, encoding, (error) => {
          if (error) exitNow(0, `stdout failed: ${error.message}`);
          callback(null);
        });
      } catch (error) {
        exitNow(0, `stdout failed: ${(error as Error).message}`);
      }
    },
  });
  rpcStdout.on("error", (error) => exitNow(0, `stdout failed: ${error.message}`));
  stdout.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    const done = typeof encoding === "function" ? encoding : cb;
    safeStderrWrite(typeof chunk === "string" || Buffer.isBuffer(chunk) ? chunk : String(chunk));
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as typeof stdout.write;
  for (const method of ["log", "info", "debug"] as const)
    console[method] = (...args: unknown[]) => safeStderrWrite(args.map((a) => (typeof a === "string" ? a : String(a))).join(" ") + "\n");
  console.error = console.warn = (...args: unknown[]) =>
    safeStderrWrite(args.map((a) => (typeof a === "string" ? a : a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ") + "\n");
  // A host that goes away closes the pipes; that is a normal end, not a crash.
  stdout.on("error", (error: NodeJS.ErrnoException) => exitNow(0, `stdout failed: ${error.code ?? error.message}`));
  process.stderr.on("error", () => {
    stderrBroken = true;
    exitNow(0, "stderr failed");
  });
  return rpcStdout;
}

/** Writes to stderr unless it is broken; never throws. */
function safeStderrWrite(text: string | Uint8Array): void {
  if (stderrBroken) return;
  try {
    process.stderr.write(text);
  } catch (error) {
    stderrBroken = true;
    if (isPipeError(error)) exitNow(0, "stderr failed");
  }
}

/** Writes one diagnostic line to stderr, prefixed with the server name when given. Never throws. */
export function log(message: string, name = "mcp"): void {
  safeStderrWrite(`[${name}] ${message}\n`);
}

/** Options of runStdioServer. */
export interface StdioServerOptions {
  /** Largest incoming message in bytes (default x-nuwax.constants.maxMessageBytes, 10 MiB). */
  maxMessageBytes?: number;
  /** Called before the process exits on stdin end or a signal (e.g. to close a web server). */
  onShutdown?: () => Promise<void> | void;
}

/**
 * Connects `server` to stdio through LineTransport and keeps the process alive until stdin ends,
 * a pipe breaks or SIGINT/SIGTERM arrives; then closes the server (at most 2000 milliseconds) and
 * exits with code 0. Uncaught errors are logged to stderr and the server keeps serving, unless
 * they come from a broken stdio pipe (exit 0) or arrive more than 100 within 1000 milliseconds (exit 70).
 */
export async function runStdioServer(server: Server, name: string, options: StdioServerOptions = {}): Promise<void> {
  const out = takeOverStdout();
  let burst: number[] = [];
  const uncaught = (what: string, error: unknown) => {
    // A broken pipe of our own stdio means the host is gone; one of another stream (a socket) is only logged.
    if (isPipeError(error) && (stderrBroken || process.stdout.destroyed || process.stderr.destroyed)) return exitNow(0, `${what}: broken pipe`);
    const now = Date.now();
    burst = burst.filter((t) => now - t < 1000);
    burst.push(now);
    if (burst.length > 100) return exitNow(70, `${what}: more than 100 in a second, giving up`);
    log(`${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, name);
  };
  process.on("uncaughtException", (error) => uncaught("uncaught exception", error));
  process.on("unhandledRejection", (reason) => uncaught("unhandled rejection", reason));
  const transport = new LineTransport(process.stdin, out, {
    maxMessageBytes: options.maxMessageBytes ?? CONSTANTS.maxMessageBytes,
    log: (line) => log(line, name),
  });
  server.onerror = (error) => log(`protocol error: ${error.message}`, name);
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    log(`shutting down (${why})`, name);
    setTimeout(() => exitNow(0, "close took longer than 2000 ms"), 2000).unref();
    try {
      await options.onShutdown?.();
      await server.close();
    } catch (error) {
      log(`close failed: ${(error as Error).message}`, name);
    }
    exitNow(0, why);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.stdin.once("end", () => void shutdown("stdin closed"));
  process.stdin.once("close", () => void shutdown("stdin closed"));
  process.stdin.once("error", () => void shutdown("stdin failed"));
  await server.connect(transport);
  log("ready on stdio", name);
}
