// A short seeded run of the fuzz suite (tests/fuzz.ts; `npm run fuzz -- --count 10000` is the long
// one): no exit, JSON-RPC only on stdout, an answer to every request with an id, bounded RSS.
import { describe, expect, it } from "vitest";
import { fuzzServer, SERVERS, type ServerName } from "./fuzz.js";

describe.each(Object.keys(SERVERS) as ServerName[])("fuzz %s (seeded short run)", (server) => {
  it("survives 800 fuzzed lines (one over the size limit) and answers every request", async () => {
    const report = await fuzzServer(server, { count: 800, seed: 20261201 });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(800);
    expect(report.answered).toBe(report.expected);
    expect(report.expected).toBeGreaterThan(600);
    expect(report.exitCode).toBe(0);
  }, 300_000);
});
