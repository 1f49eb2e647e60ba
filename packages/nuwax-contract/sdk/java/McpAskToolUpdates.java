package ai.nuwax.mcpask;

import java.util.List;
import java.util.Map;

/**
 * Finds the ask in what the backend receives (docs/sdks.md "Java SDK"): a tool result, an ACP tool
 * update (tool_call / tool_call_update) or the backend's own PROCESSING event, and returns the
 * canonical input the DockPanel renders, or the reason there is none. Works on parsed JSON
 * (Map, List, String, Number, Boolean, null); never throws.
 */
public final class McpAskToolUpdates {
    private McpAskToolUpdates() {}

    /** The outcome: {@code input} (the canonical rawInput object) when found, else null and a {@code reason}. */
    public record Extraction(Map<String, Object> input, String reason) {
        /** not_ask_tool: another tool; no_input: the ask's update carries no input object (yet); not_an_object: not a JSON object. */
        public static final List<String> REASONS = List.of("not_ask_tool", "no_input", "not_an_object");

        public boolean found() {
            return input != null;
        }
    }

    /** What a host's tool name says: the ask tool it names, the server key in it (null for the bare form), and the pattern it matched. */
    public record ToolName(String toolName, String server, String pattern) {}

    /** Longest name still read as a tool name (longer text is none). */
    private static final int MAX_NAME_LENGTH = 256;

    /**
     * Reads a host's name for an MCP tool against McpAskContract.ACP_NAME_PATTERNS
     * (x-nuwax.acpToolUpdate.namePatterns), as the TypeScript kit's parseMcpAskToolName does: the
     * bare tool name, Codex's {@code mcp.<server>.<tool>}, Claude Code's {@code mcp__<server>__<tool>},
     * with any non-empty server key and a tool of ACP_TOOL_NAMES. Null for another tool, null, ""
     * and a name over 256 characters. Linear in the name's length.
     */
    public static ToolName parseToolName(String name) {
        if (name == null || name.isEmpty() || name.length() > MAX_NAME_LENGTH) return null;
        for (String pattern : McpAskContract.ACP_NAME_PATTERNS) {
            List<String> parts = new java.util.ArrayList<>();
            List<String> slots = new java.util.ArrayList<>();
            String rest = pattern;
            for (int at = rest.indexOf("{{"); at != -1; at = rest.indexOf("{{")) {
                int close = rest.indexOf("}}", at);
                parts.add(rest.substring(0, at));
                slots.add(rest.substring(at + 2, close));
                rest = rest.substring(close + 2);
            }
            parts.add(rest);
            String prefix = parts.get(0);
            String suffix = parts.get(parts.size() - 1);
            if (prefix.length() + suffix.length() >= name.length() || !name.startsWith(prefix) || !name.endsWith(suffix)) continue;
            String middle = name.substring(prefix.length(), name.length() - suffix.length());
            if (slots.size() == 1) {
                if (McpAskContract.ACP_TOOL_NAMES.contains(middle)) return new ToolName(middle, null, pattern);
                continue;
            }
            // {{server}} and {{tool}} joined by one literal: the tool name is a known word, so split at its side.
            String joiner = parts.get(1);
            for (String tool : McpAskContract.ACP_TOOL_NAMES) {
                String server = slots.get(0).equals("server")
                        ? middle.endsWith(joiner + tool) ? middle.substring(0, middle.length() - joiner.length() - tool.length()) : ""
                        : middle.startsWith(tool + joiner) ? middle.substring(tool.length() + joiner.length()) : "";
                if (!server.isEmpty()) return new ToolName(tool, server, pattern);
            }
        }
        return null;
    }

    /**
     * Whether the toolName of a backend event's input names the ask: parseToolName, or one of
     * ACP_TOOL_NAMES after a server key and {@code __} or {@code .} (the backend stores
     * {@code ask-question__nuwax_ask_question}).
     */
    private static boolean isBackendToolName(String name) {
        if (isAskToolName(name.trim())) return true;
        String n = name.trim();
        for (String tool : McpAskContract.ACP_TOOL_NAMES)
            if (n.length() > tool.length() + 2 && (n.endsWith("__" + tool) || n.endsWith("." + tool))) return true;
        return false;
    }

