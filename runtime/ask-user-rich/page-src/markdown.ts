// Markdown for question bodies, rationales, option descriptions and previews: marked, then DOMPurify.
import { marked } from "marked";
import DOMPurify from "dompurify";

const cache = new Map<string, string>();

/** Sanitized HTML of a markdown text, memoized: re-renders (typing, polling) never re-parse. */
export function md(text?: string): { __html: string } {
  if (!text) return { __html: "" };
  let html = cache.get(text);
  if (html === undefined) cache.set(text, (html = DOMPurify.sanitize(marked.parse(text, { async: false }) as string)));
  return { __html: html };
}
