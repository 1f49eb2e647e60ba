/**
 * nuwax_ask_question delivered in the user's browser (docs/nuwax-ask-question.md "Delivery modes", delivery browser):
 * the same renderer as the MCP App (dist/app/ask-question-form.html) served on the shared hardened
 * loopback server (runtime/shared/loopback.ts), with the question embedded in the page as a
 * bootstrap JSON block the renderer reads instead of talking to an MCP Apps host. Routes:
 *   GET  /s/:token                  the form page (the app's HTML plus the bootstrap block)
 *   GET  /api/s/:token/status       200 { open: true } while the question waits; 404 once it is withdrawn
 *                                   (the page polls it to say so at once, docs/nuwax-ask-question.md "Delivery modes")
 *   POST /api/s/:token/respond      { payload: McpAskRespondPayload, locale? } → 200 | 400 | 404 | 413 | 415 | 422
 *                                   (413: a body over x-nuwax.constants.maxSubmitBytes, or an answer whose
 *                                   tool result would be over maxToolResultBytes: the page keeps it to shorten)
 *   POST /api/s/:token/files?field=&name=&type=   a chosen file's bytes (application/octet-stream) → 201
 *                                   { fileKey, name, size, type } | 400 | 413 (over the field's maxFileSize,
 *                                   else maxUploadBytes) | 415; the answer's file values carry the fileKey and
 *                                   arrive with the stored file's absolute path as url (./uploads.ts)
 * A session lives until the user responds, the call is cancelled, or input.timeoutMs passes; then
 * its token answers 404.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkMcpAskFormData } from "../contract/builder.js";
import { CONSTANTS, type McpAskRawInput, type McpAskRespondPayload, type ValidationProblem } from "../../generated/types.js";
import { clip, formatProblems, toProblems, validateMcpAskRespondPayload } from "../contract/validators.js";
import { isSkipAllowed } from "../contract/widgets.js";
import type { ToolCallContext } from "../shared/contract-server.js";
import { LoopbackServer, newSessionToken, SESSION_TOKEN_SOURCE } from "../shared/loopback.js";
import { openerFacts, openerPlan, runOpeners, type OpenerFacts } from "../shared/opener.js";
import { longestTexts, MAX_TOOL_RESULT_BYTES, tooLargeMessage, toolResultBytes } from "../shared/result-size.js";
import { MAX_TIMER_MS } from "../shared/timers.js";
import { deliveredResult } from "./results.js";
import { PageUploads, type StoredFile } from "./uploads.js";

/** The id of the `<script type="application/json">` block the renderer reads in browser mode (runtime/ask-question/page/). */
export const BOOTSTRAP_ELEMENT_ID = "nuwax-ask-bootstrap";

/** What the page finds in the bootstrap block. */
export interface BrowserBootstrap {
  /** The canonical rawInput to render. */
  input: McpAskRawInput;
  /** Where the page POSTs `{ payload, locale }` (a path on this server). */
  respondPath: string;
  /** Where the page asks whether the question is still open (200) or withdrawn (404). */
  statusPath: string;
  /** Where the page POSTs a chosen file's bytes (`?field=&name=&type=`; ./uploads.ts). */
  uploadPath: string;
}

/** Settings of browser delivery (docs/nuwax-ask-question.md "Delivery modes": NUWAX_ASK_* variables). */
export interface BrowserDeliveryConfig {
  /** Open the page in a browser (NUWAX_ASK_OPEN, default on; "0" turns it off and the URL is only logged and sent with progress). */
  open: boolean;
  /** Command run with the URL as its only argument instead of the platform's opener (NUWAX_ASK_OPEN_CMD). */
  openCmd?: string;
  /** Bind address (NUWAX_ASK_HOST, default 127.0.0.1). */
  host: string;
  /** Fixed port (NUWAX_ASK_PORT, default 0: a free port; a busy port tries the next ten). */
  port: number;
  /** Host name in URLs (NUWAX_ASK_PUBLIC_HOST, default localhost). */
  publicHost: string;
  /** Interval of notifications/progress while waiting, in milliseconds (NUWAX_ASK_PROGRESS_MS, default 15000). */
  progressMs: number;
  /** Folder the pages' private upload directories are made in (NUWAX_ASK_UPLOAD_DIR, default the OS temporary folder). */
  uploadDir?: string;
}

/** How a wait in the browser ended. */
export type BrowserOutcome =
  | { kind: "answered"; payload: McpAskRespondPayload; locale?: string; files: StoredFile[] }
  | { kind: "timeout" }
  | { kind: "aborted" }
  | { kind: "busy"; open: number }
  /** The open pages' questions and this one's would pass MAX_OPEN_PAGE_BYTES together. */
  | { kind: "too-much-open"; open: number; openBytes: number; bytes: number };

