#!/usr/bin/env node
/**
 * `npx nuwax-ask-question-mcp`: the nuwax_ask_question server on stdio (stdout is JSON-RPC only).
 * `--delivery` / NUWAX_ASK_DELIVERY choose how the form reaches the user (docs/nuwax-ask-question.md "Delivery modes").
 */
import { takeOverStdout, runStdioServer, log } from "../shared/stdio.js";
import { parseServerArgs } from "../shared/cli.js";
import { CONSTANTS } from "../../generated/types.js";

const HELP = `Usage: nuwax-ask-question-mcp [--delivery MODE] [--help] [--version]

Stdio MCP server with one tool, nuwax_ask_question: the agent asks the user structured questions.
By default the call returns status "pending" at once, the client (nuwax Web/Mobile DockPanel, or an
MCP Apps host through the bundled app) renders the form and the user's answer arrives as the next
chat message. Started by an MCP host, e.g.:

  { "mcpServers": { "ask-question": { "command": "npx", "args": ["-y", "nuwax-ask-question-mcp"] } } }

Options:
  --delivery MODE   how the form reaches the user (overrides NUWAX_ASK_DELIVERY); one of
                    ${CONSTANTS.deliveryModes.join(", ")} (default ${CONSTANTS.defaultDelivery}):
                    pending      return "pending"; the client renders the form (nuwax, MCP Apps hosts)
                    elicitation  ask through the client's form dialog (MCP elicitation) and return
                                 the answer; forms it cannot hold (files) go to the browser
                    browser      serve the form on a local page, open it, wait for the answer
                    auto         MCP App if the client has MCP Apps, else elicitation if it has
                                 form elicitation and the form fits, else browser
  --help, --version

Environment:
  NUWAX_ASK_DELIVERY=MODE        as --delivery
  NUWAX_ASK_OPEN=0               browser: do not open a browser; the URL is logged to stderr and
                                 sent in every progress notification
  NUWAX_ASK_OPEN_CMD=CMD         browser: command run with the URL as its only argument
  NUWAX_ASK_PORT=N               browser: fixed port (default 0: a free port; busy: the next ten)
  NUWAX_ASK_HOST=ADDR            browser: bind address (default 127.0.0.1)
  NUWAX_ASK_PUBLIC_HOST=NAME     browser: host name in the URL (default localhost)
  NUWAX_ASK_PROGRESS_MS=N        browser: progress notification interval (default 15000)
  NUWAX_ASK_UPLOAD_DIR=DIR       browser: where uploaded files are saved, each page in a private
                                 folder of its own (default the OS temporary folder)
  NUWAX_ASK_LOCALE=TAG           elicitation: language of the answer message (default ${CONSTANTS.defaultLocale});
                                 the browser page uses the browser's language
`;

const args = parseServerArgs("nuwax-ask-question-mcp", HELP, ["--delivery"]);

// From here on stdout is JSON-RPC only; the server modules load after the guard is in place.
takeOverStdout();
const { deliveryConfig, DeliveryConfigError } = await import("./delivery.js");
let config;
try {
  config = deliveryConfig(process.env, args["--delivery"]);
} catch (error) {
  if (!(error instanceof DeliveryConfigError)) throw error;
  process.stderr.write(`nuwax-ask-question-mcp: ${error.message}\n`);
  process.exit(2);
}
const { createAskQuestionServer } = await import("./server.js");
log(`delivery ${config.mode}`, "nuwax-ask-question-mcp");
runStdioServer(createAskQuestionServer(config), "nuwax-ask-question-mcp").catch((error: unknown) => {
  log(`failed to start: ${(error as Error).stack ?? String(error)}`, "nuwax-ask-question-mcp");
  process.exit(1);
});
