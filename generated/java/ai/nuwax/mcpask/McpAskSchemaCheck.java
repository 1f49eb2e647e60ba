// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskSchemaCheck.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import ai.nuwax.mcpask.McpAskProblems.Problem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The JSON Schema check of an input against the contract's $defs (McpAskSchemaTable.DEFS_JSON, generated
 * from contract/schema.json), reporting what the TypeScript kit's generated validators report
 * (Ajv, allErrors) turned into problems as runtime/contract/problems.ts toProblems does: one
 * problem per error with its JSON path, message and fix, deduplicated, sorted as the input is
 * written, at most MAX_PROBLEMS.
 *
 * <p>The keywords of the checked $defs: $ref, allOf, not, const, enum, type, properties, required,
 * additionalProperties, items, minItems, maxItems, minLength, maxLength (code points), pattern (the
 * linear-time McpAskPattern, ECMAScript semantics like Ajv's u-flag RegExp), format "uri" (the
 * ajv-formats "full" rule), minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf.
 * Errors come in Ajv's order: a node's $ref, const, enum, not and allOf first, then its number,
 * string, array and object keywords; a type with no keyword of its group is checked first.
 */
public final class McpAskSchemaCheck {
    private McpAskSchemaCheck() {}

    private static final Map<String, Object> DEFS = McpAskJson.object(McpAskJson.parse(McpAskSchemaTable.DEFS_JSON), "McpAskSchemaTable.DEFS_JSON");

    /** One validation error, as Ajv reports it: where (segments), which keyword, its params, the schema node holding it, the data there. */
    record SchemaError(List<Object> at, String keyword, Map<String, Object> params, Map<String, Object> parentSchema, Object data, String schemaPath) {}

    /** The problems of {@code data} against {@code #/$defs/<def>} (one of McpAskSchemaTable's $defs); [] when it validates. */
    public static List<Problem> check(String def, Object data) {
        List<SchemaError> errors = new ArrayList<>();
        validate(def(def), data, new ArrayList<>(), "#", errors);
        return errors.isEmpty() ? List.of() : toProblems(errors, data);
    }

    /** Whether {@code data} validates against {@code #/$defs/<def>}. */
    public static boolean isValid(String def, Object data) {
        List<SchemaError> errors = new ArrayList<>();
        validate(def(def), data, new ArrayList<>(), "#", errors);
        return errors.isEmpty();
    }

    /** The JSON Schema of {@code #/$defs/<name>} in the table. @throws IllegalArgumentException for a $def the table does not hold */
    static Map<String, Object> def(String name) {
        Map<String, Object> schema = McpAskJson.object(DEFS.get(name), name);
        if (schema == null) throw new IllegalArgumentException("McpAskSchemaTable has no $defs/" + name);
        return schema;
    }

    private static final List<String> NUMBER_KEYWORDS = List.of("maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf");
    private static final List<String> STRING_KEYWORDS = List.of("maxLength", "minLength", "pattern", "format");
    private static final List<String> ARRAY_KEYWORDS = List.of("maxItems", "minItems", "items");
    private static final List<String> OBJECT_KEYWORDS = List.of("required", "additionalProperties", "properties");
    private static final List<String> RULE_KEYWORDS = List.of("const", "enum", "not", "allOf", "type", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf",
            "maxLength", "minLength", "pattern", "format", "maxItems", "minItems", "items", "required", "additionalProperties", "properties");

    private static List<String> groupOf(String type) {
        return switch (type) {
            case "number" -> NUMBER_KEYWORDS;
            case "string" -> STRING_KEYWORDS;
            case "array" -> ARRAY_KEYWORDS;
            case "object" -> OBJECT_KEYWORDS;
            default -> List.of();
        };
    }

    private static boolean hasAny(Map<String, Object> schema, List<String> keywords) {
        for (String k : keywords) if (schema.containsKey(k)) return true;
        return false;
    }

