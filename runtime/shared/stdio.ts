/**
 * Shared stdio bootstrap for every server of the package: stdout carries JSON-RPC only, all
 * diagnostics go to stderr, signals and a closed stdin end the process cleanly, and nothing the
 * process does by accident (a stray console.log, an uncaught error) reaches stdout or kills it.
 */
import { Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

let rpcStdout: Writable | undefined;

/**
 * Takes fd 1 for JSON-RPC: returns the only stream that still writes to the real stdout and
 * reroutes `process.stdout.write` (and with it console.log/info/debug) to stderr. Idempotent.
 */
export function takeOverStdout(): Writable {
  if (rpcStdout) return rpcStdout;
  const stdout = process.stdout;
  const realWrite = stdout.write.bind(stdout) as (chunk: unknown, encoding: BufferEncoding, cb: (err?: Error | null) => void) => boolean;
  rpcStdout = new Writable({
    write(chunk, encoding, callback) {
      realWrite(chunk, encoding, (error) => callback(error ?? null));
    },
  });
  stdout.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) =>
    (process.stderr.write as (...args: unknown[]) => boolean)(chunk, encoding, cb)) as typeof stdout.write;
  for (const method of ["log", "info", "debug"] as const) console[method] = console.error;
  // A client that goes away closes the pipe; that is a normal end, not a crash.
  stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    log(`stdout error: ${error.message}`);
  });
  return rpcStdout;
}

/** Writes one diagnostic line to stderr, prefixed with the server name when given. */
export function log(message: string, name = "mcp"): void {
  process.stderr.write(`[${name}] ${message}\n`);
}

/**
 * Connects `server` to stdio and keeps the process alive until stdin closes or SIGINT/SIGTERM
 * arrives; then closes the server and exits with code 0. Uncaught errors are logged to stderr and
 * the server keeps serving.
 */
export async function runStdioServer(server: Server, name: string): Promise<void> {
  const out = takeOverStdout();
  process.on("uncaughtException", (error) => log(`uncaught exception: ${error.stack ?? error.message}`, name));
  process.on("unhandledRejection", (reason) => log(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`, name));
  const transport = new StdioServerTransport(process.stdin, out);
  server.onerror = (error) => log(`protocol error: ${error.message}`, name);
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    log(`shutting down (${why})`, name);
    try {
      await server.close();
    } catch (error) {
      log(`close failed: ${(error as Error).message}`, name);
    }
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.stdin.once("end", () => void shutdown("stdin closed"));
  await server.connect(transport);
  log("ready on stdio", name);
}
