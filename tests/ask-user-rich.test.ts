// ask_user_rich (docs/ask-user-rich.md): the SDK client drives the tools over stdio, fetch plays the user
// against the real HTTP routes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { validateAskUserRichOutput, validateAppendQuestionsOutput, formatProblem } from "../runtime/contract/validators.js";
import { checkAskUserRichInput } from "../runtime/ask-user-rich/validation.js";
import { openerPlan, type OpenerFacts } from "../runtime/shared/opener.js";
import { InterviewStore, RELEASE_AFTER_MS } from "../runtime/ask-user-rich/interviews.js";
import { ProgressNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { apiOf } from "./helpers/interview.js";

const bin = builtServer("ask-user-rich");
const interview = {
  title: "Dashboard layout",
  intro: "A few decisions before I build the **dashboard**.",
  questions: [
    {
      id: "layout",
      header: "Which layout should the dashboard use?",
      body: "It decides the navigation.",
      options: [
        { id: "tabs", label: "Tabs", description: "One tab per area", preview: "```\n[Sales] [Funnel]\n```" },
        { id: "grid", label: "Grid", description: "Everything at once" },
      ],
      recommended: "tabs",
      rationale: "Fewer widgets on screen.",
    },
    {
      id: "order",
      header: "Rank the widgets by importance",
      kind: "rank",
      options: [
        { id: "revenue", label: "Revenue" },
        { id: "funnel", label: "Funnel" },
        { id: "churn", label: "Churn" },
      ],
      recommended: ["revenue", "funnel", "churn"],
      dependsOn: ["layout"],
    },
    { id: "extras", header: "Anything else?", options: [], allowOther: true },
  ],
};

let logDir: string;
let browserLog: string;
let session: Awaited<ReturnType<typeof connectClient>>;
const call = async (name: string, args: Record<string, unknown>, options: Record<string, unknown> = {}) =>
  (await session.client.callTool({ name, arguments: args }, undefined, options)) as {
    isError?: boolean;
    content: Array<{ text: string }>;
    structuredContent: any;
  };
const browserUrls = () => (existsSync(browserLog) ? readFileSync(browserLog, "utf8").trim().split("\n").filter(Boolean) : []);
async function waitForUrl(count: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const urls = browserUrls();
    if (urls.length >= count) return urls[count - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the fake browser was never opened");
}
const getJson = async (u: string): Promise<any> => (await fetch(u)).json();
const submit = (url: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  fetch(`${apiOf(url)}/submit`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
const fullAnswers = {
  answers: [
    { id: "layout", status: "answered", selected: ["tabs"], notes: "keep the header slim" },
    { id: "order", status: "answered", ranked: ["revenue", "funnel", "churn"] },
    { id: "extras", status: "deferred", other: null, notes: "ask me tomorrow" },
  ],
  generalNotes: "Thanks!",
};

beforeAll(async () => {
  const dir = tempDir("aur");
  logDir = join(dir, "logs");
  browserLog = join(dir, "browser.log");
  session = await connectClient({
    ...bin,
    env: {
      ASK_USER_RICH_LOG_DIR: logDir,
      ASK_USER_RICH_OPEN_CMD: join(repoRoot, "tests/fixtures/fake-browser.sh"),
      FAKE_BROWSER_LOG: browserLog,
      ASK_USER_RICH_PROGRESS_MS: "150",
    },
  });
});
afterAll(async () => {
  await session?.close();
});

describe("ask_user_rich tools", () => {
  it("lists three tools whose descriptions and instructions name the common mistakes", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["ask_user_rich", "append_questions", "await_user_answers"]);
    for (const tool of tools) expect(JSON.stringify(tool)).not.toContain("$ref");
    expect(tools[0]!.description).toContain("recommended given as a label instead of an option id");
    expect(session.client.getInstructions()).toContain("dependsOn naming a later question");
  });

  it("refuses unusable interviews with every problem and its fix (validated against outputSchema)", async () => {
    const result = await call("ask_user_rich", {
      title: "Bad",
      questions: [
        { id: "seção-tabs", header: "Tabs?", options: [{ id: "a", label: "A" }], recommended: "A" },
        { id: "rank", header: "Rank", kind: "rank", options: [{ id: "x", label: "X" }] },
      ],
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent.problems.map(formatProblem)).toEqual([
      'questions[0].id (seção-tabs): "seção-tabs" is not ASCII-safe (ids match [A-Za-z0-9_.:-], 1–200 characters) — fix: use "secao-tabs" instead',
      'questions[0].recommended (seção-tabs): recommended "A" is not an option id — fix: use the option\'s id "a" (it is the label of that option)',
      "questions[1] (rank): a rank question needs at least 2 options, it has 1 — fix: add options or make it a choice question",
    ]);
    expect(validateAskUserRichOutput(result.structuredContent)).toBe(true);
  });

  it('suggests a usable ASCII id for an id with no ASCII in it, not a bare "id"', async () => {
    const result = await call("ask_user_rich", {
      title: "环境",
      questions: [
        { id: "q2", header: "先问", options: [{ id: "a", label: "A" }] },
        {
          id: "部署环境",
          header: "部署到哪里？",
          options: [
            { id: "生产", label: "生产" },
            { id: "opt1", label: "测试" },
          ],
        },
      ],
    });
    expect(result.structuredContent.problems.map(formatProblem)).toEqual([
      'questions[1].id (部署环境): "部署环境" is not ASCII-safe (ids match [A-Za-z0-9_.:-], 1–200 characters) — fix: use "q2-2" instead',
      'questions[1].options[0].id (部署环境): option id "生产" is not ASCII-safe (ids match [A-Za-z0-9_.:-]) — fix: use "opt1-2" instead',
    ]);
  });

  it("browser delivery: opens the form, sends progress with the client's token, blocks until submit", async () => {
    const progress: Array<{ progress: number; message?: string }> = [];
    const pending = call("ask_user_rich", interview, {
      onprogress: (p: { progress: number; message?: string }) => progress.push(p),
      resetTimeoutOnProgress: true,
    });
    const url = await waitForUrl(1);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{24}$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect([page.headers.get("x-content-type-options"), page.headers.get("referrer-policy"), page.headers.get("x-frame-options")]).toEqual([
      "nosniff",
      "no-referrer",
      "DENY",
    ]);
    const spec = await getJson(apiOf(url));
    expect([spec.version, spec.state, spec.agentWaiting, spec.spec.questions.length]).toEqual([1, "pending", true, 3]);
    await new Promise((r) => setTimeout(r, 400));
    expect((await submit(url, fullAnswers)).status).toBe(200);
    const result = await pending;
    expect(result.isError).toBeFalsy();
    const s = result.structuredContent;
    expect(validateAskUserRichOutput(s)).toBe(true);
    expect([s.status, s.via, s.title, s.counts]).toEqual([
      "submitted",
      "browser",
      "Dashboard layout",
      { total: 3, answered: 2, deferred: 1, needsInfo: 0, unanswered: 0 },
    ]);
    expect(s.answers[1]).toEqual({
      id: "order",
      header: "Rank the widgets by importance",
      status: "answered",
      selected: [],
      selectedLabels: [],
      other: null,
      ranked: ["revenue", "funnel", "churn"],
      rankedLabels: ["Revenue", "Funnel", "Churn"],
      notes: null,
      followedRecommendation: true,
    });
    expect(result.content[0]!.text).toBe(s.summary);
    expect(JSON.parse(result.content[1]!.text)).toEqual(s);
    expect(s.summary.split("\n").slice(1)).toEqual([
      "1. Which layout should the dashboard use? → Tabs (recommended)",
      "   note: keep the header slim",
      "2. Rank the widgets by importance → Revenue > Funnel > Churn (recommended)",
      "3. Anything else? → DEFERRED",
      "   note: ask me tomorrow",
      "General notes: Thanks!",
    ]);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.map((p) => p.progress)).toEqual(progress.map((_, i) => i + 1));
    expect(progress[0]!.message).toContain(`"Dashboard layout" at ${url}`);
    const archived = readdirSync(join(logDir, "answers"));
    expect(archived.some((f) => f.endsWith(`-${s.interviewId}.json`))).toBe(true);
    expect(readFileSync(join(logDir, "server.log"), "utf8")).toContain(`progressToken=present`);
    expect((await submit(url, fullAnswers)).status).toBe(409);
  });

  it("link delivery returns the URL at once; await_user_answers collects the answers", async () => {
    const awaiting = await call("ask_user_rich", { ...interview, delivery: "link" });
    const a = awaiting.structuredContent;
    expect(validateAskUserRichOutput(a)).toBe(true);
    expect([a.status, a.reason]).toEqual(["awaiting", "delivery is link, so no browser was opened"]);
    expect(awaiting.content[0]!.text).toContain(`call await_user_answers with sessionId "${a.sessionId}"`);
    const state = await getJson(`${apiOf(a.url)}/state`);
    expect(state).toEqual({ state: "pending", version: 1, agentWaiting: false, agentStoppedWaiting: false });
    expect((await submit(a.url, { answers: [{ id: "layout", status: "answered", selected: ["grid"] }] })).status).toBe(200);
    const result = await call("await_user_answers", { sessionId: a.sessionId });
    expect(result.structuredContent.answers[0]).toMatchObject({ selectedLabels: ["Grid"], followedRecommendation: false });
    expect(result.structuredContent.counts.unanswered).toBe(2);
    const unknown = await call("await_user_answers", { sessionId: "iv-nope" });
    expect(unknown.isError).toBe(true);
    expect(unknown.structuredContent.problems[0].path).toBe("sessionId");
  });

  it("counts a browser that stays in the foreground as opened, and never kills it", async () => {
    const dir = tempDir("slow");
    const log = join(dir, "browser.log");
    const other = await connectClient({
      ...bin,
      env: { ASK_USER_RICH_LOG_DIR: join(dir, "logs"), ASK_USER_RICH_OPEN_CMD: join(repoRoot, "tests/fixtures/slow-browser.sh"), FAKE_BROWSER_LOG: log },
    });
    try {
      const pending = other.client.callTool({ name: "ask_user_rich", arguments: interview });
      for (let i = 0; i < 200 && !existsSync(log); i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 3500)); // past the opener's settle time: the call must still be waiting
      const url = readFileSync(log, "utf8").trim();
      expect((await getJson(apiOf(url))).agentWaiting).toBe(true);
      expect((await submit(url, fullAnswers)).status).toBe(200);
      expect(((await pending).structuredContent as any).status).toBe("submitted");
    } finally {
      await other.close();
    }
  });

  it("returns awaiting with what was tried when the browser cannot be opened", async () => {
    const other = await connectClient({ ...bin, env: { ASK_USER_RICH_LOG_DIR: logDir, ASK_USER_RICH_OPEN_CMD: "/bin/false" } });
    try {
      const result = await other.client.callTool({ name: "ask_user_rich", arguments: interview });
      const s = result.structuredContent as any;
      expect(s.status).toBe("awaiting");
      expect(s.reason).toBe("the browser could not be opened: /bin/false: exited with code 1");
    } finally {
      await other.close();
    }
  });

  it("append_questions: version +1, note, stale submits refused with 409, ids unique across the interview", async () => {
    const a = (await call("ask_user_rich", { ...interview, delivery: "link" })).structuredContent;
    const bad = await call("append_questions", {
      sessionId: a.sessionId,
      questions: [
        { id: "layout", header: "Again?" },
        { id: "more", header: "More", dependsOn: ["later"] },
        { id: "later", header: "Later" },
      ],
    });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent.problems.map((p: { path: string }) => p.path)).toEqual(["questions[0].id", "questions[1].dependsOn[0]"]);
    expect(validateAppendQuestionsOutput(bad.structuredContent)).toBe(true);
    expect((await getJson(`${apiOf(a.url)}/state`)).version).toBe(1);
    const ok = await call("append_questions", {
      sessionId: a.sessionId,
      questions: [{ id: "colors", header: "Colour scheme?", options: [{ id: "dark", label: "Dark" }], dependsOn: ["layout"] }],
      note: "One more, sorry!",
    });
    expect(ok.structuredContent).toMatchObject({ status: "appended", sessionId: a.sessionId, appended: 1, total: 4, version: 2, url: a.url });
    expect(validateAppendQuestionsOutput(ok.structuredContent)).toBe(true);
    const spec = await getJson(apiOf(a.url));
    expect([spec.version, spec.note, spec.newQuestionIds]).toEqual([2, "One more, sorry!", ["colors"]]);
    const stale = await submit(a.url, { specVersion: 1, answers: [] });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as any).version).toBe(2);
    expect((await getJson(`${apiOf(a.url)}/state`)).state).toBe("pending");
    expect((await submit(a.url, { answers: [{ id: "colors", status: "answered", selected: ["dark"] }] })).status).toBe(200);
    const late = await call("append_questions", { sessionId: a.sessionId, questions: [{ id: "x", header: "X" }] });
    expect(late.structuredContent.problems[0].message).toContain("already submitted");
  });

  it("cancelling a waiting call keeps the form open; await_user_answers collects the answers later", async () => {
    const controller = new AbortController();
    const before = browserUrls().length;
    const pending = call("ask_user_rich", interview, { signal: controller.signal }).catch((error: Error) => error);
    const url = await waitForUrl(before + 1);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    const spec = await getJson(apiOf(url));
    expect(spec.state).toBe("pending");
    expect((await submit(url, fullAnswers)).status).toBe(200);
    const result = await call("await_user_answers", { sessionId: spec.id });
    expect(result.structuredContent.counts.answered).toBe(2);
  });

  it("sends no progress and invents no token when the client gave none", async () => {
    let notifications = 0;
    session.client.setNotificationHandler(ProgressNotificationSchema, () => void notifications++);
    const before = browserUrls().length;
    const pending = call("ask_user_rich", interview);
    const url = await waitForUrl(before + 1);
    await new Promise((r) => setTimeout(r, 500));
    expect((await submit(url, fullAnswers)).status).toBe(200);
    expect((await pending).structuredContent.status).toBe("submitted");
    expect(notifications).toBe(0);
    expect(readFileSync(join(logDir, "server.log"), "utf8")).toMatch(/progressToken=absent/);
    expect(readFileSync(join(logDir, "server.log"), "utf8")).toMatch(/call ask_user_rich "Dashboard layout", 3 question\(s\)/);
  });

  it("keeps two concurrent interviews apart", async () => {
    const [one, two] = await Promise.all([
      call("ask_user_rich", { ...interview, title: "One", delivery: "link" }),
      call("ask_user_rich", { ...interview, title: "Two", delivery: "link" }),
    ]);
    expect(one.structuredContent.sessionId).not.toBe(two.structuredContent.sessionId);
    await submit(two.structuredContent.url, { answers: [{ id: "layout", status: "answered", selected: ["grid"] }] });
    await submit(one.structuredContent.url, { answers: [{ id: "layout", status: "answered", selected: ["tabs"] }] });
    const [r1, r2] = await Promise.all([
      call("await_user_answers", { sessionId: one.structuredContent.sessionId }),
      call("await_user_answers", { sessionId: two.structuredContent.sessionId }),
    ]);
    expect([r1.structuredContent.title, r1.structuredContent.answers[0].selected]).toEqual(["One", ["tabs"]]);
    expect([r2.structuredContent.title, r2.structuredContent.answers[0].selected]).toEqual(["Two", ["grid"]]);
  });
});

