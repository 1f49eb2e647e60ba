/**
 * `npm run bench`: speed numbers for the contract-first core, each printed as a ratio against a
 * baseline measured in the same run on the same machine (not a test; nothing fails).
 *
 * 1. Validation throughput: generated standalone validator vs the same schema compiled by Ajv at
 *    run time with the same options (target ratio ≥ 1.0).
 * 2. Import time of the generated validator module vs importing Ajv and compiling the contract.
 * 3. Server cold start to the first tools/list answer vs a bare SDK server with one trivial tool
 *    (median of 10; target ratio ≤ 1.3).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { validateMcpAskRawInput } from "../generated/validators.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (n: number, digits = 2) => n.toFixed(digits);

const schema = JSON.parse(readFileSync(join(root, "contract/schema.json"), "utf8"));
const complete = JSON.parse(readFileSync(join(root, "contract/examples/complete-form.json"), "utf8"));
const broken = structuredClone(complete);
broken.ui.fields[0].widget = "dropdown";
broken.ui.fields[2].options[0].label = "";

function runtimeValidator() {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, verbose: true });
  (addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addKeyword({ keyword: "x-nuwax", schemaType: "object" });
  ajv.addSchema(schema);
  return ajv.getSchema(`${schema.$id}#/$defs/McpAskRawInput`)!;
}

/** Calls per second of `fn` over `ms` milliseconds. */
function throughput(fn: () => unknown, ms: number): number {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 200; i++) fn();
    n += 200;
  }
  return (n / ms) * 1000;
}

function benchValidation() {
  progress("validation throughput (5 interleaved rounds of 400 ms each)…");
  const runtime = runtimeValidator();
  const rows: string[] = [];
  for (const [label, data] of [["valid complete-form.json", complete], ["invalid (2 errors)", broken]] as const) {
    if (validateMcpAskRawInput(data) !== runtime(data)) throw new Error("validators disagree");
    const generated: number[] = [];
    const compiled: number[] = [];
    throughput(() => validateMcpAskRawInput(data), 200);
    throughput(() => runtime(data), 200);
    for (let round = 0; round < 5; round++) {
      generated.push(throughput(() => validateMcpAskRawInput(data), 400));
      compiled.push(throughput(() => runtime(data), 400));
    }
    const g = median(generated);
    const c = median(compiled);
    rows.push(`  ${label.padEnd(26)} generated ${fmt(g / 1000, 1).padStart(7)} k/s   runtime Ajv ${fmt(c / 1000, 1).padStart(7)} k/s   ratio ${fmt(g / c)} (target ≥ 1.00)`);
  }
  return rows;
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
    send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } } });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  });
}

async function benchColdStart() {
  const bin = join(root, "dist/runtime/ask-question/bin.js");
  if (!existsSync(bin)) return ["  skipped: run `npm run build` first (dist/ is missing)"];
  progress("server cold start to first tools/list (median of 10, interleaved)…");
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < 10; i++) {
    ours.push(await coldStart([bin]));
    bare.push(await coldStart([join(root, "bench/bare-server.mjs")]));
  }
  const o = median(ours);
  const b = median(bare);
  return [`  nuwax-ask-question-mcp ${fmt(o, 1).padStart(6)} ms   bare SDK server ${fmt(b, 1).padStart(6)} ms   ratio ${fmt(o / b)} (target ≤ 1.30)`];
}

const sections: Array<[string, string[]]> = [];
sections.push(["Validation throughput (McpAskRawInput)", benchValidation()]);
sections.push(["Import time", benchImport()]);
sections.push(["Cold start to first tools/list", await benchColdStart()]);
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const [title, rows] of sections) console.log(`\n${title}\n${rows.join("\n")}`);
