/**
 * Loads a contract (schema.json + examples/) and checks it before anything is generated.
 * Every problem is collected and reported at once (ContractError.problems).
 */
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import {
  collectRefs,
  flattenDefs,
  isObject,
  nestedDeeperThan,
  reachableDefs,
  refName,
  walkSchemas,
  type JsonSchema,
} from "./schema-tools.js";
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
    /** Size limits (docs/reliability-and-security.md): tool results, form submits, problem reports. */
    maxToolResultBytes?: number;
    maxSubmitBytes?: number;
    /** Largest upload of a file field without maxFileSize in browser delivery (docs/nuwax-ask-question.md "Delivery modes"). */
    maxUploadBytes?: number;
    /** Most bytes of questions the browser delivery's open pages hold together (docs/reliability-and-security.md "Bounded browser delivery"). */
    maxOpenPageBytes?: number;
    quoteMaxCodePoints?: number;
    subjectMaxCodePoints?: number;
    maxProblems?: number;
    /** nuwax-ask-question-mcp's delivery modes (docs/nuwax-ask-question.md "Delivery modes") and the default one. */
    deliveryModes?: Array<"pending" | "elicitation" | "browser" | "auto">;
    defaultDelivery?: "pending" | "elicitation" | "browser" | "auto";
    /** The sessionId the upgrade stamps on an older producer's ask that has none (docs/dockpanel.md "Older inputs"). */
    unknownSessionId?: string;
    /** The linear-time pattern engine's limits (docs/reliability-and-security.md "Linear-time patterns"): repeat counts, compiled instructions, cached DFA states. */
    patternMaxRepeat?: number;
    patternMaxProgramSize?: number;
    patternMaxCachedStates?: number;
  };
  widgetCatalog: CatalogEntry[];
  deprecatedBuilderAliases: Record<string, string>;
  messageKeys: Record<string, { placeholders: string[]; description: string }>;
  localeAliases?: Record<string, string>;
  messages: Record<string, Record<string, string>>;
  /** The renderer's UI strings (docs/nuwax-ask-question.md "MCP App"): key → placeholders/description, and per message locale one template per key. */
  uiStringKeys?: Record<string, { placeholders: string[]; description: string }>;
  uiStrings?: Record<string, Record<string, string>>;
  /** Answer-message openings clients sent in the past and must still recognise ({{title}} only). */
  historicalSignatures?: Array<{
    action: "submit" | "cancel" | "skip" | "timeout";
    template: string;
    source: string;
  }>;
  /** How a chat shows the files named in an answer message (docs/sdks.md "Client-side kit"). */
  attachmentDisplay?: {
    imageTypes: Record<string, string>;
    documentTypes: Record<string, string>;
    uploadServicePaths: string[];
    unknownType: string;
  };
  /** Markers older clients appended to answer messages to name the question's requestId ({{requestId}} once, after some text). */
  requestIdMarkers?: Array<{ template: string; source: string; writeSeparator?: string }>;
  /** How each client writes its answer message: x-nuwax.messages overrides ("*" then per locale) and the file keys' order. */
  dialects?: Record<
    string,
    { description: string; fileNameKeys: string[]; messages: Record<string, Record<string, string>> }
  >;
  /** Older schemaVersion / ui.version stamps the clients still render (docs/sdks.md "Upgrading older inputs"). */
  historicalVersions?: {
    description: string;
    schemaVersions: Array<{ version: string; source: string }>;
    uiVersions: Array<{ version: string; source: string }>;
  };
  /** The names an ACP tool update carries the ask under (docs/sdks.md "Client-side kit"). */
  acpToolUpdate?: { description: string; toolNames: string[]; serverKeys: string[]; namePatterns: string[] };
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
    super(
      `contract check failed (${findings.length} problem${findings.length === 1 ? "" : "s"}):\n${findings.map((f) => `  - ${formatFinding(f)}`).join("\n")}`,
    );
    this.name = "ContractError";
    this.problems = findings.map((f) => `${f.pointer}: ${f.message}`);
  }
}

/** JSON Schema 2020-12 keywords (core, applicator, validation, unevaluated, format, content, meta-data). */
const KNOWN_KEYWORDS = new Set([
  "$schema",
  "$id",
  "$ref",
  "$defs",
  "$comment",
  "$anchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$vocabulary",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "prefixItems",
  "items",
  "contains",
  "properties",
  "patternProperties",
  "additionalProperties",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "type",
  "enum",
  "const",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxContains",
  "minContains",
  "maxProperties",
  "minProperties",
  "required",
  "dependentRequired",
  "format",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  "title",
  "description",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "examples",
]);

/** Vendor keywords the contract may use; registered with Ajv as annotations. */
export const VENDOR_KEYWORDS = ["x-nuwax"] as const;

const here = dirname(fileURLToPath(import.meta.url));

/** Creates the Ajv instance used for every contract compilation (strict mode on, formats added). */
export function createAjv(
  options: {
    code?: { source?: boolean; esm?: boolean; optimize?: boolean };
    verbose?: boolean;
    allErrors?: boolean;
    unicode?: boolean;
    logger?: false;
    inlineRefs?: boolean;
    validateSchema?: boolean;
  } = {},
): Ajv2020 {
  // strictRequired only sees `properties` of the same schema object, so it rejects the contract's
  // refinements (allOf [$ref Base] + required). checkRequired() enforces the same rule on the
  // flattened defs instead; every other strict-mode check stays on.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, ...options });
  addFormats(ajv);
  for (const keyword of VENDOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: "object" });
  return ajv;
}

