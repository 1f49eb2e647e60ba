/**
 * The ask inside an ACP tool update (docs/dockpanel.md "ACP tool updates"). Agents forward a
 * nuwax_ask_question call to their client as an Agent Client Protocol `session/update` of kind
 * `tool_call` (the call starts; `rawInput` holds the agent's arguments) and `tool_call_update`
 * (pending / completed; `rawOutput` may hold the server's result). Each agent wraps it its own way:
 *
 * - Codex: title `mcp.<server>.nuwax_ask_question`, `rawInput: { server, tool, arguments }`, and on
 *   completion `rawOutput: { result: { structuredContent: { status, input } } }`;
 * - Claude Code: `_meta.claudeCode.toolName: "mcp__<server>__nuwax_ask_question"`, the arguments
 *   as `rawInput`, and `rawOutput` the result's JSON text;
 * - other agents: the bare tool name as title, and the canonical input in `rawOutput`
 *   (`structuredContent.input`, or the JSON text block of `content`).
 *
 * The names come from the contract (x-nuwax.acpToolUpdate: tool names, server keys, name
 * patterns); snake_case `raw_input` / `raw_output` are read too. Browser-safe: no Node built-in.
 */
import { checkMcpAskRawInput, extractMcpAskInputFromToolResult } from "./builder.js";
import { ACP_TOOL_UPDATE } from "../../generated/tools.js";
import type { McpAskRawInput, ValidationProblem } from "../../generated/types.js";
import { upgradeMcpAskUserToolInput, type McpAskUpgrade, type UpgradeMcpAskOptions } from "./upgrade.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (value: Json, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

/** Longest name a host gives an MCP tool that is still read as one (longer text is no tool name). */
const MAX_NAME_LENGTH = 256;

/** A name pattern split at its placeholders: the literal text around {{server}} and {{tool}}. */
interface CompiledPattern {
  pattern: string;
  /** Literal text before the first placeholder, between them, and after the last. */
  parts: string[];
  /** The placeholders, in order ("server" and "tool"). */
  slots: Array<"server" | "tool">;
}

const PATTERNS: readonly CompiledPattern[] = ACP_TOOL_UPDATE.namePatterns.map((pattern) => {
  const parts: string[] = [];
  const slots: Array<"server" | "tool"> = [];
  let rest: string = pattern;
  for (let at = rest.indexOf("{{"); at !== -1; at = rest.indexOf("{{")) {
    const close = rest.indexOf("}}", at);
    parts.push(rest.slice(0, at));
    slots.push(rest.slice(at + 2, close) as "server" | "tool");
    rest = rest.slice(close + 2);
  }
  parts.push(rest);
  return { pattern, parts, slots };
});

/** What a tool name says: the ask tool it names and the MCP server key in it (when the form has one). */
export interface McpAskToolName {
  /** One of ACP_TOOL_UPDATE.toolNames. */
  toolName: string;
  /** The server key the host put in the name (`ask-question` in `mcp__ask-question__nuwax_ask_question`). */
  server?: string;
  /** The x-nuwax.acpToolUpdate.namePatterns entry it matched. */
  pattern: string;
}

/**
 * Reads a host's name for an MCP tool against x-nuwax.acpToolUpdate.namePatterns: the bare tool
 * name, Codex's `mcp.<server>.<tool>`, Claude Code's `mcp__<server>__<tool>` (any server key a
 * user configured: the segment between the literal parts, non-empty). Returns undefined for
 * another tool, a non-string and a name over 256 characters. Linear in the name's length.
 */
