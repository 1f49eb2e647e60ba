/**
 * Linear-time matching of a form field's `pattern` (`#/$defs/FormFieldInput/properties/pattern`,
 * docs/reliability-and-security.md): the server, both form pages and the DockPanel kit run every
 * agent-supplied pattern through this module, never through a backtracking `RegExp.test`.
 *
 * Accepted syntax: ECMAScript regular expressions with the `u` flag, minus the constructs that need
 * backtracking: lookahead `(?=…)` `(?!…)`, lookbehind `(?<=…)` `(?<!…)`, backreferences `\1` `\k<name>`
 * and inline modifiers `(?i:…)`. Counted repeats go up to {@link MAX_REPEAT}; the compiled program
 * has at most {@link MAX_PROGRAM_SIZE} steps. For every accepted pattern `test` gives the same answer
 * as `new RegExp(source, "u").test(text)`: whether some match exists does not depend on the order in
 * which a backtracking engine tries alternatives, so a Thompson NFA (one pass over the text, the set
 * of live states per code point) decides it in O(text code points × program size). Character sets
 * (`.`, `[…]`, `\d`, `\p{…}`, escapes) are decided by the platform's own engine on one code point,
 * so their meaning is exactly ECMAScript's in Node and every browser.
 */

/** Largest count accepted in `{n}`, `{n,}` and `{n,m}` (RE2's limit as well). */
export const MAX_REPEAT = 1000;
/** Largest compiled program, in NFA steps (each atom, split and jump counts one). */
export const MAX_PROGRAM_SIZE = 2500;

/** Why a pattern is refused: `syntax` (not an ECMAScript u-flag expression) or `unsupported` (not linear-time). */
export interface PatternRefusal {
  kind: "syntax" | "unsupported";
  /** English, for the developer: what is wrong. */
  reason: string;
  /** English, for the developer: how to fix it. */
  fix: string;
}

/** A compiled pattern: `test` never throws and runs in linear time. */
export interface LinearPattern {
  readonly source: string;
  /** Whether `text` contains a match (unanchored, like RegExp.prototype.test with the u flag). */
  test(text: string): boolean;
  /** `test`, and the number of NFA steps it took (for the fuzz suite's operation bounds). */
  run(text: string): { matched: boolean; steps: number };
  /** Number of instructions of the compiled program. */
  readonly size: number;
}

type Node =
  | { t: "set"; test: (cp: number) => boolean }
  | { t: "cat"; items: Node[] }
  | { t: "alt"; items: Node[] }
  | { t: "rep"; node: Node; min: number; max: number }
  | { t: "assert"; kind: "^" | "$" | "b" | "B" }
  | { t: "empty" };

class Unsupported extends Error {}

const SYNTAX = new Set([..."^$\\.*+?()[]{}|"]);
const HEX = /^[0-9A-Fa-f]{4}$/;

/** A predicate over one code point decided by the platform's RegExp on the atom's own source. */
function nativeSet(source: string): (cp: number) => boolean {
  const re = new RegExp(`^(?:${source})$`, "u");
  const ascii = new Int8Array(128).fill(-1);
  const other = new Map<number, boolean>();
  return (cp) => {
    if (cp < 128) {
      let known = ascii[cp]!;
      if (known < 0) ascii[cp] = known = re.test(String.fromCharCode(cp)) ? 1 : 0;
      return known === 1;
    }
    let known = other.get(cp);
    if (known === undefined) {
      known = re.test(String.fromCodePoint(cp));
      if (other.size < 1024) other.set(cp, known);
    }
    return known;
  };
}

function literal(cp: number): Node {
  return { t: "set", test: (c) => c === cp };
}

