// The DockPanel drop-in (docs/dockpanel.md): the nuwax web client's own test cases for its answer
// message, form parser and tool-result extractor, rewritten against the generated SDK with the same
// inputs and the same expected values; the recogniser over every locale × action and every
// historical signature; checkMcpAskFormData per rule; the respond payloads both clients send.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMcpAskFormData, extractMcpAskInputFromToolResult, normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import {
  buildMcpAskResumeTextDisplay,
  extractMcpAskResumeDocumentAttachments,
  extractMcpAskResumeImageAttachments,
  fileUrlToAttachmentFile,
  formatMcpAskResumeMessage,
  getRemoteUrlPathExtension,
  hasMcpAskResumeMessage,
  isExtensionlessRemoteUrl,
  isRemoteFileUrl,
  isRemoteImageUrl,
  parseMcpAskResumeDisplayContent,
  HISTORICAL_SIGNATURES,
  isMcpAskResumeMessage,
  matchMcpAskResumeMessage,
  MESSAGE_LOCALES,
  MESSAGES,
  resolveMcpAskResumeTitle,
  stripMcpAskResumeDisplayArtifacts,
} from "../runtime/contract/formatter.js";
import type { McpAskHistoryMessage, McpAskInteraction, McpAskRespondPayload } from "../generated/types.js";
import { validateMcpAskInteraction, validateMcpAskRespondPayload, formatProblem } from "../runtime/contract/validators.js";
import { isSkipAllowed, isWizardForm, resolveFormFields, resolveFormSteps } from "../runtime/contract/widgets.js";
import { askQuestion } from "../runtime/ask-question/server.js";
import completeForm from "../contract/examples/complete-form.json" with { type: "json" };

// ---------------------------------------------------------------------------
// The web client's resume-message cases (utils/mcpAskResumeMessage.test.ts).
// ---------------------------------------------------------------------------

const baseInteraction: McpAskInteraction = {
  toolCallId: "tc-1",
  input: {
    toolName: "nuwax_ask_question",
    schemaVersion: "nuwax.mcp_ask.v2",
    requestId: "ask-1",
    revision: 1,
    sessionId: "session-1",
    title: "请选择继续方式",
    ui: {
      version: "nuwax.interaction.v2",
      presentation: "inline",
      title: "请选择继续方式",
      fields: [
        {
          name: "choice",
          title: "选项",
          widget: "radio",
          required: true,
          options: [
            { value: "deploy", label: "直接部署" },
            { value: "test", label: "先跑测试" },
            { value: "cancel", label: "取消任务" },
          ],
        },
        { name: "notes", title: "补充说明", widget: "textarea" },
        {
          name: "checks",
          title: "检查项",
          widget: "checkboxes",
          type: "array",
          options: [
            { value: "lint", label: "代码检查" },
            { value: "unit", label: "单元测试" },
          ],
        },
      ],
    },
  },
};

const common = { interventionId: "ask-1", revision: 1, source: "mcp_ask", protocol: "mcp" } as const;

/** The web client calls buildMcpAskResumeMessage(interaction, payload) in its current language. */
const build = (interaction: McpAskInteraction, payload: McpAskRespondPayload, locale = "zh-CN") =>
  formatMcpAskResumeMessage(interaction.input, payload, { locale });

const withFields = (fields: McpAskInteraction["input"]["ui"]["fields"], title?: string): McpAskInteraction => ({
  ...baseInteraction,
  input: { ...baseInteraction.input, ...(title ? { title } : {}), ui: { ...baseInteraction.input.ui, ...(title ? { title } : {}), fields } },
});

describe("web client: buildMcpAskResumeMessage cases", () => {
  it("the interaction and payloads of the web tests are valid contract data", () => {
    expect(validateMcpAskInteraction(baseInteraction)).toBe(true);
    expect(validateMcpAskRespondPayload({ ...common, action: "submit", formData: { choice: "test" } })).toBe(true);
  });

  it("formats submitted answers as user-friendly label value lines", () => {
    const message = build(baseInteraction, { ...common, action: "submit", formData: { choice: "test", notes: "先跑关键链路", checks: ["lint", "unit"] } });
    expect(message).toBe(["我已填写「请选择继续方式」，表单内容如下：", "选项：先跑测试", "补充说明：先跑关键链路", "检查项：代码检查、单元测试"].join("\n"));
    expect(message).not.toContain("nuwax-mcp-ask-request-id");
    expect(message).not.toContain('"choice"');
    expect(message).not.toContain("```json");
  });

  it("keeps unknown fields readable without JSON blocks", () => {
    const message = build(baseInteraction, { ...common, action: "submit", formData: { confirmed: true, extra: { owner: "alice", retry: 2 } } });
    expect(message).toContain("confirmed：是");
    expect(message).toContain("extra：owner：alice，retry：2");
    expect(message).not.toContain("```json");
    expect(message).toBe("我已填写「请选择继续方式」，表单内容如下：\nconfirmed：是\nextra：owner：alice，retry：2");
  });

  it("uses custom radio input as the field value", () => {
    const interaction = withFields([
      {
        name: "choice",
        title: "选项",
        widget: "radio-with-custom",
        options: [
          { value: "deploy", label: "直接部署" },
          { value: "test", label: "先跑测试" },
        ],
        otherField: "choiceOther",
      },
    ]);
    const message = build(interaction, { ...common, action: "submit", formData: { choice: "__custom__", choiceOther: "先发灰度环境" } });
    expect(message).toContain("选项：先发灰度环境");
    expect(message).not.toContain("__custom__");
    expect(message).not.toContain("choiceOther");
  });

  it("formats cancel, skip, and timeout as normal chat messages", () => {
    expect(build(baseInteraction, { ...common, action: "cancel" })).toBe("我取消了「请选择继续方式」。");
    expect(build(baseInteraction, { ...common, action: "skip" })).toBe("我跳过了「请选择继续方式」。");
    expect(build(baseInteraction, { ...common, action: "timeout" })).toBe("「请选择继续方式」已超时，没有收到表单答案。");
    expect(build(baseInteraction, { ...common, action: "cancel" })).not.toContain("nuwax-mcp-ask-request-id");
  });

  it("uses English templates when locale dict is English", () => {
    const message = build(baseInteraction, { ...common, action: "submit", formData: { confirmed: true } }, "en-US");
    expect(message).toContain('I answered "请选择继续方式". Form details:');
    expect(message).toContain("confirmed: Yes");
  });

  it("formats normalized file field URLs in submitted resume message", () => {
    const interaction = withFields(
      [
        { name: "screenshot", title: "截图", widget: "file" },
        { name: "attachments", title: "相关附件", widget: "file", multiple: true },
      ],
      "提交问题截图",
    );
    const message = build(interaction, {
      ...common,
      action: "submit",
      formData: { screenshot: "https://cdn.example.com/shot.png", attachments: ["https://cdn.example.com/a.pdf", "https://cdn.example.com/b.pdf"] },
    });
    expect(message).toContain("截图：https://cdn.example.com/shot.png");
    expect(message).toContain("相关附件：https://cdn.example.com/a.pdf、https://cdn.example.com/b.pdf");
  });

  it("prefers remote URL over file name for legacy UploadFileInfo objects", () => {
    const interaction = withFields([{ name: "screenshot", title: "截图", widget: "file" }]);
    const message = build(interaction, {
      ...common,
      action: "submit",
      formData: { screenshot: [{ name: "shot.png", url: "https://cdn.example.com/shot.png" }] },
    });
    expect(message).toContain("截图：https://cdn.example.com/shot.png");
  });

  it("does not append an internal requestId marker to the chat payload", () => {
    const interaction = withFields([{ name: "screenshot", title: "文件上传", widget: "file" }]);
    const sent = build(interaction, { ...common, action: "submit", formData: { screenshot: "https://cdn.example.com/a.png" } });
    expect(sent).toContain("文件上传：https://cdn.example.com/a.png");
    expect(sent).not.toContain("nuwax-mcp-ask-request-id");
  });

  it("shows the mobile client's attachment by its fileUrl, and a file name that is a number", () => {
    const files = withFields([{ name: "screenshot", title: "截图", widget: "file", multiple: true }]);
    const attachment = { fileKey: "k1", fileUrl: "https://cdn.example.com/a.png", fileName: "a.png", mimeType: "image/png", fileSize: 10 };
    expect(build(files, { ...common, action: "submit", formData: { screenshot: [attachment, { fileName: "b.pdf" }] } })).toBe(
      "我已填写「请选择继续方式」，表单内容如下：\n截图：https://cdn.example.com/a.png、b.pdf",
    );
    expect(build(baseInteraction, { ...common, action: "submit", formData: { extra: { name: 5 } } })).toBe(
      "我已填写「请选择继续方式」，表单内容如下：\nextra：📎 5",
    );
    expect(build(baseInteraction, { ...common, action: "submit", formData: { extra: attachment } })).toBe(
      "我已填写「请选择继续方式」，表单内容如下：\nextra：📎 https://cdn.example.com/a.png",
    );
  });

  it("uses the locale's default title when the question and its form have none", () => {
    const untitled = { ui: { fields: [] } };
    expect(formatMcpAskResumeMessage(untitled, { action: "cancel" })).toBe("我取消了「这次提问」。");
    expect(formatMcpAskResumeMessage(untitled, { action: "cancel" }, { locale: "en-US" })).toBe('I cancelled "This question".');
    expect(resolveMcpAskResumeTitle({ ui: { title: "UI 标题" } })).toBe("UI 标题");
  });
});

