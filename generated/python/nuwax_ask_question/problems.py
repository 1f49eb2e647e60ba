# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/problems.py: edit it there.
"""Problem lists: JSON Schema errors turned into problems (path, message, fix), their order and the report cap.

A problem is a dict shaped as ``#/$defs/ValidationProblem``: ``path`` (``ui.fields[2].options``), ``message``,
``fix``, and ``subject`` (the field name or step id it is about) and ``code`` when known. The texts are the
TypeScript kit's (runtime/contract/problems.ts) word for word, so every SDK reports the same problems; the
limits are x-nuwax.constants (quoteMaxCodePoints, subjectMaxCodePoints, maxProblems).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from . import _js
from ._contract import CONSTANTS

#: Most code points of a value, property name or suggestion a message quotes (x-nuwax.constants.quoteMaxCodePoints).
QUOTE_MAX_CODE_POINTS: int = CONSTANTS["quoteMaxCodePoints"]
#: Most code points of a problem's subject and of each key of its path (x-nuwax.constants.subjectMaxCodePoints).
SUBJECT_MAX_CODE_POINTS: int = CONSTANTS["subjectMaxCodePoints"]
#: Most problems one report lists; the rest are counted in one last problem (x-nuwax.constants.maxProblems).
MAX_PROBLEMS: int = CONSTANTS["maxProblems"]
#: Longest value or candidate (UTF-16 code units) "did you mean" compares.
SUGGEST_MAX_LENGTH = 256
#: How many candidates "did you mean" looks at, at most.
SUGGEST_MAX_CANDIDATES = 1000
_SUGGEST_MAX_DISTANCE = 2
#: Number.MAX_SAFE_INTEGER: the rank of a key an object does not have (sorted after the present ones).
_ABSENT = 2**53 - 1

_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
_INDEX = re.compile(r"^(0|[1-9][0-9]*)$")
_OMITTED = re.compile(r"^(\d+) more problems? (?:is|are) not listed$")
_PATH_PART = re.compile(r'\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([^.\[\]]+)')

Path = Sequence["str | int"]


def problem(path: Path, message: str, fix: str, subject: Any = None, code: str | None = None) -> dict[str, Any]:
    """One problem dict; the path's keys and the subject are cut at SUBJECT_MAX_CODE_POINTS."""
    out: dict[str, Any] = {"path": format_path(path), "message": message, "fix": fix}
    if isinstance(subject, str) and subject:
        out["subject"] = clip(subject, SUBJECT_MAX_CODE_POINTS)
    if code:
        out["code"] = code
    return out


def format_path(segments: Path) -> str:
    """A JSON path from segments: ``["ui", "fields", 0]`` → ``ui.fields[0]``; odd keys as ``["a b"]``, long keys cut."""
    out = ""
    for segment in segments:
        if isinstance(segment, int):
            out += f"[{segment}]"
            continue
        key = clip(segment, SUBJECT_MAX_CODE_POINTS)
        if key == segment and _IDENTIFIER.match(segment):
            out += f".{segment}" if out else segment
        else:
            out += f"[{_js.stringify(key)}]"
    return out


def parse_path(path: str) -> list[str | int]:
    """Splits a path made by format_path back into segments: ``ui.fields[2]["a b"]`` → ``["ui", "fields", 2, "a b"]``."""
    segments: list[str | int] = []
    for m in _PATH_PART.finditer(path):
        if m.group(1) is not None:
            segments.append(int(m.group(1)))
        elif m.group(2) is not None:
            segments.append(json.loads(m.group(2)))
        elif m.group(3) is not None:
            segments.append(m.group(3))
    return segments


def pointer_segments(pointer: str) -> list[str | int]:
    """A JSON Pointer (``/ui/fields/0``) as segments; canonical array indices become ints."""
    if not pointer:
        return []
    parts = [raw.replace("~1", "/").replace("~0", "~") for raw in pointer.split("/")[1:]]
    return [int(p) if _INDEX.match(p) else p for p in parts]


