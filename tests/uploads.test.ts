// The stored names and limits of browser-delivery uploads (runtime/ask-question/uploads.ts).
import { describe, expect, it } from "vitest";
import { safeFileName, uploadLimit } from "../runtime/ask-question/uploads.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { CONSTANTS } from "../generated/types.js";

describe("safeFileName", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\a.txt", "a.txt"],
    ["..", "file"],
    ["", "file"],
    ["a\u0000b\nc.txt", "a_b_c.txt"],
    ["报告 Q3.txt", "报告 Q3.txt"],
  ])("%j → %j", (name, expected) => expect(safeFileName(name)).toBe(expected));

  it("keeps at most 200 UTF-8 bytes, cut on a code point", () => {
    const cut = safeFileName("文".repeat(100));
    expect(cut).toBe("文".repeat(66));
    expect(Buffer.byteLength(cut)).toBe(198);
  });
});

describe("uploadLimit", () => {
  const input = normalizeMcpAskUserToolInput({
    requestId: "r",
    sessionId: "s",
    title: "t",
    ui: {
      fields: [
        { name: "a", title: "A", widget: "file", maxFileSize: 2048 },
        { name: "b", title: "B", widget: "file" },
        { name: "c", title: "C", widget: "text" },
      ],
    },
  });
  it("is the field's maxFileSize, else maxUploadBytes; undefined for a field that is not a file", () => {
    expect([uploadLimit(input, "a"), uploadLimit(input, "b"), uploadLimit(input, "c"), uploadLimit(input, "zz")]).toEqual([
      2048,
      CONSTANTS.maxUploadBytes,
      undefined,
      undefined,
    ]);
  });
});
