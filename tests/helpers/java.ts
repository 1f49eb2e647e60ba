/**
 * Compiling the Java SDK for the tests (docs/sdks.md "Java SDK"): generated/java/ and the
 * JUnit-free runners of tests/java/, with javac (plain Java 17, no dependency; every lint warning
 * an error). Returns the folder of the classes; the caller removes it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

/** The .java files under `dir`. */
export function javaSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".java"))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Compiles `javaDir` (default generated/java; an edited contract's generated java/ folder for
 * tests/contract-edit-e2e.test.ts) and tests/java into a new temporary folder and returns it.
 * Throws with javac's output when it fails.
 */
export function compileJava(javaDir: string = join(ROOT, "generated", "java")): string {
  const classes = mkdtempSync(join(tmpdir(), "java-sdk-"));
  const javac = spawnSync(
    "javac",
    ["-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d", classes, ...javaSources(javaDir), ...javaSources(join(ROOT, "tests", "java"))],
    { encoding: "utf8" },
  );
  if (javac.status !== 0) throw new Error(`javac failed:\n${javac.stdout}${javac.stderr}`);
  return classes;
}
