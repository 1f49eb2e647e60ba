// The conformance corpus (conformance/README.md) run through the TypeScript kit's public entry
// (runtime/index.ts, the package's "." export): every case of every suite, one test per case id.
// Also: every suite file validates against conformance/case.schema.json, ids are unique, and the
// derived cases are what `npm run conformance` writes from the contract today.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import * as kit from "../runtime/index.js";
import { kitRunners } from "./helpers/kit-runners.js";
import { CORPUS_DIR, SUITES, readSuite, staleSuites, type CorpusCase, type SuiteName } from "../conformance/derive.js";

/** The kit's answer for each suite and input kind (tests/helpers/kit-runners.ts). */
const RUNNERS = kitRunners(kit);

/**
 * Input kinds of the corpus the TypeScript kit does not implement, with the reason
 * (conformance/README.md "Who runs what"). A kind missing from both RUNNERS and this list fails.
 */
const NOT_IN_KIT: Record<string, string> = {};

const suites = SUITES.map((suite) => ({ suite, file: readSuite(suite) }));

describe("conformance corpus: format", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(join(CORPUS_DIR, "case.schema.json"), "utf8")));

  it.each(suites.map(({ suite, file }) => [suite, file] as const))("%s.json validates against case.schema.json and names its suite", (suite, file) => {
    expect(validate(file) ? [] : validate.errors).toEqual([]);
    expect(file.suite).toBe(suite);
    for (const c of file.cases) expect(c.id.startsWith(`${suite}.`)).toBe(true);
  });

  it("has unique ids across the corpus, hand-authored cases before derived ones", () => {
    const ids = suites.flatMap(({ file }) => file.cases.map((c) => c.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { file } of suites) {
      const firstDerived = file.cases.findIndex((c) => c.derived);
      if (firstDerived >= 0) expect(file.cases.slice(firstDerived).every((c) => c.derived)).toBe(true);
    }
  });

  it("holds the derived cases `npm run conformance` writes from the contract (fix: npm run conformance)", () => {
    expect(staleSuites()).toEqual([]);
  });

  it("covers every widget and every locale of the contract", () => {
    const format = suites.find((s) => s.suite === "format")!.file.cases;
    for (const entry of kit.WIDGET_CATALOG)
      for (const locale of kit.MESSAGE_LOCALES) expect(format.some((c) => c.id === `format.widget.${entry.widget}.${locale}`)).toBe(true);
  });
});

for (const { suite, file } of suites) {
  describe(`conformance corpus: ${suite}`, () => {
    const runnable = (c: CorpusCase) => `${suite}.${c.input.kind}` in NOT_IN_KIT === false;
    const cases = file.cases.filter(runnable);
    it.each(cases.map((c) => [c.id, c] as const))("%s", (_id, c) => {
      const run = RUNNERS[suite][c.input.kind];
      if (!run) throw new Error(`${c.id}: no TypeScript runner for ${suite} input kind "${c.input.kind}"; add it to RUNNERS or NOT_IN_KIT`);
      expect(run(c.input)).toEqual(c.expect);
    });
  });
}
