// The review screen: every question with its status, answer and note (a row goes back to its
// question), accept the remaining recommendations, general notes. Submit is in the footer.
import { useLayoutEffect } from "preact/hooks";
import { acceptAll, go, screenOfQuestion } from "../actions";
import { applyPendingFocus } from "../focus";
import { answerText, recommendedOf, STATUS_LABEL, statusOf, type Status } from "../model";
import { store, useStore } from "../store";
import { SparkIcon } from "../controls/icons";
import { Kbd } from "../controls/Kbd";

export function ReviewScreen({ index }: { index: number }) {
  const spec = useStore((s) => s.spec)!;
  const drafts = useStore((s) => s.drafts);
  const generalNotes = useStore((s) => s.generalNotes);
  useLayoutEffect(applyPendingFocus);
  const counts: Record<Status, number> = { answered: 0, deferred: 0, "needs-info": 0, open: 0 };
  for (const q of spec.questions) counts[statusOf(q, drafts.get(q.id))]++;
  const acceptable = spec.questions.filter((q) => recommendedOf(q).length && statusOf(q, drafts.get(q.id)) === "open").length;
  return (
    <section class="screen review" data-screen={index} tabIndex={-1} aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      <p class="summary">
        {(Object.keys(counts) as Status[])
          .filter((s) => counts[s])
          .map((s) => (
            <span key={s} class={`pill status-${s}`}>
              {counts[s]} {STATUS_LABEL[s].toLowerCase()}
            </span>
          ))}
      </p>
      <ol class="review-list">
        {spec.questions.map((q, k) => {
          const d = drafts.get(q.id);
          const status = statusOf(q, d);
          const value = answerText(q, d);
          return (
            <li key={q.id}>
              <button type="button" class="review-row" onClick={() => go(screenOfQuestion(q.id))}>
                <span class="review-num">{k + 1}</span>
                <span class="review-main">
                  <span class="review-q">{q.header}</span>
                  {value ? <span class="review-value">{value}</span> : null}
                  {d?.notes.trim() ? <span class="review-note">Note: {d.notes}</span> : null}
                </span>
                <span class={`pill status-${status}`}>{status === "open" ? "unanswered" : STATUS_LABEL[status].toLowerCase()}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <p class="review-actions">
        <button type="button" class="secondary" onClick={acceptAll} aria-keyshortcuts="A" disabled={!acceptable}>
          <SparkIcon />
          Accept every remaining recommendation
          <Kbd>A</Kbd>
        </button>
      </p>
      <label class="field">
        <span class="field-label">
          General notes <span class="optional">optional</span>
        </span>
        <textarea id="generalNotes" rows={3} value={generalNotes} placeholder="Anything the agent should know about all of this…" onInput={(e) => store.set({ generalNotes: (e.target as HTMLTextAreaElement).value })} />
      </label>
    </section>
  );
}
