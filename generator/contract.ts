/**
 * Loads a contract (schema.json + examples/) and checks it before anything is generated.
 * Every problem is collected and reported at once (ContractError.problems).
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { collectRefs, flattenDefs, isObject, refName, walkSchemas, type JsonSchema } from "./schema-tools.js";
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
    pendingMessage: string;
  };
  widgetCatalog: CatalogEntry[];
  deprecatedBuilderAliases: Record<string, string>;
  messageKeys: Record<string, { placeholders: string[]; description: string }>;
  localeAliases?: Record<string, string>;
  messages: Record<string, Record<string, string>>;
  tools: ToolEntry[];
  exports: string[];
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
  annotations: Record<string, boolean>;
  inputSchema: string;
  outputSchema: string;
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

export class ContractError extends Error {
  constructor(readonly problems: string[]) {
    super(`contract check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContractError";
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
export function createAjv(options: { code?: { source: boolean; esm: boolean }; verbose?: boolean } = {}): Ajv2020 {
  // strictRequired only sees `properties` of the same schema object, so it rejects the contract's
  // refinements (allOf [$ref Base] + required). checkRequired() enforces the same rule on the
  // flattened defs instead; every other strict-mode check stays on.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, ...options });
  addFormats(ajv);
  for (const keyword of VENDOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: "object" });
  return ajv;
}

/**
 * Reads `contractPath` and its sibling `examples/` folder and runs every contract rule.
 * Throws ContractError listing all problems; throws a plain Error when the file cannot be read or parsed.
 */
