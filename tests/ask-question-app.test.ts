// The nuwax_ask_question MCP App: served by the stdio server (resources/list, resources/read,
// _meta.ui.resourceUri on the tool), hosted in Chromium by the real ext-apps AppBridge behind a
// sandbox proxy on a second loopback origin, answered by keyboard only.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type BrowserContext, type Frame, type Locator, type Page } from "playwright-core";
import { animationsSettled, axeLines, axeViolations, closeContexts, sharedChromium, optionRow } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { startAppHost, type AppHost } from "../examples/app-host/serve.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import { checkMcpAskFormData } from "../runtime/contract/builder.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";
import { resolveFormFields, resolveFormSteps, type ResolvedFormField } from "../runtime/contract/widgets.js";
import type { McpAskRawInput } from "../generated/types.js";
import { askQuestion } from "../runtime/ask-question/server.js";
import { respondPayloadOf } from "./helpers/payload.js";

const URI = "ui://nuwax-ask-question/form.html";
const shots = join(repoRoot, "screenshots");
const examplesDir = join(repoRoot, "contract/examples");
const readExample = (name: string) => JSON.parse(readFileSync(join(examplesDir, name), "utf8")) as Record<string, unknown>;
const widgetExamples = readdirSync(examplesDir)
  .filter((f) => f.startsWith("widget-"))
  .sort();
/**
 * The app's own words for the contract's examples, in any host: every example is written in
 * Simplified Chinese, and the app speaks the form's language beside the form's own labels
 * (runtime/shared/form-locale.ts); the answer message is in the host's locale.
 */
const EXAMPLE_UI = UI_STRINGS["zh-CN"];

let session: Awaited<ReturnType<typeof connectClient>>;
let browser: Browser;
/**
 * The one host page every case shows its app in, as a chat shows one tool call's app after another:
 * each hostApp() starts the next app in place of the last (host-page.ts `stop()` tears that one
 * down), at the case's viewport and colour scheme. Nothing of the app carries over: its frame is new
 * each time, with an opaque origin (no storage), and the host's records are cleared. Loading the
 * host page once, not once a case, saves about a third of a case's browser CPU.
 */
let shown: { page: Page; context: BrowserContext; sink: { errors: string[] } } | undefined;
let host: AppHost;
let html: string;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  session = await connectClient(builtServer("nuwax-ask-question-mcp"), {
    capabilities: { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } },
  });
  const read = await session.client.readResource({ uri: URI });
  html = (read.contents[0] as { text: string }).text;
  host = await startAppHost((read.contents[0]!._meta as any).ui.csp);
  browser = await sharedChromium();
}, 60_000);
afterAll(async () => {
  await shown?.context.close();
  await closeContexts(browser);
  await host?.close();
  await session?.close();
});

describe("MCP App delivery over stdio (SDK client)", () => {
  it("declares the app on the tool and serves it as one self-contained mcp-app resource with its CSP", async () => {
    const { tools } = await session.client.listTools();
    expect(tools[0]!._meta).toEqual({ ui: { resourceUri: URI } });
    const { resources } = await session.client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: URI, mimeType: "text/html;profile=mcp-app" })]);
    const read = await session.client.readResource({ uri: URI });
    expect(read.contents).toHaveLength(1);
    const content = read.contents[0] as { uri: string; mimeType: string; text: string; _meta: any };
    expect(content.uri).toBe(URI);
    expect(content.mimeType).toBe("text/html;profile=mcp-app");
    expect(content._meta.ui.csp).toEqual({ connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] });
    // One file: one inline script and one inline style, and outside the script no reference to any other resource.
    expect(content.text.match(/<script\b[^>]*>/g)).toEqual(["<script>"]);
    const markup = content.text.replace(/<script>[\s\S]*<\/script>/, "");
    expect(markup).not.toMatch(/\b(src|href)=|<link\b|@import|url\(/i);
    expect(gzipSync(content.text).length).toBeLessThanOrEqual(250 * 1024);
    // zod (which the ext-apps App brings) reports in English only: its other 48 locales are left out
    // (runtime/zod-english-only.mjs), e.g. the German "Ungültige Eingabe". So does the demo host's AppBridge.
    expect(content.text).toContain("Invalid input: expected");
    expect(content.text).not.toContain("Ungültige Eingabe");
    const hostPage = await (await fetch(host.hostUrl)).text();
    expect(hostPage).toContain("Invalid input: expected");
    expect(hostPage).not.toContain("Ungültige Eingabe");
  });

  it("leaves the tool result exactly as for a host without MCP Apps", async () => {
    const example = readExample("complete-form.json");
    const withApps = await session.client.callTool({ name: "nuwax_ask_question", arguments: example });
    const plain = await connectClient(builtServer("nuwax-ask-question-mcp"));
    try {
      const without = await plain.client.callTool({ name: "nuwax_ask_question", arguments: example });
      expect(withApps).toEqual(without);
      expect(withApps).toEqual(askQuestion(example));
    } finally {
      await plain.close();
    }
  });

  it("answers an unknown resource with an error naming the one it has", async () => {
    await expect(session.client.readResource({ uri: "ui://nuwax-ask-question/other.html" })).rejects.toThrow(
      /Unknown resource.*ui:\/\/nuwax-ask-question\/form\.html/,
    );
  });
});

