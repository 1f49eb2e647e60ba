/**
 * nuwax_ask_question through the client's own form dialog (MCP `elicitation/create`, mode form;
 * docs/nuwax-ask-question.md "Delivery modes"). Pure: from a canonical rawInput to the dialog's requestedSchema, and
 * from the dialog's accepted content back to formData. No I/O.
 *
 * The mapping is chosen per control kind, and a field's control kind comes from its widget's
 * catalog entry (x-nuwax.widgetCatalog[].antd through CONTROL_KINDS in ./answers.ts), so a
 * new catalog widget with a known control maps without changes here:
 * - text, textarea: string with minLength / maxLength (code points); pattern is not sent (the SDK
 *   drops it) but checked after the dialog, as every constraint is (checkMcpAskFormData);
 * - number: number, or integer when the field's type is integer, with minimum / maximum;
 *   exclusive bounds and multipleOf are checked after the dialog;
 * - radio, select, list: a titled single-select enum (oneOf const/title from protocol 2025-11-25,
 *   enum + enumNames before it);
 * - checkboxes: an array of titled enums (protocol 2025-11-25 and later; before it the form does not map);
 * - radio-with-custom: the titled enum plus the custom choice (x-nuwax.uiStrings customOption),
 *   and an optional text field under the field's customTextKey (customInputLabel); non-empty custom
 *   text is the answer, as the DockPanel records a custom answer;
 * - file: the dialog has no file input, so the form does not map (the caller falls back to the browser).
 * A field's initialValue becomes the default when the dialog can hold it; required fields are
 * listed in `required`. A wizard's steps are asked in one dialog, in ui.fields order.
 *
 * The dialog's own words (the custom choice, the problems of an answer asked again) are in the
 * form's language, chosen from the host's locale as the nuwax page chooses it (formLocale in
 * ../shared/form-locale.ts): a Chinese form in an en-US host is re-asked in Chinese. An answer that breaks
 * the form's rules (checkMcpAskFormData) is asked again with each problem as the page shows it
 * under its field (problemText in ./field-messages.ts: the x-nuwax.uiStrings text of the problem's
 * code, never the developer's English message, JSON path or pattern), and only the answers that
 * fit their field come back as defaults.
 */
import type { McpAskRawInput, ValidationProblem } from "../../generated/types.js";
import { MESSAGES, type MessageLocale } from "../contract/formatter.js";
import { UI_STRINGS, type UiStrings } from "../contract/ui-strings.js";
import { customOptionValue, customTextKey, resolveFormFields, type ResolvedFormField } from "../contract/widgets.js";
import { controlKind, type ControlKind } from "./answers.js";
import { formLocale } from "../shared/form-locale.js";
import { problemText } from "./field-messages.js";

/** The first protocol version whose form elicitation has titled enums (oneOf const/title) and multi-select arrays. */
export const TITLED_ENUM_PROTOCOL = "2025-11-25";

/** The flat object schema of `elicitation/create` (MCP spec, "Elicitation": requested schema). */
export type RequestedSchema = { type: "object"; properties: Record<string, Record<string, unknown>>; required?: string[] };

/** One elicitation/create request for a form, and how to read its accepted content. */
export interface ElicitationForm {
  /** The dialog's message: the form's title, then its description. */
  message: string;
  requestedSchema: RequestedSchema;
  /** The language of the dialog's own words (formLocale of the form in the host's locale). */
  locale: MessageLocale;
  /**
   * formData for checkMcpAskFormData and formatMcpAskResumeMessage from an accepted dialog's
   * `content`: empty answers ("" and []) are left out, as the DockPanel leaves untouched fields out;
   * keys that name no field are ignored. Never throws.
   */
  formData(content: unknown): Record<string, unknown>;
  /**
   * The dialog asked again after an accepted `content` whose formData has `problems`
   * (checkMcpAskFormData): the message is the first one, then x-nuwax.uiStrings fixErrors and one
   * line per problem, `label` + labelSeparator + problemText, in `locale`; the schema keeps the
   * user's answer as a field's default only when the field has no problem and the answer fits the
   * field's property (type, choices, bounds, lengths); a field with a problem gets no default at
   * all. Never throws.
   */
  again(content: unknown, problems: readonly ValidationProblem[]): { message: string; requestedSchema: RequestedSchema };
}

export type ElicitationPlan = { ok: true; form: ElicitationForm } | { ok: false; reason: string };

interface MapContext {
  /** The client's protocol has titled enums and multi-select arrays. */
  modern: boolean;
  /** The UI strings of the form's language, and what joins a label to its text in it (x-nuwax.messages labelSeparator). */
  strings: UiStrings;
  separator: string;
}

type Property = Record<string, unknown>;

