// The payload builder and normalizer (docs/sdks.md "Server side: normalize, build"): every rule here is
// driven by the widget catalog and constants in generated/types.ts, so a contract edit reaches it on regeneration.

import {
  CONSTANTS,
  DEFAULTS,
  DEPRECATED_BUILDER_ALIASES,
  WIDGET_CATALOG,
  WIDGET_TYPES,
  type BuildMcpAskRawInputOptions,
  type BuilderFormField,
  type FieldOption,
  type FormDataProblemCode,
  type FormField,
  type McpAskRawInput,
  type ValidationProblem,
  type WidgetCatalogEntry,
  type WidgetType,
} from "../../generated/types.js";
import { BUILDER_KEY_FOR } from "../../generated/builder-tables.js";
import { validateBuildMcpAskRawInputOptions, validateBuilderFormField, validateMcpAskRawInput, validateMcpAskRawInputFast } from "../../generated/validators.js";
import {
  clip,
  closest,
  formatPath,
  formatProblems,
  limitProblems,
  MAX_PROBLEMS,
  mergeProblems,
  quote,
  QUOTE_MAX_CODE_POINTS,
  sortProblems,
  SUBJECT_MAX_CODE_POINTS,
  toProblems,
  unknownKeyFlood,
} from "./problems.js";
import {
  customOptionValue,
  customTextKey,
  inferNumberType,
  inferWidget,
  resolveFormFields,
  resolveWidgetAlias,
  widgetCatalogEntry,
  widgetsAccepting,
  WIDGET_SPECIFIC_PROPERTIES,
  type RenderableUi,
} from "./widgets.js";
import { compilePattern, isPatternRefusal } from "./pattern.js";

export {
  customOptionValue,
  customTextKey,
  effectiveWidget,
  inferNumberType,
  inferWidget,
  resolveWidgetAlias,
  widgetCatalogEntry,
  widgetsAccepting,
} from "./widgets.js";

/**
 * Thrown by the builder and the normalizer when the input cannot become a renderable rawInput.
 * `problems` lists every problem at once (JSON path, message, fix); `message` has one per line.
 */
export class McpAskValidationError extends Error {
  readonly problems: ValidationProblem[];
  constructor(problems: ValidationProblem[], what = "input") {
    super(`${what} is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${formatProblems(problems)}`);
    this.name = "McpAskValidationError";
    this.problems = problems;
  }
}

type Json = Record<string, unknown>;

/**
 * Sets an own data property. Plain assignment on a plain object can only misfire for "__proto__"
 * (the prototype setter), so that one key is defined instead: it stays a plain, enumerable key.
 */
function setOwn(target: Json, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const FIELD_KEY_ORDER = ["name", "title", "widget"];

/**
 * A copy of `source` with `order`'s keys first (in that order, undefined values dropped) and its other
 * own keys after them as given; a key of `overrides` replaces the source's value (the source need
 * not have it). One pass over the source, no intermediate objects: this runs on every tool call.
 */
function ordered(source: Json, order: readonly string[], overrides?: Json): Json {
  const out: Json = {};
  for (let i = 0; i < order.length; i++) {
    const key = order[i]!;
    const value = overrides !== undefined && Object.hasOwn(overrides, key) ? overrides[key] : Object.hasOwn(source, key) ? source[key] : undefined;
    if (value !== undefined) out[key] = value; // contract keys, never "__proto__"
  }
  for (const key in source) {
    if (!Object.hasOwn(source, key) || order.includes(key)) continue;
    setOwn(out, key, source[key]);
  }
  return out;
}

/**
 * Stamps what a field's catalog entry requires (options stay as given; allowCustom: true) and the
 * number type, on a copy with the canonical key order; `widget` (when given) replaces the field's own.
 */
function completeField(field: Json, widget: unknown = field.widget): Json {
  const entry = typeof widget === "string" ? widgetCatalogEntry(widget) : undefined;
  const out: Json = {};
  if (field.name !== undefined && Object.hasOwn(field, "name")) out.name = field.name;
  if (field.title !== undefined && Object.hasOwn(field, "title")) out.title = field.title;
  if (widget !== undefined) out.widget = widget;
  for (const key in field) {
    if (!Object.hasOwn(field, key) || key === "name" || key === "title" || key === "widget") continue;
    const value = field[key];
    if (value !== undefined) setOwn(out, key, value);
  }
  if (entry?.valueType === "number" && out.type === undefined) out.type = inferNumberType(out);
  if (entry && "allowCustom" in entry.requires && out.allowCustom === undefined) out.allowCustom = true;
  return out;
}

/**
 * Normalizes one agent-written field: deprecated widget aliases rewritten, a missing widget
 * inferred, the number type and required settings stamped. Never throws; what it cannot fix is
 * left for validation (a field whose widget cannot be inferred gets a problem in `problems`).
 */
function normalizeField(field: unknown, path: Array<string | number>, problems: ValidationProblem[]): unknown {
  if (!isObject(field)) return field;
  let widget = field.widget;
  if (widget === undefined) {
    widget = inferWidget(field);
    if (!widget) {
      problems.push({
        path: formatPath([...path, "widget"]),
        message: `widget is missing and cannot be inferred (type ${quote(field.type)}, ${Array.isArray(field.options) && field.options.length ? "with" : "without"} options)`,
        fix: `set widget to one of ${WIDGET_TYPES.join(", ")}`,
        ...(typeof field.name === "string" && field.name ? { subject: clip(field.name, SUBJECT_MAX_CODE_POINTS) } : {}),
      });
    }
  } else {
    widget = resolveWidgetAlias(widget);
  }
  return completeField(field, widget);
}

const RAW_INPUT_KEY_ORDER = ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "description", "ui", "business", "timeoutMs", "priority"];
const UI_KEY_ORDER = ["version", "presentation", "title", "description", "fields", "steps", "submitLabel", "cancelLabel", "skipLabel", "allowSkip", "fallback"];