interface Hosted {
  page: Page;
  app: () => Frame;
  errors: string[];
  input: McpAskRawInput;
  messages: () => Promise<Array<{ role: string; text: string }>>;
  contexts: () => Promise<unknown[]>;
}

/** Opens the host page and feeds the app the example's call and the server's real result. */
async function hostApp(
  example: Record<string, unknown>,
  options: { locale?: string; theme?: "light" | "dark"; width?: number; result?: Record<string, unknown> } = {},
): Promise<Hosted> {
  const result = options.result ?? ((await session.client.callTool({ name: "nuwax_ask_question", arguments: example })) as Record<string, unknown>);
  const width = options.width ?? 900;
  const theme = options.theme ?? "light";
  if (!shown) {
    const context = await browser.newContext({ viewport: { width, height: 1600 }, colorScheme: theme });
    const page = await context.newPage();
    const sink = { errors: [] as string[] };
    page.on("pageerror", (e) => sink.errors.push(e.message));
    // A filechooser listener before the app's frame exists: Playwright arms file-chooser interception on
    // a frame's own session when it attaches, and arming it only when a case waits for a chooser races
    // the key that opens it in an out-of-process frame (no event, microsoft/playwright#28023).
    page.on("filechooser", () => undefined);
    await page.goto(host.hostUrl);
    // The app's HTML crosses to the page once (about 780 KiB through the DevTools protocol each case otherwise).
    await page.evaluate((text) => ((window as any).appHtml = text), html);
    shown = { page, context, sink };
  }
  const { page } = shown;
  const errors: string[] = [];
  shown.sink.errors = errors;
  await page.setViewportSize({ width, height: 1600 });
  await page.emulateMedia({ colorScheme: theme });
  // One JSON string, parsed in the page: Playwright serializes an object argument value by value, which
  // takes seconds for a form at the contract's bounds (megabytes of options); a string crosses at once.
  const start = JSON.stringify({
    toolInput: example,
    toolResult: result,
    hostContext: { locale: options.locale ?? "zh-CN", theme },
    sandboxUrl: host.sandboxUrl,
  });
  await page.evaluate((json) => (window as any).nuwaxHost.start({ ...JSON.parse(json), html: (window as any).appHtml }), start);
  // The app's frame: the srcdoc document inside the sandbox proxy (the last app's frames are detached by now).
  const app = () => page.frames().find((f) => f.url() === "about:srcdoc" && !f.isDetached())!;
  await page.waitForFunction(() => true);
  await expect.poll(() => app()?.locator("h1").count() ?? 0).toBeGreaterThan(0);
  await untilFrameTakesPointer(page, app());
  const input = (result.structuredContent as { input?: McpAskRawInput } | undefined)?.input as McpAskRawInput;
  return {
    page,
    app,
    errors,
    input,
    messages: () => page.evaluate(() => (window as any).nuwaxHost.messages),
    contexts: () => page.evaluate(() => (window as any).nuwaxHost.contexts),
  };
}

/** Whether `predicate`, run in `frame`, turns true within `ms` milliseconds (false on timeout). */
function holdsWithin(frame: Frame, predicate: () => boolean, ms: number): Promise<boolean> {
  return frame.waitForFunction(predicate, undefined, { timeout: ms }).then(
    () => true,
    () => false,
  );
}

/**
 * Toggles a transparent outline on the one iframe of `frame`'s document (the host page's app iframe, or
 * the sandbox proxy's inner one), which repaints it and gives the browser new hit-test data for it.
 */
async function repaintIframeIn(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const iframe = document.querySelector("iframe")!;
    iframe.style.outline = iframe.style.outline ? "" : "1px solid transparent";
  });
}

/**
 * Resolves once a pointer event aimed at the app's heading reaches the app's frame. Under full-suite
 * load Chromium sometimes kept routing the mouse away from the frame: for 30 s no click reached any
 * element of the app, while the keyboard and script saw the form as it should be (likely stale hit-test
 * data: the host iframe first holds about:blank, then the sandbox's cross-origin page). Each miss
 * repaints the host's iframe, which gives the browser new hit-test data, and aims again.
 * Throws when 20 tries (about 10 s) never reach the frame.
 */
async function untilFrameTakesPointer(page: Page, frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    (window as any).__pointerSeen = false;
    addEventListener("pointermove", () => ((window as any).__pointerSeen = true), { capture: true });
  });
  const box = (await frame.locator("h1").first().boundingBox())!;
  for (let i = 0; i < 20; i++) {
    // One pixel to and fro, so each try is a move.
    await page.mouse.move(box.x + box.width / 2 + (i % 2), box.y + box.height / 2);
    if (await holdsWithin(frame, () => (window as any).__pointerSeen === true, 500)) return;
    console.warn(`the app frame took no pointer event (try ${i + 1}); repainting the host's iframe`);
    await repaintIframeIn(page.mainFrame());
  }
  throw new Error("the app frame never received a pointer event aimed at its heading (20 tries)");
}

/**
 * Clicks `target` (a locator in the app's frame) with the real mouse and resolves once the app saw the
 * press land on it. Playwright checks the hit target inside the frame's own document, so a click the
 * browser routes to the sandbox proxy's iframe element instead (stale hit-test data for the two
 * out-of-process frames, seen under full-suite load after a scroll; see untilFrameTakesPointer) passes
 * that check and reaches no element of the app. Such a miss repaints both iframes and clicks again.
 * Throws when a press reaches another element of the app (a real bug, not the browser), or when 10
 * tries never reach the app.
 */
