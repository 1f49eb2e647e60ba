/**
 * `npm run bench -- open-pages` (docs/benchmarks.md "Open browser pages"): the RSS of the bundled
 * nuwax-ask-question-mcp in delivery browser holding its open form pages. MAX_OPEN_PAGES (32) calls are
 * made one after another, each waiting on its page, for three kinds of form: small ones (the baseline),
 * the largest form the contract allows that fits a message (200 fields × 200 options of 100-character
 * values and labels, ≈ 8.6 MiB) and a small form with ≈ 9 MiB of `business` data in 300,000 small
 * entries (the most memory a message's bytes can take once parsed). It prints the pages taken and
 * refused (x-nuwax.constants.maxOpenPageBytes) and the RSS once they are open, against the baseline;
 * target ≤ 512 MB whatever the forms.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

type Progress = (text: string) => void;
const PAGES = 32; // runtime/ask-question/browser.ts MAX_OPEN_PAGES
const TARGET_MB = 512;

/** The i-th form of a kind, as an agent sends it. */
function formOf(kind: "small" | "options" | "business", i: number): Record<string, unknown> {
  const base = { requestId: `bench_${kind}_${i}`, sessionId: "bench", title: `Bench ${kind} ${i}` };
  if (kind === "small") return { ...base, ui: { fields: [{ name: "a", title: "A", widget: "radio", options: [{ value: "x", label: "X" }] }] } };
  if (kind === "options") {
    const fields = Array.from({ length: 200 }, (_, f) => ({
      name: `f${f}`,
      title: `Field ${f}`,
      widget: "checkboxes",
      options: Array.from({ length: 200 }, (_, o) => ({ value: `v${o}-`.padEnd(100, "v"), label: `Option ${o} `.padEnd(100, "l") })),
    }));
    return { ...base, ui: { fields } };
  }
  const business: Record<string, unknown> = {};
  for (let k = 0; k < 300_000; k++) business[`k${k}`] = [k, { a: k }];
  return { ...base, ui: { fields: [{ name: "a", title: "A", widget: "text" }] }, business };
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024);

/** Opens up to PAGES pages of `kind` on a fresh server; the pages taken, refused, the form's bytes and the RSS with them open. */
async function openPages(root: string, kind: "small" | "options" | "business"): Promise<{ taken: number; refused: number; formBytes: number; rssMb: number }> {
  const child = spawn(process.execPath, [join(root, "dist/bin/nuwax-ask-question-mcp.mjs")], {
    cwd: root,
    env: { ...process.env, NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "600000" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-100_000)));
  const send = (message: unknown) => new Promise<void>((resolve) => child.stdin.write(JSON.stringify(message) + "\n", () => resolve()));
  const taken = () => (stderr.match(/ at http:\/\/\S+ \(progressToken/g) ?? []).length;
  const refused = () => (stdout.match(/"isError":true/g) ?? []).length;
  try {
    await send({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
    });
    await send({ jsonrpc: "2.0", method: "notifications/initialized" });
    const form = formOf(kind, 0);
    const formBytes = Buffer.byteLength(JSON.stringify(form));
    for (let i = 0; i < PAGES; i++) {
      await send({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "nuwax_ask_question", arguments: formOf(kind, i) } });
      const deadline = Date.now() + 60_000;
      while (taken() + refused() < i + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    return { taken: taken(), refused: refused(), formBytes, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill();
  }
}

export async function benchOpenPages(root: string, progress: Progress): Promise<string[]> {
  const rows: string[] = [];
  progress(`open browser pages: ${PAGES} calls each of small forms (baseline), 200 × 200-option forms, 9 MiB of business data…`);
  const small = await openPages(root, "small");
  rows.push(`  ${PAGES} small forms          ${small.taken} open, ${small.refused} refused, RSS ${String(small.rssMb).padStart(4)} MB (baseline)`);
  for (const [kind, label] of [
    ["options", "200 × 200-option forms"],
    ["business", "9 MiB business forms  "],
  ] as const) {
    const run = await openPages(root, kind);
    rows.push(
      `  ${label} (${(run.formBytes / 2 ** 20).toFixed(1)} MiB each) ${run.taken} open, ${run.refused} refused (maxOpenPageBytes), RSS ${String(run.rssMb).padStart(4)} MB, ratio ${(run.rssMb / small.rssMb).toFixed(2)} (target ≤ ${TARGET_MB} MB: ${run.rssMb <= TARGET_MB ? "met" : "missed"})`,
    );
  }
  return rows;
}
