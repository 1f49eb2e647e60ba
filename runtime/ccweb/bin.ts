#!/usr/bin/env node
/**
 * `ccweb-mcp`: the ccweb_list_user_inputs server on stdio, spawned by cc-web for one conversation.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { takeOverStdout, runStdioServer, log } from "../shared/stdio.js";
import { packageInfo } from "../shared/package-info.js";

const HELP = `Usage: ccweb-mcp [--sessions-dir DIR] [--conversation ID] [--help] [--version]

Stdio MCP server with one read-only tool, ccweb_list_user_inputs: the newest user inputs of a cc-web
conversation (default the one this server was started for; newest 15, at most 1000 characters).

Options (each overrides its environment variable):
  --sessions-dir DIR   cc-web sessions directory, <DIR>/<conversationId>.json   [CC_WEB_SESSIONS_DIR]
                       (default: the example sessions shipped with the package)
  --conversation ID    the source conversation, used when a call names none     [CCWEB_CONVERSATION_ID]
  -h, --help           show this help
  -v, --version        print the version
`;

let values;
try {
  values = parseArgs({
    options: {
      "sessions-dir": { type: "string" },
      conversation: { type: "string" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "v" },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  process.stderr.write(`ccweb-mcp: ${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (values.version) {
  process.stdout.write(`${packageInfo().version}\n`);
  process.exit(0);
}

takeOverStdout();
let sessionsDir = values["sessions-dir"] ?? process.env.CC_WEB_SESSIONS_DIR;
if (!sessionsDir) {
  sessionsDir = join(packageInfo().root, "examples/sessions");
  log(`CC_WEB_SESSIONS_DIR is not set: serving the example sessions in ${sessionsDir}`, "ccweb-mcp");
}
const sourceConversationId = values.conversation ?? process.env.CCWEB_CONVERSATION_ID;
const { createCcwebServer } = await import("./server.js");
runStdioServer(createCcwebServer({ sessionsDir, sourceConversationId }), "ccweb-mcp").catch((error: unknown) => {
  log(`failed to start: ${(error as Error).stack ?? String(error)}`, "ccweb-mcp");
  process.exit(1);
});
