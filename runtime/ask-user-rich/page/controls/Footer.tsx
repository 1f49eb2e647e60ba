// The fixed footer: how many questions are resolved, whether an agent call is waiting, and Back /
// Next (Submit on the review screen and in show all).
import { countsOf, go, screensOf, submit } from "../actions";
import { useStore } from "../store";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../shared/ui/icons";
import { Kbd } from "./Kbd";
import { t } from "../i18n";

export function Footer() {
  const total = useStore((s) => s.spec?.questions.length ?? 0);
  const resolved = useStore((s) => countsOf(s).resolved);
  const agentWaiting = useStore((s) => s.agentWaiting);
  const agentStopped = useStore((s) => s.agentStopped);
  const showAll = useStore((s) => s.showAll);
  const screen = useStore((s) => (s.showAll ? -1 : s.screen));
  const isLast = useStore((s) => !s.showAll && screensOf(s)[s.screen]?.kind === "review");
  const confirming = useStore((s) => s.confirming);
  // The server stopped answering (two failed polls, or a submit that could not reach it): nothing
  // can be sent until a poll gets through again, so Submit waits, and says why beside it.
  const offline = useStore((s) => s.offline >= 2);
  return (
    <footer class="bottom">
      <div class="bottom-inner">
        <p class="status" role="status" aria-live="polite">
          <span class="count">{t().interviewResolved({ resolved: String(resolved), total: String(total) })}</span>
          {offline ? (
            <span class="blocked" id="submit-blocked">
              {" "}
              {t().interviewSubmitWaits}
            </span>
          ) : !agentWaiting && !agentStopped ? (
            <span class="agent"> {t().interviewNoAgentWaiting}</span>
          ) : null}
        </p>
        {!showAll ? (
          <button type="button" class="secondary" onClick={() => go(screen - 1)} disabled={screen === 0}>
            <ArrowLeftIcon />
            {t().interviewBack}
          </button>
        ) : null}
        {isLast || showAll ? (
          <button
            type="button"
            class="primary"
            onClick={() => void submit()}
            aria-keyshortcuts="Control+Enter"
            disabled={offline}
            aria-describedby={offline ? "submit-blocked" : undefined}
          >
            {confirming ? t().interviewSubmitAnyway : t().interviewSubmit}
          </button>
        ) : (
          <button type="button" class="primary" onClick={() => go(screen + 1)} aria-keyshortcuts="ArrowRight">
            {t().interviewNext}
            <ArrowRightIcon />
            <Kbd>→</Kbd>
          </button>
        )}
      </div>
    </footer>
  );
}
