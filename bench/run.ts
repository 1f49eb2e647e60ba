/**
 * `npm run bench`: speed numbers for the contract-first core, each printed as a ratio against a
 * baseline measured in the same run on the same machine (not a test; nothing fails).
 *
 * 1. Validation throughput: the generated validateMcpAskRawInput (fast path first) vs the full
 *    validator alone (the contract compiled by Ajv at run time with the generator's options) and a
 *    hand-written Zod schema (bench/zod-form.mjs) on the complete form (targets ≥ 3× and ≥ 4×).
 * 2. Import time of the generated validator module vs importing Ajv and compiling the contract.
 * 3. Cold start of the bundled server (dist/bin) to the first tools/list answer vs a bare,
 *    unbundled SDK server with one trivial tool (median of 15; target ratio ≤ 0.7).
 * 3b. bench/server-cost.ts: the nuwax_ask_question handler per call, a tools/call round trip vs an
 *    echo tool, and the install footprint.
 * 3c. bench/host-cost.ts: the MCP SDK Client's listTools() (cold host, warm) and first callTool()
 *    against the bundled server vs the bare SDK echo server started the same way.
 * 3d. bench/pattern-cost.ts: a field's pattern per KB of text, the never-repeating worst case at
 *    patternMaxProgramSize and two cached ones, vs the platform's RegExp on a one-pass pattern.
 * 4. ccweb_list_user_inputs on a generated 100,000-message (≈50 MB) session file: median latency vs
 *    readFileSync + JSON.parse of the same file (target ≤ 0.85×), and peak RSS of a fresh process
 *    running it vs the file's size (target ≤ 2×).
 * 5. The interview form in headless Chromium: time to interactive and bytes transferred for a
 *    200-question, 10-options-each interview (targets < 1 s, < 300 KB), against a 1-question one;
 *    and keystroke-to-paint latency in show-all at 200 questions × 10 options (target ≤ 16 ms
 *    median), against the same keys on a 1-question interview.
 * 6. bench/nuwax-form.ts: the nuwax_ask_question form page at the contract's bounds (200 fields × 200
 *    options): first render and keystroke-to-paint latency (target ≤ 16 ms median) vs a 20 × 20 form.
 * 7. bench/open-pages.ts: the RSS of the bundled server in delivery browser with its open form pages
 *    (32 calls of the largest forms a message holds) vs 32 small ones (target ≤ 512 MB).
 * 8. bench/uts-cost.ts: the UTS SDK, run under Node through the test shim, against the TypeScript
 *    kit per call (normalizer, formData checker, pattern engine, 10,000 vs 100,000 unknown keys).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { performance } from "node:perf_hooks";
import { listUserInputs } from "../runtime/ccweb/list-user-inputs.js";
import { benchHandler, benchInstall, benchRoundTrip } from "./server-cost.js";
import { benchHost } from "./host-cost.js";
import { benchPattern } from "./pattern-cost.js";
import { benchNuwaxForm } from "./nuwax-form.js";
import { benchOpenPages } from "./open-pages.js";
import { benchUts } from "./uts-cost.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (n: number, digits = 2) => n.toFixed(digits);

function benchValidation() {
  const built = join(root, "dist/generated/validators.js");
  if (!existsSync(built)) return ["  skipped: run `npm run build` first (dist/ is missing)"];
  progress("validation throughput (plain node, 7 interleaved rounds of 300 ms each)…");
  const run = spawnSync(process.execPath, [join(root, "bench/validation.mjs"), root], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`bench/validation.mjs failed: ${run.stderr}`);
  const rows = JSON.parse(run.stdout) as Array<{ label: string; generated: number; full: number; zod: number }>;
  return rows.flatMap((r) => {
    const vsFull = r.generated / r.full;
    const vsZod = r.generated / r.zod;
    const valid = r.label.startsWith("valid");
    return [
      `  ${r.label.padEnd(26)} validateMcpAskRawInput ${fmt(r.generated / 1000, 1).padStart(7)} k/s   full validator ${fmt(r.full / 1000, 1).padStart(7)} k/s   Zod ${fmt(r.zod / 1000, 1).padStart(7)} k/s`,
      valid
        ? `  ${"".padEnd(26)} ratio vs full ${fmt(vsFull)} (target ≥ 3: ${vsFull >= 3 ? "met" : "missed"})   vs Zod ${fmt(vsZod)} (target ≥ 4: ${vsZod >= 4 ? "met" : "missed"})`
        : `  ${"".padEnd(26)} ratio vs full ${fmt(vsFull)} (the fast path fails, then the full validator writes the report)   vs Zod ${fmt(vsZod)}`,
    ];
  });
}

function benchImport() {
  progress("import time (median of 10 fresh processes each)…");
  const validators = join(root, existsSync(join(root, "dist/generated/validators.js")) ? "dist/generated/validators.js" : "generated/validators.js");
  const generatedScript = `const t = performance.now(); await import(${JSON.stringify(validators)}); console.log(performance.now() - t);`;
  const runtimeScript = `const t = performance.now();
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const addFormats = (await import("ajv-formats")).default;
    const fs = await import("node:fs");
    const schema = JSON.parse(fs.readFileSync(${JSON.stringify(join(root, "contract/schema.json"))}, "utf8"));
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, verbose: true });
    addFormats(ajv); ajv.addKeyword({ keyword: "x-nuwax", schemaType: "object" }); ajv.addSchema(schema);
    ajv.getSchema(schema.$id + "#/$defs/McpAskRawInput");
    console.log(performance.now() - t);`;
  const time = (script: string) => Number(spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" }).stdout.trim());
  const generated: number[] = [];
  const runtime: number[] = [];
  for (let i = 0; i < 10; i++) {
    generated.push(time(generatedScript));
    runtime.push(time(runtimeScript));
  }
  const g = median(generated);
  const r = median(runtime);
  return [`  generated validators.js ${fmt(g, 1).padStart(6)} ms   Ajv import + compile ${fmt(r, 1).padStart(6)} ms   ratio ${fmt(g / r)} (lower is better)`];
}

/** Milliseconds from spawn to the tools/list response. */
function coldStart(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["pipe", "pipe", "ignore"] });
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split("\n").slice(0, -1)) {
        const message = JSON.parse(line);
        if (message.id === 2) {
          const elapsed = performance.now() - start;
          child.kill();
          resolve(elapsed);
        }
      }
    });
    child.on("error", reject);
    const send = (m: object) => child.stdin.write(JSON.stringify(m) + "\n");
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
    });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  });
}

