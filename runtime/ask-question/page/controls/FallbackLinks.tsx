// The form's fallback links (ui.fallback.webUrl, mobileUrl), opened through the transport.
import type { McpAskRawInput } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import { openLink } from "../transport";

export function FallbackLinks({ strings, input }: { strings: UiStrings; input?: McpAskRawInput }) {
  const fallback = input?.ui.fallback;
  const urls = [fallback?.webUrl, fallback?.mobileUrl].filter((u): u is string => typeof u === "string");
  if (!urls.length) return null;
  return (
    <p class="fallback-links">
      {urls.map((url) => (
        <a href={url} onClick={openLink(url)} key={url}>
          {strings.openFallback}
        </a>
      ))}
    </p>
  );
}
