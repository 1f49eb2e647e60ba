/**
 * Pure helpers over the contract's JSON Schema: walking, `$defs` references, the
 * "refinement" flattening and full inlining used for MCP tool schemas.
 *
 * A refinement is how the contract derives a stricter shape from a lenient one without
 * repeating it: `{ "allOf": [{ "$ref": "#/$defs/Base" }], "required": [...], "properties": {...} }`.
 * Validators keep the real JSON Schema semantics; consumers that want one plain object
 * (json-schema-to-typescript, tools/list) get it flattened: the base's properties, the
 * refinement's narrower property schemas on top, `required` from the refinement (or the base).
 */

export type JsonSchema = Record<string, unknown>;

const DEF_PREFIX = "#/$defs/";

/** Name of the `$defs` entry a local `$ref` points at, e.g. "#/$defs/FormField" → "FormField". */
export function refName(ref: string): string {
  if (!ref.startsWith(DEF_PREFIX)) {
    throw new Error(`unsupported $ref "${ref}": only local "#/$defs/<Name>" references are allowed`);
  }
  return ref.slice(DEF_PREFIX.length);
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Returns the base def name when `schema` is a refinement (allOf with exactly one local $ref),
 * else undefined.
 */
export function refinementBase(schema: JsonSchema): string | undefined {
  const allOf = schema.allOf;
  if (!Array.isArray(allOf) || allOf.length !== 1) return undefined;
  const only = allOf[0];
  if (!isObject(only) || typeof only.$ref !== "string" || Object.keys(only).length !== 1) return undefined;
  return refName(only.$ref);
}

/**
 * Flattens one def if it is a refinement (recursively: the base may itself be a refinement).
 * Property schemas keep their `$ref`s. Throws on a refinement cycle.
 */
export function flattenDef(defs: Record<string, JsonSchema>, name: string, seen: string[] = []): JsonSchema {
  if (seen.includes(name)) throw new Error(`refinement cycle: ${[...seen, name].join(" → ")}`);
  const def = defs[name];
  if (!def) throw new Error(`$defs/${name} does not exist`);
  const baseName = refinementBase(def);
  if (!baseName) return structuredClone(def);
  const base = flattenDef(defs, baseName, [...seen, name]);
  const { allOf: _allOf, properties: ownProps, required: ownRequired, ...rest } = def;
  const merged: JsonSchema = { ...base, ...rest };
  merged.properties = {
    ...(base.properties as JsonSchema | undefined),
    ...(ownProps as JsonSchema | undefined),
  };
  if (ownRequired !== undefined) merged.required = ownRequired;
  return merged;
}

/** Every def flattened (see flattenDef), in the contract's order. */
export function flattenDefs(defs: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const name of Object.keys(defs)) out[name] = flattenDef(defs, name);
  return out;
}

/** Which `$defs` entries inlineDef writes as a summary instead of their whole shape. */
export interface InlineSummaries {
  /** Def names (e.g. "McpAskRawInput") whose references become summaries. */
  names?: readonly string[];
  /** Where the full shapes live, named in each summary's description (the contract's `$id`). */
  source?: string;
}

/**
 * The summary of the (flattened) def `name`: only its root `type`, `required` and `description`, the
 * description ending with where the whole shape is. Every value valid against the def is valid against
 * its summary (it keeps a subset of the def's root keywords and drops everything below them), so an
 * outputSchema with summaries accepts every result the full one accepts.
 */
export function summaryOf(def: JsonSchema, name: string, source: string): JsonSchema {
  const out: JsonSchema = {};
  const note = `Summarized here; the whole shape is the definition ${name} in ${source}.`;
  out.description = typeof def.description === "string" ? `${def.description} (${note})` : note;
  if (def.type !== undefined) out.type = def.type;
  if (Array.isArray(def.required)) out.required = [...def.required];
  return out;
}

/**
 * The def `name` with every `$ref` replaced by its (flattened) target: a self-contained schema
 * with no `$ref` and no `$defs`, as MCP tools/list should serve it. A reference to a def listed in
 * `summaries.names` becomes that def's summary (summaryOf) instead, so a large shape that a host
 * gains nothing from checking is not served again. Throws on recursive refs.
 */
export function inlineDef(
  defs: Record<string, JsonSchema>,
  name: string,
  summaries: InlineSummaries = {},
): JsonSchema {
  const flat = flattenDefs(defs);
  const summarized = new Set(summaries.names ?? []);
  const expand = (node: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => expand(item, stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === "string") {
      const target = refName(node.$ref);
      if (stack.includes(target))
        throw new Error(`recursive $ref ${[...stack, target].join(" → ")} cannot be inlined`);
      const { $ref: _ref, ...siblings } = node;
      const body = summarized.has(target)
        ? summaryOf(flat[target]!, target, summaries.source ?? "the contract")
        : (expand(flat[target], [...stack, target]) as JsonSchema);
      return { ...body, ...(expand(siblings, stack) as JsonSchema) };
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) out[key] = expand(value, stack);
    return out;
  };
  return expand(flat[name], [name]) as JsonSchema;
}

