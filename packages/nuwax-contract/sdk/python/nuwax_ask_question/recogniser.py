"""Recognising answer messages in chat history (docs/sdks.md "Client-side kit"; docs/dockpanel.md).

Reads the same tables as the formatter (x-nuwax.messages, historicalSignatures, requestIdMarkers),
so a locale added to the contract is recognised with no code change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import _js
from ._contract import DIALECTS, HISTORICAL_SIGNATURES, MESSAGE_LOCALES
from .formatter import resolve_resume_title
from .markers import has_request_id_marker
from .messages import ACTIONS, SIGNATURE_KEY, fill

#: Statuses of a question still waiting for its answer (#/$defs/McpAskResponseStatus).
_UNRESOLVED = frozenset({"pending", "submitting"})


@dataclass(frozen=True)
class ResumeMatch:
    """What match_resume_message found: the action, the locale whose template matched (None for a historical signature), the opening with the title filled in."""

    action: str
    locale: str | None
    signature: str


def match_resume_message(text: object, question: Mapping[str, Any]) -> ResumeMatch | None:
    """The action and locale when ``text`` (leading whitespace ignored) opens with an answer message for this question.

    Any action, any locale of x-nuwax.messages or any historical signature, under the question's
    title as each locale resolves it (an untitled question's 这次提问 / This question too). None for
    other text, another title, a non-string, and a message carrying another question's request-id
    marker (only when the question has a requestId).
    """
    if not isinstance(text, str) or not text:
        return None
    request_id = question.get("requestId")
    if isinstance(request_id, str) and has_request_id_marker(text) and not has_request_id_marker(text, request_id):
        return None
    body = _js.trim_start(text)
    for dialect in DIALECTS.values():
        for locale in MESSAGE_LOCALES:
            title = resolve_resume_title(question, locale)
            for action in ACTIONS:
                signature = fill(dialect["messages"][locale][SIGNATURE_KEY[action]], title=title)
                if body.startswith(signature):
                    return ResumeMatch(action, locale, signature)
    titles = list(dict.fromkeys(resolve_resume_title(question, locale) for locale in MESSAGE_LOCALES))
    for historical in HISTORICAL_SIGNATURES:
        for title in titles:
            signature = fill(historical["parts"], title=title)
            if body.startswith(signature):
                return ResumeMatch(historical["action"], None, signature)
    return None


def is_resume_message(text: object, question: Mapping[str, Any]) -> bool:
    """True exactly when ``text`` answers this question: it carries the question's request-id marker, or match_resume_message recognises it."""
    request_id = question.get("requestId")
    if isinstance(request_id, str) and has_request_id_marker(text, request_id):
        return True
    return match_resume_message(text, question) is not None


def _index_of(message: Mapping[str, Any]) -> float:
    index = message.get("index")
    return index if _js.is_number(index) else 0


def has_resume_message(
    messages: Sequence[Any], interaction: Mapping[str, Any], containing_message_index: int | None = None
) -> bool:
    """Whether the chat history already holds the answer to ``interaction`` (``{input, responseStatus?}``).

    History is ordered by each message's ``index`` (none counts as 0; ties keep their order). In turn:
    1. a message carrying the question's request-id marker answers it;
    2. answer messages without a marker are paired, oldest first, with the questions of the same
       title asked at or before them (one with a final responseStatus first, else the nearest still
       waiting); a question paired so is answered, and with one question and one answer of that
       title, an answer stored before the question counts too;
    3. another question (another requestId) of the same title: nothing else is trusted, False;
    4. otherwise any answer after the asking message (at position ``containing_message_index`` of
       the ordered history, else found by requestId), or before it without a marker; with no asking
       message, any answer anywhere.
    Only the user's messages (role absent or USER in any case) are answers. Never raises.
    """
    input_ = interaction.get("input") if isinstance(interaction, Mapping) else None
    question: Mapping[str, Any] = input_ if isinstance(input_, Mapping) else {}
    request_id = question.get("requestId")
    entries = [m for m in (messages if isinstance(messages, list) else []) if isinstance(m, dict)]
    history = sorted(enumerate(entries), key=lambda pair: (_index_of(pair[1]), pair[0]))
    ordered = [message for _, message in history]
    if isinstance(request_id, str) and any(has_request_id_marker(m.get("text"), request_id) for m in ordered):
        return True

    title = resolve_resume_title(question)

    def is_answer(message: Mapping[str, Any]) -> bool:
        role = message.get("role")
        by_user = "role" not in message or (isinstance(role, str) and role.upper() == "USER")
        return by_user and match_resume_message(message.get("text"), question) is not None

    asks: list[dict[str, Any]] = []
    for at, message in enumerate(ordered):
        items = message.get("mcpAskInteractions")
        for item in items if isinstance(items, list) else []:
            item_input = item.get("input") if isinstance(item, dict) else None
            if not isinstance(item_input, dict) or resolve_resume_title(item_input) != title:
                continue
            status = item.get("responseStatus")
            asks.append(
                {
                    "index": _index_of(message),
                    "at": at,
                    "requestId": item_input.get("requestId"),
                    "resolved": (status if status is not None else "pending") not in _UNRESOLVED,
                }
            )
    answers = [
        {"index": _index_of(message), "at": at}
        for at, message in enumerate(ordered)
        if not has_request_id_marker(message.get("text")) and is_answer(message)
    ]
    target = next((ask for ask in asks if ask["requestId"] == request_id), None)
    if target is not None:
        paired: list[Any] = []
        for answer in answers:
            candidates = [
                ask
                for ask in asks
                if ask["requestId"] not in paired
                and (ask["index"] < answer["index"] or (ask["index"] == answer["index"] and ask["at"] <= answer["at"]))
            ]
            if not candidates:
                continue
            chosen = next((ask for ask in candidates if ask["resolved"]), candidates[-1])
            paired.append(chosen["requestId"])
        if request_id in paired:
            return True
        if len(asks) == 1 and len(answers) == 1 and answers[0]["index"] < target["index"]:
            return True

    if any(ask["requestId"] != request_id for ask in asks):
        return False

    asking: Mapping[str, Any] | None = None
    position = containing_message_index
    if isinstance(position, float) and position.is_integer():
        position = int(position)
    if isinstance(position, int) and not isinstance(position, bool) and position >= 0:
        asking = ordered[position] if position < len(ordered) else None
    else:
        asking = next(
            (
                m
                for m in ordered
                if any(
                    isinstance(item, dict) and isinstance(item.get("input"), dict) and item["input"].get("requestId") == request_id
                    for item in (m.get("mcpAskInteractions") if isinstance(m.get("mcpAskInteractions"), list) else [])
                )
            ),
            None,
        )
    if asking is None:
        return any(is_answer(m) for m in ordered)
    asking_index = _index_of(asking)
    return any(
        (_index_of(m) > asking_index or (_index_of(m) < asking_index and not has_request_id_marker(m.get("text")))) and is_answer(m)
        for m in ordered
    )
