// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
/* eslint-disable */

/**
 * The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.
 */
export type WidgetType =
  "text" | "textarea" | "number" | "radio" | "checkboxes" | "select" | "list" | "file" | "radio-with-custom";

/**
 * Deprecated builder field types, accepted by the builder and the normalizer and rewritten through x-nuwax.deprecatedBuilderAliases (input → text, checkbox → checkboxes). Never emitted.
 */
export type DeprecatedWidgetAlias = "input" | "checkbox";

/**
 * The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.
 */
export type FieldValueType = "string" | "integer" | "number" | "array";

/**
 * One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames.
 */
export interface FieldOption {
  /**
   * The value stored in formData when this option is chosen.
   */
  value: string;
  /**
   * Human-readable text shown to the user (never a bare value).
   */
  label: string;
}

/**
 * A form field as an agent writes it (aligned with antd Form.Item). `widget` may be omitted and is then inferred from `type` and `options` by the x-nuwax.widgetCatalog inference rules; deprecated aliases are rewritten. Widget-specific properties (constraints) are allowed only on the widgets whose catalog entry lists them.
 */
export interface FormFieldInput {
  /**
   * The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.
   */
  name: string;
  /**
   * The label shown to the user (antd Form.Item label).
   */
  title: string;
  widget?: WidgetType;
  /**
   * Help text (antd tooltip/help).
   */
  description?: string;
  /**
   * Whether an answer is required (antd rules: required). Default false.
   */
  required?: boolean;
  /**
   * Placeholder text of the control.
   */
  placeholder?: string;
  /**
   * Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).
   */
  initialValue?: unknown;
  type?: FieldValueType;
  /**
   * The choices of a choice widget, in display order.
   *
   * @minItems 1
   * @maxItems 200
   */
  options?: FieldOption[];
  /**
   * Smallest accepted number (widget number).
   */
  minimum?: number;
  /**
   * Largest accepted number (widget number).
   */
  maximum?: number;
  /**
   * The number must be greater than this (widget number); JSON Schema exclusiveMinimum.
   */
  exclusiveMinimum?: number;
  /**
   * The number must be less than this (widget number); JSON Schema exclusiveMaximum.
   */
  exclusiveMaximum?: number;
  /**
   * The number must be a multiple of this (widget number); 1 means whole numbers.
   */
  multipleOf?: number;
  /**
   * Fewest characters, counted in Unicode code points (widgets text, textarea).
   */
  minLength?: number;
  /**
   * Most characters, counted in Unicode code points (widgets text, textarea).
   */
  maxLength?: number;
  /**
   * ECMAScript regular expression (u flag) the text must match (widgets text, textarea), matched in linear time: lookahead, lookbehind, backreferences and inline modifiers are refused, repeat counts go up to x-nuwax.constants.patternMaxRepeat (1000) and the compiled pattern up to patternMaxProgramSize (512) instructions (docs/reliability-and-security.md "Linear-time patterns").
   */
  pattern?: string;
  /**
   * MIME type filter such as image/* or application/pdf (widget file).
   */
  accept?: string;
  /**
   * Whether several files may be uploaded (widget file).
   */
  multiple?: boolean;
  /**
   * Largest accepted file, in bytes (widget file).
   */
  maxFileSize?: number;
  /**
   * Shows the free-text 'other' choice (widget radio-with-custom); always true there.
   */
  allowCustom?: boolean;
  /**
   * The option value that means 'custom text' (widget radio-with-custom). Default __custom__.
   */
  otherValue?: string;
  /**
   * The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.
   */
  otherField?: string;
}

/**
 * A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set.
 */
export interface FormField {
  /**
   * The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.
   */
  name: string;
  /**
   * The label shown to the user (antd Form.Item label).
   */
  title: string;
  widget: WidgetType;
  /**
   * Help text (antd tooltip/help).
   */
  description?: string;
  /**
   * Whether an answer is required (antd rules: required). Default false.
   */
  required?: boolean;
  /**
   * Placeholder text of the control.
   */
  placeholder?: string;
  /**
   * Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).
   */
  initialValue?: unknown;
  type?: FieldValueType;
  /**
   * The choices of a choice widget, in display order.
   *
   * @minItems 1
   * @maxItems 200
   */
  options?: FieldOption[];
  /**
   * Smallest accepted number (widget number).
   */
  minimum?: number;
  /**
   * Largest accepted number (widget number).
   */
  maximum?: number;
  /**
   * The number must be greater than this (widget number); JSON Schema exclusiveMinimum.
   */
  exclusiveMinimum?: number;
  /**
   * The number must be less than this (widget number); JSON Schema exclusiveMaximum.
   */
  exclusiveMaximum?: number;
  /**
   * The number must be a multiple of this (widget number); 1 means whole numbers.
   */
  multipleOf?: number;
  /**
   * Fewest characters, counted in Unicode code points (widgets text, textarea).
   */
  minLength?: number;
  /**
   * Most characters, counted in Unicode code points (widgets text, textarea).
   */
  maxLength?: number;
  /**
   * ECMAScript regular expression (u flag) the text must match (widgets text, textarea), matched in linear time: lookahead, lookbehind, backreferences and inline modifiers are refused, repeat counts go up to x-nuwax.constants.patternMaxRepeat (1000) and the compiled pattern up to patternMaxProgramSize (512) instructions (docs/reliability-and-security.md "Linear-time patterns").
   */
  pattern?: string;
  /**
   * MIME type filter such as image/* or application/pdf (widget file).
   */
  accept?: string;
  /**
   * Whether several files may be uploaded (widget file).
   */
  multiple?: boolean;
  /**
   * Largest accepted file, in bytes (widget file).
   */
  maxFileSize?: number;
  /**
   * Shows the free-text 'other' choice (widget radio-with-custom); always true there.
   */
  allowCustom?: boolean;
  /**
   * The option value that means 'custom text' (widget radio-with-custom). Default __custom__.
   */
  otherValue?: string;
  /**
   * The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.
   */
  otherField?: string;
}

/**
 * One step of a wizard form: an ordered subset of ui.fields, named by field name.
 */
export interface WizardStep {
  /**
   * Unique step id.
   */
  id: string;
  /**
   * Step title.
   */
  title: string;
  /**
   * Step description.
   */
  description?: string;
  /**
   * Names of the ui.fields shown in this step, in order.
   *
   * @minItems 1
   * @maxItems 200
   */
  fields: string[];
}

/**
 * What a client that cannot render the form shows instead.
 */
export interface UiFallback {
  /**
   * Fallback text.
   */
  text: string;
  /**
   * Page that renders the form on the web.
   */
  webUrl?: string;
  /**
   * Page that renders the form on mobile.
   */
  mobileUrl?: string;
}

/**
 * How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).
 */
export type Presentation = "modal" | "inline" | "wizard";

/**
 * The form as an agent writes it. `version` is stamped by the server; `presentation` defaults to inline and `title` to the question's title.
 */
export interface InteractionUiInput {
  /**
   * UI contract version; stamped by the server, may be omitted.
   */
  version?: "nuwax.interaction.v2";
  presentation?: Presentation;
  /**
   * Form title shown in the card.
   */
  title?: string;
  /**
   * Form description shown in the card.
   */
  description?: string;
  /**
   * The form's fields, in display order.
   *
   * @maxItems 200
   */
  fields?: FormFieldInput[];
  /**
   * Wizard steps (presentation wizard); each names fields of ui.fields.
   *
   * @maxItems 50
   */
  steps?: WizardStep[];
  /**
   * Text of the submit button.
   */
  submitLabel?: string;
  /**
   * Text of the cancel button.
   */
  cancelLabel?: string;
  /**
   * Text of the skip button (shown when allowSkip is true).
   */
  skipLabel?: string;
  /**
   * Whether the user may skip the question. Default false.
   */
  allowSkip?: boolean;
  fallback?: UiFallback;
}

