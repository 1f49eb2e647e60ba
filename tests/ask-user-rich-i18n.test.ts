/// <reference lib="dom" />
// The interview page speaks the interview's language (issue 22 item 4): its words come from
// x-nuwax.uiStrings (interview* keys) in the locale the interview's own text is written in
// (runtime/ask-user-rich/page/i18n.ts), `<html lang>` says which, and picks are joined with
// the locale's list separator ("、" in Chinese). Screenshots: screenshots/interview-zh-*.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser } from "playwright-core";
import { closeContexts, sharedChromium } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";

const shots = join(repoRoot, "screenshots");
let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("ask-user-rich"),
    env: { ASK_USER_RICH_LOG_DIR: join(tempDir("i18n"), "logs"), ASK_USER_RICH_PROGRESS_MS: "1000" },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
});

const chinese = {
  title: "发布前确认",
  intro: "先确认几件事。",
  questions: [
    {
      id: "env",
      header: "发布到哪个环境？",
      options: [
        { id: "staging", label: "预发环境" },
        { id: "prod", label: "生产环境" },
      ],
      recommended: "staging",
      rationale: "先在预发验证。",
    },
    {
      id: "checks",
      header: "发布前再跑哪些检查？",
      multiSelect: true,
      options: [
        { id: "lint", label: "代码检查" },
        { id: "e2e", label: "端到端测试" },
        { id: "bench", label: "性能基准" },
      ],
    },
  ],
};

async function open(args: Record<string, unknown>, locale: string) {
  const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...args, delivery: "link" } });
  const { url } = result.structuredContent as { url: string };
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  await page.locator(".top h1").waitFor();
  return { page, errors, context };
}

