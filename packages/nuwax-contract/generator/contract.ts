/**
 * Loads a contract (schema.json + examples/) and checks it before anything is generated.
 * Every problem is collected and reported at once (ContractError.problems).
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { collectRefs, flattenDefs, isObject, reachableDefs, refName, walkSchemas, type JsonSchema } from "./schema-tools.js";
import { parseMessageTemplate } from "./messages.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The x-nuwax block, as checked against generator/x-nuwax.schema.json. */
export interface XNuwax {
  constants: {
    toolName: string;
    schemaVersion: string;
    uiVersion: string;
    otherFieldSuffix: string;
    defaultLocale: string;
    /** The widget a client shows for a widget it does not know (a catalog widget). */
    fallbackWidget?: string;
    pendingMessage: string;
    maxMessageBytes?: number;
    /** Size limits (README "Reliability and security"): tool results, form submits, problem reports. */
    maxToolResultBytes?: number;
    maxSubmitBytes?: number;
    quoteMaxCodePoints?: number;
    subjectMaxCodePoints?: number;
    maxProblems?: number;
    /** nuwax-ask-question-mcp's delivery modes (README "Delivery modes") and the default one. */
    deliveryModes?: Array<"pending" | "elicitation" | "browser" | "auto">;
    defaultDelivery?: "pending" | "elicitation" | "browser" | "auto";
  };
  widgetCatalog: CatalogEntry[];
  deprecatedBuilderAliases: Record<string, string>;
  messageKeys: Record<string, { placeholders: string[]; description: string }>;
  localeAliases?: Record<string, string>;
  messages: Record<string, Record<string, string>>;
  /** The renderer's UI strings (README "MCP App"): key → placeholders/description, and per message locale one template per key. */
  uiStringKeys?: Record<string, { placeholders: string[]; description: string }>;
  uiStrings?: Record<string, Record<string, string>>;
  /** Answer-message openings clients sent in the past and must still recognise ({{title}} only). */
  historicalSignatures?: Array<{ action: "submit" | "cancel" | "skip" | "timeout"; template: string; source: string }>;
  /** How a chat shows the files named in an answer message (README "Client-side kit"). */
  attachmentDisplay?: { imageTypes: Record<string, string>; documentTypes: Record<string, string>; uploadServicePaths: string[]; unknownType: string };
  /** Markers older clients appended to answer messages to name the question's requestId ({{requestId}} once, after some text). */
  requestIdMarkers?: Array<{ template: string; source: string }>;
  tools: ToolEntry[];
  exports: string[];
  /** Semantic version of the contract; its major is the v<N> of schemaVersion and uiVersion. */
  protocolVersion: string;
  /** Roots of data the servers accept (beyond tool inputs) and emit (beyond tool outputs); drives diff direction. */
  dataFlow?: { accepted?: string[]; emitted?: string[] };
}

export interface CatalogEntry {
  widget: string;
  labels: { "zh-CN": string; en: string };
  antd: string;
  valueType: "string" | "number" | "array" | "files";
  inference: null | { when: { types: string[]; typeMayBeOmitted: boolean; hasOptions: boolean } };
  requires: { options?: true; allowCustom?: true };
  constraints: string[];
  answerDisplay: string;
  clientSupport: { web: string; mobile: string };
  template: Record<string, unknown>;
}

export interface ToolEntry {
  name: string;
  server: string;
  title: string;
  description: string;
  instructions?: string;
  /** Variant name → placeholder → text, for `{{variant.<placeholder>}}` in description and instructions. */
  variants?: Record<string, Record<string, string>>;
  annotations: Record<string, boolean>;
  inputSchema: string;
  outputSchema: string;
  /** `$defs` references the served outputSchema carries as summaries (root type, required, description) instead of whole. */
  outputSummaries?: string[];
  example?: Record<string, unknown>;
}

export interface ContractExample {
  /** File name relative to the examples directory, e.g. "complete-form.json". */
  file: string;
  data: unknown;
}

export interface LoadedContract {
  /** Path as given (used in banners, relative to the working directory when possible). */
  displayPath: string;
  schema: JsonSchema;
  defs: Record<string, JsonSchema>;
  x: XNuwax;
  /** Valid examples: examples/*.json (each must validate as McpAskRawInput). */
  examples: ContractExample[];
  /** Invalid examples: examples/invalid/*.json, `{ description, input, problems }`. */
  invalidExamples: ContractExample[];
}

