// Ajv errors → ValidationProblem[] (path, message, fix), and the bounded quoting every message
// uses (docs/reliability-and-security.md). Reads the errors of the generated validators
// (generated/validators.js: allErrors, verbose) and the limits in x-nuwax.constants.

import { CLOSED_SHAPES, CONSTANTS, type ValidationProblem } from "../../generated/types.js";
import type { ValidatorError } from "../../generated/validators.js";

/** A JSON path as segments: property names and array indexes. */
export type PathSegment = string | number;

/** The parts of a JSON Schema node the messages read (an Ajv error's `parentSchema`). */
interface SchemaNode {
  description?: unknown;
  type?: unknown;
  required?: unknown;
  properties?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
  default?: unknown;
  not?: { enum?: unknown };
  "x-nuwax"?: { propertyRenames?: Record<string, unknown> };
}

/**
 * Formats a JSON path from segments: ["ui", "fields", 0] → "ui.fields[0]". A key longer than
 * SUBJECT_MAX_CODE_POINTS is cut like a quoted value (`ui["kkkk… (2097152 code points)"]`), so a
 * path stays small whatever the input; every id and name the contract accepts is shorter.
 */
export function formatPath(segments: ReadonlyArray<PathSegment>): string {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") {
      out += `[${segment}]`;
      continue;
    }
    const key = clip(segment, SUBJECT_MAX_CODE_POINTS);
    if (key === segment && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}

function pointerSegments(pointer: string): PathSegment[] {
  if (!pointer) return [];
  return pointer
    .split("/")
    .slice(1)
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

/** `node[key]` when it is `node`'s own property, else undefined: keys are the caller's ("toString" is a valid name). */
const ownValue = (node: unknown, key: PathSegment): unknown => (node !== null && typeof node === "object" && Object.hasOwn(node, key) ? (node as Record<PathSegment, unknown>)[key] : undefined);

/** The name (or id) of the deepest array element on `segments` inside `data`, if any. */
export function subjectAt(data: unknown, segments: ReadonlyArray<PathSegment>): string | undefined {
  let node = data;
  let subject: string | undefined;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") break;
    node = ownValue(node, segment);
    if (typeof segment === "number" && node && typeof node === "object" && !Array.isArray(node)) {
      const name = ownValue(node, "name");
      const id = ownValue(node, "id");
      if (typeof name === "string" && name) subject = name;
      else if (typeof id === "string" && id) subject = id;
    }
  }
  return subject;
}

/** Most code points of a value, property name or suggestion a message quotes (x-nuwax.constants.quoteMaxCodePoints; docs/reliability-and-security.md). */
export const QUOTE_MAX_CODE_POINTS: number = CONSTANTS.quoteMaxCodePoints;
/** Most code points of a problem's subject and of each key of its path (x-nuwax.constants.subjectMaxCodePoints). */
export const SUBJECT_MAX_CODE_POINTS: number = CONSTANTS.subjectMaxCodePoints;
/** Most problems one report lists; the rest are counted in one last problem (x-nuwax.constants.maxProblems). */
export const MAX_PROBLEMS: number = CONSTANTS.maxProblems;

/**
 * The first `max` code points of `text` and its length in code points (a lone surrogate counts as
 * one, as `Array.from` does), or undefined when it is no longer than `max`. One pass, no copies.
 */
function cut(text: string, max: number): { head: string; count: number } | undefined {
  if (text.length <= max) return undefined;
  let count = 0;
  let headEnd = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    if (++count === max) headEnd = i + 1;
  }
  return count <= max ? undefined : { head: text.slice(0, headEnd), count };
}

/**
 * `text` for a message, cut to `max` code points: `aaaa… (200000 code points)`. For text a person
 * reads (a problem's subject, an id in a log line); `quote` is the same for a JSON value.
 */
export function clip(text: string, max: number = QUOTE_MAX_CODE_POINTS): string {
  const c = cut(String(text), max);
  return c ? `${c.head}… (${c.count} code points)` : String(text);
}

