/**
 * A strict, chunked JSON scanner for cc-web session files (docs/ccweb.md; contract
 * `$defs/CcWebSession`): it reads the file's bytes in chunks, checks them against the JSON grammar exactly as
 * strictly as `JSON.parse` of the file decoded as UTF-8, finds the elements of the session's `messages` array
 * whose `role` is `"user"`, and `JSON.parse`s only the newest of them. Beyond the caller's chunk it holds the
 * message being read (when it spans chunks), the user messages not yet parsed (sorted out once they pass
 * `pendingChars` code units or 64 × `keep` messages) and the `keep` accepted ones; nothing else of the file.
 *
 * Why it agrees with `JSON.parse(buffer.toString("utf8"))`:
 * - UTF-8 decoding never turns a byte ≥ 0x80 into an ASCII character and never changes an ASCII byte, and
 *   every JSON token outside strings is ASCII. So tokens and string boundaries are the same in bytes as in the
 *   decoded text; a byte ≥ 0x80 (a BOM included: Buffer decoding keeps U+FEFF) outside a string is an error
 *   for both, and inside a string it decodes to characters `JSON.parse` accepts (U+FFFD for invalid UTF-8).
 * - Strings refuse raw characters below U+0020 and any escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`;
 *   numbers follow `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` (1e999 and -0 are valid, 01 is not);
 *   whitespace is space, tab, LF and CR only; nesting depth is unbounded (V8's `JSON.parse` has no limit).
 * - Keys are compared after unescaping (`"r\u006fle"` is `role`), and the last of duplicate keys wins, as in
 *   `JSON.parse`: the last top-level `messages` key decides, and a message's last `role` key decides.
 * - A kept message is `JSON.parse`d from exactly its own bytes, which start and end on ASCII bytes, so it
 *   decodes and parses to the very value the whole-file `JSON.parse` gives it (`__proto__` keys included).
 */

/** The outcome of a scan: the kept messages (oldest first), or why the file gives no messages. */
export type ScanResult =
  | { ok: true; messages: unknown[] }
  /** The bytes are not valid JSON (the caller then runs `JSON.parse` for its exact error message). */
  | { ok: false; reason: "invalid_json" }
  /** Valid JSON, but not an object whose (last) `messages` key holds an array. */
  | { ok: false; reason: "no_messages_array" };

/** What a scan keeps. */
export interface HistoryScanOptions {
  /** How many accepted messages to keep, newest first (≥ 1): `limit + 1` lets the caller tell `hasMore`. */
  keep: number;
  /**
   * Decides on a parsed `role: "user"` message whether it counts (e.g. it has non-empty text). Only messages
   * whose last `role` key is the string `"user"` reach it; the newest `keep` it accepts are returned.
   */
  accept: (message: unknown) => boolean;
  /** Unevaluated user messages held before the oldest are dropped, in UTF-16 code units (default 4 Mi). */
  pendingChars?: number;
}

// Scanner states.
const VALUE = 0; // a value is expected
const ARR_FIRST = 1; // after `[`: a value or `]`
const OBJ_FIRST = 2; // after `{`: a key or `}`
const OBJ_KEY = 3; // after `,` in an object: a key
const COLON = 4; // after a key: `:`
const AFTER = 5; // after a value: `,` or a closing bracket (or only whitespace at depth 0)
const STR = 6; // inside a string
const ESC = 7; // after a backslash in a string
const HEX = 8; // inside the four hex digits of `\u`
const N_MINUS = 9; // after `-`: a digit
const N_ZERO = 10; // after a leading 0 (end, `.`, e or E)
const N_INT = 11; // integer digits
const N_DOT = 12; // after `.`: a digit
const N_FRAC = 13; // fraction digits
const N_E = 14; // after e/E: sign or digit
const N_ESIGN = 15; // after the exponent's sign: a digit
const N_EXP = 16; // exponent digits
const LIT = 17; // inside true / false / null
const FAILED = 18;

// What a string is, for the few strings the scanner has to read.
const PLAIN = 0;
const TOP_KEY = 1; // a key of the top-level object
const ELEM_KEY = 2; // a key of a message object
const ROLE_VALUE = 3; // the value of a message's `role` key

// Container kinds on the stack.
const ARRAY = 0;
const OBJECT = 1;

const WORD_MESSAGES = Buffer.from("messages");
const WORD_ROLE = Buffer.from("role");
const WORD_USER = Buffer.from("user");
const LITERALS: Record<number, Buffer> = { 0x74: Buffer.from("true"), 0x66: Buffer.from("false"), 0x6e: Buffer.from("null") };

