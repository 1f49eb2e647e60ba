// nuwax_ask_question's delivery modes (docs/nuwax-ask-question.md "Delivery modes") through the stdio server and the SDK
// client: elicitation (accept, decline, cancel, a form that cannot map, no elicitation, -32601),
// browser over HTTP (the page's session, its answer, the shared loopback server's hardening), auto
// by client capabilities, and the --delivery / NUWAX_ASK_DELIVERY settings.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ElicitRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectClient, rawServer, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { checkMcpAskFormData, extractMcpAskInputFromToolResult, normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import { validateMcpAskToolOutput } from "../runtime/contract/validators.js";
import { CONSTANTS, type McpAskRawInput } from "../generated/types.js";
import { NUWAX_ASK_QUESTION_TOOL, SERVERS, TOOL_TEXT_VARIANTS } from "../generated/tools.js";
import { askQuestion } from "../runtime/ask-question/server.js";
import { respondPayloadOf } from "./helpers/payload.js";

const bin = builtServer("nuwax-ask-question-mcp");
const readExample = (name: string) => JSON.parse(readFileSync(join(repoRoot, "contract/examples", name), "utf8")) as Record<string, any>;
const APPS = { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } };

/** complete-form.json without its file field: every other widget, each of which a form dialog can hold. */
function mappableForm(): Record<string, any> {
  const form = readExample("complete-form.json");
  form.ui.fields = form.ui.fields.filter((f: any) => f.widget !== "file");
  return form;
}

type Handler = (params: any) => any;

/** A server in `mode` with a client that answers elicitation/create with `handler` (and advertises form elicitation when given one). */
async function connect(
  mode: string | undefined,
  options: { handler?: Handler; capabilities?: Record<string, unknown>; env?: Record<string, string>; args?: string[] } = {},
) {
  const requests: any[] = [];
  const capabilities = options.capabilities ?? (options.handler ? { elicitation: { form: {} } } : {});
  const session = await connectClient(
    {
      ...bin,
      args: [...bin.args, ...(options.args ?? [])],
      env: { NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "200", ...(mode ? { NUWAX_ASK_DELIVERY: mode } : {}), ...options.env },
    },
    {
      capabilities,
      setup: (client) => {
        if (!options.handler) return;
        client.setRequestHandler(ElicitRequestSchema, async (request) => {
          requests.push(request.params);
          return options.handler!(request.params);
        });
      },
    },
  );
  return { ...session, requests };
}

/** Calls the tool with a progress token; resolves with the first page URL a progress message names, and the call's result later. */
function callWithPage(client: Awaited<ReturnType<typeof connect>>["client"], args: unknown, signal?: AbortSignal) {
  let found: (url: string) => void;
  const url = new Promise<string>((resolve) => (found = resolve));
  const messages: string[] = [];
  const result = client.callTool({ name: "nuwax_ask_question", arguments: args as Record<string, unknown> }, undefined, {
    signal,
    timeout: 120_000,
    onprogress: (progress) => {
      messages.push(progress.message ?? "");
      const match = /at (http:\/\/\S+\/s\/[A-Za-z0-9_-]{24})/.exec(progress.message ?? "");
      if (match) found(match[1]!);
    },
  });
  // A test that never awaits the result (the session closes under it) must not leave a rejection behind.
  result.catch(() => undefined);
  return { url, result, messages };
}

