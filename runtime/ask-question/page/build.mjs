// Builds the nuwax_ask_question MCP App into ONE self-contained HTML file,
// dist/app/ask-question-form.html: the Preact renderer and the ext-apps App client inlined as an
// IIFE, tokens.css + controls.css + form.css inlined; no network, no eval. Run by `npm run build`.
import { build } from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const out = join(root, "dist/app");
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: [join(here, "main.tsx")],
  write: false,
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "none",
  logLevel: "warning",
});
// Inside an inline <script>, "</script" and "<!--" would end or confuse the element.
const js = result.outputFiles[0].text.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
// The shared design tokens and controls (the same as the interview form's), then the renderer's own layout.
const css = ["runtime/shared/ui/tokens.css", "runtime/shared/ui/controls.css", "runtime/ask-question/form/form.css"].map((file) => readFileSync(join(root, file), "utf8")).join("\n");
const html = `<!doctype html>
<html lang="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>nuwax_ask_question</title>
<style>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>
</head>
<body>
<div id="root"></div>
<script>${js}</script>
</body>
</html>
`;
writeFileSync(join(out, "ask-question-form.html"), html);
const gz = gzipSync(html).length;
process.stderr.write(`app: dist/app/ask-question-form.html ${(html.length / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzipped\n`);
