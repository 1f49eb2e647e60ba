// Bundles the interview form (Preact + SortableJS + marked + DOMPurify) into dist/page/, the only
// assets the form server serves. Run by `npm run build` (and so by `npm ci` and `npm pack`).
// form.css is the shared design tokens (runtime/shared/ui/tokens.css), then the shared controls
// (runtime/shared/ui/controls.css, the same as the nuwax_ask_question renderer's), then the form's
// own stylesheet, so the page still loads one stylesheet.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "../../../dist/page");
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, "main.tsx")],
  outfile: join(out, "form.js"),
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "linked",
  logLevel: "warning",
});
copyFileSync(join(here, "form.html"), join(out, "form.html"));
const shared = ["tokens.css", "controls.css"].map((name) => readFileSync(join(here, "../../shared/ui", name), "utf8"));
writeFileSync(join(out, "form.css"), [...shared, readFileSync(join(here, "form.css"), "utf8")].join("\n"));
process.stderr.write(`page: dist/page/form.js ${(statSync(join(out, "form.js")).size / 1024).toFixed(1)} KiB\n`);
