// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskFormatter.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import ai.nuwax.mcpask.McpAskContract.MessageCatalog;
import ai.nuwax.mcpask.McpAskContract.WidgetCatalogEntry;
import ai.nuwax.mcpask.McpAskTypes.FieldOption;
import ai.nuwax.mcpask.McpAskTypes.FormField;
import ai.nuwax.mcpask.McpAskTypes.McpAskRawInput;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The answer message: the chat text the nuwax DockPanel sends as the user's next turn when a
 * question is answered (docs/sdks.md "Client-side kit"; templates in x-nuwax.messages). The same output,
 * byte for byte, as the TypeScript kit's formatMcpAskResumeMessage, checked by the conformance corpus.
 */
public final class McpAskFormatter {
    private McpAskFormatter() {}

    /** The actions of #/$defs/McpAskRespondAction and the message key each writes (for submit, its header). */
    static final Map<String, String> ACTION_MESSAGE_KEYS = Map.of(
            "submit", "submittedHeader", "cancel", "cancelled", "skip", "skipped", "timeout", "timedOut");
    /** The actions in the order the recogniser tries them. */
    static final List<String> ACTIONS = List.of("submit", "cancel", "skip", "timeout");

    /**
     * The template locale for a BCP 47 tag (case and '_' tolerated): an exact match, then
     * x-nuwax.localeAliases, then the tag with its last subtag dropped, and so on (en-GB, en,
     * en-US); anything else, and null, gives McpAskContract.DEFAULT_LOCALE.
     */
    public static String resolveLocale(String locale) {
        if (locale == null || locale.isEmpty()) return McpAskContract.DEFAULT_LOCALE;
        String[] parts = locale.replace('_', '-').toLowerCase(Locale.ROOT).split("-", -1);
        for (int n = parts.length; n > 0; n--) {
            String candidate = String.join("-", java.util.Arrays.copyOf(parts, n));
            for (String l : McpAskContract.MESSAGE_LOCALES) if (l.toLowerCase(Locale.ROOT).equals(candidate)) return l;
            for (Map.Entry<String, String> alias : McpAskContract.LOCALE_ALIASES.entrySet())
                if (alias.getKey().toLowerCase(Locale.ROOT).equals(candidate)) return alias.getValue();
        }
        return McpAskContract.DEFAULT_LOCALE;
    }

    /** The message templates of a locale tag (resolveLocale). */
    public static MessageCatalog messages(String locale) {
        String resolved = resolveLocale(locale);
        for (MessageCatalog catalog : McpAskContract.MESSAGES) if (catalog.locale().equals(resolved)) return catalog;
        return McpAskContract.MESSAGES.get(0);
    }

    /** The template of one message key (x-nuwax.messageKeys) in a catalog. */
    static String template(MessageCatalog m, String key) {
        return switch (key) {
            case "submittedHeader" -> m.submittedHeader();
            case "cancelled" -> m.cancelled();
            case "skipped" -> m.skipped();
            case "timedOut" -> m.timedOut();
            default -> throw new IllegalArgumentException("no message key " + key);
        };
    }

    /** The title an answer message names: the question's title, else ui.title, else the locale's defaultTitle. */
    public static String resolveTitle(McpAskRawInput question, String locale) {
        if (question != null && question.title() != null && !question.title().isEmpty()) return question.title();
        if (question != null && question.ui() != null && question.ui().title() != null && !question.ui().title().isEmpty())
            return question.ui().title();
        return messages(locale).defaultTitle();
    }