export function parseMcpAskToolName(name: unknown): McpAskToolName | undefined {
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_NAME_LENGTH) return undefined;
  for (const { pattern, parts, slots } of PATTERNS) {
    const prefix = parts[0]!;
    const suffix = parts[parts.length - 1]!;
    if (prefix.length + suffix.length >= name.length || !name.startsWith(prefix) || !name.endsWith(suffix)) continue;
    const middle = name.slice(prefix.length, name.length - suffix.length);
    if (slots.length === 1) {
      if ((ACP_TOOL_UPDATE.toolNames as readonly string[]).includes(middle)) return { toolName: middle, pattern };
      continue;
    }
    // {{server}} and {{tool}} joined by one literal: the tool name is a known word, so split at its side.
    const joiner = parts[1]!;
    for (const tool of ACP_TOOL_UPDATE.toolNames) {
      const server =
        slots[0] === "server"
          ? middle.endsWith(joiner + tool) ? middle.slice(0, middle.length - joiner.length - tool.length) : ""
          : middle.startsWith(tool + joiner) ? middle.slice(tool.length + joiner.length) : "";
      if (server) return { toolName: tool, server, pattern };
    }
  }
  return undefined;
}

/** Why extractMcpAskFromToolUpdate found no ask (stable codes to branch on). */
export type McpAskToolUpdateReason =
  /** Not an object, or not a tool_call / tool_call_update. */
  | "not_a_tool_update"
  /** The update names another tool. */
  | "not_an_ask"
  /** It is the ask, but neither rawOutput nor rawInput holds a form yet (a pending update without arguments). */
  | "no_input"
  /** It is the ask, but the input cannot be rendered; `problems` says why. */
  | "invalid_input";

/** What extractMcpAskFromToolUpdate found. */
export type McpAskToolUpdateResult =
  | {
      ok: true;
      /** The canonical input to render and persist (`#/$defs/McpAskRawInput`). */
      input: McpAskRawInput;
      /** Where it came from: the server's result (already canonical), or the agent's arguments (normalized here). */
      from: "rawOutput" | "rawInput" | "rawInput.arguments";
      /** The update's kind and its status when it has one (pending, in_progress, completed, failed). */
      sessionUpdate: "tool_call" | "tool_call_update";
      status?: string;
      toolCallId?: string;
      name: McpAskToolName;
      /** What upgradeMcpAskUserToolInput changed in an older producer's arguments. */
      upgrades?: McpAskUpgrade[];
    }
  | { ok: false; reason: McpAskToolUpdateReason; message: string; problems?: ValidationProblem[] };

/** The names an update carries, strongest first: its title, Claude Code's and other `_meta` tool names, the Codex wrapper's tool. */
function namesOf(update: Json, rawInput: unknown): unknown[] {
  const meta = isObject(own(update, "_meta")) ? (own(update, "_meta") as Json) : {};
  const claudeCode = isObject(own(meta, "claudeCode")) ? (own(meta, "claudeCode") as Json) : {};
  const wrapper = isObject(rawInput) ? rawInput : {};
  return [own(update, "title"), own(claudeCode, "toolName"), own(meta, "toolName"), own(update, "toolName"), own(update, "name"), own(wrapper, "tool"), own(wrapper, "toolName")];
}

/** The Codex wrapper `{ server, tool, arguments }` around the agent's arguments. */
function wrappedArguments(rawInput: unknown): Json | undefined {
  if (!isObject(rawInput)) return undefined;
  const args = own(rawInput, "arguments");
  return isObject(args) && parseMcpAskToolName(own(rawInput, "tool")) ? args : undefined;
}

