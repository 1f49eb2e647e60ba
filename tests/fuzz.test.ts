// A short seeded run of the fuzz suite (tests/fuzz.ts; `npm run fuzz -- --count 10000` is the long
// one): no exit, JSON-RPC only on stdout, an answer to every request with an id, bounded RSS.
import { describe, expect, it } from "vitest";
import { fuzzServer, SERVERS, type ServerName } from "./fuzz.js";

describe.each(Object.keys(SERVERS) as ServerName[])("fuzz %s (seeded short run)", (server) => {
  it("survives 1200 fuzzed lines and answers every request", async () => {
    const report = await fuzzServer(server, { count: 1200, seed: 20261201 });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(1200);
    expect(report.answered).toBe(report.expected);
    expect(report.expected).toBeGreaterThan(900);
    expect(report.exitCode).toBe(0);
  }, 120_000);
});