describe("interview page language", { timeout: 90_000 }, () => {
  it.each(["zh-CN", "en-US"])("a Chinese interview in a %s browser is in Chinese, and joins picks with 、", async (browserLocale) => {
    const zh = UI_STRINGS["zh-CN"];
    const { page, errors, context } = await open(chinese, browserLocale);
    try {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
      const intro = page.locator("section.intro");
      expect(await intro.locator(".eyebrow").textContent()).toBe(zh.interviewEyebrow);
      expect(await intro.locator(".facts").textContent()).toBe(
        zh.interviewQuestionCount({ count: "2" }) + zh.interviewWithRecommendation({ count: "1" }) + zh.interviewDraftsKept,
      );
      expect((await intro.locator("button.primary").textContent())?.trim()).toBe(zh.interviewStart);
      if (browserLocale === "zh-CN") await page.screenshot({ path: join(shots, "interview-zh-intro.png") });
      await intro.locator("button.primary").click();
      const q1 = page.locator('section.question[data-qid="env"]');
      await q1.waitFor();
      expect(await q1.locator(".q-meta").textContent()).toBe(zh.interviewQuestionOf({ current: "1", total: "2" }) + zh.interviewKindOne);
      expect(await q1.locator(".rec-head").textContent()).toContain(`${zh.interviewRecommended} 预发环境`);
      expect(await q1.locator(".segmented button").allTextContents()).toEqual([
        zh.interviewModeAnswer,
        zh.interviewModeDefer + "D",
        zh.interviewModeNeedsInfo + "I",
      ]);
      expect(await q1.locator("label.field .field-label").allTextContents()).toEqual([zh.interviewOther + "O", zh.interviewNote + zh.interviewOptional + "N"]);
      expect(await q1.locator("input.other").getAttribute("placeholder")).toBe(zh.interviewOtherPlaceholder);
      await q1.locator(".option", { hasText: "生产环境" }).click();
      await page.keyboard.press("Control+Enter");
      const q2 = page.locator('section.question[data-qid="checks"]');
      await q2.waitFor();
      expect(await q2.locator(".q-meta .kind").textContent()).toBe(zh.interviewKindAny);
      await q2.locator(".option", { hasText: "代码检查" }).click();
      await q2.locator(".option", { hasText: "端到端测试" }).click();
      await q2.locator("input.other").fill("冒烟测试");
      if (browserLocale === "zh-CN") await page.screenshot({ path: join(shots, "interview-zh-question.png") });
      expect(await page.locator("footer .count").textContent()).toBe(zh.interviewResolved({ resolved: "2", total: "2" }));
      expect((await page.locator("footer button").allTextContents()).map((b) => b.trim())).toEqual([zh.interviewBack, zh.interviewNext + "→"]);
      expect(await page.locator("header").textContent()).toContain(zh.interviewShowAll);
      await page.keyboard.press("Control+Enter");
      await page.locator("section.review").waitFor();
      expect(await page.locator("#review-title").textContent()).toBe(zh.interviewReview);
      expect((await page.locator("footer button.primary").textContent())?.trim()).toBe(zh.interviewSubmit);
      await page.keyboard.press("Control+Enter");
      const done = page.locator("section.done");
      await done.waitFor();
      expect(await done.locator("h1").textContent()).toBe(zh.interviewThankYou);
      expect(await done.locator(".section-title").textContent()).toBe(zh.interviewWhatWasSent);
      expect(await done.locator(".review-value").allTextContents()).toEqual([
        "生产环境",
        `代码检查、端到端测试、${zh.interviewOtherAnswer({ text: "冒烟测试" })}`,
      ]);
      expect(await done.locator(".close-hint").textContent()).toBe(zh.interviewCloseTab);
      if (browserLocale === "zh-CN") await page.screenshot({ path: join(shots, "interview-zh-done.png"), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an English interview in a zh-CN browser stays English", async () => {
    const en = UI_STRINGS["en-US"];
    const { page, context } = await open(
      {
        title: "Dashboard",
        questions: [
          {
            id: "a",
            header: "Layout?",
            options: [
              { id: "tabs", label: "Tabs" },
              { id: "grid", label: "Grid" },
            ],
          },
        ],
      },
      "zh-CN",
    );
    try {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en-US");
      expect(await page.locator("section.question .q-meta").first().textContent()).toBe(
        en.interviewQuestionOf({ current: "1", total: "1" }) + en.interviewKindOne,
      );
    } finally {
      await context.close();
    }
  });

  it("a Chinese interview's shortcut table, notices and error screen are Chinese too", async () => {
    const zh = UI_STRINGS["zh-CN"];
    const { page, errors, context } = await open(chinese, "en-US");
    try {
      await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(["zh-CN", chinese.title]);
      await page.keyboard.press("?");
      const help = page.getByRole("dialog", { name: zh.interviewShortcuts });
      await help.waitFor();
      expect(await help.locator("h2").textContent()).toBe(zh.interviewShortcuts);
      expect(await help.locator("dd").allTextContents()).toContain(zh.interviewKeyRankNumber);
      expect(await help.locator("dt").first().textContent()).toBe("← → / H L");
      await page.screenshot({ path: join(shots, "interview-zh-help.png") });
      await page.keyboard.press("Escape");
      // Submit from the review screen with both questions open: the notice says how many, in Chinese.
      await page.keyboard.press("End");
      await page.locator("section.review").waitFor();
      expect(await page.locator("section.review .summary").textContent()).toBe(zh.interviewStatusCount({ count: "2", status: zh.interviewStatusOpen }));
      await page.keyboard.press("Control+Enter");
      const notice = page.locator(".banner.notice");
      await notice.waitFor();
      expect(await notice.locator(".banner-title").textContent()).toBe(zh.interviewUnansweredTitle);
      expect((await notice.locator(".banner-body").textContent())?.trim()).toBe(zh.interviewUnansweredBody({ count: "2" }));
      expect(await notice.locator("button").getAttribute("aria-label")).toBe(zh.interviewDismiss);
      expect(await page.locator("nav.rail button").first().getAttribute("aria-label")).toBe(
        zh.interviewRailChip({ number: "1", status: zh.interviewStatusOpen }),
      );
      await page.screenshot({ path: join(shots, "interview-zh-notice.png") });
      expect(errors).toEqual([]);
      // An unknown link has no interview to take a language from: the browser's zh-CN decides.
      const bad = await context.browser()!.newContext({ locale: "zh-CN" });
      const badPage = await bad.newPage();
      expect((await badPage.goto(page.url().replace(/s\/[^/?#]+([?#].*)?$/, "s/AAAAAAAAAAAAAAAAAAAAAAAA")))?.status()).toBe(404);
      await badPage.getByRole("heading", { name: zh.interviewLinkInvalid }).waitFor();
      expect(await badPage.locator(".next-step").textContent()).toBe(`${zh.interviewWhatToDo} ${zh.interviewAskNewLink}`);
      expect(await badPage.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
      await badPage.screenshot({ path: join(shots, "interview-zh-unknown-link.png") });
      await bad.close();
    } finally {
      await context.close();
    }
  });
});

describe("one question that cannot be rendered", { timeout: 90_000 }, () => {
  it("shows as plain text with a notice while the rest of the interview renders and submits", async () => {
    const en = UI_STRINGS["en-US"];
    const spec = {
      title: "Release checks",
      questions: [
        {
          id: "env",
          header: "Which environment?",
          options: [
            { id: "staging", label: "Staging" },
            { id: "prod", label: "Production" },
          ],
        },
        {
          id: "boom",
          header: "Which rollout?",
          body: "Pick **one** rollout.\nSecond line.",
          options: [
            { id: "all", label: "All at once" },
            { id: "canary", label: "Canary" },
          ],
        },
        { id: "notes", header: "Anything else?" },
      ],
    };
    const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...spec, delivery: "link" } });
    const { url } = result.structuredContent as { url: string };
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: "en-US" });
    // A fault inside one question's render, from the browser itself (no hook in the page): the DOM
    // refuses the attribute only that question's section sets.
    await context.addInitScript(() => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (name === "aria-labelledby" && value === "h-boom") throw new Error("injected render fault");
        return setAttribute.call(this, name, value);
      };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(url);
      await page.locator('section.question[data-qid="env"]').waitFor();
      await page.keyboard.press("v"); // every question on one page
      const failed = page.locator('section.render-failed[data-qid="boom"]');
      await failed.waitFor();
      expect(await failed.locator(".render-failed-note").textContent()).toBe(en.interviewRenderFailed);
      expect(await failed.locator("h2").textContent()).toBe("Which rollout?");
      expect(await failed.locator(".plain-body").textContent()).toBe("Pick **one** rollout.\nSecond line.");
      // The other questions render in full, and the failed one can still be deferred.
      expect(await page.locator('section.question[data-qid="env"] .option').count()).toBe(2);
      expect(await page.locator('section.question[data-qid="notes"] input.other').count()).toBe(1);
      await page.locator('section.question[data-qid="env"] .option', { hasText: "Production" }).click();
      await page.locator('section.question[data-qid="notes"] input.other').fill("ship it");
      await failed.locator(".segmented button", { hasText: en.interviewModeDefer }).click();
      await page.screenshot({ path: join(shots, "interview-render-failed.png"), fullPage: true });
      await page.locator("footer button.primary").click();
      const done = page.locator("section.done");
      await done.waitFor();
      expect(await done.locator(".sent-list .pill").allTextContents()).toEqual([
        en.interviewStatusAnswered,
        en.interviewStatusDeferred,
        en.interviewStatusAnswered,
      ]);
      expect(await done.locator(".review-value").allTextContents()).toEqual(["Production", "ship it"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