async function benchColdStart() {
  const bin = join(root, "dist/bin/nuwax-ask-question-mcp.mjs");
  if (!existsSync(bin)) return ["  skipped: run `npm run build` first (dist/ is missing)"];
  progress("server cold start to first tools/list (median of 15, interleaved)…");
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < 15; i++) {
    ours.push(await coldStart([bin]));
    bare.push(await coldStart([join(root, "bench/bare-server.mjs")]));
  }
  const o = median(ours);
  const b = median(bare);
  return [
    `  nuwax-ask-question-mcp (bundled) ${fmt(o, 1).padStart(6)} ms   bare SDK server (unbundled) ${fmt(b, 1).padStart(6)} ms   ratio ${fmt(o / b)} (target ≤ 0.70: ${o / b <= 0.7 ? "met" : "missed"})`,
  ];
}

/** Writes a cc-web session of `count` messages (≈500 bytes each, mixed roles, CJK, emoji). */
function writeBigSession(dir: string, id: string, count: number): number {
  const words = ["导出", "订单", "按钮", "deploy", "review", "测试", "🚀", "ok", "请", "修改", "dashboard", "👍", "金额", "format"];
  const messages = [];
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const role = ["user", "assistant", "assistant", "tool"][i % 4]!;
    let text = "";
    while (text.length < 260) text += words[Math.floor(rand() * words.length)] + " ";
    messages.push({
      id: `m-${i}`,
      role,
      content: role === "tool" ? [{ type: "tool_result", content: text }] : text,
      timestamp: new Date(1_700_000_000_000 + i * 1000).toISOString(),
    });
  }
  const json = JSON.stringify({ id, title: "bench", hasUnread: false, messages });
  writeFileSync(join(dir, `${id}.json`), json);
  return Buffer.byteLength(json);
}

