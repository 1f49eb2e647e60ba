// Everything that changes the store: answering, moving between screens, loading, polling and
// submitting through the form server's routes (runtime/ask-user-rich/http.ts):
//   GET /api/s/:token (spec), GET /api/s/:token/state (poll), POST /api/s/:token/submit.
// Actions read the store when they run (store.get()), so they are safe to call from any handler.
import {
  answerText,
  buildScreens,
  emptyDraft,
  orderOf,
  recommendedOf,
  screenKey,
  statusOf,
  submitBody,
  type Draft,
  type InterviewQuestion,
  type Screen,
  type Spec,
} from "./model";
import { focusAfterRender, reduceMotion } from "./focus";
import { store, type Done, type State } from "./store";
import { applyInterviewLanguage, listSeparator, t } from "./i18n";
import { formatBytes } from "../../shared/bytes.js";
import { CONSTANTS } from "../../../generated/types.js";

const token = location.pathname.split("/").pop() ?? "";
const api = `/api/s/${token}`;
const draftKey = `ask-user-rich:${token}`;
const SHOW_ALL_KEY = "ask-user-rich:showAll";
const THEME_KEY = "ask-user-rich:theme";
/** Milliseconds between state polls (appends show up within one poll). */
const POLL_MS = 2000;

// ---- derived state -------------------------------------------------------------------------

let screensCache: { spec: Spec | null; screens: Screen[] } = { spec: null, screens: [] };
/** The screens of the current spec (same array until the spec changes). */
export function screensOf(s: State = store.get()): Screen[] {
  if (screensCache.spec !== s.spec) screensCache = { spec: s.spec, screens: s.spec ? buildScreens(s.spec) : [] };
  return screensCache.screens;
}
/** The screen index the keys act on: the current screen, or the one being read in show all. */
export const activeIndexOf = (s: State) => (s.showAll ? s.reading : s.screen);
export const screenOfQuestion = (id: string) => screensOf().findIndex((s) => s.kind === "question" && s.q.id === id);
export const draftOf = (qid: string) => store.get().drafts.get(qid) ?? emptyDraft();

/** How many questions have each status, how many are resolved (not open), how many open ones have a recommendation. */
export interface Counts {
  answered: number;
  deferred: number;
  "needs-info": number;
  open: number;
  resolved: number;
  /** Open questions with a recommendation: what "accept every remaining recommendation" would answer. */
  acceptable: number;
}
const NO_COUNTS: Counts = { answered: 0, deferred: 0, "needs-info": 0, open: 0, resolved: 0, acceptable: 0 };
let countsCache: { spec: Spec | null; drafts: State["drafts"] | null; counts: Counts } = { spec: null, drafts: null, counts: NO_COUNTS };
/**
 * The counts of the current drafts, computed once per change of the drafts or the spec (one pass
 * over the questions however many components read them), and the same object while the numbers
 * stay the same, so a selector that returns it re-renders nothing on a keystroke in a note.
 */
export function countsOf(s: State = store.get()): Counts {
  if (countsCache.spec === s.spec && countsCache.drafts === s.drafts) return countsCache.counts;
  const next: Counts = { ...NO_COUNTS };
  for (const q of s.spec?.questions ?? []) {
    const status = statusOf(q, s.drafts.get(q.id));
    next[status]++;
    if (status === "open" && recommendedOf(q).length) next.acceptable++;
  }
  next.resolved = next.answered + next.deferred + next["needs-info"];
  const prev = countsCache.counts;
  const same = (Object.keys(next) as Array<keyof Counts>).every((k) => next[k] === prev[k]);
  countsCache = { spec: s.spec, drafts: s.drafts, counts: same ? prev : next };
  return countsCache.counts;
}

// ---- persistence -----------------------------------------------------------------------------

interface Saved {
  drafts: Record<string, Draft>;
  screen: number;
  generalNotes: string;
}

