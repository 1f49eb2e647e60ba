// The widget catalog (x-nuwax.widgetCatalog) and the rules that read it: aliases, inference,
// constraints, number type, radio-with-custom keys. Shared by the builder and the formatter.

import {
  CONSTANTS,
  DEFAULTS,
  DEPRECATED_BUILDER_ALIASES,
  WIDGET_CATALOG,
  type FieldOption,
  type FormField,
  type WidgetCatalogEntry,
  type WidgetFormField,
  type WidgetType,
  type WizardStep,
} from "../../generated/types.js";

export {
  WIDGET_CATALOG,
  WIDGET_TYPES,
  DEPRECATED_BUILDER_ALIASES,
  type WidgetCatalogEntry,
  type WidgetType,
  type AnswerDisplay,
  type WidgetFormField,
  type FormFieldOf,
  type FormFieldBase,
  type WidgetInteractionUi,
  type WidgetMcpAskRawInput,
} from "../../generated/types.js";

const CATALOG: ReadonlyMap<string, WidgetCatalogEntry> = new Map<string, WidgetCatalogEntry>(WIDGET_CATALOG.map((entry) => [entry.widget, entry]));

/** Every property that only some widgets accept (the union of the catalog's `constraints`). */
export const WIDGET_SPECIFIC_PROPERTIES: ReadonlySet<string> = new Set(WIDGET_CATALOG.flatMap((entry) => [...entry.constraints]));

/** The catalog entry of a widget, or undefined for an unknown widget. */
export function widgetCatalogEntry(widget: string): WidgetCatalogEntry | undefined {
  return CATALOG.get(widget);
}

/** Widgets whose catalog entry lists `property` among its constraints, in catalog order. */
export function widgetsAccepting(property: string): WidgetType[] {
  return WIDGET_CATALOG.filter((entry) => (entry.constraints as readonly string[]).includes(property)).map((entry) => entry.widget);
}

/**
 * Rewrites a deprecated builder alias to its widget (x-nuwax.deprecatedBuilderAliases:
 * input → text, checkbox → checkboxes); every other value is returned unchanged.
 */
export function resolveWidgetAlias<V>(widget: V): V | WidgetType {
  if (typeof widget === "string" && Object.prototype.hasOwnProperty.call(DEPRECATED_BUILDER_ALIASES, widget)) {
    return DEPRECATED_BUILDER_ALIASES[widget as keyof typeof DEPRECATED_BUILDER_ALIASES];
  }
  return widget;
}

/**
 * Infers the widget of a field that has none, from `type` and `options`, by the catalog's
 * inference rules taken in catalog order (x-nuwax.widgetCatalog[].inference):
 * type string (or none) → text; number/integer → number; options → radio; type array + options → checkboxes.
 * Returns undefined when no rule matches (the caller must ask for an explicit widget).
 */
export function inferWidget(field: { type?: unknown; options?: unknown }): WidgetType | undefined {
  const hasOptions = Array.isArray(field.options) && field.options.length > 0;
  for (const entry of WIDGET_CATALOG) {
    const rule = entry.inference;
    if (!rule) continue;
    const typeOk =
      field.type === undefined ? rule.when.typeMayBeOmitted : (rule.when.types as readonly unknown[]).includes(field.type);
    if (typeOk && rule.when.hasOptions === hasOptions) return entry.widget;
  }
  return undefined;
}

/**
 * The value type of a number field from its bounds (docs/sdks.md "Server side: normalize, build", the builder): "integer" when at least one of minimum, maximum, exclusiveMinimum, exclusiveMaximum,
 * multipleOf, initialValue is given and every one given is a whole number; otherwise "number".
 */
export function inferNumberType(field: {
  minimum?: unknown;
  maximum?: unknown;
  exclusiveMinimum?: unknown;
  exclusiveMaximum?: unknown;
  multipleOf?: unknown;
  initialValue?: unknown;
}): "integer" | "number" {
  const given = [field.minimum, field.maximum, field.exclusiveMinimum, field.exclusiveMaximum, field.multipleOf, field.initialValue].filter((v) => v !== undefined);
  return given.length > 0 && given.every((v) => typeof v === "number" && Number.isInteger(v)) ? "integer" : "number";
}

/** The formData key holding a radio-with-custom field's custom text: otherField, else `<name>` + the contract's suffix. */
export function customTextKey(field: { name: string; otherField?: string }): string {
  return field.otherField ?? `${field.name}${CONSTANTS.otherFieldSuffix}`;
}

/** The option value meaning "custom text" for a radio-with-custom field: otherValue, else the contract default. */
export function customOptionValue(field: { otherValue?: string }): string {
  return field.otherValue ?? DEFAULTS.FormFieldInput.otherValue;
}


/**
 * The widget a field is shown with: its widget (a deprecated alias resolved), else the inferred
 * one; undefined when neither works. Accepts agent input as well as canonical fields.
 */
