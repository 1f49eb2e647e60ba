// ccweb_list_user_inputs through the real stdio server and the MCP SDK client (docs/ccweb.md).
import { cpSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { CCWEB_LIST_USER_INPUTS_TOOL } from "../generated/tools.js";
import { validateListUserInputsOutput } from "../runtime/contract/validators.js";
import { appendAskAnswer, appendUserMessage } from "../runtime/ccweb/session-store.js";

const bin = builtServer("ccweb-mcp");
let sessionsDir: string;
let session: Awaited<ReturnType<typeof connectClient>>;

const call = async (args: Record<string, unknown>, client = session.client) => {
  const result = await client.callTool({ name: "ccweb_list_user_inputs", arguments: args });
  expect(validateListUserInputsOutput(result.structuredContent)).toBe(true);
  return result as { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent: any };
};

beforeAll(async () => {
  sessionsDir = join(tempDir("sessions"), "sessions");
  cpSync(join(repoRoot, "examples/sessions"), sessionsDir, { recursive: true });
  writeFileSync(join(sessionsDir, "broken.json"), '{"messages": [');
  writeFileSync(join(sessionsDir, "no-messages.json"), '{"title": "x"}');
  mkdirSync(join(sessionsDir, "a-dir.json"));
  const outside = join(sessionsDir, "..", "secret.json");
  writeFileSync(outside, JSON.stringify({ messages: [{ role: "user", content: "secret" }] }));
  symlinkSync(outside, join(sessionsDir, "escape.json"));
  session = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: sessionsDir, CCWEB_CONVERSATION_ID: "zh-release-demo" } });
});
afterAll(async () => {
  await session?.close();
});

