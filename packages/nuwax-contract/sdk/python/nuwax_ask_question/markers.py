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


def _written_marker() -> dict:
    """The x-nuwax.requestIdMarkers entry with a writeSeparator (the one clients write); the first entry when none has one."""
    return next((m for m in REQUEST_ID_MARKERS if m.get("writeSeparator") is not None), REQUEST_ID_MARKERS[0])


def request_id_marker(request_id: str) -> str:
    """The marker the nuwax web client writes for ``request_id`` (the x-nuwax.requestIdMarkers entry with writeSeparator), e.g. ``<!--nuwax-mcp-ask-request-id:ask_1-->``."""
    return fill(_written_marker()["parts"], requestId=request_id)


def append_request_id_marker(message: str, request_id: str) -> str:
    """``message``, the marker's writeSeparator (a line break), then the question's marker, as the nuwax web client and the flow debugger send an answer."""
    separator = _written_marker().get("writeSeparator")
    return f"{message}{chr(10) if separator is None else separator}{request_id_marker(request_id)}"


def has_request_id_marker(text: object, request_id: str | None = None) -> bool:
    """Whether ``text`` carries a request-id marker: of ``request_id`` when given (an empty one never matches), else of any question. False for a non-string."""
    if not isinstance(text, str):
        return False
    if request_id is None:
        return any(_prefix(m["parts"]) in text for m in REQUEST_ID_MARKERS)
    return request_id != "" and any(fill(m["parts"], requestId=request_id) in text for m in REQUEST_ID_MARKERS)
