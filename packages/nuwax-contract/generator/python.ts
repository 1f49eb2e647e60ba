/**
 * The Python SDK's part of `generate` (docs/sdks.md "Python SDK"): two data-only modules rendered from
 * templates/python/*.hbs (`_contract.py`: constants, widget catalog, message templates as parts,
 * historical signatures, request-id markers; `types.py`: TypedDicts and Literal aliases for the
 * shapes a consumer handles), plus the hand-written, typed behaviour modules under
 * sdk/python/, copied byte for byte after a banner. Output goes to `python/` inside generated/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { LoadedContract } from "./contract.js";
import { parseMessageTemplate } from "./messages.js";
import {
  defsReachableFrom,
  flattenDefs,
  isObject,
  refName,
  sdkReads,
  type JsonSchema,
} from "./schema-tools.js";

const here = dirname(fileURLToPath(import.meta.url));
/** The hand-written SDK sources, one folder per language (sdk/python/…), copied into generated/<language>/. */
export const SDK_SOURCES_DIR = join(here, "..", "sdk");

/** The Python package name inside generated/python/. */
export const PYTHON_PACKAGE = "nuwax_ask_question";

/** The shapes types.py declares: these roots and every $defs entry they reference. */
const PYTHON_TYPE_ROOTS = [
  "McpAskUserToolInput",
  "McpAskRawInput",
  "McpAskRespondPayload",
  "McpAskInteraction",
  "McpAskHistoryMessage",
  "FileValue",
  "ValidationProblem",
];

