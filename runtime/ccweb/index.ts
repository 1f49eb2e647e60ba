/**
 * nuwax-ask-question-mcp/ccweb: the user-input history tool and the cc-web session store helpers
 * (no MCP SDK; the server factory `createCcwebServer` is in `nuwax-ask-question-mcp/server`).
 */
export { listUserInputs, toCallToolResult, type ListUserInputsContext, type TextToolResult } from "./list-user-inputs.js";
export { selectUserInputs, isUserInput, messageText, messageTime, type Selection } from "./selection.js";
export { HistoryScanner, type HistoryScanOptions, type ScanResult } from "./history-scanner.js";
export { codePointLength, cutToCodePoints, wellFormed } from "./unicode.js";
export {
  readSession,
  readNewestUserMessages,
  HISTORY_CHUNK_BYTES,
  type NewestUserMessagesOptions,
  appendUserMessage,
  appendAskAnswer,
  assertConversationId,
  sessionFilePath,
  SessionStoreError,
  AskAnswerConflictError,
  DEFAULT_MAX_SESSION_BYTES,
  DEFAULT_LOCK_TIMEOUT_MS,
  STALE_LOCK_MS,
  type AppendOptions,
  type ReadOptions,
} from "./session-store.js";
