/**
 * Loads generated/uts/ under Node for the tests (docs/sdks.md "UTS SDK"): each .uts file transpiled
 * by esbuild into a temporary folder, its imports pointed at the transpiled siblings, its
 * JSON.parse at uni-app x's (the shim's: objects become UTSJSONObject) and its == / != made strict
 * (as UTS compiles them), then imported.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";
import { installUtsShim, UTS_JSON_PARSE_GLOBAL } from "./uts-shim-runtime.js";

export const UTS_DIR = join(import.meta.dirname, "..", "..", "generated", "uts");

/** A loaded UTS module: its exported functions, classes and tables. */
export type UtsModule = Record<string, any>;

/** The .uts files of `utsDir` (default generated/uts/), by name, in name order. */
export function utsSources(utsDir: string = UTS_DIR): Map<string, string> {
  const files = readdirSync(utsDir)
    .filter((f) => f.endsWith(".uts"))
    .sort();
  return new Map(files.map((f) => [f, readFileSync(join(utsDir, f), "utf8")]));
}

/**
 * Every module of `utsDir` (default generated/uts/; an edited contract's generated uts/ folder)
 * loaded (by file name without .uts), and a cleanup that removes the temporary folder.
 */
export async function loadUtsModules(utsDir: string = UTS_DIR): Promise<{ modules: Map<string, UtsModule>; cleanup: () => void }> {
  installUtsShim();
  const dir = mkdtempSync(join(tmpdir(), "uts-run-"));
  const sources = utsSources(utsDir);
  for (const [name, source] of sources) {
    const { code } = transformSync(source, { loader: "ts", format: "esm", target: "es2022" });
    const loaded = code
      .replace(/from "(\.\/[^"]+)\.uts"/g, 'from "$1.mjs"')
      .replace(/\bJSON\.parse\(/g, `globalThis.${UTS_JSON_PARSE_GLOBAL}(`)
      // UTS's == is Kotlin's and Swift's equality: no JavaScript coercion ("" == false is false), so
      // compare strictly; `== null` stays loose (a JavaScript Map gives undefined where they give null).
      .replace(/ (==|!=) (?!null\b)/g, " $1= ");
    writeFileSync(join(dir, name.replace(/\.uts$/, ".mjs")), loaded);
  }
  const modules = new Map<string, UtsModule>();
  for (const name of sources.keys()) {
    const base = name.replace(/\.uts$/, "");
    modules.set(base, (await import(pathToFileURL(join(dir, `${base}.mjs`)).href)) as UtsModule);
  }
  return { modules, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