/**
 * Normalizes an agent's nuwax_ask_question arguments into the canonical rawInput
 * (`#/$defs/McpAskRawInput`, what clients render and persist): stamps toolName, schemaVersion,
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
      problems: [{ path: "", message: `must be an object, got ${quote(input)}`, fix: "pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }" }],
    };
  }
  const inferenceProblems: ValidationProblem[] = [];
  const stamped: Json = {};
  if (input.toolName === undefined) stamped.toolName = CONSTANTS.toolName;
  if (input.schemaVersion === undefined) stamped.schemaVersion = CONSTANTS.schemaVersion;
  if (input.revision === undefined) stamped.revision = DEFAULTS.McpAskUserToolInput.revision;
  if (isObject(input.ui)) {
    const ui = input.ui;
    const uiStamped: Json = {};
    if (ui.version === undefined) uiStamped.version = CONSTANTS.uiVersion;
    if (ui.presentation === undefined) uiStamped.presentation = DEFAULTS.InteractionUiInput.presentation;
    if (ui.title === undefined && typeof input.title === "string") uiStamped.title = input.title;
    const fields = ui.fields === undefined && Array.isArray(ui.steps) ? [] : ui.fields;
    if (Array.isArray(fields)) {
      const normalized = new Array<unknown>(fields.length);
      for (let i = 0; i < fields.length; i++) normalized[i] = normalizeField(fields[i], ["ui", "fields", i], inferenceProblems);
      uiStamped.fields = normalized;
    }
    stamped.ui = ordered(ui, UI_KEY_ORDER, uiStamped);
  }
  const value = ordered(input, RAW_INPUT_KEY_ORDER, stamped);
  const checked = checkMcpAskRawInput(value);
  if (inferenceProblems.length === 0 && checked.length === 0) return { ok: true, value: value as unknown as McpAskRawInput };
  return { ok: false, problems: sortProblems(mergeProblems(inferenceProblems, checked), value), value };
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
  // A schema-valid input has no unknown keys: the fast validator (first error only) decides that
  // before anything walks the keys. Otherwise more unknown keys than a report lists are reported
  // alone, counted in one pass (the full validator never runs).
  const valid = validateMcpAskRawInputFast(raw);
  const flood = valid ? undefined : unknownKeyFlood(raw, "McpAskRawInput");
  if (flood) return flood;
  const semantic = checkRenderingRules(raw);
  if (valid) return semantic.length ? sortProblems(semantic, raw) : semantic;
  const schemaProblems = validateMcpAskRawInput(raw) ? [] : toProblems(validateMcpAskRawInput.errors, raw);
  return sortProblems(mergeProblems(semantic, schemaProblems), raw);
}


/** One problem; the path's keys and the subject are cut at SUBJECT_MAX_CODE_POINTS (formatPath, clip). */
function problem(path: Array<string | number>, message: string, fix: string, subject?: unknown, code?: FormDataProblemCode): ValidationProblem {
  return { path: formatPath(path), message, fix, ...(typeof subject === "string" && subject ? { subject: clip(subject, SUBJECT_MAX_CODE_POINTS) } : {}), ...(code ? { code } : {}) };
}

/** At most `max` items joined, then "… (N more)": fixes stay short on huge forms. */
function listSome(items: readonly string[], max = 10): string {
  return items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")}, … (${items.length - max} more)`;
}

/** Options for a fix: `"a" (A), "b" (B)`; a value or label the option lacks shows as null (JSON has no undefined, so every SDK says the same). */
function describeOptions(options: FieldOption[]): string {
  return listSome(options.map((o) => `${quote(o.value ?? null)} (${clip(String(o.label ?? null))})`));
}

/** Number of Unicode code points (how minLength/maxLength count, like the validators). */
function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The schemes a client may open from a fallback link (an allow-list: `filesystem:`, `view-source:`,
 * `intent:`, `jar:` and any scheme not named here are refused); mobileUrl also takes the nuwax app's own.
 */
const FALLBACK_URL_SCHEMES: Readonly<Record<"webUrl" | "mobileUrl", ReadonlySet<string>>> = {
  webUrl: new Set(["https", "http", "mailto"]),
  mobileUrl: new Set(["https", "http", "mailto", "nuwax"]),
};
/** Schemes of a file answer's URL (an upload's link or a data: URL); a URL without a scheme is relative to the host. */
const FILE_URL_SCHEMES: ReadonlySet<string> = new Set(["https", "http", "data"]);

/**
 * The scheme of `url` as a browser's URL parser reads it (leading C0 controls and spaces dropped,
 * tabs and newlines removed anywhere), lower-cased; undefined when it has none.
 */
