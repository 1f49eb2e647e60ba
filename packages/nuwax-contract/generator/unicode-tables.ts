/**
 * Writes the Unicode property tables of the Python, Java and UTS SDKs from this Node's own RegExp engine, so a
 * field's `\p{…}` means in every SDK exactly what it means in the TypeScript kit (docs/sdks.md "Unicode property
 * escapes"). One command for the three files, so none is left behind when Node's Unicode version changes
 * (tests/python-parity.test.ts, tests/java-parity.test.ts and tests/sdk-uts.test.ts fail then):
 *
 *   npm run unicode-tables
 *
 * The tables are computed once (python-unicode.ts `unicodeTables()`); each language's writer only formats them.
 * The files are hand-kept SDK sources under packages/nuwax-contract/sdk/, which `npm run generate` copies into
 * generated/: run it after this.
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildJavaTables, JAVA_UNICODE_TABLES } from "./java-unicode.js";
import { buildTables, PYTHON_UNICODE_TABLES } from "./python-unicode.js";
import { buildUtsTables, UTS_UNICODE_TABLES } from "./uts-unicode.js";

/** The three table files and their sources, in the order they are written. */
export const UNICODE_TABLE_FILES: ReadonlyArray<{ language: string; path: string; build: () => string }> = [
  { language: "Python", path: PYTHON_UNICODE_TABLES, build: buildTables },
  { language: "Java", path: JAVA_UNICODE_TABLES, build: buildJavaTables },
  { language: "UTS", path: UTS_UNICODE_TABLES, build: buildUtsTables },
];

const HELP = `Usage: npm run unicode-tables

Writes the Unicode property tables of the Python, Java and UTS SDKs (packages/nuwax-contract/sdk/) from this
Node's RegExp (Node ${process.versions.node}, Unicode ${process.versions.unicode}). Run "npm run generate" after it.`;

const main = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (main && (process.argv.includes("--help") || process.argv.includes("-h"))) {
  console.log(HELP);
} else if (main) {
  for (const { language, path, build } of UNICODE_TABLE_FILES) {
    writeFileSync(path, build());
    console.log(
      `unicode-tables: wrote the ${language} tables to ${relative(process.cwd(), path)} (Unicode ${process.versions.unicode})`,
    );
  }
  console.log('unicode-tables: now run "npm run generate" to copy them into generated/');
}
