// The system setup's build steps (tests/global-setup.ts): a step runs when its output is missing or
// older than a source, never when it is up to date, and a failing step names itself and its output.
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_STEPS, buildStale, isStale, newestMtime, type BuildStep } from "./global-setup.js";
import { repoRoot, tempDir } from "./helpers/temp.js";

/** A tree with src/a.txt, src/skipped/b.txt and a step that concatenates src/a.txt into out/bundle.txt, counting its runs. */
function fixture() {
  const root = tempDir("setup");
  mkdirSync(join(root, "src/skipped"), { recursive: true });
  writeFileSync(join(root, "src/a.txt"), "one");
  writeFileSync(join(root, "src/skipped/b.txt"), "b");
  writeFileSync(
    join(root, "build.mjs"),
    'import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";\n' +
      'mkdirSync("out", { recursive: true });\nwriteFileSync("out/bundle.txt", readFileSync("src/a.txt", "utf8"));\nappendFileSync("runs.txt", "x");\n',
  );
  const step: BuildStep = { name: "bundle", sources: ["src", "build.mjs"], skip: ["skipped"], output: "out/bundle.txt", commands: [["build.mjs"]] };
  const runs = () => (existsSync(join(root, "runs.txt")) ? readFileSync(join(root, "runs.txt"), "utf8").length : 0);
  /** Sets the modification time of `path` to `seconds` after the epoch. */
  const touch = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
  return { root, step, runs, touch };
}

describe("the system setup builds what is stale", () => {
  it("builds a missing output, then skips it until a source is newer", () => {
    const { root, step, runs, touch } = fixture();
    expect(isStale(root, step)).toBe(true);
    expect(buildStale(root, [step])).toEqual(["bundle"]);
    expect(readFileSync(join(root, "out/bundle.txt"), "utf8")).toBe("one");
    for (const path of ["src/a.txt", "src/skipped/b.txt", "build.mjs"]) touch(path, 1_000);
    touch("out/bundle.txt", 2_000);
    expect(buildStale(root, [step])).toEqual([]);
    expect(runs()).toBe(1);
    // A folder the step never reads does not make it stale.
    touch("src/skipped/b.txt", 3_000);
    expect(isStale(root, step)).toBe(false);
    // A newer source does: the next run builds the new content.
    writeFileSync(join(root, "src/a.txt"), "two");
    touch("src/a.txt", 3_000);
    expect(buildStale(root, [step])).toEqual(["bundle"]);
    expect(readFileSync(join(root, "out/bundle.txt"), "utf8")).toBe("two");
    expect(runs()).toBe(2);
  });

  it("reports a failing step with its name and output", () => {
    const { root, step } = fixture();
    writeFileSync(join(root, "build.mjs"), 'console.error("no bundler here"); process.exit(3);\n');
    expect(() => buildStale(root, [step])).toThrow(/building the bundle for the tests failed:\nno bundler here/);
  });

  it("takes the newest file of a tree, skipping node_modules, dist, .tmp and .git", () => {
    const { root, touch } = fixture();
    mkdirSync(join(root, "src/node_modules"), { recursive: true });
    writeFileSync(join(root, "src/node_modules/x.js"), "");
    touch("src/a.txt", 5_000);
    touch("src/skipped/b.txt", 4_000);
    touch("src/node_modules/x.js", 9_000);
    expect(newestMtime(join(root, "src"))).toBe(5_000_000);
    expect(newestMtime(join(root, "missing"))).toBe(0);
  });

  it("covers every part of dist/ the system tests use, in npm run build's order, each from its build script", () => {
    expect(BUILD_STEPS.map((s) => s.output)).toEqual([
      "dist/runtime/index.js",
      "dist/page/form.js",
      "dist/app/ask-question-form.html",
      "dist/bin/ask-user-rich.mjs",
    ]);
    const build = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).scripts.build as string;
    const scripts = BUILD_STEPS.map((s) => s.commands[0]![0]!.replace("node_modules/typescript/bin/", ""));
    expect(scripts).toEqual(["tsc", "runtime/build-pages.mjs", "runtime/build-pages.mjs", "runtime/build-bins.mjs"]);
    expect(BUILD_STEPS.map((s) => s.commands[0]!.slice(1))).toEqual([["-p", "tsconfig.build.json"], ["page"], ["app"], []]);
    const positions = scripts.map((script) => build.indexOf(script));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // After the setup ran (this file is in the system project), nothing is stale.
    for (const step of BUILD_STEPS) expect(isStale(repoRoot, step), step.name).toBe(false);
  });
});
