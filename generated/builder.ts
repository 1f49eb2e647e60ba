// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// The payload builder and normalizer (seed 000, "Builder SDK" and "工具返回"): every rule here is
// driven by the widget catalog and constants in ./types.ts, so a contract edit reaches it on regeneration.

import {
  CONSTANTS,
  DEFAULTS,
  DEPRECATED_BUILDER_ALIASES,
  WIDGET_CATALOG,
  WIDGET_TYPES,
  type BuildMcpAskRawInputOptions,
  type BuilderFormField,
  type FieldOption,
  type FormField,
  type McpAskRawInput,
  type ValidationProblem,
  type WidgetCatalogEntry,
  type WidgetType,
} from "./types.js";
import {
  closest,
  formatPath,
  formatProblems,
  sortProblems,
  toProblems,
  validateBuildMcpAskRawInputOptions,
  validateBuilderFormField,
  validateMcpAskRawInput,
} from "./validators.js";

/**
 * Thrown by the builder and the normalizer when the input cannot become a renderable rawInput.
 * `problems` lists every problem at once (JSON path, message, fix); `message` has one per line.
 */
export class McpAskValidationError extends Error {
  readonly problems: ValidationProblem[];
  constructor(problems: ValidationProblem[], what = "input") {
    super(
      `${what} is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${formatProblems(problems)}`,
    );
    this.name = "McpAskValidationError";
    this.problems = problems;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const CATALOG = new Map<string, WidgetCatalogEntry>(WIDGET_CATALOG.map((entry) => [entry.widget, entry]));

/** Every property that only some widgets accept (the union of the catalog's `constraints`). */
const WIDGET_SPECIFIC_PROPERTIES: ReadonlySet<string> = new Set(
  WIDGET_CATALOG.flatMap((entry) => [...entry.constraints]),
);

/** The catalog entry of a widget, or undefined for an unknown widget. */
export function widgetCatalogEntry(widget: string): WidgetCatalogEntry | undefined {
  return CATALOG.get(widget);
}

/** Widgets whose catalog entry lists `property` among its constraints, in catalog order. */
export function widgetsAccepting(property: string): WidgetType[] {
  return WIDGET_CATALOG.filter((entry) => (entry.constraints as readonly string[]).includes(property)).map(
    (entry) => entry.widget,
  );
}

/**
 * Rewrites a deprecated builder alias to its widget (x-nuwax.deprecatedBuilderAliases:
 * input → text, checkbox → checkboxes); every other value is returned unchanged.
 */
export function resolveWidgetAlias<V>(widget: V): V | WidgetType {
  if (
    typeof widget === "string" &&
    Object.prototype.hasOwnProperty.call(DEPRECATED_BUILDER_ALIASES, widget)
  ) {
    return DEPRECATED_BUILDER_ALIASES[widget as keyof typeof DEPRECATED_BUILDER_ALIASES];
  }
  return widget;
}

/**
 * Infers the widget of a field that has none, from `type` and `options`, by the catalog's
 * inference rules taken in catalog order (seed 000, widget table column 自动推断):
 * type string (or none) → text; number/integer → number; options → radio; type array + options → checkboxes.
 * Returns undefined when no rule matches (the caller must ask for an explicit widget).
 */
export function inferWidget(field: { type?: unknown; options?: unknown }): WidgetType | undefined {
  const hasOptions = Array.isArray(field.options) && field.options.length > 0;
  for (const entry of WIDGET_CATALOG) {
    const rule = entry.inference;
    if (!rule) continue;
    const typeOk =
      field.type === undefined
        ? rule.when.typeMayBeOmitted
        : (rule.when.types as readonly unknown[]).includes(field.type);
    if (typeOk && rule.when.hasOptions === hasOptions) return entry.widget;
  }
  return undefined;
}

/**
 * The value type of a number field from its bounds (seed 000, Builder SDK: integer/number from
 * bounds): "integer" when at least one of minimum, maximum, multipleOf, initialValue is given
 * and every one given is a whole number; otherwise "number".
 */
export function inferNumberType(field: {
  minimum?: unknown;
  maximum?: unknown;
  multipleOf?: unknown;
  initialValue?: unknown;
}): "integer" | "number" {
  const given = [field.minimum, field.maximum, field.multipleOf, field.initialValue].filter(
    (v) => v !== undefined,
  );
  return given.length > 0 && given.every((v) => typeof v === "number" && Number.isInteger(v))
    ? "integer"
    : "number";
}

/** The formData key holding a radio-with-custom field's custom text: otherField, else `<name>` + the contract's suffix. */
export function customTextKey(field: { name: string; otherField?: string }): string {
  return field.otherField ?? `${field.name}${CONSTANTS.otherFieldSuffix}`;
}

/** The option value meaning "custom text" for a radio-with-custom field: otherValue, else the contract default. */
export function customOptionValue(field: { otherValue?: string }): string {
  return field.otherValue ?? DEFAULTS.FormFieldInput.otherValue;
}

const FIELD_KEY_ORDER = ["name", "title", "widget"];

/** Stamps what a field's catalog entry requires (options stay as given; allowCustom: true) and the number type. */
function completeField(field: Json): Json {
  const widget = field.widget;
  const entry = typeof widget === "string" ? CATALOG.get(widget) : undefined;
  const out: Json = {};
  for (const key of FIELD_KEY_ORDER) if (field[key] !== undefined) out[key] = field[key];
  for (const [key, value] of Object.entries(field))
    if (!FIELD_KEY_ORDER.includes(key) && value !== undefined) out[key] = value;
  if (entry?.valueType === "number" && out.type === undefined) out.type = inferNumberType(out);
  if (entry && "allowCustom" in entry.requires && out.allowCustom === undefined) out.allowCustom = true;
  return out;
}

/**
 * Normalizes one agent-written field: deprecated widget aliases rewritten, a missing widget
 * inferred, the number type and required settings stamped. Never throws; what it cannot fix is
 * left for validation (a field whose widget cannot be inferred gets a problem in `problems`).
 */
function normalizeField(
  field: unknown,
  path: Array<string | number>,
  problems: ValidationProblem[],
): unknown {
  if (!isObject(field)) return field;
  const out: Json = { ...field };
  if (out.widget === undefined) {
    const inferred = inferWidget(out);
    if (inferred) out.widget = inferred;
    else {
      problems.push({
        path: formatPath([...path, "widget"]),
        message: `widget is missing and cannot be inferred (type ${JSON.stringify(out.type)}, ${Array.isArray(out.options) && out.options.length ? "with" : "without"} options)`,
        fix: `set widget to one of ${WIDGET_TYPES.join(", ")}`,
        ...(typeof out.name === "string" && out.name ? { subject: out.name } : {}),
      });
    }
  } else {
    out.widget = resolveWidgetAlias(out.widget);
  }
  return completeField(out);
}

const RAW_INPUT_KEY_ORDER = [
  "toolName",
  "schemaVersion",
  "requestId",
  "revision",
  "sessionId",
  "title",
  "description",
  "ui",
  "business",
  "timeoutMs",
  "priority",
];
const UI_KEY_ORDER = [
  "version",
  "presentation",
  "title",
  "description",
  "fields",
  "steps",
  "submitLabel",
  "cancelLabel",
  "skipLabel",
  "allowSkip",
  "fallback",
];

function ordered(source: Json, order: string[]): Json {
  const out: Json = {};
  for (const key of order) if (source[key] !== undefined) out[key] = source[key];
  for (const [key, value] of Object.entries(source)) if (!order.includes(key)) out[key] = value;
  return out;
}

/**
 * Normalizes an agent's nuwax_ask_question arguments into the canonical rawInput (seed 000,
 * 工具返回: "input 是经 MCP Server 规范化后的完整 rawInput"): stamps toolName, schemaVersion,
 * revision (default 1) and ui.version; defaults ui.presentation to inline and ui.title to the
 * question title; rewrites deprecated widget aliases and infers missing widgets from the catalog.
 * Unknown properties are kept, so validation reports them instead of losing them.
 *
 * Returns the rawInput, which always validates as `$defs/McpAskRawInput` and passes every
 * rendering rule of checkMcpAskRawInput. Throws McpAskValidationError listing every problem.
 */
export function normalizeMcpAskUserToolInput(input: unknown): McpAskRawInput {
  const result = tryNormalizeMcpAskUserToolInput(input);
  if (!result.ok) throw new McpAskValidationError(result.problems, "nuwax_ask_question input");
  return result.value;
}

/** Like normalizeMcpAskUserToolInput, but returns `{ ok: false, problems, value }` instead of throwing. */
export function tryNormalizeMcpAskUserToolInput(
  input: unknown,
): { ok: true; value: McpAskRawInput } | { ok: false; problems: ValidationProblem[]; value: unknown } {
  if (!isObject(input)) {
    return {
      ok: false,
      value: input,
      problems: [
        {
          path: "",
          message: `must be an object, got ${JSON.stringify(input) ?? String(input)}`,
          fix: "pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }",
        },
      ],
    };
  }
  const inferenceProblems: ValidationProblem[] = [];
  const raw: Json = { ...input };
  if (raw.toolName === undefined) raw.toolName = CONSTANTS.toolName;
  if (raw.schemaVersion === undefined) raw.schemaVersion = CONSTANTS.schemaVersion;
  if (raw.revision === undefined) raw.revision = DEFAULTS.McpAskUserToolInput.revision;
  if (isObject(raw.ui)) {
    const ui: Json = { ...raw.ui };
    if (ui.version === undefined) ui.version = CONSTANTS.uiVersion;
    if (ui.presentation === undefined) ui.presentation = DEFAULTS.InteractionUiInput.presentation;
    if (ui.title === undefined && typeof raw.title === "string") ui.title = raw.title;
    if (ui.fields === undefined && Array.isArray(ui.steps)) ui.fields = [];
    if (Array.isArray(ui.fields))
      ui.fields = ui.fields.map((f, i) => normalizeField(f, ["ui", "fields", i], inferenceProblems));
    raw.ui = ordered(ui, UI_KEY_ORDER);
  }
  const value = ordered(raw, RAW_INPUT_KEY_ORDER);
  const problems = sortProblems(mergeProblems(inferenceProblems, checkMcpAskRawInput(value)), value);
  return problems.length
    ? { ok: false, problems, value }
    : { ok: true, value: value as unknown as McpAskRawInput };
}

/** Problems of `first` win over later ones at the same path (they carry the better fix). */
function mergeProblems(first: ValidationProblem[], rest: ValidationProblem[]): ValidationProblem[] {
  const taken = new Set(first.map((p) => p.path));
  return [...first, ...rest.filter((p) => !taken.has(p.path))];
}

/**
 * Every reason a canonical rawInput cannot be rendered: the contract's schema
 * (`$defs/McpAskRawInput`) plus the rendering rules a schema cannot express — no fields and no
 * steps; a choice widget without options; duplicate field names or option values; wizard steps
 * naming unknown fields; a constraint that does not apply to the widget; an invalid `pattern`;
 * an `initialValue` that is not one of the options; radio-with-custom with allowCustom false;
 * minimum > maximum or minLength > maxLength. Returns [] for a renderable form; never throws.
 */
export function checkMcpAskRawInput(raw: unknown): ValidationProblem[] {
  const semantic = checkRenderingRules(raw);
  const schemaProblems = validateMcpAskRawInput(raw) ? [] : toProblems(validateMcpAskRawInput.errors, raw);
  return sortProblems(mergeProblems(semantic, schemaProblems), raw);
}

function problem(
  path: Array<string | number>,
  message: string,
  fix: string,
  subject?: unknown,
): ValidationProblem {
  return {
    path: formatPath(path),
    message,
    fix,
    ...(typeof subject === "string" && subject ? { subject } : {}),
  };
}

function describeOptions(options: FieldOption[]): string {
  return options.map((o) => `${JSON.stringify(o.value)} (${o.label})`).join(", ");
}

function checkRenderingRules(raw: unknown): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!isObject(raw) || !isObject(raw.ui)) return problems;
  const ui = raw.ui;
  const fields = Array.isArray(ui.fields) ? ui.fields : [];
  const steps = Array.isArray(ui.steps) ? ui.steps : [];
  if (fields.length === 0 && steps.length === 0) {
    problems.push(
      problem(
        ["ui", "fields"],
        "the form has no fields and no steps",
        "add at least one field: { name, title, widget }",
      ),
    );
  }
  const firstIndexOfName = new Map<string, number>();
  fields.forEach((field, i) => {
    if (!isObject(field)) return;
    const at = ["ui", "fields", i];
    const name = field.name;
    if (typeof name === "string" && name) {
      const first = firstIndexOfName.get(name);
      if (first !== undefined)
        problems.push(
          problem(
            [...at, "name"],
            `duplicate field name "${name}" (also ui.fields[${first}])`,
            "give every field a unique name: it is the formData key",
            name,
          ),
        );
      else firstIndexOfName.set(name, i);
    }
    checkField(field, at, problems);
  });
  steps.forEach((step, s) => {
    if (!isObject(step) || !Array.isArray(step.fields)) return;
    step.fields.forEach((ref, k) => {
      if (typeof ref !== "string" || firstIndexOfName.has(ref)) return;
      const known = [...firstIndexOfName.keys()];
      const guess = closest(ref, known);
      problems.push(
        problem(
          ["ui", "steps", s, "fields", k],
          `step names unknown field "${ref}"`,
          guess
            ? `use "${guess}"`
            : known.length
              ? `use one of the ui.fields names: ${known.join(", ")}`
              : `add a field named "${ref}" to ui.fields`,
          step.id,
        ),
      );
    });
  });
  return problems;
}

