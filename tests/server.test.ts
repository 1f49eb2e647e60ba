import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectClient, rawServer, builtServer } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { NUWAX_ASK_QUESTION_TOOL, SERVERS } from "../generated/tools.js";
import { validateMcpAskToolOutput, formatProblem } from "../runtime/contract/validators.js";
import { PENDING_MESSAGE } from "../generated/types.js";

const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
const readExample = (name: string) => JSON.parse(readFileSync(join(repoRoot, "contract/examples", name), "utf8"));
const server = builtServer("nuwax-ask-question-mcp");

describe("nuwax_ask_question over stdio (SDK client)", () => {
  let session: Awaited<ReturnType<typeof connectClient>>;
  beforeAll(async () => {
    session = await connectClient(server);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("initializes with the package's name and version and the contract's instructions", () => {
    expect(session.client.getServerVersion()).toEqual({ name: pkg.name, version: pkg.version });
    expect(session.client.getInstructions()).toBe(SERVERS["nuwax-ask-question-mcp"].instructions);
    expect(session.client.getServerCapabilities()?.tools).toBeDefined();
  });

  it("lists the generated tool: inlined JSON Schema, root object, no $ref", async () => {
    const { tools } = await session.client.listTools();
    expect(tools).toHaveLength(1);
    const tool = tools[0]!;
    expect(tool.name).toBe("nuwax_ask_question");
    expect(tool.inputSchema).toEqual(NUWAX_ASK_QUESTION_TOOL.inputSchema);
    expect(tool.outputSchema).toEqual(NUWAX_ASK_QUESTION_TOOL.outputSchema);
    expect(tool.annotations).toEqual(NUWAX_ASK_QUESTION_TOOL.annotations);
    expect(JSON.stringify(tool)).not.toContain("$ref");
    expect(tool.inputSchema.type).toBe("object");
  });

  it("returns pending with the canonical rawInput for complete-form.json", async () => {
    const complete = readExample("complete-form.json");
    const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: complete });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ status: "pending", requestId: "ask_deploy_001", revision: 1, message: PENDING_MESSAGE, input: complete });
    // The pending sentence first, then the JSON of structuredContent (what clients behind ACP read).
    const content = result.content as Array<{ type: string; text: string }>;
    expect(content.map((c) => c.type)).toEqual(["text", "text"]);
    expect(content[0]!.text).toBe(PENDING_MESSAGE);
    expect(JSON.parse(content[1]!.text)).toEqual(result.structuredContent);
    expect(validateMcpAskToolOutput(result.structuredContent)).toBe(true);
  });

  it("refuses a form beyond the contract's size limits with every problem and its fix", async () => {
    const fields = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}`, title: `F${i}`, widget: "text" }));
    fields[0] = {
      name: "f0",
      title: "T".repeat(501),
      widget: "radio",
      options: Array.from({ length: 201 }, (_, k) => ({ value: `v${k}`, label: `L${k}` })),
    } as never;
    const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: { requestId: "r", sessionId: "s", title: "T", ui: { fields } } });
    expect(result.isError).toBe(true);
    const problems = (result.structuredContent as { problems: Array<{ path: string; message: string; fix: string }> }).problems;
    expect(problems.map((p) => `${p.path}: ${p.message} — ${p.fix}`)).toEqual([
      "ui.fields: must have at most 200 items — remove items",
      "ui.fields[0].title: must have at most 500 characters — shorten it to 500 characters or fewer",
      "ui.fields[0].options: must have at most 200 items — remove items",
    ]);
  });

  it("stamps the version fields an agent leaves out", async () => {
    const result = await session.client.callTool({
      name: "nuwax_ask_question",
      arguments: {
        requestId: "ask_123",
        sessionId: "session_123",
        title: "请选择一个选项",
        ui: {
          fields: [
            {
              name: "choice",
              title: "选项",
              options: [
                { value: "a", label: "选项A" },
                { value: "b", label: "选项B" },
              ],
            },
          ],
        },
      },
    });
    const input = (result.structuredContent as any).input;
    expect([input.toolName, input.schemaVersion, input.revision, input.ui.version, input.ui.presentation, input.ui.fields[0].widget]).toEqual([
      "nuwax_ask_question",
      "nuwax.mcp_ask.v2",
      1,
      "nuwax.interaction.v2",
      "inline",
      "radio",
    ]);
  });

  it("rejects a form the client cannot render with isError and every problem's path and fix", async () => {
    const example = JSON.parse(readFileSync(join(repoRoot, "contract/examples/invalid/many-problems.json"), "utf8"));
    const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: example.input });
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ type: string; text: string }>)[0]!.text;
    expect(text).toBe(
      `nuwax_ask_question: the form cannot be rendered (${example.problems.length} problems):\n${example.problems.join("\n")}\nFix all of them and call nuwax_ask_question again.`,
    );
    const structured = result.structuredContent as any;
    expect(structured.status).toBe("invalid");
    expect(structured.problems.map(formatProblem)).toEqual(example.problems);
    expect(validateMcpAskToolOutput(structured)).toBe(true);
  });

  it("answers missing arguments with an error result, not a crash", async () => {
    const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.structuredContent as any).problems.map((p: { path: string }) => p.path)).toEqual(["requestId", "sessionId", "title", "ui"]);
    const again = await session.client.listTools();
    expect(again.tools).toHaveLength(1);
  });

  it("rejects an unknown tool with a JSON-RPC error naming the known tools", async () => {
    await expect(session.client.callTool({ name: "ask", arguments: {} })).rejects.toThrow(McpError);
    await expect(session.client.callTool({ name: "ask", arguments: {} })).rejects.toThrow(/has nuwax_ask_question/);
  });
});

describe("nuwax_ask_question process behaviour", () => {
  it("writes nothing but JSON-RPC to stdout, even when code logs to stdout", async () => {
    const raw = rawServer({ command: server.command, args: ["--import", join(repoRoot, "tests/fixtures/stray-output.mjs"), ...server.args] });
    await raw.initialize();
    await raw.request(1, "tools/list");
    raw.child.kill("SIGUSR2");
    await new Promise((r) => setTimeout(r, 300));
    const call = await raw.request(2, "tools/call", { name: "nuwax_ask_question", arguments: readExample("widget-radio.json") });
    expect(call.result.structuredContent.status).toBe("pending");
    raw.child.stdin.end();
    expect(await raw.exited).toBe(0);
    const lines = raw
      .stdoutText()
      .split("\n")
      .filter((l) => l !== "");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(JSON.parse(line).jsonrpc).toBe("2.0");
    expect(raw.stderrText()).toContain("STRAY console.log");
    expect(raw.stderrText()).toContain("STRAY console.info");
    expect(raw.stderrText()).toContain("STRAY process.stdout.write");
  });

  it.each(["SIGTERM", "SIGINT"] as const)("exits cleanly with code 0 on %s", async (signal) => {
    const raw = rawServer(server);
    await raw.initialize();
    raw.child.kill(signal);
    expect(await raw.exited).toBe(0);
    expect(raw.stderrText()).toContain(`shutting down (${signal})`);
  });

  it("survives malformed JSON on stdin (logged to stderr) and keeps serving", async () => {
    const raw = rawServer(server);
    await raw.initialize();
    raw.child.stdin.write("{not json\n");
    const list = await raw.request(5, "tools/list");
    expect(list.result.tools[0].name).toBe("nuwax_ask_question");
    await raw.waitForStderr(/protocol error: .*JSON/);
    raw.child.stdin.end();
    expect(await raw.exited).toBe(0);
    for (const line of raw.stdoutText().split("\n").filter(Boolean)) expect(JSON.parse(line).jsonrpc).toBe("2.0");
  });
});
