// Markdown for question bodies, rationales, option descriptions and previews: marked, then DOMPurify.
import { marked } from "marked";
import DOMPurify from "dompurify";

const cache = new Map<string, string>();

/**
 * Deepest block nesting (blockquote `>` markers and list markers opening a line) a text keeps;
 * deeper markers are dropped. marked recurses once per level, and a body of ~2,000 nested `>`
 * (well under the 20,000-character body limit) overflows the stack and blanked the page.
 */
export const MAX_MARKDOWN_NESTING = 16;

/**
 * `text` with every line's leading run of block markers (`>`, and list markers `-`, `*`, `+`, `1.`
 * each followed by a space) cut to MAX_MARKDOWN_NESTING. One pass per line, no backtracking;
 * lines within the bound are returned unchanged.
 */
export function boundMarkdownNesting(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      let i = 0;
      let depth = 0;
      let cut = -1;
      while (i < line.length) {
        while (line[i] === " " || line[i] === "\t") i++;
        const start = i;
        if (line[i] === ">") i++;
        else if ((line[i] === "-" || line[i] === "*" || line[i] === "+") && line[i + 1] === " ") i++;
        else {
          while (line[i]! >= "0" && line[i]! <= "9" && i - start < 9) i++;
          if (i > start && (line[i] === "." || line[i] === ")") && line[i + 1] === " ") i++;
          else {
            i = start;
            break;
          }
        }
        depth++;
        if (depth === MAX_MARKDOWN_NESTING) cut = i;
      }
      return depth > MAX_MARKDOWN_NESTING ? `${line.slice(0, cut)} ${line.slice(i).trimStart()}` : line;
    })
    .join("\n");
}

/** The text as escaped paragraphs: what a body shows when markdown cannot render it. */
function plainHtml(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<p>${escaped.replace(/\n/g, "<br>")}</p>`;
}

/**
 * Sanitized HTML of a markdown text, memoized: re-renders (typing, polling) never re-parse. Nesting
 * is bounded (boundMarkdownNesting); should marked or DOMPurify still fail, the text is shown as
 * plain escaped text, so one question's body never blanks the page.
 */
export function md(text?: string): { __html: string } {
  if (!text) return { __html: "" };
  let html = cache.get(text);
  if (html === undefined) {
    try {
      html = DOMPurify.sanitize(marked.parse(boundMarkdownNesting(text), { async: false }) as string);
    } catch {
      html = plainHtml(text);
    }
    cache.set(text, html);
  }
  return { __html: html };
}
