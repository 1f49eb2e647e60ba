package ai.nuwax.mcpask;

import ai.nuwax.mcpask.McpAskTypes.McpAskRawInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Runs conformance suite files (conformance/README.md) on the Java SDK without JUnit:
 * {@code java ai.nuwax.mcpask.ConformanceRunner <suite.json>...}. Prints one line per failed case
 * ("FAIL id: key: expected …, got …"), then one JSON line {"passed":n,"failed":[ids],"skipped":{kind:n}};
 * exits 1 when a case failed. Kinds the Java SDK does not implement are counted under skipped.
 */
public final class ConformanceRunner {
    /**
     * Features of the corpus (a case's "requires", conformance/README.md "Features") the Java SDK does
     * not have yet: its cases are counted under skipped as "requires:<feature>".
     */
    static final List<String> FEATURES_NOT_IN_SDK = List.of();

    public static void main(String[] args) throws IOException {
        int passed = 0;
        List<String> failed = new ArrayList<>();
        Map<String, Integer> skipped = new LinkedHashMap<>();
        for (String file : args) {
            Map<String, Object> suite = McpAskJson.object(McpAskJson.parse(Files.readString(Path.of(file), StandardCharsets.UTF_8)), file);
            for (Object item : McpAskJson.list(suite.get("cases"), file + ".cases", (v, p) -> v)) {
                Map<String, Object> c = McpAskJson.object(item, "case");
                String id = (String) c.get("id");
                Map<String, Object> input = McpAskJson.object(c.get("input"), id + ".input");
                Map<String, Object> expect = McpAskJson.object(c.get("expect"), id + ".expect");
                String missing = missingFeature(c.get("requires"));
                if (missing != null) {
                    skipped.merge("requires:" + missing, 1, Integer::sum);
                    continue;
                }
                Map<String, Object> actual;
                try {
                    actual = run(input);
                } catch (RuntimeException crash) {
                    actual = Map.of("crash", crash.toString());
                }
                if (actual == null) {
                    skipped.merge(String.valueOf(input.get("kind")), 1, Integer::sum);
                    continue;
                }
                String diff = compare(actual, expect);
                if (diff.isEmpty()) {
                    passed++;
                } else {
                    failed.add(id);
                    System.out.println("FAIL " + id + ": " + diff);
                }
            }
        }
        StringBuilder summary = new StringBuilder("{\"passed\":").append(passed).append(",\"failed\":[");
        for (int i = 0; i < failed.size(); i++) summary.append(i == 0 ? "" : ",").append(quote(failed.get(i)));
        summary.append("],\"skipped\":{");
        int i = 0;
        for (Map.Entry<String, Integer> e : skipped.entrySet()) summary.append(i++ == 0 ? "" : ",").append(quote(e.getKey())).append(':').append(e.getValue());
        System.out.println(summary.append("}}"));
        System.exit(failed.isEmpty() ? 0 : 1);
    }

    /** The first feature of a case's "requires" list that FEATURES_NOT_IN_SDK names, else null. */
    static String missingFeature(Object requires) {
        if (!(requires instanceof List<?> list)) return null;
        for (Object feature : list) if (FEATURES_NOT_IN_SDK.contains(String.valueOf(feature))) return String.valueOf(feature);
        return null;
    }

