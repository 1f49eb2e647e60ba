// The newest nuwax web client (branch feat/dong-2026.6.18) against the kit, beyond its answer
// message (tests/dockpanel-newest.test.ts): its own cases of utils/applyMcpAskToolCallSseEvent,
// normalizeMcpAskFormData, parseMcpAskSchema, extractMcpAskStructuredInput,
// mcpAskExecutedComponent, mcpAskHydrateMessage and reconcileMcpAskHydratedStatus, with the same
// inputs and expected values, through adapters that rename the kit's functions
// (docs/dockpanel.md). Where an adapter keeps a line of the client's own message-state code (which
// card list a patch appends to), the comment says so; every decision about the ask is the kit's.
import { describe, expect, it } from "vitest";
import { extractMcpAskFromExecutedComponent, extractMcpAskFromSseEvent, mcpAskComponentState, mcpAskHydratedResponseStatus } from "../runtime/contract/acp.js";
import { checkMcpAskFormData, extractMcpAskInputFromToolResult } from "../runtime/contract/builder.js";
import { hasMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import {
  extractUploadedFileUrls,
  hydrateMcpAskFileFieldValue as kitHydrateFileFieldValue,
  hydrateMcpAskFormValues as kitHydrateFormValues,
  limitMcpAskUploadFileList,
  normalizeMcpAskFileFieldValue,
  normalizeMcpAskFormData as kitNormalizeFormData,
  urlToUploadFileInfo,
} from "../runtime/contract/form-data.js";
import { upgradeMcpAskUserToolInput } from "../runtime/contract/upgrade.js";
import { resolveFormFields } from "../runtime/contract/widgets.js";
import type { McpAskHistoryMessage, McpAskInteraction } from "../generated/types.js";

// ---------------------------------------------------------------------------
// The client's enums, with the values its backend sends.
// ---------------------------------------------------------------------------
const ConversationEventTypeEnum = { PROCESSING: "PROCESSING", MESSAGE: "MESSAGE" } as const;
const MessageStatusEnum = { Loading: "loading", Complete: "complete" } as const;
const UploadFileStatus = { done: "done", uploading: "uploading", error: "error", removed: "removed" } as const;

type Message = McpAskHistoryMessage & {
  id?: string;
  status?: string;
  componentExecutedList?: unknown[];
  mcpAskInteractions?: Array<McpAskInteraction & { executeId?: string }>;
};

// ---------------------------------------------------------------------------
// Adapters of renaming only.
// ---------------------------------------------------------------------------

/**
 * applyMcpAskToolCallSseEvent(res, currentMessage): extractMcpAskFromSseEvent finds the ask; the
 * client's state code appends it to the message's cards unless that question is there, and shows
 * the message as loading while it waits for the answer.
 */
function applyMcpAskToolCallSseEvent(res: unknown, currentMessage: Message): Message | null {
  const found = extractMcpAskFromSseEvent(res);
  if (!found.ok || !found.toolCallId) return null;
  const interactions = currentMessage.mcpAskInteractions ?? [];
  if (interactions.some((item) => item.input.requestId === found.input.requestId)) return null;
  const card = {
    input: found.input,
    toolCallId: found.toolCallId,
    ...(found.executeId ? { executeId: found.executeId } : {}),
    responseStatus: "pending" as const,
  };
  return { ...currentMessage, mcpAskInteractions: [...interactions, card], status: MessageStatusEnum.Loading };
}

/** parseInteractionFields(ui, fieldNames?): the JSON Schema form upgraded (upgradeMcpAskUserToolInput), then resolveFormFields; their enumValues are our options' values. */
function parseInteractionFields(ui: Record<string, unknown>, fieldNames?: string[]) {
  const upgraded = upgradeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "Ask", ui });
  if (!upgraded.ok) throw new Error(upgraded.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
  return resolveFormFields(upgraded.value.ui, fieldNames).map((field) => ({
    ...field,
    ...("options" in field ? { enumValues: field.options.map((o) => o.value) } : {}),
  }));
}

/** resolveFieldWidget(name, property, uiSchema): the widget parseInteractionFields gives that one property. */
const resolveFieldWidget = (name: string, property: Record<string, unknown>, uiSchema: Record<string, unknown> | undefined) =>
  parseInteractionFields({
    version: "nuwaclaw.interaction.v1",
    presentation: "inline",
    title: "Ask",
    schema: { type: "object", properties: { [name]: property } },
    ...(uiSchema ? { uiSchema } : {}),
  })[0]?.widget;

/** normalizeMcpAskFormData(formData, ui) / hydrateMcpAskFormValues(formData, ui): the kit takes the question first. */
const normalizeMcpAskFormData = (formData: Record<string, unknown>, ui: Record<string, unknown>) => kitNormalizeFormData({ ui } as never, formData);
const hydrateMcpAskFormValues = (formData: Record<string, unknown>, ui: Record<string, unknown>) => kitHydrateFormValues({ ui } as never, formData);
const hydrateMcpAskFileFieldValue = kitHydrateFileFieldValue;

/** validateMcpAskRequiredFileField(value): checkMcpAskFormData of a required file field; the client's error code when it has a problem. */
function validateMcpAskRequiredFileField(value: unknown): void {
  const question = { ui: { fields: [{ name: "file", title: "File", widget: "file" as const, required: true }] } };
  if (checkMcpAskFormData(question, { file: value }).length > 0) throw new Error("MCP_ASK_FILE_REQUIRED");
}

