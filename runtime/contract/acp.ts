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
 * patterns); snake_case `raw_input` / `raw_output` are read too.
 *
 * The same ask also reaches a client through the nuwax backend: its conversation stream's events
 * (extractMcpAskFromBackendEvent, the corpus's reading; extractMcpAskFromSseEvent, the web
 * client's whole reader) and the persisted components of history (extractMcpAskFromExecutedComponent).
 * Browser-safe: no Node built-in.
 */
import { checkMcpAskRawInput, extractMcpAskInputFromToolResult } from "./builder.js";
import { ACP_TOOL_UPDATE } from "../../generated/tools.js";
import { CONSTANTS, type McpAskRawInput, type ValidationProblem } from "../../generated/types.js";
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

/** Arguments that are an ask by their shape: a requestId, and a ui with fields or steps. */
function looksLikeAsk(rawInput: unknown): boolean {
  if (!isObject(rawInput) || typeof own(rawInput, "requestId") !== "string") return false;
  const ui = own(rawInput, "ui");
  return isObject(ui) && (Array.isArray(own(ui, "fields")) || Array.isArray(own(ui, "steps")));
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
 *    (parseMcpAskToolName), or its rawOutput holds an ask's canonical input; an update naming no
 *    tool at all is the ask when its rawInput is one by shape (a requestId and ui.fields or
 *    ui.steps), as the nuwax backend forwards `{ toolCallId, rawInput }`;
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
  const names = namesOf(update, rawInput);
  const named = names.map(parseMcpAskToolName).find((name) => name !== undefined);
  const outputName = fromOutput ? parseMcpAskToolName(own(fromOutput, "toolName")) : undefined;
  // An update that names no tool at all (the nuwax backend forwards `{ toolCallId, rawInput }`)
  // is the ask when its arguments are one: a form (ui.fields or ui.steps) and a requestId.
  const unnamedAsk = !named && !outputName && names.every((n) => typeof n !== "string" || n === "") && looksLikeAsk(rawInput) ? parseMcpAskToolName(CONSTANTS.toolName) : undefined;
  const name = named ?? outputName ?? unnamedAsk;
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

// ---------------------------------------------------------------------------
// The nuwax backend's SSE events and persisted components (docs/dockpanel.md "Backend events").
// ---------------------------------------------------------------------------

/** Why extractMcpAskFromBackendEvent found no ask (the corpus's codes, as the Python and Java SDKs give them). */
export type McpAskBackendEventReason =
  /** The event is not an object. */
  | "not_an_object"
  /** Another event type or sub-type (a MESSAGE, a REQUEST_PERMISSION …). */
  | "not_an_ask"
  /** An ask event without an input object. */
  | "no_input"
  /** The input names another tool. */
  | "not_this_tool";

/** What extractMcpAskFromBackendEvent found. */
export type McpAskBackendEventResult =
  | {
      ok: true;
      /** The ask's input as the event holds it (the rawInput, or the input of the tool's result); not normalized. */
      input: Json;
      /** The input's requestId, else the result's executeId, else the event's tool_call_id / toolCallId. */
      requestId?: string;
      /** The backend's execution id of the call (data.executeId, else data.result.executeId). */
      executeId?: string;
      /** Where the input was: the result's data (the tool's result or the rawInput itself) or its input (the tool's arguments). */
      from: "result.data" | "result.input";
    }
  | { ok: false; reason: McpAskBackendEventReason; message: string };

/** A JSON object given as an object or as JSON text (after leading whitespace); undefined for anything else. */
function parseObject(value: unknown): Json | undefined {
  if (isObject(value)) return value;
  if (typeof value !== "string" || !value.trimStart().startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The first non-empty string of `values`. */
const firstString = (...values: unknown[]): string | undefined => values.find((v): v is string => typeof v === "string" && v !== "");

/**
 * The ask inside one field of a backend result: a tool result (extractMcpAskInputFromToolResult),
 * a pending result's `input` (`{ status, input }`), or the input itself (it has `ui` or `toolName`).
 */
function askIn(value: unknown): Json | undefined {
  const object = parseObject(value);
  if (!object) return undefined;
  const fromResult = extractMcpAskInputFromToolResult(object);
  if (fromResult) return fromResult;
  const nested = own(object, "input");
  if (isObject(nested) && Object.keys(nested).length > 0 && Object.hasOwn(object, "status")) return nested;
  return Object.hasOwn(object, "ui") || Object.hasOwn(object, "toolName") ? object : undefined;
}

/** Whether a toolName is this tool: the bare name or an MCP server prefix `<server>__nuwax_ask_question`. */
const isThisTool = (tool: string): boolean => tool === CONSTANTS.toolName || tool.endsWith(`__${CONSTANTS.toolName}`);

/**
 * The ask of a nuwax backend SSE event (the agent-dev conversation stream), as the Python SDK's
 * extract_ask_from_event and the Java SDK's fromBackendEvent read it (conformance/extract.json,
 * kind backendEvent). An ask is an event of eventType `PROCESSING` (or none given) whose
 * `subEventType` (on the event or on its data) is `ASK_QUESTION`; its input is read from
 * `data.result.data`, else `data.result.input`, each an object or JSON text holding the
 * rawInput, a pending tool result or an MCP tool result. `data` and `data.result` may be JSON text.
 * Returns `{ ok: true, input, requestId?, executeId?, from }` (the input as found, not
 * normalized: pass it to upgradeMcpAskUserToolInput), or `{ ok: false, reason, message }` with
 * reason not_an_object, not_an_ask, no_input or not_this_tool. Never throws.
 */
export function extractMcpAskFromBackendEvent(event: unknown): McpAskBackendEventResult {
  if (!isObject(event)) return { ok: false, reason: "not_an_object", message: "the event is not an object" };
  const data = parseObject(own(event, "data")) ?? {};
  const eventType = own(event, "eventType");
  const subType = Object.hasOwn(event, "subEventType") ? own(event, "subEventType") : own(data, "subEventType");
  if ((eventType !== undefined && eventType !== "PROCESSING") || subType !== "ASK_QUESTION") {
    return { ok: false, reason: "not_an_ask", message: `the event is ${String(JSON.stringify(eventType ?? null)).slice(0, 60)} / ${String(JSON.stringify(subType ?? null)).slice(0, 60)}, not a PROCESSING / ASK_QUESTION event` };
  }
  const result = parseObject(own(data, "result")) ?? {};
  const fromData = askIn(own(result, "data"));
  const ask = fromData ?? askIn(own(result, "input"));
  if (!ask) return { ok: false, reason: "no_input", message: "the ask event holds no input in data.result.data or data.result.input" };
  const tool = own(ask, "toolName");
  if (typeof tool === "string" && !isThisTool(tool)) return { ok: false, reason: "not_this_tool", message: `the input is of the tool ${JSON.stringify(tool.slice(0, 100))}` };
  const requestId = firstString(own(ask, "requestId"), own(result, "executeId"), own(data, "tool_call_id"), own(data, "toolCallId"), own(event, "toolCallId"));
  const executeId = firstString(own(data, "executeId"), own(result, "executeId"));
  return { ok: true, input: ask, ...(requestId ? { requestId } : {}), ...(executeId ? { executeId } : {}), from: fromData ? "result.data" : "result.input" };
}

/** Why extractMcpAskFromSseEvent or extractMcpAskFromExecutedComponent found no ask to render. */
export type McpAskSseEventReason = McpAskBackendEventReason | "invalid_input";

/** An ask found in a conversation event or a persisted component, ready to render. */
export interface McpAskFoundAsk {
  ok: true;
  /** The canonical input (`#/$defs/McpAskRawInput`), older producers' shapes upgraded. */
  input: McpAskRawInput;
  /**
   * The id the client keys the card by: the ACP tool call's id; for an ASK_QUESTION event whose
   * result.data holds the ask, its requestId (agent flows have no tool call); else the event's
   * tool_call_id / toolCallId, else the execution id.
   */
  toolCallId?: string;
  /** The backend's execution id (data.executeId, else data.result.executeId). */
  executeId?: string;
  /** Which shape held it: an ASK_QUESTION sub-event, a PROCESSING tool call, an ACP tool update, a persisted component. */
  from: "askQuestion" | "toolCall" | "toolUpdate" | "component";
  /** What upgradeMcpAskUserToolInput changed (absent when nothing). */
  upgrades?: McpAskUpgrade[];
}

/** What extractMcpAskFromSseEvent and extractMcpAskFromExecutedComponent return. */
export type McpAskSseEventResult = McpAskFoundAsk | { ok: false; reason: McpAskSseEventReason; message: string; problems?: ValidationProblem[] };

/** The ACP tool-update subtypes a conversation event carries (`subType` / `sub_type`, or `messageType: "tool_call"`). */
const TOOL_UPDATE_SUBTYPES = new Set(["tool_call", "tool_call_update"]);

/** The agent's arguments of a tool call as the backend forwards them: rawInput / raw_input, on the data or under its `ext`. */
function forwardedRawInput(data: Json): unknown {
  const ext = isObject(own(data, "ext")) ? (own(data, "ext") as Json) : {};
  return own(data, "rawInput") ?? own(data, "raw_input") ?? own(ext, "rawInput") ?? own(ext, "raw_input");
}

/** A non-empty object, else undefined. */
const nonEmpty = (value: unknown): Json | undefined => (isObject(value) && Object.keys(value).length > 0 ? value : undefined);

/** upgradeMcpAskUserToolInput of a found input, as an McpAskSseEventResult. */
function renderable(candidate: Json, found: Omit<McpAskFoundAsk, "ok" | "input" | "upgrades">, options: UpgradeMcpAskOptions): McpAskSseEventResult {
  const upgraded = upgradeMcpAskUserToolInput(candidate, options);
  if (!upgraded.ok) return { ok: false, reason: "invalid_input", message: "the ask's input cannot be rendered", problems: upgraded.problems };
  return { ok: true, input: upgraded.value, ...found, ...(upgraded.upgrades.length ? { upgrades: upgraded.upgrades } : {}) };
}

/**
 * The ask in an event of the nuwax conversation stream, as the nuwax web client reads its SSE
 * (docs/dockpanel.md "Backend events"), ready to render. The event is `{ eventType, data }`, its
 * envelope (`messageType` / `subType`, camelCase or snake_case) either on the event or on its data:
 * 1. an ACP tool update (`subType` tool_call / tool_call_update, or `messageType: "tool_call"`) with
 *    a tool call id or arguments: extractMcpAskFromToolUpdate of its data, the arguments read from
 *    rawInput / raw_input or under `ext`;
 * 2. a `PROCESSING` event with `subEventType: "ASK_QUESTION"`: extractMcpAskFromBackendEvent;
 * 3. another `PROCESSING` event with an execution id or `result.input` (a tool call): the
 *    canonical input of its result (`result.data`, `result.content`: extractMcpAskInputFromToolResult)
 *    wins over the forwarded arguments and `result.input`; a call whose input has no `ui` is
 *    another tool's (not_an_ask).
 * The input found is upgraded (upgradeMcpAskUserToolInput with `options`). Returns
 * `{ ok: true, input, toolCallId?, executeId?, from, upgrades? }`, or `{ ok: false, reason,
 * message, problems? }` with reason not_an_object, not_an_ask, no_input, not_this_tool or
 * invalid_input. Never throws; never changes `event`.
 */
export function extractMcpAskFromSseEvent(event: unknown, options: UpgradeMcpAskOptions = {}): McpAskSseEventResult {
  if (!isObject(event)) return { ok: false, reason: "not_an_object", message: "the event is not an object" };
  const nested = parseObject(own(event, "data"));
  const hasEnvelope = (value: Json) => ["messageType", "message_type", "subType", "sub_type"].some((key) => own(value, key) !== undefined);
  const envelope = nested && hasEnvelope(nested) ? nested : event;
  const data = parseObject(own(envelope, "data")) ?? nested ?? {};
  const subType = own(envelope, "subType") ?? own(envelope, "sub_type");
  const messageType = own(envelope, "messageType") ?? own(envelope, "message_type");
  const executeIdOf = (result: Json) => firstString(own(data, "executeId"), own(result, "executeId"));

  if ((TOOL_UPDATE_SUBTYPES.has(subType as string) || messageType === "tool_call") && (own(data, "toolCallId") ?? own(data, "tool_call_id") ?? forwardedRawInput(data)) !== undefined) {
    const kind = TOOL_UPDATE_SUBTYPES.has(subType as string) ? subType : "tool_call";
    const update = { sessionUpdate: kind, ...data, rawInput: forwardedRawInput(data) };
    const found = extractMcpAskFromToolUpdate(update, options);
    if (!found.ok) {
      const reason: McpAskSseEventReason = found.reason === "not_a_tool_update" || found.reason === "not_an_ask" ? "not_an_ask" : found.reason;
      return { ok: false, reason, message: found.message, ...(found.problems ? { problems: found.problems } : {}) };
    }
    const executeId = executeIdOf({});
    return { ok: true, input: found.input, ...(found.toolCallId ? { toolCallId: found.toolCallId } : {}), ...(executeId ? { executeId } : {}), from: "toolUpdate", ...(found.upgrades ? { upgrades: found.upgrades } : {}) };
  }
  if (own(event, "eventType") !== "PROCESSING") return { ok: false, reason: "not_an_ask", message: "the event is neither a PROCESSING event nor an ACP tool update" };

  const result = parseObject(own(data, "result")) ?? {};
  const ids = { callId: firstString(own(data, "tool_call_id"), own(data, "toolCallId"), own(data, "executeId"), own(result, "executeId")), executeId: executeIdOf(result) };
  const backend = extractMcpAskFromBackendEvent(event);
  if (backend.ok || backend.reason === "not_this_tool") {
    if (!backend.ok) return backend;
    // An agent flow's ask (result.data) has no tool call: its requestId keys the card.
    const toolCallId = backend.from === "result.data" ? firstString(own(backend.input, "requestId"), ids.executeId) : ids.callId;
    return renderable(backend.input, { ...(toolCallId ? { toolCallId } : {}), ...(ids.executeId ? { executeId: ids.executeId } : {}), from: "askQuestion" }, options);
  }
  if (backend.reason === "no_input") return backend;
  if (ids.executeId === undefined && own(result, "input") === undefined) return { ok: false, reason: "not_an_ask", message: "the PROCESSING event is no tool call (no executeId, no result.input)" };
  const resultExt = isObject(own(result, "ext")) ? (own(result, "ext") as Json) : {};
  const candidate =
    nonEmpty(extractMcpAskInputFromToolResult(result)) ??
    nonEmpty(forwardedRawInput(data)) ??
    nonEmpty(own(result, "input")) ??
    nonEmpty(own(resultExt, "rawInput") ?? own(resultExt, "raw_input"));
  if (!candidate || !isObject(own(candidate, "ui"))) return { ok: false, reason: "not_an_ask", message: "the tool call's input is no ask (it has no ui)" };
  const tool = own(candidate, "toolName");
  if (typeof tool === "string" && !isThisTool(tool)) return { ok: false, reason: "not_this_tool", message: `the input is of the tool ${JSON.stringify(tool.slice(0, 100))}` };
  return renderable(candidate, { ...(ids.callId ? { toolCallId: ids.callId } : {}), ...(ids.executeId ? { executeId: ids.executeId } : {}), from: "toolCall" }, options);
}

/** The state of the tool call a persisted component records: its ask was made, is still running, or failed. */
export type McpAskComponentState = "pending" | "completed" | "failed";

/** Component statuses of the nuwax backend that end a call: successfully, or not. */
const COMPONENT_DONE = new Set(["SUCCESS", "FINISHED", "COMPLETED"]);
const COMPONENT_FAILED = new Set(["FAILED", "ERROR"]);

/**
 * The state of a persisted component (an entry of a message's componentExecutedList): "failed"
 * for status FAILED / ERROR or `result.success: false`, "completed" for SUCCESS / FINISHED /
 * COMPLETED or `result.success: true`, else "pending" (EXECUTING, or none). "completed" means
 * the ask was presented, not that the user answered it: whether history answers it is
 * hasMcpAskResumeMessage's question. Never throws.
 */
export function mcpAskComponentState(component: unknown): McpAskComponentState {
  if (!isObject(component)) return "pending";
  const status = own(component, "status");
  const result = parseObject(own(component, "result")) ?? {};
  if (COMPONENT_FAILED.has(status as string) || own(result, "success") === false) return "failed";
  if (COMPONENT_DONE.has(status as string) || own(result, "success") === true) return "completed";
  return "pending";
}

/**
 * The ask a persisted component holds (an entry of a history message's componentExecutedList:
 * `{ status, subEventType?, result: { executeId?, success?, data?, input? }, input? }`), as the
 * nuwax web client restores its cards after a reload: read as the PROCESSING event it was
 * (extractMcpAskFromSseEvent of `{ eventType: "PROCESSING", data: component }`), the component's
 * own `input` (the tool's arguments) last. A failed component (mcpAskComponentState) holds no
 * ask to show: reason not_an_ask. Returns what extractMcpAskFromSseEvent returns, `from:
 * "component"`. Never throws.
 */
export function extractMcpAskFromExecutedComponent(component: unknown, options: UpgradeMcpAskOptions = {}): McpAskSseEventResult {
  if (!isObject(component)) return { ok: false, reason: "not_an_object", message: "the component is not an object" };
  if (mcpAskComponentState(component) === "failed") return { ok: false, reason: "not_an_ask", message: "the component's call failed: it presented no question" };
  const result = parseObject(own(component, "result")) ?? {};
  const withInput = own(result, "input") === undefined && isObject(own(component, "input")) ? { ...result, input: own(component, "input") } : result;
  const found = extractMcpAskFromSseEvent({ eventType: "PROCESSING", data: { ...component, result: withInput } }, options);
  return found.ok ? { ...found, from: "component" } : found;
}

/**
 * The responseStatus a card restored from a persisted component starts with: "failed" for a
 * failed call (mcpAskComponentState), else "pending". A completed call only presented the
 * question; whether the user answered is in history: set "submitted" when hasMcpAskResumeMessage
 * finds the answer (docs/dockpanel.md "Backend events").
 */
export function mcpAskHydratedResponseStatus(component: unknown): "pending" | "failed" {
  return mcpAskComponentState(component) === "failed" ? "failed" : "pending";
}
