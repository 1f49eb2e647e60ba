// Safe emission (issue 23, docs/reliability-and-security.md): contract text reaches generated code only as a JSON
// literal (generate.ts literal()), never in a comment or as code, and the names that become identifiers are checked
// (contract rule emit-safe). Hostile contracts are generated and each TypeScript output is parsed with the TypeScript
// compiler: it must have the same syntax tree shape as the output of the same contract with harmless text, and
// importing the output must run nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ContractError, formatFinding, loadContract } from "../packages/nuwax-contract/generator/contract.js";
import { generate, literal } from "../packages/nuwax-contract/generator/generate.js";
import { lintContract } from "../packages/nuwax-contract/generator/lint.js";
import { copyContract, tempDir } from "./helpers/temp.js";

declare global {
  // Set by the hostile payloads if any of them ever runs.
  var __nuwaxPwned: number | undefined;
}

const HOSTILE = [
  "Ask */ globalThis.__nuwaxPwned = 1; /* more",
  "${(globalThis.__nuwaxPwned = 2)}",
  "`; globalThis.__nuwaxPwned = 3; `",
  "line\u2028globalThis.__nuwaxPwned = 4;\u2029",
  "</script><script>globalThis.__nuwaxPwned = 5</script>",
  '"; globalThis.__nuwaxPwned = 6; "',
  "'; globalThis.__nuwaxPwned = 7; '",
  "\\\n*/ globalThis.__nuwaxPwned = 8 // \r\n",
];

/** Puts `texts` (cycled) into every free-text place of the contract that reaches a generated file. */
function plant(schema: any, texts: readonly string[]): void {
  let i = 0;
  const next = () => texts[i++ % texts.length]!;
  const x = schema["x-nuwax"];
  for (const tool of x.tools) {
    tool.title = next();
    tool.description = `${next()} ${tool.description}`;
  }
  for (const def of Object.values<any>(schema.$defs)) {
    def.description = next();
    for (const prop of Object.values<any>(def.properties ?? {})) if (typeof prop.description === "string") prop.description = next();
  }
  for (const templates of Object.values<any>(x.messages)) templates.cancelled = `${next()}{{title}}${next()}`;
  for (const strings of Object.values<any>(x.uiStrings ?? {})) strings.submit = next();
  for (const entry of x.widgetCatalog) {
    entry.antd = next();
    for (const locale of Object.keys(entry.labels)) entry.labels[locale] = next();
  }
  for (const spec of Object.values<any>(x.messageKeys)) spec.description = next();
  for (const h of x.historicalSignatures ?? []) h.source = next();
  for (const m of x.requestIdMarkers ?? []) m.source = next();
  x.constants.pendingMessage = next();
}

