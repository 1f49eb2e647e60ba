"""JavaScript's value semantics where the answer message depends on them.

The nuwax clients build the answer message in JavaScript, so the text of a value follows
JavaScript's rules (``String(value)``, truthiness, ``trimStart``, the order of an object's keys).
These helpers give the same text for the same JSON, so the Python SDK writes byte for byte what
the web DockPanel writes (conformance/README.md).
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Any

#: The characters String.prototype.trimStart removes (ECMAScript WhiteSpace and LineTerminator).
_JS_WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"

#: A canonical array index ("0", "7", "4294967294"): JavaScript lists these keys first, ascending.
_ARRAY_INDEX = re.compile(r"^(0|[1-9][0-9]*)$")


def is_number(value: object) -> bool:
    """True for an int or float (a JSON number); False for bool, which Python counts as int."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def number_text(value: int | float) -> str:
    """``String(n)`` for a JSON number: 4.0 → "4", 1e-7 → "1e-7", 1e21 → "1e+21", NaN → "NaN"; an int beyond 2**53 as the double JavaScript reads."""
    if isinstance(value, int):
        if abs(value) <= 2**53:
            return str(value)
        value = float(value)  # JavaScript holds every number as a double: 10**22 is 1e+22
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if value == 0:
        return "0"
    if value.is_integer() and abs(value) < 1e21:
        return str(int(value))
    text = repr(value)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    power = int(exponent)
    if -7 < power < 21:
        return format(Decimal(text), "f")
    return f"{mantissa}e{'+' if power > 0 else '-'}{abs(power)}"


def to_text(value: Any) -> str:
    """``String(value)`` for a JSON value: null → "null", true → "true", arrays joined with ","."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if is_number(value):
        return number_text(value)
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return ",".join("" if item is None else to_text(item) for item in value)
    if isinstance(value, dict):
        return "[object Object]"
    return str(value)


def truthy(value: Any) -> bool:
    """JavaScript truthiness: "", 0, NaN, null and false are falsy; [] and {} are truthy."""
    if value is None or value is False:
        return False
    if isinstance(value, str):
        return value != ""
    if is_number(value):
        return not (value == 0 or (isinstance(value, float) and math.isnan(value)))
    return True


def trim_start(text: str) -> str:
    """``String.prototype.trimStart``: strips JavaScript whitespace (which includes U+FEFF, unlike str.lstrip)."""
    return text.lstrip(_JS_WHITESPACE)


def keys_in_js_order(obj: dict[str, Any]) -> list[str]:
    """The keys of a parsed JSON object in the order ``Object.keys`` gives: array indices ascending, then the rest as written."""
    if not any(k[:1].isdigit() for k in obj):
        return list(obj)  # no key can be an array index: the order as written
    indices = sorted((k for k in obj if _ARRAY_INDEX.match(k) and int(k) < 2**32 - 1), key=int)
    index_set = set(indices)
    return indices + [k for k in obj if k not in index_set]


def same_value(a: Any, b: Any) -> bool:
    """``a === b`` for JSON values of the primitive kinds (no True == 1)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if is_number(a) and is_number(b):
        return a == b
    return type(a) is type(b) and isinstance(a, str) and a == b


def _string_literal(text: str) -> str:
    """``JSON.stringify`` of a string: ``"`` and ``\\`` escaped, controls as \\n … or \\u00XX, lone surrogates as \\udXXX."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif code < 0x20:
            out.append({"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(ch) or f"\\u{code:04x}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def stringify(value: Any) -> str:
    """``JSON.stringify(value)`` for a JSON value: compact, numbers as JavaScript writes them, keys in JavaScript's order.

    NaN and ±Infinity become ``null`` as in JavaScript. Raises RecursionError for a too-deep value.
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if is_number(value):
        return "null" if isinstance(value, float) and (math.isnan(value) or math.isinf(value)) else number_text(value)
    if isinstance(value, str):
        return _string_literal(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(stringify(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(f"{_string_literal(k)}:{stringify(value[k])}" for k in keys_in_js_order(value)) + "}"
    return "null"


def utf16_length(text: str) -> int:
    """``text.length`` in JavaScript: UTF-16 code units (a code point above U+FFFF counts two)."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def is_integer(value: Any) -> bool:
    """``Number.isInteger``: a finite JSON number with no fraction (4.0 is one, as in JavaScript)."""
    if isinstance(value, bool) or not is_number(value):
        return False
    return isinstance(value, int) or (math.isfinite(value) and value.is_integer())


def trim(text: str) -> str:
    """``String.prototype.trim``: strips JavaScript whitespace at both ends."""
    return text.strip(_JS_WHITESPACE)