    /**
     * The answer message for {@code action} (submit, cancel, skip, timeout) in {@code locale}:
     * for submit the header, then one {@code label：value} line per field of ui.fields that
     * formData has (in ui.fields order), then the formData keys no field consumed (in map order);
     * an empty formData gives the emptyForm message. Labels are field titles (else names); choice
     * widgets show option labels; radio-with-custom shows its custom text when the value is
     * otherValue; file fields show each file's url, else fileUrl, name, fileName; lists are joined
     * with the locale's listSeparator; booleans are yes / no; empty values notProvided; a multi-line
     * value keeps its continuation lines indented by two spaces.
     *
     * @param question the rawInput (only title, ui.title and ui.fields are read; may be partial)
     * @param formData the answers keyed by field name (a LinkedHashMap keeps their order); null is empty
     * @throws McpAskFormatException (code invalid_action) for an action outside #/$defs/McpAskRespondAction
     */
    public static String format(McpAskRawInput question, String action, Map<String, Object> formData, String locale) {
        return formatIn(question, action, formData, locale, McpAskContract.DIALECTS.get(0));
    }

    /**
     * How {@link #format(McpAskRawInput, String, Map, Options)} writes: the locale tag (null: the
     * default), the dialect (x-nuwax.dialects; null: "web", "mobile": the nuwax-mobile client's
     * message, docs/dockpanel.md) and whether to append the request-id marker.
     */
    public record Options(String locale, String dialect, boolean requestIdMarker) {}

    /** The dialect named (null: the first, "web"). @throws McpAskFormatException invalid_dialect naming the known ones */
    public static McpAskContract.Dialect dialect(String name) {
        if (name == null) return McpAskContract.DIALECTS.get(0);
        List<String> names = new ArrayList<>();
        for (McpAskContract.Dialect d : McpAskContract.DIALECTS) {
            if (d.dialect().equals(name)) return d;
            names.add(d.dialect());
        }
        throw new McpAskFormatException("invalid_dialect", "unknown dialect " + name + "; use one of " + String.join(", ", names));
    }

    /**
     * The text appended for requestId: the writeSeparator and the filled template of the
     * x-nuwax.requestIdMarkers entry that has one (e.g. {@code \n<!--nuwax-mcp-ask-request-id:ask_1-->}).
     *
     * @throws McpAskFormatException missing_request_id for a null or empty requestId;
     *     no_written_marker when the contract names no marker to write
     */
    public static String requestIdMarker(String requestId) {
        if (requestId == null || requestId.isEmpty())
            throw new McpAskFormatException("missing_request_id", "the request-id marker needs the question's requestId");
        for (McpAskContract.RequestIdMarker marker : McpAskContract.REQUEST_ID_MARKERS)
            if (marker.writeSeparator() != null) return marker.writeSeparator() + McpAskTemplates.fill(marker.template(), Map.of("requestId", requestId));
        throw new McpAskFormatException("no_written_marker", "the contract names no request-id marker to write (x-nuwax.requestIdMarkers: no entry has writeSeparator)");
    }

    /**
     * {@link #format(McpAskRawInput, String, Map, String)} in {@code options.dialect()}, with the
     * request-id marker appended when {@code options.requestIdMarker()}.
     *
     * @throws McpAskFormatException invalid_dialect, missing_request_id (requestIdMarker on a
     *     question without a requestId), besides format's codes
     */
    public static String format(McpAskRawInput question, String action, Map<String, Object> formData, Options options) {
        McpAskContract.Dialect d = dialect(options.dialect());
        String message = formatIn(question, action, formData, options.locale(), d);
        if (!options.requestIdMarker()) return message;
        return message + requestIdMarker(question == null ? null : question.requestId());
    }

    /** A dialect's templates for a locale tag (resolveLocale). */
    static MessageCatalog messages(McpAskContract.Dialect d, String locale) {
        String resolved = resolveLocale(locale);
        for (MessageCatalog catalog : d.messages()) if (catalog.locale().equals(resolved)) return catalog;
        return d.messages().get(0);
    }