function urlScheme(url: string): string | undefined {
  const cleaned = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/**
 * Lower/upper bound pairs that must leave some value possible; `strict` when either bound is
 * exclusive (JSON Schema exclusiveMinimum/exclusiveMaximum), so equal bounds admit nothing.
 */
const BOUND_PAIRS = [
  ["minimum", "maximum", false],
  ["minimum", "exclusiveMaximum", true],
  ["exclusiveMinimum", "maximum", true],
  ["exclusiveMinimum", "exclusiveMaximum", true],
  ["minLength", "maxLength", false],
] as const;

/** The `type` values that fit each catalog valueType. */
const TYPES_FOR_VALUE: Record<string, readonly string[]> = { string: ["string"], number: ["number", "integer"], array: ["array"], files: ["string", "array"] };

function checkRenderingRules(raw: unknown): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!isObject(raw) || !isObject(raw.ui)) return problems;
  const ui = raw.ui;
  const fields = Array.isArray(ui.fields) ? ui.fields : [];
  const steps = Array.isArray(ui.steps) ? ui.steps : [];
  if ((ui.fields === undefined || (Array.isArray(ui.fields) && ui.fields.length === 0)) && steps.length === 0) {
    problems.push(problem(["ui", "fields"], "the form has no fields and no steps", "add at least one field: { name, title, widget }"));
  }
  const firstIndexOfName = new Map<string, number>();
  fields.forEach((field, i) => {
    if (!isObject(field) || typeof field.name !== "string" || !field.name) return;
    const first = firstIndexOfName.get(field.name);
    if (first !== undefined) problems.push(problem(["ui", "fields", i, "name"], `duplicate field name ${quote(field.name)} (also ui.fields[${first}])`, "give every field a unique name: it is the formData key", field.name));
    else firstIndexOfName.set(field.name, i);
  });
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (isObject(field)) checkField(field, ["ui", "fields", i], problems, firstIndexOfName);
  }
  checkSteps(steps, firstIndexOfName, problems);
  if (isObject(ui.fallback)) {
    for (const key of ["webUrl", "mobileUrl"] as const) {
      const url = ui.fallback[key];
      const scheme = typeof url === "string" ? urlScheme(url) : undefined;
      // A URL without a scheme is no URI: the schema's format check reports it.
      if (scheme !== undefined && !FALLBACK_URL_SCHEMES[key].has(scheme)) {
        const allowed = [...FALLBACK_URL_SCHEMES[key]].map((s) => `${s}:`).join(", ");
        problems.push(problem(["ui", "fallback", key], `the ${clip(scheme)}: scheme is not one a client opens (${allowed}): others can run code or read local data in the client`, "use an https:// URL"));
      }
    }
  }
  return problems;
}

/** Wizard steps: ids unique; every name known, at most once per form; every field in some step. */
function checkSteps(steps: unknown[], firstIndexOfName: Map<string, number>, problems: ValidationProblem[]): void {
  if (steps.length === 0) return;
  const known = [...firstIndexOfName.keys()];
  let knownList: string | undefined; // "a, b, … (N more)", made once however many refs are unknown
  const stepOfField = new Map<string, number>();
  const stepIds = new Map<string, number>();
  steps.forEach((step, s) => {
    if (!isObject(step)) return;
    if (typeof step.id === "string") {
      const first = stepIds.get(step.id);
      if (first !== undefined) problems.push(problem(["ui", "steps", s, "id"], `duplicate step id ${quote(step.id)} (also ui.steps[${first}])`, "give every step a unique id", step.id));
      else stepIds.set(step.id, s);
    }
    if (!Array.isArray(step.fields)) return;
    step.fields.forEach((ref, k) => {
      if (typeof ref !== "string") return;
      const at = ["ui", "steps", s, "fields", k];
      if (!firstIndexOfName.has(ref)) {
        // "Did you mean" only while the report is still being listed (MAX_PROBLEMS): its cost stays bounded.
        const guess = known.length <= 500 && problems.length < MAX_PROBLEMS ? closest(ref, known) : undefined;
        problems.push(
          problem(at, `step names unknown field ${quote(ref)}`, guess ? `use ${quote(guess)}` : known.length ? `use one of the ui.fields names: ${(knownList ??= listSome(known.map((n) => clip(n))))}` : `add a field named ${quote(ref)} to ui.fields`, step.id),
        );
        return;
      }
      const first = stepOfField.get(ref);
      if (first !== undefined) {
        problems.push(problem(at, `field ${quote(ref)} is already shown in ${first === s ? "this step" : `ui.steps[${first}]`}`, "list every field in exactly one step", step.id));
      } else stepOfField.set(ref, s);
    });
  });
  const missing = known.filter((name) => !stepOfField.has(name));
  if (missing.length) {
    problems.push(problem(["ui", "steps"], `field${missing.length === 1 ? "" : "s"} ${listSome(missing.map((n) => `${quote(n)}`))} ${missing.length === 1 ? "is" : "are"} in no step and would never be shown`, "add every field of ui.fields to one step"));
  }
}

