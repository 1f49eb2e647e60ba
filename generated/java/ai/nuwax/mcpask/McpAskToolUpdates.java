// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskToolUpdates.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import java.util.List;
import java.util.Map;

/**
 * Finds the ask in what the backend receives (README "Java SDK"): a tool result, an ACP tool
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

    /**
     * Whether a tool name or ACP title names the ask: McpAskContract.TOOL_NAME as is, or with a
     * host's server prefix: {@code mcp__<server>__nuwax_ask_question} (Claude Code),
     * {@code mcp.<server>.nuwax_ask_question} (Codex titles), {@code <server>__nuwax_ask_question}.
     */
    public static boolean isAskToolName(String name) {
        if (name == null) return false;
        String n = name.trim();
        return n.equals(McpAskContract.TOOL_NAME) || n.endsWith("__" + McpAskContract.TOOL_NAME) || n.endsWith("." + McpAskContract.TOOL_NAME);
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

    /**
     * The ask in a backend PROCESSING event with subEventType ASK_QUESTION (also read without the
     * subEventType): the object at {@code data.result.input}, else {@code data.result.data}
     * (both are sent), also without the outer {@code data}.
     */
    public static Extraction fromBackendEvent(Object event) {
        if (!(event instanceof Map<?, ?> e)) return new Extraction(null, "not_an_object");
        Object sub = e.get("subEventType");
        if (sub != null && !"ASK_QUESTION".equals(sub)) return new Extraction(null, "not_ask_tool");
        Object result = objectAt(e.get("data"), "result");
        if (result == null) result = e.get("result");
        Map<String, Object> input = nonEmptyObject(objectAt(result, "input"));
        if (input == null) input = nonEmptyObject(objectAt(result, "data"));
        return input != null ? new Extraction(input, null) : new Extraction(null, "no_input");
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