def own_value(node: Any, key: str | int) -> Any:
    """``node[key]`` when ``node`` (a dict or list) has it, else None."""
    if isinstance(node, dict):
        return node.get(str(key)) if str(key) in node else None
    if isinstance(node, list) and isinstance(key, int):
        return node[key] if 0 <= key < len(node) else None
    return None


def subject_at(data: Any, segments: Path) -> str | None:
    """The name (or id) of the deepest array element on ``segments`` inside ``data``, if any."""
    node = data
    subject = None
    for segment in segments:
        if not isinstance(node, (dict, list)):
            break
        node = own_value(node, segment)
        if isinstance(segment, int) and isinstance(node, dict):
            name, ident = node.get("name"), node.get("id")
            if isinstance(name, str) and name:
                subject = name
            elif isinstance(ident, str) and ident:
                subject = ident
    return subject


def _cut(text: str, limit: int) -> tuple[str, int] | None:
    return None if len(text) <= limit else (text[:limit], len(text))


def clip(text: Any, limit: int = QUOTE_MAX_CODE_POINTS) -> str:
    """``text`` cut to ``limit`` code points: ``aaaa… (200000 code points)``; shorter text unchanged."""
    text = text if isinstance(text, str) else _js.to_text(text)
    c = _cut(text, limit)
    return f"{c[0]}… ({c[1]} code points)" if c else text


def quote(value: Any, limit: int = QUOTE_MAX_CODE_POINTS) -> str:
    """``value`` as JSON for a message, cut to ``limit`` code points: ``"aaaa…" (200000 code points)``. Never raises."""
    if isinstance(value, str):
        c = _cut(value, limit)
        return f"{_js.stringify(c[0] + '…')} ({c[1]} code points)" if c else _js.stringify(value)
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        return _js.number_text(value)
    try:
        text = _js.stringify(value)
    except RecursionError:
        return "(unprintable)"
    c = _cut(text, limit)
    return f"{c[0]}… ({c[1]} code points of JSON)" if c else text


def _units(text: str) -> Sequence[int] | str:
    """The UTF-16 code units of ``text`` (JavaScript's string indexing); the str itself when it has no astral code point."""
    if text.isascii() or all(ord(ch) <= 0xFFFF for ch in text):
        return text
    data = text.encode("utf-16-le", "surrogatepass")
    return [data[i] | (data[i + 1] << 8) for i in range(0, len(data), 2)]


def closest(value: str, candidates: Iterable[Any]) -> str | None:
    """The closest candidate to ``value`` (edit distance ≤ 2 in UTF-16 code units, or a case-insensitive match), if any.

    Bounded work: values and candidates over SUGGEST_MAX_LENGTH code units are never compared, and only the
    first SUGGEST_MAX_CANDIDATES candidates are looked at.
    """
    text = value if isinstance(value, str) else _js.to_text(value)
    a = _units(text)
    if len(a) > SUGGEST_MAX_LENGTH:
        return None
    lower = text.lower()
    best: str | None = None
    best_distance = float("inf")
    for looked, candidate in enumerate(candidates, start=1):
        if looked > SUGGEST_MAX_CANDIDATES:
            break
        if not isinstance(candidate, str):
            continue
        b = _units(candidate)
        if len(b) > SUGGEST_MAX_LENGTH:
            continue
        if candidate.lower() == lower:
            return candidate
        if abs(len(b) - len(a)) > _SUGGEST_MAX_DISTANCE:
            continue
        d = _bounded_distance(a, b, _SUGGEST_MAX_DISTANCE)
        if d < best_distance:
            best, best_distance = candidate, d
    if best is not None and best_distance <= _SUGGEST_MAX_DISTANCE and best_distance * 2 < min(len(a), len(_units(best))):
        return best
    return None


