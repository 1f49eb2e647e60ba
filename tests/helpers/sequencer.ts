// The order vitest starts the test files in (vitest.config.ts `sequence.sequencer`): the longest first, so
// on two workers the long system files (the browser suites, npm pack, the contract workflow) overlap the
// many short ones instead of starting last and running alone at the end. How long a file takes comes from
// tests/helpers/durations.json (seconds per file, measured on the 2-core CI machine; refresh it with
// `npm run test:durations` after a full run wrote its JSON report), else from the file's size.
import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds per test file (path relative to the repository, e.g. "tests/pack.test.ts"), as measured. */
export type Durations = Record<string, number>;

const root = join(import.meta.dirname, "../..");

/** The committed table of tests/helpers/durations.json; {} when it is missing or not JSON. */
export function readDurations(path = join(root, "tests/helpers/durations.json")): Durations {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Durations;
  } catch {
    return {};
  }
}

/**
 * The estimated seconds of the test file `file` (relative to the repository): its entry in `durations`,
 * else one second per 4 KB of source (a new file is assumed as long as files of its size usually are,
 * never zero, so it is not left for the end).
 */
export function estimateSeconds(file: string, durations: Durations, sizeOf: (file: string) => number): number {
  const measured = durations[file];
  if (typeof measured === "number" && Number.isFinite(measured)) return measured;
  return Math.max(1, sizeOf(file) / 4096);
}

/**
 * `files` ordered longest first by estimateSeconds (a stable sort: equal estimates keep vitest's order).
 * `pathOf` gives each file's path relative to the repository.
 */
export function longestFirst<T>(files: readonly T[], pathOf: (file: T) => string, durations: Durations, sizeOf: (file: string) => number): T[] {
  const seconds = new Map(files.map((file) => [file, estimateSeconds(pathOf(file), durations, sizeOf)]));
  return [...files].sort((a, b) => seconds.get(b)! - seconds.get(a)!);
}

/** Vitest's sequencer with the sort replaced by longestFirst over the committed durations (sharding is vitest's). */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const sizeOf = (file: string) => {
      try {
        return statSync(join(root, file)).size;
      } catch {
        return 0;
      }
    };
    return longestFirst(files, (spec) => relative(root, spec.moduleId).split("\\").join("/"), durations, sizeOf);
  }
}