/** Restores the draft, screen, show-all and theme choices this browser saved for this interview. */
export function restore() {
  let saved: Partial<Saved> | null = null;
  try {
    saved = JSON.parse(localStorage.getItem(draftKey) ?? "null");
  } catch {
    saved = null;
  }
  const drafts = new Map<string, Draft>();
  // JSON.parse makes "__proto__" an own property; Object.entries reads own properties only.
  for (const [id, d] of Object.entries(saved?.drafts ?? {})) {
    if (d && typeof d === "object" && Array.isArray(d.selected)) drafts.set(id, { ...emptyDraft(), ...d });
  }
  const theme = localStorage.getItem(THEME_KEY);
  store.set({
    drafts,
    screen: typeof saved?.screen === "number" ? saved.screen : 0,
    generalNotes: typeof saved?.generalNotes === "string" ? saved.generalNotes : "",
    showAll: localStorage.getItem(SHOW_ALL_KEY) === "1",
    theme: theme === "light" || theme === "dark" ? theme : "auto",
  });
  applyTheme();
  // Save after the keystroke's frame, once per burst of changes.
  let scheduled = false;
  let last = store.get();
  store.subscribe(() => {
    const s = store.get();
    if (s.showAll !== last.showAll) localStorage.setItem(SHOW_ALL_KEY, s.showAll ? "1" : "0");
    if (s.theme !== last.theme) (localStorage.setItem(THEME_KEY, s.theme), applyTheme());
    const changed = s.drafts !== last.drafts || s.screen !== last.screen || s.generalNotes !== last.generalNotes;
    last = s;
    if (!changed || scheduled || s.done) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const now = store.get();
      if (now.done) return;
      localStorage.setItem(
        draftKey,
        JSON.stringify({ drafts: Object.fromEntries(now.drafts), screen: now.screen, generalNotes: now.generalNotes } satisfies Saved),
      );
    }, 0);
  });
}

function applyTheme() {
  const { theme } = store.get();
  if (theme === "auto") document.documentElement.removeAttribute("data-theme");
  else document.documentElement.setAttribute("data-theme", theme);
}

/** Auto → dark → light → auto. */
export const cycleTheme = () => store.set((s) => ({ theme: s.theme === "auto" ? "dark" : s.theme === "dark" ? "light" : "auto" }));

// ---- answering -------------------------------------------------------------------------------

/** Replaces one question's draft (a new Map and a new draft object; every other draft keeps its identity). */
export function update(qid: string, change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) {
  store.set((s) => {
    const d = s.drafts.get(qid) ?? emptyDraft();
    const drafts = new Map(s.drafts);
    drafts.set(qid, { ...d, ...(typeof change === "function" ? change(d) : change) });
    return { drafts };
  });
}

export function setFocusIndex(qid: string, index: number) {
  if (store.get().focusIndex.get(qid) === index) return;
  store.set((s) => ({ focusIndex: new Map(s.focusIndex).set(qid, index) }));
}

/** Single select: picks `id`, or unpicks it when picked (an option replaces Other). Multi select: toggles it. */
export function toggleOption(q: InterviewQuestion, id: string) {
  update(q.id, (d) => {
    const selected = q.multiSelect ? (d.selected.includes(id) ? d.selected.filter((s) => s !== id) : [...d.selected, id]) : d.selected.includes(id) ? [] : [id];
    const other = !q.multiSelect && selected.length ? "" : d.other;
    return { selected, other, mode: "answered" };
  });
}

/** Typing Other: in single select the user's own answer replaces a picked option (one answer only). */
export function setOther(q: InterviewQuestion, other: string) {
  update(q.id, { other, mode: "answered", ...(!q.multiSelect && other.trim() ? { selected: [] } : {}) });
}

export function takeRecommendation(q: InterviewQuestion) {
  const rec = recommendedOf(q);
  if (!rec.length) return;
  update(q.id, q.kind === "rank" ? { ranked: [...rec], mode: "answered" } : { selected: [...rec], mode: "answered" });
}