interface PageSession {
  token: string;
  input: McpAskRawInput;
  /** The input's size as JSON, in bytes (what counts against MAX_OPEN_PAGE_BYTES). */
  bytes: number;
  uploads: PageUploads;
  finish: (outcome: BrowserOutcome) => void;
}

/** Longest locale tag the page may send (BCP 47 tags in practice stay well under it). */
const MAX_LOCALE_LENGTH = 35;

const PAGE = new RegExp(`^/s/(${SESSION_TOKEN_SOURCE})$`);
const RESPOND = new RegExp(`^/api/s/(${SESSION_TOKEN_SOURCE})/respond$`);
const STATUS = new RegExp(`^/api/s/(${SESSION_TOKEN_SOURCE})/status$`);

/**
 * Most form pages one process keeps open at once; a call beyond it is refused (isError) at once
 * instead of holding another page and its question in memory (docs/reliability-and-security.md).
 */
export const MAX_OPEN_PAGES = 32;

/**
 * Most bytes of questions (the canonical inputs as JSON) the open pages hold together
 * (x-nuwax.constants.maxOpenPageBytes, 32 MiB): a call that would pass it while other pages are open is
 * refused (isError) at once. A parsed question takes several times its JSON in memory (32 pages of
 * 9 MiB `business` data held 1.6 GB; docs/benchmarks.md "Open browser pages"); one form that fits a
 * message (maxMessageBytes, lint rule size-limits) is always taken when no other page is open.
 */
export const MAX_OPEN_PAGE_BYTES = CONSTANTS.maxOpenPageBytes;
const UPLOAD = new RegExp(`^/api/s/(${SESSION_TOKEN_SOURCE})/files$`);