async function clickInApp(h: Hosted, target: Locator): Promise<void> {
  const app = h.app();
  // The verdict is taken at the press: a click may remove its target (a file list's remove button).
  await target.evaluate((el) => {
    const w = window as any;
    w.__aim = el;
    if (!w.__pressWatch) addEventListener("pointerdown", (e) => (w.__pressed = w.__aim.contains(e.target)), { capture: true });
    w.__pressWatch = true;
  });
  for (let i = 0; i < 10; i++) {
    await app.evaluate(() => ((window as any).__pressed = null));
    await target.click();
    if (await holdsWithin(app, () => (window as any).__pressed !== null, 1000)) {
      if (await app.evaluate(() => (window as any).__pressed as boolean)) return;
      throw new Error("the click reached another element of the app than the one aimed at");
    }
    console.warn(`the app frame took no press (try ${i + 1}); repainting the host's and the sandbox proxy's iframes`);
    await repaintIframeIn(h.page.mainFrame());
    await repaintIframeIn(app.parentFrame()!);
  }
  throw new Error("no click aimed at the app reached it (10 tries)");
}

/**
 * Writes a screenshot of the whole host page with the app in it. A fullPage screenshot leaves an
 * out-of-process frame blank when the page is taller than the viewport (microsoft/playwright#40583:
 * the app's card came out empty at 390 px), so the viewport grows to the page's height, both frames
 * paint, and the viewport goes back to its size.
 */
async function screenshotHost(h: Hosted, path: string): Promise<void> {
  const size = h.page.viewportSize()!;
  const height = await h.page.evaluate(() => document.documentElement.scrollHeight);
  if (height > size.height) await h.page.setViewportSize({ width: size.width, height });
  await animationsSettled(h.app());
  await animationsSettled(h.page);
  await h.page.screenshot({ path });
  if (height > size.height) await h.page.setViewportSize(size);
}

/**
 * Waits until the app has handled the last key: Preact renders in a microtask and runs effects
 * (which move focus, e.g. to the next wizard step) after the next paint, so two animation frames and
 * a task later the frame is idle. Without this a fast key can land on the control a render is about
 * to replace or leave.
 */
async function settle(h: Hosted): Promise<void> {
  await h.app().evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Presses Tab until the app's focused element satisfies `test` (evaluated in the app frame). The app
 * runs in a frame of its own origin (out of process), so a Tab that moves focus into or out of it
 * lands a moment after the key event: each Tab waits until the frame's focused element has changed
 * (at most 1 s: a Tab from the host page to the host page changes nothing in the frame).
 */
async function tabTo(h: Hosted, test: string, arg: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await settle(h);
    const hit = await h
      .app()
      .evaluate(([code, a]) => new Function("el", "arg", `return ${code}`)(document.activeElement, a), [test, arg] as const)
      .catch(() => false);
    if (hit) return;
    await h.app().evaluate(() => ((window as any).__focusBeforeTab = document.activeElement));
    await h.page.keyboard.press("Tab");
    await h
      .app()
      .waitForFunction(() => document.activeElement !== (window as any).__focusBeforeTab, undefined, { timeout: 1000 })
      .catch(() => undefined);
  }
  throw new Error(`Tab never reached ${test} (${arg})`);
}
const inField =
  "el && el.closest('[data-field]') && el.closest('[data-field]').getAttribute('data-field') === arg && el.id !== arg + '-custom' && !el.closest('.custom')";
const isButton = "el && el.tagName === 'BUTTON' && el.textContent.trim() === arg";
const press = async (h: Hosted, ...keys: string[]) => {
  for (const key of keys) {
    await h.page.keyboard.press(key);
    await settle(h);
  }
};
const type = async (h: Hosted, text: string) => {
  await h.page.keyboard.type(text);
  await settle(h);
};