function checkField(field: Json, at: Array<string | number>, problems: ValidationProblem[]): void {
  const name = field.name;
  const entry = typeof field.widget === "string" ? CATALOG.get(field.widget) : undefined;
  if (!entry) return; // an unknown or missing widget is a schema problem
  const constraints = entry.constraints as readonly string[];
  for (const key of Object.keys(field)) {
    if (!WIDGET_SPECIFIC_PROPERTIES.has(key) || constraints.includes(key)) continue;
    const accepting = widgetsAccepting(key);
    problems.push(
      problem(
        [...at, key],
        `"${key}" does not apply to widget "${entry.widget}"`,
        `remove it, or use a widget it applies to: ${accepting.join(", ")}`,
        name,
      ),
    );
  }
  const options = Array.isArray(field.options)
    ? (field.options.filter(isObject) as unknown as FieldOption[])
    : [];
  if (
    "options" in entry.requires &&
    options.length === 0 &&
    !(Array.isArray(field.options) && field.options.length > 0)
  ) {
    problems.push(
      problem(
        [...at, "options"],
        `widget "${entry.widget}" needs options`,
        "add options: [{ value, label }] with a human-readable label for every value (选择类控件必须提供 options，且每项都要有 label)",
        name,
      ),
    );
  }
  if ("allowCustom" in entry.requires && field.allowCustom === false) {
    problems.push(
      problem(
        [...at, "allowCustom"],
        `widget "${entry.widget}" always allows a custom answer`,
        "remove allowCustom or set it to true; use widget radio for choices without custom input",
        name,
      ),
    );
  }
  const seenValues = new Map<string, number>();
  options.forEach((option, k) => {
    if (typeof option.value !== "string") return;
    const first = seenValues.get(option.value);
    if (first !== undefined)
      problems.push(
        problem(
          [...at, "options", k, "value"],
          `duplicate option value "${option.value}" (also options[${first}])`,
          "give every option a unique value",
          name,
        ),
      );
    else seenValues.set(option.value, k);
  });
  if ("allowCustom" in entry.requires) {
    const other = customOptionValue(field as { otherValue?: string });
    if (seenValues.has(other))
      problems.push(
        problem(
          [...at, "otherValue"],
          `the custom-answer value "${other}" is also an option value`,
          "set otherValue to a value no option uses",
          name,
        ),
      );
  }
  if (typeof field.pattern === "string") {
    try {
      new RegExp(field.pattern, "u");
    } catch (error) {
      problems.push(
        problem(
          [...at, "pattern"],
          `pattern is not a valid regular expression: ${(error as Error).message}`,
          "fix the expression (ECMAScript syntax with the u flag) or remove it",
          name,
        ),
      );
    }
  }
  for (const [low, high] of [
    ["minimum", "maximum"],
    ["minLength", "maxLength"],
  ] as const) {
    const a = field[low];
    const b = field[high];
    if (typeof a === "number" && typeof b === "number" && a > b) {
      problems.push(
        problem([...at, low], `${low} (${a}) is greater than ${high} (${b})`, `make ${low} ≤ ${high}`, name),
      );
    }
  }
  if (field.initialValue !== undefined && "options" in entry.requires && options.length > 0) {
    const values = options.map((o) => o.value);
    const allowed =
      "allowCustom" in entry.requires
        ? [...values, customOptionValue(field as { otherValue?: string })]
        : values;
    const initial = field.initialValue;
    const check = (value: unknown, path: Array<string | number>) => {
      if (typeof value === "string" && allowed.includes(value)) return;
      const byLabel = options.find((o) => o.label === value);
      problems.push(
        problem(
          path,
          `initialValue ${JSON.stringify(value)} is not one of the options`,
          byLabel
            ? `use the option's value "${byLabel.value}", not its label`
            : `use one of ${describeOptions(options)}`,
          name,
        ),
      );
    };
    if (entry.valueType === "array") {
      if (Array.isArray(initial)) initial.forEach((v, k) => check(v, [...at, "initialValue", k]));
      else
        problems.push(
          problem(
            [...at, "initialValue"],
            `initialValue of widget "${entry.widget}" must be an array of option values`,
            `use e.g. [${JSON.stringify(values[0])}]`,
            name,
          ),
        );
    } else check(initial, [...at, "initialValue"]);
  }
}

