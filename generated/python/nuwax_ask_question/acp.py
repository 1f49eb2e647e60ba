# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/acp.py: edit it there.
"""The ask inside an ACP tool update (docs/dockpanel.md "ACP tool updates").

Agents forward a nuwax_ask_question call to their client as an Agent Client Protocol ``session/update`` of
kind ``tool_call`` (``rawInput``: the agent's arguments) or ``tool_call_update`` (``rawOutput``: the
server's result). Codex titles it ``mcp.<server>.nuwax_ask_question`` and wraps the arguments as
``{server, tool, arguments}``; Claude Code names it in ``_meta.claudeCode.toolName`` as
``mcp__<server>__nuwax_ask_question``; other agents use the bare name. The names come from the contract
(x-nuwax.acpToolUpdate). The Python port of the TypeScript kit's extractMcpAskFromToolUpdate
(runtime/contract/acp.ts); snake_case ``raw_input`` / ``raw_output`` / ``tool_call_id`` are read too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field as dataclass_field
from typing import Any

from . import _js
from ._contract import ACP_TOOL_UPDATE, CONSTANTS
from .extract import extract_input_from_tool_result
from .normalize import check_raw_input
from .upgrade import upgrade_tool_input

#: Longest name a host gives an MCP tool that is still read as one.
MAX_NAME_LENGTH = 256


@dataclass(frozen=True)
class ToolName:
    """What a tool name says: the ask tool it names, the MCP server key in it (when the form has one), the pattern it matched."""

    tool_name: str
    pattern: str
    server: str | None = None


def _split_pattern(pattern: str) -> tuple[list[str], list[str]]:
    """A name pattern's literal parts (around the placeholders) and its placeholders in order (``server``, ``tool``)."""
    parts: list[str] = []
    slots: list[str] = []
    rest = pattern
    at = rest.find("{{")
    while at != -1:
        close = rest.find("}}", at)
        parts.append(rest[:at])
        slots.append(rest[at + 2 : close])
        rest = rest[close + 2 :]
        at = rest.find("{{")
    parts.append(rest)
    return parts, slots


_PATTERNS = [(pattern, *_split_pattern(pattern)) for pattern in ACP_TOOL_UPDATE["namePatterns"]]


def parse_tool_name(name: Any) -> ToolName | None:
    """Reads a host's name for an MCP tool against x-nuwax.acpToolUpdate.namePatterns.

    The bare tool name, Codex's ``mcp.<server>.<tool>``, Claude Code's ``mcp__<server>__<tool>`` (any
    non-empty server key). None for another tool, a non-string, or a name over MAX_NAME_LENGTH UTF-16 code
    units. Linear in the name's length.
    """
    if not isinstance(name, str) or not name or _js.utf16_length(name) > MAX_NAME_LENGTH:
        return None
    tool_names = ACP_TOOL_UPDATE["toolNames"]
    for pattern, parts, slots in _PATTERNS:
        prefix, suffix = parts[0], parts[-1]
        if len(prefix) + len(suffix) >= len(name) or not name.startswith(prefix) or not name.endswith(suffix):
            continue
        middle = name[len(prefix) : len(name) - len(suffix)]
        if len(slots) == 1:
            if middle in tool_names:
                return ToolName(middle, pattern)
            continue
        joiner = parts[1]
        for tool in tool_names:
            if slots[0] == "server":
                server = middle[: len(middle) - len(joiner) - len(tool)] if middle.endswith(joiner + tool) else ""
            else:
                server = middle[len(tool) + len(joiner) :] if middle.startswith(tool + joiner) else ""
            if server:
                return ToolName(tool, pattern, server)
    return None


@dataclass(frozen=True)
class ToolUpdateExtraction:
    """What extract_ask_from_tool_update found.

    When ``input`` is set: ``source`` is ``rawOutput`` (the server's result, already canonical), ``rawInput``
    or ``rawInput.arguments`` (the agent's arguments, normalized here); ``session_update`` is ``tool_call`` or
    ``tool_call_update``; ``status`` and ``tool_call_id`` as the update gives them; ``name`` the ToolName;
    ``upgrades`` what upgrade_tool_input changed. Otherwise ``reason`` is ``not_a_tool_update``,
    ``not_an_ask``, ``no_input`` or ``invalid_input`` (with every problem in ``problems``), and ``message``
    says why in English.
    """

    input: dict[str, Any] | None = None
    source: str | None = None
    session_update: str | None = None
    status: str | None = None
    tool_call_id: str | None = None
    name: ToolName | None = None
    upgrades: list[dict[str, Any]] = dataclass_field(default_factory=list)
    reason: str | None = None
    message: str | None = None
    problems: list[dict[str, Any]] | None = None


def _names_of(update: dict[str, Any], raw_input: Any) -> list[Any]:
    meta = update["_meta"] if isinstance(update.get("_meta"), dict) else {}
    claude_code = meta["claudeCode"] if isinstance(meta.get("claudeCode"), dict) else {}
    wrapper = raw_input if isinstance(raw_input, dict) else {}
    return [update.get("title"), claude_code.get("toolName"), meta.get("toolName"), update.get("toolName"), update.get("name"), wrapper.get("tool"), wrapper.get("toolName")]


def _looks_like_ask(raw_input: Any) -> bool:
    if not isinstance(raw_input, dict) or not isinstance(raw_input.get("requestId"), str):
        return False
    ui = raw_input.get("ui")
    return isinstance(ui, dict) and (isinstance(ui.get("fields"), list) or isinstance(ui.get("steps"), list))


