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
    if type(a) is str or type(b) is str:
        return type(a) is type(b) and a == b
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if _js.is_number(a) and _js.is_number(b):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


Path = Any  # () for the root, else (parent path, key): the JSON Pointer is only written for an error


def _pointer(path: Path) -> str:
    parts: list[str] = []
    while path:
        path, key = path
        parts.append(str(key).replace("~", "~0").replace("/", "~1"))
    return "".join(f"/{part}" for part in reversed(parts))


_COMPARE = {
    "maximum": ("<=", lambda n, x: n <= x),
    "minimum": (">=", lambda n, x: n >= x),
    "exclusiveMaximum": ("<", lambda n, x: n < x),
    "exclusiveMinimum": (">", lambda n, x: n > x),
}


class _Node:
    """One schema node, read once: what to check, in Ajv's order (type, $ref, const, enum, not, allOf, then by the data's type)."""

    def __init__(self, schema: dict[str, Any]) -> None:
        unknown = set(schema) - _CHECKED - _ANNOTATIONS
        if unknown:
            raise ValueError(f"schema keyword(s) {sorted(unknown)} are not ones the schema check knows")
        self.schema = schema
        declared = schema.get("type")
        self.type = declared if isinstance(declared, str) else None
        if self.type is not None:
            _is_type(None, self.type)  # an unknown type name raises now
        # Ajv reports a wrong type first, unless the schema has keywords of that type: then after the others.
        self.deferred = bool(self.type and _GROUP_KEYWORDS.get(self.type, frozenset()) & schema.keys())
        ref = schema.get("$ref")
        if ref is not None and (not isinstance(ref, str) or not ref.startswith("#/$defs/") or ref[8:] not in SCHEMA_DEFS):
            raise ValueError(f"$ref {ref!r} is not a $defs entry of the schema check")
        self.ref = ref[8:] if isinstance(ref, str) else None
        self.has_const = "const" in schema
        self.enum = schema.get("enum")
        # An enum of strings is a set lookup for a string (json_equal of strings is ==).
        self.enum_strings = frozenset(self.enum) if isinstance(self.enum, list) and all(type(v) is str for v in self.enum) else None
        self.negated = _node(schema["not"]) if "not" in schema else None
        self.all_of = [_node(sub) for sub in schema.get("allOf", [])]
        self.numbers = [(k, *_COMPARE[k], schema[k]) for k in ("maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum") if k in schema]
        self.max_length = schema.get("maxLength")
        self.min_length = schema.get("minLength")
        self.pattern = None
        if "pattern" in schema:
            compiled = compile_pattern(schema["pattern"])
            if is_pattern_refusal(compiled):
                raise ValueError(f"the contract's pattern {schema['pattern']!r} is refused: {compiled.reason}")  # type: ignore[union-attr]
            self.pattern = compiled
        self.format = None
        if "format" in schema:
            self.format = _FORMATS.get(schema["format"])
            if self.format is None:
                raise ValueError(f"format {schema['format']!r} is not one the schema check knows")
        self.max_items = schema.get("maxItems")
        self.min_items = schema.get("minItems")
        self.items = _node(schema["items"]) if isinstance(schema.get("items"), dict) else None
        self.required = tuple(schema.get("required", ()))
        self.properties = {name: _node(sub) for name, sub in schema.get("properties", {}).items()}
        self.closed = schema.get("additionalProperties") is False

    def check(self, data: Any, path: Path, errors: list[dict[str, Any]] | None) -> bool:
        """Checks ``data`` (at ``path``), appending errors when a list is given; True when valid."""
        schema = self.schema
        valid = True

        def fail(keyword: str, params: dict[str, Any]) -> None:
            nonlocal valid
            valid = False
            if errors is not None:
                errors.append({"instancePath": _pointer(path), "keyword": keyword, "params": params, "parentSchema": schema, "data": data})

        wrong_type = self.type is not None and not _is_type(data, self.type)
        if wrong_type and not self.deferred:
            fail("type", {"type": self.type})
        if self.ref is not None:
            valid = _node(SCHEMA_DEFS[self.ref]).check(data, path, errors) and valid
        if self.has_const and not json_equal(data, schema["const"]):
            fail("const", {"allowedValue": schema["const"]})
        if self.enum is not None and not (data in self.enum_strings if self.enum_strings is not None and type(data) is str else any(json_equal(data, v) for v in self.enum)):
            fail("enum", {"allowedValues": self.enum})
        if self.negated is not None and self.negated.check(data, path, None):
            fail("not", {})
        for sub in self.all_of:
            valid = sub.check(data, path, errors) and valid
        if isinstance(data, str):
            if self.max_length is not None and len(data) > self.max_length:
                fail("maxLength", {"limit": self.max_length})
            if self.min_length is not None and len(data) < self.min_length:
                fail("minLength", {"limit": self.min_length})
            if self.pattern is not None and not self.pattern.test(data):  # type: ignore[union-attr]
                fail("pattern", {"pattern": schema["pattern"]})
            if self.format is not None and not self.format(data):
                fail("format", {"format": schema["format"]})
        elif isinstance(data, dict):
            for prop in self.required:
                if prop not in data:
                    fail("required", {"missingProperty": prop})
            properties = self.properties
            if self.closed:
                for key in _js.keys_in_js_order(data):
                    if key not in properties:
                        fail("additionalProperties", {"additionalProperty": key})
            for prop, sub in properties.items():
                if prop in data:
                    valid = sub.check(data[prop], (path, prop), errors) and valid
        elif isinstance(data, list):
            if self.max_items is not None and len(data) > self.max_items:
                fail("maxItems", {"limit": self.max_items})
            if self.min_items is not None and len(data) < self.min_items:
                fail("minItems", {"limit": self.min_items})
            if self.items is not None:
                for i, item in enumerate(data):
                    valid = self.items.check(item, (path, i), errors) and valid
        elif _js.is_number(data):
            for keyword, comparison, holds, limit in self.numbers:
                if not holds(data, limit):
                    fail(keyword, {"comparison": comparison, "limit": limit})
        if wrong_type and self.deferred:
            fail("type", {"type": self.type})
        return valid


_nodes: dict[int, _Node] = {}


def _node(schema: dict[str, Any]) -> _Node:
    """The compiled node of a schema of SCHEMA_DEFS (read once, kept for the process)."""
    node = _nodes.get(id(schema))
    if node is None:
        node = _nodes[id(schema)] = _Node(schema)
    return node


def schema_errors(def_name: str, data: Any) -> list[dict[str, Any]]:
    """Every JSON Schema error of ``data`` against ``#/$defs/<def_name>`` (one of SCHEMA_DEFS), in Ajv's order; [] when valid.

    Raises KeyError for a def the schema check does not hold.
    """
    errors: list[dict[str, Any]] = []
    _node(SCHEMA_DEFS[def_name]).check(data, (), errors)
    return errors