    private static String formatIn(McpAskRawInput question, String action, Map<String, Object> formData, String locale, McpAskContract.Dialect d) {
        MessageCatalog m = messages(d, locale);
        List<String> keys = d.fileNameKeys();
        String title = resolveTitle(question, locale);
        String key = action == null ? null : ACTION_MESSAGE_KEYS.get(action);
        if (key == null)
            throw new McpAskFormatException("invalid_action", "unknown action " + action + "; use one of " + String.join(", ", ACTIONS));
        if (!action.equals("submit")) return McpAskTemplates.fill(template(m, key), Map.of("title", title));
        Map<String, Object> data = formData == null ? Map.of() : formData;
        Set<String> consumed = new HashSet<>();
        List<String> lines = new ArrayList<>();
        List<FormField> fields = question == null || question.ui() == null || question.ui().fields() == null
                ? List.of() : question.ui().fields();
        for (FormField field : fields) {
            if (field == null || field.name() == null || !data.containsKey(field.name()) || consumed.contains(field.name())) continue;
            consumed.add(field.name());
            String label = field.title() != null && !field.title().isEmpty() ? field.title() : field.name();
            WidgetCatalogEntry entry = catalogEntry(effectiveWidget(field));
            Object value = data.get(field.name());
            if (entry != null && entry.answerDisplay().equals("optionLabelOrCustom")) {
                String marker = field.otherValue() != null ? field.otherValue() : McpAskContract.DEFAULT_OTHER_VALUE;
                String customKey = field.otherField() != null ? field.otherField() : field.name() + McpAskContract.OTHER_FIELD_SUFFIX;
                if (marker.equals(value) && data.containsKey(customKey)) {
                    consumed.add(customKey);
                    lines.add(line(m, label, plainValue(data.get(customKey), m, keys)));
                    continue;
                }
            }
            lines.add(line(m, label, fieldValue(field, value, m, keys)));
        }
        for (Map.Entry<String, Object> answer : data.entrySet())
            if (!consumed.contains(answer.getKey())) lines.add(line(m, answer.getKey(), plainValue(answer.getValue(), m, keys)));
        if (lines.isEmpty()) return McpAskTemplates.fill(m.emptyForm(), Map.of("title", title));
        return McpAskTemplates.fill(m.submittedHeader(), Map.of("title", title)) + m.headerSeparator()
                + String.join(m.lineSeparator(), lines);
    }

    /**
     * The answer message for a respond payload as parsed JSON (#/$defs/McpAskRespondPayload; only
     * action and formData are read), e.g. the body a client posted.
     *
     * @throws McpAskFormatException invalid_action when action is not a respond action;
     *     invalid_form_data when formData is present and not an object
     */
    public static String formatPayload(McpAskRawInput question, Map<String, Object> payload, String locale) {
        return formatPayload(question, payload, new Options(locale, null, false));
    }

    /** {@link #formatPayload(McpAskRawInput, Map, String)} with {@link Options} (dialect, request-id marker). */
    public static String formatPayload(McpAskRawInput question, Map<String, Object> payload, Options options) {
        Object action = payload == null ? null : payload.get("action");
        if (!(action instanceof String a) || !ACTION_MESSAGE_KEYS.containsKey(a))
            throw new McpAskFormatException("invalid_action", "payload.action: unknown action " + action + "; use one of " + String.join(", ", ACTIONS));
        Object formData = payload.get("formData");
        if (formData != null && !(formData instanceof Map<?, ?>))
            throw new McpAskFormatException("invalid_form_data", "payload.formData: must be an object keyed by field name, got " + McpAskJson.typeName(formData));
        return format(question, a, McpAskJson.object(formData, "payload.formData"), options);
    }

    private static String line(MessageCatalog m, String label, String value) {
        Map<String, String> vars = new HashMap<>();
        vars.put("label", label);
        vars.put("value", value.replaceAll("\\r?\\n", "\n  "));
        return McpAskTemplates.fill(m.fieldLine(), vars);
    }

    /** The catalog entry of a widget name, or null. */
    public static WidgetCatalogEntry catalogEntry(String widget) {
        if (widget == null) return null;
        for (WidgetCatalogEntry entry : McpAskContract.WIDGET_CATALOG) if (entry.widget().equals(widget)) return entry;
        return null;
    }

