/**
 * Turns a loaded contract into the files of generated/ (in memory). Pure: reads only the
 * contract and generator/templates, returns file name → content; the CLI writes or compares.
 * Output is byte-stable: contract order, no timestamps, prettier with a fixed configuration.
 */
import { createHash } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { compile as jsonSchemaToTs } from "json-schema-to-typescript";
import standaloneModule from "ajv/dist/standalone/index.js";
import type * as Prettier from "prettier";
import { contractValidator, createAjv, ContractError, type LoadedContract } from "./contract.js";
import { parseMessageTemplate, REGENERATE_COMMAND, templateParts } from "./messages.js";
import {
  defsReachableFrom,
  flattenDefs,
  inlineDef,
  isObject,
  refName,
  walkSchemas,
  type JsonSchema,
} from "./schema-tools.js";
import { generateSdkFiles } from "./sdks.js";
import { buildPythonModel, PYTHON_PACKAGE, sdkSourceFiles } from "./python.js";

type StandaloneCode = (ajv: ReturnType<typeof createAjv>, refs: Record<string, string>) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ??
  standaloneModule) as unknown as StandaloneCode;

const here = dirname(fileURLToPath(import.meta.url));
const templatesDir = join(here, "templates");

/** The command printed in banners and by --check (messages.ts holds it, so the CLI reads it without loading the generator). */
export { REGENERATE_COMMAND };

/**
 * Prettier options for every emitted file: the repository's .prettierrc.json, read explicitly
 * (never prettier's config lookup, so output does not depend on where the generator runs).
 */
const PRETTIER_OPTIONS = JSON.parse(
  readFileSync(join(here, "..", ".prettierrc.json"), "utf8"),
) as Prettier.Options;

export interface GeneratedFile {
  /** Path relative to the output directory, e.g. "types.ts". */
  name: string;
  content: string;
}

/**
 * Generates every output file. Throws ContractError when the contract breaks a generation rule.
 * `format: false` skips Prettier (same code, unformatted: for checks that only run the output, such
 * as lint); formatted output comes from the Prettier cache when it has seen the same text
 * (formatCached). `only` names the files wanted (e.g. ["CONTRACT.md"] for `nuwax-contract docs`): the
 * others are neither emitted nor formatted, and each file named is the same as in the full output.
 */