/** Answers one field with the keyboard only; returns the formData entries this should produce. */
async function answerField(h: Hosted, field: ResolvedFormField): Promise<Record<string, unknown>> {
  const f = field as any;
  await tabTo(h, inField, field.name);
  const options: Array<{ value: string }> = f.options ?? [];
  switch (field.widget) {
    case "text": {
      const value = f.pattern ? "release/1.2" : "hello world";
      await type(h, value);
      return { [field.name]: value };
    }
    case "textarea":
      await type(h, "line one");
      await press(h, "Enter");
      await type(h, "line two");
      return { [field.name]: "line one\nline two" };
    case "number": {
      await press(h, "Control+A", "Backspace");
      const value = typeof f.maximum === "number" ? Math.min(f.maximum, 3) : 3;
      await type(h, String(value));
      return { [field.name]: value };
    }
    case "radio":
    case "list": {
      let idx = options.findIndex((o) => o.value === f.initialValue);
      if (idx < 0) {
        await press(h, "Space");
        idx = 0;
      }
      await press(h, "ArrowDown");
      return { [field.name]: options[(idx + 1) % options.length]!.value };
    }
    case "radio-with-custom": {
      let idx = options.findIndex((o) => o.value === f.initialValue);
      if (idx < 0) {
        await press(h, "Space");
        idx = 0;
      }
      for (let i = idx; i < options.length; i++) await press(h, "ArrowDown"); // the custom choice comes last
      await press(h, "Tab");
      await type(h, "next week");
      return { [field.name]: f.otherValue ?? "__custom__", [f.otherField ?? `${field.name}Custom`]: "next week" };
    }
    case "checkboxes": {
      const initial: string[] = Array.isArray(f.initialValue) ? [...f.initialValue] : [];
      if (!initial.includes(options[0]!.value)) {
        await press(h, "Space");
        initial.push(options[0]!.value);
      }
      await press(h, "Tab", "Space");
      initial.push(options[1]!.value);
      return { [field.name]: initial };
    }
    case "select":
      await press(h, "ArrowDown");
      return { [field.name]: options[0]!.value };
    case "file": {
      const pdf = String(f.accept ?? "").includes("pdf");
      const file = { name: pdf ? "contract.pdf" : "shot.png", mimeType: pdf ? "application/pdf" : "image/png", buffer: Buffer.from("12345") };
      const [chooser] = await Promise.all([h.page.waitForEvent("filechooser"), press(h, "Space")]);
      await chooser.setFiles(file);
      // The chosen file is listed under the picker with its size and a remove button.
      const row = h.app().locator(`[data-field="${field.name}"] .file-list li`);
      await expect.poll(() => row.allTextContents()).toEqual([`${file.name}5 B`]);
      expect(await row.getByRole("button").getAttribute("aria-label")).toBe(EXAMPLE_UI.removeFile({ name: file.name }));
      await h
        .app()
        .locator(`[data-field="${field.name}"]`)
        .screenshot({ path: join(shots, "ask-question-app-file.png") });
      return { [field.name]: [{ name: file.name, size: 5, type: file.mimeType }] };
    }
    default:
      throw new Error(`no keyboard script for ${(field as ResolvedFormField).widget}`);
  }
}

/** Answers every field, step by step, and presses the form's submit button; returns the formData sent. */
async function answerAll(h: Hosted, strings = EXAMPLE_UI): Promise<Record<string, unknown>> {
  const steps = resolveFormSteps(h.input.ui);
  const formData: Record<string, unknown> = {};
  for (const [i, step] of steps.entries()) {
    for (const field of resolveFormFields(h.input.ui, step.fields)) Object.assign(formData, await answerField(h, field));
    const last = i === steps.length - 1;
    await tabTo(h, isButton, last ? h.input.ui.submitLabel || strings.submit : strings.nextStep);
    await press(h, "Enter");
    // The next step opens with focus on its heading (step n of m), inside the app: Tab goes on from there.
    if (!last) await expect.poll(() => h.app().evaluate(() => document.activeElement?.className)).toBe("step-head");
  }
  return formData;
}