async function benchCcweb() {
  const dir = mkdtempSync(join(tmpdir(), "nuwax-bench-"));
  try {
    progress("writing a 100,000-message session file…");
    const bytes = writeBigSession(dir, "big", 100_000);
    progress(`ccweb_list_user_inputs vs JSON.parse on ${fmt(bytes / 2 ** 20, 1)} MiB (median of 5, interleaved; peak memory in fresh processes)…`);
    const parse: number[] = [];
    const list: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      JSON.parse(readFileSync(join(dir, "big.json"), "utf8"));
      parse.push(performance.now() - t);
      t = performance.now();
      const out = await listUserInputs({ conversationId: "big" }, { sessionsDir: dir });
      list.push(performance.now() - t);
      if (!out.ok || out.returnedCount === 0) throw new Error("unexpected result");
    }
    // Peak memory: the child bundled into one plain ESM file (as the servers run: compiled JS, no tsx
    // loader in the process), one fresh process per measurement.
    const { build } = await import("esbuild");
    const childJs = join(dir, "ccweb-child.mjs");
    await build({
      entryPoints: [join(root, "bench/ccweb-child.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: childJs,
      logLevel: "warning",
      banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    });
    const child = (mode: string) => {
      const run = spawnSync(process.execPath, [childJs, mode, dir, "big"], { cwd: root, encoding: "utf8" });
      if (run.status !== 0) throw new Error(run.stderr);
      return JSON.parse(run.stdout) as { ms: number; maxRssKb: number };
    };
    const rssParse: number[] = [];
    const rssList: number[] = [];
    for (let i = 0; i < 3; i++) {
      rssParse.push(child("parse").maxRssKb * 1024);
      rssList.push(child("list").maxRssKb * 1024);
    }
    const p = median(parse);
    const l = median(list);
    const rl = median(rssList);
    const rp = median(rssParse);
    const mib = (n: number) => `${fmt(n / 2 ** 20, 1).padStart(7)} MiB`;
    const verdict = (met: boolean) => (met ? "met" : "MISSED");
    return [
      `  latency      list ${fmt(l, 1).padStart(7)} ms   readFileSync + JSON.parse ${fmt(p, 1).padStart(7)} ms   ratio ${fmt(l / p)} (target ≤ 0.85: ${verdict(l / p <= 0.85)})`,
      `  peak RSS     list ${mib(rl)}  file ${mib(bytes)}   ratio ${fmt(rl / bytes)} (target ≤ 2.00: ${verdict(rl / bytes <= 2)})`,
      `               (readFileSync + JSON.parse in the same kind of process: ${mib(rp).trim()}, ${fmt(rp / bytes)}× the file)`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A `questions` × `options` interview for the form benches (link delivery: the bench opens the page itself). */
function benchInterview(questions: number, options: number, { rationale }: { rationale: boolean }) {
  return {
    title: `Bench ${questions}×${options}`,
    delivery: "link",
    questions: Array.from({ length: questions }, (_, q) => ({
      id: `q${q}`,
      header: `Question ${q + 1}: which option fits best for this part of the system?`,
      body: "Some **markdown** context for the question.",
      options: Array.from({ length: options }, (_, o) => ({
        id: `o${o}`,
        label: `Option ${o + 1}`,
        description: `Why option ${o + 1} might be right.`,
      })),
      recommended: "o0",
      ...(rationale ? { rationale: "The first option is usually the safe default." } : {}),
    })),
  };
}

/** Runs `work` with the built ask-user-rich server over stdio and Debian's Chromium; closes both and removes the log folder. */
async function withAskUserRich<T>(
  work: (client: import("@modelcontextprotocol/sdk/client/index.js").Client, browser: import("playwright-core").Browser) => Promise<T>,
): Promise<T> {
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
  const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js");
  const { launchChromium } = await import("../tests/helpers/browser.js");
  const logDir = mkdtempSync(join(tmpdir(), "nuwax-bench-aur-"));
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(root, "dist/bin/ask-user-rich.mjs")],
      env: { ...(process.env as Record<string, string>), ASK_USER_RICH_LOG_DIR: logDir },
      stderr: "ignore",
    }),
  );
  const browser = await launchChromium();
  try {
    return await work(client, browser);
  } finally {
    await browser.close();
    await client.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** Median time to interactive (ms) and bytes of the form page for an interview, over `runs` fresh loads. */
async function formLoad(questions: number, options: number, runs: number): Promise<{ tti: number; bytes: number }> {
  const interview = benchInterview(questions, options, { rationale: true });
  return withAskUserRich(async (client, browser) => {
    const ttis: number[] = [];
    const bytes: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { url } = (await client.callTool({ name: "ask_user_rich", arguments: interview })).structuredContent as { url: string };
      const context = await browser.newContext();
      // Time to interactive, taken in the page: the first moment every question's chip and the
      // question heading are in the DOM (a MutationObserver), not when the test driver notices.
      await context.addInitScript((count: number) => {
        const w = window as unknown as { __ready?: number };
        new MutationObserver((_records, observer) => {
          if (document.querySelectorAll(".chip").length >= count && document.querySelector("main h2")) {
            w.__ready = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, questions);
      const page = await context.newPage();
      // Bytes on the wire: each response's encoded body plus its headers.
      const finished: Array<Promise<number>> = [];
      page.on("requestfinished", (request) => finished.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
      await page.goto(url);
      await page
        .locator(".chip")
        .nth(questions - 1)
        .waitFor();
      await page.locator("main h2").first().waitFor();
      ttis.push(await page.evaluate(() => (window as unknown as { __ready: number }).__ready));
      await page.waitForLoadState("networkidle");
      bytes.push((await Promise.all(finished)).reduce((a, b) => a + b, 0));
      await context.close();
    }
    return { tti: median(ttis), bytes: median(bytes) };
  });
}

/**
 * Keystroke-to-paint latency (ms) in show-all: typing into one question's note and moving / picking
 * its options (J, K, Space). Measured in the page: from the keydown event's timeStamp to a task
 * posted from the next animation frame, i.e. after that frame's style, layout and paint.
 * Returns the median and the 90th percentile of `keys` keystrokes.
 */
async function formKeystrokes(questions: number, options: number, keys: number): Promise<{ median: number; p90: number }> {
  const interview = benchInterview(questions, options, { rationale: false });
  return withAskUserRich(async (client, browser) => {
    const { url } = (await client.callTool({ name: "ask_user_rich", arguments: interview })).structuredContent as { url: string };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem("ask-user-rich:showAll", "1");
      const w = window as unknown as { __latency: number[] };
      w.__latency = [];
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.__latency.push(performance.now() - start);
            channel.port2.postMessage(0);
          });
        },
        true,
      );
    });
    const page = await context.newPage();
    await page.goto(url);
    await page
      .locator("[data-qid]")
      .nth(questions - 1)
      .waitFor();
    const target = `q${Math.floor(questions / 2)}`;
    await page.locator(`[data-qid="${target}"] .option`).first().focus();
    await page.waitForTimeout(500);
    const press = async (key: string) => {
      const before = await page.evaluate(() => (window as unknown as { __latency: number[] }).__latency.length);
      await page.keyboard.press(key);
      await page.waitForFunction((n) => (window as unknown as { __latency: number[] }).__latency.length > n, before);
    };
    await page.evaluate(() => ((window as unknown as { __latency: number[] }).__latency = []));
    const half = Math.floor(keys / 2);
    for (let i = 0; i < half; i++) await press(["j", "Space", "k", "Space"][i % 4]!);
    await page.locator(`[data-qid="${target}"] textarea.note`).focus();
    for (let i = 0; i < keys - half; i++) await press("abcdefghij"[i % 10]!);
    const samples = await page.evaluate(() => (window as unknown as { __latency: number[] }).__latency);
    await context.close();
    const sorted = [...samples].sort((a, b) => a - b);
    return { median: median(samples), p90: sorted[Math.floor(sorted.length * 0.9)]! };
  });
}