const respondUrl = (pageUrl: string) => pageUrl.replace(/\/s\/([^/]+)$/, "/api/s/$1/respond");
const postJson = (url: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
const textOf = (result: any) => result.content.map((c: any) => c.text).join("\n");

describe("delivery elicitation", () => {
  it("asks every widget that maps in one dialog and returns the DockPanel's answer message", async () => {
    const form = mappableForm();
    const input = normalizeMcpAskUserToolInput(form);
    const content = {
      choice: "deploy",
      note: "line one\nline two",
      checks: ["lint", "e2e"],
      count: 4,
      region: "cn-beijing",
      framework: "vue",
      branch: "release/1.2",
      plan: "__custom__",
      planCustom: "next Monday",
    };
    const session = await connect("elicitation", { handler: () => ({ action: "accept", content }), env: { NUWAX_ASK_LOCALE: "en-US" } });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      const formData = {
        choice: "deploy",
        note: "line one\nline two",
        checks: ["lint", "e2e"],
        count: 4,
        region: "cn-beijing",
        framework: "vue",
        branch: "release/1.2",
        plan: "__custom__",
        planCustom: "next Monday",
      };
      const expected = formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "en-US" });
      expect(result.isError).toBeUndefined();
      expect(result.content).toEqual([{ type: "text", text: expected }]);
      expect(expected).toContain("next Monday");
      expect(result.structuredContent).toEqual({
        status: "submitted",
        requestId: "ask_deploy_001",
        revision: 1,
        delivery: "elicitation",
        message: expected,
        payload: respondPayloadOf(input, "submit", formData),
      });
      expect(validateMcpAskToolOutput(result.structuredContent)).toBe(true);
      // Nothing in an answered result is a form to render (a DockPanel or the app finds no input).
      expect(extractMcpAskInputFromToolResult(result)).toBeUndefined();

      expect(session.requests).toHaveLength(1);
      const { message, requestedSchema, mode } = session.requests[0];
      expect(mode).toBe("form");
      expect(message).toBe("请选择继续方式\n\n填写后 Agent 会按你的选择继续。");
      expect(Object.keys(requestedSchema.properties)).toEqual(["choice", "note", "checks", "count", "region", "framework", "branch", "plan", "planCustom"]);
      expect(requestedSchema.required).toEqual(["choice"]);
      const p = requestedSchema.properties;
      expect(p.choice).toEqual({
        type: "string",
        title: "选项",
        oneOf: [
          { const: "test", title: "先跑测试" },
          { const: "deploy", title: "直接部署" },
        ],
        default: "test",
      });
      expect(p.note).toEqual({ type: "string", title: "补充说明", maxLength: 500 });
      expect(p.checks).toEqual({
        type: "array",
        title: "检查项",
        items: {
          anyOf: [
            { const: "lint", title: "代码检查" },
            { const: "test", title: "单元测试" },
            { const: "e2e", title: "端到端测试" },
          ],
        },
        default: ["lint"],
      });
      expect(p.count).toEqual({ type: "integer", title: "并发数", minimum: 1, maximum: 10, default: 1 });
      expect(p.region.oneOf).toEqual([
        { const: "cn-hangzhou", title: "华东（杭州）" },
        { const: "cn-beijing", title: "华北（北京）" },
      ]);
      expect(p.framework.oneOf.map((o: any) => o.const)).toEqual(["react", "vue", "angular"]);
      expect(p.branch).toEqual({ type: "string", title: "分支名", maxLength: 80 });
      // radio-with-custom: the custom choice and its text field, labelled from x-nuwax.uiStrings in the
      // form's language (a Chinese form in an en-US host: zh-CN, as the nuwax page picks it), joined by its labelSeparator.
      expect(p.plan.oneOf).toEqual([
        { const: "now", title: "立即发布" },
        { const: "tonight", title: "今晚发布" },
        { const: "__custom__", title: "自定义" },
      ]);
      expect(p.planCustom).toEqual({ type: "string", title: "发布节奏：自定义内容" });
    } finally {
      await session.close();
    }
  });

  it("takes custom text as the radio-with-custom answer and leaves empty answers out, in the default locale", async () => {
    const form = mappableForm();
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("elicitation", {
      handler: () => ({ action: "accept", content: { choice: "test", note: "", checks: [], plan: "now", planCustom: "after the freeze" } }),
    });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      const formData = { choice: "test", plan: "__custom__", planCustom: "after the freeze" };
      expect(result.structuredContent.payload.formData).toEqual(formData);
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData }));
    } finally {
      await session.close();
    }
  });

  it("asks a Chinese form again in Chinese (an en-US host): each problem in the page's words, no JSON path or pattern, no invalid default", async () => {
    const form = mappableForm();
    const input = normalizeMcpAskUserToolInput(form);
    // A pattern the dialog cannot carry, a wrong-typed number, a duplicate pick, and an emptied list.
    const first = { choice: "deploy", note: "ok", branch: "bad branch!", count: "four", checks: ["lint", "lint"], framework: "" };
    let calls = 0;
    const session = await connect("elicitation", {
      env: { NUWAX_ASK_LOCALE: "en-US" },
      handler: () => (++calls === 1 ? { action: "accept", content: first } : { action: "accept", content: { choice: "deploy", branch: "main", count: 3 } }),
    });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      // The SDK client took the second request (its ElicitRequestSchema refuses a default of the wrong type).
      expect(session.requests).toHaveLength(2);
      expect(checkMcpAskFormData(input, first).map((p) => [p.subject, p.code])).toEqual([
        ["checks", "duplicate_option"],
        ["count", "not_a_number"],
        ["branch", "pattern_mismatch"],
      ]);
      const again = session.requests[1];
      expect(again.message).toBe(
        "请选择继续方式\n\n填写后 Agent 会按你的选择继续。\n\n有 3 项需要修改，请查看标出的字段。\n检查项：同一选项只能选择一次。\n并发数：请输入数字。\n分支名：格式不正确，请按要求填写。",
      );
      expect(again.message).not.toMatch(/formData|\^\[A-Za-z|must|four/);
      const p = again.requestedSchema.properties;
      // Answers that fit come back; a field with a problem and an emptied list get no default at all (not even their own).
      expect(p.choice.default).toBe("deploy");
      expect(p.note.default).toBe("ok");
      for (const name of ["checks", "count", "branch", "framework"]) expect(p[name], name).not.toHaveProperty("default");
      expect(p.count).toEqual({ type: "integer", title: "并发数", minimum: 1, maximum: 10 });
      expect(p.plan.oneOf.at(-1)).toEqual({ const: "__custom__", title: "自定义" });
      // The answer message is the host's (en-US), as before.
      const formData = { choice: "deploy", branch: "main", count: 3 };
      expect(result.structuredContent).toMatchObject({ status: "submitted", delivery: "elicitation", payload: { formData } });
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "en-US" }));
      await session.waitForStderr(
        "ask_deploy_001: the dialog's answers break 3 rule(s) (duplicate_option, not_a_number, pattern_mismatch); asking again in zh-CN",
      );
    } finally {
      await session.close();
    }
  });

  it("asks an English form again in English in a zh-CN host, and a missing custom text by its field", async () => {
    const form = {
      sessionId: "conv_release_en",
      requestId: "ask_release_en",
      title: "Release plan",
      ui: {
        title: "Release plan",
        fields: [
          { name: "branch", title: "Branch name", widget: "text", pattern: "^[a-z]+$", required: true },
          { name: "when", title: "When", widget: "radio-with-custom", options: [{ value: "now", label: "Now" }] },
        ],
      },
    };
    const input = normalizeMcpAskUserToolInput(form);
    let calls = 0;
    const session = await connect("elicitation", {
      env: { NUWAX_ASK_LOCALE: "zh-CN" },
      handler: () =>
        ++calls === 1
          ? { action: "accept", content: { branch: "Main 1", when: "__custom__", whenCustom: " " } }
          : { action: "accept", content: { branch: "main", when: "now" } },
    });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      expect(session.requests).toHaveLength(2);
      expect(session.requests[0].requestedSchema.properties.whenCustom).toEqual({ type: "string", title: "When: Custom value" });
      expect(session.requests[1].message).toBe(
        "Release plan\n\n2 field(s) need changes; see the marked fields.\nBranch name: This does not match the expected format.\nWhen: Type your own answer.",
      );
      for (const name of ["branch", "when", "whenCustom"]) expect(session.requests[1].requestedSchema.properties[name], name).not.toHaveProperty("default");
      const formData = { branch: "main", when: "now" };
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "zh-CN" }));
    } finally {
      await session.close();
    }
  });

  it.each([
    ["decline", true, "cancel", "cancelled"],
    ["cancel", true, "skip", "skipped"],
    ["cancel", false, "cancel", "cancelled"],
  ] as const)("returns %s (allowSkip %s) as the %s message, never as an answer", async (action, allowSkip, respond, status) => {
    const form = mappableForm();
    form.ui.allowSkip = allowSkip;
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("elicitation", { handler: () => ({ action }) });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      const expected = formatMcpAskResumeMessage(input, { action: respond });
      expect(result.content).toEqual([{ type: "text", text: expected }]);
      expect(result.structuredContent).toEqual({
        status,
        requestId: input.requestId,
        revision: 1,
        delivery: "elicitation",
        message: expected,
        payload: respondPayloadOf(input, respond),
      });
      expect(result.structuredContent.payload.formData).toBeUndefined();
      expect(validateMcpAskToolOutput(result.structuredContent)).toBe(true);
    } finally {
      await session.close();
    }
  });

  it.each([
    ["a form that cannot map (a file field)", readExample("complete-form.json"), { handler: () => ({ action: "accept", content: {} }) }],
    ["a client without elicitation", mappableForm(), {}],
    [
      "a client that answers -32601",
      mappableForm(),
      {
        handler: () => {
          throw new McpError(ErrorCode.MethodNotFound, "Method not found");
        },
      },
    ],
  ] as const)("falls back to the browser for %s", async (_name, form, options) => {
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("elicitation", options as { handler?: Handler });
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<script type="application/json" id="nuwax-ask-bootstrap">');
      const formData = { choice: "deploy" };
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "submit", formData), locale: "en-US" })).status).toBe(200);
      const result: any = await call.result;
      expect(result.structuredContent).toMatchObject({ status: "submitted", delivery: "browser" });
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "en-US" }));
      // A file form never reaches the dialog.
      if (form.ui.fields.some((f: any) => f.widget === "file")) expect(session.requests).toHaveLength(0);
    } finally {
      await session.close();
    }
  });
});

