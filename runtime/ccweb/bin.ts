#!/usr/bin/env node
/**
 * `ccweb-mcp`: the ccweb_list_user_inputs server on stdio, spawned by cc-web for one conversation.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { takeOverStdout, runStdioServer, log } from "../shared/stdio.js";
import { packageInfo } from "../shared/package-info.js";

const HELP = `Usage: ccweb-mcp [--sessions-dir DIR | --demo] [--conversation ID] [--max-session-bytes N] [--help] [--version]

Stdio MCP server with one read-only tool, ccweb_list_user_inputs: the newest user inputs of a cc-web
conversation (default the one this server was started for; newest 15, at most 1000 characters).

Options (each overrides its environment variable):
  --sessions-dir DIR   cc-web sessions directory, <DIR>/<conversationId>.json   [CC_WEB_SESSIONS_DIR]
                       (required: without it every call answers not_configured)
  --demo               read the made-up example sessions shipped with the package instead
  --conversation ID    the source conversation, used when a call names none     [CCWEB_CONVERSATION_ID]
  --max-session-bytes N  largest session file read (default 67108864)          [CCWEB_MAX_SESSION_BYTES]
  -h, --help           show this help
  -v, --version        print the version
`;

let values;
try {
  values = parseArgs({
    options: {
      "sessions-dir": { type: "string" },
      conversation: { type: "string" },
      demo: { type: "boolean" },
      "max-session-bytes": { type: "string" },
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
const NAME = "ccweb-mcp";
let sessionsDir = values["sessions-dir"] ?? (process.env.CC_WEB_SESSIONS_DIR || undefined);
if (values.demo) {
  if (sessionsDir !== undefined) log(`--demo given: serving the example sessions, not ${sessionsDir}`, NAME);
  sessionsDir = join(packageInfo().root, "examples/sessions");
  log(`demo mode: serving the made-up example sessions in ${sessionsDir}`, NAME);
} else if (sessionsDir === undefined) {
  log("no sessions directory (CC_WEB_SESSIONS_DIR or --sessions-dir): every call answers not_configured; pass --demo for the example sessions", NAME);
} else {
  // A sessions directory that is not there is a configuration mistake: say so at startup (exit 2, as
  // for a bad option) instead of answering every call with conversation_not_found.
  const source = values["sessions-dir"] !== undefined ? "--sessions-dir" : "CC_WEB_SESSIONS_DIR";
  let problem: string | undefined;
  try {
    if (!statSync(sessionsDir).isDirectory()) problem = "is not a directory";
  } catch (error) {
    problem = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : `cannot be read (${(error as Error).message})`;
  }
  if (problem) {
    process.stderr.write(
      `ccweb-mcp: ${source} ${JSON.stringify(sessionsDir)} ${problem}; give cc-web's sessions directory (it holds <conversationId>.json files), or --demo for the example sessions\n`,
    );
    process.exit(2);
  }
}
const maxText = values["max-session-bytes"] ?? process.env.CCWEB_MAX_SESSION_BYTES;
let maxSessionBytes: number | undefined;
if (maxText !== undefined && maxText !== "") {
  maxSessionBytes = Number(maxText);
  if (!Number.isSafeInteger(maxSessionBytes) || maxSessionBytes < 1) {
    log(`--max-session-bytes / CCWEB_MAX_SESSION_BYTES must be a whole number of bytes ≥ 1, got ${JSON.stringify(maxText)}; using the default`, NAME);
    maxSessionBytes = undefined;
  }
}
const sourceConversationId = values.conversation ?? process.env.CCWEB_CONVERSATION_ID;
const { createCcwebServer } = await import("./server.js");
runStdioServer(createCcwebServer({ sessionsDir, sourceConversationId, maxSessionBytes }), NAME).catch((error: unknown) => {
  log(`failed to start: ${(error as Error).stack ?? String(error)}`, NAME);
  process.exit(1);
});
