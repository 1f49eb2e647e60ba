// The ask_user_rich interview form (seed 003): a keyboard-first stepper. Preact for the view,
// SortableJS for mouse drags, marked + DOMPurify for markdown; all bundled into dist/page/form.js.
// Data shapes come from the generated contract types; the submit body is $defs/InterviewSubmitBody.
import { render } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { marked } from "marked";
import DOMPurify from "dompurify";
import Sortable from "sortablejs";
import type { InterviewQuestion, InterviewSubmitBody } from "../../../generated/types.js";

type Mode = "answered" | "deferred" | "needs-info";
interface Draft {
  mode: Mode;
  selected: string[];
  other: string;
  ranked: string[] | null;
  notes: string;
}
type Status = "answered" | "deferred" | "needs-info" | "open";
interface Spec {
  title: string;
  intro?: string;
  questions: InterviewQuestion[];
}
type Screen = { kind: "intro" } | { kind: "question"; q: InterviewQuestion; index: number } | { kind: "review" };

function buildScreens(spec: Spec): Screen[] {
  return [...(spec.intro ? [{ kind: "intro" as const }] : []), ...spec.questions.map((q, index) => ({ kind: "question" as const, q, index })), { kind: "review" as const }];
}

/** A screen's identity, stable when questions are appended. */
const screenKey = (s: Screen | undefined) => (!s ? "" : s.kind === "question" ? `q:${s.q.id}` : s.kind);

const token = location.pathname.split("/").pop() ?? "";
const api = `/api/s/${token}`;
const storeKey = `ask-user-rich:${token}`;
const reduceMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Code points, as the server's validators count. */
const codePoints = (text: string) => [...text].length;
const mdCache = new Map<string, string>();
/** Sanitized HTML of a markdown text, memoized: re-renders (typing, polling) never re-parse. */
const md = (text?: string) => {
  if (!text) return { __html: "" };
  let html = mdCache.get(text);
  if (html === undefined) mdCache.set(text, (html = DOMPurify.sanitize(marked.parse(text, { async: false }) as string)));
  return { __html: html };
};
const emptyDraft = (): Draft => ({ mode: "answered", selected: [], other: "", ranked: null, notes: "" });

function statusOf(q: InterviewQuestion, d: Draft | undefined): Status {
  if (!d) return "open";
  if (d.mode !== "answered") return d.mode;
  const has = q.kind === "rank" ? d.ranked !== null : d.selected.length > 0 || codePoints(d.other.trim()) > 0;
  return has ? "answered" : "open";
}

function recommendedOf(q: InterviewQuestion): string[] {
  return q.recommended === undefined ? [] : Array.isArray(q.recommended) ? q.recommended : [q.recommended];
}

/**
 * Keeps a keyboard-focused element in the middle half of the space between the sticky header and
 * the fixed footer; an element taller than that space is pinned near the top. Smooth unless the
 * user prefers reduced motion.
 */
function scrollIntoMiddle(el: Element) {
  const header = document.querySelector(".top")?.getBoundingClientRect().bottom ?? 0;
  const footer = document.querySelector(".bottom")?.getBoundingClientRect().top ?? window.innerHeight;
  const space = footer - header;
  const rect = el.getBoundingClientRect();
  const low = header + space / 4;
  const high = footer - space / 4;
  let delta = 0;
  if (rect.height > space / 2) delta = rect.top - (header + 16);
  else if (rect.top < low) delta = rect.top - low;
  else if (rect.bottom > high) delta = rect.bottom - high;
  if (Math.abs(delta) > 1) window.scrollBy({ top: delta, behavior: reduceMotion() ? "auto" : "smooth" });
}

/**
 * Focus that moves by keyboard (our shortcuts, Tab, arrows) scrolls into the middle half; focus
 * that follows a pointer never scrolls the page. One scroll per focus change (focusin below).
 */
let lastInput: "keyboard" | "pointer" = "pointer";
document.addEventListener("keydown", () => (lastInput = "keyboard"), true);
document.addEventListener("pointerdown", () => (lastInput = "pointer"), true);
document.addEventListener("focusin", (event) => {
  if (lastInput === "keyboard" && event.target instanceof Element) scrollIntoMiddle(event.target.closest(".option-wrap") ?? event.target);
});

function focusByKeyboard(el: HTMLElement | null | undefined) {
  if (!el) return;
  if (document.activeElement === el) return scrollIntoMiddle(el.closest(".option-wrap") ?? el); // no focusin when already focused
  lastInput = "keyboard";
  el.focus({ preventScroll: true });
}

