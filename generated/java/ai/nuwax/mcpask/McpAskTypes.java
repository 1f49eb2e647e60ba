// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// Records of the contract's $defs for the question (rawInput, its form and fields) and the answer
// (respond payload, files). fromJson reads what any JSON library parses into (Map, List, String,
// Number, Boolean, null); toJson writes the same shapes, leaving out absent properties.
package ai.nuwax.mcpask;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Records of contract/schema.json $defs; see docs/sdks.md "Java SDK". Absent properties are null. */
public final class McpAskTypes {
    private McpAskTypes() {}

    /** One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames. */
    public record FieldOption(
            /** Required. The value stored in formData when this option is chosen. */
            String value,
            /** Required. Human-readable text shown to the user (never a bare value). */
            String label
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static FieldOption fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new FieldOption(
                    McpAskJson.string(map.get("value"), path + ".value"),
                    McpAskJson.string(map.get("label"), path + ".label")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static FieldOption fromJson(Object json) {
            return fromJson(json, "FieldOption");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (value != null) out.put("value", value);
            if (label != null) out.put("label", label);
            return out;
        }
    }

    /** A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set. */
    public record FormField(
            /** Required. The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name. */
            String name,
            /** Required. The label shown to the user (antd Form.Item label). */
            String title,
            /** Required. The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order. */
            String widget,
            /** Help text (antd tooltip/help). */
            String description,
            /** Whether an answer is required (antd rules: required). Default false. */
            Boolean required,
            /** Placeholder text of the control. */
            String placeholder,
            /** Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes). */
            Object initialValue,
            /** The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string. */
            String type,
            /** The choices of a choice widget, in display order. */
            List<FieldOption> options,
            /** Smallest accepted number (widget number). */
            Double minimum,
            /** Largest accepted number (widget number). */
            Double maximum,
            /** The number must be greater than this (widget number); JSON Schema exclusiveMinimum. */
            Double exclusiveMinimum,
            /** The number must be less than this (widget number); JSON Schema exclusiveMaximum. */
            Double exclusiveMaximum,
            /** The number must be a multiple of this (widget number); 1 means whole numbers. */
            Double multipleOf,
            /** Fewest characters, counted in Unicode code points (widgets text, textarea). */
            Long minLength,
            /** Most characters, counted in Unicode code points (widgets text, textarea). */
            Long maxLength,
            /** ECMAScript regular expression (u flag) the text must match (widgets text, textarea), matched in linear time: lookahead, lookbehind, backreferences and inline modifiers are refused, repeat counts go up to x-nuwax.constants.patternMaxRepeat (1000) and the compiled pattern up to patternMaxProgramSize (512) instructions (docs/reliability-and-security.md "Linear-time patterns"). */
            String pattern,
            /** MIME type filter such as image/* or application/pdf (widget file). */
            String accept,
            /** Whether several files may be uploaded (widget file). */
            Boolean multiple,
            /** Largest accepted file, in bytes (widget file). */
            Long maxFileSize,
            /** Shows the free-text 'other' choice (widget radio-with-custom); always true there. */
            Boolean allowCustom,
            /** The option value that means 'custom text' (widget radio-with-custom). Default __custom__. */
            String otherValue,
            /** The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`. */
            String otherField
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static FormField fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new FormField(
                    McpAskJson.string(map.get("name"), path + ".name"),
                    McpAskJson.string(map.get("title"), path + ".title"),
                    McpAskJson.string(map.get("widget"), path + ".widget"),
                    McpAskJson.string(map.get("description"), path + ".description"),
                    McpAskJson.bool(map.get("required"), path + ".required"),
                    McpAskJson.string(map.get("placeholder"), path + ".placeholder"),
                    map.get("initialValue"),
                    McpAskJson.string(map.get("type"), path + ".type"),
                    McpAskJson.list(map.get("options"), path + ".options", (item, itemPath) -> FieldOption.fromJson(item, itemPath)),
                    McpAskJson.number(map.get("minimum"), path + ".minimum"),
                    McpAskJson.number(map.get("maximum"), path + ".maximum"),
                    McpAskJson.number(map.get("exclusiveMinimum"), path + ".exclusiveMinimum"),
                    McpAskJson.number(map.get("exclusiveMaximum"), path + ".exclusiveMaximum"),
                    McpAskJson.number(map.get("multipleOf"), path + ".multipleOf"),
                    McpAskJson.integer(map.get("minLength"), path + ".minLength"),
                    McpAskJson.integer(map.get("maxLength"), path + ".maxLength"),
                    McpAskJson.string(map.get("pattern"), path + ".pattern"),
                    McpAskJson.string(map.get("accept"), path + ".accept"),
                    McpAskJson.bool(map.get("multiple"), path + ".multiple"),
                    McpAskJson.integer(map.get("maxFileSize"), path + ".maxFileSize"),
                    McpAskJson.bool(map.get("allowCustom"), path + ".allowCustom"),
                    McpAskJson.string(map.get("otherValue"), path + ".otherValue"),
                    McpAskJson.string(map.get("otherField"), path + ".otherField")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static FormField fromJson(Object json) {
            return fromJson(json, "FormField");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (name != null) out.put("name", name);
            if (title != null) out.put("title", title);
            if (widget != null) out.put("widget", widget);
            if (description != null) out.put("description", description);
            if (required != null) out.put("required", required);
            if (placeholder != null) out.put("placeholder", placeholder);
            if (initialValue != null) out.put("initialValue", initialValue);
            if (type != null) out.put("type", type);
            if (options != null) out.put("options", McpAskJson.listToJson(options, item -> item.toJson()));
            if (minimum != null) out.put("minimum", minimum);
            if (maximum != null) out.put("maximum", maximum);
            if (exclusiveMinimum != null) out.put("exclusiveMinimum", exclusiveMinimum);
            if (exclusiveMaximum != null) out.put("exclusiveMaximum", exclusiveMaximum);
            if (multipleOf != null) out.put("multipleOf", multipleOf);
            if (minLength != null) out.put("minLength", minLength);
            if (maxLength != null) out.put("maxLength", maxLength);
            if (pattern != null) out.put("pattern", pattern);
            if (accept != null) out.put("accept", accept);
            if (multiple != null) out.put("multiple", multiple);
            if (maxFileSize != null) out.put("maxFileSize", maxFileSize);
            if (allowCustom != null) out.put("allowCustom", allowCustom);
            if (otherValue != null) out.put("otherValue", otherValue);
            if (otherField != null) out.put("otherField", otherField);
            return out;
        }
    }

    /** One step of a wizard form: an ordered subset of ui.fields, named by field name. */
    public record WizardStep(
            /** Required. Unique step id. */
            String id,
            /** Required. Step title. */
            String title,
            /** Step description. */
            String description,
            /** Required. Names of the ui.fields shown in this step, in order. */
            List<String> fields
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static WizardStep fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new WizardStep(
                    McpAskJson.string(map.get("id"), path + ".id"),
                    McpAskJson.string(map.get("title"), path + ".title"),
                    McpAskJson.string(map.get("description"), path + ".description"),
                    McpAskJson.list(map.get("fields"), path + ".fields", (item, itemPath) -> McpAskJson.string(item, itemPath))
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static WizardStep fromJson(Object json) {
            return fromJson(json, "WizardStep");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (id != null) out.put("id", id);
            if (title != null) out.put("title", title);
            if (description != null) out.put("description", description);
            if (fields != null) out.put("fields", fields);
            return out;
        }
    }

    /** What a client that cannot render the form shows instead. */
    public record UiFallback(
            /** Required. Fallback text. */
            String text,
            /** Page that renders the form on the web. */
            String webUrl,
            /** Page that renders the form on mobile. */
            String mobileUrl
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static UiFallback fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new UiFallback(
                    McpAskJson.string(map.get("text"), path + ".text"),
                    McpAskJson.string(map.get("webUrl"), path + ".webUrl"),
                    McpAskJson.string(map.get("mobileUrl"), path + ".mobileUrl")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static UiFallback fromJson(Object json) {
            return fromJson(json, "UiFallback");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (text != null) out.put("text", text);
            if (webUrl != null) out.put("webUrl", webUrl);
            if (mobileUrl != null) out.put("mobileUrl", mobileUrl);
            return out;
        }
    }

    /** The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget. */
    public record InteractionUi(
            /** Required. UI contract version; stamped by the server, may be omitted. */
            String version,
            /** Required. How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps). */
            String presentation,
            /** Required. Form title shown in the card. */
            String title,
            /** Form description shown in the card. */
            String description,
            /** Required. The form's fields, in display order. */
            List<FormField> fields,
            /** Wizard steps (presentation wizard); each names fields of ui.fields. */
            List<WizardStep> steps,
            /** Text of the submit button. */
            String submitLabel,
            /** Text of the cancel button. */
            String cancelLabel,
            /** Text of the skip button (shown when allowSkip is true). */
            String skipLabel,
            /** Whether the user may skip the question. Default false. */
            Boolean allowSkip,
            /** What a client that cannot render the form shows instead. */
            UiFallback fallback
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static InteractionUi fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new InteractionUi(
                    McpAskJson.string(map.get("version"), path + ".version"),
                    McpAskJson.string(map.get("presentation"), path + ".presentation"),
                    McpAskJson.string(map.get("title"), path + ".title"),
                    McpAskJson.string(map.get("description"), path + ".description"),
                    McpAskJson.list(map.get("fields"), path + ".fields", (item, itemPath) -> FormField.fromJson(item, itemPath)),
                    McpAskJson.list(map.get("steps"), path + ".steps", (item, itemPath) -> WizardStep.fromJson(item, itemPath)),
                    McpAskJson.string(map.get("submitLabel"), path + ".submitLabel"),
                    McpAskJson.string(map.get("cancelLabel"), path + ".cancelLabel"),
                    McpAskJson.string(map.get("skipLabel"), path + ".skipLabel"),
                    McpAskJson.bool(map.get("allowSkip"), path + ".allowSkip"),
                    UiFallback.fromJson(map.get("fallback"), path + ".fallback")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static InteractionUi fromJson(Object json) {
            return fromJson(json, "InteractionUi");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (version != null) out.put("version", version);
            if (presentation != null) out.put("presentation", presentation);
            if (title != null) out.put("title", title);
            if (description != null) out.put("description", description);
            if (fields != null) out.put("fields", McpAskJson.listToJson(fields, item -> item.toJson()));
            if (steps != null) out.put("steps", McpAskJson.listToJson(steps, item -> item.toJson()));
            if (submitLabel != null) out.put("submitLabel", submitLabel);
            if (cancelLabel != null) out.put("cancelLabel", cancelLabel);
            if (skipLabel != null) out.put("skipLabel", skipLabel);
            if (allowSkip != null) out.put("allowSkip", allowSkip);
            if (fallback != null) out.put("fallback", fallback.toJson());
            return out;
        }
    }

    /** The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments. */
    public record McpAskRawInput(
            /** Required. MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server. */
            String toolName,
            /** Required. Contract version; stamped by the server, may be omitted. */
            String schemaVersion,
            /** Required. Stable id of this question, chosen by the agent; echoed in the user's answer. */
            String requestId,
            /** Required. Positive revision number; 1 for a new question, incremented when the question is revised. */
            Long revision,
            /** Required. Conversation (session) id. */
            String sessionId,
            /** Required. Question title shown at the top of the card. */
            String title,
            /** Why the agent asks. */
            String description,
            /** Required. The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget. */
            InteractionUi ui,
            /** Business data passed through untouched; never affects rendering. */
            Map<String, Object> business,
            /** How long the client waits for an answer, in milliseconds; then the action is timeout. */
            Long timeoutMs,
            /** normal (default) or high (the client may alert more strongly). */
            String priority
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static McpAskRawInput fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new McpAskRawInput(
                    McpAskJson.string(map.get("toolName"), path + ".toolName"),
                    McpAskJson.string(map.get("schemaVersion"), path + ".schemaVersion"),
                    McpAskJson.string(map.get("requestId"), path + ".requestId"),
                    McpAskJson.integer(map.get("revision"), path + ".revision"),
                    McpAskJson.string(map.get("sessionId"), path + ".sessionId"),
                    McpAskJson.string(map.get("title"), path + ".title"),
                    McpAskJson.string(map.get("description"), path + ".description"),
                    InteractionUi.fromJson(map.get("ui"), path + ".ui"),
                    McpAskJson.object(map.get("business"), path + ".business"),
                    McpAskJson.integer(map.get("timeoutMs"), path + ".timeoutMs"),
                    McpAskJson.string(map.get("priority"), path + ".priority")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static McpAskRawInput fromJson(Object json) {
            return fromJson(json, "McpAskRawInput");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (toolName != null) out.put("toolName", toolName);
            if (schemaVersion != null) out.put("schemaVersion", schemaVersion);
            if (requestId != null) out.put("requestId", requestId);
            if (revision != null) out.put("revision", revision);
            if (sessionId != null) out.put("sessionId", sessionId);
            if (title != null) out.put("title", title);
            if (description != null) out.put("description", description);
            if (ui != null) out.put("ui", ui.toJson());
            if (business != null) out.put("business", business);
            if (timeoutMs != null) out.put("timeoutMs", timeoutMs);
            if (priority != null) out.put("priority", priority);
            return out;
        }
    }

    /** An uploaded file as a client puts it in formData: an antd UploadFile (name, url, size, type and more) or the mobile client's attachment (fileName, fileUrl, fileKey, fileSize, mimeType). */
    public record FileValue(
            /** File name; shown in the answer message when there is no url or fileUrl. */
            String name,
            /** Where the file can be fetched; what the answer message shows (before fileUrl, name and fileName). */
            String url,
            /** Where the file can be fetched, as the mobile client's attachment names it; shown when there is no url. */
            String fileUrl,
            /** File name, as the mobile client's attachment names it; shown when there is no url, fileUrl or name. */
            String fileName,
            /** The upload service's key of the file (mobile client's attachment). */
            String fileKey,
            /** Size in bytes, as the mobile client's attachment names it; checked against maxFileSize when size is absent. */
            Long fileSize,
            /** MIME type, as the mobile client's attachment names it. */
            String mimeType,
            /** Size in bytes. */
            Long size,
            /** MIME type. */
            String type,
            /** The upload component's id of the file (antd UploadFile.uid). */
            String uid,
            /** Upload state (antd UploadFile.status): done (uploaded; url is where it is), uploading (url is still empty), error (the upload failed), removed (the user removed it; not part of the answer). Absent means uploaded. checkMcpAskFormData refuses a file that is uploading or failed, and skips a removed one; normalizeMcpAskFormData sends only uploaded files' URLs. */
            String status
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static FileValue fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new FileValue(
                    McpAskJson.string(map.get("name"), path + ".name"),
                    McpAskJson.string(map.get("url"), path + ".url"),
                    McpAskJson.string(map.get("fileUrl"), path + ".fileUrl"),
                    McpAskJson.string(map.get("fileName"), path + ".fileName"),
                    McpAskJson.string(map.get("fileKey"), path + ".fileKey"),
                    McpAskJson.integer(map.get("fileSize"), path + ".fileSize"),
                    McpAskJson.string(map.get("mimeType"), path + ".mimeType"),
                    McpAskJson.integer(map.get("size"), path + ".size"),
                    McpAskJson.string(map.get("type"), path + ".type"),
                    McpAskJson.string(map.get("uid"), path + ".uid"),
                    McpAskJson.string(map.get("status"), path + ".status")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static FileValue fromJson(Object json) {
            return fromJson(json, "FileValue");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (name != null) out.put("name", name);
            if (url != null) out.put("url", url);
            if (fileUrl != null) out.put("fileUrl", fileUrl);
            if (fileName != null) out.put("fileName", fileName);
            if (fileKey != null) out.put("fileKey", fileKey);
            if (fileSize != null) out.put("fileSize", fileSize);
            if (mimeType != null) out.put("mimeType", mimeType);
            if (size != null) out.put("size", size);
            if (type != null) out.put("type", type);
            if (uid != null) out.put("uid", uid);
            if (status != null) out.put("status", status);
            return out;
        }
    }

    /** What a client (the nuwax Web/Mobile DockPanel) sends when the user acts on the form, exactly as the clients send it; formatMcpAskResumeMessage turns it into the next user chat message. */
    public record McpAskRespondPayload(
            /** Required. The question's requestId (the DockPanel calls a pending question an intervention). */
            String interventionId,
            /** The ACP tool_call id of the nuwax_ask_question call, when the client knows it. */
            String toolCallId,
            /** Required. The question's revision being answered. */
            Long revision,
            /** Required. Always mcp_ask: the payload answers a nuwax_ask_question form. */
            String source,
            /** Required. Always mcp. */
            String protocol,
            /** Required. What the user did with the form: submit, cancel, skip, or timeout (nobody answered in time). */
            String action,
            /** Answers keyed by field name (action submit). File fields hold FileValue objects or URLs; radio-with-custom keeps its custom text under otherField. */
            Map<String, Object> formData,
            /** The files of the file fields on submit, which the web client also sends as chat attachments (its UploadFileInfo objects). */
            List<FileValue> files,
            /** Which client answered. */
            AnsweredBy answeredBy,
            /** When the user answered, in milliseconds since the Unix epoch. */
            Long answeredAt
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static McpAskRespondPayload fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new McpAskRespondPayload(
                    McpAskJson.string(map.get("interventionId"), path + ".interventionId"),
                    McpAskJson.string(map.get("toolCallId"), path + ".toolCallId"),
                    McpAskJson.integer(map.get("revision"), path + ".revision"),
                    McpAskJson.string(map.get("source"), path + ".source"),
                    McpAskJson.string(map.get("protocol"), path + ".protocol"),
                    McpAskJson.string(map.get("action"), path + ".action"),
                    McpAskJson.object(map.get("formData"), path + ".formData"),
                    McpAskJson.list(map.get("files"), path + ".files", (item, itemPath) -> FileValue.fromJson(item, itemPath)),
                    AnsweredBy.fromJson(map.get("answeredBy"), path + ".answeredBy"),
                    McpAskJson.integer(map.get("answeredAt"), path + ".answeredAt")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static McpAskRespondPayload fromJson(Object json) {
            return fromJson(json, "McpAskRespondPayload");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (interventionId != null) out.put("interventionId", interventionId);
            if (toolCallId != null) out.put("toolCallId", toolCallId);
            if (revision != null) out.put("revision", revision);
            if (source != null) out.put("source", source);
            if (protocol != null) out.put("protocol", protocol);
            if (action != null) out.put("action", action);
            if (formData != null) out.put("formData", formData);
            if (files != null) out.put("files", McpAskJson.listToJson(files, item -> item.toJson()));
            if (answeredBy != null) out.put("answeredBy", answeredBy.toJson());
            if (answeredAt != null) out.put("answeredAt", answeredAt);
            return out;
        }
    }

    /** A question as a DockPanel tracks it: the canonical input from the tool result, the tool call it came from and the client-side state. */
    public record McpAskInteraction(
            /** Required. The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments. */
            McpAskRawInput input,
            /** Required. The ACP tool_call id of the nuwax_ask_question call. */
            String toolCallId,
            /** The platform's execution id the question belongs to (used to tell an expired question). */
            String executeId,
            /** Where a question stands on the client: pending (shown), submitting (the answer is on its way), submitted, cancelled, skipped, failed (sending the answer failed). */
            String responseStatus,
            /** The answers entered or sent so far, keyed by field name. */
            Map<String, Object> formData,
            /** Why sending the answer failed (responseStatus failed). */
            String errorMessage,
            /** When the question was shown, in milliseconds since the Unix epoch. */
            Long triggeredAt
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static McpAskInteraction fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new McpAskInteraction(
                    McpAskRawInput.fromJson(map.get("input"), path + ".input"),
                    McpAskJson.string(map.get("toolCallId"), path + ".toolCallId"),
                    McpAskJson.string(map.get("executeId"), path + ".executeId"),
                    McpAskJson.string(map.get("responseStatus"), path + ".responseStatus"),
                    McpAskJson.object(map.get("formData"), path + ".formData"),
                    McpAskJson.string(map.get("errorMessage"), path + ".errorMessage"),
                    McpAskJson.integer(map.get("triggeredAt"), path + ".triggeredAt")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static McpAskInteraction fromJson(Object json) {
            return fromJson(json, "McpAskInteraction");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (input != null) out.put("input", input.toJson());
            if (toolCallId != null) out.put("toolCallId", toolCallId);
            if (executeId != null) out.put("executeId", executeId);
            if (responseStatus != null) out.put("responseStatus", responseStatus);
            if (formData != null) out.put("formData", formData);
            if (errorMessage != null) out.put("errorMessage", errorMessage);
            if (triggeredAt != null) out.put("triggeredAt", triggeredAt);
            return out;
        }
    }

    /** One chat message as a DockPanel keeps it in history: the parts hasMcpAskResumeMessage reads to pair an answer message with the question it answers (the web client's MessageInfo has these and more). */
    public record McpAskHistoryMessage(
            /** The message's position in the conversation; history is ordered by it (a message without one keeps its place in the list). */
            Long index,
            /** Who wrote the message; USER (any case) or no role is the user's, and only the user's messages can be answers. */
            String role,
            /** The message text as sent. */
            String text,
            /** The questions this (assistant) message asked. */
            List<McpAskInteraction> mcpAskInteractions
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static McpAskHistoryMessage fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new McpAskHistoryMessage(
                    McpAskJson.integer(map.get("index"), path + ".index"),
                    McpAskJson.string(map.get("role"), path + ".role"),
                    McpAskJson.string(map.get("text"), path + ".text"),
                    McpAskJson.list(map.get("mcpAskInteractions"), path + ".mcpAskInteractions", (item, itemPath) -> McpAskInteraction.fromJson(item, itemPath))
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static McpAskHistoryMessage fromJson(Object json) {
            return fromJson(json, "McpAskHistoryMessage");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (index != null) out.put("index", index);
            if (role != null) out.put("role", role);
            if (text != null) out.put("text", text);
            if (mcpAskInteractions != null) out.put("mcpAskInteractions", McpAskJson.listToJson(mcpAskInteractions, item -> item.toJson()));
            return out;
        }
    }

    /** Which client answered. */
    public record AnsweredBy(
            /** Required. web or mobile. */
            String kind,
            /** The answering user's id. */
            String userId,
            /** The answering client's id. */
            String clientId
    ) {
        /**
         * Reads a parsed JSON object; {@code path} names it in errors (e.g. "rawInput").
         *
         * @throws IllegalArgumentException when it is not an object or a property has the wrong JSON type
         */
        public static AnsweredBy fromJson(Object json, String path) {
            if (json == null) return null;
            Map<String, Object> map = McpAskJson.object(json, path);
            return new AnsweredBy(
                    McpAskJson.string(map.get("kind"), path + ".kind"),
                    McpAskJson.string(map.get("userId"), path + ".userId"),
                    McpAskJson.string(map.get("clientId"), path + ".clientId")
            );
        }

        /** Reads a parsed JSON object (see fromJson(Object, String)). */
        public static AnsweredBy fromJson(Object json) {
            return fromJson(json, "AnsweredBy");
        }

        /** This record as a JSON object (LinkedHashMap in contract order), without its null properties. */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            if (kind != null) out.put("kind", kind);
            if (userId != null) out.put("userId", userId);
            if (clientId != null) out.put("clientId", clientId);
            return out;
        }
    }
}
