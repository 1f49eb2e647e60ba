"""The Python SDK beyond the corpus: its public surface, the marker it writes, JavaScript's text of values, no dependency."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import nuwax_ask_question as sdk
from nuwax_ask_question import _js, types

ROOT = Path(__file__).resolve().parents[2]


def test_imports_with_the_standard_library_only() -> None:
    # -S: no site-packages (so no pytest, no pydantic); -I: no environment, no user site.
    code = "import sys; sys.path.insert(0, sys.argv[1]); import nuwax_ask_question as n; print(n.TOOL_NAME, len(n.WIDGETS))"
    out = subprocess.run(
        [sys.executable, "-I", "-S", "-B", "-c", code, str(ROOT / "generated" / "python")], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"nuwax_ask_question {len(sdk.WIDGET_CATALOG)}"


def test_exports_everything_it_names() -> None:
    assert sorted(sdk.__all__) == sorted(set(sdk.__all__))
    for name in sdk.__all__:
        assert hasattr(sdk, name), name


def test_marker_is_the_web_clients_and_the_flow_debuggers() -> None:
    # The nuwax web client's hidden marker; the flow debugger's --ask-marker appends it on its own line.
    assert sdk.request_id_marker("ask_1") == "<!--nuwax-mcp-ask-request-id:ask_1-->"
    message = sdk.format_resume_message({"title": "T", "ui": {"fields": []}}, {"action": "cancel"})
    sent = sdk.append_request_id_marker(message, "ask_1")
    assert sent == "我取消了「T」。\n<!--nuwax-mcp-ask-request-id:ask_1-->"
    assert sdk.has_request_id_marker(sent, "ask_1") and not sdk.has_request_id_marker(sent, "ask_2")
    assert sdk.is_resume_message(sent, {"requestId": "ask_1", "title": "other title"})
    assert not sdk.is_resume_message(sent, {"requestId": "ask_2", "title": "T"})


def test_format_errors_carry_their_code() -> None:
    with pytest.raises(sdk.McpAskFormatError) as bad_action:
        sdk.format_resume_message({"title": "T"}, {"action": "cancelled"})
    assert bad_action.value.code == "invalid_action"
    assert "use one of submit, cancel, skip, timeout" in str(bad_action.value)
    with pytest.raises(ValueError) as bad_data:
        sdk.format_resume_message({"title": "T"}, {"action": "submit", "formData": ["a"]})
    assert getattr(bad_data.value, "code") == "invalid_form_data"


@pytest.mark.parametrize(
    ("value", "text"),
    [(4.0, "4"), (-0.0, "0"), (1e21, "1e+21"), (1e-7, "1e-7"), (1.5e-6, "0.0000015"), (0.1, "0.1"), (123456789.125, "123456789.125"),
     (float("nan"), "NaN"), (float("-inf"), "-Infinity"), (10**22, "1e+22"), (2**53 + 1, "9007199254740992"), (-(2**53), "-9007199254740992")],
)
def test_numbers_read_as_javascript_writes_them(value: float, text: str) -> None:
    assert _js.number_text(value) == text


def test_trim_start_is_javascripts() -> None:
    assert _js.trim_start("\ufeff\u3000 x ") == "x "
    assert _js.trim_start("\x1cx") == "\x1cx"  # Python's isspace() counts U+001C; JavaScript does not


def test_types_declare_the_contracts_shapes() -> None:
    assert types.FormField.__required_keys__ == frozenset({"name", "title", "widget"})
    assert "requestId" in types.McpAskRawInput.__required_keys__
    assert types.McpAskRespondAction.__args__ == ("submit", "cancel", "skip", "timeout")
    assert types.WidgetType.__args__ == tuple(sdk.WIDGETS)


def test_docs_example_runs_as_written() -> None:
    readme = (ROOT / "docs" / "sdks.md").read_text("utf-8")
    block = readme.split("```python\n", 1)[1].split("```", 1)[0]
    ask = {"requestId": "ask-1", "title": "继续吗", "ui": {"fields": [{"name": "choice", "title": "选项", "widget": "radio", "options": [{"value": "test", "label": "先跑测试"}]}]}}
    scope = {"event": {"eventType": "PROCESSING", "subEventType": "ASK_QUESTION", "data": {"result": {"data": ask}}}}
    exec(block, scope)
    assert scope["message"] == "我已填写「继续吗」，表单内容如下：\n选项：先跑测试\n<!--nuwax-mcp-ask-request-id:ask-1-->"
