# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
#
# The contract's shapes as typing declarations (docs/sdks.md "Python SDK"): a TypedDict per object
# $defs entry (keys as in JSON; Required[...] marks the required ones), a Literal or Union alias for
# the rest. Static types only: nothing here checks data at run time.

from typing import Any, Literal, Required, TypedDict, Union

#: The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.
WidgetType = Literal["text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom"]

#: The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.
FieldValueType = Literal["string", "integer", "number", "array"]

#: How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).
Presentation = Literal["modal", "inline", "wizard"]

#: What kind of problem checkMcpAskFormData found in an answer, on every problem it reports (absent on other problems): message and fix are English for the developer, so a renderer shows the user its ...
FormDataProblemCode = Literal["required", "not_text", "not_a_number", "not_a_list", "not_a_file", "out_of_range", "not_an_integer", "too_short", "too_long", "pattern_mismatch", "not_an_option", "custom_text_missing", "too_many_files", "file_too_large", "not_an_object", "duplicate_option", "too_many_picks", "unknown_field"]

#: What the user did with the form: submit, cancel, skip, or timeout (nobody answered in time).
McpAskRespondAction = Literal["submit", "cancel", "skip", "timeout"]

#: Where a question stands on the client: pending (shown), submitting (the answer is on its way), submitted, cancelled, skipped, failed (sending the answer failed).
McpAskResponseStatus = Literal["pending", "submitting", "submitted", "cancelled", "skipped", "failed"]

#: One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum...
FieldOption = TypedDict(
    "FieldOption",
    {
        "value": Required[str],
        "label": Required[str],
    },
    total=False,
)

#: A form field as an agent writes it (aligned with antd Form.Item). `widget` may be omitted and is then inferred from `type` and `options` by the x-nuwax.widgetCatalog inference rules; deprecated ali...
FormFieldInput = TypedDict(
    "FormFieldInput",
    {
        "name": Required[str],
        "title": Required[str],
        "widget": "WidgetType",
        "description": str,
        "required": bool,
        "placeholder": str,
        "initialValue": Any,
        "type": "FieldValueType",
        "options": list["FieldOption"],
        "minimum": float,
        "maximum": float,
        "exclusiveMinimum": float,
        "exclusiveMaximum": float,
        "multipleOf": float,
        "minLength": int,
        "maxLength": int,
        "pattern": str,
        "accept": str,
        "multiple": bool,
        "maxFileSize": int,
        "allowCustom": bool,
        "otherValue": str,
        "otherField": str,
    },
    total=False,
)

#: A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set.
FormField = TypedDict(
    "FormField",
    {
        "name": Required[str],
        "title": Required[str],
        "widget": Required["WidgetType"],
        "description": str,
        "required": bool,
        "placeholder": str,
        "initialValue": Any,
        "type": "FieldValueType",
        "options": list["FieldOption"],
        "minimum": float,
        "maximum": float,
        "exclusiveMinimum": float,
        "exclusiveMaximum": float,
        "multipleOf": float,
        "minLength": int,
        "maxLength": int,
        "pattern": str,
        "accept": str,
        "multiple": bool,
        "maxFileSize": int,
        "allowCustom": bool,
        "otherValue": str,
        "otherField": str,
    },
    total=False,
)

#: One step of a wizard form: an ordered subset of ui.fields, named by field name.
WizardStep = TypedDict(
    "WizardStep",
    {
        "id": Required[str],
        "title": Required[str],
        "description": str,
        "fields": Required[list[str]],
    },
    total=False,
)

#: What a client that cannot render the form shows instead.
UiFallback = TypedDict(
    "UiFallback",
    {
        "text": Required[str],
        "webUrl": str,
        "mobileUrl": str,
    },
    total=False,
)

#: The form as an agent writes it. `version` is stamped by the server; `presentation` defaults to inline and `title` to the question's title.
InteractionUiInput = TypedDict(
    "InteractionUiInput",
    {
        "version": Literal["nuwax.interaction.v2"],
        "presentation": "Presentation",
        "title": str,
        "description": str,
        "fields": list["FormFieldInput"],
        "steps": list["WizardStep"],
        "submitLabel": str,
        "cancelLabel": str,
        "skipLabel": str,
        "allowSkip": bool,
        "fallback": "UiFallback",
    },
    total=False,
)