    /** Whether a tool name or ACP title names the ask (parseToolName finds it). */
    public static boolean isAskToolName(String name) {
        return parseToolName(name) != null;
    }

    /**
     * What fromToolUpdate found: the canonical input ({@code #/$defs/McpAskRawInput}), where it came
     * from ("rawOutput", "rawInput" or "rawInput.arguments"), the update's kind and status, its tool
     * call id, the name it matched and the upgrades made; or, when {@code input} is null, the
     * {@code reason} (REASONS), a message and, for invalid_input, the problems.
     */
    public record ToolUpdateAsk(Map<String, Object> input, String from, String sessionUpdate, String status, String toolCallId, ToolName name,
            List<McpAskNormalizer.Upgrade> upgrades, String reason, String message, List<McpAskProblems.Problem> problems) {
        /** not_a_tool_update (not an object, or another session update), not_an_ask (another tool), no_input (no form yet), invalid_input (problems say why). */
        public static final List<String> REASONS = List.of("not_a_tool_update", "not_an_ask", "no_input", "invalid_input");

        /** Whether an ask was found. */
        public boolean found() {
            return input != null;
        }

        static ToolUpdateAsk none(String reason, String message, List<McpAskProblems.Problem> problems) {
            return new ToolUpdateAsk(null, null, null, null, null, null, List.of(), reason, message, problems);
        }
    }

