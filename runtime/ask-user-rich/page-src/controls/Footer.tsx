// The fixed footer: how many questions are resolved, whether an agent call is waiting, and Back /
// Next (Submit on the review screen and in show all).
import { countsOf, go, screensOf, submit } from "../actions";
import { useStore } from "../store";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../shared/ui/icons";
import { Kbd } from "./Kbd";

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
          <span class="count">
            {resolved} of {total} resolved.
          </span>
          {offline ? (
            <span class="blocked" id="submit-blocked">
              {" "}
              Submit waits for the server.
            </span>
          ) : !agentWaiting && !agentStopped ? (
            <span class="agent"> No agent call is waiting right now; your answers are kept and the agent will collect them.</span>
          ) : null}
        </p>
        {!showAll ? (
          <button type="button" class="secondary" onClick={() => go(screen - 1)} disabled={screen === 0}>
            <ArrowLeftIcon />
            Back
          </button>
        ) : null}
        {isLast || showAll ? (
          <button type="button" class="primary" onClick={() => void submit()} aria-keyshortcuts="Control+Enter" disabled={offline} aria-describedby={offline ? "submit-blocked" : undefined}>
            {confirming ? "Submit anyway" : "Submit"}
          </button>
        ) : (
          <button type="button" class="primary" onClick={() => go(screen + 1)} aria-keyshortcuts="ArrowRight">
            Next
            <ArrowRightIcon />
            <Kbd>→</Kbd>
          </button>
        )}
      </div>
    </footer>
  );
}