/** The web tests' createSharedTitleInteraction: the base question under another requestId, titled 补充回复. */
const sharedTitle = (requestId: string, responseStatus?: McpAskInteraction["responseStatus"]): McpAskInteraction => ({
  ...baseInteraction,
  toolCallId: `tc-${requestId}`,
  ...(responseStatus ? { responseStatus } : {}),
  input: { ...baseInteraction.input, requestId, title: "补充回复", ui: { ...baseInteraction.input.ui, title: "补充回复" } },
});

describe("web client: isMcpAskResumeMessageForInteraction cases", () => {
  it("matches resume messages across supported locales and legacy Chinese text", () => {
    const input = baseInteraction.input;
    expect(isMcpAskResumeMessage("我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试", input)).toBe(true);
    expect(isMcpAskResumeMessage('I answered "请选择继续方式". Form details:\nchoice: test', input)).toBe(true);
    expect(isMcpAskResumeMessage("我取消了「请选择继续方式」。", input)).toBe(true);
    expect(isMcpAskResumeMessage("unrelated user message", input)).toBe(false);
  });

  it("still recognizes legacy fenced JSON requestId markers", () => {
    const legacy = '我已填写「请选择继续方式」，表单内容如下：\n\n```json\n{"nuwaxMcpAskRequestId":"ask-1"}\n```';
    expect(isMcpAskResumeMessage(legacy, baseInteraction.input)).toBe(true);
    // The marker alone names the question; another question's marker rules the message out.
    expect(isMcpAskResumeMessage('```json\n{"nuwaxMcpAskRequestId": "ask-1"}\n```', baseInteraction.input)).toBe(true);
    expect(isMcpAskResumeMessage(legacy.replace("ask-1", "ask-9"), baseInteraction.input)).toBe(false);
    expect(isMcpAskResumeMessage("我取消了「请选择继续方式」。\n<!--nuwax-mcp-ask-request-id:ask-9-->", baseInteraction.input)).toBe(false);
    expect(isMcpAskResumeMessage("我取消了「请选择继续方式」。\n<!--nuwax-mcp-ask-request-id:ask-1-->", baseInteraction.input)).toBe(true);
  });

  it("matches resume by ordinal pairing when multiple asks share the same title", () => {
    const first = sharedTitle("ask-first");
    const second = { ...sharedTitle("ask-second"), toolCallId: "tc-2" };
    const firstResume = build(first, { ...common, interventionId: "ask-first", action: "submit", formData: { choice: "test" } });
    const history: McpAskHistoryMessage[] = [
      { id: "assistant-ask-1", index: 0, mcpAskInteractions: [first] },
      { id: "user-resume", index: 1, role: "USER", text: firstResume },
      { id: "assistant-ask-2", index: 2, mcpAskInteractions: [second] },
    ];
    expect(isMcpAskResumeMessage(firstResume, first.input)).toBe(true);
    expect(hasMcpAskResumeMessage(history, second, { containingMessageIndex: 2 })).toBe(false);
    expect(hasMcpAskResumeMessage(history, first, { containingMessageIndex: 0 })).toBe(true);
  });

  it("matches legacy resume before ask when message indexes are out of storage order", () => {
    const history: McpAskHistoryMessage[] = [
      { id: "user-resume", index: 1, text: "我已填写「请选择继续方式」，表单内容如下：\n选项：先跑测试" },
      { id: "assistant-ask", index: 2, mcpAskInteractions: [baseInteraction] },
    ];
    expect(hasMcpAskResumeMessage(history, baseInteraction, { containingMessageIndex: 1 })).toBe(true);
  });

  it("does not legacy-match a later ask when an earlier assistant message had the same title", () => {
    const first = sharedTitle("ask-first");
    const second = { ...sharedTitle("ask-second"), toolCallId: "tc-2" };
    const history: McpAskHistoryMessage[] = [
      { id: "assistant-ask-1", index: 2, mcpAskInteractions: [{ ...first, responseStatus: "submitted" }] },
      { id: "user-resume", index: 3, text: "我已填写「补充回复」，表单内容如下：\n选项：test" },
      { id: "assistant-ask-2", index: 4, mcpAskInteractions: [{ ...second, responseStatus: "pending" }] },
    ];
    expect(hasMcpAskResumeMessage(history, second, { containingMessageIndex: 2 })).toBe(false);
    expect(hasMcpAskResumeMessage(history, first, { containingMessageIndex: 0 })).toBe(true);
  });

  it("pairs a lone resume with the nearest preceding unresolved same-title ask", () => {
    const first = sharedTitle("ask-first");
    const second = sharedTitle("ask-second");
    const history: McpAskHistoryMessage[] = [
      { id: "assistant-ask-1", index: 0, mcpAskInteractions: [first] },
      { id: "assistant-ask-2", index: 2, mcpAskInteractions: [second] },
      { id: "user-resume-2", index: 3, role: "USER", text: "我已填写「补充回复」，表单内容如下：\n你的名字：alice" },
    ];
    expect(hasMcpAskResumeMessage(history, first, { containingMessageIndex: 0 })).toBe(false);
    expect(hasMcpAskResumeMessage(history, second, { containingMessageIndex: 1 })).toBe(true);
  });

  it("does not pair a foreign marker-era resume with a new same-title ask", () => {
    const interaction = sharedTitle("ask-new");
    const history: McpAskHistoryMessage[] = [
      {
        id: "user-old-resume",
        index: 1,
        role: "USER",
        text: ["我已填写「补充回复」，表单内容如下：", "你的名字：alice", "<!--nuwax-mcp-ask-request-id:ask-old-->"].join("\n"),
      },
      { id: "assistant-new-ask", index: 5, mcpAskInteractions: [interaction] },
    ];
    expect(hasMcpAskResumeMessage(history, interaction, { containingMessageIndex: 1 })).toBe(false);
    // The old question itself is answered by its marker.
    expect(hasMcpAskResumeMessage(history, sharedTitle("ask-old"))).toBe(true);
  });

  it("pairs an ask and resume that share the same conversation index", () => {
    const interaction = sharedTitle("ask-tie");
    const history: McpAskHistoryMessage[] = [
      { id: "assistant-ask", index: 7, mcpAskInteractions: [interaction] },
      { id: "user-resume", index: 7, role: "USER", text: "我已填写「补充回复」，表单内容如下：\n你的名字：alice" },
    ];
    expect(hasMcpAskResumeMessage(history, interaction, { containingMessageIndex: 0 })).toBe(true);
  });

  it("prefers a resolved ask when same-title asks share one message", () => {
    const first = sharedTitle("ask-first", "submitted");
    const second = sharedTitle("ask-second", "pending");
    const history: McpAskHistoryMessage[] = [
      { id: "assistant-asks", index: 1, mcpAskInteractions: [first, second] },
      { id: "user-resume", index: 2, role: "USER", text: "我已填写「补充回复」，表单内容如下：\n你的名字：alice" },
    ];
    expect(hasMcpAskResumeMessage(history, first)).toBe(true);
    expect(hasMcpAskResumeMessage(history, second)).toBe(false);
  });

  it("takes only the user's messages as answers, in any locale", () => {
    const interaction = sharedTitle("ask-1");
    const asked: McpAskHistoryMessage = { index: 0, mcpAskInteractions: [interaction] };
    expect(hasMcpAskResumeMessage([asked, { index: 1, role: "ASSISTANT", text: "我取消了「补充回复」。" }], interaction)).toBe(false);
    expect(hasMcpAskResumeMessage([asked, { index: 1, role: "user", text: 'I skipped "补充回复".' }], interaction)).toBe(true);
    expect(hasMcpAskResumeMessage([asked, { index: 1, text: "「补充回复」をスキップしました。" }], interaction)).toBe(true);
    expect(hasMcpAskResumeMessage([asked], interaction)).toBe(false);
    expect(hasMcpAskResumeMessage([], interaction)).toBe(false);
  });

  it("never throws: a null or numeric role, null or empty interactions, null items (issue 23 item 8)", () => {
    const interaction = sharedTitle("ask-1");
    const asked: McpAskHistoryMessage = { index: 0, mcpAskInteractions: [interaction] };
    const answer = "我取消了「补充回复」。";
    const call = (messages: unknown, question: unknown = interaction) =>
      hasMcpAskResumeMessage(messages as McpAskHistoryMessage[], question as McpAskInteraction);
    expect(call([asked, { index: 1, role: null, text: answer }])).toBe(true); // null: no role, as from a Java backend
    expect(call([asked, { index: 1, role: 7, text: answer }])).toBe(false); // not a user's message
    expect(
      call([
        { index: 0, mcpAskInteractions: null },
        { index: 1, text: answer },
      ]),
    ).toBe(true);
    expect(
      call([
        { index: 0, mcpAskInteractions: [] },
        { index: 1, text: answer },
      ]),
    ).toBe(true);
    expect(
      call([
        { index: 0, mcpAskInteractions: [null, { input: null }, 3, interaction] },
        { index: 1, text: answer },
      ]),
    ).toBe(true);
    expect(call([asked, { index: 1, text: answer }], null)).toBe(false);
    expect(call([asked, { index: 1, text: answer }], { input: null })).toBe(false);
    expect(call([asked, { index: 1, text: answer }], {})).toBe(false);
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("boom");
        },
      },
    );
    expect(call([hostile, { index: 1, text: answer }])).toBe(false);
    expect(call(null)).toBe(false);
  });

  it("pairs as the one-by-one rule does, in one pass (property against the rule's direct reading)", () => {
    // The documented rule read literally (O(answers × asks)): every answer in history order takes
    // the oldest unpaired answered ask at or before it, else the nearest unpaired waiting one.
    const reference = (history: Array<{ asks: Array<{ id: string; resolved: boolean }>; answer: boolean }>, id: string): boolean => {
      const asks = history.flatMap((m, at) => m.asks.map((a) => ({ ...a, at })));
      const paired = new Set<string>();
      history.forEach((m, at) => {
        if (!m.answer) return;
        const candidates = asks.filter((a) => !paired.has(a.id) && a.at <= at);
        const ask = candidates.find((a) => a.resolved) ?? candidates[candidates.length - 1];
        if (ask) paired.add(ask.id);
      });
      return paired.has(id);
    };
    const entry = fc.record({
      asks: fc.array(fc.record({ id: fc.constantFrom("a", "b", "c", "d"), resolved: fc.boolean() }), { maxLength: 2 }),
      answer: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.constantFrom("a", "b", "c", "d"), (shape, id) => {
        const status = (resolved: boolean) => (resolved ? "submitted" : "pending");
        const history: McpAskHistoryMessage[] = shape.map((m, k) => ({
          index: k,
          ...(m.asks.length ? { mcpAskInteractions: m.asks.map((a) => sharedTitle(a.id, status(a.resolved))) } : {}),
          ...(m.answer ? { role: "USER", text: "我已填写「补充回复」，表单内容如下：\n你的名字：alice" } : {}),
        }));
        const target = shape.flatMap((m) => m.asks).find((a) => a.id === id);
        fc.pre(target !== undefined);
        const got = hasMcpAskResumeMessage(history, sharedTitle(id, status(target!.resolved)));
        // Step 2 answers true exactly when the reference pairs it; otherwise the later steps decide
        // (another requestId with the title: false), so compare where another question shares the title.
        const others = shape.some((m) => m.asks.some((a) => a.id !== id));
        if (others) return got === reference(shape, id);
        return !reference(shape, id) || got;
      }),
      { numRuns: 2000, seed: 23 },
    );
  });
});

