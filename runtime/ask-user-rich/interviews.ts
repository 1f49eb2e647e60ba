/**
 * Interview sessions of ask_user_rich (docs/ask-user-rich.md): one per call, with a random 144-bit
 * URL token and a short session id for the tools; append, submit (with the HTTP status rules),
 * archive, waiting and release. Memory is bounded (docs/reliability-and-security.md): at most
 * `maxOpen` pending interviews, and a pending one nobody can answer any more (no call waiting, no
 * page view for `idleReleaseMs`) is released with a log line. Pure state and rules; no HTTP and no
 * MCP here.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { InterviewAnswer, InterviewAnswers, InterviewQuestion, InterviewSubmitAnswer } from "../../generated/types.js";
import { formatProblems, quote, toProblems, validateInterviewSubmitBody } from "../contract/validators.js";
import { newSessionToken } from "../shared/loopback.js";
import { MAX_TOOL_RESULT_BYTES, tooLargeMessage, toolResultBytes, type WrittenText } from "../shared/result-size.js";
import { answersResult } from "./results.js";

export type Via = InterviewAnswers["via"];

/** The interview as shown on the form. */
export interface InterviewSpec {
  title: string;
  intro?: string;
  questions: InterviewQuestion[];
}

export interface InterviewSession {
  /** Short id the tools use (await_user_answers, append_questions). */
  id: string;
  /** Random 144-bit token (base64url) in the form URL. */
  token: string;
  spec: InterviewSpec;
  /** +1 per append. */
  version: number;
  note?: string;
  /** Ids of the questions added by the latest append. */
  newQuestionIds: string[];
  /** Every append's note with the version it produced, oldest first. */
  notes: Array<{ version: number; note: string }>;
  /** Whether any call has waited for this interview (so the page can say the agent stopped waiting). */
  everWaited: boolean;
  via: Via;
  createdAt: number;
  state: "pending" | "submitted";
  result?: InterviewAnswers;
  settledAt?: number;
  /** Last time (epoch milliseconds) the session was created, viewed on the page or waited for. */
  lastSeenAt: number;
  /** Calls currently waiting for this interview. */
  waiters: Set<(event: WaitEvent) => void>;
}

/** What a waiting call learns: the answers, or that a submit could not be archived (the session stays pending). */
export type WaitEvent = { kind: "answers"; result: InterviewAnswers } | { kind: "archive-failed"; error: string };
/** What wait() resolves with: a WaitEvent, or cancelled when the call's signal aborted. */
export type WaitOutcome = WaitEvent | { kind: "cancelled" };

/** An HTTP-shaped outcome of a submit: the status code and the JSON body to send. */
export interface SubmitOutcome {
  status: 200 | 400 | 409 | 413 | 422 | 500;
  body: Record<string, unknown>;
}

/** Releases finished sessions this long after they settle (docs/ask-user-rich.md "Configuration": 30 minutes). */
export const RELEASE_AFTER_MS = 30 * 60 * 1000;
/** Default time (milliseconds) after which a pending interview with no waiting call and no page view is released: 1 hour. */
export const IDLE_RELEASE_MS = 60 * 60 * 1000;
/** Default largest number of pending interviews at once. */
export const MAX_OPEN_INTERVIEWS = 100;

/** Thrown by create() when `maxOpen` interviews are already pending. */
export class TooManyInterviewsError extends Error {
  constructor(readonly open: number) {
    super(`${open} interviews are already open, the most this server keeps at once (ASK_USER_RICH_MAX_OPEN)`);
    this.name = "TooManyInterviewsError";
  }
}

/** Limits of an InterviewStore. */
export interface StoreLimits {
  /** Pending interviews with no waiting call and no page view for this long (milliseconds) are released. */
  idleReleaseMs?: number;
  /** Largest number of pending interviews; create() throws TooManyInterviewsError beyond it. */
  maxOpen?: number;
  /** Largest tool result a submit may produce, in bytes (default x-nuwax.constants.maxToolResultBytes); a larger one is refused with 413. */
  maxResultBytes?: number;
}

