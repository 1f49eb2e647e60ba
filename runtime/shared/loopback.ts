/**
 * The hardened loopback HTTP server every local form page of the package runs on (docs/reliability-and-security.md;
 * used by ask-user-rich's interview form and by nuwax_ask_question's
 * delivery browser, docs/nuwax-ask-question.md "Delivery modes"). It owns the rules, the routes belong to its user:
 * - bound to 127.0.0.1 by default; a busy fixed port tries the next 10;
 * - 403 for a Host header that is not loopback or the public host name (DNS rebinding) and for an
 *   Origin that is not this server's own http origin;
 * - pages live under an unguessable session token (newSessionToken: 144 random bits, 24 base64url
 *   characters, SESSION_TOKEN_SOURCE); a user answers 404 for an unknown one;
 * - submits must be application/json (415 otherwise, which also forces a CORS preflight nobody
 *   answers), at most a given number of bytes (413), parseable (400): readJsonBody;
 * - every response: no-store, nosniff, no-referrer, no framing, and the user's Content-Security-Policy;
 * - every request gets an answer: a failure anywhere in a route (synchronous or not) is a 500 with a
 *   JSON error, logged with the reason.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** Deepest nesting of arrays and objects a request body may have (no answer needs more; validators recurse). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON `text` nests arrays/objects deeper than `max` levels, in one pass over its
 * characters (brackets inside strings do not count). Malformed text is left to JSON.parse.
 */
export function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export interface LoopbackServerOptions {
  /** Bind address (default in both servers: 127.0.0.1). */
  host: string;
  /** Fixed port (0 = a free port). A busy fixed port tries the next 10. */
  port: number;
  /** Host name used in URLs (default in both servers: localhost); also accepted in Host headers. */
  publicHost: string;
  /** The Content-Security-Policy header of every response. */
  csp: string;
  /** What the server serves, for its log lines (e.g. "form server"). */
  name: string;
  log: (line: string) => void;
}

/** Answers one request whose Host and Origin passed the checks. May throw or reject: the server answers 500. */
export type LoopbackRoute = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> | void;

/** A static file's bytes and, once asked for, their gzip. */
export interface StaticFile {
  raw: Buffer;
  gzip?: Buffer;
}

/** The regular-expression source of a session token (24 base64url characters), for route patterns. */
export const SESSION_TOKEN_SOURCE = "[A-Za-z0-9_-]{24}";

/** A fresh session token: 18 random bytes (144 bits) as 24 base64url characters. */
export function newSessionToken(): string {
  return randomBytes(18).toString("base64url");
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The headers every response carries besides its Content-Type and the server's CSP. */
const SECURITY_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
};

const JSON_TYPE = "application/json; charset=utf-8";

export class LoopbackServer {
  private server?: Server;
  private port = 0;

  constructor(
    private readonly options: LoopbackServerOptions,
    private readonly route: LoopbackRoute,
  ) {}

  /** Starts listening (once). Resolves with the port. Throws Error naming the ports tried when none can be bound. */
  async start(): Promise<number> {
    if (this.server) return this.port;
    const { host, port } = this.options;
    const candidates = port === 0 ? [0] : Array.from({ length: 11 }, (_, i) => port + i);
    let lastError: unknown;
    for (const candidate of candidates) {
      const server = createServer((req, res) => this.handle(req, res));
      try {
        await new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(candidate, host, () => resolve());
        });
        this.server = server;
        this.port = (server.address() as AddressInfo).port;
        server.unref();
        this.options.log(`${this.options.name} listening on http://${host}:${this.port} (URLs use ${this.options.publicHost})`);
        return this.port;
      } catch (error) {
        lastError = error;
        this.options.log(`port ${candidate} unavailable (${(error as NodeJS.ErrnoException).code ?? error}); trying the next one`);
      }
    }
    throw new Error(`cannot listen on ${host}:${port}…${port + 10}: ${(lastError as Error)?.message}`);
  }

  /** The absolute URL of `path` (starting with "/") on this server, with the public host name. */
  url(path: string): string {
    return `http://${this.options.publicHost}:${this.port}${path}`;
  }

  /** Stops listening; open keep-alive connections are closed too. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    });
  }

  private allowedHost(hostHeader: string | undefined): boolean {
    if (!hostHeader) return false;
    const name = hostHeader.replace(/:\d+$/, "").toLowerCase();
    return LOOPBACK.has(name) || name === this.options.publicHost.toLowerCase();
  }

  /**
   * Writes one response with the security headers and the CSP: `body` as JSON unless it is a string
   * or Buffer, or `file`'s bytes. With `req` given, a body over 1024 bytes is gzipped for clients
   * that accept gzip (a file's gzip is made once and kept).
   */
  send(res: ServerResponse, status: number, body: unknown, type = JSON_TYPE, req?: IncomingMessage, file?: StaticFile): void {
    const payload = file ? file.raw : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const headers: Record<string, string> = { ...SECURITY_HEADERS, "Content-Security-Policy": this.options.csp, "Content-Type": type, Vary: "Accept-Encoding" };
    if (req && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && Buffer.byteLength(payload) > 1024) {
      res.writeHead(status, { ...headers, "Content-Encoding": "gzip" });
      res.end(file ? (file.gzip ??= gzipSync(file.raw)) : gzipSync(payload));
      return;
    }
    res.writeHead(status, headers);
    res.end(payload);
  }

  /**
   * Reads a JSON submit body: answers 415 (Content-Type is not application/json), 413 (more than
   * `limitBytes` bytes) or 400 (not JSON, with the parser's message) itself and resolves with
   * `{ ok: false }`; else `{ ok: true, body }`.
   */
  async readJsonBody(req: IncomingMessage, res: ServerResponse, limitBytes: number): Promise<{ ok: true; body: unknown } | { ok: false }> {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") {
      this.send(res, 415, { error: "submit with Content-Type: application/json" });
      return { ok: false };
    }
    const raw = await readBody(req, limitBytes);
    if (raw === undefined) {
      this.send(res, 413, { error: `body larger than ${formatLimit(limitBytes)}` });
      return { ok: false };
    }
    const text = raw.toString("utf8");
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      this.send(res, 400, { error: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` });
      return { ok: false };
    }
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch (error) {
      this.send(res, 400, { error: `bad JSON: ${(error as Error).message}` });
      return { ok: false };
    }
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const fail = (error: unknown) => {
      this.options.log(`HTTP ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) this.send(res, 500, { error: `internal error: ${(error as Error)?.message ?? String(error)}` });
      else res.destroy();
    };
    try {
      Promise.resolve(this.checkedRoute(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  }

  private checkedRoute(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
    if (!this.allowedHost(req.headers.host)) return this.send(res, 403, { error: "forbidden host" });
    const origin = req.headers.origin;
    if (origin !== undefined) {
      let ok = false;
      try {
        const o = new URL(origin);
        ok = o.protocol === "http:" && this.allowedHost(o.host) && Number(o.port || 80) === this.port;
      } catch {
        ok = false;
      }
      if (!ok) return this.send(res, 403, { error: "forbidden origin" });
    }
    return this.route(req, res, new URL(req.url ?? "/", "http://localhost").pathname);
  }
}

/** Reads a request body of at most `limit` bytes; undefined when larger (the rest is drained, not kept). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
  });
}

/** 5242880 → "5 MiB", 65536 → "64 KiB", 100 → "100 bytes". */
function formatLimit(bytes: number): string {
  if (bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