    private static void validate(Map<String, Object> schema, Object data, List<Object> at, String schemaPath, List<SchemaError> errors) {
        Object ref = schema.get("$ref");
        if (ref instanceof String r && !hasAny(schema, RULE_KEYWORDS)) {
            String name = r.substring(r.lastIndexOf('/') + 1);
            validate(def(name), data, at, "#/$defs/" + name, errors);
            return;
        }
        String type = schema.get("type") instanceof String t ? t : null;
        // Ajv checks a type up front unless its group has keywords here (then it is checked with them).
        boolean typeInGroup = type != null && !type.equals("integer") && hasAny(schema, groupOf(type));
        if (type != null && !typeInGroup && !hasType(data, type)) errors.add(error(at, "type", Map.of("type", type), schema, data, schemaPath + "/type"));
        if (ref instanceof String r) {
            String name = r.substring(r.lastIndexOf('/') + 1);
            validate(def(name), data, at, "#/$defs/" + name, errors);
        }
        if (schema.containsKey("const") && !jsonEquals(schema.get("const"), data)) {
            Map<String, Object> params = new java.util.HashMap<>();
            params.put("allowedValue", schema.get("const"));
            errors.add(error(at, "const", params, schema, data, schemaPath + "/const"));
        }
        if (schema.get("enum") instanceof List<?> allowed) {
            boolean found = false;
            for (Object v : allowed) if (jsonEquals(v, data)) found = true;
            if (!found) errors.add(error(at, "enum", Map.of("allowedValues", allowed), schema, data, schemaPath + "/enum"));
        }
        if (schema.get("not") instanceof Map<?, ?> not) {
            List<SchemaError> inner = new ArrayList<>();
            validate(McpAskJson.object(not, "not"), data, at, schemaPath + "/not", inner);
            if (inner.isEmpty()) errors.add(error(at, "not", Map.of(), schema, data, schemaPath + "/not"));
        }
        if (schema.get("allOf") instanceof List<?> all) {
            for (int i = 0; i < all.size(); i++) validate(McpAskJson.object(all.get(i), "allOf"), data, at, schemaPath + "/allOf/" + i, errors);
        }
        for (String group : List.of("number", "string", "array", "object")) {
            if (!hasAny(schema, groupOf(group))) continue;
            if (typeInGroup && type.equals(group) && !hasType(data, type)) {
                errors.add(error(at, "type", Map.of("type", type), schema, data, schemaPath + "/type"));
                continue;
            }
            if (!hasType(data, group)) continue;
            switch (group) {
                case "number" -> numberKeywords(schema, ((Number) data).doubleValue(), data, at, schemaPath, errors);
                case "string" -> stringKeywords(schema, (String) data, at, schemaPath, errors);
                case "array" -> arrayKeywords(schema, (List<?>) data, at, schemaPath, errors);
                default -> objectKeywords(schema, (Map<?, ?>) data, at, schemaPath, errors);
            }
        }
    }

    private static void numberKeywords(Map<String, Object> schema, double n, Object data, List<Object> at, String schemaPath, List<SchemaError> errors) {
        limit(schema, "maximum", n, data, at, schemaPath, errors, (value, bound) -> value <= bound);
        limit(schema, "minimum", n, data, at, schemaPath, errors, (value, bound) -> value >= bound);
        limit(schema, "exclusiveMaximum", n, data, at, schemaPath, errors, (value, bound) -> value < bound);
        limit(schema, "exclusiveMinimum", n, data, at, schemaPath, errors, (value, bound) -> value > bound);
        if (schema.get("multipleOf") instanceof Number m) {
            double q = n / m.doubleValue();
            if (Math.abs(Math.round(q) - q) > 1e-8 * Math.max(1, Math.abs(q)) || Double.isInfinite(q)) errors.add(error(at, "multipleOf", Map.of("multipleOf", m), schema, data, schemaPath + "/multipleOf"));
        }
    }

    private interface Bound {
        boolean holds(double value, double bound);
    }

    private static void limit(Map<String, Object> schema, String keyword, double n, Object data, List<Object> at, String schemaPath, List<SchemaError> errors, Bound bound) {
        if (schema.get(keyword) instanceof Number limit && !bound.holds(n, limit.doubleValue())) errors.add(error(at, keyword, Map.of("limit", limit), schema, data, schemaPath + "/" + keyword));
    }

    private static void stringKeywords(Map<String, Object> schema, String s, List<Object> at, String schemaPath, List<SchemaError> errors) {
        int length = -1;
        if (schema.get("maxLength") instanceof Number max && (length = s.codePointCount(0, s.length())) > max.longValue())
            errors.add(error(at, "maxLength", Map.of("limit", max), schema, s, schemaPath + "/maxLength"));
        if (schema.get("minLength") instanceof Number min && (length >= 0 ? length : s.codePointCount(0, s.length())) < min.longValue())
            errors.add(error(at, "minLength", Map.of("limit", min), schema, s, schemaPath + "/minLength"));
        if (schema.get("pattern") instanceof String pattern) {
            McpAskPattern.Compiled compiled = McpAskPattern.compile(pattern);
            if (!compiled.refused() && !compiled.pattern().test(s)) errors.add(error(at, "pattern", Map.of("pattern", pattern), schema, s, schemaPath + "/pattern"));
        }
        if ("uri".equals(schema.get("format")) && !isUri(s)) errors.add(error(at, "format", Map.of("format", "uri"), schema, s, schemaPath + "/format"));
    }