/** extractMcpAskStructuredInputFromResult: the same function. */
const extractMcpAskStructuredInputFromResult = extractMcpAskInputFromToolResult;

/** mcpAskExecutedComponent's predicates: the component's state. */
const isMcpAskCompletedComponent = (component: unknown) => mcpAskComponentState(component) === "completed";
const isMcpAskFailedComponent = (component: unknown) => mcpAskComponentState(component) === "failed";
const resolveMcpAskHydratedResponseStatus = mcpAskHydratedResponseStatus;

/** hydrateMcpAskInteractionsFromExecutedComponents(message): the cards of its persisted components (extractMcpAskFromExecutedComponent). */
function hydrateMcpAskInteractionsFromExecutedComponents(message: Message): Message {
  const cards = (message.componentExecutedList ?? []).flatMap((component) => {
    const found = extractMcpAskFromExecutedComponent(component);
    return found.ok && found.toolCallId ? [{ input: found.input, toolCallId: found.toolCallId, responseStatus: mcpAskHydratedResponseStatus(component) }] : [];
  });
  return { ...message, mcpAskInteractions: cards.length ? cards : undefined };
}

/** reconcileMcpAskHydratedMessageList(messages, context): a waiting card whose answer is in history (hasMcpAskResumeMessage) is submitted. */
function reconcileMcpAskHydratedMessageList(messages: Message[], context: Message[] = messages): Message[] {
  return messages.map((message) => ({
    ...message,
    ...(message.mcpAskInteractions
      ? {
          mcpAskInteractions: message.mcpAskInteractions.map((item) =>
            item.responseStatus === "pending" && hasMcpAskResumeMessage(context, item) ? { ...item, responseStatus: "submitted" as const } : item,
          ),
        }
      : {}),
  }));
}

// ---------------------------------------------------------------------------
// utils/applyMcpAskToolCallSseEvent.test.ts
// ---------------------------------------------------------------------------
const baseAskInput = {
  schemaVersion: "nuwax.mcp_ask.v2",
  requestId: "ask-1",
  revision: 1,
  sessionId: "session-1",
  title: "Need input",
  ui: { version: "nuwax.interaction.v2", presentation: "inline", title: "Need input", fields: [{ name: "choice", title: "选项", widget: "text" }] },
};