/** JSON text as a value (undefined for other text). */
function parseJsonText(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/**
 * The canonical input in a tool update's rawOutput, in the shapes hosts use: a result object
 * (structuredContent.input or a JSON text block of content: extractMcpAskInputFromToolResult),
 * one wrapped as `{ result }` or `{ output }` (Codex), the result as JSON text (Claude Code), or an
 * array of content blocks. One level of each; never throws.
 */
function inputFromRawOutput(rawOutput: unknown): Json | undefined {
  const value = typeof rawOutput === "string" ? parseJsonText(rawOutput) : rawOutput;
  if (Array.isArray(value)) return extractMcpAskInputFromToolResult({ content: value });
  if (!isObject(value)) return undefined;
  const direct = own(value, "input");
  if (isObject(direct) && isObject(own(direct, "ui"))) return direct;
  for (const candidate of [value, own(value, "result"), own(value, "output")]) {
    const found = isObject(candidate) ? extractMcpAskInputFromToolResult(candidate) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The ask inside an ACP `tool_call` or `tool_call_update` (camelCase or snake_case keys), as the
 * canonical input a DockPanel renders:
 * 1. the update must name the ask: its title, `_meta.claudeCode.toolName`, `_meta.toolName`,
 *    `toolName`, `name` or the Codex wrapper's `rawInput.tool` matches x-nuwax.acpToolUpdate
 *    (parseMcpAskToolName), or its rawOutput holds an ask's canonical input;
 * 2. the server's result in `rawOutput` wins (it is canonical; checked with checkMcpAskRawInput);
 * 3. else the agent's arguments (`rawInput.arguments` of the Codex wrapper, else `rawInput`) are
 *    normalized, older producers' shapes upgraded (upgradeMcpAskUserToolInput: toolName,
 *    schemaVersion, ui.version stamped; `options.sessionId`, the ACP session of the update, for
 *    an ask without one); `upgrades` lists what was changed.
 * Returns `{ ok: true, input, from, sessionUpdate, status, toolCallId, name }`, or
 * `{ ok: false, reason, message, problems? }` with reason not_a_tool_update, not_an_ask, no_input
 * or invalid_input. Never throws; never changes `update`.
 */
export function extractMcpAskFromToolUpdate(update: unknown, options: UpgradeMcpAskOptions = {}): McpAskToolUpdateResult {
  if (!isObject(update)) return { ok: false, reason: "not_a_tool_update", message: "the update is not an object" };
  const kind = own(update, "sessionUpdate") ?? own(update, "session_update");
  if (kind !== undefined && kind !== "tool_call" && kind !== "tool_call_update") {
    return { ok: false, reason: "not_a_tool_update", message: `sessionUpdate is ${String(JSON.stringify(kind)).slice(0, 100)}, not tool_call or tool_call_update` };
  }
  const rawInput = own(update, "rawInput") ?? own(update, "raw_input");
  const rawOutput = own(update, "rawOutput") ?? own(update, "raw_output");
  const fromOutput = inputFromRawOutput(rawOutput);
  const named = namesOf(update, rawInput).map(parseMcpAskToolName).find((name) => name !== undefined);
  const outputName = fromOutput ? parseMcpAskToolName(own(fromOutput, "toolName")) : undefined;
  const name = named ?? outputName;
  if (!name) return { ok: false, reason: "not_an_ask", message: `the update names another tool (${String(JSON.stringify(own(update, "title") ?? null)).slice(0, 100)})` };
  const status = own(update, "status");
  const toolCallId = own(update, "toolCallId") ?? own(update, "tool_call_id");
  const meta = {
    sessionUpdate: (kind ?? (rawOutput === undefined ? "tool_call" : "tool_call_update")) as "tool_call" | "tool_call_update",
    ...(typeof status === "string" ? { status } : {}),
    ...(typeof toolCallId === "string" ? { toolCallId } : {}),
    name,
  };
  if (fromOutput && checkMcpAskRawInput(fromOutput).length === 0) return { ok: true, input: fromOutput as unknown as McpAskRawInput, from: "rawOutput", ...meta };
  const args = wrappedArguments(rawInput);
  const candidate = args ?? (isObject(rawInput) && !Object.hasOwn(rawInput, "arguments") ? rawInput : undefined);
  if (!candidate || !isObject(own(candidate, "ui"))) {
    if (fromOutput) return { ok: false, reason: "invalid_input", message: "the server's result holds an input that cannot be rendered", problems: checkMcpAskRawInput(fromOutput) };
    return { ok: false, reason: "no_input", message: "the update names the ask but holds no form yet (no rawOutput input, no rawInput.ui)" };
  }
  const normalized = upgradeMcpAskUserToolInput(candidate, options);
  if (normalized.ok) return { ok: true, input: normalized.value, from: args ? "rawInput.arguments" : "rawInput", ...meta, ...(normalized.upgrades.length ? { upgrades: normalized.upgrades } : {}) };
  return { ok: false, reason: "invalid_input", message: "the agent's arguments cannot be rendered", problems: normalized.problems };
}
