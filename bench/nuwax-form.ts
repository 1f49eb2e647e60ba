/**
 * `npm run bench -- nuwax-form`: the nuwax_ask_question form page (runtime/ask-question/page/, the MCP
 * App and the browser delivery's page) in headless Chromium at the contract's bounds, 200 fields of
 * 200 options each ($defs/InteractionUiInput fields maxItems, $defs/FormFieldInput options maxItems),
 * against a 20 × 20 form of the same widgets measured in the same run (docs/nuwax-ask-question.md
 * "Large forms"; docs/benchmarks.md).
 *
 * The page is the built dist/app/ask-question-form.html with the bootstrap block the delivery server
 * embeds (runtime/ask-question/browser.ts), served from a routed origin (no server, no network).
 *   first render   ms from navigation start to the frame after the last field is in the DOM
 *                  (a MutationObserver, then a task posted from the next animation frame)
 *   keystroke      ms from a keydown's timeStamp to a task posted from the next animation frame (after
 *                  that frame's style, layout and paint): typing into a radio-with-custom field's text
 *                  box, then arrow keys through a radio group, the mouse left over the page as a
 *                  user's is (its hover hit tests are part of the cost)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { askQuestion } from "../runtime/ask-question/server.js";
import { BOOTSTRAP_ELEMENT_ID } from "../runtime/ask-question/browser.js";

const WIDGETS = ["radio", "checkboxes", "list", "radio-with-custom", "select"] as const;

/** A form of `fields` choice fields (the five choice widgets in turn) of `options` options each. */
export function benchNuwaxFormInput(fields: number, options: number): Record<string, unknown> {
  return {
    requestId: `ask_bench_${fields}x${options}`,
    sessionId: "bench",
    title: `Bench ${fields}×${options}`,
    ui: {
      fields: Array.from({ length: fields }, (_, i) => ({
        name: `f${i}`,
        title: `Question ${i + 1}`,
        widget: WIDGETS[i % WIDGETS.length],
        options: Array.from({ length: options }, (_, k) => ({ value: `v${k}`, label: `Option ${k + 1} of question ${i + 1}` })),
      })),
    },
  };
}

