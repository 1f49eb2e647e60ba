/**
 * runtime/contract/pattern.ts: field patterns are matched in linear time with ECMAScript's answer
 * (docs/reliability-and-security.md; the contract's FormFieldInput.pattern).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSTANTS } from "../generated/types.js";
import { compilePattern, isPatternRefusal, MAX_CACHED_STATES, MAX_PROGRAM_SIZE, MAX_REPEAT, type LinearPattern } from "../runtime/contract/pattern.js";
import { REDOS_CORPUS } from "./helpers/redos.js";

const compiled = (source: string): LinearPattern => {
  const result = compilePattern(source);
  if (isPatternRefusal(result)) throw new Error(`refused ${source}: ${result.reason}`);
  return result;
};

describe("compilePattern: the same answer as RegExp(source, 'u').test", () => {
  it.each([
    ["^\\d{4}-\\d{2}-\\d{2}$", "2026-12-02", true],
    ["^\\d{4}-\\d{2}-\\d{2}$", "2026-1-02", false],
    ["\\bfoo\\b", "a foo.", true],
    ["\\bfoo\\b", "afoo", false],
    ["\\Bfoo", "afoo", true],
    ["^[^]*$", "x\ny", true],
    ["^.*$", "x\ny", false],
    ["^.$", "😀", true],
    ["^\\uD83D\\uDE00$", "😀", true],
    ["^\\u{1F600}?$", "", true],
    ["^\\p{Script=Han}+$", "分支名", true],
    ["^\\p{L}+$", "héllo1", false],
    ["^(?<year>\\d+)年$", "2026年", true],
    ["^\\s+$", "\u3000\u00a0", true],
    ["^[\\]\\\\-]+$", "]\\-", true],
    ["^(?:ab|cd){2,3}?$", "abcdab", true],
    ["^(?:ab|cd){2,3}$", "ab", false],
    ["^$", "", true],
    ["a|b|", "zzz", true],
    ["^\\$\\.\\*$", "$.*", true],
    ["^[\\x41-\\x43]\\cJ$", "B\n", true],
    ["release/\\d+", "see release/12", true],
  ])("%s on %j → %s", (source, text, expected) => {
    expect(new RegExp(source, "u").test(text)).toBe(expected);
    expect(compiled(source).test(text)).toBe(expected);
  });

  it("agrees with the native engine on generated patterns and texts (property)", () => {
    const atom = fc.constantFrom("a", "b", "-", ".", "[ab]", "[^a]", "\\d", "\\w", "\\s", "\\b", "^", "$", "\\-".slice(1), "1");
    const regex: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        atom,
        fc.tuple(tie("node"), tie("node")).map(([a, b]) => a + b),
        fc.tuple(tie("node"), tie("node")).map(([a, b]) => `(?:${a}|${b})`),
        fc.tuple(tie("node"), fc.constantFrom("*", "+", "?", "{2}", "{0,2}", "{1,}", "*?")).map(([a, q]) => `(${a})${q}`),
      ),
    })).node;
    const text = fc.string({ unit: fc.constantFrom("a", "b", "-", "1", " ", "\n"), maxLength: 10 });
    fc.assert(
      fc.property(regex, text, (source, input) => {
        // Quantified assertions are syntax errors under the u flag: both refuse them.
        let native: boolean | "error";
        try {
          native = new RegExp(source, "u").test(input);
        } catch {
          native = "error";
        }
        const ours = compilePattern(source);
        if (native === "error") return isPatternRefusal(ours) && ours.kind === "syntax";
        return !isPatternRefusal(ours) && ours.test(input) === native;
      }),
      { numRuns: 3000, seed: 20 },
    );
  });
});

describe("compilePattern: what it refuses, as one problem and never a throw", () => {
  it.each([
    ["^(?=.*\\d).{8,}$", "unsupported", "the pattern uses a lookahead (?=…), which linear-time matching does not run"],
    ["^(?!x)", "unsupported", "the pattern uses a lookahead (?!…), which linear-time matching does not run"],
    ["(?<=a)b", "unsupported", "the pattern uses a lookbehind (?<=…), which linear-time matching does not run"],
    ["(?<!a)b", "unsupported", "the pattern uses a lookbehind (?<!…), which linear-time matching does not run"],
    ["(a)\\1", "unsupported", "the pattern uses a backreference \\1, which linear-time matching does not run"],
    ["(?<x>a)\\k<x>", "unsupported", "the pattern uses a backreference \\k<x>, which linear-time matching does not run"],
    ["a{1001}", "unsupported", "the pattern uses the repeat {1001}, over 1000, which linear-time matching does not run"],
    ["(a{1000}){11}", "unsupported", `the pattern compiles to more than ${MAX_PROGRAM_SIZE} instructions`],
    [`a{${MAX_PROGRAM_SIZE}}`, "unsupported", `the pattern compiles to more than ${MAX_PROGRAM_SIZE} instructions`],
    [`(?:a|b){${MAX_PROGRAM_SIZE / 4}}`, "unsupported", `the pattern compiles to more than ${MAX_PROGRAM_SIZE} instructions`],
    ["release/(\\d+", "syntax", "Invalid regular expression: /release/(\\d+/u: Unterminated group"],
    ["\\-", "syntax", "Invalid regular expression: /\\-/u: Invalid escape"],
  ])("%s → %s", (source, kind, reason) => {
    const result = compilePattern(source);
    expect(isPatternRefusal(result) && { kind: result.kind, reason: result.reason }).toEqual({ kind, reason });
  });
});

describe("compilePattern: linear in the text (operation counts, not wall time)", () => {
  it.each(REDOS_CORPUS)("%s on 10^4 code points takes ≤ 3 × (length + 1) × program size steps", (source, unit, tail) => {
    const pattern = compiled(source);
    const text = unit.repeat(Math.ceil(10_000 / unit.length)) + tail;
    const length = [...text].length;
    const { matched, steps } = pattern.run(text);
    expect(matched).toBe(false);
    expect(steps).toBeLessThanOrEqual(3 * (length + 1) * pattern.size);
    // Doubling the text at most doubles the work (plus the constant of one position).
    const doubled = pattern.run(unit.repeat(Math.ceil(20_000 / unit.length)) + tail).steps;
    expect(doubled / steps).toBeLessThan(2.05);
  });
});

describe("compilePattern: limits from the contract, instructions counted by the documented rule", () => {
  it("reads x-nuwax.constants.patternMaxRepeat, patternMaxProgramSize and patternMaxCachedStates", () => {
    expect([MAX_REPEAT, MAX_PROGRAM_SIZE, MAX_CACHED_STATES]).toEqual([
      CONSTANTS.patternMaxRepeat,
      CONSTANTS.patternMaxProgramSize,
      CONSTANTS.patternMaxCachedStates,
    ]);
    expect([MAX_REPEAT, MAX_PROGRAM_SIZE]).toEqual([1000, 512]);
  });

  // docs/reliability-and-security.md "Linear-time patterns": atom 1, assertion 1, alternation of k
  // branches sum + 2(k − 1), {min,} (min + 1)·s + 2, {min,max} max·s + (max − min), plus MATCH.
  it.each([
    ["a", 2],
    ["", 1],
    ["^$", 3],
    ["a|b", 5],
    ["a|b|", 7],
    ["a*", 4],
    ["a*?", 4],
    ["a+", 5],
    ["a?", 3],
    ["a{3}", 4],
    ["a{2,3}", 5],
    ["a{2,}", 6],
    ["(?:ab|cd){2,3}", 20],
    ["(?<y>\\d+)-\\p{L}", 7],
    ["\\uD83D\\uDE00[^a-z]\\b", 4],
    ["((a)|)", 4],
    ["a{0}", 1],
  ])("%s has %i instructions", (source, size) => {
    expect(compiled(source).size).toBe(size);
  });

  it("accepts a program of exactly patternMaxProgramSize instructions and refuses one more", () => {
    expect(compiled(`a{${MAX_PROGRAM_SIZE - 1}}`).size).toBe(MAX_PROGRAM_SIZE);
    expect(compiled(`a{${MAX_PROGRAM_SIZE - 2}}b`).size).toBe(MAX_PROGRAM_SIZE);
    // Repeated zero times, it emits nothing: one instruction (MATCH).
    expect(compiled("((((a{1000}){1000}){1000}){1000}){0}").size).toBe(1);
    expect(isPatternRefusal(compilePattern(`a{${MAX_PROGRAM_SIZE - 2}}bc`))).toBe(true);
    // Saturated, never expanded: a repeat of a repeat far past the cap is refused at once.
    expect(compilePattern("((((a{1000}){1000}){1000}){1000}){1}")).toEqual({
      kind: "unsupported",
      reason: `the pattern compiles to more than ${MAX_PROGRAM_SIZE} instructions`,
      fix: "use smaller repeat counts or a shorter expression (x-nuwax.constants.patternMaxProgramSize)",
    });
  });
});

describe("compilePattern: the lazy DFA (cached state sets)", () => {
  it.each(REDOS_CORPUS)("%s: a 10^4-code-point near-miss costs about one step per code point once its states are cached", (source, unit, tail) => {
    const pattern = compiled(source);
    const text = unit.repeat(Math.ceil(10_000 / unit.length)) + tail;
    const length = [...text].length;
    const { matched, steps } = pattern.run(text);
    expect(matched).toBe(false);
    // Each code point is one cached step; each of the few states met costs its closure once.
    expect(steps).toBeLessThanOrEqual(length + 1 + 2 * 64 * pattern.size);
  });

  // [ab]*a[ab]{k}c needs 2^k states: every code point is a new one, the cache starts again and
  // the run goes on as plain NFA steps, each still at most 2 × size + 1.
  const random = (length: number, seed: number) => {
    let text = "";
    for (let i = 0; i < length; i++) text += (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 1024 ? "a" : "b";
    return text;
  };
  it("a pattern whose states never repeat: the same answers past the cache's restarts, steps ≤ (2 × size + 1) per code point", () => {
    const pattern = compiled("[ab]*a[ab]{20}c");
    const text = random(20_000, 7);
    const miss = pattern.run(text);
    expect(miss.matched).toBe(false);
    expect(miss.steps).toBeLessThanOrEqual((2 * pattern.size + 1) * (text.length + 1));
    expect(miss.steps).toBeGreaterThan(10 * text.length); // the uncached regime, not one step a code point
    const hit = `${text}a${"b".repeat(20)}c`;
    expect(pattern.test(hit)).toBe(true);
    expect(pattern.test(`${text}b${"b".repeat(20)}c`)).toBe(false);
    expect(pattern.test(`${text}a${"b".repeat(19)}c`)).toBe(text.at(-1) === "a");
  });

  it("agrees with the native engine on 200–600-code-point texts, where states repeat (property; patterns without nested repeats)", () => {
    const atom = fc.constantFrom("a", "b", "[ab]", ".", "\\b", "\\B", "^", "$", "\\w", "[^b]");
    const quantified = fc
      .tuple(atom, fc.constantFrom("", "", "*", "?", "+", "{3}", "{0,4}", "{2,}", "*?"))
      .map(([a, q]) => (/^[\\^$]|^\\\\[bB]$/.test(a) ? a : a + q));
    const regex = fc.array(quantified, { minLength: 1, maxLength: 12 }).map((items) => items.join(""));
    const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "-"), minLength: 200, maxLength: 600 });
    fc.assert(
      fc.property(regex, text, (source, input) => {
        const ours = compilePattern(source);
        return !isPatternRefusal(ours) && ours.test(input) === new RegExp(source, "u").test(input);
      }),
      { numRuns: 400, seed: 20 },
    );
  });
});
