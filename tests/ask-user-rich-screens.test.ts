/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Every screen of the interview form in headless Chromium, in light and dark at 1280 px and 390 px:
// intro, single choice, multi choice, rank, free text, review, the 409 notice and the completion
// screen, plus help, the agent-stopped and server-gone banners and the error screen. Each is screenshotted into
// screenshots/<theme>-<width>-<screen>.png (ignored by git) and checked with axe-core (0 violations).
// Also: question ids that are Object.prototype names (constructor, __proto__, …) work end to end.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { animationsSettled, axeLines, axeViolations, closeContexts, sharedChromium } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { apiOf } from "./helpers/interview.js";

const shots = join(repoRoot, "screenshots");
let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("ask-user-rich"),
    env: { ASK_USER_RICH_LOG_DIR: join(tempDir("screens"), "logs"), ASK_USER_RICH_PROGRESS_MS: "1000" },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
});

const interview = {
  title: "Dashboard revamp: decisions before the Q3 build",
  intro: "The analytics dashboard gets a new layout this quarter. A few **decisions** first; each has a recommendation you can take with one key.",
  questions: [
    {
      id: "layout",
      header: "Which layout should the dashboard use?",
      body: "Most users open it on a laptop; a third on phones.",
      options: [
        { id: "tabs", label: "Tabs", description: "One metric group per tab." },
        { id: "grid", label: "Grid", description: "Every metric at once, dense." },
        { id: "cards", label: "Cards", description: "One card per *metric*, reorderable." },
      ],
      recommended: "tabs",
      rationale: "Less clutter on small screens.",
    },
    {
      id: "exports",
      header: "Which export formats do we support?",
      multiSelect: true,
      options: [
        { id: "csv", label: "CSV" },
        { id: "xlsx", label: "Excel" },
        { id: "pdf", label: "PDF", description: "Needs a print stylesheet." },
        { id: "json", label: "JSON" },
      ],
      recommended: ["csv", "xlsx"],
    },
    {
      id: "order",
      header: "Rank the widgets by importance",
      kind: "rank",
      options: [
        { id: "revenue", label: "Revenue" },
        { id: "funnel", label: "Funnel" },
        { id: "churn", label: "Churn" },
        { id: "retention", label: "Retention" },
      ],
      recommended: ["churn", "revenue", "retention", "funnel"],
      dependsOn: ["layout"],
    },
    { id: "free", header: "Anything else we should know?", options: [] },
    {
      id: "colours",
      header: "Colour palette?",
      options: [
        { id: "brand", label: "Brand colours" },
        { id: "neutral", label: "Neutral greys" },
      ],
    },
    {
      id: "host",
      header: "Where does it run?",
      options: [
        { id: "cloud", label: "Cloud" },
        { id: "onprem", label: "On premises" },
      ],
      recommended: "cloud",
    },
  ],
};

const COMBOS = [
  { theme: "light", width: 1280, height: 860 },
  { theme: "dark", width: 1280, height: 860 },
  { theme: "light", width: 390, height: 844 },
  { theme: "dark", width: 390, height: 844 },
] as const;
type Combo = (typeof COMBOS)[number];

async function newPage(combo: Combo): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const phone = combo.width < 600;
  const context = await browser.newContext({
    viewport: { width: combo.width, height: combo.height },
    deviceScaleFactor: phone ? 2 : 1,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The page runs under its own CSP (axe is injected through Playwright, which a CSP does not stop): a
  // violation is an error too.
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.emulateMedia({ colorScheme: combo.theme, reducedMotion: "reduce" });
  return { page, context, errors };
}

/**
 * Asks `spec` and opens its link. `clock`: the page's timers on Playwright's clock (time flows, and
 * afterPolls brings each state poll forward, so a case need not wait for the page's 2 s polls).
 */
async function start(combo: Combo, spec: object = interview, { clock = false } = {}) {
  const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...spec, delivery: "link" } });
  const { url, sessionId } = result.structuredContent as { url: string; sessionId: string };
  const opened = await newPage(combo);
  if (clock) await opened.context.clock.install();
  await opened.page.goto(url);
  await opened.page.locator(".top h1").waitFor();
  return { ...opened, url, sessionId };
}

/**
 * expect.poll of `read`, each try after the page's next state poll (runtime/ask-user-rich/page/actions.ts
 * POLL_MS, 2 s), brought forward on a page started with `clock`.
 */
const afterPolls = <T>(page: Page, read: () => Promise<T>) =>
  expect.poll(async () => {
    await page.clock.fastForward(2000);
    return read();
  });

