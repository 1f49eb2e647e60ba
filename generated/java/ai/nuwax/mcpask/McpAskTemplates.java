// Code generated from contract/schema.json and packages/nuwax-contract/sdk/java/McpAskTemplates.java by "npm run generate". DO NOT EDIT.
package ai.nuwax.mcpask;

import java.util.Map;

/** Fills the contract's message templates (x-nuwax.messages: text and {{name}} placeholders). */
public final class McpAskTemplates {
    private McpAskTemplates() {}

    /**
     * The template with each {@code {{name}}} (or {@code {{{name}}}}) replaced by {@code vars.get(name)},
     * in one pass over the template, so placeholder-like text inside a value is kept as is.
     *
     * @throws IllegalArgumentException for a placeholder {@code vars} has no value for
     */
    public static String fill(String template, Map<String, String> vars) {
        StringBuilder out = new StringBuilder(template.length() + 32);
        int at = 0;
        while (at < template.length()) {
            int open = template.indexOf("{{", at);
            if (open == -1) break;
            boolean triple = template.startsWith("{{{", open);
            int nameStart = open + (triple ? 3 : 2);
            int close = template.indexOf(triple ? "}}}" : "}}", nameStart);
            if (close == -1) break;
            String name = template.substring(nameStart, close).trim();
            String value = vars.get(name);
            if (value == null) throw new IllegalArgumentException("no value for {{" + name + "}} in \"" + template + "\"");
            out.append(template, at, open).append(value);
            at = close + (triple ? 3 : 2);
        }
        return out.append(template, at, template.length()).toString();
    }
}
