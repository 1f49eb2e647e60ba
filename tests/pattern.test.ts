/**
 * runtime/contract/pattern.ts: field patterns are matched in linear time with ECMAScript's answer
 * (docs/reliability-and-security.md; the contract's FormFieldInput.pattern).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compilePattern, isPatternRefusal, MAX_PROGRAM_SIZE, type LinearPattern } from "../runtime/contract/pattern.js";
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
    ["(a{1000}){11}", "unsupported", `the pattern compiles to more than ${MAX_PROGRAM_SIZE} steps`],
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