/** One result of a contract rule: the rule id, how bad it is, where (JSON pointer) and what. */
export interface Finding {
  rule: string;
  severity: "error" | "warning";
  /** JSON pointer into the contract, e.g. "#/$defs/FieldOption/properties/label", or into an example file. */
  pointer: string;
  message: string;
}

/** `#/x-nuwax/messages/ja` style pointer from segments (escaping ~ and /). */
export function pointerOf(...segments: Array<string | number>): string {
  return ["#", ...segments.map((s) => String(s).replace(/~/g, "~0").replace(/\//g, "~1"))].join("/");
}

/** One finding as a line: `error #/$defs/X/properties/y [rule-id] message`. */
export function formatFinding(finding: Finding): string {
  return `${finding.severity} ${finding.pointer} [${finding.rule}] ${finding.message}`;
}

export class ContractError extends Error {
  readonly problems: string[];
  constructor(readonly findings: Finding[]) {
    super(`contract check failed (${findings.length} problem${findings.length === 1 ? "" : "s"}):\n${findings.map((f) => `  - ${formatFinding(f)}`).join("\n")}`);
    this.name = "ContractError";
    this.problems = findings.map((f) => `${f.pointer}: ${f.message}`);
  }
}

/** JSON Schema 2020-12 keywords (core, applicator, validation, unevaluated, format, content, meta-data). */
const KNOWN_KEYWORDS = new Set([
  "$schema", "$id", "$ref", "$defs", "$comment", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
  "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "items", "contains",
  "properties", "patternProperties", "additionalProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties",
  "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
  "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties",
  "minProperties", "required", "dependentRequired", "format", "contentEncoding", "contentMediaType", "contentSchema",
  "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples",
]);

/** Vendor keywords the contract may use; registered with Ajv as annotations. */
export const VENDOR_KEYWORDS = ["x-nuwax"] as const;

const here = dirname(fileURLToPath(import.meta.url));

/** Creates the Ajv instance used for every contract compilation (strict mode on, formats added). */
export function createAjv(options: { code?: { source: boolean; esm: boolean }; verbose?: boolean; allErrors?: boolean; unicode?: boolean; logger?: false } = {}): Ajv2020 {
  // strictRequired only sees `properties` of the same schema object, so it rejects the contract's
  // refinements (allOf [$ref Base] + required). checkRequired() enforces the same rule on the
  // flattened defs instead; every other strict-mode check stays on.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, ...options });
  addFormats(ajv);
  for (const keyword of VENDOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: "object" });
  return ajv;
}

/** Reads a contract file and its sibling examples/ folder. Throws Error when a file is not JSON. */
export function readContractFiles(contractPath: string): { schema: JsonSchema; examples: ContractExample[]; invalidExamples: ContractExample[] } {
  const text = readFileSync(contractPath, "utf8");
  let schema: JsonSchema;
  try {
    schema = JSON.parse(text) as JsonSchema;
  } catch (error) {
    throw new Error(`${contractPath}: not valid JSON: ${(error as Error).message}`);
  }
  const examplesDir = join(dirname(contractPath), "examples");
  return { schema, examples: readExamples(examplesDir), invalidExamples: readExamples(join(examplesDir, "invalid")) };
}

/**
 * Reads `contractPath` and its sibling `examples/` folder and runs every generation rule
 * (checkContract). Throws ContractError listing every error finding; throws a plain Error when a
 * file cannot be read or parsed.
 */
export function loadContract(contractPath: string, displayPath = contractPath): LoadedContract {
  const { schema, examples, invalidExamples } = readContractFiles(contractPath);
  const errors = checkContract(schema, examples, invalidExamples).filter((f) => f.severity === "error");
  if (errors.length) throw new ContractError(errors);
  return contractFrom(schema, examples, invalidExamples, displayPath);
}

/** A LoadedContract from files already read and checked (checkContract found no errors). */
export function contractFrom(schema: JsonSchema, examples: ContractExample[], invalidExamples: ContractExample[], displayPath: string): LoadedContract {
  return { displayPath, schema, defs: schema.$defs as Record<string, JsonSchema>, x: schema["x-nuwax"] as XNuwax, examples, invalidExamples };
}

/**
 * Every rule the generator needs to hold, as findings (all at once): JSON Schema keywords and
 * vendor keys, the x-nuwax shape, Ajv strict mode, required properties, widget catalog vs enum,
 * aliases, catalog constraints and templates, messages and placeholders, tools, version constants,
 * unused $defs, examples. Pure: reads nothing but its arguments (and generator/x-nuwax.schema.json).
 */
export function checkContract(schema: JsonSchema, examples: ContractExample[] = [], invalidExamples: ContractExample[] = []): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: string, pointer: string, message: string, severity: Finding["severity"] = "error") => findings.push({ rule, severity, pointer, message });
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>;
  if (!isObject(schema.$defs)) add("defs-present", "#", "$defs is missing; the contract defines its shapes as named $defs entries");
  if (typeof schema.$id !== "string") add("schema-id", "#", "$id is missing; set a stable absolute URI");

  // 1. Keyword typos and unknown vendor keys, all at once (Ajv strict mode stops at the first).
  walkSchemas(schema, (node, pointer) => {
    for (const key of Object.keys(node)) {
      if (KNOWN_KEYWORDS.has(key)) continue;
      if ((VENDOR_KEYWORDS as readonly string[]).includes(key)) {
        if (pointer !== "#") checkSchemaAnnotation(node, pointer, add);
        continue;
      }
      if (key.startsWith("x-")) add("vendor-keyword", pointer, `unknown vendor keyword "${key}"; the contract knows ${VENDOR_KEYWORDS.join(", ")}`);
      else add("json-schema-keyword", pointer, `unknown keyword "${key}"${suggestKeyword(key)}`);
    }
  });

  // 2. x-nuwax against the generator's meta-schema.
  const metaAjv = new Ajv2020({ strict: true, allErrors: true });
  const validateX = metaAjv.compile(JSON.parse(readFileSync(join(here, "x-nuwax.schema.json"), "utf8")));
  const x = schema["x-nuwax"] as XNuwax;
  if (!validateX(x)) {
    for (const e of validateX.errors ?? []) {
      const params = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
      const extra =
        e.keyword === "additionalProperties" ? ` "${params.additionalProperty}"` : e.keyword === "enum" ? `: ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ")}` : "";
      add("x-nuwax-shape", `#/x-nuwax${e.instancePath}`, `${e.message}${extra}`);
    }
    return findings;
  }

  // 3. Ajv strict compile of the whole contract (skipped after keyword findings: it would only repeat the first).
  const ajv = createAjv();
  let compiled = false;
  if (findings.length === 0) {
    try {
      ajv.addSchema(schema);
      for (const name of Object.keys(defs)) ajv.getSchema(`${schema.$id}#/$defs/${name}`);
      compiled = true;
    } catch (error) {
      add("ajv-strict", "#", `Ajv strict mode: ${(error as Error).message}`);
    }
  }

  // 4. Cross checks between $defs and x-nuwax.
  checkRequired(defs, add);
  checkCatalog(defs, x, add);
  checkMessages(x, add);
  checkUiStrings(x, add);
  checkTools(defs, x, add);
  checkEmitSafe(defs, x, add);
  checkVersions(defs, x, add);
  checkDelivery(x, add);
  checkSizeLimits(x, add);
  x.exports.forEach((name, i) => {
    if (!defs[name]) add("exports-exist", pointerOf("x-nuwax", "exports", i), `"${name}" is not a $defs entry`);
  });
  for (const [i, name] of (x.dataFlow?.accepted ?? []).concat(x.dataFlow?.emitted ?? []).entries()) {
    if (!defs[name]) add("data-flow", pointerOf("x-nuwax", "dataFlow"), `"${name}" (entry ${i}) is not a $defs entry`);
  }
  const referenced = collectRefs(defs);
  for (const tool of x.tools) {
    referenced.add(refName(tool.inputSchema));
    referenced.add(refName(tool.outputSchema));
  }
  for (const name of Object.keys(defs)) {
    if (!referenced.has(name) && !x.exports.includes(name)) {
      add("defs-used", pointerOf("$defs", name), "neither referenced nor listed in x-nuwax.exports; use it, export it or remove it");
    }
  }

  // 5. Examples and catalog templates.
  if (compiled) {
    const get = (name: string) => ajv.getSchema(`${schema.$id}#/$defs/${name}`);
    const validateRaw = get("McpAskRawInput");
    const validateField = get("FormField");
    for (const example of examples) {
      if (validateRaw && !validateRaw(example.data)) {
        for (const e of validateRaw.errors ?? []) add("example-valid", `examples/${example.file}#${e.instancePath}`, e.message ?? e.keyword);
      }
    }
    x.widgetCatalog.forEach((entry, i) => {
      if (validateField && !validateField(entry.template)) {
        for (const e of validateField.errors ?? []) add("catalog-template-valid", pointerOf("x-nuwax", "widgetCatalog", i, "template") + e.instancePath, e.message ?? e.keyword);
      }
    });
  }
  for (const example of invalidExamples) {
    const data = example.data as Record<string, unknown>;
    if (!isObject(data) || !("input" in data) || !Array.isArray(data.problems) || data.problems.length === 0) {
      add("invalid-example-shape", `examples/invalid/${example.file}#`, 'must be { "description", "input", "problems": [expected problem lines] }');
    }
  }
  return findings;
}