let compiledXNuwax: ValidateFunction | undefined;
/** The Ajv instance that checks contracts against the JSON Schema 2020-12 meta-schema (metaSchemaProblem). */
let metaAjv: Ajv2020 | undefined;

/**
 * Why `schema` breaks the JSON Schema 2020-12 meta-schema, in Ajv's words ("schema is invalid: data/$defs/X/type
 * must be …", what Ajv's addSchema throws), or undefined when it does not. One Ajv instance, compiled once, checks
 * every contract: each new instance would compile the meta-schema again (about 5 ms, a fifth of checkContract).
 */
function metaSchemaProblem(schema: JsonSchema): string | undefined {
  metaAjv ??= createAjv();
  return metaAjv.validateSchema(schema) ? undefined : `schema is invalid: ${metaAjv.errorsText()}`;
}

/**
 * The Ajv instance checkContract last compiled each contract object's $defs with, and, once
 * loadContract has accepted that contract, its JSON text at the time: the generator validates its tool
 * examples against the same contract right after loading it, and compiling it again took about a
 * tenth of a generate run. (Only loadContract records the text, so the many checkContract calls of a
 * lint or a fuzz run do not pay for it.)
 */
const compiledContracts = new WeakMap<JsonSchema, { ajv: Ajv2020; text?: string }>();

/**
 * The validator of `ref` (a pointer such as `#/$defs/McpAskUserToolInput`) in `schema`: from the Ajv
 * instance loadContract's check compiled `schema` with when the schema is unchanged since, else from a new one.
 * Throws Error when `ref` names no schema in `schema`.
 */
export function contractValidator(schema: JsonSchema, ref: string): ValidateFunction {
  const key = `${String(schema.$id ?? "")}${ref}`;
  const compiled = compiledContracts.get(schema);
  let ajv =
    compiled?.text !== undefined && compiled.text === JSON.stringify(schema) ? compiled.ajv : undefined;
  if (!ajv) {
    ajv = createAjv();
    ajv.addSchema(schema);
  }
  const validate = ajv.getSchema(key);
  if (!validate) throw new Error(`${ref}: no such schema in the contract`);
  return validate;
}

/**
 * The validator of generator/x-nuwax.schema.json (the x-nuwax block's shape), compiled on first use
 * and then kept for the process: the meta-schema is part of the generator, the same for every contract,
 * and compiling it took a third of a checkContract run.
 */
function xNuwaxValidator(): ValidateFunction {
  compiledXNuwax ??= new Ajv2020({ strict: true, allErrors: true }).compile(
    JSON.parse(readFileSync(join(here, "x-nuwax.schema.json"), "utf8")),
  );
  return compiledXNuwax;
}

/** Largest contract (or example) file read, in bytes: far above any real contract, far below what stalls a CI runner. */
export const MAX_CONTRACT_FILE_BYTES = 32 * 2 ** 20;

/**
 * The text of a contract or example file. Throws Error with the fix when `path` is missing, a
 * directory, not a regular file (a device such as /dev/zero or a pipe never ends) or larger than
 * MAX_CONTRACT_FILE_BYTES.
 */
export function readContractText(path: string): string {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new Error(`${path}: no such file; pass the contract file (e.g. contract/schema.json)`);
  }
  if (stat.isDirectory())
    throw new Error(
      `${path}: is a directory; pass the contract file in it (e.g. ${join(path, "schema.json")})`,
    );
  if (!stat.isFile())
    throw new Error(`${path}: not a regular file (a device, pipe or socket); pass a contract file`);
  if (stat.size > MAX_CONTRACT_FILE_BYTES)
    throw new Error(
      `${path}: ${stat.size} bytes, over the ${MAX_CONTRACT_FILE_BYTES}-byte limit for a contract file`,
    );
  return readFileSync(path, "utf8");
}

/**
 * `text` parsed as a contract: JSON whose root is an object. Throws Error naming `where` and what
 * the root is instead (null, an array, a string…).
 */
