// The nuwax_ask_question renderer on its delivery page in headless Chromium (issue 22 items 3 and 8):
// the error banner follows the live problem count; a select without a placeholder says "pick";
// accept is shown in words; clicking the custom option focuses its text box; a wizard has a
// stepper; the card has room on its own tab; no favicon request 404s. Screenshots go to
// screenshots/ask-question-page-*.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type Page } from "playwright-core";
import { closeContexts, sharedChromium } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";
import { acceptText } from "../runtime/ask-question/field-messages.js";
import { unshownWidget } from "../runtime/ask-question/answers.js";
import { resolveFormFields } from "../runtime/contract/widgets.js";

const zh = UI_STRINGS["zh-CN"];
const shots = join(repoRoot, "screenshots");

let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("nuwax-ask-question-mcp"),
    env: { NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "500" },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
});

function ask(args: Record<string, unknown>) {
  let found: (url: string) => void;
  const url = new Promise<string>((resolve) => (found = resolve));
  const result = session.client.callTool({ name: "nuwax_ask_question", arguments: args }, undefined, {
    timeout: 120_000,
    onprogress: (p) => {
      const match = /at (http:\/\/\S+)/.exec(p.message ?? "");
      if (match) found(match[1]!);
    },
  });
  result.catch(() => undefined);
  return { url, result };
}

async function open(url: string, width = 1280): Promise<{ page: Page; notFound: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width, height: 900 } });
  const page = await context.newPage();
  const notFound: string[] = [];
  page.on("response", (r) => r.status() === 404 && notFound.push(r.url()));
  await page.goto(url);
  await page.locator("h1").waitFor();
  return { page, notFound, close: () => context.close() };
}

const form = {
  requestId: "ask_fixes",
  sessionId: "s",
  title: "发布前确认",
  ui: {
    fields: [
      { name: "owner", title: "负责人", widget: "text", required: true },
      {
        name: "env",
        title: "发布环境",
        widget: "select",
        required: true,
        options: [
          { value: "prod", label: "生产环境" },
          { value: "staging", label: "预发环境" },
        ],
      },
      { name: "plan", title: "计划", widget: "radio-with-custom", options: [{ value: "now", label: "现在" }] },
      { name: "shot", title: "截图", widget: "file", accept: "image/*,.pdf" },
    ],
  },
};