describe("the form server's HTTP rules", () => {
  let url: string;
  beforeAll(async () => {
    url = (await call("ask_user_rich", { ...interview, delivery: "link" })).structuredContent.url;
  });
  const raw = (path: string, headers: Record<string, string>, method = "GET", body?: string) =>
    new Promise<number>((resolve, reject) => {
      const u = new URL(url);
      const req = httpRequest({ host: "127.0.0.1", port: u.port, path, method, headers }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      req.end(body);
    });

  it.each([
    ["a foreign Host header (DNS rebinding)", { Host: "evil.example:80" }, 403],
    ["a foreign Origin", { Host: "localhost", Origin: "http://evil.example" }, 403],
    ["loopback Host and same Origin", { Host: "localhost", Origin: "ORIGIN" }, 200],
  ] as const)("answers %s with %i", async (_name, headers, status) => {
    const u = new URL(url);
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === "ORIGIN" ? u.origin : v]));
    expect(await raw(apiOf(url).replace(u.origin, ""), h)).toBe(status);
  });

  it.each([
    ["text/plain", "{}", 415],
    ["application/json", "{not json", 400],
    ["application/json", JSON.stringify({ answers: [{ id: "layout", status: "answered", selected: ["nope"] }] }), 422],
    ["application/json", JSON.stringify({ answers: [{ id: "layout", status: "answered", selected: ["tabs", "grid"] }] }), 422],
    ["application/json", JSON.stringify({ answers: [{ id: "order", status: "answered", ranked: ["revenue", "funnel"] }] }), 422],
    ["application/json", JSON.stringify({ answers: "all of them" }), 400],
    [
      "application/json",
      JSON.stringify({
        answers: [
          { id: "layout", status: "answered", selected: ["tabs"] },
          { id: "layout", status: "answered", selected: ["grid"] },
        ],
      }),
      422,
    ],
    ["application/json", JSON.stringify({ answers: [{ id: "layout", status: "answered", selected: ["tabs"], other: "and grid" }] }), 422],
    ["application/json", JSON.stringify({ answers: [{ id: "layout", status: "answered", selected: ["tabs", "tabs"] }] }), 422],
    ["application/json", JSON.stringify({ specVersion: 99, answers: [] }), 400],
    [
      "application/json",
      JSON.stringify({ answers: [{ id: "order", status: "answered", selected: ["revenue"], ranked: ["revenue", "funnel", "churn"] }] }),
      422,
    ],
  ])("refuses a submit with %s %s: %i, and the session stays pending", async (type, body, status) => {
    expect((await submit(url, body, { "Content-Type": type })).status).toBe(status);
    expect((await getJson(`${apiOf(url)}/state`)).state).toBe("pending");
  });

  it("answers 404 for an unknown token: the page (which shows its not-valid screen) for the link, JSON for the API", async () => {
    const page = await fetch(url.replace(/s\/[^/]+$/, "s/AAAAAAAAAAAAAAAAAAAAAAAA"));
    expect([page.status, page.headers.get("content-type")]).toEqual([404, "text/html; charset=utf-8"]);
    expect(await page.text()).toContain('<div id="app">');
    const api = await fetch(apiOf(url.replace(/s\/[^/]+$/, "s/AAAAAAAAAAAAAAAAAAAAAAAA")));
    expect([api.status, await api.json()]).toEqual([404, { error: "not found" }]);
    expect((await fetch(url.replace(/s\/[^/]+$/, "s/short"))).status).toBe(404);
  });

  it("serves the page's bundled assets from the package (marked and DOMPurify inside), nothing else", async () => {
    const origin = new URL(url).origin;
    const js = await fetch(`${origin}/assets/form.js`);
    expect([js.status, js.headers.get("content-type"), js.headers.get("content-encoding")]).toEqual([200, "text/javascript; charset=utf-8", "gzip"]);
    expect(await js.text()).toContain("DOMPurify");
    expect((await fetch(`${origin}/assets/form.css`)).status).toBe(200);
    expect((await fetch(`${origin}/assets/../package.json`)).status).toBe(404);
  });
});

