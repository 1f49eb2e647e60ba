/**
 * `npm run bench` rows for what a server costs per call and per install (docs/benchmarks.md):
 * - the nuwax_ask_question handler in process vs a handler that returns the same result with no
 *   work (target ≤ 20 µs per call);
 * - a tools/call round trip over stdio to the bundled server vs an echo tool of a bare SDK server
 *   carrying the same JSON (target ratio ≤ 1.7);
 * - what `npx -y nuwax-ask-question-mcp` installs (targets ≤ 10 packages, ≤ 10 MB) vs the same
 *   install with the contract CLI beside it (what 0.1 installed: the generator's toolchain).
 */
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { askQuestion } from "../runtime/ask-question/server.js";
import { CONSTANTS } from "../generated/types.js";

type Progress = (text: string) => void;
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const met = (ok: boolean) => (ok ? "met" : "missed");

/** Microseconds per call of `work`, median of 7 rounds of `calls` calls each, interleaved with `baseline`. */
function perCall(work: () => unknown, baseline: () => unknown, calls = 20_000): { work: number; baseline: number } {
  const rounds = { work: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < calls; i++) (work(), baseline()); // warm up both
  for (let r = 0; r < 7; r++) {
    for (const [name, f] of [
      ["work", work],
      ["baseline", baseline],
    ] as const) {
      const start = performance.now();
      for (let i = 0; i < calls; i++) f();
      rounds[name].push(((performance.now() - start) * 1000) / calls);
    }
  }
  return { work: median(rounds.work), baseline: median(rounds.baseline) };
}

export function benchHandler(root: string, progress: Progress): string[] {
  progress("nuwax_ask_question handler in process (7 interleaved rounds of 20,000 calls)…");
  const complete = JSON.parse(readFileSync(join(root, "contract/examples/complete-form.json"), "utf8"));
  const canonical = askQuestion(complete).structuredContent as { input: unknown };
  // The no-work handler: the same result built from an input that is already canonical.
  const noWork = () => {
    const structured = { status: "pending", requestId: complete.requestId, revision: 1, message: CONSTANTS.pendingMessage, input: canonical.input };
    return {
      content: [
        { type: "text", text: CONSTANTS.pendingMessage },
        { type: "text", text: JSON.stringify(structured) },
      ],
      structuredContent: structured,
    };
  };
  const { work, baseline } = perCall(() => askQuestion(complete), noWork);
  return [
    `  askQuestion(complete form) ${fmt(work, 1).padStart(6)} µs/call (target ≤ 20 µs/call: ${met(work <= 20)})   ` +
      `same result with no work ${fmt(baseline, 1).padStart(6)} µs/call   ratio ${fmt(work / baseline)}   handler work ${fmt(work - baseline, 1)} µs`,
  ];
}

/** A minimal JSON-RPC client on a child's stdio: one request at a time, answers matched by id. */
class RawClient {
  private buffer = "";
  private waiting = new Map<number, () => void>();
  private nextId = 1;
  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf("\n")) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        const id = (JSON.parse(line) as { id?: number }).id;
        if (id !== undefined) this.waiting.get(id)?.();
      }
    });
  }
  request(method: string, params: unknown): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, () => (this.waiting.delete(id), resolve()));
      this.child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
    });
  }
  notify(method: string) {
    this.child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method }) + "\n");
  }
}

async function startRaw(args: string[], cwd: string): Promise<{ client: RawClient; stop: () => void }> {
  const child = spawn(process.execPath, args, { cwd, stdio: ["pipe", "pipe", "ignore"] }) as unknown as ChildProcessWithoutNullStreams;
  const client = new RawClient(child);
  await client.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } });
  client.notify("notifications/initialized");
  return { client, stop: () => child.kill() };
}

