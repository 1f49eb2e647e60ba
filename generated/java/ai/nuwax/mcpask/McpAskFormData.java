// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskFormData.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import static ai.nuwax.mcpask.McpAskNormalizer.at;
import static ai.nuwax.mcpask.McpAskNormalizer.own;
import static ai.nuwax.mcpask.McpAskNormalizer.problem;
import static ai.nuwax.mcpask.McpAskProblems.UNDEFINED;
import static ai.nuwax.mcpask.McpAskProblems.clip;
import static ai.nuwax.mcpask.McpAskProblems.quote;

import ai.nuwax.mcpask.McpAskContract.WidgetCatalogEntry;
import ai.nuwax.mcpask.McpAskProblems.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The user's answer checked against the form before it is sent (docs/sdks.md "Java SDK"), the port
 * of the TypeScript kit's checkMcpAskFormData (runtime/contract/builder.ts; conformance/respond.json):
 * every field checked as the renderer shows it, each problem with its FormDataProblemCode
 * ({@code #/$defs/FormDataProblemCode}) so a client can show its own words for it. Works on parsed
 * JSON; never throws.
 */
public final class McpAskFormData {
    private McpAskFormData() {}

    /**
     * Checks the answers a client is about to send ({@code McpAskRespondPayload.formData}) against
     * the form they answer (a canonical rawInput, or anything with {@code ui.fields}). Returns every
     * problem at once (path {@code formData.<field>}, message, fix, subject = the field name, code),
     * [] when the answers are acceptable:
     * a required field left empty (null, "", []; code required); a value of the wrong type for the
     * widget (not_text, not_a_number, not_a_list, not_a_file); an option value not among the
     * options (not_an_option; radio-with-custom's otherValue needs text under its otherField:
     * custom_text_missing); number bounds, multipleOf and type integer (out_of_range,
     * not_an_integer); text minLength / maxLength in code points and pattern (too_short, too_long,
     * pattern_mismatch); checkbox picks repeated or too many (duplicate_option, too_many_picks);
     * several files where {@code multiple} is not true or a file over maxFileSize bytes
     * (too_many_files, file_too_large); a formData key that is no field's (unknown_field). Past
     * MAX_PROBLEMS problems further ones are only counted (one last problem says how many).
     *
     * @param formData the answers (a JSON object), or McpAskProblems.UNDEFINED when there are none
     */
    public static List<Problem> check(Object question, Object formData) {
        List<Problem> problems = new ArrayList<>();
        if (!(formData instanceof Map<?, ?> data)) {
            return List.of(problem(List.of("formData"), "must be an object keyed by field name, got " + quote(formData), "send formData as { <field name>: <answer> }", null, "not_an_object"));
        }
        Object ui = question instanceof Map<?, ?> q ? q.get("ui") : null;
        List<Map<String, Object>> fields = resolveFormFields(ui instanceof Map<?, ?> u && u.get("fields") instanceof List<?> l ? l : List.of());
        int[] omitted = {0};
        for (Map<String, Object> field : fields) {
            String name = (String) field.get("name");
            WidgetCatalogEntry entry = McpAskFormatter.catalogEntry((String) field.get("widget"));
            if (entry == null) continue;
            List<Object> path = List.of("formData", name);
            Object value = data.containsKey(name) ? data.get(name) : UNDEFINED;
            String label = field.get("title") instanceof String t && !t.isEmpty() ? t : name;
            if (isUnanswered(value)) {
                if (Boolean.TRUE.equals(field.get("required"))) problems.add(problem(path, quote(label) + " is required but has no answer", "answer " + quote(label) + " before sending", name, "required"));
                continue;
            }
            checkAnswer(field, entry, value, data, path, problems, omitted);
        }
        Set<Object> keys = new LinkedHashSet<>();
        for (Map<String, Object> field : fields) {
            keys.add(field.get("name"));
            WidgetCatalogEntry entry = McpAskFormatter.catalogEntry((String) field.get("widget"));
            if (entry != null && entry.requiresAllowCustom()) keys.add(McpAskNormalizer.customTextKey(field));
        }
        String fix = null;
        for (String key : McpAskJson.jsKeys(data)) {
            if (keys.contains(key)) continue;
            if (fix == null) {
                List<String> quoted = new ArrayList<>();
                for (Object k : keys) quoted.add(quote(k));
                fix = "remove it: formData keys are field names" + (keys.isEmpty() ? "" : " (" + McpAskNormalizer.listSome(quoted, 10) + ")");
            }
            if (problems.size() >= McpAskProblems.MAX_PROBLEMS) omitted[0]++;
            else problems.add(problem(List.of("formData", key), quote(key) + " is not a field of the form", fix, null, "unknown_field"));
        }
        if (omitted[0] > 0) problems.add(new Problem("", omitted[0] + " more problem" + (omitted[0] == 1 ? " is" : "s are") + " not listed", "", null, null));
        return McpAskProblems.limit(problems);
    }

    /** null, UNDEFINED, "" and [] count as "not answered" (the DockPanel's required rule). */
    private static boolean isUnanswered(Object value) {
        return value == null || value == UNDEFINED || "".equals(value) || (value instanceof List<?> l && l.isEmpty());
    }

    /**
     * The fields as the renderer shows them (runtime/contract/widgets.ts resolveFormFields): objects
     * with a string name, each a copy with its effective widget (an unknown one shown as
     * x-nuwax.constants.fallbackWidget), {@code required} set (default false), a choice widget's
     * well-formed options (a missing label shows the value), radio-with-custom's allowCustom true
     * unless a boolean is given.
     */
    static List<Map<String, Object>> resolveFormFields(List<?> fields) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Object item : fields) {
            if (!(item instanceof Map<?, ?> field) || !(field.get("name") instanceof String)) continue;
            String widget = McpAskNormalizer.effectiveWidget(field);
            Map<String, Object> resolved = new LinkedHashMap<>();
            for (String key : McpAskJson.jsKeys(field)) resolved.put(key, field.get(key));
            resolved.put("widget", widget != null ? widget : McpAskContract.FALLBACK_WIDGET);
            resolved.put("required", field.get("required") != null ? field.get("required") : McpAskNormalizer.defaultOf("FormFieldInput", "required"));
            WidgetCatalogEntry entry = McpAskFormatter.catalogEntry((String) resolved.get("widget"));
            if (entry != null && entry.requiresOptions()) resolved.put("options", wellFormedOptions(field.get("options")));
            if (entry != null && entry.requiresAllowCustom() && !(resolved.get("allowCustom") instanceof Boolean)) resolved.put("allowCustom", true);
            if (widget == null) resolved.put("fallbackFrom", McpAskProblems.jsString(own(field, "widget")));
            out.add(resolved);
        }
        return out;
    }

    /** The options a renderer can show: objects with a string value, each with a string label (the value when missing). */
    private static List<Object> wellFormedOptions(Object options) {
        List<Object> out = new ArrayList<>();
        if (!(options instanceof List<?> list)) return out;
        for (Object option : list) {
            if (!(option instanceof Map<?, ?> o) || !(o.get("value") instanceof String value)) continue;
            if (o.get("label") instanceof String) {
                out.add(o);
                continue;
            }
            Map<String, Object> copy = new LinkedHashMap<>();
            for (String key : McpAskJson.jsKeys(o)) copy.put(key, o.get(key));
            copy.put("value", value);
            copy.put("label", value);
            out.add(copy);
        }
        return out;
    }

    private static void checkAnswer(Map<String, Object> field, WidgetCatalogEntry entry, Object value, Map<?, ?> formData, List<Object> path, List<Problem> problems, int[] omitted) {
        String name = (String) field.get("name");
        List<Map<?, ?>> options = McpAskNormalizer.objectOptions(field);
        List<Object> values = new ArrayList<>();
        for (Map<?, ?> o : options) values.add(own(o, "value"));
        String widget = entry.widget();
        switch (entry.valueType()) {
            case "number" -> {
                if (!McpAskNormalizer.isFiniteNumber(value)) {
                    problems.add(wrongType(widget, "a number", value, "send a JSON number", name, "not_a_number", path));
                    return;
                }
                List<String> bounds = McpAskNormalizer.numberRuleBreaks(field, ((Number) value).doubleValue(), value);
                String code = "integer".equals(field.get("type")) && !McpAskNormalizer.isInteger(value) ? "not_an_integer" : "out_of_range";
                if (!bounds.isEmpty()) problems.add(problem(path, McpAskProblems.jsString(value) + " breaks the field's rules: it must be " + String.join(" and ", bounds), "send a number within the field's bounds", name, code));
            }
            case "array" -> {
                if (!(value instanceof List<?> picks)) {
                    Object first = values.isEmpty() || values.get(0) == null || values.get(0) == UNDEFINED ? "" : values.get(0);
                    problems.add(wrongType(widget, "an array of option values", value, "send e.g. [" + quote(first) + "]", name, "not_a_list", path));
                    return;
                }
                if (picks.size() > options.size()) {
                    problems.add(problem(path, picks.size() + " picks were given but the field has " + options.size() + " option" + (options.size() == 1 ? "" : "s"), "send each picked option value once", name, "too_many_picks"));
                    return;
                }
                Map<String, Integer> picked = new HashMap<>();
                for (int k = 0; k < picks.size(); k++) {
                    Object v = picks.get(k);
                    if (!(v instanceof String s) || !values.contains(s)) {
                        notAnOption(v, at(path, k), options, name, problems);
                        continue;
                    }
                    Integer first = picked.get(s);
                    if (first != null) problems.add(problem(at(path, k), quote(s) + " is picked twice (also [" + first + "])", "send each picked option value once", name, "duplicate_option"));
                    else picked.put(s, k);
                }
            }
            case "files" -> checkFiles(field, value, path, problems, omitted, name);
            default -> {
                if (!(value instanceof String text)) {
                    problems.add(wrongType(widget, "text", value, "send a string", name, "not_text", path));
                    return;
                }
                if (entry.requiresOptions()) {
                    if (entry.requiresAllowCustom() && text.equals(McpAskNormalizer.customOptionValue(field))) {
                        Object key = McpAskNormalizer.customTextKey(field);
                        Object custom = key instanceof String k && formData.containsKey(k) ? formData.get(k) : UNDEFINED;
                        List<Object> customPath = List.of("formData", key);
                        if (custom != UNDEFINED && custom != null && !(custom instanceof String)) {
                            problems.add(problem(customPath, "the custom answer of " + quote(name) + " must be text, got " + quote(custom), "send the user's text under " + quote(key) + " as a string", name, "not_text"));
                        } else if (!(custom instanceof String s) || isBlank(s)) {
                            problems.add(problem(customPath, "the custom answer of " + quote(name) + " is empty", "send the user's text under " + quote(key) + ", or one of " + McpAskNormalizer.describeOptions(options), name, "custom_text_missing"));
                        }
                        return;
                    }
                    if (!values.contains(text)) notAnOption(text, path, options, name, problems);
                    return;
                }
                List<String> rules = McpAskNormalizer.textRuleBreaks(field, text, true);
                int length = McpAskNormalizer.codePoints(text);
                String code = field.get("minLength") instanceof Number min && length < min.doubleValue() ? "too_short"
                        : field.get("maxLength") instanceof Number max && length > max.doubleValue() ? "too_long" : "pattern_mismatch";
                if (!rules.isEmpty()) problems.add(problem(path, quote(text) + " breaks the field's rules: it must be " + String.join(" and ", rules), "change the answer to fit the field", name, code));
            }
        }
    }

    private static Problem wrongType(String widget, String expected, Object value, String fix, String name, String code, List<Object> path) {
        return problem(path, "must be " + expected + " for widget \"" + widget + "\", got " + quote(value), fix, name, code);
    }

    private static void notAnOption(Object v, List<Object> path, List<Map<?, ?>> options, String name, List<Problem> problems) {
        Map<?, ?> byLabel = null;
        for (Map<?, ?> o : options) if (McpAskNormalizer.strictEquals(own(o, "label"), v)) {
            byLabel = o;
            break;
        }
        problems.add(problem(path, quote(v) + " is not one of the options",
                byLabel != null ? "send the option's value " + quote(McpAskNormalizer.ownOrNull(byLabel, "value")) + ", not its label" : "send one of " + McpAskNormalizer.describeOptions(options), name, "not_an_option"));
    }

    /** A file field's answer: files removed by the user are left out; each kept file is addressed at its index in the answer. */
    private static void checkFiles(Map<String, Object> field, Object value, List<Object> path, List<Problem> problems, int[] omitted, String name) {
        List<Object> files = new ArrayList<>();
        List<Integer> indexes = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (int k = 0; k < list.size(); k++) {
                Object file = list.get(k);
                if (file instanceof Map<?, ?> m && "removed".equals(m.get("status"))) continue;
                files.add(file);
                indexes.add(k);
            }
        } else if (!(value instanceof Map<?, ?> m && "removed".equals(m.get("status")))) {
            files.add(value);
        }
        if (files.isEmpty()) {
            String label = field.get("title") instanceof String t && !t.isEmpty() ? t : name;
            if (Boolean.TRUE.equals(field.get("required"))) problems.add(problem(path, quote(label) + " is required but its files were all removed", "add a file to " + quote(label) + " before sending", name, "required"));
            return;
        }
        if (value instanceof List<?> && files.size() > 1 && !Boolean.TRUE.equals(field.get("multiple"))) {
            problems.add(problem(path, files.size() + " files were given but the field takes one", "send one file, or set multiple: true on the field", name, "too_many_files"));
        }
        for (int k = 0; k < files.size(); k++) {
            Object file = files.get(k);
            List<Object> where = value instanceof List<?> ? at(path, indexes.get(k)) : path;
            if (file instanceof String s ? s.isEmpty() : !(file instanceof Map<?, ?>)) {
                report(problems, omitted, () -> problem(where, "must be a file (a URL or { name, url, size, type }), got " + quote(file), "send the uploaded file's URL or its file object", name, "not_a_file"));
                continue;
            }
            Object link = file instanceof Map<?, ?> m ? m.get("url") : file;
            String scheme = link instanceof String url ? McpAskNormalizer.urlScheme(url) : null;
            if (scheme != null && !McpAskNormalizer.FILE_URL_SCHEMES.contains(scheme)) {
                report(problems, omitted, () -> problem(where, "the file's URL has the " + clip(scheme) + ": scheme, which a client must not open", "send the uploaded file's https:// URL", name, "not_a_file"));
                continue;
            }
            if (file instanceof Map<?, ?> m && ("uploading".equals(m.get("status")) || "error".equals(m.get("status")))) {
                boolean uploading = "uploading".equals(m.get("status"));
                Object fileName = m.get("name") != null ? m.get("name") : m.get("fileName") != null ? m.get("fileName") : "";
                problems.add(problem(where, "file " + quote(fileName) + " " + (uploading ? "is still uploading" : "failed to upload") + ": it has no address the agent can open yet",
                        uploading ? "wait for the upload to finish, then send" : "upload the file again, or remove it", name, "not_a_file"));
                continue;
            }
            Object size = file instanceof Map<?, ?> m ? (m.get("size") instanceof Number ? m.get("size") : m.get("fileSize")) : null;
            if (field.get("maxFileSize") instanceof Number max && size instanceof Number n && n.doubleValue() > max.doubleValue()) {
                report(problems, omitted, () -> problem(where, "file is " + McpAskProblems.jsString(n) + " bytes, more than maxFileSize " + McpAskProblems.jsString(max), "send a file of at most " + McpAskProblems.jsString(max) + " bytes", name, "file_too_large"));
            }
        }
    }

    /** Past MAX_PROBLEMS a problem is only counted: its message is never built. */
    private static void report(List<Problem> problems, int[] omitted, java.util.function.Supplier<Problem> make) {
        if (problems.size() >= McpAskProblems.MAX_PROBLEMS) omitted[0]++;
        else problems.add(make.get());
    }

    /** JavaScript's {@code text.trim() === ""}. */
    private static boolean isBlank(String text) {
        return McpAskRecognizer.jsTrimStart(text).isEmpty();
    }
}