/**
 * `x-nuwax` inside a schema (not the root) annotates that one shape. Its only key is
 * `propertyRenames`: `{ "<key of another shape>": "<this shape's property>" }`, read by the
 * generated validators to answer an unknown key with "use <property> instead" (a builder field's
 * `label` for a canonical field's `title`). Each target must be a property of the schema and no
 * source may be one.
 */
function checkSchemaAnnotation(node: JsonSchema, pointer: string, add: (rule: string, pointer: string, message: string) => void): void {
  const annotation = node["x-nuwax"];
  const at = `${pointer}/x-nuwax`;
  if (!isObject(annotation)) return add("vendor-keyword", at, "x-nuwax inside a schema must be an object: { propertyRenames: { from: to } }");
  for (const key of Object.keys(annotation)) if (key !== "propertyRenames") add("vendor-keyword", `${at}/${key}`, `unknown key "${key}"; inside a schema x-nuwax knows only propertyRenames`);
  const renames = annotation.propertyRenames;
  if (renames === undefined) return;
  if (!isObject(renames)) return add("vendor-keyword", `${at}/propertyRenames`, "propertyRenames must map another shape's key to this shape's property name");
  const props = isObject(node.properties) ? node.properties : {};
  for (const [from, to] of Object.entries(renames)) {
    if (typeof to !== "string" || !Object.hasOwn(props, to)) add("vendor-keyword", `${at}/propertyRenames/${from}`, `target ${JSON.stringify(to)} is not a property of this schema`);
    if (Object.hasOwn(props, from)) add("vendor-keyword", `${at}/propertyRenames/${from}`, `"${from}" is a property of this schema, so it is never unknown here`);
  }
}

