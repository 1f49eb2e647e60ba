/**
 * Issue 19's "done when", end to end (docs/sdks.md "One contract edit, every SDK"; conformance/README.md
 * "Another contract"): a widget ("rating", tests/helpers/contract.ts addRatingWidget) and a locale
 * (fr-FR: answer messages, uiStrings, the alias fr) added to a copy of the contract regenerate every
 * language, the conformance corpus's derived cases are recomputed for that contract by the kit copied
 * next to its generated output, and each SDK's own runner runs THAT corpus against THAT output green:
 * the TypeScript kit (tests/helpers/kit-runners.ts), Python (tests/python/test_conformance.py under
 * pytest), Java (tests/java ConformanceRunner, one javac) and UTS (tests/uts through the shim).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUITES, readSuite, writeCorpus, type ConformanceKit } from "../conformance/derive.js";
import { loadContract } from "../packages/nuwax-contract/generator/contract.js";
import { generate } from "../packages/nuwax-contract/generator/generate.js";
import { compareExpect, corpusCases, type CorpusCase } from "./helpers/conformance-cases.js";
import { addFrenchLocale, addRatingWidget } from "./helpers/contract.js";
import { compileJava, runJdk } from "./helpers/java.js";
import { kitRunners } from "./helpers/kit-runners.js";
import { copyContract, repoRoot } from "./helpers/temp.js";
import { loadUtsModules } from "./uts/uts-loader.js";
import { utsRunner } from "./uts/uts-conformance.js";

/** What one SDK's runner reports: the ids that passed, the ids that failed (with why), and what it skipped. */
interface Run {
  passed: string[];
  failed: string[];
  skipped: number;
}

/** The derived cases the edit adds: format 10 widgets × 6 locales − 9 × 5 (+15), 4 actions in fr-FR (+4), 8 round trips in fr-FR (+8), the tags fr-FR and fr (+2). */
const ADDED_DERIVED = 15 + 4 + 8 + 2;

let root = "";
let generated = "";
let corpus = "";
let kit: ConformanceKit;
let cases: CorpusCase[] = [];

