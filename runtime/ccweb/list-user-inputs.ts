/**
 * ccweb_list_user_inputs (docs/ccweb.md): the newest non-empty user inputs of a cc-web conversation,
 * within `limit` and a `maxChars` code-point budget, oldest first. Read-only.
 */
import { DEFAULTS, type ListUserInputsError, type ListUserInputsResult } from "../../generated/types.js";
import { formatProblems, toProblems, validateListUserInputsInput } from "../contract/validators.js";
import { isUserInput, selectUserInputs } from "./selection.js";
import { assertConversationId, readNewestUserMessages, SessionStoreError } from "./session-store.js";

/** Where the tool reads from: the sessions directory and the conversation the server was started for. */
export interface ListUserInputsContext {
  /** The cc-web sessions directory; undefined when the server was started without one (every call is then not_configured). */
  sessionsDir: string | undefined;
  /** Largest session file read, in bytes (default DEFAULT_MAX_SESSION_BYTES, 64 MiB). */
  maxSessionBytes?: number;
  /** The source conversation (CCWEB_CONVERSATION_ID / --conversation), used when no conversationId is given. */
  sourceConversationId?: string;
  /** Bytes read per chunk of the session file (default 1 MiB, HISTORY_CHUNK_BYTES); tests use tiny chunks. */
  readChunkBytes?: number;
}

/**
 * Runs the tool on raw arguments. Returns the contract's success result, or its error result with
 * a stable code: invalid_arguments (outside `$defs/ListUserInputsInput`, bounds in the message),
 * not_configured (no sessions directory), missing_source_conversation, invalid_conversation_id
 * (never falls back to the source conversation), conversation_not_found. Never throws for bad input or missing files.
 */
export async function listUserInputs(args: unknown, context: ListUserInputsContext): Promise<ListUserInputsResult | ListUserInputsError> {
  const input = args ?? {};
  if (!validateListUserInputsInput(input)) {
    const problems = toProblems(validateListUserInputsInput.errors, input);
    return { ok: false, error: { code: "invalid_arguments", message: `invalid arguments:\n${formatProblems(problems)}`, problems } };
  }
  if (context.sessionsDir === undefined || context.sessionsDir === "") {
    return {
      ok: false,
      error: {
        code: "not_configured",
        message:
          "this ccweb-mcp server was started without a sessions directory, so it has no conversation to read: the host sets CC_WEB_SESSIONS_DIR or passes --sessions-dir DIR (or --demo to read the example sessions shipped with the package)",
      },
    };
  }
  try {
    let conversationId: string;
    if (input.conversationId !== undefined) {
      conversationId = assertConversationId(input.conversationId);
    } else if (context.sourceConversationId === undefined || context.sourceConversationId === "") {
      return {
        ok: false,
        error: {
          code: "missing_source_conversation",
          message:
            "no conversationId was given and this server was started without a source conversation (the host sets CCWEB_CONVERSATION_ID or --conversation); pass conversationId",
        },
      };
    } else {
      conversationId = assertConversationId(context.sourceConversationId, "the source conversation id (CCWEB_CONVERSATION_ID)");
    }
    const limit = input.limit ?? DEFAULTS.ListUserInputsInput.limit;
    const maxChars = input.maxChars ?? DEFAULTS.ListUserInputsInput.maxChars;
    // Only the newest limit + 1 user inputs are parsed: one more than fits tells hasMore.
    const messages = await readNewestUserMessages(context.sessionsDir, conversationId, {
      maxBytes: context.maxSessionBytes,
      keep: limit + 1,
      accept: isUserInput,
      chunkBytes: context.readChunkBytes,
    });
    const selection = selectUserInputs(messages, { limit, maxChars });
    return {
      ok: true,
      conversationId,
      requestedLimit: limit,
      maxChars,
      totalChars: selection.totalChars,
      returnedCount: selection.items.length,
      hasMore: selection.hasMore,
      items: selection.items,
    };
  } catch (error) {
    if (error instanceof SessionStoreError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/**
 * The MCP `CallToolResult` (MCP specification, "Tools: tool result") this tool returns: text content
 * and structuredContent. Declared here rather than imported from the optional `@modelcontextprotocol/sdk`
 * peer, so `nuwax-ask-question-mcp/ccweb` type-checks in a project without the SDK; it is assignable
 * to the SDK's `CallToolResult`.
 */
export interface TextToolResult {
  content: Array<{ type: "text"; text: string }>;
  structuredContent: Record<string, unknown>;
  isError?: boolean;
  [key: string]: unknown;
}

/**
 * The MCP result: the whole output as JSON text and as structuredContent; errors carry
 * isError: true and the code in both (`conversation_not_found: …`).
 */
export function toCallToolResult(output: ListUserInputsResult | ListUserInputsError): TextToolResult {
  if (output.ok) {
    return { content: [{ type: "text", text: JSON.stringify(output, null, 2) }], structuredContent: output as unknown as Record<string, unknown> };
  }
  return {
    isError: true,
    content: [{ type: "text", text: `${output.error.code}: ${output.error.message}` }],
    structuredContent: output as unknown as Record<string, unknown>,
  };
}
