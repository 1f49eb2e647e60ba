/**
 * Which user inputs ccweb_list_user_inputs returns (docs/ccweb.md), as a pure function over
 * a session's messages.
 */
import type { CcWebMessage, UserInputItem } from "../../generated/types.js";
import { codePointLength, cutToCodePoints, wellFormed } from "./unicode.js";

/** The outcome of selection: items oldest → newest, their total length and whether more exists. */
export interface Selection {
  items: UserInputItem[];
  /** Sum of items[].contentChars, in code points; ≤ maxChars. */
  totalChars: number;
  /** Older inputs exist beyond `limit`, or the budget cut or left out a candidate. */
  hasMore: boolean;
}

/**
 * The text of a message: a string content as is, or the `text` of every `type: "text"` block
 * joined with a newline (images, tool calls and results do not count); made well-formed and
 * trimmed. Returns "" for anything else.
 */
export function messageText(content: unknown): string {
  let text = "";
  if (typeof content === "string") text = content;
  else if (Array.isArray(content)) {
    text = content
      .filter(
        (block): block is { type: "text"; text: string } =>
          typeof block === "object" && block !== null && block.type === "text" && typeof block.text === "string",
      )
      .map((block) => block.text)
      .join("\n");
  }
  return wellFormed(text).trim();
}

/** A message's creation time: `timestamp`, else `createdAt`; an epoch number becomes ISO 8601; otherwise null. */
export function messageTime(message: { timestamp?: unknown; createdAt?: unknown }): string | null {
  for (const value of [message.timestamp, message.createdAt]) {
    if (typeof value === "string" && value !== "") return wellFormed(value);
    if (typeof value === "number" && Number.isFinite(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return date.toISOString();
    }
  }
  return null;
}

/** The text of a message that counts as a user input (step 1 of selectUserInputs), or "" when it does not count. */
function userInputText(message: unknown): string {
  if (typeof message !== "object" || message === null) return "";
  const m = message as CcWebMessage;
  return m.role === "user" ? messageText(m.content) : "";
}

/**
 * Whether a message counts as a user input (step 1 of selectUserInputs): an object with `role: "user"`
 * whose messageText is non-empty. selectUserInputs over the newest `limit + 1` such messages gives the same
 * selection as over the whole history.
 */
export function isUserInput(message: unknown): boolean {
  return userInputText(message) !== "";
}

/**
 * Selects user inputs (docs/ccweb.md; the tool description in the contract):
 * 1. only `role: "user"` messages whose text (messageText) is non-empty;
 * 2. the newest `limit` of them;
 * 3. the `maxChars` budget (code points) is spent from the newest towards older ones;
 * 4. when it runs short, the current message keeps its start (cut before a grapheme cluster that
 *    does not fit), is marked truncated, and no older message is added;
 * 5. the result is ordered oldest → newest.
 * Messages that are not objects are skipped. `limit` and `maxChars` must be ≥ 1 (validated by the caller).
 */
export function selectUserInputs(messages: readonly unknown[], options: { limit: number; maxChars: number }): Selection {
  const candidates: Array<{ message: CcWebMessage; text: string }> = [];
  for (const message of messages) {
    const text = userInputText(message);
    if (text !== "") candidates.push({ message: message as CcWebMessage, text });
  }
  const newest = candidates.slice(Math.max(0, candidates.length - options.limit));
  let hasMore = candidates.length > newest.length;
  let budget = options.maxChars;
  const picked: UserInputItem[] = [];
  for (let i = newest.length - 1; i >= 0; i--) {
    const { message, text } = newest[i]!;
    const originalChars = codePointLength(text);
    const item = (content: string, contentChars: number, truncated: boolean): UserInputItem => ({
      messageId: typeof message.id === "string" ? wellFormed(message.id) : typeof message.id === "number" ? String(message.id) : null,
      createdAt: messageTime(message),
      content,
      contentChars,
      originalChars,
      truncated,
    });
    if (originalChars <= budget) {
      picked.push(item(text, originalChars, false));
      budget -= originalChars;
      continue;
    }
    // The budget runs short here: keep the start of this message if any of it fits, then stop.
    hasMore = true;
    const cut = cutToCodePoints(text, budget);
    if (cut.text !== "") picked.push(item(cut.text, cut.codePoints, true));
    break;
  }
  picked.reverse();
  return { items: picked, totalChars: picked.reduce((sum, item) => sum + item.contentChars, 0), hasMore };
}
