/**
 * The local form server of ask_user_rich (docs/ask-user-rich.md "Security" and
 * docs/reliability-and-security.md): loopback only by
 * default; 403 for a foreign Host (DNS rebinding) or Origin; submits must be application/json
 * (415 otherwise, which also forces a CORS preflight that is never answered); no-store, nosniff,
 * no-referrer, a CSP without inline script, no framing. Routes:
 *   GET  /s/:token                 the form page
 *   GET  /api/s/:token             spec, version, note, state, result, agentWaiting
 *   GET  /api/s/:token/state       state, version, agentWaiting
 *   POST /api/s/:token/submit      InterviewSubmitBody → 200 | 400 | 409 | 413 | 415 | 422 | 500
 *                                  (413: a body over x-nuwax.constants.maxSubmitBytes, or answers whose
 *                                  tool result would be over maxToolResultBytes)
 *   GET  /assets/form.js|form.css  the form, bundled at build time (Preact, SortableJS, marked, DOMPurify)
 * The Host/Origin checks, JSON-only submits, security headers and the 500-for-every-failure rule are
 * the shared loopback server's (runtime/shared/loopback.ts); this file holds the routes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONSTANTS } from "../../generated/types.js";
import { LoopbackServer, SESSION_TOKEN_SOURCE, type StaticFile } from "../shared/loopback.js";
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

/** The page loads its script and style from this server only; no inline script. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The assets the page may load, by URL path → [file, content type] (the bundle built into dist/page). */
function assetTable(pageDir: string): Map<string, [string, string]> {
  return new Map([
    ["/assets/form.js", [join(pageDir, "form.js"), "text/javascript; charset=utf-8"]],
    ["/assets/form.css", [join(pageDir, "form.css"), "text/css; charset=utf-8"]],
  ]);
}

const ROUTE = new RegExp(`^\\/(api\\/)?s\\/(${SESSION_TOKEN_SOURCE})(\\/state|\\/submit)?$`);

/** The interview form's routes on the shared hardened loopback server (runtime/shared/loopback.ts). */
export class FormServer {
  private readonly http: LoopbackServer;
  private readonly assets: Map<string, [string, string]>;
  private readonly files = new Map<string, StaticFile>();

  constructor(
    private readonly store: InterviewStore,
    private readonly options: FormServerOptions,
  ) {
    this.assets = assetTable(options.pageDir);
    this.http = new LoopbackServer({ ...options, csp: CSP, name: "form server" }, (req, res, path) => this.route(req, res, path));
  }

  /** Starts listening (once). Resolves with the port. Throws when no port can be bound. */
  start(): Promise<number> {
    return this.http.start();
  }

  /** The form URL of a session token. */
  url(token: string): string {
    return this.http.url(`/s/${token}`);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  /** A file of the page, read once per process; its gzip is made once, on first use. */
  private staticFile(path: string): StaticFile {
    let file = this.files.get(path);
    if (!file) this.files.set(path, (file = { raw: readFileSync(path) }));
    return file;
  }

  private async route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const send = this.http.send.bind(this.http);
    const asset = this.assets.get(path);
    if (req.method === "GET" && asset) return send(res, 200, undefined, asset[1], req, this.staticFile(asset[0]));

    const match = ROUTE.exec(path);
    const session = match ? this.store.getByToken(match[2]!) : undefined;
    if (!match || !session) {
      // A page link whose interview is unknown or released gets the page with status 404: the page
      // then loads nothing and shows its "This interview link is not valid" screen, not raw JSON.
      if (match && !match[1] && !match[3] && req.method === "GET")
        return send(res, 404, undefined, "text/html; charset=utf-8", req, this.staticFile(join(this.options.pageDir, "form.html")));
      return send(res, 404, { error: "not found" });
    }
    const [, api, , tail] = match;
    if (req.method === "GET") this.store.touch(session);
    if (!api && !tail && req.method === "GET") {
      this.options.log(`page view ${session.id} (${req.headers["user-agent"] ?? "unknown agent"})`);
      return send(res, 200, undefined, "text/html; charset=utf-8", req, this.staticFile(join(this.options.pageDir, "form.html")));
    }
    if (api && !tail && req.method === "GET") {
      return send(
        res,
        200,
        {
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
        },
        "application/json; charset=utf-8",
        req,
      );
    }
    if (api && tail === "/state" && req.method === "GET") {
      return send(res, 200, {
        state: session.state,
        version: session.version,
        agentWaiting: session.waiters.size > 0,
        agentStoppedWaiting: session.waiters.size === 0 && session.everWaited,
      });
    }
    if (api && tail === "/submit" && req.method === "POST") {
      const read = await this.http.readJsonBody(req, res, CONSTANTS.maxSubmitBytes);
      if (!read.ok) return;
      const waiting = session.waiters.size;
      const outcome = this.store.submit(session, read.body);
      this.options.log(
        `submit ${session.id}: ${outcome.status}${outcome.status === 200 ? ` (${waiting} waiting call(s))` : ` ${String(outcome.body.error).split("\n")[0]}`}`,
      );
      return send(res, outcome.status, outcome.status === 200 ? { ...outcome.body, agentWaiting: waiting > 0 } : outcome.body);
    }
    return send(res, 405, { error: "method not allowed" });
  }
}