export function parseContractText(text: string, where: string): JsonSchema {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: not valid JSON: ${(error as Error).message}`);
  }
  if (!isObject(schema))
    throw new Error(
      `${where}: the contract must be a JSON object ({ "$schema", "$id", "$defs", "x-nuwax" }), not ${schema === null ? "null" : Array.isArray(schema) ? "an array" : `a ${typeof schema}`}`,
    );
  return schema;
}

/** Reads a contract file and its sibling examples/ folder. Throws Error when a file is unreadable, not JSON, or not an object. */
export function readContractFiles(contractPath: string): {
  schema: JsonSchema;
  examples: ContractExample[];
  invalidExamples: ContractExample[];
} {
  const schema = parseContractText(readContractText(contractPath), contractPath);
  const examplesDir = join(dirname(contractPath), "examples");
  return {
    schema,
    examples: readExamples(examplesDir),
    invalidExamples: readExamples(join(examplesDir, "invalid")),
  };
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
  const compiled = compiledContracts.get(schema);
  if (compiled) compiled.text = JSON.stringify(schema);
  return contractFrom(schema, examples, invalidExamples, displayPath);
}

/** A LoadedContract from files already read and checked (checkContract found no errors). */
export function contractFrom(
  schema: JsonSchema,
  examples: ContractExample[],
  invalidExamples: ContractExample[],
  displayPath: string,
): LoadedContract {
  return {
    displayPath,
    schema,
    defs: schema.$defs as Record<string, JsonSchema>,
    x: schema["x-nuwax"] as XNuwax,
    examples,
    invalidExamples,
  };
}

/**
 * Every rule the generator needs to hold, as findings (all at once): JSON Schema keywords and
 * vendor keys, the x-nuwax shape, Ajv strict mode, required properties, widget catalog vs enum,
 * aliases, catalog constraints and templates, messages and placeholders, tools, version constants,
 * unused $defs, examples. Pure: reads nothing but its arguments (and generator/x-nuwax.schema.json).
 */
export function checkContract(
  schema: JsonSchema,
  examples: ContractExample[] = [],
  invalidExamples: ContractExample[] = [],
): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: string, pointer: string, message: string, severity: Finding["severity"] = "error") =>
    findings.push({ rule, severity, pointer, message });
  if (!isObject(schema)) {
    add(
      "contract-object",
      "#",
      `the contract must be a JSON object ({ "$schema", "$id", "$defs", "x-nuwax" }), not ${schema === null ? "null" : Array.isArray(schema) ? "an array" : `a ${typeof schema}`}`,
    );
    return findings;
  }
  if (nestedDeeperThan(schema, MAX_CONTRACT_DEPTH)) {
    add(
      "contract-depth",
      "#",
      `the contract nests arrays and objects deeper than ${MAX_CONTRACT_DEPTH} levels; no schema needs that many: flatten it with $defs`,
    );
    return findings;
  }
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>;
  if (!isObject(schema.$defs))
    add("defs-present", "#", "$defs is missing; the contract defines its shapes as named $defs entries");
  if (typeof schema.$id !== "string") add("schema-id", "#", "$id is missing; set a stable absolute URI");

  // 1. Keyword typos and unknown vendor keys, all at once (Ajv strict mode stops at the first).
  walkSchemas(schema, (node, pointer) => {
    for (const key of Object.keys(node)) {
      if (KNOWN_KEYWORDS.has(key)) continue;
      if ((VENDOR_KEYWORDS as readonly string[]).includes(key)) {
        if (pointer !== "#") checkSchemaAnnotation(node, pointer, add);
        continue;
      }
      if (key.startsWith("x-"))
        add(
          "vendor-keyword",
          pointer,
          `unknown vendor keyword "${key}"; the contract knows ${VENDOR_KEYWORDS.join(", ")}`,
        );
      else add("json-schema-keyword", pointer, `unknown keyword "${key}"${suggestKeyword(key)}`);
    }
  });

  // 1b. Keys JavaScript objects cannot hold as data, and $ref targets and cycles (Ajv and the inliner would recurse forever).
  checkReservedKeys(schema, add);
  const refsOk = checkRefs(defs, add);

  // 2. x-nuwax against the generator's meta-schema.
  const validateX = xNuwaxValidator();
  const x = schema["x-nuwax"] as XNuwax;
  if (!validateX(x)) {
    for (const e of validateX.errors ?? []) {
      const params = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
      const extra =
        e.keyword === "additionalProperties"
          ? ` "${params.additionalProperty}"`
          : e.keyword === "enum"
            ? `: ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ")}`
            : "";
      add("x-nuwax-shape", `#/x-nuwax${e.instancePath}`, `${e.message}${extra}`);
    }
    return findings;
  }

  // 3. Ajv strict compile of the whole contract (skipped after keyword findings: it would only repeat the first).
  // Without Ajv's code optimisation pass: these validators only check the examples and catalog templates
  // below, and the pass (which changes how the code reads, never what it accepts or reports) was a third
  // of the compile. inlineRefs false: each $def is compiled once and called, not copied into every def that refers to it.
  // The meta-schema check first, as Ajv's addSchema would make it (metaSchemaProblem: one compiled meta-schema for all).
  const ajv = createAjv({ code: { optimize: false }, inlineRefs: false, validateSchema: false });
  let compiled = false;
  if (findings.length === 0) {
    try {
      const problem = metaSchemaProblem(schema);
      if (problem) throw new Error(problem);
      ajv.addSchema(schema);
      for (const name of Object.keys(defs)) ajv.getSchema(`${schema.$id}#/$defs/${name}`);
      compiled = true;
      compiledContracts.set(schema, { ajv });
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
    if (!defs[name])
      add("exports-exist", pointerOf("x-nuwax", "exports", i), `"${name}" is not a $defs entry`);
  });
  for (const [i, name] of (x.dataFlow?.accepted ?? []).concat(x.dataFlow?.emitted ?? []).entries()) {
    if (!defs[name])
      add("data-flow", pointerOf("x-nuwax", "dataFlow"), `"${name}" (entry ${i}) is not a $defs entry`);
  }
  let referenced = new Set(Object.keys(defs));
  if (refsOk) {
    try {
      referenced = collectRefs(defs);
    } catch (error) {
      // A $ref outside a schema position (inside an enum, a default…) that checkRefs does not visit.
      add("ref-local", "#/$defs", (error as Error).message);
    }
  }
  for (const tool of x.tools) {
    for (const ref of [tool.inputSchema, tool.outputSchema])
      if (ref.startsWith("#/$defs/")) referenced.add(refName(ref));
  }
  for (const name of Object.keys(defs)) {
    if (!referenced.has(name) && !x.exports.includes(name)) {
      add(
        "defs-used",
        pointerOf("$defs", name),
        "neither referenced nor listed in x-nuwax.exports; use it, export it or remove it",
      );
    }
  }

  // 5. Examples and catalog templates.
  if (compiled) {
    const get = (name: string) => ajv.getSchema(`${schema.$id}#/$defs/${name}`);
    const validateRaw = get("McpAskRawInput");
    const validateField = get("FormField");
    for (const example of examples) {
      if (validateRaw && !validateRaw(example.data)) {
        for (const e of validateRaw.errors ?? [])
          add("example-valid", `examples/${example.file}#${e.instancePath}`, e.message ?? e.keyword);
      }
    }
    x.widgetCatalog.forEach((entry, i) => {
      if (validateField && !validateField(entry.template)) {
        for (const e of validateField.errors ?? [])
          add(
            "catalog-template-valid",
            pointerOf("x-nuwax", "widgetCatalog", i, "template") + e.instancePath,
            e.message ?? e.keyword,
          );
      }
    });
  }
  for (const example of invalidExamples) {
    const data = example.data as Record<string, unknown>;
    if (
      !isObject(data) ||
      !("input" in data) ||
      !Array.isArray(data.problems) ||
      data.problems.length === 0
    ) {
      add(
        "invalid-example-shape",
        `examples/invalid/${example.file}#`,
        'must be { "description", "input", "problems": [expected problem lines] }',
      );
    }
  }
  return findings;
}