/**
 * Converts one builder field (seed 000, Builder SDK) into a canonical field: deprecated alias
 * resolved (input → text, checkbox → checkboxes), label → title, integer/number from bounds for
 * number, file settings flattened, allowCustom set for radio-with-custom. Choice widgets need
 * options. Throws McpAskValidationError listing every problem (paths relative to the field).
 */
export function buildFormField(field: BuilderFormField): FormField {
  if (!validateBuilderFormField(field)) {
    throw new McpAskValidationError(toProblems(validateBuilderFormField.errors, field), "builder field");
  }
  const problems: ValidationProblem[] = [];
  const built = buildField(field, [], problems);
  const check = checkMcpAskRawInput(wrapForCheck([built]));
  const all = [...problems, ...check.map((p) => ({ ...p, path: p.path.replace(/^ui\.fields\[0\]\.?/, "") }))];
  if (all.length)
    throw new McpAskValidationError(all, `field "${String((field as { name?: unknown })?.name)}"`);
  return built as unknown as FormField;
}

function wrapForCheck(fields: unknown[]): Json {
  return {
    toolName: CONSTANTS.toolName,
    schemaVersion: CONSTANTS.schemaVersion,
    requestId: "check",
    revision: DEFAULTS.McpAskUserToolInput.revision,
    sessionId: "check",
    title: "check",
    ui: {
      version: CONSTANTS.uiVersion,
      presentation: DEFAULTS.InteractionUiInput.presentation,
      title: "check",
      fields,
    },
  };
}

