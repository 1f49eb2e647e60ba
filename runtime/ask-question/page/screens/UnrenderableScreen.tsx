// What the page shows for a form it cannot render: the host's error text (a refused call) or a form
// with no steps, with the form's fallback text and links when it has them.
import type { McpAskRawInput } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import { FallbackLinks } from "../controls/FallbackLinks";

export function UnrenderableScreen({ strings, message, input }: { strings: UiStrings; message?: string; input?: McpAskRawInput }) {
  const fallback = input?.ui.fallback;
  return (
    <main class="card" aria-labelledby="unrenderable-title">
      <h1 id="unrenderable-title" class="title">
        {strings.cannotRender}
      </h1>
      {fallback?.text && <p>{fallback.text}</p>}
      {message && <pre class="problems">{message}</pre>}
      <FallbackLinks strings={strings} input={input} />
    </main>
  );
}
