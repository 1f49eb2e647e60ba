// The Python SDK (docs/sdks.md "Python SDK"): runs its pytest suite (tests/python/) on generated/python, so
// `npm test` covers it, and checks from the report that every conformance case of the kinds the SDK
// implements ran and passed under its own id.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUITES, readSuite } from "../conformance/derive.js";
import { repoRoot, tempDir } from "./helpers/temp.js";

/** The kinds tests/python/test_conformance.py lists in NOT_IN_SDK (conformance/README.md "Who runs what"). */
const NOT_IN_PYTHON = new Set<string>([]);
/** The corpus features it lists in FEATURES_NOT_IN_SDK. */
const FEATURES_NOT_IN_PYTHON = new Set<string>([]);

describe("Python SDK (generated/python) under pytest", () => {
  it("passes every test, and every conformance case it implements ran under its id", () => {
    const report = join(tempDir("pytest"), "report.xml");
    const run = spawnSync("python3", ["-m", "pytest", "tests/python", "-q", "-p", "no:cacheprovider", `--junitxml=${report}`], {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
      timeout: 120_000,
    });
    expect(run.error).toBeUndefined();
    expect(`${run.stdout}${run.stderr}`).toMatch(/\d+ passed/);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);

    const xml = readFileSync(report, "utf8");
    const passed = new Set<string>();
    for (const m of xml.matchAll(/<testcase [^>]*name="test_case\[([^\]"]+)\]"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)) {
      if (!/<(failure|error|skipped)/.test(m[3] ?? "")) passed.add(m[1]!);
    }
    const expected = SUITES.flatMap((suite) =>
      readSuite(suite)
        .cases.filter((c) => !NOT_IN_PYTHON.has(`${suite}.${c.input.kind}`) && !(c.requires ?? []).some((f) => FEATURES_NOT_IN_PYTHON.has(f)))
        .map((c) => c.id),
    );
    expect(expected.length).toBeGreaterThan(300);
    expect(expected.filter((id) => !passed.has(id))).toEqual([]);
    expect(passed.size).toBe(expected.length);
  });
});
