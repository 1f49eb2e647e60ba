// The static checks `npm test` runs (docs/development.md "Tests"), one per core at a time: each is one
// single-threaded process, and run one after another they left a core of the 2-core CI machine idle for
// most of their ~35 s. Each check's output is printed as one block when it ends, so the blocks of checks
// running side by side never interleave.
//
//   node tests/helpers/checks.mjs                   generate --check, both tsc projects, prettier --check
//   node tests/helpers/checks.mjs tsc               the two tsc projects only (`npm run typecheck`)
//   node tests/helpers/checks.mjs -- vitest run …   the checks at a lower CPU priority (nice 10) while the
//                                                   command runs (`npm test`): vitest's browser files wait on
//                                                   Chromium for about a tenth of the run, and the checks take
//                                                   that idle CPU instead of holding vitest back by ~30 s
//
// Exits 0 when every check passed (and the command, if any, exited 0), else 1 or the command's status
// (after all of them ran, so one run lists every failure).
import { spawn } from "node:child_process";
import { availableParallelism, getPriority, setPriority } from "node:os";
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

/**
 * Runs `check` from the repository root `niceness` steps nicer than this process (as `nice -n`: higher
 * is a lower CPU priority, capped at 19); resolves with its exit code (-1 when it could not start) and
 * its output.
 */
function run(check, niceness) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, check.args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    if (niceness > 0 && child.pid !== undefined) {
      try {
        // setPriority takes an absolute niceness: relative to ours, so `nice npm test` stays nicer still.
        setPriority(child.pid, Math.min(19, getPriority() + niceness));
      } catch {
        // The process already ended, or the system refuses: it runs at the default priority.
      }
    }
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
 * ends. Each runs `niceness` steps nicer than this process (0, its own priority, unless given). Resolves
 * with the checks that failed (empty when all passed); never rejects.
 * @param {Check[]} checks
 * @param {number} slots
 * @param {number} [niceness]
 * @returns {Promise<Check[]>}
 */
export async function runChecks(checks, slots, niceness = 0) {
  const failed = [];
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { code, output, seconds } = await run(check, niceness);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      process.stdout.write(`checks: ${check.name}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n`);
      if (code !== 0) failed.push(check);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, worker));
  return failed;
}

/**
 * Runs `command` ([file, ...args], its output straight to this process's stdout and stderr) while
 * `checks` run `slots` at a time at nice 10, then prints one line for the checks (`checks: all 4 ok`, or
 * `checks: 1 of 4 failed: <names> (output above)`). Resolves with the exit status `npm test` should have:
 * the command's when it failed (1 when a signal ended it, -1 when it could not start), else 1 when a
 * check failed, else 0; never rejects.
 * @param {Check[]} checks
 * @param {number} slots
 * @param {string[]} command
 * @returns {Promise<number>}
 */
export async function runBeside(checks, slots, command) {
  const [file, ...args] = command;
  const commandStatus = new Promise((resolve) => {
    const child = spawn(file, args, { cwd: process.cwd(), stdio: "inherit" });
    child.on("error", (error) => {
      process.stderr.write(`checks: cannot start ${file}: ${error.message}\n`);
      resolve(-1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
  const failed = await runChecks(checks, slots, 10);
  const status = await commandStatus;
  process.stdout.write(
    failed.length === 0
      ? `checks: all ${checks.length} ok\n`
      : `checks: ${failed.length} of ${checks.length} failed: ${failed.map((c) => c.name).join(", ")} (output above)\n`,
  );
  return status !== 0 ? status : failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf("--");
  const groups = dash < 0 ? argv : argv.slice(0, dash);
  const command = dash < 0 ? [] : argv.slice(dash + 1);
  const unknown = groups.filter((g) => !CHECKS.some((c) => c.group === g));
  if (unknown.length > 0) {
    process.stderr.write(`checks: unknown group ${unknown.join(", ")}; the groups are ${[...new Set(CHECKS.map((c) => c.group))].join(", ")}\n`);
    process.exit(2);
  }
  if (dash >= 0 && command.length === 0) {
    process.stderr.write("checks: nothing after --; give the command to run beside the checks, e.g. -- npx vitest run\n");
    process.exit(2);
  }
  const chosen = groups.length === 0 ? CHECKS : CHECKS.filter((c) => groups.includes(c.group));
  if (command.length > 0) process.exit(await runBeside(chosen, availableParallelism(), command));
  const failed = await runChecks(chosen, availableParallelism());
  if (failed.length > 0) process.stderr.write(`checks: ${failed.length} failed: ${failed.map((c) => c.name).join(", ")}\n`);
  process.exit(failed.length === 0 ? 0 : 1);
}