/** axe-core's violations in `frame` (WCAG 2.2 AA and best practice) as "rule: targets" lines. */
const runAxe = async (frame: Frame) =>
  axeLines((await axeViolations(frame, { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"] })).violations);

describe("the app in Chromium behind the real AppBridge and a sandbox proxy", { timeout: 120_000 }, () => {
  const cases: Array<[string, string]> = [
    ["complete-form.json", "zh-CN"],
    ["complete-form.json", "en-US"],
    ["wizard-form.json", "en-US"],
    ...widgetExamples.map((name, i): [string, string] => [name, i % 2 ? "en-US" : "zh-CN"]),
  ];
  it.each(cases)("%s in %s: answered by keyboard only, ui/message = formatMcpAskResumeMessage", async (name, locale) => {
    const h = await hostApp(readExample(name), { locale });
    const formData = await answerAll(h);
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    const payload = respondPayloadOf(h.input, "submit", formData);
    expect(await h.messages()).toEqual([{ role: "user", text: formatMcpAskResumeMessage(h.input, payload as never, { locale }) }]);
    expect(await h.contexts()).toEqual([payload]);
    expect(h.errors).toEqual([]);
  });

  it("keeps invalid answers in the form, shows each problem on its field, then sends once; a second submit sends nothing", async () => {
    const h = await hostApp(readExample("complete-form.json"), { locale: "en-US" });
    await tabTo(h, inField, "count");
    await press(h, "Control+A", "Backspace");
    await type(h, "99");
    await tabTo(h, inField, "branch");
    await type(h, "bad branch!");
    await tabTo(h, isButton, "提交");
    await press(h, "Enter");
    const app = h.app();
    await app.locator("[data-field=count] .error").waitFor();
    expect(await app.locator("[data-field=count] input").getAttribute("aria-invalid")).toBe("true");
    // Each field shows the contract's problem for it (checkMcpAskFormData), told by its code in the
    // form's language, filled from the field's limits (count: 1 to 10; branch: a pattern).
    const problems = checkMcpAskFormData(h.input, { choice: "test", checks: ["lint"], count: 99, branch: "bad branch!" });
    expect(problems.map((p) => [p.subject, p.code])).toEqual([
      ["count", "out_of_range"],
      ["branch", "pattern_mismatch"],
    ]);
    for (const problem of problems) expect(await app.locator(`[data-field=${problem.subject}] .error`).getAttribute("data-code")).toBe(problem.code);
    expect(await app.locator("[data-field=count] .error").textContent()).toBe("请输入符合要求的数值：≥ 1 · ≤ 10。");
    expect(await app.locator("[data-field=branch] .error").textContent()).toBe("格式不正确，请按要求填写。");
    expect(await app.locator(".notice").textContent()).toBe(EXAMPLE_UI.fixErrors({ count: "2" }));
    // Focus went to the first field in error.
    expect(await app.evaluate(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field"))).toBe("count");
    expect(await h.messages()).toEqual([]);
    await press(h, "Control+A", "Backspace");
    await type(h, "2");
    await tabTo(h, inField, "branch");
    await press(h, "Control+A", "Backspace");
    await type(h, "main");
    await tabTo(h, isButton, "提交");
    await press(h, "Enter");
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    expect((await h.messages())[0]!.text).toBe(
      formatMcpAskResumeMessage(h.input, { action: "submit", formData: { choice: "test", checks: ["lint"], count: 2, branch: "main" } }, { locale: "en-US" }),
    );
    await app.locator(".outcome").waitFor();
    expect(await app.locator(".outcome").textContent()).toBe(EXAMPLE_UI.submitted);
    // Answered: the option rows keep what was sent legible and refuse more (the shared disabled
    // option style: no pointer, the rows not picked dimmed), and the page stays axe-clean.
    const rows = app.locator("[data-field=checks] .option");
    const look = (k: number) =>
      rows.nth(k).evaluate((el) => [getComputedStyle(el).cursor, getComputedStyle(el).opacity, el.querySelector("input")!.matches(":disabled")]);
    expect(await look(0)).toEqual(["not-allowed", "1", true]); // lint, picked
    expect(await look(1)).toEqual(["not-allowed", "0.55", true]);
    expect(await runAxe(app)).toEqual([]);
    await screenshotHost(h, join(shots, "ask-question-app-answered.png"));
    // The buttons stay reachable but refuse: nothing more leaves the app.
    for (const label of ["提交", "取消", "跳过"]) {
      await tabTo(h, isButton, label);
      await press(h, "Enter");
    }
    await h.page.waitForTimeout(300);
    expect(await h.messages()).toHaveLength(1);
    expect(await app.locator(".notice").textContent()).toBe(EXAMPLE_UI.alreadyAnswered);
  });

  it("speaks the form's language: a Chinese form's errors and buttons hold no English in an English host, an English form's no Chinese in a Chinese host", async () => {
    /** The app's own words on screen: field errors, the notice, hints, the step line and every button. */
    const ownWords = (h: Hosted) =>
      h
        .app()
        .evaluate(() =>
          [...document.querySelectorAll(".error, .notice, .hint, .step-of, button, .file-button, .eyebrow")]
            .map((el) => el.textContent!.trim())
            .filter(Boolean),
        );
    const zh = await hostApp(readExample("wizard-form.json"), { locale: "en-US" });
    expect(await zh.app().evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await tabTo(zh, isButton, "下一步");
    await press(zh, "Enter"); // step 1 left empty: both required fields say so
    await zh.app().locator("[data-field=framework] .error").waitFor();
    expect(await zh.app().locator(".error").allTextContents()).toEqual(["请填写此项。", "请填写此项。"]);
    await tabTo(zh, inField, "projectName");
    await type(zh, "x");
    await tabTo(zh, isButton, "下一步");
    await press(zh, "Enter");
    await expect.poll(() => zh.app().locator("[data-field=projectName] .error").textContent()).toBe("至少需要 2 个字符。");
    const zhWords = await ownWords(zh);
    expect(zhWords).toEqual(expect.arrayContaining(["步骤 1 / 2", "下一步", "取消", "至少需要 2 个字符。", "有 2 项需要修改，请查看标出的字段。"]));
    // "Agent 提问" is the DockPanel's own Chinese eyebrow; nothing else the app writes has a Latin letter.
    expect(zhWords.filter((w) => /[A-Za-z]/.test(w) && w !== "Agent 提问")).toEqual([]);

    const english = {
      requestId: "ask_english_001",
      sessionId: "session_en",
      title: "How should we continue?",
      ui: {
        allowSkip: true,
        fields: [
          { name: "count", title: "Parallel jobs", widget: "number", type: "integer", minimum: 1, maximum: 10 },
          { name: "branch", title: "Branch", widget: "text", pattern: "^[a-z/]+$", minLength: 3 },
          {
            name: "plan",
            title: "When",
            widget: "radio-with-custom",
            required: true,
            options: [
              { value: "now", label: "Now" },
              { value: "tonight", label: "Tonight" },
            ],
          },
          { name: "shot", title: "Screenshot", widget: "file", accept: "image/*" },
        ],
      },
    };
    const en = await hostApp(english, { locale: "zh-CN" });
    expect(await en.app().evaluate(() => document.documentElement.lang)).toBe("en-US");
    await tabTo(en, inField, "count");
    await type(en, "2.5");
    await tabTo(en, inField, "branch");
    await type(en, "ab");
    await tabTo(en, isButton, "Submit");
    await press(en, "Enter");
    await en.app().locator("[data-field=plan] .error").waitFor();
    expect(await en.app().locator(".error").allTextContents()).toEqual(["Enter a whole number.", "Enter at least 3 characters.", "This field is required."]);
    const enWords = await ownWords(en);
    expect(enWords).toEqual(expect.arrayContaining(["Agent question", "Whole number · ≥ 1 · ≤ 10", "Cancel", "Skip", "Submit", "Choose file"]));
    expect(enWords.filter((w) => /\p{Script=Han}/u.test(w))).toEqual([]);
  });

  it("takes files dropped on the picker like chosen ones, shows a file too large as such, and removes a file", async () => {
    const h = await hostApp(readExample("widget-file.json"), { locale: "zh-CN" });
    const field = h.app().locator("[data-field=screenshot]");
    await field.locator(".file-drop").waitFor();
    const drop = (name: string, bytes: number) =>
      h.app().evaluate(
        async ([n, size]) => {
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(size)], n, { type: "image/png" }));
          const zone = document.querySelector(".file-drop")!;
          zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true }));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const dragging = zone.classList.contains("dragging");
          zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
          return dragging;
        },
        [name, bytes] as const,
      );
    expect(await drop("big.png", 11 * 1024 * 1024)).toBe(true); // the zone lights up under a drag
    await expect.poll(() => field.locator(".file-list .file-name").allTextContents()).toEqual(["big.png"]);
    expect(await field.locator(".file-drop").getAttribute("class")).toBe("file-drop");
    expect(await field.locator(".file-size").textContent()).toBe("11 MB");
    // One file field: a second drop replaces the first.
    await drop("small.png", 3);
    await expect.poll(() => field.locator(".file-list .file-name").allTextContents()).toEqual(["small.png"]);
    await drop("big.png", 11 * 1024 * 1024);
    await tabTo(h, isButton, EXAMPLE_UI.submit);
    await press(h, "Enter");
    await expect.poll(() => field.locator(".error").textContent()).toBe("文件过大：单个文件不超过 10 MB。");
    expect(await field.locator(".error").getAttribute("data-code")).toBe("file_too_large");
    await clickInApp(h, field.getByRole("button", { name: EXAMPLE_UI.removeFile({ name: "big.png" }) }));
    expect(await field.locator(".file-list").count()).toBe(0);
    expect(await h.messages()).toEqual([]);
  });

  it("renders and answers fields named toString, valueOf, hasOwnProperty, isPrototypeOf like any other", async () => {
    const h = await hostApp(
      {
        requestId: "ask_proto_app",
        sessionId: "s",
        title: "Prototype names",
        ui: {
          fields: [
            { name: "toString", title: "toString", widget: "text" },
            { name: "valueOf", title: "valueOf", widget: "textarea", initialValue: "start" },
            {
              name: "hasOwnProperty",
              title: "hasOwnProperty",
              widget: "list",
              options: [
                { value: "yes", label: "Yes" },
                { value: "no", label: "No" },
              ],
            },
            { name: "isPrototypeOf", title: "isPrototypeOf", widget: "checkboxes", required: true, options: [{ value: "a", label: "A" }] },
          ],
        },
      },
      { locale: "en-US" },
    );
    const app = h.app();
    expect(await app.locator('[data-field="toString"] input').inputValue()).toBe("");
    expect(await app.locator('[data-field="valueOf"] textarea').inputValue()).toBe("start");
    // Picked by keyboard, as the keyboard-only cases answer: under full-suite load Chromium can route a
    // click on the app to the sandbox proxy's iframe element (stale hit-test data for the out-of-process
    // frame), so a mouse pick tested the browser, not the names. Tab reaches the radio group's first
    // option and the checkbox; Space picks each.
    for (const [field, value] of [
      ["hasOwnProperty", "yes"],
      ["isPrototypeOf", "a"],
    ] as const) {
      await tabTo(h, inField, field);
      expect(await app.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(value);
      await press(h, "Space");
      await expect.poll(() => app.locator(`[data-field="${field}"] input[value="${value}"]`).isChecked()).toBe(true);
    }
    await tabTo(h, isButton, UI_STRINGS["en-US"].submit);
    await press(h, "Enter");
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    const formData = { valueOf: "start", hasOwnProperty: "yes", isPrototypeOf: ["a"] };
    expect((await h.messages())[0]!.text).toBe('I answered "Prototype names". Form details:\nvalueOf: start\nhasOwnProperty: Yes\nisPrototypeOf: A');
    expect(await h.contexts()).toEqual([respondPayloadOf(h.input, "submit", formData)]);
    expect(h.errors).toEqual([]);
  });

  it("says so and keeps the answers when the host refuses the message; a retry sends it", async () => {
    const h = await hostApp(readExample("widget-text.json"), { locale: "zh-CN" });
    await h.page.evaluate(() => ((window as any).nuwaxHost.refuse = true));
    const formData = await answerAll(h);
    const app = h.app();
    await app.locator(".failed textarea").waitFor();
    const text = formatMcpAskResumeMessage(h.input, { action: "submit", formData }, { locale: "zh-CN" });
    expect(await app.locator(".notice").textContent()).toBe(EXAMPLE_UI.sendFailed);
    expect(await app.locator(".failed textarea").inputValue()).toBe(text);
    const name = resolveFormFields(h.input.ui)[0]!.name;
    expect(await app.locator(`[data-field=${name}] input`).inputValue()).toBe(Object.values(formData)[0]);
    expect(await h.messages()).toEqual([]);
    await h.page.evaluate(() => ((window as any).nuwaxHost.refuse = false));
    await tabTo(h, isButton, EXAMPLE_UI.submit);
    await press(h, "Enter");
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    expect((await h.messages())[0]!.text).toBe(text);
  });

  it("cancel and skip send the form's own sentences", async () => {
    for (const [label, action] of [
      ["取消", "cancel"],
      ["跳过", "skip"],
    ] as const) {
      const h = await hostApp(readExample("complete-form.json"), { locale: "en-US" });
      await tabTo(h, isButton, label);
      await press(h, "Enter");
      await expect.poll(async () => (await h.messages()).length).toBe(1);
      expect((await h.messages())[0]!.text).toBe(formatMcpAskResumeMessage(h.input, { action }, { locale: "en-US" }));
      expect(await h.contexts()).toEqual([respondPayloadOf(h.input, action)]);
    }
  });

  it("is axe-clean in light and dark at 1280 and 390 px, fits a phone, and screenshots are written for review", async () => {
    for (const [theme, width] of [
      ["light", 1280],
      ["dark", 1280],
      ["light", 390],
      ["dark", 390],
    ] as const) {
      const h = await hostApp(readExample("complete-form.json"), { locale: "zh-CN", theme, width });
      expect(await h.app().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await h.app().getByRole("form").waitFor();
      expect(await h.app().evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      // The untouched form at 1280 px; with its errors shown (the same controls, and the errors) at both widths.
      if (width === 1280) expect(await runAxe(h.app())).toEqual([]);
      // The shared controls (runtime/shared/ui/controls.css): the same numbers as the interview form's
      // (tests/ask-user-rich-screens.test.ts), whatever the page.
      expect(
        await h.app().evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          const primary = style("button.primary");
          const control = style("[data-field=choice] .option .control");
          return [
            primary.borderRadius,
            primary.fontWeight,
            primary.minHeight,
            control.width,
            control.borderRadius,
            style("[data-field=choice] .option").borderRadius,
          ];
        }),
      ).toEqual(["6px", "500", "36px", "18px", "50%", "10px"]);
      // Errors shown are axe-clean too.
      await tabTo(h, inField, "count");
      await press(h, "Control+A", "Backspace");
      await type(h, "0");
      await tabTo(h, isButton, "提交");
      await press(h, "Enter");
      await h.app().locator("[data-field=count] .error").waitFor();
      expect(await runAxe(h.app())).toEqual([]);
      await h.page.waitForTimeout(200);
      await screenshotHost(h, join(shots, `ask-question-app-${theme}-${width}.png`));
    }
    const phone = await hostApp(readExample("wizard-form.json"), { locale: "en-US", width: 375 });
    await phone.app().getByRole("form").waitFor();
    expect(await phone.app().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await runAxe(phone.app())).toEqual([]);
    await phone.page.setViewportSize({ width: 375, height: 720 });
    await phone.page.screenshot({ path: join(shots, "ask-question-app-phone.png") });
  });

  it("wraps an agent's and a user's long unbroken text (a URL) inside the card and the demo host's message bubble at 390 px", async () => {
    const url = `https://example.com/${"a1b2c3d4e5".repeat(12)}`;
    const h = await hostApp(
      {
        requestId: "ask_long_words",
        sessionId: "s",
        title: `Review ${url}`,
        ui: { description: `Build ${"f00dfeed".repeat(16)} failed`, fields: [{ name: "note", title: `Notes for ${url}`, widget: "textarea" }] },
      },
      { locale: "en-US", width: 390 },
    );
    const app = h.app();
    const fits = (frame: Frame | Page) => frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits(app)).toBe(true);
    const title = await app.locator("h1").evaluate((el) => [el.scrollWidth <= el.clientWidth, el.getBoundingClientRect().height > 40]);
    expect(title).toEqual([true, true]); // within the card, on more than one line
    await app.locator("[data-field=note] textarea").fill(`See ${url}${url}`);
    await tabTo(h, isButton, "Submit");
    await press(h, "Enter");
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    expect((await h.messages())[0]!.text).toContain(`${url}${url}`);
    // The host's bubble holds the message on several lines, none wider than the bubble or the phone.
    const bubble = h.page.locator(".bubble", { has: h.page.locator("#log") });
    expect(await bubble.evaluate((el) => [el.scrollWidth <= el.clientWidth, el.getBoundingClientRect().height > 60])).toEqual([true, true]);
    expect(await fits(h.page)).toBe(true);
    await screenshotHost(h, join(shots, "ask-question-app-390-long-words.png"));
  });

  it("a 200 × 200-option form (the contract's bounds) renders in the host, takes typing, keys and a pick, and sends their values", async () => {
    const widgets = ["radio", "checkboxes", "list", "radio-with-custom", "select"];
    const big = {
      requestId: "ask_big_app",
      sessionId: "s",
      title: "Big form",
      ui: {
        fields: Array.from({ length: 200 }, (_, i) => ({
          name: `f${i}`,
          title: `Question ${i + 1}`,
          widget: widgets[i % widgets.length],
          options: Array.from({ length: 200 }, (_, k) => ({ value: `v${k}`, label: `Option ${k + 1}` })),
        })),
      },
    };
    const h = await hostApp(big, { locale: "en-US" });
    const app = h.app();
    await app.locator('[data-field="f199"]').waitFor({ timeout: 60_000 });
    // 20 rows a choice field (radio-with-custom: and its custom row); a select keeps all its options.
    expect(await app.locator(".option").count()).toBe(40 * 20 * 3 + 40 * 21);
    expect(await app.locator('[data-field="f4"] select option').count()).toBe(201);
    // Typing: a click on f3's custom choice goes on into its text box.
    await clickInApp(h, optionRow(app, "f3", "__custom__"));
    await expect.poll(() => app.evaluate(() => document.activeElement?.id)).toBe("field-f3-custom");
    await type(h, "typed in a big form");
    // Keys: Space picks f5's first row, arrow keys move the pick within f5; Space ticks an f6 box.
    await app.locator('[data-field="f5"] input[value="v0"]').focus();
    await press(h, "Space", "ArrowDown", "ArrowDown");
    await app.locator('[data-field="f6"] input[value="v4"]').focus();
    await press(h, "Space");
    await app.locator('[data-field="f9"] select').selectOption("v150");
    // Enter on a radio submits the form.
    await app.locator('[data-field="f5"] input[value="v2"]').focus();
    await press(h, "Enter");
    await expect.poll(async () => (await h.messages()).length).toBe(1);
    const formData = { f3: "__custom__", f3Custom: "typed in a big form", f5: "v2", f6: ["v4"], f9: "v150" };
    const payload = respondPayloadOf(h.input, "submit", formData);
    expect(await h.contexts()).toEqual([payload]);
    expect((await h.messages())[0]!.text).toBe(formatMcpAskResumeMessage(h.input, payload as never, { locale: "en-US" }));
    expect(h.errors).toEqual([]);
  });

  it("shows the form's fallback text and links when it cannot render, and opens them through the host", async () => {
    const example = readExample("fallback-form.json");
    const invalid = { isError: true, content: [{ type: "text", text: "nuwax_ask_question: the form cannot be rendered" }] };
    const h = await hostApp(example, { locale: "en-US", result: invalid });
    await h.app().getByText(UI_STRINGS["en-US"].cannotRender).waitFor();
    expect(await h.app().locator("pre").textContent()).toContain("cannot be rendered");
    // A form with a fallback renders, offers its links, and a link opens through ui/open-link.
    const ok = await hostApp(example, { locale: "en-US" });
    await tabTo(ok, "el && el.tagName === 'A' && el.textContent === arg", EXAMPLE_UI.openFallback);
    await press(ok, "Enter");
    await expect.poll(() => ok.page.evaluate(() => (window as any).nuwaxHost.links)).toEqual(["https://nuwax.com/forms/ask_upload_contract"]);
  });

  it("shows a widget it does not know as the catalog's fallback text box and says so", async () => {
    const example = readExample("widget-text.json");
    const result = askQuestion(example) as any;
    const input = structuredClone(result.structuredContent.input);
    input.ui.fields[0].widget = "rating";
    const h = await hostApp(example, { locale: "en-US", result: { ...result, structuredContent: { ...result.structuredContent, input } } });
    const field = h.app().locator(`[data-field=${input.ui.fields[0].name}]`);
    await field.locator("input[type=text]").waitFor();
    expect(await field.locator(".warn").textContent()).toBe(EXAMPLE_UI.unknownWidget({ widget: "rating" }));
  });
});

describe("npm run demo -- --app", () => {
  it("serves a local host page with the app; the answer given there is printed as the ui/message", { timeout: 90_000 }, async () => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "examples/demo.ts"), "--app"], {
      cwd: repoRoot,
      env: { ...process.env, NUWAX_DEMO_LOCALE: "en-US" },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      for (let i = 0; i < 600 && !/http:\/\/127\.0\.0\.1:\d+\//.test(out); i++) await new Promise((r) => setTimeout(r, 50));
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)![0];
      // 600 px: the host page's frame is then 568 px wide, the size of docs/ask-question-app.png.
      const page = await browser.newPage({ viewport: { width: 600, height: 1400 } });
      await page.goto(url);
      const app = () => page.frames().find((f) => f.url() === "about:srcdoc");
      await expect.poll(async () => (await app()?.getByRole("form").count()) ?? 0, { timeout: 20_000 }).toBe(1);
      const h = { page, app: () => app()!, errors: [], input: undefined as never, messages: async () => [], contexts: async () => [] } as Hosted;
      await tabTo(h, inField, "target");
      await press(h, "Space");
      // The picture of the app in the README and docs/nuwax-ask-question.md (docs/ask-question-app.png is a copy of this screenshot).
      await page.locator("#app").screenshot({ path: join(shots, "ask-question-app-demo.png") });
      await tabTo(h, isButton, EXAMPLE_UI.submit); // the example request is in Chinese: so is the app, in an English host
      await press(h, "Enter");
      expect(await exited).toBe(0);
      const request = readExample("../../examples/agent-request.json");
      const input = (askQuestion(request).structuredContent as { input: McpAskRawInput }).input;
      const expected = formatMcpAskResumeMessage(input, { action: "submit", formData: { target: "staging", replicas: 2 } }, { locale: "en-US" });
      expect(out.trimEnd().endsWith(expected)).toBe(true);
      await page.close();
    } finally {
      child.kill();
    }
  });
});
