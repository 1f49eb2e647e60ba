// Both form pages speak the user's language (docs/ask-user-rich.md, "Language"; x-nuwax.uiStrings):
// every word a user reads or hears (text, aria-label, title, placeholder, notice titles and bodies)
// comes from the contract's UI strings, never from a literal in the page's source. This scan reads
// each page source file with the TypeScript parser and fails on any literal with letters in a
// position the user sees; key caps (Enter, Esc, Tab, single letters) are the one exception, as
// keyboards print them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./helpers/temp.js";

/** Attributes whose value is read or announced. */
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
]);
/** Object keys that carry a text to the screen (a notice's title and body, an option's label). */
const VISIBLE_PROPERTIES = new Set(["title", "body", "label", "text", "message", "description", "placeholder"]);
/** One key cap, as printed on keyboards. */
const KEY_CAP = /^(?:[A-Z0-9?←→↑↓]|[0-9]–[0-9]|Enter|Space|Esc|Tab|Home|End|Ctrl|Cmd|Shift|Backspace)$/u;
/** Key caps and the punctuation between them: "Ctrl/Cmd + Enter", "← → / H L". */
const isKeyCaps = (text: string) =>
  text
    .split(/[\s+,/]+/u)
    .filter(Boolean)
    .every((token) => KEY_CAP.test(token));
const LETTERS = /\p{L}{2,}/u;

type Finding = { file: string; line: number; where: string; text: string };

/** The text parts of a literal: a string, a template's fixed runs. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  return [];
}

/** Literals an expression can evaluate to: through conditionals, ??, ||, + and parentheses, not into calls. */
function valueLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return valueLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...valueLiterals(node.whenTrue), ...valueLiterals(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return [...valueLiterals(node.left), ...valueLiterals(node.right)];
  }
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node) ? [node] : [];
}

/** Every literal with words in a position the user sees, in one source file. */
export function visibleLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const report = (node: ts.Node, where: string, texts: string[]) => {
    for (const text of texts) {
      if (LETTERS.test(text) && !isKeyCaps(text))
        found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, where, text: text.trim() });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, "text", [node.text]);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const lit of valueLiterals(node.expression)) report(lit, "text", literalTexts(lit));
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const lits = ts.isStringLiteral(init) ? [init] : ts.isJsxExpression(init) && init.expression ? valueLiterals(init.expression) : [];
      for (const lit of lits) report(lit, node.name.getText(sf), literalTexts(lit));
    } else if (ts.isPropertyAssignment(node) && VISIBLE_PROPERTIES.has(node.name.getText(sf).replace(/["']/g, ""))) {
      for (const lit of valueLiterals(node.initializer)) report(lit, `${node.name.getText(sf)}:`, literalTexts(lit));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const PAGES = ["runtime/ask-user-rich/page", "runtime/ask-question/page", "runtime/shared/ui"];

describe("the form pages hold no words of their own", () => {
  it.each(PAGES)("%s: every visible text comes from x-nuwax.uiStrings", (page) => {
    const files = sources(join(repoRoot, page));
    expect(files.length).toBeGreaterThan(0);
    const findings = files.flatMap((file) => visibleLiterals(relative(repoRoot, file), readFileSync(file, "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.where} ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it("its static HTML has no words either (the script sets the title and the loading text)", () => {
    const html = readFileSync(join(repoRoot, "runtime/ask-user-rich/page/form.html"), "utf8");
    expect(html.replace(/<[^>]*>/g, "").trim()).toBe("");
  });

  it("the scan finds what it is for: text, attributes, notices, conditionals, templates", () => {
    const source = `
      const a = <p>Loading…</p>;
      const b = <button aria-label="Close" title={open ? "Hide it" : t().x}>{t().y}</button>;
      const c = { notice: { title: "Could not submit", body: \`HTTP \${status} failed\` } };
      const d = <span>{ok ? "Saved." : null}</span>;
      const e = <kbd>Ctrl/Cmd + Enter</kbd>;
      const g = <kbd>{"← → / H L"}</kbd>;
      const f = <div class="banner tone-warn" data-screen="intro" role="status" />;
      console.error("question could not be rendered");
    `;
    expect(visibleLiterals("x.tsx", source).map((f) => [f.where, f.text])).toEqual([
      ["text", "Loading…"],
      ["aria-label", "Close"],
      ["title", "Hide it"],
      ["title:", "Could not submit"],
      ["body:", "HTTP"],
      ["body:", "failed"],
      ["text", "Saved."],
    ]);
  });
});