const press = async (page: Page, ...keys: string[]) => {
  for (const key of keys) await page.keyboard.press(key);
};
const heading = (page: Page) => page.locator("main h2").first().textContent();

/**
 * Screenshot plus an axe-core run (axeViolations, tests/helpers/browser.ts); returns the violations as
 * "screen → rule: targets".
 */
async function capture(page: Page, combo: Combo, name: string, fullPage = false): Promise<string[]> {
  await animationsSettled(page);
  await page.screenshot({ path: join(shots, `${combo.theme}-${combo.width}-${name}.png`), fullPage });
  const found = await axeViolations(page);
  expect(found.passes).toBeGreaterThan(10); // axe really ran its rules
  return axeLines(found.violations).map((v) => `${combo.theme}-${combo.width} ${name} → ${v}`);
}

describe("every screen of the interview form, light and dark, 1280 px and 390 px", { timeout: 120_000 }, () => {
  for (const combo of COMBOS) {
    it(`${combo.theme} at ${combo.width} px: intro, choice, multi, rank, free text, review, 409 notice, done`, async () => {
      const { page, context, errors, sessionId } = await start(combo);
      const violations: string[] = [];
      expect(await heading(page)).toBe(interview.title);
      // The title is a toggle only where it is cut (the phone).
      expect(await page.locator(".top .title-toggle").count()).toBe(combo.width < 600 ? 1 : 0);
      violations.push(...(await capture(page, combo, "intro")));

      await press(page, "ArrowRight");
      expect(await heading(page)).toBe("Which layout should the dashboard use?");
      await press(page, "1", "j"); // Tabs picked, focus on Grid: selected and focused are distinct
      expect(await page.locator('[role="radio"][aria-checked="true"]').textContent()).toContain("Tabs");
      // The shared controls (runtime/shared/ui/controls.css): the same numbers as the MCP App's
      // (tests/ask-question-app.test.ts).
      expect(
        await page.evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          const primary = style("button.primary");
          const control = style(".option .control");
          return [primary.borderRadius, primary.fontWeight, primary.minHeight, control.width, control.borderRadius, style(".option").borderRadius];
        }),
      ).toEqual(["6px", "500", "36px", "18px", "50%", "10px"]);
      violations.push(...(await capture(page, combo, "choice")));

      await press(page, "ArrowRight", "1", "3", "j");
      expect(await page.locator('[role="checkbox"][aria-checked="true"]').count()).toBe(2);
      violations.push(...(await capture(page, combo, "multi")));

      await press(page, "ArrowRight", "r", "Space"); // the recommended order, then pick up the first row
      expect(await page.locator(".rank li.picked").count()).toBe(1);
      // One R hint on a rank question (its "Recommended order" button; none on touch widths), and
      // the bar keeps Reset on the line of the state it undoes, the two actions together on one row.
      expect(await page.locator('[data-qid="order"] kbd:visible', { hasText: /^R$/ }).count()).toBe(combo.width < 600 ? 0 : 1);
      const box = (name: string) => page.getByRole("button", { name, exact: true }).boundingBox();
      const [state, reset, keep, recommended] = [
        await page.locator(".rank-state span").first().boundingBox(),
        await box("Reset"),
        await box("Keep this order"),
        await box("Recommended order"),
      ];
      expect(Math.abs(reset!.y + reset!.height / 2 - (state!.y + state!.height / 2))).toBeLessThan(4);
      expect(keep!.y).toBe(recommended!.y);
      violations.push(...(await capture(page, combo, "rank")));
      await press(page, "Escape");

      await press(page, "ArrowRight", "o");
      await page.keyboard.type("Ship it before the Friday demo, please.");
      await press(page, "Escape");
      violations.push(...(await capture(page, combo, "free-text")));

      await press(page, "End");
      expect(await heading(page)).toBe("Review");
      violations.push(...(await capture(page, combo, "review")));

      // A submit that races an append: refused with 409, the new question is shown first.
      // Hold the polling so only the submit learns of the append; once a poll is held, none is in flight.
      let held = 0;
      await page.route("**/state", () => void held++);
      await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0);
      await session.client.callTool({
        name: "append_questions",
        arguments: {
          sessionId,
          questions: [
            {
              id: "budget",
              header: "What is the budget ceiling?",
              options: [
                { id: "low", label: "Under 10k" },
                { id: "high", label: "10k or more" },
              ],
            },
          ],
          note: "Finance asked about this one.",
        },
      });
      await press(page, "Enter"); // questions are open: asks to confirm
      await page.getByText("Submit again to send anyway").waitFor();
      await press(page, "Enter");
      await page.getByText("New questions were added while you answered").waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      violations.push(...(await capture(page, combo, "notice-409")));
      await page.unroute("**/state");

      await press(page, "g", "1", "End", "Enter", "Enter");
      await page.getByRole("heading", { name: "Thank you" }).waitFor();
      expect(await page.getByText("You can close this tab.").count()).toBe(1);
      expect(await page.locator(".sent-list li").count()).toBe(7);
      violations.push(...(await capture(page, combo, "done", true)));

      const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
      expect(result.answers.map((a: any) => [a.id, a.status])).toEqual([
        ["layout", "answered"],
        ["exports", "answered"],
        ["order", "answered"],
        ["free", "answered"],
        ["colours", "unanswered"],
        ["host", "unanswered"],
        ["budget", "answered"],
      ]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const combo of [COMBOS[0], COMBOS[3]]) {
    it(`${combo.theme} at ${combo.width} px: agent stopped waiting, server gone, an interview that is gone`, async () => {
      const { page, context, sessionId, url } = await start(
        combo,
        {
          title: "Release checklist",
          questions: [
            {
              id: "go",
              header: "Ship on Friday?",
              options: [
                { id: "yes", label: "Yes" },
                { id: "no", label: "No, next week" },
              ],
            },
          ],
        },
        { clock: true },
      );
      const violations: string[] = [];
      const controller = new AbortController();
      const waiting = session.client
        .callTool({ name: "await_user_answers", arguments: { sessionId } }, undefined, { signal: controller.signal })
        .catch(() => undefined);
      // The server has the waiting call (its state says so), then the agent stops waiting.
      await expect.poll(async () => ((await (await fetch(`${apiOf(url)}/state`)).json()) as { agentWaiting: boolean }).agentWaiting).toBe(true);
      controller.abort();
      await waiting;
      await afterPolls(page, () => page.getByText("The agent stopped waiting; you can still submit").count()).toBeGreaterThan(0);
      violations.push(...(await capture(page, combo, "agent-stopped")));

      await press(page, "?");
      await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
      violations.push(...(await capture(page, combo, "help")));
      await press(page, "Escape");

      // While the server is gone Submit waits, and says why beside it; it comes back with the server.
      await press(page, "End");
      const submit = page.getByRole("button", { name: "Submit", exact: true });
      expect(await submit.isEnabled()).toBe(true);
      await page.route("**/state", (route) => route.abort("connectionrefused"));
      await afterPolls(page, () => page.getByText("Can’t reach the interview server").count()).toBeGreaterThan(0);
      expect(await submit.isDisabled()).toBe(true);
      expect(await page.locator(".bottom .blocked").isVisible()).toBe(true);
      expect(await submit.getAttribute("aria-describedby")).toBe("submit-blocked");
      expect(await page.locator("#submit-blocked").textContent()).toContain("Submit waits for the server.");
      violations.push(...(await capture(page, combo, "server-gone")));
      await press(page, "Control+Enter"); // the keys wait too: nothing is sent
      await page.unroute("**/state");
      await afterPolls(page, () => submit.isEnabled()).toBe(true);
      expect(await page.locator(".bottom .blocked").count()).toBe(0);
      expect(await page.getByText("Some questions are unanswered").count()).toBe(0); // submit() did not even start
      await context.close();

      // A link whose interview the server does not know (ended, released, or mistyped): the server
      // answers the page with 404 and the page shows its designed screen, not raw JSON.
      const bad = await newPage(combo);
      const response = await bad.page.goto(url.replace(/s\/[^/]+$/, "s/AAAAAAAAAAAAAAAAAAAAAAAA"));
      expect(response?.status()).toBe(404);
      await bad.page.getByRole("heading", { name: "This interview link is not valid" }).waitFor();
      // Reloading cannot help there: the screen says what does, and offers no button.
      expect(await bad.page.locator(".next-step").textContent()).toBe("What to do: ask the agent for a new link. Reloading will not bring this one back.");
      expect(await bad.page.getByRole("button").count()).toBe(0);
      violations.push(...(await capture(bad.page, combo, "error")));
      expect(violations).toEqual([]);
      await bad.context.close();
    });
  }
});

