/**
 * Parses the contract's message templates (x-nuwax.messages, x-nuwax.uiStrings, handlebars syntax)
 * at generation time into parts that the generated tables hold as data: no handlebars at run time
 * and no HTML escaping of user text. Only text and simple `{{name}}` / `{{{name}}}` placeholders are
 * allowed; blocks, helpers, partials and paths fail with a message naming the template.
 */
import Handlebars from "handlebars";

export type TemplatePart = { kind: "text"; text: string } | { kind: "placeholder"; name: string };

/** Templates parsed in this process (a contract repeats its templates in every locale, and lint and generate check one contract several times). */
const parsed = new Map<string, readonly TemplatePart[] | Error>();
const PARSED_MAX_ENTRIES = 10_000;

/**
 * Parses one template into text and placeholder parts (a new array each call; the same answer for
 * the same text, kept for the process). Throws Error on unsupported syntax.
 */
export function parseMessageTemplate(template: string): TemplatePart[] {
  let result = parsed.get(template);
  if (result === undefined) {
    try {
      result = Object.freeze(parseUncached(template).map((part) => Object.freeze(part)));
    } catch (error) {
      result = error instanceof Error ? error : new Error(String(error));
    }
    if (parsed.size >= PARSED_MAX_ENTRIES) parsed.clear();
    parsed.set(template, result);
  }
  if (result instanceof Error) throw new Error(result.message);
  return [...result];
}

function parseUncached(template: string): TemplatePart[] {
  const ast = Handlebars.parse(template);
  const parts: TemplatePart[] = [];
  for (const node of ast.body) {
    if (node.type === "ContentStatement") {
      parts.push({ kind: "text", text: (node as hbs.AST.ContentStatement).value });
    } else if (node.type === "MustacheStatement") {
      const mustache = node as hbs.AST.MustacheStatement;
      const path = mustache.path as hbs.AST.PathExpression;
      if (
        path.type !== "PathExpression" ||
        mustache.params.length > 0 ||
        mustache.hash ||
        path.parts.length !== 1 ||
        path.data
      ) {
        throw new Error(`only plain placeholders like {{title}} are allowed, found "${template}"`);
      }
      parts.push({ kind: "placeholder", name: path.parts[0]! });
    } else if (node.type === "CommentStatement") {
      continue;
    } else {
      throw new Error(
        `unsupported handlebars ${node.type} in "${template}"; use text and {{placeholder}} only`,
      );
    }
  }
  return parts;
}

/**
 * A template as parts, text and placeholder names alternating, text first and last (so an odd
 * count): `"我取消了「{{title}}」。"` → `["我取消了「", "title", "」。"]`. Data for the generated
 * tables; the runtime fills it. Throws Error on unsupported syntax (parseMessageTemplate).
 */
export function templateParts(template: string): string[] {
  const out = [""];
  for (const part of parseMessageTemplate(template)) {
    if (part.kind === "text") out[out.length - 1] += part.text;
    else out.push(part.name, "");
  }
  return out;
}

/** The command printed in generated banners and by `generate --check` for the repository's own contract and output. */
export const REGENERATE_COMMAND = "npm run generate";
