/**
 * `npm run demo`: the main job end to end. Starts the nuwax_ask_question server over stdio with
 * the MCP SDK client (as Claude Code, Cursor or Codex would), asks the question in
 * examples/agent-request.json, prints the pending result, then formats examples/sample-answer.json
 * into the chat message the client sends back. Shows how a broken form is refused. Lists the
 * shipped example conversation with `ccweb-mcp --demo`; finally, as cc-web would, appends that
 * answer to a copy of examples/sessions/zh-release-demo.json and lists the conversation's user
 * inputs with the ccweb_list_user_inputs server.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import type { ListUserInputsResult, McpAskPendingResult, McpAskRespondPayload } from "../generated/types.js";
import { appendAskAnswer } from "../runtime/ccweb/session-store.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readJson = (name: string) => JSON.parse(readFileSync(join(root, "examples", name), "utf8"));
const heading = (text: string) => console.log(`\n=== ${text} ${"=".repeat(Math.max(0, 70 - text.length))}\n`);

// The built bins are what `npx` runs; fall back to the sources when not built.
const BIN_NAMES: Record<string, string> = { "ask-question": "nuwax-ask-question-mcp", ccweb: "ccweb-mcp", "ask-user-rich": "ask-user-rich" };
const serverArgs = (name: string) => {
  const built = join(root, `dist/bin/${BIN_NAMES[name]}.mjs`);
  return existsSync(built) ? [built] : ["--import", "tsx", join(root, `runtime/${name}/bin.ts`)];
};

if (process.argv.includes("--app")) {
  await runApp();
  process.exit(0);
}

if (process.argv.includes("--interview")) {
  await runInterview();
  process.exit(0);
}

/**
 * `npm run demo -- --app`: connects to the nuwax_ask_question server as a host with MCP Apps would
 * (advertising the io.modelcontextprotocol/ui extension), reads the app named by the tool's
 * `_meta.ui.resourceUri`, asks examples/agent-request.json, and serves a local host page (the
 * ext-apps AppBridge behind a sandbox proxy on a second loopback origin) that renders the form.
 * Prints the page's URL, then the answer message once the user submits, cancels or skips. Set
 * NUWAX_DEMO_LOCALE (e.g. en-US) for the host's locale.
 */
async function runApp(): Promise<void> {
  const { startAppHost } = await import("./app-host/serve.js");
  const client = new Client(
    { name: "nuwax-demo-host", version: "1.0.0" },
    { capabilities: { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } } as never },
  );
  await client.connect(new StdioClientTransport({ command: process.execPath, args: serverArgs("ask-question"), stderr: "ignore" }));
  const { tools } = await client.listTools();
  const uri = (tools[0]?._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri;
  if (!uri) throw new Error("nuwax_ask_question declares no _meta.ui.resourceUri");
  const content = (await client.readResource({ uri })).contents[0] as { text: string; _meta?: { ui?: { csp?: Record<string, string[]> } } };
  const request = readJson("agent-request.json");
  const toolResult = (await client.callTool({ name: "nuwax_ask_question", arguments: request })) as Record<string, unknown>;
  await client.close();
  let resolveAnswer: (text: string) => void = () => {};
  const answered = new Promise<string>((resolve) => (resolveAnswer = resolve));
  const host = await startAppHost(content._meta?.ui?.csp, {
    boot: { html: content.text, toolInput: request, toolResult, hostContext: { locale: process.env.NUWAX_DEMO_LOCALE ?? "zh-CN" } },
    onMessage: (text) => resolveAnswer(text),
  });
  heading(`MCP App ${uri}: open the host page and answer the form`);
  console.log(`  ${host.hostUrl}

Waiting for the answer message (ui/message)…`);
  const text = await answered;
  heading("ui/message (role user): the user's next chat message");
  console.log(text);
  await host.close();
}

/**
 * `npm run demo -- --interview`: asks examples/interview.json with ask_user_rich and delivery link,
 * prints the form's URL, waits with await_user_answers (printing its progress), prints the summary.
 */
async function runInterview(): Promise<void> {
  const aur = new Client({ name: "nuwax-demo", version: "1.0.0" });
  await aur.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: serverArgs("ask-user-rich"),
      env: { ...(process.env as Record<string, string>), ASK_USER_RICH_PROGRESS_MS: process.env.ASK_USER_RICH_PROGRESS_MS ?? "15000" },
      stderr: "ignore",
    }),
  );
  const interview = { ...readJson("interview.json"), delivery: "link" };
  heading(`ask_user_rich: "${interview.title}" (${interview.questions.length} questions, delivery link)`);
  const awaiting = (await aur.callTool({ name: "ask_user_rich", arguments: interview })).structuredContent as { url: string; sessionId: string };
  console.log(`Open this form and answer it:\n\n  ${awaiting.url}\n\nWaiting (sessionId ${awaiting.sessionId})…`);
  const result = await aur.callTool({ name: "await_user_answers", arguments: { sessionId: awaiting.sessionId } }, undefined, {
    onprogress: (p) => console.log(`  progress ${p.progress}: ${p.message ?? ""}`),
    resetTimeoutOnProgress: true,
    timeout: 4 * 60 * 60 * 1000,
  });
  heading("Answers");
  console.log((result.content as Array<{ text: string }>)[0]!.text);
  await aur.close();
}

