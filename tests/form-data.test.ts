// Files in answers as the newest web client checks and sends them (docs/dockpanel.md "Files in
// answers"): the web client's own normalizeMcpAskFormData.test.ts cases through adapters that only
// rename, checkMcpAskFormData on upload states (`#/$defs/FileValue` status), and the helpers a
// client no longer hand-writes (sortMessagesByConversationIndex, findContainingMessageIndex,
// fieldPrimaryType, isHttpFileUrl beside the formatter's isRemoteFileUrl).
import { describe, expect, it } from "vitest";
import { checkMcpAskFormData } from "../runtime/contract/builder.js";
import { hasMcpAskResumeMessage, isRemoteFileUrl } from "../runtime/contract/formatter.js";
import type { McpAskHistoryMessage, McpAskInteraction } from "../generated/types.js";
import { validateFileValue } from "../runtime/contract/validators.js";
import { extractUploadedFileUrls, fieldPrimaryType, isHttpFileUrl, normalizeMcpAskFormData } from "../runtime/contract/form-data.js";
import { findContainingMessageIndex, sortMessagesByConversationIndex } from "../runtime/contract/history.js";

const fileUi = (fields: Array<Record<string, unknown> & { name: string }>) =>
  ({ ui: { version: "nuwax.interaction.v2", presentation: "inline", title: "上传", fields } }) as never;
const done = (uid: string, name: string, url: string) => ({ uid, name, type: "image/png", size: 10, status: "done" as const, url });
/** The web client's normalizeMcpAskFileFieldValue(value, multiple). */
const normalizeMcpAskFileFieldValue = (value: unknown, multiple?: boolean) =>
  multiple ? extractUploadedFileUrls(value) : (extractUploadedFileUrls(value)[0] ?? "");

