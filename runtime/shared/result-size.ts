/**
 * How large a tool result is, for the servers that accept a user's answer on a web page before the
 * agent reads it (ask-user-rich's submit, nuwax_ask_question's delivery browser): an answer whose
 * result would be over x-nuwax.constants.maxToolResultBytes is refused with 413 while the user can
 * still shorten it, instead of being accepted and then never reaching the agent (docs/reliability-and-security.md).
 * The stdio transport guards every message anyway (stdio-transport.ts).
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CONSTANTS } from "../../generated/types.js";
import { clip } from "../contract/validators.js";
import { formatBytes } from "./bytes.js";

/** Largest tool result an accepted answer may produce, in bytes (x-nuwax.constants.maxToolResultBytes). */
export const MAX_TOOL_RESULT_BYTES: number = CONSTANTS.maxToolResultBytes;

/** Bytes of a tool result as it travels: the JSON of the CallToolResult (the JSON-RPC envelope adds a few dozen). */
export function toolResultBytes(result: CallToolResult): number {
  return Buffer.byteLength(JSON.stringify(result));
}

/** A text the user wrote, named for the message that asks them to shorten it. */
export interface WrittenText {
  /** Where it is, as the page shows it: `question "q3", notes`, `field "备注"`. */
  where: string;
  text: string;
}

/**
 * Why an answer cannot be accepted, for the page (HTTP 413), when its tool result would be `bytes`
 * long: the sizes and the longest of `texts` (at most three), so the user knows what to shorten.
 */
export function tooLargeMessage(bytes: number, texts: readonly WrittenText[], max = MAX_TOOL_RESULT_BYTES): string {
  const longest = longestTexts(texts).map((t) => `${clip(t.where)} (${t.text.length.toLocaleString("en-US")} characters)`);
  return (
    `Your answers are too long to send: the agent would receive ${formatBytes(bytes, "iec")}, more than the ${formatBytes(max, "iec")} one message can carry ` +
    `(x-nuwax.constants.maxToolResultBytes). Nothing was sent and your answers are still here: shorten ${longest.length ? `the longest (${longest.join("; ")})` : "them"} and submit again.`
  );
}

/** The `count` longest non-empty texts, longest first: what a 413 names for the user to shorten. */
export function longestTexts(texts: readonly WrittenText[], count = 3): WrittenText[] {
  return texts
    .filter((t) => t.text.length > 0)
    .sort((a, b) => b.text.length - a.text.length)
    .slice(0, count);
}
