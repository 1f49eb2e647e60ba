// The respond payload a DockPanel client sends (contract #/$defs/McpAskRespondPayload), built here
// from the input by hand, not with the renderer's respondPayload, so tests compare against an
// independent copy of the shape.
import type { McpAskRawInput } from "../../generated/types.js";

/** `{ interventionId, revision, source: "mcp_ask", protocol: "mcp", action, formData? }` for `input`. */
export const respondPayloadOf = (input: McpAskRawInput, action: string, formData?: Record<string, unknown>) => ({
  interventionId: input.requestId,
  revision: input.revision,
  source: "mcp_ask",
  protocol: "mcp",
  action,
  ...(formData ? { formData } : {}),
});
