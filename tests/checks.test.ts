// tests/helpers/checks.mjs: the static checks `npm test` runs side by side, and beside vitest at a lower priority.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getPriority } from "node:os";
import { describe, expect, it, vi } from "vitest";
import { tempDir } from "./helpers/temp.js";
import { CHECKS, runBeside, runChecks, type Check } from "./helpers/checks.mjs";

/** What `work` printed on this process's stdout and stderr while it ran, beside its result. */
async function capturing<T>(work: () => Promise<T>): Promise<{ result: T; out: string; err: string }> {
  let out = "";
  let err = "";
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  const writeErr = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
  try {
    return { result: await work(), out, err };
  } finally {
    write.mockRestore();
    writeErr.mockRestore();
  }
}

/** Runs `checks` with `slots` and returns the checks that failed and what was printed. */
async function printed(checks: Check[], slots: number, niceness?: number): Promise<{ failed: Check[]; out: string }> {
  const { result, out } = await capturing(() => runChecks(checks, slots, niceness));
  return { failed: result, out };
}

const node = (code: string, name: string): Check => ({ name, group: "t", args: ["-e", code] });

describe("the static checks", () => {
  it("are generate --check, both tsc projects and prettier --check, the longest first", () => {
    expect(CHECKS.map((c) => c.name)).toEqual(["tsc -p tsconfig.json", "prettier --check .", "tsc -p tsconfig.page.json", "generate --check"]);
    expect(CHECKS.filter((c) => c.group === "tsc")).toHaveLength(2);
  });

  it("run side by side, print each one's output as one block with its result, and return every one that failed", async () => {
    // "slow" holds one slot until the last check of the other slot has run (it leaves a file), then ends
    // (after 20 s it gives up with exit 9: the checks did not run side by side).
    const marker = join(tempDir("checks"), "done");
    const { failed, out } = await printed(
      [
        node(
          `setTimeout(() => process.exit(9), 20000).unref(); const { existsSync } = require("fs"); const t = setInterval(() => { if (existsSync(${JSON.stringify(marker)})) { clearInterval(t); setTimeout(() => { console.log("slow one"); console.log("second line"); }, 200); } }, 20);`,
          "slow",
        ),
        node("console.error('broken'); process.exit(3)", "bad"),
        node("console.log('quick one')", "quick"),
        node(`require("fs").writeFileSync(${JSON.stringify(marker)}, ""); process.exit(4)`, "silent failure"),
      ],
      2,
    );
    expect(failed.map((c) => c.name)).toEqual(["bad", "silent failure"]);
    // One block each, in the order they ended: the three of the second slot, then "slow".
    expect(
      out
        .trimEnd()
        .split("\n")
        .map((l) => l.replace(/ in \d+\.\d s$/, "")),
    ).toEqual([
      "broken",
      "checks: bad: failed (exit 3)",
      "quick one",
      "checks: quick: ok",
      "checks: silent failure: failed (exit 4)",
      "slow one",
      "second line",
      "checks: slow: ok",
    ]);
  });

  it("say a check that cannot start failed, and still run the rest", async () => {
    const { failed, out } = await printed(
      [
        { name: "missing script", group: "t", args: ["/nonexistent/script.mjs"] },
        { name: "fine", group: "t", args: ["-e", ""] },
      ],
      1,
    );
    expect(failed.map((c) => c.name)).toEqual(["missing script"]);
    expect(out).toMatch(/Cannot find module '\/nonexistent\/script\.mjs'/);
    expect(out).toMatch(/checks: missing script: failed \(exit 1\) in \d+\.\d s\n/);
    expect(out).toMatch(/checks: fine: ok in \d+\.\d s\n$/);
  });

  it("run at the niceness given (the default priority without one)", async () => {
    const niceness = node("console.log('niceness ' + require('os').getPriority())", "niceness");
    const base = (await printed([niceness], 1)).out.match(/niceness (-?\d+)/)![1];
    expect((await printed([niceness], 1, 10)).out).toContain(`niceness ${Math.min(19, Number(base) + 10)}\n`);
  });
});

describe("the static checks beside a command (npm test)", () => {
  /** A command that writes a file once it ran and exits with `code` after `ms` milliseconds. */
  const command = (marker: string, code: number, ms = 0) => [
    process.execPath,
    "-e",
    `require("fs").writeFileSync(${JSON.stringify(marker)}, String(require("os").getPriority())); setTimeout(() => process.exit(${code}), ${ms})`,
  ];

  it("run while the command runs, the checks at nice 10 and the command at the default priority, then say all passed", async () => {
    const marker = join(tempDir("beside"), "ran");
    // The check ends only once the command has started (the file exists): the two ran at the same time.
    const waits = node(
      `setTimeout(() => process.exit(9), 20000).unref(); const fs = require("fs"); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(marker)})) { clearInterval(t); console.log("check niceness " + require("os").getPriority()); } }, 20);`,
      "waits for the command",
    );
    const { result, out } = await capturing(() => runBeside([waits, node("", "quick")], 2, command(marker, 0, 300)));
    expect(result).toBe(0);
    const base = Number(readFileSync(marker, "utf8"));
    expect(base).toBe(getPriority());
    expect(out).toContain(`check niceness ${Math.min(19, base + 10)}\n`);
    expect(out).toMatch(/checks: waits for the command: ok in \d+\.\d s\n/);
    expect(out.endsWith("checks: all 2 ok\n")).toBe(true);
  });

  it("exit with the command's status when it failed, else 1 when a check failed, naming the checks that failed", async () => {
    const dir = tempDir("beside-fail");
    const bad = node("console.error('type error here'); process.exit(2)", "tsc");
    const failing = await capturing(() => runBeside([bad, node("", "fine")], 2, command(join(dir, "a"), 0)));
    expect(failing.result).toBe(1);
    expect(failing.out).toContain("type error here\n");
    expect(failing.out.endsWith("checks: 1 of 2 failed: tsc (output above)\n")).toBe(true);
    expect((await capturing(() => runBeside([bad], 1, command(join(dir, "b"), 3)))).result).toBe(3);
    expect((await capturing(() => runBeside([node("", "fine")], 1, command(join(dir, "c"), 4)))).result).toBe(4);
    const missing = await capturing(() => runBeside([node("", "fine")], 1, ["/nonexistent/command"]));
    expect(missing.result).toBe(-1);
    expect(missing.err).toBe("checks: cannot start /nonexistent/command: spawn /nonexistent/command ENOENT\n");
    expect(missing.out.endsWith("checks: all 1 ok\n")).toBe(true);
  });
});
