// A short seeded run of the fuzz suite (tests/fuzz.ts; `npm run fuzz -- --count 10000` is the long
// one) against the bins bundled from the current sources (dist/bin, tests/global-setup.ts): no exit,
// JSON-RPC only on stdout, no message the SDK client could not read, an answer to every request with
// an id, bounded RSS. And the fuzz CLI itself: --help, bad options, its stdout reader.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ClientReadBuffer, fuzzServer, SERVERS, type ServerName } from "./fuzz.js";
import { builtBinDir as binDir } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";

describe.each(Object.keys(SERVERS) as ServerName[])("fuzz %s (seeded short run)", (server) => {
  it("survives 800 fuzzed lines (huge keys and values, one line over the size limit) and answers every request", async () => {
    const report = await fuzzServer(server, { count: 800, seed: 20261201, binDir });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(800);
    expect(report.answered).toBe(report.expected);
    expect(report.expected).toBeGreaterThan(600);
    expect(report.hugeLines).toBeGreaterThan(3);
    expect(report.largestStdoutLine).toBeLessThan(10 * 2 ** 20);
    expect(report.exitCode).toBe(0);
  }, 300_000);
});

describe("the fuzz CLI (npm run fuzz)", () => {
  const fuzz = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "tests/fuzz.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });

  it("--help lists the options with their defaults and examples, exit 0", () => {
    const run = fuzz("--help");
    expect(run.status).toBe(0);
    for (const text of ["--count N", "(default 1000)", "--seed N", "--server NAME", "--bin-dir DIR", "default dist/bin", "--build", "--timeout MS", "npm run fuzz -- --count 10000"]) expect(run.stdout).toContain(text);
    expect(run.stderr).toBe("");
  });

  it.each([
    [["--nope"], "fuzz: Unknown option '--nope'"],
    [["--count", "abc"], 'fuzz: --count must be a whole number of at least 1, got "abc"'],
    [["--count", "0"], 'fuzz: --count must be a whole number of at least 1, got "0"'],
    [["--seed=-3"], 'fuzz: --seed must be a whole number of at least 0, got "-3"'],
    [["--server", "other"], 'fuzz: unknown server "other"; use nuwax-ask-question-mcp, ccweb-mcp, ask-user-rich'],
  ])("%j: a clear message and the usage, exit 2, nothing sent", (args, message) => {
    const run = fuzz(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(message);
    expect(run.stderr).toContain("Usage: npm run fuzz -- [options]");
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(run.stdout).toBe("");
  });
});

describe("ClientReadBuffer (the SDK client's 10 MiB read buffer)", () => {
  it("gives complete lines across chunks, and reports a message that would pass the limit, then reads on", () => {
    const lines: string[] = [];
    const overflows: number[] = [];
    const reader = new ClientReadBuffer((line) => lines.push(line), (bytes) => overflows.push(bytes), 100);
    reader.push(Buffer.from('{"a":'));
    reader.push(Buffer.from('1}\n{"b":"é'));
    reader.push(Buffer.from('"}\n'));
    expect(lines).toEqual(['{"a":1}', '{"b":"é"}']);
    reader.push(Buffer.from("x".repeat(90)));
    reader.push(Buffer.from("x".repeat(20)));
    reader.push(Buffer.from("x".repeat(50)));
    reader.push(Buffer.from('xx\n{"c":3}\n'));
    expect(overflows).toEqual([110]);
    expect(lines.at(-1)).toBe('{"c":3}');
    expect(reader.largest).toBe(10); // {"b":"é"}: é is two bytes
  });
});