/**
 * The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget.
 */
export interface InteractionUi {
  /**
   * UI contract version; stamped by the server, may be omitted.
   */
  version: "nuwax.interaction.v2";
  presentation: Presentation;
  /**
   * Form title shown in the card.
   */
  title: string;
  /**
   * Form description shown in the card.
   */
  description?: string;
  /**
   * The form's fields, in display order.
   *
   * @maxItems 200
   */
  fields: FormField[];
  /**
   * Wizard steps (presentation wizard); each names fields of ui.fields.
   *
   * @maxItems 50
   */
  steps?: WizardStep[];
  /**
   * Text of the submit button.
   */
  submitLabel?: string;
  /**
   * Text of the cancel button.
   */
  cancelLabel?: string;
  /**
   * Text of the skip button (shown when allowSkip is true).
   */
  skipLabel?: string;
  /**
   * Whether the user may skip the question. Default false.
   */
  allowSkip?: boolean;
  fallback?: UiFallback;
}

/**
 * The arguments of the nuwax_ask_question tool as an agent sends them. toolName, schemaVersion and ui.version are stamped by the server; revision defaults to 1.
 */
export interface McpAskUserToolInput {
  /**
   * MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.
   */
  toolName?: "nuwax_ask_question";
  /**
   * Contract version; stamped by the server, may be omitted.
   */
  schemaVersion?: "nuwax.mcp_ask.v2";
  /**
   * Stable id of this question, chosen by the agent; echoed in the user's answer.
   */
  requestId: string;
  /**
   * Positive revision number; 1 for a new question, incremented when the question is revised.
   */
  revision?: number;
  /**
   * Conversation (session) id.
   */
  sessionId: string;
  /**
   * Question title shown at the top of the card.
   */
  title: string;
  /**
   * Why the agent asks.
   */
  description?: string;
  ui: InteractionUiInput;
  /**
   * Business data passed through untouched; never affects rendering.
   */
  business?: {
    [k: string]: unknown;
  };
  /**
   * How long the client waits for an answer, in milliseconds; then the action is timeout.
   */
  timeoutMs?: number;
  /**
   * normal (default) or high (the client may alert more strongly).
   */
  priority?: "normal" | "high";
}

/**
 * The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments.
 */
export interface McpAskRawInput {
  /**
   * MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.
   */
  toolName: "nuwax_ask_question";
  /**
   * Contract version; stamped by the server, may be omitted.
   */
  schemaVersion: "nuwax.mcp_ask.v2";
  /**
   * Stable id of this question, chosen by the agent; echoed in the user's answer.
   */
  requestId: string;
  /**
   * Positive revision number; 1 for a new question, incremented when the question is revised.
   */
  revision: number;
  /**
   * Conversation (session) id.
   */
  sessionId: string;
  /**
   * Question title shown at the top of the card.
   */
  title: string;
  /**
   * Why the agent asks.
   */
  description?: string;
  ui: InteractionUi;
  /**
   * Business data passed through untouched; never affects rendering.
   */
  business?: {
    [k: string]: unknown;
  };
  /**
   * How long the client waits for an answer, in milliseconds; then the action is timeout.
   */
  timeoutMs?: number;
  /**
   * normal (default) or high (the client may alert more strongly).
   */
  priority?: "normal" | "high";
}

/**
 * The tool's result: the question is shown to the user and the agent must stop its turn.
 */
export interface McpAskPendingResult {
  /**
   * Always pending: the answer arrives later as a new user message.
   */
  status: "pending";
  /**
   * The question's requestId.
   */
  requestId: string;
  /**
   * The question's revision.
   */
  revision: number;
  /**
   * Instruction to the agent (x-nuwax.constants.pendingMessage).
   */
  message: string;
  input: McpAskRawInput;
}

/**
 * One reason an input was refused.
 */
export interface ValidationProblem {
  /**
   * Where the problem is, as a JSON path such as ui.fields[2].options; empty for the root.
   */
  path: string;
  /**
   * What is wrong.
   */
  message: string;
  /**
   * How to fix it.
   */
  fix: string;
  /**
   * Name of the field (or id of the step) the path points into, when it has one.
   */
  subject?: string;
  code?: FormDataProblemCode;
}

/**
 * What kind of problem checkMcpAskFormData found in an answer, on every problem it reports (absent on other problems): message and fix are English for the developer, so a renderer shows the user its own words chosen by this code (x-nuwax.uiStrings problem* texts in the user's locale). required (a required field left empty), not_text / not_a_number / not_a_list / not_a_file (a value of the wrong type for the widget), out_of_range (a number outside the field's minimum / maximum / exclusive bounds or off its multipleOf), not_an_integer (a fraction in an integer field), too_short / too_long (text under minLength / over maxLength code points), pattern_mismatch (text that does not match pattern), not_an_option (a value that is not one of the options), custom_text_missing (radio-with-custom's custom choice without its text), too_many_files (several files where multiple is not true), file_too_large (a file over maxFileSize), not_an_object (formData itself is not an object), duplicate_option (the same option picked twice in a checkboxes answer), too_many_picks (a checkboxes answer with more picks than the field has options), unknown_field (a formData key that is neither a field's name nor a radio-with-custom field's custom-text key).
 */
export type FormDataProblemCode =
  | "required"
  | "not_text"
  | "not_a_number"
  | "not_a_list"
  | "not_a_file"
  | "out_of_range"
  | "not_an_integer"
  | "too_short"
  | "too_long"
  | "pattern_mismatch"
  | "not_an_option"
  | "custom_text_missing"
  | "too_many_files"
  | "file_too_large"
  | "not_an_object"
  | "duplicate_option"
  | "too_many_picks"
  | "unknown_field";

/**
 * The tool's error result (isError: true): the form cannot be rendered; every problem is listed.
 */
export interface McpAskInvalidResult {
  /**
   * Always invalid.
   */
  status: "invalid";
  /**
   * All problems as text, one per line.
   */
  message: string;
  /**
   * Every problem, in input order.
   *
   * @minItems 1
   */
  problems: ValidationProblem[];
}

/**
 * The tool's result when the server itself asked the user (delivery elicitation or browser, docs/nuwax-ask-question.md "Delivery modes"): the user's action and the answer message the DockPanel would have sent, as the agent's next input.
 */
export interface McpAskDeliveredResult {
  /**
   * What became of the question: submitted (the user answered), cancelled (the user declined), skipped (the user dismissed it), timeout (nobody answered within timeoutMs).
   */
  status: "submitted" | "cancelled" | "skipped" | "timeout";
  /**
   * The question's requestId.
   */
  requestId: string;
  /**
   * The question's revision.
   */
  revision: number;
  /**
   * How the form reached the user: elicitation (the client's form dialog) or browser (a loopback page).
   */
  delivery: "elicitation" | "browser";
  /**
   * The answer message (formatMcpAskResumeMessage of payload): for submit the user's answers, else the cancelled / skipped / timed-out sentence.
   */
  message: string;
  payload: McpAskRespondPayload;
}