describe("web client: stripMcpAskResumeDisplayArtifacts cases", () => {
  it("removes HTML requestId marker from display text", () => {
    const raw = "我已填写「补充回复」，表单内容如下：\n文件上传：https://cdn.example.com/shot.png\n<!--nuwax-mcp-ask-request-id:ask-1-->";
    expect(stripMcpAskResumeDisplayArtifacts(raw)).toBe("我已填写「补充回复」，表单内容如下：\n文件上传：https://cdn.example.com/shot.png");
  });

  it("leaves other text alone and is safe on anything", () => {
    expect(stripMcpAskResumeDisplayArtifacts("a <!-- comment --> b")).toBe("a <!-- comment --> b");
    expect(stripMcpAskResumeDisplayArtifacts("a <!--nuwax-mcp-ask-request-id:unclosed")).toBe("a <!--nuwax-mcp-ask-request-id:unclosed");
    expect(stripMcpAskResumeDisplayArtifacts("<!--nuwax-mcp-ask-request-id:a-->x<!--nuwax-mcp-ask-request-id:b-->")).toBe("x");
    expect(stripMcpAskResumeDisplayArtifacts(undefined)).toBe("");
    // 50,000 markers in one message: stripped in one pass (the first version copied the text once per marker).
    expect(stripMcpAskResumeDisplayArtifacts("x\n<!--nuwax-mcp-ask-request-id:a-->".repeat(50_000))).toBe("x".repeat(50_000));
  });
});