describe("validation rules (table)", () => {
  const q = (extra: Record<string, unknown>) => ({
    title: "T",
    questions: [
      {
        id: "q",
        header: "Q",
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
        ...extra,
      },
    ],
  });
  it.each([
    [
      { recommended: ["a", "b"] },
      "questions[0].recommended (q): 2 recommendations on a single-select question — fix: recommend one option id, or set multiSelect: true",
    ],
    [
      { kind: "rank", multiSelect: true, recommended: ["a", "b"] },
      "questions[0].multiSelect (q): a rank question cannot have multiSelect — fix: remove multiSelect: the user orders every option",
    ],
    [
      { kind: "rank", recommended: ["a", "a"] },
      'questions[0].recommended (q): the recommended order of a rank question must list every option id exactly once: missing "b"; repeated "a" — fix: recommend a full order, e.g. ["a", "b"]',
    ],
    [
      { options: [], allowOther: false },
      "questions[0] (q): the question cannot be answered: it has no options and allowOther is false — fix: add options or allow the user's own answer (allowOther: true)",
    ],
    [{ dependsOn: ["q"] }, 'questions[0].dependsOn[0] (q): a question cannot depend on itself — fix: remove "q" from dependsOn'],
    [
      { multiSelect: true, recommended: ["a", "a"] },
      'questions[0].recommended (q): recommended names "a" more than once — fix: list each recommended option id once',
    ],
    [
      {
        options: [
          { id: "a", label: "A" },
          { id: "a", label: "B" },
        ],
      },
      'questions[0].options[1].id (q): duplicate option id "a" (also options[0]) — fix: give every option of a question a unique id',
    ],
  ])("%j", (extra, expected) => {
    expect(checkAskUserRichInput(q(extra)).map(formatProblem)).toEqual([expected]);
  });
});