function checkField(field: Json, at: Array<string | number>, problems: ValidationProblem[], nameIndex: Map<string, number>): void {
  const name = field.name;
  const entry = typeof field.widget === "string" ? widgetCatalogEntry(field.widget) : undefined;
  if (!entry) return; // an unknown or missing widget is a schema problem
  const constraints = entry.constraints as readonly string[];
  for (const key in field) {
    if (!WIDGET_SPECIFIC_PROPERTIES.has(key) || constraints.includes(key) || !Object.hasOwn(field, key)) continue;
    const accepting = widgetsAccepting(key);
    problems.push(problem([...at, key], `${quote(key)} does not apply to widget "${entry.widget}"`, `remove it, or use a widget it applies to: ${accepting.join(", ")}`, name));
  }
  const fitting = TYPES_FOR_VALUE[entry.valueType] ?? [];
  if (typeof field.type === "string" && !fitting.includes(field.type)) {
    problems.push(problem([...at, "type"], `type ${quote(field.type)} does not fit widget "${entry.widget}" (its value is ${fitting.join(" or ")})`, `remove type (it follows from the widget) or set it to ${fitting.map((t) => `"${t}"`).join(" or ")}`, name));
  }
  const options = Array.isArray(field.options) ? (field.options.filter(isObject) as unknown as FieldOption[]) : [];
  if ("options" in entry.requires && options.length === 0 && !(Array.isArray(field.options) && field.options.length > 0)) {
    problems.push(
      problem(
        [...at, "options"],
        `widget "${entry.widget}" needs options`,
        "add options: [{ value, label }] with a human-readable label for every value",
        name,
      ),
    );
  }
  if ("allowCustom" in entry.requires && field.allowCustom === false) {
    problems.push(problem([...at, "allowCustom"], `widget "${entry.widget}" always allows a custom answer`, "remove allowCustom or set it to true; use widget radio for choices without custom input", name));
  }
  const seenValues = new Map<string, number>();
  const seenLabels = new Map<string, number>();
  options.forEach((option, k) => {
    if (typeof option.value === "string") {
      const first = seenValues.get(option.value);
      if (first !== undefined) problems.push(problem([...at, "options", k, "value"], `duplicate option value ${quote(option.value)} (also options[${first}])`, "give every option a unique value", name));
      else seenValues.set(option.value, k);
    }
    if (typeof option.label === "string") {
      const first = seenLabels.get(option.label);
      if (first !== undefined) problems.push(problem([...at, "options", k, "label"], `duplicate option label ${quote(option.label)} (also options[${first}])`, "give every option its own label: the answer message shows labels, so the agent could not tell them apart", name));
      else seenLabels.set(option.label, k);
    }
  });
  if ("allowCustom" in entry.requires && typeof name === "string") {
    const other = customOptionValue(field as { otherValue?: string });
    if (seenValues.has(other)) problems.push(problem([...at, "otherValue"], `the custom-answer value ${quote(other)} is also an option value`, "set otherValue to a value no option uses", name));
    const key = customTextKey(field as { name: string; otherField?: string });
    const clash = nameIndex.get(key);
    if (key === name || clash !== undefined) {
      problems.push(
        problem(
          [...at, field.otherField === undefined ? "name" : "otherField"],
          `the custom-answer key ${quote(key)} is also the formData key of ${key === name ? "this field" : `ui.fields[${clash}]`}`,
          field.otherField === undefined ? `set otherField to an unused key (the default is "<name>${CONSTANTS.otherFieldSuffix}")` : "set otherField to a key no field uses",
          name,
        ),
      );
    }
  }
  let patternOk = true;
  if (typeof field.pattern === "string") {
    const compiled = compilePattern(field.pattern);
    if (isPatternRefusal(compiled)) {
      patternOk = false;
      // The engine's message repeats the pattern: a long one is shown cut, like any quoted value.
      const reason = compiled.reason.replace(field.pattern, () => clip(field.pattern as string));
      const what = compiled.kind === "syntax" ? "pattern is not a valid regular expression" : "pattern cannot be matched in linear time";
      problems.push(problem([...at, "pattern"], `${what}: ${clip(reason, 4 * QUOTE_MAX_CODE_POINTS)}`, compiled.fix, name));
    }
  }
  for (let i = 0; i < BOUND_PAIRS.length; i++) {
    const [low, high, strict] = BOUND_PAIRS[i]!;
    const a = field[low];
    if (typeof a !== "number") continue;
    const b = field[high];
    if (typeof a === "number" && typeof b === "number" && (strict ? a >= b : a > b)) {
      problems.push(
        problem(
          [...at, low],
          `${low} (${a}) is ${strict ? "not less than" : "greater than"} ${high} (${b}): no ${low.endsWith("Length") ? "text" : "number"} can satisfy both`,
          `make ${low} ${strict ? "<" : "≤"} ${high}`,
          name,
        ),
      );
    }
  }
  if (field.initialValue !== undefined) checkInitialValue(field, entry, options, [...at, "initialValue"], problems, patternOk);
}

/**
 * The rules of a number field (`#/$defs/FormFieldInput`: type integer, minimum, maximum,
 * exclusiveMinimum, exclusiveMaximum, multipleOf) that `n` breaks, as phrases ("≥ 1", "a whole
 * number (type integer)"); [] when it keeps them all. multipleOf allows a relative error of 1e-9.
 */
