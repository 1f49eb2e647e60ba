/**
 * The ask-user-rich MCP server (docs/ask-user-rich.md): ask_user_rich blocks until the user
 * submits the local web form, append_questions adds follow-ups to an open interview,
 * await_user_answers collects a pending one. While waiting it sends notifications/progress with the
 * client's own progressToken.
 */
import { accessSync, appendFileSync, constants as fsConstants, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ElicitResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULTS, type InterviewAwaiting, type InterviewQuestion, type ValidationProblem } from "../../generated/types.js";
import { formatProblems, quote } from "../contract/validators.js";
import { createContractServer, type ToolCallContext } from "../shared/contract-server.js";
import { log as logToStderr } from "../shared/stdio.js";
import { packageInfo } from "../shared/package-info.js";
import { FormServer } from "./http.js";
import { IDLE_RELEASE_MS, InterviewStore, MAX_OPEN_INTERVIEWS, TooManyInterviewsError, type InterviewSession, type WaitOutcome } from "./interviews.js";
import { openerFacts, openerPlan, runOpeners, type OpenerFacts } from "../shared/opener.js";
import { answersResult } from "./results.js";
import { checkAppendInput, checkAskUserRichInput } from "./validation.js";

/** Settings from the environment (docs/ask-user-rich.md "Configuration"). */
export interface AskUserRichConfig {
  open: boolean;
  openCmd?: string;
  port: number;
  host: string;
  publicHost: string;
  progressMs: number;
  /** Log directories to try in order (server.log and answers/); the first writable one is used, none: stderr only. */
  logDirs: string[];
  /** Pending interviews with no waiting call and no page view for this long (milliseconds) are released. */
  idleReleaseMs: number;
  /** Largest number of pending interviews at once. */
  maxOpen: number;
}

/**
 * The per-user state directories the log may go to, best first: $XDG_STATE_HOME, then
 * ~/.local/state (Linux, macOS), or %LOCALAPPDATA% (Windows); each with nuwax-ask-question-mcp/ask-user-rich.
 */
