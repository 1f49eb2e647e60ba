/**
 * The cc-web session store: `<sessionsDir>/<conversationId>.json`, one CcWebSession per file.
 * Reads are strictly read-only (no write, no rename, no touch: bytes, mtime, hasUnread and run
 * state stay as they are). The host-side writer appends a user message atomically (temp file +
 * rename in the same directory).
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { formatMcpAskResumeMessage, type FormattableQuestion, type FormattablePayload } from "../../generated/formatter.js";
import type { CcWebMessage, CcWebSession, ListUserInputsErrorCode } from "../../generated/types.js";
import { validateConversationId } from "../../generated/validators.js";

/** A failure with one of the contract's stable error codes (`$defs/ListUserInputsErrorCode`). */
export class SessionStoreError extends Error {
  constructor(
    readonly code: ListUserInputsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SessionStoreError";
  }
}

/**
 * Checks a conversation id against `$defs/ConversationId` (1–128 of A–Z a–z 0–9 -). An id that
 * would change under the rule is rejected, never cleaned (seed 002, 错误). Throws
 * SessionStoreError("invalid_conversation_id"); `source` names where the id came from.
 */
export function assertConversationId(id: unknown, source = "conversationId"): string {
  if (typeof id === "string" && validateConversationId(id)) return id;
  const shown = typeof id === "string" ? JSON.stringify(id) : String(id);
  throw new SessionStoreError(
    "invalid_conversation_id",
    `${source} ${shown} is not a valid conversation id: use 1–128 ASCII letters, digits and hyphens (A-Z a-z 0-9 -). It is not cleaned up and the current conversation is not used instead.`,
  );
}

/** Absolute path of a conversation's session file; the id must already be valid. */
export function sessionFilePath(sessionsDir: string, conversationId: string): string {
  return join(resolve(sessionsDir), `${assertConversationId(conversationId)}.json`);
}

/**
 * Reads and parses a session file without changing it. Opens nothing outside `sessionsDir`: the
 * id cannot hold a path, and a file that resolves (through a symlink) outside the directory is
 * refused. Throws SessionStoreError: invalid_conversation_id, or conversation_not_found when the
 * file is missing, unreadable, not JSON, or has no `messages` array (the message says which).
 */
export async function readSession(sessionsDir: string, conversationId: string): Promise<CcWebSession> {
  return (await readSessionFile(sessionsDir, conversationId)).session;
}

async function readSessionFile(sessionsDir: string, conversationId: string): Promise<{ path: string; text: string; session: CcWebSession }> {
  const path = sessionFilePath(sessionsDir, conversationId);
  const notFound = (why: string) => new SessionStoreError("conversation_not_found", `conversation "${conversationId}" ${why}`);
  let text: string;
  try {
    const [realDir, realFile] = await Promise.all([fs.realpath(resolve(sessionsDir)), fs.realpath(path)]);
    if (!realFile.startsWith(realDir + sep)) throw notFound(`resolves outside the sessions directory (${path}); refusing to read it`);
    text = await fs.readFile(realFile, "utf8");
  } catch (error) {
    if (error instanceof SessionStoreError) throw error;
    const e = error as NodeJS.ErrnoException;
    if (e.code === "ENOENT") throw notFound(`was not found: ${path} does not exist`);
    if (e.code === "EISDIR") throw notFound(`was not found: ${path} is a directory`);
    throw notFound(`could not be read: ${path}: ${e.code ?? e.message}`);
  }
  let session: unknown;
  try {
    session = JSON.parse(text);
  } catch (error) {
    throw notFound(`could not be parsed: ${path} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof session !== "object" || session === null || !Array.isArray((session as CcWebSession).messages)) {
    throw notFound(`could not be parsed: ${path} has no "messages" array`);
  }
  return { path, text, session: session as CcWebSession };
}

/** Options of appendUserMessage. */
export interface AppendOptions {
  /** Message id; default a random `msg-<hex>` id. */
  id?: string;
  /** ISO 8601 time; default now. */
  timestamp?: string;
}

/**
 * Host side: appends an ordinary `role: "user"` message with `text` to a session file, keeping
 * every other field and message as it was. Atomic: the new JSON is written to a temp file in the
 * same directory and renamed over the old one, so readers see the old or the new file, never a
 * half-written one. Keeps the file's indentation (2 spaces or compact). Returns the message.
 * Throws SessionStoreError like readSession, or the file system's error when writing fails.
 */
export async function appendUserMessage(sessionsDir: string, conversationId: string, text: string, options: AppendOptions = {}): Promise<CcWebMessage> {
  const { path, text: original, session } = await readSessionFile(sessionsDir, conversationId);
  const indent = /^\{\s*\n(\s+)"/.exec(original)?.[1]?.length ?? (original.includes("\n") ? 2 : 0);
  const message: CcWebMessage = {
    id: options.id ?? `msg-${randomBytes(8).toString("hex")}`,
    role: "user",
    content: text,
    timestamp: options.timestamp ?? new Date().toISOString(),
  };
  session.messages.push(message);
  const temp = join(dirname(path), `.${conversationId}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  const { mode } = await fs.stat(path);
  try {
    await fs.writeFile(temp, JSON.stringify(session, null, indent || undefined) + (original.endsWith("\n") ? "\n" : ""), { mode });
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return message;
}

/**
 * Host side, after the user submits (or cancels, skips, times out) a nuwax_ask_question form:
 * formats the answer with formatMcpAskResumeMessage and appends it as a user message
 * (appendUserMessage). `locale` picks the message templates (default zh-CN).
 */
export async function appendAskAnswer(
  sessionsDir: string,
  conversationId: string,
  question: FormattableQuestion,
  response: FormattablePayload,
  options: AppendOptions & { locale?: string } = {},
): Promise<CcWebMessage> {
  const text = formatMcpAskResumeMessage(question, response, { locale: options.locale });
  return appendUserMessage(sessionsDir, conversationId, text, options);
}
