// Copies the answer message a failed send left in #answer-message (selects it where the clipboard is refused).
import { useState } from "preact/hooks";
import type { UiStrings } from "../../../contract/ui-strings.js";

export function CopyButton({ text, strings }: { text: string; strings: UiStrings }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      class="secondary"
      onClick={() => {
        const select = () => (document.getElementById("answer-message") as HTMLTextAreaElement | null)?.select();
        (navigator.clipboard?.writeText(text) ?? Promise.reject()).then(() => setCopied(true), select);
      }}
    >
      {copied ? strings.copied : strings.copyMessage}
    </button>
  );
}