    private static void arrayKeywords(Map<String, Object> schema, List<?> list, List<Object> at, String schemaPath, List<SchemaError> errors) {
        if (schema.get("maxItems") instanceof Number max && list.size() > max.longValue()) errors.add(error(at, "maxItems", Map.of("limit", max), schema, list, schemaPath + "/maxItems"));
        if (schema.get("minItems") instanceof Number min && list.size() < min.longValue()) errors.add(error(at, "minItems", Map.of("limit", min), schema, list, schemaPath + "/minItems"));
        if (schema.get("items") instanceof Map<?, ?> items) {
            Map<String, Object> itemSchema = McpAskJson.object(items, "items");
            for (int i = 0; i < list.size(); i++) validate(itemSchema, list.get(i), append(at, i), schemaPath + "/items", errors);
        }
    }

    private static void objectKeywords(Map<String, Object> schema, Map<?, ?> object, List<Object> at, String schemaPath, List<SchemaError> errors) {
        if (schema.get("required") instanceof List<?> required) {
            for (Object name : required) if (!object.containsKey(name)) errors.add(error(at, "required", Map.of("missingProperty", name), schema, object, schemaPath + "/required"));
        }
        Map<String, Object> properties = schema.get("properties") instanceof Map<?, ?> p ? McpAskJson.object(p, "properties") : Map.of();
        if (Boolean.FALSE.equals(schema.get("additionalProperties"))) {
            for (String key : McpAskJson.jsKeys(object)) if (!properties.containsKey(key)) errors.add(error(at, "additionalProperties", Map.of("additionalProperty", key), schema, object, schemaPath + "/additionalProperties"));
        }
        for (Map.Entry<String, Object> e : properties.entrySet()) {
            if (!object.containsKey(e.getKey())) continue;
            validate(McpAskJson.object(e.getValue(), e.getKey()), object.get(e.getKey()), append(at, e.getKey()), schemaPath + "/properties/" + e.getKey(), errors);
        }
    }

    private static List<Object> append(List<Object> at, Object segment) {
        List<Object> out = new ArrayList<>(at.size() + 1);
        out.addAll(at);
        out.add(segment);
        return out;
    }

    private static SchemaError error(List<Object> at, String keyword, Map<String, Object> params, Map<String, Object> parentSchema, Object data, String schemaPath) {
        return new SchemaError(at, keyword, params, parentSchema, data, schemaPath);
    }

    /** Whether a JSON value has a JSON Schema type ("integer": a number with no fraction). */
    static boolean hasType(Object data, String type) {
        return switch (type) {
            case "object" -> data instanceof Map<?, ?>;
            case "array" -> data instanceof List<?>;
            case "string" -> data instanceof String;
            case "number" -> data instanceof Number n && Double.isFinite(n.doubleValue());
            case "integer" -> data instanceof Number n && Double.isFinite(n.doubleValue()) && n.doubleValue() == Math.rint(n.doubleValue());
            case "boolean" -> data instanceof Boolean;
            case "null" -> data == null;
            default -> false;
        };
    }