describe("the header at phone width", { timeout: 90_000 }, () => {
  it("stays one row with a truncated title, and the rail scrolls to keep the current question in view", async () => {
    const many = {
      title: "A very long interview title that cannot possibly fit on one phone-width header row",
      questions: Array.from({ length: 40 }, (_, i) => ({ id: `q${i}`, header: `Question ${i + 1}?`, options: [{ id: "a", label: "A" }] })),
    };
    const { page, context, errors } = await start(COMBOS[2], many);
    const bar = await page.locator(".bar").boundingBox();
    const title = await page.locator(".top h1").boundingBox();
    expect(bar!.height).toBeLessThan(56); // one row: title and buttons side by side
    expect(title!.height).toBeLessThan(30);
    expect(await page.locator(".top h1").getAttribute("title")).toBe(many.title); // the full title on hover
    // The cut title is a toggle: a tap wraps it in full, Enter (keyboard) cuts it again.
    const toggle = page.getByRole("button", { name: many.title });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.tap();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const open = await page.locator(".top h1").boundingBox();
    expect(open!.height).toBeGreaterThan(40);
    expect(await page.locator(".top .title-text").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await capture(page, COMBOS[2], "title-open")).toEqual([]);
    await toggle.focus();
    await press(page, "Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect((await page.locator(".top h1").boundingBox())!.height).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    const inView = async () => {
      const rail = await page.locator(".rail").boundingBox();
      const chip = await page.locator('.chip[aria-current="step"]').boundingBox();
      return chip!.x >= rail!.x - 1 && chip!.x + chip!.width <= rail!.x + rail!.width + 1;
    };
    for (const keys of [["ArrowRight"], Array(24).fill("ArrowRight"), ["End", "ArrowLeft"], ["Home"]]) {
      await press(page, ...keys);
      await page.waitForTimeout(50);
      expect(await inView()).toBe(true);
    }
    await press(page, ...Array(29).fill("ArrowRight"));
    await expect.poll(() => page.locator('.chip[aria-current="step"]').textContent()).toBe("30");
    await capture(page, COMBOS[2], "rail-scrolled");
    expect(await inView()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("keys typed faster than the page renders", { timeout: 90_000 }, () => {
  it("act on the screen they were typed on, not on the one focus has not left yet", async () => {
    const spec = {
      title: "Fast keys",
      questions: ["first", "second", "third"].map((id) => ({
        id,
        header: `Question ${id}?`,
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      })),
    };
    const { page, context, errors, sessionId } = await start(COMBOS[0], spec);
    await page.locator('[data-qid="first"] [data-index="0"]').focus();
    // Three keydowns in one task: no render (and so no focus move) happens between them.
    await page.evaluate(() => {
      for (const key of ["2", "ArrowRight", "1", "ArrowRight"])
        document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => page.locator("main h2").first().textContent()).toBe("Question third?");
    await press(page, "2", "End", "Enter");
    await page.getByRole("heading", { name: "Thank you" }).waitFor();
    const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
    // Before: "1" and the second ArrowRight acted on the first question (focus was still there).
    expect(result.answers.map((a: any) => [a.id, a.selected])).toEqual([
      ["first", ["b"]],
      ["second", ["a"]],
      ["third", ["b"]],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("question ids that are Object.prototype names", { timeout: 90_000 }, () => {
  it("answers constructor, __proto__, toString, valueOf and hasOwnProperty, across a reload, without a page error", async () => {
    const ids = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"];
    const spec = {
      title: "Prototype names",
      questions: ids.map((id, k) => ({
        id,
        header: `Question ${id}?`,
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
        ...(k === 4 ? { kind: "rank" } : {}),
        ...(k === 3 ? { multiSelect: true } : {}),
      })),
    };
    const { page, context, errors, sessionId } = await start(COMBOS[0], spec);
    expect(await page.locator(".chip").count()).toBe(5);
    await press(page, "2", "ArrowRight", "d", "ArrowRight", "1", "n");
    await page.keyboard.type("a note");
    await press(page, "Escape", "ArrowRight", "1", "2", "ArrowRight", "Shift+ArrowDown");
    await expect.poll(() => page.locator(".chip.answered").count()).toBe(4); // the rail renders after the last key
    await page.waitForTimeout(100);
    await page.reload(); // the draft comes back from localStorage with the same ids
    await page.locator(".top h1").waitFor();
    expect(await page.locator(".chip.answered").count()).toBe(4);
    expect(await page.locator(".chip.deferred").count()).toBe(1);
    await press(page, "v"); // show all renders every question at once
    expect(await page.locator("[data-qid]").count()).toBe(5);
    await press(page, "v", "End", "Enter");
    await page.getByRole("heading", { name: "Thank you" }).waitFor();
    const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
    expect(result.answers.map((a: any) => [a.id, a.status, a.selected, a.ranked, a.notes])).toEqual([
      ["constructor", "answered", ["b"], null, null],
      ["__proto__", "deferred", [], null, null],
      ["toString", "answered", ["a"], null, "a note"],
      ["valueOf", "answered", ["a", "b"], null, null],
      ["hasOwnProperty", "answered", [], ["b", "a"], null],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
