/**
 * The stdio transport every server of the package uses (docs/reliability-and-security.md): one
 * JSON-RPC message per line, read with a size bound and checked before the SDK sees it, so that
 * every request with an id gets a response:
 * - a line that is not JSON gets -32700 (id null);
 * - a message that is not a JSON-RPC request, notification or response gets -32600;
 * - a request whose params do not fit its method (params null, a number or an array, `_meta` null,
 *   a `progressToken` object, tools/call arguments that are not an object, …) gets -32602 naming
 *   the path; an unknown method is left to the SDK (-32601);
 * - a line longer than `maxMessageBytes` (x-nuwax.constants.maxMessageBytes) is never buffered
 *   whole: it is dropped and, when its id can be read from its first or last bytes, answered with
 *   -32600; the link keeps serving.
 * Notifications (no id) that fail a check are dropped with a log line.
 *
 * Outgoing, no line is ever longer than the client can read: the MCP SDK's client closes the link
 * when its read buffer passes 10 MiB (the message plus what one pipe read brought after it), so a
 * message over `maxMessageBytes` − READ_AHEAD_BYTES is never written. A response is replaced by one
 * that says so (a tools/call result by an isError result naming the tool, any other by a -32603
 * error), a request of the server (elicitation) fails locally with that error, a notification is
 * dropped; each with a log line. Error messages lose the SDK's "MCP error <code>: " prefix, which
 * the client adds again.
 */
import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ClientNotificationSchema, ClientRequestSchema, ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { clip, quote } from "../contract/validators.js";

type Json = Record<string, unknown>;
type Id = string | number;
type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };

/** How many bytes of an oversized line's start and end are kept to find its id. */
const KEEP_BYTES = 4096;

/**
 * What one read of the client's pipe may bring after the end of a message (libuv reads stdio pipes
 * 64 KiB at a time): the SDK client's buffer holds that and the message, so outgoing lines keep this
 * much under `maxMessageBytes`.
 */
export const READ_AHEAD_BYTES = 64 * 1024;

/** Incoming requests remembered until answered (method and tool name), at most: the oldest go first. */
const MAX_OPEN_REQUESTS = 10_000;

/** The SDK's schema of every request and notification a client may send, by method (a Map: method names never hit a prototype). */
const REQUEST_SCHEMAS = new Map<string, Schema>(
  (ClientRequestSchema as unknown as { options: Array<Schema & { shape: { method: { value: string } } }> }).options.map((s) => [s.shape.method.value, s]),
);
const NOTIFICATION_SCHEMAS = new Map<string, Schema>(
  (ClientNotificationSchema as unknown as { options: Array<Schema & { shape: { method: { value: string } } }> }).options.map((s) => [s.shape.method.value, s]),
);

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is Id => typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/** A problem with one incoming message: the error to answer with (when it has an id) or only a log line. */
interface Refusal {
  id: Id | null;
  code: number;
  message: string;
  /** Answer even without an id (id null), as JSON-RPC asks for parse errors and invalid requests. */
  answerWithoutId: boolean;
}

/** The id of a request if it can be recovered from the start or the end of its line, else undefined. */
export function idFromFragments(head: string, tail: string): Id | undefined {
  const value = /"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.){0,200}")\s*[,}]/;
  // The SDK client writes `{"method":…,"params":…,"jsonrpc":"2.0","id":N}`: the id is at the end.
  const atEnd = /"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.){0,200}")\s*\}\s*$/.exec(tail);
  const atStart = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:/.test(head) ? value.exec(head) : null;
  const raw = atEnd?.[1] ?? atStart?.[1];
  if (raw === undefined) return undefined;
  try {
    const id = JSON.parse(raw) as unknown;
    return isId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The first problem of a parsed message, or undefined when the SDK may have it. Exported for tests of the rules. */
export function checkMessage(value: unknown): Refusal | undefined {
  const invalid = (id: Id | null, message: string): Refusal => ({
    id,
    code: ErrorCode.InvalidRequest,
    message: `Invalid Request: ${message}`,
    answerWithoutId: true,
  });
  if (!isObject(value))
    return invalid(
      null,
      `a message must be a JSON object, got ${Array.isArray(value) ? "an array (batches are not supported)" : value === null ? "null" : typeof value}`,
    );
  const hasId = Object.hasOwn(value, "id");
  if (hasId && !isId(value.id))
    return invalid(null, `"id" must be a string or a finite number, got ${String(JSON.stringify(value.id) ?? typeof value.id).slice(0, 80)}`);
  const id = hasId ? (value.id as Id) : null;
  if (value.jsonrpc !== "2.0") return invalid(id, `"jsonrpc" must be "2.0"`);
  if (Object.hasOwn(value, "method")) {
    if (typeof value.method !== "string") return invalid(id, `"method" must be a string`);
    const params = (message: string): Refusal => ({ id, code: ErrorCode.InvalidParams, message: `Invalid params: ${message}`, answerWithoutId: false });
    if (Object.hasOwn(value, "params")) {
      const p = value.params;
      if (!isObject(p)) return params(`"params" must be an object, got ${Array.isArray(p) ? "an array" : p === null ? "null" : typeof p}`);
      if (Object.hasOwn(p, "_meta")) {
        const meta = p._meta;
        if (!isObject(meta)) return params(`"params._meta" must be an object, got ${meta === null ? "null" : Array.isArray(meta) ? "an array" : typeof meta}`);
        if (Object.hasOwn(meta, "progressToken") && !isId(meta.progressToken)) return params(`"params._meta.progressToken" must be a string or a number`);
      }
    }
    const schema = (hasId ? REQUEST_SCHEMAS : NOTIFICATION_SCHEMAS).get(value.method);
    if (schema) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        // Issue paths can hold the client's keys and messages its values: cut like any quoted value.
        const issues = (parsed.error?.issues ?? []).slice(0, 5).map((i) => `${clip(i.path.map(String).join(".")) || "(message)"}: ${clip(i.message, 200)}`);
        return params(`${value.method}: ${issues.join("; ") || "does not match the method's schema"}`);
      }
    }
  } else if (!Object.hasOwn(value, "result") && !Object.hasOwn(value, "error")) {
    return invalid(id, `a message needs "method" (request, notification) or "result"/"error" (response)`);
  }
  if (!JSONRPCMessageSchema.safeParse(value).success) return invalid(id, "not a JSON-RPC 2.0 request, notification or response");
  return undefined;
}

