// An esbuild plugin for the bundles that contain the ext-apps App or AppBridge (the MCP App page,
// runtime/build-pages.mjs; the demo host page, examples/app-host/serve.ts).
import { dirname, join } from "node:path";

/**
 * zod's `locales` namespace without its 48 translations (about 190 KiB minified): ext-apps imports zod's
 * `z` object whole, so esbuild keeps every member of it, while these pages only ever report zod's issues
 * in English (zod's default, which zod's schemas import from locales/en.js directly, not from here).
 * `z.locales.en` stays; any other `z.locales.xx` is undefined in the bundle.
 * @type {import("esbuild").Plugin}
 */
export const zodEnglishOnly = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), "../locales/en.js"), namespace: "zod-locales" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
    }));
  },
};
