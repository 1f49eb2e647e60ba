// The suite's own ordering (docs/development.md "Tests"): tests/helpers/sequencer.ts starts the longest files
// first from tests/helpers/durations.json, which tests/helpers/write-durations.ts refreshes from vitest JSON reports.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { estimateSeconds, longestFirst } from "./helpers/sequencer.js";
import { mergeDurations } from "./helpers/write-durations.js";
import { repoRoot } from "./helpers/temp.js";

describe("test durations and order", () => {
  const report = (dir: string) => ({
    testResults: [
      { name: join(dir, "tests/pack.test.ts"), startTime: 1_000, endTime: 101_940 },
      { name: join(dir, "tests/builder.test.ts"), startTime: 5_000, endTime: 6_260 },
      { name: join(dir, "tests/gone.test.ts"), startTime: 0, endTime: 1_000 },
    ],
  });

  it("keys a report's files by their path in the repository, also for a report written in a clean clone elsewhere", () => {
    const table = { "tests/pack.test.ts": 50, "tests/fuzz.test.ts": 160.4, "tests/removed.test.ts": 3 };
    const expected = { "tests/builder.test.ts": 1.3, "tests/fuzz.test.ts": 160.4, "tests/pack.test.ts": 100.9 };
    expect(mergeDurations(table, [report(repoRoot)], repoRoot)).toEqual(expected);
    // .ci/run's clone in another folder: the same keys, no "../ci/tests/…" entries.
    expect(mergeDurations(table, [report(join(repoRoot, "..", "some-clean-clone"))], repoRoot)).toEqual(expected);
  });

  it("starts the longest files first, estimating a file the table lacks from its size", () => {
    const durations = { "tests/a.test.ts": 10, "tests/b.test.ts": 200 };
    const size = (file: string) => ({ "tests/c.test.ts": 80_000 })[file] ?? 1_000; // c: ≈ 19.5 s, a: 10 s measured
    expect(estimateSeconds("tests/b.test.ts", durations, size)).toBe(200);
    const order = longestFirst(["tests/a.test.ts", "tests/b.test.ts", "tests/c.test.ts"], (f) => f, durations, size);
    expect(order[0]).toBe("tests/b.test.ts");
    expect(order.indexOf("tests/c.test.ts")).toBeLessThan(order.indexOf("tests/a.test.ts"));
  });
});