describe("delivery elicitation with a client on protocol 2025-06-18 (before titled enums)", () => {
  /** A raw client that negotiates 2025-06-18 with form elicitation; returns the server and a way to read its elicitation requests. */
  async function oldClient() {
    const server = rawServer(bin, { env: { NUWAX_ASK_DELIVERY: "elicitation", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "200" } });
    const init = await server.request(0, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: { elicitation: {} },
      clientInfo: { name: "old", version: "1" },
    });
    expect(init.result.protocolVersion).toBe("2025-06-18");
    server.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    const lines = () =>
      server
        .stdoutText()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    return { server, lines };
  }

  it("asks choices as enum + enumNames and returns the answer message", async () => {
    const { server, lines } = await oldClient();
    try {
      const form = mappableForm();
      form.ui.fields = form.ui.fields.filter((f: any) => f.widget !== "checkboxes");
      const input = normalizeMcpAskUserToolInput(form);
      const answer = server.request(7, "tools/call", { name: "nuwax_ask_question", arguments: form });
      await expect.poll(() => lines().find((m) => m.method === "elicitation/create"), { timeout: 10_000 }).toBeDefined();
      const ask = lines().find((m) => m.method === "elicitation/create")!;
      expect(ask.params.requestedSchema.properties.choice).toEqual({
        type: "string",
        title: "选项",
        enum: ["test", "deploy"],
        enumNames: ["先跑测试", "直接部署"],
        default: "test",
      });
      expect(ask.params.requestedSchema.properties.plan.enum).toEqual(["now", "tonight", "__custom__"]);
      server.send({ jsonrpc: "2.0", id: ask.id, result: { action: "accept", content: { choice: "deploy", region: "cn-hangzhou" } } });
      const response = await answer;
      expect(response.result.content).toEqual([
        { type: "text", text: formatMcpAskResumeMessage(input, { action: "submit", formData: { choice: "deploy", region: "cn-hangzhou" } }) },
      ]);
    } finally {
      server.child.kill();
    }
  });

  it("sends a form with a multiple choice to the browser instead", async () => {
    const { server, lines } = await oldClient();
    try {
      server.send({
        jsonrpc: "2.0",
        id: 8,
        method: "tools/call",
        params: { name: "nuwax_ask_question", arguments: mappableForm(), _meta: { progressToken: "p8" } },
      });
      await expect
        .poll(() => lines().find((m) => m.method === "notifications/progress")?.params.message ?? "", { timeout: 10_000 })
        .toMatch(/^Waiting for the user to answer "请选择继续方式" at http:\/\/localhost:\d+\/s\//);
      expect(lines().some((m) => m.method === "elicitation/create")).toBe(false);
      await server.waitForStderr(
        'elicitation not used: "checks" is a multiple choice, and the client\'s protocol has no multi-select fields before 2025-11-25; using the browser',
      );
    } finally {
      server.child.kill();
    }
  });
});