beforeAll(async () => {
  const path = copyContract((schema) => {
    addRatingWidget(schema);
    addFrenchLocale(schema);
  });
  root = dirname(dirname(path));
  generated = join(root, "generated");
  // Unformatted (format: false) is the same code without Prettier; the SDK folders are never formatted.
  for (const file of await generate(loadContract(path, "contract/schema.json"), { format: false })) {
    mkdirSync(dirname(join(generated, file.name)), { recursive: true });
    writeFileSync(join(generated, file.name), file.content);
  }
  // The kit over that output: runtime/ copied next to generated/ (its imports are ../generated/…).
  cpSync(join(repoRoot, "runtime"), join(root, "runtime"), { recursive: true });
  kit = (await import(join(root, "runtime", "index.ts"))) as ConformanceKit;
  // The corpus for that contract: the hand-authored cases as committed, the derived ones recomputed (`npm run conformance`).
  corpus = join(root, "conformance");
  mkdirSync(corpus);
  for (const suite of SUITES) copyFileSync(join(repoRoot, "conformance", `${suite}.json`), join(corpus, `${suite}.json`));
  expect(writeCorpus({ corpusDir: corpus, kit }).length).toBe(3); // catalog, format, recognise
  cases = corpusCases(SUITES, corpus);
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const byId = (id: string) => cases.find((c) => c.id === id);

describe("a widget and a locale added to the contract: the derived corpus", () => {
  it("adds the cases of the new widget and the new locale, and keeps every other case", () => {
    const committed = SUITES.flatMap((suite) => readSuite(suite).cases);
    expect(cases.filter((c) => !("derived" in c)).map((c) => c.id)).toEqual(committed.filter((c) => c.derived !== true).map((c) => c.id));
    const added = cases.map((c) => c.id).filter((id) => !committed.some((c) => c.id === id));
    expect(added.length).toBe(ADDED_DERIVED);
    expect(added).toEqual(
      expect.arrayContaining([
        "format.widget.rating.zh-CN",
        "format.widget.rating.fr-FR",
        "format.widget.text.fr-FR",
        "format.action.timeout.fr-FR",
        "recognise.roundtrip.skip.fr-FR.other-title",
        "catalog.locale.fr-FR",
        "catalog.locale.fr",
      ]),
    );
    expect(committed.length + ADDED_DERIVED).toBe(cases.length);
  });

  it("expects the French messages and the new catalog", () => {
    expect(byId("format.widget.rating.fr-FR")!.expect).toEqual({
      message: "J'ai répondu à « Conformance ». Détails :\n一句话描述需求 : First line\n  second line",
    });
    expect(byId("format.action.cancel.fr-FR")!.expect).toEqual({ message: "J'ai annulé « Conformance »." });
    expect(byId("format.action.submit.fr-FR")!.expect).toEqual({ message: "J'ai répondu à « Conformance ». Détails :\n(Aucun contenu)" });
    expect(byId("recognise.roundtrip.timeout.fr-FR")!.expect).toEqual({ recognised: true, action: "timeout", locale: "fr-FR" });
    expect(byId("catalog.locale.fr")!.expect).toEqual({ locale: "fr-FR" });
    const constants = byId("catalog.constants")!.expect as { widgets: string[]; locales: string[]; localeAliases: Record<string, string> };
    expect(constants.widgets.at(-1)).toBe("rating");
    expect(constants.locales).toEqual(["zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP", "fr-FR"]);
    expect(constants.localeAliases.fr).toBe("fr-FR");
  });
});

describe("a widget and a locale added to the contract: every SDK runs that corpus on that output", () => {
  /** The ids of the cases each runner must run: every case, less those needing a feature the runner lists (conformance/README.md "Features"). */
  const expectedIds = (featuresNotIn: string[]) => cases.filter((c) => !(c.requires ?? []).some((f) => featuresNotIn.includes(f))).map((c) => c.id);
  const newIds = [
    "format.widget.rating.fr-FR",
    "format.widget.rating.en-US",
    "format.action.skip.fr-FR",
    "recognise.roundtrip.submit.fr-FR",
    "catalog.locale.fr",
  ];

  /** Passed ids equal every case the runner must run; none failed; only the listed features' cases left out. */
  const expectGreen = (run: Run, featuresNotIn: string[]) => {
    expect(run.failed).toEqual([]);
    expect(run.passed).toEqual(expectedIds(featuresNotIn));
    expect(run.skipped).toBe(cases.length - expectedIds(featuresNotIn).length);
    expect(run.passed).toEqual(expect.arrayContaining(newIds));
  };

  it("the TypeScript kit", () => {
    const runners = kitRunners(kit);
    const run: Run = { passed: [], failed: [], skipped: 0 };
    for (const c of cases) {
      const suite = c.id.split(".")[0] as (typeof SUITES)[number];
      const actual = JSON.parse(JSON.stringify(runners[suite][c.input.kind]!(c.input)));
      if (isDeepStrictEqual(actual, c.expect)) run.passed.push(c.id);
      else run.failed.push(`${c.id}: ${JSON.stringify(actual)}`);
    }
    expectGreen(run, []);
  });

  it("the Python SDK (pytest, tests/python/test_conformance.py)", { timeout: 120_000 }, () => {
    const env = { ...process.env, NUWAX_CONFORMANCE_DIR: corpus, NUWAX_PYTHON_SDK_DIR: join(generated, "python") };
    const pytest = spawnSync("python3", ["-B", "-m", "pytest", "-v", "-p", "no:cacheprovider", "tests/python/test_conformance.py"], {
      cwd: repoRoot,
      env,
      encoding: "utf8",
    });
    const lines = pytest.stdout.split("\n");
    const ids = (status: string) => lines.flatMap((l) => l.match(new RegExp(`::test_case\\[(.+)\\] ${status}`))?.[1] ?? []);
    expect(pytest.status, pytest.stdout.slice(-4000) + pytest.stderr).toBe(0);
    expectGreen({ passed: ids("PASSED"), failed: ids("FAILED"), skipped: ids("SKIPPED").length }, []);
  });

  it("the Java SDK (javac, ConformanceRunner)", { timeout: 120_000 }, () => {
    const classes = compileJava(join(generated, "java"));
    try {
      const java = runJdk("java", ["-cp", classes, "ai.nuwax.mcpask.ConformanceRunner", ...SUITES.map((s) => join(corpus, `${s}.json`))]);
      const lines = java.stdout.trim().split("\n");
      const summary = JSON.parse(lines.at(-1)!) as { passed: number; failed: string[]; skipped: Record<string, number> };
      expect(summary.failed, java.stdout + java.stderr).toEqual([]);
      expect(summary.skipped).toEqual({});
      expect(summary.passed).toBe(cases.length);
      expect(java.status).toBe(0);
    } finally {
      rmSync(classes, { recursive: true, force: true });
    }
  });

  it("the UTS SDK (through the shim)", async () => {
    const loaded = await loadUtsModules(join(generated, "uts"));
    try {
      const runner = utsRunner(loaded.modules);
      const run: Run = { passed: [], failed: [], skipped: 0 };
      for (const c of cases) {
        const diff = compareExpect(runner(c), c.expect);
        if (diff === "") run.passed.push(c.id);
        else run.failed.push(`${c.id}: ${diff}`);
      }
      expectGreen(run, []);
    } finally {
      loaded.cleanup();
    }
  });
});
