// The one way the Chromium tests start a browser: Debian's Chromium at /usr/bin/chromium (docs/development.md
// "Tests"; never a downloaded browser) driven by playwright-core, headless, with the features
// that reach the network or write profiles switched off.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Frame, type Locator, type Page } from "playwright-core";

/** Where the browser tests find Chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Flags of every test browser: headless without a sandbox (containers), no GPU, no background traffic, no QUIC,
 * and one renderer process per site within a context (`--process-per-site`: a page opened beside another of
 * the same site runs in its process instead of starting one; sites stay isolated from each other, so a
 * cross-origin frame is still out of process).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--process-per-site",
];

/** Launches a test browser of its own (close it when done). Rejects with playwright's error when Chromium is missing. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

let shared: Promise<Browser> | undefined;

/**
 * The test worker's browser: launched by the first browser file a worker runs and used by the next ones
 * (the files of a worker run one after another and share its modules, vitest.config.ts `isolate: false`),
 * instead of a launch per file, about a CPU-second each. A file gets a new browser when the last one
 * disconnected (it crashed, or a file closed it). Each file opens its own contexts and closes them in
 * afterAll (closeContexts): nothing of one file's pages, storage or clock reaches the next. Chromium
 * exits with the worker: its DevTools pipe closes. Rejects as launchChromium does.
 */
export async function sharedChromium(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchChromium();
  return shared;
}

/** Closes every context of `browser` (the pages a file opened in the shared browser), leaving it running for the worker's next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await context.close();
}

/**
 * Resolves once `page` has rendered what the last input changed and every finite CSS animation and
 * transition running then has finished (a slide between screens, a fade): two animation frames for the
 * render, then each animation's `finished`. Instead of a fixed wait, so it is as long as the animation
 * takes on this machine, no more and no less. Animations that repeat forever (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page | Frame): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The label of an option row in a nuwax form: the row of field `field` whose input has `value`, looked
 * for inside that field only (a form-wide `label:has(…)` makes Playwright test every row of the form:
 * 1.7 s a click in a 200 × 200-option form).
 */
export function optionRow(scope: Page | Frame, field: string, value: string): Locator {
  return scope.locator(`[data-field=${JSON.stringify(field)}]`).locator("label", { has: scope.locator(`input[value=${JSON.stringify(value)}]`) });
}

/** One axe-core violation: the rule's id and the CSS selector of every node that breaks it. */
export interface AxeViolation {
  id: string;
  targets: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in `target`'s document and resolves with how many rules passed and every violation.
 * The minified source (about 650 KB, node_modules/axe-core/axe.min.js) is sent only when the frame has no
 * `axe` yet, so a page checked on several screens parses it once. `runOnly` limits the run to rule tags
 * (["wcag2a", "wcag2aa", …]); without it axe runs its default rules. resultTypes ["violations"]: axe lists
 * every node of a violation, and one node of each pass (a selector for every node of every result is about
 * half of a run's time). Playwright evaluates the source itself, so a page's CSP does not stop the
 * injection (the delivery page's case runs axe under that page's CSP). Rejects with Playwright's error
 * when the frame is gone.
 */
export async function axeViolations(
  target: Page | Frame,
  options: { runOnly?: readonly string[] } = {},
): Promise<{ passes: number; violations: AxeViolation[] }> {
  if (!(await target.evaluate(() => typeof (window as { axe?: unknown }).axe !== "undefined"))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    await target.evaluate(axeSource);
  }
  return target.evaluate(
    async (runOnly) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
      const result = await axe.run(document, { ...(runOnly ? { runOnly } : {}), resultTypes: ["violations"] });
      return {
        passes: result.passes.length as number,
        violations: (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((v) => ({
          id: v.id,
          targets: v.nodes.map((n) => n.target.join(" ")),
        })),
      };
    },
    (options.runOnly ? [...options.runOnly] : null) as string[] | null,
  );
}

/** `violations` as "rule: selector, selector" lines: a failure then says which rule broke where. */
export const axeLines = (violations: readonly AxeViolation[]): string[] => violations.map((v) => `${v.id}: ${v.targets.join(", ")}`);