describe("ccweb_list_user_inputs over stdio", () => {
  it("lists the generated, read-only tool", async () => {
    const { tools } = await session.client.listTools();
    expect(tools).toHaveLength(1);
    const tool = tools[0]!;
    expect(tool.inputSchema).toEqual(CCWEB_LIST_USER_INPUTS_TOOL.inputSchema);
    expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(tool.inputSchema.additionalProperties).toBe(false);
    expect(JSON.stringify(tool)).not.toContain("$ref");
    for (const words of ["current conversation", "newest 15", "at most 1000 characters", "check the result against what the user asked"]) {
      expect(tool.description).toContain(words);
    }
  });

  it("defaults to the source conversation, newest 15, 1000 characters, oldest first", async () => {
    const result = await call({});
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent;
    expect(JSON.parse(result.content[0]!.text)).toEqual(out);
    expect([out.conversationId, out.requestedLimit, out.maxChars, out.returnedCount, out.hasMore]).toEqual(["zh-release-demo", 15, 1000, 4, false]);
    expect(out.items.map((i: any) => i.messageId)).toEqual(["m-002", "m-005", "m-008", "m-010"]);
    // m-005 is the submitted guide form's answer: an ordinary user message, listed.
    expect(out.items[1].content).toBe(
      "我已填写「导出格式确认」，表单内容如下：\n\n导出格式：Excel (xlsx)\n包含的列：订单号、金额、状态\n其他要求：金额保留两位小数",
    );
    expect(out.totalChars).toBe(out.items.reduce((s: number, i: any) => s + i.contentChars, 0));
  });

  it("reads an explicit conversation: imported messages, content blocks, an unanswered form", async () => {
    const out = (await call({ conversationId: "en-imported" })).structuredContent;
    expect(out.items.map((i: any) => [i.messageId, i.createdAt, i.contentChars])).toEqual([
      [null, null, 88],
      [null, null, 56],
      ["e-005", "2026-11-21T08:02:00.000Z", 81],
    ]);
    expect(out.items[1].content).toBe("Here is the mockup. Revenue first, then the funnel 🇺🇸🇨🇳.");
  });

  it("applies limit and maxChars", async () => {
    const out = (await call({ conversationId: "long-history", limit: 5, maxChars: 60 })).structuredContent;
    expect([out.requestedLimit, out.maxChars, out.totalChars, out.returnedCount, out.hasMore]).toEqual([5, 60, 60, 4, true]);
    expect(out.items[0]).toEqual({
      messageId: "l-037",
      createdAt: "2026-11-22T11:00:00.000Z",
      content: "e\u0301clai",
      contentChars: 6,
      originalChars: 28,
      truncated: true,
    });
    const all = (await call({ conversationId: "long-history" })).structuredContent;
    expect([all.returnedCount, all.hasMore, all.items[0].messageId]).toEqual([15, true, "l-015"]);
  });

  const errors: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ["an empty id", { conversationId: "" }, "invalid_conversation_id", /conversationId "" is not a valid conversation id/],
    ["a path", { conversationId: "../zh-release-demo" }, "invalid_conversation_id", /not cleaned up and the current conversation is not used instead/],
    ["a file name", { conversationId: "zh-release-demo.json" }, "invalid_conversation_id", /A-Z a-z 0-9 -/],
    ["spaces", { conversationId: " zh-release-demo" }, "invalid_conversation_id", /" zh-release-demo"/],
    ["a missing file", { conversationId: "nope" }, "conversation_not_found", /"nope" was not found: .*nope\.json does not exist/],
    ["a file that is not JSON", { conversationId: "broken" }, "conversation_not_found", /"broken" could not be parsed: .*not valid JSON/],
    ["a file without messages", { conversationId: "no-messages" }, "conversation_not_found", /has no "messages" array/],
    ["a directory", { conversationId: "a-dir" }, "conversation_not_found", /is a directory/],
    [
      "a symlink out of the sessions directory",
      { conversationId: "escape" },
      "conversation_not_found",
      /escape.json is a symbolic link; refusing to follow it/,
    ],
    [
      "limit 0",
      { limit: 0 },
      "invalid_arguments",
      /limit: must be a whole number from 1 to 50, got 0 — fix: use a whole number from 1 to 50 \(or omit it for the default 15\)/,
    ],
    ["limit 51", { limit: 51 }, "invalid_arguments", /limit: must be a whole number from 1 to 50, got 51/],
    [
      "maxChars 1001",
      { maxChars: 1001 },
      "invalid_arguments",
      /maxChars: must be a whole number from 1 to 1000, got 1001 — fix: use a whole number from 1 to 1000 \(or omit it for the default 1000\)/,
    ],
    ["a fractional limit", { limit: 2.5 }, "invalid_arguments", /limit: must be a whole number/],
    ["an unknown argument", { limits: 5 }, "invalid_arguments", /limits: unknown property "limits" — fix: rename it to "limit"/],
    ["a numeric id", { conversationId: 5 }, "invalid_arguments", /conversationId: must be a string, got 5/],
  ];
  it.each(errors)("rejects %s", async (_name, args, code, message) => {
    const result = await call(args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent.ok).toBe(false);
    expect(result.structuredContent.error.code).toBe(code);
    expect(result.structuredContent.error.message).toMatch(message);
    expect(result.content[0]!.text).toBe(`${code}: ${result.structuredContent.error.message}`);
  });

  it("reports missing_source_conversation when started without one, and still reads explicit ids", async () => {
    const other = await connectClient({ ...bin, env: { CC_WEB_SESSIONS_DIR: sessionsDir, CCWEB_CONVERSATION_ID: "" } });
    try {
      const result = await call({}, other.client);
      expect(result.structuredContent.error.code).toBe("missing_source_conversation");
      expect(result.content[0]!.text).toMatch(/^missing_source_conversation: no conversationId was given/);
      expect((await call({ conversationId: "en-imported" }, other.client)).structuredContent.ok).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("takes --sessions-dir and --conversation over the environment", async () => {
    const other = await connectClient({
      ...bin,
      args: [...bin.args, "--sessions-dir", sessionsDir, "--conversation", "en-imported"],
      env: { CC_WEB_SESSIONS_DIR: "/nonexistent", CCWEB_CONVERSATION_ID: "zh-release-demo" },
    });
    try {
      expect((await call({}, other.client)).structuredContent.conversationId).toBe("en-imported");
    } finally {
      await other.close();
    }
  });

  it("never changes the session file: bytes, mtime and hasUnread stay", async () => {
    const path = join(sessionsDir, "en-imported.json");
    const before = { bytes: readFileSync(path), mtime: statSync(path).mtimeMs };
    for (let i = 0; i < 3; i++) await call({ conversationId: "en-imported", limit: 1 + i });
    await call({ conversationId: "en-imported", maxChars: 5 });
    expect(readFileSync(path).equals(before.bytes)).toBe(true);
    expect(statSync(path).mtimeMs).toBe(before.mtime);
    expect(JSON.parse(readFileSync(path, "utf8")).hasUnread).toBe(true);
  });
});

describe("guide form round trip: ask → answer → append → list", () => {
  it("lists the formatted answer the host appended after the user submitted the form", async () => {
    const ask = await connectClient(builtServer("nuwax-ask-question-mcp"));
    try {
      const agentArgs = JSON.parse(readFileSync(join(repoRoot, "examples/agent-request.json"), "utf8"));
      const pending = (await ask.client.callTool({ name: "nuwax_ask_question", arguments: { ...agentArgs, sessionId: "zh-release-demo" } }))
        .structuredContent as any;
      expect(pending.status).toBe("pending");
      const answer = JSON.parse(readFileSync(join(repoRoot, "examples/sample-answer.json"), "utf8"));
      const appended = await appendAskAnswer(sessionsDir, "zh-release-demo", pending.input, answer, { id: "m-012", timestamp: "2026-11-20T10:00:00.000Z" });
      const out = (await call({})).structuredContent;
      expect(out.items.at(-1)).toEqual({
        messageId: "m-012",
        createdAt: "2026-11-20T10:00:00.000Z",
        content:
          "我已填写「发布前确认」，表单内容如下：\n发布环境：生产环境\n发布前再跑：代码检查、端到端测试\n副本数：4\n发布时间：明早 9:00，等产品确认\n给值班同学的话：未填写",
        contentChars: 83,
        originalChars: 83,
        truncated: false,
      });
      expect(appended.content).toBe(out.items.at(-1).content);
      // The host's other state survived the append.
      const file = JSON.parse(readFileSync(join(sessionsDir, "zh-release-demo.json"), "utf8"));
      expect([file.hasUnread, file.runState, file.messages.length]).toEqual([false, { status: "idle", lastRunId: "run-7" }, 12]);
    } finally {
      await ask.close();
    }
  });

  it("appends atomically and keeps the file's format", async () => {
    const dir = join(tempDir("append"), "s");
    mkdirSync(dir);
    writeFileSync(join(dir, "c1.json"), JSON.stringify({ messages: [], hasUnread: true }));
    await appendUserMessage(dir, "c1", "第一条", { id: "u1", timestamp: "2026-01-01T00:00:00.000Z" });
    const text = readFileSync(join(dir, "c1.json"), "utf8");
    expect(text).toBe('{"messages":[{"id":"u1","role":"user","content":"第一条","timestamp":"2026-01-01T00:00:00.000Z"}],"hasUnread":true}');
    await expect(appendUserMessage(dir, "../c1", "x")).rejects.toThrow(/not a valid conversation id/);
    const parallel = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => appendUserMessage(dir, "c1", `m${i}`)));
    expect(parallel.every((p) => p.status === "fulfilled")).toBe(true);
    expect(() => JSON.parse(readFileSync(join(dir, "c1.json"), "utf8"))).not.toThrow();
  });
});
