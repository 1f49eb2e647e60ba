/**
 * `npm run generate [-- --check] [--contract PATH] [--out DIR]`: regenerates generated/ from the
 * contract, or (--check) regenerates in memory and exits 1 listing stale files.
 * Progress goes to stderr; exit codes: 0 ok, 1 stale (check mode), 2 bad contract or usage.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadContract, ContractError } from "./contract.js";
import { generate, REGENERATE_COMMAND } from "./generate.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const HELP = `Usage: npm run generate -- [options]

Reads the contract (JSON Schema with x-nuwax) and writes every generated consumer:
types.ts, validators.js + validators.d.ts, builder.ts, formatter.ts, tools.ts, CONTRACT.md.

Options:
  --contract PATH  contract to read (default: contract/schema.json); examples/ beside it are checked
  --out DIR        output directory (default: generated/)
  --check          regenerate in memory, compare with DIR, exit 1 listing stale files
  -h, --help       show this help
`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        contract: { type: "string", default: join(repoRoot, "contract/schema.json") },
        out: { type: "string", default: join(repoRoot, "generated") },
        check: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    process.stderr.write(`generate: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const contractPath = resolve(args.contract!);
  const outDir = resolve(args.out!);
  const display = relative(process.cwd(), contractPath) || contractPath;
  const displayForBanner = contractPath.startsWith(repoRoot + "/") ? relative(repoRoot, contractPath) : display;
  process.stderr.write(`generate: reading ${display}\n`);
  let files;
  try {
    const contract = loadContract(contractPath, displayForBanner);
    process.stderr.write(`generate: contract ok (${Object.keys(contract.defs).length} $defs, ${contract.x.widgetCatalog.length} widgets, ${contract.examples.length} examples)\n`);
    files = await generate(contract);
  } catch (error) {
    if (error instanceof ContractError) {
      process.stderr.write(`generate: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`generate: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  }
  const outDisplay = relative(process.cwd(), outDir) || ".";
  if (args.check) {
    const stale: string[] = [];
    for (const file of files) {
      const path = join(outDir, file.name);
      if (!existsSync(path) || readFileSync(path, "utf8") !== file.content) stale.push(file.name);
    }
    const expected = new Set(files.map((f) => f.name));
    const extra = existsSync(outDir) ? readdirSync(outDir).filter((name) => !expected.has(name)) : [];
    if (stale.length || extra.length) {
      for (const name of stale) process.stderr.write(`  stale: ${join(outDisplay, name)}\n`);
      for (const name of extra) process.stderr.write(`  not generated (remove it): ${join(outDisplay, name)}\n`);
      const flags = [args.contract !== join(repoRoot, "contract/schema.json") ? `--contract ${display}` : "", outDir !== join(repoRoot, "generated") ? `--out ${outDisplay}` : ""].filter(Boolean).join(" ");
      process.stderr.write(`generate: ${stale.length + extra.length} file(s) out of date; fix with: ${REGENERATE_COMMAND}${flags ? ` -- ${flags}` : ""}\n`);
      return 1;
    }
    process.stderr.write(`generate: ${files.length} files up to date in ${outDisplay}\n`);
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (const file of files) {
    const path = join(outDir, file.name);
    if (existsSync(path) && readFileSync(path, "utf8") === file.content) continue;
    writeFileSync(path, file.content);
    written++;
    process.stderr.write(`  wrote ${join(outDisplay, file.name)}\n`);
  }
  process.stderr.write(`generate: ${written} of ${files.length} files changed in ${outDisplay}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`generate: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(2);
  },
);