async function benchForm() {
  if (!existsSync(join(root, "dist/page/form.js")) || !existsSync("/usr/bin/chromium")) return ["  skipped: needs `npm run build` and /usr/bin/chromium"];
  progress("interview form in Chromium: 200 questions × 10 options vs 1 question (median of 5)…");
  const big = await formLoad(200, 10, 5);
  const small = await formLoad(1, 2, 5);
  progress("interview form in Chromium: keystroke-to-paint in show-all, 200 × 10 vs 1 question (60 keys each)…");
  const keysBig = await formKeystrokes(200, 10, 60);
  const keysSmall = await formKeystrokes(1, 10, 60);
  return [
    `  time to interactive  200×10 ${fmt(big.tti, 0).padStart(5)} ms   1 question ${fmt(small.tti, 0).padStart(5)} ms   ratio ${fmt(big.tti / small.tti)} (target < 1000 ms)`,
    `  bytes transferred    200×10 ${fmt(big.bytes / 1024, 1).padStart(6)} KiB 1 question ${fmt(small.bytes / 1024, 1).padStart(6)} KiB ratio ${fmt(big.bytes / small.bytes)} (target < 300 KB)`,
    `  keystroke-to-paint latency in show-all at 200 questions × 10 options  median ${fmt(keysBig.median, 1).padStart(5)} ms (p90 ${fmt(keysBig.p90, 1)} ms)   1 question ${fmt(keysSmall.median, 1).padStart(5)} ms   ratio ${fmt(keysBig.median / keysSmall.median)} (target ≤ 16 ms median)`,
  ];
}