function numberRuleBreaks(field: Json, n: number): string[] {
  const bounds: string[] = [];
  if (field.type === "integer" && !Number.isInteger(n)) bounds.push("a whole number (type integer)");
  if (typeof field.minimum === "number" && n < field.minimum) bounds.push(`≥ ${field.minimum}`);
  if (typeof field.maximum === "number" && n > field.maximum) bounds.push(`≤ ${field.maximum}`);
  if (typeof field.exclusiveMinimum === "number" && n <= field.exclusiveMinimum) bounds.push(`> ${field.exclusiveMinimum}`);
  if (typeof field.exclusiveMaximum === "number" && n >= field.exclusiveMaximum) bounds.push(`< ${field.exclusiveMaximum}`);
  if (typeof field.multipleOf === "number" && field.multipleOf > 0) {
    const q = n / field.multipleOf;
    if (Math.abs(q - Math.round(q)) > 1e-9) bounds.push(`a multiple of ${field.multipleOf}`);
  }
  return bounds;
}

/**
 * The rules of a text field (minLength and maxLength in Unicode code points, pattern with the u
 * flag, matched in linear time by compilePattern) that `text` breaks, as phrases; the pattern is
 * skipped when it is refused (invalid or not linear-time: checkField reports it).
 */
function textRuleBreaks(field: Json, text: string, patternOk = true): string[] {
  const length = codePoints(text);
  const rules: string[] = [];
  if (typeof field.minLength === "number" && length < field.minLength) rules.push(`at least ${field.minLength} characters`);
  if (typeof field.maxLength === "number" && length > field.maxLength) rules.push(`at most ${field.maxLength} characters`);
  const compiled = patternOk && typeof field.pattern === "string" ? compilePattern(field.pattern) : undefined;
  if (compiled && !isPatternRefusal(compiled) && !compiled.test(text)) rules.push(`matching ${clip(field.pattern as string)}`);
  return rules;
}

/** initialValue must be a value the control can show and the field's own rules accept. */
function checkInitialValue(field: Json, entry: WidgetCatalogEntry, options: FieldOption[], at: Array<string | number>, problems: ValidationProblem[], patternOk: boolean): void {
  const name = field.name;
  const initial = field.initialValue;
  if ("options" in entry.requires) {
    if (options.length === 0) return;
    const values = options.map((o) => o.value);
    const allowed = new Set<unknown>("allowCustom" in entry.requires ? [...values, customOptionValue(field as { otherValue?: string })] : values);
    const check = (value: unknown, path: Array<string | number>) => {
      if (typeof value === "string" && allowed.has(value)) return;
      const byLabel = options.find((o) => o.label === value);
      problems.push(problem(path, `initialValue ${quote(value)} is not one of the options`, byLabel ? `use the option's value ${quote(byLabel.value ?? null)}, not its label` : `use one of ${describeOptions(options)}`, name));
    };
    if (entry.valueType === "array") {
      if (Array.isArray(initial)) initial.forEach((v, k) => check(v, [...at, k]));
      else problems.push(problem(at, `initialValue of widget "${entry.widget}" must be an array of option values`, `use e.g. [${quote(values[0] ?? null)}]`, name));
    } else check(initial, at);
    return;
  }
  if (entry.valueType === "number") {
    if (typeof initial !== "number" || !Number.isFinite(initial)) {
      problems.push(problem(at, `initialValue ${quote(initial)} is not a number`, "use a number or remove initialValue", name));
      return;
    }
    const bounds = numberRuleBreaks(field, initial);
    if (bounds.length) problems.push(problem(at, `initialValue ${initial} breaks the field's own rules: it must be ${bounds.join(" and ")}`, "change initialValue or the bounds", name));
    return;
  }
  if (entry.valueType === "string") {
    if (typeof initial !== "string") {
      problems.push(problem(at, `initialValue ${quote(initial)} is not text`, "use a string or remove initialValue", name));
      return;
    }
    const rules = textRuleBreaks(field, initial, patternOk);
    if (rules.length) problems.push(problem(at, `initialValue ${quote(initial)} breaks the field's own rules: it must be ${rules.join(" and ")}`, "change initialValue or the constraints", name));
  }
}

/**
 * Converts one builder field (`#/$defs/BuilderFormField`) into a canonical field: deprecated alias
 * resolved (input → text, checkbox → checkboxes), label → title, integer/number from bounds for
 * number, file settings flattened, allowCustom set for radio-with-custom. Choice widgets need
 * options. Throws McpAskValidationError listing every problem (paths relative to the field).
 */
export function buildFormField(field: BuilderFormField): FormField {
  const schemaProblems = validateBuilderFormField(field) ? [] : toProblems(validateBuilderFormField.errors, field);
  if (!isObject(field)) throw new McpAskValidationError(schemaProblems, "builder field");
  // One pass: the builder's schema problems and the rendering rules of what it could build.
  const problems: ValidationProblem[] = [];
  const built = buildField(field, [], problems);
  const check = checkMcpAskRawInput(wrapForCheck([built])).map((p) => ({ ...p, path: p.path.replace(/^ui\.fields\[0\]\.?/, "") }));
  // The error names the field once; paths are relative to it, so no problem repeats it as its subject.
  const all = sortProblems(mergeProblems(mergeProblems(schemaProblems, problems), atBuilderKeys(check)), field).map(({ subject: _, ...p }) => p);
  if (all.length) throw new McpAskValidationError(all, `field ${quote(String((field as { name?: unknown })?.name))}`);
  return built as unknown as FormField;
}

/**
 * Re-addresses problems of the canonical check at the builder's own keys (`fields[0].title` →
 * `fields[0].label`), so a problem the builder's schema already reported there is told once.
 */