/**
 * Every structuredContent nuwax_ask_question returns: the pending result, the delivered result (delivery elicitation or browser), or the invalid result of an error.
 */
export type McpAskToolOutput = McpAskPendingResult | McpAskInvalidResult | McpAskDeliveredResult;

/**
 * An uploaded file as a client puts it in formData: an antd UploadFile (name, url, size, type and more) or the mobile client's attachment (fileName, fileUrl, fileKey, fileSize, mimeType).
 */
export interface FileValue {
  /**
   * File name; shown in the answer message when there is no url or fileUrl.
   */
  name?: string;
  /**
   * Where the file can be fetched; what the answer message shows (before fileUrl, name and fileName).
   */
  url?: string;
  /**
   * Where the file can be fetched, as the mobile client's attachment names it; shown when there is no url.
   */
  fileUrl?: string;
  /**
   * File name, as the mobile client's attachment names it; shown when there is no url, fileUrl or name.
   */
  fileName?: string;
  /**
   * The upload service's key of the file (mobile client's attachment).
   */
  fileKey?: string;
  /**
   * Size in bytes, as the mobile client's attachment names it; checked against maxFileSize when size is absent.
   */
  fileSize?: number;
  /**
   * MIME type, as the mobile client's attachment names it.
   */
  mimeType?: string;
  /**
   * Size in bytes.
   */
  size?: number;
  /**
   * MIME type.
   */
  type?: string;
  /**
   * The upload component's id of the file (antd UploadFile.uid).
   */
  uid?: string;
  /**
   * Upload state (antd UploadFile.status): done (uploaded; url is where it is), uploading (url is still empty), error (the upload failed), removed (the user removed it; not part of the answer). Absent means uploaded. checkMcpAskFormData refuses a file that is uploading or failed, and skips a removed one; normalizeMcpAskFormData sends only uploaded files' URLs.
   */
  status?: "done" | "uploading" | "error" | "removed";
  [k: string]: unknown;
}

/**
 * What the user did with the form: submit, cancel, skip, or timeout (nobody answered in time).
 */
export type McpAskRespondAction = "submit" | "cancel" | "skip" | "timeout";

/**
 * What a client (the nuwax Web/Mobile DockPanel) sends when the user acts on the form, exactly as the clients send it; formatMcpAskResumeMessage turns it into the next user chat message.
 */
export interface McpAskRespondPayload {
  /**
   * The question's requestId (the DockPanel calls a pending question an intervention).
   */
  interventionId: string;
  /**
   * The ACP tool_call id of the nuwax_ask_question call, when the client knows it.
   */
  toolCallId?: string;
  /**
   * The question's revision being answered.
   */
  revision: number;
  /**
   * Always mcp_ask: the payload answers a nuwax_ask_question form.
   */
  source: "mcp_ask";
  /**
   * Always mcp.
   */
  protocol: "mcp";
  action: McpAskRespondAction;
  /**
   * Answers keyed by field name (action submit). File fields hold FileValue objects or URLs; radio-with-custom keeps its custom text under otherField.
   */
  formData?: {
    [k: string]: unknown;
  };
  /**
   * The files of the file fields on submit, which the web client also sends as chat attachments (its UploadFileInfo objects).
   */
  files?: FileValue[];
  /**
   * Which client answered.
   */
  answeredBy?: {
    /**
     * web or mobile.
     */
    kind: "web" | "mobile";
    /**
     * The answering user's id.
     */
    userId?: string;
    /**
     * The answering client's id.
     */
    clientId?: string;
  };
  /**
   * When the user answered, in milliseconds since the Unix epoch.
   */
  answeredAt?: number;
}

/**
 * Where a question stands on the client: pending (shown), submitting (the answer is on its way), submitted, cancelled, skipped, failed (sending the answer failed).
 */
export type McpAskResponseStatus =
  "pending" | "submitting" | "submitted" | "cancelled" | "skipped" | "failed";

/**
 * A question as a DockPanel tracks it: the canonical input from the tool result, the tool call it came from and the client-side state.
 */
export interface McpAskInteraction {
  input: McpAskRawInput;
  /**
   * The ACP tool_call id of the nuwax_ask_question call.
   */
  toolCallId: string;
  /**
   * The platform's execution id the question belongs to (used to tell an expired question).
   */
  executeId?: string;
  responseStatus?: McpAskResponseStatus;
  /**
   * The answers entered or sent so far, keyed by field name.
   */
  formData?: {
    [k: string]: unknown;
  };
  /**
   * Why sending the answer failed (responseStatus failed).
   */
  errorMessage?: string;
  /**
   * When the question was shown, in milliseconds since the Unix epoch.
   */
  triggeredAt?: number;
}

/**
 * One chat message as a DockPanel keeps it in history: the parts hasMcpAskResumeMessage reads to pair an answer message with the question it answers (the web client's MessageInfo has these and more).
 */
export interface McpAskHistoryMessage {
  /**
   * The message's position in the conversation; history is ordered by it (a message without one keeps its place in the list).
   */
  index?: number;
  /**
   * Who wrote the message; USER (any case) or no role is the user's, and only the user's messages can be answers.
   */
  role?: string;
  /**
   * The message text as sent.
   */
  text?: string;
  /**
   * The questions this (assistant) message asked.
   */
  mcpAskInteractions?: McpAskInteraction[];
  [k: string]: unknown;
}

/**
 * Deprecated since 0.2.0 (protocol 2.1.0): the clients send McpAskRespondPayload; kept so existing validators keep working, removed at the next major protocol version.
 */
export interface McpAskResponse {
  /**
   * The question's requestId.
   */
  requestId: string;
  /**
   * The question's revision.
   */
  revision: number;
  /**
   * submit, cancel, skip or timeout.
   */
  action: "submit" | "cancel" | "skip" | "timeout";
  /**
   * Answers keyed by field name (action submit). File fields hold FileValue objects or URLs; radio-with-custom keeps its custom text under otherField.
   */
  formData?: {
    [k: string]: unknown;
  };
  /**
   * Who answered (user id).
   */
  answeredBy?: string;
  /**
   * When the user answered (ISO 8601).
   */
  answeredAt?: string;
}

/**
 * File settings of a builder field; flattened into accept, multiple and maxFileSize of the canonical field.
 */
export interface BuilderFileOptions {
  /**
   * MIME type filter.
   */
  accept?: string;
  /**
   * Whether several files may be uploaded.
   */
  multiple?: boolean;
  /**
   * Largest accepted file, in bytes.
   */
  maxFileSize?: number;
}

/**
 * A field as a backend form designer describes it (docs/sdks.md "Server side: normalize, build", buildMcpAskRawInput): `type` names the widget (deprecated aliases accepted) and `label` becomes title.
 */