/** `npm run bench -- <name>…` runs only the named sections (names below); no name runs them all. */
const SECTIONS: Array<[name: string, title: string, run: () => string[] | Promise<string[]>]> = [
  ["validation", "Validation throughput (McpAskRawInput)", benchValidation],
  ["import", "Import time", benchImport],
  ["cold-start", "Cold start to first tools/list", benchColdStart],
  ["per-call", "nuwax_ask_question per call", async () => [...benchHandler(root, progress), ...(await benchRoundTrip(root, progress))]],
  ["host", "What an MCP host pays: SDK Client listTools() and first callTool()", () => benchHost(root, progress)],
  ["pattern", "A field's pattern per KB of text (runtime/contract/pattern.ts)", () => benchPattern(progress)],
  ["install", "Install footprint", () => benchInstall(root, progress)],
  ["ccweb", "ccweb_list_user_inputs on a 100,000-message session", benchCcweb],
  ["form", "Interview form in headless Chromium", benchForm],
  ["nuwax-form", "nuwax_ask_question form page in headless Chromium (200 fields × 200 options)", () => benchNuwaxForm(root, progress)],
  ["open-pages", "Open browser pages: nuwax-ask-question-mcp's RSS (delivery browser)", () => benchOpenPages(root, progress)],
  ["uts", "UTS SDK (under the Node shim) vs the TypeScript kit", () => benchUts(root, progress)],
];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((w) => !SECTIONS.some(([name]) => name === w));
if (unknown.length) {
  process.stderr.write(`bench: unknown section(s) ${unknown.join(", ")}; the sections are ${SECTIONS.map(([name]) => name).join(", ")}\n`);
  process.exit(2);
}
const sections: Array<[string, string[]]> = [];
for (const [name, title, run] of SECTIONS) if (!wanted.length || wanted.includes(name)) sections.push([title, await run()]);
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const [title, rows] of sections) console.log(`\n${title}\n${rows.join("\n")}`);
