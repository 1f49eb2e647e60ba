/**
 * Older producers' asks, upgraded to the current canonical input (docs/sdks.md "Upgrading older
 * inputs"; docs/dockpanel.md). The clients render shapes the current contract refuses: a v2 form
 * stamped `nuwax.mcp_ask.v1` without sessionId (the nuwax platform's agent flows), a bare
 * `ui.fields` without any version, and the JSON Schema form of the early server and the NuwaClaw
 * workbench (`ui.schema` + `ui.uiSchema`). upgradeMcpAskUserToolInput turns each into the input
 * normalizeMcpAskUserToolInput accepts, records every change it made, and names what it cannot
 * carry over instead of dropping it. The accepted versions are x-nuwax.historicalVersions.
 * Browser-safe: no Node built-in.
 */
import { tryNormalizeMcpAskUserToolInput } from "./builder.js";
import { CONSTANTS, HISTORICAL_VERSIONS, WIDGET_TYPES, type McpAskRawInput, type ValidationProblem } from "../../generated/types.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (value: Json, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);
const show = (value: unknown): string => String(JSON.stringify(value) ?? String(value)).slice(0, 100);

/** One change the upgrade made (stable `rule` codes to branch on). */
export interface McpAskUpgrade {
  /** Where, as a problem path (`schemaVersion`, `ui.fields[2]`). */
  path: string;
  rule: "schema-version" | "ui-version" | "session-id" | "json-schema-form";
  /** What it was and what it is now (absent for a value that was missing). */
  from?: unknown;
  to?: unknown;
  /** true when `to` is the contract's placeholder (x-nuwax.constants.unknownSessionId), not a value of the conversation. */
  placeholder?: true;
}

/** Options of upgradeMcpAskUserToolInput. */
export interface UpgradeMcpAskOptions {
  /**
   * The conversation the ask arrived in: stamped as sessionId when the producer sent none (agent
   * flows omit it). Without it such an ask gets x-nuwax.constants.unknownSessionId ("unknown"),
   * flagged `placeholder: true` in its upgrade, as the clients render it without any.
   */
  sessionId?: string;
}

/** What upgradeMcpAskUserToolInput returns: the canonical input, or every problem; with the upgrades made either way. */
export type UpgradeMcpAskResult =
  | { ok: true; value: McpAskRawInput; upgrades: McpAskUpgrade[] }
  | { ok: false; problems: ValidationProblem[]; upgrades: McpAskUpgrade[]; value: unknown };

const SCHEMA_VERSIONS: readonly string[] = HISTORICAL_VERSIONS.schemaVersions;
/** The sessionId stamped on an ask that has none when the caller knows no conversation (x-nuwax.constants.unknownSessionId). */
export const UNKNOWN_SESSION_ID: string = CONSTANTS.unknownSessionId;
const UI_VERSIONS: readonly string[] = HISTORICAL_VERSIONS.uiVersions;

/** JSON Schema keywords of a property that map onto a field one to one. */
const PROPERTY_KEYS = ["minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const;
/** Keywords of a property read by the conversion (everything else is reported as lost). */
const READ_PROPERTY_KEYS = new Set<string>(["type", "title", "description", "enum", "enumNames", "items", "default", ...PROPERTY_KEYS]);
/** `ui:options` keys that map onto a field one to one. */
const FIELD_OPTION_KEYS = ["placeholder", "allowCustom", "otherValue", "otherField", "accept", "multiple", "maxFileSize"] as const;
/** `ui:options` keys read by the conversion; `ui:` keys of a field's uiSchema that are read. */
const READ_OPTION_KEYS = new Set<string>(["enumNames", ...FIELD_OPTION_KEYS]);
const READ_FIELD_UI_KEYS = new Set<string>(["ui:widget", "ui:options", "ui:placeholder"]);
/** Root `ui:options` that map onto the form. */
const ROOT_OPTION_KEYS = ["allowSkip", "skipLabel", "submitLabel", "cancelLabel"] as const;

/** The first JSON type of a property (`["string", "null"]` → "string"). */
function primaryType(type: unknown): string | undefined {
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === "string" && t !== "null");
  return undefined;
}

/** The JSON Schema of a schema form: `ui.schema`, or the one nested as `ui.schema.schema` (both seen from the workbench). */
function rootSchema(ui: Json): Json | undefined {
  const schema = own(ui, "schema");
  if (!isObject(schema)) return undefined;
  const nested = own(schema, "schema");
  return isObject(own(schema, "properties")) || !isObject(nested) ? schema : nested;
}

