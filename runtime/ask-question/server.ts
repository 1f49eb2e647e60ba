/**
 * The nuwax_ask_question MCP server (seed 000): serves the generated tool definition and answers
 * every call at once with status "pending" and the canonical rawInput, or with isError: true and
 * every problem that keeps the client from rendering the form.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { tryNormalizeMcpAskUserToolInput } from "../../generated/builder.js";
import { SERVERS, NUWAX_ASK_QUESTION_TOOL } from "../../generated/tools.js";
import { CONSTANTS, type McpAskInvalidResult, type McpAskPendingResult, type ValidationProblem } from "../../generated/types.js";
import { formatProblems } from "../../generated/validators.js";
import { packageInfo } from "../shared/package-info.js";

const SERVER_KEY = "nuwax-ask-question-mcp";

/**
 * Answers one nuwax_ask_question call (seed 000, 工具返回): one text content item holding the
 * pending message and structuredContent `{ status: "pending", requestId, revision, message, input }`
 * where input is the normalized rawInput. Invalid input gives isError: true with every problem
 * (path, message, fix) in the text and in structuredContent `{ status: "invalid", message, problems }`.
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
    content: [{ type: "text", text: CONSTANTS.pendingMessage }],
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

/** Creates the low-level MCP Server (tools capability) named and versioned from package.json. */
export function createAskQuestionServer(): Server {
  const { name, version } = packageInfo();
  const spec = SERVERS[SERVER_KEY];
  const server = new Server({ name, version }, { capabilities: { tools: {} }, instructions: spec.instructions });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: spec.tools.map((tool) => ({ ...tool })) as never }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = spec.tools.find((t) => t.name === request.params.name);
    if (!tool) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}"; this server has ${spec.tools.map((t) => t.name).join(", ")}`);
    }
    try {
      return askQuestion(request.params.arguments);
    } catch (error) {
      // askQuestion never throws by design; this keeps a bug from becoming a crash.
      return { isError: true, content: [{ type: "text", text: `${tool.name}: internal error: ${(error as Error).message}` }] };
    }
  });
  return server;
}
