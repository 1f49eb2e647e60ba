package ai.nuwax.mcpask;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers a batch of inputs for tests/java-parity.test.ts, which compares them with the TypeScript
 * kit's answers: {@code java ai.nuwax.mcpask.ParityRunner <batch.json>} reads a JSON array of
 * {@code { kind, … }} and prints one JSON array of results, in order. Kinds: normalize {input},
 * upgrade {input, sessionId?}, formData {question, formData?}, toolUpdate {update, sessionId?},
 * pattern {source, texts}. Problems are given whole (path, message, fix, subject?, code?).
 */
public final class ParityRunner {
    private ParityRunner() {}

    public static void main(String[] args) throws IOException {
        List<?> batch = (List<?>) McpAskJson.parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        List<Object> out = new ArrayList<>(batch.size());
        for (Object item : batch) {
            Map<?, ?> c = (Map<?, ?>) item;
            try {
                out.add(answer(c));
            } catch (RuntimeException crash) {
                out.add(Map.of("crash", crash.toString()));
            }
        }
        System.out.println(McpAskJson.stringify(out));
    }

    private static Map<String, Object> answer(Map<?, ?> c) {
        Map<String, Object> out = new LinkedHashMap<>();
        String sessionId = c.get("sessionId") instanceof String s ? s : null;
        switch (String.valueOf(c.get("kind"))) {
            case "normalize" -> {
                McpAskNormalizer.Result r = McpAskNormalizer.tryNormalize(c.get("input"));
                out.put("ok", r.ok());
                out.put("value", r.value());
                if (!r.ok()) out.put("problems", problems(r.problems()));
            }
            case "upgrade" -> {
                McpAskNormalizer.UpgradeResult r = McpAskNormalizer.upgrade(c.get("input"), sessionId);
                out.put("ok", r.ok());
                out.put("value", r.value());
                if (!r.ok()) out.put("problems", problems(r.problems()));
                out.put("upgrades", McpAskJson.listToJson(r.upgrades(), McpAskNormalizer.Upgrade::toJson));
            }
            case "formData" -> out.put("problems", problems(McpAskFormData.check(c.get("question"), c.containsKey("formData") ? c.get("formData") : McpAskProblems.UNDEFINED)));
            case "toolUpdate" -> {
                McpAskToolUpdates.ToolUpdateAsk r = McpAskToolUpdates.fromToolUpdate(c.get("update"), sessionId);
                out.put("ok", r.found());
                if (r.found()) {
                    out.put("input", r.input());
                    out.put("from", r.from());
                    out.put("sessionUpdate", r.sessionUpdate());
                    if (r.status() != null) out.put("status", r.status());
                    if (r.toolCallId() != null) out.put("toolCallId", r.toolCallId());
                    Map<String, Object> name = new LinkedHashMap<>();
                    name.put("toolName", r.name().toolName());
                    if (r.name().server() != null) name.put("server", r.name().server());
                    name.put("pattern", r.name().pattern());
                    out.put("name", name);
                    if (!r.upgrades().isEmpty()) out.put("upgrades", McpAskJson.listToJson(r.upgrades(), McpAskNormalizer.Upgrade::toJson));
                } else {
                    out.put("reason", r.reason());
                    out.put("message", r.message());
                    if (r.problems() != null) out.put("problems", problems(r.problems()));
                }
            }
            case "pattern" -> {
                McpAskPattern.Compiled compiled = McpAskPattern.compile((String) c.get("source"));
                if (compiled.refused()) {
                    out.put("kind", compiled.refusal().kind());
                    out.put("reason", compiled.refusal().reason());
                    out.put("fix", compiled.refusal().fix());
                } else {
                    List<Object> matches = new ArrayList<>();
                    for (Object text : (List<?>) c.get("texts")) matches.add(compiled.pattern().test((String) text));
                    out.put("matches", matches);
                    out.put("size", compiled.pattern().size());
                }
            }
            default -> throw new IllegalArgumentException("unknown kind " + c.get("kind"));
        }
        return out;
    }

    private static List<Object> problems(List<McpAskProblems.Problem> problems) {
        return McpAskJson.listToJson(problems, McpAskProblems.Problem::toJson);
    }
}