/** A JSON value as a Python literal (JSON's string escapes are Python's; true/false/null become True/False/None). */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = " ".repeat(indent + 4);
  const end = " ".repeat(indent);
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, indent + 4)},`).join("\n")}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)},`).join("\n")}\n${end}}`;
}

/** A message template as parts: `("text", "…")` and `("var", "title")`, so Python fills it without parsing. */
function templateParts(template: string): Array<[string, string]> {
  return parseMessageTemplate(template).map((part) =>
    part.kind === "text" ? ["text", part.text] : ["var", part.name],
  );
}

/** The Python annotation for a (flattened) schema node; references are quoted forward references. */
function annotation(node: unknown, names: ReadonlySet<string>): string {
  if (!isObject(node)) return "Any";
  const schema = node as JsonSchema;
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return names.has(name) ? JSON.stringify(name) : "Any";
  }
  if ("const" in schema) return `Literal[${pythonLiteral(schema.const)}]`;
  if (Array.isArray(schema.enum)) return `Literal[${schema.enum.map((v) => pythonLiteral(v)).join(", ")}]`;
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) return union((schema[key] as unknown[]).map((s) => annotation(s, names)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return annotation(schema.allOf[0], names);
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === "string"
      ? [schema.type]
      : [];
  if (types.length === 0) return "Any";
  return union(
    types.map((type) => {
      switch (type) {
        case "string":
          return "str";
        case "integer":
          return "int";
        case "number":
          return "float";
        case "boolean":
          return "bool";
        case "null":
          return "None";
        case "array":
          return `list[${annotation(schema.items, names)}]`;
        case "object":
          return isObject(schema.additionalProperties)
            ? `dict[str, ${annotation(schema.additionalProperties, names)}]`
            : "dict[str, Any]";
        default:
          return "Any";
      }
    }),
  );
}

function union(members: string[]): string {
  const unique = [...new Set(members)];
  if (unique.includes("Any")) return "Any";
  return unique.length === 1 ? unique[0]! : `Union[${unique.join(", ")}]`;
}

/** The first sentence of a description, for a one-line docstring / comment (no triple quotes, no backslashes). */
function summary(text: unknown): string {
  const line = String(text ?? "")
    .split("\n")[0]!
    .replace(/\\/g, "/")
    .replace(/"""/g, "'''");
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** Every $defs entry reachable from PYTHON_TYPE_ROOTS (refinements flattened), in contract order. */
export function pythonTypeNames(
  defs: Record<string, JsonSchema>,
  flat: Record<string, JsonSchema> = flattenDefs(defs),
): string[] {
  const reached = defsReachableFrom(PYTHON_TYPE_ROOTS, flat);
  return Object.keys(defs).filter((name) => reached.has(name));
}

/** The x-nuwax keys the Python SDK's generated data reads (templates/python/_contract.py.hbs). */
const PYTHON_VENDOR_KEYS = [
  "protocolVersion",
  "constants",
  "widgetCatalog",
  "deprecatedBuilderAliases",
  "messageKeys",
  "localeAliases",
  "messages",
  "historicalSignatures",
  "requestIdMarkers",
  "attachmentDisplay",
  "dialects",
  "historicalVersions",
  "acpToolUpdate",
];

/** The $defs the SDK's schema check (schema.py) validates against: these roots and every entry they reference, as written. */
const PYTHON_SCHEMA_ROOTS = ["McpAskRawInput"];

/** The keywords of a schema node the schema check reads (validation keywords, and what its messages quote). */
const SCHEMA_CHECK_KEYS = new Set([
  "$ref",
  "allOf",
  "type",
  "const",
  "enum",
  "not",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "default",
  "description",
]);

/** A schema node cut to SCHEMA_CHECK_KEYS (`properties` keeps every property; x-nuwax keeps propertyRenames). */
function schemaCheckNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(schemaCheckNode);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, schemaCheckNode(sub)]));
    else if (key === "x-nuwax" && isObject(value) && isObject(value.propertyRenames))
      out[key] = { propertyRenames: value.propertyRenames };
    else if (key === "const" || key === "enum" || key === "default") out[key] = value;
    else if (SCHEMA_CHECK_KEYS.has(key)) out[key] = schemaCheckNode(value);
  }
  return out;
}

/** The $defs schema.py checks (PYTHON_SCHEMA_ROOTS and what they reference), unflattened, in contract order. */
export function pythonSchemaDefs(defs: Record<string, JsonSchema>): Record<string, unknown> {
  const reached = new Set<string>();
  const queue = [...PYTHON_SCHEMA_ROOTS];
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name) || !Object.hasOwn(defs, name)) continue;
    reached.add(name);
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isObject(node))
        for (const [key, value] of Object.entries(node))
          key === "$ref" && typeof value === "string" ? queue.push(refName(value)) : walk(value);
    };
    walk(defs[name]);
  }
  return Object.fromEntries(
    Object.keys(defs)
      .filter((name) => reached.has(name))
      .map((name) => [name, schemaCheckNode(defs[name])]),
  );
}

/**
 * Whether a change at `pointer` changes generated/python: an x-nuwax key of PYTHON_VENDOR_KEYS, a
 * $defs entry types.py declares, or FormFieldInput (the default otherValue).
 */
export const pythonReads = sdkReads(PYTHON_VENDOR_KEYS, PYTHON_TYPE_ROOTS, ["FormFieldInput"]);

/** What templates/python/*.hbs read. */
export function buildPythonModel(contract: LoadedContract) {
  const { x } = contract;
  const flat = flattenDefs(contract.defs);
  const typeNames = pythonTypeNames(contract.defs, flat);
  const names = new Set(typeNames);
  const typedDicts = typeNames
    .filter((name) => isObject(flat[name]!.properties))
    .map((name) => {
      const def = flat[name]!;
      const required = new Set((def.required as string[] | undefined) ?? []);
      return {
        name,
        doc: summary(contract.defs[name]!.description ?? def.description),
        fields: Object.entries(def.properties as Record<string, JsonSchema>).map(([key, schema]) => {
          const type = annotation(schema, names);
          return { key: JSON.stringify(key), type: required.has(key) ? `Required[${type}]` : type };
        }),
      };
    });
  const aliases = typeNames
    .filter((name) => !isObject(flat[name]!.properties))
    .map((name) => ({
      name,
      doc: summary(contract.defs[name]!.description),
      type: annotation(flat[name], names),
    }));
  // Literal aliases first (they reference nothing), the rest after the TypedDicts they may name.
  const literalAliases = aliases.filter((a) => a.type.startsWith("Literal[") || !a.type.includes('"'));
  const otherAliases = aliases.filter((a) => !literalAliases.includes(a));
  const otherValue =
    (flat.FormFieldInput?.properties as Record<string, JsonSchema> | undefined)?.otherValue?.default ??
    "__custom__";
  return {
    python: {
      package: PYTHON_PACKAGE,
      constants: pythonLiteral(x.constants),
      protocolVersion: JSON.stringify(x.protocolVersion),
      widgetCatalog: pythonLiteral(x.widgetCatalog),
      widgets: x.widgetCatalog.map((e) => JSON.stringify(e.widget)).join(", "),
      deprecatedAliases: pythonLiteral(x.deprecatedBuilderAliases),
      otherValue: JSON.stringify(otherValue),
      locales: Object.keys(x.messages)
        .map((l) => JSON.stringify(l))
        .join(", "),
      localeAliases: pythonLiteral(x.localeAliases ?? {}),
      messages: pythonLiteral(
        Object.fromEntries(
          Object.entries(x.messages).map(([locale, table]) => [
            locale,
            Object.fromEntries(Object.keys(x.messageKeys).map((key) => [key, templateParts(table[key]!)])),
          ]),
        ),
      ),
      historicalSignatures: pythonLiteral(
        (x.historicalSignatures ?? []).map((h) => ({
          action: h.action,
          source: h.source,
          parts: templateParts(h.template),
        })),
      ),
      requestIdMarkers: pythonLiteral(
        (x.requestIdMarkers ?? []).map((m) => ({
          source: m.source,
          parts: templateParts(m.template),
          writeSeparator: m.writeSeparator ?? null,
        })),
      ),
      // Each dialect's full catalog per locale (x-nuwax.dialects): x-nuwax.messages, then its "*" overrides, then its locale's.
      dialects: pythonLiteral(
        Object.fromEntries(
          Object.entries(
            x.dialects ?? {
              web: { description: "", fileNameKeys: ["url", "fileUrl", "name", "fileName"], messages: {} },
            },
          ).map(([name, spec]) => [
            name,
            {
              fileNameKeys: spec.fileNameKeys,
              messages: Object.fromEntries(
                Object.entries(x.messages).map(([locale, table]) => [
                  locale,
                  Object.fromEntries(
                    Object.keys(x.messageKeys).map((key) => [
                      key,
                      templateParts(spec.messages[locale]?.[key] ?? spec.messages["*"]?.[key] ?? table[key]!),
                    ]),
                  ),
                ]),
              ),
            },
          ]),
        ),
      ),
      historicalVersions: pythonLiteral({
        schemaVersions: (x.historicalVersions?.schemaVersions ?? []).map((v) => v.version),
        uiVersions: (x.historicalVersions?.uiVersions ?? []).map((v) => v.version),
      }),
      acpToolUpdate: pythonLiteral({
        toolNames: x.acpToolUpdate?.toolNames ?? [],
        serverKeys: x.acpToolUpdate?.serverKeys ?? [],
        namePatterns: x.acpToolUpdate?.namePatterns ?? [],
      }),
      schemaDefs: pythonLiteral(pythonSchemaDefs(contract.defs)),
      attachmentDisplay: pythonLiteral(
        x.attachmentDisplay ?? {
          imageTypes: {},
          documentTypes: {},
          uploadServicePaths: [],
          unknownType: "application/octet-stream",
        },
      ),
      literalAliases,
      typedDicts,
      otherAliases,
    },
  };
}

/**
 * The hand-written SDK files of `language` (sdk/<language>/…, sorted), each as `<language>/<path>`
 * with the banner prepended in the file's comment syntax and its bytes otherwise unchanged.
 */
export function sdkSourceFiles(language: string, banner: string): Array<{ name: string; content: string }> {
  const root = join(SDK_SOURCES_DIR, language);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.name !== "__pycache__" && !e.name.startsWith("."))
      .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
      .sort();
  return walk(root).map((path) => {
    const rel = relative(root, path).split("\\").join("/");
    const comment = path.endsWith(".py") ? "#" : "//";
    return {
      name: `${language}/${rel}`,
      content: `${comment} ${banner}\n${comment} Copied from packages/nuwax-contract/sdk/${language}/${rel}: edit it there.\n${readFileSync(path, "utf8")}`,
    };
  });
}
