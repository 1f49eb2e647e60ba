// The page when the interview cannot be loaded: an unknown or expired link, or no server.
import { useStore } from "../store";
import { AlertIcon, OfflineIcon } from "../../../shared/ui/icons";

export function ErrorScreen() {
  const status = useStore((s) => s.loadError?.status ?? 0);
  const gone = status === 0;
  // A link the server does not know stays unknown however often the page reloads: the only way on
  // is a new link from the agent, so that screen says so and offers no button.
  const unknown = status === 404;
  return (
    <main class="done-main">
      <section class="screen done error" aria-labelledby="error-title">
        <div class="done-head" role="alert">
          <span class="done-check tone-danger">{gone ? <OfflineIcon /> : <AlertIcon />}</span>
          <h1 id="error-title">{gone ? "Can’t reach the interview server" : unknown ? "This interview link is not valid" : "Could not load the interview"}</h1>
          <p class="lede">
            {gone
              ? "The agent’s form server is not running any more. If you still need to answer, ask the agent to open the interview again."
              : unknown
                ? "The link is mistyped, or its interview has ended: the server keeps an interview only while it runs."
                : `The server answered HTTP ${status}. Reload the page to try again.`}
          </p>
        </div>
        {unknown ? (
          <p class="next-step">
            <strong>What to do:</strong> ask the agent for a new link. Reloading will not bring this one back.
          </p>
        ) : (
          <p class="close-hint">
            <button type="button" class="secondary" onClick={() => location.reload()}>
              Reload
            </button>
          </p>
        )}
      </section>
    </main>
  );
}