/**
 * Rules only `nuwax-contract lint` reports (they do not stop generation): every property has a
 * description.
 */
export function lintOnlyRules(schema: JsonSchema): Finding[] {
  const findings: Finding[] = [];
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>;
  for (const [name, def] of Object.entries(defs)) {
    if (typeof def.description !== "string" || def.description.trim() === "") {
      findings.push({ rule: "description-required", severity: "error", pointer: pointerOf("$defs", name), message: "has no description; say what the shape is for" });
    }
    walkSchemas(def, (node, pointer) => {
      if (!isObject(node.properties)) return;
      for (const [prop, sub] of Object.entries(node.properties)) {
        if (!isObject(sub)) continue;
        const described = typeof sub.description === "string" && sub.description.trim() !== "";
        const refOnly = typeof sub.$ref === "string";
        if (!described && !refOnly) {
          findings.push({ rule: "description-required", severity: "error", pointer: `${pointerOf("$defs", name)}${pointer.slice(1)}/properties/${prop}`, message: `property "${prop}" has no description` });
        }
      }
    });
  }
  return findings;
}

function readExamples(dir: string): ContractExample[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      try {
        return { file, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${join(dir, file)}: not valid JSON: ${(error as Error).message}`);
      }
    });
}

function suggestKeyword(key: string): string {
  let best = "";
  let bestDistance = Infinity;
  for (const known of KNOWN_KEYWORDS) {
    const d = editDistance(key.toLowerCase(), known.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  const prefix = [...KNOWN_KEYWORDS].find((k) => k.length > 6 && (k.startsWith(key) || key.startsWith(k.slice(0, -3))));
  if (bestDistance <= 2) return `; did you mean "${best}"?`;
  if (prefix) return `; did you mean "${prefix}"?`;
  return "; vendor data belongs under x-nuwax";
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

type Add = (rule: string, pointer: string, message: string, severity?: Finding["severity"]) => void;

function enumOf(defs: Record<string, JsonSchema>, name: string, add: Add): string[] {
  const values = defs[name]?.enum;
  if (!Array.isArray(values)) {
    add("defs-present", pointerOf("$defs", name), "is missing or has no enum");
    return [];
  }
  return values as string[];
}

/** Every `required` name exists among the (flattened) properties of its object schema. */
function checkRequired(defs: Record<string, JsonSchema>, add: Add): void {
  let flat: Record<string, JsonSchema>;
  try {
    flat = flattenDefs(defs);
  } catch (error) {
    add("required-defined", "#/$defs", (error as Error).message);
    return;
  }
  for (const [name, def] of Object.entries(flat)) {
    walkSchemas(def, (node, pointer) => {
      if (!Array.isArray(node.required) || !isObject(node.properties)) return;
      for (const key of node.required as string[]) {
        if (!(key in node.properties)) add("required-defined", `${pointerOf("$defs", name)}${pointer.slice(1)}`, `required property "${key}" is not defined in properties`);
      }
    });
  }
}

function checkCatalog(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  const widgets = enumOf(defs, "WidgetType", add);
  const catalogWidgets = x.widgetCatalog.map((entry) => entry.widget);
  const fallback = x.constants.fallbackWidget;
  if (fallback !== undefined) {
    const entry = x.widgetCatalog.find((e) => e.widget === fallback);
    if (!entry) add("catalog-fallback", pointerOf("x-nuwax", "constants", "fallbackWidget"), `"${fallback}" is not a catalog widget; use one of ${catalogWidgets.join(", ")}`);
    else if (Object.keys(entry.requires).length > 0) add("catalog-fallback", pointerOf("x-nuwax", "constants", "fallbackWidget"), `"${fallback}" requires ${Object.keys(entry.requires).join(", ")}, so it cannot show an arbitrary field; use a widget that requires nothing`);
  }
  x.widgetCatalog.forEach((entry, i) => {
    if (!widgets.includes(entry.widget)) add("catalog-enum-sync", pointerOf("x-nuwax", "widgetCatalog", i), `widget "${entry.widget}" is missing from $defs/WidgetType.enum; add it there`);
    if (catalogWidgets.indexOf(entry.widget) !== i) add("catalog-enum-sync", pointerOf("x-nuwax", "widgetCatalog", i), `widget "${entry.widget}" appears twice`);
  });
  widgets.forEach((w, i) => {
    if (!catalogWidgets.includes(w)) add("catalog-enum-sync", pointerOf("$defs", "WidgetType", "enum", i), `"${w}" has no x-nuwax.widgetCatalog entry; add one`);
  });
  if (widgets.length === catalogWidgets.length && widgets.every((w) => catalogWidgets.includes(w)) && widgets.join() !== catalogWidgets.join()) {
    add("catalog-enum-sync", pointerOf("$defs", "WidgetType", "enum"), `must list the widgets in x-nuwax.widgetCatalog order: ${catalogWidgets.join(", ")}`);
  }

  const aliases = enumOf(defs, "DeprecatedWidgetAlias", add);
  for (const [alias, target] of Object.entries(x.deprecatedBuilderAliases)) {
    const at = pointerOf("x-nuwax", "deprecatedBuilderAliases", alias);
    if (!aliases.includes(alias)) add("alias-sync", at, `"${alias}" is missing from $defs/DeprecatedWidgetAlias.enum`);
    if (!widgets.includes(target)) add("alias-sync", at, `target "${target}" is not a widget`);
  }
  aliases.forEach((alias, i) => {
    if (!(alias in x.deprecatedBuilderAliases)) add("alias-sync", pointerOf("$defs", "DeprecatedWidgetAlias", "enum", i), `"${alias}" has no x-nuwax.deprecatedBuilderAliases entry`);
  });

  const fieldProps = Object.keys((defs.FormFieldInput?.properties as JsonSchema | undefined) ?? {});
  const valueTypes = enumOf(defs, "FieldValueType", add);
  x.widgetCatalog.forEach((entry, i) => {
    const at = (...rest: Array<string | number>) => pointerOf("x-nuwax", "widgetCatalog", i, ...rest);
    entry.constraints.forEach((c, k) => {
      if (!fieldProps.includes(c)) add("catalog-constraints", at("constraints", k), `"${c}" is not a property of $defs/FormFieldInput`);
    });
    for (const key of Object.keys(entry.requires)) {
      if (!entry.constraints.includes(key)) add("catalog-constraints", at("requires", key), `"${key}" must also be listed in constraints`);
    }
    (entry.inference?.when.types ?? []).forEach((t, k) => {
      if (!valueTypes.includes(t)) add("catalog-constraints", at("inference", "when", "types", k), `"${t}" is not in $defs/FieldValueType.enum`);
    });
    if (entry.template.widget !== entry.widget) add("catalog-template-valid", at("template", "widget"), `must be "${entry.widget}"`);
  });
}

function checkMessages(x: XNuwax, add: Add): void {
  (x.historicalSignatures ?? []).forEach((signature, i) => {
    const at = pointerOf("x-nuwax", "historicalSignatures", i, "template");
    try {
      const parts = parseMessageTemplate(signature.template);
      for (const part of parts) if (part.kind === "placeholder" && part.name !== "title") add("message-placeholders", at, `unknown placeholder {{${part.name}}}; allowed: {{title}}`);
      if (!parts.some((part) => part.kind === "placeholder")) add("message-placeholders", at, "a signature must contain {{title}}: it recognises the answer to one question");
    } catch (error) {
      add("message-placeholders", at, (error as Error).message);
    }
  });
  (x.requestIdMarkers ?? []).forEach((marker, i) => {
    const at = pointerOf("x-nuwax", "requestIdMarkers", i, "template");
    try {
      const parts = parseMessageTemplate(marker.template);
      const placeholders = parts.filter((part) => part.kind === "placeholder");
      if (placeholders.length !== 1 || placeholders[0]!.name !== "requestId") add("message-placeholders", at, "a marker must contain {{requestId}} exactly once, and no other placeholder");
      else if (parts[0]?.kind !== "text") add("message-placeholders", at, "a marker must start with text before {{requestId}}: that text tells a marker of another question");
    } catch (error) {
      add("message-placeholders", at, (error as Error).message);
    }
  });
  if (!(x.constants.defaultLocale in x.messages)) add("messages-complete", pointerOf("x-nuwax", "constants", "defaultLocale"), `"${x.constants.defaultLocale}" has no x-nuwax.messages entry`);
  for (const [alias, target] of Object.entries(x.localeAliases ?? {})) {
    if (!(target in x.messages)) add("messages-complete", pointerOf("x-nuwax", "localeAliases", alias), `"${target}" has no x-nuwax.messages entry`);
  }
  for (const [locale, templates] of Object.entries(x.messages)) {
    checkTemplateTable("messages", locale, templates, x.messageKeys, "messages-complete", "message key", add);
  }
}

function checkTools(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  const names = new Set<string>();
  x.tools.forEach((tool, i) => {
    const at = (...rest: Array<string | number>) => pointerOf("x-nuwax", "tools", i, ...rest);
    if (!/^[a-z0-9_]{1,64}$/.test(tool.name)) add("tool-name", at("name"), `"${tool.name}" must match ^[a-z0-9_]{1,64}$ (several MCP hosts reject other names)`);
    if (names.has(tool.name)) add("tool-name", at("name"), `duplicate tool name "${tool.name}"`);
    if (tool.variants) {
      const expected = Object.keys(tool.variants.default ?? {}).sort();
      for (const [variant, texts] of Object.entries(tool.variants)) {
        const keys = Object.keys(texts).sort();
        const missing = expected.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !expected.includes(k));
        if (missing.length || extra.length) {
          add("tool-variants", at("variants", variant), `variant "${variant}" must define the placeholders of "default" (${expected.join(", ")})${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; unknown ${extra.join(", ")}` : ""}`);
        }
      }
    }
    names.add(tool.name);
    for (const key of ["inputSchema", "outputSchema"] as const) {
      let name: string;
      try {
        name = refName(tool[key]);
      } catch (error) {
        add("tool-schema", at(key), (error as Error).message);
        continue;
      }
      if (!defs[name]) add("tool-schema", at(key), `$defs/${name} does not exist`);
      else if (defs[name]!.type !== "object") add("tool-schema", at(key), `$defs/${name} must have "type": "object" at its root (MCP requires it)`);
    }
    // A summary must name a def the output reaches, else it is a typo that silently serves the whole shape.
    const outputName = tool.outputSchema.startsWith("#/$defs/") ? tool.outputSchema.slice("#/$defs/".length) : "";
    const reached = defs[outputName] ? reachableDefs(defs, outputName) : new Set<string>();
    (tool.outputSummaries ?? []).forEach((ref, k) => {
      const name = ref.startsWith("#/$defs/") ? ref.slice("#/$defs/".length) : ref;
      if (!defs[name]) add("tool-schema", at("outputSummaries", k), `$defs/${name} does not exist; list a $defs entry that $defs/${outputName} references`);
      else if (defs[outputName] && !reached.has(name)) add("tool-schema", at("outputSummaries", k), `$defs/${name} is not referenced below $defs/${outputName}, so summarizing it changes nothing; remove it or name a def the output references`);
    });
  });
  if (!names.has(x.constants.toolName)) add("tool-name", pointerOf("x-nuwax", "constants", "toolName"), `"${x.constants.toolName}" is not in x-nuwax.tools`);
}