export async function generate(
  contract: LoadedContract,
  options: {
    command?: string;
    format?: boolean;
    only?: readonly string[];
    /** The Prettier cache's directory, "off" for none; default: $NUWAX_CONTRACT_CACHE_DIR, else cacheDir's. */
    cacheDir?: string;
  } = {},
): Promise<GeneratedFile[]> {
  // The banner is a line comment: a line terminator in a path would end it (U+2028 and U+2029 too).
  const banner =
    `Code generated from ${contract.displayPath} by "${options.command ?? REGENERATE_COMMAND}". DO NOT EDIT.`.replace(
      /[\r\n\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
  const model = { ...buildModel(contract), ...buildPythonModel(contract) };
  const render = (template: string) =>
    compileTemplate(readFileSync(join(templatesDir, template), "utf8"))({ ...model, banner });
  const wanted = (name: string) => !options.only || options.only.includes(name);

  // Each file's content is made only when the file is wanted. No parser: written as emitted (validators.js is
  // Ajv's output: Prettier took most of the run and made it 30,000 lines; the Python files are formatted by hand).
  const files: Array<{
    name: string;
    content: () => string | Promise<string>;
    parser?: Prettier.BuiltInParserName | null;
  }> = [
    {
      name: "types.ts",
      content: async () => (await emitTypes(contract, banner)) + render("types-catalog.ts.hbs"),
      parser: "typescript",
    },
    { name: "validators.js", content: () => emitValidators(contract, banner), parser: null },
    { name: "validators.d.ts", content: () => render("validators.d.ts.hbs"), parser: "typescript" },
    { name: "messages.ts", content: () => render("messages.ts.hbs"), parser: "typescript" },
    ...(Object.keys(model.builderKeyFor).length
      ? [
          {
            name: "builder-tables.ts",
            content: () => render("builder-tables.ts.hbs"),
            parser: "typescript" as const,
          },
        ]
      : []),
    { name: "tools.ts", content: () => render("tools.ts.hbs"), parser: "typescript" },
    ...(model.uiStrings.length
      ? [{ name: "ui-strings.ts", content: () => render("ui-strings.ts.hbs"), parser: "typescript" as const }]
      : []),
    { name: "CONTRACT.md", content: () => render("CONTRACT.md.hbs"), parser: "markdown" },
    // The Python SDK (docs/sdks.md "Python SDK"): generated data modules, then the hand-written behaviour copied as is (no formatter).
    { name: `python/${PYTHON_PACKAGE}/_contract.py`, content: () => render("python/_contract.py.hbs") },
    { name: `python/${PYTHON_PACKAGE}/types.py`, content: () => render("python/types.py.hbs") },
    ...sdkSourceFiles("python", banner).map((file) => ({ name: file.name, content: () => file.content })),
  ];
  // The Java and UTS SDKs: written in their final layout (Prettier formats neither language).
  const sdkFiles =
    options.only && !options.only.some((name) => name.startsWith("java/") || name.startsWith("uts/"))
      ? []
      : generateSdkFiles(contract, banner).filter((file) => wanted(file.name));
  const out: GeneratedFile[] = [];
  for (const file of files) {
    if (!wanted(file.name)) continue;
    const content = await file.content();
    out.push({
      name: file.name,
      content:
        file.parser && options.format !== false
          ? await formatCached(content, file.parser, banner, options.cacheDir)
          : content,
    });
  }
  return [...out, ...sdkFiles];
}

/** Most entries the Prettier cache keeps; the oldest go first. */
const CACHE_MAX_ENTRIES = 64;

/**
 * The directory of the Prettier cache: `set` (generate's `cacheDir`), else $NUWAX_CONTRACT_CACHE_DIR,
 * else `.cache/nuwax-contract` in the node_modules that holds prettier (the find-cache-dir
 * convention). Undefined when the one that applies is "off".
 */
function cacheDir(set = process.env.NUWAX_CONTRACT_CACHE_DIR): string | undefined {
  if (set === "off") return undefined;
  if (set) return set;
  return join(
    dirname(dirname(createRequire(import.meta.url).resolve("prettier/package.json"))),
    ".cache",
    "nuwax-contract",
  );
}

let prettier: typeof Prettier | undefined;
let prettierVersion: string | undefined;

/** What stands for the banner in the text Prettier formats and the cache keys (formatCached). */
const BANNER_PLACEHOLDER = "Code generated from a contract. DO NOT EDIT.";

/**
 * The opening of a file whose first line is the banner comment alone (`// banner` in TypeScript,
 * `<!-- banner -->` in Markdown), else undefined. Prettier keeps such a line as written and lays out
 * the rest the same whatever the comment says, as long as the banner cannot end the comment early
 * (no `-->` in Markdown: CommonMark ends an HTML comment block at the first) and holds no placeholder text.
 */
function bannerLine(
  content: string,
  parser: Prettier.BuiltInParserName,
  banner: string,
): { real: string; neutral: string } | undefined {
  if (banner.includes(BANNER_PLACEHOLDER)) return undefined;
  const [open, close] = parser === "markdown" ? ["<!-- ", " -->\n"] : ["// ", "\n"];
  if (parser === "markdown" && banner.includes("-->")) return undefined;
  const real = `${open}${banner}${close}`;
  return content.startsWith(real) ? { real, neutral: `${open}${BANNER_PLACEHOLDER}${close}` } : undefined;
}

/**
 * Prettier's output for `content` with the generator's options: read from the cache when the same
 * text was formatted before (keyed by the SHA-256 of Prettier's version, the options, the parser
 * and the text, so a hit is byte-identical to formatting), else formatted and stored (temp file +
 * rename; at most CACHE_MAX_ENTRIES kept). Prettier is loaded only on a miss. A cache that cannot be
 * read or written is skipped: the output never depends on it. A first line that is the banner alone
 * (bannerLine) is formatted and cached as a fixed placeholder and put back after, so output generated
 * for another path or --out (whose banner names them) hits the same entries.
 */
async function formatCached(
  content: string,
  parser: Prettier.BuiltInParserName,
  banner = "",
  cache?: string,
): Promise<string> {
  const line = banner ? bannerLine(content, parser, banner) : undefined;
  if (line) {
    const formatted = await formatCachedText(line.neutral + content.slice(line.real.length), parser, cache);
    if (formatted.startsWith(line.neutral)) return line.real + formatted.slice(line.neutral.length);
  }
  return formatCachedText(content, parser, cache);
}

/** formatCached without the banner step: the cache lookup (in cacheDir(`cache`)), Prettier on a miss, the store. */
async function formatCachedText(
  content: string,
  parser: Prettier.BuiltInParserName,
  cache?: string,
): Promise<string> {
  const dir = cacheDir(cache);
  prettierVersion ??= (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve("prettier/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const key = createHash("sha256")
    .update(JSON.stringify([prettierVersion, PRETTIER_OPTIONS, parser]))
    .update("\0")
    .update(content)
    .digest("hex");
  const file = dir && join(dir, `${key}.txt`);
  if (file) {
    try {
      const hit = readFileSync(file, "utf8");
      try {
        utimesSync(file, new Date(), new Date()); // the least recently used go first
      } catch {
        // a read-only cache still serves its hits
      }
      return hit;
    } catch {
      // a miss (or an unreadable cache): format below
    }
  }
  prettier ??= await import("prettier");
  const formatted = await prettier.format(content, { ...PRETTIER_OPTIONS, parser });
  if (dir && file) {
    try {
      mkdirSync(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, formatted);
      renameSync(temp, file);
      const entries = readdirSync(dir).filter((name) => name.endsWith(".txt"));
      if (entries.length > CACHE_MAX_ENTRIES) {
        const byAge = entries
          .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
          .sort((a, b) => a.at - b.at);
        for (const { name } of byAge.slice(0, entries.length - CACHE_MAX_ENTRIES))
          rmSync(join(dir, name), { force: true });
      }
    } catch {
      // a read-only install or a full disk: the output is the same without the cache
    }
  }
  return formatted;
}

let templateHandlebars: typeof Handlebars | undefined;
const compiledTemplates = new Map<string, Handlebars.TemplateDelegate>();

/**
 * The template `source` compiled (noEscape, strict) with the generator's helpers (createHandlebars), kept
 * per process by its text: the helpers are pure and a compiled template holds no state between renders, so
 * a second generate() (the tests, lint after a check) renders without compiling the templates again.
 */
function compileTemplate(source: string): Handlebars.TemplateDelegate {
  let compiled = compiledTemplates.get(source);
  if (!compiled) {
    templateHandlebars ??= createHandlebars();
    compiled = templateHandlebars.compile(source, { noEscape: true, strict: true });
    compiledTemplates.set(source, compiled);
  }
  return compiled;
}

function createHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  // Every contract value reaches generated code through these three, that is through literal().
  hb.registerHelper("json", (value: unknown) => literal(value));
  hb.registerHelper("jsonPretty", (value: unknown) => literal(value, 2));
  hb.registerHelper("quote", (value: unknown) => literal(String(value)));
  hb.registerHelper("mdCell", (value: unknown) => mdCell(String(value ?? "")));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("lower", (value: unknown) => String(value).toLowerCase());
  hb.registerHelper("join", (values: unknown[], sep: unknown) =>
    Array.isArray(values) ? values.join(typeof sep === "string" ? sep : ", ") : "",
  );
  return hb;
}

/**
 * The one way a contract value enters generated code: `value` as a JSON literal (valid JavaScript
 * and TypeScript data, never code), with `</` written `<\/` (so no string closes an HTML script
 * element the code is inlined into) and U+2028 / U+2029 escaped (line terminators to older parsers).
 * Contract text never goes into comments or identifiers; the names that become identifiers are
 * checked by the contract's emit-safe rule (contract.ts).
 */
export function literal(value: unknown, indent?: number): string {
  const json = JSON.stringify(value, null, indent);
  if (json === undefined) throw new Error(`generator: ${String(value)} has no JSON form`);
  return json
    .replace(/<\//g, "<\\/")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Escapes a value for a markdown table cell (pipes, newlines). */
function mdCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>");
}

/** The text of a message template before and after its {{title}} (every other placeholder kept as written). */
function aroundTitle(template: string): { before: string; after: string } {
  const parts = parseMessageTemplate(template);
  const at = parts.findIndex((part) => part.kind === "placeholder" && part.name === "title");
  const text = (list: typeof parts) =>
    list.map((part) => (part.kind === "text" ? part.text : `{{${part.name}}}`)).join("");
  return at === -1
    ? { before: text(parts), after: "" }
    : { before: text(parts.slice(0, at)), after: text(parts.slice(at + 1)) };
}

/**
 * The closed object shapes of the contract (generated/types.ts CLOSED_SHAPES; docs/reliability-and-security.md
 * "Answer checks"): every flattened $defs entry with `additionalProperties: false` and `properties`, as its
 * property names, its x-nuwax.propertyRenames, and for each property whose value is a closed shape (a `$ref`,
 * or an array whose `items` is a `$ref`) that shape's name and whether it applies to each item. What a key
 * names below a combinator (`oneOf`, `anyOf`, `if`) is not followed, so the table never calls a key unknown
 * that the contract accepts.
 */
export function closedShapes(flat: Record<string, JsonSchema>): Record<
  string,
  {
    keys: string[];
    renames: Record<string, string>;
    children: Record<string, { shape: string; each: boolean }>;
  }
> {
  const closed = (name: string) =>
    flat[name]?.additionalProperties === false && isObject(flat[name]!.properties);
  const out: Record<
    string,
    {
      keys: string[];
      renames: Record<string, string>;
      children: Record<string, { shape: string; each: boolean }>;
    }
  > = {};
  for (const [name, def] of Object.entries(flat)) {
    if (!closed(name)) continue;
    const properties = def.properties as Record<string, JsonSchema>;
    const children: Record<string, { shape: string; each: boolean }> = {};
    for (const [key, property] of Object.entries(properties)) {
      if (!isObject(property)) continue;
      const direct = typeof property.$ref === "string" ? refName(property.$ref) : undefined;
      const items =
        isObject(property.items) && typeof (property.items as JsonSchema).$ref === "string"
          ? refName((property.items as JsonSchema).$ref as string)
          : undefined;
      if (direct && closed(direct)) children[key] = { shape: direct, each: false };
      else if (!direct && property.type === "array" && items && closed(items))
        children[key] = { shape: items, each: true };
    }
    const renames =
      (def["x-nuwax"] as { propertyRenames?: Record<string, string> } | undefined)?.propertyRenames ?? {};
    out[name] = { keys: Object.keys(properties), renames, children };
  }
  return out;
}

/** Everything the code templates read, derived from the contract. */
function buildModel(contract: LoadedContract) {
  const { x, defs } = contract;
  const flat = flattenDefs(defs);
  // Tool texts may name catalog data with {{widgets}} and {{choiceWidgets}}, so a new widget reaches agents.
  const textVars = {
    widgets: x.widgetCatalog.map((e) => e.widget).join(", "),
    choiceWidgets: x.widgetCatalog
      .filter((e) => "options" in e.requires)
      .map((e) => e.widget)
      .join(", "),
  };
  const fillText = (text: string, variant?: Record<string, string>) =>
    Handlebars.compile(text, { noEscape: true, strict: true })({ ...textVars, variant });
  const tools = x.tools.map((tool) => {
    const example = tool.example ? expandExample(tool.example, contract) : undefined;
    const describe = (variant?: Record<string, string>) => {
      const filled = fillText(tool.description, variant);
      return example ? `${filled}\n\nExample arguments:\n${JSON.stringify(example, null, 2)}` : filled;
    };
    const variants = Object.entries(tool.variants ?? {})
      .filter(([name]) => name !== "default")
      .map(([name, vars]) => ({
        name,
        description: describe(vars),
        instructions: tool.instructions ? fillText(tool.instructions, vars) : "",
      }));
    return {
      ...tool,
      constName: `${tool.name.toUpperCase()}_TOOL`,
      fullDescription: describe(tool.variants?.default),
      instructions: tool.instructions
        ? fillText(tool.instructions, tool.variants?.default)
        : tool.instructions,
      textVariants: variants,
      example,
      inputDef: refName(tool.inputSchema),
      outputDef: refName(tool.outputSchema),
      outputSummaryDefs: (tool.outputSummaries ?? []).map(refName),
      inputSchemaInlined: inlineDef(defs, refName(tool.inputSchema)),
      outputSchemaInlined: inlineDef(defs, refName(tool.outputSchema), {
        names: (tool.outputSummaries ?? []).map(refName),
        source: String(contract.schema.$id),
      }),
    };
  });
  const servers = [...new Set(x.tools.map((t) => t.server))].map((server) => ({
    server,
    tools: tools.filter((t) => t.server === server),
    instructions: tools
      .filter((t) => t.server === server && t.instructions)
      .map((t) => t.instructions)
      .join("\n\n"),
  }));
  const locales = Object.keys(x.messages);
  const messages = locales.map((locale) => ({
    locale,
    entries: Object.keys(x.messageKeys).map((key) => ({
      key,
      template: x.messages[locale]![key]!,
      placeholders: x.messageKeys[key]!.placeholders,
    })),
  }));
  // Each dialect's full catalog per locale: x-nuwax.messages, then the dialect's "*" overrides, then its locale's.
  const dialectSpecs = x.dialects ?? {
    web: {
      description: "x-nuwax.messages as they are.",
      fileNameKeys: ["url", "fileUrl", "name", "fileName"],
      messages: {},
    },
  };
  const dialects = Object.entries(dialectSpecs).map(([name, spec]) => ({
    name,
    description: spec.description,
    fileNameKeys: spec.fileNameKeys,
    messages: locales.map((locale) => ({
      locale,
      entries: Object.keys(x.messageKeys).map((key) => ({
        key,
        template: spec.messages[locale]?.[key] ?? spec.messages["*"]?.[key] ?? x.messages[locale]![key]!,
      })),
    })),
  }));
  const messageKeys = Object.entries(x.messageKeys).map(([key, spec]) => ({
    key,
    ...spec,
    varsType: varsType(spec.placeholders),
  }));
  // Validate placeholders once more here so a generator bug cannot emit an unknown variable.
  for (const m of messages)
    for (const e of m.entries)
      for (const part of parseMessageTemplate(e.template)) {
        if (part.kind === "placeholder" && !e.placeholders.includes(part.name))
          throw new ContractError([
            {
              rule: "message-placeholders",
              severity: "error",
              pointer: `#/x-nuwax/messages/${m.locale}/${e.key}`,
              message: `unknown placeholder {{${part.name}}}`,
            },
          ]);
      }
  return {
    contractPath: contract.displayPath,
    regenerate: REGENERATE_COMMAND,
    schemaId: contract.schema.$id,
    schemaTitle: contract.schema.title,
    schemaDescription: contract.schema.description,
    constants: x.constants,
    catalog: x.widgetCatalog,
    widgetSpecificProperties: [...new Set(x.widgetCatalog.flatMap((e) => e.constraints))],
    widgetFieldTypes: x.widgetCatalog.map((e) => ({
      widget: e.widget,
      antd: e.antd,
      typeName: `${e.widget.replace(/(^|[-_ ])(\w)/g, (_m: string, _s: string, c: string) => c.toUpperCase())}FormField`,
      required: e.constraints.filter((c) => c in e.requires),
      optional: e.constraints.filter((c) => !(c in e.requires)),
    })),
    widgets: x.widgetCatalog.map((e) => e.widget),
    aliases: Object.entries(x.deprecatedBuilderAliases).map(([alias, widget]) => ({ alias, widget })),
    aliasMap: x.deprecatedBuilderAliases,
    localeAliases: x.localeAliases ?? {},
    // The text around {{title}} in every submit opening a chat may hold: each locale's header, then the historical ones.
    submitOpenings: [
      ...locales.map((locale) => ({ locale, ...aroundTitle(x.messages[locale]!.submittedHeader!) })),
      // A dialect's own header (the mobile client's English one), once per locale it changes.
      ...dialects.flatMap((d) =>
        d.messages.flatMap(({ locale, entries }) => {
          const header = entries.find((e) => e.key === "submittedHeader")!.template;
          return header === x.messages[locale]!.submittedHeader ? [] : [{ locale, ...aroundTitle(header) }];
        }),
      ),
      ...(x.historicalSignatures ?? [])
        .filter((h) => h.action === "submit")
        .map((h) => aroundTitle(h.template)),
    ],
    attachmentDisplay: x.attachmentDisplay ?? {
      imageTypes: {},
      documentTypes: {},
      uploadServicePaths: [],
      unknownType: "application/octet-stream",
    },
    historicalSignatures: (x.historicalSignatures ?? []).map((h) => ({
      action: h.action,
      source: h.source,
      parts: templateParts(h.template),
    })),
    // The text before {{requestId}} tells a marker of any question (contract lint: the marker starts with text).
    requestIdMarkers: (x.requestIdMarkers ?? []).map((m) => ({
      source: m.source,
      parts: templateParts(m.template),
      prefix: templateParts(m.template)[0]!,
    })),
    closedShapes: closedShapes(flat),
    // A canonical field key → the builder field's name for it (title → label, widget → type).
    builderKeyFor:
      (defs.BuilderFormField?.["x-nuwax"] as { propertyRenames?: Record<string, string> } | undefined)
        ?.propertyRenames ?? {},
    locales,
    messages,
    messageKeys,
    // The marker formatMcpAskResumeMessage appends on request (the entry with writeSeparator; lint allows one).
    writtenRequestIdMarker:
      (x.requestIdMarkers ?? [])
        .filter((m) => m.writeSeparator !== undefined)
        .map((m) => ({
          source: m.source,
          separator: m.writeSeparator,
          parts: templateParts(m.template),
        }))[0] ?? null,
    dialectNames: dialects.map((d) => d.name),
    dialectTemplates: Object.fromEntries(
      dialects.map((d) => [
        d.name,
        {
          description: d.description,
          fileNameKeys: d.fileNameKeys,
          templates: Object.fromEntries(
            d.messages.map(({ locale, entries }) => [
              locale,
              Object.fromEntries(entries.map((e) => [e.key, templateParts(e.template)])),
            ]),
          ),
        },
      ]),
    ),
    acpToolUpdate: x.acpToolUpdate,
    historicalVersions: {
      schemaVersions: (x.historicalVersions?.schemaVersions ?? []).map((v) => v.version),
      uiVersions: (x.historicalVersions?.uiVersions ?? []).map((v) => v.version),
    },
    messagePlaceholders: Object.fromEntries(
      Object.entries(x.messageKeys).map(([key, spec]) => [key, spec.placeholders]),
    ),
    messageTemplates: Object.fromEntries(
      locales.map((locale) => [
        locale,
        Object.fromEntries(
          Object.keys(x.messageKeys).map((key) => [key, templateParts(x.messages[locale]![key]!)]),
        ),
      ]),
    ),
    ...buildUiStringsModel(x),
    tools,
    servers,
    defNames: Object.keys(defs),
    fastDefNames: fastValidatorDefs(contract),
    defaults: Object.fromEntries(
      Object.entries(flat)
        .map(([name, def]) => [
          name,
          Object.fromEntries(
            Object.entries((def.properties ?? {}) as Record<string, JsonSchema>)
              .filter(([, prop]) => "default" in prop)
              .map(([prop, schema]) => [prop, schema.default]),
          ),
        ])
        .filter(([, values]) => Object.keys(values as object).length > 0),
    ),
    docDefs: Object.keys(defs).map((name) => describeDef(name, defs[name]!, flat[name]!)),
    catalogDoc: x.widgetCatalog.map((e) => ({
      ...e,
      inferenceText: e.inference
        ? `when type is ${e.inference.when.types.join(" or ")}${e.inference.when.typeMayBeOmitted ? " (or omitted)" : ""} and options are ${e.inference.when.hasOptions ? "given" : "absent"}`
        : "never: set widget",
      requiresText: Object.keys(e.requires).join(", ") || "—",
      constraintsText: e.constraints.join(", ") || "—",
      templateJson: JSON.stringify(e.template),
    })),
  };
}

/** The model of generated/ui-strings.ts: one entry per locale with one compiled template per x-nuwax.uiStringKeys key. */
function buildUiStringsModel(x: LoadedContract["x"]) {
  const specs = Object.entries(x.uiStringKeys ?? {});
  const uiStringKeys = specs.map(([key, spec]) => ({ key, ...spec, varsType: varsType(spec.placeholders) }));
  const uiStrings = Object.entries(x.uiStrings ?? {});
  return {
    uiStringKeys,
    uiStrings,
    uiStringPlaceholders: Object.fromEntries(specs.map(([key, spec]) => [key, spec.placeholders])),
    uiStringTemplates: Object.fromEntries(
      uiStrings.map(([locale, templates]) => [
        locale,
        Object.fromEntries(specs.map(([key]) => [key, templateParts(templates[key]!)])),
      ]),
    ),
  };
}

/** The TypeScript type of a template's `vars`, every name a string literal key: `{ "title": string }`. */
function varsType(placeholders: readonly string[]): string {
  return `{ ${placeholders.map((p) => `${JSON.stringify(p)}: string`).join("; ")} }`;
}

/** Replaces `{ "$catalogTemplates": [widgets] }` inside a tool example by those catalog templates. */
function expandExample(example: Record<string, unknown>, contract: LoadedContract): Record<string, unknown> {
  const expand = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(expand);
    if (!isObject(node)) return node;
    if (Array.isArray(node.$catalogTemplates)) {
      return node.$catalogTemplates.map((widget) => {
        const entry = contract.x.widgetCatalog.find((e) => e.widget === widget);
        if (!entry)
          throw new ContractError([
            {
              rule: "tool-example",
              severity: "error",
              pointer: "#/x-nuwax/tools",
              message: `example: $catalogTemplates names unknown widget "${String(widget)}"`,
            },
          ]);
        return structuredClone(entry.template);
      });
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v)]));
  };
  const expanded = expand(example) as Record<string, unknown>;
  for (const tool of contract.x.tools) {
    if (tool.example !== example) continue;
    const validate = contractValidator(contract.schema, tool.inputSchema);
    if (!validate(expanded)) {
      throw new ContractError(
        (validate.errors ?? []).map((e) => ({
          rule: "tool-example",
          severity: "error" as const,
          pointer: `#/x-nuwax/tools/${contract.x.tools.indexOf(tool)}/example${e.instancePath}`,
          message: e.message ?? e.keyword,
        })),
      );
    }
  }
  return expanded;
}

