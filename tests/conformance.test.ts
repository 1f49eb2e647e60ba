// The conformance corpus (conformance/README.md) run through the TypeScript kit's public entry
// (runtime/index.ts, the package's "." export): every case of every suite, one test per case id.
// Also: every suite file validates against conformance/case.schema.json, ids are unique, and the
// derived cases are what `npm run conformance` writes from the contract today.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import {
  CONSTANTS,
  LOCALE_ALIASES,
  MESSAGE_LOCALES,
  WIDGET_CATALOG,
  checkMcpAskFormData,
  extractMcpAskFromBackendEvent,
  extractMcpAskFromToolUpdate,
  extractMcpAskInputFromToolResult,
  formatMcpAskResumeMessage,
  hasMcpAskRequestIdMarker,
  hasMcpAskResumeMessage,
  isMcpAskResumeMessage,
  matchMcpAskResumeMessage,
  resolveLocale,
  tryNormalizeMcpAskUserToolInput,
} from "../runtime/index.js";
import { CORPUS_DIR, SUITES, readSuite, staleSuites, type CorpusCase, type SuiteName } from "../conformance/derive.js";

type Runner = (input: Record<string, any>) => Record<string, unknown>;

/** The kit's answer for each suite and input kind. */
const RUNNERS: Record<SuiteName, Record<string, Runner>> = {
  catalog: {
    constants: () => ({
      toolName: CONSTANTS.toolName,
      schemaVersion: CONSTANTS.schemaVersion,
      uiVersion: CONSTANTS.uiVersion,
      defaultLocale: CONSTANTS.defaultLocale,
      otherFieldSuffix: CONSTANTS.otherFieldSuffix,
      fallbackWidget: CONSTANTS.fallbackWidget,
      widgets: WIDGET_CATALOG.map((e) => e.widget),
      choiceWidgets: WIDGET_CATALOG.filter((e) => "options" in e.requires).map((e) => e.widget),
      locales: [...MESSAGE_LOCALES],
      localeAliases: { ...LOCALE_ALIASES },
    }),
    resolveLocale: ({ locale }) => ({ locale: resolveLocale(locale ?? undefined) }),
  },
  format: {
    format: ({ question, payload, options }) => {
      try {
        return { message: formatMcpAskResumeMessage(question, payload, options ?? {}) };
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        const code = /unknown action/.test(error.message)
          ? "invalid_action"
          : /unknown dialect/.test(error.message)
            ? "invalid_dialect"
            : /requestIdMarker needs/.test(error.message)
              ? "missing_request_id"
              : "invalid_form_data";
        return { error: code };
      }
    },
  },
  recognise: {
    message: ({ text, question }) => {
      const match = matchMcpAskResumeMessage(text, question);
      if (!isMcpAskResumeMessage(text, question)) return { recognised: false };
      return { recognised: true, ...(match ? { action: match.action } : {}), ...(match?.locale ? { locale: match.locale } : {}) };
    },
    marker: ({ text, requestId }) => ({ hasMarker: hasMcpAskRequestIdMarker(text, requestId) }),
    history: ({ messages, interaction, options }) => ({ answered: hasMcpAskResumeMessage(messages, interaction, options ?? {}) }),
  },
  extract: {
    toolResult: ({ result }) => ({ input: extractMcpAskInputFromToolResult(result) ?? null }),
    backendEvent: ({ event }) => {
      const found = extractMcpAskFromBackendEvent(event);
      return found.ok ? { input: found.input, requestId: found.requestId ?? null } : { reason: found.reason };
    },
    toolUpdate: ({ update, options }) => {
      const found = extractMcpAskFromToolUpdate(update, options ?? {});
      if (!found.ok) {
        return { reason: found.reason, ...(found.problems ? { problems: found.problems.map((p) => ({ path: p.path, ...(p.code ? { code: p.code } : {}) })) } : {}) };
      }
      const { input, from, sessionUpdate, status, toolCallId, name } = found;
      return { input, from, sessionUpdate, ...(status ? { status } : {}), ...(toolCallId ? { toolCallId } : {}), name };
    },
  },
  normalize: {
    normalize: ({ input }) => {
      const result = tryNormalizeMcpAskUserToolInput(input);
      return result.ok
        ? { rawInput: result.value }
        : { problems: result.problems.map((p) => ({ path: p.path, ...(p.code ? { code: p.code } : {}) })) };
    },
  },
  respond: {
    formData: ({ question, formData }) => ({
      problems: checkMcpAskFormData(question, formData).map((p) => ({ path: p.path, code: p.code })),
    }),
  },
};

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
    for (const entry of WIDGET_CATALOG)
      for (const locale of MESSAGE_LOCALES) expect(format.some((c) => c.id === `format.widget.${entry.widget}.${locale}`)).toBe(true);
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