/** The version constants agree with the $defs consts and with the major of x-nuwax.protocolVersion. */
function checkVersions(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  const consts: Array<[string, string, string, keyof XNuwax["constants"]]> = [
    ["McpAskUserToolInput", "toolName", x.constants.toolName, "toolName"],
    ["McpAskUserToolInput", "schemaVersion", x.constants.schemaVersion, "schemaVersion"],
    ["InteractionUiInput", "version", x.constants.uiVersion, "uiVersion"],
  ];
  for (const [def, prop, expected, constant] of consts) {
    const actual = ((defs[def]?.properties as Record<string, JsonSchema> | undefined)?.[prop])?.const;
    if (actual !== expected) {
      add("version-constants", pointerOf("$defs", def, "properties", prop, "const"), `${JSON.stringify(actual)} must equal x-nuwax.constants.${constant} (${JSON.stringify(expected)})`);
    }
  }
  const major = /^(\d+)\.\d+\.\d+$/.exec(x.protocolVersion)?.[1];
  if (!major) {
    add("version-constants", pointerOf("x-nuwax", "protocolVersion"), `"${x.protocolVersion}" is not a semantic version (MAJOR.MINOR.PATCH)`);
    return;
  }
  for (const key of ["schemaVersion", "uiVersion"] as const) {
    const suffix = /\.v(\d+)$/.exec(x.constants[key])?.[1];
    if (suffix !== major) {
      add("version-constants", pointerOf("x-nuwax", "constants", key), `"${x.constants[key]}" must end in .v${major} to match x-nuwax.protocolVersion ${x.protocolVersion}`);
    }
  }
}

