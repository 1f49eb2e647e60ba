/**
 * "A contract edit regenerates every consumer" for the Java and UTS SDKs (docs/sdks.md "Java SDK",
 * "UTS SDK"): a widget and a locale added to a copy of the contract show up in generated/java and
 * generated/uts, and the regenerated UTS still obeys the uni-app x lint.
 */
import { describe, expect, it } from "vitest";
import { loadContract } from "../packages/nuwax-contract/generator/contract.js";
import { generate } from "../packages/nuwax-contract/generator/generate.js";
import { addRatingWidget } from "./helpers/contract.js";
import { copyContract } from "./helpers/temp.js";
import { formatUtsFindings, lintUts } from "./uts/uts-lint.js";

describe("a contract edit reaches the Java and UTS SDKs", () => {
  it("adds a widget and a locale to both", async () => {
    const path = copyContract(
      (schema) => {
        const x = schema["x-nuwax"];
        addRatingWidget(schema);
        x.messages["fr-FR"] = { ...x.messages["en-US"], cancelled: "J'ai annulé « {{title}} »." };
        if (x.uiStrings?.["en-US"]) x.uiStrings["fr-FR"] = { ...x.uiStrings["en-US"] };
      },
      { examples: false },
    );
    const files = new Map((await generate(loadContract(path, "contract/schema.json"), { format: false })).map((f) => [f.name, f.content]));
    const java = files.get("java/ai/nuwax/mcpask/McpAskContract.java")!;
    expect(java).toContain(
      'new WidgetCatalogEntry("rating", "Input", "string", "text", false, false, "评分", "Rating", List.of("minLength", "maxLength", "pattern"), false, List.of(), false, false)',
    );
    expect(java).toContain('public static final List<String> MESSAGE_LOCALES = List.of("zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP", "fr-FR");');
    expect(java).toContain('"J\'ai annulé « {{title}} ».",');
    const uts = files.get("uts/mcpAskContract.uts")!;
    expect(uts).toContain('{ widget: "rating", antd: "Input"');
    expect(uts).toContain('export const MCP_ASK_MESSAGE_LOCALES: string[] = ["zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP", "fr-FR"]');
    expect(formatUtsFindings(lintUts("mcpAskContract.uts", uts))).toBe("");
    const seed = JSON.parse(files.get("java/i18n/mcp-ask-messages.json")!) as Array<{ lang: string; fieldKey: string; fieldValue: string }>;
    expect(seed.find((r) => r.lang === "fr-FR" && r.fieldKey.endsWith(".resumeCancelled"))?.fieldValue).toBe("J'ai annulé « {0} ».");
  });
});
