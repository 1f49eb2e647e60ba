/**
 * `npm run bench -- pattern`: what a field's `pattern` costs per KB of text in runtime/contract/pattern.ts
 * (docs/reliability-and-security.md "Linear-time patterns", docs/benchmarks.md). Three texts of 100,000
 * code points (1 byte each, so ≈ 100 KB): the worst case, a pattern of ≈ patternMaxProgramSize instructions
 * whose lazy-DFA states never repeat (`[ab]*a[ab]{k}c` on random a/b text: every code point is a plain NFA
 * step over the whole program), a ReDoS near-miss (`^(\w+\s?)*$`) and 168 stacked `[ab]*` (both cached:
 * one step per code point). The baseline is the platform's own RegExp running `^[ab]*$` over the same
 * random text in the same run (one linear pass). Median of 5 runs each, printed in ms per KB (wall and
 * this process's CPU time) and as a ratio to the baseline.
 */
import { performance } from "node:perf_hooks";
import { compilePattern, isPatternRefusal, MAX_PROGRAM_SIZE } from "../runtime/contract/pattern.js";

type Progress = (text: string) => void;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function randomAb(length: number): string {
  let seed = 7;
  let text = "";
  for (let i = 0; i < length; i++) text += (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 1024 ? "a" : "b";
  return text;
}

/**
 * Milliseconds per KB (UTF-8) of `work` over `text`, the median of 5 runs: wall time, and this
 * process's CPU time (process.cpuUsage), which is what the run holds the event loop for when the
 * process has a core; on a machine shared by other work the wall time is longer by the wait.
 */
function perKb(text: string, work: (text: string) => unknown): { wall: number; cpu: number } {
  const kb = Buffer.byteLength(text) / 1000;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    work(text);
    wall.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: median(wall) / kb, cpu: median(cpu) / kb };
}

export function benchPattern(progress: Progress): string[] {
  progress("pattern matching per KB: the never-repeating worst case, a ReDoS near-miss, stacked stars vs native ^[ab]*$ (median of 5)…");
  const random = randomAb(100_000);
  const worstCount = MAX_PROGRAM_SIZE - 6; // [ab]* (3) + a (1) + [ab]{k} (k) + c (1) + MATCH (1)
  const cases: Array<[label: string, source: string, text: string]> = [
    [`worst case [ab]*a[ab]{${worstCount}}c`, `[ab]*a[ab]{${worstCount}}c`, random],
    ["ReDoS near-miss ^(\\w+\\s?)*$", "^(\\w+\\s?)*$", "word ".repeat(20_000) + "!"],
    ["168 stacked [ab]*", `^${"[ab]*".repeat(168)}c$`, random],
  ];
  const native = /^[ab]*$/u;
  const baseline = perKb(random, (text) => native.test(text)).wall;
  return cases.map(([label, source, text]) => {
    const compiled = compilePattern(source);
    if (isPatternRefusal(compiled)) throw new Error(`${source} refused: ${compiled.reason}`);
    const steps = compiled.run(text).steps / [...text].length;
    const { wall, cpu } = perKb(text, (t) => compiled.test(t));
    return `  ${label.padEnd(36)} ${String(compiled.size).padStart(4)} instructions ${steps.toFixed(1).padStart(6)} steps/code point ${wall.toFixed(3).padStart(8)} ms/KB wall, ${cpu.toFixed(3).padStart(7)} ms/KB CPU   native ^[ab]*$ ${baseline.toFixed(4)} ms/KB   ratio ${(wall / baseline).toFixed(0)} (target ≤ 5 ms/KB CPU: ${cpu <= 5 ? "met" : "missed"})`;
  });
}
