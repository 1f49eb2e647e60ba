// The page when the interview cannot be loaded: an unknown or expired link, or no server.
import { useStore } from "../store";
import { AlertIcon, OfflineIcon } from "../controls/icons";

export function ErrorScreen() {
  const status = useStore((s) => s.loadError?.status ?? 0);
  const gone = status === 0;
  return (
    <main class="done-main">
      <section class="screen done error" aria-labelledby="error-title">
        <div class="done-head" role="alert">
          <span class="done-check tone-danger">{gone ? <OfflineIcon /> : <AlertIcon />}</span>
          <h1 id="error-title">{gone ? "Can’t reach the interview server" : status === 404 ? "This interview link is not valid" : "Could not load the interview"}</h1>
          <p class="lede">
            {gone
              ? "The agent’s form server is not running any more. If you still need to answer, ask the agent to open the interview again."
              : status === 404
                ? "The link is wrong or its interview has ended (the server keeps interviews only while it runs). Ask the agent for a new link."
                : `The server answered HTTP ${status}. Reload the page to try again.`}
          </p>
        </div>
        <p class="close-hint">
          <button type="button" class="secondary" onClick={() => location.reload()}>
            Reload
          </button>
        </p>
      </section>
    </main>
  );
}