/**
 * `value` as JSON for a message: a string of more than `max` code points shows its first `max`
 * and its length, `"aaaa…" (200000 code points)`; other JSON longer than `max` code points is cut
 * the same way, `[1,2,3,…] (5000 code points of JSON)`. Never throws (undefined, functions, NaN
 * and ±Infinity print as `String(value)`, cycles and BigInts as `(unprintable)`). A problem's path
 * and `subject` are cut at SUBJECT_MAX_CODE_POINTS (longer than any id the contract accepts), so a
 * problem stays small whatever the input.
 */
export function quote(value: unknown, max: number = QUOTE_MAX_CODE_POINTS): string {
  if (typeof value === "string") {
    const c = cut(value, max);
    return c ? `${JSON.stringify(`${c.head}…`)} (${c.count} code points)` : JSON.stringify(value);
  }
  if (typeof value === "number" && !Number.isFinite(value)) return String(value); // NaN, Infinity: not JSON
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return "(unprintable)";
  }
  if (text === undefined) return String(value);
  const c = cut(text, max);
  return c ? `${c.head}… (${c.count} code points of JSON)` : text;
}

/** Longest value or candidate (UTF-16 code units) "did you mean" compares; longer ones get no guess. */
export const SUGGEST_MAX_LENGTH = 256;
/** How many candidates "did you mean" looks at, at most (the first ones, in the order given). */
export const SUGGEST_MAX_CANDIDATES = 1000;
/** Largest edit distance a guess may have. */
const SUGGEST_MAX_DISTANCE = 2;

/**
 * The closest of `candidates` to `value` (edit distance ≤ 2, or a case-insensitive match), if any.
 * Bounded work whatever the input (docs/reliability-and-security.md): a value or candidate longer
 * than SUGGEST_MAX_LENGTH code units is never compared, only the first SUGGEST_MAX_CANDIDATES
 * candidates are looked at, and the distance is computed in a band of width 5, so one call costs at
 * most SUGGEST_MAX_CANDIDATES × 5 × SUGGEST_MAX_LENGTH cells. `stats.cells`, when given, counts them.
 */