describe("web client: parseMcpAskResumeDisplayContent cases", () => {
  it("parses single and multiple image fields for structured user display", () => {
    const raw = [
      "我已填写「补充回复」，表单内容如下：",
      "文件上传：https://cdn.example.com/a.png",
      "相关附件：https://cdn.example.com/1.png、https://cdn.example.com/2.png",
      "补充说明：先跑关键链路",
      "<!--nuwax-mcp-ask-request-id:ask-1-->",
    ].join("\n");
    const parsed = parseMcpAskResumeDisplayContent(raw);
    expect(parsed.kind).toBe("resume");
    if (parsed.kind !== "resume") throw new Error("narrowing");
    expect(parsed.preamble).toBe("我已填写「补充回复」，表单内容如下：");
    expect(parsed.fields).toEqual([
      { label: "文件上传", imageUrls: ["https://cdn.example.com/a.png"] },
      { label: "相关附件", imageUrls: ["https://cdn.example.com/1.png", "https://cdn.example.com/2.png"] },
      { label: "补充说明", textValue: "先跑关键链路" },
    ]);
  });

  it("falls back to plain text for non-resume user messages", () => {
    expect(parseMcpAskResumeDisplayContent("普通用户消息")).toEqual({ kind: "plain", plainText: "普通用户消息" });
  });

  it("detects remote image urls by extension", () => {
    expect(isRemoteImageUrl("https://cdn.example.com/a.PNG")).toBe(true);
    expect(isRemoteImageUrl("https://cdn.example.com/doc.pdf")).toBe(false);
  });

  it("classifies upload-service and document-extension urls as files", () => {
    expect(isRemoteFileUrl("https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123")).toBe(true);
    expect(isRemoteFileUrl("https://cdn.example.com/doc.pdf")).toBe(true);
    expect(isRemoteFileUrl("https://cdn.example.com/report.DOCX")).toBe(true);
    expect(isRemoteFileUrl("https://cdn.example.com/archive.zip")).toBe(true);
  });

  it("does not classify plain webpage links as files", () => {
    expect(isRemoteFileUrl("https://github.com/nuwax-ai/nuwax")).toBe(false);
    expect(isRemoteFileUrl("https://example.com")).toBe(false);
    expect(isRemoteFileUrl("https://example.com/path/to/page")).toBe(false);
    expect(isRemoteFileUrl("https://cdn.example.com/a.png")).toBe(false);
    expect(isRemoteFileUrl("/api/f/s3/abc")).toBe(false);
    expect(isRemoteFileUrl("not-a-url")).toBe(false);
  });

  it("detects extensionless remote urls", () => {
    expect(isExtensionlessRemoteUrl("https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123")).toBe(true);
    expect(getRemoteUrlPathExtension("https://cdn.example.com/a.png")).toBe("png");
    expect(getRemoteUrlPathExtension("https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123")).toBe("");
    expect(isExtensionlessRemoteUrl("https://cdn.example.com/a.png")).toBe(false);
    expect(isExtensionlessRemoteUrl("not-a-url")).toBe(false);
  });

  it("parses extensionless remote urls into fileUrls for fallback document display", () => {
    const raw = ["我已填写「上传附件」，表单内容如下：", "无后缀文件：https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123"].join("\n");
    const parsed = parseMcpAskResumeDisplayContent(raw);
    expect(parsed.kind).toBe("resume");
    expect(parsed.kind === "resume" && parsed.fields).toEqual([
      { label: "无后缀文件", fileUrls: ["https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123"] },
    ]);
  });

  it("maps extensionless remote urls to unknown attachment fallback", () => {
    const url = "https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123";
    expect(fileUrlToAttachmentFile(url)).toEqual({ fileKey: url, fileUrl: url, fileName: "abc123", mimeType: "application/octet-stream" });
  });

  it("parses document file urls separately from images and text", () => {
    const raw = [
      "我已填写「补充回复」，表单内容如下：",
      "PDF 文档：https://cdn.example.com/report.pdf",
      "混合附件：https://cdn.example.com/a.png、https://cdn.example.com/b.pdf、备注说明",
      "<!--nuwax-mcp-ask-request-id:ask-1-->",
    ].join("\n");
    const parsed = parseMcpAskResumeDisplayContent(raw);
    expect(parsed.kind === "resume" && parsed.fields).toEqual([
      { label: "PDF 文档", fileUrls: ["https://cdn.example.com/report.pdf"] },
      { label: "混合附件", imageUrls: ["https://cdn.example.com/a.png"], fileUrls: ["https://cdn.example.com/b.pdf"], textValue: "备注说明" },
    ]);
  });

  it("reads what our formatter writes, in every locale, multi-line answers included", () => {
    const files = withFields([
      { name: "shot", title: "Screenshot", widget: "file" },
      { name: "notes", title: "Notes", widget: "textarea" },
    ]);
    for (const locale of MESSAGE_LOCALES) {
      const text = build(
        files,
        { ...common, action: "submit", formData: { shot: "https://cdn.example.com/a.png", notes: "line 1\nline 2: still notes" } },
        locale,
      );
      const parsed = parseMcpAskResumeDisplayContent(text);
      if (parsed.kind !== "resume") throw new Error(`${locale}: not recognised`);
      expect(parsed.preamble).toBe(text.split("\n")[0]);
      expect(parsed.fields).toEqual([
        { label: "Screenshot", imageUrls: ["https://cdn.example.com/a.png"] },
        { label: "Notes", textValue: "line 1\nline 2: still notes" },
      ]);
    }
    // A cancel message, and a form with no field line, stay plain.
    expect(parseMcpAskResumeDisplayContent(build(files, { ...common, action: "cancel" })).kind).toBe("plain");
    expect(parseMcpAskResumeDisplayContent(build(files, { ...common, action: "submit", formData: {} })).kind).toBe("plain");
  });
});