export function loadContract(contractPath: string, displayPath = contractPath): LoadedContract {
  const text = readFileSync(contractPath, "utf8");
  let schema: JsonSchema;
  try {
    schema = JSON.parse(text) as JsonSchema;
  } catch (error) {
    throw new Error(`${displayPath}: not valid JSON: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>;
  if (!isObject(schema.$defs)) problems.push(`$defs: missing; the contract defines its shapes as named $defs entries`);

  // 1. Keyword typos and unknown vendor keys, all at once (Ajv strict mode stops at the first).
  walkSchemas(schema, (node, pointer) => {
    for (const key of Object.keys(node)) {
      if (KNOWN_KEYWORDS.has(key)) continue;
      if ((VENDOR_KEYWORDS as readonly string[]).includes(key)) {
        if (pointer !== "#") problems.push(`${pointer}: "${key}" is only allowed at the contract root`);
        continue;
      }
      problems.push(
        key.startsWith("x-")
          ? `${pointer}: unknown vendor keyword "${key}"; the contract knows ${VENDOR_KEYWORDS.join(", ")}`
          : `${pointer}: unknown keyword "${key}"${suggestKeyword(key)}`,
      );
    }
  });

  // 2. x-nuwax against the generator's meta-schema.
  const metaAjv = new Ajv2020({ strict: true, allErrors: true });
  const meta = JSON.parse(readFileSync(join(here, "x-nuwax.schema.json"), "utf8"));
  const validateX = metaAjv.compile(meta);
  const x = schema["x-nuwax"] as XNuwax;
  if (!validateX(x)) {
    for (const e of validateX.errors ?? []) {
      const extra = e.keyword === "additionalProperties" ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : "";
      problems.push(`x-nuwax${e.instancePath.replace(/\//g, ".")}: ${e.message}${extra}`);
    }
    throw new ContractError(problems);
  }

  // 3. Ajv strict compile of the whole contract.
  // (Skipped when step 1 found keyword problems: Ajv would only repeat the first of them.)
  const ajv = createAjv();
  if (problems.length === 0) {
    try {
      ajv.addSchema(schema);
      for (const name of Object.keys(defs)) ajv.getSchema(`${schema.$id}#/$defs/${name}`);
    } catch (error) {
      problems.push(`Ajv strict mode: ${(error as Error).message}`);
    }
  }
  if (typeof schema.$id !== "string") problems.push(`$id: missing; set a stable absolute URI`);

  // 4. Cross checks between $defs and x-nuwax.
  checkRequired(defs, problems);
  checkCatalog(defs, x, problems);
  checkMessages(x, problems);
  checkTools(defs, x, problems);
  for (const name of x.exports) if (!defs[name]) problems.push(`x-nuwax.exports: "${name}" is not a $defs entry`);
  const referenced = collectRefs(defs);
  for (const tool of x.tools) {
    referenced.add(refName(tool.inputSchema));
    referenced.add(refName(tool.outputSchema));
  }
  for (const name of Object.keys(defs)) {
    if (!referenced.has(name) && !x.exports.includes(name)) {
      problems.push(`$defs/${name}: neither referenced nor listed in x-nuwax.exports; use it, export it or remove it`);
    }
  }

  // 5. Examples.
  const examplesDir = join(dirname(contractPath), "examples");
  const examples = readExamples(examplesDir);
  const invalidExamples = readExamples(join(examplesDir, "invalid"));
  if (problems.length === 0) {
    const validateRaw = ajv.getSchema(`${schema.$id}#/$defs/McpAskRawInput`);
    if (!validateRaw) problems.push(`$defs/McpAskRawInput: missing; examples are validated against it`);
    else {
      for (const example of examples) {
        if (!validateRaw(example.data)) {
          for (const e of validateRaw.errors ?? []) problems.push(`examples/${example.file}${e.instancePath}: ${e.message}`);
        }
      }
    }
    for (const example of invalidExamples) {
      const data = example.data as Record<string, unknown>;
      if (!isObject(data) || !("input" in data) || !Array.isArray(data.problems) || data.problems.length === 0) {
        problems.push(`examples/invalid/${example.file}: must be { "description", "input", "problems": [expected problem lines] }`);
      }
    }
  }
  if (problems.length) throw new ContractError(problems);
  return { displayPath, schema, defs, x, examples, invalidExamples };
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
  return bestDistance <= 2 ? `; did you mean "${best}"?` : "; vendor data belongs under x-nuwax";
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

function enumOf(defs: Record<string, JsonSchema>, name: string, problems: string[]): string[] {
  const values = defs[name]?.enum;
  if (!Array.isArray(values)) {
    problems.push(`$defs/${name}: missing or has no enum`);
    return [];
  }
  return values as string[];
}

function checkCatalog(defs: Record<string, JsonSchema>, x: XNuwax, problems: string[]): void {
  const widgets = enumOf(defs, "WidgetType", problems);
  const catalogWidgets = x.widgetCatalog.map((entry) => entry.widget);
  for (const w of catalogWidgets) {
    if (!widgets.includes(w)) problems.push(`x-nuwax.widgetCatalog: widget "${w}" is missing from $defs/WidgetType.enum; add it there`);
  }
  for (const w of widgets) {
    if (!catalogWidgets.includes(w)) problems.push(`$defs/WidgetType.enum: "${w}" has no x-nuwax.widgetCatalog entry; add one`);
  }
  if (problems.length === 0 && widgets.join() !== catalogWidgets.join()) {
    problems.push(`$defs/WidgetType.enum must list the widgets in x-nuwax.widgetCatalog order: ${catalogWidgets.join(", ")}`);
  }
  const duplicates = catalogWidgets.filter((w, i) => catalogWidgets.indexOf(w) !== i);
  for (const w of duplicates) problems.push(`x-nuwax.widgetCatalog: widget "${w}" appears twice`);

  const aliases = enumOf(defs, "DeprecatedWidgetAlias", problems);
  for (const [alias, target] of Object.entries(x.deprecatedBuilderAliases)) {
    if (!aliases.includes(alias)) problems.push(`x-nuwax.deprecatedBuilderAliases.${alias}: missing from $defs/DeprecatedWidgetAlias.enum`);
    if (!widgets.includes(target)) problems.push(`x-nuwax.deprecatedBuilderAliases.${alias}: target "${target}" is not a widget`);
  }
  for (const alias of aliases) {
    if (!(alias in x.deprecatedBuilderAliases)) problems.push(`$defs/DeprecatedWidgetAlias.enum: "${alias}" has no x-nuwax.deprecatedBuilderAliases entry`);
  }

  const fieldProps = Object.keys((defs.FormFieldInput?.properties as JsonSchema | undefined) ?? {});
  const valueTypes = enumOf(defs, "FieldValueType", problems);
  x.widgetCatalog.forEach((entry, i) => {
    const at = `x-nuwax.widgetCatalog[${i}] (${entry.widget})`;
    for (const c of entry.constraints) {
      if (!fieldProps.includes(c)) problems.push(`${at}.constraints: "${c}" is not a property of $defs/FormFieldInput`);
    }
    for (const key of Object.keys(entry.requires)) {
      if (!entry.constraints.includes(key)) problems.push(`${at}.requires: "${key}" must also be listed in constraints`);
    }
    for (const t of entry.inference?.when.types ?? []) {
      if (!valueTypes.includes(t)) problems.push(`${at}.inference.when.types: "${t}" is not in $defs/FieldValueType.enum`);
    }
    if (entry.template.widget !== entry.widget) problems.push(`${at}.template.widget must be "${entry.widget}"`);
  });
}

/** Every `required` name exists among the (flattened) properties of its object schema. */
function checkRequired(defs: Record<string, JsonSchema>, problems: string[]): void {
  let flat: Record<string, JsonSchema>;
  try {
    flat = flattenDefs(defs);
  } catch (error) {
    problems.push(`$defs: ${(error as Error).message}`);
    return;
  }
  for (const [name, def] of Object.entries(flat)) {
    walkSchemas(def, (node, pointer) => {
      if (!Array.isArray(node.required) || !isObject(node.properties)) return;
      for (const key of node.required as string[]) {
        if (!(key in node.properties)) problems.push(`$defs/${name}${pointer.slice(1)}: required property "${key}" is not defined in properties`);
      }
    });
  }
}

function checkMessages(x: XNuwax, problems: string[]): void {
  const keys = Object.keys(x.messageKeys);
  if (!(x.constants.defaultLocale in x.messages)) problems.push(`x-nuwax.constants.defaultLocale: "${x.constants.defaultLocale}" has no x-nuwax.messages entry`);
  for (const [alias, target] of Object.entries(x.localeAliases ?? {})) {
    if (!(target in x.messages)) problems.push(`x-nuwax.localeAliases.${alias}: "${target}" has no x-nuwax.messages entry`);
  }
  for (const [locale, templates] of Object.entries(x.messages)) {
    for (const key of keys) if (!(key in templates)) problems.push(`x-nuwax.messages.${locale}: missing "${key}"`);
    for (const [key, template] of Object.entries(templates)) {
      const spec = x.messageKeys[key];
      if (!spec) {
        problems.push(`x-nuwax.messages.${locale}.${key}: unknown message key; known: ${keys.join(", ")}`);
        continue;
      }
      try {
        for (const part of parseMessageTemplate(template)) {
          if (part.kind === "placeholder" && !spec.placeholders.includes(part.name)) {
            problems.push(`x-nuwax.messages.${locale}.${key}: unknown placeholder {{${part.name}}}; allowed: ${spec.placeholders.map((p) => `{{${p}}}`).join(", ") || "none"}`);
          }
        }
      } catch (error) {
        problems.push(`x-nuwax.messages.${locale}.${key}: ${(error as Error).message}`);
      }
    }
  }
}

function checkTools(defs: Record<string, JsonSchema>, x: XNuwax, problems: string[]): void {
  const names = new Set<string>();
  x.tools.forEach((tool, i) => {
    const at = `x-nuwax.tools[${i}] (${tool.name})`;
    if (names.has(tool.name)) problems.push(`${at}: duplicate tool name`);
    names.add(tool.name);
    for (const key of ["inputSchema", "outputSchema"] as const) {
      const name = refName(tool[key]);
      if (!defs[name]) problems.push(`${at}.${key}: $defs/${name} does not exist`);
      else if (defs[name].type !== "object") problems.push(`${at}.${key}: $defs/${name} must have "type": "object" at its root (MCP requires it)`);
    }
  });
  if (!names.has(x.constants.toolName)) problems.push(`x-nuwax.constants.toolName: "${x.constants.toolName}" is not in x-nuwax.tools`);
  const consts: Array<[string, string, string]> = [
    ["McpAskUserToolInput", "toolName", x.constants.toolName],
    ["McpAskUserToolInput", "schemaVersion", x.constants.schemaVersion],
    ["InteractionUiInput", "version", x.constants.uiVersion],
  ];
  for (const [def, prop, expected] of consts) {
    const actual = ((defs[def]?.properties as Record<string, JsonSchema> | undefined)?.[prop])?.const;
    if (actual !== expected) problems.push(`$defs/${def}.properties.${prop}.const (${JSON.stringify(actual)}) must equal x-nuwax.constants (${JSON.stringify(expected)})`);
  }
}

/** File name without directory, for messages. */
export function shortName(path: string): string {
  return basename(path);
}
