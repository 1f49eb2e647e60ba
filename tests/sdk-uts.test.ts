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
import { installUtsShim, utsJson } from "./uts/uts-shim-runtime.js";
import { corpusCases, type CorpusCase, compareExpect } from "./helpers/conformance-cases.js";

const UTS_DIR = join(import.meta.dirname, "..", "generated", "uts");
const utsFiles = readdirSync(UTS_DIR).filter((f) => f.endsWith(".uts")).sort();
const sources = new Map(utsFiles.map((f) => [f, readFileSync(join(UTS_DIR, f), "utf8")]));

describe("generated/uts obeys the uni-app x rules", () => {
  it("holds the types, the contract tables and the formatter", () => {
    expect(utsFiles).toEqual(["mcpAskContract.uts", "mcpAskResumeMessage.uts", "mcpAskTypes.uts"]);
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
  beforeAll(async () => {
    installUtsShim();
    dir = mkdtempSync(join(tmpdir(), "uts-run-"));
    for (const [name, source] of sources) {
      const { code } = transformSync(source, { loader: "ts", format: "esm", target: "es2022" });
      writeFileSync(join(dir, name.replace(/\.uts$/, ".mjs")), code.replace(/from "(\.\/[^"]+)\.uts"/g, 'from "$1.mjs"'));
    }
    sdk = (await import(pathToFileURL(join(dir, "mcpAskResumeMessage.mjs")).href)) as UtsModule;
    contract = (await import(pathToFileURL(join(dir, "mcpAskContract.mjs")).href)) as UtsModule;
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
      default:
        return { unsupported: input.kind };
    }
  };

  // Every feature of the corpus (conformance/README.md "Features"): the dialects and the written marker too.
  const cases = corpusCases(["catalog", "format", "recognise"]);
  it("runs the mobile-dialect and written-marker cases", () => {
    expect(cases.filter((c) => c.requires?.includes("dialects")).length).toBeGreaterThanOrEqual(15);
    expect(cases.filter((c) => c.requires?.includes("requestIdMarkerWrite")).length).toBeGreaterThanOrEqual(4);
  });
  it("has cases to run", () => expect(cases.length).toBeGreaterThan(0));
  it("exports every integer of x-nuwax.constants as MCP_ASK_<CONSTANT_CASE>: number (the pattern engine's limits too)", () => {
    const constants = JSON.parse(readFileSync(join(import.meta.dirname, "..", "contract", "schema.json"), "utf8"))["x-nuwax"].constants as Record<string, unknown>;
    const integers = Object.entries(constants).filter(([, value]) => Number.isInteger(value));
    expect(integers.map(([key]) => key)).toEqual(expect.arrayContaining(["maxProblems", "patternMaxRepeat", "patternMaxProgramSize", "patternMaxCachedStates"]));
    for (const [key, value] of integers) expect([key, contract[`MCP_ASK_${key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`]]).toEqual([key, value]);
    expect([contract.MCP_ASK_PATTERN_MAX_REPEAT, contract.MCP_ASK_PATTERN_MAX_PROGRAM_SIZE]).toEqual([1000, 512]);
  });
  for (const c of cases) {
    it(c.id, () => {
      const actual = run(c);
      expect(compareExpect(actual, c.expect)).toBe("");
    });
  }
});