export function closest(value: string, candidates: Iterable<unknown>, stats?: { cells?: number }): string | undefined {
  const text = String(value);
  if (text.length > SUGGEST_MAX_LENGTH) return undefined;
  const lower = text.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  let looked = 0;
  for (const candidate of candidates) {
    if (++looked > SUGGEST_MAX_CANDIDATES) break;
    if (typeof candidate !== "string" || candidate.length > SUGGEST_MAX_LENGTH) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    if (Math.abs(candidate.length - text.length) > SUGGEST_MAX_DISTANCE) continue;
    const d = boundedDistance(text, candidate, SUGGEST_MAX_DISTANCE, stats);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A guess must be close in absolute and in relative terms ("tittle" → "title", not "title" → "file").
  return best !== undefined && bestDistance <= SUGGEST_MAX_DISTANCE && bestDistance * 2 < Math.min(text.length, best.length) ? best : undefined;
}

/** Edit distance of `a` and `b` when it is ≤ k, else k + 1; only cells with |i − j| ≤ k are computed. */
function boundedDistance(a: string, b: string, k: number, stats?: { cells?: number }): number {
  const over = k + 1;
  let prev: number[] = [];
  let cur: number[] = [];
  for (let j = 0; j <= Math.min(b.length, k); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(0, i - k);
    const hi = Math.min(b.length, i + k);
    let rowMin = over;
    for (let j = lo; j <= hi; j++) {
      if (stats) stats.cells = (stats.cells ?? 0) + 1;
      let v = i;
      if (j > 0) {
        const replace = prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
        const remove = j <= i - 1 + k ? prev[j]! + 1 : over;
        const insert = j > lo ? cur[j - 1]! + 1 : over;
        v = Math.min(replace, remove, insert, over);
      }
      cur[j] = Math.min(v, over);
      if (cur[j]! < rowMin) rowMin = cur[j]!;
    }
    if (rowMin >= over) return over;
    [prev, cur] = [cur, prev];
  }
  return b.length <= a.length + k ? Math.min(prev[b.length]!, over) : over;
}

const describe = (schema: unknown): string => {
  const description = schema && typeof schema === "object" ? (schema as SchemaNode).description : undefined;
  return typeof description === "string" ? description : "";
};
const list = (values: readonly unknown[]): string => values.map((v) => quote(v)).join(", ");

function typeWord(type: unknown, schema: SchemaNode | undefined): string {
  if (type === "object" && schema && Array.isArray(schema.required) && schema.required.length) {
    return `an object with ${schema.required.join(", ")}`;
  }
  const words: Record<string, string> = { object: "an object", array: "an array", string: "a string", integer: "a whole number", number: "a number", boolean: "true or false", null: "null" };
  return (typeof type === "string" && Object.hasOwn(words, type) ? words[type] : undefined) ?? String(type);
}

/** What one error says: its message and fix, and path segments past its instancePath. */
interface Described {
  extra?: PathSegment[];
  message: string;
  fix: string;
}

/** Ajv's params of the keywords the messages read. */
interface ErrorParams {
  missingProperty?: string;
  additionalProperty?: string;
  allowedValues?: unknown[];
  allowedValue?: unknown;
  type?: string;
  limit?: number;
  format?: string;
  pattern?: string;
  i?: number;
  j?: number;
}

function describeError(error: ValidatorError): Described {
  const params = (error.params ?? {}) as ErrorParams;
  const schema = error.parentSchema as SchemaNode | undefined;
  switch (error.keyword) {
    case "required": {
      const prop = String(params.missingProperty);
      const propSchema = ownValue(schema?.properties, prop);
      const about = describe(propSchema);
      return { extra: [prop], message: "is required", fix: `add ${quote(prop)}${about ? ` (${about})` : ""}` };
    }
    case "additionalProperties": {
      const prop = String(params.additionalProperty);
      const allowed = Object.keys(schema?.properties ?? {});
      // A shape may name what another shape's key is called here (x-nuwax.propertyRenames), e.g. a
      // builder field's "label" for a canonical field's "title".
      const renames = schema?.["x-nuwax"]?.propertyRenames;
      const renamed = renames && Object.hasOwn(renames, prop) ? renames[prop] : undefined;
      // The name is the caller's: quoted (cut at QUOTE_MAX_CODE_POINTS) like any value, and so is the guess.
      if (typeof renamed === "string") {
        return { extra: [prop], message: `unknown property ${quote(prop)}`, fix: `use ${quote(renamed)} instead: this shape's name for ${clip(prop)}` };
      }
      const guess = closest(prop, allowed);
      return {
        extra: [prop],
        message: `unknown property ${quote(prop)}`,
        fix: guess ? `rename it to ${quote(guess)}` : `remove it; allowed properties: ${allowed.join(", ")}`,
      };
    }
    case "enum": {
      const allowed = params.allowedValues ?? [];
      const guess = typeof error.data === "string" ? closest(error.data, allowed.filter((v) => typeof v === "string")) : undefined;
      return {
        message: `${quote(error.data)} is not allowed`,
        fix: guess ? `use ${quote(guess)}; allowed: ${list(allowed)}` : `use one of ${list(allowed)}`,
      };
    }
    case "const": {
      const about = describe(schema);
      return { message: `must be ${JSON.stringify(params.allowedValue)}, got ${quote(error.data)}`, fix: `set it to ${JSON.stringify(params.allowedValue)}${about ? ` (${about})` : ""}` };
    }
    case "type":
      return { message: `must be ${typeWord(params.type, schema)}, got ${quote(error.data)}`, fix: `use ${typeWord(params.type, schema)}` };
    case "minLength":
      return params.limit === 1
        ? { message: "must not be empty", fix: `give it a value${describe(schema) ? ` (${describe(schema)})` : ""}` }
        : { message: `must have at least ${params.limit} characters`, fix: `lengthen it to ${params.limit} characters or more` };
    case "maxLength":
      return { message: `must have at most ${params.limit} characters`, fix: `shorten it to ${params.limit} characters or fewer` };
    case "minItems":
      return { message: `must have at least ${params.limit} item${params.limit === 1 ? "" : "s"}`, fix: `add item${params.limit === 1 ? "" : "s"}${describe(schema) ? ` (${describe(schema)})` : ""}` };
    case "maxItems":
      return { message: `must have at most ${params.limit} items`, fix: `remove items` };
    case "minimum":
    case "maximum":
      if (schema && typeof schema.minimum === "number" && typeof schema.maximum === "number") {
        const kind = schema.type === "integer" ? "a whole number" : "a number";
        return {
          message: `must be ${kind} from ${schema.minimum} to ${schema.maximum}, got ${quote(error.data)}`,
          fix: `use ${kind} from ${schema.minimum} to ${schema.maximum}${"default" in schema ? ` (or omit it for the default ${JSON.stringify(schema.default)})` : ""}`,
        };
      }
    // falls through
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const op = ({ minimum: "≥", maximum: "≤", exclusiveMinimum: ">", exclusiveMaximum: "<" } as Record<string, string>)[error.keyword];
      return { message: `must be ${op} ${params.limit}, got ${quote(error.data)}`, fix: `use a number ${op} ${params.limit}` };
    }
    case "format":
      return { message: `must be a valid ${params.format}, got ${quote(error.data)}`, fix: `use a valid ${params.format}` };
    case "pattern":
      return { message: `must match ${params.pattern}`, fix: `change it to match ${params.pattern}${describe(schema) ? ` (${describe(schema)})` : ""}` };
    case "uniqueItems":
      return { message: `items ${params.j} and ${params.i} are the same`, fix: "remove the duplicate" };
    case "not":
      return schema && schema.not && Array.isArray(schema.not.enum)
        ? { message: `${quote(error.data)} is reserved`, fix: `choose another value (not ${list(schema.not.enum)})` }
        : { message: "is not allowed here", fix: `see the contract: ${error.schemaPath}` };
    case "oneOf":
    case "anyOf":
      return { message: "does not match any allowed shape", fix: "see the problems listed with it" };
    default:
      return { message: error.message ?? error.keyword, fix: `see the contract: ${error.schemaPath}` };
  }
}

