// The template lint (docs/contract.md "Generate"): no template under packages/nuwax-contract/generator/templates/
// holds logic. Each template is rendered from the repository's contract and its output parsed with the
// TypeScript compiler: every top-level statement must be a type (interface, type alias, type-only import or
// export) or a `const` whose value is data (literals, arrays, objects, references to other data, `as const` /
// `satisfies` / type assertions). Behaviour lives in runtime/contract/ (typed, tested). generated/validators.js is
// Ajv's standalone output, not a template, and is not linted here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadContract } from "../packages/nuwax-contract/generator/contract.js";
import { generate } from "../packages/nuwax-contract/generator/generate.js";
import { repoRoot } from "./helpers/temp.js";

const templatesDir = join(repoRoot, "packages/nuwax-contract/generator/templates");

/** Why `node` is not data, or undefined when it is (a literal, an array or object of data, a reference, a type cast). */
function notData(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return undefined;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return undefined;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return undefined;
  if (ts.isIdentifier(node)) return undefined;
  if (ts.isPropertyAccessExpression(node)) return notData(node.expression);
  if (ts.isParenthesizedExpression(node)) return notData(node.expression);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) return notData(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(notData).find(Boolean);
  if (ts.isObjectLiteralExpression(node)) {
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) return `${ts.SyntaxKind[prop.kind]} in an object`;
      if (ts.isComputedPropertyName(prop.name)) return "a computed key";
      const why = notData(prop.initializer);
      if (why) return why;
    }
    return undefined;
  }
  return ts.SyntaxKind[node.kind];
}

/** Every top-level statement of `code` that is not a type or a data declaration, with the reason. */
export function logicIn(code: string, fileName = "out.ts"): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, why: string) => found.push(`line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}`);
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) at(statement, "a side-effect import");
      continue; // imports bring in data or types; what is done with them is checked below
    }
    if (ts.isExportDeclaration(statement)) continue; // re-exports
    if (ts.isVariableStatement(statement)) {
      if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) continue; // a typing (validators.d.ts)
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) at(statement, "a variable that is not const");
      for (const declaration of statement.declarationList.declarations) {
        const why = declaration.initializer ? notData(declaration.initializer) : "a declaration without a value";
        if (why) at(declaration, why);
      }
      continue;
    }
    at(statement, ts.SyntaxKind[statement.kind]);
  }
  // A syntax error means the output is not what the template says it is.
  for (const d of (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics)
    found.push(`syntax: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  return found;
}

describe("template lint", () => {
  it("finds logic where there is some (the rule itself)", () => {
    expect(
      logicIn('export const A = { a: [1, -2, "x", null, true], b: B.c } as const;\nexport interface I { x: () => void }\nimport type { T } from "./t.js";'),
    ).toEqual([]);
    expect(logicIn("export function f() { return 1; }")).toEqual(["line 1: FunctionDeclaration"]);
    expect(logicIn("export const F = (vars) => vars.title;")).toEqual(["line 1: ArrowFunction"]);
    expect(logicIn('export const M = { a: "x" + y };')).toEqual(["line 1: BinaryExpression"]);
    expect(logicIn("export const M = new Map();\nlet x = 1;")).toEqual(["line 1: NewExpression", "line 2: a variable that is not const"]);
    expect(logicIn("/** x */ code(); /* y */")).toEqual(["line 1: ExpressionStatement"]);
    expect(logicIn("export const T = `a${b}`;")).toEqual(["line 1: TemplateExpression"]);
  });

  it("every TypeScript template emits types and data only", async () => {
    const files = await generate(loadContract(join(repoRoot, "contract/schema.json"), "contract/schema.json"), { format: false });
    const templates = readdirSync(templatesDir).filter((name) => name.endsWith(".ts.hbs"));
    // One output per TypeScript template (types.ts also holds json-schema-to-typescript's interfaces).
    const outputOf: Record<string, string> = { "types-catalog.ts.hbs": "types.ts", "validators.d.ts.hbs": "validators.d.ts" };
    expect(templates.sort()).toEqual([
      "builder-tables.ts.hbs",
      "messages.ts.hbs",
      "tools.ts.hbs",
      "types-catalog.ts.hbs",
      "ui-strings.ts.hbs",
      "validators.d.ts.hbs",
    ]);
    for (const template of templates) {
      const name = outputOf[template] ?? template.replace(/\.hbs$/, "");
      const file = files.find((f) => f.name === name);
      expect(file, template).toBeDefined();
      expect(logicIn(file!.content, name), `${template} → generated/${name}`).toEqual([]);
    }
    // The code that used to be templates is typed source now.
    for (const old of ["builder.ts.hbs", "formatter.ts.hbs", "widgets.ts.hbs", "validators-helpers.js.hbs"]) expect(templates).not.toContain(old);
    expect(files.map((f) => f.name).filter((n) => ["builder.ts", "formatter.ts", "widgets.ts"].includes(n))).toEqual([]);
  });
});