export interface BuilderFormField {
  /**
   * The formData key; unique within the form; not blank and not a reserved JavaScript property name.
   */
  name: string;
  /**
   * The widget, or a deprecated alias (input, checkbox).
   */
  type: WidgetType | DeprecatedWidgetAlias;
  /**
   * The label shown to the user; becomes the field's title.
   */
  label: string;
  /**
   * Help text.
   */
  description?: string;
  /**
   * Whether an answer is required.
   */
  required?: boolean;
  /**
   * Placeholder text.
   */
  placeholder?: string;
  /**
   * Initial value.
   */
  initialValue?: unknown;
  /**
   * Choices of a choice widget.
   */
  options?: FieldOption[];
  /**
   * Smallest accepted number.
   */
  minimum?: number;
  /**
   * Largest accepted number.
   */
  maximum?: number;
  /**
   * The number must be greater than this.
   */
  exclusiveMinimum?: number;
  /**
   * The number must be less than this.
   */
  exclusiveMaximum?: number;
  /**
   * The number must be a multiple of this.
   */
  multipleOf?: number;
  /**
   * Fewest characters (code points).
   */
  minLength?: number;
  /**
   * Most characters (code points).
   */
  maxLength?: number;
  /**
   * Regular expression the text must match (ECMAScript, u flag, the linear-time subset of FormFieldInput.pattern).
   */
  pattern?: string;
  file?: BuilderFileOptions;
  /**
   * radio-with-custom: option value meaning custom text.
   */
  otherValue?: string;
  /**
   * radio-with-custom: formData key of the custom text.
   */
  otherField?: string;
}

/**
 * The input of buildMcpAskRawInput (docs/sdks.md "Server side: normalize, build").
 */
export interface BuildMcpAskRawInputOptions {
  /**
   * Stable id of the question.
   */
  requestId: string;
  /**
   * Revision; default 1.
   */
  revision?: number;
  /**
   * Conversation (session) id.
   */
  sessionId: string;
  /**
   * Question title; also the form title.
   */
  title: string;
  /**
   * Question description.
   */
  description?: string;
  presentation?: Presentation;
  /**
   * The fields, in display order.
   */
  fields: BuilderFormField[];
  /**
   * Wizard steps.
   */
  steps?: WizardStep[];
  /**
   * Submit button text.
   */
  submitLabel?: string;
  /**
   * Cancel button text.
   */
  cancelLabel?: string;
  /**
   * Skip button text.
   */
  skipLabel?: string;
  /**
   * Whether the user may skip.
   */
  allowSkip?: boolean;
  fallback?: UiFallback;
  /**
   * Answer timeout in milliseconds.
   */
  timeoutMs?: number;
  /**
   * normal or high.
   */
  priority?: "normal" | "high";
  /**
   * Business data passed through.
   */
  business?: {
    [k: string]: unknown;
  };
}

/**
 * A cc-web conversation id: 1–128 ASCII letters, digits and hyphens (the session file is <sessionsDir>/<id>.json). An id that would change under this rule is rejected, never cleaned up.
 */
export type ConversationId = string;

/**
 * Arguments of ccweb_list_user_inputs (docs/ccweb.md).
 */
export interface ListUserInputsInput {
  /**
   * The conversation to read; omitted: the conversation the MCP server was started for (CCWEB_CONVERSATION_ID). An invalid id is an error, never a fallback to the current conversation.
   */
  conversationId?: string;
  /**
   * How many of the newest user inputs to consider.
   */
  limit?: number;
  /**
   * Budget for the total length of every items[].content, in Unicode code points.
   */
  maxChars?: number;
}

/**
 * One user input. content is the message text, trimmed, possibly cut to the budget.
 */
export interface UserInputItem {
  /**
   * The message's id, or null when the stored message has none.
   */
  messageId: string | null;
  /**
   * When the message was written (ISO 8601), or null when unknown (e.g. imported messages).
   */
  createdAt: string | null;
  /**
   * The user's text (text blocks only, trimmed); cut at a grapheme boundary when truncated.
   */
  content: string;
  /**
   * Length of content, in Unicode code points.
   */
  contentChars: number;
  /**
   * Length of the whole (trimmed) message text, in Unicode code points.
   */
  originalChars: number;
  /**
   * True when content is only the start of the message.
   */
  truncated: boolean;
}

/**
 * Success result of ccweb_list_user_inputs: the newest user inputs within limit and maxChars, oldest first.
 */
export interface ListUserInputsResult {
  /**
   * Always true on success.
   */
  ok: true;
  /**
   * The conversation that was read.
   */
  conversationId: string;
  /**
   * The limit applied (default 15).
   */
  requestedLimit: number;
  /**
   * The character budget applied, in code points (default 1000).
   */
  maxChars: number;
  /**
   * Sum of items[].contentChars; never more than maxChars.
   */
  totalChars: number;
  /**
   * Number of items.
   */
  returnedCount: number;
  /**
   * True when older user inputs exist beyond limit, or the budget cut or left out a candidate.
   */
  hasMore: boolean;
  /**
   * The user inputs, oldest first.
   */
  items: UserInputItem[];
}

/**
 * Stable error codes of ccweb_list_user_inputs (docs/ccweb.md): missing_source_conversation (no conversationId and no source conversation), invalid_conversation_id (an id that breaks the ConversationId rule; never falls back), conversation_not_found (no readable, parseable session file: missing, not a regular file, a link, too large), invalid_arguments (arguments outside the input schema), not_configured (the server was started without a sessions directory and without --demo).
 */
export type ListUserInputsErrorCode =
  | "missing_source_conversation"
  | "invalid_conversation_id"
  | "conversation_not_found"
  | "invalid_arguments"
  | "not_configured";

/**
 * Error result of ccweb_list_user_inputs (isError: true).
 */
export interface ListUserInputsError {
  /**
   * Always false on error.
   */
  ok: false;
  /**
   * What went wrong.
   */
  error: {
    code: ListUserInputsErrorCode;
    /**
     * Human-readable explanation with the fix.
     */
    message: string;
    /**
     * For invalid_arguments: every problem with its path and fix.
     */
    problems?: ValidationProblem[];
  };
}

/**
 * Every structuredContent ccweb_list_user_inputs returns: the success result or the error result.
 */
export type ListUserInputsOutput = ListUserInputsResult | ListUserInputsError;

/**
 * One block of a structured message content as cc-web stores it; only type "text" blocks count as user text.
 */
export interface CcWebContentBlock {
  /**
   * Block type: text, image, tool_use, tool_result, …
   */
  type: string;
  /**
   * The text of a text block.
   */
  text?: string;
  [k: string]: unknown;
}

/**
 * One message of a cc-web session file. Unknown properties are kept as they are.
 */
export interface CcWebMessage {
  /**
   * Message id.
   */
  id?: string;
  /**
   * Who wrote it.
   */
  role: "user" | "assistant" | "system" | "tool";
  /**
   * The text, or an array of content blocks.
   */
  content: string | CcWebContentBlock[];
  /**
   * When it was written (ISO 8601), or null (imported messages).
   */
  timestamp?: string | null;
  /**
   * Alternative to timestamp written by older cc-web versions.
   */
  createdAt?: string | null;
  /**
   * Attached files (never read by ccweb_list_user_inputs).
   */
  attachments?: unknown[];
  [k: string]: unknown;
}

/**
 * A cc-web session file, <sessionsDir>/<conversationId>.json: one conversation. Fields other than messages (title, hasUnread, run state, …) belong to the host and are never changed by reads.
 */
export interface CcWebSession {
  /**
   * Conversation id.
   */
  id?: string;
  /**
   * Conversation title.
   */
  title?: string;
  /**
   * Whether the conversation has unread messages (host state).
   */
  hasUnread?: boolean;
  /**
   * The messages, oldest first.
   */
  messages: CcWebMessage[];
  [k: string]: unknown;
}

/**
 * An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : -. Labels, headers and bodies take any Unicode.
 */
export type InterviewId = string;

/**
 * One option of an interview question.
 */
