import type { Plugin } from "esbuild";

/** zod's `locales` namespace with English only, for bundles holding ext-apps (runtime/zod-english-only.mjs). */
export declare const zodEnglishOnly: Plugin;