    /**
     * The widget a field is shown with: its widget (a deprecated alias resolved) when the catalog
     * has it, else, for a field without one, the first catalog entry whose inference rule matches
     * its type and options; null when neither works.
     */
    public static String effectiveWidget(FormField field) {
        if (field.widget() != null) {
            String widget = McpAskContract.DEPRECATED_WIDGET_ALIASES.getOrDefault(field.widget(), field.widget());
            return catalogEntry(widget) != null ? widget : null;
        }
        boolean hasOptions = field.options() != null && !field.options().isEmpty();
        for (WidgetCatalogEntry entry : McpAskContract.WIDGET_CATALOG) {
            if (!entry.inferred()) continue;
            boolean typeOk = field.type() == null ? entry.inferenceTypeMayBeOmitted() : entry.inferenceTypes().contains(field.type());
            if (typeOk && entry.inferenceHasOptions() == hasOptions) return entry.widget();
        }
        return null;
    }

    /** One declared field's value: files for a fileNames widget, else option labels for option values, else plainValue. */
    static String fieldValue(FormField field, Object value, MessageCatalog m, List<String> keys) {
        WidgetCatalogEntry entry = catalogEntry(effectiveWidget(field));
        if (entry != null && entry.answerDisplay().equals("fileNames")) return fileValue(value, m, keys);
        Map<String, String> labels = new HashMap<>();
        if (field.options() != null)
            for (FieldOption option : field.options()) if (option != null && option.value() != null) labels.put(option.value(), option.label());
        if (value instanceof List<?> list) {
            List<Object> shown = new ArrayList<>(list.size());
            for (Object item : list) shown.add(item instanceof String s && labels.get(s) != null ? labels.get(s) : item);
            return plainValue(shown, m, keys);
        }
        if (value instanceof String s && !s.isEmpty()) return labels.get(s) != null ? labels.get(s) : s;
        return plainValue(value, m, keys);
    }

    /**
     * Any value without a declared widget: notProvided for null, "" and empty lists or objects;
     * yes / no for booleans; strings and numbers as written (numbers as JavaScript prints them);
     * a list of file objects as files; other lists joined with listSeparator; a file object as
     * filePrefix + the file; other objects as {@code key：value} joined with objectEntrySeparator.
     */
    static String plainValue(Object value, MessageCatalog m, List<String> keys) {
        if (value == null || "".equals(value)) return m.notProvided();
        if (value instanceof Boolean b) return b ? m.yes() : m.no();
        if (value instanceof String s) return s;
        if (value instanceof Number n) return jsNumber(n);
        if (value instanceof List<?> list) {
            if (list.isEmpty()) return m.notProvided();
            if (isFileObject(list.get(0), false)) return fileValue(list, m, keys);
            List<String> parts = new ArrayList<>(list.size());
            for (Object item : list) parts.add(plainValue(item, m, keys));
            return String.join(m.listSeparator(), parts);
        }
        if (value instanceof Map<?, ?> map) {
            if (isFileObject(map, true)) return m.filePrefix() + fileValue(map, m, keys);
            if (map.isEmpty()) return m.notProvided();
            List<String> parts = new ArrayList<>(map.size());
            for (Map.Entry<?, ?> e : map.entrySet()) parts.add(e.getKey() + m.labelSeparator() + plainValue(e.getValue(), m, keys));
            return String.join(m.objectEntrySeparator(), parts);
        }
        return String.valueOf(value);
    }

    private static final List<String> FILE_KEYS = List.of("name", "url", "fileName", "fileUrl");

    /** Whether a value is a file object: an object with name, url, fileName or fileUrl (present, or truthy as JavaScript tests it). */
    private static boolean isFileObject(Object value, boolean truthy) {
        if (!(value instanceof Map<?, ?> map)) return false;
        for (String key : FILE_KEYS) {
            if (!map.containsKey(key)) continue;
            if (!truthy || isTruthy(map.get(key))) return true;
        }
        return false;
    }