/**
 * The size limits fit together (README "Reliability and security"): a tool result an accepted answer
 * may produce leaves room under the message limit for the JSON-RPC envelope, and a problem's subject
 * and path keys are kept at least as long as the values its message quotes.
 */
function checkSizeLimits(x: XNuwax, add: Add): void {
  const { maxMessageBytes, maxToolResultBytes, quoteMaxCodePoints, subjectMaxCodePoints } = x.constants;
  if (maxMessageBytes !== undefined && maxToolResultBytes !== undefined && maxToolResultBytes >= maxMessageBytes) {
    add("size-limits", pointerOf("x-nuwax", "constants", "maxToolResultBytes"), `${maxToolResultBytes} must be less than maxMessageBytes (${maxMessageBytes}): the JSON-RPC envelope around a result needs room`);
  }
  if (quoteMaxCodePoints !== undefined && subjectMaxCodePoints !== undefined && subjectMaxCodePoints < quoteMaxCodePoints) {
    add("size-limits", pointerOf("x-nuwax", "constants", "subjectMaxCodePoints"), `${subjectMaxCodePoints} must be at least quoteMaxCodePoints (${quoteMaxCodePoints})`);
  }
}

/** x-nuwax.constants.deliveryModes and defaultDelivery come together, and the default is one of the modes (README "Delivery modes"). */
function checkDelivery(x: XNuwax, add: Add): void {
  const { deliveryModes, defaultDelivery } = x.constants;
  if (deliveryModes === undefined && defaultDelivery === undefined) return;
  if (deliveryModes === undefined || defaultDelivery === undefined) {
    const missing = deliveryModes === undefined ? "deliveryModes" : "defaultDelivery";
    add("delivery-default", pointerOf("x-nuwax", "constants"), `deliveryModes and defaultDelivery go together; add ${missing}`);
  } else if (!deliveryModes.includes(defaultDelivery)) {
    add("delivery-default", pointerOf("x-nuwax", "constants", "defaultDelivery"), `"${defaultDelivery}" is not in deliveryModes; use one of ${deliveryModes.join(", ")}`);
  }
}