export interface InterviewOption {
  id: InterviewId;
  /**
   * What the user reads.
   */
  label: string;
  /**
   * Markdown shown under the label.
   */
  description?: string;
  /**
   * Markdown preview, such as a fenced code block, shown in a scrollable box.
   */
  preview?: string;
}

/**
 * One question of an interview (docs/ask-user-rich.md). Text is bounded: header 2000, body and rationale 20000 UTF-16 code units; the number of options is not.
 */
export interface InterviewQuestion {
  id: InterviewId;
  /**
   * The question itself (at most 2000 characters).
   */
  header: string;
  /**
   * Markdown details.
   */
  body?: string;
  /**
   * The choices, any number (x-nuwax.constants.maxMessageBytes bounds the whole call); an empty list makes the question free-text only.
   */
  options?: InterviewOption[];
  /**
   * choice, or rank: the user orders every option (needs ≥ 2 options, no multiSelect, no Other field).
   */
  kind?: "choice" | "rank";
  /**
   * An option id; an array of ids with multiSelect; for rank, the recommended order holding every option id once.
   */
  recommended?: InterviewId | InterviewId[];
  /**
   * Markdown: why the recommendation.
   */
  rationale?: string;
  /**
   * Whether several options may be picked.
   */
  multiSelect?: boolean;
  /**
   * Whether the user may type their own answer.
   */
  allowOther?: boolean;
  /**
   * Ids of earlier questions this one builds on (display only).
   */
  dependsOn?: InterviewId[];
}

/**
 * How the form reaches the user: browser (open it; default), link (return the URL at once), elicitation (the client's own form dialog, when it can and no question is a rank).
 */
export type InterviewDelivery = "browser" | "link" | "elicitation";

/**
 * Arguments of ask_user_rich: the whole interview in one call.
 */
export interface AskUserRichInput {
  /**
   * Interview title.
   */
  title: string;
  /**
   * Markdown intro screen.
   */
  intro?: string;
  /**
   * The questions in order: at least one, with no upper bound on their number (x-nuwax.constants.maxMessageBytes bounds the whole call, the open-interview cap the server's memory).
   *
   * @minItems 1
   */
  questions: InterviewQuestion[];
  delivery?: InterviewDelivery;
}

/**
 * Arguments of append_questions: follow-up questions for an interview whose form is still open.
 */
export interface AppendQuestionsInput {
  /**
   * The interview's session id (from an awaiting result or the form URL).
   */
  sessionId: string;
  /**
   * Questions to add; ids unique across the whole interview; dependsOn may name existing questions.
   *
   * @minItems 1
   */
  questions: InterviewQuestion[];
  /**
   * Markdown note shown on the form with the new questions.
   */
  note?: string;
}

/**
 * Arguments of await_user_answers.
 */
export interface AwaitUserAnswersInput {
  /**
   * The pending interview's session id.
   */
  sessionId: string;
}

/**
 * What the user did with a question.
 */
export type AnswerStatus = "answered" | "deferred" | "needs-info" | "unanswered";

/**
 * The answer to one question.
 */
export interface InterviewAnswer {
  id: InterviewId;
  /**
   * The question.
   */
  header: string;
  status: AnswerStatus;
  /**
   * Picked option ids (choice questions).
   */
  selected: string[];
  /**
   * Labels of the picked options.
   */
  selectedLabels: string[];
  /**
   * The user's own answer, or null.
   */
  other: string | null;
  /**
   * Option ids in the user's order (answered rank questions), else null.
   */
  ranked: string[] | null;
  /**
   * Labels in the user's order, else null.
   */
  rankedLabels: string[] | null;
  /**
   * The user's note, or null.
   */
  notes: string | null;
  /**
   * Whether the answer equals the recommendation (for rank: the exact order); null without one.
   */
  followedRecommendation: boolean | null;
}

/**
 * How many questions ended in each status.
 */
export interface InterviewCounts {
  /**
   * Questions total.
   */
  total: number;
  /**
   * Questions answered.
   */
  answered: number;
  /**
   * Questions deferred.
   */
  deferred: number;
  /**
   * Questions needsInfo.
   */
  needsInfo: number;
  /**
   * Questions unanswered.
   */
  unanswered: number;
}

/**
 * The result of a submitted interview: the summary is also the first text block.
 */
export interface InterviewAnswers {
  /**
   * One line per question, rank orders as A > B > C, (recommended) when followed, notes.
   */
  summary: string;
  /**
   * The session id.
   */
  interviewId: string;
  /**
   * Interview title.
   */
  title: string;
  /**
   * Always submitted.
   */
  status: "submitted";
  /**
   * How the answers were given.
   */
  via: "browser" | "link" | "elicitation";
  /**
   * When (ISO 8601).
   */
  submittedAt: string;
  /**
   * From the call to the submit, in seconds.
   */
  durationSeconds: number;
  counts: InterviewCounts;
  /**
   * The user's general notes, or null.
   */
  generalNotes: string | null;
  /**
   * One answer per question, in order.
   */
  answers: InterviewAnswer[];
}

/**
 * The interview is open but nobody waits for it: show the URL and call await_user_answers.
 */
export interface InterviewAwaiting {
  /**
   * Always awaiting.
   */
  status: "awaiting";
  /**
   * What to do next, as text.
   */
  summary: string;
  /**
   * Pass to await_user_answers or append_questions.
   */
  sessionId: string;
  /**
   * The form.
   */
  url: string;
  /**
   * Why the call did not wait (delivery link, every opener failed with what was tried, cancelled).
   */
  reason: string;
}

/**
 * The user declined or cancelled the client's elicitation dialog; nothing was submitted.
 */
export interface InterviewElicitationOutcome {
  /**
   * declined or cancelled.
   */
  status: "declined" | "cancelled";
  /**
   * What happened, as text.
   */
  summary: string;
  /**
   * The session id.
   */
  interviewId: string;
  /**
   * Always elicitation.
   */
  via: "elicitation";
}

/**
 * A refused call (isError: true): every problem with its fix.
 */
export interface InterviewToolError {
  /**
   * Always invalid.
   */
  status: "invalid";
  /**
   * Every problem, one per line.
   */
  summary: string;
  /**
   * The problems.
   */
  problems: ValidationProblem[];
}

/**
 * Every structuredContent ask_user_rich and await_user_answers return.
 */
export type AskUserRichOutput =
  InterviewAnswers | InterviewAwaiting | InterviewElicitationOutcome | InterviewToolError;

/**
 * append_questions succeeded: the open form shows the new questions.
 */
export interface AppendQuestionsResult {
  /**
   * Always appended.
   */
  status: "appended";
  /**
   * What happened, as text.
   */
  summary: string;
  /**
   * The interview.
   */
  sessionId: string;
  /**
   * How many questions were added.
   */
  appended: number;
  /**
   * Questions in the interview now.
   */
  total: number;
  /**
   * The interview's spec version (+1 per append).
   */
  version: number;
  /**
   * The form.
   */
  url: string;
}

/**
 * Every structuredContent append_questions returns.
 */
export type AppendQuestionsOutput = AppendQuestionsResult | InterviewToolError;

/**
 * One answer in the form's submit body.
 */
export interface InterviewSubmitAnswer {
  id: InterviewId;
  status: AnswerStatus;
  /**
   * Picked option ids.
   */
  selected?: string[];
  /**
   * Own answer.
   */
  other?: string | null;
  /**
   * Full order of option ids (rank questions).
   */
  ranked?: string[] | null;
  /**
   * Note.
   */
  notes?: string | null;
}