/** How one control kind is asked: the properties it adds (name → schema), or why it cannot be asked. */
type Mapper = (field: ResolvedFormField, context: MapContext) => { properties: Array<[string, Property]> } | { reason: string };

const options = (field: ResolvedFormField) => ("options" in field && Array.isArray(field.options) ? field.options : []);
const initial = (field: ResolvedFormField) => (field as { initialValue?: unknown }).initialValue;
const pick = (field: ResolvedFormField, keys: string[]) => {
  const f = field as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => typeof f[k] === "number").map((k) => [k, f[k]]));
};

function base(field: ResolvedFormField, type: string): Property {
  return { type, title: field.title || field.name, ...(field.description ? { description: field.description } : {}) };
}

/** A titled single-select enum over `choices` ({value, label}), with `preset` as default when it is one of them. */
function singleSelect(field: ResolvedFormField, choices: Array<{ value: string; label: string }>, context: MapContext, preset: unknown): Property {
  const values = choices.map((c) => c.value);
  const def = typeof preset === "string" && values.includes(preset) ? { default: preset } : {};
  if (context.modern) return { ...base(field, "string"), oneOf: choices.map((c) => ({ const: c.value, title: c.label })), ...def };
  return { ...base(field, "string"), enum: values, enumNames: choices.map((c) => c.label), ...def };
}

const text: Mapper = (field) => {
  const preset = initial(field);
  return {
    properties: [
      [field.name, { ...base(field, "string"), ...pick(field, ["minLength", "maxLength"]), ...(typeof preset === "string" ? { default: preset } : {}) }],
    ],
  };
};

/** The mapping of every control kind of CONTROL_KINDS (./answers.ts). */
const MAPPERS: Record<ControlKind, Mapper> = {
  text,
  textarea: text,
  number: (field) => {
    const preset = initial(field);
    const type = (field as { type?: string }).type === "integer" ? "integer" : "number";
    return {
      properties: [[field.name, { ...base(field, type), ...pick(field, ["minimum", "maximum"]), ...(typeof preset === "number" ? { default: preset } : {}) }]],
    };
  },
  radio: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  list: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  select: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  checkboxes: (field, context) => {
    if (!context.modern)
      return { reason: `"${field.name}" is a multiple choice, and the client's protocol has no multi-select fields before ${TITLED_ENUM_PROTOCOL}` };
    const choices = options(field);
    const values = new Set(choices.map((c) => c.value));
    const preset = initial(field);
    const def = Array.isArray(preset) && preset.every((v) => typeof v === "string" && values.has(v)) ? { default: preset } : {};
    return { properties: [[field.name, { ...base(field, "array"), items: { anyOf: choices.map((c) => ({ const: c.value, title: c.label })) }, ...def }]] };
  },
  "radio-custom": (field, context) => {
    if ((field as { allowCustom?: boolean }).allowCustom === false)
      return { properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] };
    const custom = customOptionValue(field as { otherValue?: string });
    const choices = [...options(field), { value: custom, label: context.strings.customOption }];
    const label = field.title || field.name;
    return {
      properties: [
        [field.name, singleSelect(field, choices, context, initial(field))],
        [customTextKey(field), { type: "string", title: `${label}${context.separator}${context.strings.customInputLabel}` }],
      ],
    };
  },
  file: (field) => ({ reason: `"${field.name}" asks for a file, and a form dialog cannot take files` }),
};

/**
 * The dialog for `input`, or why it cannot be asked in one (a file field, a multiple choice on a
 * protocol before 2025-11-25, two fields under one name). `protocolVersion`: the version
 * negotiated with the client; `locale`: the host's BCP 47 tag, from which the dialog's own words
 * (x-nuwax.uiStrings) take the form's language (formLocale).
 */
export function elicitationPlan(input: McpAskRawInput, protocolVersion: string, locale?: string): ElicitationPlan {
  const dialogLocale = formLocale(input, locale);
  const separator = MESSAGES[dialogLocale].labelSeparator;
  const context: MapContext = { modern: protocolVersion >= TITLED_ENUM_PROTOCOL, strings: UI_STRINGS[dialogLocale], separator };
  const fields = resolveFormFields(input.ui);
  // Field names are the agent's: a null-prototype object keeps "__proto__" or "constructor" an ordinary key.
  const properties = Object.create(null) as Record<string, Property>;
  // The dialog's property names of each field (its name, and a radio-with-custom field's custom-text key).
  const owners = new Map<string, string>();
  const required: string[] = [];
  const reasons: string[] = [];
  for (const field of fields) {
    const mapped = MAPPERS[controlKind(field)](field, context);
    if ("reason" in mapped) {
      reasons.push(mapped.reason);
      continue;
    }
    for (const [name, schema] of mapped.properties) {
      if (Object.hasOwn(properties, name)) reasons.push(`"${name}" would be two fields of the dialog`);
      properties[name] = schema;
      owners.set(name, field.name);
    }
    if (field.required) required.push(field.name);
  }
  if (reasons.length) return { ok: false, reason: reasons.join("; ") };
  const title = input.title || input.ui.title;
  const description = input.ui.description ?? input.description;
  const message = description ? `${title}\n\n${description}` : title;
  const requestedSchema: RequestedSchema = { type: "object", properties, ...(required.length ? { required } : {}) };
  return {
    ok: true,
    form: {
      message,
      requestedSchema,
      locale: dialogLocale,
      formData: (content) => toFormData(fields, content),
      again: (content, problems) => ({
        message: `${message}\n\n${problemLines(fields, problems, context)}`,
        requestedSchema: withFittingDefaults(requestedSchema, owners, content, problems),
      }),
    },
  };
}