def _bounded_distance(a: Sequence[Any], b: Sequence[Any], k: int) -> int:
    """Edit distance of ``a`` and ``b`` when it is ≤ k, else k + 1 (only the band |i − j| ≤ k is computed)."""
    over = k + 1
    lb = len(b)
    prev = [j if j <= k else over for j in range(lb + 1)]
    cur = [over] * (lb + 1)
    for i in range(1, len(a) + 1):
        lo = i - k if i > k else 0
        hi = i + k if i + k < lb else lb
        row_min = over
        ai = a[i - 1]
        for j in range(lo, hi + 1):
            if j == 0:
                v = i if i < over else over
            else:
                v = prev[j - 1] + (0 if ai == b[j - 1] else 1)
                if j <= i - 1 + k and prev[j] + 1 < v:
                    v = prev[j] + 1
                if j > lo and cur[j - 1] + 1 < v:
                    v = cur[j - 1] + 1
                if v > over:
                    v = over
            cur[j] = v
            if v < row_min:
                row_min = v
        if row_min >= over:
            return over
        prev, cur = cur, prev
    return min(prev[lb], over) if lb <= len(a) + k else over


def _describe(schema: Any) -> str:
    description = schema.get("description") if isinstance(schema, dict) else None
    return description if isinstance(description, str) else ""


def _list(values: Sequence[Any]) -> str:
    return ", ".join(quote(v) for v in values)


def _type_word(type_name: Any, schema: Any) -> str:
    if type_name == "object" and isinstance(schema, dict) and isinstance(schema.get("required"), list) and schema["required"]:
        return f"an object with {', '.join(schema['required'])}"
    words = {"object": "an object", "array": "an array", "string": "a string", "integer": "a whole number", "number": "a number", "boolean": "true or false", "null": "null"}
    return words.get(type_name, _js.to_text(type_name)) if isinstance(type_name, str) else _js.to_text(type_name)


