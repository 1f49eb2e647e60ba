/**
 * Chat history in the order the DockPanel reads it (docs/dockpanel.md "History"): messages by
 * their conversation `index`, which is what `containingMessageIndex` of hasMcpAskResumeMessage
 * counts in. Browser-safe: no Node built-in.
 */
import type { McpAskHistoryMessage } from "../../generated/types.js";

/**
 * A copy of `messages` ordered by `index` ascending (a message without a numeric index counts as
 * 0; equal indexes keep their order), as the web client's sortMessagesByConversationIndex and
 * hasMcpAskResumeMessage order them. Not an array gives []; never throws.
 */
export function sortMessagesByConversationIndex<T extends Pick<McpAskHistoryMessage, "index">>(messages: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(messages)) return [];
  const indexOf = (m: T): number => (typeof m?.index === "number" && !Number.isNaN(m.index) ? m.index : 0);
  return messages.map((message, at) => ({ message, at })).sort((a, b) => indexOf(a.message) - indexOf(b.message) || a.at - b.at).map(({ message }) => message);
}

/**
 * The position, in sortMessagesByConversationIndex(messages), of the message that asked the
 * question `requestId` (its mcpAskInteractions hold it): the `containingMessageIndex` to pass to
 * hasMcpAskResumeMessage. -1 when no message holds it.
 */
export function findContainingMessageIndex(messages: readonly McpAskHistoryMessage[] | null | undefined, requestId: string): number {
  return sortMessagesByConversationIndex(messages).findIndex((m) => Array.isArray(m.mcpAskInteractions) && m.mcpAskInteractions.some((item) => item?.input?.requestId === requestId));
}
