// `npm run typecheck`: tsc over the Node code (tsconfig.json) and over the two pages (tsconfig.page.json),
// both at once (two cores: each tsc is one thread), each one's diagnostics printed as a block when it ends.
// Exits 0 when both are clean, else 1.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const projects = ["tsconfig.json", "tsconfig.page.json"];

/** Runs tsc -p `project` from the repository root; resolves with its exit code and its output. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ project, code: -1, output: `${error.message}\n` }));
    child.on("close", (code) => resolve({ project, code: code ?? -1, output }));
  });
}

const results = await Promise.all(projects.map(check));
for (const { project, code, output } of results) {
  if (output) process.stdout.write(output);
  if (code !== 0) process.stderr.write(`typecheck: tsc -p ${project} failed (exit ${code})\n`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
