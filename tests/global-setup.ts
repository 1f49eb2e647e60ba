// Removes the scratch directories earlier test runs left in .tmp/ (kept after a run for debugging),
// then bundles the three bins from the current sources into .tmp/bin/ the way `npm run build` bundles
// dist/bin/ (runtime/build-bins.mjs): the tests start what ships (tests/helpers/mcp.ts builtServer).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";

export default function setup(): void {
  const root = join(import.meta.dirname, "..");
  rmSync(join(root, ".tmp"), { recursive: true, force: true });
  const build = spawnSync(process.execPath, [join(root, "runtime/build-bins.mjs"), "--out", join(root, ".tmp/bin")], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bundling the bins for the tests failed:\n${build.stderr}`);
}
