// The shared look of every form: the colour tokens of runtime/shared/ui/tokens.css meet WCAG 2.2
// contrast in both themes (every
// documented text/background pair ≥ 4.5:1, every control, border and focus-ring pair ≥ 3:1), and both
// built forms carry the same tokens and controls stylesheets. Computed
// from the file itself (no browser), so a token edit that breaks a pair fails here even where no
// screen of the browser tests happens to show that pair (a hovered primary button, a filled
// check box on a selected row).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./helpers/temp.js";

const css = readFileSync(join(repoRoot, "runtime/shared/ui/tokens.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The custom properties declared in the rule whose selector is `selector` (the first such rule). */
function block(selector: string): Map<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`tokens.css has no rule ${selector}`);
  const body = css.slice(at + selector.length + 2, css.indexOf("}", at));
  return new Map([...body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block(":root");
const darkAttr = block(':root[data-theme="dark"]');
const darkMedia = block(':root:not([data-theme="light"])');
const dark = new Map([...light, ...darkAttr]);

/** Relative luminance of a #rrggbb colour (WCAG 2.2). */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// [foreground token, background token, what it is]. Text pairs need 4.5:1, the others 3:1.
const TEXT: Array<[string, string, string]> = [
  ["c-fg", "c-bg", "body text on the page"],
  ["c-fg", "c-surface", "body text on a card"],
  ["c-fg", "c-surface-2", "body text on a hovered row"],
  ["c-fg", "c-accent-tint", "an option label on a selected row"],
  ["c-fg", "c-accent-tint-hover", "an option label on a hovered selected row"],
  ["c-fg-muted", "c-bg", "secondary text on the page (footer)"],
  ["c-fg-muted", "c-surface", "secondary text on a card"],
  ["c-fg-muted", "c-surface-2", "secondary text on a subtle fill"],
  ["c-fg-subtle", "c-surface", "placeholders"],
  ["c-fg-subtle", "c-surface-2", "key chips"],
  ["c-accent", "c-surface", "links and accent text"],
  ["c-accent", "c-bg", "accent text on the page"],
  ["c-accent", "c-accent-tint", "accent text on a tint (badges, the recommendation)"],
  ["c-on-accent", "c-accent-solid", "a primary button's label"],
  ["c-on-accent", "c-accent-solid-hover", "a hovered primary button's label"],
  ["c-ok", "c-ok-tint", "answered status"],
  ["c-warn", "c-warn-tint", "deferred status, warnings"],
  ["c-info", "c-info-tint", "needs-info status"],
  ["c-danger", "c-danger-tint", "error banners"],
  ["c-danger", "c-surface", "a field's error text"],
  ["c-warn", "c-surface", "a field's warning hint"],
];
const NON_TEXT: Array<[string, string, string]> = [
  ["c-accent-solid", "c-accent-tint", "the filled radio dot / check box on a selected row"],
  ["c-accent-solid", "c-accent-tint-hover", "the filled control on a hovered selected row"],
  ["c-on-accent", "c-accent-solid", "the check mark in a filled check box"],
  ["c-border-strong", "c-surface", "an empty radio / check box / field outline"],
  ["c-border-strong", "c-surface-2", "an empty control on a hovered row"],
  ["c-border-strong", "c-bg", "a control outline on the page"],
  ["c-accent", "c-surface", "the focus ring on a card"],
  ["c-accent", "c-bg", "the focus ring on the page"],
  ["c-accent", "c-accent-tint", "the selected row's outline"],
];

describe("one stylesheet of controls for both forms", () => {
  const shared = ["tokens.css", "controls.css"].map((f) => readFileSync(join(repoRoot, "runtime/shared/ui", f), "utf8")).join("\n");
  it("the interview page's form.css starts with tokens.css and controls.css (dist/page, npm run build)", () => {
    expect(readFileSync(join(repoRoot, "dist/page/form.css"), "utf8").startsWith(shared)).toBe(true);
  });
  it("the MCP App's inline style starts with them too (dist/app)", () => {
    const html = readFileSync(join(repoRoot, "dist/app/ask-question-form.html"), "utf8");
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)![1]!.startsWith(shared)).toBe(true);
  });
});

describe("design tokens (runtime/shared/ui/tokens.css)", () => {
  it("declares the dark theme twice with the same values (data-theme and prefers-color-scheme)", () => {
    expect(darkAttr.size).toBeGreaterThan(15);
    expect(Object.fromEntries(darkMedia)).toEqual(Object.fromEntries(darkAttr));
  });

  it("computes contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrast("#6b6fef", "#ffffff")).toBeCloseTo(4.08, 2); // the old dark hover token, below AA
  });

  for (const [theme, tokens] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it.each(TEXT)(`${theme}: text --%s on --%s (%s) ≥ 4.5:1`, (fg, bg) => {
      expect(contrast(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(4.5);
    });
    it.each(NON_TEXT)(`${theme}: --%s on --%s (%s) ≥ 3:1`, (fg, bg) => {
      expect(contrast(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(3);
    });
  }
});