/** A selector to focus (by keyboard) right after the next render commits. */
let pendingFocus: string | null = null;
function focusAfterRender(selector: string) {
  pendingFocus = selector;
  focusByKeyboard(document.querySelector(selector) as HTMLElement | null);
}

const KEYS: Array<[string, string]> = [
  ["← → or H L", "Previous / next screen"],
  ["Enter", "Next screen. On a single-choice question with nothing picked yet, it first picks the focused option. On the review screen it submits."],
  ["Ctrl/Cmd + Enter", "Next screen or submit, even while typing in a text field"],
  ["Home End", "Go to the first screen / the review screen"],
  ["↑ ↓ or K J", "Move between options. The option list is a single Tab stop."],
  ["Space", "Pick or unpick the focused option"],
  ["1–9", "Pick an option by its number"],
  ["O", "Other: select it and focus its text field"],
  ["R", "Take the recommendation"],
  ["N", "Focus the note"],
  ["D / I", "Toggle Defer / Need more info. I also focuses the note."],
  ["X / Backspace", "Clear the answer"],
  ["A", "On the review screen: accept every recommendation that is still unanswered"],
  ["V", "Show all questions on one page / back to one per screen"],
  ["G", "Go to the follow-up questions just added"],
  ["Rank: Space, then ↑ ↓, then Space / Enter", "Pick up the focused row, move it, drop it. Esc cancels and restores the order."],
  ["Rank: Shift + ↑ ↓", "Move the focused row directly"],
  ["Rank: 1–9", "Send the focused row to that position"],
  ["Rank: C / R / X", "Keep the order as shown / apply the recommended order / reset"],
  ["Esc", "Leave a text field so the single-key shortcuts work again"],
  ["Tab", "Options → Other → answer mode → note → Back / Next"],
  ["?", "Show this table"],
];

interface Saved {
  drafts: Record<string, Draft>;
  screen: number;
  generalNotes: string;
}

