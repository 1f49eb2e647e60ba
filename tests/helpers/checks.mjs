// The static checks `npm test` runs before vitest (docs/development.md "Tests"), one per core at a time:
// each is one single-threaded process, and run one after another they left a core of the 2-core CI
// machine idle for most of their ~35 s. Each check's output is printed as one block when it ends, so
// the blocks of checks running side by side never interleave.
//
//   node tests/helpers/checks.mjs             generate --check, both tsc projects, prettier --check
//   node tests/helpers/checks.mjs tsc         the two tsc projects only (`npm run typecheck`)
//
// Exits 0 when every check passed, else 1 (after all of them ran, so one run lists every failure).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/bin/tsc");
const prettier = join(require.resolve("prettier/package.json"), "..", "bin/prettier.cjs");

/** One check (its name, group and the node arguments it runs), as declared in checks.d.mts. @typedef {import("./checks.d.mts").Check} Check */

/** Every check, the longest first (the pool finishes soonest when the longest starts first). @type {Check[]} */
export const CHECKS = [
  { name: "tsc -p tsconfig.json", group: "tsc", args: [tsc, "-p", "tsconfig.json"] },
  { name: "prettier --check .", group: "format", args: [prettier, "--check", ".", "--log-level", "warn"] },
  { name: "tsc -p tsconfig.page.json", group: "tsc", args: [tsc, "-p", "tsconfig.page.json"] },
  { name: "generate --check", group: "generate", args: ["--import", "tsx", "packages/nuwax-contract/generator/cli.ts", "generate", "--check"] },
];

/** Runs `check` from the repository root; resolves with its exit code (-1 when it could not start) and its output. */
function run(check) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, check.args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: -1, output: `${error.message}\n`, seconds: 0 }));
    child.on("close", (code) => resolve({ code: code ?? -1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Runs `checks` at most `slots` at a time, in their order, printing each one's output and a line with
 * its result (`checks: <name>: ok in 1.2 s`, or `failed (exit N)`; -1 when it could not start) as it
 * ends. Resolves with the checks that failed (empty when all passed); never rejects.
 * @param {Check[]} checks
 * @param {number} slots
 * @returns {Promise<Check[]>}
 */
export async function runChecks(checks, slots) {
  const failed = [];
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { code, output, seconds } = await run(check);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      process.stdout.write(`checks: ${check.name}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n`);
      if (code !== 0) failed.push(check);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, worker));
  return failed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const groups = process.argv.slice(2);
  const unknown = groups.filter((g) => !CHECKS.some((c) => c.group === g));
  if (unknown.length > 0) {
    process.stderr.write(`checks: unknown group ${unknown.join(", ")}; the groups are ${[...new Set(CHECKS.map((c) => c.group))].join(", ")}\n`);
    process.exit(2);
  }
  const chosen = groups.length === 0 ? CHECKS : CHECKS.filter((c) => groups.includes(c.group));
  const failed = await runChecks(chosen, availableParallelism());
  if (failed.length > 0) process.stderr.write(`checks: ${failed.length} failed: ${failed.map((c) => c.name).join(", ")}\n`);
  process.exit(failed.length === 0 ? 0 : 1);
}