def _wrapped_arguments(raw_input: Any) -> dict[str, Any] | None:
    if not isinstance(raw_input, dict):
        return None
    args = raw_input.get("arguments")
    return args if isinstance(args, dict) and parse_tool_name(raw_input.get("tool")) else None


def _parse_json_text(text: str) -> Any:
    trimmed = _js.trim_start(text)
    if not trimmed.startswith(("{", "[")):
        return None
    try:
        return json.loads(trimmed)
    except ValueError:
        return None


def _input_from_raw_output(raw_output: Any) -> dict[str, Any] | None:
    value = _parse_json_text(raw_output) if isinstance(raw_output, str) else raw_output
    if isinstance(value, list):
        return extract_input_from_tool_result({"content": value})
    if not isinstance(value, dict):
        return None
    direct = value.get("input")
    if isinstance(direct, dict) and isinstance(direct.get("ui"), dict):
        return direct
    for candidate in (value, value.get("result"), value.get("output")):
        found = extract_input_from_tool_result(candidate) if isinstance(candidate, dict) else None
        if found:
            return found
    return None


#: JavaScript's undefined: a key the object does not have (None is JSON null).
_ABSENT: Any = object()


def _coalesce(obj: dict[str, Any], key: str, fallback: str) -> Any:
    """``obj[key] ?? obj[fallback]`` as JavaScript reads it: _ABSENT when neither gives a value (a null second key stays None)."""
    value = obj.get(key)
    if value is not None:
        return value
    return obj[fallback] if fallback in obj else _ABSENT


def extract_ask_from_tool_update(update: Any, session_id: str | None = None) -> ToolUpdateExtraction:
    """The ask inside an ACP ``tool_call`` or ``tool_call_update`` (camelCase or snake_case keys), as the canonical input to render.

    1. The update must name the ask: its title, ``_meta.claudeCode.toolName``, ``_meta.toolName``,
       ``toolName``, ``name`` or the Codex wrapper's ``rawInput.tool`` (parse_tool_name), or the toolName of
       the input in its rawOutput; an update naming no tool at all is the ask when its rawInput is one by
       shape (a requestId and ui.fields or ui.steps), as the nuwax backend forwards it.
    2. The server's result in ``rawOutput`` wins when check_raw_input accepts it.
    3. Else the agent's arguments (``rawInput.arguments`` of the Codex wrapper, else ``rawInput``) go
       through upgrade_tool_input (``session_id``: the ACP session, for an ask without one).
    Never raises; never changes ``update``.
    """
    if not isinstance(update, dict):
        return ToolUpdateExtraction(reason="not_a_tool_update", message="the update is not an object")
    kind = _coalesce(update, "sessionUpdate", "session_update")
    if kind is not _ABSENT and kind not in ("tool_call", "tool_call_update"):
        return ToolUpdateExtraction(reason="not_a_tool_update", message=f"sessionUpdate is {_js.stringify(kind)[:100]}, not tool_call or tool_call_update")
    raw_input = _coalesce(update, "rawInput", "raw_input")
    raw_output = _coalesce(update, "rawOutput", "raw_output")
    from_output = _input_from_raw_output(raw_output)
    names = _names_of(update, raw_input)
    named = next((n for n in map(parse_tool_name, names) if n is not None), None)
    output_name = parse_tool_name(from_output.get("toolName")) if from_output is not None else None
    unnamed = None
    if named is None and output_name is None and all(not isinstance(n, str) or n == "" for n in names) and _looks_like_ask(raw_input):
        unnamed = parse_tool_name(CONSTANTS["toolName"])
    name = named or output_name or unnamed
    if name is None:
        return ToolUpdateExtraction(reason="not_an_ask", message=f"the update names another tool ({_js.stringify(update.get('title'))[:100]})")
    status = update.get("status")
    tool_call_id = _coalesce(update, "toolCallId", "tool_call_id")
    meta = {
        "session_update": kind if kind not in (None, _ABSENT) else ("tool_call" if raw_output is _ABSENT else "tool_call_update"),
        "status": status if isinstance(status, str) else None,
        "tool_call_id": tool_call_id if isinstance(tool_call_id, str) else None,
        "name": name,
    }
    if from_output is not None and not check_raw_input(from_output):
        return ToolUpdateExtraction(input=from_output, source="rawOutput", **meta)
    args = _wrapped_arguments(raw_input)
    candidate = args if args is not None else (raw_input if isinstance(raw_input, dict) and "arguments" not in raw_input else None)
    if candidate is None or not isinstance(candidate.get("ui"), dict):
        if from_output is not None:
            return ToolUpdateExtraction(reason="invalid_input", message="the server's result holds an input that cannot be rendered", problems=check_raw_input(from_output))
        return ToolUpdateExtraction(reason="no_input", message="the update names the ask but holds no form yet (no rawOutput input, no rawInput.ui)")
    upgraded = upgrade_tool_input(candidate, session_id)
    if upgraded.ok:
        return ToolUpdateExtraction(input=upgraded.value, source="rawInput.arguments" if args is not None else "rawInput", upgrades=upgraded.upgrades, **meta)
    return ToolUpdateExtraction(reason="invalid_input", message="the agent's arguments cannot be rendered", problems=upgraded.problems)