describe("delivery browser over HTTP", () => {
  it("serves the renderer with its question, opens it with the opener, sends progress, and returns the answer message", async () => {
    const dir = tempDir("ask-browser");
    const log = join(dir, "browser.log");
    const form = readExample("complete-form.json");
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("browser", {
      env: { NUWAX_ASK_OPEN: "1", NUWAX_ASK_OPEN_CMD: join(repoRoot, "tests/fixtures/fake-browser.sh"), FAKE_BROWSER_LOG: log },
    });
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      expect(url).toMatch(/^http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{24}$/);
      const page = await fetch(url);
      const csp = page.headers.get("content-security-policy")!;
      expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src data:; connect-src 'self';/);
      const html = await page.text();
      const boot = JSON.parse(/<script type="application\/json" id="nuwax-ask-bootstrap">([\s\S]*?)<\/script>/.exec(html)![1]!);
      const respondPath = new URL(respondUrl(url)).pathname;
      expect(boot).toEqual({
        input,
        respondPath,
        statusPath: respondPath.replace(/\/respond$/, "/status"),
        uploadPath: respondPath.replace(/\/respond$/, "/files"),
      });
      // Progress every NUWAX_ASK_PROGRESS_MS (200 ms): wait for the second message, however long the machine takes.
      await expect.poll(() => call.messages.length).toBeGreaterThanOrEqual(2);
      expect(call.messages[0]).toBe(`Waiting for the user to answer "请选择继续方式" at ${url} (0m 0s elapsed)`);
      // The answer is checked against the form: a value outside the options never reaches the agent.
      const bad = await postJson(respondUrl(url), { payload: respondPayloadOf(input, "submit", { choice: "nope" }) });
      expect(bad.status).toBe(422);
      expect((await bad.json()).problems[0]).toMatchObject({ path: "formData.choice", subject: "choice" });
      // A file answers by the key its upload got (docs/nuwax-ask-question.md "Delivery modes", what the agent receives for a file field).
      const upload = await fetch(`${new URL(url).origin}${boot.uploadPath}?field=screenshot&name=shot.png&type=image/png`, {
        method: "POST",
        headers: { "Content-Type": "application/octet-stream" },
        body: Buffer.alloc(2048, 7),
      });
      expect(upload.status).toBe(201);
      const { fileKey } = (await upload.json()) as { fileKey: string };
      const sent = { choice: "test", screenshot: [{ name: "shot.png", size: 2048, type: "image/png", fileKey }] };
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "submit", sent), locale: "zh-CN" })).status).toBe(200);
      const result: any = await call.result;
      const stored = result.structuredContent.payload.formData.screenshot[0];
      expect(stored).toEqual({ name: "shot.png", size: 2048, type: "image/png", url: expect.stringMatching(/nuwax-ask-uploads-[^/]+\/shot\.png$/) });
      expect(readFileSync(stored.url)).toEqual(Buffer.alloc(2048, 7));
      rmSync(dirname(stored.url), { recursive: true, force: true });
      const formData = { choice: "test", screenshot: [stored] };
      expect(result.content[0]).toEqual({ type: "text", text: formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: "zh-CN" }) });
      expect(result.structuredContent).toMatchObject({ status: "submitted", delivery: "browser", payload: respondPayloadOf(input, "submit", formData) });
      expect(validateMcpAskToolOutput(result.structuredContent)).toBe(true);
      // The opener started the fake browser, which logs the URL it was given once it runs (it is a process of its own).
      await expect.poll(() => (existsSync(log) ? readFileSync(log, "utf8") : "")).toBe(`${url}\n`);
      // The session is closed once answered.
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await session.close();
    }
  });

  it("returns a skip from the page as the skipped message, and refuses skip where the form does not allow it", async () => {
    const form = readExample("complete-form.json");
    form.ui.allowSkip = false;
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("browser");
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "skip") })).status).toBe(400);
      expect((await postJson(respondUrl(url), { payload: { ...respondPayloadOf(input, "cancel"), revision: 2 } })).status).toBe(409);
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "cancel"), locale: "en-US" })).status).toBe(200);
      const result: any = await call.result;
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "cancel" }, { locale: "en-US" }));
      expect(result.structuredContent.status).toBe("cancelled");
    } finally {
      await session.close();
    }
  });

  it("refuses with 413 an answer whose result would be over maxToolResultBytes, keeps the page open, and takes a shorter one", async () => {
    const form = { requestId: "ask_long", sessionId: "s", title: "Long", ui: { fields: [{ name: "note", title: "Note", widget: "textarea" }] } };
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("browser");
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      // A body under the 5 MiB submit limit whose answer message, written twice in the result beside the payload, is three times as long.
      const long = "a".repeat(5_000_000);
      const body = JSON.stringify({ payload: respondPayloadOf(input, "submit", { note: long }), locale: "en-US" });
      expect(Buffer.byteLength(body)).toBeLessThan(CONSTANTS.maxSubmitBytes);
      const refused = await postJson(respondUrl(url), body);
      expect(refused.status).toBe(413);
      const reason = await refused.json();
      expect(reason.maxResultBytes).toBe(CONSTANTS.maxToolResultBytes);
      expect(reason.resultBytes).toBeGreaterThan(CONSTANTS.maxToolResultBytes);
      expect(reason.fields).toEqual(["Note"]);
      expect(reason.error).toMatch(
        /^Your answers are too long to send: the agent would receive 14(\.\d)? MiB, more than the 9 MiB one message can carry \(x-nuwax\.constants\.maxToolResultBytes\)\. Nothing was sent and your answers are still here: shorten the longest \("Note" \(5,000,000 characters\)\) and submit again\.$/,
      );
      expect((await fetch(url)).status).toBe(200);
      const shorter = "a".repeat(2_000_000);
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "submit", { note: shorter }), locale: "en-US" })).status).toBe(200);
      const result: any = await call.result;
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData: { note: shorter } }, { locale: "en-US" }));
      await session.waitForStderr(/page ask_long#1: answer refused, its result would be \d+ bytes \(limit 9437184\); the page stays open/);
    } finally {
      await session.close();
    }
  });

  it("returns the timed-out message after the question's timeoutMs", async () => {
    const form = { ...mappableForm(), timeoutMs: 400 };
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("browser");
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      const result: any = await call.result;
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "timeout" }));
      expect(result.structuredContent.status).toBe("timeout");
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await session.close();
    }
  });

  it("stops waiting and closes the page's session when the client cancels the call", async () => {
    const session = await connect("browser");
    try {
      const abort = new AbortController();
      const call = callWithPage(session.client, mappableForm(), abort.signal);
      const url = await call.url;
      expect((await fetch(url)).status).toBe(200);
      abort.abort("the user pressed Esc");
      await expect(call.result).rejects.toThrow();
      await expect.poll(async () => (await fetch(url)).status, { timeout: 10_000 }).toBe(404);
      await session.waitForStderr(/ask_deploy_001#1: aborted; session closed/);
    } finally {
      await session.close();
    }
  });

  describe("the shared loopback server's rules (runtime/shared/loopback.ts)", () => {
    const raw = (url: string, path: string, headers: Record<string, string>, method = "GET", body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port: new URL(url).port, path, method, headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on("error", reject);
        req.end(body);
      });

    it("answers a bad token 404, a foreign Host or Origin 403, a non-JSON or oversized submit 415 / 413, bad JSON 400", async () => {
      const session = await connect("browser");
      try {
        const call = callWithPage(session.client, mappableForm());
        const url = await call.url;
        const { origin, pathname } = new URL(url);
        const respondPath = new URL(respondUrl(url)).pathname;
        expect((await fetch(`${origin}/s/AAAAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
        expect((await fetch(`${origin}/s/short`)).status).toBe(404);
        expect(await raw(url, pathname, { Host: "evil.example:80" })).toBe(403);
        expect(await raw(url, pathname, { Host: "localhost", Origin: "http://evil.example" })).toBe(403);
        expect(await raw(url, pathname, { Host: "localhost", Origin: origin })).toBe(200);
        expect(await raw(url, respondPath, { Host: "localhost", "Content-Type": "text/plain" }, "POST", "{}")).toBe(415);
        expect(await raw(url, respondPath, { Host: "localhost", "Content-Type": "application/json" }, "POST", "{not json")).toBe(400);
        expect(await raw(url, respondPath, { Host: "localhost", "Content-Type": "application/json" }, "POST", `"${"x".repeat(5 * 2 ** 20)}"`)).toBe(413);
        const headers = (await fetch(url)).headers;
        expect([headers.get("cache-control"), headers.get("x-content-type-options"), headers.get("referrer-policy"), headers.get("x-frame-options")]).toEqual([
          "no-store",
          "nosniff",
          "no-referrer",
          "DENY",
        ]);
        // None of these answered the question.
        expect((await fetch(url)).status).toBe(200);
      } finally {
        await session.close();
      }
    });
  });
});

describe("delivery auto", () => {
  it("returns pending for a client with MCP Apps (the app renders the form)", async () => {
    const form = readExample("complete-form.json");
    const session = await connect("auto", { capabilities: { ...APPS, elicitation: { form: {} } }, handler: () => ({ action: "decline" }) });
    try {
      const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      expect(result).toEqual(askQuestion(form));
      expect(session.requests).toHaveLength(0);
    } finally {
      await session.close();
    }
  });

  it("asks through elicitation for a client with form elicitation and no MCP Apps", async () => {
    const form = mappableForm();
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("auto", { handler: () => ({ action: "accept", content: { choice: "deploy" } }) });
    try {
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      expect(session.requests).toHaveLength(1);
      expect(result.structuredContent.delivery).toBe("elicitation");
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData: { choice: "deploy" } }));
    } finally {
      await session.close();
    }
  });

  it("serves the browser page for a client with neither", async () => {
    const form = mappableForm();
    const input = normalizeMcpAskUserToolInput(form);
    const session = await connect("auto");
    try {
      const call = callWithPage(session.client, form);
      const url = await call.url;
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(input, "cancel") })).status).toBe(200);
      expect(((await call.result) as any).structuredContent).toMatchObject({ status: "cancelled", delivery: "browser" });
    } finally {
      await session.close();
    }
  });
});

describe("what the agent is told the call does (x-nuwax.tools[].variants)", () => {
  const cases: Array<[string, string, Record<string, unknown>, "pending" | "answered"]> = [
    ["pending", "any client", APPS, "pending"],
    ["elicitation", "a client with form elicitation", { elicitation: { form: {} } }, "answered"],
    ["browser", "a client with MCP Apps (the server asks; the app is not declared)", APPS, "answered"],
    ["auto", "a client with MCP Apps", APPS, "pending"],
    ["auto", "a client without MCP Apps", { elicitation: { form: {} } }, "answered"],
  ];
  for (const [mode, who, capabilities, told] of cases) {
    it(`${mode} mode, ${who}: tools/list and initialize say the call ${told === "pending" ? "returns pending" : "returns the answer"}`, async () => {
      const session = await connect(mode, { capabilities });
      try {
        const tool = (await session.client.listTools()).tools.find((t) => t.name === "nuwax_ask_question")!;
        const instructions = session.client.getInstructions() ?? "";
        const texts =
          told === "pending"
            ? { description: NUWAX_ASK_QUESTION_TOOL.description, instructions: SERVERS["nuwax-ask-question-mcp"].instructions }
            : TOOL_TEXT_VARIANTS.nuwax_ask_question!.answered!;
        expect([tool.description, instructions]).toEqual([texts.description, texts.instructions]);
        if (told === "pending") {
          expect(tool.description).toContain('The call returns status "pending" at once: stop your turn.');
          expect(instructions).toContain('After the call returns status "pending", stop the turn');
        } else {
          expect(tool.description).toContain("The call waits until the user has answered the form");
          expect(tool.description).not.toContain("stop your turn");
          expect(instructions).toContain("continue the turn from it");
          expect(instructions).not.toContain('returns status "pending"');
        }
        expect(tool._meta?.ui !== undefined).toBe(mode === "pending" || mode === "auto");
      } finally {
        await session.close();
      }
    });
  }
});

describe("delivery settings", () => {
  it.each([
    ["pending", true],
    ["auto", true],
    ["elicitation", false],
    ["browser", false],
  ] as const)("in mode %s declares the MCP App on the tool: %s (the server asks itself otherwise; no second form)", async (mode, declared) => {
    const session = await connect(mode, { capabilities: APPS });
    try {
      const { tools } = await session.client.listTools();
      expect(tools[0]!._meta).toEqual(declared ? { ui: { resourceUri: "ui://nuwax-ask-question/form.html" } } : undefined);
    } finally {
      await session.close();
    }
  });

  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [...bin.args, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, input: "", encoding: "utf8", timeout: 30_000 });

  it.each([
    [["--delivery", "popup"], {}, '--delivery "popup" is not a delivery mode; use one of pending, elicitation, browser, auto'],
    [["--delivery=Browsr"], {}, '--delivery "Browsr" is not a delivery mode; use one of pending, elicitation, browser, auto'],
    [[], { NUWAX_ASK_DELIVERY: "dialog" }, 'NUWAX_ASK_DELIVERY "dialog" is not a delivery mode; use one of pending, elicitation, browser, auto'],
    [["--delivery"], {}, "--delivery needs a value"],
  ] as const)("refuses %j %j at startup with exit 2 and the allowed values", (args, env, message) => {
    const result = run([...args], env);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")[0]).toBe(`nuwax-ask-question-mcp: ${message}`);
  });

  it("documents --delivery and every mode in --help", () => {
    const result = run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("--delivery MODE");
    for (const mode of ["pending", "elicitation", "browser", "auto"]) expect(result.stdout).toMatch(new RegExp(`^ +${mode} `, "m"));
    expect(result.stdout).toContain("NUWAX_ASK_DELIVERY=MODE");
  });

  it("lets the flag win over the environment, and keeps pending the default", async () => {
    const form = mappableForm();
    const flagged = await connect("browser", { args: ["--delivery", "pending"], handler: () => ({ action: "decline" }) });
    const plain = await connect(undefined, { handler: () => ({ action: "decline" }) });
    try {
      expect(await flagged.client.callTool({ name: "nuwax_ask_question", arguments: form })).toEqual(askQuestion(form));
      expect(await plain.client.callTool({ name: "nuwax_ask_question", arguments: form })).toEqual(askQuestion(form));
      expect([flagged.requests, plain.requests]).toEqual([[], []]);
    } finally {
      await flagged.close();
      await plain.close();
    }
    const elicited = await connect("browser", { args: ["--delivery=elicitation"], handler: () => ({ action: "decline" }) });
    try {
      expect(((await elicited.client.callTool({ name: "nuwax_ask_question", arguments: form })) as any).structuredContent.status).toBe("cancelled");
    } finally {
      await elicited.close();
    }
  });

  it("answers invalid input with the invalid result in every mode, asking nobody", async () => {
    const session = await connect("elicitation", { handler: () => ({ action: "decline" }) });
    try {
      const result: any = await session.client.callTool({
        name: "nuwax_ask_question",
        arguments: { requestId: "x", ui: { fields: [{ name: "a", title: "A", widget: "radio" }] } },
      });
      expect(result.isError).toBe(true);
      expect(result.structuredContent.status).toBe("invalid");
      expect(session.requests).toHaveLength(0);
    } finally {
      await session.close();
    }
  });
});

describe("the built bin (package.json bin, as npm runs it)", () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
  const built = { command: process.execPath, args: [join(repoRoot, pkg.bin["nuwax-ask-question-mcp"])] };

  it("answers through elicitation with --delivery elicitation, and through the browser page for a file form", async () => {
    const requests: any[] = [];
    const session = await connectClient(
      { ...built, args: [...built.args, "--delivery", "elicitation"], env: { NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "200" } },
      {
        capabilities: { elicitation: { form: {} } },
        setup: (client) =>
          client.setRequestHandler(ElicitRequestSchema, async (request) => {
            requests.push(request.params);
            return { action: "accept", content: { choice: "deploy" } };
          }),
      },
    );
    try {
      const form = mappableForm();
      const input = normalizeMcpAskUserToolInput(form);
      const result: any = await session.client.callTool({ name: "nuwax_ask_question", arguments: form });
      expect(textOf(result)).toBe(formatMcpAskResumeMessage(input, { action: "submit", formData: { choice: "deploy" } }));
      const file = readExample("complete-form.json");
      const call = callWithPage(session.client as never, file);
      const url = await call.url;
      expect((await postJson(respondUrl(url), { payload: respondPayloadOf(normalizeMcpAskUserToolInput(file), "skip"), locale: "en-US" })).status).toBe(200);
      expect(textOf(await call.result)).toBe(formatMcpAskResumeMessage(input, { action: "skip" }, { locale: "en-US" }));
      expect(requests).toHaveLength(1);
    } finally {
      await session.close();
    }
  });
});
