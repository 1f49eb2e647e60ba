"""The Python SDK's normalizer, schema check, upgrade path, formData checker and tool-update extractor.

Expected values come from the contract's own examples (contract/examples/*.json, valid, and
contract/examples/invalid/*.json with the exact problem lines each gives) and from the TypeScript kit's
tests (tests/builder.test.ts, tests/upgrade.test.ts, tests/acp.test.ts), which the Python SDK matches word
for word.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import nuwax_ask_question as sdk

EXAMPLES = Path(__file__).resolve().parents[2] / "contract" / "examples"


def lines(tool_input: Any) -> list[str]:
    result = sdk.try_normalize_tool_input(tool_input)
    return [] if result.ok else [sdk.format_problem(p) for p in result.problems]


def ask(*fields: Any, **ui: Any) -> dict[str, Any]:
    return {"requestId": "r", "sessionId": "s", "title": "T", "ui": {"fields": list(fields), **ui}}


def test_stamps_the_canonical_keys() -> None:
    raw = sdk.normalize_tool_input(
        {"requestId": "ask_123", "sessionId": "session_123", "title": "请选择一个选项", "ui": {"fields": [{"name": "choice", "title": "选项", "widget": "radio", "options": [{"value": "a", "label": "选项A"}]}]}}
    )
    assert list(raw) == ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"]
    assert (raw["toolName"], raw["schemaVersion"], raw["revision"]) == ("nuwax_ask_question", "nuwax.mcp_ask.v2", 1)
    assert raw["ui"] == {"version": "nuwax.interaction.v2", "presentation": "inline", "title": "请选择一个选项", "fields": [{"name": "choice", "title": "选项", "widget": "radio", "options": [{"value": "a", "label": "选项A"}]}]}


def test_aliases_and_inference() -> None:
    raw = sdk.normalize_tool_input(
        ask(
            {"name": "a", "title": "A", "widget": "input"},
            {"name": "b", "title": "B", "widget": "checkbox", "options": [{"value": "x", "label": "X"}]},
            {"name": "c", "title": "C", "type": "integer", "minimum": 1},
            {"name": "d", "title": "D", "options": [{"value": "x", "label": "X"}]},
            {"name": "e", "title": "E", "widget": "radio-with-custom", "options": [{"value": "x", "label": "X"}]},
        )
    )
    assert [(f["widget"], f.get("type"), f.get("allowCustom")) for f in raw["ui"]["fields"]] == [
        ("text", None, None),
        ("checkboxes", None, None),
        ("number", "integer", None),
        ("radio", None, None),
        ("radio-with-custom", None, True),
    ]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.name)
def test_every_valid_contract_example_is_unchanged(path: Path) -> None:
    example = json.loads(path.read_text("utf-8"))
    assert sdk.check_raw_input(example) == []
    assert sdk.normalize_tool_input(example) == example


@pytest.mark.parametrize("path", sorted((EXAMPLES / "invalid").glob("*.json")), ids=lambda p: p.name)
def test_every_invalid_contract_example_gives_exactly_its_problems(path: Path) -> None:
    example = json.loads(path.read_text("utf-8"))
    assert lines(example["input"]) == example["problems"]


def test_non_object_and_uninferable_widget() -> None:
    assert lines("ask me") == ['(root): must be an object, got "ask me" — fix: pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }']
    assert lines(ask({"name": "tags", "title": "标签", "type": "array"})) == [
        'ui.fields[0].widget (field "tags"): widget is missing and cannot be inferred (type "array", without options) — fix: set widget to one of text, textarea, number, radio, checkboxes, select, list, file, radio-with-custom'
    ]
    with pytest.raises(sdk.McpAskValidationError) as raised:
        sdk.normalize_tool_input(ask({"name": "tags", "title": "标签", "type": "array"}))
    assert str(raised.value).startswith("nuwax_ask_question input is invalid (1 problem):\nui.fields[0].widget")
    assert raised.value.problems[0]["subject"] == "tags"


@pytest.mark.parametrize(
    ("field", "expected"),
    [
        ({"name": "c", "title": "C", "widget": "select", "options": [{"value": "a", "label": "A"}, {"value": "a", "label": "B"}]}, 'ui.fields[0].options[1].value (field "c"): duplicate option value "a" (also options[0]) — fix: give every option a unique value'),
        ({"name": "c", "title": "C", "widget": "radio", "allowCustom": True, "options": [{"value": "a", "label": "A"}]}, 'ui.fields[0].allowCustom (field "c"): "allowCustom" does not apply to widget "radio" — fix: remove it, or use a widget it applies to: radio-with-custom'),
        ({"name": "c", "title": "C", "widget": "textarea", "minLength": 5, "maxLength": 2}, 'ui.fields[0].minLength (field "c"): minLength (5) is greater than maxLength (2): no text can satisfy both — fix: make minLength ≤ maxLength'),
        ({"name": "c", "title": "C", "widget": "checkboxes", "initialValue": "a", "options": [{"value": "a", "label": "A"}]}, 'ui.fields[0].initialValue (field "c"): initialValue of widget "checkboxes" must be an array of option values — fix: use e.g. ["a"]'),
        ({"name": "c", "title": "C", "widget": "radio", "options": ["a"]}, 'ui.fields[0].options[0] (field "c"): must be an object with value, label, got "a" — fix: use an object with value, label'),
        ({"name": "c", "title": "C", "widget": "text", "pattern": "(?=a)"}, 'ui.fields[0].pattern (field "c"): pattern cannot be matched in linear time: the pattern uses a lookahead (?=…), which linear-time matching does not run — fix: rewrite it without lookahead, lookbehind, backreferences or inline modifiers, with repeat counts up to 1000 (README "Reliability and security")'),
    ],
)
def test_rendering_rules(field: dict[str, Any], expected: str) -> None:
    assert lines(ask(field)) == [expected]


def test_fallback_url_must_be_a_uri() -> None:
    assert lines(ask({"name": "a", "title": "A", "widget": "text"}, fallback={"text": "x", "webUrl": "not a url"})) == ['ui.fallback.webUrl: must be a valid uri, got "not a url" — fix: use a valid uri']


AGENT_FLOW_ASK = {"schemaVersion": "nuwax.mcp_ask.v1", "requestId": "req-1", "title": "继续吗", "ui": {"version": "nuwax.interaction.v1", "fields": [{"name": "go", "title": "继续", "widget": "radio", "options": [{"value": "y", "label": "是"}]}]}}


def test_upgrade_restamps_an_older_ask_with_the_conversations_session() -> None:
    result = sdk.upgrade_tool_input(AGENT_FLOW_ASK, session_id="conv-1001")
    assert result.ok
    assert result.value == sdk.normalize_tool_input({**{k: v for k, v in AGENT_FLOW_ASK.items() if k != "schemaVersion"}, "sessionId": "conv-1001", "ui": {**AGENT_FLOW_ASK["ui"], "version": "nuwax.interaction.v2"}})
    assert result.upgrades == [
        {"path": "schemaVersion", "rule": "schema-version", "from": "nuwax.mcp_ask.v1", "to": "nuwax.mcp_ask.v2"},
        {"path": "sessionId", "rule": "session-id", "to": "conv-1001"},
        {"path": "ui.version", "rule": "ui-version", "from": "nuwax.interaction.v1", "to": "nuwax.interaction.v2"},
    ]
    placeholder = sdk.upgrade_tool_input(AGENT_FLOW_ASK)
    assert [u for u in placeholder.upgrades if u["path"] == "sessionId"] == [{"path": "sessionId", "rule": "session-id", "to": "unknown", "placeholder": True}]
    assert not sdk.try_normalize_tool_input(AGENT_FLOW_ASK).ok  # the normalizer alone refuses it: that is why the upgrade exists


def test_upgrade_converts_the_json_schema_form() -> None:
    old = {"requestId": "r", "sessionId": "s", "title": "T", "ui": {"schema": {"type": "object", "properties": {"name": {"type": "string", "title": "Name"}, "size": {"type": "integer", "minimum": 1}, "tone": {"enum": ["a", "b"], "enumNames": ["A", "B"]}}, "required": ["name"]}, "uiSchema": {"name": {"ui:widget": "textarea"}}}}
    result = sdk.upgrade_tool_input(old)
    assert result.ok
    assert result.value["ui"]["fields"] == [
        {"name": "name", "title": "Name", "widget": "textarea", "required": True},
        {"name": "size", "title": "size", "widget": "number", "type": "integer", "minimum": 1},
        {"name": "tone", "title": "tone", "widget": "radio", "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]},
    ]
    assert result.upgrades == [{"path": "ui.fields", "rule": "json-schema-form", "from": "ui.schema", "to": "3 field(s)"}]


FORM = {"ui": {"fields": [
    {"name": "plan", "title": "方案", "widget": "radio", "required": True, "options": [{"value": "a", "label": "A 方案"}]},
    {"name": "n", "title": "N", "widget": "number", "type": "integer", "minimum": 1},
    {"name": "tags", "title": "Tags", "widget": "checkboxes", "options": [{"value": "x", "label": "X"}, {"value": "y", "label": "Y"}]},
    {"name": "other", "title": "Other", "widget": "radio-with-custom", "allowCustom": True, "options": [{"value": "a", "label": "A"}]},
    {"name": "doc", "title": "Doc", "widget": "file", "maxFileSize": 10},
]}}


def test_form_data_problems_and_codes() -> None:
    problems = sdk.check_form_data(FORM, {"plan": "A 方案", "n": 1.5, "tags": ["x", "x"], "other": "__custom__", "doc": [{"url": "https://f.test/a", "size": 11}, "https://f.test/b"], "extra": 1})
    assert [(p["path"], p["code"]) for p in problems] == [
        ("formData.plan", "not_an_option"),
        ("formData.n", "not_an_integer"),
        ("formData.tags[1]", "duplicate_option"),
        ("formData.otherCustom", "custom_text_missing"),
        ("formData.doc", "too_many_files"),
        ("formData.doc[0]", "file_too_large"),
        ("formData.extra", "unknown_field"),
    ]
    assert problems[0]["fix"] == 'send the option\'s value "a", not its label'
    assert sdk.check_form_data(FORM, {"plan": "a", "other": "__custom__", "otherCustom": "mine"}) == []
    assert [p["code"] for p in sdk.check_form_data(FORM, {})] == ["required"]
    assert [p["code"] for p in sdk.check_form_data(FORM, [])] == ["not_an_object"]


def test_duplicate_file_urls_are_addressed_at_their_own_index() -> None:
    form = {"ui": {"fields": [{"name": "doc", "title": "Doc", "widget": "file", "multiple": True}]}}
    problems = sdk.check_form_data(form, {"doc": ["javascript:a", "javascript:a"]})
    assert [p["path"] for p in problems] == ["formData.doc[0]", "formData.doc[1]"]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("nuwax_ask_question", ("nuwax_ask_question", "{{tool}}", None)),
        ("mcp.ask-question.nuwax_ask_question", ("nuwax_ask_question", "mcp.{{server}}.{{tool}}", "ask-question")),
        ("mcp__my-own-name__nuwax_ask_question", ("nuwax_ask_question", "mcp__{{server}}__{{tool}}", "my-own-name")),
        ("mcp____nuwax_ask_question", None),
        ("nuwax_ask_question_v2", None),
        ("x" * 300, None),
        (5, None),
    ],
)
def test_parse_tool_name(name: Any, expected: Any) -> None:
    found = sdk.parse_tool_name(name)
    assert (found and (found.tool_name, found.pattern, found.server)) == expected


def test_tool_update_reports_upgrades_and_never_changes_the_update() -> None:
    update = {"sessionUpdate": "tool_call", "toolCallId": "c", "title": "nuwax_ask_question", "rawInput": AGENT_FLOW_ASK}
    before = json.dumps(update)
    found = sdk.extract_ask_from_tool_update(update, session_id="acp-1")
    assert (found.reason, found.source, found.session_update, found.tool_call_id) == (None, "rawInput", "tool_call", "c")
    assert found.input is not None and found.input["sessionId"] == "acp-1"
    assert [u["rule"] for u in found.upgrades] == ["schema-version", "session-id", "ui-version"]
    assert json.dumps(update) == before


def test_each_error_past_the_cap_is_counted_once() -> None:
    field: dict[str, Any] = {"name": "a", "title": "A", "widget": "text", **{f"k{i}": 1 for i in range(450)}}
    problems = sdk.try_normalize_tool_input(ask(field)).problems
    assert len(problems) == 201
    assert problems[0]["message"] == 'unknown property "k0"'
    assert problems[-1]["message"] == "250 more problems are not listed"