/** The delivery page for `args`: the app's HTML with the bootstrap block, as runtime/ask-question/browser.ts serves it. */
function pageHtml(root: string, args: Record<string, unknown>): string {
  const result = askQuestion(args);
  const input = (result.structuredContent as { input?: unknown } | undefined)?.input;
  if (!input) throw new Error(`bench form refused: ${JSON.stringify(result.content)}`);
  const block = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${JSON.stringify({ input, respondPath: "/respond" }).replace(/</g, "\\u003c")}</script>\n<div id="root">`;
  return readFileSync(join(root, "dist/app/ask-question-form.html"), "utf8").replace('<div id="root">', () => block);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One fresh load of the form: first render (ms) and the keystroke latencies (ms) of `keys` keys. */
async function measureOnce(browser: Browser, html: string, fields: number, keys: number): Promise<{ firstRender: number; typed: number[]; arrows: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.route("http://nuwax-bench.invalid/**", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    // A script as text: tsx would wrap a function's inner helpers in its __name(), which the page lacks.
    await context.addInitScript({
      content: `(() => {
        const last = ${JSON.stringify(`f${fields - 1}`)};
        window.__latency = [];
        function afterPaint(done) {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = done;
            channel.port2.postMessage(0);
          });
        }
        new MutationObserver((records, observer) => {
          if (!document.querySelector('[data-field="' + last + '"]')) return;
          observer.disconnect();
          afterPaint(() => (window.__rendered = performance.now()));
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener("keydown", (event) => {
          const start = event.timeStamp;
          afterPaint(() => window.__latency.push(performance.now() - start));
        }, true);
      })();`,
    });
    const page = await context.newPage();
    await page.goto("http://nuwax-bench.invalid/");

    await page.waitForFunction(() => (window as unknown as { __rendered?: number }).__rendered !== undefined, undefined, { timeout: 120_000 });
    const firstRender = await page.evaluate(() => (window as unknown as { __rendered: number }).__rendered);
    const latencies = () => page.evaluate(() => (window as unknown as { __latency: number[] }).__latency.splice(0));
    const press = async (key: string) => {
      const before = await page.evaluate(() => (window as unknown as { __latency: number[] }).__latency.length);
      await page.keyboard.press(key);
      await page.waitForFunction((n) => (window as unknown as { __latency: number[] }).__latency.length > n, before);
    };
    // f3 is radio-with-custom: pick its custom choice with the mouse (which stays there), then type.
    await page.locator('[data-field="f3"] label:has(input[value="__custom__"])').click();
    await page.locator('[data-field="f3"] .custom input').focus();
    await page.waitForTimeout(300);
    await latencies();
    const half = Math.floor(keys / 2);
    for (let i = 0; i < half; i++) await press("abcdefghij"[i % 10]!);
    const typed = await latencies();
    const expected = Array.from({ length: half }, (_, i) => "abcdefghij"[i % 10]).join("");
    const value = await page.locator('[data-field="f3"] .custom input').inputValue();
    if (value !== expected) throw new Error(`bench: typed ${JSON.stringify(expected)}, the box holds ${JSON.stringify(value)}`);
    // f0 is radio: arrow keys move the pick through its rows.
    await page.locator('[data-field="f0"] .option > input').first().focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(200);
    await latencies();
    for (let i = 0; i < keys - half; i++) await press(i % 2 ? "ArrowUp" : "ArrowDown");
    const arrows = await latencies();
    return { firstRender, typed, arrows };
  } finally {
    await context.close();
  }
}

/** The nuwax-form bench rows: 200 × 200 against 20 × 20, `runs` fresh loads each (interleaved), `keys` keys a load. */
export async function benchNuwaxForm(root: string, progress: (text: string) => void, runs = 3, keys = 40): Promise<string[]> {
  const { launchChromium } = await import("../tests/helpers/browser.js");
  const { existsSync } = await import("node:fs");
  if (!existsSync(join(root, "dist/app/ask-question-form.html")) || !existsSync("/usr/bin/chromium"))
    return ["  skipped: needs `npm run build` and /usr/bin/chromium"];
  progress(`nuwax form page in Chromium: 200 fields × 200 options vs 20 × 20 (${runs} loads each, interleaved, ${keys} keys a load)…`);
  const big = pageHtml(root, benchNuwaxFormInput(200, 200));
  const small = pageHtml(root, benchNuwaxFormInput(20, 20));
  const browser = await launchChromium();
  const at = {
    big: { firstRender: [] as number[], typed: [] as number[], arrows: [] as number[] },
    small: { firstRender: [] as number[], typed: [] as number[], arrows: [] as number[] },
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, html, fields] of [
        ["small", small, 20],
        ["big", big, 200],
      ] as const) {
        const once = await measureOnce(browser, html, fields, keys);
        at[name].firstRender.push(once.firstRender);
        at[name].typed.push(...once.typed);
        at[name].arrows.push(...once.arrows);
      }
    }
  } finally {
    await browser.close();
  }
  const fmt = (n: number, digits = 1) => n.toFixed(digits);
  const row = (label: string, b: number[], s: number[], target: string) => {
    const [mb, ms] = [median(b), median(s)];
    return `  ${label.padEnd(24)} 200×200 ${fmt(mb).padStart(7)} ms   20×20 ${fmt(ms).padStart(6)} ms   ratio ${fmt(mb / ms, 2)}   ${target}`;
  };
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
  const typedBig = median(at.big.typed);
  const arrowsBig = median(at.big.arrows);
  return [
    row("first render (median)", at.big.firstRender, at.small.firstRender, "(bounded: no target)"),
    row("keystroke, typing", at.big.typed, at.small.typed, `(target ≤ 16 ms median: ${typedBig <= 16 ? "met" : "MISSED"}; p90 ${fmt(p90(at.big.typed))} ms)`),
    row(
      "keystroke, arrow keys",
      at.big.arrows,
      at.small.arrows,
      `(target ≤ 16 ms median: ${arrowsBig <= 16 ? "met" : "MISSED"}; p90 ${fmt(p90(at.big.arrows))} ms)`,
    ),
  ];
}