/**
 * json-schema-to-typescript, one exported type per $defs entry, refinements flattened. Each call gets
 * only the $defs its def reaches (defsReachableFrom, in contract order): the referenced types are named,
 * not declared (declareExternallyReferenced: false), so the output is the same as with every def, and
 * json-schema-to-typescript dereferences a few defs per call instead of all of them (about 5x less time).
 */
async function emitTypes(contract: LoadedContract, banner: string): Promise<string> {
  const flat = flattenDefs(contract.defs);
  for (const [name, def] of Object.entries(flat)) {
    def.title = name;
    markUnknown(def);
  }
  let out = `// ${banner}\n/* eslint-disable */\n\n`;
  for (const name of Object.keys(flat)) {
    const reached = defsReachableFrom([name], flat);
    const defs = Object.fromEntries(Object.entries(flat).filter(([other]) => reached.has(other)));
    out += await jsonSchemaToTs({ ...flat[name], $defs: defs } as never, name, {
      bannerComment: "",
      declareExternallyReferenced: false,
      format: false,
      ignoreMinAndMaxItems: true,
      unknownAny: true,
    });
    out += "\n";
  }
  return out;
}

/** Marks "any value" schemas (no type, ref, enum, const or combinator) so they become `unknown`. */
function markUnknown(schema: JsonSchema): void {
  walkSchemas(schema, (node) => {
    const constraining = [
      "type",
      "$ref",
      "enum",
      "const",
      "allOf",
      "anyOf",
      "oneOf",
      "not",
      "properties",
      "items",
    ];
    if (!constraining.some((k) => k in node)) (node as JsonSchema).tsType = "unknown";
  });
}

