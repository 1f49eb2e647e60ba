// `npm run test:durations [-- REPORT...]`: writes tests/helpers/durations.json (what tests/helpers/sequencer.ts
// orders the files by) from vitest JSON reports (`vitest run --reporter=json --outputFile=REPORT`; .ci/run writes
// .ci/vitest-report.json). Each file's seconds are its last report's end minus start, rounded to 0.1 s; files of
// the table that no report names keep their entry, files that no longer exist are dropped.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readDurations, type Durations } from "./sequencer.js";

/** The part of a vitest JSON report this reads. */
interface Report {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

/**
 * A test file's key in the table: its path relative to `root`, or, for a report written in another
 * checkout (a clean clone `.ci/run` ran in), its path from that checkout's `tests/` folder on.
 */
function keyOf(name: string, root: string): string {
  const path = relative(root, name).split("\\").join("/");
  if (!path.startsWith("../")) return path;
  const at = name.split("\\").join("/").lastIndexOf("/tests/");
  return at >= 0
    ? name
        .split("\\")
        .join("/")
        .slice(at + 1)
    : path;
}

/** `table` updated with the seconds of every file of `reports` (paths relative to `root`), entries sorted by path. */
export function mergeDurations(table: Durations, reports: readonly Report[], root: string): Durations {
  const next: Durations = { ...table };
  for (const report of reports) {
    for (const file of report.testResults) {
      next[keyOf(file.name, root)] = Math.round((file.endTime - file.startTime) / 100) / 10;
    }
  }
  return Object.fromEntries(
    Object.entries(next)
      .filter(([file]) => !file.startsWith("../") && existsSync(join(root, file)))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, "../..");
  const paths = process.argv.slice(2);
  if (paths.some((p) => p === "--help" || p === "-h")) {
    process.stdout.write(
      "Usage: npm run test:durations [-- REPORT.json ...]\n\nUpdates tests/helpers/durations.json (the seconds the longest-first sequencer orders test files by)\nfrom vitest JSON reports; with no report, from .ci/vitest-report.json (written by .ci/run).\n",
    );
    process.exit(0);
  }
  const missing = paths.filter((p) => !existsSync(p));
  if (missing.length) {
    process.stderr.write(`test:durations: no such report: ${missing.join(", ")} (run .ci/run, or vitest run --reporter=json --outputFile=REPORT)\n`);
    process.exit(2);
  }
  const reports = (paths.length ? paths : [join(root, ".ci/vitest-report.json")]).map((path) => JSON.parse(readFileSync(path, "utf8")) as Report);
  const out = join(root, "tests/helpers/durations.json");
  writeFileSync(out, JSON.stringify(mergeDurations(readDurations(out), reports, root), null, 2) + "\n");
  process.stdout.write(`wrote ${relative(process.cwd(), out)}\n`);
}