    private static boolean isTruthy(Object v) {
        if (v == null) return false;
        if (v instanceof Boolean b) return b;
        if (v instanceof String s) return !s.isEmpty();
        if (v instanceof Number n) return n.doubleValue() != 0 && !Double.isNaN(n.doubleValue());
        return true;
    }

    /** A file field's value: each file by fileName(), several joined with listSeparator; empty is notProvided. */
    static String fileValue(Object value, MessageCatalog m, List<String> keys) {
        if (value == null || "".equals(value)) return m.notProvided();
        if (value instanceof List<?> list) {
            if (list.isEmpty()) return m.notProvided();
            List<String> parts = new ArrayList<>(list.size());
            for (Object file : list) {
                String name = fileName(file, keys);
                parts.add(name.isEmpty() ? m.unknownFile() : name);
            }
            return String.join(m.listSeparator(), parts);
        }
        String name = fileName(value, keys);
        return name.isEmpty() ? m.unknownFile() : name;
    }

    private static final Pattern DATA_URL_NAME = Pattern.compile("^data:[^,]*;name=([^;,]+)");

    /** {@link #fileName(Object, List)} in the web dialect's key order (url, fileUrl, name, fileName). */
    public static String fileName(Object file) {
        return fileName(file, McpAskContract.DIALECTS.get(0).fileNameKeys());
    }

    /**
     * A file's display text: an object's first key of {@code keys} (a dialect's fileNameKeys)
     * holding a non-empty string or a finite number; a string as written, except a data URL,
     * which shows its percent-decoded {@code name=} parameter or "" (never its bytes).
     */
    public static String fileName(Object file, List<String> keys) {
        if (file instanceof String s) {
            if (!s.startsWith("data:")) return s;
            Matcher match = DATA_URL_NAME.matcher(s);
            if (!match.find()) return "";
            String raw = match.group(1);
            try {
                return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException notPercentEncoded) {
                return raw;
            }
        }
        if (file instanceof Map<?, ?> map) {
            for (String key : keys) {
                Object v = map.get(key);
                if (v instanceof String s && !s.isEmpty()) return s;
                if (v instanceof Number n && Double.isFinite(n.doubleValue())) return jsNumber(n);
            }
            return "";
        }
        if (file == null) return "";
        return file instanceof Number n ? jsNumber(n) : String.valueOf(file);
    }

    /**
     * A number as JavaScript's String(n) prints it (ECMA-262 Number::toString): 2, 2.5, 0.000001,
     * 1e-7, 1e+21 (never "2.0"), from the shortest digits Double.toString gives.
     */
    static String jsNumber(Number n) {
        if (n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte) return String.valueOf(n.longValue());
        double d = n.doubleValue();
        if (Double.isNaN(d)) return "NaN";
        if (Double.isInfinite(d)) return d > 0 ? "Infinity" : "-Infinity";
        if (d == 0) return "0";
        String sign = d < 0 ? "-" : "";
        java.math.BigDecimal exact = new java.math.BigDecimal(Double.toString(Math.abs(d))).stripTrailingZeros();
        String digits = exact.unscaledValue().toString();
        int k = digits.length();
        int e = k - exact.scale(); // the value is 0.digits × 10^e
        String out;
        if (k <= e && e <= 21) out = digits + "0".repeat(e - k);
        else if (0 < e && e <= 21) out = digits.substring(0, e) + "." + digits.substring(e);
        else if (-6 < e && e <= 0) out = "0." + "0".repeat(-e) + digits;
        else out = digits.charAt(0) + (k > 1 ? "." + digits.substring(1) : "") + "e" + (e - 1 >= 0 ? "+" : "-") + Math.abs(e - 1);
        return sign + out;
    }
}
