/** The package's own name and version, read from its package.json (never duplicated in code). */
import { readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface PackageInfo {
  name: string;
  version: string;
  /** Absolute path of the package root (the folder holding package.json). */
  root: string;
}

let cached: PackageInfo | undefined;

/**
 * Walks up from this module to the nearest package.json named nuwax-ask-question-mcp (works from
 * runtime/ under tsx and from dist/runtime/ when installed). Throws Error when none is found.
 */
export function packageInfo(): PackageInfo {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "nuwax-ask-question-mcp" && pkg.version) {
        cached = { name: pkg.name, version: pkg.version, root: dir };
        return cached;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json of nuwax-ask-question-mcp not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