/** The CSP of a self-contained page: its one inline script and style by hash, fetch to this server only. */
function pageCsp(html: string): string {
  const hash = (tag: string) => {
    const body = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];
    if (body === undefined) throw new Error(`the form page has no <${tag}> element; run "npm run build"`);
    return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
  };
  return `default-src 'none'; script-src ${hash("script")}; style-src ${hash("style")}; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** JSON safe inside an HTML script element ("<" escaped, so "</script" and "<!--" cannot appear). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The loopback form pages of one nuwax-ask-question-mcp process. */
export class BrowserForms {
  private http?: LoopbackServer;
  private readonly sessions = new Map<string, PageSession>();
  /** The bytes of the open pages' inputs together. */
  private openBytes = 0;
  private facts?: OpenerFacts;

  /** `appHtml` reads the built renderer (throws when the package was not built). */
  constructor(
    private readonly config: BrowserDeliveryConfig,
    private readonly appHtml: () => string,
    private readonly log: (line: string) => void,
  ) {}

  private server(): LoopbackServer {
    this.http ??= new LoopbackServer(
      {
        host: this.config.host,
        port: this.config.port,
        publicHost: this.config.publicHost,
        csp: pageCsp(this.appHtml()),
        name: "form page server",
        log: this.log,
      },
      (req, res, path) => this.route(req, res, path),
    );
    return this.http;
  }

  /**
   * Serves `input` on a new page, opens it (unless config.open is false) and waits until the user
   * responds, input.timeoutMs milliseconds pass, or context.signal aborts; sends notifications/progress
   * with the client's progressToken at once and every progressMs while waiting (none without a token).
   * The page's session is closed whatever the outcome.
   */
  async ask(input: McpAskRawInput, context: ToolCallContext): Promise<BrowserOutcome> {
    const bytes = Buffer.byteLength(JSON.stringify(input));
    const server = this.server();
    await server.start();
    // Checked after the last await, so concurrent calls cannot all pass it before one registers.
    if (this.sessions.size >= MAX_OPEN_PAGES) {
      this.log(`form ${input.requestId}#${input.revision} refused: ${this.sessions.size} pages already open (limit ${MAX_OPEN_PAGES})`);
      return { kind: "busy", open: this.sessions.size };
    }
    if (this.sessions.size > 0 && this.openBytes + bytes > MAX_OPEN_PAGE_BYTES) {
      this.log(
        `form ${input.requestId}#${input.revision} refused: its ${bytes} bytes and the ${this.sessions.size} open pages' ${this.openBytes} would pass ${MAX_OPEN_PAGE_BYTES} (x-nuwax.constants.maxOpenPageBytes)`,
      );
      return { kind: "too-much-open", open: this.sessions.size, openBytes: this.openBytes, bytes };
    }
    const token = newSessionToken();
    const url = server.url(`/s/${token}`);
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    let onAbort = () => {};
    const uploads = new PageUploads(input, this.config.uploadDir);
    const outcome = new Promise<BrowserOutcome>((resolve) => {
      const finish = (result: BrowserOutcome) => {
        if (!this.sessions.has(token)) return;
        this.sessions.delete(token);
        this.openBytes -= bytes;
        uploads.settle(result.kind === "answered" ? result.files : []);
        for (const timer of timers) clearTimeout(timer);
        context.signal.removeEventListener("abort", onAbort);
        this.log(`page ${input.requestId}#${input.revision}: ${result.kind === "answered" ? result.payload.action : result.kind}; session closed`);
        resolve(result);
      };
      this.sessions.set(token, { token, input, bytes, uploads, finish });
      this.openBytes += bytes;
      onAbort = () => finish({ kind: "aborted" });
      if (context.signal.aborted) return onAbort();
      context.signal.addEventListener("abort", onAbort);
      // Node fires a timer over 2^31-1 ms at once: a longer timeoutMs waits that long (about 24.8 days) instead.
      if (input.timeoutMs !== undefined) timers.push(setTimeout(() => finish({ kind: "timeout" }), Math.min(input.timeoutMs, MAX_TIMER_MS)));
    });
    const title = input.title || input.ui.title;
    const started = Date.now();
    let tick = 0;
    const progress = () => {
      if (context.progressToken === undefined || !this.sessions.has(token)) return;
      tick += 1;
      const elapsed = Math.round((Date.now() - started) / 1000);
      const message = `Waiting for the user to answer "${title}" at ${url} (${Math.floor(elapsed / 60)}m ${elapsed % 60}s elapsed)`;
      context
        .sendNotification({ method: "notifications/progress", params: { progressToken: context.progressToken, progress: tick, message } })
        .catch((error: unknown) => this.log(`progress failed: ${(error as Error).message}`));
    };
    progress();
    const interval = setInterval(progress, this.config.progressMs);
    this.log(`form ${input.requestId}#${input.revision} at ${url} (progressToken ${context.progressToken === undefined ? "absent" : "present"})`);
    void this.open(url);
    try {
      return await outcome;
    } finally {
      clearInterval(interval);
    }
  }

  /** Opens `url` in the user's browser with the shared opener (runtime/shared/opener.ts); a failure is logged (the URL is in every progress message). */
  private async open(url: string): Promise<void> {
    if (!this.config.open) return this.log(`not opening a browser (NUWAX_ASK_OPEN=0); open ${url}`);
    const plan = openerPlan(url, (this.facts ??= openerFacts(this.config.openCmd)));
    const opened = await runOpeners(plan);
    if (opened.opened) this.log(`opened ${url} with ${opened.opened}`);
    else this.log(`could not open a browser (${[...opened.tried, ...plan.notes].join("; ") || "no opener on this platform"}); open ${url}`);
  }

  /** Stops serving; every waiting call ends as aborted. */
  async close(): Promise<void> {
    for (const session of [...this.sessions.values()]) session.finish({ kind: "aborted" });
    await this.http?.close();
  }

  private async route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const http = this.http!;
    // The page has no icon (the MCP App's HTML may carry no links): browsers asking for one get "no content", not a 404.
    if (path === "/favicon.ico") return http.send(res, 204, "", "image/x-icon");
    const page = PAGE.exec(path);
    const respond = RESPOND.exec(path);
    const status = STATUS.exec(path);
    const upload = UPLOAD.exec(path);
    const session = this.sessions.get((page ?? respond ?? status ?? upload)?.[1] ?? "");
    if (!session) return http.send(res, 404, { error: "not found", withdrawn: true });
    if (status) return req.method === "GET" ? http.send(res, 200, { open: true }) : http.send(res, 405, { error: "method not allowed" });
    if (page) {
      if (req.method !== "GET") return http.send(res, 405, { error: "method not allowed" });
      const bootstrap: BrowserBootstrap = {
        input: session.input,
        respondPath: `/api/s/${session.token}/respond`,
        statusPath: `/api/s/${session.token}/status`,
        uploadPath: `/api/s/${session.token}/files`,
      };
      // A replacer function: a string replacement would expand $&, $', $` and $$ in the agent's text.
      const block = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptJson(bootstrap)}</script>\n<div id="root">`;
      const html = this.appHtml().replace('<div id="root">', () => block);
      return http.send(res, 200, html, "text/html; charset=utf-8", req);
    }
    if (req.method !== "POST") return http.send(res, 405, { error: "method not allowed" });
    if (upload) {
      const query = new URL(req.url ?? "/", "http://localhost").searchParams;
      const stored = await session.uploads.store(req, query.get("field") ?? "", query.get("name") ?? "", query.get("type") ?? "");
      if ("status" in stored)
        return http.send(res, stored.status, { error: stored.error, ...(stored.maxFileSize !== undefined ? { maxFileSize: stored.maxFileSize } : {}) });
      this.log(`page ${session.input.requestId}#${session.input.revision}: stored ${stored.size} bytes for "${stored.field}"`);
      return http.send(res, 201, { fileKey: stored.fileKey, name: stored.name, size: stored.size, type: stored.type });
    }
    const read = await http.readJsonBody(req, res, CONSTANTS.maxSubmitBytes);
    if (!read.ok) return;
    const checked = checkRespond(session.input, read.body, session.uploads);
    if ("status" in checked) return http.send(res, checked.status, { error: checked.error, ...(checked.problems ? { problems: checked.problems } : {}) });
    // The answer is taken only when the agent can receive it: its tool result fits one message.
    const bytes = toolResultBytes(deliveredResult(session.input, checked.payload, "browser", checked.locale, checked.files));
    if (bytes > MAX_TOOL_RESULT_BYTES) {
      this.log(
        `page ${session.input.requestId}#${session.input.revision}: answer refused, its result would be ${bytes} bytes (limit ${MAX_TOOL_RESULT_BYTES}); the page stays open`,
      );
      const texts = writtenTexts(session.input, checked.payload);
      // `fields` (the longest answers' field titles) lets the page say it in the user's language.
      return http.send(res, 413, {
        error: tooLargeMessage(
          bytes,
          texts.map((t) => ({ ...t, where: `"${t.where}"` })),
        ),
        resultBytes: bytes,
        maxResultBytes: MAX_TOOL_RESULT_BYTES,
        fields: longestTexts(texts).map((t) => clip(t.where)),
      });
    }
    // The session may have ended while the body was read.
    if (!this.sessions.has(session.token)) return http.send(res, 404, { error: "not found", withdrawn: true });
    http.send(res, 200, { ok: true });
    session.finish({ kind: "answered", payload: checked.payload, locale: checked.locale, files: checked.files });
  }
}

