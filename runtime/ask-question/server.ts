/**
 * The nuwax_ask_question MCP server: serves the generated tool definition and answers
 * every call at once with status "pending" and the canonical rawInput, or with isError: true and
 * every problem that keeps the client from rendering the form.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import { tryNormalizeMcpAskUserToolInput } from "../contract/builder.js";
import { NUWAX_ASK_QUESTION_TOOL, SERVERS, TOOL_TEXT_VARIANTS } from "../../generated/tools.js";
import { CONSTANTS, type McpAskInvalidResult, type McpAskPendingResult, type ValidationProblem } from "../../generated/types.js";
import { formatProblems, quote } from "../contract/validators.js";
import { createContractServer, RpcError } from "../shared/contract-server.js";
import { packageInfo } from "../shared/package-info.js";
import { log } from "../shared/stdio.js";
import { Delivery, PENDING_DELIVERY, textVariantFor, type DeliveryConfig } from "./delivery.js";

/**
 * Answers one nuwax_ask_question call (docs/nuwax-ask-question.md "How a call goes"; shapes
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

/** nuwax_ask_question's description and the server instructions for a text variant (x-nuwax.tools[].variants). */
function textsFor(variant: "default" | "answered"): { description: string; instructions: string } {
  if (variant === "default") return { description: NUWAX_ASK_QUESTION_TOOL.description, instructions: SERVERS["nuwax-ask-question-mcp"].instructions };
  const texts = TOOL_TEXT_VARIANTS[NUWAX_ASK_QUESTION_TOOL.name]?.[variant];
  if (!texts) throw new Error(`x-nuwax.tools: nuwax_ask_question has no "${variant}" text variant`);
  return texts;
}

/** The MCP App that renders nuwax_ask_question forms in hosts with MCP Apps (docs/nuwax-ask-question.md "MCP App"). */
export const FORM_APP_URI = "ui://nuwax-ask-question/form.html";

/** The built app (one self-contained HTML file written by `npm run build`), relative to the package root. */
const FORM_APP_FILE = join("dist", "app", "ask-question-form.html");

let formAppHtml: string | undefined;

/**
 * The app's HTML, read once per process. Throws RpcError (InternalError) naming the file and the
 * command that builds it when the package was not built.
 */
export function readFormApp(): string {
  if (formAppHtml !== undefined) return formAppHtml;
  const file = join(packageInfo().root, FORM_APP_FILE);
  try {
    formAppHtml = readFileSync(file, "utf8");
  } catch {
    throw new RpcError(ErrorCode.InternalError, `${FORM_APP_URI}: ${file} is missing; run "npm run build" in the package`);
  }
  return formAppHtml;
}

/**
 * Creates the nuwax_ask_question MCP server (named and versioned from package.json). Besides the
 * tool it serves the MCP App (MCP Apps extension, `@modelcontextprotocol/ext-apps` 2.0.4):
 * tools/list adds `_meta.ui.resourceUri` = FORM_APP_URI to the tool, resources/list lists the
 * app and resources/read returns its HTML with mime type `text/html;profile=mcp-app` and its CSP
 * (no outside origin at all: the page is self-contained). Hosts without MCP Apps ignore both.
 * `config.mode` (docs/nuwax-ask-question.md "Delivery modes", ./delivery.ts): pending (the default) returns the pending
 * result for every host, as nuwax has it; elicitation, browser and auto ask the user from the
 * server and return the answer message. In elicitation and browser modes the tool declares no
 * `_meta.ui`, so a host with MCP Apps does not show the form a second time.
 */
export function createAskQuestionServer(config: DeliveryConfig = PENDING_DELIVERY): Server {
  const delivery = new Delivery(config, readFormApp, (line) => log(line, "nuwax-ask-question-mcp"));
  const server = createContractServer(
    "nuwax-ask-question-mcp",
    {
      nuwax_ask_question: (args, context) => {
        const pending = askQuestion(args);
        if (pending.isError || config.mode === "pending") return pending;
        return delivery.deliver((pending.structuredContent as unknown as McpAskPendingResult).input, () => pending, context);
      },
    },
    {
      // What the agent is told the call does follows the delivery mode and the client (x-nuwax.tools[].variants).
      instructionsFor: (capabilities) => textsFor(textVariantFor(config.mode, capabilities)).instructions,
    },
  );
  const close = server.close.bind(server);
  server.close = async () => {
    await delivery.close();
    await close();
  };
  server.registerCapabilities({ resources: {} });
  const tools = SERVERS["nuwax-ask-question-mcp"].tools;
  // In elicitation and browser modes the server asks the user itself: a host with MCP Apps must not show the form a second time.
  const appDelivers = config.mode === "pending" || config.mode === "auto";
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const { description } = textsFor(textVariantFor(config.mode, server.getClientCapabilities()));
    return {
      tools: tools.map((tool) =>
        tool.name === NUWAX_ASK_QUESTION_TOOL.name
          ? { ...tool, description, ...(appDelivers ? { _meta: { ui: { resourceUri: FORM_APP_URI } } } : {}) }
          : { ...tool },
      ) as never,
    };
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [
      {
        uri: FORM_APP_URI,
        name: "nuwax_ask_question form",
        description: "Renders a nuwax_ask_question form and sends the user's answer as their next chat message.",
        mimeType: RESOURCE_MIME_TYPE,
      },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    if (request.params.uri !== FORM_APP_URI) {
      throw new RpcError(ErrorCode.InvalidParams, `Unknown resource ${quote(request.params.uri)}; this server has ${FORM_APP_URI}`);
    }
    return {
      contents: [
        {
          uri: FORM_APP_URI,
          mimeType: RESOURCE_MIME_TYPE,
          text: readFormApp(),
          _meta: { ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] }, prefersBorder: false } },
        },
      ],
    };
  });
  return server;
}
