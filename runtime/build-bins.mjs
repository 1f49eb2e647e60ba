// Bundles the three stdio servers into dist/bin/ (README "Install footprint"): one ESM entry file per
// server (dist/bin/<name>.mjs) with the MCP SDK, Ajv, the ext-apps constants and the generated code
// inlined, so running a server needs no npm dependency at all. esbuild splits what the servers share
// into dist/bin/chunks/ (loaded by the entry, never by hand); each file has a linked source map
// without embedded sources (`node --enable-source-maps` maps stack traces back to runtime/*.ts).
// Run by `npm run build`; prints one line per entry with its size.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist/bin");

/** Entry file name (the bin name in package.json) → its source. */
const BIN_ENTRIES = {
  "nuwax-ask-question-mcp": "runtime/ask-question/bin.ts",
  "ccweb-mcp": "runtime/ccweb/bin.ts",
  "ask-user-rich": "runtime/ask-user-rich/bin.ts",
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: BIN_ENTRIES,
  outdir: out,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Whitespace and syntax only: function and class names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "linked",
  metafile: true,
  logLevel: "warning",
  // Ajv and parts of the SDK are CommonJS; an ES module has no `require` of its own.
  banner: { js: 'import { createRequire as __nuwaxCreateRequire } from "node:module"; const require = __nuwaxCreateRequire(import.meta.url);' },
});

let total = 0;
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  total += output.bytes;
  if (output.entryPoint) process.stderr.write(`build-bins: ${relative(root, join(root, file))} (${(output.bytes / 1024).toFixed(1)} KiB)\n`);
}
process.stderr.write(`build-bins: dist/bin/ holds ${(total / 2 ** 20).toFixed(2)} MiB with shared chunks and source maps\n`);
