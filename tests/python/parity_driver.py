"""Runs a batch of cases through the Python SDK for tests/python-parity.test.ts (the TypeScript kit runs the same batch).

Reads a JSON array of ``{"op", ...}`` cases on stdin, writes a JSON array of results on stdout, one per
case, shaped as the TypeScript side shapes its own (see the test). Not a pytest module.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "generated" / "python"))

import nuwax_ask_question as sdk  # noqa: E402


def run(case: dict[str, Any]) -> Any:
    op = case["op"]
    if op == "normalize":
        result = sdk.try_normalize_tool_input(case["input"])
        return {"ok": True, "value": result.value} if result.ok else {"ok": False, "problems": result.problems}
    if op == "check":
        return sdk.check_raw_input(case["input"])
    if op == "upgrade":
        result = sdk.upgrade_tool_input(case["input"], case.get("sessionId"))
        return {"ok": True, "value": result.value, "upgrades": result.upgrades} if result.ok else {"ok": False, "problems": result.problems, "upgrades": result.upgrades}
    if op == "formData":
        return sdk.check_form_data(case["question"], case["formData"])
    if op == "toolUpdate":
        found = sdk.extract_ask_from_tool_update(case["update"], case.get("sessionId"))
        if found.reason is not None:
            return {"ok": False, "reason": found.reason, "problems": found.problems}
        name = found.name
        assert name is not None
        return {
            "ok": True,
            "input": found.input,
            "from": found.source,
            "sessionUpdate": found.session_update,
            "status": found.status,
            "toolCallId": found.tool_call_id,
            "name": {"toolName": name.tool_name, "pattern": name.pattern, "server": name.server},
            "upgrades": found.upgrades,
        }
    if op == "pattern":
        compiled = sdk.compile_pattern(case["source"])
        if sdk.is_pattern_refusal(compiled):
            return {"kind": compiled.kind, "reason": compiled.reason, "fix": compiled.fix}
        return {"size": compiled.size, "results": [compiled.test(t) for t in case["texts"]]}
    if op == "unicodeNames":
        from nuwax_ask_question import _unicode_tables as t

        return {
            "version": t.UNICODE_VERSION,
            "names": [*t.GENERAL_CATEGORY, *(f"gc={n}" for n in t.GENERAL_CATEGORY), *(f"General_Category={n}" for n in t.GENERAL_CATEGORY), *t.BINARY,
                      *(f"sc={n}" for n in t.SCRIPT), *(f"Script={n}" for n in t.SCRIPT), *(f"scx={n}" for n in t.SCRIPT_EXTENSIONS), *(f"Script_Extensions={n}" for n in t.SCRIPT_EXTENSIONS)],
        }
    if op == "unicode":
        from nuwax_ask_question.unicode_properties import property_predicate

        test = property_predicate(case["name"])
        return None if test is None else "".join("1" if test(cp) else "0" for cp in case["codePoints"])
    raise ValueError(f"unknown op {op!r}")


def main() -> None:
    cases = json.loads(sys.stdin.read())
    out = []
    for case in cases:
        try:
            out.append(run(case))
        except Exception as error:  # a crash is a difference the test reports, not a lost batch
            out.append({"crash": f"{type(error).__name__}: {error}"})
    sys.stdout.write(json.dumps(out))  # ASCII: a lone surrogate travels as \\udXXX, as JSON.stringify writes it


if __name__ == "__main__":
    main()
