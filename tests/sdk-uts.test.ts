/**
 * The UTS SDK (generated/uts/, docs/sdks.md "UTS SDK"). No UTS compiler runs here, so the output is
 * checked three ways: `tsc --strict` over the files with a small shim of uni-app x's runtime
 * (tests/uts/uts-shim.d.ts), the lint of the uni-app x rules (tests/uts/uts-lint.ts), and the
 * conformance corpus (conformance/*.json) run on the same source, transpiled and loaded with the
 * shim's UTSJSONObject.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUtsFindings, lintUts } from "./uts/uts-lint.js";
import { fromUts, installUtsShim, UTS_JSON_PARSE_GLOBAL, utsJson } from "./uts/uts-shim-runtime.js";
import { corpusCases, type CorpusCase, compareExpect } from "./helpers/conformance-cases.js";

const UTS_DIR = join(import.meta.dirname, "..", "generated", "uts");
const utsFiles = readdirSync(UTS_DIR).filter((f) => f.endsWith(".uts")).sort();
const sources = new Map(utsFiles.map((f) => [f, readFileSync(join(UTS_DIR, f), "utf8")]));

describe("generated/uts obeys the uni-app x rules", () => {
  it("holds the types, the contract tables and the formatter", () => {
    expect(utsFiles).toEqual([
      "mcpAskContract.uts",
      "mcpAskExtract.uts",
      "mcpAskFormData.uts",
      "mcpAskNormalize.uts",
      "mcpAskPattern.uts",
      "mcpAskProblems.uts",
      "mcpAskResumeMessage.uts",
      "mcpAskSchemaCheck.uts",
      "mcpAskTypes.uts",
    ]);
    expect(sources.get("mcpAskTypes.uts")).toContain("export type McpAskRawInput = {");
    expect(sources.get("mcpAskTypes.uts")).toMatch(/export type McpAskRawInput = \{[^}]*\tui: InteractionUi\n/);
    expect(sources.get("mcpAskTypes.uts")).toMatch(/export type McpAskRespondPayload = \{[^}]*\tformData\?: UTSJSONObject \| null\n/);
  });

  it("passes the uni-app x lint", () => {
    const findings = utsFiles.flatMap((f) => lintUts(f, sources.get(f)!));
    expect(formatUtsFindings(findings)).toBe("");
  });

  it("type-checks with tsc --strict over the shim", () => {
    const dir = mkdtempSync(join(tmpdir(), "uts-tsc-"));
    try {
      const files = [join(import.meta.dirname, "uts", "uts-shim.d.ts")];
      for (const [name, source] of sources) {
        const path = join(dir, name.replace(/\.uts$/, ".ts"));
        writeFileSync(path, source.replace(/from '(\.\/[^']+)\.uts'/g, "from '$1.ts'"));
        files.push(path);
      }
      const program = ts.createProgram(files, {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        lib: ["lib.es2022.d.ts"],
        types: [],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n") + (d.file ? ` (${d.file.fileName.split("/").pop()})` : ""));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the uni-app x lint", () => {
  it("names each rule a UTS file breaks, with its line", () => {
    const bad = [
      "interface A { x: string }",
      "type B = { y: { z: number } }",
      "type C = { [key: string]: string }",
      "let d: string | undefined = undefined",
      "const e = { a: 1 }",
      "const f: B = { ...g } as B",
      "const h = ['x'] as const",
      "type I = Record<string, string>",
      "if (typeof j == 'undefined') {}",
    ].join("\n");
    const rules = lintUts("bad.uts", bad).map((f) => `${f.line}:${f.rule}`);
    expect(rules).toEqual([
      "1:interface",
      "2:anonymous-object-type",
      "3:index-signature",
      "4:undefined",
      "4:undefined",
      "5:untyped-object-literal",
      "6:object-spread",
      "7:as-const",
      "8:utility-type",
      "9:undefined",
    ]);
  });

  it("accepts named types, null and typed literals", () => {
    const good = "type P = { a: string | null }\nconst p = { a: null } as P\nconst q: P = { a: 'x' }\nexport function f(x: P | null): string { return x == null ? '' : (x.a ?? '') }\n";
    expect(lintUts("good.uts", good)).toEqual([]);
  });
});

/** A loaded UTS module: its exported functions (sdk) or tables (contract). */
type UtsModule = Record<string, any>;