/** Visits every subschema (including the root) with its JSON pointer. */
export function walkSchemas(
  schema: unknown,
  visit: (node: JsonSchema, pointer: string) => void,
  pointer = "#",
): void {
  if (!isObject(schema)) return;
  visit(schema, pointer);
  const each = (key: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, i) => walkSchemas(item, visit, `${pointer}/${key}/${i}`));
    else walkSchemas(value, visit, `${pointer}/${key}`);
  };
  for (const key of [
    "items",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "additionalProperties",
    "unevaluatedProperties",
    "propertyNames",
  ]) {
    if (key in schema) each(key, schema[key]);
  }
  for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) {
    if (key in schema) each(key, schema[key]);
  }
  for (const key of ["properties", "$defs", "patternProperties", "dependentSchemas"]) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, sub] of Object.entries(map)) walkSchemas(sub, visit, `${pointer}/${key}/${name}`);
  }
}

/**
 * Every `#/$defs/<Name>` referenced anywhere below `node`. Throws on a `$ref` that is not local
 * (refName), unless `lenient`: then such a reference is skipped (for readers of a contract that may be
 * invalid, such as `nuwax-contract diff`, whose lint reports it).
 */
export function collectRefs(node: unknown, into = new Set<string>(), lenient = false): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, into, lenient));
  else if (isObject(node)) {
    if (typeof node.$ref === "string" && (!lenient || node.$ref.startsWith(DEF_PREFIX)))
      into.add(refName(node.$ref));
    for (const value of Object.values(node)) collectRefs(value, into, lenient);
  }
  return into;
}

/**
 * The `$defs` names reachable from `roots` (included) through `$ref`s in `flat` (flattenDefs output).
 * A non-local `$ref` is skipped and a missing name ignored, so it never throws on a broken contract.
 */
export function defsReachableFrom(roots: readonly string[], flat: Record<string, JsonSchema>): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name) || !Object.hasOwn(flat, name)) continue;
    reached.add(name);
    queue.push(...collectRefs(flat[name], new Set(), true));
  }
  return reached;
}

/**
 * What an SDK's generated output reads, as `nuwax-contract diff` asks it (languages.ts): whether a
 * change at `pointer` (a JSON pointer into the contract) touches an x-nuwax key of `vendorKeys`, a
 * `$defs` entry reachable from `typeRoots` (refinements flattened), or one of `alsoDefs`. `defs` is
 * the contract's $defs (the head's, or the base's for a removal); `flat` gives them flattened (default:
 * flattenDefs(defs) per call; flattenedOnce shares one result across calls). Never throws.
 */
export function sdkReads(
  vendorKeys: readonly string[],
  typeRoots: readonly string[],
  alsoDefs: readonly string[] = [],
) {
  return (
    pointer: string,
    defs: Record<string, JsonSchema>,
    flat: () => Record<string, JsonSchema> = () => flattenDefs(defs),
  ): boolean => {
    const [, area, key] = pointer.split("/");
    if (area === "x-nuwax") return vendorKeys.includes(key ?? "");
    if (area !== "$defs" || !key) return false;
    const name = key.replace(/~1/g, "/").replace(/~0/g, "~");
    return alsoDefs.includes(name) || defsReachableFrom(typeRoots, flat()).has(name);
  };
}

/**
 * flattenDefs(defs), computed on the first call and then returned as is: for a caller that asks many
 * questions of the same unchanging defs (`nuwax-contract diff` names the SDKs of every change). A throw
 * (a refinement cycle) is not kept: each call throws it again.
 */
export function flattenedOnce(defs: Record<string, JsonSchema>): () => Record<string, JsonSchema> {
  let flat: Record<string, JsonSchema> | undefined;
  return () => (flat ??= flattenDefs(defs));
}

/** Every `$defs` name reachable from `$defs/<name>` through `$ref`s (transitively), not counting `name` itself unless it is recursive. */
export function reachableDefs(defs: Record<string, JsonSchema>, name: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...collectRefs(defs[name], new Set(), true)];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next) || !defs[next]) continue;
    seen.add(next);
    queue.push(...collectRefs(defs[next], new Set(), true));
  }
  return seen;
}

/** Whether `value` nests arrays/objects deeper than `max` levels (iterative: any depth is safe to measure). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node))
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}
