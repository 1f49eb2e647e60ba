// The system project's global setup (vitest.config.ts): removes the scratch directories earlier runs
// left in .tmp/ (kept after a run for debugging), then brings every part of dist/ the system tests use
// up to date with the sources, each with the same step `npm run build` runs (package.json "build"):
//   dist/runtime + dist/generated  the library and its typings (imports of "nuwax-ask-question-mcp/ccweb", npm pack)
//   dist/page                      the interview form ask-user-rich serves
//   dist/app                       the nuwax_ask_question MCP App (resources/read, the Chromium tests)
//   dist/bin                       the three bundled servers the tests start (tests/helpers/mcp.ts builtServer)
// A step runs only when one of its sources is newer than its output, so a fresh clone (no dist/) gets a
// full build, a stale bundle is never tested, and an unchanged tree costs a directory walk.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** The folders a bundle never reads from. */
const NEVER_SOURCES = new Set(["node_modules", "dist", ".tmp", ".git"]);

/** The newest modification time, in milliseconds since the epoch, of a file under `path` (or of `path` itself); 0 when it does not exist. */
export function newestMtime(path: string, skip: ReadonlySet<string> = NEVER_SOURCES): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && skip.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name), skip));
  }
  return newest;
}

/** One step of `npm run build`: the files it reads, the file it writes last, and the commands that run it. */
export interface BuildStep {
  name: string;
  /** Files or folders (relative to the repository) whose change makes the output stale. */
  sources: string[];
  /** Folders among the sources' subfolders that this step never reads (by name). */
  skip?: string[];
  /** The output whose modification time stands for the whole step's output. */
  output: string;
  /** Each command as [script, ...args], run with this node. */
  commands: string[][];
  /** Runs after the commands (for the library: the standalone validators tsc does not copy). */
  after?: (root: string) => void;
}

/** What the system tests use, in the order `npm run build` builds it. */
export const BUILD_STEPS: BuildStep[] = [
  {
    name: "library (tsc -p tsconfig.build.json)",
    sources: ["runtime", "generated", "tsconfig.build.json", "tsconfig.json"],
    skip: ["page", "ui"],
    output: "dist/runtime/index.js",
    commands: [["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"]],
    after: (root) => {
      for (const file of ["validators.js", "validators.d.ts"]) copyFileSync(join(root, "generated", file), join(root, "dist/generated", file));
    },
  },
  // The bundles read any runtime module they import, the generated code and the installed packages.
  {
    name: "interview page (dist/page)",
    sources: ["runtime", "generated", "package-lock.json"],
    output: "dist/page/form.js",
    commands: [["runtime/build-pages.mjs", "page"]],
  },
  {
    name: "MCP App (dist/app)",
    sources: ["runtime", "generated", "package-lock.json"],
    output: "dist/app/ask-question-form.html",
    commands: [["runtime/build-pages.mjs", "app"]],
  },
  {
    name: "bins (dist/bin)",
    sources: ["runtime", "generated", "package-lock.json"],
    output: "dist/bin/ask-user-rich.mjs",
    commands: [["runtime/build-bins.mjs"]],
  },
];

/** Whether `step`'s output is missing or older than one of its sources under `root`. */
export function isStale(root: string, step: BuildStep): boolean {
  const output = join(root, step.output);
  if (!existsSync(output)) return true;
  const skip = new Set([...NEVER_SOURCES, ...(step.skip ?? [])]);
  const sources = Math.max(...step.sources.map((source) => newestMtime(join(root, source), skip)));
  return statSync(output).mtimeMs < sources;
}

/** Runs every stale step under `root`; returns the names of the steps it ran. Throws with the step's output when one fails. */
export function buildStale(root: string, steps: readonly BuildStep[] = BUILD_STEPS): string[] {
  const ran: string[] = [];
  for (const step of steps) {
    if (!isStale(root, step)) continue;
    for (const [script, ...args] of step.commands) {
      const run = spawnSync(process.execPath, [join(root, script!), ...args], { cwd: root, encoding: "utf8" });
      if (run.status !== 0) throw new Error(`building the ${step.name} for the tests failed:\n${run.stdout}${run.stderr}`);
    }
    step.after?.(root);
    ran.push(step.name);
  }
  return ran;
}

export default function setup(): void {
  const root = join(import.meta.dirname, "..");
  rmSync(join(root, ".tmp"), { recursive: true, force: true });
  const started = Date.now();
  const ran = buildStale(root);
  if (ran.length > 0) process.stderr.write(`global setup: built ${ran.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
