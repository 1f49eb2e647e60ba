"""The JSON Schema check of a rawInput against the contract's $defs (``SCHEMA_DEFS``, generated from contract/schema.json).

A small JSON Schema 2020-12 validator for the keywords the contract's input shapes use — ``$ref`` (to
``#/$defs/…``), ``allOf``, ``type``, ``const``, ``enum``, ``not``, ``properties``, ``required``,
``additionalProperties: false``, ``items``, ``minItems``/``maxItems``, ``minLength``/``maxLength`` (code
points), ``pattern`` (the linear-time engine, ECMAScript ``u`` syntax), ``format: "uri"`` (ajv-formats'
RFC 3986 check), ``minimum``/``maximum``/``exclusiveMinimum``/``exclusiveMaximum``. It reports every error,
in the order the TypeScript kit's validators (Ajv, allErrors) report them, as dicts with ``instancePath``,
``keyword``, ``params``, ``parentSchema`` and ``data``: problems.to_problems turns them into problems.
A keyword it does not know raises ValueError, so a contract edit cannot be skipped silently.
"""

from __future__ import annotations

import re
from typing import Any

from . import _js
from ._contract import SCHEMA_DEFS
from .pattern import compile_pattern, is_pattern_refusal

#: ajv-formats' "uri" (full mode): RFC 3986 with a scheme; a string must also contain "/" or ":".
_URI = re.compile(
    r"^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?\Z",
    re.IGNORECASE | re.ASCII,
)
_NOT_URI_FRAGMENT = re.compile(r"/|:")

#: Keywords that carry no check (annotations), and the ones this validator runs.
_ANNOTATIONS = frozenset({"description", "default", "x-nuwax"})
_CHECKED = frozenset(
    {"$ref", "allOf", "type", "const", "enum", "not", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
     "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"}
)
#: The keywords of each of Ajv's type groups.
_GROUP_KEYWORDS = {
    "number": frozenset({"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"}),
    "string": frozenset({"maxLength", "minLength", "pattern", "format"}),
    "array": frozenset({"maxItems", "minItems", "items"}),
    "object": frozenset({"required", "additionalProperties", "properties"}),
}
_FORMATS = {"uri": lambda s: bool(_NOT_URI_FRAGMENT.search(s)) and bool(_URI.match(s))}


def _is_type(value: Any, type_name: str) -> bool:
    if type_name == "object":
        return isinstance(value, dict)
    if type_name == "array":
        return isinstance(value, list)
    if type_name == "string":
        return isinstance(value, str)
    if type_name == "boolean":
        return isinstance(value, bool)
    if type_name == "null":
        return value is None
    if type_name == "integer":
        return _js.is_integer(value)
    if type_name == "number":
        return _js.is_number(value)
    raise ValueError(f"schema type {type_name!r} is not one the schema check knows")


