/**
 * One low-level MCP Server per contract server key: tools/list serves the generated tool
 * definitions (the contract's JSON Schema, not a Zod conversion) and tools/call dispatches to
 * handlers. A handler that throws becomes an isError result; the process never dies of it.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  LATEST_PROTOCOL_VERSION,
  ListToolsRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { SERVERS } from "../../generated/tools.js";
import { quote } from "../contract/validators.js";
import { packageInfo } from "./package-info.js";
import { log } from "./stdio.js";

export type ServerKey = keyof typeof SERVERS;

/**
 * A JSON-RPC error for a request handler to throw: the SDK answers with its `code` and `message`.
 * Not the SDK's McpError, whose message already reads "MCP error <code>: …" and which the client's
 * McpError prefixes again ("MCP error -32602: MCP error -32602: Unknown tool…").
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "RpcError";
  }
}
type ToolName<K extends ServerKey> = (typeof SERVERS)[K]["tools"][number]["name"];

/** What a handler may use besides the arguments: cancellation, the client's progress token, notifications. */
export interface ToolCallContext {
  signal: AbortSignal;
  /** The client's own progressToken (request _meta), if it sent one. */
  progressToken?: string | number;
  sendNotification: (notification: { method: string; params?: Record<string, unknown> }) => Promise<void>;
  /** The underlying server, e.g. for elicitation requests. */
  server: Server;
  /** The protocol version negotiated in initialize (e.g. "2025-11-25"). */
  protocolVersion: string;
}

/** Handles one tools/call; `args` are the raw arguments (validate them). */
/** Options of createContractServer. */
export interface ContractServerOptions {
  /**
   * The server instructions to answer initialize with, chosen from the client's capabilities (as sent
   * in initialize); undefined sends none. Without it the contract's instructions for the server are sent.
   */
  instructionsFor?: (clientCapabilities: unknown) => string | undefined;
}

export type ToolHandler = (args: Record<string, unknown> | undefined, context: ToolCallContext) => CallToolResult | Promise<CallToolResult>;

/**
 * Creates the server `key` of x-nuwax.tools (serverInfo.name is `key`, the bin's name, so a host
 * running several of the package's bins can tell them apart; the version is package.json's;
 * instructions from the contract) with one handler per tool of that server. Throws Error at creation when a
 * handler is missing or names a tool the server does not have. Tools are looked up in a Map, so a
 * name such as "constructor" or "__proto__" is an unknown tool (-32602, as the MCP spec's tools
 * page shows for unknown tools), never a property of Object.prototype.
 */
export function createContractServer<K extends ServerKey>(key: K, handlers: Record<ToolName<K>, ToolHandler>, options: ContractServerOptions = {}): Server {
  const spec = SERVERS[key];
  const names = spec.tools.map((t) => t.name as string);
  const given = Object.keys(handlers);
  const missing = names.filter((n) => !given.includes(n));
  const extra = given.filter((n) => !names.includes(n));
  const byName = new Map<string, ToolHandler>(names.map((n) => [n, (handlers as Record<string, ToolHandler>)[n]!]));
  if (missing.length || extra.length) throw new Error(`server ${key}: handlers missing for [${missing.join(", ")}], unknown [${extra.join(", ")}]`);
  const { version } = packageInfo();
  const server = new Server({ name: key, version }, { capabilities: { tools: {} }, ...(spec.instructions ? { instructions: spec.instructions } : {}) });
  // The SDK does not keep the negotiated protocol version; record it as initialize answers.
  let protocolVersion: string = LATEST_PROTOCOL_VERSION;
  const internals = server as unknown as {
    _oninitialize(request: { params: { protocolVersion: string; capabilities?: unknown } }): Promise<Record<string, unknown>>;
  };
  const initialize = internals._oninitialize.bind(server);
  internals._oninitialize = async (request) => {
    const requested = request.params.protocolVersion;
    protocolVersion = SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
    const result = await initialize(request);
    if (!options.instructionsFor) return result;
    const { instructions: _contractDefault, ...rest } = result;
    const instructions = options.instructionsFor(request.params.capabilities);
    return instructions ? { ...rest, instructions } : rest;
  };
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: spec.tools.map((tool) => ({ ...tool })) as never }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const toolName = request.params.name;
    const handler = byName.get(toolName);
    if (!handler) throw new RpcError(ErrorCode.InvalidParams, `Unknown tool: ${quote(toolName)}; this server has ${names.join(", ")}`);
    try {
      const context: ToolCallContext = {
        signal: extra.signal,
        progressToken: request.params._meta?.progressToken,
        sendNotification: (n) => extra.sendNotification(n as never),
        server,
        protocolVersion,
      };
      return await handler(request.params.arguments, context);
    } catch (error) {
      log(`${toolName} failed: ${(error as Error).stack ?? String(error)}`, key);
      return { isError: true, content: [{ type: "text", text: `${toolName}: internal error: ${(error as Error).message}` }] };
    }
  });
  return server;
}
