# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/extract.py: edit it there.
"""Finding the ask in what a host or the nuwax backend hands a consumer.

- extract_input_from_tool_result: an MCP tool result or an ACP tool update of nuwax_ask_question.
- extract_ask_from_event: a nuwax backend SSE event (``{eventType, subEventType?, data, …}``) whose
  ``PROCESSING`` / ``ASK_QUESTION`` sub-event carries the ask under ``data.result.data`` (the tool's
  result or the rawInput itself) or ``data.result.input`` (the tool's arguments): both are read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from . import _js
from ._contract import CONSTANTS


def _parse_object(value: Any) -> dict[str, Any] | None:
    """A JSON object given as a dict or as JSON text; None for anything else."""
    if isinstance(value, dict):
        return value
    if isinstance(value, str) and _js.trim_start(value).startswith("{"):
        try:
            parsed = json.loads(value)
        except ValueError:
            return None
        return parsed if isinstance(parsed, dict) else None
    return None


def extract_input_from_tool_result(result: Any) -> dict[str, Any] | None:
    """The canonical rawInput inside a nuwax_ask_question tool result, wherever the host put it.

    ``structuredContent.input`` (MCP), else the JSON text block of ``content`` (what agents behind
    ACP forward), else of the ACP update's ``data[].content``. The first non-empty ``input``
    object found, or None. Never raises.
    """
    if not isinstance(result, dict):
        return None
    structured = result.get("structuredContent")
    found = structured.get("input") if isinstance(structured, dict) else None
    if isinstance(found, dict) and found:
        return found
    content = result.get("content")
    data = result.get("data")
    blocks = list(content) if isinstance(content, list) else []
    blocks += [item.get("content") if isinstance(item, dict) else None for item in data] if isinstance(data, list) else []
    for block in blocks:
        if not isinstance(block, dict) or block.get("type") != "text" or not isinstance(block.get("text"), str):
            continue
        parsed = _parse_object(block["text"])
        candidate = parsed.get("input") if parsed is not None else None
        if isinstance(candidate, dict) and candidate:
            return candidate
    return None


@dataclass(frozen=True)
class AskExtraction:
    """What extract_ask_from_event found: the ask's input and its requestId, or the reason there is none.

    reason: ``not_an_object``, ``not_an_ask`` (another event type or sub-type), ``no_input`` (an ask
    event without an input object), ``not_this_tool`` (an input of another tool).
    """

    input: dict[str, Any] | None = None
    request_id: str | None = None
    reason: str | None = None


def _ask_in(value: Any) -> dict[str, Any] | None:
    """The ask inside one candidate field: a tool result (extract_input_from_tool_result), a pending result's ``input``, or the input itself."""
    obj = _parse_object(value)
    if obj is None:
        return None
    from_result = extract_input_from_tool_result(obj)
    if from_result is not None:
        return from_result
    nested = obj.get("input")
    if isinstance(nested, dict) and nested and "status" in obj:
        return nested
    return obj if ("ui" in obj or "toolName" in obj) else None


def extract_ask_from_event(event: Any) -> AskExtraction:
    """The ask of a nuwax backend SSE event (the agent-dev conversation stream).

    An ask is an event of eventType ``PROCESSING`` (or none given) whose ``subEventType`` (on the
    event or on its data) is ``ASK_QUESTION``. Its input is read from ``data.result.data``, else
    ``data.result.input``, each a dict or JSON text holding the rawInput, a pending tool result or
    an MCP tool result. requestId: the input's requestId, else ``result.executeId``, else the
    event's ``tool_call_id`` / ``toolCallId``. Never raises.
    """
    if not isinstance(event, dict):
        return AskExtraction(reason="not_an_object")
    data = _parse_object(event.get("data")) or {}
    event_type = event.get("eventType")
    sub_type = event.get("subEventType", data.get("subEventType"))
    if (event_type is not None and event_type != "PROCESSING") or sub_type != "ASK_QUESTION":
        return AskExtraction(reason="not_an_ask")
    result = _parse_object(data.get("result")) or {}
    ask = _ask_in(result.get("data")) or _ask_in(result.get("input"))
    if ask is None:
        return AskExtraction(reason="no_input")
    tool = ask.get("toolName")
    if isinstance(tool, str) and tool != CONSTANTS["toolName"] and not tool.endswith(f"__{CONSTANTS['toolName']}"):
        return AskExtraction(reason="not_this_tool")
    request_id = next(
        (
            v
            for v in (ask.get("requestId"), result.get("executeId"), data.get("tool_call_id"), data.get("toolCallId"), event.get("toolCallId"))
            if isinstance(v, str) and v
        ),
        None,
    )
    return AskExtraction(input=ask, request_id=request_id)
