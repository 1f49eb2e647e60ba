/**
 * Linear-time matching of a form field's `pattern` (`#/$defs/FormFieldInput/properties/pattern`,
 * docs/reliability-and-security.md): the server, both form pages and the DockPanel kit run every
 * agent-supplied pattern through this module, never through a backtracking `RegExp.test`.
 *
 * Accepted syntax: ECMAScript regular expressions with the `u` flag, minus the constructs that need
 * backtracking: lookahead `(?=…)` `(?!…)`, lookbehind `(?<=…)` `(?<!…)`, backreferences `\1` `\k<name>`
 * and inline modifiers `(?i:…)`. Counted repeats go up to {@link MAX_REPEAT}; the compiled program
 * has at most {@link MAX_PROGRAM_SIZE} instructions, counted by {@link programSize} (the rule every
 * SDK's port follows). For every accepted pattern `test` gives the same answer
 * as `new RegExp(source, "u").test(text)`: whether some match exists does not depend on the order in
 * which a backtracking engine tries alternatives, so a Thompson NFA (one pass over the text, the set
 * of live states per code point) decides it in O(text code points × program size). Character sets
 * (`.`, `[…]`, `\d`, `\p{…}`, escapes) are decided by the platform's own engine on one code point,
 * so their meaning is exactly ECMAScript's in Node and every browser.
 */
import { CONSTANTS } from "../../generated/types.js";

/** Largest count accepted in `{n}`, `{n,}` and `{n,m}` (x-nuwax.constants.patternMaxRepeat; RE2's limit as well). */
export const MAX_REPEAT: number = CONSTANTS.patternMaxRepeat;
/** Most instructions of a compiled program, counted by {@link programSize} (x-nuwax.constants.patternMaxProgramSize). */
export const MAX_PROGRAM_SIZE: number = CONSTANTS.patternMaxProgramSize;
/** Most states one run's lazy DFA keeps before it starts again (x-nuwax.constants.patternMaxCachedStates); bounds memory, never an answer. */
export const MAX_CACHED_STATES: number = CONSTANTS.patternMaxCachedStates;

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

/** A parsed pattern (the parser's tree; `programSize` counts its instructions). */
type Node =
  | ({ t: "set" } & CodePointSet)
  | { t: "cat"; items: Node[] }
  | { t: "alt"; items: Node[] }
  | { t: "rep"; node: Node; min: number; max: number }
  | { t: "assert"; kind: "^" | "$" | "b" | "B" }
  | { t: "empty" };

class Unsupported extends Error {}

const SYNTAX = new Set([..."^$\\.*+?()[]{}|"]);
const HEX = /^[0-9A-Fa-f]{4}$/;

/**
 * A set of code points: `test` decides one; `ascii` holds its known answers for the 128 ASCII code
 * points (1 in, 0 out, -1 not asked yet; `test` fills it), which the matcher reads first.
 */
interface CodePointSet {
  test: (cp: number) => boolean;
  ascii: Int8Array;
}

/** A set node decided by the platform's RegExp on the atom's own source. */
function nativeSet(source: string): Node & CodePointSet {
  const re = new RegExp(`^(?:${source})$`, "u");
  const ascii = new Int8Array(128).fill(-1);
  const other = new Map<number, boolean>();
  const test = (cp: number) => {
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
  return { t: "set", test, ascii };
}

function literal(cp: number): Node {
  const ascii = new Int8Array(128);
  if (cp < 128) ascii[cp] = 1;
  return { t: "set", test: (c) => c === cp, ascii };
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
      return nativeSet(".");
    }
    if (c === "[") {
      let j = start + 1;
      if (s[j] === "^") j++;
      while (j < s.length && s[j] !== "]") j += s[j] === "\\" ? 2 : 1;
      this.i = j + 1;
      return nativeSet(s.slice(start, this.i));
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
    return nativeSet(s.slice(start, end));
  }
}

/**
 * The number of instructions `compile` emits for `node`, the rule docs/reliability-and-security.md
 * "Linear-time patterns" states for every SDK (a pattern is refused when `programSize(root) + 1`,
 * the final MATCH included, is over MAX_PROGRAM_SIZE):
 * - an atom that matches one code point (a literal, `.`, `[…]`, a class escape such as `\d` or
 *   `\p{L}`, an escaped literal, a surrogate pair written as two `\u` escapes) is 1;
 * - an assertion `^`, `$`, `\b`, `\B` is 1; an empty alternative or `()` is 0; a group adds nothing;
 * - a concatenation is the sum of its items; an alternation of k branches is their sum + 2(k − 1)
 *   (a split and a jump per branch but the last);
 * - a repeat of an item of size s: `{min,}` (also `*` = `{0,}`, `+` = `{1,}`) is (min + 1)·s + 2;
 *   `{min,max}` (also `?` = `{0,1}`, `{n}` = `{n,n}`) is max·s + (max − min). Lazy `?` changes nothing.
 * The count saturates at MAX_PROGRAM_SIZE + 1, so a huge nested repeat is never expanded or overflows.
 */
