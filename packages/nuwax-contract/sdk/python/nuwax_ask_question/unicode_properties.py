"""Unicode property escapes of a field's pattern (``\\p{…}``, ``\\P{…}``) as code-point tests.

Every name ECMAScript accepts — General_Category values (bare, ``gc=`` or ``General_Category=``), binary
properties, ``Script=`` / ``sc=`` and ``Script_Extensions=`` / ``scx=`` values, long and short names — is
decided from ``_unicode_tables.py``: code-point ranges written from Node's own RegExp engine, so a pattern
means here what it means in the TypeScript kit (its Unicode version is ``UNICODE_VERSION``). Lookups are a
binary search over a table's ranges, decoded on first use.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from ._unicode_tables import BINARY, GENERAL_CATEGORY, SCRIPT, SCRIPT_EXTENSIONS, TABLES, UNICODE_VERSION

__all__ = ["UNICODE_VERSION", "property_predicate"]

_decoded: dict[int, tuple[list[int], list[int]]] = {}


def _ranges(table: int) -> tuple[list[int], list[int]]:
    """A table's ranges as ascending first and last code points."""
    hit = _decoded.get(table)
    if hit is not None:
        return hit
    firsts: list[int] = []
    lasts: list[int] = []
    previous = -1
    for pair in TABLES[table].split(",") if TABLES[table] else []:
        gap, length = pair.split(".")
        first = previous + 1 + int(gap, 36)
        previous = first + int(length, 36) - 1
        firsts.append(first)
        lasts.append(previous)
    _decoded[table] = (firsts, lasts)
    return firsts, lasts


def _test(table: int) -> Callable[[int], bool]:
    def contains(cp: int) -> bool:
        firsts, lasts = _ranges(table)
        k = bisect_right(firsts, cp) - 1
        return k >= 0 and cp <= lasts[k]

    return contains


def property_predicate(name: str) -> Callable[[int], bool] | None:
    """The test of ``\\p{name}`` (a function of a code point), or None when ECMAScript has no such property."""
    key, sep, value = name.partition("=")
    if sep:
        names = {"General_Category": GENERAL_CATEGORY, "gc": GENERAL_CATEGORY, "Script": SCRIPT, "sc": SCRIPT, "Script_Extensions": SCRIPT_EXTENSIONS, "scx": SCRIPT_EXTENSIONS}.get(key)
        table = names.get(value) if names is not None else None
    else:
        table = GENERAL_CATEGORY.get(name, BINARY.get(name))
    return None if table is None else _test(table)