/** Hex digit table: 1 for 0-9 a-f A-F. */
const HEX_DIGIT = new Uint8Array(256);
for (const c of "0123456789abcdefABCDEF") HEX_DIGIT[c.charCodeAt(0)] = 1;
/** Bytes that are valid after a backslash, other than `u`. */
const SIMPLE_ESCAPE = new Uint8Array(256);
for (const c of '"\\/bfnrt') SIMPLE_ESCAPE[c.charCodeAt(0)] = 1;

/**
 * Scans one session file fed as consecutive chunks: `push` each chunk in file order, then `finish`. Chunk
 * boundaries may fall anywhere (inside strings, escapes, numbers, literals or multi-byte characters). The
 * scanner copies what it keeps out of a chunk, so the caller may reuse the chunk's buffer.
 */
export class HistoryScanner {
  private state = VALUE;
  private stack = new Uint8Array(64);
  private depth = 0;
  /** File offset of the current chunk's first byte. */
  private base = 0;

  // String being read.
  private strKind = PLAIN;
  private strIsKey = false;
  private strStart = 0; // file offset of its first content byte
  private strEscaped = false;
  private strPieces: Buffer[] = [];
  private hexLeft = 0;
  private literal: Buffer = LITERALS[0x74]!;
  private literalAt = 0;

  // The session's structure.
  private topKeyIsMessages = false;
  /** 0: no top-level `messages` key yet; 1: the last one holds an array; 2: it holds something else. */
  private messagesState = 0;
  private inMessages = false;
  private elemActive = false;
  private elemStart = 0;
  private elemPieces: Buffer[] = [];
  private roleKeyPending = false;
  private roleIsUser = false;

  // What is kept: `pending` user messages not yet parsed (oldest first), and `kept` accepted ones.
  private pending: string[] = [];
  private pendingLength = 0;
  private kept: unknown[] = [];
  private readonly keep: number;
  private readonly accept: (message: unknown) => boolean;
  private readonly pendingChars: number;

  constructor(options: HistoryScanOptions) {
    this.keep = Math.max(1, Math.floor(options.keep));
    this.accept = options.accept;
    this.pendingChars = options.pendingChars ?? 4 * 2 ** 20;
  }

