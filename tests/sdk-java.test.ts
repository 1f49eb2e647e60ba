/**
 * The Java SDK (generated/java/, docs/sdks.md "Java SDK"): compiled with javac (plain Java 17, no
 * dependency) together with the JUnit-free corpus runner (tests/java/), which runs every suite of
 * the conformance corpus plus the Java-only cases in tests/java/cases/ and reports a JSON summary.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusCases } from "./helpers/conformance-cases.js";
import { compileJava, runJdk } from "./helpers/java.js";

const ROOT = join(import.meta.dirname, "..");

const SUITES = ["catalog", "format", "recognise", "extract", "normalize", "respond"];
/**
 * Input kinds and corpus features the Java SDK leaves to the TypeScript kit: none. It runs every
 * kind (normalize: McpAskNormalizer; formData: McpAskFormData; toolUpdate: McpAskToolUpdates.fromToolUpdate)
 * and has every feature (ConformanceRunner.FEATURES_NOT_IN_SDK is empty).
 */
const NOT_IN_JAVA: string[] = [];
const FEATURES_NOT_IN_JAVA: string[] = [];

interface Summary {
  passed: number;
  failed: string[];
  skipped: Record<string, number>;
}

describe("the Java SDK", () => {
  let classes = "";
  beforeAll(() => {
    classes = compileJava();
  });
  afterAll(() => rmSync(classes, { recursive: true, force: true }));

  const runCorpus = (files: string[]): { summary: Summary; output: string } => {
    const java = runJdk("java", ["-cp", classes, "ai.nuwax.mcpask.ConformanceRunner", ...files]);
    const lines = java.stdout.trim().split("\n");
    return { summary: JSON.parse(lines[lines.length - 1]!) as Summary, output: `${java.stdout}${java.stderr}` };
  };

  it("runs the whole conformance corpus green", () => {
    const { summary, output } = runCorpus(SUITES.map((s) => join(CORPUS_DIR, `${s}.json`)));
    expect(summary.failed, output).toEqual([]);
    const cases = corpusCases(SUITES);
    const needsMissing = (c: (typeof cases)[number]) => (c.requires ?? []).some((f) => FEATURES_NOT_IN_JAVA.includes(f));
    const notRun = cases.filter((c) => NOT_IN_JAVA.includes(c.input.kind) || needsMissing(c)).length;
    expect(notRun).toBe(0);
    expect(summary.passed).toBe(cases.length);
    expect(summary.skipped).toEqual({});
    for (const kind of ["normalize", "formData", "toolUpdate"]) expect(cases.filter((c) => c.input.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
    expect(cases.filter((c) => c.requires !== undefined).length).toBeGreaterThanOrEqual(20);
    expect(summary.passed).toBeGreaterThan(200);
  });

  it("McpAskContract has every integer of x-nuwax.constants as a compile-time int constant (the pattern engine's limits too)", () => {
    const constants = JSON.parse(readFileSync(join(ROOT, "contract", "schema.json"), "utf8"))["x-nuwax"].constants as Record<string, unknown>;
    const javap = runJdk("javap", ["-cp", classes, "-constants", "ai.nuwax.mcpask.McpAskContract"]);
    expect(javap.status, javap.stderr).toBe(0);
    const declared = Object.fromEntries([...javap.stdout.matchAll(/public static final (?:int|long) (\w+) = (-?\d+)L?;/g)].map((m) => [m[1]!, Number(m[2])]));
    const expected = Object.fromEntries(
      Object.entries(constants)
        .filter(([, value]) => Number.isInteger(value))
        .map(([key, value]) => [key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase(), value]),
    );
    expect(declared).toEqual(expected);
    expect(declared).toMatchObject({ MAX_PROBLEMS: 200, PATTERN_MAX_REPEAT: 1000, PATTERN_MAX_PROGRAM_SIZE: 512, PATTERN_MAX_CACHED_STATES: 128 });
  });

  it("runs the Java-only cases (ACP tool updates, the pattern engine against the TypeScript engine's answers)", () => {
    const dir = join(ROOT, "tests", "java", "cases");
    const files = readdirSync(dir).map((f) => join(dir, f));
    const count = files.reduce((n, f) => n + (JSON.parse(readFileSync(f, "utf8")) as { cases: unknown[] }).cases.length, 0);
    const { summary, output } = runCorpus(files);
    expect(summary.failed, output).toEqual([]);
    expect(summary.skipped).toEqual({});
    expect(summary.passed).toBe(count);
    expect(count).toBeGreaterThanOrEqual(85);
  });

  it("refuses a pattern as the TypeScript engine does, naming the construct (runtime/contract/pattern.ts)", () => {
    const dir = mkdtempSync(join(tmpdir(), "java-pattern-"));
    try {
      const file = join(dir, "p.json");
      const source = "^(?=.*[0-9])\\w{2,1000}$";
      writeFileSync(
        file,
        JSON.stringify({
          suite: "pattern",
          description: "x",
          cases: [{ id: "pattern.x", purpose: "x", input: { kind: "pattern", source, texts: [] }, expect: { refused: "syntax" } }],
        }),
      );
      const { summary, output } = runCorpus([file]);
      expect(summary.failed).toEqual(["pattern.x"]);
      expect(output).toContain("refused: expected syntax, got unsupported");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports a failing case with its id and the difference", () => {
    const dir = mkdtempSync(join(tmpdir(), "java-bad-"));
    try {
      const bad = join(dir, "bad.json");
      writeFileSync(
        bad,
        JSON.stringify({
          suite: "catalog",
          description: "x",
          cases: [{ id: "catalog.bad", purpose: "x", input: { kind: "resolveLocale", locale: "en" }, expect: { locale: "ja-JP" } }],
        }),
      );
      const { summary, output } = runCorpus([bad]);
      expect(summary).toEqual({ passed: 0, failed: ["catalog.bad"], skipped: {} });
      expect(output).toContain("FAIL catalog.bad: locale: expected ja-JP, got en-US");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("ships the backend's i18n seed in all five locales, {{title}} as {0}", () => {
    const seed = JSON.parse(readFileSync(join(ROOT, "generated", "java", "i18n", "mcp-ask-messages.json"), "utf8")) as Array<Record<string, string>>;
    expect([...new Set(seed.map((r) => r.lang))]).toEqual(["zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP"]);
    const row = (lang: string, key: string) => seed.find((r) => r.lang === lang && r.fieldKey === key)?.fieldValue;
    expect(row("zh-CN", "PC.Components.McpAskQuestionCard.resumeSubmitted")).toBe("我已填写「{0}」，表单内容如下：");
    expect(row("en-US", "PC.Components.McpAskQuestionCard.resumeCancelled")).toBe('I cancelled "{0}".');
    expect(row("ja-JP", "PC.Components.McpAskQuestionCard.emptyFormContent")).toBe("（フォーム内容なし）");
    expect(row("zh-HK", "PC.Common.Global.yes")).toBe("是");
    expect(seed[0]).toEqual({
      type: "System",
      side: "PC",
      module: "Components",
      dataId: "-1",
      lang: "zh-CN",
      fieldKey: "PC.Components.McpAskQuestionCard.resumeSubmitted",
      fieldValue: "我已填写「{0}」，表单内容如下：",
      remark: null,
    });
  });
});
