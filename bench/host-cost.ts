/**
 * `npm run bench -- host`: what an MCP host pays for our server (docs/benchmarks.md). A fresh host process
 * (bench/host-client.mjs, the MCP SDK Client) starts the bundled nuwax-ask-question-mcp over stdio and times
 * its first listTools() (cold: the SDK compiles each tool's outputSchema with Ajv), the median of 20 more
 * (warm: the SDK compiles them again on every list), and the first callTool() with the complete form (the
 * SDK checks structuredContent against the compiled outputSchema). The baseline is the same host starting
 * the bare SDK echo server (bench/echo-server.mjs) the same way and calling its echo tool with the same
 * arguments. Median of 7 host processes each, interleaved; printed as ratios to the echo server. Then the
 * same host's listTools() of ccweb-mcp and ask-user-rich (no call: their tools read a sessions directory or
 * wait for a person) against the echo server's, 5 hosts each.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

type Progress = (text: string) => void;
type HostTimes = { cold: number; firstCall: number | null; warm: number };
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs one host process against `server` and returns its times in milliseconds. */
function host(root: string, server: string, tool: string): HostTimes {
  const run = spawnSync(process.execPath, [join(root, "bench/host-client.mjs"), server, tool, join(root, "contract/examples/complete-form.json"), "20"], {
    cwd: root,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`bench/host-client.mjs ${server} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as HostTimes;
}

export function benchHost(root: string, progress: Progress): string[] {
  const bin = join(root, "dist/bin/nuwax-ask-question-mcp.mjs");
  if (!existsSync(bin)) return ["  skipped: run `npm run build` first (dist/ is missing)"];
  progress("the host's listTools() and first callTool() (SDK Client), our server vs the SDK echo server (7 fresh hosts each, interleaved)…");
  const ours: HostTimes[] = [];
  const echo: HostTimes[] = [];
  for (let i = 0; i < 7; i++) {
    ours.push(host(root, bin, "nuwax_ask_question"));
    echo.push(host(root, join(root, "bench/echo-server.mjs"), "echo"));
  }
  const row = (label: string, key: keyof HostTimes) => {
    const o = median(ours.map((t) => t[key] ?? NaN));
    const e = median(echo.map((t) => t[key] ?? NaN));
    return `  ${label.padEnd(34)} nuwax_ask_question ${fmt(o, 1).padStart(6)} ms   echo server ${fmt(e, 1).padStart(6)} ms   ratio ${fmt(o / e)} (lower is better)`;
  };
  const rows = [row("listTools(), cold host", "cold"), row("listTools(), warm (median of 20)", "warm"), row("first callTool() after the list", "firstCall")];
  // The other two servers' lists (their tools wait for a person or read a sessions directory: no call).
  for (const [server, label] of [
    ["ccweb-mcp", "ccweb_list_user_inputs"],
    ["ask-user-rich", "ask_user_rich + 2"],
  ] as const) {
    const path = join(root, `dist/bin/${server}.mjs`);
    if (!existsSync(path)) continue;
    progress(`the host's listTools() of ${server} vs the SDK echo server (5 fresh hosts each, interleaved)…`);
    const theirs: HostTimes[] = [];
    const bare: HostTimes[] = [];
    for (let i = 0; i < 5; i++) {
      theirs.push(host(root, path, "-"));
      bare.push(host(root, join(root, "bench/echo-server.mjs"), "-"));
    }
    for (const [what, key] of [
      ["cold host", "cold"],
      ["warm", "warm"],
    ] as const) {
      const o = median(theirs.map((t) => t[key]));
      const e = median(bare.map((t) => t[key]));
      rows.push(
        `  ${`${server} listTools(), ${what}`.padEnd(34)} ${label.padEnd(18)} ${fmt(o, 1).padStart(6)} ms   echo server ${fmt(e, 1).padStart(6)} ms   ratio ${fmt(o / e)} (lower is better)`,
      );
    }
  }
  return rows;
}
