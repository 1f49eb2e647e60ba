// delivery browser, file fields (docs/nuwax-ask-question.md "Delivery modes", what the agent receives for a file): a
// chosen file's bytes go to the page's server, which stores them in a private directory; the answer
// names the stored file's absolute path (message, formData url) and the tool result links it
// (resource_link). Limits come from the field's maxFileSize; files the answer does not keep are deleted.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, type Page } from "playwright-core";
import { closeContexts, sharedChromium } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";

const en = UI_STRINGS["en-US"];

let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;
let uploadRoot: string;

beforeAll(async () => {
  uploadRoot = mkdtempSync(join(tmpdir(), "nuwax-upload-test-"));
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("nuwax-ask-question-mcp"),
    env: { NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "500", NUWAX_ASK_UPLOAD_DIR: uploadRoot },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
  rmSync(uploadRoot, { recursive: true, force: true });
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

const form = (requestId: string) => ({
  requestId,
  sessionId: "s",
  title: "Send the report",
  ui: {
    fields: [
      { name: "attachment", title: "Report", widget: "file", required: true, multiple: true, maxFileSize: 1024 },
      { name: "note", title: "Note", widget: "text" },
    ],
  },
});

/** Opens the page of a call in a fresh English context. */
async function open(url: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await expect.poll(() => page.locator("h1").textContent()).toBe("Send the report");
  return { page, close: () => context.close(), errors };
}

/** The page's bootstrap block (upload and respond paths). */
const bootstrapOf = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById("nuwax-ask-bootstrap")!.textContent!) as { uploadPath: string; respondPath: string });

describe("delivery browser: file uploads", { timeout: 120_000 }, () => {
  it("stores the chosen file privately, names its path in the answer and links it; refuses a file over maxFileSize; deletes a removed one", async () => {
    const args = form("ask_upload_1");
    const input = normalizeMcpAskUserToolInput(args);
    const call = ask(args);
    const { page, close, errors } = await open(await call.url);
    try {
      const fileInput = page.locator('[data-field="attachment"] input[type=file]');
      const report = Buffer.from("quarterly numbers: 42\n", "utf8");
      await fileInput.setInputFiles([
        { name: "报告 Q3.txt", mimeType: "text/plain", buffer: report },
        { name: "big.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(2000, 1) },
      ]);
      // The big file is refused on the page with the field's limit, in the user's words.
      await expect.poll(() => page.locator(".file-list .upload-failed").textContent()).toContain(en.problemFileTooLarge({ size: "1 KB" }));
      await expect.poll(() => page.locator(".file-list li:not(.upload-failed):not(.uploading) .file-name").allTextContents()).toEqual(["报告 Q3.txt"]);
      // A second file, uploaded then removed, is not kept.
      await fileInput.setInputFiles([{ name: "remove-me.txt", mimeType: "text/plain", buffer: Buffer.from("gone") }]);
      await expect
        .poll(() => page.locator(".file-list li:not(.upload-failed):not(.uploading) .file-name").allTextContents())
        .toEqual(["报告 Q3.txt", "remove-me.txt"]);
      await page.getByRole("button", { name: en.removeFile({ name: "remove-me.txt" }) }).click();

      // The server refuses what the page would not send: over the limit (413 with it), not a file field (400), not octet-stream (415).
      const { uploadPath, respondPath } = await bootstrapOf(page);
      const statuses = await page.evaluate(
        async ({ uploadPath }) => {
          const post = async (query: string, body: BodyInit, type = "application/octet-stream") => {
            const r = await fetch(`${uploadPath}?${query}`, { method: "POST", headers: { "Content-Type": type }, body });
            return { status: r.status, body: await r.json() };
          };
          return [
            await post("field=attachment&name=x.bin", new Uint8Array(1025)),
            await post("field=note&name=x.txt", "x"),
            await post("field=attachment&name=x.txt", "x", "text/plain"),
          ];
        },
        { uploadPath },
      );
      expect(statuses.map((s) => s.status)).toEqual([413, 400, 415]);
      expect(statuses[0]!.body.maxFileSize).toBe(1024);
      // An answer naming a file that was never uploaded here is refused.
      const forged = await page.evaluate(
        async ({ respondPath }) => {
          const payload = {
            interventionId: "ask_upload_1",
            revision: 1,
            source: "mcp_ask",
            protocol: "mcp",
            action: "submit",
            formData: { attachment: [{ name: "/etc/passwd", url: "/etc/passwd", fileKey: "upload_forged" }] },
          };
          const r = await fetch(respondPath, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ payload }) });
          return { status: r.status, body: await r.json() };
        },
        { respondPath },
      );
      expect(forged.status).toBe(400);
      expect(forged.body.error).toContain("formData.attachment: a file that was not uploaded on this page");

      await page.getByRole("button", { name: en.submit }).click();
      const result: any = await call.result;
      const dirs = readdirSync(uploadRoot);
      expect(dirs).toHaveLength(1);
      const dir = join(uploadRoot, dirs[0]!);
      // Only the kept file is left; the refused one was never written, the removed one is deleted.
      expect(readdirSync(dir)).toEqual(["报告 Q3.txt"]);
      const path = join(dir, "报告 Q3.txt");
      expect(readFileSync(path)).toEqual(report);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const formData = { attachment: [{ name: "报告 Q3.txt", size: report.length, type: "text/plain", url: path }] };
      const message = formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "en-US" });
      expect(message).toContain(path);
      expect(result.content).toEqual([
        { type: "text", text: message },
        { type: "resource_link", uri: pathToFileURL(path).href, name: "报告 Q3.txt", mimeType: "text/plain", size: report.length },
      ]);
      expect(result.structuredContent).toMatchObject({ status: "submitted", delivery: "browser", message, payload: { action: "submit", formData } });
      expect(errors).toEqual([]);
    } finally {
      await close();
      for (const entry of readdirSync(uploadRoot)) rmSync(join(uploadRoot, entry), { recursive: true, force: true });
    }
  });

  it("holds a submit while a file is still uploading, and deletes every upload of a cancelled question", async () => {
    const call = ask(form("ask_upload_2"));
    const { page, close } = await open(await call.url);
    try {
      // The upload route is held back until the submit has been tried.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/files?*", async (route) => {
        await held;
        await route.continue();
      });
      await page
        .locator('[data-field="attachment"] input[type=file]')
        .setInputFiles([{ name: "slow.txt", mimeType: "text/plain", buffer: Buffer.from("slow") }]);
      await expect.poll(() => page.locator(".file-list .uploading").textContent()).toContain(en.uploading);
      await page.getByRole("button", { name: en.submit }).click();
      await expect.poll(() => page.locator(".notice").textContent()).toBe(en.uploadsPending);
      release();
      await expect.poll(() => page.locator(".file-list li:not(.uploading) .file-name").allTextContents()).toEqual(["slow.txt"]);
      expect(readdirSync(uploadRoot)).toHaveLength(1);
      await page.getByRole("button", { name: en.cancel }).click();
      const result: any = await call.result;
      expect(result.structuredContent.status).toBe("cancelled");
      expect(result.content).toHaveLength(1);
      expect(readdirSync(uploadRoot)).toEqual([]);
    } finally {
      await close();
    }
  });
});