/** Recursive-descent parser over a source native RegExp has already accepted. */
class Parser {
  i = 0;
  constructor(readonly s: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.s.length) throw new Unsupported(`unexpected ${JSON.stringify(this.s[this.i])} at offset ${this.i}`);
    return node;
  }

  alternation(): Node {
    const items = [this.sequence()];
    while (this.s[this.i] === "|") {
      this.i++;
      items.push(this.sequence());
    }
    return items.length === 1 ? items[0]! : { t: "alt", items };
  }

  sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") items.push(this.quantified(this.atom()));
    return items.length === 1 ? items[0]! : items.length === 0 ? { t: "empty" } : { t: "cat", items };
  }

  quantified(node: Node): Node {
    const s = this.s;
    let min: number;
    let max: number;
    const c = s[this.i];
    if (c === "*") [min, max, this.i] = [0, Infinity, this.i + 1];
    else if (c === "+") [min, max, this.i] = [1, Infinity, this.i + 1];
    else if (c === "?") [min, max, this.i] = [0, 1, this.i + 1];
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i, this.i + 40));
      if (!m) throw new Unsupported(`a repeat count over ${MAX_REPEAT}`);
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) throw new Unsupported(`the repeat ${m[0]}, over ${MAX_REPEAT}`);
      this.i += m[0].length;
    } else return node;
    if (s[this.i] === "?") this.i++; // lazy: the same language, so the same test() answer
    return { t: "rep", node, min, max };
  }

  atom(): Node {
    const s = this.s;
    const start = this.i;
    const c = s[start]!;
    if (c === "(") return this.group();
    if (c === "^" || c === "$") {
      this.i++;
      return { t: "assert", kind: c };
    }
    if (c === ".") {
      this.i++;
      return { t: "set", test: nativeSet(".") };
    }
    if (c === "[") {
      let j = start + 1;
      if (s[j] === "^") j++;
      while (j < s.length && s[j] !== "]") j += s[j] === "\\" ? 2 : 1;
      this.i = j + 1;
      return { t: "set", test: nativeSet(s.slice(start, this.i)) };
    }
    if (c === "\\") return this.escape();
    const cp = s.codePointAt(start)!;
    this.i += cp > 0xffff ? 2 : 1;
    return literal(cp);
  }

  group(): Node {
    const s = this.s;
    this.i++;
    if (s[this.i] === "?") {
      if (s[this.i + 1] === ":") this.i += 2;
      else if (s[this.i + 1] === "<" && s[this.i + 2] !== "=" && s[this.i + 2] !== "!") this.i = s.indexOf(">", this.i) + 1;
      else {
        const head = s.slice(this.i - 1, this.i + (s[this.i + 1] === "<" ? 3 : 2));
        const what = head === "(?=" || head === "(?!" ? "a lookahead" : head.startsWith("(?<") ? "a lookbehind" : "an inline modifier group";
        throw new Unsupported(`${what} ${head}…)`);
      }
    }
    const node = this.alternation();
    this.i++; // ")"
    return node;
  }

  escape(): Node {
    const s = this.s;
    const start = this.i;
    const c = s[start + 1]!;
    let end = start + 2;
    if (c === "b" || c === "B") {
      this.i = end;
      return { t: "assert", kind: c };
    }
    if (/[1-9]/.test(c) || c === "k") throw new Unsupported(`a backreference ${c === "k" ? s.slice(start, s.indexOf(">", start) + 1) : `\\${c}`}`);
    if (c === "p" || c === "P" || (c === "u" && s[start + 2] === "{")) end = s.indexOf("}", start) + 1;
    else if (c === "u") {
      end = start + 6;
      const lead = parseInt(s.slice(start + 2, end), 16);
      if (lead >= 0xd800 && lead <= 0xdbff && s[end] === "\\" && s[end + 1] === "u" && HEX.test(s.slice(end + 2, end + 6))) {
        const trail = parseInt(s.slice(end + 2, end + 6), 16);
        if (trail >= 0xdc00 && trail <= 0xdfff) end += 6;
      }
    } else if (c === "x") end = start + 4;
    else if (c === "c") end = start + 3;
    else if (SYNTAX.has(c) || c === "/") {
      this.i = end;
      return literal(c.codePointAt(0)!);
    }
    this.i = end;
    return { t: "set", test: nativeSet(s.slice(start, end)) };
  }
}