function atBuilderKeys(problems: ValidationProblem[]): ValidationProblem[] {
  return problems.map((p) => {
    const m = /^(fields\[\d+\]\.)([A-Za-z]+)$/.exec(p.path);
    return m && Object.hasOwn(BUILDER_KEY_FOR, m[2]!) ? { ...p, path: `${m[1]}${BUILDER_KEY_FOR[m[2]!]}` } : p;
  });
}

function wrapForCheck(fields: unknown[]): Json {
  return {
    toolName: CONSTANTS.toolName,
    schemaVersion: CONSTANTS.schemaVersion,
    requestId: "check",
    revision: DEFAULTS.McpAskUserToolInput.revision,
    sessionId: "check",
    title: "check",
    ui: { version: CONSTANTS.uiVersion, presentation: DEFAULTS.InteractionUiInput.presentation, title: "check", fields },
  };
}

function buildField(field: BuilderFormField, at: Array<string | number>, problems: ValidationProblem[]): Json {
  const { name, type, label, file, ...rest } = field as BuilderFormField & Json;
  const widget = resolveWidgetAlias(type);
  if (typeof widget !== "string" || !widgetCatalogEntry(widget)) {
    const guess = typeof widget === "string" ? closest(widget, [...WIDGET_TYPES]) : undefined;
    problems.push(problem([...at, "type"], `unknown field type ${quote(type)}`, guess ? `use ${quote(guess)}` : `use one of ${WIDGET_TYPES.join(", ")} (or the deprecated ${Object.keys(DEPRECATED_BUILDER_ALIASES).join(", ")})`, field.name));
  }
  const out: Json = { name, title: label, widget, ...rest };
  if (isObject(file)) Object.assign(out, file);
  const built = completeField(out);
  // Like the reference builder, state the array value type of multi-value widgets (checkboxes).
  const entry = typeof widget === "string" ? widgetCatalogEntry(widget) : undefined;
  if (entry?.valueType === "array" && built.type === undefined) built.type = "array";
  return built;
}

/**
 * Builds a canonical rawInput from a backend form designer's field list (`#/$defs/BuildMcpAskRawInputOptions`):
 * every field through buildFormField's rules, ui.title = title, presentation defaults to inline,
 * revision to 1, versions and toolName stamped. The result validates as `$defs/McpAskRawInput`.
 * Throws McpAskValidationError listing every problem, with paths such as `fields[1].options`.
 */
export function buildMcpAskRawInput(options: BuildMcpAskRawInputOptions): McpAskRawInput {
  const schemaProblems = validateBuildMcpAskRawInputOptions(options) ? [] : toProblems(validateBuildMcpAskRawInputOptions.errors, options);
  if (!isObject(options) || !Array.isArray(options.fields)) throw new McpAskValidationError(schemaProblems, "buildMcpAskRawInput options");
  // One pass: the options' schema problems together with the rendering rules of what could be built.
  const problems: ValidationProblem[] = [];
  const fields = options.fields.map((field, i) => (isObject(field) ? buildField(field, ["fields", i], problems) : field));
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
  // Every ui.* key is built from the option of the same name (ui.title ← title, ui.fields ← fields),
  // so a problem of the canonical form is told once, at the option the caller wrote.
  const checked: ValidationProblem[] = [];
  const seen = new Set<string>();
  for (const p of checkMcpAskRawInput(raw)) {
    const path = p.path.replace(/^ui\./, "");
    const key = `${path}\0${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    checked.push({ ...p, path });
  }
  const all = sortProblems(mergeProblems(mergeProblems(schemaProblems, problems), atBuilderKeys(checked)), options);
  if (all.length) throw new McpAskValidationError(all, "buildMcpAskRawInput options");
  return raw as unknown as McpAskRawInput;
}

// ---------------------------------------------------------------------------
// Client side: answers checked against the form, the canonical input read from a tool result.
// ---------------------------------------------------------------------------

/** undefined, null, "" and [] count as "not answered" (the DockPanel's required rule). */
const isUnanswered = (value: unknown): boolean => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Checks the answers a client is about to send (`McpAskRespondPayload.formData`) against the
 * form they answer (a canonical rawInput, e.g. `McpAskInteraction.input`), driven by each
 * field's catalog entry — the same rules the form shows. Returns every ValidationProblem at once
 * (path `formData.<field>`, what is wrong, the fix; subject = the field name), [] when the
 * answers are acceptable:
 * - a required field left empty (undefined, null, "", []);
 * - a value of the wrong type for the widget (text for text/choice widgets, a finite number for
 *   number, an array for checkboxes, a URL or file object (`#/$defs/FileValue`) for file);
 * - an option value that is not among the field's options (radio-with-custom also takes its
 *   otherValue, default `__custom__`, which then needs non-empty text under otherField, default
 *   `<name>Custom`);
 * - number bounds (minimum, maximum, exclusiveMinimum, exclusiveMaximum), multipleOf, integer;
 * - text minLength / maxLength (code points) and pattern;
 * - several files where `multiple` is not true, a file larger than maxFileSize (bytes) when its
 *   size is known (`size`, or the mobile client's `fileSize`).
 * Each field is checked as the renderer shows it (resolveFormFields in ./widgets): a field with no
 * widget by its inferred one, an unknown widget as the fallback text box, options as the
 * renderer lists them.
 * Each problem carries its `code` (`#/$defs/FormDataProblemCode`): a renderer shows the user its own
 * words for it (x-nuwax.uiStrings), message and fix are English for the developer.
 * - in a checkboxes answer, a pick repeated (duplicate_option), or more picks than the field has
 *   options (too_many_picks: one problem, found in O(1) before any pick is read);
 * - a formData key that is neither a field's name nor a radio-with-custom field's custom-text key
 *   (unknown_field).
 * Work is bounded by the report: once MAX_PROBLEMS problems are listed, further ones are only
 * counted (the last problem says how many), never formatted. Never throws.
 */
export function checkMcpAskFormData(input: { ui?: { fields?: ReadonlyArray<unknown> } }, formData: unknown): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!isObject(formData)) {
    return [problem(["formData"], `must be an object keyed by field name, got ${quote(formData)}`, "send formData as { <field name>: <answer> }", undefined, "not_an_object")];
  }
  const fields = resolveFormFields({ fields: Array.isArray(input?.ui?.fields) ? (input.ui.fields as RenderableUi["fields"]) : [] });
  const budget = { omitted: 0 };
  for (const resolved of fields) {
    const field = resolved as unknown as Json;
    const name = resolved.name;
    const entry = widgetCatalogEntry(resolved.widget);
    if (!entry) continue;
    const at = ["formData", name];
    const value = Object.hasOwn(formData, name) ? formData[name] : undefined;
    const label = typeof field.title === "string" && field.title ? field.title : name;
    if (isUnanswered(value)) {
      if (field.required === true) problems.push(problem(at, `${quote(label)} is required but has no answer`, `answer ${quote(label)} before sending`, name, "required"));
      continue;
    }
    checkAnswer(field, entry, value, formData, at, problems, budget);
  }
  const keys = new Set<string>();
  for (const resolved of fields) {
    keys.add(resolved.name);
    if ("allowCustom" in (widgetCatalogEntry(resolved.widget)?.requires ?? {})) keys.add(customTextKey(resolved as { name: string; otherField?: string }));
  }
  let fix: string | undefined;
  for (const key in formData) {
    if (!Object.hasOwn(formData, key) || keys.has(key)) continue;
    fix ??= `remove it: formData keys are field names${keys.size ? ` (${listSome([...keys].map((k) => quote(k)))})` : ""}`;
    if (problems.length >= MAX_PROBLEMS) budget.omitted++;
    else problems.push(problem(["formData", key], `${quote(key)} is not a field of the form`, fix, undefined, "unknown_field"));
  }
  if (budget.omitted > 0) problems.push({ path: "", message: `${budget.omitted} more problem${budget.omitted === 1 ? " is" : "s are"} not listed`, fix: "" });
  return limitProblems(problems);
}

