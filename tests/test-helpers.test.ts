// The suite's own helpers for reading a server's stderr (tests/helpers/mcp.ts): a line a server logs before
// it answers on stdout may reach the test after the answer, so tests wait for it with collectStderr.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { collectStderr } from "./helpers/mcp.js";

describe("collectStderr", () => {
  it("resolves at once when stderr already holds the line, and later when the line arrives in pieces", async () => {
    const stream = new PassThrough();
    const log = collectStderr(stream);
    stream.write("[srv] ready\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await log.waitFor("ready")).toBe("[srv] ready\n");
    const waiting = log.waitFor(/protocol error: .*JSON/);
    stream.write("[srv] protocol error: Unexpected token n in ");
    stream.write("JSON at position 1\n");
    expect(await waiting).toBe("[srv] ready\n[srv] protocol error: Unexpected token n in JSON at position 1\n");
    expect(log.text()).toBe("[srv] ready\n[srv] protocol error: Unexpected token n in JSON at position 1\n");
  });

  it("rejects after the timeout, naming the pattern and what stderr holds", async () => {
    const stream = new PassThrough();
    const log = collectStderr(stream);
    stream.write("[srv] delivery pending\n");
    await expect(log.waitFor("shutting down", 50)).rejects.toThrow('stderr did not show shutting down within 50 ms; it holds: "[srv] delivery pending\\n"');
  });
});
