/**
 * The cc-web session store: `<sessionsDir>/<conversationId>.json`, one CcWebSession per file.
 * Reads are strictly read-only (no write, no rename, no touch: bytes, mtime, hasUnread and run
 * state stay as they are) and safe against a hostile sessions directory: one open with O_NOFOLLOW
 * and O_NONBLOCK, then the opened descriptor is checked (a regular file, one link, on the sessions
 * directory's device, within the size limit) and read, within a time limit. The host-side writer
 * appends a user message under a lock (in-process queue + lock file with stale-lock recovery) and
 * atomically (temp file + fsync + rename in the same directory). docs/reliability-and-security.md.
 */
import { randomBytes } from "node:crypto";
import { constants as fsConstants, promises as fs } from "node:fs";
import { hostname } from "node:os";
import { dirname, join, resolve } from "node:path";
import { checkMcpAskFormData, McpAskValidationError } from "../contract/builder.js";
import { formatMcpAskResumeMessage, type FormattableQuestion, type FormattablePayload } from "../contract/formatter.js";
import type { CcWebMessage, CcWebSession, ListUserInputsErrorCode } from "../../generated/types.js";
import { quote, validateConversationId } from "../contract/validators.js";
import { HistoryScanner, type ScanResult } from "./history-scanner.js";

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
 * would change under the rule is rejected, never cleaned (contract `$defs/ListUserInputsErrorCode`). Throws
 * SessionStoreError("invalid_conversation_id"); `source` names where the id came from.
 */
export function assertConversationId(id: unknown, source = "conversationId"): string {
  if (typeof id === "string" && validateConversationId(id)) return id;
  const shown = typeof id === "string" ? quote(id) : String(id);
  throw new SessionStoreError(
    "invalid_conversation_id",
    `${source} ${shown} is not a valid conversation id: use 1–128 ASCII letters, digits and hyphens (A-Z a-z 0-9 -). It is not cleaned up and the current conversation is not used instead.`,
  );
}

/** Absolute path of a conversation's session file; the id must already be valid. */
export function sessionFilePath(sessionsDir: string, conversationId: string): string {
  return join(resolve(sessionsDir), `${assertConversationId(conversationId)}.json`);
}

/** Default largest session file read, in bytes (64 MiB); --max-session-bytes / CCWEB_MAX_SESSION_BYTES change it. */
export const DEFAULT_MAX_SESSION_BYTES = 64 * 2 ** 20;
/** How long one read of a session file may take, in milliseconds. */
export const READ_TIMEOUT_MS = 10_000;