/**
 * POST /api/s/:token/submit body (application/json).
 */
export interface InterviewSubmitBody {
  /**
   * The spec version the form showed; a stale one gets 409. May be omitted.
   */
  specVersion?: number;
  /**
   * Answers by question id.
   */
  answers: InterviewSubmitAnswer[];
  /**
   * General notes.
   */
  generalNotes?: string | null;
}

// ---------------------------------------------------------------------------
// Constants and the widget catalog, from x-nuwax of the contract.
// ---------------------------------------------------------------------------

/** Fixed values of the contract (x-nuwax.constants). */
export const CONSTANTS = {
  toolName: "nuwax_ask_question",
  schemaVersion: "nuwax.mcp_ask.v2",
  uiVersion: "nuwax.interaction.v2",
  otherFieldSuffix: "Custom",
  defaultLocale: "zh-CN",
  fallbackWidget: "text",
  pendingMessage:
    "The question has been presented to the user. Stop this turn now. When the user submits the form, their answer will arrive as a new user message.",
  maxMessageBytes: 10485760,
  maxToolResultBytes: 9437184,
  maxSubmitBytes: 5242880,
  maxUploadBytes: 104857600,
  maxOpenPageBytes: 33554432,
  quoteMaxCodePoints: 80,
  subjectMaxCodePoints: 256,
  maxProblems: 200,
  deliveryModes: ["pending", "elicitation", "browser", "auto"],
  defaultDelivery: "pending",
  unknownSessionId: "unknown",
  patternMaxRepeat: 1000,
  patternMaxProgramSize: 512,
  patternMaxCachedStates: 128,
} as const;

/**
 * The contract's closed object shapes ($defs with additionalProperties false, flattened): property
 * names, renames, and which property holds another closed shape (`each`: every item of an array).
 * The answer and input checks count unknown keys with it before the validators run.
 */
export const CLOSED_SHAPES: Readonly<
  Record<
    string,
    {
      readonly keys: readonly string[];
      readonly renames: Readonly<Record<string, string>>;
      readonly children: Readonly<Record<string, { readonly shape: string; readonly each: boolean }>>;
    }
  >
> = {
  FieldOption: { keys: ["value", "label"], renames: {}, children: {} },
  FormFieldInput: {
    keys: [
      "name",
      "title",
      "widget",
      "description",
      "required",
      "placeholder",
      "initialValue",
      "type",
      "options",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "minLength",
      "maxLength",
      "pattern",
      "accept",
      "multiple",
      "maxFileSize",
      "allowCustom",
      "otherValue",
      "otherField",
    ],
    renames: {},
    children: { options: { shape: "FieldOption", each: true } },
  },
  FormField: {
    keys: [
      "name",
      "title",
      "widget",
      "description",
      "required",
      "placeholder",
      "initialValue",
      "type",
      "options",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "minLength",
      "maxLength",
      "pattern",
      "accept",
      "multiple",
      "maxFileSize",
      "allowCustom",
      "otherValue",
      "otherField",
    ],
    renames: {},
    children: { options: { shape: "FieldOption", each: true } },
  },
  WizardStep: { keys: ["id", "title", "description", "fields"], renames: {}, children: {} },
  UiFallback: { keys: ["text", "webUrl", "mobileUrl"], renames: {}, children: {} },
  InteractionUiInput: {
    keys: [
      "version",
      "presentation",
      "title",
      "description",
      "fields",
      "steps",
      "submitLabel",
      "cancelLabel",
      "skipLabel",
      "allowSkip",
      "fallback",
    ],
    renames: {},
    children: {
      fields: { shape: "FormFieldInput", each: true },
      steps: { shape: "WizardStep", each: true },
      fallback: { shape: "UiFallback", each: false },
    },
  },
  InteractionUi: {
    keys: [
      "version",
      "presentation",
      "title",
      "description",
      "fields",
      "steps",
      "submitLabel",
      "cancelLabel",
      "skipLabel",
      "allowSkip",
      "fallback",
    ],
    renames: {},
    children: {
      fields: { shape: "FormField", each: true },
      steps: { shape: "WizardStep", each: true },
      fallback: { shape: "UiFallback", each: false },
    },
  },
  McpAskUserToolInput: {
    keys: [
      "toolName",
      "schemaVersion",
      "requestId",
      "revision",
      "sessionId",
      "title",
      "description",
      "ui",
      "business",
      "timeoutMs",
      "priority",
    ],
    renames: {},
    children: { ui: { shape: "InteractionUiInput", each: false } },
  },
  McpAskRawInput: {
    keys: [
      "toolName",
      "schemaVersion",
      "requestId",
      "revision",
      "sessionId",
      "title",
      "description",
      "ui",
      "business",
      "timeoutMs",
      "priority",
    ],
    renames: {},
    children: { ui: { shape: "InteractionUi", each: false } },
  },
  McpAskPendingResult: {
    keys: ["status", "requestId", "revision", "message", "input"],
    renames: {},
    children: { input: { shape: "McpAskRawInput", each: false } },
  },
  ValidationProblem: { keys: ["path", "message", "fix", "subject", "code"], renames: {}, children: {} },
  McpAskInvalidResult: {
    keys: ["status", "message", "problems"],
    renames: {},
    children: { problems: { shape: "ValidationProblem", each: true } },
  },
  McpAskDeliveredResult: {
    keys: ["status", "requestId", "revision", "delivery", "message", "payload"],
    renames: {},
    children: { payload: { shape: "McpAskRespondPayload", each: false } },
  },
  McpAskRespondPayload: {
    keys: [
      "interventionId",
      "toolCallId",
      "revision",
      "source",
      "protocol",
      "action",
      "formData",
      "files",
      "answeredBy",
      "answeredAt",
    ],
    renames: {},
    children: {},
  },
  McpAskInteraction: {
    keys: ["input", "toolCallId", "executeId", "responseStatus", "formData", "errorMessage", "triggeredAt"],
    renames: {},
    children: { input: { shape: "McpAskRawInput", each: false } },
  },
  McpAskResponse: {
    keys: ["requestId", "revision", "action", "formData", "answeredBy", "answeredAt"],
    renames: {},
    children: {},
  },
  BuilderFileOptions: { keys: ["accept", "multiple", "maxFileSize"], renames: {}, children: {} },
  BuilderFormField: {
    keys: [
      "name",
      "type",
      "label",
      "description",
      "required",
      "placeholder",
      "initialValue",
      "options",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "minLength",
      "maxLength",
      "pattern",
      "file",
      "otherValue",
      "otherField",
    ],
    renames: { title: "label", widget: "type" },
    children: {
      options: { shape: "FieldOption", each: true },
      file: { shape: "BuilderFileOptions", each: false },
    },
  },
  BuildMcpAskRawInputOptions: {
    keys: [
      "requestId",
      "revision",
      "sessionId",
      "title",
      "description",
      "presentation",
      "fields",
      "steps",
      "submitLabel",
      "cancelLabel",
      "skipLabel",
      "allowSkip",
      "fallback",
      "timeoutMs",
      "priority",
      "business",
    ],
    renames: {},
    children: {
      fields: { shape: "BuilderFormField", each: true },
      steps: { shape: "WizardStep", each: true },
      fallback: { shape: "UiFallback", each: false },
    },
  },
  ListUserInputsInput: { keys: ["conversationId", "limit", "maxChars"], renames: {}, children: {} },
  UserInputItem: {
    keys: ["messageId", "createdAt", "content", "contentChars", "originalChars", "truncated"],
    renames: {},
    children: {},
  },
  ListUserInputsResult: {
    keys: [
      "ok",
      "conversationId",
      "requestedLimit",
      "maxChars",
      "totalChars",
      "returnedCount",
      "hasMore",
      "items",
    ],
    renames: {},
    children: { items: { shape: "UserInputItem", each: true } },
  },
  ListUserInputsError: { keys: ["ok", "error"], renames: {}, children: {} },
  InterviewOption: { keys: ["id", "label", "description", "preview"], renames: {}, children: {} },
  InterviewQuestion: {
    keys: [
      "id",
      "header",
      "body",
      "options",
      "kind",
      "recommended",
      "rationale",
      "multiSelect",
      "allowOther",
      "dependsOn",
    ],
    renames: {},
    children: { options: { shape: "InterviewOption", each: true } },
  },
  AskUserRichInput: {
    keys: ["title", "intro", "questions", "delivery"],
    renames: {},
    children: { questions: { shape: "InterviewQuestion", each: true } },
  },
  AppendQuestionsInput: {
    keys: ["sessionId", "questions", "note"],
    renames: {},
    children: { questions: { shape: "InterviewQuestion", each: true } },
  },
  AwaitUserAnswersInput: { keys: ["sessionId"], renames: {}, children: {} },
  InterviewAnswer: {
    keys: [
      "id",
      "header",
      "status",
      "selected",
      "selectedLabels",
      "other",
      "ranked",
      "rankedLabels",
      "notes",
      "followedRecommendation",
    ],
    renames: {},
    children: {},
  },
  InterviewCounts: {
    keys: ["total", "answered", "deferred", "needsInfo", "unanswered"],
    renames: {},
    children: {},
  },
  InterviewAnswers: {
    keys: [
      "summary",
      "interviewId",
      "title",
      "status",
      "via",
      "submittedAt",
      "durationSeconds",
      "counts",
      "generalNotes",
      "answers",
    ],
    renames: {},
    children: {
      counts: { shape: "InterviewCounts", each: false },
      answers: { shape: "InterviewAnswer", each: true },
    },
  },
  InterviewAwaiting: { keys: ["status", "summary", "sessionId", "url", "reason"], renames: {}, children: {} },
  InterviewElicitationOutcome: {
    keys: ["status", "summary", "interviewId", "via"],
    renames: {},
    children: {},
  },
  InterviewToolError: {
    keys: ["status", "summary", "problems"],
    renames: {},
    children: { problems: { shape: "ValidationProblem", each: true } },
  },
  AppendQuestionsResult: {
    keys: ["status", "summary", "sessionId", "appended", "total", "version", "url"],
    renames: {},
    children: {},
  },
  InterviewSubmitAnswer: {
    keys: ["id", "status", "selected", "other", "ranked", "notes"],
    renames: {},
    children: {},
  },
  InterviewSubmitBody: {
    keys: ["specVersion", "answers", "generalNotes"],
    renames: {},
    children: { answers: { shape: "InterviewSubmitAnswer", each: true } },
  },
};

