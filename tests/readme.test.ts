// The README's API examples, run as written, with the outputs it documents.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildMcpAskRawInput, checkMcpAskFormData } from "../runtime/contract/builder.js";
import { buildMcpAskResumeTextDisplay, formatMcpAskResumeMessage, isMcpAskResumeMessage, parseMcpAskResumeDisplayContent } from "../runtime/contract/formatter.js";
import { repoRoot } from "./helpers/temp.js";

const readme = readFileSync(join(repoRoot, "README.md"), "utf8");

describe("README", () => {
  it("builder and formatter examples produce the documented output", () => {
    const rawInput = buildMcpAskRawInput({
      requestId: "ask_001",
      sessionId: "sess_001",
      title: "请确认继续方式",
      fields: [
        { name: "choice", type: "radio", label: "选项", required: true, options: [{ value: "test", label: "先跑测试" }, { value: "deploy", label: "直接部署" }] },
        { name: "count", type: "number", label: "并发数", minimum: 1, maximum: 10 },
        { name: "remark", type: "textarea", label: "备注" },
      ],
    });
    expect(rawInput.ui.fields[1]!.type).toBe("integer");
    const submitted = formatMcpAskResumeMessage(rawInput, { action: "submit", formData: { choice: "test", count: 2 } });
    expect(readme).toContain(`// ${submitted.replace(/\n/g, "\\n")}`);
    const cancelled = formatMcpAskResumeMessage(rawInput, { action: "cancel" });
    expect(readme).toContain(`// ${cancelled}`);
    expect(isMcpAskResumeMessage(cancelled, rawInput)).toBe(true);
    expect(readme).toContain(`isMcpAskResumeMessage("${cancelled}", rawInput); // true`);
    const problems = checkMcpAskFormData(rawInput, { choice: "test", count: 20 });
    const shown = `[${problems.map((p) => `{ ${Object.entries(p).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(", ")} }`).join(", ")}]`;
    expect(readme).toContain(`// ${shown}`);
  });

  it("the chat-bubble display example produces the documented output", () => {
    const text = "我已填写「提交截图」，表单内容如下：\n截图：https://cdn.example.com/a.png";
    const asJs = (value: unknown): string =>
      Array.isArray(value)
        ? `[${value.map(asJs).join(", ")}]`
        : typeof value === "object" && value !== null
          ? `{ ${Object.entries(value).map(([k, v]) => `${k}: ${asJs(v)}`).join(", ")} }`
          : JSON.stringify(value);
    expect(readme).toContain(`parseMcpAskResumeDisplayContent(${JSON.stringify(text)});\n// ${asJs(parseMcpAskResumeDisplayContent(text))}`);
    expect(readme).toContain(`buildMcpAskResumeTextDisplay(${JSON.stringify(text)}); // ${buildMcpAskResumeTextDisplay(text).replace(/\n/g, "\\n")}`);
  });

  it("names the two setup commands and the test command that package.json and .ci/run use", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
    expect(readme).toContain("npm ci && npm run demo");
    expect(readme).toContain("npm test ");
    expect(pkg.scripts.demo).toBeDefined();
    expect(readFileSync(join(repoRoot, ".ci/run"), "utf8")).toContain("npm test -- ");
  });
});