    /** JSON equality: numbers by value, objects by keys regardless of order. */
    static boolean jsonEquals(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) return x.doubleValue() == y.doubleValue();
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) return false;
            for (int i = 0; i < x.size(); i++) if (!jsonEquals(x.get(i), y.get(i))) return false;
            return true;
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) return false;
            for (Map.Entry<?, ?> e : x.entrySet()) if (!y.containsKey(e.getKey()) || !jsonEquals(e.getValue(), y.get(e.getKey()))) return false;
            return true;
        }
        return Objects.equals(a, b);
    }

    private static final Pattern NOT_URI_FRAGMENT = Pattern.compile("/|:");
    /** The "uri" format of ajv-formats ("full" mode, RFC 3986), as the TypeScript validators check it. */
    private static final Pattern URI = Pattern.compile(
            "^(?:[a-z][a-z0-9+\\-.]*:)(?:\\/?\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\\.[a-z0-9\\-._~!$&'()*+,;=:]+)\\]|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)|(?:[a-z0-9\\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\\d*)?(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\\?(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$",
            Pattern.CASE_INSENSITIVE);

    static boolean isUri(String s) {
        return NOT_URI_FRAGMENT.matcher(s).find() && URI.matcher(s).matches();
    }

    // ---------------------------------------------------------------------------------------------
    // Errors → problems (problems.ts describeError and toProblems).
    // ---------------------------------------------------------------------------------------------

    private record Described(String extra, String message, String fix) {}

    private static String describe(Object schema) {
        return schema instanceof Map<?, ?> m && m.get("description") instanceof String d ? d : "";
    }

    private static String list(List<?> values) {
        StringBuilder out = new StringBuilder();
        for (Object v : values) out.append(out.length() == 0 ? "" : ", ").append(McpAskProblems.quote(v));
        return out.toString();
    }

    private static String typeWord(String type, Map<String, Object> schema) {
        if ("object".equals(type) && schema.get("required") instanceof List<?> required && !required.isEmpty()) {
            StringBuilder names = new StringBuilder();
            for (Object r : required) names.append(names.length() == 0 ? "" : ", ").append(r);
            return "an object with " + names;
        }
        return switch (type) {
            case "object" -> "an object";
            case "array" -> "an array";
            case "string" -> "a string";
            case "integer" -> "a whole number";
            case "number" -> "a number";
            case "boolean" -> "true or false";
            case "null" -> "null";
            default -> type;
        };
    }

    private static String num(Object n) {
        return McpAskProblems.jsString(n);
    }

    private static Described describeError(SchemaError error) {
        Map<String, Object> params = error.params();
        Map<String, Object> schema = error.parentSchema();
        Object data = error.data();
        switch (error.keyword()) {
            case "required": {
                String prop = String.valueOf(params.get("missingProperty"));
                Object properties = schema.get("properties");
                String about = describe(properties instanceof Map<?, ?> p ? p.get(prop) : null);
                return new Described(prop, "is required", "add " + McpAskProblems.quote(prop) + (about.isEmpty() ? "" : " (" + about + ")"));
            }
            case "additionalProperties": {
                String prop = String.valueOf(params.get("additionalProperty"));
                List<String> allowed = schema.get("properties") instanceof Map<?, ?> p ? new ArrayList<>(McpAskJson.object(p, "properties").keySet()) : List.of();
                Object x = schema.get("x-nuwax");
                Object renames = x instanceof Map<?, ?> m ? m.get("propertyRenames") : null;
                if (renames instanceof Map<?, ?> r && r.get(prop) instanceof String renamed) {
                    return new Described(prop, "unknown property " + McpAskProblems.quote(prop), "use " + McpAskProblems.quote(renamed) + " instead: this shape's name for " + McpAskProblems.clip(prop));
                }
                String guess = McpAskProblems.closest(prop, allowed);
                return new Described(prop, "unknown property " + McpAskProblems.quote(prop), guess != null ? "rename it to " + McpAskProblems.quote(guess) : "remove it; allowed properties: " + String.join(", ", allowed));
            }
            case "enum": {
                List<?> allowed = (List<?>) params.get("allowedValues");
                String guess = null;
                if (data instanceof String s) {
                    List<Object> strings = new ArrayList<>();
                    for (Object v : allowed) if (v instanceof String) strings.add(v);
                    guess = McpAskProblems.closest(s, strings);
                }
                return new Described(null, McpAskProblems.quote(data) + " is not allowed", guess != null ? "use " + McpAskProblems.quote(guess) + "; allowed: " + list(allowed) : "use one of " + list(allowed));
            }
            case "const": {
                String about = describe(schema);
                String value = McpAskJson.stringify(params.get("allowedValue"));
                return new Described(null, "must be " + value + ", got " + McpAskProblems.quote(data), "set it to " + value + (about.isEmpty() ? "" : " (" + about + ")"));
            }
            case "type": {
                String word = typeWord(String.valueOf(params.get("type")), schema);
                return new Described(null, "must be " + word + ", got " + McpAskProblems.quote(data), "use " + word);
            }
            case "minLength": {
                Object limit = params.get("limit");
                if (((Number) limit).doubleValue() == 1) {
                    String about = describe(schema);
                    return new Described(null, "must not be empty", "give it a value" + (about.isEmpty() ? "" : " (" + about + ")"));
                }
                return new Described(null, "must have at least " + num(limit) + " characters", "lengthen it to " + num(limit) + " characters or more");
            }
            case "maxLength":
                return new Described(null, "must have at most " + num(params.get("limit")) + " characters", "shorten it to " + num(params.get("limit")) + " characters or fewer");
            case "minItems": {
                boolean one = ((Number) params.get("limit")).doubleValue() == 1;
                String about = describe(schema);
                return new Described(null, "must have at least " + num(params.get("limit")) + " item" + (one ? "" : "s"), "add item" + (one ? "" : "s") + (about.isEmpty() ? "" : " (" + about + ")"));
            }
            case "maxItems":
                return new Described(null, "must have at most " + num(params.get("limit")) + " items", "remove items");
            case "minimum":
            case "maximum":
                if (schema.get("minimum") instanceof Number min && schema.get("maximum") instanceof Number max) {
                    String kind = "integer".equals(schema.get("type")) ? "a whole number" : "a number";
                    return new Described(null, "must be " + kind + " from " + num(min) + " to " + num(max) + ", got " + McpAskProblems.quote(data),
                            "use " + kind + " from " + num(min) + " to " + num(max) + (schema.containsKey("default") ? " (or omit it for the default " + McpAskJson.stringify(schema.get("default")) + ")" : ""));
                }
                return bound(error.keyword(), params.get("limit"), data);
            case "exclusiveMinimum":
            case "exclusiveMaximum":
                return bound(error.keyword(), params.get("limit"), data);
            case "format":
                return new Described(null, "must be a valid " + params.get("format") + ", got " + McpAskProblems.quote(data), "use a valid " + params.get("format"));
            case "pattern": {
                String about = describe(schema);
                return new Described(null, "must match " + params.get("pattern"), "change it to match " + params.get("pattern") + (about.isEmpty() ? "" : " (" + about + ")"));
            }
            case "not": {
                if (schema.get("not") instanceof Map<?, ?> not && not.get("enum") instanceof List<?> reserved)
                    return new Described(null, McpAskProblems.quote(data) + " is reserved", "choose another value (not " + list(reserved) + ")");
                return new Described(null, "is not allowed here", "see the contract: " + error.schemaPath());
            }
            default:
                return new Described(null, error.keyword(), "see the contract: " + error.schemaPath());
        }
    }

    /** A bound's message: "must be ≥ 1, got 0". */
    private static Described bound(String keyword, Object limit, Object data) {
        String op = switch (keyword) {
            case "minimum" -> "≥";
            case "maximum" -> "≤";
            case "exclusiveMinimum" -> ">";
            default -> "<";
        };
        return new Described(null, "must be " + op + " " + num(limit) + ", got " + McpAskProblems.quote(data), "use a number " + op + " " + num(limit));
    }

    /**
     * Errors → problems with JSON paths, a message and a fix, deduplicated (same path, keyword and
     * message: the allOf of the contract checks a field twice), in the errors' order, then sorted as
     * the input is written; past MAX_PROBLEMS the errors are only counted (by path, keyword and property).
     */
    static List<Problem> toProblems(List<SchemaError> errors, Object data) {
        List<Problem> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        // Past MAX_PROBLEMS errors are only counted, by path, keyword and property: one the allOf
        // repeats is counted once, and not at all when it is among the listed ones.
        Set<String> reported = new HashSet<>();
        int more = 0;
        for (SchemaError error : errors) {
            Object prop = error.params().containsKey("additionalProperty") ? error.params().get("additionalProperty") : error.params().getOrDefault("missingProperty", "");
            boolean first = reported.add(McpAskJson.stringify(error.at()) + "\u0000" + error.keyword() + "\u0000" + prop);
            if (out.size() >= McpAskProblems.MAX_PROBLEMS) {
                if (first) more++;
                continue;
            }
            Described described = describeError(error);
            List<Object> segments = described.extra() == null ? error.at() : append(error.at(), described.extra());
            if (!seen.add(McpAskJson.stringify(segments) + "\u0000" + error.keyword() + "\u0000" + described.message())) continue;
            String subject = McpAskProblems.subjectAt(data, error.at());
            out.add(new Problem(McpAskProblems.formatPath(segments), described.message(), described.fix(), subject == null ? null : McpAskProblems.clip(subject, McpAskProblems.SUBJECT_MAX_CODE_POINTS), null));
        }
        List<Problem> useful = out;
        if (out.size() > 1) {
            useful = new ArrayList<>();
            for (Problem p : out) if (!p.message().equals("does not match any allowed shape")) useful.add(p);
        }
        if (more > 0) useful.add(McpAskProblems.omittedSummary(more));
        return McpAskProblems.sort(useful, data);
    }
}
