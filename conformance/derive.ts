/**
 * Writes the derived cases of the conformance corpus (conformance/README.md "Derived cases"): the
 * cases that follow from the contract (each widget × each locale, each action × each locale, the
 * catalog), with the expected values the TypeScript kit computes. Hand-authored cases (no
 * `derived`) are kept as written and in place; derived cases follow them, in contract order.
 *
 *   npm run conformance            rewrite the derived cases of every suite file
 *   npm run conformance -- --check exit 1 listing the stale files (tests/conformance.test.ts runs it in memory)
 *
 * Imports the kit through its public entry (runtime/index.ts) only.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as defaultKit from "../runtime/index.js";
import type { FormField, McpAskRespondAction } from "../runtime/index.js";

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * The TypeScript kit the derived cases are computed with: the module runtime/index.ts exports. The
 * default is this checkout's kit (over generated/); a test that edits a copy of the contract passes
 * the kit copied next to that copy's generated output (conformance/README.md "Another contract").
 */
export type ConformanceKit = typeof defaultKit;

/** The suite files, in the order the runners read them. */
export const SUITES = ["catalog", "format", "recognise", "extract", "normalize", "respond"] as const;
export type SuiteName = (typeof SUITES)[number];

export interface CorpusCase {
  id: string;
  purpose: string;
  derived?: true;
  /** SDK features the case needs beyond its kind (case.schema.json "requires"). */
  requires?: Array<"dialects" | "requestIdMarkerWrite">;
  source?: string;
  input: { kind: string } & Record<string, unknown>;
  expect: Record<string, unknown>;
}

export interface SuiteFile {
  $schema?: string;
  suite: SuiteName;
  description: string;
  cases: CorpusCase[];
}

/** The path of a suite file in `corpusDir` (default: this folder). */
export const suitePath = (suite: SuiteName, corpusDir: string = CORPUS_DIR): string => join(corpusDir, `${suite}.json`);

