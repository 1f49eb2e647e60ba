package ai.nuwax.mcpask;

import static ai.nuwax.mcpask.McpAskProblems.UNDEFINED;
import static ai.nuwax.mcpask.McpAskProblems.clip;
import static ai.nuwax.mcpask.McpAskProblems.quote;

import ai.nuwax.mcpask.McpAskContract.WidgetCatalogEntry;
import ai.nuwax.mcpask.McpAskProblems.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server side of the contract for a Java backend (docs/sdks.md "Java SDK"), the port of the
 * TypeScript kit's normalizer (runtime/contract/builder.ts normalizeMcpAskUserToolInput and
 * checkMcpAskRawInput) and upgrade path (runtime/contract/upgrade.ts upgradeMcpAskUserToolInput).
 * Works on parsed JSON (Map, List, String, Number, Boolean, null, as McpAskJson gives it); every
 * rule reads the contract's tables (McpAskContract.WIDGET_CATALOG, McpAskSchemaTable), so a contract
 * edit reaches it on regeneration. Object keys are read in JavaScript's order (McpAskJson.jsKeys),
 * so problems come in the TypeScript kit's order.
 */
public final class McpAskNormalizer {
    private McpAskNormalizer() {}

    /** What tryNormalize returns: the canonical rawInput when {@code problems} is empty, else the value as far as it got and every problem. */
    public record Result(Object value, List<Problem> problems) {
        /** Whether the input became a renderable rawInput. */
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** One change the upgrade made: where (a problem path), the rule (schema-version, ui-version, session-id, json-schema-form), what it was (or null) and is now; placeholder when {@code to} is x-nuwax.constants.unknownSessionId. */
    public record Upgrade(String path, String rule, Object from, Object to, boolean placeholder) {
        /** The upgrade as JSON (from only when it had a value, placeholder only when true). */
        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("path", path);
            out.put("rule", rule);
            if (from != null) out.put("from", from);
            if (to != null) out.put("to", to);
            if (placeholder) out.put("placeholder", true);
            return out;
        }
    }

    /** What upgrade returns: the canonical input when {@code problems} is empty, else every problem; with the upgrades made either way. */
    public record UpgradeResult(Object value, List<Problem> problems, List<Upgrade> upgrades) {
        /** Whether the input became a renderable rawInput. */
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private static final List<String> RAW_INPUT_KEY_ORDER = List.of("toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "description", "ui", "business", "timeoutMs", "priority");
    private static final List<String> UI_KEY_ORDER = List.of("version", "presentation", "title", "description", "fields", "steps", "submitLabel", "cancelLabel", "skipLabel", "allowSkip", "fallback");

    /**
     * Normalizes an agent's nuwax_ask_question arguments into the canonical rawInput
     * ({@code #/$defs/McpAskRawInput}): stamps toolName, schemaVersion, revision (default 1) and
     * ui.version; defaults ui.presentation to inline and ui.title to the question title; rewrites
     * deprecated widget aliases and infers missing widgets from the catalog. Unknown properties are
     * kept, so validation reports them.
     *
     * @return the rawInput (a new map; the input is not changed)
     * @throws McpAskValidationException listing every problem
     */
    public static Map<String, Object> normalize(Object input) {
        Result result = tryNormalize(input);
        if (!result.ok()) throw new McpAskValidationException(result.problems(), "nuwax_ask_question input");
        return McpAskJson.object(result.value(), "rawInput");
    }

    /** Like normalize, but returns the problems instead of throwing. Never throws. */
    public static Result tryNormalize(Object input) {
        if (!(input instanceof Map<?, ?> in)) {
            return new Result(input, List.of(new Problem("", "must be an object, got " + quote(input),
                    "pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }", null, null)));
        }
        List<Problem> inferenceProblems = new ArrayList<>();
        Map<String, Object> stamped = new HashMap<>();
        if (!in.containsKey("toolName")) stamped.put("toolName", McpAskContract.TOOL_NAME);
        if (!in.containsKey("schemaVersion")) stamped.put("schemaVersion", McpAskContract.SCHEMA_VERSION);
        if (!in.containsKey("revision")) stamped.put("revision", defaultOf("McpAskUserToolInput", "revision"));
        if (in.get("ui") instanceof Map<?, ?> ui) {
            Map<String, Object> uiStamped = new HashMap<>();
            if (!ui.containsKey("version")) uiStamped.put("version", McpAskContract.UI_VERSION);
            if (!ui.containsKey("presentation")) uiStamped.put("presentation", defaultOf("InteractionUiInput", "presentation"));
            if (!ui.containsKey("title") && in.get("title") instanceof String title) uiStamped.put("title", title);
            Object fields = !ui.containsKey("fields") && ui.get("steps") instanceof List<?> ? List.of() : ui.get("fields");
            if (fields instanceof List<?> list) {
                List<Object> normalized = new ArrayList<>(list.size());
                for (int i = 0; i < list.size(); i++) normalized.add(normalizeField(list.get(i), List.of("ui", "fields", i), inferenceProblems));
                uiStamped.put("fields", normalized);
            }
            stamped.put("ui", ordered(ui, UI_KEY_ORDER, uiStamped));
        }
        Map<String, Object> value = ordered(in, RAW_INPUT_KEY_ORDER, stamped);
        List<Problem> checked = checkRawInput(value);
        if (inferenceProblems.isEmpty() && checked.isEmpty()) return new Result(value, List.of());
        return new Result(value, McpAskProblems.sort(McpAskProblems.merge(inferenceProblems, checked), value));
    }

    /** The contract's default of {@code #/$defs/<def>/properties/<property>} (McpAskSchemaTable). */
    static Object defaultOf(String def, String property) {
        Object properties = McpAskSchemaCheck.def(def).get("properties");
        Object schema = properties instanceof Map<?, ?> p ? p.get(property) : null;
        return schema instanceof Map<?, ?> s ? s.get("default") : null;
    }

    /**
     * A copy of {@code source} with {@code order}'s keys first (from {@code overrides} when it has
     * the key, else from the source; absent ones left out) and the source's other keys after them.
     */
    private static Map<String, Object> ordered(Map<?, ?> source, List<String> order, Map<String, Object> overrides) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String key : order) {
            if (overrides.containsKey(key)) out.put(key, overrides.get(key));
            else if (source.containsKey(key)) out.put(key, source.get(key));
        }
        for (String key : McpAskJson.jsKeys(source)) if (!order.contains(key)) out.put(key, source.get(key));
        return out;
    }

