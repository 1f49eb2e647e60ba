import { mkdirSync, mkdtempSync, cpSync, writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const repoRoot = join(import.meta.dirname, "../..");

/**
 * A fresh directory under the repository's .tmp/ (inside the repo so generated modules resolve
 * node_modules like the real ones).
 */
export function tempDir(prefix: string): string {
  mkdirSync(join(repoRoot, ".tmp"), { recursive: true });
  return mkdtempSync(join(repoRoot, ".tmp", `${prefix}-`));
}

/** Copies contract/ into a temp dir, lets `edit` change the parsed schema, returns the schema path. */
export function copyContract(edit: (schema: any) => void = () => {}, options: { examples?: boolean } = {}): string {
  const dir = tempDir("contract");
  const contractDir = join(dir, "contract");
  mkdirSync(contractDir, { recursive: true });
  if (options.examples !== false) cpSync(join(repoRoot, "contract/examples"), join(contractDir, "examples"), { recursive: true });
  const schema = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
  edit(schema);
  const path = join(contractDir, "schema.json");
  writeFileSync(path, JSON.stringify(schema, null, 2));
  return path;
}