def _describe_error(error: dict[str, Any]) -> tuple[list[str | int], str, str]:
    """What one schema error says: path segments past its instancePath, its message and its fix."""
    params = error.get("params") or {}
    schema = error.get("parentSchema")
    keyword = error["keyword"]
    data = error.get("data")
    if keyword == "required":
        prop = str(params.get("missingProperty"))
        properties = schema.get("properties") if isinstance(schema, dict) else None
        about = _describe(own_value(properties, prop))
        return [prop], "is required", f"add {quote(prop)}{f' ({about})' if about else ''}"
    if keyword == "additionalProperties":
        prop = str(params.get("additionalProperty"))
        allowed = list((schema or {}).get("properties") or {})
        renames = ((schema or {}).get("x-nuwax") or {}).get("propertyRenames")
        renamed = renames.get(prop) if isinstance(renames, dict) else None
        if isinstance(renamed, str):
            return [prop], f"unknown property {quote(prop)}", f"use {quote(renamed)} instead: this shape's name for {clip(prop)}"
        guess = closest(prop, allowed)
        return [prop], f"unknown property {quote(prop)}", f"rename it to {quote(guess)}" if guess else f"remove it; allowed properties: {', '.join(allowed)}"
    if keyword == "enum":
        allowed = params.get("allowedValues") or []
        guess = closest(data, [v for v in allowed if isinstance(v, str)]) if isinstance(data, str) else None
        return [], f"{quote(data)} is not allowed", f"use {quote(guess)}; allowed: {_list(allowed)}" if guess else f"use one of {_list(allowed)}"
    if keyword == "const":
        about = _describe(schema)
        wanted = _js.stringify(params.get("allowedValue"))
        return [], f"must be {wanted}, got {quote(data)}", f"set it to {wanted}{f' ({about})' if about else ''}"
    if keyword == "type":
        word = _type_word(params.get("type"), schema)
        return [], f"must be {word}, got {quote(data)}", f"use {word}"
    limit = params.get("limit")
    limit_text = _js.number_text(limit) if _js.is_number(limit) else _js.to_text(limit)
    if keyword == "minLength":
        if limit == 1:
            about = _describe(schema)
            return [], "must not be empty", f"give it a value{f' ({about})' if about else ''}"
        return [], f"must have at least {limit_text} characters", f"lengthen it to {limit_text} characters or more"
    if keyword == "maxLength":
        return [], f"must have at most {limit_text} characters", f"shorten it to {limit_text} characters or fewer"
    if keyword == "minItems":
        s = "" if limit == 1 else "s"
        about = _describe(schema)
        return [], f"must have at least {limit_text} item{s}", f"add item{s}{f' ({about})' if about else ''}"
    if keyword == "maxItems":
        return [], f"must have at most {limit_text} items", "remove items"
    if keyword in ("minimum", "maximum") and isinstance(schema, dict) and _js.is_number(schema.get("minimum")) and _js.is_number(schema.get("maximum")):
        kind = "a whole number" if schema.get("type") == "integer" else "a number"
        low, high = _js.number_text(schema["minimum"]), _js.number_text(schema["maximum"])
        default = f" (or omit it for the default {_js.stringify(schema['default'])})" if "default" in schema else ""
        return [], f"must be {kind} from {low} to {high}, got {quote(data)}", f"use {kind} from {low} to {high}{default}"
    if keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        op = {"minimum": "≥", "maximum": "≤", "exclusiveMinimum": ">", "exclusiveMaximum": "<"}[keyword]
        return [], f"must be {op} {limit_text}, got {quote(data)}", f"use a number {op} {limit_text}"
    if keyword == "format":
        return [], f"must be a valid {params.get('format')}, got {quote(data)}", f"use a valid {params.get('format')}"
    if keyword == "pattern":
        about = _describe(schema)
        return [], f"must match {params.get('pattern')}", f"change it to match {params.get('pattern')}{f' ({about})' if about else ''}"
    if keyword == "not":
        reserved = (schema or {}).get("not", {}).get("enum") if isinstance((schema or {}).get("not"), dict) else None
        if isinstance(reserved, list):
            return [], f"{quote(data)} is reserved", f"choose another value (not {_list(reserved)})"
        return [], "is not allowed here", f"see the contract: {error.get('schemaPath')}"
    return [], error.get("message") or keyword, f"see the contract: {error.get('schemaPath')}"


def _omitted_count(p: dict[str, Any]) -> int | None:
    m = _OMITTED.match(p["message"]) if p.get("path") == "" and "subject" not in p else None
    return int(m.group(1)) if m else None


def _omitted_summary(omitted: int, limit: int) -> dict[str, Any]:
    return {
        "path": "",
        "message": f"{omitted} more problem{' is' if omitted == 1 else 's are'} not listed",
        "fix": f"fix the problems listed first and try again: a report lists at most {limit} problems (x-nuwax.constants.maxProblems)",
    }


def to_problems(errors: Sequence[dict[str, Any]] | None, data: Any) -> list[dict[str, Any]]:
    """Schema errors (schema.py) as problems: deduplicated, sorted as the input is written, at most MAX_PROBLEMS."""
    out: list[dict[str, Any]] = []
    seen: set[tuple[Any, ...]] = set()
    # A refinement (allOf) checks the same data again, so one error can come twice: the listed ones' keys
    # are kept too, so a repeat of a listed error is not counted as one more.
    uncounted: set[tuple[str, str, str]] = set()
    listed: set[tuple[str, str, str]] = set()
    more = 0
    for error in errors or []:
        params = error.get("params") or {}
        count_key = (error["instancePath"], error["keyword"], str(params.get("additionalProperty", params.get("missingProperty", ""))))
        if len(out) >= MAX_PROBLEMS:
            if count_key not in uncounted and count_key not in listed:
                uncounted.add(count_key)
                more += 1
            continue
        listed.add(count_key)
        extra, message, fix = _describe_error(error)
        base = pointer_segments(error["instancePath"])
        segments = [*base, *extra]
        key2 = (tuple((type(s) is int, s) for s in segments), error["keyword"], message)
        if key2 in seen:
            continue
        seen.add(key2)
        subject = subject_at(data, base)
        p: dict[str, Any] = {"path": format_path(segments), "message": message, "fix": fix}
        if subject:
            p["subject"] = clip(subject, SUBJECT_MAX_CODE_POINTS)
        out.append(p)
    if more > 0:
        out.append(_omitted_summary(more, MAX_PROBLEMS))
    return sort_problems(out, data)


