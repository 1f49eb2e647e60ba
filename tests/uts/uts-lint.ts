/**
 * A lint of the uni-app x rules for the app-android target (docs/sdks.md "UTS SDK") over UTS source,
 * with the TypeScript parser: what tsc accepts but the UTS compiler (Kotlin) does not. Each finding
 * names the file, the line, the rule and the fix. Rules:
 * - undefined: no `undefined` (value, type or typeof string): UTS has null only.
 * - index-signature: no `[key: string]: T`: use UTSJSONObject or Map.
 * - interface: no `interface X {…}`: declare objects as `type X = {…}` (they compile to classes).
 * - anonymous-object-type: an object type only as the whole body of a `type X = {…}`: name nested ones.
 * - utility-type: no Record, Partial, Pick, Omit, Required, Readonly, ReturnType, Parameters, NonNullable.
 * - as-const: no `as const`.
 * - object-spread: no `{ ...x }` in an object literal.
 * - untyped-object-literal: an object literal is `{…} as X` or the initializer of a typed variable
 *   (otherwise UTS makes it a UTSJSONObject, not the named type).
 */
import ts from "typescript";

export interface UtsLintFinding {
  file: string;
  line: number;
  rule: string;
  message: string;
}

const UTILITY_TYPES = new Set(["Record", "Partial", "Pick", "Omit", "Required", "Readonly", "ReturnType", "Parameters", "NonNullable"]);

/** Every finding in one UTS source file (empty when it obeys the rules). */
export function lintUts(file: string, source: string): UtsLintFinding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const findings: UtsLintFinding[] = [];
  const add = (node: ts.Node, rule: string, message: string) =>
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, rule, message });
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === "undefined") add(node, "undefined", "UTS has no undefined: use null");
    else if (node.kind === ts.SyntaxKind.UndefinedKeyword) add(node, "undefined", "UTS has no undefined type: use `T | null`");
    else if (ts.isStringLiteral(node) && node.text === "undefined") add(node, "undefined", "UTS has no undefined: compare with null");
    else if (ts.isIndexSignatureDeclaration(node)) add(node, "index-signature", "UTS types have no index signatures: use UTSJSONObject or Map<string, T>");
    else if (ts.isInterfaceDeclaration(node)) add(node, "interface", `declare ${node.name.text} as \`type ${node.name.text} = {…}\``);
    else if (ts.isTypeLiteralNode(node) && !ts.isTypeAliasDeclaration(node.parent))
      add(node, "anonymous-object-type", "an object type must be the whole body of a named `type X = {…}`: name this one");
    else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && UTILITY_TYPES.has(node.typeName.text))
      add(node, "utility-type", `UTS has no ${node.typeName.text}<…>: write the named type`);
    else if (ts.isAsExpression(node) && ts.isTypeReferenceNode(node.type) && node.type.getText(sf) === "const")
      add(node, "as-const", "UTS has no `as const`: give the constant its type");
    else if (ts.isSpreadAssignment(node)) add(node, "object-spread", "UTS has no object spread: set each property");
    if (ts.isObjectLiteralExpression(node)) {
      const parent = node.parent;
      const typed =
        (ts.isAsExpression(parent) && ts.isTypeReferenceNode(parent.type) && parent.type.getText(sf) !== "const") ||
        (ts.isVariableDeclaration(parent) && parent.type !== undefined);
      if (!typed) add(node, "untyped-object-literal", "write `{…} as TypeName` (an untyped literal is a UTSJSONObject in UTS)");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** One line per finding: `file:line rule: message`. */
export function formatUtsFindings(findings: UtsLintFinding[]): string {
  return findings.map((f) => `${f.file}:${f.line} ${f.rule}: ${f.message}`).join("\n");
}
