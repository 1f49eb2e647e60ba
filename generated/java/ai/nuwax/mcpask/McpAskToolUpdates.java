// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskToolUpdates.java by "npm run generate". DO NOT EDIT.
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
     * (x-nuwax.acpToolUpdate.namePatterns): the bare tool name, Codex's {@code mcp.<server>.<tool>},
     * Claude Code's {@code mcp__<server>__<tool>}, with any non-empty server key and a tool of
     * ACP_TOOL_NAMES. Null for another tool, null and a name over 256 characters. Leading and
     * trailing whitespace is ignored.
     */
    public static ToolName parseToolName(String name) {
        if (name == null) return null;
        String n = name.trim();
        if (n.isEmpty() || n.length() > MAX_NAME_LENGTH) return null;
        for (String pattern : McpAskContract.ACP_NAME_PATTERNS) {
            int server = pattern.indexOf("{{server}}");
            for (String tool : McpAskContract.ACP_TOOL_NAMES) {
                if (server < 0) {
                    if (pattern.replace("{{tool}}", tool).equals(n)) return new ToolName(tool, null, pattern);
                    continue;
                }
                String prefix = pattern.substring(0, server).replace("{{tool}}", tool);
                String suffix = pattern.substring(server + "{{server}}".length()).replace("{{tool}}", tool);
                if (n.length() > prefix.length() + suffix.length() && n.startsWith(prefix) && n.endsWith(suffix))
                    return new ToolName(tool, n.substring(prefix.length(), n.length() - suffix.length()), pattern);
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
        if (isAskToolName(name)) return true;
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