describe("nuwax_ask_question page fixes", { timeout: 120_000 }, () => {
  it("the banner counts the problems left and goes when none is; select placeholder; accept in words; custom option focuses its text box; no 404", async () => {
    const call = ask(form);
    const { page, notFound, close } = await open(await call.url);
    try {
      expect(await page.locator("html").getAttribute("class")).toBe("standalone");
      // The card has room above it on its own tab.
      expect((await page.locator("main.card").boundingBox())!.y).toBeGreaterThanOrEqual(24);
      expect(await page.locator('[data-field="env"] select option').first().textContent()).toBe(zh.selectPlaceholder);
      expect(await page.locator("#field-shot-hint").textContent()).toBe(zh.acceptHint({ types: "图片、PDF" }));

      await page.getByRole("button", { name: zh.submit }).click();
      const banner = page.locator(".notice .banner-text");
      await expect.poll(() => banner.textContent()).toBe(zh.fixErrors({ count: "2" }));
      await page.locator('[data-field="owner"] input').fill("王");
      await expect.poll(() => banner.textContent()).toBe(zh.fixErrors({ count: "1" }));
      expect(await page.locator('[data-field="owner"] .error').count()).toBe(0);
      // After a refused submit a change re-checks its own field: emptied again, owner's problem is back.
      await page.locator('[data-field="owner"] input').fill("");
      await expect.poll(() => banner.textContent()).toBe(zh.fixErrors({ count: "2" }));
      expect(await page.locator('[data-field="owner"] .error').getAttribute("data-code")).toBe("required");
      await page.locator('[data-field="owner"] input').fill("王");
      await expect.poll(() => banner.textContent()).toBe(zh.fixErrors({ count: "1" }));
      await page.locator('[data-field="env"] select').selectOption("prod");
      await expect.poll(() => page.locator(".notice").innerHTML()).toBe("");

      // An option row's native radio is in the row's flow, opaque and unpositioned (no paint layer of
      // its own, docs/nuwax-ask-question.md "Large forms") and draws no ring: focused, the row draws it.
      await page.locator('[data-field="plan"] input[value="now"]').focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => {
          const input = document.activeElement as HTMLInputElement;
          const style = getComputedStyle(input);
          const row = getComputedStyle(input.parentElement!);
          return [
            input.value,
            style.position,
            style.opacity,
            style.outlineStyle,
            row.position,
            row.boxShadow !== "none",
            getComputedStyle(input.closest(".field")!).isolation,
          ];
        }),
      ).toEqual(["now", "static", "1", "none", "static", true, "isolate"]);

      // A click on the custom option goes on into its text box.
      await page.locator('[data-field="plan"] .option', { hasText: zh.customOption }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field-plan-custom");
      await page.keyboard.type("下周");
      await page.screenshot({ path: join(shots, "ask-question-page-1280-form.png"), fullPage: true });
      await page.getByRole("button", { name: zh.submit }).click();
      const result: any = await call.result;
      expect(result.structuredContent.payload.formData).toEqual({ owner: "王", env: "prod", plan: "__custom__", planCustom: "下周" });
      // Chromium asks for /favicon.ico by itself: the answer is 204, not 404.
      expect(notFound).toEqual([]);
      expect((await page.request.get(new URL("/favicon.ico", page.url()).href)).status()).toBe(204);
    } finally {
      await close();
    }
  });

  it("a wizard shows a stepper with the current step; at 390 px the answered title wraps whole", async () => {
    const wizard = {
      requestId: "ask_wizard",
      sessionId: "s",
      title: "一个很长的标题：请确认这次发布的环境、负责人和上线时间窗口",
      ui: {
        presentation: "wizard",
        fields: [
          { name: "a", title: "甲", widget: "text" },
          { name: "b", title: "乙", widget: "text" },
        ],
        steps: [
          { id: "basics", title: "基本信息", fields: ["a"] },
          { id: "confirm", title: "确认", fields: ["b"] },
        ],
      },
    };
    const call = ask(wizard);
    const started = await Promise.race([call.url, call.result.then((r) => JSON.stringify(r))]);
    expect(started).toMatch(/^http/);
    const { page, close } = await open(started, 390);
    try {
      const items = page.locator(".stepper li");
      expect(await items.allTextContents()).toEqual(["1基本信息", "2确认"]);
      expect(await items.nth(0).getAttribute("aria-current")).toBe("step");
      await page.getByRole("button", { name: zh.nextStep }).click();
      await expect.poll(() => items.nth(1).getAttribute("aria-current")).toBe("step");
      expect(await items.nth(0).getAttribute("class")).toBe("done");
      await page.screenshot({ path: join(shots, "ask-question-page-390-wizard.png"), fullPage: true });
      await page.getByRole("button", { name: zh.submit }).click();
      await call.result;
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain(zh.submitted);
      // The title is never cut: it wraps inside the card.
      const title = await page.locator("h1").evaluate((h) => ({ scroll: h.scrollWidth, client: h.clientWidth, right: h.getBoundingClientRect().right }));
      expect(title.scroll).toBeLessThanOrEqual(title.client);
      expect(title.right).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(shots, "ask-question-page-390-submitted.png"), fullPage: true });
    } finally {
      await close();
    }
  });
});

describe("renderer helpers", () => {
  it.each([
    ["image/*", "图片"],
    ["image/*, .PDF ,application/pdf", "图片、PDF"],
    ["video/*,audio/*", "视频、音频"],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx", "DOCUMENT、DOCX"],
    ["image/svg+xml", "XML"],
  ])("acceptText(%j) → %j", (accept, expected) => expect(acceptText(accept, zh, "、")).toBe(expected));

  it("unshownWidget names a widget the renderer has no control for, and nothing for a catalog control", () => {
    const [known, unknown] = resolveFormFields({
      fields: [
        { name: "a", title: "A", widget: "radio", options: [{ value: "x", label: "X" }] },
        { name: "b", title: "B", widget: "slider" },
      ],
    } as never);
    expect([unshownWidget(known!), unshownWidget(unknown!)]).toEqual([undefined, "slider"]);
  });
});

describe("npm run demo -- --app in a dark OS", () => {
  it("the demo host and the app follow prefers-color-scheme", { timeout: 90_000 }, async () => {
    const { spawn } = await import("node:child_process");
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "examples/demo.ts"), "--app"], {
      cwd: repoRoot,
      env: { ...process.env, NUWAX_DEMO_LOCALE: "en-US" },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    try {
      for (let i = 0; i < 600 && !/http:\/\/127\.0\.0\.1:\d+\//.test(out); i++) await new Promise((r) => setTimeout(r, 50));
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)![0];
      const context = await browser.newContext({ viewport: { width: 600, height: 1200 }, colorScheme: "dark" });
      const page = await context.newPage();
      await page.goto(url);
      const app = () => page.frames().find((f) => f.url() === "about:srcdoc");
      await expect.poll(async () => (await app()?.getByRole("form").count()) ?? 0, { timeout: 20_000 }).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      await expect.poll(() => app()!.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      await page.screenshot({ path: join(shots, "ask-question-app-demo-dark.png") });
      await context.close();
    } finally {
      child.kill();
    }
  });
});