/** Tool name of the ask-question tool. */
export const MCP_ASK_TOOL_NAME = CONSTANTS.toolName;
/** Contract version stamped into every rawInput (schemaVersion). */
export const ASK_SCHEMA_VERSION = CONSTANTS.schemaVersion;
/** UI contract version stamped into every rawInput (ui.version). */
export const INTERACTION_UI_SCHEMA_VERSION = CONSTANTS.uiVersion;
/** Message returned to the agent with status "pending". */
export const PENDING_MESSAGE = CONSTANTS.pendingMessage;

/** Older schemaVersion and ui.version stamps the clients still render (x-nuwax.historicalVersions); upgradeMcpAskUserToolInput restamps them. */
export const HISTORICAL_VERSIONS = {
  schemaVersions: ["nuwax.mcp_ask.v1", "nuwaclaw.mcp_ask.v1"],
  uiVersions: ["nuwax.interaction.v1", "nuwaclaw.interaction.v1"],
} as const;

/** The `default` of every property that has one, per $defs entry (applied by the runtime when the property is omitted). */
export const DEFAULTS = {
  FormFieldInput: { required: false, otherValue: "__custom__" },
  FormField: { required: false, otherValue: "__custom__" },
  InteractionUiInput: { presentation: "inline", allowSkip: false },
  InteractionUi: { presentation: "inline", allowSkip: false },
  McpAskUserToolInput: { revision: 1 },
  McpAskRawInput: { revision: 1 },
  ListUserInputsInput: { limit: 15, maxChars: 1000 },
  InterviewQuestion: { options: [], kind: "choice", multiSelect: false, allowOther: true },
  AskUserRichInput: { delivery: "browser" },
} as const;

/** Every widget, in catalog order. */
export const WIDGET_TYPES = [
  "text",
  "textarea",
  "number",
  "radio",
  "checkboxes",
  "select",
  "list",
  "file",
  "radio-with-custom",
] as const satisfies readonly WidgetType[];

/** Deprecated builder aliases → canonical widget (x-nuwax.deprecatedBuilderAliases). */
export const DEPRECATED_BUILDER_ALIASES = { input: "text", checkbox: "checkboxes" } as const satisfies Record<
  DeprecatedWidgetAlias,
  WidgetType
>;

/**
 * The widget catalog (x-nuwax.widgetCatalog): per widget its labels, Ant Design control, value type,
 * inference rule (null: never inferred), required settings, applicable constraints (FormField
 * property names), how its answer is shown in a chat message, client support and a field template.
 */