/**
 * The defs whose data comes *in* (tool inputs, x-nuwax.dataFlow.accepted, and McpAskRawInput, which
 * the normalizer validates agent data against): each gets a fast validator tried first.
 */
export function fastValidatorDefs(contract: LoadedContract): string[] {
  const names = [
    ...contract.x.tools.map((t) => refName(t.inputSchema)),
    ...(contract.x.dataFlow?.accepted ?? []),
    "McpAskRawInput",
  ];
  return [...new Set(names)].filter((name) => name in contract.defs);
}

/**
 * Whether a def may be validated with Ajv's `unicode: false` (lengths in UTF-16 code units) on the
 * fast path without accepting anything the full validator refuses: a code-unit length is never
 * smaller than the code-point length, so every maxLength stays safe, and so does minLength ≤ 1
 * (non-empty either way); a larger minLength could let a short astral string through.
 */
function codeUnitLengthsSafe(contract: LoadedContract, name: string, seen = new Set<string>()): boolean {
  if (seen.has(name)) return true;
  seen.add(name);
  let safe = true;
  walkSchemas(contract.defs[name], (node) => {
    if (typeof node.minLength === "number" && node.minLength > 1) safe = false;
    if (
      typeof node.$ref === "string" &&
      node.$ref.startsWith("#/$defs/") &&
      !codeUnitLengthsSafe(contract, refName(node.$ref), seen)
    )
      safe = false;
  });
  return safe;
}