/** Review screen: every question still open that has a recommendation takes it. */
export function acceptAll() {
  const { spec, drafts } = store.get();
  if (!spec) return;
  const next = new Map(drafts);
  for (const q of spec.questions) {
    const rec = recommendedOf(q);
    if (!rec.length || statusOf(q, next.get(q.id)) !== "open") continue;
    next.set(q.id, { ...(next.get(q.id) ?? emptyDraft()), mode: "answered", ...(q.kind === "rank" ? { ranked: [...rec] } : { selected: [...rec] }) });
  }
  store.set({ drafts: next });
}

export const rankOrder = (q: InterviewQuestion) => orderOf(q, store.get().drafts.get(q.id));
export const keepOrder = (q: InterviewQuestion) => update(q.id, { ranked: [...rankOrder(q)], mode: "answered" });
export const resetOrder = (q: InterviewQuestion) => update(q.id, { ranked: null });

/** Moves a rank row from `from` to `to` (clamped), records the order and keeps keyboard focus on the row. */
export function moveRow(q: InterviewQuestion, from: number, to: number) {
  const order = [...rankOrder(q)];
  const target = Math.max(0, Math.min(to, order.length - 1));
  if (target === from) return;
  const [row] = order.splice(from, 1);
  order.splice(target, 0, row!);
  update(q.id, { ranked: order, mode: "answered" });
  setFocusIndex(q.id, target);
  focusAfterRender(`#rank-${CSS.escape(q.id)} li[data-index="${target}"]`);
}

// ---- moving around ---------------------------------------------------------------------------

/** Goes to a screen (clamped). In show all it scrolls there; `byKeyboard` also moves focus to it. */
export function go(index: number, byKeyboard = false) {
  const s = store.get();
  const target = Math.max(0, Math.min(index, screensOf(s).length - 1));
  if (s.showAll) {
    store.set({ confirming: false, pickup: null, reading: target });
    const el = document.querySelector(`[data-screen="${target}"]`) as HTMLElement | null;
    el?.scrollIntoView({ behavior: reduceMotion() ? "auto" : "smooth", block: "start" });
    if (byKeyboard) el?.focus({ preventScroll: true });
    return;
  }
  store.set({ confirming: false, pickup: null, direction: target >= s.screen ? "next" : "prev", screen: target });
  if (byKeyboard) focusAfterRender(`[data-screen="${target}"]`);
}

/** Show all ⇄ one per screen, staying on the same question. */
export function toggleShowAll(at?: number) {
  const s = store.get();
  const index = at ?? (s.showAll ? s.reading : s.screen);
  if (s.showAll) return store.set({ screen: index, showAll: false });
  store.set({ reading: index, showAll: true });
  requestAnimationFrame(() => document.querySelector(`[data-screen="${index}"]`)?.scrollIntoView({ block: "start" }));
}

// ---- the server ------------------------------------------------------------------------------

interface Loaded {
  newQuestionIds: string[];
  note: string | null;
}

/** Loads the spec; on a reload keeps the user on the same screen and lists the questions added since. */
export async function loadSpec(): Promise<Loaded | undefined> {
  let response: Response;
  try {
    response = await fetch(api, { headers: { Accept: "application/json" } });
  } catch {
    if (!store.get().spec) store.set({ loadError: { status: 0 } });
    return undefined;
  }
  if (!response.ok) {
    if (!store.get().spec) store.set({ loadError: { status: response.status } });
    else store.set({ notice: { tone: "danger", title: t().interviewLoadFailed, body: t().interviewHttpStatus({ status: String(response.status) }) } });
    return undefined;
  }
  const data = await response.json();
  const before = store.get();
  const spec = data.spec as Spec;
  // The page speaks the interview's language from here on (i18n.ts), before the store re-renders it.
  applyInterviewLanguage(spec);
  let newQuestionIds: string[] = data.newQuestionIds ?? [];
  let note: string | null = data.note ?? null;
  const patch: Partial<State> = {
    spec,
    version: data.version,
    agentWaiting: data.agentWaiting,
    agentStopped: Boolean(data.agentStoppedWaiting),
    loadError: null,
    offline: 0,
  };
  if (before.spec) {
    // Same screen by identity (the review screen moves when questions are added); flag every question
    // added since this page last loaded the interview, not only the latest append.
    const key = screenKey(screensOf(before)[before.screen]);
    const index = buildScreens(spec).findIndex((s) => screenKey(s) === key);
    if (index >= 0) patch.screen = index;
    const known = new Set(before.spec.questions.map((q) => q.id));
    newQuestionIds = spec.questions.map((q) => q.id).filter((id) => !known.has(id));
    const notes = ((data.notes ?? []) as Array<{ version: number; note: string }>).filter((n) => n.version > before.version).map((n) => n.note);
    note = notes.length ? notes.join(" ") : note;
  }
  if (data.state === "submitted") patch.done = doneFromResult(spec, data.result, data.agentWaiting);
  store.set(patch);
  if (spec.title) document.title = spec.title;
  return { newQuestionIds, note };
}