export const WIDGET_CATALOG = [
  {
    widget: "text",
    labels: { "zh-CN": "单行文本", en: "Single-line text" },
    antd: "Input",
    valueType: "string",
    inference: { when: { types: ["string"], typeMayBeOmitted: true, hasOptions: false } },
    requires: {},
    constraints: ["minLength", "maxLength", "pattern"],
    answerDisplay: "text",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "summary",
      title: "一句话描述需求",
      widget: "text",
      placeholder: "例如：给订单页加导出按钮",
      maxLength: 100,
    },
  },
  {
    widget: "textarea",
    labels: { "zh-CN": "多行文本", en: "Multi-line text" },
    antd: "Input.TextArea",
    valueType: "string",
    inference: null,
    requires: {},
    constraints: ["minLength", "maxLength", "pattern"],
    answerDisplay: "text",
    clientSupport: { web: "supported", mobile: "supported" },
    template: { name: "remark", title: "补充说明", widget: "textarea", placeholder: "还有什么需要注意的？" },
  },
  {
    widget: "number",
    labels: { "zh-CN": "数字", en: "Number" },
    antd: "InputNumber",
    valueType: "number",
    inference: { when: { types: ["number", "integer"], typeMayBeOmitted: false, hasOptions: false } },
    requires: {},
    constraints: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
    answerDisplay: "number",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "count",
      title: "并发数",
      widget: "number",
      type: "integer",
      initialValue: 1,
      minimum: 1,
      maximum: 10,
    },
  },
  {
    widget: "radio",
    labels: { "zh-CN": "单选", en: "Single choice" },
    antd: "Radio.Group",
    valueType: "string",
    inference: { when: { types: ["string"], typeMayBeOmitted: true, hasOptions: true } },
    requires: { options: true },
    constraints: ["options"],
    answerDisplay: "optionLabel",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "choice",
      title: "选项",
      widget: "radio",
      required: true,
      options: [
        { value: "test", label: "先跑测试" },
        { value: "deploy", label: "直接部署" },
      ],
    },
  },
  {
    widget: "checkboxes",
    labels: { "zh-CN": "多选", en: "Multiple choice" },
    antd: "Checkbox.Group",
    valueType: "array",
    inference: { when: { types: ["array"], typeMayBeOmitted: false, hasOptions: true } },
    requires: { options: true },
    constraints: ["options"],
    answerDisplay: "optionLabels",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "checks",
      title: "检查项",
      widget: "checkboxes",
      options: [
        { value: "lint", label: "代码检查" },
        { value: "test", label: "单元测试" },
      ],
    },
  },
  {
    widget: "select",
    labels: { "zh-CN": "下拉单选", en: "Dropdown" },
    antd: "Select",
    valueType: "string",
    inference: null,
    requires: { options: true },
    constraints: ["options"],
    answerDisplay: "optionLabel",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "region",
      title: "部署区域",
      widget: "select",
      options: [
        { value: "cn-hangzhou", label: "华东（杭州）" },
        { value: "cn-beijing", label: "华北（北京）" },
      ],
    },
  },
  {
    widget: "list",
    labels: { "zh-CN": "列表单选", en: "List choice" },
    antd: "Radio.Group (vertical)",
    valueType: "string",
    inference: null,
    requires: { options: true },
    constraints: ["options"],
    answerDisplay: "optionLabel",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "framework",
      title: "前端框架",
      widget: "list",
      options: [
        { value: "react", label: "React" },
        { value: "vue", label: "Vue" },
        { value: "angular", label: "Angular" },
      ],
    },
  },
  {
    widget: "file",
    labels: { "zh-CN": "文件上传", en: "File upload" },
    antd: "Upload",
    valueType: "files",
    inference: null,
    requires: {},
    constraints: ["accept", "multiple", "maxFileSize"],
    answerDisplay: "fileNames",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "screenshot",
      title: "截图",
      widget: "file",
      accept: "image/*",
      multiple: false,
      maxFileSize: 10485760,
    },
  },
  {
    widget: "radio-with-custom",
    labels: { "zh-CN": "单选 + 自定义输入", en: "Single choice with custom answer" },
    antd: "Radio.Group + Input",
    valueType: "string",
    inference: null,
    requires: { options: true, allowCustom: true },
    constraints: ["options", "allowCustom", "otherValue", "otherField"],
    answerDisplay: "optionLabelOrCustom",
    clientSupport: { web: "supported", mobile: "supported" },
    template: {
      name: "plan",
      title: "继续方式",
      widget: "radio-with-custom",
      allowCustom: true,
      options: [
        { value: "deploy", label: "部署" },
        { value: "test", label: "测试" },
      ],
    },
  },
] as const;

/** One catalog entry. */
export type WidgetCatalogEntry = (typeof WIDGET_CATALOG)[number];

/** How a widget's answer is shown in the answer message. */
export type AnswerDisplay = WidgetCatalogEntry["answerDisplay"];

// ---------------------------------------------------------------------------
// Per-widget field types (a discriminated union on `widget`), from x-nuwax.widgetCatalog.
// ---------------------------------------------------------------------------

/** Every FormField property that only some widgets accept (the union of the catalog's `constraints`). */
export type WidgetSpecificProperty =
  | "minLength"
  | "maxLength"
  | "pattern"
  | "minimum"
  | "maximum"
  | "exclusiveMinimum"
  | "exclusiveMaximum"
  | "multipleOf"
  | "options"
  | "accept"
  | "multiple"
  | "maxFileSize"
  | "allowCustom"
  | "otherValue"
  | "otherField";

/** What every field has, whatever its widget: FormField without `widget` and the widget-specific properties. */
export type FormFieldBase = Omit<FormField, "widget" | WidgetSpecificProperty>;

/**
 * A `text` field (x-nuwax.widgetCatalog[0]): its catalog constraints, the ones its entry requires required.
 */
export type TextFormField = FormFieldBase & { widget: "text" } & Pick<
    FormField,
    "minLength" | "maxLength" | "pattern"
  >;

/**
 * A `textarea` field (x-nuwax.widgetCatalog[1]): its catalog constraints, the ones its entry requires required.
 */
export type TextareaFormField = FormFieldBase & { widget: "textarea" } & Pick<
    FormField,
    "minLength" | "maxLength" | "pattern"
  >;

/**
 * A `number` field (x-nuwax.widgetCatalog[2]): its catalog constraints, the ones its entry requires required.
 */
export type NumberFormField = FormFieldBase & { widget: "number" } & Pick<
    FormField,
    "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" | "multipleOf"
  >;

/**
 * A `radio` field (x-nuwax.widgetCatalog[3]): its catalog constraints, the ones its entry requires required.
 */
export type RadioFormField = FormFieldBase & { widget: "radio" } & Required<Pick<FormField, "options">>;

/**
 * A `checkboxes` field (x-nuwax.widgetCatalog[4]): its catalog constraints, the ones its entry requires required.
 */
export type CheckboxesFormField = FormFieldBase & { widget: "checkboxes" } & Required<
    Pick<FormField, "options">
  >;

/**
 * A `select` field (x-nuwax.widgetCatalog[5]): its catalog constraints, the ones its entry requires required.
 */
export type SelectFormField = FormFieldBase & { widget: "select" } & Required<Pick<FormField, "options">>;

/**
 * A `list` field (x-nuwax.widgetCatalog[6]): its catalog constraints, the ones its entry requires required.
 */
export type ListFormField = FormFieldBase & { widget: "list" } & Required<Pick<FormField, "options">>;

/**
 * A `file` field (x-nuwax.widgetCatalog[7]): its catalog constraints, the ones its entry requires required.
 */
export type FileFormField = FormFieldBase & { widget: "file" } & Pick<
    FormField,
    "accept" | "multiple" | "maxFileSize"
  >;

/**
 * A `radio-with-custom` field (x-nuwax.widgetCatalog[8]): its catalog constraints, the ones its entry requires required.
 */
export type RadioWithCustomFormField = FormFieldBase & { widget: "radio-with-custom" } & Required<
    Pick<FormField, "options" | "allowCustom">
  > &
  Pick<FormField, "otherValue" | "otherField">;

/**
 * A canonical field typed by its widget: `switch (field.widget)` narrows to the widget's own
 * settings (choice widgets have `options: FieldOption[]`, number its bounds, file its settings).
 * The flat FormField stays for code that does not care.
 */
export type WidgetFormField =
  | TextFormField
  | TextareaFormField
  | NumberFormField
  | RadioFormField
  | CheckboxesFormField
  | SelectFormField
  | ListFormField
  | FileFormField
  | RadioWithCustomFormField;

/** The field type of one widget, e.g. `FormFieldOf<"radio">`. */
export type FormFieldOf<W extends WidgetType> = Extract<WidgetFormField, { widget: W }>;

/** A canonical form whose fields are typed by widget (what resolveFormFields reads). */
export type WidgetInteractionUi = Omit<InteractionUi, "fields"> & { fields: WidgetFormField[] };

/** A canonical rawInput whose fields are typed by widget. */
export type WidgetMcpAskRawInput = Omit<McpAskRawInput, "ui"> & { ui: WidgetInteractionUi };
