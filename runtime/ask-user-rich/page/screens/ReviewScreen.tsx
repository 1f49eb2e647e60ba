// The review screen: every question with its status, answer and note (a row goes back to its
// question), accept the remaining recommendations, general notes. Submit is in the footer.
// In show all this screen is on the page while the user types anywhere, so nothing here reads the
// whole drafts map: each row subscribes to its own question's draft, the summary and the accept
// button to the counts (computed once per change, see countsOf), the notes to their own text.
import { useLayoutEffect } from "preact/hooks";
import { acceptAll, countsOf, go, screenOfQuestion } from "../actions";
import { applyPendingFocus } from "../focus";
import { answerText, statusLabel, statusOf, type InterviewQuestion, type Status } from "../model";
import { memo, store, useStore } from "../store";
import { SparkIcon } from "../../../shared/ui/icons";
import { Kbd } from "../controls/Kbd";
import { t } from "../i18n";

const STATUSES: Status[] = ["answered", "deferred", "needs-info", "open"];

export function ReviewScreen({ index }: { index: number }) {
  const spec = useStore((s) => s.spec)!;
  useLayoutEffect(applyPendingFocus);
  return (
    <section class="screen review" data-screen={index} tabIndex={-1} aria-labelledby="review-title">
      <h2 id="review-title">{t().interviewReview}</h2>
      <ReviewSummary />
      <ol class="review-list">
        {spec.questions.map((q, k) => (
          <ReviewRow key={q.id} q={q} number={k + 1} />
        ))}
      </ol>
      <p class="review-actions">
        <AcceptAll />
      </p>
      <GeneralNotes />
    </section>
  );
}

function ReviewSummary() {
  const counts = useStore(countsOf);
  return (
    <p class="summary">
      {STATUSES.filter((s) => counts[s]).map((s) => (
        <span key={s} class={`pill status-${s}`}>
          {t().interviewStatusCount({ count: String(counts[s]), status: statusLabel(s) })}
        </span>
      ))}
    </p>
  );
}

/** One question's row; renders only when that question's draft changes. */
const ReviewRow = memo(function ReviewRow({ q, number }: { q: InterviewQuestion; number: number }) {
  const d = useStore((s) => s.drafts.get(q.id));
  const status = statusOf(q, d);
  const value = answerText(q, d);
  return (
    <li data-review={q.id}>
      <button type="button" class="review-row" onClick={() => go(screenOfQuestion(q.id))}>
        <span class="review-num">{number}</span>
        <span class="review-main">
          <span class="review-q">{q.header}</span>
          {value ? <span class="review-value">{value}</span> : null}
          {d?.notes.trim() ? <span class="review-note">{t().interviewNoteLine({ text: d.notes })}</span> : null}
        </span>
        <span class={`pill status-${status}`}>{statusLabel(status)}</span>
      </button>
    </li>
  );
});

function AcceptAll() {
  const acceptable = useStore((s) => countsOf(s).acceptable > 0);
  return (
    <button type="button" class="secondary" onClick={acceptAll} aria-keyshortcuts="A" disabled={!acceptable}>
      <SparkIcon />
      {t().interviewAcceptAll}
      <Kbd>A</Kbd>
    </button>
  );
}

function GeneralNotes() {
  const generalNotes = useStore((s) => s.generalNotes);
  return (
    <label class="field">
      <span class="field-label">
        {t().interviewGeneralNotes} <span class="optional">{t().interviewOptional}</span>
      </span>
      <textarea
        id="generalNotes"
        rows={3}
        value={generalNotes}
        placeholder={t().interviewGeneralNotesPlaceholder}
        onInput={(e) => store.set({ generalNotes: (e.target as HTMLTextAreaElement).value })}
      />
    </label>
  );
}
