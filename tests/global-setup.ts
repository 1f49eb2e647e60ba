// Removes the scratch directories earlier test runs left in .tmp/ (kept after a run for debugging),
// then bundles the three bins from the current sources into .tmp/bin/ the way `npm run build` bundles
// dist/bin/ (runtime/build-bins.mjs): the tests start what ships (tests/helpers/mcp.ts builtServer).
// Tests that import the package by its own name ("nuwax-ask-question-mcp/ccweb", as a host does) get
// its exports, dist/runtime and dist/generated: compiled again here whenever a source is newer.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time of a file under `dir` (skipping the folders the library build leaves out). */
function newestMtime(dir: string, skip: ReadonlySet<string>): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) newest = Math.max(newest, newestMtime(path, skip));
    } else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** `npm run build`'s library steps (tsc -p tsconfig.build.json, then the standalone validators), when dist is older than the sources. */
function buildLibraryIfStale(root: string): void {
  const marker = join(root, "dist/runtime/index.js");
  const skip = new Set(["page-src", "form"]);
  const sources = Math.max(newestMtime(join(root, "runtime"), skip), newestMtime(join(root, "generated"), skip), statSync(join(root, "tsconfig.build.json")).mtimeMs);
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  const tsc = spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: root, encoding: "utf8" });
  if (tsc.status !== 0) throw new Error(`compiling the library for the tests failed:\n${tsc.stdout}${tsc.stderr}`);
  for (const file of ["validators.js", "validators.d.ts"]) copyFileSync(join(root, "generated", file), join(root, "dist/generated", file));
}

export default function setup(): void {
  const root = join(import.meta.dirname, "..");
  rmSync(join(root, ".tmp"), { recursive: true, force: true });
  const build = spawnSync(process.execPath, [join(root, "runtime/build-bins.mjs"), "--out", join(root, ".tmp/bin")], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bundling the bins for the tests failed:\n${build.stderr}`);
  buildLibraryIfStale(root);
}