/** Deepest nesting of arrays and objects a contract may have: the checks and the generator recurse over it. */
export const MAX_CONTRACT_DEPTH = 200;

/** Keys that name an object's prototype machinery in JavaScript, not data. */
const RESERVED_KEYS = new Set(["__proto__"]);

/**
 * `__proto__` as a $defs name or as any key inside x-nuwax (a message key, locale, alias…) is an
 * error: the tables generated from the contract are JavaScript objects, where that key sets the
 * prototype instead of holding a value (a message key "__proto__" would be looked up on every object).
 */
function checkReservedKeys(schema: JsonSchema, add: Add): void {
  const visit = (value: unknown, pointer: string, depth: number) => {
    if (depth > 64 || typeof value !== "object" || value === null) return;
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${pointer}/${i}`, depth + 1));
    for (const key of Object.keys(value)) {
      const at = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      if (RESERVED_KEYS.has(key))
        add(
          "reserved-key",
          at,
          `"${key}" cannot be a key here: in the JavaScript objects generated from the contract it would set the prototype instead of holding a value; rename it`,
        );
      else visit((value as Record<string, unknown>)[key], at, depth + 1);
    }
  };
  if (isObject(schema.$defs))
    for (const name of Object.keys(schema.$defs))
      if (RESERVED_KEYS.has(name))
        add(
          "reserved-key",
          pointerOf("$defs", name),
          `"${name}" cannot be a $defs name: it names the prototype of a JavaScript object; rename it`,
        );
  visit(schema["x-nuwax"], "#/x-nuwax", 0);
}

/**
 * Every `$ref` in $defs is local (`#/$defs/<Name>`) and names an existing entry, and no chain of
 * `$ref`s (through properties, items, allOf…) leads back to where it started: the generator
 * flattens refinements and inlines tool schemas (MCP tools/list serves them without `$ref`), which
 * a cycle would never finish. Each cycle is reported once, at the first entry on it.
 */
function checkRefs(defs: Record<string, JsonSchema>, add: Add): boolean {
  let ok = true;
  const edges = new Map<string, string[]>();
  for (const [name, def] of Object.entries(defs)) {
    const targets: string[] = [];
    walkSchemas(def, (node, pointer) => {
      if (!("$ref" in node)) return;
      const at = `${pointerOf("$defs", name)}${pointer.slice(1)}/$ref`;
      if (typeof node.$ref !== "string" || !node.$ref.startsWith("#/$defs/"))
        return void (
          (ok = false),
          add("ref-local", at, `${JSON.stringify(node.$ref)} is not a local reference; use "#/$defs/<Name>"`)
        );
      const target = node.$ref.slice("#/$defs/".length);
      if (!Object.hasOwn(defs, target))
        return void (
          (ok = false),
          add("ref-target", at, `$defs/${target} does not exist; add it or fix the name`)
        );
      targets.push(target);
    });
    edges.set(name, targets);
  }
  const done = new Set<string>();
  const reported = new Set<string>();
  const path: string[] = [];
  const visit = (name: string) => {
    const at = path.indexOf(name);
    if (at >= 0) {
      const cycle = path.slice(at);
      const key = [...cycle].sort().join("\0");
      if (!reported.has(key)) {
        reported.add(key);
        add(
          "ref-cycle",
          pointerOf("$defs", cycle[0]!),
          `$ref cycle ${[...cycle, name].join(" → ")}: a shape cannot contain itself (the generator flattens and inlines $defs); break the cycle`,
        );
      }
      return;
    }
    if (done.has(name)) return;
    path.push(name);
    for (const target of edges.get(name) ?? []) visit(target);
    path.pop();
    done.add(name);
  };
  for (const name of edges.keys()) visit(name);
  return ok && reported.size === 0;
}

/**
 * `x-nuwax` inside a schema (not the root) annotates that one shape. Its only key is
 * `propertyRenames`: `{ "<key of another shape>": "<this shape's property>" }`, read by the
 * generated validators to answer an unknown key with "use <property> instead" (a builder field's
 * `label` for a canonical field's `title`). Each target must be a property of the schema and no
 * source may be one.
 */
function checkSchemaAnnotation(
  node: JsonSchema,
  pointer: string,
  add: (rule: string, pointer: string, message: string) => void,
): void {
  const annotation = node["x-nuwax"];
  const at = `${pointer}/x-nuwax`;
  if (!isObject(annotation))
    return add(
      "vendor-keyword",
      at,
      "x-nuwax inside a schema must be an object: { propertyRenames: { from: to } }",
    );
  for (const key of Object.keys(annotation))
    if (key !== "propertyRenames")
      add(
        "vendor-keyword",
        `${at}/${key}`,
        `unknown key "${key}"; inside a schema x-nuwax knows only propertyRenames`,
      );
  const renames = annotation.propertyRenames;
  if (renames === undefined) return;
  if (!isObject(renames))
    return add(
      "vendor-keyword",
      `${at}/propertyRenames`,
      "propertyRenames must map another shape's key to this shape's property name",
    );
  const props = isObject(node.properties) ? node.properties : {};
  for (const [from, to] of Object.entries(renames)) {
    if (typeof to !== "string" || !Object.hasOwn(props, to))
      add(
        "vendor-keyword",
        `${at}/propertyRenames/${from}`,
        `target ${JSON.stringify(to)} is not a property of this schema`,
      );
    if (Object.hasOwn(props, from))
      add(
        "vendor-keyword",
        `${at}/propertyRenames/${from}`,
        `"${from}" is a property of this schema, so it is never unknown here`,
      );
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
      findings.push({
        rule: "description-required",
        severity: "error",
        pointer: pointerOf("$defs", name),
        message: "has no description; say what the shape is for",
      });
    }
    walkSchemas(def, (node, pointer) => {
      if (!isObject(node.properties)) return;
      for (const [prop, sub] of Object.entries(node.properties)) {
        if (!isObject(sub)) continue;
        const described = typeof sub.description === "string" && sub.description.trim() !== "";
        const refOnly = typeof sub.$ref === "string";
        if (!described && !refOnly) {
          findings.push({
            rule: "description-required",
            severity: "error",
            pointer: `${pointerOf("$defs", name)}${pointer.slice(1)}/properties/${prop}`,
            message: `property "${prop}" has no description`,
          });
        }
      }
    });
  }
  return findings;
}

function readExamples(dir: string): ContractExample[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const text = readContractText(join(dir, file));
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
  const prefix = [...KNOWN_KEYWORDS].find(
    (k) => k.length > 6 && (k.startsWith(key) || key.startsWith(k.slice(0, -3))),
  );
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
        if (!Object.hasOwn(node.properties, key))
          add(
            "required-defined",
            `${pointerOf("$defs", name)}${pointer.slice(1)}`,
            `required property "${key}" is not defined in properties`,
          );
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
    if (!entry)
      add(
        "catalog-fallback",
        pointerOf("x-nuwax", "constants", "fallbackWidget"),
        `"${fallback}" is not a catalog widget; use one of ${catalogWidgets.join(", ")}`,
      );
    else if (Object.keys(entry.requires).length > 0)
      add(
        "catalog-fallback",
        pointerOf("x-nuwax", "constants", "fallbackWidget"),
        `"${fallback}" requires ${Object.keys(entry.requires).join(", ")}, so it cannot show an arbitrary field; use a widget that requires nothing`,
      );
  }
  x.widgetCatalog.forEach((entry, i) => {
    if (!widgets.includes(entry.widget))
      add(
        "catalog-enum-sync",
        pointerOf("x-nuwax", "widgetCatalog", i),
        `widget "${entry.widget}" is missing from $defs/WidgetType.enum; add it there`,
      );
    if (catalogWidgets.indexOf(entry.widget) !== i)
      add(
        "catalog-enum-sync",
        pointerOf("x-nuwax", "widgetCatalog", i),
        `widget "${entry.widget}" appears twice`,
      );
  });
  widgets.forEach((w, i) => {
    if (!catalogWidgets.includes(w))
      add(
        "catalog-enum-sync",
        pointerOf("$defs", "WidgetType", "enum", i),
        `"${w}" has no x-nuwax.widgetCatalog entry; add one`,
      );
  });
  if (
    widgets.length === catalogWidgets.length &&
    widgets.every((w) => catalogWidgets.includes(w)) &&
    widgets.join() !== catalogWidgets.join()
  ) {
    add(
      "catalog-enum-sync",
      pointerOf("$defs", "WidgetType", "enum"),
      `must list the widgets in x-nuwax.widgetCatalog order: ${catalogWidgets.join(", ")}`,
    );
  }

  const aliases = enumOf(defs, "DeprecatedWidgetAlias", add);
  for (const [alias, target] of Object.entries(x.deprecatedBuilderAliases)) {
    const at = pointerOf("x-nuwax", "deprecatedBuilderAliases", alias);
    if (!aliases.includes(alias))
      add("alias-sync", at, `"${alias}" is missing from $defs/DeprecatedWidgetAlias.enum`);
    if (!widgets.includes(target)) add("alias-sync", at, `target "${target}" is not a widget`);
  }
  aliases.forEach((alias, i) => {
    if (!Object.hasOwn(x.deprecatedBuilderAliases, alias))
      add(
        "alias-sync",
        pointerOf("$defs", "DeprecatedWidgetAlias", "enum", i),
        `"${alias}" has no x-nuwax.deprecatedBuilderAliases entry`,
      );
  });

  const fieldProps = Object.keys((defs.FormFieldInput?.properties as JsonSchema | undefined) ?? {});
  const valueTypes = enumOf(defs, "FieldValueType", add);
  x.widgetCatalog.forEach((entry, i) => {
    const at = (...rest: Array<string | number>) => pointerOf("x-nuwax", "widgetCatalog", i, ...rest);
    entry.constraints.forEach((c, k) => {
      if (!fieldProps.includes(c))
        add("catalog-constraints", at("constraints", k), `"${c}" is not a property of $defs/FormFieldInput`);
    });
    for (const key of Object.keys(entry.requires)) {
      if (!entry.constraints.includes(key))
        add("catalog-constraints", at("requires", key), `"${key}" must also be listed in constraints`);
    }
    (entry.inference?.when.types ?? []).forEach((t, k) => {
      if (!valueTypes.includes(t))
        add(
          "catalog-constraints",
          at("inference", "when", "types", k),
          `"${t}" is not in $defs/FieldValueType.enum`,
        );
    });
    if (entry.template.widget !== entry.widget)
      add("catalog-template-valid", at("template", "widget"), `must be "${entry.widget}"`);
  });
}

