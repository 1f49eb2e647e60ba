// A short seeded run of the browser delivery's fuzz (tests/fuzz-delivery.ts; `npm run fuzz -- --delivery
// --count 200` is the long one, docs/reliability-and-security.md "The fuzz suite"): hostile forms through
// the real stdio server in delivery browser and Chromium. No canary runs, the CSP holds, the exact text
// is shown, nothing overflows sideways, and the values typed and picked come back in the tool result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { closeContexts, sharedChromium } from "./helpers/browser.js";
import { builtBinDir } from "./helpers/mcp.js";
import { tempDir } from "./helpers/temp.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { deliveryRng, fuzzDelivery, HOSTILE_TEXTS, hostileForm } from "./fuzz-delivery.js";

describe("the delivery fuzz's forms (seeded)", () => {
  it("are valid under $defs/McpAskUserToolInput and carry every hostile text, long and unbroken texts, deep business data, wizards and custom answers", () => {
    const rng = deliveryRng(23);
    const seen = new Set<string>();
    let longest = 0;
    let unbroken = 0;
    let deep = 0;
    let links = 0;
    let placeholders = 0;
    let wizards = 0;
    let customs = 0;
    let widgets = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const { args, fields } = hostileForm(rng, i);
      // normalizeMcpAskUserToolInput throws with every problem for an invalid form.
      const input = normalizeMcpAskUserToolInput(args as never);
      expect(input.ui.fields.map((f) => f.name)).toEqual(fields.map((f) => f.field.name));
      const text = JSON.stringify(args);
      for (const hostile of HOSTILE_TEXTS) if (text.includes(JSON.stringify(hostile).slice(1, -1))) seen.add(hostile);
      longest = Math.max(longest, [...String(input.description ?? "")].length, [...String(input.ui.description ?? "")].length);
      if (/W{500}/.test(text)) unbroken++;
      if (args.business) deep++;
      if ((input.ui.fallback?.webUrl ?? "").includes("%3C%2Fscript%3E")) links++;
      if (input.ui.presentation === "wizard" && (input.ui.steps?.length ?? 0) > 1) wizards++;
      customs += fields.filter((f) => "custom" in f.answer).length;
      placeholders += fields.filter((f) => typeof f.field.placeholder === "string").length;
      widgets = new Set([...widgets, ...fields.map((f) => String(f.field.widget))]);
    }
    expect([...HOSTILE_TEXTS].filter((t) => !seen.has(t))).toEqual([]);
    expect(longest).toBe(10_000);
    expect(unbroken).toBeGreaterThan(50);
    expect(deep).toBeGreaterThan(50);
    expect(links).toBeGreaterThan(5);
    expect(placeholders).toBeGreaterThan(50);
    expect([...widgets].sort()).toEqual(["checkboxes", "list", "number", "radio", "radio-with-custom", "select", "text", "textarea"]);
    expect(wizards).toBeGreaterThan(40);
    expect(customs).toBeGreaterThan(40);
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
});

describe("fuzz: browser delivery with hostile forms (seeded short run, Chromium)", () => {
  it("12 hostile forms (wizards and custom answers among them): no canary, no CSP violation, the exact text shown, no sideways overflow, every answer back as given", async () => {
    const report = await fuzzDelivery({ count: 12, seed: 20261202, binDir: builtBinDir, browser });
    expect(report.failures).toEqual([]);
    expect(report.forms).toBe(12);
    expect(report.answered).toBe(12);
    expect(report.fields).toBeGreaterThanOrEqual(24);
    expect(report.wizards).toBeGreaterThan(0);
    expect(report.customAnswers).toBeGreaterThan(0);
    expect(report.hostileChars).toBeGreaterThan(40_000);
  }, 180_000);
});

describe("fuzz: a server that stops", () => {
  it("reports the run as stopped, with the server's stderr, and forms nothing", async () => {
    // A stand-in bin: one line on stderr, then an exit before it answers initialize.
    const dir = tempDir("fuzz-stops");
    try {
      writeFileSync(
        join(dir, "nuwax-ask-question-mcp.mjs"),
        'process.stderr.write("cannot start: no contract\\n");\nsetTimeout(() => process.exit(3), 200);\n',
      );
      const report = await fuzzDelivery({ count: 3, seed: 1, binDir: dir, browser });
      expect(report.forms).toBe(0);
      expect(report.failures).toHaveLength(1);
      expect(report.failures[0]).toMatch(/^the run stopped: .+\ncannot start: no contract\n$/s);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