/** Limits of one session read. */
export interface ReadOptions {
  /** Largest session file in bytes (default DEFAULT_MAX_SESSION_BYTES). */
  maxBytes?: number;
  /** Time limit of the whole read in milliseconds (default READ_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Reads and parses a session file without changing it. Opens nothing outside `sessionsDir`: the
 * id cannot hold a path, the file is opened without following a symlink (again when an append replaced it), and the opened
 * descriptor must be a regular file with one link on the sessions directory's device (so no
 * symlink swap, hard link, FIFO or device is read). Bounded in size (`options.maxBytes`) and time
 * (`options.timeoutMs`). Throws SessionStoreError: invalid_conversation_id, or
 * conversation_not_found when the file is missing, refused, too large, too slow, not JSON, or has
 * no `messages` array (the message says which).
 */
export async function readSession(sessionsDir: string, conversationId: string, options: ReadOptions = {}): Promise<CcWebSession> {
  return (await readSessionFile(sessionsDir, conversationId, options)).session;
}

const O_NOFOLLOW = fsConstants.O_NOFOLLOW ?? 0;
/** How often a read opens the session file again when the file it opened was replaced by an atomic append meanwhile. */
const REOPEN_ATTEMPTS = 5;
const O_NONBLOCK = fsConstants.O_NONBLOCK ?? 0;

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(onTimeout()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** A session file opened and checked: the descriptor to read from, and how to report a failure. */
interface CheckedFile {
  path: string;
  handle: fs.FileHandle;
  maxBytes: number;
  notFound: (why: string) => SessionStoreError;
  tooLarge: (size: string) => SessionStoreError;
}

/**
 * Opens a session file (O_NOFOLLOW | O_NONBLOCK), checks the opened descriptor (a regular file with one
 * link on the sessions directory's device, at most `maxBytes` bytes; a file left with no link because an
 * atomic append replaced it after the open is opened again, up to REOPEN_ATTEMPTS times), runs `read` on it within
 * `options.timeoutMs` milliseconds and closes it. Throws SessionStoreError like readSession.
 */
async function withCheckedFile<T>(sessionsDir: string, conversationId: string, options: ReadOptions, read: (file: CheckedFile) => Promise<T>): Promise<T> {
  const path = sessionFilePath(sessionsDir, conversationId);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_SESSION_BYTES;
  const notFound = (why: string) => new SessionStoreError("conversation_not_found", `conversation ${quote(conversationId)} ${why}`);
  const work = (async () => {
    for (let attempt = 1; ; attempt++) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(path, fsConstants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        if (e.code === "ENOENT") throw notFound(`was not found: ${path} does not exist`);
        if (e.code === "ELOOP" || e.code === "EMLINK")
          throw notFound(`could not be read: ${path} is a symbolic link; refusing to follow it (it could lead outside the sessions directory)`);
        if (e.code === "EISDIR") throw notFound(`was not found: ${path} is a directory`);
        throw notFound(`could not be read: ${path}: ${e.code ?? e.message}`);
      }
      try {
        const [stat, dirStat] = await Promise.all([handle.stat(), fs.stat(resolve(sessionsDir))]);
        if (stat.isDirectory()) throw notFound(`was not found: ${path} is a directory`);
        if (!stat.isFile()) throw notFound(`could not be read: ${path} is not a regular file (a FIFO, socket or device); refusing to read it`);
        // No link left: an atomic append (appendUserMessage) renamed a new file over this one after we
        // opened it. Open the new one; after REOPEN_ATTEMPTS the file we hold, the session as it was
        // when opened, is read (it was the file at the path, so it is as safe to read as the new one).
        if (stat.nlink === 0 && attempt < REOPEN_ATTEMPTS) continue;
        if (stat.nlink > 1)
          throw notFound(
            `could not be read: ${path} has ${stat.nlink} hard links; refusing to read it (a hard link can reach a file outside the sessions directory)`,
          );
        if (stat.dev !== dirStat.dev) throw notFound(`could not be read: ${path} is on another device than the sessions directory; refusing to read it`);
        const tooLarge = (size: string) =>
          notFound(
            `could not be read: ${path} is ${size} bytes, more than the limit of ${maxBytes} bytes (raise it with --max-session-bytes or CCWEB_MAX_SESSION_BYTES)`,
          );
        if (stat.size > maxBytes) throw tooLarge(String(stat.size));
        return await read({ path, handle, maxBytes, notFound, tooLarge });
      } finally {
        await handle.close().catch(() => {});
      }
    }
  })();
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  return withTimeout(work, timeoutMs, () => notFound(`could not be read: reading ${path} took longer than ${timeoutMs} ms`));
}

/** The whole file as text (UTF-8, invalid bytes as U+FFFD), read from the checked descriptor from offset 0. */
async function readWholeText({ handle, maxBytes, tooLarge }: CheckedFile): Promise<string> {
  // Read from the checked descriptor, never by name again; one byte more than allowed tells growth.
  const { size } = await handle.stat();
  const buffer = Buffer.alloc(Math.min(maxBytes + 1, Math.max(size + 1, 1)));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > maxBytes) throw tooLarge(`more than ${maxBytes}`);
      break;
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  if (length > maxBytes) throw tooLarge(`more than ${maxBytes}`);
  return buffer.toString("utf8", 0, length);
}