    /**
     * The ask inside an ACP {@code tool_call} or {@code tool_call_update} (camelCase or snake_case
     * keys), as the TypeScript kit's extractMcpAskFromToolUpdate reads it (docs/dockpanel.md "ACP tool
     * updates"; conformance/extract.json kind toolUpdate):
     * 1. the update must name the ask: its title, {@code _meta.claudeCode.toolName},
     *    {@code _meta.toolName}, {@code toolName}, {@code name} or the Codex wrapper's
     *    {@code rawInput.tool} (parseToolName), or its rawOutput holds an ask's input; an update
     *    naming no tool is the ask when its rawInput is one by shape (a requestId and ui.fields or ui.steps);
     * 2. the server's result in rawOutput wins when McpAskNormalizer.checkRawInput accepts it;
     * 3. else the agent's arguments ({@code rawInput.arguments} of the Codex wrapper, else rawInput)
     *    are upgraded and normalized (McpAskNormalizer.upgrade with {@code sessionId}, the ACP session).
     * Never throws; never changes {@code update}.
     *
     * @param sessionId the ACP session of the update (stamped on an ask without one), or null
     */
    public static ToolUpdateAsk fromToolUpdate(Object update, String sessionId) {
        if (!(update instanceof Map<?, ?> u)) return ToolUpdateAsk.none("not_a_tool_update", "the update is not an object", null);
        Object kind = either(u, "sessionUpdate", "session_update");
        if (kind != null && !"tool_call".equals(kind) && !"tool_call_update".equals(kind)) {
            return ToolUpdateAsk.none("not_a_tool_update", "sessionUpdate is " + cut(McpAskJson.stringify(kind), 100) + ", not tool_call or tool_call_update", null);
        }
        Object rawInput = either(u, "rawInput", "raw_input");
        Object rawOutput = either(u, "rawOutput", "raw_output");
        Map<String, Object> fromOutput = inputFromRawOutput(rawOutput);
        Map<?, ?> meta = u.get("_meta") instanceof Map<?, ?> m ? m : Map.of();
        Map<?, ?> claudeCode = meta.get("claudeCode") instanceof Map<?, ?> m ? m : Map.of();
        Map<?, ?> wrapper = rawInput instanceof Map<?, ?> m ? m : Map.of();
        Object[] names = {u.get("title"), claudeCode.get("toolName"), meta.get("toolName"), u.get("toolName"), u.get("name"), wrapper.get("tool"), wrapper.get("toolName")};
        ToolName named = null;
        boolean namesNothing = true;
        for (Object n : names) {
            if (n instanceof String s && !s.isEmpty()) namesNothing = false;
            if (named == null && n instanceof String s) named = parseToolName(s);
        }
        ToolName outputName = fromOutput != null && fromOutput.get("toolName") instanceof String t ? parseToolName(t) : null;
        ToolName unnamedAsk = named == null && outputName == null && namesNothing && looksLikeAsk(rawInput) ? parseToolName(McpAskContract.TOOL_NAME) : null;
        ToolName name = named != null ? named : outputName != null ? outputName : unnamedAsk;
        if (name == null) return ToolUpdateAsk.none("not_an_ask", "the update names another tool (" + cut(McpAskJson.stringify(u.get("title")), 100) + ")", null);
        String status = u.get("status") instanceof String s ? s : null;
        String toolCallId = either(u, "toolCallId", "tool_call_id") instanceof String s ? s : null;
        String sessionUpdate = kind != null ? (String) kind : rawOutput == null ? "tool_call" : "tool_call_update";
        if (fromOutput != null && McpAskNormalizer.checkRawInput(fromOutput).isEmpty())
            return new ToolUpdateAsk(fromOutput, "rawOutput", sessionUpdate, status, toolCallId, name, List.of(), null, null, null);
        Map<?, ?> args = wrappedArguments(rawInput);
        Map<?, ?> candidate = args != null ? args : rawInput instanceof Map<?, ?> r && !r.containsKey("arguments") ? r : null;
        if (candidate == null || !(candidate.get("ui") instanceof Map<?, ?>)) {
            if (fromOutput != null) return ToolUpdateAsk.none("invalid_input", "the server's result holds an input that cannot be rendered", McpAskNormalizer.checkRawInput(fromOutput));
            return ToolUpdateAsk.none("no_input", "the update names the ask but holds no form yet (no rawOutput input, no rawInput.ui)", null);
        }
        McpAskNormalizer.UpgradeResult normalized = McpAskNormalizer.upgrade(candidate, sessionId);
        if (normalized.ok()) {
            return new ToolUpdateAsk(McpAskJson.object(normalized.value(), "input"), args != null ? "rawInput.arguments" : "rawInput", sessionUpdate, status, toolCallId, name, normalized.upgrades(), null, null, null);
        }
        return ToolUpdateAsk.none("invalid_input", "the agent's arguments cannot be rendered", normalized.problems());
    }

    /** {@code map[a]}, else {@code map[b]} (JavaScript's {@code a ?? b}). */
    private static Object either(Map<?, ?> map, String a, String b) {
        Object value = map.get(a);
        return value != null ? value : map.get(b);
    }

    private static String cut(String text, int max) {
        return text.length() > max ? text.substring(0, max) : text;
    }

    /** Arguments that are an ask by their shape: a requestId, and a ui with fields or steps. */
    private static boolean looksLikeAsk(Object rawInput) {
        if (!(rawInput instanceof Map<?, ?> r) || !(r.get("requestId") instanceof String)) return false;
        return r.get("ui") instanceof Map<?, ?> ui && (ui.get("fields") instanceof List<?> || ui.get("steps") instanceof List<?>);
    }

    /** The Codex wrapper {@code { server, tool, arguments }} around the agent's arguments. */
    private static Map<?, ?> wrappedArguments(Object rawInput) {
        if (!(rawInput instanceof Map<?, ?> r)) return null;
        return r.get("arguments") instanceof Map<?, ?> args && r.get("tool") instanceof String tool && parseToolName(tool) != null ? args : null;
    }

