"""The Python SDK's pattern engine (pattern.py): ECMAScript u-flag answers, the refusals with V8's words, linear work.

Expected values are what Node's RegExp(source, "u") answers (tests/pattern.test.ts pins the same table for
the TypeScript kit; tests/python-parity.test.ts compares the two engines on generated patterns).
"""

from __future__ import annotations

import pytest

from nuwax_ask_question import compile_pattern, is_pattern_refusal
from nuwax_ask_question.pattern import MAX_PROGRAM_SIZE, MAX_REPEAT, LinearPattern


def compiled(source: str) -> LinearPattern:
    result = compile_pattern(source)
    assert isinstance(result, LinearPattern), result
    return result


@pytest.mark.parametrize(
    ("source", "text", "expected"),
    [
        ("^\\d{4}-\\d{2}-\\d{2}$", "2026-12-02", True),
        ("^\\d{4}-\\d{2}-\\d{2}$", "2026-1-02", False),
        ("^\\d$", "٣", False),  # \d is ASCII in ECMAScript, not Python's Unicode digit
        ("\\bfoo\\b", "a foo.", True),
        ("\\bfoo\\b", "afoo", False),
        ("\\Bfoo", "afoo", True),
        ("^[^]*$", "x\ny", True),
        ("^.*$", "x\ny", False),
        ("^.$", "😀", True),
        ("^\\uD83D\\uDE00$", "😀", True),
        ("^\\u{1F600}?$", "", True),
        ("^\\p{L}+$", "héllo1", False),
        ("^\\p{Script=Han}+$", "分支名", True),
        ("^\\p{sc=Latn}\\p{scx=Hira}$", "aー", True),
        ("^\\p{Emoji_Presentation}$", "😀", True),
        ("^\\p{gc=Cn}$", "\U0001fae9", False),  # assigned in Unicode 15: Node's tables, not Python's unicodedata 14
        ("^\\p{Lu}\\P{Lu}$", "Ab", True),
        ("^(?<year>\\d+)年$", "2026年", True),
        ("^\\s+$", "\u3000\u00a0\ufeff", True),
        ("^\\s$", "\x1c", False),  # Python's isspace() counts U+001C; ECMAScript's \s does not
        ("^[\\]\\\\-]+$", "]\\-", True),
        ("^(?:ab|cd){2,3}?$", "abcdab", True),
        ("^(?:ab|cd){2,3}$", "ab", False),
        ("^$", "", True),
        ("a|b|", "zzz", True),
        ("^\\$\\.\\*$", "$.*", True),
        ("^[\\x41-\\x43]\\cJ$", "B\n", True),
        ("release/\\d+", "see release/12", True),
        ("^[\\w-]+$", "a_b-c", True),
        ("^[\\b]$", "\b", True),
    ],
)
def test_answers_as_ecmascript_does(source: str, text: str, expected: bool) -> None:
    assert compiled(source).test(text) is expected