  /**
   * Scans the next `length` bytes of `chunk`. Returns false once the bytes are known not to be valid JSON
   * (further pushes are ignored); true otherwise.
   */
  push(bytes: Uint8Array, length = bytes.length): boolean {
    let state = this.state;
    if (state === FAILED) return false;
    const chunk = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const base = this.base;
    let i = 0;
    const n = length;
    while (i < n) {
      let c = chunk[i]!;
      switch (state) {
        case STR: {
          // The hot loop: most of a session file is string content.
          for (;;) {
            if (c === 0x22) break;
            if (c === 0x5c || c < 0x20) break;
            if (++i === n) break;
            c = chunk[i]!;
          }
          if (i === n) break;
          if (c === 0x22) {
            if (this.strKind !== PLAIN) this.endWord(chunk, i);
            state = this.strIsKey ? COLON : AFTER;
            i++;
          } else if (c === 0x5c) {
            this.strEscaped = true;
            state = ESC;
            i++;
          } else {
            state = FAILED; // a raw control character
          }
          break;
        }
        case ESC:
          if (c === 0x75) {
            this.hexLeft = 4;
            state = HEX;
          } else if (SIMPLE_ESCAPE[c]) state = STR;
          else state = FAILED;
          i++;
          break;
        case HEX:
          if (!HEX_DIGIT[c]) {
            state = FAILED;
            break;
          }
          if (--this.hexLeft === 0) state = STR;
          i++;
          break;
        case AFTER:
          if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
            i++;
            break;
          }
          if (this.depth === 0) {
            state = FAILED; // trailing garbage
            break;
          }
          if (c === 0x2c) {
            state = this.stack[this.depth - 1] === OBJECT ? OBJ_KEY : VALUE;
            i++;
          } else if ((c === 0x7d && this.stack[this.depth - 1] === OBJECT) || (c === 0x5d && this.stack[this.depth - 1] === ARRAY)) {
            this.close(chunk, i);
            i++;
          } else state = FAILED;
          break;
        case OBJ_FIRST:
        case OBJ_KEY:
          if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
            i++;
            break;
          }
          if (c === 0x22) {
            this.strIsKey = true;
            this.strKind = this.depth === 1 ? TOP_KEY : this.depth === 3 && this.elemActive ? ELEM_KEY : PLAIN;
            this.beginString(base + i + 1);
            state = STR;
            i++;
          } else if (c === 0x7d && state === OBJ_FIRST) {
            this.close(chunk, i);
            state = AFTER;
            i++;
          } else state = FAILED;
          break;
        case COLON:
          if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
          else if (c === 0x3a) {
            state = VALUE;
            i++;
          } else state = FAILED;
          break;
        case ARR_FIRST:
        case VALUE: {
          if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
            i++;
            break;
          }
          if (c === 0x5d && state === ARR_FIRST) {
            this.close(chunk, i);
            state = AFTER;
            i++;
            break;
          }
          // A value starts at i: first note what it is in the session's structure.
          let opensMessages = false;
          let kind = PLAIN;
          const depth = this.depth;
          if (depth === 1) {
            if (this.stack[0] === OBJECT && this.topKeyIsMessages) {
              opensMessages = c === 0x5b;
              this.messagesState = opensMessages ? 1 : 2;
            }
          } else if (depth === 2) {
            if (this.inMessages && c === 0x7b) {
              this.elemActive = true;
              this.elemStart = base + i;
              this.elemPieces = [];
              this.roleIsUser = false;
              this.roleKeyPending = false;
            }
          } else if (depth === 3 && this.elemActive && this.roleKeyPending) {
            this.roleKeyPending = false;
            if (c === 0x22) kind = ROLE_VALUE;
            else this.roleIsUser = false;
          }
          if (c === 0x22) {
            this.strIsKey = false;
            this.strKind = kind;
            this.beginString(base + i + 1);
            state = STR;
          } else if (c === 0x7b) {
            this.open(OBJECT);
            state = OBJ_FIRST;
          } else if (c === 0x5b) {
            this.open(ARRAY);
            if (opensMessages) {
              this.inMessages = true;
              this.pending = [];
              this.pendingLength = 0;
              this.kept = [];
            }
            state = ARR_FIRST;
          } else if (c === 0x2d) state = N_MINUS;
          else if (c === 0x30) state = N_ZERO;
          else if (c >= 0x31 && c <= 0x39) state = N_INT;
          else if (c === 0x74 || c === 0x66 || c === 0x6e) {
            this.literal = LITERALS[c]!;
            this.literalAt = 1;
            state = LIT;
          } else {
            state = FAILED;
            break;
          }
          i++;
          break;
        }
        case N_MINUS:
          if (c === 0x30) state = N_ZERO;
          else if (c >= 0x31 && c <= 0x39) state = N_INT;
          else {
            state = FAILED;
            break;
          }
          i++;
          break;
        case N_ZERO:
        case N_INT:
          if (state === N_INT && c >= 0x30 && c <= 0x39) i++;
          else if (c === 0x2e) {
            state = N_DOT;
            i++;
          } else if (c === 0x65 || c === 0x45) {
            state = N_E;
            i++;
          } else state = AFTER; // the number ended: look at c again
          break;
        case N_DOT:
          if (c >= 0x30 && c <= 0x39) {
            state = N_FRAC;
            i++;
          } else state = FAILED;
          break;
        case N_FRAC:
          if (c >= 0x30 && c <= 0x39) i++;
          else if (c === 0x65 || c === 0x45) {
            state = N_E;
            i++;
          } else state = AFTER;
          break;
        case N_E:
          if (c === 0x2b || c === 0x2d) {
            state = N_ESIGN;
            i++;
          } else if (c >= 0x30 && c <= 0x39) {
            state = N_EXP;
            i++;
          } else state = FAILED;
          break;
        case N_ESIGN:
          if (c >= 0x30 && c <= 0x39) {
            state = N_EXP;
            i++;
          } else state = FAILED;
          break;
        case N_EXP:
          if (c >= 0x30 && c <= 0x39) i++;
          else state = AFTER;
          break;
        case LIT:
          if (c !== this.literal[this.literalAt]) {
            state = FAILED;
            break;
          }
          i++;
          if (++this.literalAt === this.literal.length) state = AFTER;
          break;
        default:
          state = FAILED;
      }
      if (state === FAILED) break;
    }
    this.state = state;
    if (state === FAILED) {
      this.release();
      return false;
    }
    // Keep copies of what is still being read: a word that is compared, a message that may be kept.
    if ((state === STR || state === ESC || state === HEX) && this.strKind !== PLAIN) {
      this.strPieces.push(Buffer.from(chunk.subarray(Math.max(0, this.strStart - base), n)));
    }
    if (this.elemActive) this.elemPieces.push(Buffer.from(chunk.subarray(Math.max(0, this.elemStart - base), n)));
    this.base = base + n;
    return true;
  }

  /**
   * Ends the scan. Returns the newest `keep` accepted user messages, oldest first, when the whole input was
   * valid JSON whose top level is an object with a `messages` array; otherwise why not.
   */
  finish(): ScanResult {
    const state = this.state;
    const complete = this.depth === 0 && (state === AFTER || state === N_ZERO || state === N_INT || state === N_FRAC || state === N_EXP);
    if (!complete) {
      this.state = FAILED;
      this.release();
      return { ok: false, reason: "invalid_json" };
    }
    if (this.messagesState !== 1) return { ok: false, reason: "no_messages_array" };
    this.evaluate();
    return { ok: true, messages: this.kept };
  }

  private release() {
    this.pending = [];
    this.kept = [];
    this.strPieces = [];
    this.elemPieces = [];
  }

  private open(kind: number) {
    if (this.depth === this.stack.length) {
      const grown = new Uint8Array(this.stack.length * 2);
      grown.set(this.stack);
      this.stack = grown;
    }
    this.stack[this.depth++] = kind;
  }

  /** Closes the innermost container, whose closing bracket is at `chunk[i]`. */
  private close(chunk: Buffer, i: number) {
    this.depth--;
    if (this.depth === 2 && this.elemActive) {
      // A message object ended: keep its text when its last role key said "user".
      this.elemActive = false;
      if (this.roleIsUser) {
        const start = this.elemStart - this.base;
        const text =
          this.elemPieces.length === 0 ? chunk.toString("utf8", start, i + 1) : Buffer.concat([...this.elemPieces, chunk.subarray(0, i + 1)]).toString("utf8");
        this.pending.push(text);
        this.pendingLength += text.length;
        if (this.pendingLength > this.pendingChars || this.pending.length >= 64 * this.keep) this.evaluate();
      }
      this.elemPieces = [];
    } else if (this.depth === 1 && this.inMessages) {
      this.inMessages = false;
    }
  }

  private beginString(start: number) {
    this.strStart = start;
    this.strEscaped = false;
    if (this.strPieces.length) this.strPieces = [];
  }

  /** A string the scanner reads ended at `chunk[i]` (its closing quote). */
  private endWord(chunk: Buffer, i: number) {
    switch (this.strKind) {
      case TOP_KEY:
        this.topKeyIsMessages = this.wordIs(chunk, i, WORD_MESSAGES);
        break;
      case ELEM_KEY:
        this.roleKeyPending = this.wordIs(chunk, i, WORD_ROLE);
        break;
      case ROLE_VALUE:
        this.roleIsUser = this.wordIs(chunk, i, WORD_USER);
        break;
    }
  }

  /** Whether the string that ends at `chunk[i]` is `word` once unescaped. */
  private wordIs(chunk: Buffer, i: number, word: Buffer): boolean {
    const start = this.strStart - this.base;
    if (!this.strEscaped && this.strPieces.length === 0) {
      if (i - start !== word.length) return false;
      for (let k = 0; k < word.length; k++) if (chunk[start + k] !== word[k]) return false;
      return true;
    }
    const bytes = Buffer.concat([...this.strPieces, chunk.subarray(Math.max(0, start), i)]);
    this.strPieces = [];
    if (!this.strEscaped) return bytes.equals(word);
    // Escapes were checked while scanning, so this parse cannot fail.
    return JSON.parse(`"${bytes.toString("utf8")}"`) === word.toString("latin1");
  }

  /**
   * Parses pending user messages newest first until `keep` are accepted (or none is left), and drops every
   * older one: what is kept after this is the newest `keep` accepted messages seen so far.
   */
  private evaluate() {
    const fresh: unknown[] = [];
    for (let k = this.pending.length - 1; k >= 0 && fresh.length < this.keep; k--) {
      const message: unknown = JSON.parse(this.pending[k]!);
      if (this.accept(message)) fresh.push(message);
    }
    fresh.reverse();
    const older = this.keep - fresh.length;
    this.kept = older > 0 ? this.kept.slice(Math.max(0, this.kept.length - older)).concat(fresh) : fresh;
    this.pending = [];
    this.pendingLength = 0;
  }
}
