/**
 * The ask-user-rich MCP server (seed 003): ask_user_rich blocks until the user submits the local
 * web form, append_questions adds follow-ups to an open interview, await_user_answers collects a
 * pending one. While waiting it sends notifications/progress with the client's own progressToken.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ElicitResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULTS, type InterviewAnswers, type InterviewAwaiting, type InterviewQuestion, type ValidationProblem } from "../../generated/types.js";
import { formatProblems } from "../../generated/validators.js";
import { createContractServer, type ToolCallContext } from "../shared/contract-server.js";
import { packageInfo } from "../shared/package-info.js";
import { FormServer } from "./http.js";
import { InterviewStore, type InterviewSession } from "./interviews.js";
import { openerPlan, runOpeners, type OpenerFacts } from "./opener.js";
import { checkAppendInput, checkAskUserRichInput } from "./validation.js";

/** Settings from the environment (seed 003, Configuration). */
export interface AskUserRichConfig {
  open: boolean;
  openCmd?: string;
  port: number;
  host: string;
  publicHost: string;
  progressMs: number;
  logDir: string;
}

/** Reads ASK_USER_RICH_* (defaults: open on, port 0, 127.0.0.1, localhost, 15000 ms, <package>/logs). */
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
    logDir: env.ASK_USER_RICH_LOG_DIR || join(packageInfo().root, "logs"),
  };
}