export function stateDirs(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string[] {
  const leaf = ["nuwax-ask-question-mcp", "ask-user-rich"];
  const dirs: string[] = [];
  if (platform === "win32") {
    if (env.LOCALAPPDATA) dirs.push(join(env.LOCALAPPDATA, ...leaf));
    else if (env.USERPROFILE) dirs.push(join(env.USERPROFILE, "AppData", "Local", ...leaf));
  } else {
    if (env.XDG_STATE_HOME) dirs.push(join(env.XDG_STATE_HOME, ...leaf));
    const home = env.HOME || safeHomedir();
    if (home) dirs.push(join(home, ".local", "state", ...leaf));
  }
  return dirs;
}

function safeHomedir(): string {
  try {
    return homedir();
  } catch {
    return "";
  }
}

/**
 * Reads ASK_USER_RICH_* (defaults: open on, port 0, 127.0.0.1, localhost, 15000 ms, the log in
 * ASK_USER_RICH_LOG_DIR else the per-user state directory (stateDirs), idle release after 1 hour,
 * at most 100 open interviews).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AskUserRichConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== "" && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    open: env.ASK_USER_RICH_OPEN !== "0",
    openCmd: env.ASK_USER_RICH_OPEN_CMD || undefined,
    port: number("ASK_USER_RICH_PORT", 0),
    host: env.ASK_USER_RICH_HOST || "127.0.0.1",
    publicHost: env.ASK_USER_RICH_PUBLIC_HOST || "localhost",
    progressMs: Math.max(100, number("ASK_USER_RICH_PROGRESS_MS", 15_000)),
    logDirs: [...(env.ASK_USER_RICH_LOG_DIR ? [env.ASK_USER_RICH_LOG_DIR] : []), ...stateDirs(env)],
    idleReleaseMs: number("ASK_USER_RICH_IDLE_RELEASE_MS", IDLE_RELEASE_MS),
    maxOpen: Math.max(1, Math.floor(number("ASK_USER_RICH_MAX_OPEN", MAX_OPEN_INTERVIEWS))),
  };
}

const text = (t: string) => ({ type: "text" as const, text: t });

function invalid(problems: ValidationProblem[], tool: string): CallToolResult {
  const summary = `${tool}: ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was asked:\n${formatProblems(problems)}`;
  return { isError: true, content: [text(summary)], structuredContent: { status: "invalid", summary, problems } };
}

function awaitingResult(session: InterviewSession, url: string, reason: string): CallToolResult {
  const structured: InterviewAwaiting = {
    status: "awaiting",
    summary: `The interview "${session.spec.title}" is open at ${url} but no call is waiting for it: ${reason}. Show the user the link, then call await_user_answers with sessionId "${session.id}".`,
    sessionId: session.id,
    url,
    reason,
  };
  return {
    content: [text(structured.summary), text(JSON.stringify(structured, null, 2))],
    structuredContent: structured as unknown as Record<string, unknown>,
  };
}

/** The tool result of a finished wait: the answers, or awaiting with why the call stopped waiting. */
function outcomeResult(session: InterviewSession, url: string, outcome: WaitOutcome): CallToolResult {
  if (outcome.kind === "answers") return answersResult(outcome.result);
  if (outcome.kind === "cancelled") return awaitingResult(session, url, "the call was cancelled before the user submitted");
  return awaitingResult(
    session,
    url,
    `the user submitted, but ${outcome.error}; the form stays open and the user was asked to submit again once the problem is fixed`,
  );
}

/** A result "schema" that keeps the client's result exactly as received (own "__proto__" keys included). */
const RAW_RESULT = { parse: (value: unknown) => value, safeParse: (value: unknown) => ({ success: true, data: value }) };

/** Everything one ask-user-rich process shares: config, sessions, the form server, the log. */
export class AskUserRich {
  readonly store: InterviewStore;
  readonly forms: FormServer;
  /** The platform facts for the opener plan, read once (they run xdg-mime and read /proc). */
  private facts?: OpenerFacts;

  /** The writable log directory in use, or undefined: logging to stderr only and answers not archived. */
  readonly logDir: string | undefined;

  constructor(readonly config: AskUserRichConfig = configFromEnv()) {
    const failures: string[] = [];
    this.logDir = config.logDirs.find((dir) => {
      try {
        mkdirSync(dir, { recursive: true });
        accessSync(dir, fsConstants.W_OK);
        return true;
      } catch (error) {
        failures.push(`${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        return false;
      }
    });
    if (failures.length) this.log(`log directory not writable: ${failures.join("; ")}`);
    if (this.logDir === undefined)
      this.log("no writable log directory (set ASK_USER_RICH_LOG_DIR): logging to stderr only, and submitted answers are not archived");
    else this.log(`logging to ${join(this.logDir, "server.log")}, answers archived in ${join(this.logDir, "answers")}`);
    const limits = { idleReleaseMs: config.idleReleaseMs, maxOpen: config.maxOpen };
    this.store = new InterviewStore(this.logDir === undefined ? undefined : join(this.logDir, "answers"), (line) => this.log(line), limits);
    setInterval(() => this.store.release(), Math.min(60_000, Math.max(100, Math.floor(config.idleReleaseMs / 2)))).unref();
    this.forms = new FormServer(this.store, {
      host: config.host,
      port: config.port,
      publicHost: config.publicHost,
      pageDir: join(packageInfo().root, "dist/page"),
      log: (line) => this.log(line),
    });
  }

  /** One line to stderr and, when a log directory is writable, to <logDir>/server.log. Never throws. */
  log(line: string): void {
    const stamped = `${new Date().toISOString()} ${line}`;
    logToStderr(stamped, "ask-user-rich");
    if (this.logDir === undefined) return;
    try {
      appendFileSync(join(this.logDir, "server.log"), `${stamped}\n`);
    } catch {
      // the log is best effort; stderr already has the line
    }
  }

  /**
   * Waits for the session's answers, sending notifications/progress at once and then every
   * progressMs when the client gave a progressToken (and none otherwise). Resolves with the
   * answers, "cancelled" (the form stays open and the answers stay collectable) or "archive-failed"
   * (a submit could not be saved; the form stays open).
   */
  async waitWithProgress(session: InterviewSession, url: string, context: ToolCallContext): Promise<WaitOutcome> {
    const token = context.progressToken;
    this.log(`waiting for ${session.id} (progressToken=${token === undefined ? "absent" : "present"})`);
    let tick = 0;
    const started = Date.now();
    const send = () => {
      if (token === undefined || session.result) return;
      tick += 1;
      const elapsed = Math.round((Date.now() - started) / 1000);
      const message = `Waiting for the user to answer "${session.spec.title}" at ${url} (${Math.floor(elapsed / 60)}m ${elapsed % 60}s elapsed)`;
      context
        .sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: tick, message } })
        .catch((error: unknown) => this.log(`progress failed: ${(error as Error).message}`));
      this.log(`progress ${session.id} #${tick}`);
    };
    send();
    const timer = setInterval(send, this.config.progressMs);
    try {
      const outcome = await this.store.wait(session, context.signal);
      if (outcome.kind === "cancelled") this.log(`call for ${session.id} cancelled; the form stays open`);
      return outcome;
    } finally {
      clearInterval(timer);
    }
  }

  async askUserRich(args: Record<string, unknown> | undefined, context: ToolCallContext): Promise<CallToolResult> {
    const input = args ?? {};
    const problems = checkAskUserRichInput(input);
    if (problems.length) return invalid(problems, "ask_user_rich");
    const typed = input as { title: string; intro?: string; questions: InterviewQuestion[]; delivery?: "browser" | "link" | "elicitation" };
    let delivery = typed.delivery ?? (DEFAULTS.AskUserRichInput.delivery as "browser");
    if (delivery === "elicitation") {
      const elicited = await this.tryElicitation(typed, context);
      if (elicited) return elicited;
      delivery = "browser";
    }
    const created = this.createSession({ title: typed.title, intro: typed.intro, questions: typed.questions }, delivery === "link" ? "link" : "browser");
    if ("refused" in created) return created.refused;
    const { session } = created;
    await this.forms.start();
    const url = this.forms.url(session.token);
    if (delivery === "link") return awaitingResult(session, url, "delivery is link, so no browser was opened");
    if (!this.config.open) return awaitingResult(session, url, "opening a browser is disabled (ASK_USER_RICH_OPEN=0)");
    const plan = openerPlan(url, (this.facts ??= openerFacts(this.config.openCmd)));
    const opened = await runOpeners(plan);
    this.log(
      `open ${session.id}: ${opened.opened ? `opened with ${opened.opened}` : "failed"}${opened.tried.length ? ` (tried: ${opened.tried.join("; ")})` : ""}`,
    );
    if (!opened.opened) {
      const tried = [...opened.tried, ...plan.notes];
      return awaitingResult(session, url, `the browser could not be opened: ${tried.join("; ") || "no opener is available on this platform"}`);
    }
    return outcomeResult(session, url, await this.waitWithProgress(session, url, context));
  }

  /** A new pending session, or the error result when too many interviews are open. */
  private createSession(spec: InterviewSession["spec"], via: InterviewSession["via"]): { session: InterviewSession } | { refused: CallToolResult } {
    try {
      return { session: this.store.create(spec, via) };
    } catch (error) {
      if (!(error instanceof TooManyInterviewsError)) throw error;
      this.log(`refused a new interview: ${error.message}`);
      const fix =
        "collect or finish the open interviews first (await_user_answers), or raise ASK_USER_RICH_MAX_OPEN; unanswered ones are released after ASK_USER_RICH_IDLE_RELEASE_MS without a page view";
      return { refused: invalid([{ path: "", message: error.message, fix }], "ask_user_rich") };
    }
  }

  /**
   * delivery "elicitation" (docs/ask-user-rich.md): the client's own form dialog, one field per question plus an
   * Other field, titled enums, multi-select arrays, the recommendation as default, a long timeout
   * and the call's abort signal. Returns undefined to fall back to the browser: a rank question,
   * no form-elicitation capability, or a client that answers -32601. Question ids key the fields
   * through a null-prototype object and the answer is read with own-property lookups, so ids such
   * as "__proto__" or "constructor" are asked and answered like any other.
   */
  private async tryElicitation(
    input: { title: string; intro?: string; questions: InterviewQuestion[] },
    context: ToolCallContext,
  ): Promise<CallToolResult | undefined> {
    const caps = context.server.getClientCapabilities()?.elicitation as Record<string, unknown> | undefined;
    const formCapable = caps !== undefined && (caps.form !== undefined || caps.url === undefined);
    if (!formCapable) return this.fallback("the client does not advertise form elicitation");
    if (input.questions.some((q) => q.kind === "rank")) return this.fallback("the interview has a rank question");
    // Titled enums (oneOf const/title) and multi-select arrays arrived with protocol 2025-11-25;
    // older clients get enum + enumNames, and cannot be asked multi-select questions.
    const modern = context.protocolVersion >= "2025-11-25";
    if (!modern && input.questions.some((q) => q.multiSelect)) return this.fallback(`protocol ${context.protocolVersion} has no multi-select fields`);
    const properties = Object.create(null) as Record<string, unknown>;
    for (const q of input.questions) {
      const options = q.options ?? [];
      const titled = options.map((o) => ({ const: o.id, title: o.label }));
      const rec = q.recommended;
      if (options.length === 0) properties[q.id] = { type: "string", title: q.header, ...(q.body ? { description: q.body } : {}) };
      else if (q.multiSelect)
        properties[q.id] = { type: "array", title: q.header, items: { anyOf: titled }, ...(rec !== undefined ? { default: [rec].flat() } : {}) };
      else if (modern) properties[q.id] = { type: "string", title: q.header, oneOf: titled, ...(typeof rec === "string" ? { default: rec } : {}) };
      else
        properties[q.id] = {
          type: "string",
          title: q.header,
          enum: options.map((o) => o.id),
          enumNames: options.map((o) => o.label),
          ...(typeof rec === "string" ? { default: rec } : {}),
        };
      // "#" cannot appear in an id, so the Other field never collides with a question.
      if (options.length > 0 && q.allowOther !== false) properties[`${q.id}#other`] = { type: "string", title: `${q.header} (other)` };
    }
    const created = this.createSession({ title: input.title, intro: input.intro, questions: input.questions }, "elicitation");
    if ("refused" in created) return created.refused;
    const { session } = created;
    let result: { action: string; content?: Record<string, unknown> };
    try {
      // The raw result is kept (RAW_RESULT): the SDK's schema would copy `content` into a plain
      // object and lose a "__proto__" answer; ElicitResultSchema checks the shape below.
      const raw = (await context.server.request(
        {
          method: "elicitation/create",
          params: { mode: "form", message: input.intro ? `${input.title}\n\n${input.intro}` : input.title, requestedSchema: { type: "object", properties } },
        } as never,
        RAW_RESULT as never,
        { timeout: 4 * 60 * 60 * 1000, signal: context.signal, resetTimeoutOnProgress: true },
      )) as unknown;
      if (!ElicitResultSchema.safeParse(raw).success) throw new Error(`the client's elicitation result is malformed: ${JSON.stringify(raw).slice(0, 200)}`);
      result = raw as typeof result;
    } catch (error) {
      const code = (error as { code?: number }).code;
      this.store.discard(session);
      this.log(`elicitation for ${session.id} failed (${code ?? ""} ${(error as Error).message}); using the browser`);
      return undefined;
    }
    this.log(`elicitation ${session.id}: ${result.action}`);
    if (result.action !== "accept") {
      const status = result.action === "decline" ? "declined" : "cancelled";
      const summary = `The user ${status} the form dialog for "${input.title}"; nothing was submitted.`;
      this.store.discard(session);
      return { content: [text(summary)], structuredContent: { status, summary, interviewId: session.id, via: "elicitation" } };
    }
    const content = new Map(Object.entries(typeof result.content === "object" && result.content !== null ? result.content : {}));
    const answers = input.questions.map((q) => {
      const value = content.get(q.id);
      const rawOther = content.get(`${q.id}#other`);
      const other = typeof rawOther === "string" && rawOther.trim() ? rawOther : null;
      const options = q.options ?? [];
      const selected = options.length === 0 ? [] : Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];
      const own = options.length === 0 && typeof value === "string" && value.trim() ? value : other;
      // Single-select: the user's own answer wins over a picked option (one answer only).
      const single = options.length > 0 && !q.multiSelect && own !== null;
      return { id: q.id, status: "answered" as const, selected: single ? [] : selected, other: own };
    });
    const outcome = this.store.submit(session, { answers });
    if (outcome.status !== 200 || !session.result) {
      if (outcome.status !== 500) this.store.discard(session);
      return invalid(
        [{ path: "", message: `the client's elicitation answer was refused: ${String(outcome.body.error)}`, fix: "ask again with delivery browser" }],
        "ask_user_rich",
      );
    }
    return answersResult(session.result);
  }

  private fallback(why: string): undefined {
    this.log(`elicitation not used: ${why}; using the browser`);
    return undefined;
  }

  async awaitUserAnswers(args: Record<string, unknown> | undefined, context: ToolCallContext): Promise<CallToolResult> {
    const sessionId = args?.sessionId;
    const session = typeof sessionId === "string" ? this.store.get(sessionId) : undefined;
    if (!session) {
      return invalid(
        [
          {
            path: "sessionId",
            message: `no open interview has sessionId ${quote(sessionId)}`,
            fix: "use the sessionId of an awaiting result (finished interviews are released after 30 minutes, unanswered ones after ASK_USER_RICH_IDLE_RELEASE_MS with no call waiting and no page view)",
          },
        ],
        "await_user_answers",
      );
    }
    if (session.result) return answersResult(session.result);
    const url = this.forms.url(session.token);
    return outcomeResult(session, url, await this.waitWithProgress(session, url, context));
  }

  appendQuestions(args: Record<string, unknown> | undefined): CallToolResult {
    const sessionId = args?.sessionId;
    const session = typeof sessionId === "string" ? this.store.get(sessionId) : undefined;
    if (!session)
      return invalid(
        [
          {
            path: "sessionId",
            message: `no open interview has sessionId ${quote(sessionId)}`,
            fix: "use the sessionId of an interview whose form is still open",
          },
        ],
        "append_questions",
      );
    if (session.state !== "pending") {
      return invalid(
        [
          {
            path: "sessionId",
            message: `the user already submitted interview "${session.id}"`,
            fix: "ask a new interview with ask_user_rich for follow-up questions",
          },
        ],
        "append_questions",
      );
    }
    const problems = checkAppendInput(args, session.spec.questions);
    if (problems.length) return invalid(problems, "append_questions");
    const { questions, note } = args as { questions: InterviewQuestion[]; note?: string };
    this.store.append(session, questions, note);
    const url = this.forms.url(session.token);
    const structured = {
      status: "appended" as const,
      summary: `Added ${questions.length} question(s) to "${session.spec.title}" (now ${session.spec.questions.length}, version ${session.version}). The open form shows them; the answers arrive through the call that is waiting, or through await_user_answers.`,
      sessionId: session.id,
      appended: questions.length,
      total: session.spec.questions.length,
      version: session.version,
      url,
    };
    return { content: [text(structured.summary), text(JSON.stringify(structured, null, 2))], structuredContent: structured };
  }
}

/** Creates the ask-user-rich MCP server over one AskUserRich instance. */
export function createAskUserRichServer(app = new AskUserRich()): Server {
  const logged = (name: string, args: Record<string, unknown> | undefined) => {
    const questions = Array.isArray(args?.questions) ? `, ${args.questions.length} question(s)` : "";
    app.log(
      `call ${name}${typeof args?.sessionId === "string" ? ` ${quote(args.sessionId)}` : ""}${typeof args?.title === "string" ? ` ${quote(args.title)}` : ""}${questions}${typeof args?.delivery === "string" ? `, delivery ${quote(args.delivery)}` : ""}`,
    );
  };
  return createContractServer("ask-user-rich", {
    ask_user_rich: (args, context) => (logged("ask_user_rich", args), app.askUserRich(args, context)),
    append_questions: (args) => (logged("append_questions", args), app.appendQuestions(args)),
    await_user_answers: (args, context) => (logged("await_user_answers", args), app.awaitUserAnswers(args, context)),
  });
}
