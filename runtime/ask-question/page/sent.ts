// Which forms were answered already, so a second copy of the app (or a reload) never sends twice.
// Kept in the page and, where the sandbox allows storage, in localStorage.
import type { McpAskRawInput, McpAskRespondAction } from "../../../generated/types.js";
import { bootstrap } from "./transport";

/**
 * The key of "this form was answered": on a delivery page its own respond path (its session token),
 * so a later question that reuses a requestId on the same origin opens fresh; in a host,
 * requestId#revision (the same form in another copy of the app).
 */
export const sentKey = (input: McpAskRawInput) =>
  bootstrap ? `nuwax-ask-question:page:${bootstrap.respondPath}` : `nuwax-ask-question:${input.requestId}#${input.revision}`;
/** Answers sent in this page, by sentKey (also stored where the sandbox allows storage). */
const sentInPage = new Map<string, McpAskRespondAction>();

/** The action this form was answered with, in this page or another copy of the app; undefined while unanswered. */
export function readSent(input: McpAskRawInput): McpAskRespondAction | undefined {
  const inPage = sentInPage.get(sentKey(input));
  if (inPage) return inPage;
  try {
    return (globalThis.localStorage?.getItem(sentKey(input)) as McpAskRespondAction | null) ?? undefined;
  } catch {
    return undefined; // an opaque-origin sandbox has no storage
  }
}

/** Records that this form was answered with `action`, or (undefined) that its send failed and it is open again. */
export function markSent(input: McpAskRawInput, action: McpAskRespondAction | undefined): void {
  if (action) sentInPage.set(sentKey(input), action);
  else sentInPage.delete(sentKey(input));
  try {
    if (action) globalThis.localStorage?.setItem(sentKey(input), action);
    else globalThis.localStorage?.removeItem(sentKey(input));
  } catch {
    /* no storage in this sandbox: the in-page record still refuses a second send */
  }
}
