// delivery browser in headless Chromium (docs/nuwax-ask-question.md "Delivery modes"): the stdio server serves the
// MCP App's renderer on its loopback page, the user answers by keyboard only and submits, and the
// blocked tool call returns the answer message formatMcpAskResumeMessage writes for the same answers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { axeLines, axeViolations, closeContexts, sharedChromium, optionRow } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";

const readExample = (name: string) => JSON.parse(readFileSync(join(repoRoot, "contract/examples", name), "utf8")) as Record<string, any>;

let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
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

/** Starts the call; resolves with the page URL from the first progress message, and later with the result. */
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

/** A new browser context and page; `problems` collects page errors and, unless turned off, console errors. */
async function openPage(options: BrowserContextOptions, { consoleErrors = true } = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  if (consoleErrors) page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  return { context, page, problems };
}

/** Presses Tab until the focused element satisfies `test`. */
async function tabTo(page: Page, test: (el: Element | null, arg: string) => boolean, arg: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate(([code, a]) => new Function("el", "arg", `return (${code})(el, arg)`)(document.activeElement, a), [test.toString(), arg] as const))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${arg}`);
}
const inField = (el: Element | null, name: string) => el?.closest("[data-field]")?.getAttribute("data-field") === name && !el?.closest(".custom");
const isButton = (el: Element | null, label: string) => el?.tagName === "BUTTON" && el.textContent?.trim() === label;

describe("delivery browser in Chromium", { timeout: 120_000 }, () => {
  it.each(["en-US", "zh-CN"])("serves the renderer, is answered by keyboard only in %s, and the call returns the answer message", async (locale) => {
    const form = readExample("complete-form.json");
    const input = normalizeMcpAskUserToolInput(form);
    const call = ask(form);
    const url = await call.url;
    const { context, page, problems } = await openPage({ locale, viewport: { width: 900, height: 1600 } });
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("请选择继续方式");
      // choice starts at its initialValue "test"; ArrowDown picks "deploy".
      await tabTo(page, inField, "choice");
      await page.keyboard.press("ArrowDown");
      await tabTo(page, inField, "note");
      await page.keyboard.type("ship it");
      await page.keyboard.press("Enter");
      await page.keyboard.type("after lunch");
      // plan: the custom choice comes last; its text box follows it.
      await tabTo(page, inField, "plan");
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Tab");
      await page.keyboard.type("next week");
      await tabTo(page, isButton, "提交");
      await page.keyboard.press("Enter");
      const result: any = await call.result;
      // The initial values (checks, count) are answers too, as in the DockPanel.
      const formData = { choice: "deploy", note: "ship it\nafter lunch", checks: ["lint"], count: 1, plan: "__custom__", planCustom: "next week" };
      const expected = formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale });
      expect(result.content).toEqual([{ type: "text", text: expected }]);
      expect(result.structuredContent).toMatchObject({ status: "submitted", delivery: "browser", message: expected, payload: { action: "submit", formData } });
      // On its own page the form says the tab is done with, in the form's language (Chinese, in an
      // English browser too: never English words beside the form's own 提交); the message above
      // follows the browser's locale.
      const strings = UI_STRINGS["zh-CN"];
      await expect.poll(() => page.getByRole("status").first().textContent()).toBe(`${strings.submitted} ${strings.closeTab}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("answers fields named after Object.prototype members (toString, valueOf, hasOwnProperty, isPrototypeOf …) like any other", async () => {
    // The contract bans only __proto__, constructor and prototype as names: these are ordinary field names.
    const form = {
      requestId: "ask_proto_names",
      sessionId: "s",
      title: "Prototype names",
      ui: {
        fields: [
          { name: "toString", title: "toString", widget: "text" },
          { name: "valueOf", title: "valueOf", widget: "textarea" },
          {
            name: "hasOwnProperty",
            title: "hasOwnProperty",
            widget: "radio",
            options: [
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ],
          },
          {
            name: "isPrototypeOf",
            title: "isPrototypeOf",
            widget: "checkboxes",
            options: [
              { value: "a", label: "A" },
              { value: "b", label: "B" },
            ],
          },
          { name: "propertyIsEnumerable", title: "propertyIsEnumerable", widget: "number", initialValue: 3 },
          { name: "toLocaleString", title: "toLocaleString", widget: "radio-with-custom", options: [{ value: "x", label: "X" }] },
          { name: "__defineGetter__", title: "__defineGetter__", widget: "select", options: [{ value: "g", label: "G" }] },
          { name: "__lookupGetter__", title: "__lookupGetter__", widget: "text" },
        ],
      },
    };
    const input = normalizeMcpAskUserToolInput(form);
    const call = ask(form);
    const url = await call.url;
    const { context, page, problems } = await openPage({ locale: "en-US" });
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Prototype names");
      // No control starts with an inherited function as its value.
      expect(await page.locator('[data-field="toString"] input').inputValue()).toBe("");
      expect(await page.locator('[data-field="valueOf"] textarea').inputValue()).toBe("");
      expect(await page.locator('[data-field="__lookupGetter__"] input').inputValue()).toBe("");
      expect(await page.locator('[data-field="propertyIsEnumerable"] input').inputValue()).toBe("3");
      await page.locator('[data-field="valueOf"] textarea').fill("v");
      await optionRow(page, "hasOwnProperty", "no").click();
      await optionRow(page, "isPrototypeOf", "b").click();
      await optionRow(page, "toLocaleString", "__custom__").click();
      await page.locator('[data-field="toLocaleString"] .custom input').fill("mine");
      await page.locator("button[type=submit]").click();
      const result: any = await call.result;
      const formData = {
        valueOf: "v",
        hasOwnProperty: "no",
        isPrototypeOf: ["b"],
        propertyIsEnumerable: 3,
        toLocaleString: "__custom__",
        toLocaleStringCustom: "mine",
      };
      const expected = formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "en-US" });
      expect(expected).toBe(
        'I answered "Prototype names". Form details:\nvalueOf: v\nhasOwnProperty: No\nisPrototypeOf: B\npropertyIsEnumerable: 3\ntoLocaleString: mine',
      );
      expect(result.content).toEqual([{ type: "text", text: expected }]);
      expect(result.structuredContent).toMatchObject({ status: "submitted", payload: { action: "submit", formData } });
      expect(Object.keys(result.structuredContent.payload.formData).sort()).toEqual(Object.keys(formData).sort());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the server's 413 for an answer too long for the agent to receive, keeps it, and sends it once shorter", async () => {
    const form = { requestId: "ask_too_long", sessionId: "s", title: "Long note", ui: { fields: [{ name: "note", title: "Note", widget: "textarea" }] } };
    const input = normalizeMcpAskUserToolInput(form);
    const call = ask(form);
    const url = await call.url;
    // The refused fetch logs a console error of its own: only page errors count here.
    const { context, page, problems } = await openPage({ locale: "en-US" }, { consoleErrors: false });
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Long note");
      // 5 000 000 characters of pasted prose: under the 5 MiB body limit, three times that in the tool result.
      // Words, not one unbroken run: Chromium lays out a textarea's one 5-million-letter word in about
      // 3.4 s on the 2-core machine and short words in about 2 s (the page's own work is about 0.1 s).
      const enter = (length: number) =>
        page.locator('[data-field="note"] textarea').evaluate((el: HTMLTextAreaElement, n) => {
          el.value = "word ".repeat(n / 5);
          el.dispatchEvent(new Event("input", { bubbles: true }));
        }, length);
      await enter(5_000_000);
      // Rendering and posting 5 MB of text: a budget far above what a loaded 2-core machine needs.
      await page.locator("button[type=submit]").click({ timeout: 120_000 });
      await expect.poll(() => page.locator(".notice").textContent(), { timeout: 120_000 }).toContain("Your answers are too long to send");
      expect(await page.locator(".notice").textContent()).toMatch(
        /^Your answers are too long to send: the agent would receive 14\.\d MB, more than the 9 MB one message can carry\. Nothing was sent and your answers are still here: shorten Note and submit again\.$/,
      );
      expect(await page.locator('[data-field="note"] textarea').evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(5_000_000);
      await enter(1_000);
      await page.locator("button[type=submit]").click();
      const result: any = await call.result;
      expect(result.content).toEqual([
        { type: "text", text: formatMcpAskResumeMessage(input, { action: "submit", formData: { note: "word ".repeat(200) } }, { locale: "en-US" }) },
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("says a 413 in the form's language", async () => {
    const form = {
      requestId: "ask_too_long_zh",
      sessionId: "s",
      title: "长备注",
      ui: {
        fields: [
          { name: "note", title: "备注", widget: "textarea" },
          { name: "more", title: "补充", widget: "textarea" },
        ],
      },
    };
    const call = ask(form);
    const url = await call.url;
    const { context, page } = await openPage({ locale: "en-US" });
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("长备注");
      // 1.2 million CJK characters: 3.6 MB of body, under the 5 MiB limit; over 9 MiB of tool result.
      for (const [name, length] of [
        ["note", 700_000],
        ["more", 500_000],
      ] as const) {
        await page.locator(`[data-field="${name}"] textarea`).evaluate((el: HTMLTextAreaElement, n) => {
          el.value = "字".repeat(n);
          el.dispatchEvent(new Event("input", { bubbles: true }));
        }, length);
      }
      await page.locator("button[type=submit]").click({ timeout: 120_000 });
      await expect
        .poll(() => page.locator(".notice").textContent(), { timeout: 120_000 })
        .toMatch(
          /^回答太长，无法发送：Agent 会收到 \d+(\.\d)? MB，超过一条消息最多能带的 9 MB。还没有发送任何内容，你的填写都还在：请缩短 备注、补充 后再提交。$/,
        );
      // The answers are kept; cancelling from the page ends the call.
      expect(await page.locator('[data-field="more"] textarea').evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(500_000);
      await page.getByRole("button", { name: "取消" }).click();
      expect(((await call.result) as any).structuredContent.status).toBe("cancelled");
    } finally {
      await context.close();
    }
  }, 300_000);

  it("keeps an invalid answer on the page with the problem on its field, and is axe-clean under the page's CSP", async () => {
    const form = readExample("complete-form.json");
    const input = normalizeMcpAskUserToolInput(form);
    const call = ask({ ...form, requestId: "ask_invalid_001" });
    const url = await call.url;
    const { context, page, problems } = await openPage({ locale: "en-US", colorScheme: "dark" });
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").count()).toBe(1);
      await tabTo(page, inField, "branch");
      await page.keyboard.type("not a branch!");
      await tabTo(page, isButton, "提交");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator('[data-field="branch"] .error').count()).toBe(1);
      const axe = await axeViolations(page, { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"] });
      expect(axeLines(axe.violations)).toEqual([]);
      expect(axe.passes).toBeGreaterThan(10); // axe really ran its rules
      // The call is still waiting; the page's cancel button ends it with the cancelled message.
      await tabTo(page, isButton, "取消");
      await page.keyboard.press("Enter");
      const result: any = await call.result;
      expect(result.content[0].text).toBe(formatMcpAskResumeMessage(input, { action: "cancel" }, { locale: "en-US" }));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

const WIDGETS = ["radio", "checkboxes", "list", "radio-with-custom", "select"] as const;
const options = (i: number) => Array.from({ length: 200 }, (_, k) => ({ value: `v${k}`, label: `Option ${k + 1} of question ${i + 1}` }));
/** 200 fields × 200 options ($defs/InteractionUiInput maxItems, $defs/FormFieldInput options maxItems); f0 starts on its 151st option, f1 on its first and last. */
const bigForm = {
  requestId: "ask_big_form",
  sessionId: "s",
  title: "Big form",
  ui: {
    fields: Array.from({ length: 200 }, (_, i) => ({
      name: `f${i}`,
      title: `Question ${i + 1}`,
      widget: WIDGETS[i % WIDGETS.length],
      options: options(i),
      ...(i === 0 ? { initialValue: "v150" } : i === 1 ? { initialValue: ["v0", "v199"] } : {}),
    })),
  },
};

// The largest form the contract allows (200 fields of 200 options each): each choice field renders its first 20
// option rows and its chosen ones, plus a "show all" button; the page answers keystrokes and clicks, and the
// answer holds chosen initial values that were never rendered among the first rows.
describe("axeViolations (tests/helpers/browser.ts), the axe-core check of every browser file", () => {
  it("reports every node of each violated rule, counts passes, and sends axe once per document", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent(
        '<html lang="en"><title>t</title><main><h1>Two pictures</h1><img src="data:," id="a"><img src="data:," id="b"><button id="c"></button></main></html>',
      );
      const first = await axeViolations(page, { runOnly: ["wcag2a"] });
      expect(first.violations).toEqual([
        { id: "button-name", targets: ["#c"] },
        { id: "image-alt", targets: ["#a", "#b"] },
      ]);
      expect(first.passes).toBeGreaterThan(0);
      expect(axeLines(first.violations)).toEqual(["button-name: #c", "image-alt: #a, #b"]);
      // The second run reuses the axe the first one sent (the mark set on it is still there) and sees the fix.
      await page.evaluate(() => {
        (window as any).axe.sentOnce = true;
        document.querySelectorAll("img").forEach((img) => (img.alt = "a picture"));
      });
      expect((await axeViolations(page, { runOnly: ["wcag2a"] })).violations).toEqual([{ id: "button-name", targets: ["#c"] }]);
      expect(await page.evaluate(() => (window as any).axe.sentOnce)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("a 200 × 200-option form in the nuwax page (delivery browser)", { timeout: 240_000 }, () => {
  it("renders 20 option rows a field plus the chosen ones, shows all on request, answers keys, and sends options never rendered", async () => {
    const call = ask(bigForm);
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(await call.url);
      await page.locator('[data-field="f199"]').waitFor({ timeout: 120_000 });
      const rows = (name: string) => page.locator(`[data-field="${name}"] .option`).count();
      // radio, checkboxes, list: 20 rows; radio-with-custom: 20 and its custom row; f0 and f1 also their chosen v150 / v199.
      expect([await rows("f0"), await rows("f1"), await rows("f2"), await rows("f3"), await rows("f4"), await rows("f5")]).toEqual([21, 21, 20, 21, 0, 20]);
      expect(await page.locator(".option").count()).toBe(40 * 20 * 3 + 40 * 21 + 2);
      expect(await page.locator('[data-field="f0"] input[value="v150"]').isChecked()).toBe(true);
      expect(await page.locator('[data-field="f1"] input[value="v199"]').isChecked()).toBe(true);
      expect(await page.locator('[data-field="f4"] select option').count()).toBe(201); // a native select keeps every option
      const showAll = UI_STRINGS["en-US"].showAllOptions({ count: "200" });
      expect(showAll).toBe("Show all 200 options");
      expect(await page.getByRole("button", { name: showAll }).count()).toBe(160);

      // Each choice field's radios, check boxes or select belong to that field's own empty form
      // (answers.ts controlsFormId), not the page's: the page's form owns no option control at all.
      expect(
        await page.evaluate(() => {
          const main = document.querySelector<HTMLFormElement>("form[aria-labelledby]")!;
          const owners = [
            ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
              "[data-field] input[type=radio], [data-field] input[type=checkbox], [data-field] select",
            ),
          ].map((el) => el.form?.id === `controls-of-${el.closest("[data-field]")!.getAttribute("data-field")}`);
          return {
            inMain: [...main.elements].filter((el) => el.matches("input[type=radio], input[type=checkbox], select")).length,
            own: owners.filter(Boolean).length,
            all: owners.length,
          };
        }),
      ).toEqual({ inMain: 0, own: 40 * 20 * 3 + 40 * 21 + 2 + 40, all: 40 * 20 * 3 + 40 * 21 + 2 + 40 });

      // Keys reach the page: Space picks a row, typed text lands in the custom answer.
      await page.locator('[data-field="f6"] input[value="v3"]').focus();
      await page.keyboard.press("Space");
      expect(await page.locator('[data-field="f6"] input[value="v3"]').isChecked()).toBe(true);
      await optionRow(page, "f3", "__custom__").click();
      await page.locator('[data-field="f3"] .custom input').focus();
      await page.keyboard.type("my own answer");
      expect(await page.locator('[data-field="f3"] .custom input').inputValue()).toBe("my own answer");

      // Show all: the field renders its 200 rows, focus moves to the first row that was hidden, the button goes.
      await page.locator('[data-field="f5"]').getByRole("button", { name: showAll }).click();
      expect(await rows("f5")).toBe(200);
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("v20");
      expect(await page.locator('[data-field="f5"]').getByRole("button", { name: showAll }).count()).toBe(0);
      await page.keyboard.press("Space");
      await optionRow(page, "f5", "v180").click();
      expect(await page.locator('[data-field="f5"] input[value="v180"]').isChecked()).toBe(true);

      // A radio group in its own form is still one group: arrow keys move the pick along f10's rows,
      // and from its last shown row around to the first.
      await page.locator('[data-field="f9"] select').selectOption("v123");
      await page.locator('[data-field="f10"] input[value="v18"]').focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      expect(await page.locator('[data-field="f10"] input[value="v19"]').isChecked()).toBe(true);
      await page.keyboard.press("ArrowDown");
      expect(await page.locator('[data-field="f10"] input[value="v0"]').isChecked()).toBe(true);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("v0");

      // Enter on a radio submits, as it does in a page's one form (implicit submission).
      await page.keyboard.press("Enter");
      const answered: any = await call.result;
      expect(answered.structuredContent.status).toBe("submitted");
      const formData = answered.structuredContent.payload.formData;
      expect(formData).toEqual({ f0: "v150", f1: ["v0", "v199"], f3: "__custom__", f3Custom: "my own answer", f5: "v180", f6: ["v3"], f9: "v123", f10: "v0" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
