// zod's jitless mode, set before any module that builds zod schemas is evaluated (main.tsx imports this
// first). The ext-apps App client builds zod object schemas when it loads, and zod then probes whether
// it may compile parsers with `new Function`: the page's CSP (no 'unsafe-eval', runtime/ask-question/browser.ts
// pageCsp) refuses it, and although zod catches the throw, Chromium reports a `securitypolicyviolation`
// (script-src eval). With jitless zod parses by interpretation and never probes
// (zod/v4/core util.allowsEval, docs/reliability-and-security.md "No script injection").
import { config } from "zod/v4/core";

config({ jitless: true });
