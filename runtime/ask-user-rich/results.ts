/**
 * The tool result of a submitted interview (docs/ask-user-rich.md): the summary first, then the
 * JSON of the answers (`$defs/InterviewAnswers`) in `content`, and the answers as `structuredContent`.
 * One function for the tools that return it (ask_user_rich, await_user_answers) and for the submit
 * that must know its size before it accepts the answers (InterviewStore.submit).
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { InterviewAnswers } from "../../generated/types.js";

export function answersResult(result: InterviewAnswers): CallToolResult {
  return {
    content: [
      { type: "text", text: result.summary },
      { type: "text", text: JSON.stringify(result, null, 2) },
    ],
    structuredContent: result as unknown as Record<string, unknown>,
  };
}