function buildField(
  field: BuilderFormField,
  at: Array<string | number>,
  problems: ValidationProblem[],
): Json {
  const { name, type, label, file, ...rest } = field as BuilderFormField & Json;
  const widget = resolveWidgetAlias(type);
  if (typeof widget !== "string" || !CATALOG.has(widget)) {
    const guess = typeof widget === "string" ? closest(widget, [...WIDGET_TYPES]) : undefined;
    problems.push(
      problem(
        [...at, "type"],
        `unknown field type ${JSON.stringify(type)}`,
        guess
          ? `use "${guess}"`
          : `use one of ${WIDGET_TYPES.join(", ")} (or the deprecated ${Object.keys(DEPRECATED_BUILDER_ALIASES).join(", ")})`,
        field.name,
      ),
    );
  }
  const out: Json = { name, title: label, widget, ...rest };
  if (isObject(file)) Object.assign(out, file);
  return completeField(out);
}

/**
 * Builds a canonical rawInput from a backend form designer's field list (seed 000, Builder SDK):
 * every field through buildFormField's rules, ui.title = title, presentation defaults to inline,
 * revision to 1, versions and toolName stamped. The result validates as `$defs/McpAskRawInput`.
 * Throws McpAskValidationError listing every problem, with paths such as `fields[1].options`.
 */