function loadSaved(): Saved | undefined {
  try {
    return JSON.parse(localStorage.getItem(storeKey) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

function App() {
  const saved = useRef(loadSaved()).current;
  const [spec, setSpec] = useState<Spec | null>(null);
  const [version, setVersion] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(saved?.drafts ?? {});
  const [screen, setScreen] = useState(saved?.screen ?? 0);
  const [direction, setDirection] = useState<"next" | "prev">("next");
  const [generalNotes, setGeneralNotes] = useState(saved?.generalNotes ?? "");
  const [showAll, setShowAll] = useState(localStorage.getItem("ask-user-rich:showAll") === "1");
  const [theme, setTheme] = useState(localStorage.getItem("ask-user-rich:theme") ?? "auto");
  const [notice, setNotice] = useState<string | null>(null);
  const [newIds, setNewIds] = useState<string[]>([]);
  const [agentWaiting, setAgentWaiting] = useState(true);
  const [agentStopped, setAgentStopped] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [help, setHelp] = useState(false);
  const [focusIndex, setFocusIndex] = useState<Record<string, number>>({});
  const [pickup, setPickup] = useState<{ qid: string; index: number; original: string[] } | null>(null);
  const [reading, setReading] = useState(0);

  const screens: Screen[] = spec ? buildScreens(spec) : [];
  const live = useRef({ spec, screens, screen, version });
  live.current = { spec, screens, screen, version };
  const current = screens[Math.min(screen, Math.max(0, screens.length - 1))];
  const draftOf = (q: InterviewQuestion) => drafts[q.id] ?? emptyDraft();
  const update = (q: InterviewQuestion, change: Partial<Draft>) => setDrafts((all) => ({ ...all, [q.id]: { ...(all[q.id] ?? emptyDraft()), ...change } }));

  async function loadSpec(): Promise<{ version: number; newQuestionIds: string[]; note: string | null } | undefined> {
    const response = await fetch(api, { headers: { Accept: "application/json" } });
    if (!response.ok) {
      setNotice(`Could not load the interview (HTTP ${response.status}).`);
      return undefined;
    }
    const data = await response.json();
    const before = live.current;
    if (before.spec) {
      // Keep the user on the same screen (by identity: the review screen moves when questions are added),
      // and flag every question added since this page last loaded the interview, not only the latest append.
      const key = screenKey(before.screens[before.screen]);
      const next = buildScreens(data.spec);
      const index = next.findIndex((s) => screenKey(s) === key);
      if (index >= 0) setScreen(index);
      const known = new Set(before.spec.questions.map((q) => q.id));
      data.newQuestionIds = (data.spec as Spec).questions.map((q) => q.id).filter((id) => !known.has(id));
      const notes = ((data.notes ?? []) as Array<{ version: number; note: string }>).filter((n) => n.version > before.version).map((n) => n.note);
      data.note = notes.length ? notes.join(" ") : data.note;
    }
    setSpec(data.spec);
    setVersion(data.version);
    setAgentWaiting(data.agentWaiting);
    setAgentStopped(Boolean(data.agentStoppedWaiting));
    if (data.state === "submitted") setDone("These answers were already submitted.");
    return data;
  }

  useEffect(() => {
    void loadSpec();
  }, []);

  // Live follow-ups: poll the state; a new version brings new questions, a dot on their chips and the note.
  const versionRef = useRef(0);
  versionRef.current = version;
  useEffect(() => {
    const timer = setInterval(async () => {
      if (done) return;
      try {
        const state = await (await fetch(`${api}/state`)).json();
        setAgentWaiting(state.agentWaiting);
        setAgentStopped(Boolean(state.agentStoppedWaiting));
        if (state.version !== versionRef.current && versionRef.current !== 0) {
          const data = await loadSpec();
          if (data) announce(data.newQuestionIds, data.note);
        }
      } catch {
        // the server may be gone; the draft stays on screen and in localStorage
      }
    }, 2000);
    return () => clearInterval(timer);
  }, [done]);

  function announce(ids: string[], note: string | null) {
    setNewIds(ids);
    setNotice(`**${ids.length} new question${ids.length === 1 ? "" : "s"} added.** ${note ?? ""} Press **G** to go to ${ids.length === 1 ? "it" : "the first"}.`);
  }

  useEffect(() => {
    localStorage.setItem(storeKey, JSON.stringify({ drafts, screen, generalNotes } satisfies Saved));
  }, [drafts, screen, generalNotes]);
  useEffect(() => localStorage.setItem("ask-user-rich:showAll", showAll ? "1" : "0"), [showAll]);
  useLayoutEffect(() => {
    localStorage.setItem("ask-user-rich:theme", theme);
    if (theme === "auto") document.documentElement.removeAttribute("data-theme");
    else document.documentElement.setAttribute("data-theme", theme);
  }, [theme]);
  useEffect(() => {
    if (spec) document.title = spec.title;
  }, [spec]);
  // A reload in show-all comes back to the screen the user was on.
  const restored = useRef(false);
  useEffect(() => {
    if (!spec || restored.current) return;
    restored.current = true;
    if (showAll) {
      setReading(screen);
      requestAnimationFrame(() => document.querySelector(`[data-screen="${screen}"]`)?.scrollIntoView({ block: "start" }));
    }
  }, [spec]);

  // Show all: the rail tracks the question being read.
  useEffect(() => {
    if (!showAll || !spec) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const at = Number((entry.target as HTMLElement).dataset.screen);
          setReading(at);
          setScreen(at); // saved with the draft, so a reload returns here
        }
      },
      { rootMargin: "-40% 0px -50% 0px" },
    );
    document.querySelectorAll("[data-screen]").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [showAll, spec, screens.length]);

  /**
   * Show all ⇄ one per screen, staying on the same question: entering show-all scrolls to the current
   * screen, leaving it returns to the one being read.
   */
  function toggleShowAll(at = showAll ? reading : screen) {
    if (showAll) {
      setScreen(at);
      setShowAll(false);
      return;
    }
    setReading(at);
    setShowAll(true);
    requestAnimationFrame(() => document.querySelector(`[data-screen="${at}"]`)?.scrollIntoView({ block: "start" }));
  }

  function go(index: number, byKeyboard = false) {
    const target = Math.max(0, Math.min(index, screens.length - 1));
    setConfirming(false);
    setPickup(null);
    if (showAll) {
      const el = document.querySelector(`[data-screen="${target}"]`) as HTMLElement | null;
      el?.scrollIntoView({ behavior: reduceMotion() ? "auto" : "smooth", block: "start" });
      setReading(target);
      if (byKeyboard) el?.focus({ preventScroll: true });
      return;
    }
    setDirection(target >= screen ? "next" : "prev");
    setScreen(target);
    if (byKeyboard) focusAfterRender(`[data-screen="${target}"]`);
  }
  const screenOfQuestion = (id: string) => screens.findIndex((s) => s.kind === "question" && s.q.id === id);
  const activeIndex = showAll ? reading : screen;
  const activeScreen = screens[activeIndex];
  const activeQuestion = activeScreen?.kind === "question" ? activeScreen.q : undefined;

  async function submit() {
    if (!spec) return;
    const open = spec.questions.filter((q) => statusOf(q, drafts[q.id]) === "open").length;
    if (open > 0 && !confirming) {
      setConfirming(true);
      setNotice(`${open} question${open === 1 ? " is" : "s are"} still unanswered. Submit again to send anyway.`);
      return;
    }
    const body: InterviewSubmitBody = {
      specVersion: version,
      generalNotes: generalNotes.trim() ? generalNotes : null,
      answers: spec.questions.map((q) => {
        const d = draftOf(q);
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
    const response = await fetch(`${api}/submit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data = await response.json().catch(() => ({}));
    if (response.ok) {
      localStorage.removeItem(storeKey);
      setDone(data.agentWaiting ? "Thank you. Your answers were sent to the agent." : "Thank you. Your answers were saved; the agent will collect them.");
      return;
    }
    if (response.status === 409 && data.version) {
      const fresh = await loadSpec();
      if (fresh) {
        announce(fresh.newQuestionIds, fresh.note);
        setNotice(`New questions were added while you answered. Please look at them, then submit again. ${fresh.note ?? ""}`);
        setConfirming(false);
      }
      return;
    }
    setNotice(`Could not submit: ${data.error ?? `HTTP ${response.status}`}`);
  }

  function acceptAll() {
    if (!spec) return;
    const next = { ...drafts };
    for (const q of spec.questions) {
      const rec = recommendedOf(q);
      if (!rec.length || statusOf(q, next[q.id]) !== "open") continue;
      next[q.id] = { ...(next[q.id] ?? emptyDraft()), mode: "answered", ...(q.kind === "rank" ? { ranked: [...rec] } : { selected: [...rec] }) };
    }
    setDrafts(next);
  }

  function takeRecommendation(q: InterviewQuestion) {
    const rec = recommendedOf(q);
    if (!rec.length) return;
    update(q, q.kind === "rank" ? { ranked: [...rec], mode: "answered" } : { selected: [...rec], mode: "answered" });
  }

  function toggleOption(q: InterviewQuestion, id: string) {
    // Functional update: two quick events must not both start from the same stale draft.
    setDrafts((all) => {
      const d = all[q.id] ?? emptyDraft();
      const selected = q.multiSelect ? (d.selected.includes(id) ? d.selected.filter((s) => s !== id) : [...d.selected, id]) : d.selected.includes(id) ? [] : [id];
      const other = !q.multiSelect && selected.length ? "" : d.other; // single-select: an option replaces Other
      return { ...all, [q.id]: { ...d, selected, other, mode: "answered" } };
    });
  }

  const orderOf = (q: InterviewQuestion) => draftOf(q).ranked ?? (q.options ?? []).map((o) => o.id);
  function moveRow(q: InterviewQuestion, from: number, to: number) {
    const order = [...orderOf(q)];
    const target = Math.max(0, Math.min(to, order.length - 1));
    if (target === from) return;
    const [row] = order.splice(from, 1);
    order.splice(target, 0, row!);
    update(q, { ranked: order, mode: "answered" });
    setFocusIndex((f) => ({ ...f, [q.id]: target }));
    focusAfterRender(`#rank-${CSS.escape(q.id)} li[data-index="${target}"]`);
  }

  useLayoutEffect(() => {
    if (!pendingFocus) return;
    const el = document.querySelector(pendingFocus) as HTMLElement | null;
    pendingFocus = null;
    if (el && document.activeElement !== el) focusByKeyboard(el);
  });

  // The keyboard table (seed 003).
  const stateRef = useRef({ activeQuestion, activeScreen, activeIndex, focusIndex, pickup, screens });
  stateRef.current = { activeQuestion, activeScreen, activeIndex, focusIndex, pickup, screens };
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      let { activeQuestion: q, activeScreen: s, activeIndex: index } = stateRef.current;
      const { focusIndex: fi, pickup: p, screens: all } = stateRef.current;
      // In show-all, the question that holds focus is the one the keys act on.
      const holder = target.closest?.("[data-screen]") as HTMLElement | null;
      if (holder) {
        index = Number(holder.dataset.screen);
        s = all[index];
        q = s?.kind === "question" ? s.q : undefined;
      }
      const typing = target.matches("input, textarea, select, [contenteditable]");
      if (help) {
        if (event.key === "Escape" || event.key === "?") setHelp(false);
        return event.preventDefault(); // the dialog is modal: no shortcut acts behind it
      }
      if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
        event.preventDefault();
        return s?.kind === "review" ? void submit() : go(index + 1, true);
      }
      if (typing) {
        if (event.key === "Escape") {
          target.blur();
          focusByKeyboard(target.closest(".screen") as HTMLElement);
        }
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      // Enter and Space on a focused control (button, link) do that control's own job; the option
      // buttons keep the table's Enter (pick, then next) and use the native Space click.
      const control = target.closest("button, a");
      if (!p && control && (key === " " || (key === "Enter" && !control.classList.contains("option")))) return;
      const rank = q?.kind === "rank";
      const options = q?.options ?? [];
      const focused = q ? (fi[q.id] ?? 0) : 0;
      const handled = () => event.preventDefault();
      const focusOption = (i: number) => {
        if (!q) return;
        const n = Math.max(0, Math.min(i, options.length - 1));
        setFocusIndex((f) => ({ ...f, [q.id]: n }));
        focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] [data-index="${n}"]`);
      };
      if (p && (!q || p.qid !== q.id)) setPickup(null);
      if (p && q && rank && p.qid === q.id) {
        if (key === "ArrowUp" || key === "k") return (handled(), moveRow(q, focused, focused - 1));
        if (key === "ArrowDown" || key === "j") return (handled(), moveRow(q, focused, focused + 1));
        if (key === " " || key === "Enter") return (handled(), setPickup(null));
        if (key === "Escape") return (handled(), update(q, { ranked: p.original.length ? p.original : null }), setPickup(null));
        return;
      }
      switch (key) {
        case "?":
          return (handled(), setHelp(true));
        case "ArrowLeft":
        case "h":
          return (handled(), go(index - 1, true));
        case "ArrowRight":
        case "l":
          return (handled(), go(index + 1, true));
        case "Home":
          return (handled(), go(0, true));
        case "End":
          return (handled(), go(stateRef.current.screens.length - 1, true));
        case "v":
          return (handled(), toggleShowAll(index));
        case "g": {
          const first = newIds[0];
          if (first) return (handled(), go(screenOfQuestion(first), true));
          return;
        }
        case "a":
          if (s?.kind === "review") return (handled(), acceptAll());
          return;
        case "Enter":
          if (s?.kind === "review") return (handled(), void submit());
          if (q && !rank && !q.multiSelect && draftOf(q).selected.length === 0 && options[focused] && target.closest("[data-index]")) {
            handled();
            return toggleOption(q, options[focused]!.id);
          }
          return (handled(), go(index + 1, true));
      }
      if (!q) return;
      if (rank) {
        const order = orderOf(q);
        if (key === "ArrowUp" || key === "k") return event.shiftKey ? (handled(), moveRow(q, focused, focused - 1)) : (handled(), focusOption(focused - 1));
        if (key === "ArrowDown" || key === "j") return event.shiftKey ? (handled(), moveRow(q, focused, focused + 1)) : (handled(), focusOption(focused + 1));
        if (key === " ") return (handled(), setPickup({ qid: q.id, index: focused, original: draftOf(q).ranked ?? [] }));
        if (/^[1-9]$/.test(key)) return (handled(), moveRow(q, focused, Number(key) - 1));
        if (key === "c") return (handled(), update(q, { ranked: [...order], mode: "answered" }));
        if (key === "r") return (handled(), takeRecommendation(q));
        if (key === "x" || key === "Backspace") return (handled(), update(q, { ranked: null }));
      } else {
        if (key === "ArrowUp" || key === "k") return (handled(), focusOption(focused - 1));
        if (key === "ArrowDown" || key === "j") return (handled(), focusOption(focused + 1));
        if (key === " " && options[focused]) return (handled(), toggleOption(q, options[focused]!.id));
        if (/^[1-9]$/.test(key) && options[Number(key) - 1]) {
          // Picks (single-select keeps an already picked option; multi-select toggles it).
          handled();
          const id = options[Number(key) - 1]!.id;
          if (q.multiSelect || !draftOf(q).selected.includes(id)) toggleOption(q, id);
          return focusOption(Number(key) - 1);
        }
        if (key === "o" && q.allowOther !== false) {
          handled();
          return focusByKeyboard(document.querySelector(`[data-qid="${CSS.escape(q.id)}"] input.other`) as HTMLElement);
        }
        if (key === "r") return (handled(), takeRecommendation(q));
        if (key === "x" || key === "Backspace") return (handled(), update(q, { selected: [], other: "" }));
      }
      if (key === "n") return (handled(), focusByKeyboard(document.querySelector(`[data-qid="${CSS.escape(q.id)}"] textarea.note`) as HTMLElement));
      if (key === "d") return (handled(), update(q, { mode: draftOf(q).mode === "deferred" ? "answered" : "deferred" }));
      if (key === "i") {
        handled();
        update(q, { mode: draftOf(q).mode === "needs-info" ? "answered" : "needs-info" });
        return focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] textarea.note`);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }); // re-registered synchronously after every render (see below), so no key sees stale state

  if (done) {
    return (
      <main>
        <div class="screen" role="status">
          <h2>{spec?.title ?? "Interview"}</h2>
          <p>{done}</p>
        </div>
      </main>
    );
  }
  if (!spec || !current) return <p class="loading">{notice ?? "Loading the interview…"}</p>;

  const resolved = spec.questions.filter((q) => statusOf(q, drafts[q.id]) !== "open").length;
  const ctx: Ctx = { spec, drafts, draftOf, orderOf, focusIndex, setFocusIndex, pickup, newIds, go, screenOfQuestion, update, toggleOption, takeRecommendation, acceptAll, generalNotes, setGeneralNotes };
  const renderScreen = (s: Screen, i: number) => {
    if (s.kind === "intro") {
      return (
        <section class="screen" data-screen={i} tabIndex={-1} aria-label="Introduction" key="intro">
          <h2>{spec.title}</h2>
          <div class="markdown" dangerouslySetInnerHTML={md(spec.intro)} />
          <p class="meta">{spec.questions.length} questions. Press <kbd>?</kbd> for the keyboard shortcuts.</p>
        </section>
      );
    }
    if (s.kind === "review") return <ReviewView key="review" ctx={ctx} index={i} />;
    return <QuestionView key={s.q.id} ctx={ctx} q={s.q} index={s.index} screenIndex={i} />;
  };

  const isLast = activeScreen?.kind === "review";
  return (
    <>
      <header class="top">
        <div class="bar">
          <h1>{spec.title}</h1>
          <button type="button" aria-pressed={showAll} onClick={() => toggleShowAll()}>
            {showAll ? "One per screen" : "Show all"} (V)
          </button>
          <button type="button" onClick={() => setTheme((t) => (t === "auto" ? "dark" : t === "dark" ? "light" : "auto"))} aria-label={`Theme: ${theme}`}>
            Theme: {theme}
          </button>
          <button type="button" onClick={() => setHelp(true)} aria-label="Keyboard shortcuts">
            ?
          </button>
        </div>
        <nav class="rail" aria-label="Questions">
          <ol>
            {spec.questions.map((q, k) => {
              const status = statusOf(q, drafts[q.id]);
              const i = screenOfQuestion(q.id);
              return (
                <li key={q.id}>
                  <button type="button" class={`chip ${status}`} aria-current={activeIndex === i ? "step" : undefined} aria-label={`Question ${k + 1}: ${status === "open" ? "open" : status}${newIds.includes(q.id) ? ", new" : ""}`} onClick={() => go(i)}>
                    {k + 1}
                    {newIds.includes(q.id) ? <span class="dot" aria-hidden="true" /> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <div class="progress" role="progressbar" aria-label="Resolved questions" aria-valuemin={0} aria-valuemax={spec.questions.length} aria-valuenow={resolved}>
          <div style={{ width: `${(100 * resolved) / Math.max(1, spec.questions.length)}%` }} />
        </div>
      </header>
      <main>
        {notice ? <div class="notice" role="alert" dangerouslySetInnerHTML={md(notice)} /> : null}
        {showAll ? screens.map(renderScreen) : <div class={`slide-${direction}`} key={screenKey(current)}>{renderScreen(current, screen)}</div>}
      </main>
      <footer class="bottom">
        <span class="status" role="status" aria-live="polite">
          {agentWaiting
            ? `${resolved} of ${spec.questions.length} resolved.`
            : agentStopped
              ? "The agent stopped waiting; you can still submit and the answers are kept."
              : `${resolved} of ${spec.questions.length} resolved. No agent call is waiting right now; your answers are kept and the agent will collect them.`}
        </span>
        {!showAll ? (
          <button type="button" onClick={() => go(screen - 1)} disabled={screen === 0}>
            Back
          </button>
        ) : null}
        {isLast || showAll ? (
          <button type="button" class="primary" onClick={() => void submit()}>
            {confirming ? "Submit anyway" : "Submit"}
          </button>
        ) : (
          <button type="button" class="primary" onClick={() => go(screen + 1)}>
            Next
          </button>
        )}
      </footer>
      {help ? (
        <div class="help" role="dialog" aria-modal="true" aria-label="Keyboard shortcuts" onClick={() => setHelp(false)}>
          <div>
            <h2>Keyboard shortcuts</h2>
            <table>
              <tbody>
                {KEYS.map(([keys, action]) => (
                  <tr key={keys}>
                    <td>
                      <kbd>{keys}</kbd>
                    </td>
                    <td>{action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Everything the screen components read from the App. */
interface Ctx {
  spec: Spec;
  drafts: Record<string, Draft>;
  draftOf: (q: InterviewQuestion) => Draft;
  orderOf: (q: InterviewQuestion) => string[];
  focusIndex: Record<string, number>;
  setFocusIndex: (update: (f: Record<string, number>) => Record<string, number>) => void;
  pickup: { qid: string; index: number; original: string[] } | null;
  newIds: string[];
  go: (index: number, byKeyboard?: boolean) => void;
  screenOfQuestion: (id: string) => number;
  update: (q: InterviewQuestion, change: Partial<Draft>) => void;
  toggleOption: (q: InterviewQuestion, id: string) => void;
  takeRecommendation: (q: InterviewQuestion) => void;
  acceptAll: () => void;
  generalNotes: string;
  setGeneralNotes: (value: string) => void;
}

function QuestionView({ ctx, q, index, screenIndex }: { ctx: Ctx; q: InterviewQuestion; index: number; screenIndex: number }) {
  const { spec, draftOf, focusIndex, newIds, go, screenOfQuestion, update, toggleOption, setFocusIndex } = ctx;
  const d = draftOf(q);
  const options = q.options ?? [];
  const rec = recommendedOf(q);
  const focused = focusIndex[q.id] ?? 0;
  return (
    <section class="screen" data-screen={screenIndex} data-qid={q.id} tabIndex={-1} aria-labelledby={`h-${q.id}`}>
      <p class="meta">
        Question {index + 1} of {spec.questions.length}
        {newIds.includes(q.id) ? " · new" : ""}
      </p>
      <h2 id={`h-${q.id}`}>{q.header}</h2>
      {q.dependsOn?.length ? (
        <p class="meta">
          Builds on{" "}
          {q.dependsOn.map((dep, k) => {
            const n = spec.questions.findIndex((x) => x.id === dep);
            return (
              <span key={dep}>
                {k ? ", " : ""}
                <a href={`#q-${dep}`} onClick={(e) => (e.preventDefault(), go(screenOfQuestion(dep)))}>
                  #{n + 1}
                </a>
              </span>
            );
          })}
        </p>
      ) : null}
      {q.body ? <div class="markdown" dangerouslySetInnerHTML={md(q.body)} /> : null}
      {rec.length ? (
        <div class="rec">
          <strong>Recommended:</strong> {rec.map((id) => options.find((o) => o.id === id)?.label ?? id).join(q.kind === "rank" ? " > " : ", ")}
          {q.rationale ? <div class="markdown" dangerouslySetInnerHTML={md(q.rationale)} /> : null}
        </div>
      ) : null}
      {q.kind === "rank" ? <RankView ctx={ctx} q={q} /> : null}
      {q.kind !== "rank" && options.length ? (
        <div class="options" role={q.multiSelect ? "group" : "radiogroup"} aria-label={q.header}>
          {options.map((o, k) => {
            const checked = d.selected.includes(o.id);
            return (
              <div key={o.id} class="option-wrap">
                <button
                  type="button"
                  class="option"
                  role={q.multiSelect ? "checkbox" : "radio"}
                  aria-checked={checked}
                  data-index={k}
                  tabIndex={k === focused ? 0 : -1}
                  onClick={() => (toggleOption(q, o.id), setFocusIndex((f) => ({ ...f, [q.id]: k })))}
                >
                  <span class="num">{k + 1}.</span> {o.label}
                  {rec.includes(o.id) ? <span class="badge">recommended</span> : null}
                  {o.description ? <div class="description markdown" dangerouslySetInnerHTML={md(o.description)} /> : null}
                </button>
                {o.preview ? <div class="preview markdown" dangerouslySetInnerHTML={md(o.preview)} /> : null}
              </div>
            );
          })}
        </div>
      ) : null}
      {q.kind !== "rank" && q.allowOther !== false ? (
        <label class="field">
          {options.length ? "Other" : "Your answer"}
          <input type="text" class="other" value={d.other} onInput={(e) => {
                const other = (e.target as HTMLInputElement).value;
                // Single-select: the user's own answer replaces a picked option (one answer only).
                update(q, { other, mode: "answered", ...(!q.multiSelect && other.trim() ? { selected: [] } : {}) });
              }} />
        </label>
      ) : null}
      <div class="mode" role="group" aria-label="Answer mode">
        {(
          [
            ["answered", "Answer"],
            ["deferred", "Defer"],
            ["needs-info", "Need more info"],
          ] as Array<[Mode, string]>
        ).map(([mode, label]) => (
          <button type="button" key={mode} aria-pressed={d.mode === mode} onClick={() => update(q, { mode })}>
            {label}
          </button>
        ))}
      </div>
      <label class="field">
        Note
        <textarea class="note" rows={2} value={d.notes} onInput={(e) => update(q, { notes: (e.target as HTMLTextAreaElement).value })} />
      </label>
    </section>
  );
}

function RankView({ ctx, q }: { ctx: Ctx; q: InterviewQuestion }) {
  const { draftOf, orderOf, focusIndex, pickup, update, setFocusIndex, takeRecommendation } = ctx;
  const listRef = useRef<HTMLOListElement>(null);
  const d = draftOf(q);
  const order = orderOf(q);
  const labels = new Map((q.options ?? []).map((o) => [o.id, o.label]));
  const focused = focusIndex[q.id] ?? 0;
  // One Sortable per list for its whole life, reading the latest order and callbacks through a ref
  // (re-creating it on every render would drop a drag that is under way).
  const latest = useRef({ order, update, q });
  latest.current = { order, update, q };
  useLayoutEffect(() => {
    if (!listRef.current) return;
    const sortable = Sortable.create(listRef.current, {
      animation: reduceMotion() ? 0 : 150,
      forceFallback: true, // pointer events, not HTML5 drag and drop: same behaviour with mouse, touch and pen
      onEnd: (event) => {
        if (event.oldIndex === undefined || event.newIndex === undefined || event.oldIndex === event.newIndex) return;
        const { order, update, q } = latest.current;
        const next = [...order];
        const [row] = next.splice(event.oldIndex, 1);
        next.splice(event.newIndex, 0, row!);
        // Let Preact own the DOM again: put the dragged node back before re-rendering.
        const item = event.item;
        item.parentNode?.removeChild(item);
        listRef.current!.insertBefore(item, listRef.current!.children[event.oldIndex] ?? null);
        update(q, { ranked: next, mode: "answered" });
      },
    });
    return () => sortable.destroy();
  }, []);
  return (
    <div>
      <ol ref={listRef} id={`rank-${q.id}`} class={`rank${d.ranked ? "" : " untouched"}`} aria-label={`${q.header}: drag, or Space then arrows`}>
        {order.map((id, i) => (
          <li key={i} data-index={i} tabIndex={i === focused ? 0 : -1} class={pickup?.qid === q.id && i === focused ? "picked" : ""} aria-roledescription="sortable row" aria-label={`${i + 1}. ${labels.get(id) ?? id}`} onFocus={() => setFocusIndex((f) => ({ ...f, [q.id]: i }))}>
            <span class="pos">{i + 1}</span>
            <span>{labels.get(id) ?? id}</span>
          </li>
        ))}
      </ol>
      <p class="meta" aria-live="polite">
        {d.ranked ? "Your order is recorded." : "Nothing is recorded until you move a row or keep the order."}{" "}
        <button type="button" onClick={() => update(q, { ranked: [...order], mode: "answered" })}>
          Keep this order (C)
        </button>{" "}
        {recommendedOf(q).length ? (
          <button type="button" onClick={() => takeRecommendation(q)}>
            Recommended order (R)
          </button>
        ) : null}{" "}
        <button type="button" onClick={() => update(q, { ranked: null })}>
          Reset (X)
        </button>
      </p>
    </div>
  );
}

function ReviewView({ ctx, index }: { ctx: Ctx; index: number }) {
  const { spec, drafts, go, screenOfQuestion, acceptAll, generalNotes, setGeneralNotes } = ctx;
  return (
    <section class="screen" data-screen={index} tabIndex={-1} aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      {spec.questions.map((q, k) => {
        const d = drafts[q.id];
        const status = statusOf(q, d);
        const labels = new Map((q.options ?? []).map((o) => [o.id, o.label]));
        const value =
          status === "answered" && d
            ? q.kind === "rank"
              ? (d.ranked ?? []).map((id) => labels.get(id) ?? id).join(" > ")
              : [...d.selected.map((id) => labels.get(id) ?? id), ...(d.other.trim() ? [`Other: ${d.other}`] : [])].join(", ")
            : "";
        return (
          <button type="button" class="review-row" key={q.id} onClick={() => go(screenOfQuestion(q.id))}>
            {k + 1}. {q.header} <span class="state">— {status === "open" ? "unanswered" : status}</span>
            {value ? <div>{value}</div> : null}
            {d?.notes.trim() ? <div class="meta">Note: {d.notes}</div> : null}
          </button>
        );
      })}
      <p>
        <button type="button" onClick={acceptAll}>
          Accept every remaining recommendation (A)
        </button>
      </p>
      <label class="field">
        General notes
        <textarea id="generalNotes" rows={3} value={generalNotes} onInput={(e) => setGeneralNotes((e.target as HTMLTextAreaElement).value)} />
      </label>
    </section>
  );
}


const root = document.getElementById("app")!;
root.replaceChildren();
render(<App />, root);
