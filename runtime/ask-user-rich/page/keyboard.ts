// The keyboard table of the interview form: one document-level keydown handler that reads the store
// when a key arrives. KEYS is the table the help dialog shows (press ? in the form).
import {
  acceptAll,
  activeIndexOf,
  draftOf,
  go,
  keepOrder,
  moveRow,
  resetOrder,
  screenOfQuestion,
  screensOf,
  setFocusIndex,
  submit,
  takeRecommendation,
  toggleOption,
  toggleShowAll,
  update,
} from "./actions";
import { focusAfterRender, focusByKeyboard } from "./focus";
import { store } from "./store";
import type { UiStrings } from "../../contract/ui-strings.js";

/** The shortcut descriptions of x-nuwax.uiStrings (interviewKey*, in the page's language). */
type KeyDescription = Extract<keyof UiStrings, `interviewKey${string}`>;

/** The keys (keycap names, as printed on keyboards) and what they do. */
export const KEYS: Array<[string, KeyDescription]> = [
  ["← → / H L", "interviewKeyPrevNext"],
  ["Enter", "interviewKeyEnter"],
  ["Ctrl/Cmd + Enter", "interviewKeyCtrlEnter"],
  ["Home End", "interviewKeyHomeEnd"],
  ["↑ ↓ / K J", "interviewKeyUpDown"],
  ["Space", "interviewKeySpace"],
  ["1–9", "interviewKeyNumber"],
  ["O", "interviewKeyOther"],
  ["R", "interviewKeyRecommend"],
  ["N", "interviewKeyNote"],
  ["D / I", "interviewKeyDeferInfo"],
  ["X / Backspace", "interviewKeyClear"],
  ["A", "interviewKeyAcceptAll"],
  ["V", "interviewKeyShowAll"],
  ["G", "interviewKeyGoToNew"],
  ["Space, ↑ ↓, Space / Enter", "interviewKeyRankMove"],
  ["Shift + ↑ ↓", "interviewKeyRankShift"],
  ["1–9", "interviewKeyRankNumber"],
  ["C / R / X", "interviewKeyRankKeys"],
  ["Esc", "interviewKeyEsc"],
  ["Tab", "interviewKeyTab"],
  ["?", "interviewKeyHelp"],
];