/** The platform facts the opener plan needs, read from this machine. */
export function openerFacts(config: AskUserRichConfig): OpenerFacts {
  const has = (command: string) => (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
  let wsl = false;
  try {
    wsl = /microsoft/i.test(readFileSync("/proc/version", "utf8"));
  } catch {
    wsl = false;
  }
  let httpsHandler = "";
  if (process.platform === "linux" && has("xdg-mime")) {
    try {
      httpsHandler = execFileSync("xdg-mime", ["query", "default", "x-scheme-handler/https"], { encoding: "utf8", timeout: 3000, stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      httpsHandler = "";
    }
  }
  return {
    platform: process.platform,
    openCmd: config.openCmd,
    wsl,
    wslInterop: existsSync("/proc/sys/fs/binfmt_misc/WSLInterop"),
    has,
    gui: Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY),
    httpsHandler,
  };
}

const text = (t: string) => ({ type: "text" as const, text: t });

function invalid(problems: ValidationProblem[], tool: string): CallToolResult {
  const summary = `${tool}: ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was asked:\n${formatProblems(problems)}`;
  return { isError: true, content: [text(summary)], structuredContent: { status: "invalid", summary, problems } };
}

function answersResult(result: InterviewAnswers): CallToolResult {
  return { content: [text(result.summary), text(JSON.stringify(result, null, 2))], structuredContent: result as unknown as Record<string, unknown> };
}

function awaitingResult(session: InterviewSession, url: string, reason: string): CallToolResult {
  const structured: InterviewAwaiting = {
    status: "awaiting",
    summary: `The interview "${session.spec.title}" is open at ${url} but no call is waiting for it: ${reason}. Show the user the link, then call await_user_answers with sessionId "${session.id}".`,
    sessionId: session.id,
    url,
    reason,
  };
  return { content: [text(structured.summary), text(JSON.stringify(structured, null, 2))], structuredContent: structured as unknown as Record<string, unknown> };
}

/** Everything one ask-user-rich process shares: config, sessions, the form server, the log. */
export class AskUserRich {
  readonly store: InterviewStore;
  readonly forms: FormServer;
  /** The platform facts for the opener plan, read once (they run xdg-mime and read /proc). */
  private facts?: OpenerFacts;

  constructor(readonly config: AskUserRichConfig = configFromEnv()) {
    mkdirSync(config.logDir, { recursive: true });
    this.store = new InterviewStore(join(config.logDir, "answers"), (line) => this.log(line));
    this.forms = new FormServer(this.store, {
      host: config.host,
      port: config.port,
      publicHost: config.publicHost,
      pageDir: join(packageInfo().root, "dist/page"),
      log: (line) => this.log(line),
    });
  }

  /** One line to <logDir>/server.log and stderr. */
  log(line: string): void {
    const stamped = `${new Date().toISOString()} ${line}`;
    process.stderr.write(`[ask-user-rich] ${stamped}\n`);
    try {
      appendFileSync(join(this.config.logDir, "server.log"), `${stamped}\n`);
    } catch {
      // the log is best effort; stderr already has the line
    }
  }

  /**
   * Waits for the session's answers, sending notifications/progress at once and then every
   * progressMs when the client gave a progressToken (and none otherwise). Resolves undefined when
   * the call is cancelled; the form stays open and the answers stay collectable.
   */
  async waitWithProgress(session: InterviewSession, url: string, context: ToolCallContext): Promise<InterviewAnswers | undefined> {
    const token = context.progressToken;
    this.log(`waiting for ${session.id} (progressToken=${token === undefined ? "absent" : "present"})`);
    let tick = 0;
    const started = Date.now();
    const send = () => {
      if (token === undefined || session.result) return;
      tick += 1;
      const elapsed = Math.round((Date.now() - started) / 1000);
      const message = `Waiting for the user to answer "${session.spec.title}" at ${url} (${Math.floor(elapsed / 60)}m ${elapsed % 60}s elapsed)`;
      context.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: tick, message } }).catch((error: unknown) => this.log(`progress failed: ${(error as Error).message}`));
      this.log(`progress ${session.id} #${tick}`);
    };
    send();
    const timer = setInterval(send, this.config.progressMs);
    try {
      const result = await this.store.wait(session, context.signal);
      if (!result) this.log(`call for ${session.id} cancelled; the form stays open`);
      return result;
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
    const session = this.store.create({ title: typed.title, intro: typed.intro, questions: typed.questions }, delivery === "link" ? "link" : "browser");
    await this.forms.start();
    const url = this.forms.url(session.token);
    if (delivery === "link") return awaitingResult(session, url, "delivery is link, so no browser was opened");
    if (!this.config.open) return awaitingResult(session, url, "opening a browser is disabled (ASK_USER_RICH_OPEN=0)");
    const plan = openerPlan(url, (this.facts ??= openerFacts(this.config)));
    const opened = await runOpeners(plan);
    this.log(`open ${session.id}: ${opened.opened ? `opened with ${opened.opened}` : "failed"}${opened.tried.length ? ` (tried: ${opened.tried.join("; ")})` : ""}`);
    if (!opened.opened) {
      const tried = [...opened.tried, ...plan.notes];
      return awaitingResult(session, url, `the browser could not be opened: ${tried.join("; ") || "no opener is available on this platform"}`);
    }
    const result = await this.waitWithProgress(session, url, context);
    return result ? answersResult(result) : awaitingResult(session, url, "the call was cancelled before the user submitted");
  }

  /**
   * delivery "elicitation" (seed 003): the client's own form dialog, one field per question plus an
   * Other field, titled enums, multi-select arrays, the recommendation as default, a long timeout
   * and the call's abort signal. Returns undefined to fall back to the browser: a rank question,
   * no form-elicitation capability, or a client that answers -32601.
   */
  private async tryElicitation(input: { title: string; intro?: string; questions: InterviewQuestion[] }, context: ToolCallContext): Promise<CallToolResult | undefined> {
    const caps = context.server.getClientCapabilities()?.elicitation as Record<string, unknown> | undefined;
    const formCapable = caps !== undefined && (caps.form !== undefined || caps.url === undefined);
    if (!formCapable) return this.fallback("the client does not advertise form elicitation");
    if (input.questions.some((q) => q.kind === "rank")) return this.fallback("the interview has a rank question");
    // Titled enums (oneOf const/title) and multi-select arrays arrived with protocol 2025-11-25;
    // older clients get enum + enumNames, and cannot be asked multi-select questions.
    const modern = context.protocolVersion >= "2025-11-25";
    if (!modern && input.questions.some((q) => q.multiSelect)) return this.fallback(`protocol ${context.protocolVersion} has no multi-select fields`);
    const properties: Record<string, unknown> = {};
    for (const q of input.questions) {
      const options = q.options ?? [];
      const titled = options.map((o) => ({ const: o.id, title: o.label }));
      const rec = q.recommended;
      if (options.length === 0) properties[q.id] = { type: "string", title: q.header, ...(q.body ? { description: q.body } : {}) };
      else if (q.multiSelect) properties[q.id] = { type: "array", title: q.header, items: { anyOf: titled }, ...(rec !== undefined ? { default: [rec].flat() } : {}) };
      else if (modern) properties[q.id] = { type: "string", title: q.header, oneOf: titled, ...(typeof rec === "string" ? { default: rec } : {}) };
      else properties[q.id] = { type: "string", title: q.header, enum: options.map((o) => o.id), enumNames: options.map((o) => o.label), ...(typeof rec === "string" ? { default: rec } : {}) };
      // "#" cannot appear in an id, so the Other field never collides with a question.
      if (options.length > 0 && q.allowOther !== false) properties[`${q.id}#other`] = { type: "string", title: `${q.header} (other)` };
    }
    const session = this.store.create({ title: input.title, intro: input.intro, questions: input.questions }, "elicitation");
    let result: { action: string; content?: Record<string, unknown> };
    try {
      result = (await context.server.request(
        { method: "elicitation/create", params: { mode: "form", message: input.intro ? `${input.title}\n\n${input.intro}` : input.title, requestedSchema: { type: "object", properties } } } as never,
        ElicitResultSchema,
        { timeout: 4 * 60 * 60 * 1000, signal: context.signal, resetTimeoutOnProgress: true },
      )) as typeof result;
    } catch (error) {
      const code = (error as { code?: number }).code;
      this.log(`elicitation for ${session.id} failed (${code ?? ""} ${(error as Error).message}); using the browser`);
      return undefined;
    }
    this.log(`elicitation ${session.id}: ${result.action}`);
    if (result.action !== "accept") {
      const status = result.action === "decline" ? "declined" : "cancelled";
      const summary = `The user ${status} the form dialog for "${input.title}"; nothing was submitted.`;
      return { content: [text(summary)], structuredContent: { status, summary, interviewId: session.id, via: "elicitation" } };
    }
    const content = result.content ?? {};
    const answers = input.questions.map((q) => {
      const value = content[q.id];
      const rawOther = content[`${q.id}#other`];
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
      return invalid([{ path: "", message: `the client's elicitation answer was refused: ${String(outcome.body.error)}`, fix: "ask again with delivery browser" }], "ask_user_rich");
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
      return invalid([{ path: "sessionId", message: `no open interview has sessionId ${JSON.stringify(sessionId)}`, fix: "use the sessionId of an awaiting result (finished interviews are released after 30 minutes)" }], "await_user_answers");
    }
    if (session.result) return answersResult(session.result);
    const url = this.forms.url(session.token);
    const result = await this.waitWithProgress(session, url, context);
    return result ? answersResult(result) : awaitingResult(session, url, "the call was cancelled before the user submitted");
  }

  appendQuestions(args: Record<string, unknown> | undefined): CallToolResult {
    const sessionId = args?.sessionId;
    const session = typeof sessionId === "string" ? this.store.get(sessionId) : undefined;
    if (!session) return invalid([{ path: "sessionId", message: `no open interview has sessionId ${JSON.stringify(sessionId)}`, fix: "use the sessionId of an interview whose form is still open" }], "append_questions");
    if (session.state !== "pending") {
      return invalid([{ path: "sessionId", message: `the user already submitted interview "${session.id}"`, fix: "ask a new interview with ask_user_rich for follow-up questions" }], "append_questions");
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
    app.log(`call ${name}${typeof args?.sessionId === "string" ? ` ${args.sessionId}` : ""}${typeof args?.title === "string" ? ` "${args.title}"` : ""}${questions}${typeof args?.delivery === "string" ? `, delivery ${args.delivery}` : ""}`);
  };
  return createContractServer("ask-user-rich", {
    ask_user_rich: (args, context) => (logged("ask_user_rich", args), app.askUserRich(args, context)),
    append_questions: (args) => (logged("append_questions", args), app.appendQuestions(args)),
    await_user_answers: (args, context) => (logged("await_user_answers", args), app.awaitUserAnswers(args, context)),
  });
}
