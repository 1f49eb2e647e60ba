// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// The contract's constants, widget catalog and answer-message templates (x-nuwax) as Java data.
// The behaviour that reads them is McpAskFormatter, McpAskRecognizer and McpAskToolUpdates.
package ai.nuwax.mcpask;

import java.util.List;
import java.util.Map;

/** Constants and tables of contract/schema.json (x-nuwax); see docs/sdks.md "Java SDK". */
public final class McpAskContract {
    private McpAskContract() {}

    /** The tool's name on tools/list (x-nuwax.constants.toolName). */
    public static final String TOOL_NAME = "nuwax_ask_question";
    /** rawInput.schemaVersion the server stamps (x-nuwax.constants.schemaVersion). */
    public static final String SCHEMA_VERSION = "nuwax.mcp_ask.v2";
    /** rawInput.ui.version (x-nuwax.constants.uiVersion). */
    public static final String UI_VERSION = "nuwax.interaction.v2";
    /** The contract's semantic version (x-nuwax.protocolVersion). */
    public static final String PROTOCOL_VERSION = "2.1.0";
    /** The locale of answer messages when none is given (x-nuwax.constants.defaultLocale). */
    public static final String DEFAULT_LOCALE = "zh-CN";
    /** The widget shown for one the client does not know (x-nuwax.constants.fallbackWidget). */
    public static final String FALLBACK_WIDGET = "text";
    /** formData key suffix of radio-with-custom's custom text (x-nuwax.constants.otherFieldSuffix). */
    public static final String OTHER_FIELD_SUFFIX = "Custom";
    /** The option value meaning "custom text" (#/$defs/FormFieldInput/properties/otherValue default). */
    public static final String DEFAULT_OTHER_VALUE = "__custom__";
    /** The text of a pending tool result (x-nuwax.constants.pendingMessage). */
    public static final String PENDING_MESSAGE = "The question has been presented to the user. Stop this turn now. When the user submits the form, their answer will arrive as a new user message.";
    /** Largest JSON-RPC message (one stdio line, in bytes) a server reads; a longer one is answered with an error and dropped. (x-nuwax.constants.maxMessageBytes) */
    public static final int MAX_MESSAGE_BYTES = 10485760;
    /** Largest tool result (JSON of the CallToolResult, in bytes) an answer may produce: a user's answer that would make a larger one is refused (HTTP 413) before it is accepted. (x-nuwax.constants.maxToolResultBytes) */
    public static final int MAX_TOOL_RESULT_BYTES = 9437184;
    /** Largest body (bytes) a form page may submit to its loopback server (413 beyond it). (x-nuwax.constants.maxSubmitBytes) */
    public static final int MAX_SUBMIT_BYTES = 5242880;
    /** Largest file (bytes) the browser delivery page accepts for a file field that sets no maxFileSize (413 beyond it); a field's maxFileSize is its limit. (x-nuwax.constants.maxUploadBytes) */
    public static final int MAX_UPLOAD_BYTES = 104857600;
    /** Most bytes (the canonical inputs as JSON) of the forms one nuwax-ask-question-mcp process keeps open as browser delivery pages at once; a call that would pass it while other pages are open is refused with isError at once. (x-nuwax.constants.maxOpenPageBytes) */
    public static final int MAX_OPEN_PAGE_BYTES = 33554432;
    /** Most code points of a value, property name or suggestion a problem message quotes; longer ones are cut and their length given. (x-nuwax.constants.quoteMaxCodePoints) */
    public static final int QUOTE_MAX_CODE_POINTS = 80;
    /** Most code points of a problem's subject and of each key in its path; longer ones are cut like quoted values. (x-nuwax.constants.subjectMaxCodePoints) */
    public static final int SUBJECT_MAX_CODE_POINTS = 256;
    /** Most problems one report lists; the rest are counted in one last problem. (x-nuwax.constants.maxProblems) */
    public static final int MAX_PROBLEMS = 200;
    /** Largest count a field's pattern may write in {n}, {n,} or {n,m} (docs/reliability-and-security.md "Linear-time patterns"); a larger one is refused as unsupported. (x-nuwax.constants.patternMaxRepeat) */
    public static final int PATTERN_MAX_REPEAT = 1000;
    /** Most instructions a field's compiled pattern may have, counted by the rule of docs/reliability-and-security.md "Linear-time patterns" (the same in every SDK); a larger one is refused as unsupported. (x-nuwax.constants.patternMaxProgramSize) */
    public static final int PATTERN_MAX_PROGRAM_SIZE = 512;
    /** Most state sets the lazy DFA of one compiled pattern keeps (docs/reliability-and-security.md "Linear-time patterns"); past it the cache starts again. (x-nuwax.constants.patternMaxCachedStates) */
    public static final int PATTERN_MAX_CACHED_STATES = 128;

