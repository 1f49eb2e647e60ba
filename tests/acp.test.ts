// extractMcpAskFromToolUpdate (docs/dockpanel.md "ACP tool updates"): one fixture per shape an ask
// reaches a client in (Codex, Claude Code, other agents; tool_call and tool_call_update; pending and
// completed; prefixed and bare names; snake_case keys), the cases of nuwaclaw's
// crates/agent-kit normalizeMcpAskToolUpdate tests with their inputs, and the names from the contract.
import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { extractMcpAskFromToolUpdate, parseMcpAskToolName } from "../runtime/contract/acp.js";
import { ACP_TOOL_UPDATE } from "../generated/tools.js";
import { validateMcpAskRawInput } from "../runtime/contract/validators.js";
import { askQuestion } from "../runtime/ask-question/server.js";
import schema from "../contract/schema.json" with { type: "json" };

/** agent-kit's canonical input, with the options a radio needs to be rendered (the kit refuses a radio without them). */
const canonicalInput = {
  toolName: "nuwax_ask_question",
  schemaVersion: "nuwax.mcp_ask.v2",
  requestId: "ask_demo_1",
  revision: 1,
  sessionId: "demo-session",
  title: "ask-question 演示",
  ui: {
    version: "nuwax.interaction.v2",
    presentation: "inline",
    title: "ask-question 演示",
    fields: [{ name: "choice", title: "请选择", widget: "radio", options: [{ value: "a", label: "A" }] }],
  },
};
const { toolName: _t, schemaVersion: _s, ui, ...agentArgs } = canonicalInput;
const { version: _v, ...uiWithoutVersion } = ui;
/** What an agent sends: no toolName, schemaVersion or ui.version (the server stamps them). */
const agentInput = { ...agentArgs, ui: uiWithoutVersion };

describe("the names come from the contract", () => {
  it("ACP_TOOL_UPDATE is x-nuwax.acpToolUpdate", () => {
    const x = (schema as any)["x-nuwax"].acpToolUpdate;
    expect(ACP_TOOL_UPDATE).toEqual({ toolNames: x.toolNames, serverKeys: x.serverKeys, namePatterns: x.namePatterns });
    expect(ACP_TOOL_UPDATE.toolNames).toEqual(["nuwax_ask_question"]);
  });

  it("reads the bare, Codex and Claude Code forms, with any server key", () => {
    expect(parseMcpAskToolName("nuwax_ask_question")).toEqual({ toolName: "nuwax_ask_question", pattern: "{{tool}}" });
    expect(parseMcpAskToolName("mcp.ask-question.nuwax_ask_question")).toEqual({
      toolName: "nuwax_ask_question",
      server: "ask-question",
      pattern: "mcp.{{server}}.{{tool}}",
    });
    expect(parseMcpAskToolName("mcp__ask-question__nuwax_ask_question")).toEqual({
      toolName: "nuwax_ask_question",
      server: "ask-question",
      pattern: "mcp__{{server}}__{{tool}}",
    });
    expect(parseMcpAskToolName("mcp__ask_question__nuwax_ask_question")?.server).toBe("ask_question");
    for (const server of ACP_TOOL_UPDATE.serverKeys) {
      expect(parseMcpAskToolName(`mcp.${server}.nuwax_ask_question`)?.server).toBe(server);
      expect(parseMcpAskToolName(`mcp__${server}__nuwax_ask_question`)?.server).toBe(server);
    }
    expect(parseMcpAskToolName("mcp__my-own-name__nuwax_ask_question")?.server).toBe("my-own-name");
  });

  it("refuses other tools, empty server keys, look-alikes and very long text", () => {
    for (const name of [
      "Bash",
      "nuwax_ask_question_v2",
      "mcp____nuwax_ask_question",
      "mcp..nuwax_ask_question",
      "xnuwax_ask_question",
      "mcp__ask-question__ask_user_rich",
      "",
      42,
      undefined,
      `mcp__${"a".repeat(300)}__nuwax_ask_question`,
    ]) {
      expect(parseMcpAskToolName(name), String(name).slice(0, 40)).toBeUndefined();
    }
  });
});