function checkAnswer(field: Json, entry: WidgetCatalogEntry, value: unknown, formData: Json, at: Array<string | number>, problems: ValidationProblem[], budget: { omitted: number }): void {
  const name = field.name as string;
  // Past MAX_PROBLEMS a problem is only counted: its message is never built.
  const report = (make: () => ValidationProblem): void => {
    if (problems.length >= MAX_PROBLEMS) budget.omitted++;
    else problems.push(make());
  };
  const options = Array.isArray(field.options) ? (field.options.filter(isObject) as unknown as FieldOption[]) : [];
  const values = options.map((o) => o.value);
  const wrongType = (expected: string, fix: string, code: FormDataProblemCode): void => {
    problems.push(problem(at, `must be ${expected} for widget "${entry.widget}", got ${quote(value)}`, fix, name, code));
  };
  const notAnOption = (v: unknown, path: Array<string | number>) => {
    const byLabel = options.find((o) => o.label === v);
    problems.push(problem(path, `${quote(v)} is not one of the options`, byLabel ? `send the option's value ${quote(byLabel.value ?? null)}, not its label` : `send one of ${describeOptions(options)}`, name, "not_an_option"));
  };
  switch (entry.valueType) {
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value)) return wrongType("a number", "send a JSON number", "not_a_number");
      const bounds = numberRuleBreaks(field, value);
      const code = field.type === "integer" && !Number.isInteger(value) ? "not_an_integer" : "out_of_range";
      if (bounds.length) problems.push(problem(at, `${value} breaks the field's rules: it must be ${bounds.join(" and ")}`, "send a number within the field's bounds", name, code));
      return;
    }
    case "array": {
      if (!Array.isArray(value)) return wrongType("an array of option values", `send e.g. [${quote(values[0] ?? "")}]`, "not_a_list");
      if (value.length > options.length) {
        problems.push(problem(at, `${value.length} picks were given but the field has ${options.length} option${options.length === 1 ? "" : "s"}`, "send each picked option value once", name, "too_many_picks"));
        return;
      }
      const known = new Set<unknown>(values);
      const picked = new Map<unknown, number>();
      value.forEach((v, k) => {
        const first = picked.get(v);
        if (typeof v !== "string" || !known.has(v)) notAnOption(v, [...at, k]);
        else if (first !== undefined) problems.push(problem([...at, k], `${quote(v)} is picked twice (also [${first}])`, "send each picked option value once", name, "duplicate_option"));
        else picked.set(v, k);
      });
      return;
    }
    case "files": {
      // A removed file is not part of the answer (FileValue.status); nothing left is no answer.
      const kept = Array.isArray(value) ? value.filter((file) => !(isObject(file) && file.status === "removed")) : isObject(value) && value.status === "removed" ? [] : undefined;
      if (kept !== undefined && kept.length === 0) {
        const label = typeof field.title === "string" && field.title ? field.title : name;
        if (field.required === true) problems.push(problem(at, `${quote(label)} is required but its files were all removed`, `add a file to ${quote(label)} before sending`, name, "required"));
        return;
      }
      const files = kept ?? [value];
      // Where each kept file is in the answer (duplicates of one URL each keep their own index).
      const indexes = Array.isArray(value) ? value.flatMap((file, i) => (isObject(file) && file.status === "removed" ? [] : [i])) : [];
      if (Array.isArray(value) && files.length > 1 && field.multiple !== true) {
        problems.push(problem(at, `${files.length} files were given but the field takes one`, "send one file, or set multiple: true on the field", name, "too_many_files"));
      }
      files.forEach((file, k) => {
        const path = Array.isArray(value) ? [...at, indexes[k]!] : at;
        if (typeof file === "string" ? file === "" : !isObject(file)) {
          report(() => problem(path, `must be a file (a URL or { name, url, size, type }), got ${quote(file)}`, "send the uploaded file's URL or its file object", name, "not_a_file"));
          return;
        }
        const link = isObject(file) ? file.url : file;
        const scheme = typeof link === "string" ? urlScheme(link) : undefined;
        if (scheme !== undefined && !FILE_URL_SCHEMES.has(scheme)) {
          report(() => problem(path, `the file's URL has the ${clip(scheme)}: scheme, which a client must not open`, "send the uploaded file's https:// URL", name, "not_a_file"));
          return;
        }
        if (isObject(file) && (file.status === "uploading" || file.status === "error")) {
          const state = file.status === "uploading" ? "is still uploading" : "failed to upload";
          problems.push(problem(path, `file ${quote(file.name ?? file.fileName ?? "")} ${state}: it has no address the agent can open yet`, file.status === "uploading" ? "wait for the upload to finish, then send" : "upload the file again, or remove it", name, "not_a_file"));
          return;
        }
        const size = isObject(file) ? (typeof file.size === "number" ? file.size : file.fileSize) : undefined;
        if (typeof field.maxFileSize === "number" && typeof size === "number" && size > field.maxFileSize) {
          report(() => problem(path, `file is ${size} bytes, more than maxFileSize ${field.maxFileSize}`, `send a file of at most ${field.maxFileSize} bytes`, name, "file_too_large"));
        }
      });
      return;
    }
    default: {
      if (typeof value !== "string") return wrongType("text", "send a string", "not_text");
      if ("options" in entry.requires) {
        if ("allowCustom" in entry.requires && value === customOptionValue(field as { otherValue?: string })) {
          const key = customTextKey(field as { name: string; otherField?: string });
          const custom = Object.hasOwn(formData, key) ? formData[key] : undefined;
          if (custom !== undefined && custom !== null && typeof custom !== "string") {
            problems.push(problem(["formData", key], `the custom answer of ${quote(name)} must be text, got ${quote(custom)}`, `send the user's text under ${quote(key)} as a string`, name, "not_text"));
          } else if (typeof custom !== "string" || custom.trim() === "") {
            problems.push(problem(["formData", key], `the custom answer of ${quote(name)} is empty`, `send the user's text under ${quote(key)}, or one of ${describeOptions(options)}`, name, "custom_text_missing"));
          }
          return;
        }
        if (!values.includes(value)) notAnOption(value, at);
        return;
      }
      const rules = textRuleBreaks(field, value);
      // The code names the first rule broken, in textRuleBreaks' order (minLength, maxLength, pattern).
      const length = codePoints(value);
      const code = typeof field.minLength === "number" && length < field.minLength ? "too_short" : typeof field.maxLength === "number" && length > field.maxLength ? "too_long" : "pattern_mismatch";
      if (rules.length) problems.push(problem(at, `${quote(value)} breaks the field's rules: it must be ${rules.join(" and ")}`, "change the answer to fit the field", name, code));
    }
  }
}

