"""Linear-time matching of a form field's ``pattern`` (``#/$defs/FormFieldInput/properties/pattern``).

The Python port of the TypeScript kit's engine (runtime/contract/pattern.ts; docs/reliability-and-security.md):
an agent-supplied pattern is never run by a backtracking engine (``re``). Accepted syntax: ECMAScript
regular expressions with the ``u`` flag, minus the constructs that need backtracking — lookahead
``(?=…)`` ``(?!…)``, lookbehind ``(?<=…)`` ``(?<!…)``, backreferences ``\\1`` ``\\k<name>`` — with counted
repeats up to MAX_REPEAT and a compiled program of at most MAX_PROGRAM_SIZE instructions. ``test`` answers as
``new RegExp(source, "u").test(text)`` does: a Thompson NFA run over the text's code points, one set of
live states per position, in O(code points × program size).

The ECMAScript syntax is checked here (the same refusals, with V8's messages); character sets (``.``,
``[…]``, ``\\d`` ``\\s`` ``\\w``, ``\\p{…}``) follow ECMAScript's definitions; ``\\p{…}`` reads Unicode tables
written from Node's own RegExp engine (unicode_properties.py), so every property escape means what it means there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Union

from ._contract import CONSTANTS
from .unicode_properties import property_predicate

#: Largest count accepted in ``{n}``, ``{n,}`` and ``{n,m}`` (x-nuwax.constants.patternMaxRepeat when the contract names it).
MAX_REPEAT: int = CONSTANTS["patternMaxRepeat"]
#: Largest compiled program, in NFA steps (x-nuwax.constants.patternMaxProgramSize when the contract names it).
MAX_PROGRAM_SIZE: int = CONSTANTS["patternMaxProgramSize"]

_INFINITY = float("inf")
_SYNTAX_CHARACTERS = frozenset("^$\\.*+?()[]{}|")
_LINE_TERMINATORS = frozenset((0x0A, 0x0D, 0x2028, 0x2029))
#: ECMAScript WhiteSpace and LineTerminator: what ``\s`` matches.
_WHITE_SPACE = frozenset(
    (0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF)
)  # Zs (U+0020, U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000), TAB VT FF ZWNBSP, and the line terminators
_CONTROL_ESCAPES = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}
_HEX = frozenset("0123456789abcdefABCDEF")

CodePointTest = Callable[[int], bool]


@dataclass(frozen=True)
class PatternRefusal:
    """Why a pattern is refused: kind ``syntax`` (not an ECMAScript ``u``-flag expression) or ``unsupported`` (not linear-time).

    reason and fix are English, for the developer (the TypeScript kit's words).
    """

    kind: str
    reason: str
    fix: str


def _is_word(cp: int) -> bool:
    return 48 <= cp <= 57 or 65 <= cp <= 90 or 97 <= cp <= 122 or cp == 95


def _is_digit(cp: int) -> bool:
    return 48 <= cp <= 57


def _is_space(cp: int) -> bool:
    return cp in _WHITE_SPACE


_CLASS_ESCAPES: dict[str, CodePointTest] = {
    "d": _is_digit,
    "D": lambda cp: not _is_digit(cp),
    "w": _is_word,
    "W": lambda cp: not _is_word(cp),
    "s": _is_space,
    "S": lambda cp: not _is_space(cp),
}


class _SyntaxFault(Exception):
    """An expression new RegExp(source, "u") refuses; the message is V8's."""


# Nodes: ("set", test) ("cat", items) ("alt", items) ("rep", node, min, max) ("assert", kind) ("empty",)
Node = tuple


class _Parser:
    """Recursive descent over the code points of the source: checks ECMAScript u-flag syntax and builds the NFA's tree.

    The first construct linear-time matching cannot run is remembered (``unsupported``), parsing goes on so a
    later syntax error still wins, as the platform's own RegExp is asked first in the TypeScript kit.
    """

    def __init__(self, source: str) -> None:
        self.s = source
        self.i = 0
        self.unsupported: str | None = None
        self.names: set[str] = set()
        self.referenced: list[str] = []
        self.captures, self.all_names = self._scan_groups()

    def _scan_groups(self) -> tuple[int, set[str]]:
        """The number of capture groups and their names (a backreference may point forward)."""
        s, i, count, names, in_class = self.s, 0, 0, set(), False
        while i < len(s):
            c = s[i]
            if c == "\\":
                i += 2
                continue
            if in_class:
                in_class = c != "]"
            elif c == "[":
                in_class = True
            elif c == "(":
                if not s.startswith("?", i + 1):
                    count += 1
                elif s.startswith("?<", i + 1) and not s.startswith("?<=", i + 1) and not s.startswith("?<!", i + 1):
                    count += 1
                    end = s.find(">", i)
                    if end != -1:
                        names.add(s[i + 3 : end])
            i += 1
        return count, names

    def fail(self, message: str) -> None:
        raise _SyntaxFault(message)

    def refuse(self, what: str) -> None:
        if self.unsupported is None:
            self.unsupported = what

    def peek(self, k: int = 0) -> str:
        return self.s[self.i + k] if self.i + k < len(self.s) else ""

    def parse(self) -> Node:
        node = self.alternation(0)
        if self.i < len(self.s):  # only ")" stops an alternation at depth 0
            self.fail("Unmatched ')'")
        for name in self.referenced:
            if name not in self.names:
                self.fail("Invalid named capture referenced")
        return node

    def alternation(self, depth: int) -> Node:
        items = [self.sequence(depth)]
        while self.peek() == "|":
            self.i += 1
            items.append(self.sequence(depth))
        return items[0] if len(items) == 1 else ("alt", items)

    def sequence(self, depth: int) -> Node:
        items: list[Node] = []
        while self.i < len(self.s) and self.peek() not in ("|", ")"):
            atom, quantifiable = self.atom(depth)
            items.append(self.quantified(atom, quantifiable))
        if self.peek() == ")" and depth == 0:
            self.fail("Unmatched ')'")
        return items[0] if len(items) == 1 else ("empty",) if not items else ("cat", items)

    def _braces(self, at: int) -> tuple[int, float, int] | None:
        """``{n}``, ``{n,}`` or ``{n,m}`` at ``at``: (min, max, end), or None when it is no counted repeat."""
        s, j = self.s, at + 1
        start = j
        while j < len(s) and s[j].isascii() and s[j].isdigit():
            j += 1
        if j == start:
            return None
        low = int(s[start:j])
        high: float = low
        if j < len(s) and s[j] == ",":
            j += 1
            start2 = j
            while j < len(s) and s[j].isascii() and s[j].isdigit():
                j += 1
            high = int(s[start2:j]) if j > start2 else _INFINITY
        if j >= len(s) or s[j] != "}":
            return None
        return low, high, j + 1

    def quantified(self, node: Node, quantifiable: str) -> Node:
        c = self.peek()
        if c not in ("*", "+", "?", "{"):
            return node
        if c == "{" and quantifiable == "assertion" and self._braces(self.i) is None:
            return node  # after ^ $ \\b \\B a "{" that is no count is an atom (a lone "{"), as V8 reads it
        if quantifiable == "assertion":
            self.fail("Nothing to repeat")
        if quantifiable == "lookaround":
            self.fail("Incomplete quantifier" if c == "{" and self._braces(self.i) is None else "Invalid quantifier")
        text_start = self.i
        if c == "*":
            low, high = 0, _INFINITY
            self.i += 1
        elif c == "+":
            low, high = 1, _INFINITY
            self.i += 1
        elif c == "?":
            low, high = 0, 1
            self.i += 1
        else:
            braces = self._braces(self.i)
            if braces is None:
                self.fail("Incomplete quantifier")
            low, high, self.i = braces
            if high < low:
                self.fail("numbers out of order in {} quantifier")
            if self.i - text_start > 40:  # the TypeScript kit reads a count of at most 40 characters
                self.refuse(f"a repeat count over {MAX_REPEAT}")
            elif low > MAX_REPEAT or (high != _INFINITY and high > MAX_REPEAT):
                self.refuse(f"the repeat {self.s[text_start:self.i]}, over {MAX_REPEAT}")
        if self.peek() == "?":
            self.i += 1  # lazy: the same language, so the same test() answer
        return ("rep", node, low, high)

    def atom(self, depth: int) -> tuple[Node, str]:
        """One atom and whether a quantifier may follow it ("yes", "assertion", "lookaround")."""
        c = self.peek()
        if c == "(":
            return self.group(depth)
        if c in ("^", "$"):
            self.i += 1
            return ("assert", c), "assertion"
        if c == ".":
            self.i += 1
            return ("set", lambda cp: cp not in _LINE_TERMINATORS), "yes"
        if c == "[":
            return ("set", self.char_class()), "yes"
        if c == "\\":
            return self.escape()
        if c in ("*", "+", "?"):
            self.fail("Nothing to repeat")
        if c == "{":
            self.fail("Nothing to repeat" if self._braces(self.i) else "Lone quantifier brackets")
        if c in ("}", "]"):
            self.fail("Lone quantifier brackets")
        self.i += 1
        cp = ord(c)
        return ("set", lambda x: x == cp), "yes"

    def group_name(self) -> str:
        """The name of ``(?<name>`` (after ``<``), through ``>``: an identifier, \\u escapes allowed."""
        end = self.s.find(">", self.i)
        if end == -1:
            self.fail("Invalid capture group name")
        raw = self.s[self.i : end]
        name = _unescape_identifier(raw)
        if name is None or not _is_identifier(name):
            self.fail("Invalid capture group name")
        self.i = end + 1
        return name

    def group(self, depth: int) -> tuple[Node, str]:
        self.i += 1
        kind = "yes"
        name: str | None = None
        if self.peek() == "?":
            head = self.s[self.i - 1 : self.i + 3]
            if self.peek(1) == ":":
                self.i += 2
            elif self.peek(1) in ("=", "!"):
                self.refuse(f"a lookahead {head[:3]}…)")
                self.i += 2
                kind = "lookaround"
            elif self.peek(1) == "<" and self.peek(2) in ("=", "!"):
                self.refuse(f"a lookbehind {head[:4]}…)")
                self.i += 3
                kind = "lookaround"
            elif self.peek(1) == "<":
                self.i += 2
                name = self.group_name()
            else:
                self.fail("Invalid group")
        node = self.alternation(depth + 1)
        if self.peek() != ")":
            self.fail("Unterminated group")
        self.i += 1
        if name is not None:  # V8 records a named group when it closes
            if name in self.names:
                self.fail("Duplicate capture group name")
            self.names.add(name)
        return node, kind

    def class_atom(self) -> tuple[int | None, CodePointTest | None]:
        """One atom of a character class: a code point, or a set (a class escape)."""
        c = self.peek()
        if c != "\\":
            self.i += 1
            return ord(c), None
        nxt = self.peek(1)
        if nxt == "":
            self.fail("\\ at end of pattern")
        if nxt == "b":
            self.i += 2
            return 0x08, None
        if nxt == "-":
            self.i += 2
            return 0x2D, None
        if nxt.isascii() and nxt.isdigit():
            if nxt == "0" and not (self.peek(2).isascii() and self.peek(2).isdigit()):
                self.i += 2
                return 0, None
            self.fail("Invalid class escape")
        if nxt in ("p", "P"):
            return None, self.property_escape("Invalid property name in character class")
        if nxt in _CLASS_ESCAPES:
            self.i += 2
            return None, _CLASS_ESCAPES[nxt]
        return self.character_escape(), None

    def char_class(self) -> CodePointTest:
        self.i += 1
        negated = self.peek() == "^"
        if negated:
            self.i += 1
        ranges: list[tuple[int, int]] = []
        sets: list[CodePointTest] = []
        while True:
            if self.i >= len(self.s):
                self.fail("Unterminated character class")
            if self.peek() == "]":
                self.i += 1
                break
            first, first_set = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.i += 1
                second, second_set = self.class_atom()
                if first_set is not None or second_set is not None:
                    self.fail("Invalid character class")
                assert first is not None and second is not None
                if first > second:
                    self.fail("Range out of order in character class")
                ranges.append((first, second))
                continue
            if first_set is not None:
                sets.append(first_set)
            else:
                assert first is not None
                ranges.append((first, first))

        def test(cp: int) -> bool:
            inside = any(lo <= cp <= hi for lo, hi in ranges) or any(t(cp) for t in sets)
            return inside != negated

        return test

    def property_escape(self, message: str) -> CodePointTest:
        negated = self.peek(1) == "P"
        if self.peek(2) != "{":
            self.fail(message)
        end = self.s.find("}", self.i)
        if end == -1:
            self.fail(message)
        name = self.s[self.i + 3 : end]
        test = property_predicate(name)
        if test is None:
            self.fail(message)
        self.i = end + 1
        assert test is not None
        return (lambda cp: not test(cp)) if negated else test

    def character_escape(self) -> int:
        """A CharacterEscape after ``\\`` (control, \\c, \\0, \\x, \\u, identity): its code point."""
        nxt = self.peek(1)
        if nxt in _CONTROL_ESCAPES:
            self.i += 2
            return _CONTROL_ESCAPES[nxt]
        if nxt == "c":
            letter = self.peek(2)
            if letter.isascii() and letter.isalpha():
                self.i += 3
                return ord(letter) % 32
            self.fail("Invalid Unicode escape")
        if nxt == "x":
            digits = self.s[self.i + 2 : self.i + 4]
            if len(digits) == 2 and all(d in _HEX for d in digits):
                self.i += 4
                return int(digits, 16)
            self.fail("Invalid escape")
        if nxt == "u":
            return self.unicode_escape()
        if nxt in _SYNTAX_CHARACTERS or nxt == "/":
            self.i += 2
            return ord(nxt)
        self.fail("Invalid escape")
        return 0

    def unicode_escape(self) -> int:
        s, at = self.s, self.i
        if s.startswith("{", at + 2):
            end = s.find("}", at + 3)
            digits = s[at + 3 : end] if end != -1 else ""
            if not digits or not all(d in _HEX for d in digits) or int(digits, 16) > 0x10FFFF:
                self.fail("Invalid Unicode escape")
            self.i = end + 1
            return int(digits, 16)
        digits = s[at + 2 : at + 6]
        if len(digits) != 4 or not all(d in _HEX for d in digits):
            self.fail("Invalid Unicode escape")
        lead = int(digits, 16)
        self.i = at + 6
        if 0xD800 <= lead <= 0xDBFF and s.startswith("\\u", self.i):
            trail_digits = s[self.i + 2 : self.i + 6]
            if len(trail_digits) == 4 and all(d in _HEX for d in trail_digits) and 0xDC00 <= int(trail_digits, 16) <= 0xDFFF:
                self.i += 6
                return 0x10000 + ((lead - 0xD800) << 10) + (int(trail_digits, 16) - 0xDC00)
        return lead

    def escape(self) -> tuple[Node, str]:
        nxt = self.peek(1)
        if nxt == "":
            self.fail("\\ at end of pattern")
        if nxt in ("b", "B"):
            self.i += 2
            return ("assert", nxt), "assertion"
        if nxt.isascii() and nxt.isdigit():
            if nxt == "0":
                if self.peek(2).isascii() and self.peek(2).isdigit():
                    self.fail("Invalid decimal escape")
                self.i += 2
                return ("set", lambda cp: cp == 0), "yes"
            j = self.i + 1
            while j < len(self.s) and self.s[j].isascii() and self.s[j].isdigit():
                j += 1
            if int(self.s[self.i + 1 : j]) > self.captures:
                self.fail("Invalid escape")
            self.refuse(f"a backreference \\{nxt}")
            self.i = j
            return ("empty",), "yes"
        if nxt == "k":
            if self.peek(2) != "<" or self.s.find(">", self.i) == -1:
                self.fail("Invalid named reference")
            end = self.s.find(">", self.i)
            name = _unescape_identifier(self.s[self.i + 3 : end])
            if name is None or not _is_identifier(name):
                self.fail("Invalid named reference")
            assert name is not None
            self.refuse(f"a backreference {self.s[self.i:end + 1]}")
            self.referenced.append(name)
            self.i = end + 1
            return ("empty",), "yes"
        if nxt in ("p", "P"):
            return ("set", self.property_escape("Invalid property name")), "yes"
        if nxt in _CLASS_ESCAPES:
            self.i += 2
            return ("set", _CLASS_ESCAPES[nxt]), "yes"
        cp = self.character_escape()
        return ("set", lambda x: x == cp), "yes"


def _unescape_identifier(raw: str) -> str | None:
    """A group name with its ``\\uXXXX`` / ``\\u{…}`` escapes replaced; None for another escape."""
    out, i = [], 0
    while i < len(raw):
        if raw[i] != "\\":
            out.append(raw[i])
            i += 1
            continue
        if not raw.startswith("\\u", i):
            return None
        if raw.startswith("{", i + 2):
            end = raw.find("}", i)
            digits = raw[i + 3 : end] if end != -1 else ""
            if not digits or not all(d in _HEX for d in digits) or int(digits, 16) > 0x10FFFF:
                return None
            out.append(chr(int(digits, 16)))
            i = end + 1
            continue
        digits = raw[i + 2 : i + 6]
        if len(digits) != 4 or not all(d in _HEX for d in digits):
            return None
        out.append(chr(int(digits, 16)))
        i += 6
    return "".join(out)


def _is_identifier(name: str) -> bool:
    """An ECMAScript IdentifierName (ID_Start, $ or _ first; then ID_Continue, $, ZWNJ, ZWJ)."""
    if not name:
        return False
    probe = "".join("_" if ch == "$" else "a" if ch in ("\u200c", "\u200d") else ch for ch in name)
    return (probe[0] not in "\u200c\u200d" and name[0] not in "\u200c\u200d") and probe.isidentifier()


def _size_of(node: Node) -> int:
    """Instructions ``_compile`` emits for a node, by the rule of docs/reliability-and-security.md
    "Linear-time patterns" (the TypeScript kit's programSize): an atom or an assertion 1, an empty
    alternative 0, a concatenation the sum, an alternation of k branches the sum + 2(k - 1),
    ``{min,}`` (min + 1)·s + 2, ``{min,max}`` max·s + (max - min); saturated just past
    MAX_PROGRAM_SIZE so huge repeats are never expanded. The program adds one MATCH."""

    def cap(n: float) -> int:
        return int(min(n, MAX_PROGRAM_SIZE + 1))

    kind = node[0]
    if kind in ("set", "assert"):
        return 1
    if kind == "empty":
        return 0
    if kind == "cat":
        total = 0
        for item in node[1]:
            total = cap(total + _size_of(item))
        return total
    if kind == "alt":
        total = 0
        for item in node[1]:
            total = cap(total + _size_of(item))
        return cap(total + 2 * (len(node[1]) - 1))
    _, inner_node, low, high = node
    inner = _size_of(inner_node)
    if high == _INFINITY:
        return cap((low + 1) * inner + 2)
    return cap(high * inner + (high - low))


_SET, _SPLIT, _JMP, _ASSERT, _MATCH = range(5)


@dataclass
class _Program:
    op: list[int] = field(default_factory=list)
    x: list[int] = field(default_factory=list)
    y: list[int] = field(default_factory=list)
    sets: list[CodePointTest] = field(default_factory=list)
    asserts: list[str] = field(default_factory=list)

    def emit(self, op: int, x: int = 0, y: int = 0) -> int:
        self.op.append(op)
        self.x.append(x)
        self.y.append(y)
        return len(self.op) - 1


def _compile(node: Node, prog: _Program) -> None:
    kind = node[0]
    if kind == "set":
        prog.sets.append(node[1])
        prog.emit(_SET, len(prog.sets) - 1)
    elif kind == "assert":
        prog.asserts.append(node[1])
        prog.emit(_ASSERT, len(prog.asserts) - 1)
    elif kind == "cat":
        for item in node[1]:
            _compile(item, prog)
    elif kind == "alt":
        jumps = []
        items = node[1]
        for k, item in enumerate(items):
            if k == len(items) - 1:
                _compile(item, prog)
                break
            split = prog.emit(_SPLIT)
            prog.x[split] = split + 1
            _compile(item, prog)
            jumps.append(prog.emit(_JMP))
            prog.y[split] = len(prog.op)
        for j in jumps:
            prog.x[j] = len(prog.op)
    elif kind == "rep":
        _, inner, low, high = node
        for _k in range(low):
            _compile(inner, prog)
        if high == _INFINITY:
            split = prog.emit(_SPLIT)
            prog.x[split] = split + 1
            _compile(inner, prog)
            prog.emit(_JMP, split)
            prog.y[split] = len(prog.op)
            return
        splits = []
        for _k in range(low, int(high)):
            split = prog.emit(_SPLIT)
            prog.x[split] = split + 1
            splits.append(split)
            _compile(inner, prog)
        for split in splits:
            prog.y[split] = len(prog.op)


_ASSERT_CODES = {"^": 0, "$": 1, "b": 2, "B": 3}


class LinearPattern:
    """A compiled pattern: ``test`` never raises and runs in linear time (``size`` instructions per code point at most)."""

    def __init__(self, source: str, prog: _Program) -> None:
        self.source = source
        self.size = len(prog.op)
        self._op = prog.op
        self._x = prog.x
        self._y = prog.y
        self._set_at = [prog.sets[prog.x[pc]] if o == _SET else None for pc, o in enumerate(prog.op)]
        self._assert_at = [_ASSERT_CODES[prog.asserts[prog.x[pc]]] if o == _ASSERT else -1 for pc, o in enumerate(prog.op)]

    def test(self, text: str) -> bool:
        """Whether ``text`` contains a match (unanchored, like RegExp.prototype.test with the u flag)."""
        return self.run(text)[0]

    def run(self, text: str) -> tuple[bool, int]:
        """``test``, and the number of NFA steps it took."""
        op, x, y, set_at, assert_at = self._op, self._x, self._y, self._set_at, self._assert_at
        cps = [ord(ch) for ch in text]
        length = len(cps)
        mark = [-1] * len(op)
        steps = 0

        def add(states: list[int], pc0: int, pos: int) -> bool:
            """Adds the closure of pc0 at pos to ``states``; True when it reaches MATCH."""
            nonlocal steps
            stack = [pc0]
            while stack:
                pc = stack.pop()
                if mark[pc] == pos:
                    continue
                mark[pc] = pos
                steps += 1
                o = op[pc]
                if o == _SET:
                    states.append(pc)
                elif o == _JMP:
                    stack.append(x[pc])
                elif o == _SPLIT:
                    stack.append(y[pc])
                    stack.append(x[pc])
                elif o == _ASSERT:
                    kind = assert_at[pc]
                    if kind == 0:
                        holds = pos == 0
                    elif kind == 1:
                        holds = pos == length
                    else:
                        before = pos > 0 and _is_word(cps[pos - 1])
                        after = pos < length and _is_word(cps[pos])
                        holds = (before != after) if kind == 2 else (before == after)
                    if holds:
                        stack.append(pc + 1)
                else:
                    return True
            return False

        current: list[int] = []
        for pos in range(length + 1):
            if add(current, 0, pos):  # a match may start at every position
                return True, steps
            if pos == length:
                break
            cp = cps[pos]
            following: list[int] = []
            for pc in current:
                steps += 1
                test = set_at[pc]
                if test is not None and test(cp) and add(following, pc + 1, pos + 1):
                    return True, steps
            current = following
        return False, steps


_FIX = 'rewrite it without lookahead, lookbehind, backreferences or inline modifiers, with repeat counts up to 1000 (README "Reliability and security")'
_cache: dict[str, Union[LinearPattern, PatternRefusal]] = {}


def compile_pattern(source: str) -> LinearPattern | PatternRefusal:
    """Compiles a field's ``pattern`` for linear-time matching.

    Returns a LinearPattern, or a PatternRefusal: ``syntax`` with V8's message (``Invalid regular expression:
    /(/u: Unterminated group``) when it is no ECMAScript u-flag expression, ``unsupported`` naming the
    construct when it needs backtracking or is too large. Never raises; results are cached per source (256).
    """
    hit = _cache.get(source)
    if hit is not None:
        return hit
    result = _compile_uncached(source)
    if len(_cache) >= 256:
        del _cache[next(iter(_cache))]
    _cache[source] = result
    return result


def _compile_uncached(source: str) -> LinearPattern | PatternRefusal:
    parser = _Parser(source)
    try:
        node = parser.parse()
    except _SyntaxFault as fault:
        return PatternRefusal("syntax", f"Invalid regular expression: /{source}/u: {fault}", "fix the expression (ECMAScript syntax with the u flag) or remove it")
    except RecursionError:
        return PatternRefusal("unsupported", "the pattern could not be compiled for linear-time matching (Maximum call stack size exceeded)", _FIX)
    if parser.unsupported is not None:
        return PatternRefusal("unsupported", f"the pattern uses {parser.unsupported}, which linear-time matching does not run", _FIX)
    try:
        if _size_of(node) + 1 > MAX_PROGRAM_SIZE:
            return PatternRefusal("unsupported", f"the pattern compiles to more than {MAX_PROGRAM_SIZE} instructions", "use smaller repeat counts or a shorter expression (x-nuwax.constants.patternMaxProgramSize)")
        prog = _Program()
        _compile(node, prog)
        prog.emit(_MATCH)
    except RecursionError:
        return PatternRefusal("unsupported", "the pattern could not be compiled for linear-time matching (Maximum call stack size exceeded)", _FIX)
    return LinearPattern(source, prog)


def is_pattern_refusal(result: LinearPattern | PatternRefusal) -> bool:
    """Whether compile_pattern's result is a refusal."""
    return isinstance(result, PatternRefusal)
