"""nuwax-ask-question: the contract of the nuwax_ask_question MCP tool for Python (docs/sdks.md "Python SDK").

No dependency beyond the standard library (Python 3.11+). The data (``_contract``, ``types``) is
generated from contract/schema.json; the behaviour is hand-written and tested against the shared
conformance corpus (conformance/).
"""

from ._contract import (
    ACP_TOOL_UPDATE,
    ATTACHMENT_DISPLAY,
    CONSTANTS,
    DEPRECATED_BUILDER_ALIASES,
    HISTORICAL_SIGNATURES,
    HISTORICAL_VERSIONS,
    LOCALE_ALIASES,
    MESSAGE_LOCALES,
    MESSAGES,
    PROTOCOL_VERSION,
    REQUEST_ID_MARKERS,
    WIDGET_CATALOG,
    WIDGETS,
)
from .acp import ToolName, ToolUpdateExtraction, extract_ask_from_tool_update, parse_tool_name
from .extract import AskExtraction, extract_ask_from_event, extract_input_from_tool_result
from .form_data import check_form_data, resolve_form_fields
from .normalize import NormalizeResult, check_raw_input, normalize_tool_input, try_normalize_tool_input
from .pattern import LinearPattern, PatternRefusal, compile_pattern, is_pattern_refusal
from .problems import McpAskValidationError, format_problem, format_problems
from .schema import schema_errors
from .upgrade import UNKNOWN_SESSION_ID, UpgradeResult, upgrade_tool_input
from .formatter import (
    McpAskFormatError,
    file_name,
    format_field_value,
    format_file_value,
    format_plain_value,
    format_resume_message,
    resolve_dialect,
    resolve_resume_title,
)
from .markers import append_request_id_marker, has_request_id_marker, request_id_marker
from .messages import ACTIONS, resolve_locale
from .recogniser import ResumeMatch, has_resume_message, is_resume_message, match_resume_message
from .widgets import custom_option_value, custom_text_key, effective_widget, infer_widget, resolve_widget_alias, widget_catalog_entry

TOOL_NAME: str = CONSTANTS["toolName"]
SCHEMA_VERSION: str = CONSTANTS["schemaVersion"]
UI_VERSION: str = CONSTANTS["uiVersion"]

__all__ = [
    "ACP_TOOL_UPDATE",
    "ACTIONS",
    "ATTACHMENT_DISPLAY",
    "AskExtraction",
    "HISTORICAL_VERSIONS",
    "LinearPattern",
    "McpAskValidationError",
    "NormalizeResult",
    "PatternRefusal",
    "ToolName",
    "ToolUpdateExtraction",
    "UNKNOWN_SESSION_ID",
    "UpgradeResult",
    "check_form_data",
    "check_raw_input",
    "compile_pattern",
    "extract_ask_from_tool_update",
    "format_problem",
    "format_problems",
    "is_pattern_refusal",
    "normalize_tool_input",
    "parse_tool_name",
    "resolve_form_fields",
    "schema_errors",
    "try_normalize_tool_input",
    "upgrade_tool_input",
    "CONSTANTS",
    "DEPRECATED_BUILDER_ALIASES",
    "HISTORICAL_SIGNATURES",
    "LOCALE_ALIASES",
    "MESSAGES",
    "MESSAGE_LOCALES",
    "McpAskFormatError",
    "PROTOCOL_VERSION",
    "REQUEST_ID_MARKERS",
    "ResumeMatch",
    "SCHEMA_VERSION",
    "TOOL_NAME",
    "UI_VERSION",
    "WIDGETS",
    "WIDGET_CATALOG",
    "append_request_id_marker",
    "custom_option_value",
    "custom_text_key",
    "effective_widget",
    "extract_ask_from_event",
    "extract_input_from_tool_result",
    "file_name",
    "format_field_value",
    "format_file_value",
    "format_plain_value",
    "format_resume_message",
    "resolve_dialect",
    "has_request_id_marker",
    "has_resume_message",
    "infer_widget",
    "is_resume_message",
    "match_resume_message",
    "request_id_marker",
    "resolve_locale",
    "resolve_resume_title",
    "resolve_widget_alias",
    "widget_catalog_entry",
]
