// tests/helpers/checks.mjs: the static checks `npm test` runs before vitest, side by side.
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tempDir } from "./helpers/temp.js";
import { CHECKS, runChecks, type Check } from "./helpers/checks.mjs";

/** Runs `checks` with `slots` and returns the checks that failed and what was printed. */
async function printed(checks: Check[], slots: number): Promise<{ failed: Check[]; out: string }> {
  let out = "";
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    return { failed: await runChecks(checks, slots), out };
  } finally {
    write.mockRestore();
  }
}

describe("the static checks", () => {
  it("are generate --check, both tsc projects and prettier --check, the longest first", () => {
    expect(CHECKS.map((c) => c.name)).toEqual(["tsc -p tsconfig.json", "prettier --check .", "tsc -p tsconfig.page.json", "generate --check"]);
    expect(CHECKS.filter((c) => c.group === "tsc")).toHaveLength(2);
  });

  it("run side by side, print each one's output as one block with its result, and return every one that failed", async () => {
    const node = (code: string, name: string): Check => ({ name, group: "t", args: ["-e", code] });
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
});