/**
 * x-nuwax.uiStrings: present together with uiStringKeys, one entry per x-nuwax.messages locale
 * (no more, no fewer), each with every key and only the key's placeholders.
 */
/**
 * One locale of a template table (x-nuwax.messages or x-nuwax.uiStrings): every key of `specs`
 * present (rule `completeRule`), no unknown key, and only the key's own placeholders in each
 * template (rule message-placeholders).
 */
function checkTemplateTable(
  table: "messages" | "uiStrings",
  locale: string,
  templates: Record<string, string>,
  specs: Record<string, { placeholders: string[] }>,
  completeRule: string,
  keyKind: string,
  add: Add,
): void {
  const keys = Object.keys(specs);
  for (const key of keys) if (!(key in templates)) add(completeRule, pointerOf("x-nuwax", table, locale), `missing "${key}"`);
  for (const [key, template] of Object.entries(templates)) {
    const at = pointerOf("x-nuwax", table, locale, key);
    const spec = specs[key];
    if (!spec) {
      add(completeRule, at, `unknown ${keyKind}; known: ${keys.join(", ")}`);
      continue;
    }
    try {
      for (const part of parseMessageTemplate(template)) {
        if (part.kind === "placeholder" && !spec.placeholders.includes(part.name)) {
          add("message-placeholders", at, `unknown placeholder {{${part.name}}}; allowed: ${spec.placeholders.map((p) => `{{${p}}}`).join(", ") || "none"}`);
        }
      }
    } catch (error) {
      add("message-placeholders", at, (error as Error).message);
    }
  }
}