describe("web client: normalizeMcpAskFormData cases", () => {
  it("extracts remote URLs from UploadFileInfo list", () => {
    const files = [
      done("1", "a.png", "https://cdn.example.com/a.png"),
      { uid: "2", name: "b.png", type: "image/png", size: 200, status: "uploading", url: "" },
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
    expect(normalizeMcpAskFileFieldValue([done("1", "shot.png", "https://cdn.example.com/shot.png")], false)).toBe("https://cdn.example.com/shot.png");
  });

  it("normalizes multiple file field to URL array", () => {
    expect(
      normalizeMcpAskFileFieldValue([done("1", "a.png", "https://cdn.example.com/a.png"), done("2", "b.png", "https://cdn.example.com/b.png")], true),
    ).toEqual(["https://cdn.example.com/a.png", "https://cdn.example.com/b.png"]);
  });

  it("rejects required file field without remote URL (validateMcpAskRequiredFileField → checkMcpAskFormData)", () => {
    const input = fileUi([{ name: "shot", title: "截图", widget: "file", required: true }]);
    const problems = checkMcpAskFormData(input, { shot: [{ uid: "1", name: "shot.png", type: "image/png", size: 10, status: "uploading", url: "" }] });
    expect(problems).toEqual([
      {
        path: "formData.shot[0]",
        message: 'file "shot.png" is still uploading: it has no address the agent can open yet',
        fix: "wait for the upload to finish, then send",
        subject: "shot",
        code: "not_a_file",
      },
    ]);
  });

  it("accepts required file field with remote URL", () => {
    expect(
      checkMcpAskFormData(fileUi([{ name: "shot", title: "截图", widget: "file", required: true }]), {
        shot: [done("1", "shot.png", "https://cdn.example.com/shot.png")],
      }),
    ).toEqual([]);
  });

  it("normalizes only file widgets in form data", () => {
    const input = fileUi([
      { name: "choice", title: "选项", widget: "radio" },
      { name: "screenshot", title: "截图", widget: "file" },
      { name: "attachments", title: "附件", widget: "file", multiple: true },
    ]);
    const formData = {
      choice: "deploy",
      screenshot: [done("1", "shot.png", "https://cdn.example.com/shot.png")],
      attachments: [{ ...done("2", "doc.pdf", "https://cdn.example.com/doc.pdf"), type: "application/pdf" }],
    };
    expect(normalizeMcpAskFormData(input, formData)).toEqual({
      choice: "deploy",
      screenshot: "https://cdn.example.com/shot.png",
      attachments: ["https://cdn.example.com/doc.pdf"],
    });
    expect(formData.screenshot[0]!.status).toBe("done"); // not changed
  });
});

describe("upload states in checkMcpAskFormData (#/$defs/FileValue status)", () => {
  const input = fileUi([{ name: "files", title: "附件", widget: "file", multiple: true, required: true }]);

  it("the states are contract data", () => {
    expect(validateFileValue({ name: "a.png", status: "uploading", url: "" })).toBe(true);
    expect(validateFileValue({ name: "a.png", status: "paused" })).toBe(false);
  });

  it("a failed upload is refused with its own fix", () => {
    expect(checkMcpAskFormData(input, { files: [{ name: "a.png", status: "error", url: "" }] })).toEqual([
      {
        path: "formData.files[0]",
        message: 'file "a.png" failed to upload: it has no address the agent can open yet',
        fix: "upload the file again, or remove it",
        subject: "files",
        code: "not_a_file",
      },
    ]);
  });

  it("removed files are not part of the answer: all removed is no answer", () => {
    expect(checkMcpAskFormData(input, { files: [{ name: "a.png", status: "removed", url: "https://x/a.png" }] })).toEqual([
      {
        path: "formData.files",
        message: '"附件" is required but its files were all removed',
        fix: 'add a file to "附件" before sending',
        subject: "files",
        code: "required",
      },
    ]);
    expect(checkMcpAskFormData(input, { files: [{ name: "a.png", status: "removed" }, done("2", "b.png", "https://x/b.png")] })).toEqual([]);
    // A single-file field with one kept file and one removed one takes it.
    expect(
      checkMcpAskFormData(fileUi([{ name: "f", title: "F", widget: "file" }]), {
        f: [{ name: "a", status: "removed" }, done("2", "b.png", "https://x/b.png")],
      }),
    ).toEqual([]);
  });

  it("a file without status (the mobile attachment, a URL) is uploaded", () => {
    expect(checkMcpAskFormData(input, { files: [{ fileName: "a.pdf", fileUrl: "https://x/a.pdf", fileSize: 3 }, "https://x/b.pdf"] })).toEqual([]);
    expect(normalizeMcpAskFormData(input as never, { files: [{ fileName: "a.pdf", fileUrl: "https://x/a.pdf" }, "https://x/b.pdf", "blob:local"] })).toEqual({
      files: ["https://x/a.pdf", "https://x/b.pdf"],
    });
  });

  it("normalizeMcpAskFormData refuses formData that is not an object", () => {
    expect(() => normalizeMcpAskFormData(input as never, [] as never)).toThrow(/formData must be an object/);
  });
});

describe("helpers a client no longer hand-writes", () => {
  it("isHttpFileUrl is the web's normalizeMcpAskFormData.isRemoteFileUrl; the formatter's isRemoteFileUrl classifies for display", () => {
    expect(isHttpFileUrl("https://github.com/x/y")).toBe(true);
    expect(isRemoteFileUrl("https://github.com/x/y")).toBe(false); // a web page, not a file card
    expect(isHttpFileUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isRemoteFileUrl("https://cdn.example.com/a.png")).toBe(false); // an image
    expect(isHttpFileUrl("ftp://x/a.pdf")).toBe(false);
    expect(isHttpFileUrl(42)).toBe(false);
  });

  it("sortMessagesByConversationIndex: by index, a missing index as 0, ties in order, a copy", () => {
    const messages = [{ id: "c", index: 3 }, { id: "a" }, { id: "b", index: 1 }, { id: "a2", index: 0 }] as McpAskHistoryMessage[];
    expect(sortMessagesByConversationIndex(messages).map((m) => m.id)).toEqual(["a", "a2", "b", "c"]);
    expect(messages.map((m) => m.id)).toEqual(["c", "a", "b", "a2"]);
    expect(sortMessagesByConversationIndex(undefined)).toEqual([]);
  });

  it("findContainingMessageIndex gives the containingMessageIndex hasMcpAskResumeMessage reads", () => {
    const ask: McpAskInteraction = {
      toolCallId: "tc",
      input: {
        toolName: "nuwax_ask_question",
        schemaVersion: "nuwax.mcp_ask.v2",
        requestId: "ask-1",
        revision: 1,
        sessionId: "s",
        title: "T",
        ui: { version: "nuwax.interaction.v2", presentation: "inline", title: "T", fields: [{ name: "a", title: "A", widget: "text" }] },
      },
    };
    const messages: McpAskHistoryMessage[] = [
      { id: "resume", index: 5, text: "我已填写「T」，表单内容如下：\nA：x" },
      { id: "ask", index: 4, mcpAskInteractions: [ask] },
    ];
    const at = findContainingMessageIndex(messages, "ask-1");
    expect(at).toBe(0);
    expect(hasMcpAskResumeMessage(messages, ask, { containingMessageIndex: at })).toBe(true);
    expect(findContainingMessageIndex(messages, "other")).toBe(-1);
  });

  it("fieldPrimaryType: the declared type, else the widget's value type", () => {
    expect(fieldPrimaryType({ name: "a", widget: "text" })).toBe("string");
    expect(fieldPrimaryType({ name: "a", widget: "number", type: "integer" })).toBe("integer");
    expect(fieldPrimaryType({ name: "a", type: ["string", "null"] } as never)).toBe("string");
    expect(fieldPrimaryType({ name: "a", widget: "checkboxes", options: [{ value: "x", label: "X" }] })).toBe("array");
    expect(fieldPrimaryType({ name: "a", widget: "file" })).toBe("string");
    expect(fieldPrimaryType({ name: "a", widget: "file", multiple: true })).toBe("array");
    expect(fieldPrimaryType({ name: "a", options: [{ value: "x", label: "X" }] })).toBe("string");
  });
});
