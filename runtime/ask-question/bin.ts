#!/usr/bin/env node
/**
 * `npx nuwax-ask-question-mcp`: the nuwax_ask_question server on stdio (stdout is JSON-RPC only).
 */
import { takeOverStdout, runStdioServer, log } from "../shared/stdio.js";
import { handleHelpAndVersion } from "../shared/cli.js";

const HELP = `Usage: nuwax-ask-question-mcp [--help] [--version]

Stdio MCP server with one tool, nuwax_ask_question: the agent asks the user structured questions,
the call returns status "pending" at once, the client (nuwax Web/Mobile DockPanel) renders the form
and the user's answer arrives as the next chat message. Started by an MCP host, e.g.:

  { "mcpServers": { "ask-question": { "command": "npx", "args": ["-y", "nuwax-ask-question-mcp"] } } }
`;

handleHelpAndVersion("nuwax-ask-question-mcp", HELP);

// From here on stdout is JSON-RPC only; the server module loads after the guard is in place.
takeOverStdout();
const { createAskQuestionServer } = await import("./server.js");
runStdioServer(createAskQuestionServer(), "nuwax-ask-question-mcp").catch((error: unknown) => {
  log(`failed to start: ${(error as Error).stack ?? String(error)}`, "nuwax-ask-question-mcp");
  process.exit(1);
});