export class InterviewStore {
  private readonly byToken = new Map<string, InterviewSession>();
  private readonly byId = new Map<string, InterviewSession>();
  private readonly idleReleaseMs: number;
  private readonly maxOpen: number;
  private readonly maxResultBytes: number;

  /**
   * `archiveDir`: where every submitted interview is written (fsync'ed) before anything returns;
   * undefined when no directory is writable (answers are then not archived; the server says so at start).
   */
  constructor(
    private readonly archiveDir: string | undefined,
    private readonly log: (line: string) => void = () => {},
    limits: StoreLimits = {},
  ) {
    this.idleReleaseMs = limits.idleReleaseMs ?? IDLE_RELEASE_MS;
    this.maxOpen = limits.maxOpen ?? MAX_OPEN_INTERVIEWS;
    this.maxResultBytes = limits.maxResultBytes ?? MAX_TOOL_RESULT_BYTES;
  }

  /** Number of pending interviews. */
  openCount(): number {
    let n = 0;
    for (const session of this.byId.values()) if (session.state === "pending") n++;
    return n;
  }

  /** Marks the session as seen now (a page view, an API read, a waiting call): it is not idle. */
  touch(session: InterviewSession): void {
    session.lastSeenAt = Date.now();
  }

  /** Creates a pending session with fresh token and id. Throws TooManyInterviewsError when `maxOpen` are pending. */
  create(spec: InterviewSpec, via: Via): InterviewSession {
    this.release();
    const open = this.openCount();
    if (open >= this.maxOpen) throw new TooManyInterviewsError(open);
    let id: string;
    do id = `iv-${randomBytes(4).toString("hex")}`;
    while (this.byId.has(id));
    const session: InterviewSession = {
      id,
      token: newSessionToken(),
      spec,
      version: 1,
      newQuestionIds: [],
      notes: [],
      everWaited: false,
      via,
      createdAt: Date.now(),
      lastSeenAt: Date.now(),
      state: "pending",
      waiters: new Set(),
    };
    this.byToken.set(session.token, session);
    this.byId.set(session.id, session);
    this.log(`session ${id} created: "${spec.title}", ${spec.questions.length} question(s), via ${via}`);
    return session;
  }

  /** Forgets a session at once (an elicitation that was declined or fell back to the browser). */
  discard(session: InterviewSession): void {
    this.byId.delete(session.id);
    this.byToken.delete(session.token);
  }

  get(id: string): InterviewSession | undefined {
    this.release();
    return this.byId.get(id);
  }

  getByToken(token: string): InterviewSession | undefined {
    this.release();
    return this.byToken.get(token);
  }

  /** Adds validated follow-up questions: version +1, note replaced, new ids remembered. */
  append(session: InterviewSession, questions: InterviewQuestion[], note?: string): void {
    session.spec.questions.push(...questions);
    session.version += 1;
    session.note = note;
    session.newQuestionIds = questions.map((q) => q.id);
    if (note) session.notes.push({ version: session.version, note });
    this.log(`session ${session.id}: appended ${questions.length} question(s), version ${session.version}`);
  }