/** The texts of an answer, by the field they answer (its title, else its name), for a 413. */
function writtenTexts(input: McpAskRawInput, payload: McpAskRespondPayload): Array<{ where: string; text: string }> {
  const titles = new Map(input.ui.fields.map((f) => [f.name, f.title || f.name]));
  const texts: Array<{ where: string; text: string }> = [];
  for (const [name, value] of Object.entries(payload.formData ?? {})) {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    texts.push({ where: titles.get(name) ?? name, text });
  }
  return texts;
}

/**
 * A page's respond body checked against its question: the payload must be a
 * `#/$defs/McpAskRespondPayload` for this requestId and revision with action submit, cancel or skip
 * (skip only when ui.allowSkip); a submit's file values must name files uploaded on this page (400
 * otherwise) and are replaced by the stored files (./uploads.ts), then its formData must pass
 * checkMcpAskFormData (422 with every problem otherwise).
 */
function checkRespond(
  input: McpAskRawInput,
  body: unknown,
  uploads: PageUploads,
): { payload: McpAskRespondPayload; locale?: string; files: StoredFile[] } | { status: number; error: string; problems?: ValidationProblem[] } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { status: 400, error: "send { payload, locale }" };
  const { payload, locale } = body as { payload?: unknown; locale?: unknown };
  if (locale !== undefined && (typeof locale !== "string" || locale.length > MAX_LOCALE_LENGTH))
    return { status: 400, error: `locale must be a BCP 47 tag of at most ${MAX_LOCALE_LENGTH} characters` };
  if (!validateMcpAskRespondPayload(payload))
    return {
      status: 400,
      error: `payload is not a McpAskRespondPayload:\n${formatProblems(toProblems(validateMcpAskRespondPayload.errors ?? [], payload, { root: "payload" }))}`,
    };
  if (payload.interventionId !== input.requestId || payload.revision !== input.revision)
    return { status: 409, error: `this page answers ${input.requestId} revision ${input.revision}` };
  if (payload.action === "timeout" || (payload.action === "skip" && !isSkipAllowed(input.ui)))
    return { status: 400, error: `action ${payload.action} is not allowed here` };
  let answer: McpAskRespondPayload = payload;
  let files: StoredFile[] = [];
  if (payload.action === "submit") {
    const resolved = uploads.resolve(payload.formData ?? {});
    if ("problems" in resolved) return { status: 400, error: resolved.problems.join("\n") };
    answer = { ...payload, formData: resolved.formData };
    files = resolved.files;
    const problems = checkMcpAskFormData(input, resolved.formData);
    if (problems.length) return { status: 422, error: formatProblems(problems), problems };
  }
  return { payload: answer, files, ...(typeof locale === "string" ? { locale } : {}) };
}
