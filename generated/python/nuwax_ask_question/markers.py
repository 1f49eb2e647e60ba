# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/markers.py: edit it there.
"""Request-id markers (x-nuwax.requestIdMarkers): the text after an answer message that names the question it answers."""

from __future__ import annotations

from ._contract import REQUEST_ID_MARKERS
from .messages import fill


def _prefix(parts: list[list[str]]) -> str:
    """The text a marker starts with, whatever the requestId (its parts before the first placeholder)."""
    out = []
    for part in parts:
        if part[0] != "text":
            break
        out.append(part[1])
    return "".join(out)


def request_id_marker(request_id: str) -> str:
    """The marker the nuwax web client writes for ``request_id`` (the first of x-nuwax.requestIdMarkers), e.g. ``<!--nuwax-mcp-ask-request-id:ask_1-->``."""
    return fill(REQUEST_ID_MARKERS[0]["parts"], requestId=request_id)


def append_request_id_marker(message: str, request_id: str) -> str:
    """``message`` with the question's marker on a line of its own after it, as the nuwax web client and the flow debugger send an answer."""
    return f"{message}\n{request_id_marker(request_id)}"


def has_request_id_marker(text: object, request_id: str | None = None) -> bool:
    """Whether ``text`` carries a request-id marker: of ``request_id`` when given (an empty one never matches), else of any question. False for a non-string."""
    if not isinstance(text, str):
        return False
    if request_id is None:
        return any(_prefix(m["parts"]) in text for m in REQUEST_ID_MARKERS)
    return request_id != "" and any(fill(m["parts"], requestId=request_id) in text for m in REQUEST_ID_MARKERS)
