/**
 * `nuwax-contract lint`: every contract rule as findings (rule id, severity, JSON pointer). Runs
 * the generation rules (checkContract), the lint-only rules (lintOnlyRules), and, when a rules
 * module is given (`--rules`, or package.json "nuwax-contract".rules), generates the contract into
 * a scratch directory with the rules module's folder beside it (at the same place relative to the
 * output as in the project) and checks that every valid example passes those rules and every
 * invalid example fails with exactly the problems it lists. Without one, examples are checked
 * against the schema only (checkContract).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import {
  checkContract,
  contractFrom,
  lintOnlyRules,
  readContractFiles,
  type ContractExample,
  type Finding,
} from "./contract.js";
import type { JsonSchema } from "./schema-tools.js";

/**
 * What a rules module exports (for this repository: runtime/contract/lint-rules.ts). It imports the
 * generated files by a relative path, as the project's own code does.
 */
export interface LintRulesModule {
  /** The problems of a valid example, one line each; [] when it passes. */
  exampleProblems(data: unknown): string[];
  /** The problems of an invalid example's input, one line each; undefined when it is accepted. */
  invalidExampleProblems(input: unknown): string[] | undefined;
}

export interface LintOptions {
  /** Absolute path of a rules module (LintRulesModule); none: examples are checked against the schema only. */
  rules?: string;
  /** Absolute path of the generated directory the rules module imports (default: generated/ beside the contract's folder). */
  out?: string;
}

/** Lints the contract at `contractPath` (its examples/ beside it). Never throws for contract problems. */
export async function lintContract(contractPath: string, options: LintOptions = {}): Promise<Finding[]> {
  const { schema, examples, invalidExamples } = readContractFiles(contractPath);
  const findings = [...checkContract(schema, examples, invalidExamples), ...lintOnlyRules(schema)];
  if (findings.some((f) => f.severity === "error" && f.rule !== "description-required")) return findings;
  if (options.rules) {
    const out = options.out ?? join(dirname(dirname(contractPath)), "generated");
    findings.push(
      ...(await checkExamplesWithRules(contractPath, schema, examples, invalidExamples, options.rules, out)),
    );
  }
  return findings;
}

/**
 * Generates the contract's files into a scratch directory (with node_modules linked so their
 * runtime imports resolve), copies the rules module's folder beside them as it sits beside `out`,
 * and runs the rules on every example.
 */
async function checkExamplesWithRules(
  contractPath: string,
  schema: JsonSchema,
  examples: ContractExample[],
  invalidExamples: ContractExample[],
  rulesPath: string,
  out: string,
): Promise<Finding[]> {
  // Only run, never written: Prettier's formatting would change nothing the check sees.
  // Loaded here: a lint that stops at the contract's own findings never loads the generator.
  const { generate } = await import("./generate.js");
  const files = await generate(contractFrom(schema, examples, invalidExamples, contractPath), {
    format: false,
  });
  const dir = mkdtempSync(join(tmpdir(), "nuwax-contract-lint-"));
  try {
    const ajvPackage = createRequire(import.meta.url).resolve("ajv/package.json");
    symlinkSync(dirname(dirname(ajvPackage)), join(dir, "node_modules"), "dir");
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n'); // generated modules are ES modules
    // The deepest folder holding both the output and the rules folder is the scratch directory's root.
    const kit = dirname(rulesPath);
    let common = out;
    while (relative(common, kit).startsWith("..")) common = dirname(common);
    const scratchOut = join(dir, relative(common, out));
    const scratchKit = join(dir, relative(common, kit));
    mkdirSync(scratchOut, { recursive: true });
    // The TypeScript modules only: the SDK folders (python/, java/, uts/) are not run here.
    for (const file of files)
      if (!file.name.includes("/")) writeFileSync(join(scratchOut, file.name), file.content);
    if (scratchKit !== dir && !scratchKit.startsWith(scratchOut + sep))
      cpSync(kit, scratchKit, {
        recursive: true,
        filter: (path) => !path.split(sep).includes("node_modules"),
      });
    const rules = (await import(
      pathToFileURL(join(scratchKit, basename(rulesPath))).href
    )) as LintRulesModule;
    const findings: Finding[] = [];
    for (const example of examples) {
      for (const line of rules.exampleProblems(example.data))
        findings.push({
          rule: "example-valid",
          severity: "error",
          pointer: `examples/${example.file}#`,
          message: line,
        });
    }
    for (const example of invalidExamples) {
      const { input, problems: expected } = example.data as { input: unknown; problems: string[] };
      const refused = rules.invalidExampleProblems(input);
      const actual = refused ?? [];
      const missing = expected.filter((line) => !actual.includes(line));
      const unexpected = actual.filter((line) => !expected.includes(line));
      const at = `examples/invalid/${example.file}#/problems`;
      if (!refused)
        findings.push({
          rule: "invalid-example-fails",
          severity: "error",
          pointer: at,
          message: "the input is accepted; an invalid example must be refused",
        });
      // A listed problem reported with another text at the same place (its path, before the first ": ")
      // is most often a contract change such as a widget added to an enum that the text lists: say so.
      const place = (line: string) => line.slice(0, line.indexOf(": ") + 1 || undefined);
      const reworded = new Map<string, string>();
      for (const line of missing) {
        const now = unexpected.find((u) => place(u) === place(line) && ![...reworded.values()].includes(u));
        if (now !== undefined) reworded.set(line, now);
      }
      for (const [line, now] of reworded) {
        findings.push({
          rule: "invalid-example-fails",
          severity: "error",
          pointer: at,
          message: `problem text changed: listed ${JSON.stringify(line)}, reported ${JSON.stringify(now)} — fix: if the contract change was meant (e.g. a widget or enum value added, which the text lists), put the reported text in the problems of examples/invalid/${example.file}`,
        });
      }
      const renewed = new Set(reworded.values());
      for (const line of missing)
        if (!reworded.has(line))
          findings.push({
            rule: "invalid-example-fails",
            severity: "error",
            pointer: at,
            message: `expected problem not reported: ${line}`,
          });
      for (const line of unexpected)
        if (!renewed.has(line))
          findings.push({
            rule: "invalid-example-fails",
            severity: "error",
            pointer: at,
            message: `problem reported but not listed: ${line}`,
          });
      if (
        refused &&
        missing.length === 0 &&
        unexpected.length === 0 &&
        actual.join("\n") !== expected.join("\n")
      ) {
        findings.push({
          rule: "invalid-example-fails",
          severity: "error",
          pointer: at,
          message: "problems are listed in a different order than they are reported",
        });
      }
    }
    return findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
