# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/formatter.py: edit it there.
"""The answer message: what the user's answer becomes as the next chat turn (docs/sdks.md "Client-side kit").

The same text the nuwax web DockPanel and the TypeScript kit write, byte for byte, from the
templates of x-nuwax.messages; the conformance corpus (conformance/format.json) pins it down.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote_to_bytes

from . import _js
from ._contract import DIALECTS
from .markers import append_request_id_marker
from .messages import ACTIONS, TemplateParts, catalog, fill, resolve_locale, text_of
from .widgets import custom_option_value, custom_text_key, effective_widget, widget_catalog_entry

_FILE_KEYS = ("name", "url", "fileName", "fileUrl")
_DATA_URL_NAME = re.compile(r"^data:[^,]*;name=([^;,]+)")
_BAD_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")
_LINE_BREAK = re.compile(r"\r?\n")


class McpAskFormatError(ValueError):
    """The payload cannot be written as an answer message.

    ``code`` is ``"invalid_action"`` (an action outside #/$defs/McpAskRespondAction) or
    ``"invalid_form_data"`` (formData that is not an object).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def resolve_resume_title(question: Mapping[str, Any], locale: object = None) -> str:
    """The title an answer message names: the question's title, else ui.title, else the locale's defaultTitle (x-nuwax.messages.<locale>.defaultTitle)."""
    ui = question.get("ui")
    for title in (question.get("title"), ui.get("title") if isinstance(ui, dict) else None):
        if _js.truthy(title):
            return _js.to_text(title)
    return text_of(catalog(locale)["defaultTitle"])


#: The dialect written when none is named: the first of x-nuwax.dialects ("web").
DEFAULT_DIALECT: str = next(iter(DIALECTS))
#: The order of the keys a file object is shown by in the default dialect (x-nuwax.dialects.web.fileNameKeys).
_WEB_FILE_KEYS: tuple[str, ...] = tuple(DIALECTS[DEFAULT_DIALECT]["fileNameKeys"])


def resolve_dialect(dialect: object = None) -> str:
    """The x-nuwax.dialects name for ``dialect`` (DEFAULT_DIALECT for None); raises McpAskFormatError ``invalid_dialect`` naming the known ones."""
    if dialect is None:
        return DEFAULT_DIALECT
    if isinstance(dialect, str) and dialect in DIALECTS:
        return dialect
    raise McpAskFormatError("invalid_dialect", f"format_resume_message: unknown dialect {_js.to_text(dialect)[:100]!r}; use one of {', '.join(DIALECTS)}")


def format_resume_message(
    question: Mapping[str, Any], payload: Mapping[str, Any], locale: object = None, *, dialect: object = None, request_id_marker: bool = False
) -> str:
    """The chat message for the user's answer, as the DockPanel of ``dialect`` writes it.

    ``dialect``: an x-nuwax.dialects name, "web" (default: the nuwax web client, below) or "mobile"
    (the nuwax-mobile client: a blank line after the header, its own en-US header and timeout
    sentence, file names before URLs; docs/dockpanel.md). ``request_id_marker``: append the
    question's request-id marker after the writeSeparator (append_request_id_marker). Raises
    McpAskFormatError ``invalid_dialect`` for an unknown dialect and ``missing_request_id`` for
    request_id_marker on a question without a requestId, besides the codes below.
    """
    name = resolve_dialect(dialect)
    message = _format_in_dialect(question, payload, locale, DIALECTS[name]["messages"][resolve_locale(locale)], tuple(DIALECTS[name]["fileNameKeys"]))
    if not request_id_marker:
        return message
    request_id = question.get("requestId")
    if not isinstance(request_id, str) or not request_id:
        raise McpAskFormatError("missing_request_id", "format_resume_message: request_id_marker needs the question's requestId")
    return append_request_id_marker(message, request_id)


def _format_in_dialect(
    question: Mapping[str, Any], payload: Mapping[str, Any], locale: object, m: Mapping[str, TemplateParts], file_keys: tuple[str, ...]
) -> str:
    """The chat message for the user's answer, exactly as the nuwax web DockPanel writes it.

    ``question``: a rawInput, agent input or ``{title?, ui: {title?, fields}}``; ``payload``: the
    respond payload's ``{action, formData?}``; ``locale``: a BCP 47 tag (resolve_locale; zh-CN by
    default). submit gives the header, then one ``label：value`` line per field of ui.fields that
    formData has (ui.fields order), then the formData keys no field consumed; empty formData gives the
    empty-form message; cancel / skip / timeout give one sentence. Raises McpAskFormatError for an
    unknown action or a formData that is not an object.
    """
    title = resolve_resume_title(question, locale)
    action = payload.get("action")
    if action in ("cancel", "skip", "timeout") and isinstance(action, str):
        return fill(m[{"cancel": "cancelled", "skip": "skipped", "timeout": "timedOut"}[action]], title=title)
    if action != "submit" or not isinstance(action, str):
        raise McpAskFormatError(
            "invalid_action", f"format_resume_message: unknown action {_js.to_text(action)[:100]!r}; use one of {', '.join(ACTIONS)}"
        )
    form_data = payload.get("formData")
    if form_data is None:
        form_data = {}
    if not isinstance(form_data, dict):
        raise McpAskFormatError("invalid_form_data", "format_resume_message: formData must be an object keyed by field name")

    def line(label: str, value: str) -> str:
        return fill(m["fieldLine"], label=label, value=_LINE_BREAK.sub("\n  ", value))

    consumed: set[str] = set()
    lines: list[str] = []
    ui = question.get("ui")
    fields = ui.get("fields") if isinstance(ui, dict) else None
    for field in fields if isinstance(fields, list) else []:
        if not isinstance(field, dict):
            continue
        name = field.get("name")
        if not isinstance(name, str) or name not in form_data or name in consumed:
            continue
        consumed.add(name)
        label = _js.to_text(field["title"]) if _js.truthy(field.get("title")) else name
        entry = widget_catalog_entry(effective_widget(field))
        value = form_data[name]
        if entry is not None and entry["answerDisplay"] == "optionLabelOrCustom":
            custom_key = custom_text_key(field)
            if _js.same_value(value, custom_option_value(field)) and custom_key in form_data:
                consumed.add(custom_key)
                lines.append(line(label, format_plain_value(form_data[custom_key], m, file_keys)))
                continue
        lines.append(line(label, format_field_value(field, value, m, file_keys)))
    for key in _js.keys_in_js_order(form_data):
        if key not in consumed:
            lines.append(line(key, format_plain_value(form_data[key], m, file_keys)))
    if not lines:
        return fill(m["emptyForm"], title=title)
    return fill(m["submittedHeader"], title=title) + text_of(m["headerSeparator"]) + text_of(m["lineSeparator"]).join(lines)


def format_field_value(field: Mapping[str, Any], value: Any, m: Mapping[str, TemplateParts], file_keys: tuple[str, ...] = _WEB_FILE_KEYS) -> str:
    """One declared field's value by its widget's answerDisplay: files by format_file_value; option values as their labels; the rest as format_plain_value."""
    entry = widget_catalog_entry(effective_widget(field))
    if entry is not None and entry["answerDisplay"] == "fileNames":
        return format_file_value(value, m, file_keys)
    labels: dict[str, Any] = {}
    options = field.get("options")
    for option in options if isinstance(options, list) else []:
        if isinstance(option, dict) and isinstance(option.get("value"), str):
            labels[option["value"]] = option.get("label")

    def label_of(v: Any) -> Any:
        found = labels.get(v) if isinstance(v, str) else None
        return v if found is None else found

    if isinstance(value, list):
        return format_plain_value([label_of(v) for v in value], m, file_keys)
    if isinstance(value, str) and value != "":
        return _js.to_text(label_of(value))
    return format_plain_value(value, m, file_keys)


def format_plain_value(value: Any, m: Mapping[str, TemplateParts], file_keys: tuple[str, ...] = _WEB_FILE_KEYS) -> str:
    """A value without a declared widget: notProvided for null, "" and []; yes / no; numbers as JavaScript writes them; file objects as files; lists joined with listSeparator; objects as ``key：value`` entries."""
    if value is None or (isinstance(value, str) and value == ""):
        return text_of(m["notProvided"])
    if isinstance(value, bool):
        return text_of(m["yes"] if value else m["no"])
    if isinstance(value, str) or _js.is_number(value):
        return _js.to_text(value)
    if isinstance(value, list):
        if not value:
            return text_of(m["notProvided"])
        if _is_file_object(value[0], present=True):
            return format_file_value(value, m, file_keys)
        return text_of(m["listSeparator"]).join(format_plain_value(v, m, file_keys) for v in value)
    if isinstance(value, dict):
        if _is_file_object(value, present=False):
            return text_of(m["filePrefix"]) + format_file_value(value, m, file_keys)
        keys = _js.keys_in_js_order(value)
        if not keys:
            return text_of(m["notProvided"])
        separator = text_of(m["labelSeparator"])
        return text_of(m["objectEntrySeparator"]).join(f"{k}{separator}{format_plain_value(value[k], m, file_keys)}" for k in keys)
    return _js.to_text(value)


def _is_file_object(value: Any, present: bool) -> bool:
    """An object with one of name, url, fileName, fileUrl (``present``: the key exists; else: its value is truthy)."""
    if not isinstance(value, dict):
        return False
    return any((key in value) if present else _js.truthy(value.get(key)) for key in _FILE_KEYS)


def format_file_value(value: Any, m: Mapping[str, TemplateParts], file_keys: tuple[str, ...] = _WEB_FILE_KEYS) -> str:
    """A file field's value: each file by file_name (unknownFile when it has none), joined with listSeparator; empty is notProvided."""
    if value is None or (isinstance(value, str) and value == ""):
        return text_of(m["notProvided"])
    unknown = text_of(m["unknownFile"])
    if isinstance(value, list):
        if not value:
            return text_of(m["notProvided"])
        return text_of(m["listSeparator"]).join(file_name(v, file_keys) or unknown for v in value)
    return file_name(value, file_keys) or unknown


def file_name(file: Any, file_keys: tuple[str, ...] = _WEB_FILE_KEYS) -> str:
    """A file's display text: an object's url, else fileUrl, else name, else fileName (a non-empty string or a finite number); a string as written, except a data URL, which shows its ``name=`` parameter percent-decoded (as written when that is not valid UTF-8 percent-encoding) or ""."""
    if isinstance(file, str):
        if not file.startswith("data:"):
            return file
        found = _DATA_URL_NAME.match(file)
        if not found:
            return ""
        raw = found.group(1)
        if _BAD_PERCENT.search(raw):
            return raw
        try:
            return unquote_to_bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            return raw
    if isinstance(file, dict):
        for key in file_keys:
            v = file.get(key)
            if (isinstance(v, str) and v) or (_js.is_number(v) and math.isfinite(v)):
                return _js.to_text(v)
        return ""
    return "" if file is None else _js.to_text(file)