function onKey(event: KeyboardEvent) {
  const state = store.get();
  if (!state.spec || state.done) return;
  const target = event.target as HTMLElement;
  const all = screensOf(state);
  let index = activeIndexOf(state);
  // In show-all, the question that holds focus is the one the keys act on. One screen at a time,
  // the keys act on the current screen even while focus has not yet moved into it (a key typed
  // right after a screen change must not land on the screen it left).
  const holder = state.showAll ? (target.closest?.("[data-screen]") as HTMLElement | null) : null;
  if (holder) index = Number(holder.dataset.screen);
  const s = all[index];
  const q = s?.kind === "question" ? s.q : undefined;
  const typing = target.matches("input, textarea, select, [contenteditable]");
  if (state.help) {
    if (event.key === "Escape" || event.key === "?") store.set({ help: false });
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
  const p = state.pickup;
  // Enter and Space on a focused control (button, link) do that control's own job; the option
  // buttons keep the table's Enter (pick, then next) and use the native Space click.
  const control = target.closest("button, a");
  if (!p && control && (key === " " || (key === "Enter" && !control.classList.contains("option")))) return;
  const rank = q?.kind === "rank";
  const options = q?.options ?? [];
  const focused = q ? (state.focusIndex.get(q.id) ?? 0) : 0;
  const handled = () => event.preventDefault();
  const focusOption = (i: number) => {
    if (!q) return;
    const n = Math.max(0, Math.min(i, options.length - 1));
    setFocusIndex(q.id, n);
    focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] [data-index="${n}"]`);
  };
  if (p && (!q || p.qid !== q.id)) store.set({ pickup: null });
  if (p && q && rank && p.qid === q.id) {
    if (key === "ArrowUp" || key === "k") return (handled(), moveRow(q, focused, focused - 1));
    if (key === "ArrowDown" || key === "j") return (handled(), moveRow(q, focused, focused + 1));
    if (key === " " || key === "Enter") return (handled(), store.set({ pickup: null }));
    if (key === "Escape") return (handled(), update(q.id, { ranked: p.original.length ? p.original : null }), store.set({ pickup: null }));
    return;
  }
  switch (key) {
    case "?":
      return (handled(), store.set({ help: true }));
    case "ArrowLeft":
    case "h":
      return (handled(), go(index - 1, true));
    case "ArrowRight":
    case "l":
      return (handled(), go(index + 1, true));
    case "Home":
      return (handled(), go(0, true));
    case "End":
      return (handled(), go(all.length - 1, true));
    case "v":
      return (handled(), toggleShowAll(index));
    case "g": {
      const first = state.newIds[0];
      if (first) return (handled(), go(screenOfQuestion(first), true));
      return;
    }
    case "a":
      if (s?.kind === "review") return (handled(), acceptAll());
      return;
    case "Enter":
      if (s?.kind === "review") return (handled(), void submit());
      if (q && !rank && !q.multiSelect && draftOf(q.id).selected.length === 0 && options[focused] && target.closest("[data-index]")) {
        handled();
        return toggleOption(q, options[focused]!.id);
      }
      return (handled(), go(index + 1, true));
  }
  if (!q) return;
  if (rank) {
    if (key === "ArrowUp" || key === "k") return event.shiftKey ? (handled(), moveRow(q, focused, focused - 1)) : (handled(), focusOption(focused - 1));
    if (key === "ArrowDown" || key === "j") return event.shiftKey ? (handled(), moveRow(q, focused, focused + 1)) : (handled(), focusOption(focused + 1));
    if (key === " ") return (handled(), store.set({ pickup: { qid: q.id, index: focused, original: draftOf(q.id).ranked ?? [] } }));
    if (/^[1-9]$/.test(key)) return (handled(), moveRow(q, focused, Number(key) - 1));
    if (key === "c") return (handled(), keepOrder(q));
    if (key === "r") return (handled(), takeRecommendation(q));
    if (key === "x" || key === "Backspace") return (handled(), resetOrder(q));
  } else {
    if (key === "ArrowUp" || key === "k") return (handled(), focusOption(focused - 1));
    if (key === "ArrowDown" || key === "j") return (handled(), focusOption(focused + 1));
    if (key === " " && options[focused]) return (handled(), toggleOption(q, options[focused]!.id));
    if (/^[1-9]$/.test(key) && options[Number(key) - 1]) {
      // Picks (single-select keeps an already picked option; multi-select toggles it).
      handled();
      const id = options[Number(key) - 1]!.id;
      if (q.multiSelect || !draftOf(q.id).selected.includes(id)) toggleOption(q, id);
      return focusOption(Number(key) - 1);
    }
    if (key === "o" && q.allowOther !== false) return (handled(), focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] input.other`));
    if (key === "r") return (handled(), takeRecommendation(q));
    if (key === "x" || key === "Backspace") return (handled(), update(q.id, { selected: [], other: "" }));
  }
  // focusAfterRender: the question's screen may not be on the page yet when the key follows a screen change.
  if (key === "n") return (handled(), focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] textarea.note`));
  if (key === "d") return (handled(), update(q.id, { mode: draftOf(q.id).mode === "deferred" ? "answered" : "deferred" }));
  if (key === "i") {
    handled();
    update(q.id, { mode: draftOf(q.id).mode === "needs-info" ? "answered" : "needs-info" });
    return focusAfterRender(`[data-qid="${CSS.escape(q.id)}"] textarea.note`);
  }
}

/** Installs the keyboard table (once, at start-up). */
export function installKeyboard() {
  document.addEventListener("keydown", onKey);
}