export interface LineTransportOptions {
  /** Largest line (bytes, newline excluded) that is parsed; longer lines are dropped. Outgoing lines stay READ_AHEAD_BYTES under it. */
  maxMessageBytes: number;
  /** Where problems with incoming lines are reported (stderr). */
  log: (line: string) => void;
}

/**
 * An MCP Transport over a readable (stdin) and a writable (stdout): newline-delimited JSON, with
 * the checks described at the top of this file. `onclose` fires when the input ends or fails.
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private parts: Buffer[] = [];
  private bytes = 0;
  /** An oversized line being skipped: its size so far and its first and last bytes. */
  private skipping?: { bytes: number; head: Buffer; tail: Buffer };
  private closed = false;
  /** Requests of the client not answered yet, by JSON of their id: what an answer that is too large is replaced with depends on them. */
  private readonly open = new Map<string, { method: string; tool?: string }>();

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly options: LineTransportOptions,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      if (end > start) this.take(chunk.subarray(start, end));
      if (newline === -1) break;
      this.endLine();
      start = newline + 1;
    }
  };

  private readonly onEnd = () => void this.close();
  private readonly onInputError = (error: Error) => {
    this.onerror?.(error);
    void this.close();
  };

  async start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("end", this.onEnd);
    this.input.on("error", this.onInputError);
  }

  private take(piece: Buffer): void {
    const max = this.options.maxMessageBytes;
    if (this.skipping) {
      this.skipping.bytes += piece.length;
      this.skipping.tail = Buffer.from(Buffer.concat([this.skipping.tail, piece.subarray(-KEEP_BYTES)]).subarray(-KEEP_BYTES));
      return;
    }
    if (this.bytes + piece.length <= max) {
      this.parts.push(piece);
      this.bytes += piece.length;
      return;
    }
    const sofar = Buffer.concat([...this.parts, piece]);
    this.skipping = { bytes: sofar.length, head: Buffer.from(sofar.subarray(0, KEEP_BYTES)), tail: Buffer.from(sofar.subarray(-KEEP_BYTES)) };
    this.parts = [];
    this.bytes = 0;
  }

  private endLine(): void {
    if (this.skipping) {
      const { bytes, head, tail } = this.skipping;
      this.skipping = undefined;
      const id = idFromFragments(head.toString("utf8"), tail.toString("utf8").replace(/\r$/, ""));
      const message = `Invalid Request: the message is ${bytes} bytes, more than this server's limit of ${this.options.maxMessageBytes} bytes (x-nuwax.constants.maxMessageBytes); it was dropped`;
      this.options.log(`${message}${id === undefined ? " (no id found, nothing to answer)" : ` (answered id ${JSON.stringify(id)})`}`);
      if (id !== undefined) this.reply(id, ErrorCode.InvalidRequest, message);
      return;
    }
    const line = Buffer.concat(this.parts).toString("utf8").replace(/\r$/, "");
    this.parts = [];
    this.bytes = 0;
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.onerror?.(new Error(`Parse error: not JSON (${(error as Error).message})`));
      this.reply(null, ErrorCode.ParseError, `Parse error: the line is not JSON (${(error as Error).message})`);
      return;
    }
    const refusal = checkMessage(value);
    if (refusal) {
      const answered = refusal.id !== null || refusal.answerWithoutId;
      this.options.log(`${refusal.message}${answered ? "" : " (a notification: dropped)"}`);
      if (answered) this.reply(refusal.id, refusal.code, refusal.message);
      return;
    }
    this.remember(value as Json);
    try {
      this.onmessage?.(value as JSONRPCMessage);
    } catch (error) {
      this.onerror?.(error as Error);
    }
  }

  /** Records an incoming request (and forgets one the client cancelled). */
  private remember(message: Json): void {
    if (typeof message.method !== "string") return;
    const params = isObject(message.params) ? message.params : undefined;
    if (!Object.hasOwn(message, "id")) {
      if (message.method === "notifications/cancelled" && params && isId(params.requestId)) this.open.delete(JSON.stringify(params.requestId));
      return;
    }
    if (this.open.size >= MAX_OPEN_REQUESTS) this.open.delete(this.open.keys().next().value!);
    this.open.set(JSON.stringify(message.id), {
      method: message.method,
      ...(message.method === "tools/call" && typeof params?.name === "string" ? { tool: params.name } : {}),
    });
  }

  private reply(id: Id | null, code: number, message: string): void {
    void this.send({ jsonrpc: "2.0", id, error: { code, message } } as unknown as JSONRPCMessage).catch(() => {});
  }

  /** The longest line (bytes, newline excluded) this transport writes. */
  get maxOutgoingBytes(): number {
    return Math.max(1024, this.options.maxMessageBytes - READ_AHEAD_BYTES);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.resolve();
    const m = message as unknown as Json;
    let request: { method: string; tool?: string } | undefined;
    if (Object.hasOwn(m, "id") && !Object.hasOwn(m, "method")) {
      const key = JSON.stringify(m.id);
      request = this.open.get(key);
      this.open.delete(key);
    }
    const line = this.fitting(m, request);
    if (line === undefined) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.output.write(line + "\n", (error) => (error ? reject(error) : resolve()));
    });
  }

  /**
   * The line to write for `message`: as it is when it fits, else what replaces it (undefined:
   * nothing is written). `request`: the client's request a response answers.
   */
  private fitting(message: Json, request?: { method: string; tool?: string }): string | undefined {
    const cleaned = withoutErrorPrefix(message);
    const max = this.maxOutgoingBytes;
    let line: string | undefined;
    let size: string;
    try {
      line = JSON.stringify(cleaned);
      const bytes = Buffer.byteLength(line);
      if (bytes <= max) return line;
      size = `${bytes} bytes`;
    } catch {
      size = "too large to serialize"; // past the longest string the engine makes
    }
    line = undefined;
    const limit = `more than the ${max} bytes a message may carry (x-nuwax.constants.maxMessageBytes ${this.options.maxMessageBytes}, less ${READ_AHEAD_BYTES} bytes the client may read with it)`;
    const id = cleaned.id as Id | null | undefined;
    const isResponse = Object.hasOwn(cleaned, "id") && !Object.hasOwn(cleaned, "method");
    let replacement: Json | undefined;
    if (isResponse) {
      if (Object.hasOwn(cleaned, "result") && request?.method === "tools/call") {
        const tool = request.tool ?? "the tool";
        const text = `${tool}: the result is ${size}, ${limit}, so it was not sent. Nothing of it reached you: call ${tool} again with less (shorter texts, fewer items), or ask the user to shorten what they entered.`;
        replacement = { jsonrpc: "2.0", id, result: { isError: true, content: [{ type: "text", text }] } };
      } else {
        const what = Object.hasOwn(cleaned, "result") ? `the result of ${request ? quote(request.method) : "this request"}` : "the error response";
        replacement = {
          jsonrpc: "2.0",
          id,
          error: { code: ErrorCode.InternalError, message: `${what} is ${size}, ${limit}, so it was not sent; ask for less` },
        };
      }
      this.options.log(`an answer to id ${clip(String(JSON.stringify(id)))} was ${size}, over the ${max}-byte limit: replaced by a short error`);
    } else if (Object.hasOwn(cleaned, "id") && typeof cleaned.method === "string") {
      // A request of the server (e.g. elicitation/create): it fails here, as if the client had refused it.
      const message = `${cleaned.method}: the request is ${size}, ${limit}, so it was not sent`;
      this.options.log(message);
      queueMicrotask(() => this.onmessage?.({ jsonrpc: "2.0", id, error: { code: ErrorCode.InternalError, message } } as unknown as JSONRPCMessage));
      return undefined;
    } else {
      this.options.log(`a ${clip(String(cleaned.method))} notification was ${size}, over the ${max}-byte limit: dropped`);
      return undefined;
    }
    const text = JSON.stringify(replacement);
    if (Buffer.byteLength(text) <= max) return text;
    this.options.log(`even the short error for id ${clip(String(JSON.stringify(id)))} is over the limit (its id is that long): nothing was sent`);
    return undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.input.off("error", this.onInputError);
    this.parts = [];
    this.skipping = undefined;
    this.onclose?.();
  }
}

/**
 * The message with its error text free of the SDK's own "MCP error <code>: " prefix (McpError puts it
 * in `message`, and the client's McpError adds it again: "MCP error -32602: MCP error -32602: …").
 */
function withoutErrorPrefix(message: Json): Json {
  const error = message.error;
  if (!isObject(error) || typeof error.message !== "string" || typeof error.code !== "number") return message;
  const prefix = `MCP error ${error.code}: `;
  if (!error.message.startsWith(prefix)) return message;
  return { ...message, error: { ...error, message: error.message.slice(prefix.length) } };
}
