/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The interview form in headless Chromium (playwright-core driving /usr/bin/chromium), asserting on
// the answers result the tools return. Screenshots go to screenshots/ (ignored by git).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type Page } from "playwright-core";
import { animationsSettled, axeLines, axeViolations, closeContexts, sharedChromium } from "./helpers/browser.js";
import { build } from "esbuild";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";

const shots = join(repoRoot, "screenshots");
let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("ask-user-rich"),
    env: { ASK_USER_RICH_LOG_DIR: join(tempDir("browser"), "logs"), ASK_USER_RICH_PROGRESS_MS: "1000" },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
});

const interview = {
  title: "Dashboard revamp",
  intro: "A few **decisions** first.",
  questions: [
    {
      id: "layout",
      header: "Layout?",
      options: [
        { id: "tabs", label: "Tabs", preview: "```\n[A] [B]\n```" },
        { id: "grid", label: "Grid" },
        { id: "cards", label: "Cards", description: "One card per *metric*." },
      ],
      recommended: "tabs",
      rationale: "Less clutter.",
    },
    {
      id: "exports",
      header: "Exports?",
      multiSelect: true,
      options: [
        { id: "csv", label: "CSV" },
        { id: "xlsx", label: "Excel" },
        { id: "pdf", label: "PDF" },
      ],
      recommended: ["csv", "xlsx"],
    },
    {
      id: "order",
      header: "Rank widgets",
      kind: "rank",
      options: [
        { id: "revenue", label: "Revenue" },
        { id: "funnel", label: "Funnel" },
        { id: "churn", label: "Churn" },
      ],
      recommended: ["churn", "revenue", "funnel"],
      dependsOn: ["layout"],
    },
    { id: "free", header: "Anything else?", options: [] },
    {
      id: "colours",
      header: "Colours?",
      options: [
        { id: "dark", label: "Dark" },
        { id: "light", label: "Light" },
      ],
    },
    {
      id: "budget",
      header: "Budget?",
      options: [
        { id: "low", label: "Low" },
        { id: "high", label: "High" },
      ],
    },
    {
      id: "host",
      header: "Hosting?",
      options: [
        { id: "cloud", label: "Cloud" },
        { id: "onprem", label: "On premises" },
      ],
      recommended: "cloud",
    },
  ],
};