def merge_problems(first: Sequence[dict[str, Any]], rest: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """``first``, then the problems of ``rest`` at paths ``first`` does not name (rule problems carry the better fix)."""
    taken = {p["path"] for p in first if _omitted_count(p) is None}
    return [*first, *(p for p in rest if p["path"] not in taken)]


def limit_problems(problems: Sequence[dict[str, Any]], limit: int = MAX_PROBLEMS) -> list[dict[str, Any]]:
    """At most ``limit`` problems in the given order; the rest counted in one last problem (``1234 more problems are not listed``)."""
    omitted = 0
    kept: list[dict[str, Any]] = []
    for p in problems:
        n = _omitted_count(p)
        if n is not None:
            omitted += n
        elif len(kept) < limit:
            kept.append(p)
        else:
            omitted += 1
    if omitted:
        kept.append(_omitted_summary(omitted, limit))
    return kept


def sort_problems(problems: Sequence[dict[str, Any]], data: Any) -> list[dict[str, Any]]:
    """Problems ordered as ``data`` is written (array items by index, keys by position in JavaScript's key order), stable; capped."""
    positions: dict[int, dict[str, int]] = {}

    def position_of(node: dict[str, Any], key: str) -> int:
        table = positions.get(id(node))
        if table is None:
            table = positions[id(node)] = {k: i for i, k in enumerate(_js.keys_in_js_order(node))}
        return table[key]

    keyed = []
    for index, p in enumerate(problems):
        rank: list[int] = []
        node = data
        for segment in parse_path(p["path"]):
            if isinstance(segment, int):
                rank.append(segment)
            else:
                rank.append(position_of(node, segment) if isinstance(node, dict) and segment in node else _ABSENT)
            node = own_value(node, segment)
        keyed.append((p, index, rank, _omitted_count(p) is not None))

    def compare(a: tuple[Any, ...], b: tuple[Any, ...]) -> int:
        if a[3] != b[3]:
            return 1 if a[3] else -1
        for x, y in zip(a[2], b[2]):
            if x != y:
                return x - y
        return (len(a[2]) - len(b[2])) or (a[1] - b[1])

    keyed.sort(key=functools.cmp_to_key(compare))
    return limit_problems([k[0] for k in keyed])


def format_problem(p: dict[str, Any]) -> str:
    """One problem as a line: ``ui.fields[2].options (field "plan"): widget "radio" needs options — fix: …``."""
    where = p["path"] or "(root)"
    path = p["path"]
    kind = "step " if re.match(r"^(ui\.)?steps\[", path) else "field " if re.match(r"^((ui\.)?fields\[|formData\b)", path) else ""
    subject = ""
    if p.get("subject"):
        subject = f" ({kind}{quote(p['subject'])})" if kind else f" ({clip(p['subject'])})"
    return f"{where}{subject}: {p['message']} — fix: {p['fix']}"


def format_problems(problems: Sequence[dict[str, Any]]) -> str:
    """Every problem, one line each (format_problem)."""
    return "\n".join(format_problem(p) for p in problems)


class McpAskValidationError(ValueError):
    """Raised when an input cannot become a renderable rawInput; ``problems`` lists every problem at once."""

    def __init__(self, problems: list[dict[str, Any]], what: str = "input") -> None:
        n = len(problems)
        super().__init__(f"{what} is invalid ({n} problem{'' if n == 1 else 's'}):\n{format_problems(problems)}")
        self.problems = problems
