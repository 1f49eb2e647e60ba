// Builds the two browser pages with esbuild (Preact, IIFE, ES2020, minified). Run by `npm run build`
// (and so by `npm ci` and `npm pack`); `node runtime/build-pages.mjs [page] [app]` builds only the named ones.
//   page  the interview form ask-user-rich serves, from runtime/ask-user-rich/page/: dist/page/form.js
//         (Preact + SortableJS + marked + DOMPurify, licences in form.js.LEGAL.txt), form.html, form.css
//   app   the nuwax_ask_question MCP App, from runtime/ask-question/page/: ONE self-contained file,
//         dist/app/ask-question-form.html, with the renderer and the ext-apps App client inlined as an
//         IIFE and its stylesheet inlined; no network, no eval
// Both stylesheets are the shared design tokens (runtime/shared/ui/tokens.css), then the shared controls
// (runtime/shared/ui/controls.css), then the page's own form.css, so each page loads one stylesheet.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { zodEnglishOnly } from "./zod-english-only.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const at = (path) => join(root, path);

/** The options both bundles share. */
const common = { bundle: true, minify: true, format: "iife", target: ["es2020"], jsx: "automatic", jsxImportSource: "preact", logLevel: "warning" };

/** The shared stylesheets, then `own`, as one stylesheet. */
function stylesheet(own) {
  return ["runtime/shared/ui/tokens.css", "runtime/shared/ui/controls.css", own].map((file) => readFileSync(at(file), "utf8")).join("\n");
}

const PAGES = {
  async page() {
    const from = "runtime/ask-user-rich/page";
    const out = at("dist/page");
    mkdirSync(out, { recursive: true });
    await build({ ...common, entryPoints: [at(`${from}/main.tsx`)], outfile: join(out, "form.js"), legalComments: "linked" });
    copyFileSync(at(`${from}/form.html`), join(out, "form.html"));
    writeFileSync(join(out, "form.css"), stylesheet(`${from}/form.css`));
    process.stderr.write(`page: dist/page/form.js ${(statSync(join(out, "form.js")).size / 1024).toFixed(1)} KiB\n`);
  },
  async app() {
    const from = "runtime/ask-question/page";
    const out = at("dist/app");
    mkdirSync(out, { recursive: true });
    // charset utf8: the contract's Chinese and Japanese strings as UTF-8 (3 bytes a character) rather than
    // \uXXXX escapes (6); the file says <meta charset="utf-8"> and the delivery page is sent as UTF-8.
    const result = await build({
      ...common,
      entryPoints: [at(`${from}/main.tsx`)],
      write: false,
      legalComments: "none",
      charset: "utf8",
      plugins: [zodEnglishOnly],
    });
    // Inside an inline <script>, "</script" and "<!--" would end or confuse the element.
    const js = result.outputFiles[0].text.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
    const css = stylesheet(`${from}/form.css`);
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
    process.stderr.write(`app: dist/app/ask-question-form.html ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzipped\n`);
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !Object.hasOwn(PAGES, name));
if (unknown.length > 0) {
  process.stderr.write(`build-pages: unknown page ${unknown.map((n) => JSON.stringify(n)).join(", ")}; the pages are ${Object.keys(PAGES).join(", ")}\n`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(PAGES)) await PAGES[name]();