/** `JSON.parse` of a session file's text, checked to hold a `messages` array; SessionStoreError otherwise. */
function parseSessionText(text: string, { path, notFound }: CheckedFile): CcWebSession {
  let session: unknown;
  try {
    session = JSON.parse(text);
  } catch (error) {
    throw notFound(`could not be parsed: ${path} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof session !== "object" || session === null || !Array.isArray((session as CcWebSession).messages)) {
    throw notFound(`could not be parsed: ${path} has no "messages" array`);
  }
  return session as CcWebSession;
}

async function readSessionFile(
  sessionsDir: string,
  conversationId: string,
  options: ReadOptions = {},
): Promise<{ path: string; text: string; session: CcWebSession }> {
  const { file, text } = await withCheckedFile(sessionsDir, conversationId, options, async (file) => ({ file, text: await readWholeText(file) }));
  return { path: file.path, text, session: parseSessionText(text, file) };
}

/** Default chunk size of the streaming history read, in bytes (1 MiB). */
export const HISTORY_CHUNK_BYTES = 2 ** 20;

/** What readNewestUserMessages keeps, on top of the read limits. */
export interface NewestUserMessagesOptions extends ReadOptions {
  /** How many accepted messages to return at most (≥ 1), the newest ones. */
  keep: number;
  /** Whether a parsed message whose role is "user" counts (only those reach it). */
  accept: (message: unknown) => boolean;
  /** Bytes read per chunk (default HISTORY_CHUNK_BYTES); tests make it tiny. */
  chunkBytes?: number;
}

/**
 * The newest `options.keep` messages of a session file that have `role: "user"` and pass `options.accept`,
 * oldest first, read with the same safety checks and limits as readSession but without parsing the whole
 * file: the bytes are read in chunks of `options.chunkBytes` from the checked descriptor and checked as
 * strictly as `JSON.parse` by HistoryScanner (history-scanner.ts), which `JSON.parse`s only candidate
 * messages. Gives the same messages as filtering `readSession(...).messages`, and throws the same
 * SessionStoreError (conversation_not_found: missing, refused, too large, too slow, not JSON with
 * `JSON.parse`'s own message, no `messages` array) — on invalid bytes the file is read again from the same
 * descriptor and `JSON.parse`d for that message. docs/ccweb.md.
 */
export async function readNewestUserMessages(sessionsDir: string, conversationId: string, options: NewestUserMessagesOptions): Promise<CcWebMessage[]> {
  const chunkBytes = Math.max(1, Math.floor(options.chunkBytes ?? HISTORY_CHUNK_BYTES));
  return withCheckedFile(sessionsDir, conversationId, options, async (file) => {
    const { handle, maxBytes, tooLarge } = file;
    const scanner = new HistoryScanner({ keep: options.keep, accept: options.accept });
    let result: ScanResult;
    try {
      const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, maxBytes + 1));
      let total = 0;
      let valid = true;
      for (;;) {
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
        if (bytesRead === 0) break;
        total += bytesRead;
        if (total > maxBytes) throw tooLarge(`more than ${maxBytes}`);
        if (!(valid = scanner.push(chunk, bytesRead))) break;
      }
      result = valid ? scanner.finish() : { ok: false, reason: "invalid_json" };
    } catch (error) {
      if (error instanceof SessionStoreError) throw error;
      result = { ok: false, reason: "invalid_json" }; // cannot happen on valid JSON; let JSON.parse decide
    }
    if (result.ok) return result.messages as CcWebMessage[];
    if (result.reason === "no_messages_array") throw file.notFound(`could not be parsed: ${file.path} has no "messages" array`);
    // Invalid JSON: JSON.parse of the whole file gives the error message (and, were the scanner ever
    // stricter than JSON.parse, the messages themselves).
    const session = parseSessionText(await readWholeText(file), file);
    const accepted = session.messages.filter((m) => typeof m === "object" && m !== null && (m as CcWebMessage).role === "user" && options.accept(m));
    return accepted.slice(Math.max(0, accepted.length - options.keep));
  });
}

/** Options of appendUserMessage. */
export interface AppendOptions {
  /** Message id; default a random `msg-<hex>` id. */
  id?: string;
  /** ISO 8601 time; default now. */
  timestamp?: string;
  /** How long to wait for another writer's lock, in milliseconds (default DEFAULT_LOCK_TIMEOUT_MS, 10000; a dead writer's lock turns stale after STALE_LOCK_MS). */
  lockTimeoutMs?: number;
}

/** A second, different answer to the same nuwax_ask_question request (requestId + revision). */
export class AskAnswerConflictError extends Error {
  constructor(
    readonly requestId: string,
    readonly revision: number,
    readonly existing: CcWebMessage,
  ) {
    super(
      `an answer to requestId ${quote(requestId)} revision ${revision} is already recorded (message ${String(existing.id)}) and differs from this one; ask again with a new revision to change it`,
    );
    this.name = "AskAnswerConflictError";
  }
}

/** The lock of a session file: `.<id>.json.lock` beside it (a directory holding one owner file). */
const lockPathOf = (path: string) => join(dirname(path), `.${path.slice(dirname(path).length + 1)}.lock`);
/** How long appendUserMessage / appendAskAnswer wait for another writer's lock by default, in milliseconds. */
export const DEFAULT_LOCK_TIMEOUT_MS = 10_000;
/**
 * A lock whose owner file was not touched for this long (milliseconds) is stale, also when its owner
 * runs on another host and cannot be checked. Half of DEFAULT_LOCK_TIMEOUT_MS: a writer waiting the
 * default time always outlives a dead writer's lock, on any host, instead of giving up before it turns stale.
 */
export const STALE_LOCK_MS = DEFAULT_LOCK_TIMEOUT_MS / 2;
/** How often a holder touches its owner file (milliseconds): five heartbeats may be missed before a live lock looks stale. */
const HEARTBEAT_MS = STALE_LOCK_MS / 5;
const OWNER_PREFIX = "owner-";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** In-process queue per session file: writers of one process never race each other. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `fn` while holding the session file's lock: first this process's queue for the file, then
 * the lock directory `.<id>.json.lock` (lockFile: owner file, atomic take and break). Throws Error
 * after `timeoutMs` milliseconds of waiting.
 */
async function withSessionLock<T>(path: string, timeoutMs: number, fn: (stillHeld: () => Promise<boolean>) => Promise<T>): Promise<T> {
  const previous = queues.get(path) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((r) => (release = r));
  const tail = previous.then(() => mine);
  queues.set(path, tail);
  await previous;
  try {
    return await withLockFile(path, timeoutMs, fn);
  } finally {
    release();
    if (queues.get(path) === tail) queues.delete(path);
  }
}

/**
 * The cross-process lock (docs/reliability-and-security.md). The lock is a directory
 * `.<id>.json.lock` holding exactly one file, `owner-<token>` ({ pid, host, at, token }):
 * - take: write the owner file into a fresh private directory, then rename that directory onto the
 *   lock path. rename(2) replaces the lock path only when it is absent or an empty directory, and
 *   atomically, so of any number of writers exactly one holds the lock;
 * - release: unlink our own owner file by its name (never another's), then rmdir the lock path
 *   (which fails harmlessly when another writer has already taken it);
 * - break a stale lock (its owner process is gone on this host, or its owner file was not touched
 *   for STALE_LOCK_MS; holders touch it every HEARTBEAT_MS): unlink that owner file *by its name*.
 *   The name carries the owner's token, so the unlink removes exactly the lock judged stale, or
 *   nothing when it has meanwhile been released, broken by another writer or replaced; the lock
 *   path is then an empty directory that the next rename takes atomically. Breaking and taking
 *   never leave a window in which two writers hold the lock.
 * A lock *file* at the lock path (written by 0.1) is honoured the same way: waited for while live,
 * removed when stale.
 */
async function withLockFile<T>(path: string, timeoutMs: number, fn: (stillHeld: () => Promise<boolean>) => Promise<T>): Promise<T> {
  const lockPath = lockPathOf(path);
  const token = randomBytes(8).toString("hex");
  const owner = `${OWNER_PREFIX}${token}`;
  const deadline = Date.now() + timeoutMs;
  const mine = `${lockPath}.${token}.tmp`;
  await fs.mkdir(mine);
  try {
    await fs.writeFile(join(mine, owner), JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString(), token }));
    // At most MAX_QUICK_RETRIES tries in a row without a pause, and the deadline is checked on every
    // pause: a lock that can never be taken (a stray file in it, an owner file that cannot be removed)
    // costs polls, not a spinning CPU, and ends in an error at timeoutMs.
    for (let attempt = 0, quick = 0; ; attempt++) {
      try {
        await fs.rename(mine, lockPath);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "ENOTEMPTY" && code !== "EEXIST" && code !== "ENOTDIR" && code !== "EISDIR") throw error;
        const state = await breakStaleLock(lockPath);
        if (state === FREE && quick++ < MAX_QUICK_RETRIES) continue;
        quick = 0;
        if (Date.now() >= deadline) throw lockTimeoutError(path, lockPath, timeoutMs, state);
        await sleep(Math.min(25, 1 + attempt) + Math.random() * 5);
      }
    }
  } catch (error) {
    await fs.rm(mine, { recursive: true, force: true });
    throw error;
  }
  const ownerFile = join(lockPath, owner);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(ownerFile, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const stillHeld = () =>
    fs.stat(ownerFile).then(
      () => true,
      () => false,
    );
  try {
    return await fn(stillHeld);
  } finally {
    clearInterval(heartbeat);
    // Our own owner file only: a lock that was broken and taken by another writer stays theirs.
    try {
      await fs.unlink(ownerFile);
      await fs.rmdir(lockPath).catch(() => {}); // ENOTEMPTY: the next writer already holds it
    } catch {
      // broken as stale meanwhile: nothing of ours is left to release
    }
  }
}

/** Tries in a row without a pause while the lock looks free but another writer keeps taking it first. */
const MAX_QUICK_RETRIES = 3;
/** breakStaleLock's answer when the lock path is free (or was just freed): try to take it again at once. */
const FREE = "free";
/** Why a lock could not be taken: held by a live writer, or blocked by something no writer removes. */
type LockBlocked = { kind: "held"; who: string } | { kind: "blocked"; why: string };

/** The error of a writer that waited `timeoutMs` ms for the lock in vain: who or what held it, and the fix. */
function lockTimeoutError(path: string, lockPath: string, timeoutMs: number, state: LockBlocked | typeof FREE): Error {
  if (state === FREE)
    return new Error(
      `session file ${path} stayed locked by other writers for ${timeoutMs} ms (${lockPath}): they kept taking the lock first; retry, or raise lockTimeoutMs`,
    );
  if (state.kind === "held") {
    return new Error(
      `session file ${path} stayed locked by another writer for ${timeoutMs} ms (${lockPath}: ${state.who}; a lock counts as abandoned, and is broken, once its process is gone on this host or its owner file goes ${STALE_LOCK_MS} ms without a heartbeat); if no writer is running, remove the lock file`,
    );
  }
  return new Error(`session file ${path} could not be locked within ${timeoutMs} ms: ${state.why}`);
}

/** A lock owner (the JSON of an owner file, and its mtime): whether it is stale (its process is gone on this host, or its file is older than STALE_LOCK_MS), and who it is, in words. */
function judgeOwner(text: string, mtimeMs: number): { stale: boolean; who: string } {
  let owner: { pid?: unknown; host?: unknown } = {};
  try {
    owner = JSON.parse(text) ?? {};
  } catch {
    // garbage: only its age decides
  }
  const age = Math.max(0, Math.round(Date.now() - mtimeMs));
  const who = `${typeof owner.pid === "number" ? `pid ${owner.pid}` : "an unknown process"} on ${typeof owner.host === "string" ? `host ${quote(owner.host)}` : "an unknown host"}, last heartbeat ${age} ms ago`;
  if (owner.host === hostname() && typeof owner.pid === "number") {
    try {
      process.kill(owner.pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return { stale: true, who };
    }
  }
  return { stale: age >= STALE_LOCK_MS, who };
}

/** unlink(2) by name; true when the file is gone afterwards (removed now or already), else the error code. */
async function removeByName(file: string): Promise<true | string> {
  try {
    await fs.unlink(file);
    return true;
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return e.code === "ENOENT" ? true : (e.code ?? e.message);
  }
}

/**
 * Frees the lock path when what holds it is stale or nothing (see withLockFile). Returns FREE when
 * the caller should try to take the lock again at once; otherwise why it cannot: a live writer holds
 * it, or it is blocked — entries no writer puts there (a stray file: the lock directory can then never
 * be renamed over) or a stale owner file that cannot be removed. Stray entries are reported, never
 * deleted: they are not ours.
 */
async function breakStaleLock(lockPath: string): Promise<typeof FREE | LockBlocked> {
  let entries: string[];
  try {
    entries = await fs.readdir(lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return FREE; // released meanwhile
    if (code === "ENOTDIR") return breakLegacyLock(lockPath);
    return { kind: "blocked", why: `the lock directory ${lockPath} cannot be read (${code ?? String(error)}); if no writer is running, remove it` };
  }
  const owners = entries.filter((name) => name.startsWith(OWNER_PREFIX));
  const stray = entries.filter((name) => !name.startsWith(OWNER_PREFIX));
  for (const name of owners) {
    const file = join(lockPath, name);
    let text: string;
    let mtimeMs: number;
    try {
      [text, { mtimeMs }] = await Promise.all([fs.readFile(file, "utf8"), fs.stat(file)]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue; // released or broken meanwhile
      return {
        kind: "blocked",
        why: `the lock's owner ${file} cannot be read (${code ?? String(error)}); if no writer is running, remove the lock directory ${lockPath}`,
      };
    }
    const owner = judgeOwner(text, mtimeMs);
    if (!owner.stale) return { kind: "held", who: owner.who };
    // By name: removes this stale owner only, whatever happened to the lock since it was read.
    const removed = await removeByName(file);
    if (removed !== true) {
      return {
        kind: "blocked",
        why: `the lock's owner ${file} (${owner.who}) is stale but cannot be removed (${removed}); no writer holds the lock: remove the lock directory ${lockPath}`,
      };
    }
  }
  if (stray.length) {
    const shown =
      stray
        .slice(0, 5)
        .map((name) => quote(name))
        .join(", ") + (stray.length > 5 ? ` and ${stray.length - 5} more` : "");
    return {
      kind: "blocked",
      why: `the lock directory ${lockPath} holds ${shown}, which no writer puts there, so the lock can never be taken; remove the lock directory (when no writer is running) or the stray entries`,
    };
  }
  return FREE; // no owner (left): an empty lock directory is a free lock, the next rename takes it
}