describe("opener plan (pure)", () => {
  const facts = (extra: Partial<OpenerFacts>): OpenerFacts => ({
    platform: "linux",
    wsl: false,
    wslInterop: false,
    has: () => true,
    gui: true,
    httpsHandler: "firefox.desktop",
    ...extra,
  });
  const url = "http://localhost:4000/s/TOKEN";
  it.each([
    ["macOS", facts({ platform: "darwin" }), [["open", url]], []],
    ["Windows", facts({ platform: "win32" }), [["cmd", "/c", "start", '""', url]], []],
    ["Linux", facts({}), [["xdg-open", url]], []],
    ["Linux without xdg-open", facts({ has: () => false }), [], ["xdg-open is not installed"]],
    ["a configured command", facts({ openCmd: "/usr/bin/my-browser" }), [["/usr/bin/my-browser", url]], []],
    [
      "WSL with interop",
      facts({ wsl: true, wslInterop: true, has: (c) => c !== "wslview" }),
      [
        ["explorer.exe", url],
        ["cmd.exe", "/c", "start", '""', url],
        ["powershell.exe", "-NoProfile", "-Command", "Start-Process", url],
      ],
      ["wslview is not installed"],
    ],
    [
      "WSL with interop, a URL cmd.exe would reinterpret",
      facts({ wsl: true, wslInterop: true }),
      [
        ["wslview", `${url}&x=1`],
        ["explorer.exe", `${url}&x=1`],
        ["powershell.exe", "-NoProfile", "-Command", "Start-Process", `${url}&x=1`],
      ],
      ["cmd.exe skipped: the URL has characters it would reinterpret"],
    ],
    [
      "WSL without interop but with a GUI and a real handler",
      facts({ wsl: true }),
      [["xdg-open", url]],
      ["WSL interop is disabled (no /proc/sys/fs/binfmt_misc/WSLInterop), so Windows openers (explorer.exe, cmd.exe, powershell.exe) cannot run"],
    ],
    [
      "WSL without interop, handler is wslview",
      facts({ wsl: true, httpsHandler: "wslview.desktop" }),
      [],
      [
        "WSL interop is disabled (no /proc/sys/fs/binfmt_misc/WSLInterop), so Windows openers (explorer.exe, cmd.exe, powershell.exe) cannot run",
        "xdg-mime names no real https handler (wslview.desktop)",
        "re-enable interop (see the README's WSL note) or open the URL by hand",
      ],
    ],
    [
      "WSL without interop or GUI",
      facts({ wsl: true, gui: false, has: (c) => c !== "xdg-open" }),
      [],
      [
        "WSL interop is disabled (no /proc/sys/fs/binfmt_misc/WSLInterop), so Windows openers (explorer.exe, cmd.exe, powershell.exe) cannot run",
        "xdg-open is not installed",
        "no Linux GUI (DISPLAY and WAYLAND_DISPLAY are unset)",
        "re-enable interop (see the README's WSL note) or open the URL by hand",
      ],
    ],
  ] as const)("%s", (name, f, steps, notes) => {
    const target = name.includes("reinterpret") ? `${url}&x=1` : url;
    const plan = openerPlan(target, f as OpenerFacts);
    expect(plan.steps.map((s) => [s.command, ...s.args])).toEqual(steps);
    expect(plan.notes).toEqual(notes);
    for (const step of plan.steps) if (step.command === "cmd.exe" || step.command === "powershell.exe") expect(step.cwd).toBe("/mnt/c");
  });
});

