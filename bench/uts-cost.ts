/**
 * `npm run bench -- uts`: the UTS SDK (generated/uts, run under Node through the test shim:
 * tests/uts/uts-loader.ts) against the TypeScript kit on the same inputs, as a ratio per call —
 * the normalizer on the complete form, the formData checker, the pattern engine on a 10,000-
 * character text, and the normalizer on 10,000 and 100,000 unknown keys (its growth beside the
 * TypeScript kit's). Kotlin and Swift run their own compiled code: this measures the algorithm,
 * not a device.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { checkMcpAskFormData, tryNormalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { compilePattern, type LinearPattern } from "../runtime/contract/pattern.js";
import { loadUtsModules } from "../tests/uts/uts-loader.js";
import { utsJson } from "../tests/uts/uts-shim-runtime.js";

/** Time per call (ms) of `calls` calls of `f` (one round; the caller interleaves rounds and takes the median). */
function perCall(f: () => unknown, calls: number): number {
  const t = performance.now();
  for (let i = 0; i < calls; i++) f();
  return (performance.now() - t) / calls;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (n: number, digits = 3) => n.toFixed(digits);

/** Rows of the uts section: each UTS time, the TypeScript kit's, and the ratio (lower is better; no target). */
export async function benchUts(root: string, progress: (text: string) => void): Promise<string[]> {
  progress("UTS SDK under the Node shim vs the TypeScript kit (7 interleaved rounds)…");
  const { modules, cleanup } = await loadUtsModules();
  try {
    const normalize = modules.get("mcpAskNormalize")!;
    const formData = modules.get("mcpAskFormData")!;
    const pattern = modules.get("mcpAskPattern")!;
    const complete = JSON.parse(readFileSync(join(root, "contract/examples/complete-form.json"), "utf8")) as Record<string, unknown>;
    const completeUts = utsJson(complete);
    const canonical = tryNormalizeMcpAskUserToolInput(complete);
    if (!canonical.ok) throw new Error("bench/uts-cost.ts: the complete form does not normalize");
    const answer = {};
    const wide = (n: number) => {
      const input: Record<string, unknown> = { ...complete };
      for (let i = 0; i < n; i++) input[`extra${i}`] = i;
      return input;
    };
    const wide10k = wide(10_000);
    const wide100k = wide(100_000);
    const [wide10kUts, wide100kUts] = [utsJson(wide10k), utsJson(wide100k)];
    const text = "a".repeat(10_000);
    const tsPattern = compilePattern("^(a|aa)*b$") as LinearPattern;
    const utsPattern = pattern.compileMcpAskPattern!("^(a|aa)*b$").pattern;
    const cases: Array<[string, () => unknown, () => unknown, number]> = [
      ["normalize complete form", () => tryNormalizeMcpAskUserToolInput(complete), () => normalize.normalizeMcpAskUserToolInput!(completeUts), 200],
      [
        "checkMcpAskFormData, empty answer",
        () => checkMcpAskFormData(canonical.value, answer),
        () => formData.checkMcpAskFormData!(utsJson(canonical.value), utsJson(answer)),
        200,
      ],
      ["pattern ^(a|aa)*b$, 10,000 a", () => tsPattern.test(text), () => utsPattern.test(text), 3],
      ["normalize, 10,000 unknown keys", () => tryNormalizeMcpAskUserToolInput(wide10k), () => normalize.normalizeMcpAskUserToolInput!(wide10kUts), 2],
      ["normalize, 100,000 unknown keys", () => tryNormalizeMcpAskUserToolInput(wide100k), () => normalize.normalizeMcpAskUserToolInput!(wide100kUts), 1],
    ];
    const times = cases.map(() => ({ ts: [] as number[], uts: [] as number[] }));
    for (let round = 0; round < 7; round++) {
      cases.forEach(([, ts, uts, calls], i) => {
        times[i]!.ts.push(perCall(ts, calls));
        times[i]!.uts.push(perCall(uts, calls));
      });
    }
    const rows = cases.map(([label], i) => {
      const ts = median(times[i]!.ts);
      const uts = median(times[i]!.uts);
      return `  ${label.padEnd(36)} UTS ${fmt(uts).padStart(9)} ms   TypeScript kit ${fmt(ts).padStart(9)} ms   ratio ${fmt(uts / ts, 2)}`;
    });
    const growth = median(times[4]!.uts) / median(times[3]!.uts);
    const tsGrowth = median(times[4]!.ts) / median(times[3]!.ts);
    rows.push(`  ${"".padEnd(36)} 100,000 vs 10,000 unknown keys: UTS ${fmt(growth, 1)}× the time, TypeScript kit ${fmt(tsGrowth, 1)}× (10× the keys)`);
    return rows;
  } finally {
    cleanup();
  }
}