/** A lock file at the lock path, as 0.1 wrote it: removed when stale (FREE), else who holds it or why it stays. */
async function breakLegacyLock(lockPath: string): Promise<typeof FREE | LockBlocked> {
  let text: string;
  let mtimeMs: number;
  try {
    [text, { mtimeMs }] = await Promise.all([fs.readFile(lockPath, "utf8"), fs.stat(lockPath)]);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return FREE;
    return { kind: "blocked", why: `the lock file ${lockPath} cannot be read (${code ?? String(error)}); if no writer is running, remove it` };
  }
  const owner = judgeOwner(text, mtimeMs);
  if (!owner.stale) return { kind: "held", who: owner.who };
  const removed = await removeByName(lockPath);
  if (removed !== true)
    return {
      kind: "blocked",
      why: `the lock file ${lockPath} (${owner.who}) is stale but cannot be removed (${removed}); no writer holds the lock: remove it`,
    };
  return FREE;
}

/**
 * Host side: appends an ordinary `role: "user"` message with `text` to a session file, keeping
 * every other field and message as it was. Lossless: writers are serialised within the process
 * and across processes (withSessionLock), so concurrent appends all land. Atomic and durable: the
 * new JSON is written to a temp file in the same directory, fsync'ed and renamed over the old one,
 * so readers see the old or the new file, never a half-written one. Keeps the file's indentation
 * (2 spaces or compact). Returns the message. Throws SessionStoreError like readSession, Error when
 * the lock cannot be taken within `options.lockTimeoutMs`, or the file system's error when writing fails.
 */
