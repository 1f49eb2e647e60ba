// Browser delivery against hostile forms and hosts (issue 23 items 5 and 10, docs/reliability-and-security.md):
// settings are checked at startup, long timeouts wait, agent text with "$" patterns is
// embedded as written, deeply nested answers are a 400, open pages are capped, and a withdrawn
// question says so on its page in the form's language; a later question reusing a requestId opens fresh.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser } from "playwright-core";
import { closeContexts, sharedChromium } from "./helpers/browser.js";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { respondPayloadOf } from "./helpers/payload.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { deliveryConfig, DeliveryConfigError } from "../runtime/ask-question/delivery.js";
import { MAX_OPEN_PAGE_BYTES, MAX_OPEN_PAGES } from "../runtime/ask-question/browser.js";
import { CONSTANTS } from "../generated/types.js";
import { MAX_TIMER_MS } from "../runtime/shared/timers.js";
import { jsonDepthOver, MAX_JSON_DEPTH } from "../runtime/shared/loopback.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";

describe("deliveryConfig: bad settings stop the server at startup", () => {
  it("refuses a bad port, host or progress interval, naming the variable; clamps a huge interval", () => {
    expect(() => deliveryConfig({ NUWAX_ASK_PORT: "70000" })).toThrow(
      new DeliveryConfigError('NUWAX_ASK_PORT "70000" is not a whole number from 0 to 65535; unset it for the default (0)'),
    );
    expect(() => deliveryConfig({ NUWAX_ASK_PORT: "abc" })).toThrow(DeliveryConfigError);
    expect(() => deliveryConfig({ NUWAX_ASK_PORT: "80.5" })).toThrow(DeliveryConfigError);
    expect(() => deliveryConfig({ NUWAX_ASK_HOST: "bad host!" })).toThrow('NUWAX_ASK_HOST "bad host!" is not a host name or IP address');
    expect(() => deliveryConfig({ NUWAX_ASK_PUBLIC_HOST: "a/b" })).toThrow("NUWAX_ASK_PUBLIC_HOST");
    expect(() => deliveryConfig({ NUWAX_ASK_PROGRESS_MS: "-5" })).toThrow("NUWAX_ASK_PROGRESS_MS");
    expect(deliveryConfig({ NUWAX_ASK_PROGRESS_MS: String(2 ** 40) }).progressMs).toBe(MAX_TIMER_MS);
    expect(deliveryConfig({ NUWAX_ASK_PROGRESS_MS: "5" }).progressMs).toBe(100);
    const ok = deliveryConfig({ NUWAX_ASK_PORT: "8123", NUWAX_ASK_HOST: "::1", NUWAX_ASK_PUBLIC_HOST: "my-box.local" });
    expect([ok.port, ok.host, ok.publicHost]).toEqual([8123, "::1", "my-box.local"]);
  });

  it("the bin exits 2 before any call with the message on stderr", () => {
    const bin = builtServer("nuwax-ask-question-mcp");
    const run = spawnSync(bin.command, bin.args, {
      encoding: "utf8",
      input: "",
      timeout: 30_000,
      env: { ...process.env, NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_PORT: "99999" },
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('nuwax-ask-question-mcp: NUWAX_ASK_PORT "99999" is not a whole number from 0 to 65535');
  });
});

describe("jsonDepthOver", () => {
  it("counts brackets outside strings only", () => {
    expect(jsonDepthOver("[".repeat(65) + "]".repeat(65), 64)).toBe(true);
    expect(jsonDepthOver("[".repeat(64) + "]".repeat(64), 64)).toBe(false);
    expect(jsonDepthOver(JSON.stringify({ a: '[[[[[[[[[[\\"{{{{{{{{' }), 2)).toBe(false);
    expect(jsonDepthOver('{"a":{"b":[1]}}', 2)).toBe(true);
  });
});

let browser: Browser;
let session: Awaited<ReturnType<typeof connectClient>>;
beforeAll(async () => {
  browser = await sharedChromium();
  session = await connectClient({
    ...builtServer("nuwax-ask-question-mcp"),
    env: { NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "60000" },
  });
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await session?.close();
});

/** Starts a call; `url` resolves from the first progress message; `abort` cancels the call. */
function ask(args: Record<string, unknown>) {
  let found: (url: string) => void;
  const url = new Promise<string>((resolve) => (found = resolve));
  const controller = new AbortController();
  const result = session.client.callTool({ name: "nuwax_ask_question", arguments: args }, undefined, {
    timeout: 120_000,
    signal: controller.signal,
    onprogress: (p) => {
      const match = /at (http:\/\/\S+)/.exec(p.message ?? "");
      if (match) found(match[1]!);
    },
  });
  result.catch(() => undefined);
  // A call that returns before it opens a page (refused) rejects `url` instead of leaving it pending.
  const page = Promise.race([url, result.then((r) => Promise.reject(new Error(`the call returned without a page: ${JSON.stringify(r).slice(0, 300)}`)))]);
  page.catch(() => undefined);
  return { url: page, result, abort: () => controller.abort() };
}
const radio = (requestId: string, title: string, values: string[], extra: Record<string, unknown> = {}) => ({
  requestId,
  sessionId: "s",
  title,
  ...extra,
  ui: { fields: [{ name: "pick", title: "Pick", widget: "radio", required: true, options: values.map((v) => ({ value: v, label: `${v} label` })) }] },
});
const apiOf = (url: string, what: "respond" | "status") => url.replace("/s/", "/api/s/") + `/${what}`;
const bootstrapOf = async (url: string) => {
  const html = await (await fetch(url)).text();
  return JSON.parse(/<script type="application\/json" id="nuwax-ask-bootstrap">([\s\S]*?)<\/script>/.exec(html)![1]!);
};

describe("browser delivery: hostile forms and answers", { timeout: 120_000 }, () => {
  it("embeds $$, $&, $` and $' in agent text as written, and takes the option US$$", async () => {
    const title = "Pay in US$$ or $& or $` or $' ?";
    const form = radio("ask_dollars", title, ["US$$", "$'", "$&"]);
    const call = ask(form);
    const url = await call.url;
    const boot = await bootstrapOf(url);
    expect(boot.input.title).toBe(title);
    expect(boot.input.ui.fields[0].options.map((o: { value: string }) => o.value)).toEqual(["US$$", "$'", "$&"]);
    const sent = await fetch(apiOf(url, "respond"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ payload: respondPayloadOf(normalizeMcpAskUserToolInput(form), "submit", { pick: "US$$" }) }),
    });
    expect([sent.status, await sent.text()]).toEqual([200, '{"ok":true}']);
    const result: any = await call.result;
    expect(result.structuredContent.payload.formData).toEqual({ pick: "US$$" });
    expect(result.content[0].text).toContain("US$$");
  });

  it("waits for a timeoutMs over 2^31-1 ms instead of timing out at once", async () => {
    const call = ask(radio("ask_long_wait", "Long wait", ["a"], { timeoutMs: 2 ** 31 + 1000 }));
    const url = await call.url;
    await new Promise((r) => setTimeout(r, 800));
    const status = await fetch(apiOf(url, "status"));
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ open: true });
    call.abort();
    await expect.poll(async () => (await fetch(apiOf(url, "status"))).status, { timeout: 10_000 }).toBe(404);
  });

  it("answers a value nested 500,000 deep with 400, and the page stays open", async () => {
    const call = ask(radio("ask_deep", "Deep", ["a"]));
    const url = await call.url;
    const deep = "[".repeat(500_000) + "]".repeat(500_000);
    const body = `{"payload":{"interventionId":"ask_deep","revision":1,"action":"submit","formData":{"pick":${deep}}}}`;
    const sent = await fetch(apiOf(url, "respond"), { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(sent.status).toBe(400);
    expect(await sent.json()).toEqual({ error: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect((await fetch(apiOf(url, "status"))).status).toBe(200);
    call.abort();
    await expect.poll(async () => (await fetch(apiOf(url, "status"))).status, { timeout: 10_000 }).toBe(404);
  });

  it(`refuses the call after ${MAX_OPEN_PAGES} open pages, at once, and takes calls again when one closes`, async () => {
    const calls = Array.from({ length: MAX_OPEN_PAGES }, (_, i) => ask(radio(`ask_cap_${i}`, `Cap ${i}`, ["a"])));
    // Every one of them opens a page (none is refused).
    const opened = await Promise.all(
      calls.map((c) =>
        c.url.then(
          () => "page",
          () => "refused",
        ),
      ),
    );
    expect(opened).toEqual(Array(MAX_OPEN_PAGES).fill("page"));
    const over: any = await ask(radio("ask_cap_over", "Over", ["a"])).result;
    expect(over.isError).toBe(true);
    expect(over.content[0].text).toBe(
      `nuwax_ask_question: ${MAX_OPEN_PAGES} form pages (the most one server keeps open) are already waiting for the user; wait for their answers or cancel those calls, then ask again`,
    );
    calls[0]!.abort();
    await expect.poll(async () => (await fetch(apiOf(await calls[0]!.url, "status"))).status, { timeout: 10_000 }).toBe(404);
    const again = ask(radio("ask_cap_again", "Again", ["a"]));
    expect(await again.url).toMatch(/^http:\/\//);
    again.abort();
    for (const c of calls.slice(1)) c.abort();
  });
});

describe(
  `browser delivery: the open pages hold at most ${MAX_OPEN_PAGE_BYTES} bytes of questions (x-nuwax.constants.maxOpenPageBytes)`,
  { timeout: 180_000 },
  () => {
    it("takes forms near the message limit until the next would pass the cap, refuses it at once naming the sizes, and takes it once a page closes", async () => {
      expect(MAX_OPEN_PAGE_BYTES).toBe(CONSTANTS.maxOpenPageBytes);
      // Each a 9 MiB form: under the 10 MiB message limit, so one alone is always taken.
      const big = (i: number) => radio(`ask_bytes_${i}`, `Bytes ${i}`, ["a"], { business: { blob: "b".repeat(9 * 2 ** 20) } });
      const bytesOf = (form: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(normalizeMcpAskUserToolInput(form as never)));
      const fit = Math.floor(MAX_OPEN_PAGE_BYTES / bytesOf(big(0)));
      expect(fit).toBe(3);
      const calls: Array<ReturnType<typeof ask>> = [];
      for (let i = 0; i < fit; i++) {
        calls.push(ask(big(i)));
        await calls[i]!.url;
      }
      // A small form still fits beside them.
      const small = ask(radio("ask_bytes_small", "Small", ["a"]));
      expect(await small.url).toMatch(/^http:\/\//);
      const over: any = await ask(big(fit)).result;
      const openBytes = calls.reduce((sum, _, i) => sum + bytesOf(big(i)), 0) + bytesOf(radio("ask_bytes_small", "Small", ["a"]));
      expect(over.isError).toBe(true);
      const mb = (n: number) => `${(n / 2 ** 20).toFixed(1).replace(/\.0$/, "")} MB`;
      expect(over.content[0].text).toBe(
        `nuwax_ask_question: the ${fit + 1} form pages already waiting for the user hold ${mb(openBytes)} of questions; this form's ${mb(bytesOf(big(fit)))} would take them past 32 MB, the most one server keeps open (x-nuwax.constants.maxOpenPageBytes); wait for their answers or cancel those calls, then ask again, or make this form smaller (large business data is the usual cause)`,
      );
      calls[0]!.abort();
      await expect.poll(async () => (await fetch(apiOf(await calls[0]!.url, "status"))).status, { timeout: 10_000 }).toBe(404);
      const again = ask(big(fit));
      expect(await again.url).toMatch(/^http:\/\//);
      for (const c of [again, small, ...calls.slice(1)]) c.abort();
    });
  },
);

describe("browser delivery page: withdrawn questions and reused ids (Chromium)", { timeout: 120_000 }, () => {
  it("says the question was withdrawn, in the form's language, without waiting for Submit", async () => {
    const call = ask({
      ...radio("ask_withdrawn", "撤回的问题", ["甲", "乙"]),
      ui: {
        fields: [
          {
            name: "pick",
            title: "选一个",
            widget: "radio",
            options: [
              { value: "a", label: "甲" },
              { value: "b", label: "乙" },
            ],
          },
        ],
      },
    });
    const url = await call.url;
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    try {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("撤回的问题");
      call.abort();
      // Within two status polls (STATUS_POLL_MS), with no click.
      await page.locator(".withdrawn").waitFor({ timeout: 15_000 });
      expect(await page.locator(".withdrawn").textContent()).toBe(UI_STRINGS["zh-CN"].withdrawn);
      expect(await page.locator("fieldset.fields input").first().isDisabled()).toBe(true);
      // Submit afterwards changes nothing: no "you can retry", no English "not found".
      await page.locator("button[type=submit]").click({ force: true });
      await page.waitForTimeout(300);
      expect(await page.locator("main").innerText()).not.toMatch(/not found|Failed to fetch|retry|重试/i);
      expect(await page.locator(".withdrawn").textContent()).toBe(UI_STRINGS["zh-CN"].withdrawn);
    } finally {
      await context.close();
    }
  });

  it("an answer on its way is never called withdrawn, though the server closes the question as it takes it", async () => {
    const call = ask(radio("ask_sending", "Sending", ["a", "b"]));
    const url = await call.url;
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    try {
      // The answer reaches the server (which takes it and closes the question: status 404 from then on),
      // and its response reaches the page only when released.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/respond", async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      });
      await page.goto(url);
      await page.getByText("a label").click();
      await page.locator("button[type=submit]").click();
      const result: any = await call.result;
      expect(result.structuredContent.payload.formData).toEqual({ pick: "a" });
      expect((await fetch(apiOf(url, "status"))).status).toBe(404);
      // Longer than two status polls (2 s each) with the answer still on its way: no "withdrawn".
      await page.waitForTimeout(4_500);
      expect(await page.locator(".withdrawn").count()).toBe(0);
      release();
      const strings = UI_STRINGS["en-US"];
      await expect.poll(() => page.locator(".outcome").textContent()).toBe(`${strings.submitted} ${strings.closeTab}`);
      expect(await page.locator(".withdrawn").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a later question reusing a requestId on the same origin opens fresh, not as already answered", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    try {
      const first = ask(radio("ask_reused", "First", ["a", "b"]));
      const firstUrl = await first.url;
      const page = await context.newPage();
      await page.goto(firstUrl);
      await page.getByText("a label").click();
      await page.locator("button[type=submit]").click();
      const answered: any = await first.result;
      expect(answered.structuredContent.payload.formData).toEqual({ pick: "a" });
      const second = ask(radio("ask_reused", "Second", ["a", "b"]));
      const secondUrl = await second.url;
      expect(new URL(secondUrl).origin).toBe(new URL(firstUrl).origin);
      const again = await context.newPage();
      await again.goto(secondUrl);
      await expect.poll(() => again.locator("h1").textContent()).toBe("Second");
      await again.getByText("b label").click();
      await again.locator("button[type=submit]").click();
      const result: any = await second.result;
      expect(result.structuredContent.payload.formData).toEqual({ pick: "b" });
    } finally {
      await context.close();
    }
  });
});