export function buildMcpAskRawInput(options: BuildMcpAskRawInputOptions): McpAskRawInput {
  if (!validateBuildMcpAskRawInputOptions(options)) {
    throw new McpAskValidationError(
      toProblems(validateBuildMcpAskRawInputOptions.errors, options),
      "buildMcpAskRawInput options",
    );
  }
  const problems: ValidationProblem[] = [];
  const fields = options.fields.map((field, i) => buildField(field, ["fields", i], problems));
  const raw = ordered(
    {
      toolName: CONSTANTS.toolName,
      schemaVersion: CONSTANTS.schemaVersion,
      requestId: options.requestId,
      revision: options.revision ?? DEFAULTS.McpAskUserToolInput.revision,
      sessionId: options.sessionId,
      title: options.title,
      description: options.description,
      ui: ordered(
        {
          version: CONSTANTS.uiVersion,
          presentation: options.presentation ?? DEFAULTS.InteractionUiInput.presentation,
          title: options.title,
          fields,
          steps: options.steps,
          submitLabel: options.submitLabel,
          cancelLabel: options.cancelLabel,
          skipLabel: options.skipLabel,
          allowSkip: options.allowSkip,
          fallback: options.fallback,
        },
        UI_KEY_ORDER,
      ),
      business: options.business,
      timeoutMs: options.timeoutMs,
      priority: options.priority,
    },
    RAW_INPUT_KEY_ORDER,
  );
  const checked = checkMcpAskRawInput(raw).map((p) => ({
    ...p,
    path: p.path.replace(/^ui\.(fields|steps)/, "$1"),
  }));
  const all = mergeProblems(problems, checked);
  if (all.length) throw new McpAskValidationError(all, "buildMcpAskRawInput options");
  return raw as unknown as McpAskRawInput;
}