/** Program size of a node, capped just past MAX_PROGRAM_SIZE so huge repeats are never expanded. */
function sizeOf(node: Node): number {
  const cap = (n: number) => Math.min(n, MAX_PROGRAM_SIZE + 1);
  switch (node.t) {
    case "set":
    case "assert":
      return 1;
    case "empty":
      return 0;
    case "cat":
      return cap(node.items.reduce((sum, item) => cap(sum + sizeOf(item)), 0));
    case "alt":
      return cap(node.items.reduce((sum, item) => cap(sum + sizeOf(item) + 2), 0));
    case "rep": {
      const inner = sizeOf(node.node);
      const copies = node.max === Infinity ? Math.max(node.min, 1) : node.max;
      return cap(inner * copies + 2 * (node.max === Infinity ? 1 : node.max - node.min) + 1);
    }
  }
}

const OP_SET = 0;
const OP_SPLIT = 1;
const OP_JMP = 2;
const OP_ASSERT = 3;
const OP_MATCH = 4;

interface Program {
  op: number[];
  x: number[];
  y: number[];
  sets: Array<(cp: number) => boolean>;
  asserts: string[];
}

function emit(prog: Program, op: number, x = 0, y = 0): number {
  prog.op.push(op);
  prog.x.push(x);
  prog.y.push(y);
  return prog.op.length - 1;
}

function compile(node: Node, prog: Program): void {
  switch (node.t) {
    case "set":
      emit(prog, OP_SET, prog.sets.push(node.test) - 1);
      return;
    case "assert":
      emit(prog, OP_ASSERT, prog.asserts.push(node.kind) - 1);
      return;
    case "empty":
      return;
    case "cat":
      for (const item of node.items) compile(item, prog);
      return;
    case "alt": {
      const jumps: number[] = [];
      node.items.forEach((item, k) => {
        if (k === node.items.length - 1) {
          compile(item, prog);
          return;
        }
        const split = emit(prog, OP_SPLIT);
        prog.x[split] = split + 1;
        compile(item, prog);
        jumps.push(emit(prog, OP_JMP));
        prog.y[split] = prog.op.length;
      });
      for (const j of jumps) prog.x[j] = prog.op.length;
      return;
    }
    case "rep": {
      for (let k = 0; k < node.min; k++) compile(node.node, prog);
      if (node.max === Infinity) {
        const split = emit(prog, OP_SPLIT);
        prog.x[split] = split + 1;
        compile(node.node, prog);
        emit(prog, OP_JMP, split);
        prog.y[split] = prog.op.length;
        return;
      }
      const splits: number[] = [];
      for (let k = node.min; k < node.max; k++) {
        const split = emit(prog, OP_SPLIT);
        prog.x[split] = split + 1;
        splits.push(split);
        compile(node.node, prog);
      }
      for (const split of splits) prog.y[split] = prog.op.length;
    }
  }
}

const isWord = (cp: number) => (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122) || cp === 95;

const ASSERT_CODES = { "^": 0, $: 1, b: 2, B: 3 } as const;

