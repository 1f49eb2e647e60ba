/**
 * `nuwax-contract lint`: every contract rule as findings (rule id, severity, JSON pointer). Runs
 * the generation rules (checkContract), the lint-only rules (lintOnlyRules), and — by generating
 * the contract's own builder into a scratch directory — checks that every valid example passes the
 * rendering rules and every invalid example fails with exactly the problems it lists.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkContract, contractFrom, lintOnlyRules, readContractFiles, type ContractExample, type Finding } from "./contract.js";
import type { JsonSchema } from "./schema-tools.js";
import { generate } from "./generate.js";

/** Lints the contract at `contractPath` (its examples/ beside it). Never throws for contract problems. */
export async function lintContract(contractPath: string): Promise<Finding[]> {
  const { schema, examples, invalidExamples } = readContractFiles(contractPath);
  const findings = [...checkContract(schema, examples, invalidExamples), ...lintOnlyRules(schema)];
  if (findings.some((f) => f.severity === "error" && f.rule !== "description-required")) return findings;
  findings.push(...(await checkExamplesWithGeneratedRules(contractPath, schema, examples, invalidExamples)));
  return findings;
}

/**
 * Generates the contract's modules into a scratch directory (with node_modules linked so their
 * runtime imports resolve) and runs its normalizer on every example.
 */
async function checkExamplesWithGeneratedRules(contractPath: string, schema: JsonSchema, examples: ContractExample[], invalidExamples: ContractExample[]): Promise<Finding[]> {
  // Only run, never written: Prettier's formatting would change nothing the check sees.
  const files = await generate(contractFrom(schema, examples, invalidExamples, contractPath), { format: false });
  const dir = mkdtempSync(join(tmpdir(), "nuwax-contract-lint-"));
  try {
    const ajvPackage = createRequire(import.meta.url).resolve("ajv/package.json");
    symlinkSync(dirname(dirname(ajvPackage)), join(dir, "node_modules"), "dir");
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n'); // generated modules are ES modules
    for (const file of files) writeFileSync(join(dir, file.name), file.content);
    const builder = (await import(pathToFileURL(join(dir, "builder.ts")).href)) as {
      tryNormalizeMcpAskUserToolInput(input: unknown): { ok: true } | { ok: false; problems: unknown[] };
      checkMcpAskRawInput(input: unknown): unknown[];
    };
    const { formatProblem } = (await import(pathToFileURL(join(dir, "validators.js")).href)) as { formatProblem(p: unknown): string };
    const findings: Finding[] = [];
    for (const example of examples) {
      const problems = builder.checkMcpAskRawInput(example.data);
      for (const p of problems) findings.push({ rule: "example-valid", severity: "error", pointer: `examples/${example.file}#`, message: formatProblem(p) });
    }
    for (const example of invalidExamples) {
      const { input, problems: expected } = example.data as { input: unknown; problems: string[] };
      const result = builder.tryNormalizeMcpAskUserToolInput(input);
      const actual = result.ok ? [] : result.problems.map(formatProblem);
      const missing = expected.filter((line) => !actual.includes(line));
      const unexpected = actual.filter((line) => !expected.includes(line));
      const at = `examples/invalid/${example.file}#/problems`;
      if (result.ok) findings.push({ rule: "invalid-example-fails", severity: "error", pointer: at, message: "the input is accepted; an invalid example must be refused" });
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
      for (const line of missing) if (!reworded.has(line)) findings.push({ rule: "invalid-example-fails", severity: "error", pointer: at, message: `expected problem not reported: ${line}` });
      for (const line of unexpected) if (!renewed.has(line)) findings.push({ rule: "invalid-example-fails", severity: "error", pointer: at, message: `problem reported but not listed: ${line}` });
      if (!result.ok && missing.length === 0 && unexpected.length === 0 && actual.join("\n") !== expected.join("\n")) {
        findings.push({ rule: "invalid-example-fails", severity: "error", pointer: at, message: "problems are listed in a different order than they are reported" });
      }
    }
    return findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
