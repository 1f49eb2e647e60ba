/**
 * Writes the Java SDK's Unicode property tables (packages/nuwax-contract/sdk/java/McpAskUnicodeTables.java) from
 * this Node's own RegExp engine (the tables python-unicode.ts computes for the Python SDK), so a field's `\p{…}`
 * means in Java exactly what it means in the TypeScript kit: every General_Category value, binary property, Script
 * and Script_Extensions value ECMAScript names, as code-point ranges. Run it when Node's Unicode version changes
 * (tests/java-parity.test.ts fails then):
 *
 *   npm run unicode-tables   (writes the Python, Java and UTS tables: unicode-tables.ts)
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unicodeTables } from "./python-unicode.js";

const here = dirname(fileURLToPath(import.meta.url));
export const JAVA_UNICODE_TABLES = join(here, "..", "sdk", "java", "McpAskUnicodeTables.java");

/**
 * The Java source of the tables: one string per table, one string per kind of name ("name=index" joined by ","),
 * read into a map when the class loads. Not `Map.ofEntries(Map.entry(…), …)`: javac's inference over ~860 generic
 * entries took 45 of the 50 seconds the whole SDK took to compile.
 */
export function buildJavaTables(): string {
  const { node, unicode, tables, names } = unicodeTables();
  // Lines of about 100 characters, each pair whole on one line ("," ends every line but the last).
  const map = (record: Record<string, number>) => {
    const lines: string[] = [];
    for (const pair of Object.entries(record).map(([k, v]) => `${k}=${v}`)) {
      const last = lines.length - 1;
      if (last >= 0 && lines[last]!.length + pair.length < 100) lines[last] += `,${pair}`;
      else lines.push(last >= 0 ? `,${pair}` : pair);
    }
    return `names(\n${lines.map((line) => `            ${JSON.stringify(line)}`).join(" +\n")})`;
  };
  return `package ai.nuwax.mcpask;

import java.util.HashMap;
import java.util.Map;

/**
 * Unicode property tables for McpAskPattern's property escapes: code-point ranges as Node ${node}'s RegExp reads
 * them (Unicode ${unicode}). Written by packages/nuwax-contract/generator/java-unicode.ts
 * (npm run unicode-tables): do not edit. Each table is "gap.length" pairs in
 * base 36 joined by ",": a range starts gap code points after the previous range's last one (the first after -1)
 * and holds length code points. The maps name every ECMAScript name (long and short) of a General_Category value,
 * a binary property, a Script and a Script_Extensions value with its table's index.
 */
final class McpAskUnicodeTables {
    private McpAskUnicodeTables() {}

    /** The Unicode version the tables hold. */
    static final String UNICODE_VERSION = ${JSON.stringify(unicode)};

    static final String[] TABLES = {
${tables.map((t) => `        ${JSON.stringify(t)},`).join("\n")}
    };

    static final Map<String, Integer> GENERAL_CATEGORY = ${map(names.gc)};

    static final Map<String, Integer> BINARY = ${map(names.binary)};

    static final Map<String, Integer> SCRIPT = ${map(names.script)};

    static final Map<String, Integer> SCRIPT_EXTENSIONS = ${map(names.scriptExtensions)};

    /** "name=index" pairs joined by "," → an unmodifiable map. */
    private static Map<String, Integer> names(String pairs) {
        Map<String, Integer> map = new HashMap<>();
        for (String pair : pairs.split(",")) {
            int eq = pair.lastIndexOf('=');
            map.put(pair.substring(0, eq), Integer.valueOf(pair.substring(eq + 1)));
        }
        return Map.copyOf(map);
    }
}
`;
}
