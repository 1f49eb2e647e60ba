// The contract's message templates (x-nuwax.messages, x-nuwax.uiStrings) as the generator reads them:
// text and plain placeholders only (packages/nuwax-contract/generator/messages.ts).
import { describe, expect, it } from "vitest";
import { parseMessageTemplate, templateParts } from "../packages/nuwax-contract/generator/messages.js";

describe("parseMessageTemplate", () => {
  it("splits text and placeholders, triple-stash included, and drops comments", () => {
    expect(parseMessageTemplate("我取消了「{{title}}」。{{! note }}{{{detail}}}")).toEqual([
      { kind: "text", text: "我取消了「" },
      { kind: "placeholder", name: "title" },
      { kind: "text", text: "」。" },
      { kind: "placeholder", name: "detail" },
    ]);
    expect(templateParts("{{a}} and {{b}}")).toEqual(["", "a", " and ", "b", ""]);
  });

  it("refuses helpers, paths and blocks with the template in the message, on every call", () => {
    for (let i = 0; i < 2; i++) {
      expect(() => parseMessageTemplate("{{upper title}}")).toThrow('only plain placeholders like {{title}} are allowed, found "{{upper title}}"');
      expect(() => parseMessageTemplate("{{a.b}}")).toThrow("only plain placeholders");
      expect(() => parseMessageTemplate("{{#if x}}y{{/if}}")).toThrow('unsupported handlebars BlockStatement in "{{#if x}}y{{/if}}"');
    }
  });

  it("answers the same text alike however often it is asked, and a caller's change to an answer stays its own", () => {
    const first = parseMessageTemplate("Hello {{name}}");
    first.push({ kind: "text", text: "added by a caller" });
    expect(() => ((first[0] as { text: string }).text = "changed")).toThrow(TypeError);
    expect(parseMessageTemplate("Hello {{name}}")).toEqual([
      { kind: "text", text: "Hello " },
      { kind: "placeholder", name: "name" },
    ]);
  });
});
