/**
 * nuwax_ask_question through the client's own form dialog (MCP `elicitation/create`, mode form;
 * README "Delivery modes"). Pure: from a canonical rawInput to the dialog's requestedSchema, and
 * from the dialog's accepted content back to formData. No I/O.
 *
 * The mapping is chosen per control kind, and a field's control kind comes from its widget's
 * catalog entry (x-nuwax.widgetCatalog[].antd through CONTROL_KINDS in ./form/answers.ts), so a
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
 */
import type { McpAskRawInput } from "../../generated/types.js";
import { uiStringsFor, type UiStrings } from "../contract/ui-strings.js";
import { customOptionValue, customTextKey, resolveFormFields, type ResolvedFormField } from "../contract/widgets.js";
import { controlKind, type ControlKind } from "./form/answers.js";

/** The first protocol version whose form elicitation has titled enums (oneOf const/title) and multi-select arrays. */
export const TITLED_ENUM_PROTOCOL = "2025-11-25";

/** One elicitation/create request for a form, and how to read its accepted content. */
export interface ElicitationForm {
  /** The dialog's message: the form's title, then its description. */
  message: string;
  /** The flat object schema of `elicitation/create` (MCP spec, "Elicitation": requested schema). */
  requestedSchema: { type: "object"; properties: Record<string, Record<string, unknown>>; required?: string[] };
  /**
   * formData for checkMcpAskFormData and formatMcpAskResumeMessage from an accepted dialog's
   * `content`: empty answers ("" and []) are left out, as the DockPanel leaves untouched fields out;
   * keys that name no field are ignored. Never throws.
   */
  formData(content: unknown): Record<string, unknown>;
}

export type ElicitationPlan = { ok: true; form: ElicitationForm } | { ok: false; reason: string };

interface MapContext {
  /** The client's protocol has titled enums and multi-select arrays. */
  modern: boolean;
  strings: UiStrings;
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
  return { properties: [[field.name, { ...base(field, "string"), ...pick(field, ["minLength", "maxLength"]), ...(typeof preset === "string" ? { default: preset } : {}) }]] };
};

/** The mapping of every control kind of CONTROL_KINDS (./form/answers.ts). */
const MAPPERS: Record<ControlKind, Mapper> = {
  text,
  textarea: text,
  number: (field) => {
    const preset = initial(field);
    const type = (field as { type?: string }).type === "integer" ? "integer" : "number";
    return { properties: [[field.name, { ...base(field, type), ...pick(field, ["minimum", "maximum"]), ...(typeof preset === "number" ? { default: preset } : {}) }]] };
  },
  radio: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  list: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  select: (field, context) => ({ properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] }),
  checkboxes: (field, context) => {
    if (!context.modern) return { reason: `"${field.name}" is a multiple choice, and the client's protocol has no multi-select fields before ${TITLED_ENUM_PROTOCOL}` };
    const choices = options(field);
    const values = new Set(choices.map((c) => c.value));
    const preset = initial(field);
    const def = Array.isArray(preset) && preset.every((v) => typeof v === "string" && values.has(v)) ? { default: preset } : {};
    return { properties: [[field.name, { ...base(field, "array"), items: { anyOf: choices.map((c) => ({ const: c.value, title: c.label })) }, ...def }]] };
  },
  "radio-custom": (field, context) => {
    if ((field as { allowCustom?: boolean }).allowCustom === false) return { properties: [[field.name, singleSelect(field, options(field), context, initial(field))]] };
    const custom = customOptionValue(field as { otherValue?: string });
    const choices = [...options(field), { value: custom, label: context.strings.customOption }];
    const label = field.title || field.name;
    return {
      properties: [
        [field.name, singleSelect(field, choices, context, initial(field))],
        [customTextKey(field), { type: "string", title: `${label}: ${context.strings.customInputLabel}` }],
      ],
    };
  },
  file: (field) => ({ reason: `"${field.name}" asks for a file, and a form dialog cannot take files` }),
};

/**
 * The dialog for `input`, or why it cannot be asked in one (a file field, a multiple choice on a
 * protocol before 2025-11-25, two fields under one name). `protocolVersion`: the version
 * negotiated with the client; `locale`: a BCP 47 tag for the custom-choice labels (x-nuwax.uiStrings).
 */
export function elicitationPlan(input: McpAskRawInput, protocolVersion: string, locale?: string): ElicitationPlan {
  const context: MapContext = { modern: protocolVersion >= TITLED_ENUM_PROTOCOL, strings: uiStringsFor(locale) };
  const fields = resolveFormFields(input.ui);
  // Field names are the agent's: a null-prototype object keeps "__proto__" or "constructor" an ordinary key.
  const properties = Object.create(null) as Record<string, Property>;
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
    }
    if (field.required) required.push(field.name);
  }
  if (reasons.length) return { ok: false, reason: reasons.join("; ") };
  const title = input.title || input.ui.title;
  const description = input.ui.description ?? input.description;
  return {
    ok: true,
    form: {
      message: description ? `${title}\n\n${description}` : title,
      requestedSchema: { type: "object", properties, ...(required.length ? { required } : {}) },
      formData: (content) => toFormData(fields, content),
    },
  };
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