/**
 * The keys of `properties` that are the schema's metadata written one level too deep, not
 * properties: `required` as an array of strings, `uiSchema` as an object whose every entry is an
 * object of `ui:` keys (a property definition has neither shape).
 */
function misplacedMetadata(properties: Json): Set<string> {
  const found = new Set<string>();
  const required = own(properties, "required");
  if (Array.isArray(required) && required.every((n) => typeof n === "string")) found.add("required");
  const uiSchema = own(properties, "uiSchema");
  if (isObject(uiSchema) && Object.values(uiSchema).every((entry) => isObject(entry) && Object.keys(entry).every((k) => k.startsWith("ui:")))) found.add("uiSchema");
  return found;
}

/**
 * Converts the JSON Schema form (`ui.schema` with `properties` and `required`, `ui.uiSchema` with
 * `ui:widget` / `ui:options` per property and root `ui:options`) into `ui.fields`, in property
 * order. A property becomes a field: title, description, required, constraints; an `enum` of
 * strings (labels from enumNames / ui:options.enumNames) becomes radio, radio-with-custom (with
 * allowCustom or otherField) or select / list per ui:widget; an array of such an enum
 * checkboxes; string text (textarea per ui:widget); number and integer number; `default`
 * initialValue; a file widget's `format: "data-url"`. `required` and `uiSchema` written inside
 * `properties` are read as the schema's (misplacedMetadata). Anything else — another type, a
 * non-string enum, keywords and options the field has no place for — is a problem naming the
 * property and what would be lost.
 */