    /** The SDK's answer to one case input, as JSON values; null for a kind the Java SDK does not implement. */
    static Map<String, Object> run(Map<String, Object> input) {
        Map<String, Object> out = new LinkedHashMap<>();
        switch (String.valueOf(input.get("kind"))) {
            case "constants" -> {
                out.put("toolName", McpAskContract.TOOL_NAME);
                out.put("schemaVersion", McpAskContract.SCHEMA_VERSION);
                out.put("uiVersion", McpAskContract.UI_VERSION);
                out.put("defaultLocale", McpAskContract.DEFAULT_LOCALE);
                out.put("otherFieldSuffix", McpAskContract.OTHER_FIELD_SUFFIX);
                out.put("fallbackWidget", McpAskContract.FALLBACK_WIDGET);
                out.put("widgets", McpAskContract.WIDGETS);
                List<Object> choice = new ArrayList<>();
                for (McpAskContract.WidgetCatalogEntry e : McpAskContract.WIDGET_CATALOG) if (e.requiresOptions()) choice.add(e.widget());
                out.put("choiceWidgets", choice);
                out.put("locales", McpAskContract.MESSAGE_LOCALES);
                out.put("localeAliases", new LinkedHashMap<String, Object>(McpAskContract.LOCALE_ALIASES));
            }
            case "resolveLocale" -> out.put("locale", McpAskFormatter.resolveLocale(stringOrNull(input.get("locale"))));
            case "format" -> {
                Object options = input.get("options");
                Map<?, ?> o = options instanceof Map<?, ?> map ? map : Map.of();
                McpAskFormatter.Options formatOptions = new McpAskFormatter.Options(stringOrNull(o.get("locale")), stringOrNull(o.get("dialect")), Boolean.TRUE.equals(o.get("requestIdMarker")));
                try {
                    out.put("message", McpAskFormatter.formatPayload(question(input.get("question")), McpAskJson.object(input.get("payload"), "payload"), formatOptions));
                } catch (McpAskFormatException e) {
                    out.put("error", e.code());
                }
            }
            case "message" -> {
                McpAskRawInput q = question(input.get("question"));
                Optional<McpAskRecognizer.Match> match = McpAskRecognizer.match(stringOrNull(input.get("text")), q);
                // recognised: isAnswer (the question's marker also answers it); action and locale: what match found.
                out.put("recognised", McpAskRecognizer.isAnswer(stringOrNull(input.get("text")), q));
                match.ifPresent(m -> {
                    out.put("action", m.action());
                    if (m.locale() != null) out.put("locale", m.locale());
                });
            }
            case "marker" -> out.put("hasMarker", McpAskRecognizer.hasRequestIdMarker(stringOrNull(input.get("text")), stringOrNull(input.get("requestId"))));
            case "history" -> {
                Object options = input.get("options");
                Object at = options instanceof Map<?, ?> o ? o.get("containingMessageIndex") : null;
                List<Object> messages = input.get("messages") instanceof List<?> l ? new ArrayList<>(l) : List.of();
                out.put("answered", McpAskRecognizer.hasAnswerInHistory(messages, McpAskJson.object(input.get("interaction"), "interaction"),
                        at instanceof Number n ? Integer.valueOf(n.intValue()) : null));
            }
            case "toolResult" -> out.put("input", McpAskToolUpdates.inputFromToolResult(input.get("result")));
            case "acpToolUpdate" -> {
                McpAskToolUpdates.Extraction e = McpAskToolUpdates.fromAcpToolUpdate(input.get("update"));
                out.put("input", e.input());
                out.put("reason", e.reason());
            }
            case "backendEvent" -> {
                McpAskToolUpdates.BackendAsk e = McpAskToolUpdates.fromBackendEvent(input.get("event"));
                if (e.reason() != null) out.put("reason", e.reason());
                else {
                    out.put("input", e.input());
                    if (e.requestId() != null) out.put("requestId", e.requestId());
                }
            }
            case "toolUpdate" -> {
                Object options = input.get("options");
                Object sessionId = options instanceof Map<?, ?> o ? o.get("sessionId") : null;
                McpAskToolUpdates.ToolUpdateAsk found = McpAskToolUpdates.fromToolUpdate(input.get("update"), stringOrNull(sessionId));
                if (!found.found()) {
                    out.put("reason", found.reason());
                    if (found.problems() != null) out.put("problems", problemPaths(found.problems()));
                } else {
                    out.put("input", found.input());
                    out.put("from", found.from());
                    out.put("sessionUpdate", found.sessionUpdate());
                    if (found.status() != null && !found.status().isEmpty()) out.put("status", found.status());
                    if (found.toolCallId() != null && !found.toolCallId().isEmpty()) out.put("toolCallId", found.toolCallId());
                    Map<String, Object> name = new LinkedHashMap<>();
                    name.put("toolName", found.name().toolName());
                    if (found.name().server() != null) name.put("server", found.name().server());
                    name.put("pattern", found.name().pattern());
                    out.put("name", name);
                }
            }
            case "normalize" -> {
                McpAskNormalizer.Result result = McpAskNormalizer.tryNormalize(input.get("input"));
                if (result.ok()) out.put("rawInput", result.value());
                else out.put("problems", problemPaths(result.problems()));
            }
            case "formData" -> out.put("problems", problemPaths(McpAskFormData.check(input.get("question"), input.containsKey("formData") ? input.get("formData") : McpAskProblems.UNDEFINED)));
            case "pattern" -> {
                McpAskPattern.Compiled compiled = McpAskPattern.compile(stringOrNull(input.get("source")));
                if (compiled.refused()) {
                    out.put("refused", compiled.refusal().kind());
                    out.put("reason", compiled.refusal().reason());
                } else {
                    List<Object> matches = new ArrayList<>();
                    for (Object text : (List<?>) input.get("texts")) matches.add(compiled.pattern().test((String) text));
                    out.put("matches", matches);
                    out.put("size", compiled.pattern().size());
                }
            }
            default -> {
                return null;
            }
        }
        return out;
    }

    /** Problems as the corpus states them: path, and code when set. */
    private static List<Object> problemPaths(List<McpAskProblems.Problem> problems) {
        List<Object> out = new ArrayList<>();
        for (McpAskProblems.Problem p : problems) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("path", p.path());
            if (p.code() != null) item.put("code", p.code());
            out.add(item);
        }
        return out;
    }

    private static McpAskRawInput question(Object json) {
        return json == null ? null : McpAskRawInput.fromJson(json, "question");
    }

    private static String stringOrNull(Object value) {
        return value instanceof String s ? s : null;
    }

    /** "" when every expected key is in actual with an equal value; else the differences. */
    static String compare(Map<String, Object> actual, Map<String, Object> expect) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Object> e : expect.entrySet()) {
            Object got = actual.get(e.getKey());
            if (actual.containsKey(e.getKey()) && Objects.equals(normalize(got), normalize(e.getValue()))) continue;
            out.append(out.length() == 0 ? "" : "; ").append(e.getKey()).append(": expected ").append(e.getValue())
                    .append(", got ").append(actual.containsKey(e.getKey()) ? got : "nothing")
                    .append(actual.containsKey("crash") ? " (" + actual.get("crash") + ")" : "");
        }
        return out.toString();
    }

    /** Numbers compared by value (2 and 2.0 are the same JSON number). */
    private static Object normalize(Object value) {
        if (value instanceof Number n) return n.doubleValue();
        if (value instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            for (Object item : l) out.add(normalize(item));
            return out;
        }
        if (value instanceof Map<?, ?> m) {
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) out.put(e.getKey(), normalize(e.getValue()));
            return out;
        }
        return value;
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
