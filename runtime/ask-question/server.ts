/**
 * The nuwax_ask_question MCP server: serves the generated tool definition and answers
 * every call at once with status "pending" and the canonical rawInput, or with isError: true and
 * every problem that keeps the client from rendering the form.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { tryNormalizeMcpAskUserToolInput } from "../../generated/builder.js";
import { NUWAX_ASK_QUESTION_TOOL } from "../../generated/tools.js";
import { CONSTANTS, type McpAskInvalidResult, type McpAskPendingResult, type ValidationProblem } from "../../generated/types.js";
import { formatProblems } from "../../generated/validators.js";
import { createContractServer } from "../shared/contract-server.js";

/**
 * Answers one nuwax_ask_question call (README "Use it from an MCP host"; shapes
 * `#/$defs/McpAskPendingResult` and `#/$defs/McpAskInvalidResult`):
 * - valid input: structuredContent `{ status: "pending", requestId, revision, message, input }` where
 *   input is the normalized rawInput; `content` is two text blocks: the pending sentence first, then
 *   the JSON of structuredContent, because agents behind ACP forward `content` and not
 *   `structuredContent` (clients read the canonical input from that block, see docs/dockpanel.md);
 * - invalid input: isError: true with every problem (path, message, fix) in the text and in
 *   structuredContent `{ status: "invalid", message, problems }`.
 * Never throws.
 */
export function askQuestion(args: unknown): CallToolResult {
  const result = tryNormalizeMcpAskUserToolInput(args ?? {});
  if (!result.ok) return invalidResult(result.problems);
  const input = result.value;
  const structured: McpAskPendingResult = {
    status: "pending",
    requestId: input.requestId,
    revision: input.revision,
    message: CONSTANTS.pendingMessage,
    input,
  };
  return {
    content: [
      { type: "text", text: CONSTANTS.pendingMessage },
      { type: "text", text: JSON.stringify(structured) },
    ],
    structuredContent: structured as unknown as Record<string, unknown>,
  };
}

function invalidResult(problems: ValidationProblem[]): CallToolResult {
  const n = problems.length;
  const message =
    `${NUWAX_ASK_QUESTION_TOOL.name}: the form cannot be rendered (${n} problem${n === 1 ? "" : "s"}):\n` +
    `${formatProblems(problems)}\n` +
    `Fix ${n === 1 ? "it" : "all of them"} and call ${NUWAX_ASK_QUESTION_TOOL.name} again.`;
  const structured: McpAskInvalidResult = { status: "invalid", message, problems };
  return {
    isError: true,
    content: [{ type: "text", text: message }],
    structuredContent: structured as unknown as Record<string, unknown>,
  };
}

/** Creates the nuwax_ask_question MCP server (named and versioned from package.json). */
export function createAskQuestionServer(): Server {
  return createContractServer("nuwax-ask-question-mcp", { nuwax_ask_question: (args) => askQuestion(args) });
}