def json_equal(a: Any, b: Any) -> bool:
    """Deep equality of JSON values as JavaScript compares them (true is not 1; 1 equals 1.0; key order ignored)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if _js.is_number(a) and _js.is_number(b):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def _pointer(path: str, key: str | int) -> str:
    return f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"


def _check(schema: dict[str, Any], data: Any, path: str, errors: list[dict[str, Any]] | None) -> bool:
    """Checks ``data`` at ``path`` against ``schema``, appending errors (when a list is given) in Ajv's order; True when valid."""
    unknown = set(schema) - _CHECKED - _ANNOTATIONS
    if unknown:
        raise ValueError(f"schema keyword(s) {sorted(unknown)} are not ones the schema check knows")
    valid = True

    def fail(keyword: str, params: dict[str, Any], value: Any = data, at: str = path) -> None:
        nonlocal valid
        valid = False
        if errors is not None:
            errors.append({"instancePath": at, "keyword": keyword, "params": params, "parentSchema": schema, "data": value})

    declared = schema.get("type")
    wrong_type = isinstance(declared, str) and not _is_type(data, declared)
    # Ajv reports a wrong type first, unless the schema has keywords of that type: then after the others.
    deferred = wrong_type and bool(_GROUP_KEYWORDS.get(declared, frozenset()) & schema.keys())
    if wrong_type and not deferred:
        fail("type", {"type": declared})
    # Keywords for any type: $ref, const, enum, not, allOf (Ajv's order).
    if "$ref" in schema:
        ref = schema["$ref"]
        if not isinstance(ref, str) or not ref.startswith("#/$defs/") or ref[8:] not in SCHEMA_DEFS:
            raise ValueError(f"$ref {ref!r} is not a $defs entry of the schema check")
        valid = _check(SCHEMA_DEFS[ref[8:]], data, path, errors) and valid
    if "const" in schema and not json_equal(data, schema["const"]):
        fail("const", {"allowedValue": schema["const"]})
    if "enum" in schema and not any(json_equal(data, v) for v in schema["enum"]):
        fail("enum", {"allowedValues": schema["enum"]})
    if "not" in schema and _check(schema["not"], data, path, None):
        fail("not", {})
    for sub in schema.get("allOf", []):
        valid = _check(sub, data, path, errors) and valid
    if _js.is_number(data):
        for keyword, holds in (("maximum", lambda n, x: n <= x), ("minimum", lambda n, x: n >= x), ("exclusiveMaximum", lambda n, x: n < x), ("exclusiveMinimum", lambda n, x: n > x)):
            if keyword in schema and not holds(data, schema[keyword]):
                fail(keyword, {"comparison": {"maximum": "<=", "minimum": ">=", "exclusiveMaximum": "<", "exclusiveMinimum": ">"}[keyword], "limit": schema[keyword]})
    elif isinstance(data, str):
        if "maxLength" in schema and len(data) > schema["maxLength"]:
            fail("maxLength", {"limit": schema["maxLength"]})
        if "minLength" in schema and len(data) < schema["minLength"]:
            fail("minLength", {"limit": schema["minLength"]})
        if "pattern" in schema:
            compiled = compile_pattern(schema["pattern"])
            if is_pattern_refusal(compiled):
                raise ValueError(f"the contract's pattern {schema['pattern']!r} is refused: {compiled.reason}")
            if not compiled.test(data):
                fail("pattern", {"pattern": schema["pattern"]})
        if "format" in schema:
            check = _FORMATS.get(schema["format"])
            if check is None:
                raise ValueError(f"format {schema['format']!r} is not one the schema check knows")
            if not check(data):
                fail("format", {"format": schema["format"]})
    elif isinstance(data, list):
        if "maxItems" in schema and len(data) > schema["maxItems"]:
            fail("maxItems", {"limit": schema["maxItems"]})
        if "minItems" in schema and len(data) < schema["minItems"]:
            fail("minItems", {"limit": schema["minItems"]})
        if isinstance(schema.get("items"), dict):
            for i, item in enumerate(data):
                valid = _check(schema["items"], item, _pointer(path, i), errors) and valid
    elif isinstance(data, dict):
        for prop in schema.get("required", []):
            if prop not in data:
                fail("required", {"missingProperty": prop})
        properties = schema.get("properties", {})
        if schema.get("additionalProperties") is False:
            for key in _js.keys_in_js_order(data):
                if key not in properties:
                    fail("additionalProperties", {"additionalProperty": key})
        for prop, sub in properties.items():
            if prop in data:
                valid = _check(sub, data[prop], _pointer(path, prop), errors) and valid
    if deferred:
        fail("type", {"type": declared})
    return valid


def schema_errors(def_name: str, data: Any) -> list[dict[str, Any]]:
    """Every JSON Schema error of ``data`` against ``#/$defs/<def_name>`` (one of SCHEMA_DEFS), in Ajv's order; [] when valid.

    Raises KeyError for a def the schema check does not hold.
    """
    errors: list[dict[str, Any]] = []
    _check(SCHEMA_DEFS[def_name], data, "", errors)
    return errors