export async function benchRoundTrip(root: string, progress: Progress): Promise<string[]> {
  const bin = join(root, "dist/bin/nuwax-ask-question-mcp.mjs");
  if (!existsSync(bin)) return ["  skipped: run `npm run build` first (dist/ is missing)"];
  progress("tools/call round trip over stdio, bundled server vs an echo tool (7 interleaved rounds of 300 calls)…");
  const complete = JSON.parse(readFileSync(join(root, "contract/examples/complete-form.json"), "utf8"));
  const ours = await startRaw([bin], root);
  const echo = await startRaw([join(root, "bench/echo-server.mjs")], root);
  try {
    const round = async (client: RawClient, name: string) => {
      const start = performance.now();
      for (let i = 0; i < 300; i++) await client.request("tools/call", { name, arguments: complete });
      return ((performance.now() - start) * 1000) / 300;
    };
    await round(ours.client, "nuwax_ask_question");
    await round(echo.client, "echo");
    const o: number[] = [];
    const e: number[] = [];
    for (let r = 0; r < 7; r++) {
      o.push(await round(ours.client, "nuwax_ask_question"));
      e.push(await round(echo.client, "echo"));
    }
    const mo = median(o);
    const me = median(e);
    return [
      `  nuwax_ask_question ${fmt(mo, 0).padStart(5)} µs/call   echo tool, same JSON ${fmt(me, 0).padStart(5)} µs/call   ratio ${fmt(mo / me)} (target ≤ 1.70: ${met(mo / me <= 1.7)})`,
    ];
  } finally {
    ours.stop();
    echo.stop();
  }
}

/** Every package under `nodeModules` (scoped as `@scope/name`, nested ones too) and the bytes of their files. */
function measureInstall(nodeModules: string): { packages: number; bytes: number } {
  let packages = 0;
  const bytes = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const path = join(dir, entry.name);
      return sum + (entry.isDirectory() ? bytes(path) : entry.isFile() ? statSync(path).size : 0);
    }, 0);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith(".")) continue;
      if (entry.startsWith("@")) for (const name of readdirSync(join(dir, entry))) visit(join(dir, entry, name));
      else visit(join(dir, entry));
    }
  };
  const visit = (pkg: string) => {
    packages++;
    if (existsSync(join(pkg, "node_modules"))) walk(join(pkg, "node_modules"));
  };
  walk(nodeModules);
  return { packages, bytes: bytes(nodeModules) };
}

export function benchInstall(root: string, progress: Progress): string[] {
  progress("install footprint: npm pack, then npm install of the tarball into empty projects (from the npm cache)…");
  const dir = mkdtempSync(join(tmpdir(), "nuwax-bench-install-"));
  try {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const pack = (args: string[]) =>
      join(
        dir,
        (
          JSON.parse(
            execFileSync(npm, ["pack", "--json", "--ignore-scripts", "--pack-destination", dir, ...args], {
              cwd: root,
              encoding: "utf8",
              stdio: ["ignore", "pipe", "ignore"],
            }),
          ) as Array<{ filename: string }>
        )[0]!.filename,
      );
    const server = pack([]);
    const cli = pack(["--workspace", "packages/nuwax-contract"]);
    const install = (name: string, tarballs: string[]) => {
      const app = join(dir, name);
      execFileSync("mkdir", ["-p", app]);
      writeFileSync(join(app, "package.json"), JSON.stringify({ name, private: true }));
      execFileSync(npm, ["install", ...tarballs, "--no-audit", "--no-fund", "--prefer-offline", "--ignore-scripts", "--loglevel=error"], {
        cwd: app,
        stdio: ["ignore", "ignore", "ignore"],
      });
      return measureInstall(join(app, "node_modules"));
    };
    const lean = install("server-only", [server]);
    const full = install("with-contract-cli", [server, cli]);
    const mb = (b: number) => fmt(b / 1e6, 1);
    return [
      `  npx -y nuwax-ask-question-mcp  ${String(lean.packages).padStart(3)} packages ${mb(lean.bytes).padStart(5)} MB   with the contract CLI (the 0.1 install) ${String(full.packages).padStart(3)} packages ${mb(full.bytes).padStart(5)} MB   ` +
        `ratio ${fmt(lean.bytes / full.bytes)} (targets ≤ 10 packages: ${met(lean.packages <= 10)}; ≤ 10 MB: ${met(lean.bytes <= 10e6)})`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