/**
 * Turns Ajv errors into problems with JSON paths, a message and a fix, deduplicated, in the
 * validator's order; at most MAX_PROBLEMS of them (limitProblems). `data` is the validated value
 * (it names the field or step a path points into).
 */
export function toProblems(errors: readonly ValidatorError[] | null | undefined, data: unknown, options: { root?: string } = {}): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const seen = new Set<string>();
  const rootSegments = options.root ? [options.root] : [];
  // Past MAX_PROBLEMS the errors are only counted (by path, keyword and property): a report of a
  // million unknown keys costs a count, not a million messages. An error the report already lists
  // (a schema reached twice through allOf repeats it) is not counted again.
  const listed = new Set<string>();
  const uncounted = new Set<string>();
  let more = 0;
  for (const error of errors ?? []) {
    if (error.keyword === "if") continue;
    const params = (error.params ?? {}) as ErrorParams;
    const countKey = `${error.instancePath}\u0000${error.keyword}\u0000${params.additionalProperty ?? params.missingProperty ?? ""}`;
    if (out.length >= MAX_PROBLEMS) {
      if (!uncounted.has(countKey) && !listed.has(countKey)) {
        uncounted.add(countKey);
        more++;
      }
      continue;
    }
    listed.add(countKey);
    const described = describeError(error);
    const segments = [...rootSegments, ...pointerSegments(error.instancePath), ...(described.extra ?? [])];
    // Deduplicated by the whole segments: two long keys that cut to the same path stay two problems.
    const key = `${JSON.stringify(segments)}\u0000${error.keyword}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const subject = subjectAt(data, pointerSegments(error.instancePath));
    out.push({ path: formatPath(segments), message: described.message, fix: described.fix, ...(subject ? { subject: clip(subject, SUBJECT_MAX_CODE_POINTS) } : {}) });
  }
  // A oneOf/anyOf summary adds nothing when its branches already produced problems.
  const useful = out.length > 1 ? out.filter((p) => p.message !== "does not match any allowed shape") : out;
  if (more > 0) useful.push(omittedSummary(more, MAX_PROBLEMS));
  return sortProblems(useful, data, options.root);
}

/**
 * The unknown keys of `value` checked as the closed shape `shape` (generated CLOSED_SHAPES: every
 * `$defs` entry with additionalProperties false), when there are more than MAX_PROBLEMS of them:
 * the first MAX_PROBLEMS as problems (path, `unknown property "k"`, the same fix the validators'
 * report gives) and one last problem counting the rest. Undefined when there are at most
 * MAX_PROBLEMS (the validators then write the whole report). Walks every key once and stops
 * writing messages at MAX_PROBLEMS, so a 200,000-key input costs one pass instead of 200,000
 * validator errors (docs/reliability-and-security.md "Answer checks"). `root` prefixes the paths;
 * `stats.keys` counts the keys looked at (the fuzz suite's operation bound).
 */
export function unknownKeyFlood(value: unknown, shape: string, options: { root?: string; stats?: { keys: number } } = {}): ValidationProblem[] | undefined {
  const problems: ValidationProblem[] = [];
  let unknown = 0;
  const path: PathSegment[] = options.root ? [options.root] : [];
  const walk = (node: unknown, name: string) => {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return;
    const spec = CLOSED_SHAPES[name];
    if (!spec) return;
    const keys = closedShapeKeys(name);
    for (const key of Object.keys(node)) {
      if (options.stats) options.stats.keys++;
      if (keys.has(key)) {
        const child = Object.hasOwn(spec.children, key) ? spec.children[key]! : undefined;
        if (!child) continue;
        const inner = (node as Record<string, unknown>)[key];
        path.push(key);
        if (!child.each) walk(inner, child.shape);
        else if (Array.isArray(inner))
          for (let i = 0; i < inner.length; i++) {
            path.push(i);
            walk(inner[i], child.shape);
            path.pop();
          }
        path.pop();
        continue;
      }
      unknown++;
      if (problems.length >= MAX_PROBLEMS) continue;
      const renamed = Object.hasOwn(spec.renames, key) ? spec.renames[key] : undefined;
      const guess = renamed === undefined ? closest(key, spec.keys) : undefined;
      const subject = subjectAt(value, options.root ? path.slice(1) : path);
      problems.push({
        path: formatPath([...path, key]),
        ...(subject ? { subject: clip(subject, SUBJECT_MAX_CODE_POINTS) } : {}),
        message: `unknown property ${quote(key)}`,
        fix: renamed !== undefined ? `use ${quote(renamed)} instead: this shape's name for ${clip(key)}` : guess ? `rename it to ${quote(guess)}` : `remove it; allowed properties: ${spec.keys.join(", ")}`,
      });
    }
  };
  walk(value, shape);
  if (unknown <= MAX_PROBLEMS) return undefined;
  problems.push(omittedSummary(unknown - MAX_PROBLEMS, MAX_PROBLEMS));
  return problems;
}