/**
 * Ajv standalone code for every $defs entry (`validate<Name>`), as an ES module. Ajv's ESM output
 * still `require`s its runtime helpers and ajv-formats (ajv-validator/ajv#2209), so those lines are
 * rewritten into imports; the generator fails if any `require(` survives.
 *
 * Input defs (fastValidatorDefs) also get `validate<Name>Fast`: the def with its refinements
 * flattened, compiled with `allErrors: false` (stops at the first error) and, where
 * codeUnitLengthsSafe, `unicode: false`. It never accepts what the full validator refuses, so the
 * exported `validate<Name>` tries it first and runs the full validator (allErrors, verbose: the
 * error reports) only when it fails: same verdict, same `.errors`.
 */
function emitValidators(contract: LoadedContract, banner: string): string {
  // Namespace imports plus cjsExport() read a CommonJS export the same way under Node's ESM loader,
  // a CommonJS transpiler (tsx, ts-node) and bundlers, whose default-import interop all differ.
  const modules = new Map<string, string>();
  const rewriteRequires = (code: string) =>
    code.replace(
      /const (\w+) = require\("([^"]+)"\)\.(\w+)((?:\.\w+|\["[^"\]]+"\])*);/g,
      (_m: string, local: string, mod: string, first: string, rest: string) => {
        const path = mod.endsWith(".js") ? mod : `${mod}.js`;
        if (!modules.has(path)) modules.set(path, `ajvRuntime${modules.size}`);
        return `const ${local} = cjsExport(${modules.get(path)}, ${JSON.stringify(first)})${rest};`;
      },
    );

  // verbose keeps the failing schema on each error so messages can quote descriptions and allowed keys.
  const ajv = createAjv({ code: { source: true, esm: true }, verbose: true });
  ajv.addSchema(contract.schema);
  const refs: Record<string, string> = {};
  for (const name of Object.keys(contract.defs))
    refs[`validate${name}`] = `${contract.schema.$id}#/$defs/${name}`;
  let code = rewriteRequires(standaloneCode(ajv, refs)).replace(/^"use strict";/, "");

  // The fast path: one standalone program per `unicode` setting, each in its own scope.
  const fast = fastValidatorDefs(contract);
  const flatSchema = { ...contract.schema, $defs: flattenDefs(contract.defs) };
  const groups = [
    { unicode: false, names: fast.filter((n) => codeUnitLengthsSafe(contract, n)) },
    { unicode: true, names: fast.filter((n) => !codeUnitLengthsSafe(contract, n)) },
  ].filter((g) => g.names.length > 0);
  const fastBlocks = groups.map((group, i) => {
    const fastAjv = createAjv({
      code: { source: true, esm: true },
      allErrors: false,
      unicode: group.unicode,
      logger: false,
    });
    fastAjv.addSchema(flatSchema);
    const fastRefs: Record<string, string> = {};
    for (const name of group.names) fastRefs[`validate${name}Fast`] = `${contract.schema.$id}#/$defs/${name}`;
    const body = rewriteRequires(standaloneCode(fastAjv, fastRefs))
      .replace(/^"use strict";/, "")
      .replace(/export const (validate\w+Fast) = /g, "const $1 = ");
    return `/** Fast validators (allErrors: false, unicode: ${group.unicode}) for ${group.names.join(", ")}. */\nconst fast${i} = /* @__PURE__ */ (() => {\n${body}\nreturn { ${group.names.map((n) => `validate${n}Fast`).join(", ")} };\n})();\n${group.names.map((n) => `export const validate${n}Fast = fast${i}.validate${n}Fast;`).join("\n")}`;
  });
  for (const name of fast) {
    const exportLine = new RegExp(`export const validate${name} = (\\w+);`);
    if (!exportLine.test(code)) throw new Error(`validators.js: no export line for validate${name}`);
    code = code.replace(exportLine, `const validate${name}Full = $1;`);
  }
  const wrappers = fast
    .map((n) => `export const validate${n} = /* @__PURE__ */ fastFirst(validate${n}Fast, validate${n}Full);`)
    .join("\n");
  const interop = `/** Export \`key\` of a CommonJS module reached through a namespace import, whatever the interop. */
function cjsExport(ns, key) {
  for (let m = ns, depth = 0; m != null && depth < 3; m = m.default, depth++) {
    const value = m[key];
    if (value !== undefined && (key !== "default" || typeof value === "function")) return value;
  }
  throw new Error(\`validators.js: cannot read export "\${key}" of an Ajv runtime module\`);
}

/** A validator that runs \`fast\` first and \`full\` (with the error reports) only when \`fast\` fails. */
function fastFirst(fast, full) {
  const validate = (data) => {
    if (fast(data)) {
      validate.errors = null;
      return true;
    }
    const valid = full(data);
    validate.errors = full.errors ?? null;
    return valid;
  };
  validate.errors = null;
  return validate;
}`;
  const all = treeShakeable([code, ...fastBlocks].join("\n"));
  const leftover = all.indexOf("require(");
  if (leftover >= 0)
    throw new Error(
      `Ajv standalone output still contains require(: ${all.slice(Math.max(0, leftover - 80), leftover + 80)}`,
    );
  const imports = [...modules].map(([path, alias]) => `import * as ${alias} from ${JSON.stringify(path)};`);
  return `// ${banner}\n// Standalone Ajv validators (no schema compilation at run time), one per $defs entry.\n${imports.join("\n")}\n${interop}\n${all}\n${wrappers}\n`;
}

