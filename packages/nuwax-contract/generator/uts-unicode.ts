/**
 * Writes the UTS SDK's Unicode property tables (packages/nuwax-contract/sdk/uts/mcpAskUnicodeTables.uts)
 * from this Node's own RegExp engine, the data python-unicode.ts writes for Python, so a field's `\p{…}`
 * means in UTS exactly what it means in the TypeScript kit: every General_Category value, binary
 * property, Script and Script_Extensions value ECMAScript names, as code-point ranges. Run it when
 * Node's Unicode version changes (tests/sdk-uts.test.ts fails then):
 *
 *   npm run unicode-tables   (writes the Python, Java and UTS tables: unicode-tables.ts)
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unicodeTables } from "./python-unicode.js";

const here = dirname(fileURLToPath(import.meta.url));
export const UTS_UNICODE_TABLES = join(here, "..", "sdk", "uts", "mcpAskUnicodeTables.uts");

/** The .uts source of the tables (UTS rules: typed constants, named object types, no undefined). */
export function buildUtsTables(): string {
  const { tables, names } = unicodeTables();
  const entries = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([name, table]) => `\t{ name: ${JSON.stringify(name)}, table: ${table} } as McpAskUnicodeName`)
      .join(",\n");
  return `// Unicode property tables for mcpAskPattern.uts's \\p{…}: code-point ranges as Node ${process.versions.node}'s RegExp reads
// them (Unicode ${process.versions.unicode}). Written by packages/nuwax-contract/generator/uts-unicode.ts
// (npm run unicode-tables): do not edit. Each table is "gap.length" pairs in base 36
// joined by ",": a range starts \`gap\` code points after the previous range's last one (the first after -1) and
// holds \`length\` code points. The name lists map every ECMAScript name (long and short) of a General_Category
// value, a binary property, a Script and a Script_Extensions value to its table.

/** The Unicode version of the tables (Node's process.versions.unicode when they were written). */
export const MCP_ASK_UNICODE_VERSION: string = ${JSON.stringify(process.versions.unicode)}

/** Every table, encoded (see above). */
export const MCP_ASK_UNICODE_TABLES: string[] = [
${tables.map((t) => `\t${JSON.stringify(t)}`).join(",\n")}
]

/** A property name (or value name) and the index of its table in MCP_ASK_UNICODE_TABLES. */
export type McpAskUnicodeName = {
\tname: string
\ttable: number
}

/** General_Category values: \\p{L}, \\p{gc=Lu}, \\p{General_Category=Letter}. */
export const MCP_ASK_UNICODE_GENERAL_CATEGORY: McpAskUnicodeName[] = [
${entries(names.gc)}
]

/** Binary properties: \\p{ASCII}, \\p{Alphabetic}, \\p{Emoji}. */
export const MCP_ASK_UNICODE_BINARY: McpAskUnicodeName[] = [
${entries(names.binary)}
]

/** Script values: \\p{sc=Han}, \\p{Script=Latin}. */
export const MCP_ASK_UNICODE_SCRIPT: McpAskUnicodeName[] = [
${entries(names.script)}
]

/** Script_Extensions values: \\p{scx=Hira}, \\p{Script_Extensions=Hiragana}. */
export const MCP_ASK_UNICODE_SCRIPT_EXTENSIONS: McpAskUnicodeName[] = [
${entries(names.scriptExtensions)}
]
`;
}