function convertSchemaForm(ui: Json, problems: ValidationProblem[]): Json[] {
  const schema = rootSchema(ui) ?? {};
  const declared = isObject(own(schema, "properties")) ? (own(schema, "properties") as Json) : {};
  // The workbench sometimes writes the schema's `required` and the form's `uiSchema` inside
  // `properties`; the clients read them there, so does the upgrade (neither is a property).
  const misplaced = misplacedMetadata(declared);
  const properties = Object.fromEntries(Object.entries(declared).filter(([name]) => !misplaced.has(name)));
  const uiSchema = isObject(own(ui, "uiSchema")) ? (own(ui, "uiSchema") as Json) : isObject(own(schema, "uiSchema")) ? (own(schema, "uiSchema") as Json) : misplaced.has("uiSchema") ? (own(declared, "uiSchema") as Json) : {};
  const requiredList = Array.isArray(own(schema, "required")) ? (own(schema, "required") as unknown[]) : misplaced.has("required") ? (own(declared, "required") as unknown[]) : [];
  const required = new Set(requiredList.filter((n): n is string => typeof n === "string"));
  const lost = (name: string, what: string, fix: string) => problems.push({ path: `ui.schema.properties.${name}`, message: `cannot be upgraded without losing ${what}`, fix });
  const fields: Json[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (!isObject(value)) {
      lost(name, `its definition ${show(value)}`, "describe it as a JSON Schema property, or send ui.fields");
      continue;
    }
    const fieldUi = isObject(own(uiSchema, name)) ? (own(uiSchema, name) as Json) : {};
    const options = isObject(own(fieldUi, "ui:options")) ? (own(fieldUi, "ui:options") as Json) : {};
    const uiWidget = own(fieldUi, "ui:widget");
    const type = primaryType(own(value, "type"));
    const items = isObject(own(value, "items")) ? (own(value, "items") as Json) : undefined;
    const enumValues = Array.isArray(own(value, "enum")) ? (own(value, "enum") as unknown[]) : type === "array" && items && Array.isArray(own(items, "enum")) ? (own(items, "enum") as unknown[]) : undefined;
    const field: Json = { name };
    if (typeof own(value, "title") === "string") field.title = own(value, "title");
    else field.title = name;
    if (typeof own(value, "description") === "string") field.description = own(value, "description");
    if (required.has(name)) field.required = true;
    let widget: string | undefined;
    if (enumValues) {
      if (!enumValues.every((v): v is string => typeof v === "string" && v !== "")) {
        lost(name, `the enum ${show(enumValues)} (options are non-empty strings)`, "give the choices as strings, or send ui.fields with options [{ value, label }]");
        continue;
      }
      const names = [own(options, "enumNames"), own(value, "enumNames")].find((n) => Array.isArray(n) && n.length === enumValues.length && n.every((l) => typeof l === "string" && l !== "")) as string[] | undefined;
      field.options = enumValues.map((v, i) => ({ value: v, label: names?.[i] ?? v }));
      widget = type === "array" ? "checkboxes" : own(options, "allowCustom") === true || typeof own(options, "otherField") === "string" ? "radio-with-custom" : "radio";
    } else if (type === "string" || type === undefined) widget = uiWidget === "textarea" ? "textarea" : "text";
    else if (type === "number" || type === "integer") {
      widget = "number";
      field.type = type;
    } else {
      lost(name, `its type ${show(own(value, "type"))} (fields hold text, numbers, choices and files)`, "send ui.fields with a widget for it");
      continue;
    }
    if (typeof uiWidget === "string" && uiWidget !== widget && uiWidget !== "textarea") {
      if ((WIDGET_TYPES as readonly string[]).includes(uiWidget)) widget = uiWidget;
      else lost(name, `ui:widget ${show(uiWidget)} (not a widget of the catalog: ${WIDGET_TYPES.join(", ")})`, "use a catalog widget in ui:widget");
    }
    field.widget = widget;
    for (const key of PROPERTY_KEYS) if (own(value, key) !== undefined) field[key] = own(value, key);
    if (own(value, "default") !== undefined) field.initialValue = own(value, "default");
    const placeholder = own(fieldUi, "ui:placeholder");
    if (typeof placeholder === "string") field.placeholder = placeholder;
    for (const key of FIELD_OPTION_KEYS) if (own(options, key) !== undefined) field[key] = own(options, key);
    // A file widget's string is the file's data URL (the JSON Schema form's convention): its
    // `format: "data-url"` says what the file field already is, so nothing is lost.
    const impliedFormat = widget === "file" && own(value, "format") === "data-url";
    const unread = [
      ...Object.keys(value).filter((k) => !READ_PROPERTY_KEYS.has(k) && !(k === "format" && impliedFormat)),
      ...Object.keys(fieldUi).filter((k) => !READ_FIELD_UI_KEYS.has(k)),
      ...Object.keys(options).filter((k) => !READ_OPTION_KEYS.has(k)).map((k) => `ui:options.${k}`),
      ...(items && !enumValues ? ["items"] : []),
    ];
    if (unread.length) lost(name, `${unread.join(", ")} (a field has no place for ${unread.length === 1 ? "it" : "them"})`, "drop them, or send ui.fields with the field's own properties");
    fields.push(field);
  }
  if (Object.keys(properties).length === 0) problems.push({ path: "ui.schema", message: "has no properties: there is no question to render", fix: "give ui.schema.properties, or send ui.fields" });
  return fields;
}

/** The form's root `ui:options` (allowSkip, skipLabel, submitLabel, cancelLabel) moved onto ui. */
function rootOptions(ui: Json, problems: ValidationProblem[]): Json {
  const uiSchema = isObject(own(ui, "uiSchema")) ? (own(ui, "uiSchema") as Json) : {};
  const options = isObject(own(uiSchema, "ui:options")) ? (own(uiSchema, "ui:options") as Json) : {};
  const moved: Json = {};
  for (const key of ROOT_OPTION_KEYS) if (own(options, key) !== undefined && own(ui, key) === undefined) moved[key] = own(options, key);
  const unread = Object.keys(options).filter((k) => !(ROOT_OPTION_KEYS as readonly string[]).includes(k));
  if (unread.length) problems.push({ path: "ui.uiSchema.ui:options", message: `cannot be upgraded without losing ${unread.join(", ")}`, fix: "drop them, or send ui.fields and the form's own properties (allowSkip, skipLabel, submitLabel, cancelLabel)" });
  return moved;
}