/** The completion screen for an interview submitted before this page loaded, from the stored result. */
function doneFromResult(spec: Spec, result: { answers?: Array<Record<string, unknown>>; generalNotes?: string | null } | null, delivered: boolean): Done {
  const byId = new Map((result?.answers ?? []).map((a) => [String(a.id), a]));
  return {
    how: "earlier",
    delivered,
    generalNotes: result?.generalNotes ?? null,
    rows: result?.answers
      ? spec.questions.map((q) => {
          const a = byId.get(q.id) ?? {};
          const d: Draft = {
            mode: "answered",
            selected: (a.selected as string[]) ?? [],
            other: (a.other as string) ?? "",
            ranked: (a.ranked as string[] | null) ?? null,
            notes: "",
          };
          const status = (a.status as Done["rows"][number]["status"]) ?? "unanswered";
          return { header: q.header, status, value: status === "answered" ? answerText(q, d) : "", notes: (a.notes as string | null) ?? null };
        })
      : [],
  };
}

/** The banner for questions appended while the page was open; G (or its button) goes to the first. */
export function announce(ids: string[], note: string | null) {
  if (!ids.length) return;
  store.set({
    newIds: ids,
    notice: {
      tone: "info",
      title: t().interviewNewQuestionsAdded({ count: String(ids.length) }),
      body: `${note ?? ""} ${t().interviewPressGToGo}`.trim(),
      goToNew: true,
    },
  });
}

/** Polls the state every 2 s: the agent's presence, appends (a new version), and whether the server is still there. */
export function startPolling() {
  setInterval(async () => {
    const s = store.get();
    if (s.done || !s.spec) return;
    try {
      const state = await (await fetch(`${api}/state`)).json();
      store.set({ agentWaiting: state.agentWaiting, agentStopped: Boolean(state.agentStoppedWaiting), offline: 0 });
      if (state.version !== store.get().version && store.get().version !== 0) {
        const data = await loadSpec();
        if (data) announce(data.newQuestionIds, data.note);
      }
    } catch {
      // The server may be gone; the draft stays on screen and in localStorage.
      store.set((now) => ({ offline: now.offline + 1 }));
    }
  }, POLL_MS);
}

/**
 * Submits every answer. With questions still open it first asks for a second submit; a 409 (questions
 * were appended meanwhile) loads them and asks the user to look before submitting again. Does
 * nothing while the server is unreachable (until a poll gets through).
 */