    /** A field with the canonical key order (name, title, widget first) and what its catalog entry requires stamped; {@code widget} UNDEFINED leaves it out. */
    private static Map<String, Object> completeField(Map<?, ?> field, Object widget) {
        WidgetCatalogEntry entry = widget instanceof String w ? McpAskFormatter.catalogEntry(w) : null;
        Map<String, Object> out = new LinkedHashMap<>();
        if (field.containsKey("name")) out.put("name", field.get("name"));
        if (field.containsKey("title")) out.put("title", field.get("title"));
        if (widget != UNDEFINED) out.put("widget", widget);
        for (String key : McpAskJson.jsKeys(field)) if (!key.equals("name") && !key.equals("title") && !key.equals("widget")) out.put(key, field.get(key));
        if (entry != null && entry.valueType().equals("number") && !out.containsKey("type")) out.put("type", inferNumberType(out));
        if (entry != null && entry.requiresAllowCustom() && !out.containsKey("allowCustom")) out.put("allowCustom", true);
        return out;
    }

    /** One agent-written field: a deprecated alias rewritten, a missing widget inferred (or a problem), the number type and required settings stamped. */
    private static Object normalizeField(Object field, List<Object> path, List<Problem> problems) {
        if (!(field instanceof Map<?, ?> f)) return field;
        Object widget;
        if (!f.containsKey("widget")) {
            String inferred = inferWidget(f);
            widget = inferred == null ? UNDEFINED : inferred;
            if (inferred == null) {
                boolean withOptions = f.get("options") instanceof List<?> o && !o.isEmpty();
                problems.add(new Problem(McpAskProblems.path(path, "widget"),
                        "widget is missing and cannot be inferred (type " + quote(own(f, "type")) + ", " + (withOptions ? "with" : "without") + " options)",
                        "set widget to one of " + String.join(", ", McpAskContract.WIDGETS),
                        f.get("name") instanceof String name && !name.isEmpty() ? clip(name, McpAskProblems.SUBJECT_MAX_CODE_POINTS) : null, null));
            }
        } else {
            widget = resolveWidgetAlias(f.get("widget"));
        }
        return completeField(f, widget);
    }

    /** {@code map[key]}, or UNDEFINED when the key is absent (for messages that print JavaScript's undefined). */
    static Object own(Map<?, ?> map, String key) {
        return map.containsKey(key) ? map.get(key) : UNDEFINED;
    }

    /** {@code map[key]}, null when absent: what a fix prints for a missing value or label (JSON has no undefined, so every SDK says null). */
    static Object ownOrNull(Map<?, ?> map, String key) {
        return map.containsKey(key) ? map.get(key) : null;
    }

    // ---------------------------------------------------------------------------------------------
    // The widget catalog's rules (runtime/contract/widgets.ts).
    // ---------------------------------------------------------------------------------------------

    /** Deprecated builder aliases rewritten (x-nuwax.deprecatedBuilderAliases: input → text, checkbox → checkboxes); any other value unchanged. */
    static Object resolveWidgetAlias(Object widget) {
        return widget instanceof String w && McpAskContract.DEPRECATED_WIDGET_ALIASES.containsKey(w) ? McpAskContract.DEPRECATED_WIDGET_ALIASES.get(w) : widget;
    }

    /** The widget inferred from a field's type and options by the catalog's inference rules, in catalog order; null when none matches. */
    static String inferWidget(Map<?, ?> field) {
        boolean hasOptions = field.get("options") instanceof List<?> o && !o.isEmpty();
        for (WidgetCatalogEntry entry : McpAskContract.WIDGET_CATALOG) {
            if (!entry.inferred()) continue;
            boolean typeOk = !field.containsKey("type") ? entry.inferenceTypeMayBeOmitted() : field.get("type") instanceof String t && entry.inferenceTypes().contains(t);
            if (typeOk && entry.inferenceHasOptions() == hasOptions) return entry.widget();
        }
        return null;
    }

    /** The widget a field is shown with: its widget (alias resolved) when the catalog has it, else the inferred one; null when neither. */
    static String effectiveWidget(Map<?, ?> field) {
        if (!field.containsKey("widget")) return inferWidget(field);
        Object widget = resolveWidgetAlias(field.get("widget"));
        return widget instanceof String w && McpAskFormatter.catalogEntry(w) != null ? w : null;
    }