describe("newest web client: applyMcpAskToolCallSseEvent cases (extractMcpAskFromSseEvent)", () => {
  it("accepts backend PROCESSING tool calls for nuwax_ask_question", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: { executeId: "tool-call-1", result: { executeId: "tool-call-1", input: { ...baseAskInput, toolName: "nuwax_ask_question" } } },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-1");
    expect(patched?.mcpAskInteractions?.[0]?.input.toolName).toBe("nuwax_ask_question");
  });

  it("forces the message back to loading for pending ask interactions", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          executeId: "ask-loading",
          result: { executeId: "ask-loading", input: { ...baseAskInput, requestId: "ask-loading", toolName: "nuwax_ask_question" } },
        },
      },
      { id: "msg-ask-loading", status: MessageStatusEnum.Complete },
    );
    expect(patched?.status).toBe(MessageStatusEnum.Loading);
  });

  it("defaults missing toolName to nuwax_ask_question", () => {
    const patched = applyMcpAskToolCallSseEvent(
      { messageType: "agentSessionUpdate", subType: "tool_call", data: { toolCallId: "tool-call-2", rawInput: baseAskInput } },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.input.toolName).toBe("nuwax_ask_question");
  });

  it("accepts backend-wrapped tool_call progress events", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.MESSAGE,
        data: {
          messageType: "agentSessionUpdate",
          subType: "tool_call",
          data: { tool_call_id: "tool-call-3", raw_input: { ...baseAskInput, requestId: "ask-3", toolName: "nuwax_ask_question" } },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-3");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-3");
  });

  it("accepts tool_call_update in-progress events with MCP Ask raw input", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.MESSAGE,
        data: {
          messageType: "agentSessionUpdate",
          subType: "tool_call_update",
          data: { toolCallId: "tool-call-4", status: "in_progress", rawInput: { ...baseAskInput, requestId: "ask-4", toolName: "nuwax_ask_question" } },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-4");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-4");
  });

  it("keeps an active MCP Ask interaction when the MCP call completes pending user input", () => {
    const currentMessage: Message = {
      id: "msg-1",
      mcpAskInteractions: [
        { input: { ...baseAskInput, requestId: "ask-5", toolName: "nuwax_ask_question" } as never, toolCallId: "tool-call-5", responseStatus: "pending" },
      ],
    };
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.MESSAGE,
        data: {
          messageType: "agentSessionUpdate",
          subType: "tool_call_update",
          data: { toolCallId: "tool-call-5", status: "completed", rawInput: { ...baseAskInput, requestId: "ask-5", toolName: "nuwax_ask_question" } },
        },
      },
      currentMessage,
    );
    expect(patched).toBeNull();
  });

  it("creates an MCP Ask card from a completed tool_call_update if that is the first event received", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.MESSAGE,
        data: {
          messageType: "agentSessionUpdate",
          subType: "tool_call_update",
          data: { toolCallId: "tool-call-6", status: "completed", rawInput: { ...baseAskInput, requestId: "ask-6", toolName: "nuwax_ask_question" } },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-6");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-6");
  });

  it("accepts rawInput nested under data.ext", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        messageType: "agentSessionUpdate",
        subType: "tool_call",
        data: { toolCallId: "tool-call-7", ext: { rawInput: { ...baseAskInput, requestId: "ask-7", toolName: "nuwax_ask_question" } } },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-7");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-7");
  });

  it("accepts agent input missing schemaVersion when ui.version is present", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          name: "ask-question__nuwax_ask_question",
          type: "ToolCall",
          status: "EXECUTING",
          result: {
            executeId: "call-775",
            input: {
              requestId: "weather-plan-confirm-5",
              revision: 1,
              sessionId: "weather-dev",
              title: "确认方案",
              ui: { version: "nuwax.interaction.v2", presentation: "modal", title: "确认方案", fields: [{ name: "confirm", title: "确认", widget: "text" }] },
            },
          },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.input.schemaVersion).toBe("nuwax.mcp_ask.v2");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("weather-plan-confirm-5");
  });

  it("prefers canonical input from result.data structuredContent over agent result.input", () => {
    const canonical = {
      toolName: "nuwax_ask_question",
      schemaVersion: "nuwax.mcp_ask.v2",
      requestId: "weather-plan-confirm-5",
      revision: 1,
      sessionId: "weather-dev",
      title: "canonical title",
      ui: { version: "nuwax.interaction.v2", presentation: "modal", title: "canonical title", fields: [{ name: "confirm", title: "确认", widget: "text" }] },
    };
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          name: "ask-question__nuwax_ask_question",
          type: "ToolCall",
          status: "FINISHED",
          result: {
            executeId: "call-775",
            input: {
              requestId: "weather-plan-confirm-5",
              revision: 1,
              sessionId: "weather-dev",
              title: "agent title",
              ui: {
                version: "nuwax.interaction.v2",
                presentation: "modal",
                title: "agent title",
                fields: [{ name: "confirm", title: "确认", widget: "text" }],
              },
            },
            data: [
              {
                type: "content",
                content: {
                  type: "text",
                  text: JSON.stringify({ status: "pending", requestId: "weather-plan-confirm-5", revision: 1, message: "presented", input: canonical }),
                },
              },
            ],
          },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.input.title).toBe("canonical title");
    expect(patched?.mcpAskInteractions?.[0]?.input.toolName).toBe("nuwax_ask_question");
  });

  it("accepts Backend.Sandbox.Event.AskQuestion ASK_QUESTION PROCESSING event", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          targetId: -1,
          name: "Backend.Sandbox.Event.AskQuestion",
          type: "Event",
          status: "FINISHED",
          subEventType: "ASK_QUESTION",
          result: {
            executeId: "call_272edddbb5e140128d146826",
            input: {
              requestId: "demo_form_1",
              sessionId: "demo_session_1",
              title: "nuwax_ask_question 演示",
              ui: {
                version: "nuwax.interaction.v2",
                presentation: "inline",
                title: "演示表单",
                fields: [{ name: "favorite_color", title: "最喜欢的颜色", widget: "radio", options: [{ value: "red", label: "红色" }] }],
              },
            },
          },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("call_272edddbb5e140128d146826");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("demo_form_1");
  });

  it("accepts bare v2 input with no schemaVersion/ui.version (agent omits stamp fields)", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        messageType: "agentSessionUpdate",
        subType: "tool_call",
        data: {
          toolCallId: "tool-call-bare-v2",
          rawInput: {
            requestId: "ask-bare",
            revision: 1,
            sessionId: "sess-bare",
            title: "Bare v2",
            ui: {
              presentation: "inline",
              title: "Bare v2",
              fields: [
                {
                  name: "choice",
                  title: "选项",
                  widget: "radio",
                  options: [
                    { value: "a", label: "甲" },
                    { value: "b", label: "乙" },
                  ],
                },
              ],
            },
          },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("tool-call-bare-v2");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-bare");
    expect(patched?.mcpAskInteractions?.[0]?.input.schemaVersion).toBe("nuwax.mcp_ask.v2");
  });

  it("accepts AgentFlow ASK_QUESTION payload with result.data and nuwax.mcp_ask.v1", () => {
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          name: "AskQuestion",
          type: "Event",
          status: "EXECUTING",
          subEventType: "ASK_QUESTION",
          result: {
            executeId: "733e52ee48a8406b8f148de386092f47",
            data: {
              schemaVersion: "nuwax.mcp_ask.v1",
              requestId: "13f030d0c07547fe83fd6d43b624f0e0",
              title: "补充回复",
              revision: 1,
              ui: {
                presentation: "inline",
                title: "请选择\n\n",
                fields: [
                  { widget: "text", name: "name", title: "你的名字" },
                  {
                    widget: "radio",
                    name: "ddw",
                    title: "单选",
                    options: [
                      { label: "1", value: "1" },
                      { label: "2", value: "2" },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
      { id: "msg-1" },
    );
    expect(patched?.mcpAskInteractions?.[0]?.toolCallId).toBe("13f030d0c07547fe83fd6d43b624f0e0");
    expect(patched?.mcpAskInteractions?.[0]?.executeId).toBe("733e52ee48a8406b8f148de386092f47");
    expect(patched?.mcpAskInteractions?.[0]?.input.requestId).toBe("13f030d0c07547fe83fd6d43b624f0e0");
    expect(patched?.mcpAskInteractions?.[0]?.input.schemaVersion).toBe("nuwax.mcp_ask.v2");
  });

  it("creates a second ask interaction when requestId differs", () => {
    const currentMessage: Message = {
      id: "msg-1",
      mcpAskInteractions: [
        {
          input: { ...baseAskInput, requestId: "13f030d0c07547fe83fd6d43b624f0e0", title: "补充回复", toolName: "nuwax_ask_question" } as never,
          toolCallId: "13f030d0c07547fe83fd6d43b624f0e0",
          executeId: "733e52ee48a8406b8f148de386092f47",
          responseStatus: "submitted",
        },
      ],
    };
    const patched = applyMcpAskToolCallSseEvent(
      {
        eventType: ConversationEventTypeEnum.PROCESSING,
        data: {
          subEventType: "ASK_QUESTION",
          result: {
            executeId: "449db35f985747bf8cd1645627bc2d8c",
            data: {
              schemaVersion: "nuwax.mcp_ask.v1",
              requestId: "ed325c9eec724bce95ca6a05974b42d6",
              title: "补充回复",
              revision: 1,
              ui: { presentation: "inline", title: "请选择\n\n", fields: [{ widget: "text", name: "name", title: "你的名字" }] },
            },
          },
        },
      },
      currentMessage,
    );
    expect(patched?.mcpAskInteractions).toHaveLength(2);
    expect(patched?.mcpAskInteractions?.[1]?.input.requestId).toBe("ed325c9eec724bce95ca6a05974b42d6");
    expect(patched?.mcpAskInteractions?.[1]?.responseStatus).toBe("pending");
  });
});

// ---------------------------------------------------------------------------
// utils/normalizeMcpAskFormData.test.ts
// ---------------------------------------------------------------------------
const fileUi = (fields: unknown[]) => ({ version: "nuwax.interaction.v2", presentation: "inline", title: "上传", fields });

describe("newest web client: normalizeMcpAskFormData cases", () => {
  it("extracts remote URLs from UploadFileInfo list", () => {
    const files = [
      { uid: "1", name: "a.png", type: "image/png", size: 100, status: UploadFileStatus.done, url: "https://cdn.example.com/a.png" },
      { uid: "2", name: "b.png", type: "image/png", size: 200, status: UploadFileStatus.uploading, url: "" },
    ];
    expect(extractUploadedFileUrls(files)).toEqual(["https://cdn.example.com/a.png"]);
  });

  it("keeps existing URL strings unchanged", () => {
    expect(extractUploadedFileUrls("https://cdn.example.com/existing.png")).toEqual(["https://cdn.example.com/existing.png"]);
    expect(extractUploadedFileUrls(["https://cdn.example.com/1.png", "https://cdn.example.com/2.png"])).toEqual([
      "https://cdn.example.com/1.png",
      "https://cdn.example.com/2.png",
    ]);
  });

  it("normalizes single file field to one URL string", () => {
    expect(
      normalizeMcpAskFileFieldValue(
        [{ uid: "1", name: "shot.png", type: "image/png", size: 10, status: UploadFileStatus.done, url: "https://cdn.example.com/shot.png" }],
        false,
      ),
    ).toBe("https://cdn.example.com/shot.png");
  });

  it("normalizes multiple file field to URL array", () => {
    expect(
      normalizeMcpAskFileFieldValue(
        [
          { uid: "1", name: "a.png", type: "image/png", size: 10, status: UploadFileStatus.done, url: "https://cdn.example.com/a.png" },
          { uid: "2", name: "b.png", type: "image/png", size: 20, status: UploadFileStatus.done, url: "https://cdn.example.com/b.png" },
        ],
        true,
      ),
    ).toEqual(["https://cdn.example.com/a.png", "https://cdn.example.com/b.png"]);
  });

  it("rejects required file field without remote URL", () => {
    expect(() =>
      validateMcpAskRequiredFileField([{ uid: "1", name: "shot.png", type: "image/png", size: 10, status: UploadFileStatus.uploading, url: "" }]),
    ).toThrow("MCP_ASK_FILE_REQUIRED");
  });

  it("accepts required file field with remote URL", () => {
    expect(() =>
      validateMcpAskRequiredFileField([
        { uid: "1", name: "shot.png", type: "image/png", size: 10, status: UploadFileStatus.done, url: "https://cdn.example.com/shot.png" },
      ]),
    ).not.toThrow();
  });

  it("normalizes only file widgets in form data", () => {
    const formData = normalizeMcpAskFormData(
      {
        choice: "deploy",
        screenshot: [{ uid: "1", name: "shot.png", type: "image/png", size: 10, status: UploadFileStatus.done, url: "https://cdn.example.com/shot.png" }],
        attachments: [{ uid: "2", name: "doc.pdf", type: "application/pdf", size: 20, status: UploadFileStatus.done, url: "https://cdn.example.com/doc.pdf" }],
      },
      fileUi([
        { name: "choice", title: "选项", widget: "radio" },
        { name: "screenshot", title: "截图", widget: "file" },
        { name: "attachments", title: "附件", widget: "file", multiple: true },
      ]),
    );
    expect(formData).toEqual({ choice: "deploy", screenshot: "https://cdn.example.com/shot.png", attachments: ["https://cdn.example.com/doc.pdf"] });
  });

  it("hydrates submitted URL strings back to Upload fileList", () => {
    const hydrated = hydrateMcpAskFormValues(
      { screenshot: "https://cdn.example.com/shot.png", attachments: ["https://cdn.example.com/a.pdf"] },
      fileUi([
        { name: "screenshot", title: "截图", widget: "file" },
        { name: "attachments", title: "附件", widget: "file", multiple: true },
      ]),
    );
    expect(hydrated.screenshot).toEqual([urlToUploadFileInfo("https://cdn.example.com/shot.png", 0)]);
    expect(hydrated.attachments).toEqual([urlToUploadFileInfo("https://cdn.example.com/a.pdf", 0)]);
  });

  it("keeps existing Upload fileList when hydrating in-progress values", () => {
    const uploading = [{ uid: "local-1", name: "local.png", type: "image/png", size: 10, status: UploadFileStatus.uploading, url: "" }];
    expect(hydrateMcpAskFileFieldValue(uploading, false)).toEqual(uploading);
  });

  it("limits single-file field hydration to one URL", () => {
    expect(hydrateMcpAskFileFieldValue(["https://cdn.example.com/a.png", "https://cdn.example.com/b.png"], false)).toEqual([
      urlToUploadFileInfo("https://cdn.example.com/a.png", 0),
    ]);
  });

  it("limits single-file upload list to the latest file", () => {
    const files = [
      { uid: "1", name: "a.png", type: "image/png", size: 10, status: UploadFileStatus.done, url: "https://cdn.example.com/a.png" },
      { uid: "2", name: "b.png", type: "image/png", size: 20, status: UploadFileStatus.done, url: "https://cdn.example.com/b.png" },
    ];
    expect(limitMcpAskUploadFileList(files, false)).toEqual([files[1]]);
    expect(limitMcpAskUploadFileList(files, true)).toEqual(files);
  });
});

describe("urlToUploadFileInfo and the hydrate helpers (what the ported cases leave open)", () => {
  it("names the file by the URL's last path segment and types it by the contract's extensions", () => {
    expect(urlToUploadFileInfo("https://cdn.example.com/docs/report.pdf?x=1", 2)).toEqual({
      uid: "mcp-ask-url-2-https://cdn.example.com/docs/report.pdf?x=1",
      name: "report.pdf",
      type: "application/pdf",
      size: 0,
      url: "https://cdn.example.com/docs/report.pdf?x=1",
      status: "done",
    });
    expect(urlToUploadFileInfo("https://testagent.xspaceagi.com/api/f/s3/default/20260703/abc123")).toMatchObject({
      name: "abc123",
      type: "application/octet-stream",
    });
    expect(urlToUploadFileInfo("https://cdn.example.com/a.png").type).toBe("image/png");
  });

  it("round-trips: what normalize sends, hydrate shows, and normalize sends again", () => {
    const ui = fileUi([
      { name: "docs", title: "文档", widget: "file", multiple: true },
      { name: "note", title: "备注", widget: "text" },
    ]);
    const sent = { docs: ["https://x/1.pdf", "https://x/2.pdf"], note: "ok" };
    expect(normalizeMcpAskFormData(hydrateMcpAskFormValues(sent, ui), ui)).toEqual(sent);
    expect(hydrateMcpAskFormValues({ docs: "", note: "ok" }, ui)).toEqual({ docs: undefined, note: "ok" });
    expect(hydrateMcpAskFileFieldValue({ fileName: "a.pdf", fileUrl: "https://x/a.pdf" })).toEqual([{ fileName: "a.pdf", fileUrl: "https://x/a.pdf" }]);
    expect(hydrateMcpAskFileFieldValue(["not a url", "blob:local"])).toBeUndefined();
    expect(() => hydrateMcpAskFormValues("x" as never, ui)).toThrow(/formData must be an object/);
  });
});

// ---------------------------------------------------------------------------
// utils/parseMcpAskSchema.test.ts (the JSON Schema form of the NuwaClaw workbench)
// ---------------------------------------------------------------------------
describe("newest web client: parseInteractionFields cases (upgradeMcpAskUserToolInput + resolveFormFields)", () => {
  it("parses fields from a normal JSON schema", () => {
    const fields = parseInteractionFields({
      version: "nuwaclaw.interaction.v1",
      presentation: "wizard",
      title: "Ask",
      schema: { type: "object", required: ["thesisTitle"], properties: { thesisTitle: { type: "string", title: "论文题目" } } },
    });
    expect(fields).toMatchObject([{ name: "thesisTitle", required: true, widget: "text" }]);
  });

  it("tolerates schema metadata nested under properties", () => {
    const fields = parseInteractionFields(
      {
        version: "nuwaclaw.interaction.v1",
        presentation: "wizard",
        title: "Ask",
        schema: {
          type: "object",
          properties: {
            thesisTitle: { type: "string", title: "论文题目" },
            defenseDuration: { type: "string", title: "答辩时长", enum: ["10分钟", "15分钟"] },
            required: ["thesisTitle"],
            uiSchema: { defenseDuration: { "ui:widget": "radio" } },
          },
        },
      },
      ["thesisTitle", "defenseDuration"],
    );
    expect(fields).toHaveLength(2);
    expect(fields[0]).toMatchObject({ name: "thesisTitle", required: true, widget: "text" });
    expect(fields[1]).toMatchObject({ name: "defenseDuration", required: false, widget: "radio", enumValues: ["10分钟", "15分钟"] });
  });

  it("tolerates an extra schema wrapper", () => {
    const fields = parseInteractionFields(
      {
        version: "nuwaclaw.interaction.v1",
        presentation: "wizard",
        title: "Ask",
        schema: { schema: { type: "object", required: ["major"], properties: { major: { type: "string", title: "专业方向" } } } },
      },
      ["major"],
    );
    expect(fields).toMatchObject([{ name: "major", required: true }]);
  });
});

describe("newest web client: resolveFieldWidget cases", () => {
  it("resolves file widget from ui:widget", () => {
    expect(resolveFieldWidget("screenshot", { type: "string", format: "data-url", title: "截图" }, { screenshot: { "ui:widget": "file" } })).toBe("file");
  });
  it("resolves list widget from ui:widget", () => {
    expect(resolveFieldWidget("framework", { type: "string", enum: ["react", "vue", "angular"], title: "框架" }, { framework: { "ui:widget": "list" } })).toBe(
      "list",
    );
  });
  it("auto-detects checkboxes for array with enum items", () => {
    expect(resolveFieldWidget("features", { type: "array", items: { type: "string", enum: ["a", "b", "c"] }, title: "功能" }, undefined)).toBe("checkboxes");
  });
  it("auto-detects radio for enum", () => {
    expect(resolveFieldWidget("choice", { type: "string", enum: ["a", "b"], title: "选择" }, undefined)).toBe("radio");
  });
  it("resolves number widget from ui:widget", () => {
    expect(resolveFieldWidget("age", { type: "integer", title: "年龄", minimum: 0 }, { age: { "ui:widget": "number" } })).toBe("number");
  });
  it("auto-detects number for integer type", () => {
    expect(resolveFieldWidget("count", { type: "integer", title: "数量" }, undefined)).toBe("number");
  });
  it("auto-detects number for number type", () => {
    expect(resolveFieldWidget("score", { type: "number", title: "分数", minimum: 0, maximum: 100 }, undefined)).toBe("number");
  });
  it("auto-detects number for integer union type", () => {
    expect(resolveFieldWidget("count", { type: ["integer", "null"], title: "数量" }, undefined)).toBe("number");
  });
});

describe("the schema form's tolerated shapes stay precise", () => {
  it("reads required / uiSchema inside properties only in their own shapes; a property of that name stays a property", () => {
    const form = (properties: Record<string, unknown>) =>
      upgradeMcpAskUserToolInput({ requestId: "r", sessionId: "s", title: "T", ui: { schema: { type: "object", properties } } });
    const asProperty = form({ required: { type: "string", title: "必填项" }, uiSchema: { type: "string", title: "界面" } });
    expect(asProperty.ok && asProperty.value.ui.fields.map((f) => f.name)).toEqual(["required", "uiSchema"]);
    const asMetadata = form({ a: { type: "string" }, required: ["a"] });
    expect(asMetadata.ok && asMetadata.value.ui.fields).toMatchObject([{ name: "a", required: true }]);
  });

  it("a format other than a file widget's data-url is still named as lost", () => {
    const result = upgradeMcpAskUserToolInput({
      requestId: "r",
      sessionId: "s",
      title: "T",
      ui: { schema: { type: "object", properties: { when: { type: "string", format: "date" }, shot: { type: "string", format: "data-url" } } } },
    });
    expect(!result.ok && result.problems.map((p) => [p.path, p.message])).toEqual([
      ["ui.schema.properties.when", "cannot be upgraded without losing format (a field has no place for it)"],
      ["ui.schema.properties.shot", "cannot be upgraded without losing format (a field has no place for it)"],
    ]);
  });
});

// ---------------------------------------------------------------------------
// utils/extractMcpAskStructuredInput.test.ts
// ---------------------------------------------------------------------------
describe("newest web client: extractMcpAskStructuredInputFromResult cases", () => {
  it("extracts canonical input from MCP structuredContent text block", () => {
    const input = extractMcpAskStructuredInputFromResult({
      data: [
        {
          type: "content",
          content: {
            type: "text",
            text: JSON.stringify({
              status: "pending",
              requestId: "weather-plan-confirm-5",
              revision: 1,
              message: "presented",
              input: {
                toolName: "nuwax_ask_question",
                schemaVersion: "nuwax.mcp_ask.v2",
                requestId: "weather-plan-confirm-5",
                revision: 1,
                sessionId: "weather-dev",
                title: "确认方案",
                ui: { version: "nuwax.interaction.v2", presentation: "modal", title: "确认方案", fields: [] },
              },
            }),
          },
        },
      ],
    });
    expect(input?.schemaVersion).toBe("nuwax.mcp_ask.v2");
    expect(input?.requestId).toBe("weather-plan-confirm-5");
  });
});

// ---------------------------------------------------------------------------
// utils/mcpAskExecutedComponent.test.ts
// ---------------------------------------------------------------------------
describe("newest web client: mcpAskExecutedComponent cases (mcpAskComponentState, mcpAskHydratedResponseStatus)", () => {
  it("treats SUCCESS components as completed", () => {
    expect(isMcpAskCompletedComponent({ status: "SUCCESS", result: { success: true } })).toBe(true);
    // Deliberate difference (docs/dockpanel.md): this branch expects "submitted"; a completed call
    // only presented the question, so the kit starts the card pending and lets history decide —
    // as the web client's own later code does (SUCCESS components as pending).
    expect(resolveMcpAskHydratedResponseStatus({ status: "SUCCESS", result: { success: true } })).toBe("pending");
  });

  it("treats EXECUTING components as pending", () => {
    expect(isMcpAskCompletedComponent({ status: "EXECUTING" })).toBe(false);
    expect(resolveMcpAskHydratedResponseStatus({ status: "EXECUTING" })).toBe("pending");
  });

  it("treats FAILED components as failed", () => {
    expect(isMcpAskFailedComponent({ status: "FAILED", result: { success: false } })).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// utils/mcpAskHydrateMessage.test.ts and utils/reconcileMcpAskHydratedStatus.test.ts
// ---------------------------------------------------------------------------
describe("newest web client: hydrateMcpAskInteractionsFromExecutedComponents cases (extractMcpAskFromExecutedComponent)", () => {
  const askInput = {
    schemaVersion: "nuwaclaw.mcp_ask.v1",
    requestId: "ask-history-1",
    revision: 1,
    sessionId: "session-1",
    title: "历史表单",
    ui: {
      version: "nuwaclaw.interaction.v1",
      presentation: "inline",
      title: "历史表单",
      schema: { type: "object", properties: { topic: { type: "string", title: "主题" } }, required: ["topic"] },
    },
  };

  it("hydrates pending ask/question forms from successful persisted tool calls", () => {
    // The branch's own parser takes v2 inputs only and drops this NuwaClaw schema form; the kit upgrades it.
    const message = hydrateMcpAskInteractionsFromExecutedComponents({
      id: "msg-1",
      componentExecutedList: [{ status: "SUCCESS", result: { success: true, executeId: "call-1" }, input: { ...askInput, toolName: "nuwax_ask_question" } }],
    });
    expect(message.mcpAskInteractions).toHaveLength(1);
    expect(message.mcpAskInteractions?.[0]?.toolCallId).toBe("call-1");
    expect(message.mcpAskInteractions?.[0]?.input.requestId).toBe("ask-history-1");
  });

  it("does not hydrate failed timed-out ask/question calls", () => {
    const message = hydrateMcpAskInteractionsFromExecutedComponents({
      id: "msg-1",
      componentExecutedList: [{ status: "FAILED", result: { success: false, executeId: "call-1" }, input: { ...askInput, toolName: "nuwax_ask_question" } }],
    });
    expect(message.mcpAskInteractions).toBeUndefined();
  });
});

describe("newest web client: reconcileMcpAskHydratedMessageList cases (hasMcpAskResumeMessage)", () => {
  const askInteraction: McpAskInteraction = {
    input: {
      toolName: "nuwax_ask_question",
      schemaVersion: "nuwax.mcp_ask.v2",
      requestId: "ask-1",
      revision: 1,
      sessionId: "session-1",
      title: "历史表单",
      ui: { version: "nuwax.interaction.v2", presentation: "inline", title: "历史表单", fields: [] },
    },
    toolCallId: "call-1",
    responseStatus: "pending",
  };

  it("marks pending interactions as submitted when resume message exists", () => {
    const askMessage: Message = { id: "assistant-ask", mcpAskInteractions: [askInteraction] };
    const resumeMessage: Message = { id: "user-resume", text: "我已填写「历史表单」，表单内容如下：\n\n主题：AI" };
    const [reconciled] = reconcileMcpAskHydratedMessageList([askMessage], [askMessage, resumeMessage]);
    expect(reconciled!.mcpAskInteractions?.[0]?.responseStatus).toBe("submitted");
  });

  it("keeps pending interactions when no resume message exists", () => {
    const askMessage: Message = { id: "assistant-ask", mcpAskInteractions: [askInteraction] };
    const [reconciled] = reconcileMcpAskHydratedMessageList([askMessage]);
    expect(reconciled!.mcpAskInteractions?.[0]?.responseStatus).toBe("pending");
  });
});

// ---------------------------------------------------------------------------
// What the ported cases leave open: the SSE reader's refusals, the sessionId of an agent flow's ask.
// ---------------------------------------------------------------------------
describe("extractMcpAskFromSseEvent: what is no ask, and why", () => {
  const ask = { ...baseAskInput, toolName: "nuwax_ask_question" };
  it.each([
    ["not an object", "data: {}", "not_an_object"],
    ["a chat message", { eventType: "MESSAGE", data: { text: "hi", type: "CHAT" } }, "not_an_ask"],
    [
      "another tool's call",
      { eventType: "PROCESSING", data: { executeId: "e1", name: "Bash", type: "ToolCall", result: { executeId: "e1", input: { command: "ls" } } } },
      "not_an_ask",
    ],
    ["a PROCESSING event with no call", { eventType: "PROCESSING", data: { text: "thinking" } }, "not_an_ask"],
    [
      "an input naming another tool",
      { eventType: "PROCESSING", data: { executeId: "e1", result: { input: { ...ask, toolName: "other_tool" } } } },
      "not_this_tool",
    ],
    ["an ask event with no input", { eventType: "PROCESSING", subEventType: "ASK_QUESTION", data: { result: { executeId: "e1" } } }, "no_input"],
    [
      "another tool's ACP update",
      { messageType: "agentSessionUpdate", subType: "tool_call", data: { toolCallId: "t", title: "Bash", rawInput: { command: "ls" } } },
      "not_an_ask",
    ],
    [
      "an unnamed update whose arguments are no form",
      { messageType: "agentSessionUpdate", subType: "tool_call", data: { toolCallId: "t", rawInput: { requestId: "r", command: "ls" } } },
      "not_an_ask",
    ],
  ])("%s: %s", (_label, event, reason) => {
    expect(extractMcpAskFromSseEvent(event)).toMatchObject({ ok: false, reason });
  });

  it("an ask that cannot be rendered is invalid_input with every problem", () => {
    const found = extractMcpAskFromSseEvent({
      eventType: "PROCESSING",
      data: { executeId: "e1", result: { input: { ...ask, ui: { fields: [{ name: "env", title: "环境", widget: "radio" }] } } } },
    });
    expect(found).toMatchObject({ ok: false, reason: "invalid_input" });
    expect(!found.ok && found.problems?.map((p) => p.path)).toEqual(["ui.fields[0].options"]);
  });

  it("says where the ask came from, and never changes the event", () => {
    const event = {
      eventType: "PROCESSING",
      data: { subEventType: "ASK_QUESTION", result: { executeId: "e9", data: JSON.stringify({ status: "pending", input: ask }) } },
    };
    const copy = structuredClone(event);
    expect(extractMcpAskFromSseEvent(event)).toMatchObject({ ok: true, from: "askQuestion", toolCallId: "ask-1", executeId: "e9" });
    expect(event).toEqual(copy);
    expect(extractMcpAskFromSseEvent({ messageType: "agentSessionUpdate", subType: "tool_call", data: { toolCallId: "t", rawInput: ask } })).toMatchObject({
      ok: true,
      from: "toolUpdate",
      toolCallId: "t",
    });
    expect(
      extractMcpAskFromExecutedComponent({
        status: "FINISHED",
        subEventType: "ASK_QUESTION",
        result: { executeId: "call-3", data: JSON.stringify({ status: "pending", input: ask }) },
      }),
    ).toMatchObject({
      ok: true,
      from: "component",
      toolCallId: "ask-1",
      executeId: "call-3",
    });
  });

  it("component states: failed wins, then done, else pending", () => {
    expect(["FAILED", "ERROR", "SUCCESS", "FINISHED", "COMPLETED", "EXECUTING", undefined].map((status) => mcpAskComponentState({ status }))).toEqual([
      "failed",
      "failed",
      "completed",
      "completed",
      "completed",
      "pending",
      "pending",
    ]);
    expect(mcpAskComponentState({ status: "FINISHED", result: { success: false } })).toBe("failed");
    expect(mcpAskComponentState({ result: JSON.stringify({ success: true }) })).toBe("completed");
    expect(mcpAskComponentState(null)).toBe("pending");
    expect(mcpAskHydratedResponseStatus({ status: "FAILED" })).toBe("failed");
  });
});

describe('sessionId of an older producer\'s ask (docs/dockpanel.md "Older inputs")', () => {
  const agentFlow = {
    eventType: "PROCESSING",
    data: {
      subEventType: "ASK_QUESTION",
      result: {
        executeId: "e1",
        data: {
          schemaVersion: "nuwax.mcp_ask.v1",
          requestId: "r1",
          title: "补充回复",
          revision: 1,
          ui: { presentation: "inline", fields: [{ widget: "text", name: "name", title: "你的名字" }] },
        },
      },
    },
  };

  it("without the conversation's id: rendered, as the web client does, with the contract's placeholder flagged", () => {
    const found = extractMcpAskFromSseEvent(agentFlow);
    expect(found.ok && found.input.sessionId).toBe("unknown");
    expect(found.ok && found.upgrades).toEqual([
      { path: "schemaVersion", rule: "schema-version", from: "nuwax.mcp_ask.v1", to: "nuwax.mcp_ask.v2" },
      { path: "sessionId", rule: "session-id", to: "unknown", placeholder: true },
    ]);
  });

  it("with it: the conversation's id, no placeholder; an ask that has one keeps its own", () => {
    const found = extractMcpAskFromSseEvent(agentFlow, { sessionId: "conv-7" });
    expect(found.ok && found.input.sessionId).toBe("conv-7");
    expect(found.ok && found.upgrades?.find((u) => u.path === "sessionId")).toEqual({ path: "sessionId", rule: "session-id", to: "conv-7" });
    const own = structuredClone(agentFlow);
    (own.data.result.data as Record<string, unknown>).sessionId = "s-own";
    const kept = extractMcpAskFromSseEvent(own, { sessionId: "conv-7" });
    expect(kept.ok && kept.input.sessionId).toBe("s-own");
  });
});