export async function submit() {
  const s = store.get();
  // Offline: the footer's Submit is disabled and says why; the keys (Enter, Ctrl+Enter) wait too.
  if (!s.spec || s.offline >= 2) return;
  const { open } = countsOf(s);
  if (open > 0 && !s.confirming) {
    store.set({
      confirming: true,
      notice: { tone: "warn", title: t().interviewUnansweredTitle, body: t().interviewUnansweredBody({ count: String(open) }) },
    });
    return;
  }
  const body = submitBody(s.spec, s.drafts, s.version, s.generalNotes);
  const json = JSON.stringify(body);
  // A body over x-nuwax.constants.maxSubmitBytes is refused (413) before it is read: say so here, in
  // the page's language, naming the longest texts, without sending it.
  const bodyBytes = new TextEncoder().encode(json).length;
  if (bodyBytes > CONSTANTS.maxSubmitBytes) {
    tooLarge(s.spec, body, bodyBytes, CONSTANTS.maxSubmitBytes);
    return;
  }
  let response: Response;
  try {
    response = await fetch(`${api}/submit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: json });
  } catch {
    store.set({ offline: Math.max(2, s.offline), notice: { tone: "danger", title: t().interviewUnreachable, body: t().interviewNothingSent } });
    return;
  }
  const data = await response.json().catch(() => ({}));
  if (response.ok) {
    localStorage.removeItem(draftKey);
    const spec = s.spec;
    const rows = body.answers.map((a, k) => ({
      header: spec.questions[k]!.header,
      status: a.status,
      value: a.status === "answered" ? answerText(spec.questions[k]!, s.drafts.get(a.id)) : "",
      notes: a.notes ?? null,
    }));
    store.set({ done: { how: "sent", delivered: Boolean(data.agentWaiting), rows, generalNotes: body.generalNotes ?? null }, notice: null, help: false });
    return;
  }
  if (response.status === 409 && data.version) {
    const fresh = await loadSpec();
    if (fresh) {
      announce(fresh.newQuestionIds, fresh.note);
      store.set({
        confirming: false,
        notice: { tone: "warn", title: t().interviewNewQuestionsTitle, body: `${t().interviewNewQuestionsBody} ${fresh.note ?? ""}`.trim(), goToNew: true },
      });
    }
    return;
  }
  // 413 with the sizes: the answers are more than the agent can receive; the page names the longest
  // texts the user wrote, in the page's language (the server's English error is for the log).
  if (response.status === 413 && typeof data.resultBytes === "number" && typeof data.maxResultBytes === "number") {
    tooLarge(s.spec, body, data.resultBytes, data.maxResultBytes);
    return;
  }
  // A 413 without sizes is the body over the submit limit (a server with a lower one than this page's).
  if (response.status === 413) {
    tooLarge(s.spec, body, bodyBytes, CONSTANTS.maxSubmitBytes);
    return;
  }
  // Other refusals (a 422): the server's words.
  store.set({
    notice: {
      tone: "danger",
      title: t().interviewSubmitFailed,
      body: typeof data.error === "string" ? data.error : t().interviewHttpStatus({ status: String(response.status) }),
    },
  });
}

/** The "shorten your answers" notice (x-nuwax.uiStrings answerTooLarge): `bytes` over `maxBytes`, naming the longest texts. */
function tooLarge(spec: Spec, body: ReturnType<typeof submitBody>, bytes: number, maxBytes: number) {
  const fields = longestWritten(spec, body).join(listSeparator());
  store.set({
    notice: { tone: "danger", title: t().interviewShortenAnswers, body: t().answerTooLarge({ size: formatBytes(bytes), max: formatBytes(maxBytes), fields }) },
  });
}

/** The (at most three) longest texts the user wrote, longest first, named as the page shows them. */
function longestWritten(spec: Spec, body: ReturnType<typeof submitBody>): string[] {
  const headers = new Map(spec.questions.map((q) => [q.id, q.header]));
  const texts: Array<{ where: string; length: number }> = [];
  for (const a of body.answers) {
    const header = headers.get(a.id) ?? a.id;
    if (a.other) texts.push({ where: t().interviewWrittenIn({ header, part: t().interviewYourAnswer }), length: a.other.length });
    if (a.notes) texts.push({ where: t().interviewWrittenIn({ header, part: t().interviewNote }), length: a.notes.length });
  }
  if (body.generalNotes) texts.push({ where: t().interviewGeneralNotes, length: body.generalNotes.length });
  return texts
    .sort((x, y) => y.length - x.length)
    .slice(0, 3)
    .map((x) => x.where);
}