/** fixErrors, then one line per problem (the same line once) as the nuwax page words it under its field. */
function problemLines(fields: readonly ResolvedFormField[], problems: readonly ValidationProblem[], context: MapContext): string {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const lines = new Set<string>();
  const subjects = new Set<string>();
  for (const problem of problems) {
    const field = problem.subject === undefined ? undefined : byName.get(problem.subject);
    if (field) subjects.add(field.name);
    // A problem of no field (formData itself, a key of no field) reads as its code says; its text needs no field's limits.
    const text = problemText(problem, field ?? ({ name: "" } as ResolvedFormField), context.strings);
    lines.add(field ? `${field.title || field.name}${context.separator}${text}` : text);
  }
  return [context.strings.fixErrors({ count: String(Math.max(subjects.size, 1)) }), ...lines].join("\n");
}

/**
 * `schema` with the user's answers in `content` as defaults where they fit: a property whose field
 * has a problem loses its default; one the user answered gets the answer when it fits the property,
 * else no default; one the user left out keeps its own.
 */
function withFittingDefaults(
  schema: RequestedSchema,
  owners: ReadonlyMap<string, string>,
  content: unknown,
  problems: readonly ValidationProblem[],
): RequestedSchema {
  const given = new Map(typeof content === "object" && content !== null && !Array.isArray(content) ? Object.entries(content) : []);
  const broken = new Set(problems.map((p) => p.subject));
  const properties = Object.create(null) as Record<string, Property>;
  for (const [name, property] of Object.entries(schema.properties)) {
    const { default: preset, ...rest } = property;
    const value = given.has(name) ? given.get(name) : preset;
    properties[name] = !broken.has(owners.get(name)) && value !== undefined && fitsProperty(property, value) ? { ...rest, default: value } : rest;
  }
  return { ...schema, properties };
}

/** Whether `value` is a valid default of a dialog property this file makes (MCP primitive schemas: string, number / integer, array of titled enums). */
export function fitsProperty(property: Property, value: unknown): boolean {
  const consts = (list: unknown) => (Array.isArray(list) ? list.map((o) => (o as { const?: unknown }).const) : undefined);
  const num = (key: string) => (typeof property[key] === "number" ? (property[key] as number) : undefined);
  switch (property.type) {
    case "string": {
      if (typeof value !== "string") return false;
      const choices = consts(property.oneOf) ?? (Array.isArray(property.enum) ? property.enum : undefined);
      if (choices) return choices.includes(value);
      const length = [...value].length;
      return length >= (num("minLength") ?? 0) && length <= (num("maxLength") ?? Infinity);
    }
    case "integer":
    case "number":
      return (
        typeof value === "number" &&
        Number.isFinite(value) &&
        (property.type === "number" || Number.isInteger(value)) &&
        value >= (num("minimum") ?? -Infinity) &&
        value <= (num("maximum") ?? Infinity)
      );
    case "array": {
      // One Set of the choices, then one look-up per pick: linear in picks + choices.
      if (!Array.isArray(value)) return false;
      const choices = new Set(consts((property.items as { anyOf?: unknown } | undefined)?.anyOf) ?? []);
      return value.every((v) => typeof v === "string" && choices.has(v)) && new Set(value).size === value.length;
    }
    default:
      return false;
  }
}

function toFormData(fields: readonly ResolvedFormField[], content: unknown): Record<string, unknown> {
  const given = new Map(typeof content === "object" && content !== null && !Array.isArray(content) ? Object.entries(content) : []);
  const out: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  for (const field of fields) {
    const value = given.get(field.name);
    const kind = controlKind(field);
    if (kind === "radio-custom" && (field as { allowCustom?: boolean }).allowCustom !== false) {
      const key = customTextKey(field);
      const typed = given.get(key);
      if (typeof typed === "string" && typed.trim() !== "") {
        set(field.name, customOptionValue(field as { otherValue?: string }));
        set(key, typed);
        continue;
      }
    }
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    set(field.name, value);
  }
  return out;
}
