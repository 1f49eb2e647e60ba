// The interview's data as the page holds it: the spec from GET /api/s/:token, one draft per question,
// and the pure rules over them (status, recommendation, what a draft sends). Shapes come from the
// generated contract types; the submit body is $defs/InterviewSubmitBody in contract/schema.json.
import type { InterviewQuestion, InterviewSubmitBody } from "../../../generated/types.js";
import { listSeparator, t } from "./i18n";

export type { InterviewQuestion };
export type Mode = "answered" | "deferred" | "needs-info";
/** What the user has entered for one question so far (kept in localStorage until submitted). */
export interface Draft {
  mode: Mode;
  /** Option ids, in the order picked. */
  selected: string[];
  other: string;
  /** Option ids in the user's order; null until a row moves or the order is kept. */
  ranked: string[] | null;
  notes: string;
}
export type Status = "answered" | "deferred" | "needs-info" | "open";
export interface Spec {
  title: string;
  intro?: string;
  questions: InterviewQuestion[];
}
export type Screen = { kind: "intro" } | { kind: "question"; q: InterviewQuestion; index: number } | { kind: "review" };

/** Question ids are user data: every lookup keyed by an id is a Map, never a plain object (`__proto__`, `constructor`). */
export type Drafts = Map<string, Draft>;

export const emptyDraft = (): Draft => ({ mode: "answered", selected: [], other: "", ranked: null, notes: "" });

/** The intro (when the spec has one), one screen per question, then the review. */
export function buildScreens(spec: Spec): Screen[] {
  return [
    ...(spec.intro ? [{ kind: "intro" as const }] : []),
    ...spec.questions.map((q, index) => ({ kind: "question" as const, q, index })),
    { kind: "review" as const },
  ];
}

/** A screen's identity, stable when questions are appended. */
export const screenKey = (s: Screen | undefined) => (!s ? "" : s.kind === "question" ? `q:${s.q.id}` : s.kind);

/** Length in code points, as the server's validators count. */
export const codePoints = (text: string) => [...text].length;

/** A question's status from its draft: a rank answer needs a recorded order, a choice an option or Other text. */
export function statusOf(q: InterviewQuestion, d: Draft | undefined): Status {
  if (!d) return "open";
  if (d.mode !== "answered") return d.mode;
  const has = q.kind === "rank" ? d.ranked !== null : d.selected.length > 0 || codePoints(d.other.trim()) > 0;
  return has ? "answered" : "open";
}

export function recommendedOf(q: InterviewQuestion): string[] {
  return q.recommended === undefined ? [] : Array.isArray(q.recommended) ? q.recommended : [q.recommended];
}

/** The order a rank question shows: the user's, else the authored option order. */
export const orderOf = (q: InterviewQuestion, d: Draft | undefined) => d?.ranked ?? (q.options ?? []).map((o) => o.id);

/** A question's status as the page's language says it (x-nuwax.uiStrings interviewStatus*); "unanswered" is the submit body's word for open. */
export function statusLabel(status: Status | "unanswered"): string {
  const words = t();
  return status === "answered"
    ? words.interviewStatusAnswered
    : status === "deferred"
      ? words.interviewStatusDeferred
      : status === "needs-info"
        ? words.interviewStatusNeedsInfo
        : words.interviewStatusOpen;
}

/** One line saying what an answered draft holds, with option labels ("Churn > Revenue", "CSV, Other: …"; "CSV、其他：…"), in the page's language (i18n.ts). */
export function answerText(q: InterviewQuestion, d: Draft | undefined): string {
  if (!d || statusOf(q, d) !== "answered") return "";
  const labels = new Map((q.options ?? []).map((o) => [o.id, o.label]));
  if (q.kind === "rank") return (d.ranked ?? []).map((id) => labels.get(id) ?? id).join(" > ");
  const other = d.other.trim() ? [q.options?.length ? t().interviewOtherAnswer({ text: d.other }) : d.other] : [];
  return [...d.selected.map((id) => labels.get(id) ?? id), ...other].join(listSeparator());
}

/** The submit body ($defs/InterviewSubmitBody) for these drafts. */
export function submitBody(spec: Spec, drafts: Drafts, version: number, generalNotes: string): InterviewSubmitBody {
  return {
    specVersion: version,
    generalNotes: generalNotes.trim() ? generalNotes : null,
    answers: spec.questions.map((q) => {
      const d = drafts.get(q.id) ?? emptyDraft();
      const status = statusOf(q, d);
      return {
        id: q.id,
        status: status === "open" ? "unanswered" : status,
        selected: q.kind === "rank" ? [] : d.selected,
        other: q.kind !== "rank" && d.other.trim() ? d.other : null,
        ranked: q.kind === "rank" ? d.ranked : null,
        notes: d.notes.trim() ? d.notes : null,
      };
    }),
  };
}