function checkUiStrings(x: XNuwax, add: Add): void {
  if (!x.uiStrings && !x.uiStringKeys) return;
  const strings = x.uiStrings ?? {};
  if (!x.uiStringKeys) add("ui-strings-complete", pointerOf("x-nuwax", "uiStrings"), "uiStrings needs uiStringKeys: add x-nuwax.uiStringKeys");
  for (const locale of Object.keys(x.messages)) {
    if (!(locale in strings)) add("ui-strings-complete", pointerOf("x-nuwax", "uiStrings"), `missing locale "${locale}" (every x-nuwax.messages locale needs its UI strings)`);
  }
  for (const [locale, templates] of Object.entries(strings)) {
    if (!(locale in x.messages)) add("ui-strings-complete", pointerOf("x-nuwax", "uiStrings", locale), `"${locale}" has no x-nuwax.messages entry; add it there or remove it here`);
    checkTemplateTable("uiStrings", locale, templates, x.uiStringKeys ?? {}, "ui-strings-complete", "UI string key", add);
  }
}

/** A JavaScript identifier without `$` (every generated export and type name is one). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A widget name: lower-case words joined by - or _ (its field type name is made from it, `radio-with-custom` → RadioWithCustomFormField). */
const WIDGET_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;

/**
 * emit-safe: the names that the generator writes as identifiers or into comments ($defs names:
 * `validate<Name>` and type names; widget names: `<Widget>FormField`; message and UI string keys:
 * the catalogs' property names) must be plain identifiers. Everything else is text and reaches
 * generated code only as a JSON literal (generate.ts literal()), so it cannot end a string or a
 * comment there, whatever it holds (`*\/`, backticks, `${}`, U+2028, `</script>`).
 */
function checkEmitSafe(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  const show = (name: string) => JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
  for (const name of Object.keys(defs)) {
    if (!IDENTIFIER.test(name)) add("emit-safe", pointerOf("$defs", name), `$defs name ${show(name)} must match ${IDENTIFIER.source}: it becomes the type ${show(name)} and the validator validate<Name>`);
  }
  for (const [i, entry] of (Array.isArray(x.widgetCatalog) ? x.widgetCatalog : []).entries()) {
    const widget = (entry as { widget?: unknown }).widget;
    if (typeof widget === "string" && !WIDGET_NAME.test(widget)) add("emit-safe", pointerOf("x-nuwax", "widgetCatalog", i, "widget"), `widget ${show(widget)} must match ${WIDGET_NAME.source}: its field type's name is made from it`);
  }
  for (const [table, keys] of [["messageKeys", x.messageKeys], ["uiStringKeys", x.uiStringKeys]] as const) {
    for (const key of Object.keys(keys ?? {})) {
      if (!IDENTIFIER.test(key)) add("emit-safe", pointerOf("x-nuwax", table, key), `key ${show(key)} must match ${IDENTIFIER.source}: clients read it as a property name`);
    }
  }
}