/**
 * The canonical rawInput inside a nuwax_ask_question tool result, wherever the host put it:
 * `structuredContent.input` (MCP), or the JSON text block of `content` (what agents behind ACP
 * forward; the server adds it as the second text block), or the ACP update shape
 * `{ data: [{ type: "content", content: { type: "text", text } }] }` the web client reads.
 * Returns the first non-empty `input` object found, or undefined. Never throws.
 */
export function extractMcpAskInputFromToolResult(result: unknown): Record<string, unknown> | undefined {
  if (!isObject(result)) return undefined;
  const fromStructured = isObject(result.structuredContent) ? result.structuredContent.input : undefined;
  if (isObject(fromStructured) && Object.keys(fromStructured).length > 0) return fromStructured;
  const blocks = [
    ...(Array.isArray(result.content) ? result.content : []),
    ...(Array.isArray(result.data) ? result.data.map((item) => (isObject(item) ? item.content : undefined)) : []),
  ];
  for (const block of blocks) {
    if (!isObject(block) || block.type !== "text" || typeof block.text !== "string" || !block.text.trimStart().startsWith("{")) continue;
    try {
      const parsed: unknown = JSON.parse(block.text);
      const input = isObject(parsed) ? parsed.input : undefined;
      if (isObject(input) && Object.keys(input).length > 0) return input;
    } catch {
      // not JSON: the pending sentence or other text
    }
  }
  return undefined;
}