describe("web client: MCP Ask resume display-only helpers cases", () => {
  it("does not append internal requestId marker to chat payload", () => {
    const sent = build(withFields([{ name: "screenshot", title: "文件上传", widget: "file" }]), {
      ...common,
      action: "submit",
      formData: { screenshot: "https://cdn.example.com/a.png" },
    });
    expect(sent).toContain("文件上传：https://cdn.example.com/a.png");
    expect(sent).not.toContain("nuwax-mcp-ask-request-id");
  });

  it("buildMcpAskResumeTextDisplay hides image urls in bubble text only", () => {
    const raw = [
      "我已填写「补充回复」，表单内容如下：",
      "文件上传：https://cdn.example.com/a.png",
      "相关附件：https://cdn.example.com/1.png、https://cdn.example.com/2.png",
    ].join("\n");
    expect(buildMcpAskResumeTextDisplay(raw)).toBe(["我已填写「补充回复」，表单内容如下：", "文件上传：", "相关附件："].join("\n"));
    expect(raw).toContain("https://cdn.example.com/a.png");
  });

  it("buildMcpAskResumeTextDisplay hides document urls in bubble text only", () => {
    const raw = ["我已填写「补充回复」，表单内容如下：", "PDF 文档：https://cdn.example.com/report.pdf"].join("\n");
    expect(buildMcpAskResumeTextDisplay(raw)).toBe(["我已填写「补充回复」，表单内容如下：", "PDF 文档："].join("\n"));
  });

  it("extractMcpAskResumeDocumentAttachments maps file urls to attachment shape", () => {
    const raw = ["我已填写「补充回复」，表单内容如下：", "PDF 文档：https://cdn.example.com/report.pdf", "表格：https://cdn.example.com/data.xlsx"].join("\n");
    const files = extractMcpAskResumeDocumentAttachments(raw);
    expect(files).toHaveLength(2);
    expect(files[0]!.fileName).toBe("report.pdf");
    expect(files[0]!.mimeType).toBe("application/pdf");
    expect(files[1]!.fileName).toBe("data.xlsx");
  });

  it("extractMcpAskResumeImageAttachments is display-only virtual attachments", () => {
    const raw = ["我已填写「补充回复」，表单内容如下：", "相关附件：https://cdn.example.com/1.png、https://cdn.example.com/2.png"].join("\n");
    const files = extractMcpAskResumeImageAttachments(raw);
    expect(files).toHaveLength(2);
    expect(files[0]!.fileUrl).toBe("https://cdn.example.com/1.png");
    expect(files[0]!.mimeType).toBe("image/png");
    expect(files[1]!.fileUrl).toBe("https://cdn.example.com/2.png");
  });
});

// ---------------------------------------------------------------------------
// The web client's form-parser cases (utils/parseMcpAskSchema.test.ts, v2).
// ---------------------------------------------------------------------------

const v2 = (overrides: Record<string, unknown> = {}) => ({ version: "nuwax.interaction.v2", presentation: "inline", title: "Ask", ...overrides });