const closedShapeKeySets = new Map<string, Set<string>>();
/** CLOSED_SHAPES[name].keys as a Set, built once per process. */
function closedShapeKeys(name: string): Set<string> {
  let set = closedShapeKeySets.get(name);
  if (!set) closedShapeKeySets.set(name, (set = new Set(CLOSED_SHAPES[name]!.keys)));
  return set;
}

/** Problems of `first` win over later ones at the same path (rule problems carry the better fix). */
export function mergeProblems(first: readonly ValidationProblem[], rest: readonly ValidationProblem[]): ValidationProblem[] {
  const taken = new Set(first.filter((p) => omittedCount(p) === undefined).map((p) => p.path));
  return [...first, ...rest.filter((p) => !taken.has(p.path))];
}

const OMITTED = /^(\d+) more problems? (?:is|are) not listed$/;

/** How many problems a summary made by limitProblems stands for; undefined for any other problem. */
function omittedCount(problem: ValidationProblem): number | undefined {
  const m = problem.path === "" && problem.subject === undefined ? OMITTED.exec(problem.message) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * At most `max` (MAX_PROBLEMS) problems, in the given order; when there are more, one last problem
 * (path "") counts the rest: `1234 more problems are not listed`. Summaries of earlier calls are
 * folded into that count, so merging and limiting again keeps the total right.
 */
export function limitProblems(problems: readonly ValidationProblem[], max: number = MAX_PROBLEMS): ValidationProblem[] {
  let omitted = 0;
  const kept: ValidationProblem[] = [];
  for (const p of problems) {
    const n = omittedCount(p);
    if (n !== undefined) omitted += n;
    else if (kept.length < max) kept.push(p);
    else omitted++;
  }
  if (omitted === 0) return kept;
  kept.push(omittedSummary(omitted, max));
  return kept;
}

/** The last problem of a cut report: how many more there are. */
function omittedSummary(omitted: number, max: number): ValidationProblem {
  return {
    path: "",
    message: `${omitted} more problem${omitted === 1 ? " is" : "s are"} not listed`,
    fix: `fix the problems listed first and try again: a report lists at most ${max} problems (x-nuwax.constants.maxProblems)`,
  };
}

/** Splits a path made by formatPath back into segments: `ui.fields[2]["a b"]` → ["ui", "fields", 2, "a b"]. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  const re = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([^.[\]]+)/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[1] !== undefined) segments.push(Number(m[1]));
    else if (m[2] !== undefined) segments.push(JSON.parse(m[2]) as string);
    else if (m[3] !== undefined) segments.push(m[3]);
  }
  return segments;
}

/**
 * Orders problems as the input is written: array items by index, object properties by their
 * position in `data` (a missing property after the present ones); ties keep their order. Returns
 * at most MAX_PROBLEMS of them (limitProblems). Linear in the problems and the keys of `data`.
 */
export function sortProblems(problems: readonly ValidationProblem[], data: unknown, root?: string): ValidationProblem[] {
  // Each object's key positions, computed once: an object with many keys and a problem per key stays linear.
  const positions = new WeakMap<object, Map<string, number>>();
  const positionOf = (node: object, key: string): number => {
    let map = positions.get(node);
    if (!map) positions.set(node, (map = new Map(Object.keys(node).map((k, i) => [k, i]))));
    return map.get(key)!;
  };
  const keyed = problems.map((p, index) => {
    const rank: number[] = [];
    let node = data;
    const segments = parsePath(p.path);
    for (const segment of root ? segments.slice(1) : segments) {
      const isContainer = node !== null && typeof node === "object";
      if (typeof segment === "number") rank.push(segment);
      else rank.push(isContainer && !Array.isArray(node) && Object.hasOwn(node as object, segment) ? positionOf(node as object, segment) : Number.MAX_SAFE_INTEGER);
      node = ownValue(node, segment);
    }
    return { p, index, rank, omitted: omittedCount(p) !== undefined };
  });
  keyed.sort((a, b) => {
    if (a.omitted !== b.omitted) return a.omitted ? 1 : -1;
    for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) {
      if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
    }
    return a.rank.length - b.rank.length || a.index - b.index;
  });
  return limitProblems(keyed.map((k) => k.p));
}

/** One problem as a line: `ui.fields[2].options (field "plan"): widget "radio" needs options — fix: …`. */
export function formatProblem(problem: ValidationProblem): string {
  const where = problem.path || "(root)";
  // Form paths name what the subject is; other paths (interview questions) show the id alone.
  const kind = /^(ui\.)?steps\[/.test(problem.path) ? "step " : /^((ui\.)?fields\[|formData\b)/.test(problem.path) ? "field " : "";
  const subject = problem.subject ? ` (${kind ? `${kind}${quote(problem.subject)}` : clip(problem.subject)})` : "";
  return `${where}${subject}: ${problem.message} — fix: ${problem.fix}`;
}

/** Every problem, one line each. */
export function formatProblems(problems: readonly ValidationProblem[]): string {
  return problems.map(formatProblem).join("\n");
}