    /**
     * The canonical input in a tool update's rawOutput, in the shapes hosts use: a result object
     * (inputFromToolResult), one wrapped as {@code { result }} or {@code { output }} (Codex), the
     * result as JSON text (Claude Code), or an array of content blocks. One level of each.
     */
    private static Map<String, Object> inputFromRawOutput(Object rawOutput) {
        Object value = rawOutput;
        if (rawOutput instanceof String text) {
            String trimmed = McpAskRecognizer.jsTrimStart(text);
            value = null;
            if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
                try {
                    value = McpAskJson.parse(trimmed);
                } catch (IllegalArgumentException notJson) {
                    value = null;
                }
            }
        }
        if (value instanceof List<?> blocks) return inputFromToolResult(Map.of("content", blocks));
        if (!(value instanceof Map<?, ?> v)) return null;
        if (v.get("input") instanceof Map<?, ?> direct && direct.get("ui") instanceof Map<?, ?>) {
            try {
                return McpAskJson.object(direct, "input");
            } catch (IllegalArgumentException nonStringKeys) {
                return null;
            }
        }
        for (Object candidate : new Object[] {v, v.get("result"), v.get("output")}) {
            Map<String, Object> found = candidate instanceof Map<?, ?> ? inputFromToolResult(candidate) : null;
            if (found != null) return found;
        }
        return null;
    }

    /**
     * The canonical input inside a nuwax_ask_question tool result: {@code structuredContent.input},
     * else the first JSON text block of {@code content} (or of the ACP shape
     * {@code data[].content}) whose {@code input} is a non-empty object. Null when there is none.
     */
    public static Map<String, Object> inputFromToolResult(Object result) {
        if (!(result instanceof Map<?, ?> map)) return null;
        Map<String, Object> structured = nonEmptyObject(objectAt(map.get("structuredContent"), "input"));
        if (structured != null) return structured;
        List<Object> blocks = new java.util.ArrayList<>();
        if (map.get("content") instanceof List<?> content) blocks.addAll(content);
        if (map.get("data") instanceof List<?> data) for (Object item : data) blocks.add(item instanceof Map<?, ?> m ? m.get("content") : null);
        for (Object block : blocks) {
            if (!(block instanceof Map<?, ?> b) || !"text".equals(b.get("type")) || !(b.get("text") instanceof String text)) continue;
            if (!McpAskRecognizer.jsTrimStart(text).startsWith("{")) continue;
            try {
                Map<String, Object> input = nonEmptyObject(objectAt(McpAskJson.parse(text), "input"));
                if (input != null) return input;
            } catch (IllegalArgumentException notJson) {
                // the pending sentence or other text
            }
        }
        return null;
    }

    /**
     * The ask in an ACP session update (tool_call or tool_call_update). The tool is the ask when its
     * title, {@code _meta.claudeCode.toolName}, {@code rawInput.tool} (Codex's {server, tool,
     * arguments}) or {@code kind}-less name passes isAskToolName. The input is, in turn: the tool
     * result in {@code rawOutput} (inputFromToolResult), the canonical input in
     * {@code rawInput.arguments} (Codex) or {@code rawInput} itself when it has a requestId.
     * A lighter reading than fromToolUpdate (the corpus's, with the TypeScript kit's reasons): the
     * input is returned as found, neither upgraded, normalized nor checked.
     */
    public static Extraction fromAcpToolUpdate(Object update) {
        if (!(update instanceof Map<?, ?> u)) return new Extraction(null, "not_an_object");
        Object rawInput = u.get("rawInput");
        Object codexTool = rawInput instanceof Map<?, ?> r ? r.get("tool") : null;
        Object claudeName = objectAt(objectAt(u.get("_meta"), "claudeCode"), "toolName");
        boolean ask = isAskToolName(stringOrNull(u.get("title"))) || isAskToolName(stringOrNull(claudeName)) || isAskToolName(stringOrNull(codexTool));
        if (!ask) return new Extraction(null, "not_ask_tool");
        Map<String, Object> fromOutput = inputFromToolResult(u.get("rawOutput"));
        if (fromOutput != null) return new Extraction(fromOutput, null);
        if (rawInput instanceof Map<?, ?> r) {
            Map<String, Object> arguments = nonEmptyObject(r.get("arguments"));
            if (codexTool != null && arguments != null) return new Extraction(arguments, null);
            if (r.get("requestId") instanceof String) return new Extraction(McpAskJson.object(r, "rawInput"), null);
        }
        return new Extraction(null, "no_input");
    }

    /** What fromBackendEvent found: the ask's input and its requestId, or the reason there is none. */
    public record BackendAsk(Map<String, Object> input, String requestId, String reason) {
        /** not_an_object; not_an_ask (another event type or sub-type); no_input (an ask event without an input object); not_this_tool (another tool's input). */
        public static final List<String> REASONS = List.of("not_an_object", "not_an_ask", "no_input", "not_this_tool");
    }

    /**
     * The ask of a nuwax backend SSE event: eventType PROCESSING (or none) with subEventType
     * ASK_QUESTION (on the event or its data). The input is read from {@code data.result.data},
     * else {@code data.result.input}, each an object or JSON text holding the rawInput, a pending
     * tool result or an MCP tool result. requestId: the input's, else {@code result.executeId},
     * else the event's {@code tool_call_id} / {@code toolCallId}. Never throws.
     */
    public static BackendAsk fromBackendEvent(Object event) {
        if (!(event instanceof Map<?, ?> e)) return new BackendAsk(null, null, "not_an_object");
        Map<String, Object> data = parseObject(e.get("data"));
        if (data == null) data = Map.of();
        Object eventType = e.get("eventType");
        Object subType = e.containsKey("subEventType") ? e.get("subEventType") : data.get("subEventType");
        if ((eventType != null && !"PROCESSING".equals(eventType)) || !"ASK_QUESTION".equals(subType))
            return new BackendAsk(null, null, "not_an_ask");
        Map<String, Object> result = parseObject(data.get("result"));
        if (result == null) result = Map.of();
        Map<String, Object> ask = askIn(result.get("data"));
        if (ask == null) ask = askIn(result.get("input"));
        if (ask == null) return new BackendAsk(null, null, "no_input");
        if (ask.get("toolName") instanceof String tool && !isBackendToolName(tool)) return new BackendAsk(null, null, "not_this_tool");
        for (Object id : new Object[] {ask.get("requestId"), result.get("executeId"), data.get("tool_call_id"), data.get("toolCallId"), e.get("toolCallId")})
            if (id instanceof String s && !s.isEmpty()) return new BackendAsk(ask, s, null);
        return new BackendAsk(ask, null, null);
    }

    /** A JSON object given as an object or as JSON text; null for anything else. */
    private static Map<String, Object> parseObject(Object value) {
        if (value instanceof String text && McpAskRecognizer.jsTrimStart(text).startsWith("{")) {
            try {
                value = McpAskJson.parse(text);
            } catch (IllegalArgumentException notJson) {
                return null;
            }
        }
        if (!(value instanceof Map<?, ?>)) return null;
        try {
            return McpAskJson.object(value, "data");
        } catch (IllegalArgumentException nonStringKeys) {
            return null;
        }
    }

    /** The ask inside one candidate field: a tool result (inputFromToolResult), a pending result's input, or the input itself (it has ui or toolName). */
    private static Map<String, Object> askIn(Object value) {
        Map<String, Object> obj = parseObject(value);
        if (obj == null) return null;
        Map<String, Object> fromResult = inputFromToolResult(obj);
        if (fromResult != null) return fromResult;
        Map<String, Object> nested = nonEmptyObject(obj.get("input"));
        if (nested != null && obj.containsKey("status")) return nested;
        return obj.containsKey("ui") || obj.containsKey("toolName") ? obj : null;
    }

    private static Object objectAt(Object value, String key) {
        return value instanceof Map<?, ?> m ? m.get(key) : null;
    }

    private static String stringOrNull(Object value) {
        return value instanceof String s ? s : null;
    }

    private static Map<String, Object> nonEmptyObject(Object value) {
        if (!(value instanceof Map<?, ?> m) || m.isEmpty()) return null;
        try {
            return McpAskJson.object(m, "input");
        } catch (IllegalArgumentException nonStringKeys) {
            return null;
        }
    }
}