    /** "integer" when some of minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, initialValue is given and each given one is a whole number; else "number". */
    static String inferNumberType(Map<?, ?> field) {
        int given = 0;
        for (String key : List.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "initialValue")) {
            if (!field.containsKey(key)) continue;
            given++;
            if (!isInteger(field.get(key))) return "number";
        }
        return given > 0 ? "integer" : "number";
    }

    /** JavaScript's Number.isInteger of a JSON value. */
    static boolean isInteger(Object value) {
        return value instanceof Number n && Double.isFinite(n.doubleValue()) && n.doubleValue() == Math.floor(n.doubleValue());
    }

    /** JavaScript's {@code typeof value === "number" && Number.isFinite(value)}. */
    static boolean isFiniteNumber(Object value) {
        return value instanceof Number n && Double.isFinite(n.doubleValue());
    }

    /** The formData key of a radio-with-custom field's custom text: otherField, else the name and x-nuwax.constants.otherFieldSuffix. */
    static Object customTextKey(Map<?, ?> field) {
        Object other = field.get("otherField");
        return other != null ? other : McpAskProblems.jsString(own(field, "name")) + McpAskContract.OTHER_FIELD_SUFFIX;
    }

    /** The option value meaning "custom text": otherValue, else the contract default. */
    static Object customOptionValue(Map<?, ?> field) {
        Object other = field.get("otherValue");
        return other != null ? other : McpAskContract.DEFAULT_OTHER_VALUE;
    }

    /** Every property only some widgets accept (the union of the catalog's constraints). */
    static final Set<String> WIDGET_SPECIFIC_PROPERTIES;

    static {
        Set<String> all = new LinkedHashSet<>();
        for (WidgetCatalogEntry entry : McpAskContract.WIDGET_CATALOG) all.addAll(entry.constraints());
        WIDGET_SPECIFIC_PROPERTIES = Set.copyOf(all);
    }

    /** Widgets whose catalog entry accepts {@code property}, in catalog order. */
    static List<String> widgetsAccepting(String property) {
        List<String> out = new ArrayList<>();
        for (WidgetCatalogEntry entry : McpAskContract.WIDGET_CATALOG) if (entry.constraints().contains(property)) out.add(entry.widget());
        return out;
    }

    /** JavaScript's === on JSON values: numbers by value, strings and booleans by value, objects and arrays by identity. */
    static boolean strictEquals(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) return x.doubleValue() == y.doubleValue();
        if (a instanceof String || a instanceof Boolean) return a.equals(b);
        return a == b;
    }

    // ---------------------------------------------------------------------------------------------
    // The rendering rules (builder.ts checkMcpAskRawInput).
    // ---------------------------------------------------------------------------------------------

    /**
     * Every reason a canonical rawInput cannot be rendered: the contract's schema
     * ({@code #/$defs/McpAskRawInput}, McpAskSchemaCheck) plus the rendering rules a schema cannot
     * express — no fields and no steps; a choice widget without options; duplicate field names,
     * option values or labels; wizard steps naming unknown fields; a constraint that does not apply to
     * the widget; an invalid or non-linear {@code pattern}; an initialValue the field refuses;
     * radio-with-custom with allowCustom false; bounds no value satisfies; a fallback URL scheme a
     * client must not open. Returns [] for a renderable form, else the problems sorted as the input
     * is written (at most MAX_PROBLEMS). Never throws.
     */
    public static List<Problem> checkRawInput(Object raw) {
        List<Problem> semantic = checkRenderingRules(raw);
        List<Problem> schema = McpAskSchemaCheck.check(McpAskSchemaTable.CHECKED_DEF, raw);
        if (schema.isEmpty()) return semantic.isEmpty() ? semantic : McpAskProblems.sort(semantic, raw);
        return McpAskProblems.sort(McpAskProblems.merge(semantic, schema), raw);
    }

    /** One problem; the subject (a non-empty string, else none) is cut at SUBJECT_MAX_CODE_POINTS. */
    static Problem problem(List<?> path, String message, String fix, Object subject, String code) {
        return new Problem(McpAskProblems.formatPath(path), message, fix,
                subject instanceof String s && !s.isEmpty() ? clip(s, McpAskProblems.SUBJECT_MAX_CODE_POINTS) : null, code);
    }

    static List<Object> at(List<?> base, Object... more) {
        List<Object> out = new ArrayList<>(base);
        for (Object m : more) out.add(m);
        return out;
    }

    /** At most {@code max} items joined, then "… (N more)". */
    static String listSome(List<String> items, int max) {
        if (items.size() <= max) return String.join(", ", items);
        return String.join(", ", items.subList(0, max)) + ", … (" + (items.size() - max) + " more)";
    }

    static String describeOptions(List<Map<?, ?>> options) {
        List<String> items = new ArrayList<>();
        for (Map<?, ?> o : options) items.add(quote(ownOrNull(o, "value")) + " (" + clip(McpAskProblems.jsString(ownOrNull(o, "label"))) + ")");
        return listSome(items, 10);
    }

    static int codePoints(String text) {
        return text.codePointCount(0, text.length());
    }

    private static final Set<String> WEB_URL_SCHEMES = new LinkedHashSet<>(List.of("https", "http", "mailto"));
    private static final Set<String> MOBILE_URL_SCHEMES = new LinkedHashSet<>(List.of("https", "http", "mailto", "nuwax"));
    /** Schemes of a file answer's URL (an upload's link or a data: URL). */
    static final Set<String> FILE_URL_SCHEMES = Set.of("https", "http", "data");

    private static final Pattern LEADING_CONTROLS = Pattern.compile("^[\\x00-\\x20]+");
    private static final Pattern TABS_NEWLINES = Pattern.compile("[\\t\\n\\r]");
    private static final Pattern SCHEME = Pattern.compile("^([a-zA-Z][a-zA-Z0-9+.-]*):");

    /** The scheme of a URL as a browser's URL parser reads it (leading C0 controls and spaces dropped, tabs and newlines removed), lower-cased; null when it has none. */
    static String urlScheme(String url) {
        String cleaned = TABS_NEWLINES.matcher(LEADING_CONTROLS.matcher(url).replaceFirst("")).replaceAll("");
        Matcher m = SCHEME.matcher(cleaned);
        return m.find() ? m.group(1).toLowerCase(java.util.Locale.ROOT) : null;
    }

    private record BoundPair(String low, String high, boolean strict) {}

    private static final List<BoundPair> BOUND_PAIRS = List.of(
            new BoundPair("minimum", "maximum", false),
            new BoundPair("minimum", "exclusiveMaximum", true),
            new BoundPair("exclusiveMinimum", "maximum", true),
            new BoundPair("exclusiveMinimum", "exclusiveMaximum", true),
            new BoundPair("minLength", "maxLength", false));

    private static final Map<String, List<String>> TYPES_FOR_VALUE = Map.of("string", List.of("string"), "number", List.of("number", "integer"), "array", List.of("array"), "files", List.of("string", "array"));

    private static List<Problem> checkRenderingRules(Object raw) {
        List<Problem> problems = new ArrayList<>();
        if (!(raw instanceof Map<?, ?> r) || !(r.get("ui") instanceof Map<?, ?> ui)) return problems;
        List<?> fields = ui.get("fields") instanceof List<?> l ? l : List.of();
        List<?> steps = ui.get("steps") instanceof List<?> l ? l : List.of();
        boolean noFields = !ui.containsKey("fields") || (ui.get("fields") instanceof List<?> l && l.isEmpty());
        if (noFields && steps.isEmpty()) problems.add(problem(List.of("ui", "fields"), "the form has no fields and no steps", "add at least one field: { name, title, widget }", null, null));
        Map<String, Integer> firstIndexOfName = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            if (!(fields.get(i) instanceof Map<?, ?> field) || !(field.get("name") instanceof String name) || name.isEmpty()) continue;
            Integer first = firstIndexOfName.get(name);
            if (first != null) problems.add(problem(List.of("ui", "fields", i, "name"), "duplicate field name " + quote(name) + " (also ui.fields[" + first + "])", "give every field a unique name: it is the formData key", name, null));
            else firstIndexOfName.put(name, i);
        }
        for (int i = 0; i < fields.size(); i++) if (fields.get(i) instanceof Map<?, ?> field) checkField(field, List.of("ui", "fields", i), problems, firstIndexOfName);
        checkSteps(steps, firstIndexOfName, problems);
        if (ui.get("fallback") instanceof Map<?, ?> fallback) {
            for (String key : List.of("webUrl", "mobileUrl")) {
                String scheme = fallback.get(key) instanceof String url ? urlScheme(url) : null;
                Set<String> allowed = key.equals("webUrl") ? WEB_URL_SCHEMES : MOBILE_URL_SCHEMES;
                if (scheme != null && !allowed.contains(scheme)) {
                    List<String> names = new ArrayList<>();
                    for (String s : allowed) names.add(s + ":");
                    problems.add(problem(List.of("ui", "fallback", key), "the " + clip(scheme) + ": scheme is not one a client opens (" + String.join(", ", names) + "): others can run code or read local data in the client", "use an https:// URL", null, null));
                }
            }
        }
        return problems;
    }

    /** Wizard steps: ids unique; every name known, at most once per form; every field in some step. */
    private static void checkSteps(List<?> steps, Map<String, Integer> firstIndexOfName, List<Problem> problems) {
        if (steps.isEmpty()) return;
        List<String> known = new ArrayList<>(firstIndexOfName.keySet());
        String knownList = null;
        Map<String, Integer> stepOfField = new HashMap<>();
        Map<String, Integer> stepIds = new HashMap<>();
        for (int s = 0; s < steps.size(); s++) {
            if (!(steps.get(s) instanceof Map<?, ?> step)) continue;
            if (step.get("id") instanceof String id) {
                Integer first = stepIds.get(id);
                if (first != null) problems.add(problem(List.of("ui", "steps", s, "id"), "duplicate step id " + quote(id) + " (also ui.steps[" + first + "])", "give every step a unique id", id, null));
                else stepIds.put(id, s);
            }
            if (!(step.get("fields") instanceof List<?> refs)) continue;
            for (int k = 0; k < refs.size(); k++) {
                if (!(refs.get(k) instanceof String ref)) continue;
                List<Object> path = List.of("ui", "steps", s, "fields", k);
                if (!firstIndexOfName.containsKey(ref)) {
                    String guess = known.size() <= 500 && problems.size() < McpAskProblems.MAX_PROBLEMS ? McpAskProblems.closest(ref, known) : null;
                    String fix;
                    if (guess != null) fix = "use " + quote(guess);
                    else if (!known.isEmpty()) {
                        if (knownList == null) {
                            List<String> clipped = new ArrayList<>();
                            for (String n : known) clipped.add(clip(n));
                            knownList = listSome(clipped, 10);
                        }
                        fix = "use one of the ui.fields names: " + knownList;
                    } else fix = "add a field named " + quote(ref) + " to ui.fields";
                    problems.add(problem(path, "step names unknown field " + quote(ref), fix, step.get("id"), null));
                    continue;
                }
                Integer first = stepOfField.get(ref);
                if (first != null) problems.add(problem(path, "field " + quote(ref) + " is already shown in " + (first == s ? "this step" : "ui.steps[" + first + "]"), "list every field in exactly one step", step.get("id"), null));
                else stepOfField.put(ref, s);
            }
        }
        List<String> missing = new ArrayList<>();
        for (String name : known) if (!stepOfField.containsKey(name)) missing.add(quote(name));
        if (!missing.isEmpty()) {
            boolean one = missing.size() == 1;
            problems.add(problem(List.of("ui", "steps"), "field" + (one ? "" : "s") + " " + listSome(missing, 10) + " " + (one ? "is" : "are") + " in no step and would never be shown", "add every field of ui.fields to one step", null, null));
        }
    }

    /** The options of a field that are objects (the malformed ones the schema reports dropped). */
    static List<Map<?, ?>> objectOptions(Map<?, ?> field) {
        List<Map<?, ?>> out = new ArrayList<>();
        if (field.get("options") instanceof List<?> list) for (Object o : list) if (o instanceof Map<?, ?> m) out.add(m);
        return out;
    }

    private static void checkField(Map<?, ?> field, List<Object> path, List<Problem> problems, Map<String, Integer> nameIndex) {
        Object name = field.get("name");
        WidgetCatalogEntry entry = field.get("widget") instanceof String w ? McpAskFormatter.catalogEntry(w) : null;
        if (entry == null) return; // an unknown or missing widget is a schema problem
        for (String key : McpAskJson.jsKeys(field)) {
            if (!WIDGET_SPECIFIC_PROPERTIES.contains(key) || entry.constraints().contains(key)) continue;
            problems.add(problem(at(path, key), quote(key) + " does not apply to widget \"" + entry.widget() + "\"", "remove it, or use a widget it applies to: " + String.join(", ", widgetsAccepting(key)), name, null));
        }
        List<String> fitting = TYPES_FOR_VALUE.getOrDefault(entry.valueType(), List.of());
        if (field.get("type") instanceof String type && !fitting.contains(type)) {
            List<String> quoted = new ArrayList<>();
            for (String t : fitting) quoted.add("\"" + t + "\"");
            problems.add(problem(at(path, "type"), "type " + quote(type) + " does not fit widget \"" + entry.widget() + "\" (its value is " + String.join(" or ", fitting) + ")",
                    "remove type (it follows from the widget) or set it to " + String.join(" or ", quoted), name, null));
        }
        List<Map<?, ?>> options = objectOptions(field);
        if (entry.requiresOptions() && options.isEmpty() && !(field.get("options") instanceof List<?> l && !l.isEmpty())) {
            problems.add(problem(at(path, "options"), "widget \"" + entry.widget() + "\" needs options", "add options: [{ value, label }] with a human-readable label for every value", name, null));
        }
        if (entry.requiresAllowCustom() && Boolean.FALSE.equals(field.get("allowCustom"))) {
            problems.add(problem(at(path, "allowCustom"), "widget \"" + entry.widget() + "\" always allows a custom answer", "remove allowCustom or set it to true; use widget radio for choices without custom input", name, null));
        }
        Map<String, Integer> seenValues = new HashMap<>();
        Map<String, Integer> seenLabels = new HashMap<>();
        for (int k = 0; k < options.size(); k++) {
            Map<?, ?> option = options.get(k);
            if (option.get("value") instanceof String value) {
                Integer first = seenValues.get(value);
                if (first != null) problems.add(problem(at(path, "options", k, "value"), "duplicate option value " + quote(value) + " (also options[" + first + "])", "give every option a unique value", name, null));
                else seenValues.put(value, k);
            }
            if (option.get("label") instanceof String label) {
                Integer first = seenLabels.get(label);
                if (first != null) problems.add(problem(at(path, "options", k, "label"), "duplicate option label " + quote(label) + " (also options[" + first + "])",
                        "give every option its own label: the answer message shows labels, so the agent could not tell them apart", name, null));
                else seenLabels.put(label, k);
            }
        }
        if (entry.requiresAllowCustom() && name instanceof String n) {
            Object other = customOptionValue(field);
            if (other instanceof String o && seenValues.containsKey(o)) problems.add(problem(at(path, "otherValue"), "the custom-answer value " + quote(other) + " is also an option value", "set otherValue to a value no option uses", name, null));
            Object key = customTextKey(field);
            Integer clash = key instanceof String k ? nameIndex.get(k) : null;
            if (Objects.equals(key, n) || clash != null) {
                boolean own = !field.containsKey("otherField");
                problems.add(problem(at(path, own ? "name" : "otherField"),
                        "the custom-answer key " + quote(key) + " is also the formData key of " + (Objects.equals(key, n) ? "this field" : "ui.fields[" + clash + "]"),
                        own ? "set otherField to an unused key (the default is \"<name>" + McpAskContract.OTHER_FIELD_SUFFIX + "\")" : "set otherField to a key no field uses", name, null));
            }
        }
        boolean patternOk = true;
        if (field.get("pattern") instanceof String pattern) {
            McpAskPattern.Compiled compiled = McpAskPattern.compile(pattern);
            if (compiled.refused()) {
                patternOk = false;
                String reason = compiled.refusal().reason();
                int where = reason.indexOf(pattern);
                if (where >= 0) reason = reason.substring(0, where) + clip(pattern) + reason.substring(where + pattern.length());
                String what = compiled.refusal().kind().equals("syntax") ? "pattern is not a valid regular expression" : "pattern cannot be matched in linear time";
                problems.add(problem(at(path, "pattern"), what + ": " + clip(reason, 4 * McpAskProblems.QUOTE_MAX_CODE_POINTS), compiled.refusal().fix(), name, null));
            }
        }
        for (BoundPair pair : BOUND_PAIRS) {
            if (!(field.get(pair.low()) instanceof Number a) || !(field.get(pair.high()) instanceof Number b)) continue;
            boolean clash = pair.strict() ? a.doubleValue() >= b.doubleValue() : a.doubleValue() > b.doubleValue();
            if (!clash) continue;
            problems.add(problem(at(path, pair.low()),
                    pair.low() + " (" + McpAskProblems.jsString(a) + ") is " + (pair.strict() ? "not less than" : "greater than") + " " + pair.high() + " (" + McpAskProblems.jsString(b) + "): no "
                            + (pair.low().endsWith("Length") ? "text" : "number") + " can satisfy both",
                    "make " + pair.low() + " " + (pair.strict() ? "<" : "≤") + " " + pair.high(), name, null));
        }
        if (field.containsKey("initialValue")) checkInitialValue(field, entry, options, at(path, "initialValue"), problems, patternOk);
    }

    /**
     * The rules of a number field (type integer, minimum, maximum, exclusiveMinimum,
     * exclusiveMaximum, multipleOf with a relative error of 1e-9) that {@code n} breaks, as phrases; [] when it keeps them.
     */
    static List<String> numberRuleBreaks(Map<?, ?> field, double n, Object shown) {
        List<String> bounds = new ArrayList<>();
        if ("integer".equals(field.get("type")) && !isInteger(shown)) bounds.add("a whole number (type integer)");
        if (field.get("minimum") instanceof Number m && n < m.doubleValue()) bounds.add("≥ " + McpAskProblems.jsString(m));
        if (field.get("maximum") instanceof Number m && n > m.doubleValue()) bounds.add("≤ " + McpAskProblems.jsString(m));
        if (field.get("exclusiveMinimum") instanceof Number m && n <= m.doubleValue()) bounds.add("> " + McpAskProblems.jsString(m));
        if (field.get("exclusiveMaximum") instanceof Number m && n >= m.doubleValue()) bounds.add("< " + McpAskProblems.jsString(m));
        if (field.get("multipleOf") instanceof Number m && m.doubleValue() > 0) {
            double q = n / m.doubleValue();
            if (Math.abs(q - Math.floor(q + 0.5)) > 1e-9) bounds.add("a multiple of " + McpAskProblems.jsString(m));
        }
        return bounds;
    }

    /** The rules of a text field (minLength / maxLength in code points, pattern, linear-time) that {@code text} breaks; a refused pattern is skipped. */
    static List<String> textRuleBreaks(Map<?, ?> field, String text, boolean patternOk) {
        int length = codePoints(text);
        List<String> rules = new ArrayList<>();
        if (field.get("minLength") instanceof Number n && length < n.doubleValue()) rules.add("at least " + McpAskProblems.jsString(n) + " characters");
        if (field.get("maxLength") instanceof Number n && length > n.doubleValue()) rules.add("at most " + McpAskProblems.jsString(n) + " characters");
        if (patternOk && field.get("pattern") instanceof String pattern) {
            McpAskPattern.Compiled compiled = McpAskPattern.compile(pattern);
            if (!compiled.refused() && !compiled.pattern().test(text)) rules.add("matching " + clip(pattern));
        }
        return rules;
    }

    /** initialValue must be a value the control can show and the field's own rules accept. */
    private static void checkInitialValue(Map<?, ?> field, WidgetCatalogEntry entry, List<Map<?, ?>> options, List<Object> path, List<Problem> problems, boolean patternOk) {
        Object name = field.get("name");
        Object initial = field.get("initialValue");
        if (entry.requiresOptions()) {
            if (options.isEmpty()) return;
            List<Object> values = new ArrayList<>();
            for (Map<?, ?> o : options) values.add(own(o, "value"));
            List<Object> allowed = new ArrayList<>(values);
            if (entry.requiresAllowCustom()) allowed.add(customOptionValue(field));
            java.util.function.BiConsumer<Object, List<Object>> check = (value, where) -> {
                if (value instanceof String && allowed.contains(value)) return;
                Map<?, ?> byLabel = null;
                for (Map<?, ?> o : options) if (strictEquals(own(o, "label"), value)) {
                    byLabel = o;
                    break;
                }
                problems.add(problem(where, "initialValue " + quote(value) + " is not one of the options",
                        byLabel != null ? "use the option's value " + quote(ownOrNull(byLabel, "value")) + ", not its label" : "use one of " + describeOptions(options), name, null));
            };
            if (entry.valueType().equals("array")) {
                if (initial instanceof List<?> list) for (int k = 0; k < list.size(); k++) check.accept(list.get(k), at(path, k));
                else problems.add(problem(path, "initialValue of widget \"" + entry.widget() + "\" must be an array of option values", "use e.g. [" + quote(values.isEmpty() || values.get(0) == UNDEFINED ? null : values.get(0)) + "]", name, null));
            } else check.accept(initial, path);
            return;
        }
        if (entry.valueType().equals("number")) {
            if (!isFiniteNumber(initial)) {
                problems.add(problem(path, "initialValue " + quote(initial) + " is not a number", "use a number or remove initialValue", name, null));
                return;
            }
            List<String> bounds = numberRuleBreaks(field, ((Number) initial).doubleValue(), initial);
            if (!bounds.isEmpty()) problems.add(problem(path, "initialValue " + McpAskProblems.jsString(initial) + " breaks the field's own rules: it must be " + String.join(" and ", bounds), "change initialValue or the bounds", name, null));
            return;
        }
        if (entry.valueType().equals("string")) {
            if (!(initial instanceof String text)) {
                problems.add(problem(path, "initialValue " + quote(initial) + " is not text", "use a string or remove initialValue", name, null));
                return;
            }
            List<String> rules = textRuleBreaks(field, text, patternOk);
            if (!rules.isEmpty()) problems.add(problem(path, "initialValue " + quote(text) + " breaks the field's own rules: it must be " + String.join(" and ", rules), "change initialValue or the constraints", name, null));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Older inputs (upgrade.ts upgradeMcpAskUserToolInput).
    // ---------------------------------------------------------------------------------------------

    private static final List<String> PROPERTY_KEYS = List.of("minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf");
    private static final Set<String> READ_PROPERTY_KEYS;
    private static final List<String> FIELD_OPTION_KEYS = List.of("placeholder", "allowCustom", "otherValue", "otherField", "accept", "multiple", "maxFileSize");
    private static final Set<String> READ_OPTION_KEYS;
    private static final Set<String> READ_FIELD_UI_KEYS = Set.of("ui:widget", "ui:options", "ui:placeholder");
    private static final List<String> ROOT_OPTION_KEYS = List.of("allowSkip", "skipLabel", "submitLabel", "cancelLabel");

    static {
        Set<String> read = new LinkedHashSet<>(List.of("type", "title", "description", "enum", "enumNames", "items", "default"));
        read.addAll(PROPERTY_KEYS);
        READ_PROPERTY_KEYS = Set.copyOf(read);
        Set<String> options = new LinkedHashSet<>(List.of("enumNames"));
        options.addAll(FIELD_OPTION_KEYS);
        READ_OPTION_KEYS = Set.copyOf(options);
    }

    /** A value for a message: its JSON (JavaScript's String of it when it has none), cut at 100 UTF-16 units. */
    private static String show(Object value) {
        String text = value == UNDEFINED ? "undefined" : McpAskJson.stringify(value);
        return text.length() > 100 ? text.substring(0, 100) : text;
    }

    /** The first JSON type of a property ({@code ["string", "null"]} → "string"). */
    private static String primaryType(Object type) {
        if (type instanceof String s) return s;
        if (type instanceof List<?> list) for (Object t : list) if (t instanceof String s && !s.equals("null")) return s;
        return null;
    }

    private static Map<?, ?> objectOrEmpty(Object value) {
        return value instanceof Map<?, ?> m ? m : Map.of();
    }

    /** The JSON Schema of a schema form: {@code ui.schema}, or the one nested as {@code ui.schema.schema}. */
    private static Map<?, ?> rootSchema(Map<?, ?> ui) {
        if (!(ui.get("schema") instanceof Map<?, ?> schema)) return null;
        return schema.get("properties") instanceof Map<?, ?> || !(schema.get("schema") instanceof Map<?, ?> nested) ? schema : nested;
    }

    /** The keys of {@code properties} that are the schema's metadata written one level too deep: {@code required} (strings), {@code uiSchema} (objects of ui: keys). */
    private static Set<String> misplacedMetadata(Map<?, ?> properties) {
        Set<String> found = new HashSet<>();
        if (properties.get("required") instanceof List<?> required) {
            boolean strings = true;
            for (Object n : required) if (!(n instanceof String)) strings = false;
            if (strings) found.add("required");
        }
        if (properties.get("uiSchema") instanceof Map<?, ?> uiSchema) {
            boolean all = true;
            for (Object entry : uiSchema.values()) {
                if (!(entry instanceof Map<?, ?> e)) {
                    all = false;
                    break;
                }
                for (Object k : e.keySet()) if (!(k instanceof String s) || !s.startsWith("ui:")) all = false;
            }
            if (all) found.add("uiSchema");
        }
        return found;
    }

    /** The JSON Schema form (ui.schema + ui.uiSchema) as ui.fields, in property order; what would be lost is a problem per property. */
    private static List<Object> convertSchemaForm(Map<?, ?> ui, List<Problem> problems) {
        Map<?, ?> schema = rootSchema(ui);
        if (schema == null) schema = Map.of();
        Map<?, ?> declared = objectOrEmpty(schema.get("properties"));
        Set<String> misplaced = misplacedMetadata(declared);
        List<String> names = new ArrayList<>();
        for (String key : McpAskJson.jsKeys(declared)) if (!misplaced.contains(key)) names.add(key);
        Map<?, ?> uiSchema = ui.get("uiSchema") instanceof Map<?, ?> m ? m : schema.get("uiSchema") instanceof Map<?, ?> m2 ? m2 : misplaced.contains("uiSchema") ? (Map<?, ?>) declared.get("uiSchema") : Map.of();
        List<?> requiredList = schema.get("required") instanceof List<?> l ? l : misplaced.contains("required") ? (List<?>) declared.get("required") : List.of();
        Set<Object> required = new HashSet<>();
        for (Object n : requiredList) if (n instanceof String) required.add(n);
        List<Object> fields = new ArrayList<>();
        for (String name : names) {
            Object value = declared.get(name);
            if (!(value instanceof Map<?, ?> property)) {
                lost(problems, name, "its definition " + show(value), "describe it as a JSON Schema property, or send ui.fields");
                continue;
            }
            Map<?, ?> fieldUi = objectOrEmpty(uiSchema.get(name));
            Map<?, ?> options = objectOrEmpty(fieldUi.get("ui:options"));
            Object uiWidget = fieldUi.get("ui:widget");
            String type = primaryType(property.get("type"));
            Map<?, ?> items = property.get("items") instanceof Map<?, ?> i ? i : null;
            List<?> enumValues = property.get("enum") instanceof List<?> e ? e : "array".equals(type) && items != null && items.get("enum") instanceof List<?> e2 ? e2 : null;
            Map<String, Object> field = new LinkedHashMap<>();
            field.put("name", name);
            field.put("title", property.get("title") instanceof String t ? t : name);
            if (property.get("description") instanceof String d) field.put("description", d);
            if (required.contains(name)) field.put("required", true);
            String widget;
            if (enumValues != null) {
                boolean strings = true;
                for (Object v : enumValues) if (!(v instanceof String s) || s.isEmpty()) strings = false;
                if (!strings) {
                    lost(problems, name, "the enum " + show(enumValues) + " (options are non-empty strings)", "give the choices as strings, or send ui.fields with options [{ value, label }]");
                    continue;
                }
                List<?> labels = null;
                for (Object candidate : new Object[] {options.get("enumNames"), property.get("enumNames")}) {
                    if (!(candidate instanceof List<?> l) || l.size() != enumValues.size()) continue;
                    boolean ok = true;
                    for (Object label : l) if (!(label instanceof String s) || s.isEmpty()) ok = false;
                    if (ok) {
                        labels = l;
                        break;
                    }
                }
                List<Object> fieldOptions = new ArrayList<>();
                for (int i = 0; i < enumValues.size(); i++) {
                    Map<String, Object> option = new LinkedHashMap<>();
                    option.put("value", enumValues.get(i));
                    option.put("label", labels != null ? labels.get(i) : enumValues.get(i));
                    fieldOptions.add(option);
                }
                field.put("options", fieldOptions);
                widget = "array".equals(type) ? "checkboxes" : Boolean.TRUE.equals(options.get("allowCustom")) || options.get("otherField") instanceof String ? "radio-with-custom" : "radio";
            } else if (type == null || type.equals("string")) {
                widget = "textarea".equals(uiWidget) ? "textarea" : "text";
            } else if (type.equals("number") || type.equals("integer")) {
                widget = "number";
                field.put("type", type);
            } else {
                lost(problems, name, "its type " + show(own(property, "type")) + " (fields hold text, numbers, choices and files)", "send ui.fields with a widget for it");
                continue;
            }
            if (uiWidget instanceof String w && !w.equals(widget) && !w.equals("textarea")) {
                if (McpAskContract.WIDGETS.contains(w)) widget = w;
                else lost(problems, name, "ui:widget " + show(w) + " (not a widget of the catalog: " + String.join(", ", McpAskContract.WIDGETS) + ")", "use a catalog widget in ui:widget");
            }
            field.put("widget", widget);
            for (String key : PROPERTY_KEYS) if (property.containsKey(key)) field.put(key, property.get(key));
            if (property.containsKey("default")) field.put("initialValue", property.get("default"));
            if (fieldUi.get("ui:placeholder") instanceof String placeholder) field.put("placeholder", placeholder);
            for (String key : FIELD_OPTION_KEYS) if (options.containsKey(key)) field.put(key, options.get(key));
            boolean impliedFormat = widget.equals("file") && "data-url".equals(property.get("format"));
            List<String> unread = new ArrayList<>();
            for (String k : McpAskJson.jsKeys(property)) if (!READ_PROPERTY_KEYS.contains(k) && !(k.equals("format") && impliedFormat)) unread.add(k);
            for (String k : McpAskJson.jsKeys(fieldUi)) if (!READ_FIELD_UI_KEYS.contains(k)) unread.add(k);
            for (String k : McpAskJson.jsKeys(options)) if (!READ_OPTION_KEYS.contains(k)) unread.add("ui:options." + k);
            if (items != null && enumValues == null) unread.add("items");
            if (!unread.isEmpty()) lost(problems, name, String.join(", ", unread) + " (a field has no place for " + (unread.size() == 1 ? "it" : "them") + ")", "drop them, or send ui.fields with the field's own properties");
            fields.add(field);
        }
        if (names.isEmpty()) problems.add(new Problem("ui.schema", "has no properties: there is no question to render", "give ui.schema.properties, or send ui.fields", null, null));
        return fields;
    }

    private static void lost(List<Problem> problems, String name, String what, String fix) {
        problems.add(new Problem("ui.schema.properties." + name, "cannot be upgraded without losing " + what, fix, null, null));
    }

    /** The form's root ui:options (allowSkip, skipLabel, submitLabel, cancelLabel) moved onto ui. */
    private static Map<String, Object> rootOptions(Map<?, ?> ui, List<Problem> problems) {
        Map<?, ?> uiSchema = objectOrEmpty(ui.get("uiSchema"));
        Map<?, ?> options = objectOrEmpty(uiSchema.get("ui:options"));
        Map<String, Object> moved = new LinkedHashMap<>();
        for (String key : ROOT_OPTION_KEYS) if (options.containsKey(key) && !ui.containsKey(key)) moved.put(key, options.get(key));
        List<String> unread = new ArrayList<>();
        for (String k : McpAskJson.jsKeys(options)) if (!ROOT_OPTION_KEYS.contains(k)) unread.add(k);
        if (!unread.isEmpty()) problems.add(new Problem("ui.uiSchema.ui:options", "cannot be upgraded without losing " + String.join(", ", unread),
                "drop them, or send ui.fields and the form's own properties (allowSkip, skipLabel, submitLabel, cancelLabel)", null, null));
        return moved;
    }

    /**
     * Upgrades an ask of an older producer to the canonical input that normalize gives
     * (docs/sdks.md "Upgrading older inputs"): a schemaVersion or ui.version of
     * x-nuwax.historicalVersions restamped as the current one; no sessionId: {@code sessionId}
     * (the conversation the ask arrived in, when non-empty), else x-nuwax.constants.unknownSessionId
     * flagged as a placeholder; the JSON Schema form ({@code ui.schema} / {@code ui.uiSchema} without
     * {@code ui.fields}) converted to ui.fields, with a problem per property or option that would be
     * lost. Any other version is a problem naming the known ones. Never throws; never changes input.
     *
     * @param sessionId the ACP or chat session the ask arrived in, or null
     */
    public static UpgradeResult upgrade(Object input, String sessionId) {
        if (!(input instanceof Map<?, ?> in)) {
            Result result = tryNormalize(input);
            return new UpgradeResult(input, result.problems(), List.of());
        }
        List<Upgrade> upgrades = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Map<String, Object> next = new LinkedHashMap<>();
        for (String key : McpAskJson.jsKeys(in)) next.put(key, in.get(key));
        if (in.containsKey("schemaVersion") && !McpAskContract.SCHEMA_VERSION.equals(in.get("schemaVersion"))) {
            Object version = in.get("schemaVersion");
            if (version instanceof String v && McpAskSchemaTable.HISTORICAL_SCHEMA_VERSIONS.contains(v)) {
                next.put("schemaVersion", McpAskContract.SCHEMA_VERSION);
                upgrades.add(new Upgrade("schemaVersion", "schema-version", v, McpAskContract.SCHEMA_VERSION, false));
            } else {
                problems.add(new Problem("schemaVersion", "unknown version " + show(version), "use " + McpAskContract.SCHEMA_VERSION + " (older versions upgraded: " + known(McpAskSchemaTable.HISTORICAL_SCHEMA_VERSIONS) + "), or leave it out", null, null));
            }
        }
        if (!in.containsKey("sessionId")) {
            if (sessionId != null && !sessionId.isEmpty()) {
                next.put("sessionId", sessionId);
                upgrades.add(new Upgrade("sessionId", "session-id", null, sessionId, false));
            } else {
                next.put("sessionId", McpAskSchemaTable.UNKNOWN_SESSION_ID);
                upgrades.add(new Upgrade("sessionId", "session-id", null, McpAskSchemaTable.UNKNOWN_SESSION_ID, true));
            }
        }
        if (in.get("ui") instanceof Map<?, ?> ui) {
            Map<String, Object> nextUi = new LinkedHashMap<>();
            for (String key : McpAskJson.jsKeys(ui)) nextUi.put(key, ui.get(key));
            if (ui.containsKey("version") && !McpAskContract.UI_VERSION.equals(ui.get("version"))) {
                Object version = ui.get("version");
                if (version instanceof String v && McpAskSchemaTable.HISTORICAL_UI_VERSIONS.contains(v)) {
                    nextUi.put("version", McpAskContract.UI_VERSION);
                    upgrades.add(new Upgrade("ui.version", "ui-version", v, McpAskContract.UI_VERSION, false));
                } else {
                    problems.add(new Problem("ui.version", "unknown version " + show(version), "use " + McpAskContract.UI_VERSION + " (older versions upgraded: " + known(McpAskSchemaTable.HISTORICAL_UI_VERSIONS) + "), or leave it out", null, null));
                }
            }
            boolean hasFields = ui.get("fields") instanceof List<?> l && !l.isEmpty();
            if (!hasFields && (ui.containsKey("schema") || ui.containsKey("uiSchema"))) {
                List<Object> fields = convertSchemaForm(ui, problems);
                nextUi.put("fields", fields);
                nextUi.putAll(rootOptions(ui, problems));
                nextUi.remove("schema");
                nextUi.remove("uiSchema");
                upgrades.add(new Upgrade("ui.fields", "json-schema-form", "ui.schema", fields.size() + " field(s)", false));
            }
            next.put("ui", nextUi);
        }
        Result normalized = tryNormalize(next);
        if (normalized.ok() && problems.isEmpty()) return new UpgradeResult(normalized.value(), List.of(), upgrades);
        List<Problem> all = new ArrayList<>(problems);
        for (Problem p : normalized.problems()) {
            boolean taken = false;
            for (Problem q : problems) if (q.path().equals(p.path())) taken = true;
            if (!taken) all.add(p);
        }
        return new UpgradeResult(normalized.value(), all, upgrades);
    }

    private static String known(List<String> versions) {
        return versions.isEmpty() ? "none" : String.join(", ", versions);
    }
}