/**
 * Upgrades an ask of an older producer to the canonical input (`#/$defs/McpAskRawInput`) that
 * normalizeMcpAskUserToolInput gives, in the order a client meets them:
 * - `schemaVersion` one of x-nuwax.historicalVersions.schemaVersions → the current one (rule
 *   schema-version); `ui.version` one of .uiVersions → the current one (ui-version); a missing
 *   version is stamped by the normalizer as for any agent (bare `ui.fields`);
 * - no `sessionId`: `options.sessionId` (session-id), else UNKNOWN_SESSION_ID with
 *   `placeholder: true` (the newest web client renders such an ask, restamped, without one);
 * - `ui.schema` / `ui.uiSchema` without `ui.fields` (the JSON Schema form): converted to
 *   `ui.fields` (json-schema-form; see convertSchemaForm), with one problem per property or
 *   option that would be lost.
 * Any other version is a problem naming the known ones. Returns `{ ok: true, value, upgrades }`,
 * or `{ ok: false, problems, upgrades, value }` with every problem at once (the normalizer's
 * included). A current input comes back as the normalizer gives it, with no upgrades. Never throws.
 */
export function upgradeMcpAskUserToolInput(input: unknown, options: UpgradeMcpAskOptions = {}): UpgradeMcpAskResult {
  if (!isObject(input)) {
    const result = tryNormalizeMcpAskUserToolInput(input);
    return result.ok ? { ...result, upgrades: [] } : { ok: false, problems: result.problems, upgrades: [], value: input };
  }
  const upgrades: McpAskUpgrade[] = [];
  const problems: ValidationProblem[] = [];
  const next: Json = { ...input };
  const schemaVersion = own(input, "schemaVersion");
  if (schemaVersion !== undefined && schemaVersion !== CONSTANTS.schemaVersion) {
    if (typeof schemaVersion === "string" && SCHEMA_VERSIONS.includes(schemaVersion)) {
      next.schemaVersion = CONSTANTS.schemaVersion;
      upgrades.push({ path: "schemaVersion", rule: "schema-version", from: schemaVersion, to: CONSTANTS.schemaVersion });
    } else {
      problems.push({ path: "schemaVersion", message: `unknown version ${show(schemaVersion)}`, fix: `use ${CONSTANTS.schemaVersion} (older versions upgraded: ${SCHEMA_VERSIONS.join(", ") || "none"}), or leave it out` });
    }
  }
  if (own(input, "sessionId") === undefined) {
    if (typeof options.sessionId === "string" && options.sessionId !== "") {
      next.sessionId = options.sessionId;
      upgrades.push({ path: "sessionId", rule: "session-id", to: options.sessionId });
    } else {
      // The clients render such an ask without a sessionId; the contract needs one, so the
      // contract's placeholder stands in, marked as such (docs/dockpanel.md "Older inputs").
      next.sessionId = UNKNOWN_SESSION_ID;
      upgrades.push({ path: "sessionId", rule: "session-id", to: UNKNOWN_SESSION_ID, placeholder: true });
    }
  }
  const ui = own(input, "ui");
  if (isObject(ui)) {
    const nextUi: Json = { ...ui };
    const uiVersion = own(ui, "version");
    if (uiVersion !== undefined && uiVersion !== CONSTANTS.uiVersion) {
      if (typeof uiVersion === "string" && UI_VERSIONS.includes(uiVersion)) {
        nextUi.version = CONSTANTS.uiVersion;
        upgrades.push({ path: "ui.version", rule: "ui-version", from: uiVersion, to: CONSTANTS.uiVersion });
      } else {
        problems.push({ path: "ui.version", message: `unknown version ${show(uiVersion)}`, fix: `use ${CONSTANTS.uiVersion} (older versions upgraded: ${UI_VERSIONS.join(", ") || "none"}), or leave it out` });
      }
    }
    const hasFields = Array.isArray(own(ui, "fields")) && (own(ui, "fields") as unknown[]).length > 0;
    if (!hasFields && (own(ui, "schema") !== undefined || own(ui, "uiSchema") !== undefined)) {
      nextUi.fields = convertSchemaForm(ui, problems);
      Object.assign(nextUi, rootOptions(ui, problems));
      delete nextUi.schema;
      delete nextUi.uiSchema;
      upgrades.push({ path: "ui.fields", rule: "json-schema-form", from: "ui.schema", to: `${(nextUi.fields as unknown[]).length} field(s)` });
    }
    next.ui = nextUi;
  }
  const normalized = tryNormalizeMcpAskUserToolInput(next);
  if (normalized.ok && problems.length === 0) return { ok: true, value: normalized.value, upgrades };
  const all = [...problems, ...(normalized.ok ? [] : normalized.problems.filter((p) => !problems.some((q) => q.path === p.path)))];
  return { ok: false, problems: all, upgrades, value: normalized.value };
}
