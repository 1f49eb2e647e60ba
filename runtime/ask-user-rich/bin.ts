#!/usr/bin/env node
/**
 * `ask-user-rich` (npx -p nuwax-ask-question-mcp ask-user-rich): structured interviews over a local
 * web form, on stdio. Configured through ASK_USER_RICH_* environment variables (see --help).
 */
import { takeOverStdout, runStdioServer, log } from "../shared/stdio.js";
import { handleHelpAndVersion } from "../shared/cli.js";

const HELP = `Usage: ask-user-rich [--help] [--version]

Stdio MCP server with ask_user_rich (a blocking structured interview served as a local web form),
append_questions and await_user_answers. Give tool calls a long timeout: a call waits for the user.

Environment:
  ASK_USER_RICH_OPEN=0           never open a browser; return the link at once
  ASK_USER_RICH_OPEN_CMD=CMD     command run with the URL as its only argument
  ASK_USER_RICH_PORT=N           fixed port (default 0: a free port; a busy port tries the next ten)
  ASK_USER_RICH_HOST=ADDR        bind address (default 127.0.0.1)
  ASK_USER_RICH_PUBLIC_HOST=NAME host name in the URL (default localhost)
  ASK_USER_RICH_PROGRESS_MS=N    progress notification interval (default 15000)
  ASK_USER_RICH_LOG_DIR=DIR      server.log and answers/ archive (default: the per-user state
                                 directory, $XDG_STATE_HOME or ~/.local/state or %LOCALAPPDATA%,
                                 /nuwax-ask-question-mcp/ask-user-rich; none writable: stderr only)
  ASK_USER_RICH_IDLE_RELEASE_MS=N  release a pending interview with no waiting call and no page
                                 view for N ms (default 3600000)
  ASK_USER_RICH_MAX_OPEN=N       most pending interviews at once (default 100)
`;

handleHelpAndVersion("ask-user-rich", HELP);

takeOverStdout();
const { createAskUserRichServer } = await import("./server.js");
runStdioServer(createAskUserRichServer(), "ask-user-rich").catch((error: unknown) => {
  log(`failed to start: ${(error as Error).stack ?? String(error)}`, "ask-user-rich");
  process.exit(1);
});