/** The bytes a suite file is written as: two-space JSON, a final newline. */
export const serializeSuite = (file: SuiteFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** A suite file of `corpusDir` (default: this folder), parsed. Throws when it is missing or not JSON. */
export function readSuite(suite: SuiteName, corpusDir: string = CORPUS_DIR): SuiteFile {
  return JSON.parse(readFileSync(suitePath(suite, corpusDir), "utf8")) as SuiteFile;
}

/** The title every derived question carries (so the recogniser cases read the same title). */
const TITLE = "Conformance";

type CatalogEntry = ConformanceKit["WIDGET_CATALOG"][number];

/** A widget's catalog template as a plain (mutable) field, the way a question carries it. */
const templateOf = (entry: CatalogEntry): FormField => JSON.parse(JSON.stringify(entry.template)) as FormField;

/**
 * The answer a derived case sends for a widget's catalog template, from the catalog alone: a choice
 * widget its last option (checkboxes: every option; radio-with-custom: the custom marker with text),
 * a number its initialValue (else minimum, else 1), a file field one uploaded file, text two lines
 * (the continuation indent). Returns the formData entries.
 */
function sampleAnswer(kit: ConformanceKit, entry: CatalogEntry): Record<string, unknown> {
  const field = templateOf(entry) as FormField & { initialValue?: unknown; minimum?: number };
  const options = field.options ?? [];
  if ("allowCustom" in entry.requires) return { [field.name]: kit.customOptionValue(field), [kit.customTextKey(field)]: "Custom answer" };
  if (entry.valueType === "array") return { [field.name]: options.map((o) => o.value) };
  if (options.length) return { [field.name]: options[options.length - 1]!.value };
  if (entry.valueType === "number") return { [field.name]: typeof field.initialValue === "number" ? field.initialValue : (field.minimum ?? 1) };
  if (entry.valueType === "files") return { [field.name]: [{ name: "report.pdf", url: "https://example.com/api/f/report.pdf" }] };
  return { [field.name]: "First line\nsecond line" };
}

const ACTIONS: McpAskRespondAction[] = ["submit", "cancel", "skip", "timeout"];

function derivedFormat(kit: ConformanceKit): CorpusCase[] {
  const { WIDGET_CATALOG, MESSAGE_LOCALES, formatMcpAskResumeMessage } = kit;
  const cases: CorpusCase[] = [];
  for (const entry of WIDGET_CATALOG) {
    for (const locale of MESSAGE_LOCALES) {
      const question = { title: TITLE, ui: { fields: [templateOf(entry)] } };
      const payload = { action: "submit" as const, formData: sampleAnswer(kit, entry) };
      cases.push({
        id: `format.widget.${entry.widget}.${locale}`,
        purpose: `a submitted ${entry.widget} field (catalog template) in ${locale}`,
        derived: true,
        input: { kind: "format", question, payload, options: { locale } },
        expect: { message: formatMcpAskResumeMessage(question, payload, { locale }) },
      });
    }
  }
  for (const locale of MESSAGE_LOCALES) {
    for (const action of ACTIONS) {
      const question = { title: TITLE, ui: { fields: [] } };
      const payload = action === "submit" ? { action, formData: {} } : { action };
      cases.push({
        id: `format.action.${action}.${locale}`,
        purpose: action === "submit" ? `an empty form's submit message in ${locale}` : `the ${action} sentence in ${locale}`,
        derived: true,
        input: { kind: "format", question, payload, options: { locale } },
        expect: { message: formatMcpAskResumeMessage(question, payload, { locale }) },
      });
    }
  }
  return cases;
}

function derivedRecognise(kit: ConformanceKit): CorpusCase[] {
  const { WIDGET_CATALOG, MESSAGE_LOCALES, formatMcpAskResumeMessage, matchMcpAskResumeMessage } = kit;
  const cases: CorpusCase[] = [];
  const question = { title: TITLE, ui: { fields: [templateOf(WIDGET_CATALOG[0]!)] } };
  for (const locale of MESSAGE_LOCALES) {
    for (const action of ACTIONS) {
      const payload = action === "submit" ? { action, formData: sampleAnswer(kit, WIDGET_CATALOG[0]!) } : { action };
      const text = formatMcpAskResumeMessage(question, payload, { locale });
      const match = matchMcpAskResumeMessage(text, question);
      cases.push({
        id: `recognise.roundtrip.${action}.${locale}`,
        purpose: `the formatter's ${action} message in ${locale} is recognised as that action and locale`,
        derived: true,
        input: { kind: "message", text, question },
        expect: match ? { recognised: true, action: match.action, ...(match.locale ? { locale: match.locale } : {}) } : { recognised: false },
      });
      cases.push({
        id: `recognise.roundtrip.${action}.${locale}.other-title`,
        purpose: `the same ${locale} ${action} message does not answer a question with another title`,
        derived: true,
        input: { kind: "message", text, question: { ...question, title: `${TITLE} 2` } },
        expect: matchMcpAskResumeMessage(text, { ...question, title: `${TITLE} 2` }) ? { recognised: true } : { recognised: false },
      });
    }
  }
  return cases;
}

function derivedCatalog(kit: ConformanceKit): CorpusCase[] {
  const { CONSTANTS, WIDGET_CATALOG, MESSAGE_LOCALES, LOCALE_ALIASES, resolveLocale } = kit;
  const cases: CorpusCase[] = [
    {
      id: "catalog.constants",
      purpose: "the constants, widget list and locales every SDK exposes (x-nuwax.constants, widgetCatalog, messages)",
      derived: true,
      input: { kind: "constants" },
      expect: {
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
      },
    },
  ];
  for (const tag of [...MESSAGE_LOCALES, ...Object.keys(LOCALE_ALIASES)]) {
    cases.push({
      id: `catalog.locale.${tag}`,
      purpose: `the locale tag ${tag} resolves to its template locale`,
      derived: true,
      input: { kind: "resolveLocale", locale: tag },
      expect: { locale: resolveLocale(tag) },
    });
  }
  return cases;
}

const DERIVERS: Record<SuiteName, (kit: ConformanceKit) => CorpusCase[]> = {
  catalog: derivedCatalog,
  format: derivedFormat,
  recognise: derivedRecognise,
  extract: () => [],
  normalize: () => [],
  respond: () => [],
};

/** Where deriveCorpus reads the hand-authored cases and which kit computes the derived ones. */
export interface DeriveOptions {
  /** The folder of the suite files (default: this folder, conformance/). */
  corpusDir?: string;
  /** The kit (default: this checkout's runtime/index.ts over generated/). */
  kit?: ConformanceKit;
}

/**
 * Every suite file as it should be: its hand-authored cases as found in `corpusDir`, then its
 * derived cases recomputed with `kit`. Returns one entry per suite (path in `corpusDir`, new bytes);
 * writes nothing.
 */
export function deriveCorpus(options: DeriveOptions = {}): Array<{ suite: SuiteName; path: string; content: string }> {
  const { corpusDir = CORPUS_DIR, kit = defaultKit } = options;
  return SUITES.map((suite) => {
    const file = readSuite(suite, corpusDir);
    const hand = file.cases.filter((c) => c.derived !== true);
    return { suite, path: suitePath(suite, corpusDir), content: serializeSuite({ ...file, cases: [...hand, ...DERIVERS[suite](kit)] }) };
  });
}

/** Writes deriveCorpus(options) over the suite files; returns the paths whose bytes changed. */
export function writeCorpus(options: DeriveOptions = {}): string[] {
  const written: string[] = [];
  for (const { path, content } of deriveCorpus(options)) {
    if (readFileSync(path, "utf8") === content) continue;
    writeFileSync(path, content);
    written.push(path);
  }
  return written;
}

/** The suite files whose committed bytes differ from deriveCorpus(). */
export function staleSuites(): string[] {
  return deriveCorpus()
    .filter(({ path, content }) => readFileSync(path, "utf8") !== content)
    .map(({ path }) => path);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--check")) {
    const stale = staleSuites();
    for (const path of stale) process.stderr.write(`  stale: ${path}\n`);
    if (stale.length) {
      process.stderr.write(`conformance: ${stale.length} suite file(s) out of date; fix with: npm run conformance\n`);
      process.exit(1);
    }
    process.stderr.write(`conformance: ${SUITES.length} suite files up to date\n`);
  } else {
    const written = writeCorpus();
    for (const path of written) process.stderr.write(`  wrote ${path}\n`);
    process.stderr.write(`conformance: ${written.length} of ${SUITES.length} suite files changed\n`);
  }
}