function checkMessages(x: XNuwax, add: Add): void {
  (x.historicalSignatures ?? []).forEach((signature, i) => {
    const at = pointerOf("x-nuwax", "historicalSignatures", i, "template");
    try {
      const parts = parseMessageTemplate(signature.template);
      for (const part of parts)
        if (part.kind === "placeholder" && part.name !== "title")
          add("message-placeholders", at, `unknown placeholder {{${part.name}}}; allowed: {{title}}`);
      if (!parts.some((part) => part.kind === "placeholder"))
        add(
          "message-placeholders",
          at,
          "a signature must contain {{title}}: it recognises the answer to one question",
        );
    } catch (error) {
      add("message-placeholders", at, (error as Error).message);
    }
  });
  (x.requestIdMarkers ?? []).forEach((marker, i) => {
    const at = pointerOf("x-nuwax", "requestIdMarkers", i, "template");
    try {
      const parts = parseMessageTemplate(marker.template);
      const placeholders = parts.filter((part) => part.kind === "placeholder");
      if (placeholders.length !== 1 || placeholders[0]!.name !== "requestId")
        add(
          "message-placeholders",
          at,
          "a marker must contain {{requestId}} exactly once, and no other placeholder",
        );
      else if (parts[0]?.kind !== "text")
        add(
          "message-placeholders",
          at,
          "a marker must start with text before {{requestId}}: that text tells a marker of another question",
        );
    } catch (error) {
      add("message-placeholders", at, (error as Error).message);
    }
  });
  const written = (x.requestIdMarkers ?? []).flatMap((marker, i) =>
    marker.writeSeparator === undefined ? [] : [i],
  );
  for (const i of written.slice(1))
    add(
      "message-placeholders",
      pointerOf("x-nuwax", "requestIdMarkers", i, "writeSeparator"),
      `only one marker can be the one the formatter writes; #/x-nuwax/requestIdMarkers/${written[0]} already has writeSeparator: remove it here`,
    );
  if (!Object.hasOwn(x.messages, x.constants.defaultLocale))
    add(
      "messages-complete",
      pointerOf("x-nuwax", "constants", "defaultLocale"),
      `"${x.constants.defaultLocale}" has no x-nuwax.messages entry`,
    );
  for (const [alias, target] of Object.entries(x.localeAliases ?? {})) {
    if (!Object.hasOwn(x.messages, target))
      add(
        "messages-complete",
        pointerOf("x-nuwax", "localeAliases", alias),
        `"${target}" has no x-nuwax.messages entry`,
      );
  }
  for (const [locale, templates] of Object.entries(x.messages)) {
    checkTemplateTable("messages", locale, templates, x.messageKeys, "messages-complete", "message key", add);
  }
  for (const [dialect, spec] of Object.entries(x.dialects ?? {})) {
    for (const [locale, overrides] of Object.entries(spec.messages)) {
      const at = pointerOf("x-nuwax", "dialects", dialect, "messages", locale);
      if (locale !== "*" && !(locale in x.messages))
        add(
          "messages-complete",
          at,
          `"${locale}" has no x-nuwax.messages entry; use one of ${Object.keys(x.messages).join(", ")} or "*"`,
        );
      // Overrides are partial: check each against the message key it replaces (a full table would report the missing ones).
      const specs = Object.fromEntries(
        Object.keys(overrides)
          .filter((key) => key in x.messageKeys)
          .map((key) => [key, x.messageKeys[key]!]),
      );
      for (const key of Object.keys(overrides))
        if (!(key in x.messageKeys))
          add(
            "messages-complete",
            pointerOf("x-nuwax", "dialects", dialect, "messages", locale, key),
            `unknown message key; known: ${Object.keys(x.messageKeys).join(", ")}`,
          );
      const known = Object.fromEntries(Object.entries(overrides).filter(([key]) => key in specs));
      checkTemplateTable(
        "messages",
        `${locale}`,
        known,
        specs,
        "messages-complete",
        "message key",
        (rule, _pointer, message) => add(rule, at, message),
      );
    }
  }
}

