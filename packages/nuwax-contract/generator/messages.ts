/**
 * Compiles the contract's answer-message templates (x-nuwax.messages, handlebars syntax) at
 * generation time into plain TypeScript string expressions: no handlebars at run time and no
 * HTML escaping of user text. Only text and simple `{{name}}` / `{{{name}}}` placeholders are
 * allowed; blocks, helpers, partials and paths fail with a message naming the template.
 */
import Handlebars from "handlebars";

export type TemplatePart = { kind: "text"; text: string } | { kind: "placeholder"; name: string };

/** Parses one template into text and placeholder parts. Throws Error on unsupported syntax. */
export function parseMessageTemplate(template: string): TemplatePart[] {
  const ast = Handlebars.parse(template);
  const parts: TemplatePart[] = [];
  for (const node of ast.body) {
    if (node.type === "ContentStatement") {
      parts.push({ kind: "text", text: (node as hbs.AST.ContentStatement).value });
    } else if (node.type === "MustacheStatement") {
      const mustache = node as hbs.AST.MustacheStatement;
      const path = mustache.path as hbs.AST.PathExpression;
      if (path.type !== "PathExpression" || mustache.params.length > 0 || mustache.hash || path.parts.length !== 1 || path.data) {
        throw new Error(`only plain placeholders like {{title}} are allowed, found "${template}"`);
      }
      parts.push({ kind: "placeholder", name: path.parts[0]! });
    } else if (node.type === "CommentStatement") {
      continue;
    } else {
      throw new Error(`unsupported handlebars ${node.type} in "${template}"; use text and {{placeholder}} only`);
    }
  }
  return parts;
}

/**
 * A TypeScript expression that evaluates the template with `vars` (an object with string
 * properties), e.g. `"我取消了「" + vars.title + "」。"`; for a template without
 * placeholders it is just the string literal.
 */
export function compileMessageTemplate(template: string, vars = "vars"): string {
  const parts = parseMessageTemplate(template);
  if (parts.length === 0) return JSON.stringify("");
  return parts
    .map((part) => (part.kind === "text" ? JSON.stringify(part.text) : `${vars}.${part.name}`))
    .join(" + ");
}