export function effectiveWidget(field: { widget?: unknown; type?: unknown; options?: unknown }): WidgetType | undefined {
  if (field.widget === undefined) return inferWidget(field);
  const widget = resolveWidgetAlias(field.widget);
  return typeof widget === "string" && CATALOG.has(widget) ? (widget as WidgetType) : undefined;
}

// ---------------------------------------------------------------------------
// Renderer helpers: what a form renderer (the DockPanel, the MCP App) reads from a canonical form.
// ---------------------------------------------------------------------------

/** The widget a client shows for a field whose widget it does not know (x-nuwax.constants.fallbackWidget). */
export const FALLBACK_WIDGET = CONSTANTS.fallbackWidget as WidgetType;

/** A field ready to render: typed by widget, `required` always set; `fallbackFrom` names an unknown widget shown as FALLBACK_WIDGET. */
export type ResolvedFormField = WidgetFormField & { required: boolean; fallbackFrom?: string };

/** The parts of a form the renderer helpers read (a canonical `ui`, or an agent's). */
export interface RenderableUi {
  title?: string;
  description?: string;
  presentation?: string;
  fields?: ReadonlyArray<Partial<FormField> & { name: string }>;
  steps?: readonly WizardStep[];
  allowSkip?: boolean;
  skipLabel?: string;
}

/**
 * The fields to render, in `ui.fields` order, or in `fieldNames` order when given (one wizard
 * step; unknown names are skipped). Each is a shallow copy typed by widget with `required`
 * set (default false, `#/$defs/FormFieldInput/properties/required`) and what its catalog entry
 * requires (x-nuwax.widgetCatalog[].requires) always present, so the per-widget type holds at
 * run time too: `options` is the field's well-formed options (an object with a string `value`;
 * a missing label shows the value), or [] — malformed ones are dropped — and radio-with-custom's
 * `allowCustom` defaults to true, as the normalizer stamps it. A field whose widget is neither a
 * catalog widget nor a deprecated alias is shown as FALLBACK_WIDGET with `fallbackFrom` naming the
 * widget it asked for, so the renderer can say so. Entries that are not objects with a string
 * `name` are skipped.
 */
export function resolveFormFields(ui: RenderableUi, fieldNames?: readonly string[]): ResolvedFormField[] {
  const fields = (Array.isArray(ui.fields) ? ui.fields : []).filter(
    (f): f is Partial<FormField> & { name: string } => typeof f === "object" && f !== null && typeof f.name === "string",
  );
  const picked = fieldNames?.length
    ? fieldNames.map((name) => fields.find((f) => f.name === name)).filter((f): f is Partial<FormField> & { name: string } => f !== undefined)
    : fields;
  return picked.map((field) => {
    const widget = effectiveWidget(field);
    const out = { ...field, widget: widget ?? FALLBACK_WIDGET, required: field.required ?? DEFAULTS.FormFieldInput.required } as ResolvedFormField & Partial<FormField>;
    const entry = CATALOG.get(out.widget);
    if (entry && "options" in entry.requires) out.options = wellFormedOptions(field.options);
    if (entry && "allowCustom" in entry.requires && typeof out.allowCustom !== "boolean") out.allowCustom = true;
    if (widget === undefined) out.fallbackFrom = String(field.widget);
    return out;
  });
}

/** The options a renderer can show: objects with a string `value`, each with a string `label` (the value when missing). */
function wellFormedOptions(options: unknown): FieldOption[] {
  if (!Array.isArray(options)) return [];
  const out: FieldOption[] = [];
  for (const option of options) {
    if (typeof option !== "object" || option === null || typeof (option as { value?: unknown }).value !== "string") continue;
    const { value, label } = option as { value: string; label?: unknown };
    out.push(typeof label === "string" ? (option as FieldOption) : ({ ...(option as object), value, label: value } as FieldOption));
  }
  return out;
}

/**
 * The steps of the form: `ui.steps` when it has any, else one step `{ id: "default", title:
 * ui.title, description: ui.description, fields: every field name }`, or [] for a form with no
 * fields.
 */
export function resolveFormSteps(ui: RenderableUi): WizardStep[] {
  if (ui.steps?.length) return [...ui.steps];
  const names = (ui.fields ?? []).map((f) => f.name);
  if (names.length === 0) return [];
  return [{ id: "default", title: ui.title ?? "", ...(ui.description !== undefined ? { description: ui.description } : {}), fields: names }];
}

/** Whether the form is shown step by step: presentation wizard, or more than one step. */
export function isWizardForm(ui: RenderableUi): boolean {
  return ui.presentation === "wizard" || (Array.isArray(ui.steps) && ui.steps.length > 1);
}

/** Whether the user may skip the question (`ui.allowSkip`, default false). */
export function isSkipAllowed(ui: RenderableUi): boolean {
  return (ui.allowSkip ?? DEFAULTS.InteractionUiInput.allowSkip) === true;
}
