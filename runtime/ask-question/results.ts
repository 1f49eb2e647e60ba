/**
 * The tool result of an answered nuwax_ask_question (docs/nuwax-ask-question.md "Delivery modes"), in one place for the
 * modes that return it (elicitation, browser) and for the browser page's submit, which must know its
 * size before it accepts the answer (browser.ts).
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { formatMcpAskResumeMessage } from "../contract/formatter.js";
import { resourceLink, type StoredFile } from "./uploads.js";
import type { McpAskDeliveredResult, McpAskRawInput, McpAskRespondAction, McpAskRespondPayload } from "../../generated/types.js";

const STATUS: Record<McpAskRespondAction, McpAskDeliveredResult["status"]> = { submit: "submitted", cancel: "cancelled", skip: "skipped", timeout: "timeout" };

/**
 * The tool result of an answered question (`#/$defs/McpAskDeliveredResult`): `content` is the one
 * answer message formatMcpAskResumeMessage writes for `payload` in `locale` (what the DockPanel would
 * have sent as the user's next message), then one `resource_link` per file uploaded in browser
 * delivery (`files`, ./uploads.ts); `structuredContent` the status, the message and the payload.
 */
export function deliveredResult(
  input: McpAskRawInput,
  payload: McpAskRespondPayload,
  delivery: McpAskDeliveredResult["delivery"],
  locale?: string,
  files: readonly StoredFile[] = [],
): CallToolResult {
  const message = formatMcpAskResumeMessage(input, payload, { locale });
  const structured: McpAskDeliveredResult = {
    status: STATUS[payload.action],
    requestId: input.requestId,
    revision: input.revision,
    delivery,
    message,
    payload,
  };
  return { content: [{ type: "text", text: message }, ...files.map(resourceLink)], structuredContent: structured as unknown as Record<string, unknown> };
}
