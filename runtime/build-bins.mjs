// Bundles the three stdio servers into dist/bin/ (docs/hosts.md "Install footprint"): one ESM entry file per
// server (dist/bin/<name>.mjs) with the MCP SDK, Ajv, the ext-apps constants and the generated code
// inlined, so running a server needs no npm dependency at all; the validators load on first use. esbuild splits what the servers share
// into dist/bin/chunks/ (loaded by the entry, never by hand); each file has a linked source map
// without embedded sources (`node --enable-source-maps` maps stack traces back to runtime/*.ts).
// Run by `npm run build`; prints one line per entry with its size. `--out DIR` writes the same files
// to DIR instead (the test suite's global setup rebuilds dist/bin/ itself when a source is newer).
import { build } from "esbuild";
import { readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outArg = process.argv.indexOf("--out");
const out = outArg > 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]) : join(root, "dist/bin");

/** Entry file name (the bin name in package.json) → its source. */
const BIN_ENTRIES = {
  "nuwax-ask-question-mcp": "runtime/ask-question/bin.ts",
  "ccweb-mcp": "runtime/ccweb/bin.ts",
  "ask-user-rich": "runtime/ask-user-rich/bin.ts",
};

rmSync(out, { recursive: true, force: true });

// The generated validators (about 1 MB of Ajv standalone code) load on first use: they are bundled
// on their own as CommonJS (dist/bin/validators.cjs), and the servers import a small stand-in with
// the same exports that require()s it the first time a validator or helper is called. Starting a
// server and answering tools/list never parses them.
const validatorsSource = join(root, "generated/validators.js");
await build({
  absWorkingDir: root,
  entryPoints: [validatorsSource],
  outfile: join(out, "validators.cjs"),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
});
const validatorExports = Object.entries(await import(pathToFileURL(validatorsSource).href));
const lazyValidators = [
  'import { createRequire } from "node:module";',
  'import { fileURLToPath } from "node:url";',
  // The stand-in may land in an entry file (dist/bin/) or a shared chunk (dist/bin/chunks/).
  'const here = new URL(".", import.meta.url);',
  'const file = new URL(here.pathname.endsWith("/chunks/") ? "../validators.cjs" : "./validators.cjs", here);',
  "let real;",
  "const load = () => (real ??= createRequire(import.meta.url)(fileURLToPath(file)));",
  // A validator reports through its own .errors: the stand-in copies them after each call.
  "function lazy(name) {",
  "  const standIn = function (...args) { const fn = load()[name]; const ok = fn.apply(this, args); standIn.errors = fn.errors; return ok; };",
  "  standIn.errors = null;",
  "  return standIn;",
  "}",
  ...validatorExports.map(([name, value]) =>
    typeof value === "function" ? `export const ${name} = lazy(${JSON.stringify(name)});` : `export const ${name} = ${JSON.stringify(value)};`,
  ),
].join("\n");
const lazyValidatorsPlugin = {
  name: "lazy-validators",
  setup(b) {
    b.onResolve({ filter: /validators\.js$/ }, (args) =>
      resolve(args.resolveDir, args.path) === validatorsSource ? { path: "lazy-validators", namespace: "lazy-validators" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "lazy-validators" }, () => ({ contents: lazyValidators, loader: "js", resolveDir: root }));
  },
};

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
  plugins: [lazyValidatorsPlugin],
  // Ajv and parts of the SDK are CommonJS; an ES module has no `require` of its own.
  banner: { js: 'import { createRequire as __nuwaxCreateRequire } from "node:module"; const require = __nuwaxCreateRequire(import.meta.url);' },
});

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (output.entryPoint && Object.values(BIN_ENTRIES).includes(output.entryPoint)) {
    process.stderr.write(`build-bins: ${relative(root, join(root, file))} (${(output.bytes / 1024).toFixed(1)} KiB)\n`);
  }
}
const bytes = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? bytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
process.stderr.write(
  `build-bins: ${relative(root, out)}/ holds ${(bytes(out) / 2 ** 20).toFixed(2)} MiB with the shared chunks, validators.cjs and source maps\n`,
);