function programSize(node: Node): number {
  const cap = (n: number) => Math.min(n, MAX_PROGRAM_SIZE + 1);
  switch (node.t) {
    case "set":
    case "assert":
      return 1;
    case "empty":
      return 0;
    case "cat":
      return node.items.reduce((sum, item) => cap(sum + programSize(item)), 0);
    case "alt":
      return cap(node.items.reduce((sum, item) => cap(sum + programSize(item)), 0) + 2 * (node.items.length - 1));
    case "rep": {
      const inner = programSize(node.node);
      return node.max === Infinity ? cap((node.min + 1) * inner + 2) : cap(node.max * inner + (node.max - node.min));
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
  sets: CodePointSet[];
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
      emit(prog, OP_SET, prog.sets.push(node) - 1);
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

/** A transition not computed yet, and the one that reaches MATCH (the text contains a match). */
const UNKNOWN = -1;
const MATCHED = -2;
/** Non-ASCII code points whose transition one state remembers (ASCII ones: all 128, in a table). */
const OTHER_PER_STATE = 64;

/**
 * The states a run has met (a lazy DFA, as RE2 runs one): a state is the ordered list of program
 * counters the next code point's closure starts from (the "seeds": every SET that matched, plus
 * the start, since a match may begin anywhere), whether the code point before was a word
 * character (for `\b`), and whether it is the text's start (for `^`). Transitions are cached per
 * state: all 128 ASCII code points in a table, at most OTHER_PER_STATE others. Past
 * MAX_CACHED_STATES states the cache starts again, so a run holds at most that many states
 * whatever the text; no answer depends on it.
 */
class StateCache {
  seeds: Int32Array[] = [];
  prevWord: boolean[] = [];
  ascii: Int32Array[] = [];
  other: Array<Map<number, number>> = [];
  index = new Map<string, number>();
  /** Times the cache started again (each drops every state). */
  resets = 0;

  /** The start state: seeds [0] at the text's start (index 0 of a new cache). */
  start(): number {
    return this.add("S", Int32Array.of(0), false);
  }

  /** The state of these seeds after a code point that is (or is not) a word character. */
  intern(seeds: Int32Array, prevWord: boolean): number {
    const key = (prevWord ? "w" : "n") + keyOf(seeds);
    const known = this.index.get(key);
    if (known !== undefined) return known;
    if (this.seeds.length >= MAX_CACHED_STATES) {
      this.resets++;
      this.seeds = [];
      this.prevWord = [];
      this.ascii = [];
      this.other = [];
      this.index = new Map();
    }
    return this.add(key, seeds.slice(), prevWord);
  }

  private add(key: string, seeds: Int32Array, prevWord: boolean): number {
    const state = this.seeds.length;
    this.seeds.push(seeds);
    this.prevWord.push(prevWord);
    this.ascii.push(new Int32Array(128).fill(UNKNOWN));
    this.other.push(new Map());
    this.index.set(key, state);
    return state;
  }
}

/** A Map key for a list of program counters (each under 2^16: MAX_PROGRAM_SIZE is far below). */
function keyOf(seeds: Int32Array): string {
  let key = "";
  for (let k = 0; k < seeds.length; k += 4096) key += String.fromCharCode.apply(null, seeds.subarray(k, k + 4096) as unknown as number[]);
  return key;
}

function linearPattern(source: string, prog: Program): LinearPattern {
  const n = prog.op.length;
  const op = Int32Array.from(prog.op);
  const x = Int32Array.from(prog.x);
  const y = Int32Array.from(prog.y);
  // Per instruction: its set's predicate (SET) or its assertion's code (ASSERT).
  const setAt: Array<((cp: number) => boolean) | undefined> = prog.op.map((o, pc) => (o === OP_SET ? prog.sets[prog.x[pc]!]!.test : undefined));
  const asciiAt: Array<Int8Array | undefined> = prog.op.map((o, pc) => (o === OP_SET ? prog.sets[prog.x[pc]!]!.ascii : undefined));
  const assertAt = Int32Array.from(prog.op, (o, pc) => (o === OP_ASSERT ? ASSERT_CODES[prog.asserts[prog.x[pc]!] as keyof typeof ASSERT_CODES] : -1));
  // Scratch shared by every run (runs are synchronous): visit marks by generation, the closure's
  // stack, the SETs a closure reached, the next state's seeds.
  const mark = new Int32Array(n).fill(-1);
  let generation = 0;
  const stack = new Int32Array(2 * n + 2);
  const sets = new Int32Array(n);
  const next = new Int32Array(n + 1);
  let steps = 0;
  const nextGeneration = () => {
    if (++generation === 2 ** 30) {
      mark.fill(-1);
      generation = 0;
    }
    return generation;
  };
  // The closure of `seeds` at one position: fills `sets` with the SETs it reaches and returns their
  // count, or -1 when it reaches MATCH. Each instruction is visited at most once (one step each).
  const closure = (seeds: Int32Array, atStart: boolean, prevWord: boolean, nextWord: boolean, atEnd: boolean): number => {
    const gen = nextGeneration();
    let count = 0;
    for (let s = 0; s < seeds.length; s++) {
      let top = 0;
      stack[top++] = seeds[s]!;
      while (top > 0) {
        const pc = stack[--top]!;
        if (mark[pc] === gen) continue;
        mark[pc] = gen;
        steps++;
        const o = op[pc]!;
        if (o === OP_SET) sets[count++] = pc;
        else if (o === OP_JMP) stack[top++] = x[pc]!;
        else if (o === OP_SPLIT) {
          stack[top++] = y[pc]!;
          stack[top++] = x[pc]!;
        } else if (o === OP_ASSERT) {
          const kind = assertAt[pc]!;
          const holds = kind === 0 ? atStart : kind === 1 ? atEnd : kind === 2 ? prevWord !== nextWord : prevWord === nextWord;
          if (holds) stack[top++] = pc + 1;
        } else return -1; // MATCH
      }
    }
    return count;
  };
  // One NFA step: the seeds after `cp` into `out` (their count), or -1 when the closure before it
  // reaches MATCH. At most `size` closure steps and `size` set tests.
  const step = (seeds: Int32Array, cp: number, atStart: boolean, prevWord: boolean, out: Int32Array): number => {
    const count = closure(seeds, atStart, prevWord, isWord(cp), false);
    if (count < 0) return -1;
    const gen = nextGeneration();
    const ascii = cp < 128;
    let k = 0;
    for (let j = 0; j < count; j++) {
      const pc = sets[j]!;
      steps++;
      const known = ascii ? asciiAt[pc]![cp]! : -1;
      if ((known === 1 || (known < 0 && setAt[pc]!(cp))) && mark[pc + 1] !== gen) {
        mark[pc + 1] = gen;
        out[k++] = pc + 1;
      }
    }
    if (mark[0] !== gen) out[k++] = 0; // a match may start at every position
    return k;
  };
  // The state after `cp` from `state` (or MATCHED), computed by `step` and cached. Only the start
  // state is met at the text's start, so its cached transitions keep `atStart`.
  const transition = (cache: StateCache, state: number, cp: number, atStart: boolean): number => {
    const k = step(cache.seeds[state]!, cp, atStart, cache.prevWord[state]!, next);
    let result: number;
    if (k < 0) result = MATCHED;
    else {
      const resets = cache.resets;
      result = cache.intern(next.subarray(0, k), isWord(cp));
      if (cache.resets !== resets) return result; // `state` is gone with the old cache
    }
    if (cp < 128) cache.ascii[state]![cp] = result;
    else if (cache.other[state]!.size < OTHER_PER_STATE) cache.other[state]!.set(cp, result);
    return result;
  };
  // The rest of a run whose states do not repeat (the cache started again twice): plain NFA steps
  // from `seeds` at offset `i`, without building states that would not be met again.
  const runUncached = (text: string, i: number, seeds: Int32Array, prevWord: boolean) => {
    let current = new Int32Array(n + 1);
    let other = new Int32Array(n + 1);
    current.set(seeds);
    let length = seeds.length;
    while (i < text.length) {
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      steps++;
      length = step(current.subarray(0, length), cp, false, prevWord, other);
      if (length < 0) return { matched: true, steps };
      [current, other] = [other, current];
      prevWord = isWord(cp);
    }
    return { matched: closure(current.subarray(0, length), false, prevWord, false, true) < 0, steps };
  };
  // One pass over the text's code points (a lone surrogate is one, as for RegExp with the u flag):
  // a cached transition is one step; a new one costs its closure and set tests, at most 2 × size.
  const run = (text: string) => {
    steps = 0;
    const cache = new StateCache();
    let state = cache.start();
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const atStart = i === 0;
      i += cp > 0xffff ? 2 : 1;
      steps++;
      let target = cp < 128 ? cache.ascii[state]![cp]! : (cache.other[state]!.get(cp) ?? UNKNOWN);
      if (target === UNKNOWN) {
        if (cache.resets >= 2) {
          steps--; // counted again there
          return runUncached(text, i - (cp > 0xffff ? 2 : 1), cache.seeds[state]!, cache.prevWord[state]!);
        }
        target = transition(cache, state, cp, atStart);
      }
      if (target === MATCHED) return { matched: true, steps };
      state = target;
    }
    return { matched: closure(cache.seeds[state]!, text.length === 0, cache.prevWord[state]!, false, true) < 0, steps };
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
    const size = programSize(node) + 1;
    if (size > MAX_PROGRAM_SIZE) return { kind: "unsupported", reason: `the pattern compiles to more than ${MAX_PROGRAM_SIZE} instructions`, fix: "use smaller repeat counts or a shorter expression (x-nuwax.constants.patternMaxProgramSize)" };
    const prog: Program = { op: [], x: [], y: [], sets: [], asserts: [] };
    compile(node, prog);
    emit(prog, OP_MATCH);
    if (prog.op.length !== size) throw new Error(`programSize counted ${size} instructions, compile emitted ${prog.op.length}`);
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