async function open(args: Record<string, unknown>, setup?: (page: Page) => Promise<void>) {
  const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...args, delivery: "link" } });
  const { url, sessionId } = result.structuredContent as { url: string; sessionId: string };
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await setup?.(page);
  await page.goto(url);
  await page.locator(".top h1").waitFor();
  return { page, sessionId, url, errors, context };
}
const answers = async (sessionId: string) => (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
const heading = (page: Page) => page.locator("main h2").first().textContent();
/** Waits for the slide to finish so screenshots show the settled screen. */
const shot = async (page: Page, name: string, fullPage = false) => {
  await animationsSettled(page);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
};
const press = async (page: Page, ...keys: string[]) => {
  for (const key of keys) await page.keyboard.press(key);
};

describe("the interview form in Chromium", { timeout: 90_000 }, () => {
  it("is answered with the keyboard alone, every shortcut of the table at least once", async () => {
    const { page, sessionId, errors, context } = await open(interview);
    expect(await heading(page)).toBe("Dashboard revamp");
    await shot(page, "intro");
    await press(page, "?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain("Rank: send the focused row to that position");
    await press(page, "Escape");
    expect(await page.getByRole("dialog").count()).toBe(0);

    await press(page, "ArrowRight", "ArrowLeft", "ArrowRight"); // → Layout?
    expect(await heading(page)).toBe("Layout?");
    // The option list is one Tab stop: Tab from the first option goes on to the Other field.
    await press(page, "j", "k", "Tab");
    expect(await page.evaluate("document.activeElement.className")).toBe("other");
    await press(page, "Escape");
    await shot(page, "question");
    await press(page, "j", "k", "Enter"); // Enter picks the focused option when nothing is picked yet
    expect(await page.locator('[role="radio"][aria-checked="true"]').textContent()).toContain("Tabs");
    await press(page, "x", "2", "Space"); // clear, pick Grid by number, unpick it with Space
    expect(await page.locator('[role="radio"][aria-checked="true"]').count()).toBe(0);
    await press(page, "r", "o"); // take the recommendation, then Other
    await page.keyboard.type("or maybe cards");
    await press(page, "Escape", "n");
    await page.keyboard.type("keep it light");
    await press(page, "Escape", "l"); // → Exports?
    expect(await heading(page)).toBe("Exports?");
    await press(page, "1", "3", "Backspace", "r", "ArrowRight"); // → Rank widgets
    expect(await heading(page)).toBe("Rank widgets");
    await shot(page, "rank");
    const order = () => page.locator(".rank li").allTextContents();
    await press(page, "Space", "ArrowDown", "Enter"); // pick up Revenue, move it down, drop
    expect(await order()).toEqual(["1Funnel", "2Revenue", "3Churn"]);
    await press(page, "Shift+ArrowUp"); // move the focused row directly
    expect(await order()).toEqual(["1Revenue", "2Funnel", "3Churn"]);
    await press(page, "3"); // send it to position 3
    expect(await order()).toEqual(["1Funnel", "2Churn", "3Revenue"]);
    await press(page, "Space", "ArrowUp", "Escape"); // Esc cancels the move
    expect(await order()).toEqual(["1Funnel", "2Churn", "3Revenue"]);
    await press(page, "x"); // reset: nothing recorded
    expect(await page.locator(".rank.untouched").count()).toBe(1);
    await press(page, "c"); // keep the order shown
    expect(await page.locator(".rank.untouched").count()).toBe(0);
    await press(page, "r"); // the recommended order
    expect(await order()).toEqual(["1Churn", "2Revenue", "3Funnel"]);
    await press(page, "h", "l", "ArrowRight"); // back and forth, then → Anything else?
    expect(await heading(page)).toBe("Anything else?");
    await press(page, "o");
    await page.keyboard.type("ship it before Friday");
    await press(page, "Control+Enter"); // advances even from a text field → Colours?
    expect(await heading(page)).toBe("Colours?");
    await press(page, "d", "n");
    await page.keyboard.type("after the brand review");
    await press(page, "Escape", "ArrowRight"); // → Budget?
    await press(page, "i"); // needs info, and focuses the note
    await page.keyboard.type("what does hosting cost?");
    await press(page, "Control+Enter", "End"); // → Hosting? then the review screen
    expect(await heading(page)).toBe("Review");
    await press(page, "Home");
    expect(await heading(page)).toBe("Dashboard revamp");
    await press(page, "End", "v");
    expect(await page.locator("[data-screen]").count()).toBe(9);
    await press(page, "v");
    expect(await page.locator("[data-screen]").count()).toBe(1);
    await press(page, "a"); // accept every remaining recommendation (Hosting)
    await shot(page, "review");
    await press(page, "Enter"); // submit from the review screen
    await page.getByText("Thank you").waitFor();

    const result = await answers(sessionId);
    expect(result.answers.map((a: any) => [a.id, a.status, a.selected, a.other, a.ranked, a.notes, a.followedRecommendation])).toEqual([
      ["layout", "answered", [], "or maybe cards", null, "keep it light", false], // single-select: Other replaced the option
      ["exports", "answered", ["csv", "xlsx"], null, null, null, true],
      ["order", "answered", [], null, ["churn", "revenue", "funnel"], null, true],
      ["free", "answered", [], "ship it before Friday", null, null, null],
      ["colours", "deferred", [], null, null, "after the brand review", null],
      ["budget", "needs-info", [], null, null, "what does hosting cost?", null],
      ["host", "answered", ["cloud"], null, null, null, true],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is answered with the mouse: chips, options, drag to rank, modes, show all remembered, reload keeps the draft", async () => {
    const { page, sessionId, errors, context } = await open(interview);
    await page.locator(".chip").nth(0).click();
    expect(await heading(page)).toBe("Layout?");
    const cards = page.getByRole("radio", { name: /Cards/ });
    await cards.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await cards.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore); // clicks never scroll
    await page.locator(".chip").nth(2).click();
    expect(await heading(page)).toBe("Rank widgets");
    const rows = page.locator(".rank li");
    const from = await rows.nth(2).boundingBox();
    const to = await rows.nth(0).boundingBox();
    await page.mouse.move(from!.x + 20, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + 20, to!.y + 5, { steps: 12 });
    await page.mouse.move(to!.x + 20, to!.y + 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => rows.allTextContents()).toEqual(["1Churn", "2Revenue", "3Funnel"]);
    await page.locator(".chip").nth(4).click();
    await page.getByRole("button", { name: "Defer" }).click();
    await page.locator("textarea.note").fill("later");
    // The draft and the screen survive a reload; the show-all choice is remembered.
    await page.getByRole("button", { name: /Show all/ }).click();
    await page.reload();
    await page.locator(".top h1").waitFor();
    expect(await page.locator("[data-screen]").count()).toBe(9);
    await shot(page, "show-all", true);
    await page.getByRole("button", { name: /One per screen/ }).click();
    expect(await heading(page)).toBe("Colours?");
    expect(await page.locator("textarea.note").inputValue()).toBe("later");
    await page.getByRole("button", { name: /Theme/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await shot(page, "dark");
    await page.locator(".chip").nth(6).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("still unanswered. Submit again to send anyway").waitFor();
    await page.getByRole("button", { name: "Submit anyway" }).click();
    await page.getByText("Thank you").waitFor();
    const result = await answers(sessionId);
    expect(result.answers.map((a: any) => [a.id, a.status])).toEqual([
      ["layout", "answered"],
      ["exports", "unanswered"],
      ["order", "answered"],
      ["free", "unanswered"],
      ["colours", "deferred"],
      ["budget", "unanswered"],
      ["host", "unanswered"],
    ]);
    expect(result.answers[2].ranked).toEqual(["churn", "revenue", "funnel"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("picks up an append: dot on the new chip, the note, G jumps there; a racing submit is refused and recovered", async () => {
    const small = { title: "Follow-ups", questions: [{ id: "first", header: "First?", options: [{ id: "y", label: "Yes" }] }] };
    const { page, sessionId, errors, context } = await open(small);
    await press(page, "1");
    await session.client.callTool({
      name: "append_questions",
      arguments: { sessionId, questions: [{ id: "second", header: "Second?", options: [{ id: "n", label: "No" }] }], note: "One follow-up, sorry." },
    });
    await page.locator(".chip .dot").waitFor({ timeout: 5000 });
    expect(await page.locator(".notice").textContent()).toContain("One follow-up, sorry.");
    await press(page, "g");
    expect(await heading(page)).toBe("Second?");
    await press(page, "1");
    // Race: hold the polling, append again, submit with the old version.
    let held = 0;
    await page.route("**/state", () => void held++);
    await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0); // no poll in flight any more
    await session.client.callTool({
      name: "append_questions",
      arguments: { sessionId, questions: [{ id: "third", header: "Third?", options: [{ id: "t", label: "Three" }] }] },
    });
    await press(page, "End", "Enter");
    await page.getByText("New questions were added while you answered").waitFor();
    expect(await page.locator(".chip").count()).toBe(3);
    await press(page, "g");
    expect(await heading(page)).toBe("Third?");
    await press(page, "1", "End", "Enter");
    await page.getByText("Thank you").waitFor();
    const result = await answers(sessionId);
    expect(result.answers.map((a: any) => a.selected)).toEqual([["y"], ["n"], ["t"]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a 413 for answers too long for the agent to receive, keeps them, and sends once they are shorter", async () => {
    const questions = Array.from({ length: 120 }, (_, i) => ({ id: `q${i}`, header: `Question ${i}?`, options: [] }));
    const result = await session.client.callTool({ name: "ask_user_rich", arguments: { title: "Long answers", questions, delivery: "link" } });
    const { url, sessionId } = result.structuredContent as { url: string; sessionId: string };
    const token = new URL(url).pathname.split("/").at(-1)!;
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A draft this browser kept (as if typed): 120 answers and notes of 20 000 characters, on the review screen.
    const drafts = Object.fromEntries(
      questions.map((q, i) => [q.id, { mode: "answered", selected: [], other: `${i}`.padEnd(20_000, "o"), ranked: null, notes: `${i}`.padEnd(20_000, "n") }]),
    );
    await page.addInitScript(([key, saved]) => localStorage.getItem(key) ?? localStorage.setItem(key, saved), [
      `ask-user-rich:${token}`,
      JSON.stringify({ drafts, screen: 120, generalNotes: "" }),
    ] as const);
    await page.goto(url);
    await page.locator(".top h1").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    const notice = page.locator(".notice");
    await notice.getByText("Shorten your answers", { exact: true }).waitFor();
    // The page's own words (x-nuwax.uiStrings answerTooLarge) with the server's sizes and the three longest texts (all 20 000 long: the first three).
    expect((await notice.locator(".banner-body").textContent())?.trim()).toMatch(
      /^Your answers are too long to send: the agent would receive \d+(\.[1-9])? MB, more than the 9 MB one message can carry\. Nothing was sent and your answers are still here: shorten Question 0\? \(Your answer\), Question 0\? \(Note\), Question 1\? \(Your answer\) and submit again\.$/,
    );
    // Nothing left the form: the draft is kept, the interview is still open.
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).drafts.q7.notes.length, `ask-user-rich:${token}`);
    expect(kept).toBe(20_000);
    // Shorter answers and notes on every question (as the user would edit them), then the same submit goes through.
    await page.evaluate(
      ([key]) => {
        const saved = JSON.parse(localStorage.getItem(key)!);
        for (const d of Object.values(saved.drafts) as Array<{ notes: string; other: string }>)
          ((d.notes = d.notes.slice(0, 100)), (d.other = d.other.slice(0, 5_000)));
        localStorage.setItem(key, JSON.stringify(saved));
      },
      [`ask-user-rich:${token}`] as const,
    );
    await page.reload();
    await page.locator(".top h1").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Thank you").waitFor();
    const sent = await answers(sessionId);
    expect(sent.answers.map((a: any) => [a.other.length, a.notes.length])).toEqual(questions.map(() => [5_000, 100]));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a submit over maxSubmitBytes in the page's words without sending it, naming the longest texts", async () => {
    const questions = Array.from({ length: 140 }, (_, i) => ({ id: `q${i}`, header: `问题 ${i}？`, options: [] }));
    const result = await session.client.callTool({ name: "ask_user_rich", arguments: { title: "很长的回答", questions, delivery: "link" } });
    const { url } = result.structuredContent as { url: string; sessionId: string };
    const token = new URL(url).pathname.split("/").at(-1)!;
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale: "zh-CN" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let submits = 0;
    await page.route("**/submit", (route) => (submits++, route.continue()));
    // 140 × 14 000 Chinese characters of 3 UTF-8 bytes (localStorage holds the 2 M characters; the body is about 5.6 MiB), over the
    // 5 MiB x-nuwax.constants.maxSubmitBytes; the longest text is the note of q3.
    const drafts = Object.fromEntries(
      questions.map((q, i) => [
        q.id,
        { mode: "answered", selected: [], other: `${i}`.padEnd(7_000, "答"), ranked: null, notes: `${i}`.padEnd(i === 3 ? 7_100 : 7_000, "注") },
      ]),
    );
    await page.addInitScript(([key, saved]) => localStorage.getItem(key) ?? localStorage.setItem(key, saved), [
      `ask-user-rich:${token}`,
      JSON.stringify({ drafts, screen: 140, generalNotes: "" }),
    ] as const);
    await page.goto(url);
    await page.locator(".top h1").waitFor();
    await page.getByRole("button", { name: "提交" }).click();
    const notice = page.locator(".notice");
    await notice.locator(".banner-body").waitFor();
    const text = (await notice.locator(".banner-body").textContent())?.trim() ?? "";
    // The body's size and the limit, in MB as the page writes sizes, and q3's note named first.
    expect(text).toMatch(/^回答太长，无法发送：Agent 会收到 5\.6 MB.*5 MB.*问题 3？（备注）/);
    expect(text).not.toMatch(/body larger than|bytes/);
    await notice.getByText("请缩短你的回答", { exact: true }).waitFor();
    expect(submits).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says when the agent stopped waiting (and when no call waits yet), and honours reduced motion", async () => {
    const { page, context, sessionId } = await open(
      { title: "Nobody waits", questions: [{ id: "q", header: "Q?", options: [{ id: "a", label: "A" }] }] },
      (p) => p.emulateMedia({ reducedMotion: "reduce" }),
    );
    await page.getByText("No agent call is waiting right now").waitFor();
    const controller = new AbortController();
    const waiting = session.client
      .callTool({ name: "await_user_answers", arguments: { sessionId } }, undefined, { signal: controller.signal })
      .catch(() => undefined);
    await page.getByText("1 resolved").or(page.getByText("0 of 1 resolved.")).first().waitFor();
    controller.abort();
    await waiting;
    await page.getByText("The agent stopped waiting; you can still submit").waitFor({ timeout: 10_000 });
    await press(page, "ArrowRight");
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("main > div")!).animationName)).toBe("none");
    await context.close();
    const moving = await open({ title: "Motion", questions: [{ id: "q", header: "Q?", options: [] }] });
    await press(moving.page, "ArrowRight");
    expect(await moving.page.evaluate(() => getComputedStyle(document.querySelector("main > div")!).animationName)).toBe("slide-next");
    await moving.context.close();
  });

  it("renders markdown without running an XSS payload", async () => {
    const { page, errors, context } = await open({
      title: "XSS",
      intro: '<img src="x" onerror="window.__xss = 1"> <script>window.__xss = 2</script> [link](javascript:window.__xss=3)',
      questions: [
        {
          id: "q",
          header: "Q",
          body: '<svg onload="window.__xss = 4"></svg><iframe src="javascript:parent.__xss=5"></iframe>',
          options: [{ id: "a", label: "A", description: '<a href="javascript:window.__xss=6">x</a>' }],
        },
      ],
    });
    await press(page, "ArrowRight");
    await page.waitForTimeout(300);
    expect(await page.evaluate("window.__xss")).toBeUndefined();
    const html = await page.locator("body").innerHTML();
    expect(html).not.toMatch(/onerror|onload|<script>|<iframe|javascript:/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("show all: a keystroke re-renders and changes only its question, its review row, its chip and the counters", async () => {
    // The page's own sources bundled with a probe on Preact's render hook (options.__r, its
    // mangled _render): every component that renders is recorded with the element it rendered
    // into, so re-renders that leave the DOM as it was are seen too. A MutationObserver watches
    // every change to the page.
    const probed = await build({
      stdin: {
        contents: `import { options } from "preact";
          import "./main.tsx";
          const w = window, rendered = new WeakSet(), render = options.__r, diffed = options.diffed;
          w.__renders = [];
          options.__r = (v) => { rendered.add(v); render?.(v); };
          options.diffed = (v) => { if (rendered.has(v)) { rendered.delete(v); w.__renders.push([v.type.displayName || v.type.name, v.__e]); } diffed?.(v); };`,
        resolveDir: join(repoRoot, "runtime/ask-user-rich/page"),
        loader: "tsx",
      },
      bundle: true,
      write: false,
      format: "iife",
      target: ["es2020"],
      jsx: "automatic",
      jsxImportSource: "preact",
      keepNames: true,
      logLevel: "silent",
    });
    const questions = Array.from({ length: 50 }, (_, i) => ({
      id: `q${i}`,
      header: `Question ${i + 1}?`,
      options: ["A", "B", "C", "D"].map((l) => ({ id: l.toLowerCase(), label: l })),
    }));
    const { page, context, errors } = await open({ title: "Fifty", questions }, async (p) => {
      await p.addInitScript(() => localStorage.setItem("ask-user-rich:showAll", "1"));
      await p.route("**/assets/form.js", (route) => route.fulfill({ contentType: "text/javascript; charset=utf-8", body: probed.outputFiles[0]!.text }));
    });
    await page.locator("[data-qid]").nth(49).waitFor();
    const target = "q20";
    await page.locator(`[data-qid="${target}"] .option`).first().focus();
    await page.waitForTimeout(300);
    // What a keystroke on q20 may touch: its screen, its review row, its rail chip, the counters.
    const watch = () =>
      page.evaluate((qid) => {
        const w = window as any;
        const allowed = (node: Node | null) => {
          const el = node instanceof Element ? node : node?.parentElement;
          return Boolean(el?.closest(`[data-qid="${qid}"], [data-review="${qid}"], [data-chip="${qid}"], .progress, .bottom, .review .summary`));
        };
        const describe = (node: Node | null) => {
          const el = node instanceof Element ? node : node?.parentElement;
          return el
            ? `${el.tagName.toLowerCase()}.${el.getAttribute("class")} in ${el.closest("[data-qid], [data-review], [data-chip], section, header, footer")?.outerHTML.slice(0, 80)}`
            : String(node);
        };
        w.__renders = [];
        w.__outside = [];
        w.__observer?.disconnect();
        w.__observer = new MutationObserver((records) => {
          for (const r of records) if (!allowed(r.target)) w.__outside.push(`mutation ${r.type} ${describe(r.target)}`);
        });
        w.__observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        w.__check = () => {
          const renders = (w.__renders as Array<[string, Node | null]>)
            .map(([name, dom]) => (allowed(dom) ? null : `render ${name} → ${describe(dom)}`))
            .filter(Boolean);
          return {
            outside: [...w.__outside, ...renders],
            renders: w.__renders.length,
            names: [...new Set((w.__renders as Array<[string]>).map(([name]) => name))].sort(),
          };
        };
      }, target);
    const check = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      return (await page.evaluate(() => (window as any).__check())) as { outside: string[]; renders: number; names: string[] };
    };
    await watch();
    await press(page, "Space", "j", "Space", "k"); // pick A (open → answered), move, pick B, move back
    const picked = await check();
    expect(picked.outside).toEqual([]);
    expect(picked.renders).toBeGreaterThan(0); // the probe saw the question's own renders
    expect(await page.locator(`[data-chip="${target}"] .chip.answered`).count()).toBe(1);
    expect(await page.locator(`[data-review="${target}"]`).textContent()).toContain("B");
    await page.locator(`[data-qid="${target}"] textarea.note`).focus();
    await watch();
    await page.keyboard.type("why B");
    const typed = await check();
    expect(typed.outside).toEqual([]);
    // The question and its review row re-rendered; nothing that lists every question did.
    expect(typed.names).toEqual(expect.arrayContaining(["QuestionScreen", "ReviewRow"]));
    expect(typed.names).not.toContain("ReviewScreen");
    expect(await page.locator(`[data-review="${target}"]`).textContent()).toContain("Note: why B");
    expect(await page.locator(".bottom .count").textContent()).toBe("1 of 50 resolved.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("show all: the rail scrolls to a question and tracks the one being read", async () => {
    const { page, context } = await open(interview, (p) => p.emulateMedia({ reducedMotion: "reduce" }));
    await press(page, "v");
    await page.locator(".chip").nth(5).click();
    await expect.poll(() => page.locator(".chip").nth(5).getAttribute("aria-current")).toBe("step");
    const top = await page.locator('[data-qid="budget"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(400);
    await page.locator('[data-qid="layout"]').evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect.poll(() => page.locator(".chip").nth(0).getAttribute("aria-current")).toBe("step");
    await context.close();
  });

  it("Enter on a focused review row goes back to that question; typing notes survives an append", async () => {
    const { page, sessionId, context } = await open({
      title: "Rows",
      questions: [
        { id: "a", header: "Alpha?", options: [{ id: "x", label: "X" }] },
        { id: "b", header: "Beta?", options: [] },
      ],
    });
    await press(page, "End");
    await page.locator(".review-row").nth(1).focus();
    await press(page, "Enter");
    expect(await heading(page)).toBe("Beta?");
    await press(page, "End");
    await page.locator("#generalNotes").click();
    await page.keyboard.type("hello");
    await session.client.callTool({
      name: "append_questions",
      arguments: { sessionId, questions: [{ id: "c", header: "Gamma?", options: [] }], note: "More." },
    });
    await page.locator(".chip .dot").waitFor({ timeout: 5000 });
    await page.keyboard.type(" world d 2");
    expect(await page.locator("#generalNotes").inputValue()).toBe("hello world d 2");
    expect(await heading(page)).toBe("Review");
    await context.close();
  });

  it("accepts every remaining recommendation from the review screen, rank questions included", async () => {
    const { page, sessionId, context } = await open(interview);
    await press(page, "End", "a");
    expect(await page.locator(".chip.answered").count()).toBe(4); // the four questions with a recommendation
    await press(page, "Enter");
    await page.getByText("still unanswered. Submit again to send anyway").waitFor();
    await press(page, "Enter");
    await page.getByText("Thank you").waitFor();
    const result = await answers(sessionId);
    expect(result.answers.filter((a: any) => a.status === "answered").map((a: any) => [a.id, a.selected, a.ranked, a.followedRecommendation])).toEqual([
      ["layout", ["tabs"], null, true],
      ["exports", ["csv", "xlsx"], null, true],
      ["order", [], ["churn", "revenue", "funnel"], true],
      ["host", ["cloud"], null, true],
    ]);
    await context.close();
  });

  it("keeps keyboard focus in the middle half between header and footer; pins a tall option near the top", async () => {
    const many = {
      title: "Many options",
      questions: [
        {
          id: "pick",
          header: "Pick one",
          options: [
            ...Array.from({ length: 30 }, (_, i) => ({ id: `o${i}`, label: `Option ${i + 1}` })),
            {
              id: "tall",
              label: "Tall",
              preview: "```\n" + Array.from({ length: 60 }, (_, i) => `line ${i}`).join("\n") + "\n```",
              description: Array.from({ length: 40 }, () => "A long description line.").join("\n\n"),
            },
          ],
        },
      ],
    };
    const { page, context } = await open(many, (p) => p.emulateMedia({ reducedMotion: "reduce" }));
    await press(page, "j"); // no intro: the first screen is the question
    const band = () =>
      page.evaluate(() => {
        const header = document.querySelector(".top")!.getBoundingClientRect().bottom;
        const footer = document.querySelector(".bottom")!.getBoundingClientRect().top;
        const rect = document.activeElement!.getBoundingClientRect();
        return { header, footer, top: rect.top, bottom: rect.bottom, height: rect.height, label: document.activeElement!.textContent };
      });
    for (let i = 0; i < 25; i++) await press(page, "j");
    const mid = await band();
    expect(mid.label).toContain("Option 27");
    const space = mid.footer - mid.header;
    expect(mid.top).toBeGreaterThanOrEqual(mid.header + space / 4 - 2);
    expect(mid.bottom).toBeLessThanOrEqual(mid.footer - space / 4 + 2);
    for (let i = 0; i < 5; i++) await press(page, "j");
    const tall = await band();
    expect(tall.label).toContain("Tall");
    expect(tall.height).toBeGreaterThan(space / 2);
    expect(Math.abs(tall.top - (tall.header + 16))).toBeLessThanOrEqual(2);
    await context.close();
  });

  it("has no axe-core accessibility violations on the intro, a question, a rank question, the review, and in dark mode", async () => {
    const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...interview, delivery: "link" } });
    // The page's own CSP stays on: axeViolations injects axe through Playwright, which a CSP does not stop.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto((result.structuredContent as { url: string }).url);
    await page.locator(".top h1").waitFor();
    const violations: string[] = [];
    for (const keys of [[], ["ArrowRight"], ["ArrowRight", "ArrowRight", "ArrowRight"], ["End"], ["theme:dark", "Home", "ArrowRight"]]) {
      for (const key of keys) {
        if (key === "theme:dark") await page.getByRole("button", { name: /Theme/ }).click();
        else await press(page, key);
      }
      await animationsSettled(page);
      const found = await axeViolations(page);
      expect(found.passes).toBeGreaterThan(10); // axe really ran its rules
      violations.push(...axeLines(found.violations).map((v) => `${keys.join("+") || "intro"} → ${v}`));
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it("fits a phone-width screen and 200% zoom", async () => {
    const { page, context } = await open(interview);
    await page.setViewportSize({ width: 550, height: 400 }); // a 1100 × 800 window at 200% zoom
    await press(page, "ArrowRight");
    await animationsSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.setViewportSize({ width: 360, height: 740 });
    await press(page, "ArrowRight");
    await animationsSettled(page); // let the slide finish
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
        .slice(0, 8),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await context.close();
  });
});
