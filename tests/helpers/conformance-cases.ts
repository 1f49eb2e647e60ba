/**
 * Reads the conformance corpus (conformance/<suite>.json, conformance/README.md) for the SDK runners
 * that run inside vitest (the UTS source through its shim), and compares a result with a case's
 * expectation the way every runner does: each expected key must be present with a deep-equal value.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";

export const CORPUS_DIR = join(import.meta.dirname, "..", "..", "conformance");

export interface CorpusCase {
  id: string;
  purpose: string;
  /** SDK features the case needs beyond its kind (conformance/case.schema.json "requires"). */
  requires?: string[];
  input: { kind: string } & Record<string, unknown>;
  expect: Record<string, unknown>;
}

/** The cases of the given suites of `corpusDir` (default conformance/), in file order (a suite file that does not exist yet has none). */
export function corpusCases(suites: readonly string[], corpusDir: string = CORPUS_DIR): CorpusCase[] {
  return suites.flatMap((suite) => {
    const path = join(corpusDir, `${suite}.json`);
    return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as { cases: CorpusCase[] }).cases : [];
  });
}

/** "" when every key of `expected` is in `actual` with a deep-equal value; else one line per difference. */
export function compareExpect(actual: Record<string, unknown>, expected: Record<string, unknown>): string {
  return Object.entries(expected)
    .filter(([key, value]) => !(key in actual) || !isDeepStrictEqual(actual[key], value))
    .map(
      ([key, value]) =>
        `${key}: expected ${JSON.stringify(value)}, got ${key in actual ? JSON.stringify(actual[key]) : "nothing"}${"unsupported" in actual ? ` (input kind ${String(actual.unsupported)} not run by this SDK)` : ""}`,
    )
    .join("\n");
}