function checkHistoricalVersions(x: XNuwax, add: Add): void {
  for (const [key, current] of [
    ["schemaVersions", x.constants.schemaVersion],
    ["uiVersions", x.constants.uiVersion],
  ] as const) {
    (x.historicalVersions?.[key] ?? []).forEach((entry, i) => {
      if (entry.version === current)
        add(
          "constants-sync",
          pointerOf("x-nuwax", "historicalVersions", key, i, "version"),
          `"${entry.version}" is the current version (x-nuwax.constants): list only older ones`,
        );
    });
  }
}

function checkAcpToolUpdate(x: XNuwax, add: Add): void {
  const acp = x.acpToolUpdate;
  if (!acp) return;
  acp.toolNames.forEach((name, i) => {
    if (!x.tools.some((tool) => tool.name === name))
      add(
        "tool-name",
        pointerOf("x-nuwax", "acpToolUpdate", "toolNames", i),
        `"${name}" is not a tool of x-nuwax.tools; known: ${x.tools.map((t) => t.name).join(", ")}`,
      );
  });
  acp.namePatterns.forEach((pattern, i) => {
    const at = pointerOf("x-nuwax", "acpToolUpdate", "namePatterns", i);
    const names = [...pattern.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    if (names.filter((n) => n === "tool").length !== 1)
      add("message-placeholders", at, "a name pattern must contain {{tool}} exactly once");
    if (names.filter((n) => n === "server").length > 1)
      add("message-placeholders", at, "a name pattern may contain {{server}} at most once");
    for (const n of names)
      if (n !== "tool" && n !== "server")
        add("message-placeholders", at, `unknown placeholder {{${n}}}; allowed: {{tool}}, {{server}}`);
    if (/\{\{server\}\}\{\{tool\}\}|\{\{tool\}\}\{\{server\}\}/.test(pattern))
      add(
        "message-placeholders",
        at,
        "{{server}} and {{tool}} need literal text between them, or a name cannot be split",
      );
  });
}

function checkTools(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  checkAcpToolUpdate(x, add);
  checkHistoricalVersions(x, add);
  const names = new Set<string>();
  x.tools.forEach((tool, i) => {
    const at = (...rest: Array<string | number>) => pointerOf("x-nuwax", "tools", i, ...rest);
    if (!/^[a-z0-9_]{1,64}$/.test(tool.name))
      add(
        "tool-name",
        at("name"),
        `"${tool.name}" must match ^[a-z0-9_]{1,64}$ (several MCP hosts reject other names)`,
      );
    if (names.has(tool.name)) add("tool-name", at("name"), `duplicate tool name "${tool.name}"`);
    if (tool.variants) {
      const expected = Object.keys(tool.variants.default ?? {}).sort();
      for (const [variant, texts] of Object.entries(tool.variants)) {
        const keys = Object.keys(texts).sort();
        const missing = expected.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !expected.includes(k));
        if (missing.length || extra.length) {
          add(
            "tool-variants",
            at("variants", variant),
            `variant "${variant}" must define the placeholders of "default" (${expected.join(", ")})${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; unknown ${extra.join(", ")}` : ""}`,
          );
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
      else if (defs[name]!.type !== "object")
        add("tool-schema", at(key), `$defs/${name} must have "type": "object" at its root (MCP requires it)`);
    }
    // A summary must name a def the output reaches, else it is a typo that silently serves the whole shape.
    const outputName = tool.outputSchema.startsWith("#/$defs/")
      ? tool.outputSchema.slice("#/$defs/".length)
      : "";
    const reached = defs[outputName] ? reachableDefs(defs, outputName) : new Set<string>();
    (tool.outputSummaries ?? []).forEach((ref, k) => {
      const name = ref.startsWith("#/$defs/") ? ref.slice("#/$defs/".length) : ref;
      if (!defs[name])
        add(
          "tool-schema",
          at("outputSummaries", k),
          `$defs/${name} does not exist; list a $defs entry that $defs/${outputName} references`,
        );
      else if (defs[outputName] && !reached.has(name))
        add(
          "tool-schema",
          at("outputSummaries", k),
          `$defs/${name} is not referenced below $defs/${outputName}, so summarizing it changes nothing; remove it or name a def the output references`,
        );
    });
  });
  if (!names.has(x.constants.toolName))
    add(
      "tool-name",
      pointerOf("x-nuwax", "constants", "toolName"),
      `"${x.constants.toolName}" is not in x-nuwax.tools`,
    );
}

/** The version constants agree with the $defs consts and with the major of x-nuwax.protocolVersion. */
function checkVersions(defs: Record<string, JsonSchema>, x: XNuwax, add: Add): void {
  const consts: Array<[string, string, string, keyof XNuwax["constants"]]> = [
    ["McpAskUserToolInput", "toolName", x.constants.toolName, "toolName"],
    ["McpAskUserToolInput", "schemaVersion", x.constants.schemaVersion, "schemaVersion"],
    ["InteractionUiInput", "version", x.constants.uiVersion, "uiVersion"],
  ];
  for (const [def, prop, expected, constant] of consts) {
    const actual = (defs[def]?.properties as Record<string, JsonSchema> | undefined)?.[prop]?.const;
    if (actual !== expected) {
      add(
        "version-constants",
        pointerOf("$defs", def, "properties", prop, "const"),
        `${JSON.stringify(actual)} must equal x-nuwax.constants.${constant} (${JSON.stringify(expected)})`,
      );
    }
  }
  const major = /^(\d+)\.\d+\.\d+$/.exec(x.protocolVersion)?.[1];
  if (!major) {
    add(
      "version-constants",
      pointerOf("x-nuwax", "protocolVersion"),
      `"${x.protocolVersion}" is not a semantic version (MAJOR.MINOR.PATCH)`,
    );
    return;
  }
  for (const key of ["schemaVersion", "uiVersion"] as const) {
    const suffix = /\.v(\d+)$/.exec(x.constants[key])?.[1];
    if (suffix !== major) {
      add(
        "version-constants",
        pointerOf("x-nuwax", "constants", key),
        `"${x.constants[key]}" must end in .v${major} to match x-nuwax.protocolVersion ${x.protocolVersion}`,
      );
    }
  }
}

/**
 * The size limits fit together (docs/reliability-and-security.md): a tool result an accepted answer
 * may produce leaves room under the message limit for the JSON-RPC envelope, the browser delivery's
 * open pages together hold at least one form that fits a message, and a problem's subject and path
 * keys are kept at least as long as the values its message quotes.
 */
function checkSizeLimits(x: XNuwax, add: Add): void {
  const { maxMessageBytes, maxToolResultBytes, maxOpenPageBytes, quoteMaxCodePoints, subjectMaxCodePoints } =
    x.constants;
  if (
    maxMessageBytes !== undefined &&
    maxToolResultBytes !== undefined &&
    maxToolResultBytes >= maxMessageBytes
  ) {
    add(
      "size-limits",
      pointerOf("x-nuwax", "constants", "maxToolResultBytes"),
      `${maxToolResultBytes} must be less than maxMessageBytes (${maxMessageBytes}): the JSON-RPC envelope around a result needs room`,
    );
  }
  if (maxMessageBytes !== undefined && maxOpenPageBytes !== undefined && maxOpenPageBytes < maxMessageBytes) {
    add(
      "size-limits",
      pointerOf("x-nuwax", "constants", "maxOpenPageBytes"),
      `${maxOpenPageBytes} must be at least maxMessageBytes (${maxMessageBytes}): one form that fits a message must always be askable`,
    );
  }
  if (
    quoteMaxCodePoints !== undefined &&
    subjectMaxCodePoints !== undefined &&
    subjectMaxCodePoints < quoteMaxCodePoints
  ) {
    add(
      "size-limits",
      pointerOf("x-nuwax", "constants", "subjectMaxCodePoints"),
      `${subjectMaxCodePoints} must be at least quoteMaxCodePoints (${quoteMaxCodePoints})`,
    );
  }
}

/** x-nuwax.constants.deliveryModes and defaultDelivery come together, and the default is one of the modes (docs/nuwax-ask-question.md "Delivery modes"). */
function checkDelivery(x: XNuwax, add: Add): void {
  const { deliveryModes, defaultDelivery } = x.constants;
  if (deliveryModes === undefined && defaultDelivery === undefined) return;
  if (deliveryModes === undefined || defaultDelivery === undefined) {
    const missing = deliveryModes === undefined ? "deliveryModes" : "defaultDelivery";
    add(
      "delivery-default",
      pointerOf("x-nuwax", "constants"),
      `deliveryModes and defaultDelivery go together; add ${missing}`,
    );
  } else if (!deliveryModes.includes(defaultDelivery)) {
    add(
      "delivery-default",
      pointerOf("x-nuwax", "constants", "defaultDelivery"),
      `"${defaultDelivery}" is not in deliveryModes; use one of ${deliveryModes.join(", ")}`,
    );
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
  for (const key of keys)
    if (!Object.hasOwn(templates, key))
      add(completeRule, pointerOf("x-nuwax", table, locale), `missing "${key}"`);
  for (const [key, template] of Object.entries(templates)) {
    const at = pointerOf("x-nuwax", table, locale, key);
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
    if (!spec) {
      add(completeRule, at, `unknown ${keyKind}; known: ${keys.join(", ")}`);
      continue;
    }
    try {
      for (const part of parseMessageTemplate(template)) {
        if (part.kind === "placeholder" && !spec.placeholders.includes(part.name)) {
          add(
            "message-placeholders",
            at,
            `unknown placeholder {{${part.name}}}; allowed: ${spec.placeholders.map((p) => `{{${p}}}`).join(", ") || "none"}`,
          );
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
  if (!x.uiStringKeys)
    add(
      "ui-strings-complete",
      pointerOf("x-nuwax", "uiStrings"),
      "uiStrings needs uiStringKeys: add x-nuwax.uiStringKeys",
    );
  for (const locale of Object.keys(x.messages)) {
    if (!Object.hasOwn(strings, locale))
      add(
        "ui-strings-complete",
        pointerOf("x-nuwax", "uiStrings"),
        `missing locale "${locale}" (every x-nuwax.messages locale needs its UI strings)`,
      );
  }
  for (const [locale, templates] of Object.entries(strings)) {
    if (!Object.hasOwn(x.messages, locale))
      add(
        "ui-strings-complete",
        pointerOf("x-nuwax", "uiStrings", locale),
        `"${locale}" has no x-nuwax.messages entry; add it there or remove it here`,
      );
    checkTemplateTable(
      "uiStrings",
      locale,
      templates,
      x.uiStringKeys ?? {},
      "ui-strings-complete",
      "UI string key",
      add,
    );
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
    if (!IDENTIFIER.test(name))
      add(
        "emit-safe",
        pointerOf("$defs", name),
        `$defs name ${show(name)} must match ${IDENTIFIER.source}: it becomes the type ${show(name)} and the validator validate<Name>`,
      );
  }
  for (const [i, entry] of (Array.isArray(x.widgetCatalog) ? x.widgetCatalog : []).entries()) {
    const widget = (entry as { widget?: unknown }).widget;
    if (typeof widget === "string" && !WIDGET_NAME.test(widget))
      add(
        "emit-safe",
        pointerOf("x-nuwax", "widgetCatalog", i, "widget"),
        `widget ${show(widget)} must match ${WIDGET_NAME.source}: its field type's name is made from it`,
      );
  }
  for (const [table, keys] of [
    ["messageKeys", x.messageKeys],
    ["uiStringKeys", x.uiStringKeys],
  ] as const) {
    for (const key of Object.keys(keys ?? {})) {
      if (!IDENTIFIER.test(key))
        add(
          "emit-safe",
          pointerOf("x-nuwax", table, key),
          `key ${show(key)} must match ${IDENTIFIER.source}: clients read it as a property name`,
        );
    }
  }
}
