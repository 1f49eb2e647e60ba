// The question rail: one numbered chip per question showing its status (answered, deferred, needs
// info, open), the current screen and a dot on questions just added. It scrolls horizontally on
// narrow screens and keeps the current chip in view. Each chip subscribes to its own question, so
// answering one question re-renders one chip.
import { useLayoutEffect, useRef } from "preact/hooks";
import { activeIndexOf, go, screenOfQuestion } from "../actions";
import { STATUS_LABEL, statusOf, type InterviewQuestion } from "../model";
import { memo, useStore } from "../store";

export function Rail() {
  const spec = useStore((s) => s.spec);
  const active = useStore(activeIndexOf);
  const scroller = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const rail = scroller.current;
    // By position, not aria-current: the chips re-render after the rail in the same batch.
    const chip = rail?.querySelectorAll("li")[active - (spec?.intro ? 1 : 0)] as HTMLElement | undefined;
    if (!rail || !chip) return;
    // Scroll the rail only (never the page): keep the chip at least one chip-width from either edge.
    const margin = chip.offsetWidth;
    const left = chip.offsetLeft - rail.offsetLeft;
    if (left - margin < rail.scrollLeft) rail.scrollLeft = Math.max(0, left - margin);
    else if (left + chip.offsetWidth + margin > rail.scrollLeft + rail.clientWidth) rail.scrollLeft = left + chip.offsetWidth + margin - rail.clientWidth;
  }, [active, spec]);
  if (!spec) return null;
  return (
    <nav class="rail" aria-label="Questions" ref={scroller}>
      <ol>
        {spec.questions.map((q, k) => (
          <Chip key={q.id} q={q} number={k + 1} />
        ))}
      </ol>
    </nav>
  );
}

const Chip = memo(function Chip({ q, number }: { q: InterviewQuestion; number: number }) {
  const status = useStore((s) => statusOf(q, s.drafts.get(q.id)));
  const current = useStore((s) => {
    const at = activeIndexOf(s);
    const screen = s.spec?.intro ? at - 1 : at;
    return s.spec?.questions[screen]?.id === q.id;
  });
  const isNew = useStore((s) => s.newIds.includes(q.id));
  return (
    <li data-chip={q.id}>
      <button
        type="button"
        class={`chip ${status}`}
        aria-current={current ? "step" : undefined}
        aria-label={`Question ${number}: ${status === "open" ? "open" : status}${isNew ? ", new" : ""}`}
        title={`${number}. ${q.header} (${STATUS_LABEL[status]})`}
        onClick={() => go(screenOfQuestion(q.id))}
      >
        {number}
        {isNew ? <span class="dot" aria-hidden="true" /> : null}
      </button>
    </li>
  );
});