export async function appendUserMessage(sessionsDir: string, conversationId: string, text: string, options: AppendOptions = {}): Promise<CcWebMessage> {
  return appendMessage(sessionsDir, conversationId, text, options);
}

async function appendMessage(
  sessionsDir: string,
  conversationId: string,
  text: string,
  options: AppendOptions,
  extra?: { key: { requestId: string; revision: number } },
): Promise<CcWebMessage> {
  const path = sessionFilePath(sessionsDir, conversationId);
  return withSessionLock(path, options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS, async (stillHeld) => {
    const { text: original, session } = await readSessionFile(sessionsDir, conversationId, { maxBytes: Number.MAX_SAFE_INTEGER });
    if (extra) {
      const { requestId, revision } = extra.key;
      const earlier = session.messages.find((m) => {
        const key = (m as { mcpAsk?: { requestId?: unknown; revision?: unknown } }).mcpAsk;
        return key?.requestId === requestId && key.revision === revision;
      });
      if (earlier) {
        if (earlier.content === text) return earlier;
        throw new AskAnswerConflictError(requestId, revision, earlier);
      }
    }
    const indent = /^\{\s*\n(\s+)"/.exec(original)?.[1]?.length ?? (original.includes("\n") ? 2 : 0);
    const message: CcWebMessage = {
      id: options.id ?? `msg-${randomBytes(8).toString("hex")}`,
      role: "user",
      content: text,
      timestamp: options.timestamp ?? new Date().toISOString(),
      ...(extra ? { mcpAsk: { ...extra.key } } : {}),
    };
    session.messages.push(message);
    const temp = join(dirname(path), `.${conversationId}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
    const { mode } = await fs.stat(path);
    try {
      const handle = await fs.open(temp, "wx", mode);
      try {
        await handle.writeFile(JSON.stringify(session, null, indent || undefined) + (original.endsWith("\n") ? "\n" : ""));
        await handle.sync();
      } finally {
        await handle.close();
      }
      // A holder stalled past STALE_LOCK_MS may have had its lock broken: then it writes nothing
      // rather than replace a file another writer may have appended to meanwhile.
      if (!(await stillHeld())) {
        throw new Error(
          `session file ${path} was not changed: this writer's lock was broken as stale (no heartbeat for ${STALE_LOCK_MS} ms) while it wrote; append again`,
        );
      }
      await fs.rename(temp, path);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return message;
  });
}