describe("web client: parseInteractionFields / getInteractionSteps cases (resolveFormFields, resolveFormSteps)", () => {
  it("maps fields[] in array order with merged options", () => {
    const fields = resolveFormFields(
      v2({
        fields: [
          { name: "remark", title: "备注", widget: "textarea" },
          {
            name: "choice",
            title: "继续方式",
            widget: "radio",
            required: true,
            options: [
              { value: "a", label: "甲" },
              { value: "b", label: "乙" },
            ],
          },
        ],
      }),
    );
    expect(fields).toMatchObject([
      { name: "remark", widget: "textarea", required: false },
      { name: "choice", widget: "radio", required: true },
    ]);
    const choice = fields[1]!;
    if (choice.widget !== "radio") throw new Error("narrowing");
    expect(choice.options.map((o) => o.value)).toEqual(["a", "b"]);
    expect(choice.options.map((o) => o.label)).toEqual(["甲", "乙"]);
  });

  it("keeps the number constraints on the field", () => {
    const [field] = resolveFormFields(
      v2({ fields: [{ name: "count", title: "并发数", widget: "number", type: "integer", minimum: 1, maximum: 10, multipleOf: 2 }] }),
    );
    expect(field).toMatchObject({ title: "并发数", type: "integer", minimum: 1, maximum: 10, multipleOf: 2 });
  });

  it("carries placeholder/accept/multiple", () => {
    const [field] = resolveFormFields(
      v2({ fields: [{ name: "screenshot", title: "截图", widget: "file", accept: "image/*", multiple: true, placeholder: "上传图片" }] }),
    );
    expect(field).toMatchObject({ accept: "image/*", multiple: true, placeholder: "上传图片" });
  });

  it("falls back unknown widget to text, and says which widget it was", () => {
    const [field] = resolveFormFields(v2({ fields: [{ name: "x", title: "X", widget: "bogus" }] }) as never);
    expect(field!.widget).toBe("text");
    expect(field!.fallbackFrom).toBe("bogus");
  });

  it("filters by fieldNames (wizard step) in the given order", () => {
    const ui = v2({ presentation: "wizard", fields: ["a", "b", "c"].map((name) => ({ name, title: name.toUpperCase(), widget: "text" })) });
    expect(resolveFormFields(ui, ["c", "a"]).map((f) => f.name)).toEqual(["c", "a"]);
  });

  it("returns [] when no fields", () => {
    expect(resolveFormFields(v2())).toEqual([]);
  });

  it("returns ui.steps when provided", () => {
    const ui = v2({ presentation: "wizard", fields: [{ name: "a", title: "A", widget: "text" }], steps: [{ id: "s1", title: "步骤一", fields: ["a"] }] });
    expect(resolveFormSteps(ui)).toMatchObject([{ id: "s1", fields: ["a"] }]);
    expect(isWizardForm(ui)).toBe(true);
  });

  it("builds a default single step from fields[]", () => {
    const ui = v2({
      fields: [
        { name: "a", title: "A", widget: "text" },
        { name: "b", title: "B", widget: "text" },
      ],
    });
    expect(resolveFormSteps(ui)).toMatchObject([{ id: "default", fields: ["a", "b"] }]);
    expect(isWizardForm(ui)).toBe(false);
  });

  it("returns [] when no fields and no steps", () => {
    expect(resolveFormSteps(v2())).toEqual([]);
  });

  it("gives a choice field the options the renderer can show, always an array", () => {
    const fields = resolveFormFields(
      v2({
        fields: [
          { name: "a", title: "A", widget: "radio" },
          { name: "b", title: "B", widget: "select", options: [{ value: "x", label: "X" }, { label: "no value" }, "y", null, { value: "z" }] },
          { name: "c", title: "C", widget: "radio-with-custom", options: [{ value: "x", label: "X" }] },
          { name: "d", title: "D", widget: "radio-with-custom", allowCustom: false, options: [{ value: "x", label: "X" }] },
          { name: 7 },
          "not a field",
        ],
      }) as never,
    );
    expect(fields.map((f) => f.name)).toEqual(["a", "b", "c", "d"]);
    const [a, b, c, d] = fields;
    if (a!.widget !== "radio" || b!.widget !== "select" || c!.widget !== "radio-with-custom" || d!.widget !== "radio-with-custom") throw new Error("narrowing");
    expect(a!.options).toEqual([]);
    expect(b!.options).toEqual([
      { value: "x", label: "X" },
      { value: "z", label: "z" },
    ]);
    expect(c!.allowCustom).toBe(true);
    expect(d!.allowCustom).toBe(false);
  });

  it("allows skipping only with ui.allowSkip true", () => {
    expect(isSkipAllowed(v2())).toBe(false);
    expect(isSkipAllowed(v2({ allowSkip: true }))).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// The web client's extractor case (utils/extractMcpAskStructuredInput.test.ts), and our server.
// ---------------------------------------------------------------------------

describe("web client: extractMcpAskStructuredInputFromResult cases (extractMcpAskInputFromToolResult)", () => {
  // The web test's input in its two stored versions: the v1 schema form, and the v2 fields[] form.
  it.each([
    ["nuwax.mcp_ask.v1", { version: "nuwax.interaction.v1", presentation: "modal", title: "确认方案", schema: { type: "object", properties: {} } }],
    ["nuwax.mcp_ask.v2", { version: "nuwax.interaction.v2", presentation: "modal", title: "确认方案", fields: [] }],
  ])("extracts canonical input from MCP structuredContent text block (%s)", (schemaVersion, ui) => {
    const text = JSON.stringify({
      status: "pending",
      requestId: "weather-plan-confirm-5",
      revision: 1,
      message: "presented",
      input: {
        toolName: "nuwax_ask_question",
        schemaVersion,
        requestId: "weather-plan-confirm-5",
        revision: 1,
        sessionId: "weather-dev",
        title: "确认方案",
        ui,
      },
    });
    const input = extractMcpAskInputFromToolResult({ data: [{ type: "content", content: { type: "text", text } }] });
    expect(input?.schemaVersion).toBe(schemaVersion);
    expect(input?.requestId).toBe("weather-plan-confirm-5");
  });

  it("reads our server's result through ACP, which forwards content and not structuredContent", () => {
    const result = askQuestion({
      requestId: "r1",
      sessionId: "s1",
      title: "T",
      ui: { fields: [{ name: "env", title: "环境", options: [{ value: "p", label: "生产" }] }] },
    });
    const forwarded = { data: (result.content as Array<Record<string, unknown>>).map((content) => ({ type: "content", content })) };
    const input = extractMcpAskInputFromToolResult(forwarded);
    expect(input).toEqual((result.structuredContent as { input: unknown }).input);
    expect((input as any).ui.fields[0].widget).toBe("radio");
    expect(extractMcpAskInputFromToolResult(result)).toEqual(input);
    expect(extractMcpAskInputFromToolResult({ content: [{ type: "text", text: "The question has been presented" }] })).toBeUndefined();
    expect(extractMcpAskInputFromToolResult(null)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// The recogniser over everything the formatter writes and every historical signature.
// ---------------------------------------------------------------------------

describe("isMcpAskResumeMessage", () => {
  const titled = normalizeMcpAskUserToolInput(completeForm);
  const untitled = { ui: { fields: titled.ui.fields } };
  const payloads: McpAskRespondPayload[] = [
    { ...common, action: "submit", formData: { choice: "deploy", count: 3 } },
    { ...common, action: "submit", formData: {} },
    { ...common, action: "cancel" },
    { ...common, action: "skip" },
    { ...common, action: "timeout" },
  ];
  const cases = MESSAGE_LOCALES.flatMap((locale) =>
    payloads.map((payload) => [locale, payload.action, JSON.stringify(payload.formData ?? null), payload] as const),
  );

  it.each(cases)("recognises %s %s %s for its question, titled or not", (locale, action, _data, payload) => {
    for (const input of [titled, untitled]) {
      const text = formatMcpAskResumeMessage(input, payload, { locale });
      const match = matchMcpAskResumeMessage(text, input);
      expect(match?.action).toBe(action);
      // The first locale whose template gives the same text (zh-HK writes what zh-TW writes).
      expect(formatMcpAskResumeMessage(input, payload, { locale: match!.locale })).toBe(text);
      expect(text.startsWith(match!.signature)).toBe(true);
      expect(isMcpAskResumeMessage(`  ${text}`, input)).toBe(true);
    }
    const text = formatMcpAskResumeMessage(titled, payload, { locale });
    expect(isMcpAskResumeMessage(text, { ...titled, title: "另一个问题" })).toBe(false);
    expect(isMcpAskResumeMessage(text, { ...titled, title: `${titled.title}（二）` })).toBe(false);
    expect(isMcpAskResumeMessage(text, untitled)).toBe(false);
  });

  it.each(HISTORICAL_SIGNATURES.map((h) => [h.source, h.action, h] as const))("recognises the historical signature of %s (%s)", (_source, action, h) => {
    const text = `${h.signature({ title: "发布前确认" })}\n环境：生产`;
    expect(matchMcpAskResumeMessage(text, { title: "发布前确认" })).toMatchObject({ action });
    expect(isMcpAskResumeMessage(text, { title: "发布确认" })).toBe(false);
    expect(matchMcpAskResumeMessage(h.signature({ title: MESSAGES["en-US"].defaultTitle }), { ui: {} })).toMatchObject({ action });
  });

  it("recognises the mobile client's English and early Chinese openings", () => {
    expect(matchMcpAskResumeMessage('I filled out "发布前确认"\n\n环境: 生产', { title: "发布前确认" })?.action).toBe("submit");
    expect(matchMcpAskResumeMessage("我回答了「发布前确认」：\n环境：生产", { title: "发布前确认" })?.action).toBe("submit");
    expect(matchMcpAskResumeMessage('"发布前确认" timed out', { title: "发布前确认" })?.action).toBe("timeout");
    // What the mobile's lightweight recogniser (mcpAskResumeLite) accepts, and the web's legacy prefixes.
    expect(matchMcpAskResumeMessage('I cancelled "发布前确认"', { title: "发布前确认" })?.action).toBe("cancel");
    expect(matchMcpAskResumeMessage('I skipped "发布前确认"', { title: "发布前确认" })?.action).toBe("skip");
    expect(matchMcpAskResumeMessage("我跳過了「发布前确认」", { title: "发布前确认" })?.action).toBe("skip");
    expect(matchMcpAskResumeMessage("「发布前确认」已逾時", { title: "发布前确认" })?.action).toBe("timeout");
    expect(matchMcpAskResumeMessage("我取消了「发布前确认」", { title: "发布前确认" })?.action).toBe("cancel");
  });

  it("is false for text that only quotes an answer message, and for non-strings", () => {
    expect(isMcpAskResumeMessage("请看：我取消了「请选择继续方式」。", baseInteraction.input)).toBe(false);
    expect(isMcpAskResumeMessage(undefined, baseInteraction.input)).toBe(false);
    expect(isMcpAskResumeMessage(42, baseInteraction.input)).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// checkMcpAskFormData, one table per rule.
// ---------------------------------------------------------------------------

describe("checkMcpAskFormData", () => {
  const form = normalizeMcpAskUserToolInput({
    requestId: "r",
    sessionId: "s",
    title: "T",
    ui: {
      fields: [
        { name: "name", title: "名字", widget: "text", required: true, minLength: 2, maxLength: 5, pattern: "^[a-z]+$" },
        { name: "count", title: "数量", widget: "number", type: "integer", minimum: 1, exclusiveMaximum: 10, multipleOf: 2 },
        { name: "ratio", title: "比例", widget: "number", type: "number", exclusiveMinimum: 0, maximum: 1 },
        {
          name: "env",
          title: "环境",
          widget: "radio",
          options: [
            { value: "prod", label: "生产" },
            { value: "test", label: "测试" },
          ],
        },
        { name: "checks", title: "检查", widget: "checkboxes", required: true, options: [{ value: "lint", label: "代码检查" }] },
        { name: "plan", title: "计划", widget: "radio-with-custom", options: [{ value: "now", label: "现在" }] },
        { name: "shot", title: "截图", widget: "file", maxFileSize: 1000 },
        { name: "docs", title: "文档", widget: "file", multiple: true },
      ],
    },
  });
  const valid = { name: "abc", checks: ["lint"] };
  const lines = (formData: Record<string, unknown>) => checkMcpAskFormData(form, formData).map(formatProblem);

  it("accepts valid answers, with every optional field left out", () => {
    expect(checkMcpAskFormData(form, valid)).toEqual([]);
    expect(
      checkMcpAskFormData(form, {
        ...valid,
        count: 4,
        ratio: 0.5,
        env: "test",
        plan: "__custom__",
        planCustom: "下周",
        shot: { name: "a.png", url: "https://x/a.png", size: 1000 },
        docs: ["https://x/1", "https://x/2"],
      }),
    ).toEqual([]);
  });

  it("refuses a file answer whose URL a client must not open (issue 23 item 3)", () => {
    for (const shot of ["javascript:alert(1)", { name: "a.png", url: " JavaScript:alert(1)" }, "vbscript:x", "file:///etc/passwd"]) {
      expect(checkMcpAskFormData(form, { ...valid, shot }).map((p) => [p.path, p.code, p.message.replace(/ the \S+ scheme/, " the … scheme")])).toEqual([
        ["formData.shot", "not_a_file", "the file's URL has the … scheme, which a client must not open"],
      ]);
    }
    for (const shot of ["https://x/a.png", "/uploads/a.png", { name: "a.png", url: "data:image/png;base64,AAAA" }])
      expect(checkMcpAskFormData(form, { ...valid, shot })).toEqual([]);
  });

  it("refuses keys that name no field, duplicate picks and more picks than options (issue 23 item 12)", () => {
    expect(checkMcpAskFormData(form, { ...valid, unknown: 1 })).toEqual([
      {
        path: "formData.unknown",
        message: '"unknown" is not a field of the form',
        fix: expect.stringMatching(/^remove it: formData keys are field names \("name", /),
        code: "unknown_field",
      },
    ]);
    expect(lines({ ...valid, checks: ["lint", "lint"] })).toEqual([
      'formData.checks (field "checks"): 2 picks were given but the field has 1 option — fix: send each picked option value once',
    ]);
    expect(checkMcpAskFormData(form, { ...valid, checks: ["lint", "lint"] }).map((p) => p.code)).toEqual(["too_many_picks"]);
  });

  it.each([
    ["missing", {}],
    ["undefined", { name: undefined }],
    ["null", { name: null }],
    ["empty string", { name: "" }],
  ])("required: %s", (_label, data) => {
    expect(lines({ checks: ["lint"], ...data })).toEqual([
      'formData.name (field "name"): "名字" is required but has no answer — fix: answer "名字" before sending',
    ]);
  });

  it("required: an empty array for checkboxes", () => {
    expect(lines({ name: "abc", checks: [] })).toEqual([
      'formData.checks (field "checks"): "检查" is required but has no answer — fix: answer "检查" before sending',
    ]);
  });

  it.each([
    [{ name: 5 }, 'formData.name (field "name"): must be text for widget "text", got 5 — fix: send a string'],
    [{ count: "4" }, 'formData.count (field "count"): must be a number for widget "number", got "4" — fix: send a JSON number'],
    [{ checks: "lint" }, 'formData.checks (field "checks"): must be an array of option values for widget "checkboxes", got "lint" — fix: send e.g. ["lint"]'],
    [{ env: ["prod"] }, 'formData.env (field "env"): must be text for widget "radio", got ["prod"] — fix: send a string'],
    [
      { shot: 7 },
      'formData.shot (field "shot"): must be a file (a URL or { name, url, size, type }), got 7 — fix: send the uploaded file\'s URL or its file object',
    ],
  ])("wrong value type: %j", (data, expected) => {
    expect(lines({ ...valid, ...data })).toEqual([expected]);
  });

  it.each([
    [{ env: "生产" }, 'formData.env (field "env"): "生产" is not one of the options — fix: send the option\'s value "prod", not its label'],
    [{ env: "staging" }, 'formData.env (field "env"): "staging" is not one of the options — fix: send one of "prod" (生产), "test" (测试)'],
    [{ checks: ["e2e"] }, 'formData.checks[0] (field "checks"): "e2e" is not one of the options — fix: send one of "lint" (代码检查)'],
    [{ plan: "later" }, 'formData.plan (field "plan"): "later" is not one of the options — fix: send one of "now" (现在)'],
    [
      { plan: "__custom__" },
      'formData.planCustom (field "plan"): the custom answer of "plan" is empty — fix: send the user\'s text under "planCustom", or one of "now" (现在)',
    ],
    [
      { plan: "__custom__", planCustom: "  " },
      'formData.planCustom (field "plan"): the custom answer of "plan" is empty — fix: send the user\'s text under "planCustom", or one of "now" (现在)',
    ],
  ])("options: %j", (data, expected) => {
    expect(lines({ ...valid, ...data })).toEqual([expected]);
  });

  it.each([
    [{ count: 0 }, "0 breaks the field's rules: it must be ≥ 1"],
    [{ count: 10 }, "10 breaks the field's rules: it must be < 10"],
    [{ count: 3 }, "3 breaks the field's rules: it must be a multiple of 2"],
    [{ count: 2.5 }, "2.5 breaks the field's rules: it must be a whole number (type integer) and a multiple of 2"],
    [{ ratio: 0 }, "0 breaks the field's rules: it must be > 0"],
    [{ ratio: 1.5 }, "1.5 breaks the field's rules: it must be ≤ 1"],
  ])("number bounds: %j", (data, message) => {
    const [p, ...rest] = checkMcpAskFormData(form, { ...valid, ...data });
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ path: `formData.${Object.keys(data)[0]}`, message, fix: "send a number within the field's bounds" });
  });

  it.each([
    ["a", "at least 2 characters"],
    ["abcdef", "at most 5 characters"],
    ["ABC", "matching ^[a-z]+$"],
    ["ABCDEFG", "at most 5 characters and matching ^[a-z]+$"],
  ])("text rules: %j", (name, rule) => {
    expect(lines({ ...valid, name })).toEqual([
      `formData.name (field "name"): ${JSON.stringify(name)} breaks the field's rules: it must be ${rule} — fix: change the answer to fit the field`,
    ]);
  });

  it("counts text length in code points", () => {
    expect(checkMcpAskFormData(form, { ...valid, name: "𝒶𝒷" })).toHaveLength(1); // the pattern, not the length
    expect(checkMcpAskFormData(form, { ...valid, name: "𝒶𝒷" })[0]!.message).toBe('"𝒶𝒷" breaks the field\'s rules: it must be matching ^[a-z]+$');
  });

  it.each([
    [
      { shot: ["https://x/1", "https://x/2"] },
      'formData.shot (field "shot"): 2 files were given but the field takes one — fix: send one file, or set multiple: true on the field',
    ],
    [
      { shot: { name: "big.png", size: 1001 } },
      'formData.shot (field "shot"): file is 1001 bytes, more than maxFileSize 1000 — fix: send a file of at most 1000 bytes',
    ],
    [
      { shot: [{ name: "big.png", size: 5000 }] },
      'formData.shot[0] (field "shot"): file is 5000 bytes, more than maxFileSize 1000 — fix: send a file of at most 1000 bytes',
    ],
  ])("files: %j", (data, expected) => {
    expect(lines({ ...valid, ...data })).toEqual([expected]);
  });

  it("checks a field as the renderer shows it: no widget by the inferred one, an unknown widget as the text box", () => {
    const loose = {
      ui: {
        fields: [
          { name: "x", title: "X", widget: "bogus", required: true },
          { name: "n", title: "N", type: "number", minimum: 1 },
          { name: "o", options: [{ value: "a", label: "A" }] },
        ],
      },
    };
    expect(checkMcpAskFormData(loose, {}).map(formatProblem)).toEqual([
      'formData.x (field "x"): "X" is required but has no answer — fix: answer "X" before sending',
    ]);
    expect(checkMcpAskFormData(loose, { x: 1, n: 0, o: "b" }).map((p) => p.message)).toEqual([
      'must be text for widget "text", got 1',
      "0 breaks the field's rules: it must be ≥ 1",
      '"b" is not one of the options',
    ]);
  });

  it.each([
    [Infinity, "Infinity"],
    [-Infinity, "-Infinity"],
    [Number.NaN, "NaN"],
  ])("names a number that is not finite as itself: %s", (count, shown) => {
    expect(lines({ ...valid, count })).toEqual([
      `formData.count (field "count"): must be a number for widget "number", got ${shown} — fix: send a JSON number`,
    ]);
  });

  it("says a custom answer that is not text is not text", () => {
    expect(lines({ ...valid, plan: "__custom__", planCustom: 5 })).toEqual([
      'formData.planCustom (field "plan"): the custom answer of "plan" must be text, got 5 — fix: send the user\'s text under "planCustom" as a string',
    ]);
  });

  it("reads the size of the mobile client's attachment (fileSize)", () => {
    const attachment = { fileKey: "k1", fileUrl: "https://cdn.example.com/big.png", fileName: "big.png", mimeType: "image/png", fileSize: 1001 };
    expect(lines({ ...valid, shot: attachment })).toEqual([
      'formData.shot (field "shot"): file is 1001 bytes, more than maxFileSize 1000 — fix: send a file of at most 1000 bytes',
    ]);
    expect(lines({ ...valid, shot: { ...attachment, fileSize: 1000 } })).toEqual([]);
  });

  it("reports every problem at once, in field order", () => {
    expect(checkMcpAskFormData(form, { name: "", count: "x", env: "nope", checks: [], plan: "__custom__", shot: [1, 2] }).map((p) => p.path)).toEqual([
      "formData.name",
      "formData.count",
      "formData.env",
      "formData.checks",
      "formData.planCustom",
      "formData.shot",
      "formData.shot[0]",
      "formData.shot[1]",
    ]);
  });

  it("refuses formData that is not an object, and reads only own keys", () => {
    expect(checkMcpAskFormData(form, "x").map(formatProblem)).toEqual([
      'formData: must be an object keyed by field name, got "x" — fix: send formData as { <field name>: <answer> }',
    ]);
    const proto = normalizeMcpAskUserToolInput({
      requestId: "r",
      sessionId: "s",
      title: "T",
      ui: { fields: [{ name: "toString", title: "S", widget: "text", required: true }] },
    });
    expect(checkMcpAskFormData(proto, {}).map((p) => p.path)).toEqual(["formData.toString"]);
  });
});

// ---------------------------------------------------------------------------
// The respond payloads the clients send.
// ---------------------------------------------------------------------------

describe("McpAskRespondPayload", () => {
  const web: McpAskRespondPayload = {
    interventionId: "ask-1",
    toolCallId: "tc-1",
    revision: 2,
    source: "mcp_ask",
    protocol: "mcp",
    action: "submit",
    formData: { choice: "test" },
    answeredBy: { kind: "web", userId: "u-1", clientId: "c-1" },
    answeredAt: 1764547200000,
  };
  const mobile: McpAskRespondPayload = {
    interventionId: "ask-1",
    revision: 1,
    source: "mcp_ask",
    protocol: "mcp",
    action: "skip",
    answeredBy: { kind: "mobile" },
    answeredAt: 1764547200000,
  };

  it("accepts what the web and the mobile client send", () => {
    expect(validateMcpAskRespondPayload(web)).toBe(true);
    expect(validateMcpAskRespondPayload(mobile)).toBe(true);
    for (const action of ["submit", "cancel", "skip", "timeout"] as const) expect(validateMcpAskRespondPayload({ ...mobile, action })).toBe(true);
    // The web client sends the file fields' uploads again as chat attachments (its UploadFileInfo objects).
    const upload = { uid: "rc-upload-1", name: "shot.png", url: "https://cdn.example.com/shot.png", type: "image/png", size: 2048, status: "done", key: "k1" };
    expect(validateMcpAskRespondPayload({ ...web, formData: { screenshot: [upload] }, files: [upload] })).toBe(true);
    expect(validateMcpAskRespondPayload({ ...web, files: [{ name: "x", size: -1 }] })).toBe(false);
  });

  it.each([
    [{ action: "retry" }, "action"],
    [{ answeredBy: { kind: "desktop" } }, "answeredBy.kind"],
    [{ answeredAt: "2026-12-01T00:00:00Z" }, "answeredAt"],
    [{ source: "acp" }, "source"],
    [{ requestId: "ask-1" }, "requestId"],
  ])("refuses %j", (change, path) => {
    const payload = { ...web, ...change };
    expect(validateMcpAskRespondPayload(payload)).toBe(false);
    expect(
      validateMcpAskRespondPayload.errors?.some(
        (e) => e.instancePath.replace(/^\//, "").replace(/\//g, ".") === path || (e.params as { additionalProperty?: string }).additionalProperty === path,
      ),
    ).toBe(true);
  });
});
