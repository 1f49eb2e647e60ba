// A rank question's rows: drag by the grip (SortableJS, pointer events for mouse, touch and pen) or
// from the keyboard (Space picks a row up, ↑ ↓ move it, Space / Enter drop, Esc cancels; see
// keyboard.ts). Nothing is recorded until a row moves or the order is kept.
import { useLayoutEffect, useRef } from "preact/hooks";
import Sortable from "sortablejs";
import { keepOrder, resetOrder, setFocusIndex, takeRecommendation, update } from "../actions";
import { reduceMotion } from "../focus";
import { orderOf, recommendedOf, type InterviewQuestion } from "../model";
import { store, useStore } from "../store";
import { GripIcon, ResetIcon } from "../../../shared/ui/icons";
import { Kbd } from "./Kbd";
import { t } from "../i18n";

export function RankList({ q }: { q: InterviewQuestion }) {
  const listRef = useRef<HTMLOListElement>(null);
  const draft = useStore((s) => s.drafts.get(q.id));
  const focused = useStore((s) => s.focusIndex.get(q.id) ?? 0);
  const picked = useStore((s) => s.pickup?.qid === q.id);
  const order = orderOf(q, draft);
  const labels = new Map((q.options ?? []).map((o) => [o.id, o.label]));
  // One Sortable per list for its whole life, reading the store when a drag ends (re-creating it
  // on every render would drop a drag that is under way).
  useLayoutEffect(() => {
    if (!listRef.current) return;
    const sortable = Sortable.create(listRef.current, {
      animation: reduceMotion() ? 0 : 150,
      forceFallback: true,
      fallbackClass: "rank-drag",
      onEnd: (event) => {
        if (event.oldIndex === undefined || event.newIndex === undefined || event.oldIndex === event.newIndex) return;
        const next = [...orderOf(q, store.get().drafts.get(q.id))];
        const [row] = next.splice(event.oldIndex, 1);
        next.splice(event.newIndex, 0, row!);
        // Let Preact own the DOM again: put the dragged node back before re-rendering.
        const item = event.item;
        item.parentNode?.removeChild(item);
        listRef.current!.insertBefore(item, listRef.current!.children[event.oldIndex] ?? null);
        update(q.id, { ranked: next, mode: "answered" });
      },
    });
    return () => sortable.destroy();
  }, []);
  const recorded = Boolean(draft?.ranked);
  return (
    <div class="rank-wrap">
      <ol ref={listRef} id={`rank-${q.id}`} class={`rank${recorded ? "" : " untouched"}`} aria-label={t().interviewRankLabel({ header: q.header })}>
        {order.map((id, i) => (
          <li
            key={i}
            data-index={i}
            tabIndex={i === focused ? 0 : -1}
            class={picked && i === focused ? "picked" : ""}
            aria-roledescription={t().interviewSortableRow}
            aria-label={`${i + 1}. ${labels.get(id) ?? id}`}
            onFocus={() => setFocusIndex(q.id, i)}
          >
            <span class="grip" aria-hidden="true">
              <GripIcon />
            </span>
            <span class="pos">{i + 1}</span>
            <span class="rank-label">{labels.get(id) ?? id}</span>
          </li>
        ))}
      </ol>
      <div class="rank-bar">
        {/* Reset sits with the state it undoes, and only once there is an order to reset. */}
        <div class="rank-state">
          <span aria-live="polite">{recorded ? t().interviewRankRecorded : t().interviewRankNotRecorded}</span>
          {recorded ? (
            <button
              type="button"
              class="ghost small"
              aria-keyshortcuts="X"
              onClick={() => {
                resetOrder(q);
                // The button goes with the order it reset: focus stays in the question, on its list.
                (listRef.current?.querySelector('li[tabindex="0"]') as HTMLElement | null)?.focus({ preventScroll: true });
              }}
            >
              <ResetIcon />
              {t().interviewRankReset}
              <Kbd>X</Kbd>
            </button>
          ) : null}
        </div>
        <div class="rank-actions">
          <button type="button" class="secondary small" aria-keyshortcuts="C" onClick={() => keepOrder(q)}>
            {t().interviewRankKeep}
            <Kbd>C</Kbd>
          </button>
          {recommendedOf(q).length ? (
            <button type="button" class="secondary small" aria-keyshortcuts="R" onClick={() => takeRecommendation(q)}>
              {t().interviewRankRecommended}
              <Kbd>R</Kbd>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
