/**
 * Compiling the Java SDK for the tests (docs/sdks.md "Java SDK"): generated/java/ and the
 * JUnit-free runners of tests/java/, with javac (plain Java 17, no dependency; every lint warning
 * an error). Returns the folder of the classes; the caller removes it.
 */
import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Options for the tests' JVMs, each of which runs for seconds: the C1 compiler only (C2 pays off in
 * long-running programs; here it roughly doubled javac's CPU time: 7.3 → 3.3 CPU-seconds) and the
 * serial collector (no GC threads competing for the 2 cores). They change how fast the code runs,
 * never what it does.
 */
export const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"] as const;

/**
 * Runs the JDK tool `tool` (java, javac, javap) with `args` and JVM_OPTIONS (as -J options for the
 * tools that are not the launcher), UTF-8 output; returns spawnSync's result.
 */
export function runJdk(
  tool: "java" | "javac" | "javap",
  args: readonly string[],
  options: Omit<SpawnSyncOptionsWithStringEncoding, "encoding"> = {},
): SpawnSyncReturns<string> {
  const jvm = tool === "java" ? [...JVM_OPTIONS] : JVM_OPTIONS.map((option) => `-J${option}`);
  return spawnSync(tool, [...jvm, ...args], { ...options, encoding: "utf8" });
}

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
  const javac = runJdk("javac", [
    "-encoding",
    "UTF-8",
    "-Xlint:all",
    "-Werror",
    "-d",
    classes,
    ...javaSources(javaDir),
    ...javaSources(join(ROOT, "tests", "java")),
  ]);
  if (javac.status !== 0) throw new Error(`javac failed:\n${javac.stdout}${javac.stderr}`);
  return classes;
}