@pytest.mark.parametrize(
    ("source", "kind", "reason"),
    [
        ("^(?=.*\\d).{8,}$", "unsupported", "the pattern uses a lookahead (?=…), which linear-time matching does not run"),
        ("^(?!x)", "unsupported", "the pattern uses a lookahead (?!…), which linear-time matching does not run"),
        ("(?<=a)b", "unsupported", "the pattern uses a lookbehind (?<=…), which linear-time matching does not run"),
        ("(?<!a)b", "unsupported", "the pattern uses a lookbehind (?<!…), which linear-time matching does not run"),
        ("(a)\\1", "unsupported", "the pattern uses a backreference \\1, which linear-time matching does not run"),
        ("(?<x>a)\\k<x>", "unsupported", "the pattern uses a backreference \\k<x>, which linear-time matching does not run"),
        ("a{1001}", "unsupported", "the pattern uses the repeat {1001}, over 1000, which linear-time matching does not run"),
        ("(a{1000}){11}", "unsupported", f"the pattern compiles to more than {MAX_PROGRAM_SIZE} instructions"),
        ("release/(\\d+", "syntax", "Invalid regular expression: /release/(\\d+/u: Unterminated group"),
        ("\\-", "syntax", "Invalid regular expression: /\\-/u: Invalid escape"),
        ("(?i:a)", "syntax", "Invalid regular expression: /(?i:a)/u: Invalid group"),
        ("a{2,1}", "syntax", "Invalid regular expression: /a{2,1}/u: numbers out of order in {} quantifier"),
        ("[b-a]", "syntax", "Invalid regular expression: /[b-a]/u: Range out of order in character class"),
        ("[\\d-z]", "syntax", "Invalid regular expression: /[\\d-z]/u: Invalid character class"),
        ("(?=a)*", "syntax", "Invalid regular expression: /(?=a)*/u: Invalid quantifier"),
        ("\\p{Foo}", "syntax", "Invalid regular expression: /\\p{Foo}/u: Invalid property name"),
        ("[\\p{Foo}]", "syntax", "Invalid regular expression: /[\\p{Foo}]/u: Invalid property name in character class"),
        ("(?<n>a)(?<n>b)", "syntax", "Invalid regular expression: /(?<n>a)(?<n>b)/u: Duplicate capture group name"),
        ("\\k<x>", "syntax", "Invalid regular expression: /\\k<x>/u: Invalid named capture referenced"),
        ("(a)\\2", "syntax", "Invalid regular expression: /(a)\\2/u: Invalid escape"),
        ("{", "syntax", "Invalid regular expression: /{/u: Lone quantifier brackets"),
        ("x{1}{2}", "syntax", "Invalid regular expression: /x{1}{2}/u: Nothing to repeat"),
        ("a{1", "syntax", "Invalid regular expression: /a{1/u: Incomplete quantifier"),
        ("^{", "syntax", "Invalid regular expression: /^{/u: Lone quantifier brackets"),
        ("(?=a){", "syntax", "Invalid regular expression: /(?=a){/u: Incomplete quantifier"),
        ("\\b{2}", "syntax", "Invalid regular expression: /\\b{2}/u: Nothing to repeat"),
        ("\\c1", "syntax", "Invalid regular expression: /\\c1/u: Invalid Unicode escape"),
        ("\\", "syntax", "Invalid regular expression: /\\/u: \\ at end of pattern"),
        # A syntax error anywhere wins over a construct linear-time matching refuses.
        ("(?=a)(", "syntax", "Invalid regular expression: /(?=a)(/u: Unterminated group"),
    ],
)
def test_refuses_with_the_kits_reasons(source: str, kind: str, reason: str) -> None:
    result = compile_pattern(source)
    assert is_pattern_refusal(result)
    assert (result.kind, result.reason) == (kind, reason)  # type: ignore[union-attr]


def test_limits_are_the_contracts() -> None:
    assert (MAX_REPEAT, MAX_PROGRAM_SIZE) == (1000, 512)
    assert not is_pattern_refusal(compile_pattern("a{511}"))  # 511 sets and MATCH: exactly the cap
    assert is_pattern_refusal(compile_pattern("a{512}"))
    assert compiled("a{3}").size == 4  # three sets and MATCH


# docs/reliability-and-security.md "Linear-time patterns": the instruction count every SDK shares.
@pytest.mark.parametrize(
    ("source", "size"),
    [("a", 2), ("", 1), ("^$", 3), ("a|b", 5), ("a|b|", 7), ("a*", 4), ("a*?", 4), ("a+", 5), ("a?", 3), ("a{2,3}", 5), ("a{2,}", 6), ("(?:ab|cd){2,3}", 20), ("((a)|)", 4), ("a{0}", 1), ("((((a{1000}){1000}){1000}){1000}){0}", 1)],
)
def test_counts_instructions_by_the_shared_rule(source: str, size: int) -> None:
    assert compiled(source).size == size


# The ReDoS corpus of tests/helpers/redos.ts: backtracking engines take exponential time on these.
REDOS = [
    ("^(a+)+$", "a", "!"),
    ("^(\\w+\\s?)*$", "word ", "!"),
    ("^(a|a)*$", "a", "b"),
    ("^(a|aa)+$", "a", "b"),
    ("^(.*a){12}$", "a", "!"),
    ("(\\d+)*\\d*x", "1", "y"),
    ("^(\\s*,?\\s*\\w+)*$", " a,", "!"),
    ("a*a*a*a*a*a*b", "a", ""),
]


@pytest.mark.parametrize(("source", "unit", "tail"), REDOS)
def test_work_is_linear_in_the_text(source: str, unit: str, tail: str) -> None:
    pattern = compiled(source)
    text = unit * -(-2_000 // len(unit)) + tail
    matched, steps = pattern.run(text)
    assert matched is False
    assert steps <= 3 * (len(text) + 1) * pattern.size
    doubled = pattern.run(unit * -(-4_000 // len(unit)) + tail)[1]
    assert doubled / steps < 2.05


def test_results_are_cached_per_source() -> None:
    assert compile_pattern("^cached$") is compile_pattern("^cached$")


def test_deep_nesting_is_refused_not_a_crash() -> None:
    assert compiled("(" * 200 + "a" + ")" * 200).test("a")
    deep = compile_pattern("(" * 1000 + "a" + ")" * 1000)
    assert is_pattern_refusal(deep) and deep.kind == "unsupported"  # type: ignore[union-attr]
    assert "Maximum call stack size exceeded" in deep.reason  # type: ignore[union-attr]