  /**
   * Resolves once the session is submitted ({ kind: "answers" }, at once if it already is), when a
   * submit cannot be archived ({ kind: "archive-failed" }: the session stays pending), or when
   * `signal` aborts ({ kind: "cancelled" }).
   */
  wait(session: InterviewSession, signal?: AbortSignal): Promise<WaitOutcome> {
    if (session.result) return Promise.resolve({ kind: "answers", result: session.result });
    return new Promise((resolve) => {
      const done = (outcome: WaitOutcome) => {
        session.waiters.delete(waiter);
        signal?.removeEventListener("abort", onAbort);
        this.touch(session);
        resolve(outcome);
      };
      const waiter = (event: WaitEvent) => done(event);
      const onAbort = () => done({ kind: "cancelled" });
      session.waiters.add(waiter);
      session.everWaited = true;
      this.touch(session);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * Applies a submit body (docs/ask-user-rich.md "Security"): 400 for a body outside
   * `$defs/InterviewSubmitBody`, 409 when already settled or when `specVersion` is stale (with the
   * current version), 422 for answers the questions do not allow, 413 for answers whose tool result
   * (answersResult) would be over `maxResultBytes` (the agent could never receive them; the error
   * names the longest texts to shorten). On success the answers are
   * archived to `<archiveDir>/<time>-<id>.json` (temp file, fsync, rename) before the session
   * settles and waiters resume. When the archive cannot be written: 500 with the reason, the
   * session stays pending, and waiting calls get { kind: "archive-failed" }. A refused submit
   * leaves the session pending. Never throws.
   */
  submit(session: InterviewSession, body: unknown): SubmitOutcome {
    if (session.state !== "pending") return { status: 409, body: { error: "already submitted", state: session.state } };
    if (!validateInterviewSubmitBody(body)) {
      const problems = toProblems(validateInterviewSubmitBody.errors, body);
      return { status: 400, body: { error: `invalid submit body:\n${formatProblems(problems)}`, problems } };
    }
    if (body.specVersion !== undefined && body.specVersion > session.version) {
      return {
        status: 400,
        body: { error: `specVersion ${body.specVersion} is newer than the interview (version ${session.version})`, version: session.version },
      };
    }
    if (body.specVersion !== undefined && body.specVersion !== session.version) {
      return {
        status: 409,
        body: { error: "the interview changed: new questions were added", version: session.version, newQuestionIds: session.newQuestionIds },
      };
    }
    const reasons = checkAnswers(session.spec.questions, body.answers);
    if (reasons.length) return { status: 422, body: { error: reasons.join("\n"), reasons } };
    const result = buildAnswers(session, body.answers, body.generalNotes ?? null);
    const bytes = toolResultBytes(answersResult(result));
    if (bytes > this.maxResultBytes) {
      this.log(`session ${session.id}: submit refused, its result would be ${bytes} bytes (limit ${this.maxResultBytes}); the interview stays open`);
      return {
        status: 413,
        body: {
          error: tooLargeMessage(bytes, writtenTexts(session.spec.questions, body.answers, body.generalNotes), this.maxResultBytes),
          resultBytes: bytes,
          maxResultBytes: this.maxResultBytes,
        },
      };
    }
    let where = "not archived (no writable log directory)";
    if (this.archiveDir !== undefined) {
      const file = join(this.archiveDir, `${result.submittedAt.replace(/[:.]/g, "-")}-${session.id}.json`);
      try {
        writeDurably(file, JSON.stringify({ spec: session.spec, version: session.version, result }, null, 2));
        where = `archived to ${file}`;
      } catch (error) {
        const reason = `the answers could not be archived to ${file}: ${(error as Error).message}`;
        this.log(`session ${session.id}: submit refused, ${reason}; the interview stays open, ${session.waiters.size} waiting call(s) told`);
        for (const waiter of [...session.waiters]) waiter({ kind: "archive-failed", error: reason });
        return {
          status: 500,
          body: {
            error: `The server could not save your answers (${reason}). Nothing was lost from the form: fix the problem or try again later, then submit again.`,
          },
        };
      }
    }
    session.state = "submitted";
    session.result = result;
    session.settledAt = Date.now();
    this.log(`session ${session.id}: submitted (${result.counts.answered}/${result.counts.total} answered), ${where}, ${session.waiters.size} waiting call(s)`);
    for (const waiter of [...session.waiters]) waiter({ kind: "answers", result });
    return { status: 200, body: { ok: true, state: "submitted" } };
  }

  /**
   * Drops sessions settled more than RELEASE_AFTER_MS ago, and pending sessions nobody can answer
   * any more: no call waiting and not seen (page view, API read, waiting call) for `idleReleaseMs`.
   */
  release(now = Date.now()): void {
    for (const session of this.byId.values()) {
      const settledLongAgo = session.settledAt !== undefined && now - session.settledAt > RELEASE_AFTER_MS;
      const abandoned = session.state === "pending" && session.waiters.size === 0 && now - session.lastSeenAt > this.idleReleaseMs;
      if (settledLongAgo || abandoned) {
        this.byId.delete(session.id);
        this.byToken.delete(session.token);
        this.log(
          abandoned
            ? `session ${session.id} released: pending with no call waiting and no page view for ${now - session.lastSeenAt} ms (limit ${this.idleReleaseMs} ms, ASK_USER_RICH_IDLE_RELEASE_MS)`
            : `session ${session.id} released`,
        );
      }
    }
  }
}

/** Writes `text` to `file` so that it is complete on disk before this returns: temp file, fsync, rename. Throws the file system's error. */
function writeDurably(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, "wx", 0o600);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, file);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The texts the user typed (own answers, notes, general notes), named as the form shows them. */
function writtenTexts(questions: readonly InterviewQuestion[], answers: readonly InterviewSubmitAnswer[], generalNotes?: string | null): WrittenText[] {
  const headers = new Map(questions.map((q) => [q.id, q.header]));
  const texts: WrittenText[] = [];
  for (const a of answers) {
    const header = headers.get(a.id) ?? a.id;
    if (a.other) texts.push({ where: `"${header}": your own answer`, text: a.other });
    if (a.notes) texts.push({ where: `"${header}": notes`, text: a.notes });
  }
  if (generalNotes) texts.push({ where: "general notes", text: generalNotes });
  return texts;
}

/** Why a set of answers cannot be accepted (422 reasons), or [] when fine. */
export function checkAnswers(questions: readonly InterviewQuestion[], answers: readonly InterviewSubmitAnswer[]): string[] {
  const reasons: string[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  for (const answer of answers) {
    if (seen.has(answer.id)) reasons.push(`question ${quote(answer.id)} is answered twice`);
    seen.add(answer.id);
    const q = byId.get(answer.id);
    if (!q) {
      reasons.push(`answer for unknown question ${quote(answer.id)}`);
      continue;
    }
    const ids = (q.options ?? []).map((o) => o.id);
    const selected = answer.selected ?? [];
    for (const s of selected) if (!ids.includes(s)) reasons.push(`question "${q.id}": unknown option id ${quote(s)}`);
    if (q.kind !== "rank" && !q.multiSelect && selected.length > 1)
      reasons.push(`question "${q.id}": ${selected.length} options picked on a single-select question`);
    if (new Set(selected).size !== selected.length) reasons.push(`question "${q.id}": an option is picked twice`);
    if (q.kind !== "rank" && !q.multiSelect && selected.length > 0 && answer.other?.trim())
      reasons.push(`question "${q.id}": single-select takes one answer, an option or the user's own, not both`);
    if (answer.other && q.allowOther === false) reasons.push(`question "${q.id}": does not take an own answer (allowOther is false)`);
    if (q.kind === "rank" && (selected.length > 0 || answer.other?.trim()))
      reasons.push(`question "${q.id}": a rank question is answered with ranked, not selected or other`);
    if (q.kind === "rank" && answer.ranked) {
      const ranked = answer.ranked;
      const full = ranked.length === ids.length && ids.every((id) => ranked.includes(id));
      if (!full)
        reasons.push(
          `question "${q.id}": the ranking must list every option id exactly once (${ids.length <= 10 ? ids.join(", ") : `${ids.slice(0, 10).join(", ")}, … (${ids.length - 10} more)`})`,
        );
    }
  }
  return reasons;
}

/** The result structure and its summary (contract `$defs/InterviewAnswers`). */
export function buildAnswers(session: InterviewSession, submitted: readonly InterviewSubmitAnswer[], generalNotes: string | null): InterviewAnswers {
  const byId = new Map(submitted.map((a) => [a.id, a]));
  const answers: InterviewAnswer[] = session.spec.questions.map((q) => {
    const a = byId.get(q.id);
    const labels = new Map((q.options ?? []).map((o) => [o.id, o.label]));
    const rank = q.kind === "rank";
    const selected = rank ? [] : (a?.selected ?? []);
    const other = rank ? null : a?.other?.trim() ? a.other : null;
    const ranked = rank && a?.ranked?.length ? a.ranked : null;
    const hasAnswer = rank ? ranked !== null : selected.length > 0 || other !== null;
    const status = a?.status === "deferred" || a?.status === "needs-info" ? a.status : a?.status === "answered" && hasAnswer ? "answered" : "unanswered";
    const rec = q.recommended === undefined ? null : Array.isArray(q.recommended) ? q.recommended : [q.recommended];
    let followed: boolean | null = null;
    if (rec && status === "answered") {
      followed = rank
        ? JSON.stringify(ranked) === JSON.stringify(rec)
        : other === null && selected.length === rec.length && rec.every((r) => selected.includes(r));
    }
    return {
      id: q.id,
      header: q.header,
      status,
      selected: status === "answered" ? selected : [],
      selectedLabels: status === "answered" ? selected.map((s) => labels.get(s) ?? s) : [],
      other: status === "answered" ? other : null,
      ranked: status === "answered" ? ranked : null,
      rankedLabels: status === "answered" && ranked ? ranked.map((r) => labels.get(r) ?? r) : null,
      notes: a?.notes?.trim() ? a.notes : null,
      followedRecommendation: followed,
    };
  });
  const counts = {
    total: answers.length,
    answered: answers.filter((a) => a.status === "answered").length,
    deferred: answers.filter((a) => a.status === "deferred").length,
    needsInfo: answers.filter((a) => a.status === "needs-info").length,
    unanswered: answers.filter((a) => a.status === "unanswered").length,
  };
  const submittedAt = new Date().toISOString();
  const durationSeconds = Math.round((Date.now() - session.createdAt) / 100) / 10;
  const notes = generalNotes?.trim() ? generalNotes : null;
  const result: InterviewAnswers = {
    summary: "",
    interviewId: session.id,
    title: session.spec.title,
    status: "submitted",
    via: session.via,
    submittedAt,
    durationSeconds,
    counts,
    generalNotes: notes,
    answers,
  };
  result.summary = summarize(result);
  return result;
}

/** One line per question: rank orders as A > B > C, (recommended) when followed, notes indented. */
export function summarize(result: InterviewAnswers): string {
  const { counts } = result;
  const lines = [
    `Interview "${result.title}" (${result.interviewId}) submitted via ${result.via} after ${result.durationSeconds} s: ${counts.answered} answered, ${counts.deferred} deferred, ${counts.needsInfo} need more info, ${counts.unanswered} unanswered.`,
  ];
  result.answers.forEach((a, i) => {
    let value: string;
    if (a.status === "answered") {
      const parts = a.rankedLabels ? [a.rankedLabels.join(" > ")] : [...a.selectedLabels];
      if (a.other !== null) parts.push(`Other: "${a.other}"`);
      value = parts.join(", ") + (a.followedRecommendation ? " (recommended)" : "");
    } else value = a.status === "needs-info" ? "NEEDS MORE INFO" : a.status.toUpperCase();
    lines.push(`${i + 1}. ${a.header} → ${value}`);
    if (a.notes) lines.push(`   note: ${a.notes.replace(/\n/g, "\n   ")}`);
  });
  if (result.generalNotes) lines.push(`General notes: ${result.generalNotes}`);
  return lines.join("\n");
}