const transport = new StdioClientTransport({ command: process.execPath, args: serverArgs("ask-question"), stderr: "ignore" });
const client = new Client({ name: "nuwax-demo", version: "1.0.0" });
await client.connect(transport);

const info = client.getServerVersion();
heading(`1. Connected to ${info?.name} ${info?.version} over stdio`);
const { tools } = await client.listTools();
for (const tool of tools) console.log(`tool ${tool.name}: ${tool.title}\n  input properties: ${Object.keys(tool.inputSchema.properties ?? {}).join(", ")}`);

heading("2. The agent calls nuwax_ask_question (examples/agent-request.json)");
const request = readJson("agent-request.json");
const result = await client.callTool({ name: "nuwax_ask_question", arguments: request });
const pending = result.structuredContent as unknown as McpAskPendingResult;
console.log(`content[0].text: ${(result.content as Array<{ text: string }>)[0]!.text}`);
console.log(`structuredContent.status: ${pending.status}  requestId: ${pending.requestId}  revision: ${pending.revision}`);
console.log("structuredContent.input (the canonical rawInput the client renders):");
console.log(JSON.stringify(pending.input, null, 2));

heading("3. The user submits the form; the client sends this chat message");
const answer = readJson("sample-answer.json") as McpAskRespondPayload;
console.log(formatMcpAskResumeMessage(pending.input, answer));
console.log("\n(en)\n" + formatMcpAskResumeMessage(pending.input, answer, { locale: "en-US" }));
console.log("\n(cancel) " + formatMcpAskResumeMessage(pending.input, { action: "cancel" }));

heading("4. A form the client cannot render is refused with every problem");
const bad = await client.callTool({ name: "nuwax_ask_question", arguments: readJson("bad-request.json") });
console.log(`isError: ${bad.isError}\n${(bad.content as Array<{ text: string }>)[0]!.text}`);

await client.close();

heading("5. ccweb-mcp --demo: the example conversation as shipped (made-up data, never served without --demo)");
const demoServer = new Client({ name: "nuwax-demo", version: "1.0.0" });
await demoServer.connect(
  new StdioClientTransport({ command: process.execPath, args: [...serverArgs("ccweb"), "--demo", "--conversation", "zh-release-demo"], stderr: "ignore" }),
);
const shipped = (await demoServer.callTool({ name: "ccweb_list_user_inputs", arguments: {} })).structuredContent as unknown as ListUserInputsResult;
console.log(
  `conversation ${shipped.conversationId} before the answer: ${shipped.returnedCount} user inputs, ${shipped.totalChars}/${shipped.maxChars} characters`,
);
await demoServer.close();

heading("6. cc-web appends the answer; ccweb_list_user_inputs lists the user's inputs");
const sessionsDir = mkdtempSync(join(tmpdir(), "nuwax-demo-sessions-"));
try {
  cpSync(join(root, "examples/sessions"), sessionsDir, { recursive: true });
  await appendAskAnswer(sessionsDir, "zh-release-demo", pending.input, answer);
  const ccweb = new Client({ name: "nuwax-demo", version: "1.0.0" });
  await ccweb.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: serverArgs("ccweb"),
      env: { ...(process.env as Record<string, string>), CC_WEB_SESSIONS_DIR: sessionsDir, CCWEB_CONVERSATION_ID: "zh-release-demo" },
      stderr: "ignore",
    }),
  );
  const listed = (await ccweb.callTool({ name: "ccweb_list_user_inputs", arguments: {} })).structuredContent as unknown as ListUserInputsResult;
  console.log(
    `conversation ${listed.conversationId}: ${listed.returnedCount} user inputs, ${listed.totalChars}/${listed.maxChars} characters, hasMore ${listed.hasMore}`,
  );
  for (const item of listed.items) {
    console.log(`\n[${item.createdAt ?? "unknown time"}] ${item.messageId ?? "(no id)"}${item.truncated ? " (truncated)" : ""}\n${item.content}`);
  }
  await ccweb.close();
} finally {
  rmSync(sessionsDir, { recursive: true, force: true });
}
