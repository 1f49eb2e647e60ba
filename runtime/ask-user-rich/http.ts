/**
 * The local form server of ask_user_rich (README, "ask-user-rich" and "Reliability and security"): loopback only by
 * default; 403 for a foreign Host (DNS rebinding) or Origin; submits must be application/json
 * (415 otherwise, which also forces a CORS preflight that is never answered); no-store, nosniff,
 * no-referrer, a CSP without inline script, no framing. Routes:
 *   GET  /s/:token                 the form page
 *   GET  /api/s/:token             spec, version, note, state, result, agentWaiting
 *   GET  /api/s/:token/state       state, version, agentWaiting
 *   POST /api/s/:token/submit      InterviewSubmitBody → 200 | 400 | 409 | 413 | 415 | 422 | 500
 * Every request gets an answer: a failure anywhere in a route (synchronous or not) is a 500 with
 * a JSON error, logged with the reason.
 *   GET  /assets/form.js|form.css  the form, bundled at build time (Preact, SortableJS, marked, DOMPurify)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { InterviewStore } from "./interviews.js";

export interface FormServerOptions {
  /** Bind address (ASK_USER_RICH_HOST, default 127.0.0.1). */
  host: string;
  /** Fixed port (ASK_USER_RICH_PORT; 0 = a free port). A busy fixed port tries the next 10. */
  port: number;
  /** Host name used in URLs (ASK_USER_RICH_PUBLIC_HOST, default localhost); also accepted in Host headers. */
  publicHost: string;
  /** Folder with form.html, form.js, form.css (dist/page, written by npm run build). */
  pageDir: string;
  log: (line: string) => void;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const SECURITY_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** The assets the page may load, by URL path → [file, content type] (the bundle built into dist/page). */
function assetTable(pageDir: string): Map<string, [string, string]> {
  return new Map([
    ["/assets/form.js", [join(pageDir, "form.js"), "text/javascript; charset=utf-8"]],
    ["/assets/form.css", [join(pageDir, "form.css"), "text/css; charset=utf-8"]],
  ]);
}

/** A static file's bytes and, once asked for, their gzip. */
interface StaticFile {
  raw: Buffer;
  gzip?: Buffer;
}

export class FormServer {
  private server?: Server;
  private port = 0;
  private readonly assets: Map<string, [string, string]>;

  constructor(
    private readonly store: InterviewStore,
    private readonly options: FormServerOptions,
  ) {
    this.assets = assetTable(options.pageDir);
  }

  /** Starts listening (once). Resolves with the port. Throws when no port can be bound. */
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
        this.options.log(`form server listening on http://${host}:${this.port} (URLs use ${this.options.publicHost})`);
        return this.port;
      } catch (error) {
        lastError = error;
        this.options.log(`port ${candidate} unavailable (${(error as NodeJS.ErrnoException).code ?? error}); trying the next one`);
      }
    }
    throw new Error(`cannot listen on ${host}:${port}…${port + 10}: ${(lastError as Error)?.message}`);
  }

  /** The form URL of a session token. */
  url(token: string): string {
    return `http://${this.options.publicHost}:${this.port}/s/${token}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  private allowedHost(hostHeader: string | undefined): boolean {
    if (!hostHeader) return false;
    const name = hostHeader.replace(/:\d+$/, "").toLowerCase();
    return LOOPBACK.has(name) || name === this.options.publicHost.toLowerCase();
  }

  private send(res: ServerResponse, status: number, body: unknown, type = "application/json; charset=utf-8", req?: IncomingMessage, file?: StaticFile): void {
    const payload = file ? file.raw : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const headers: Record<string, string> = { ...SECURITY_HEADERS, "Content-Type": type, Vary: "Accept-Encoding" };
    // gzip what is worth it (the form bundle, big interview specs) for clients that accept it.
    if (req && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && Buffer.byteLength(payload) > 1024) {
      res.writeHead(status, { ...headers, "Content-Encoding": "gzip" });
      res.end(file ? (file.gzip ??= gzipSync(file.raw)) : gzipSync(payload));
      return;
    }
    res.writeHead(status, headers);
    res.end(payload);
  }

  private readonly files = new Map<string, StaticFile>();

  /** A file of the page, read once per process; its gzip is made once, on first use. */
  private staticFile(path: string): StaticFile {
    let file = this.files.get(path);
    if (!file) this.files.set(path, (file = { raw: readFileSync(path) }));
    return file;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const fail = (error: unknown) => {
      this.options.log(`HTTP ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) this.send(res, 500, { error: `internal error: ${(error as Error)?.message ?? String(error)}` });
      else res.destroy();
    };
    try {
      this.route(req, res).catch(fail);
    } catch (error) {
      fail(error);
    }
  }

  /** Reads a request body of at most `limit` bytes; undefined (after answering 413) when larger. */
  private readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
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

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const asset = this.assets.get(path);
    if (req.method === "GET" && asset) return this.send(res, 200, undefined, asset[1], req, this.staticFile(asset[0]));

    const match = /^\/(api\/)?s\/([A-Za-z0-9_-]{24})(\/state|\/submit)?$/.exec(path);
    const session = match ? this.store.getByToken(match[2]!) : undefined;
    if (!match || !session) return this.send(res, 404, { error: "not found" });
    const [, api, , tail] = match;
    if (req.method === "GET") this.store.touch(session);
    if (!api && !tail && req.method === "GET") {
      this.options.log(`page view ${session.id} (${req.headers["user-agent"] ?? "unknown agent"})`);
      return this.send(res, 200, undefined, "text/html; charset=utf-8", req, this.staticFile(join(this.options.pageDir, "form.html")));
    }
    if (api && !tail && req.method === "GET") {
      return this.send(res, 200, {
        id: session.id,
        spec: session.spec,
        version: session.version,
        note: session.note ?? null,
        newQuestionIds: session.newQuestionIds,
        state: session.state,
        result: session.result ?? null,
        agentWaiting: session.waiters.size > 0,
        agentStoppedWaiting: session.waiters.size === 0 && session.everWaited,
        notes: session.notes,
      }, "application/json; charset=utf-8", req);
    }
    if (api && tail === "/state" && req.method === "GET") {
      return this.send(res, 200, { state: session.state, version: session.version, agentWaiting: session.waiters.size > 0, agentStoppedWaiting: session.waiters.size === 0 && session.everWaited });
    }
    if (api && tail === "/submit" && req.method === "POST") {
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "application/json") return this.send(res, 415, { error: "submit with Content-Type: application/json" });
      const raw = await this.readBody(req, 5 * 2 ** 20);
      if (raw === undefined) return this.send(res, 413, { error: "body larger than 5 MiB" });
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch (error) {
        return this.send(res, 400, { error: `bad JSON: ${(error as Error).message}` });
      }
      const waiting = session.waiters.size;
      const outcome = this.store.submit(session, body);
      this.options.log(`submit ${session.id}: ${outcome.status}${outcome.status === 200 ? ` (${waiting} waiting call(s))` : ` ${String(outcome.body.error).split("\n")[0]}`}`);
      return this.send(res, outcome.status, outcome.status === 200 ? { ...outcome.body, agentWaiting: waiting > 0 } : outcome.body);
    }
    return this.send(res, 405, { error: "method not allowed" });
  }
}