function linearPattern(source: string, prog: Program): LinearPattern {
  const n = prog.op.length;
  const op = Int32Array.from(prog.op);
  const x = Int32Array.from(prog.x);
  const y = Int32Array.from(prog.y);
  // Per instruction: its set's predicate (SET) or its assertion's code (ASSERT).
  const setAt: Array<((cp: number) => boolean) | undefined> = prog.op.map((o, pc) => (o === OP_SET ? prog.sets[prog.x[pc]!] : undefined));
  const assertAt = Int32Array.from(prog.op, (o, pc) => (o === OP_ASSERT ? ASSERT_CODES[prog.asserts[prog.x[pc]!] as keyof typeof ASSERT_CODES] : -1));
  const run = (text: string) => {
    // Code points of the text, then one pass keeping the set of live states per position.
    const cps: number[] = [];
    for (const ch of text) cps.push(ch.codePointAt(0)!);
    const len = cps.length;
    let current = new Int32Array(n);
    let next = new Int32Array(n);
    let currentCount = 0;
    let nextCount = 0;
    const mark = new Int32Array(n).fill(-1);
    const stack = new Int32Array(2 * n + 2);
    let steps = 0;
    // Adds the closure of pc0 at position pos to the list; -1 when it reaches MATCH.
    const add = (list: Int32Array, count: number, pc0: number, pos: number): number => {
      let top = 0;
      stack[top++] = pc0;
      while (top > 0) {
        const pc = stack[--top]!;
        if (mark[pc] === pos) continue;
        mark[pc] = pos;
        steps++;
        const o = op[pc]!;
        if (o === OP_SET) list[count++] = pc;
        else if (o === OP_JMP) stack[top++] = x[pc]!;
        else if (o === OP_SPLIT) {
          stack[top++] = y[pc]!;
          stack[top++] = x[pc]!;
        } else if (o === OP_ASSERT) {
          const kind = assertAt[pc]!;
          let holds: boolean;
          if (kind === 0) holds = pos === 0;
          else if (kind === 1) holds = pos === len;
          else {
            const before = pos > 0 && isWord(cps[pos - 1]!);
            const after = pos < len && isWord(cps[pos]!);
            holds = kind === 2 ? before !== after : before === after;
          }
          if (holds) stack[top++] = pc + 1;
        } else return -1; // MATCH
      }
      return count;
    };
    for (let pos = 0; pos <= len; pos++) {
      currentCount = add(current, currentCount, 0, pos); // a match may start at every position
      if (currentCount < 0) return { matched: true, steps };
      if (pos === len) break;
      const cp = cps[pos]!;
      nextCount = 0;
      for (let k = 0; k < currentCount; k++) {
        const pc = current[k]!;
        steps++;
        if (setAt[pc]!(cp)) {
          nextCount = add(next, nextCount, pc + 1, pos + 1);
          if (nextCount < 0) return { matched: true, steps };
        }
      }
      const swap = current;
      current = next;
      next = swap;
      currentCount = nextCount;
    }
    return { matched: false, steps };
  };
  return { source, size: n, run, test: (text) => run(text).matched };
}

const cache = new Map<string, LinearPattern | PatternRefusal>();

/**
 * Compiles a field's `pattern` for linear-time matching. Returns the compiled pattern, or a
 * PatternRefusal: `syntax` with the platform engine's message when it is not an ECMAScript u-flag
 * expression, `unsupported` naming the construct when it needs backtracking or is too large.
 * Never throws; results are cached per source (at most 256).
 */
export function compilePattern(source: string): LinearPattern | PatternRefusal {
  const hit = cache.get(source);
  if (hit) return hit;
  const result = compileUncached(source);
  if (cache.size >= 256) cache.delete(cache.keys().next().value!);
  cache.set(source, result);
  return result;
}

function compileUncached(source: string): LinearPattern | PatternRefusal {
  try {
    new RegExp(source, "u");
  } catch (error) {
    return { kind: "syntax", reason: (error as Error).message, fix: "fix the expression (ECMAScript syntax with the u flag) or remove it" };
  }
  const fix = "rewrite it without lookahead, lookbehind, backreferences or inline modifiers, with repeat counts up to 1000 (README \"Reliability and security\")";
  try {
    const node = new Parser(source).parse();
    if (sizeOf(node) > MAX_PROGRAM_SIZE) return { kind: "unsupported", reason: `the pattern compiles to more than ${MAX_PROGRAM_SIZE} steps`, fix: "use smaller repeat counts or a shorter expression" };
    const prog: Program = { op: [], x: [], y: [], sets: [], asserts: [] };
    compile(node, prog);
    emit(prog, OP_MATCH);
    return linearPattern(source, prog);
  } catch (error) {
    if (error instanceof Unsupported) return { kind: "unsupported", reason: `the pattern uses ${error.message}, which linear-time matching does not run`, fix };
    return { kind: "unsupported", reason: `the pattern could not be compiled for linear-time matching (${(error as Error).message})`, fix };
  }
}

/** Whether compilePattern's result is a refusal. */
export function isPatternRefusal(result: LinearPattern | PatternRefusal): result is PatternRefusal {
  return "kind" in result;
}