/**
 * Host side, after the user submits (or cancels, skips, times out) a nuwax_ask_question form:
 * formats the answer with formatMcpAskResumeMessage and appends it as a user message
 * (appendUserMessage: locked, atomic). A submitted formData is first checked against the form
 * with checkMcpAskFormData; McpAskValidationError (every problem, path `formData.<field>`) is
 * thrown before anything is written. Idempotent per request: when `question` carries `requestId`
 * and `revision` (the pending result's `input` does), the message records them under `mcpAsk`, the
 * same answer again returns the recorded message without writing, and a different answer throws
 * AskAnswerConflictError. `locale` picks the message templates (default zh-CN).
 */
export async function appendAskAnswer(
  sessionsDir: string,
  conversationId: string,
  question: FormattableQuestion & { requestId?: string; revision?: number },
  response: FormattablePayload,
  options: AppendOptions & { locale?: string } = {},
): Promise<CcWebMessage> {
  // Nothing is locked or written for answers the form refuses (docs/sdks.md "Client-side kit").
  if (response.action === "submit") {
    const problems = checkMcpAskFormData(question, response.formData ?? {});
    if (problems.length) throw new McpAskValidationError(problems, "the answer's formData");
  }
  const text = formatMcpAskResumeMessage(question, response, { locale: options.locale });
  const key =
    typeof question.requestId === "string"
      ? { requestId: question.requestId, revision: typeof question.revision === "number" ? question.revision : 1 }
      : undefined;
  return appendMessage(sessionsDir, conversationId, text, options, key ? { key } : undefined);
}