describe("fixed port", () => {
  it("tries the next port when ASK_USER_RICH_PORT is busy", async () => {
    const { createServer } = await import("node:net");
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve()));
    const busy = (blocker.address() as { port: number }).port;
    const other = await connectClient({ ...bin, env: { ASK_USER_RICH_LOG_DIR: join(tempDir("port"), "logs"), ASK_USER_RICH_PORT: String(busy) } });
    try {
      const s = (await other.client.callTool({ name: "ask_user_rich", arguments: { ...interview, delivery: "link" } })).structuredContent as { url: string };
      expect(Number(new URL(s.url).port)).toBeGreaterThan(busy);
      expect(Number(new URL(s.url).port)).toBeLessThanOrEqual(busy + 10);
      expect((await fetch(s.url)).status).toBe(200);
    } finally {
      await other.close();
      blocker.close();
    }
  });
});

describe("session release", () => {
  it("releases sessions 30 minutes after they settle, keeps pending ones", () => {
    const store = new InterviewStore(join(tempDir("release"), "answers"));
    const done = store.create({ title: "Done", questions: [{ id: "q", header: "Q", options: [{ id: "a", label: "A" }] }] }, "link");
    const open = store.create({ title: "Open", questions: [{ id: "q", header: "Q", options: [] }] }, "link");
    expect(store.submit(done, { answers: [{ id: "q", status: "answered", selected: ["a"] }] }).status).toBe(200);
    store.release(done.settledAt! + RELEASE_AFTER_MS - 1);
    expect(store.get(done.id)).toBeDefined();
    store.release(done.settledAt! + RELEASE_AFTER_MS + 1);
    expect(store.getByToken(done.token)).toBeUndefined();
    expect(store.get(open.id)).toBe(open);
  });
});
