"""The conformance corpus (conformance/README.md) run through the Python SDK: one test per case id.

Every case runs: the SDK implements every kind of the corpus (NOT_IN_SDK is empty). A kind it does not
implement would have to be listed in NOT_IN_SDK with the reason, and a kind in neither place fails, so
no case is skipped silently.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import nuwax_ask_question as sdk

CORPUS = Path(__file__).resolve().parents[2] / "conformance"
SUITES = ("catalog", "format", "recognise", "extract", "normalize", "respond")


def _constants(_: dict[str, Any]) -> dict[str, Any]:
    return {
        "toolName": sdk.TOOL_NAME,
        "schemaVersion": sdk.SCHEMA_VERSION,
        "uiVersion": sdk.UI_VERSION,
        "defaultLocale": sdk.CONSTANTS["defaultLocale"],
        "otherFieldSuffix": sdk.CONSTANTS["otherFieldSuffix"],
        "fallbackWidget": sdk.CONSTANTS["fallbackWidget"],
        "widgets": list(sdk.WIDGETS),
        "choiceWidgets": [e["widget"] for e in sdk.WIDGET_CATALOG if "options" in e["requires"]],
        "locales": list(sdk.MESSAGE_LOCALES),
        "localeAliases": dict(sdk.LOCALE_ALIASES),
    }


def _format(i: dict[str, Any]) -> dict[str, Any]:
    try:
        options = i.get("options") or {}
        message = sdk.format_resume_message(
            i["question"], i["payload"], options.get("locale"), dialect=options.get("dialect"), request_id_marker=options.get("requestIdMarker") is True
        )
        return {"message": message}
    except sdk.McpAskFormatError as error:
        return {"error": error.code}


def _message(i: dict[str, Any]) -> dict[str, Any]:
    if not sdk.is_resume_message(i["text"], i["question"]):
        return {"recognised": False}
    match = sdk.match_resume_message(i["text"], i["question"])
    out: dict[str, Any] = {"recognised": True}
    if match is not None:
        out["action"] = match.action
        if match.locale is not None:
            out["locale"] = match.locale
    return out


def _backend_event(i: dict[str, Any]) -> dict[str, Any]:
    found = sdk.extract_ask_from_event(i["event"])
    if found.reason is not None:
        return {"reason": found.reason}
    return {"input": found.input, "requestId": found.request_id}


def _paths_and_codes(problems: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"path": p["path"], **({"code": p["code"]} if p.get("code") else {})} for p in problems]


def _tool_update(i: dict[str, Any]) -> dict[str, Any]:
    found = sdk.extract_ask_from_tool_update(i["update"], session_id=(i.get("options") or {}).get("sessionId"))
    if found.reason is not None:
        return {"reason": found.reason, **({"problems": _paths_and_codes(found.problems)} if found.problems is not None else {})}
    assert found.name is not None
    name = {"toolName": found.name.tool_name, "pattern": found.name.pattern, **({"server": found.name.server} if found.name.server else {})}
    out = {"input": found.input, "from": found.source, "sessionUpdate": found.session_update, "name": name}
    return {**out, **({"status": found.status} if found.status else {}), **({"toolCallId": found.tool_call_id} if found.tool_call_id else {})}


def _normalize(i: dict[str, Any]) -> dict[str, Any]:
    result = sdk.try_normalize_tool_input(i["input"])
    return {"rawInput": result.value} if result.ok else {"problems": _paths_and_codes(result.problems)}


RUNNERS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "catalog.constants": _constants,
    "catalog.resolveLocale": lambda i: {"locale": sdk.resolve_locale(i["locale"])},
    "format.format": _format,
    "recognise.message": _message,
    "recognise.marker": lambda i: {"hasMarker": sdk.has_request_id_marker(i["text"], i.get("requestId"))},
    "recognise.history": lambda i: {
        "answered": sdk.has_resume_message(i["messages"], i["interaction"], (i.get("options") or {}).get("containingMessageIndex"))
    },
    "extract.toolResult": lambda i: {"input": sdk.extract_input_from_tool_result(i["result"])},
    "extract.backendEvent": _backend_event,
    "extract.toolUpdate": _tool_update,
    "normalize.normalize": _normalize,
    "respond.formData": lambda i: {"problems": _paths_and_codes(sdk.check_form_data(i["question"], i["formData"]))},
}

#: Kinds of the corpus this SDK does not implement, with the reason (conformance/README.md "Who runs what").
NOT_IN_SDK: dict[str, str] = {}

#: Corpus features (a case's "requires", conformance/README.md "Features") this SDK does not have yet.
FEATURES_NOT_IN_SDK: dict[str, str] = {}


def _cases() -> list[Any]:
    out = []
    for suite in SUITES:
        for case in json.loads((CORPUS / f"{suite}.json").read_text("utf-8"))["cases"]:
            kind = f"{suite}.{case['input']['kind']}"
            if kind not in NOT_IN_SDK and not any(f in FEATURES_NOT_IN_SDK for f in case.get("requires", [])):
                out.append(pytest.param(kind, case, id=case["id"]))
    return out


@pytest.mark.parametrize(("kind", "case"), _cases())
def test_case(kind: str, case: dict[str, Any]) -> None:
    run = RUNNERS.get(kind)
    assert run is not None, f"{case['id']}: no Python runner for {kind}; add it to RUNNERS or NOT_IN_SDK"
    assert run(case["input"]) == case["expect"]