    /**
     * One widget of x-nuwax.widgetCatalog: its name, Ant Design control, value type, how an answer
     * shows it, what it requires and accepts, and when it is inferred for a field without a widget
     * ({@code inferred}: false for none; else when the field's type is one of {@code inferenceTypes},
     * or absent and {@code inferenceTypeMayBeOmitted}, and it has options exactly when {@code inferenceHasOptions}).
     */
    public record WidgetCatalogEntry(
            String widget,
            String antd,
            String valueType,
            String answerDisplay,
            boolean requiresOptions,
            boolean requiresAllowCustom,
            String labelZhCn,
            String labelEn,
            List<String> constraints,
            boolean inferred,
            List<String> inferenceTypes,
            boolean inferenceTypeMayBeOmitted,
            boolean inferenceHasOptions) {}

    /** Every widget, in contract order (x-nuwax.widgetCatalog). */
    public static final List<WidgetCatalogEntry> WIDGET_CATALOG = List.of(
            new WidgetCatalogEntry("text", "Input", "string", "text", false, false, "单行文本", "Single-line text", List.of("minLength", "maxLength", "pattern"), true, List.of("string"), true, false),
            new WidgetCatalogEntry("textarea", "Input.TextArea", "string", "text", false, false, "多行文本", "Multi-line text", List.of("minLength", "maxLength", "pattern"), false, List.of(), false, false),
            new WidgetCatalogEntry("number", "InputNumber", "number", "number", false, false, "数字", "Number", List.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"), true, List.of("number", "integer"), false, false),
            new WidgetCatalogEntry("radio", "Radio.Group", "string", "optionLabel", true, false, "单选", "Single choice", List.of("options"), true, List.of("string"), true, true),
            new WidgetCatalogEntry("checkboxes", "Checkbox.Group", "array", "optionLabels", true, false, "多选", "Multiple choice", List.of("options"), true, List.of("array"), false, true),
            new WidgetCatalogEntry("select", "Select", "string", "optionLabel", true, false, "下拉单选", "Dropdown", List.of("options"), false, List.of(), false, false),
            new WidgetCatalogEntry("list", "Radio.Group (vertical)", "string", "optionLabel", true, false, "列表单选", "List choice", List.of("options"), false, List.of(), false, false),
            new WidgetCatalogEntry("file", "Upload", "files", "fileNames", false, false, "文件上传", "File upload", List.of("accept", "multiple", "maxFileSize"), false, List.of(), false, false),
            new WidgetCatalogEntry("radio-with-custom", "Radio.Group + Input", "string", "optionLabelOrCustom", true, true, "单选 + 自定义输入", "Single choice with custom answer", List.of("options", "allowCustom", "otherValue", "otherField"), false, List.of(), false, false)
    );

    /** The widget names, in contract order (#/$defs/WidgetType). */
    public static final List<String> WIDGETS = List.of("text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom");

    /** Deprecated builder aliases and the widget each stands for (x-nuwax.deprecatedBuilderAliases). */
    public static final Map<String, String> DEPRECATED_WIDGET_ALIASES = Map.ofEntries(
            Map.entry("input", "text"),
            Map.entry("checkbox", "checkboxes")
    );

    /** Locales with answer-message templates, in contract order (x-nuwax.messages). */
    public static final List<String> MESSAGE_LOCALES = List.of("zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP");

    /** Locale tags mapped to a template locale before the primary-language fallback (x-nuwax.localeAliases). */
    public static final Map<String, String> LOCALE_ALIASES = Map.ofEntries(
            Map.entry("zh", "zh-CN"),
            Map.entry("zh-Hans", "zh-CN"),
            Map.entry("zh-SG", "zh-CN"),
            Map.entry("zh-Hant", "zh-TW"),
            Map.entry("zh-Hant-HK", "zh-HK"),
            Map.entry("zh-MO", "zh-HK"),
            Map.entry("en", "en-US"),
            Map.entry("ja", "ja-JP")
    );

    /**
     * The answer-message templates of one locale (x-nuwax.messageKeys); placeholders are written
     * {@code {{name}}} and filled by McpAskTemplates.fill.
     */
    public record MessageCatalog(
            String locale,
            /** First line of a submitted answer; the field lines follow on the next line (web i18n PC.Components.McpAskQuestionCard.resumeSubmitted). Placeholders: title. */
            String submittedHeader,
            /** One answered field: the label (or formData key) and the value, joined by labelSeparator. Placeholders: label, value. */
            String fieldLine,
            /** The whole message when formData is empty: the header, then the empty-form line (PC.Components.McpAskQuestionCard.emptyFormContent). Placeholders: title. */
            String emptyForm,
            /** The whole message when the user cancelled (PC.Components.McpAskQuestionCard.resumeCancelled). Placeholders: title. */
            String cancelled,
            /** The whole message when the user skipped (PC.Components.McpAskQuestionCard.resumeSkipped). Placeholders: title. */
            String skipped,
            /** The whole message when nobody answered in time (PC.Components.McpAskQuestionCard.resumeTimeout). Placeholders: title. */
            String timedOut,
            /** The title used when the question and its form have none (PC.Components.McpAskQuestionCard.defaultTitle). */
            String defaultTitle,
            /** An empty value: undefined, null, an empty string or array (PC.Components.McpAskQuestionCard.notFilled). */
            String notProvided,
            /** A file object with no url, name or fileName (PC.Components.McpAskQuestionCard.unknownFile). */
            String unknownFile,
            /** Put before a single file object given where no file field is declared. */
            String filePrefix,
            /** Boolean true (web i18n PC.Common.Global.yes). */
            String yes,
            /** Boolean false (web i18n PC.Common.Global.no). */
            String no,
            /** Between a key and its value inside a nested object value (the same mark as in fieldLine). */
            String labelSeparator,
            /** Joins the items of an array value. */
            String listSeparator,
            /** Joins the key/value entries of a nested object value. */
            String objectEntrySeparator,
            /** Joins the field lines. */
            String lineSeparator,
            /** Between the header and the first field line (a single line break, as the DockPanel writes it). */
            String headerSeparator
    ) {}

    /** Every locale's templates, in contract order (x-nuwax.messages). */
    public static final List<MessageCatalog> MESSAGES = List.of(
            new MessageCatalog(
                    "zh-CN",
                    "我已填写「{{title}}」，表单内容如下：",
                    "{{label}}：{{value}}",
                    "我已填写「{{title}}」，表单内容如下：\n（无表单内容）",
                    "我取消了「{{title}}」。",
                    "我跳过了「{{title}}」。",
                    "「{{title}}」已超时，没有收到表单答案。",
                    "这次提问",
                    "未填写",
                    "未知文件",
                    "📎 ",
                    "是",
                    "否",
                    "：",
                    "、",
                    "，",
                    "\n",
                    "\n"
            ),
            new MessageCatalog(
                    "zh-TW",
                    "我已填寫「{{title}}」，表單內容如下：",
                    "{{label}}：{{value}}",
                    "我已填寫「{{title}}」，表單內容如下：\n（無表單內容）",
                    "我取消了「{{title}}」。",
                    "我跳過了「{{title}}」。",
                    "「{{title}}」已逾時，沒有收到表單答案。",
                    "這次提問",
                    "未填寫",
                    "未知檔案",
                    "📎 ",
                    "是",
                    "否",
                    "：",
                    "、",
                    "，",
                    "\n",
                    "\n"
            ),
            new MessageCatalog(
                    "zh-HK",
                    "我已填寫「{{title}}」，表單內容如下：",
                    "{{label}}：{{value}}",
                    "我已填寫「{{title}}」，表單內容如下：\n（無表單內容）",
                    "我取消了「{{title}}」。",
                    "我跳過了「{{title}}」。",
                    "「{{title}}」已逾時，沒有收到表單答案。",
                    "這次提問",
                    "未填寫",
                    "未知檔案",
                    "📎 ",
                    "是",
                    "否",
                    "：",
                    "、",
                    "，",
                    "\n",
                    "\n"
            ),
            new MessageCatalog(
                    "en-US",
                    "I answered \"{{title}}\". Form details:",
                    "{{label}}: {{value}}",
                    "I answered \"{{title}}\". Form details:\n(No form content)",
                    "I cancelled \"{{title}}\".",
                    "I skipped \"{{title}}\".",
                    "\"{{title}}\" timed out. No form answer was received.",
                    "This question",
                    "Not provided",
                    "Unknown file",
                    "📎 ",
                    "Yes",
                    "No",
                    ": ",
                    ", ",
                    "; ",
                    "\n",
                    "\n"
            ),
            new MessageCatalog(
                    "ja-JP",
                    "「{{title}}」に回答しました。フォーム内容は以下のとおりです：",
                    "{{label}}：{{value}}",
                    "「{{title}}」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
                    "「{{title}}」をキャンセルしました。",
                    "「{{title}}」をスキップしました。",
                    "「{{title}}」はタイムアウトしました。フォームの回答は受信されませんでした。",
                    "この質問",
                    "未入力",
                    "不明なファイル",
                    "📎 ",
                    "はい",
                    "いいえ",
                    "：",
                    "、",
                    "，",
                    "\n",
                    "\n"
            )
    );

    /** The tool names that carry an ask in an ACP tool update (x-nuwax.acpToolUpdate.toolNames). */
    public static final List<String> ACP_TOOL_NAMES = List.of("nuwax_ask_question");

    /** The MCP server keys this project's install instructions use (x-nuwax.acpToolUpdate.serverKeys); any other key is read too. */
    public static final List<String> ACP_SERVER_KEYS = List.of("ask-question", "ask_question", "nuwax-ask-question-mcp");

    /** The forms a host names an MCP tool in (x-nuwax.acpToolUpdate.namePatterns): {@code {{server}}} is any server key, {@code {{tool}}} one of ACP_TOOL_NAMES. */
    public static final List<String> ACP_NAME_PATTERNS = List.of("{{tool}}", "mcp.{{server}}.{{tool}}", "mcp__{{server}}__{{tool}}");

    /** One client's answer message (x-nuwax.dialects): its templates per locale (overrides filled in) and the order of the keys a file object is shown by. */
    public record Dialect(String dialect, List<String> fileNameKeys, List<MessageCatalog> messages) {}

    /** Every dialect, in contract order ("web" first: the default). */
    public static final List<Dialect> DIALECTS = List.of(
            new Dialect("web", List.of("url", "fileUrl", "name", "fileName"), List.of(
                    new MessageCatalog(
                            "zh-CN",
                            "我已填写「{{title}}」，表单内容如下：",
                            "{{label}}：{{value}}",
                            "我已填写「{{title}}」，表单内容如下：\n（无表单内容）",
                            "我取消了「{{title}}」。",
                            "我跳过了「{{title}}」。",
                            "「{{title}}」已超时，没有收到表单答案。",
                            "这次提问",
                            "未填写",
                            "未知文件",
                            "📎 ",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n"
                    ),
                    new MessageCatalog(
                            "zh-TW",
                            "我已填寫「{{title}}」，表單內容如下：",
                            "{{label}}：{{value}}",
                            "我已填寫「{{title}}」，表單內容如下：\n（無表單內容）",
                            "我取消了「{{title}}」。",
                            "我跳過了「{{title}}」。",
                            "「{{title}}」已逾時，沒有收到表單答案。",
                            "這次提問",
                            "未填寫",
                            "未知檔案",
                            "📎 ",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n"
                    ),
                    new MessageCatalog(
                            "zh-HK",
                            "我已填寫「{{title}}」，表單內容如下：",
                            "{{label}}：{{value}}",
                            "我已填寫「{{title}}」，表單內容如下：\n（無表單內容）",
                            "我取消了「{{title}}」。",
                            "我跳過了「{{title}}」。",
                            "「{{title}}」已逾時，沒有收到表單答案。",
                            "這次提問",
                            "未填寫",
                            "未知檔案",
                            "📎 ",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n"
                    ),
                    new MessageCatalog(
                            "en-US",
                            "I answered \"{{title}}\". Form details:",
                            "{{label}}: {{value}}",
                            "I answered \"{{title}}\". Form details:\n(No form content)",
                            "I cancelled \"{{title}}\".",
                            "I skipped \"{{title}}\".",
                            "\"{{title}}\" timed out. No form answer was received.",
                            "This question",
                            "Not provided",
                            "Unknown file",
                            "📎 ",
                            "Yes",
                            "No",
                            ": ",
                            ", ",
                            "; ",
                            "\n",
                            "\n"
                    ),
                    new MessageCatalog(
                            "ja-JP",
                            "「{{title}}」に回答しました。フォーム内容は以下のとおりです：",
                            "{{label}}：{{value}}",
                            "「{{title}}」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
                            "「{{title}}」をキャンセルしました。",
                            "「{{title}}」をスキップしました。",
                            "「{{title}}」はタイムアウトしました。フォームの回答は受信されませんでした。",
                            "この質問",
                            "未入力",
                            "不明なファイル",
                            "📎 ",
                            "はい",
                            "いいえ",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n"
                    )
            )),
            new Dialect("mobile", List.of("name", "fileName", "fileUrl", "url"), List.of(
                    new MessageCatalog(
                            "zh-CN",
                            "我已填写「{{title}}」，表单内容如下：",
                            "{{label}}：{{value}}",
                            "我已填写「{{title}}」，表单内容如下：\n\n（无表单内容）",
                            "我取消了「{{title}}」。",
                            "我跳过了「{{title}}」。",
                            "「{{title}}」已超时，没有收到表单答案。",
                            "这次提问",
                            "未填写",
                            "未知文件",
                            "",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n\n"
                    ),
                    new MessageCatalog(
                            "zh-TW",
                            "我已填寫「{{title}}」，表單內容如下：",
                            "{{label}}：{{value}}",
                            "我已填寫「{{title}}」，表單內容如下：\n\n（無表單內容）",
                            "我取消了「{{title}}」。",
                            "我跳過了「{{title}}」。",
                            "「{{title}}」已逾時，沒有收到表單答案。",
                            "這次提問",
                            "未填寫",
                            "未知檔案",
                            "",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n\n"
                    ),
                    new MessageCatalog(
                            "zh-HK",
                            "我已填写「{{title}}」，表单内容如下：",
                            "{{label}}：{{value}}",
                            "我已填写「{{title}}」，表单内容如下：\n\n（无表单内容）",
                            "我取消了「{{title}}」。",
                            "我跳过了「{{title}}」。",
                            "「{{title}}」已超时，没有收到表单答案。",
                            "这次提问",
                            "未填写",
                            "未知文件",
                            "",
                            "是",
                            "否",
                            "：",
                            "、",
                            "，",
                            "\n",
                            "\n\n"
                    ),
                    new MessageCatalog(
                            "en-US",
                            "I filled out \"{{title}}\", details below:",
                            "{{label}}: {{value}}",
                            "I filled out \"{{title}}\", details below:\n\n(No form content)",
                            "I cancelled \"{{title}}\".",
                            "I skipped \"{{title}}\".",
                            "\"{{title}}\" timed out without response.",
                            "This question",
                            "Not provided",
                            "Unknown file",
                            "",
                            "Yes",
                            "No",
                            ": ",
                            ", ",
                            "; ",
                            "\n",
                            "\n\n"
                    ),
                    new MessageCatalog(
                            "ja-JP",
                            "I filled out \"{{title}}\", details below:",
                            "{{label}}: {{value}}",
                            "I filled out \"{{title}}\", details below:\n\n(No form content)",
                            "I cancelled \"{{title}}\".",
                            "I skipped \"{{title}}\".",
                            "\"{{title}}\" timed out without response.",
                            "This question",
                            "Not provided",
                            "Unknown file",
                            "",
                            "Yes",
                            "No",
                            ": ",
                            ", ",
                            "; ",
                            "\n",
                            "\n\n"
                    )
            ))
    );

    /** An opening older clients sent for one action; recognised, never written (x-nuwax.historicalSignatures). */
    public record HistoricalSignature(String action, String template, String source) {}

    /** Openings of answer messages older clients sent, still recognised. */
    public static final List<HistoricalSignature> HISTORICAL_SIGNATURES = List.of(
            new HistoricalSignature("submit", "我已填写「{{title}}」", "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)"),
            new HistoricalSignature("cancel", "我取消了「{{title}}」", "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)"),
            new HistoricalSignature("skip", "我跳过了「{{title}}」", "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)"),
            new HistoricalSignature("timeout", "「{{title}}」已超时", "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)"),
            new HistoricalSignature("submit", "我已填寫「{{title}}」", "nuwax-mobile recogniser (Traditional Chinese, as a prefix)"),
            new HistoricalSignature("skip", "我跳過了「{{title}}」", "nuwax-mobile recogniser (Traditional Chinese, as a prefix)"),
            new HistoricalSignature("timeout", "「{{title}}」已逾時", "nuwax-mobile recogniser (Traditional Chinese, as a prefix)"),
            new HistoricalSignature("cancel", "I cancelled \"{{title}}\"", "nuwax-mobile recogniser (English, without the closing period)"),
            new HistoricalSignature("skip", "I skipped \"{{title}}\"", "nuwax-mobile recogniser (English, without the closing period)"),
            new HistoricalSignature("submit", "I filled out \"{{title}}\"", "nuwax-mobile resume messages (English)"),
            new HistoricalSignature("submit", "我回答了「{{title}}」", "early nuwax-mobile resume messages"),
            new HistoricalSignature("submit", "I filled in \"{{title}}\". My answers:", "nuwax-ask-question-mcp 0.1 formatter (en)"),
            new HistoricalSignature("submit", "I submitted \"{{title}}\"; the form had nothing to fill in.", "nuwax-ask-question-mcp 0.1 formatter (en, empty form)"),
            new HistoricalSignature("submit", "「{{title}}」に回答しました。内容は次のとおりです：", "nuwax-ask-question-mcp 0.1 formatter (ja)"),
            new HistoricalSignature("submit", "「{{title}}」を送信しました。入力する項目はありませんでした。", "nuwax-ask-question-mcp 0.1 formatter (ja, empty form)"),
            new HistoricalSignature("submit", "我已提交「{{title}}」，表单没有需要填写的内容。", "nuwax-ask-question-mcp 0.1 formatter (zh-CN, empty form)"),
            new HistoricalSignature("submit", "我已提交「{{title}}」，表單沒有需要填寫的內容。", "nuwax-ask-question-mcp 0.1 formatter (zh-TW, empty form)"),
            new HistoricalSignature("timeout", "\"{{title}}\" timed out", "nuwax-mobile resume messages (English); nuwax-ask-question-mcp 0.1 formatter (en)"),
            new HistoricalSignature("timeout", "「{{title}}」はタイムアウトしました。フォームの回答は届いていません。", "nuwax-ask-question-mcp 0.1 formatter (ja)")
    );

    /** A marker older clients appended to an answer message to name its requestId (x-nuwax.requestIdMarkers); prefix is the text before {@code {{requestId}}}. */
    public record RequestIdMarker(String template, String prefix, String source, /** Written before the marker when the formatter appends it; null for a marker only recognised. */ String writeSeparator) {}

    /** Request-id markers clients append to answer messages; the one with a writeSeparator is written (McpAskFormatter.requestIdMarker). */
    public static final List<RequestIdMarker> REQUEST_ID_MARKERS = List.of(
            new RequestIdMarker("<!--nuwax-mcp-ask-request-id:{{requestId}}-->", "<!--nuwax-mcp-ask-request-id:", "nuwax web client: an HTML comment after the answer message, hidden in the chat; written by the newest client (feat/dong-2026.6.18, buildMcpAskRequestIdMarker) and by older ones, not by the merged client", "\n"),
            new RequestIdMarker("\"nuwaxMcpAskRequestId\":\"{{requestId}}\"", "\"nuwaxMcpAskRequestId\":\"", "early nuwax web client: a fenced JSON block after the answer message", null),
            new RequestIdMarker("\"nuwaxMcpAskRequestId\": \"{{requestId}}\"", "\"nuwaxMcpAskRequestId\": \"", "early nuwax web client: a fenced JSON block after the answer message (spaced)", null)
    );
}