#: The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget.
InteractionUi = TypedDict(
    "InteractionUi",
    {
        "version": Required[Literal["nuwax.interaction.v2"]],
        "presentation": Required["Presentation"],
        "title": Required[str],
        "description": str,
        "fields": Required[list["FormField"]],
        "steps": list["WizardStep"],
        "submitLabel": str,
        "cancelLabel": str,
        "skipLabel": str,
        "allowSkip": bool,
        "fallback": "UiFallback",
    },
    total=False,
)

#: The arguments of the nuwax_ask_question tool as an agent sends them. toolName, schemaVersion and ui.version are stamped by the server; revision defaults to 1.
McpAskUserToolInput = TypedDict(
    "McpAskUserToolInput",
    {
        "toolName": Literal["nuwax_ask_question"],
        "schemaVersion": Literal["nuwax.mcp_ask.v2"],
        "requestId": Required[str],
        "revision": int,
        "sessionId": Required[str],
        "title": Required[str],
        "description": str,
        "ui": Required["InteractionUiInput"],
        "business": dict[str, Any],
        "timeoutMs": int,
        "priority": Literal["normal", "high"],
    },
    total=False,
)

#: The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (s...
McpAskRawInput = TypedDict(
    "McpAskRawInput",
    {
        "toolName": Required[Literal["nuwax_ask_question"]],
        "schemaVersion": Required[Literal["nuwax.mcp_ask.v2"]],
        "requestId": Required[str],
        "revision": Required[int],
        "sessionId": Required[str],
        "title": Required[str],
        "description": str,
        "ui": Required["InteractionUi"],
        "business": dict[str, Any],
        "timeoutMs": int,
        "priority": Literal["normal", "high"],
    },
    total=False,
)

#: One reason an input was refused.
ValidationProblem = TypedDict(
    "ValidationProblem",
    {
        "path": Required[str],
        "message": Required[str],
        "fix": Required[str],
        "subject": str,
        "code": "FormDataProblemCode",
    },
    total=False,
)

#: An uploaded file as a client puts it in formData: an antd UploadFile (name, url, size, type and more) or the mobile client's attachment (fileName, fileUrl, fileKey, fileSize, mimeType).
FileValue = TypedDict(
    "FileValue",
    {
        "name": str,
        "url": str,
        "fileUrl": str,
        "fileName": str,
        "fileKey": str,
        "fileSize": int,
        "mimeType": str,
        "size": int,
        "type": str,
        "uid": str,
        "status": Literal["done", "uploading", "error", "removed"],
    },
    total=False,
)

#: What a client (the nuwax Web/Mobile DockPanel) sends when the user acts on the form, exactly as the clients send it; formatMcpAskResumeMessage turns it into the next user chat message.
McpAskRespondPayload = TypedDict(
    "McpAskRespondPayload",
    {
        "interventionId": Required[str],
        "toolCallId": str,
        "revision": Required[int],
        "source": Required[Literal["mcp_ask"]],
        "protocol": Required[Literal["mcp"]],
        "action": Required["McpAskRespondAction"],
        "formData": dict[str, Any],
        "files": list["FileValue"],
        "answeredBy": dict[str, Any],
        "answeredAt": int,
    },
    total=False,
)

#: A question as a DockPanel tracks it: the canonical input from the tool result, the tool call it came from and the client-side state.
McpAskInteraction = TypedDict(
    "McpAskInteraction",
    {
        "input": Required["McpAskRawInput"],
        "toolCallId": Required[str],
        "executeId": str,
        "responseStatus": "McpAskResponseStatus",
        "formData": dict[str, Any],
        "errorMessage": str,
        "triggeredAt": int,
    },
    total=False,
)

#: One chat message as a DockPanel keeps it in history: the parts hasMcpAskResumeMessage reads to pair an answer message with the question it answers (the web client's MessageInfo has these and more).
McpAskHistoryMessage = TypedDict(
    "McpAskHistoryMessage",
    {
        "index": int,
        "role": str,
        "text": str,
        "mcpAskInteractions": list["McpAskInteraction"],
    },
    total=False,
)

