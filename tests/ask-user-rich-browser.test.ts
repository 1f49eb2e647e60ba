// The real form page in headless Chromium (playwright-core driving /usr/bin/chromium): one full
// interview answered through the page, and markdown with an XSS payload that must not run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { join } from "node:path";
import { connectClient, sourceServer } from "./helpers/mcp.js";
import { tempDir } from "./helpers/temp.js";

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  session = await connectClient({ ...sourceServer("runtime/ask-user-rich/bin.ts"), env: { ASK_USER_RICH_LOG_DIR: join(tempDir("browser"), "logs") } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await session?.close();
});

async function open(args: Record<string, unknown>) {
  const result = await session.client.callTool({ name: "ask_user_rich", arguments: { ...args, delivery: "link" } });
  const { url, sessionId } = result.structuredContent as { url: string; sessionId: string };
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  return { page, sessionId, errors };
}

describe("the form page in Chromium", () => {
  it("answers a full interview: choice, rank, defer with a note, general notes", async () => {
    const { page, sessionId, errors } = await open({
      title: "Dashboard",
      intro: "Some **decisions**.",
      questions: [
        { id: "layout", header: "Layout?", options: [{ id: "tabs", label: "Tabs", preview: "```\n[A] [B]\n```" }, { id: "grid", label: "Grid" }], recommended: "tabs", rationale: "Less clutter." },
        { id: "order", header: "Rank widgets", kind: "rank", options: [{ id: "rev", label: "Revenue" }, { id: "fun", label: "Funnel" }], recommended: ["fun", "rev"] },
        { id: "later", header: "Colours?", options: [{ id: "dark", label: "Dark" }] },
      ],
    });
    await page.getByText("Layout?").waitFor();
    expect(await page.locator("#intro strong").textContent()).toBe("decisions");
    await page.getByLabel("2. Grid").check();
    await page.getByRole("button", { name: "Apply recommended order" }).click();
    await page.locator("#q-later select").selectOption("deferred");
    await page.locator("#q-later textarea").fill("decide after the demo");
    await page.locator("#generalNotes").fill("Looks good");
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByText("Thank you").waitFor();
    const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
    expect(result.answers.map((a: any) => [a.id, a.status, a.selected, a.ranked, a.notes])).toEqual([
      ["layout", "answered", ["grid"], null, null],
      ["order", "answered", [], ["fun", "rev"], null],
      ["later", "deferred", [], null, "decide after the demo"],
    ]);
    expect(result.generalNotes).toBe("Looks good");
    expect(result.summary).toContain("2. Rank widgets → Funnel > Revenue (recommended)");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a submit that races an append is refused (409) and the page shows the new questions first", async () => {
    const { page, sessionId } = await open({ title: "Race", questions: [{ id: "first", header: "First?", options: [{ id: "y", label: "Yes" }] }] });
    await page.getByText("First?").waitFor();
    // Hold the page's polling so it cannot learn about the append before it submits.
    await page.route("**/state", () => {});
    await page.getByLabel("1. Yes").check();
    const appended = await session.client.callTool({ name: "append_questions", arguments: { sessionId, questions: [{ id: "second", header: "Second?", options: [{ id: "n", label: "No" }] }], note: "One follow-up." } });
    expect((appended.structuredContent as { version: number }).version).toBe(2);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByText("New questions were added while you answered").waitFor();
    await page.getByText("Second?").waitFor();
    expect(await page.getByLabel("1. Yes").isChecked()).toBe(true);
    await page.getByLabel("1. No").check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByText("Thank you").waitFor();
    const result = (await session.client.callTool({ name: "await_user_answers", arguments: { sessionId } })).structuredContent as any;
    expect(result.answers.map((a: any) => [a.id, a.selected])).toEqual([["first", ["y"]], ["second", ["n"]]]);
    await page.close();
  });

  it("renders markdown without running an XSS payload", async () => {
    const { page, errors } = await open({
      title: "XSS",
      intro: '<img src="x" onerror="window.__xss = 1"> <script>window.__xss = 2</script> [link](javascript:window.__xss=3)',
      questions: [{ id: "q", header: "Q", body: '<svg onload="window.__xss = 4"></svg><iframe src="javascript:parent.__xss=5"></iframe>', options: [{ id: "a", label: "A", description: '<a href="javascript:window.__xss=6">x</a>' }] }],
    });
    await page.getByText("Q").first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate("window.__xss")).toBeUndefined();
    const html = await page.locator("main").innerHTML();
    expect(html).not.toMatch(/onerror|onload|<script|<iframe|javascript:/i);
    expect(errors).toEqual([]);
    await page.close();
  });
});
