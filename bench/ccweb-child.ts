// Child of bench/run.ts: one measurement in a fresh process, so maxRSS is this work's peak. run.ts bundles it
// with esbuild into one plain ESM file first (no tsx loader in the process, as the servers run).
// argv: mode ("parse" | "list"), sessionsDir, conversationId. Prints { ms, maxRssKb, items }.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listUserInputs } from "../runtime/ccweb/list-user-inputs.js";

const [mode, sessionsDir, conversationId] = process.argv.slice(2) as [string, string, string];
const start = performance.now();
let items = 0;
if (mode === "parse") {
  const session = JSON.parse(readFileSync(join(sessionsDir, `${conversationId}.json`), "utf8"));
  items = session.messages.length;
} else {
  const out = await listUserInputs({ conversationId }, { sessionsDir });
  if (!out.ok) throw new Error(out.error.message);
  items = out.returnedCount;
}
const ms = performance.now() - start;
console.log(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS, items }));
