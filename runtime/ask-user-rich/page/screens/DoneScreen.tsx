// The completion screen: the answers are in; what was sent, the counts, and that the tab can close.
import { useStore, type Done } from "../store";
import { CheckIcon } from "../../../shared/ui/icons";
import { t } from "../i18n";

const LABEL: Record<Done["rows"][number]["status"], string> = { answered: "answered", deferred: "deferred", "needs-info": "needs info", unanswered: "unanswered" };
const PILL: Record<Done["rows"][number]["status"], string> = { answered: "answered", deferred: "deferred", "needs-info": "needs-info", unanswered: "open" };

export function DoneScreen() {
  const done = useStore((s) => s.done)!;
  const title = useStore((s) => s.spec?.title ?? t().interviewEyebrow);
  const counts = new Map<Done["rows"][number]["status"], number>();
  for (const row of done.rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const message = done.how === "earlier" ? t().interviewSubmittedEarlier : done.delivered ? t().interviewSentToAgent : t().interviewSavedForAgent;
  return (
    <main class="done-main">
      <section class="screen done" aria-labelledby="done-title">
        <div class="done-head" role="status">
          <span class="done-check">
            <CheckIcon size={28} />
          </span>
          <p class="eyebrow">{title}</p>
          <h1 id="done-title">{done.how === "earlier" ? t().interviewAlreadySubmitted : t().interviewThankYou}</h1>
          <p class="lede">{message}</p>
        </div>
        {done.rows.length ? (
          <>
            <p class="summary">
              {[...counts].map(([status, n]) => (
                <span key={status} class={`pill status-${PILL[status]}`}>
                  {n} {LABEL[status]}
                </span>
              ))}
            </p>
            <h2 class="section-title">{t().interviewWhatWasSent}</h2>
            <ol class="sent-list">
              {done.rows.map((row, k) => (
                <li key={k}>
                  <span class="review-num">{k + 1}</span>
                  <span class="review-main">
                    <span class="review-q">{row.header}</span>
                    {row.value ? <span class="review-value">{row.value}</span> : null}
                    {row.notes ? <span class="review-note">Note: {row.notes}</span> : null}
                  </span>
                  <span class={`pill status-${PILL[row.status]}`}>{LABEL[row.status]}</span>
                </li>
              ))}
            </ol>
            {done.generalNotes ? <p class="review-note">General notes: {done.generalNotes}</p> : null}
          </>
        ) : null}
        <p class="close-hint">{t().interviewCloseTab}</p>
      </section>
    </main>
  );
}
