// ask-user-rich's markdown (runtime/ask-user-rich/page/markdown.ts, issue 23 item 7): nesting
// is bounded before marked sees it, so a body of ~2,000 nested ">" renders instead of throwing.
import { describe, expect, it } from "vitest";
import { marked } from "marked";
import { boundMarkdownNesting, MAX_MARKDOWN_NESTING } from "../runtime/ask-user-rich/page/markdown.js";

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;

describe("boundMarkdownNesting", () => {
  it("cuts 2,000 nested > to MAX_MARKDOWN_NESTING and marked renders it (unbounded, it throws)", () => {
    const body = `${">".repeat(2000)} deep\n\nafter`;
    expect(body.length).toBeLessThan(20_000);
    expect(() => marked.parse(body, { async: false })).toThrow();
    const bounded = boundMarkdownNesting(body);
    expect(bounded).toBe(`${">".repeat(MAX_MARKDOWN_NESTING)} deep\n\nafter`);
    const html = marked.parse(bounded, { async: false }) as string;
    expect(count(html, "blockquote")).toBe(MAX_MARKDOWN_NESTING);
    expect(html).toContain("<p>deep</p>");
    expect(html).toContain("<p>after</p>");
  });

  it("bounds spaced markers and list markers too, and leaves ordinary text alone", () => {
    expect(boundMarkdownNesting("> ".repeat(40) + "x")).toBe(`${"> ".repeat(MAX_MARKDOWN_NESTING).trimEnd()} x`);
    expect(boundMarkdownNesting("- ".repeat(40) + "item")).toBe(`${"- ".repeat(MAX_MARKDOWN_NESTING).trimEnd()} item`);
    expect(boundMarkdownNesting("1. ".repeat(30) + "n")).toBe(`${"1. ".repeat(MAX_MARKDOWN_NESTING).trimEnd()} n`);
    const ordinary = "# Title\n\n> quoted\n> > twice\n\n- a\n  - b\n\n2024. was a year\n-5 degrees\n**bold** > not a quote";
    expect(boundMarkdownNesting(ordinary)).toBe(ordinary);
    expect(() => marked.parse(boundMarkdownNesting("- ".repeat(5000) + "x"), { async: false })).not.toThrow();
  });
});