/** The syntax tree of `code` as node kinds (depth-first), literal texts left out; parse errors included. */
function shape(code: string): string[] {
  const source = ts.createSourceFile("out.ts", code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const kinds: string[] = [];
  const visit = (node: ts.Node, depth: number) => {
    kinds.push(`${depth}:${ts.SyntaxKind[node.kind]}`);
    ts.forEachChild(node, (child) => visit(child, depth + 1));
  };
  visit(source, 0);
  for (const d of (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics)
    kinds.push(`error: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  return kinds;
}

async function generated(texts: readonly string[]): Promise<Map<string, string>> {
  const files = await generate(loadContract(copyContract((s) => plant(s, texts))), { format: false });
  return new Map(files.map((f) => [f.name, f.content]));
}

describe("safe emission of contract text", () => {
  it("literal() writes JSON with </ and U+2028 / U+2029 escaped", () => {
    expect(literal("a</script>\u2028b\u2029")).toBe('"a<\\/script>\\u2028b\\u2029"');
    expect(JSON.parse(literal("a</script>\u2028b\u2029"))).toBe("a</script>\u2028b\u2029");
    expect(literal({ k: ["</x>"] }, 2)).toBe('{\n  "k": [\n    "<\\/x>"\n  ]\n}');
  });

  it("hostile text gives the same syntax trees as harmless text, and importing the output runs nothing", { timeout: 240_000 }, async () => {
    const harmless = await generated(["harmless text"]);
    const hostile = await generated(HOSTILE);
    const tsFiles = [...harmless.keys()].filter((name) => name.endsWith(".ts"));
    expect(tsFiles.sort()).toEqual(["builder-tables.ts", "messages.ts", "tools.ts", "types.ts", "ui-strings.ts", "validators.d.ts"]);
    for (const name of tsFiles) expect(shape(hostile.get(name)!), name).toEqual(shape(harmless.get(name)!));
    // validators.js is JavaScript: the same check with the JavaScript grammar.
    expect(shape(hostile.get("validators.js")!)).toEqual(shape(harmless.get("validators.js")!));
    // The texts arrive as data, unchanged.
    const out = tempDir("hostile");
    for (const [name, content] of hostile) {
      mkdirSync(dirname(join(out, name)), { recursive: true }); // the SDK folders (python/, java/, uts/)
      writeFileSync(join(out, name), content);
    }
    globalThis.__nuwaxPwned = undefined;
    const tools = await import(pathToFileURL(join(out, "tools.ts")).href);
    const messages = await import(pathToFileURL(join(out, "messages.ts")).href);
    const types = await import(pathToFileURL(join(out, "types.ts")).href);
    await import(pathToFileURL(join(out, "ui-strings.ts")).href);
    const validators = await import(pathToFileURL(join(out, "validators.js")).href);
    expect(globalThis.__nuwaxPwned).toBeUndefined();
    for (const tool of tools.TOOLS) expect(HOSTILE).toContain(tool.title);
    expect(messages.MESSAGE_TEMPLATES["en-US"].cancelled).toHaveLength(3);
    expect(HOSTILE).toContain(types.CONSTANTS.pendingMessage);
    expect(validators.validateFieldOption({ value: "a", label: "b" })).toBe(true);
    expect(globalThis.__nuwaxPwned).toBeUndefined();
  });

  it("any text (property test) keeps the syntax trees of tools.ts and messages.ts", { timeout: 240_000 }, async () => {
    const harmless = await generated(["harmless text"]);
    const alphabet = fc.constantFrom(..."*/`${}'\"\\\n\r\u2028\u2029<>!-# a");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: alphabet, minLength: 1, maxLength: 24 }), { minLength: 1, maxLength: 4 }), async (texts) => {
        // Two braces in a row ("{{", "}}", "{}") would be placeholder syntax of the message templates, not text: the
        // contract check refuses them, so every run of braces is spaced out ("{}}" → "{ } }"). A brace at either end would
        // touch a placeholder's braces ("{{title}}" + "}*" reads "{{title}}}"), and a backslash at the end would escape the
        // next one ("\\{{title}}" is literal text): the contract check refuses both.
        const safe = texts.map((t) =>
          t
            .replace(/[{}]{2,}/g, (run) => [...run].join(" "))
            .replace(/^\}/, " }")
            .replace(/\{$/, "{ ")
            .replace(/\\$/, "\\ "),
        );
        const out = await generated(safe);
        for (const name of ["tools.ts", "messages.ts", "ui-strings.ts"]) expect(shape(out.get(name)!), name).toEqual(shape(harmless.get(name)!));
      }),
      { numRuns: 4 },
    );
  });

  it("refuses names that would become code (emit-safe), in generate and in lint", async () => {
    const path = copyContract((s) => {
      s.$defs["X */ globalThis.__nuwaxPwned = 9; /*"] = { description: "d", type: "string" };
      s["x-nuwax"].messageKeys["a-b"] = { placeholders: [], description: "d" };
    });
    let findings: string[] = [];
    try {
      loadContract(path);
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      findings = error.findings.map(formatFinding);
    }
    expect(findings.filter((line) => line.includes("[emit-safe] $defs name"))).toEqual([
      'error #/$defs/X *~1 globalThis.__nuwaxPwned = 9; ~1* [emit-safe] $defs name "X */ globalThis.__nuwaxPwned = 9; /*" must match ^[A-Za-z_][A-Za-z0-9_]*$: it becomes the type "X */ globalThis.__nuwaxPwned = 9; /*" and the validator validate<Name>',
    ]);
    expect(findings).toContain('error #/x-nuwax/messageKeys/a-b [emit-safe] key "a-b" must match ^[A-Za-z_][A-Za-z0-9_]*$: clients read it as a property name');
    const lint = (await lintContract(path)).map(formatFinding);
    expect(lint.filter((line) => line.includes("[emit-safe]"))).toHaveLength(2);
  });
});
