/**
 * The form's answers as the renderer keeps them, and the respond payload built from them. Pure,
 * browser-safe: no DOM, no MCP. Every rule about what is valid lives in the contract
 * (checkMcpAskFormData); this file only turns control values into formData.
 */
import { customOptionValue, customTextKey, widgetCatalogEntry, type ResolvedFormField } from "../contract/widgets.js";
import type { FileValue, McpAskRawInput, McpAskRespondAction, McpAskRespondPayload } from "../../generated/types.js";

/** A control's value: text (text, textarea, number as typed, single choices), option values (checkboxes), files. */
export type ControlValue = string | string[] | FileValue[] | undefined;

/**
 * Answers keyed by field name, plus the custom texts of radio-with-custom fields under their
 * customTextKey. A Map, never a plain object: names are the agent's, and "toString", "valueOf" or
 * "hasOwnProperty" are valid field names that a plain object would answer from Object.prototype.
 */
export type Answers = ReadonlyMap<string, ControlValue>;

/**
 * The control kinds a renderer knows, keyed by a catalog entry's `antd` component
 * (x-nuwax.widgetCatalog[].antd). A catalog widget whose component is listed here renders
 * without renderer changes; any other is shown as the catalog's fallback widget.
 */
export const CONTROL_KINDS = {
  Input: "text",
  "Input.TextArea": "textarea",
  InputNumber: "number",
  "Radio.Group": "radio",
  "Radio.Group (vertical)": "list",
  "Checkbox.Group": "checkboxes",
  Select: "select",
  Upload: "file",
  "Radio.Group + Input": "radio-custom",
} as const;

export type ControlKind = (typeof CONTROL_KINDS)[keyof typeof CONTROL_KINDS];

/**
 * The id of the empty <form> a choice or select field's controls belong to (their `form`
 * attribute), or undefined for a field whose controls stay in the page's one form. Chromium's
 * per-form work on every keystroke (autofill and form-control bookkeeping) grows with the controls a
 * form owns: at the contract's bounds (200 fields of 200 options) the radios, check boxes and
 * <option>s would be ~12,000 controls of one form. A field's own form keeps its radios one group
 * (a radio group is its form plus its name) and a fieldset's `disabled` still reaches them (that
 * follows the DOM, not the form owner). Text boxes stay in the page's form: Enter there submits it.
 */
export function controlsFormId(field: ResolvedFormField): string | undefined {
  const kind = controlKind(field);
  return kind === "radio" || kind === "list" || kind === "checkboxes" || kind === "radio-custom" || kind === "select" ? `field-${field.name}-controls` : undefined;
}

/**
 * The widget a renderer cannot show with its own control: `fallbackFrom` (not in the catalog), or a
 * catalog widget whose `antd` component has no entry in CONTROL_KINDS (e.g. one just added to the
 * catalog). undefined when the field gets its own control. The renderer says so beside the text box.
 */
export function unshownWidget(field: ResolvedFormField): string | undefined {
  if (field.fallbackFrom !== undefined) return field.fallbackFrom;
  const antd = widgetCatalogEntry(field.widget)?.antd;
  return antd !== undefined && Object.hasOwn(CONTROL_KINDS, antd) ? undefined : String(field.widget);
}

/** The control for a resolved field, from its catalog entry; "text" when the entry's component is unknown. */
export function controlKind(field: ResolvedFormField): ControlKind {
  const antd = widgetCatalogEntry(field.widget)?.antd as keyof typeof CONTROL_KINDS | undefined;
  return (antd && CONTROL_KINDS[antd]) || "text";
}

/** The controls' starting values: each field's initialValue (numbers as text, choices as given). */
export function initialAnswers(fields: readonly ResolvedFormField[]): Answers {
  const out = new Map<string, ControlValue>();
  for (const field of fields) {
    const initial = Object.hasOwn(field, "initialValue") ? (field as { initialValue?: unknown }).initialValue : undefined;
    if (initial === undefined || initial === null) continue;
    if (Array.isArray(initial)) out.set(field.name, initial.map(String));
    else if (typeof initial === "object") continue;
    else out.set(field.name, String(initial));
  }
  return out;
}

/** The answers with one control's value replaced (a new Map: the renderer's state is never mutated). */
export function withAnswer(answers: Answers, name: string, value: ControlValue): Answers {
  return new Map(answers).set(name, value);
}

/**
 * formData from the answers: empty values (undefined, "", []) are left out, as the DockPanel's
 * form leaves untouched fields out; a number control's text becomes a number when it parses as
 * one and stays text otherwise (so checkMcpAskFormData reports it); a radio-with-custom field
 * carries its custom text under customTextKey only when its custom option is chosen. The result is
 * a null-prototype object: a field name is only ever an own key (JSON.stringify sends it as any other).
 */
export function toFormData(fields: readonly ResolvedFormField[], answers: Answers): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const field of fields) {
    const value = answers.get(field.name);
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    const kind = controlKind(field);
    if (kind === "number" && typeof value === "string") {
      const n = Number(value.trim());
      out[field.name] = value.trim() !== "" && Number.isFinite(n) ? n : value;
    } else {
      out[field.name] = value;
    }
    if (kind === "radio-custom" && value === customOptionValue(field as { otherValue?: string })) {
      const key = customTextKey(field);
      const text = answers.get(key);
      if (typeof text === "string" && text !== "") out[key] = text;
    }
  }
  return out;
}

/** The payload the DockPanel would send for this action (`#/$defs/McpAskRespondPayload`); formData only on submit. */
export function respondPayload(input: McpAskRawInput, action: McpAskRespondAction, formData?: Record<string, unknown>): McpAskRespondPayload {
  return {
    interventionId: input.requestId,
    revision: input.revision,
    source: "mcp_ask",
    protocol: "mcp",
    action,
    ...(action === "submit" ? { formData: formData ?? {} } : {}),
  };
}

/** A byte count for a hint (runtime/shared/bytes.ts). */
export { formatBytes } from "../shared/bytes.js";