/**
 * Ajv's standalone code with no top-level side effect, so a bundler drops the validators a program
 * does not import (the MCP App page imports three): each `validateN.evaluated = {…};` statement
 * (Ajv's record of what a validator evaluates, read only by the generated code) is removed and
 * every read of `validateN.evaluated` becomes that literal; the runtime-helper reads
 * (`cjsExport(…)`) are marked pure. Throws when a read has no assignment to take the literal from.
 */
function treeShakeable(code: string): string {
  const literals = new Map<string, string>();
  let out = "";
  let at = 0;
  const assignment = /validate(\d+)\.evaluated = \{/g;
  for (let m = assignment.exec(code); m; m = assignment.exec(code)) {
    const start = m.index + m[0].length - 1;
    const end = jsonEnd(code, start);
    if (code[end] !== ";") continue; // not a statement of its own
    literals.set(m[1]!, code.slice(start, end));
    out += code.slice(at, m.index);
    at = end + 1;
    assignment.lastIndex = end + 1;
  }
  out += code.slice(at);
  out = out.replace(/validate(\d+)\.evaluated\b/g, (_m: string, n: string) => {
    const literal = literals.get(n);
    if (literal === undefined) throw new Error(`validators.js: validate${n}.evaluated is read but never set`);
    return `(${literal})`;
  });
  return out.replace(/= cjsExport\(/g, "= /* @__PURE__ */ cjsExport(");
}

/** The index just past the JSON object or array that starts at `start` (strings skipped as JSON writes them). */
function jsonEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (--depth === 0) return i + 1;
    }
  }
  throw new Error("validators.js: unterminated literal in Ajv's output");
}

