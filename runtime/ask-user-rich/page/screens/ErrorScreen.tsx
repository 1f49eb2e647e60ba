// The page when the interview cannot be loaded: an unknown or expired link, or no server.
import { useStore } from "../store";
import { AlertIcon, OfflineIcon } from "../../../shared/ui/icons";
import { t } from "../i18n";

export function ErrorScreen() {
  const status = useStore((s) => s.loadError?.status ?? 0);
  const gone = status === 0;
  // A link the server does not know stays unknown however often the page reloads: the only way on
  // is a new link from the agent, so that screen says so and offers no button.
  const unknown = status === 404;
  // No interview was loaded, so these words are in the browser's language (i18n.ts).
  const words = t();
  return (
    <main class="done-main">
      <section class="screen done error" aria-labelledby="error-title">
        <div class="done-head" role="alert">
          <span class="done-check tone-danger">{gone ? <OfflineIcon /> : <AlertIcon />}</span>
          <h1 id="error-title">{gone ? words.interviewUnreachable : unknown ? words.interviewLinkInvalid : words.interviewLoadFailed}</h1>
          <p class="lede">{gone ? words.interviewServerGone : unknown ? words.interviewLinkEnded : words.interviewReloadToRetry({ status: String(status) })}</p>
        </div>
        {unknown ? (
          <p class="next-step">
            <strong>{words.interviewWhatToDo}</strong> {words.interviewAskNewLink}
          </p>
        ) : (
          <p class="close-hint">
            <button type="button" class="secondary" onClick={() => location.reload()}>
              {words.interviewReload}
            </button>
          </p>
        )}
      </section>
    </main>
  );
}