describe("nuwaclaw agent-kit cases (normalizeMcpAskToolUpdate)", () => {
  it("unwraps Codex MCP arguments for the initial tool_call", () => {
    const result = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call",
      toolCallId: "call-codex",
      title: "mcp.ask-question.nuwax_ask_question",
      rawInput: { server: "ask-question", tool: "nuwax_ask_question", arguments: { ...canonicalInput, toolName: undefined } },
    });
    expect(result).toMatchObject({
      ok: true,
      from: "rawInput.arguments",
      sessionUpdate: "tool_call",
      toolCallId: "call-codex",
      name: { server: "ask-question" },
    });
    expect(result.ok && result.input).toMatchObject(canonicalInput);
  });

  it("prefers Codex completed structuredContent.input", () => {
    const result = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-codex",
      status: "completed",
      rawInput: { server: "ask-question", tool: "nuwax_ask_question", arguments: { requestId: "agent-shape" } },
      rawOutput: { result: { structuredContent: { status: "pending", input: canonicalInput } } },
    });
    expect(result).toEqual({
      ok: true,
      input: canonicalInput,
      from: "rawOutput",
      sessionUpdate: "tool_call_update",
      status: "completed",
      toolCallId: "call-codex",
      name: { toolName: "nuwax_ask_question", pattern: "{{tool}}" },
    });
  });

  it("extracts Claude MCP canonical input from JSON rawOutput", () => {
    const result = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-claude",
      status: "completed",
      _meta: { claudeCode: { toolName: "mcp__ask-question__nuwax_ask_question" } },
      rawOutput: JSON.stringify({ status: "pending", input: canonicalInput }),
    });
    expect(result).toMatchObject({ ok: true, from: "rawOutput", status: "completed", name: { pattern: "mcp__{{server}}__{{tool}}" } });
    expect(result.ok && result.input).toEqual(canonicalInput);
  });

  it("stamps omitted v2 discriminator fields on Claude initial input", () => {
    const result = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call",
      toolCallId: "call-claude",
      title: "mcp__ask-question__nuwax_ask_question",
      rawInput: agentInput,
    });
    expect(result).toMatchObject({ ok: true, from: "rawInput" });
    expect(result.ok && result.input).toEqual(canonicalInput);
  });

  it("reads snake_case raw_input", () => {
    const result = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call",
      tool_call_id: "call-snake",
      title: "mcp__ask-question__nuwax_ask_question",
      raw_input: { ...canonicalInput, toolName: undefined },
    });
    expect(result).toMatchObject({ ok: true, from: "rawInput", toolCallId: "call-snake" });
    expect(result.ok && result.input).toMatchObject(canonicalInput);
  });

  it("does not take unrelated tool updates, and does not change any update", () => {
    const original = { sessionUpdate: "tool_call", toolCallId: "call-bash", title: "Bash", rawInput: { command: "pnpm test" } };
    const copy = structuredClone(original);
    expect(extractMcpAskFromToolUpdate(original)).toEqual({ ok: false, reason: "not_an_ask", message: 'the update names another tool ("Bash")' });
    expect(original).toEqual(copy);
  });
});

describe("every shape, pending and completed", () => {
  it("other agents: the bare name as title and the server's CallToolResult in rawOutput", async () => {
    const result = await askQuestion(agentInput);
    const update = { sessionUpdate: "tool_call_update", toolCallId: "c-1", status: "completed", title: "nuwax_ask_question", rawOutput: result };
    const found = extractMcpAskFromToolUpdate(update);
    expect(found).toMatchObject({ ok: true, from: "rawOutput", name: { pattern: "{{tool}}" } });
    expect(found.ok && validateMcpAskRawInput(found.input)).toBe(true);
    // Forwarded as content only (ACP agents that drop structuredContent): the JSON text block.
    const contentOnly = extractMcpAskFromToolUpdate({ ...update, rawOutput: { content: result.content } });
    expect(contentOnly.ok && contentOnly.input).toEqual(found.ok && found.input);
    // As a bare array of content blocks.
    const blocks = extractMcpAskFromToolUpdate({ ...update, rawOutput: result.content });
    expect(blocks.ok && blocks.input).toEqual(found.ok && found.input);
  });

  it("a completed update names the ask only by its output: still recognised", () => {
    const found = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call_update",
      toolCallId: "c-2",
      status: "completed",
      rawOutput: { structuredContent: { status: "pending", input: canonicalInput } },
    });
    expect(found).toMatchObject({ ok: true, from: "rawOutput", name: { toolName: "nuwax_ask_question", pattern: "{{tool}}" } });
  });

  it("pending with no arguments yet: no_input", () => {
    expect(
      extractMcpAskFromToolUpdate({
        sessionUpdate: "tool_call",
        toolCallId: "c-3",
        status: "pending",
        title: "mcp.ask-question.nuwax_ask_question",
        rawInput: {},
      }),
    ).toMatchObject({ ok: false, reason: "no_input" });
    expect(
      extractMcpAskFromToolUpdate({
        sessionUpdate: "tool_call",
        title: "mcp.ask-question.nuwax_ask_question",
        rawInput: { server: "ask-question", tool: "nuwax_ask_question", arguments: {} },
      }),
    ).toMatchObject({ ok: false, reason: "no_input" });
  });

  it("an ask the kit cannot render: invalid_input with every problem", () => {
    const found = extractMcpAskFromToolUpdate({
      sessionUpdate: "tool_call",
      title: "nuwax_ask_question",
      rawInput: { ...agentInput, ui: { fields: [{ name: "choice", title: "请选择", widget: "radio" }] } },
    });
    expect(found).toMatchObject({ ok: false, reason: "invalid_input" });
    expect(!found.ok && found.problems?.map((p) => p.path)).toContain("ui.fields[0].options");
  });

  it("not a tool update", () => {
    expect(extractMcpAskFromToolUpdate(null)).toMatchObject({ ok: false, reason: "not_a_tool_update" });
    expect(extractMcpAskFromToolUpdate({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: "hi" } })).toMatchObject({
      ok: false,
      reason: "not_a_tool_update",
    });
  });

  it("is browser-safe: bundles for the browser with no Node built-in", async () => {
    const out = await build({ entryPoints: ["runtime/contract/acp.ts"], bundle: true, platform: "browser", format: "esm", write: false, logLevel: "silent" });
    expect(out.errors).toEqual([]);
    expect(out.outputFiles[0]!.text).not.toMatch(/from\s*["']node:/);
  });
});