describe("the conformance corpus on the UTS source", () => {
  let dir = "";
  let sdk: UtsModule = {};
  let contract: UtsModule = {};
  let extract: UtsModule = {};
  let normalize: UtsModule = {};
  let formData: UtsModule = {};
  beforeAll(async () => {
    installUtsShim();
    dir = mkdtempSync(join(tmpdir(), "uts-run-"));
    for (const [name, source] of sources) {
      const { code } = transformSync(source, { loader: "ts", format: "esm", target: "es2022" });
      // uni-app x's JSON.parse gives UTSJSONObject for objects: the shim's stands in for it.
      const loaded = code.replace(/from "(\.\/[^"]+)\.uts"/g, 'from "$1.mjs"').replace(/\bJSON\.parse\(/g, `globalThis.${UTS_JSON_PARSE_GLOBAL}(`);
      writeFileSync(join(dir, name.replace(/\.uts$/, ".mjs")), loaded);
    }
    sdk = (await import(pathToFileURL(join(dir, "mcpAskResumeMessage.mjs")).href)) as UtsModule;
    contract = (await import(pathToFileURL(join(dir, "mcpAskContract.mjs")).href)) as UtsModule;
    extract = (await import(pathToFileURL(join(dir, "mcpAskExtract.mjs")).href)) as UtsModule;
    normalize = (await import(pathToFileURL(join(dir, "mcpAskNormalize.mjs")).href)) as UtsModule;
    formData = (await import(pathToFileURL(join(dir, "mcpAskFormData.mjs")).href)) as UtsModule;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (c: CorpusCase): Record<string, unknown> => {
    const input = c.input as Record<string, any>;
    switch (input.kind) {
      case "constants": {
        const catalog = contract.MCP_ASK_WIDGET_CATALOG as Array<{ widget: string; requiresOptions: boolean }>;
        return {
          toolName: contract.MCP_ASK_TOOL_NAME,
          schemaVersion: contract.MCP_ASK_SCHEMA_VERSION,
          uiVersion: contract.MCP_ASK_UI_VERSION,
          defaultLocale: contract.MCP_ASK_DEFAULT_LOCALE,
          otherFieldSuffix: contract.MCP_ASK_OTHER_FIELD_SUFFIX,
          fallbackWidget: contract.MCP_ASK_FALLBACK_WIDGET,
          widgets: contract.MCP_ASK_WIDGET_TYPES,
          choiceWidgets: catalog.filter((e) => e.requiresOptions).map((e) => e.widget),
          locales: contract.MCP_ASK_MESSAGE_LOCALES,
          localeAliases: Object.fromEntries((contract.MCP_ASK_LOCALE_ALIASES as Array<{ tag: string; locale: string }>).map((a) => [a.tag, a.locale])),
        };
      }
      case "resolveLocale":
        return { locale: sdk.resolveMcpAskLocale!(input.locale ?? null) };
      case "format": {
        const payload = input.payload ?? {};
        try {
          const options = {
            locale: typeof input.options?.locale === "string" ? input.options.locale : null,
            dialect: typeof input.options?.dialect === "string" ? input.options.dialect : null,
            requestIdMarker: input.options?.requestIdMarker === true,
          };
          const message = sdk.formatMcpAskResumeMessageWithOptions!(input.question ?? {}, payload.action, payload.formData == null ? null : utsJson(payload.formData), options);
          return { message };
        } catch (error) {
          return { error: (error as Error).message.split(":")[0] };
        }
      }
      case "message": {
        // A UTS caller passes a string or null (the type says so): any other JSON value stands for null.
        const text = typeof input.text === "string" ? input.text : null;
        const match = sdk.matchMcpAskResumeMessage!(text, input.question ?? {}) as { action: string; locale: string | null } | null;
        // recognised: isMcpAskResumeMessage (the question's marker also answers it); action and locale: what the match found.
        const recognised = sdk.isMcpAskResumeMessage!(text, input.question ?? {});
        return match ? { recognised, action: match.action, ...(match.locale ? { locale: match.locale } : {}) } : { recognised };
      }
      case "history":
        return { answered: sdk.hasMcpAskResumeMessage!(Array.isArray(input.messages) ? input.messages.filter((m: unknown) => typeof m === "object" && m !== null) : [], input.interaction, typeof input.options?.containingMessageIndex === "number" ? input.options.containingMessageIndex : null) };
      case "marker":
        return { hasMarker: sdk.hasMcpAskRequestIdMarker!(input.text ?? null, input.requestId ?? null) };
      case "toolResult":
        return { input: fromUts(extract.extractMcpAskInputFromToolResult!(utsJson(input.result ?? null))) };
      case "backendEvent": {
        const found = extract.extractMcpAskFromBackendEvent!(utsJson(input.event ?? null));
        return found.ok ? { input: fromUts(found.input), requestId: found.requestId } : { reason: found.reason };
      }
      case "toolUpdate": {
        const sessionId = typeof input.options?.sessionId === "string" ? input.options.sessionId : null;
        const found = extract.extractMcpAskFromToolUpdate!(utsJson(input.update ?? null), sessionId);
        if (!found.ok) return { reason: found.reason, ...(found.problems ? { problems: problemPaths(found.problems) } : {}) };
        const name = { toolName: found.name.toolName, ...(found.name.server != null ? { server: found.name.server } : {}), pattern: found.name.pattern };
        return { input: fromUts(found.input), from: found.from, sessionUpdate: found.sessionUpdate, ...(found.status != null ? { status: found.status } : {}), ...(found.toolCallId != null ? { toolCallId: found.toolCallId } : {}), name };
      }
      case "normalize": {
        const result = normalize.normalizeMcpAskUserToolInput!(utsJson(input.input ?? null));
        return result.ok ? { rawInput: fromUts(result.value) } : { problems: problemPaths(result.problems) };
      }
      case "formData":
        return { problems: problemPaths(formData.checkMcpAskFormData!(utsJson(input.question ?? null), utsJson(input.formData ?? null))) };
      default:
        return { unsupported: input.kind };
    }
  };

  /** A problem list as the corpus states it: path, and code when there is one. */
  const problemPaths = (problems: Array<{ path: string; code: string | null }>) => problems.map((p) => ({ path: p.path, ...(p.code != null ? { code: p.code } : {}) }));

  // Every suite and every feature of the corpus (conformance/README.md "Features") but one: the UTS
  // pattern engine ships no Unicode tables, so it refuses \p{…} (docs/sdks.md "UTS SDK").
  const FEATURES_NOT_IN_UTS = ["unicodePropertyEscapes"];
  const everyCase = corpusCases(["catalog", "format", "recognise", "extract", "normalize", "respond"]);
  const cases = everyCase.filter((c) => !(c.requires ?? []).some((f) => FEATURES_NOT_IN_UTS.includes(f)));
  it("skips only the cases of the features it lists", () => {
    const skipped = everyCase.filter((c) => !cases.includes(c));
    expect(skipped.map((c) => c.id)).toEqual(["normalize.pattern.unicode-property"]);
  });
  it("runs the mobile-dialect and written-marker cases", () => {
    expect(cases.filter((c) => c.requires?.includes("dialects")).length).toBeGreaterThanOrEqual(15);
    expect(cases.filter((c) => c.requires?.includes("requestIdMarkerWrite")).length).toBeGreaterThanOrEqual(4);
  });
  it("has cases to run", () => expect(cases.length).toBeGreaterThan(0));
  for (const c of cases) {
    it(c.id, () => {
      const actual = run(c);
      expect(compareExpect(actual, c.expect)).toBe("");
    });
  }
});