interface DocRow {
  name: string;
  type: string;
  required: boolean;
  default: string;
  description: string;
}

/** A $defs entry as a CONTRACT.md section. */
function describeDef(name: string, def: JsonSchema, flat: JsonSchema) {
  const props = (flat.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((flat.required as string[] | undefined) ?? []);
  const rows: DocRow[] = Object.entries(props).map(([prop, schema]) => ({
    name: prop,
    type: mdCell(typeText(schema)),
    required: required.has(prop),
    default: "default" in schema ? mdCell(`\`${JSON.stringify(schema.default)}\``) : "",
    description: mdCell(String(schema.description ?? describeRefTarget(schema))),
  }));
  const base =
    Array.isArray(def.allOf) && def.allOf.length === 1 && isObject(def.allOf[0])
      ? (def.allOf[0].$ref as string | undefined)
      : undefined;
  return {
    name,
    anchor: name.toLowerCase(),
    description: mdCell(String(def.description ?? "")),
    refines: base ? refName(base) : undefined,
    kind: rows.length ? "object" : "value",
    valueType: rows.length ? "" : mdCell(typeText(flat)),
    rows,
  };
}

function describeRefTarget(schema: JsonSchema): string {
  return typeof schema.$ref === "string" ? `See ${refName(schema.$ref)}.` : "";
}

/** Short human type text for docs, e.g. `string (≥ 1 chars)`, `[FieldOption](#fieldoption)[]`. */
function typeText(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") {
    const n = refName(schema.$ref);
    return `[${n}](#${n.toLowerCase()})`;
  }
  if ("const" in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(" \\| ");
  for (const k of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[k])) return (schema[k] as JsonSchema[]).map(typeText).join(" or ");
  }
  const bits: string[] = [];
  if (schema.type === "array") {
    const items = isObject(schema.items) ? typeText(schema.items as JsonSchema) : "any";
    bits.push(`${items}[]`);
    if (typeof schema.minItems === "number") bits.push(`≥ ${schema.minItems} items`);
  } else if (typeof schema.type === "string") {
    bits.push(schema.type);
    if (typeof schema.minLength === "number") bits.push(`≥ ${schema.minLength} chars`);
    if (typeof schema.minimum === "number") bits.push(`≥ ${schema.minimum}`);
    if (typeof schema.exclusiveMinimum === "number") bits.push(`> ${schema.exclusiveMinimum}`);
    if (typeof schema.format === "string") bits.push(`format ${schema.format}`);
  } else {
    bits.push("any");
  }
  return bits.length > 1 ? `${bits[0]} (${bits.slice(1).join(", ")})` : bits[0]!;
}
