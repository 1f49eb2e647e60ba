/**
 * Breaking-change detection between two contracts (what GraphQL Inspector, buf breaking and oasdiff
 * do for their ecosystems), direction-aware:
 * - data the servers ACCEPT (tool inputs, x-nuwax.dataFlow.accepted): a stricter schema breaks
 *   existing callers (new required property, removed property, narrower type, removed enum value,
 *   new or tighter bound, new pattern, additionalProperties closed);
 * - data the servers EMIT and clients consume (tool outputs, x-nuwax.dataFlow.emitted): a looser
 *   schema breaks existing clients (new enum value or widget they cannot render, removed required
 *   property, removed bound).
 * A $defs entry reachable from both kinds gets the worse of the two severities. x-nuwax changes
 * (version constants, tools, message templates, widget answer rendering) have their own rules.
 */
import { languagesReading } from "./languages.js";
import {
  collectRefs,
  flattenedOnce,
  isObject,
  nestedDeeperThan,
  refName,
  type JsonSchema,
} from "./schema-tools.js";

/** Deepest nesting diffContracts compares (as MAX_CONTRACT_DEPTH of contract.ts): it recurses over the schemas. */
export const MAX_DIFF_DEPTH = 200;

export type Severity = "breaking" | "dangerous" | "safe";
export type Direction = "accepted" | "emitted";

/** One classified change. */
export interface Change {
  /** Stable rule id, e.g. "required-added", "enum-value-added". */
  rule: string;
  severity: Severity;
  /** JSON pointer into the contract (head, or base for removals). */
  pointer: string;
  message: string;
  before?: unknown;
  after?: unknown;
  /** Which data flows the changed schema belongs to (empty for x-nuwax rules). */
  directions: Direction[];
  /** True for a breaking change shipped with a major bump of x-nuwax.protocolVersion. */
  acknowledged?: boolean;
  /** The SDKs whose generated output the change alters (languages.ts: typescript, python, …). */
  languages?: string[];
}

export interface DiffResult {
  changes: Change[];
  summary: Record<Severity, number>;
  baseVersion?: string;
  headVersion?: string;
}

const RANK: Record<Severity, number> = { safe: 0, dangerous: 1, breaking: 2 };
const worst = (a: Severity, b: Severity): Severity => (RANK[a] >= RANK[b] ? a : b);

/** Severity of a change for each direction; the worst over the directions the schema has. */
function severityFor(directions: Direction[], accepted: Severity, emitted: Severity): Severity {
  const dirs: Direction[] = directions.length ? directions : ["accepted", "emitted"];
  return dirs.map((d) => (d === "accepted" ? accepted : emitted)).reduce(worst, "safe");
}

const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
/** `map[key]` when `key` is the map's own key, else undefined (`__proto__`, `constructor` are keys like any other). */
const own = (map: unknown, key: string): any =>
  isObject(map) && Object.hasOwn(map, key) ? map[key] : undefined;
/** A vendor table as a list of its object entries (a hostile or broken contract may hold anything there). */
const objects = (list: unknown): any[] => (Array.isArray(list) ? list.filter(isObject) : []);
/** A list of strings, other entries dropped. */
const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
const has = (map: unknown, key: string): boolean => isObject(map) && Object.hasOwn(map, key);

/** For each $defs entry, the data flows (accepted / emitted) that reach it through $ref. */
export function directionsOf(schema: JsonSchema): Map<string, Direction[]> {
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonSchema>;
  const x = (isObject(schema["x-nuwax"]) ? schema["x-nuwax"] : {}) as Record<string, unknown>;
  const tools = (Array.isArray(x.tools) ? x.tools : []) as Array<{
    inputSchema?: string;
    outputSchema?: string;
  }>;
  const flow = (isObject(x.dataFlow) ? x.dataFlow : {}) as { accepted?: string[]; emitted?: string[] };
  const safeRef = (ref: unknown) => {
    try {
      return typeof ref === "string" ? refName(ref) : undefined;
    } catch {
      return undefined;
    }
  };
  const roots: Record<Direction, string[]> = {
    accepted: [
      ...tools.map((t) => safeRef(t.inputSchema)).filter((n): n is string => !!n),
      ...(flow.accepted ?? []),
    ],
    emitted: [
      ...tools.map((t) => safeRef(t.outputSchema)).filter((n): n is string => !!n),
      ...(flow.emitted ?? []),
    ],
  };
  const out = new Map<string, Direction[]>();
  for (const direction of ["accepted", "emitted"] as const) {
    const seen = new Set<string>();
    const stack = [...roots[direction]];
    while (stack.length) {
      const name = stack.pop()!;
      if (seen.has(name) || !isObject(own(defs, name))) continue;
      seen.add(name);
      out.set(name, [...(out.get(name) ?? []), direction]);
      try {
        for (const ref of collectRefs(own(defs, name))) stack.push(ref);
      } catch {
        // a non-local $ref: lint reports it; the diff still classifies what it can reach
      }
    }
  }
  return out;
}

const typesOf = (s: JsonSchema): string[] | undefined =>
  s.type === undefined ? undefined : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
const show = (v: unknown) => JSON.stringify(v);

/** Lower bounds tighten when they grow, upper bounds when they shrink. */
const LOWER = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"];
const UPPER = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"];

interface Ctx {
  changes: Change[];
  directions: Direction[];
  headCatalog: Array<{ widget: string; clientSupport?: Record<string, string> }>;
}

function add(
  ctx: Ctx,
  rule: string,
  pointer: string,
  accepted: Severity,
  emitted: Severity,
  message: string,
  before?: unknown,
  after?: unknown,
): void {
  const severity = severityFor(ctx.directions, accepted, emitted);
  ctx.changes.push({
    rule,
    severity,
    pointer,
    message: message + severityReason(ctx.directions, accepted, emitted, severity),
    before,
    after,
    directions: [...ctx.directions],
  });
}

/**
 * Why a change is rated worse than one of its directions alone would rate it, for a schema that
 * both directions reach (or neither: then it is rated for both): e.g. an optional property added to
 * a closed object is safe for what the servers accept, dangerous for what they send. "" otherwise.
 */
function severityReason(
  directions: Direction[],
  accepted: Severity,
  emitted: Severity,
  severity: Severity,
): string {
  if (accepted === emitted || directions.length === 1) return "";
  const scope = directions.length
    ? "it is both input and output"
    : "no tool or x-nuwax.dataFlow reaches it, so it is rated as both input and output";
  const by = severity === emitted ? "output" : "input";
  const other = by === "output" ? accepted : emitted;
  const consequence =
    by === "output"
      ? "consumers of what the servers send may still check it against the old schema"
      : "callers written against the old schema may send what it no longer accepts";
  return ` (${severity} as ${by}, ${other} as ${by === "output" ? "input" : "output"}: ${scope}, and ${consequence})`;
}

/** Compares two subschemas at `pointer` (raw, not flattened, so pointers match the file). */
function compareSchema(a: JsonSchema, b: JsonSchema, pointer: string, ctx: Ctx): void {
  for (const key of ["description", "title"] as const) {
    if (a[key] !== b[key])
      add(ctx, "description-changed", `${pointer}/${key}`, "safe", "safe", `${key} changed`, a[key], b[key]);
  }
  if (a.$ref !== b.$ref)
    add(
      ctx,
      "ref-changed",
      `${pointer}/$ref`,
      "dangerous",
      "dangerous",
      `now refers to ${show(b.$ref)} instead of ${show(a.$ref)}`,
      a.$ref,
      b.$ref,
    );

  const ta = typesOf(a);
  const tb = typesOf(b);
  if (ta && tb) {
    const removed = ta.filter((t) => !tb.includes(t));
    const added = tb.filter((t) => !ta.includes(t));
    if (removed.length)
      add(
        ctx,
        "type-narrowed",
        `${pointer}/type`,
        "breaking",
        "safe",
        `no longer accepts type ${removed.join(", ")}`,
        a.type,
        b.type,
      );
    if (added.length)
      add(
        ctx,
        "type-widened",
        `${pointer}/type`,
        "safe",
        "breaking",
        `now also allows type ${added.join(", ")}`,
        a.type,
        b.type,
      );
  } else if (!ta && tb)
    add(
      ctx,
      "type-narrowed",
      `${pointer}/type`,
      "breaking",
      "safe",
      `now restricted to type ${tb.join(", ")}`,
      undefined,
      b.type,
    );
  else if (ta && !tb)
    add(
      ctx,
      "type-widened",
      `${pointer}/type`,
      "safe",
      "breaking",
      `no longer restricted to type ${ta.join(", ")}`,
      a.type,
      undefined,
    );

  if (Array.isArray(a.enum) || Array.isArray(b.enum)) compareEnum(a, b, pointer, ctx);

  if ("const" in a || "const" in b) {
    if (show(a.const) !== show(b.const)) {
      const versionLike = /version|toolName/i.test(pointer);
      add(
        ctx,
        versionLike ? "version-constant-changed" : "const-changed",
        `${pointer}/const`,
        "breaking",
        "breaking",
        `constant changed from ${show(a.const)} to ${show(b.const)}`,
        a.const,
        b.const,
      );
    }
  }

  for (const key of [...LOWER, ...UPPER, "multipleOf"]) {
    const va = a[key];
    const vb = b[key];
    if (va === vb) continue;
    const at = `${pointer}/${key}`;
    if (va === undefined)
      add(ctx, "bound-added", at, "breaking", "safe", `new bound ${key}: ${show(vb)}`, undefined, vb);
    else if (vb === undefined)
      add(ctx, "bound-removed", at, "safe", "breaking", `bound ${key}: ${show(va)} removed`, va, undefined);
    else {
      const tighter =
        key === "multipleOf"
          ? true
          : LOWER.includes(key)
            ? (vb as number) > (va as number)
            : (vb as number) < (va as number);
      if (tighter)
        add(
          ctx,
          "bound-tightened",
          at,
          "breaking",
          "safe",
          `${key} tightened from ${show(va)} to ${show(vb)}`,
          va,
          vb,
        );
      else
        add(
          ctx,
          "bound-loosened",
          at,
          "safe",
          "breaking",
          `${key} loosened from ${show(va)} to ${show(vb)}`,
          va,
          vb,
        );
    }
  }
  for (const key of ["pattern", "format"] as const) {
    const va = a[key];
    const vb = b[key];
    if (va === vb) continue;
    const at = `${pointer}/${key}`;
    if (va === undefined)
      add(ctx, `${key}-added`, at, "breaking", "safe", `new ${key} ${show(vb)}`, undefined, vb);
    else if (vb === undefined)
      add(ctx, `${key}-removed`, at, "safe", "breaking", `${key} ${show(va)} removed`, va, undefined);
    else
      add(
        ctx,
        `${key}-changed`,
        at,
        "dangerous",
        "dangerous",
        `${key} changed from ${show(va)} to ${show(vb)}`,
        va,
        vb,
      );
  }
  if (show(a.default) !== show(b.default))
    add(
      ctx,
      "default-changed",
      `${pointer}/default`,
      "dangerous",
      "dangerous",
      `default changed from ${show(a.default)} to ${show(b.default)}`,
      a.default,
      b.default,
    );

  const ra = new Set(Array.isArray(a.required) ? (a.required as string[]) : []);
  const rb = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  for (const name of rb)
    if (!ra.has(name))
      add(
        ctx,
        "required-added",
        `${pointer}/required`,
        "breaking",
        "safe",
        `"${name}" is now required`,
        undefined,
        name,
      );
  for (const name of ra)
    if (!rb.has(name))
      add(
        ctx,
        "required-removed",
        `${pointer}/required`,
        "safe",
        "breaking",
        `"${name}" is no longer required`,
        name,
        undefined,
      );

  const closed = (s: JsonSchema) => s.additionalProperties === false || s.unevaluatedProperties === false;
  if (!closed(a) && closed(b) && (a.properties || b.properties))
    add(
      ctx,
      "additional-properties-closed",
      pointer,
      "breaking",
      "safe",
      "unknown properties are now rejected",
      undefined,
      false,
    );
  if (closed(a) && !closed(b))
    add(
      ctx,
      "additional-properties-opened",
      pointer,
      "safe",
      "dangerous",
      "unknown properties are now allowed",
      false,
      undefined,
    );

  const pa = (isObject(a.properties) ? a.properties : {}) as Record<string, JsonSchema>;
  const pb = (isObject(b.properties) ? b.properties : {}) as Record<string, JsonSchema>;
  for (const name of Object.keys(pa)) {
    const at = `${pointer}/properties/${esc(name)}`;
    if (!has(pb, name)) {
      add(
        ctx,
        "property-removed",
        at,
        closed(b) ? "breaking" : "dangerous",
        ra.has(name) ? "breaking" : "dangerous",
        `property "${name}" removed`,
        own(pa, name),
        undefined,
      );
    } else if (isObject(own(pa, name)) && isObject(own(pb, name)))
      compareSchema(own(pa, name), own(pb, name), at, ctx);
  }
  for (const name of Object.keys(pb)) {
    if (has(pa, name)) continue;
    add(
      ctx,
      "property-added",
      `${pointer}/properties/${esc(name)}`,
      "safe",
      closed(a) ? "dangerous" : "safe",
      `property "${name}" added${rb.has(name) ? " (required)" : ""}${closed(a) ? " to a closed object (additionalProperties: false)" : ""}`,
      undefined,
      own(pb, name),
    );
  }
  for (const key of ["items", "not", "additionalProperties", "contains"] as const) {
    if (isObject(a[key]) && isObject(b[key]))
      compareSchema(a[key] as JsonSchema, b[key] as JsonSchema, `${pointer}/${key}`, ctx);
  }
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const la = Array.isArray(a[key]) ? (a[key] as JsonSchema[]) : [];
    const lb = Array.isArray(b[key]) ? (b[key] as JsonSchema[]) : [];
    if (la.length !== lb.length)
      add(
        ctx,
        "composition-changed",
        `${pointer}/${key}`,
        "dangerous",
        "dangerous",
        `${key} has ${lb.length} entries instead of ${la.length}`,
        la.length,
        lb.length,
      );
    for (let i = 0; i < Math.min(la.length, lb.length); i++)
      if (isObject(la[i]) && isObject(lb[i])) compareSchema(la[i]!, lb[i]!, `${pointer}/${key}/${i}`, ctx);
  }
}

function compareEnum(a: JsonSchema, b: JsonSchema, pointer: string, ctx: Ctx): void {
  const ea = Array.isArray(a.enum) ? (a.enum as unknown[]) : [];
  const eb = Array.isArray(b.enum) ? (b.enum as unknown[]) : [];
  const key = (v: unknown) => show(v);
  const removed = ea.filter((v) => !eb.map(key).includes(key(v)));
  const added = eb.filter((v) => !ea.map(key).includes(key(v)));
  const isWidgetEnum = pointer === "#/$defs/WidgetType";
  for (const v of removed) {
    add(
      ctx,
      isWidgetEnum ? "widget-removed" : "enum-value-removed",
      `${pointer}/enum`,
      "breaking",
      "safe",
      `${isWidgetEnum ? "widget" : "value"} ${show(v)} removed`,
      v,
      undefined,
    );
  }
  for (const v of added) {
    if (isWidgetEnum) {
      // How bad a new widget is for clients depends on whether they say they can render it.
      const clients = Object.entries(ctx.headCatalog.find((e) => e.widget === v)?.clientSupport ?? {});
      const support = clients.map(([, level]) => level);
      const supportText = clients.map(([client, level]) => `${client} ${level}`).join(", ");
      const emitted: Severity =
        support.length === 0 || support.includes("unsupported")
          ? "breaking"
          : support.includes("planned")
            ? "dangerous"
            : "safe";
      add(
        ctx,
        "widget-added",
        `${pointer}/enum`,
        "safe",
        emitted,
        `widget ${show(v)} added (client support: ${supportText || "none declared"})`,
        undefined,
        v,
      );
    } else
      add(
        ctx,
        "enum-value-added",
        `${pointer}/enum`,
        "safe",
        "breaking",
        `value ${show(v)} added`,
        undefined,
        v,
      );
  }
}

/** Compares the x-nuwax blocks: constants, tools, messages, recognised signatures and markers, attachment display, widget catalog, aliases. */
function compareVendor(a: Record<string, any>, b: Record<string, any>, changes: Change[]): void {
  const push = (
    rule: string,
    severity: Severity,
    pointer: string,
    message: string,
    before?: unknown,
    after?: unknown,
  ) => changes.push({ rule, severity, pointer, message, before, after, directions: [] });
  if (a.protocolVersion !== b.protocolVersion)
    push(
      "protocol-version-changed",
      "safe",
      "#/x-nuwax/protocolVersion",
      `protocolVersion ${show(a.protocolVersion)} → ${show(b.protocolVersion)}`,
      a.protocolVersion,
      b.protocolVersion,
    );
  const ca = a.constants ?? {};
  const cb = b.constants ?? {};
  for (const key of new Set([...Object.keys(ca), ...Object.keys(cb)])) {
    if (show(own(ca, key)) === show(own(cb, key))) continue;
    const versionOrName = ["toolName", "schemaVersion", "uiVersion"].includes(key);
    push(
      versionOrName ? "version-constant-changed" : "constant-changed",
      versionOrName ? "breaking" : "dangerous",
      `#/x-nuwax/constants/${esc(key)}`,
      `${key} changed from ${show(own(ca, key))} to ${show(own(cb, key))}`,
      own(ca, key),
      own(cb, key),
    );
  }
  const toolsA = new Map<string, any>(objects(a.tools).map((t: any) => [t.name, t]));
  const toolsB = new Map<string, any>(objects(b.tools).map((t: any) => [t.name, t]));
  for (const [name, ta] of toolsA) {
    const index = (a.tools as any[]).indexOf(ta);
    const tb = toolsB.get(name);
    if (!tb) {
      push(
        "tool-removed",
        "breaking",
        `#/x-nuwax/tools/${index}`,
        `tool "${name}" removed (or renamed): agents and hosts calling it break`,
        name,
        undefined,
      );
      continue;
    }
    const at = `#/x-nuwax/tools/${(b.tools as any[]).indexOf(tb)}`;
    for (const key of ["description", "instructions", "title"])
      if (ta[key] !== tb[key])
        push(
          "tool-description-changed",
          "safe",
          `${at}/${key}`,
          `tool "${name}" ${key} changed`,
          ta[key],
          tb[key],
        );
    // Text variants (what the agent is told in another server configuration) are descriptions too.
    const va = (ta.variants ?? {}) as Record<string, unknown>;
    const vb = (tb.variants ?? {}) as Record<string, unknown>;
    for (const variant of new Set([...Object.keys(va), ...Object.keys(vb)])) {
      if (show(own(va, variant)) !== show(own(vb, variant)))
        push(
          "tool-description-changed",
          "safe",
          `${at}/variants/${esc(variant)}`,
          `tool "${name}" text variant "${variant}" ${has(va, variant) ? (has(vb, variant) ? "changed" : "removed") : "added"}`,
          own(va, variant),
          own(vb, variant),
        );
    }
    if (show(ta.annotations) !== show(tb.annotations))
      push(
        "tool-annotations-changed",
        "dangerous",
        `${at}/annotations`,
        `tool "${name}" annotations changed`,
        ta.annotations,
        tb.annotations,
      );
    for (const key of ["inputSchema", "outputSchema", "server"])
      if (ta[key] !== tb[key])
        push(
          "tool-schema-changed",
          "dangerous",
          `${at}/${key}`,
          `tool "${name}" ${key} changed from ${show(ta[key])} to ${show(tb[key])}`,
          ta[key],
          tb[key],
        );
    // A summary only loosens the served outputSchema (safe); a summary removed makes hosts check more of each result.
    if (show(ta.outputSummaries ?? []) !== show(tb.outputSummaries ?? []))
      push(
        "tool-schema-changed",
        ((ta.outputSummaries ?? []) as string[]).every((r) =>
          ((tb.outputSummaries ?? []) as string[]).includes(r),
        )
          ? "safe"
          : "dangerous",
        `${at}/outputSummaries`,
        `tool "${name}" outputSummaries changed from ${show(ta.outputSummaries ?? [])} to ${show(tb.outputSummaries ?? [])}`,
        ta.outputSummaries,
        tb.outputSummaries,
      );
  }
  for (const [name, tb] of toolsB)
    if (!toolsA.has(name))
      push(
        "tool-added",
        "safe",
        `#/x-nuwax/tools/${(b.tools as any[]).indexOf(tb)}`,
        `tool "${name}" added`,
        undefined,
        name,
      );

  const ma = a.messages ?? {};
  const mb = b.messages ?? {};
  const aliasesB: Record<string, string> = b.localeAliases ?? {};
  for (const locale of Object.keys(ma)) {
    if (!has(mb, locale)) {
      // A locale key that became an alias of a locale that exists still resolves: callers passing
      // the old tag get messages (those of the alias target), so it is a rename, not a removal.
      const target = Object.entries(aliasesB).find(
        ([alias]) => alias.toLowerCase() === locale.toLowerCase(),
      )?.[1];
      if (target !== undefined && has(mb, target)) {
        push(
          "message-locale-renamed",
          "dangerous",
          `#/x-nuwax/messages/${esc(locale)}`,
          `answer messages for ${locale} are now those of ${target} (x-nuwax.localeAliases maps ${locale} to ${target})`,
          locale,
          target,
        );
      } else {
        push(
          "message-locale-removed",
          "breaking",
          `#/x-nuwax/messages/${esc(locale)}`,
          `answer messages for ${locale} removed`,
          locale,
          undefined,
        );
      }
      continue;
    }
    for (const key of Object.keys(ma[locale] ?? {})) {
      const before = own(ma[locale], key);
      const after = own(mb[locale], key);
      if (before === after) continue;
      push(
        after === undefined ? "message-template-removed" : "message-template-changed",
        after === undefined ? "breaking" : "dangerous",
        `#/x-nuwax/messages/${esc(locale)}/${esc(key)}`,
        `answer-message template ${locale}.${key} ${after === undefined ? "removed" : "changed"}: other systems parse these chat messages`,
        before,
        after,
      );
    }
  }
  for (const locale of Object.keys(mb))
    if (!has(ma, locale))
      push(
        "message-locale-added",
        "safe",
        `#/x-nuwax/messages/${esc(locale)}`,
        `answer messages for ${locale} added`,
        undefined,
        locale,
      );

  const wa = new Map<string, any>(objects(a.widgetCatalog).map((e: any) => [e.widget, e]));
  objects(b.widgetCatalog).forEach((eb: any, i: number) => {
    const ea = wa.get(eb.widget);
    if (!ea) return; // a new widget is reported on $defs/WidgetType
    const at = `#/x-nuwax/widgetCatalog/${i}`;
    if (ea.answerDisplay !== eb.answerDisplay)
      push(
        "widget-answer-changed",
        "dangerous",
        `${at}/answerDisplay`,
        `widget "${eb.widget}" answers are now shown as ${eb.answerDisplay} (was ${ea.answerDisplay})`,
        ea.answerDisplay,
        eb.answerDisplay,
      );
    if (show(ea.inference) !== show(eb.inference))
      push(
        "widget-inference-changed",
        "dangerous",
        `${at}/inference`,
        `widget "${eb.widget}" inference rule changed`,
        ea.inference,
        eb.inference,
      );
    for (const c of strings(ea.constraints))
      if (!strings(eb.constraints).includes(c))
        push(
          "widget-constraint-removed",
          "breaking",
          `${at}/constraints`,
          `widget "${eb.widget}" no longer accepts ${c}`,
          c,
          undefined,
        );
    for (const c of strings(eb.constraints))
      if (!strings(ea.constraints).includes(c))
        push(
          "widget-constraint-added",
          "safe",
          `${at}/constraints`,
          `widget "${eb.widget}" now accepts ${c}`,
          undefined,
          c,
        );
    for (const [client, support] of Object.entries(eb.clientSupport ?? {})) {
      const before = own(ea.clientSupport, client);
      if (before !== support)
        push(
          "widget-support-changed",
          support === "unsupported" ? "breaking" : "dangerous",
          `${at}/clientSupport/${client}`,
          `widget "${eb.widget}" on ${client}: ${before} → ${support}`,
          before,
          support,
        );
    }
  });
  // What clients recognise in chat history (never written): losing an entry makes answered questions look pending.
  for (const [key, what] of [
    ["historicalSignatures", "historical signature"],
    ["requestIdMarkers", "request-id marker"],
  ] as const) {
    const before = new Set<string>(objects(a[key]).map((e: any) => show(e.template)));
    const after = new Set<string>(objects(b[key]).map((e: any) => show(e.template)));
    const rule = key === "historicalSignatures" ? "historical-signature" : "request-id-marker";
    objects(a[key]).forEach((e: any, i: number) => {
      if (!after.has(show(e.template)))
        push(
          `${rule}-removed`,
          "dangerous",
          `#/x-nuwax/${key}/${i}`,
          `${what} ${show(e.template)} no longer recognised: answers clients sent with it look unanswered`,
          e.template,
          undefined,
        );
    });
    objects(b[key]).forEach((e: any, i: number) => {
      if (!before.has(show(e.template)))
        push(
          `${rule}-added`,
          "safe",
          `#/x-nuwax/${key}/${i}`,
          `${what} ${show(e.template)} now recognised`,
          undefined,
          e.template,
        );
    });
  }
  // Older versions the clients render: dropping one makes the inputs stamped with it unrenderable.
  for (const key of ["schemaVersions", "uiVersions"] as const) {
    const after = new Set<string>(((b.historicalVersions ?? {})[key] ?? []).map((e: any) => e.version));
    const before = new Set<string>(((a.historicalVersions ?? {})[key] ?? []).map((e: any) => e.version));
    ((a.historicalVersions ?? {})[key] ?? []).forEach((e: any, i: number) => {
      if (!after.has(e.version))
        push(
          "historical-version-removed",
          "breaking",
          `#/x-nuwax/historicalVersions/${key}/${i}`,
          `older version "${e.version}" is no longer upgraded: inputs stamped with it stop rendering`,
          e.version,
          undefined,
        );
    });
    ((b.historicalVersions ?? {})[key] ?? []).forEach((e: any, i: number) => {
      if (!before.has(e.version))
        push(
          "historical-version-added",
          "safe",
          `#/x-nuwax/historicalVersions/${key}/${i}`,
          `older version "${e.version}" is now upgraded`,
          undefined,
          e.version,
        );
    });
  }
  if (a.attachmentDisplay === undefined && b.attachmentDisplay !== undefined) {
    push(
      "attachment-display-added",
      "safe",
      "#/x-nuwax/attachmentDisplay",
      "how a chat shows the files of an answer message is now in the contract",
      undefined,
      b.attachmentDisplay,
    );
  } else {
    const da = (a.attachmentDisplay ?? {}) as Record<string, unknown>;
    const db = (b.attachmentDisplay ?? {}) as Record<string, unknown>;
    for (const key of new Set([...Object.keys(da), ...Object.keys(db)])) {
      if (show(own(da, key)) !== show(own(db, key)))
        push(
          "attachment-display-changed",
          "dangerous",
          `#/x-nuwax/attachmentDisplay/${esc(key)}`,
          `how a chat shows the files of an answer message changed (${key})`,
          own(da, key),
          own(db, key),
        );
    }
  }
  for (const [alias, target] of Object.entries(a.deprecatedBuilderAliases ?? {})) {
    const now = own(b.deprecatedBuilderAliases, alias);
    if (now !== target)
      push(
        now === undefined ? "alias-removed" : "alias-changed",
        "breaking",
        `#/x-nuwax/deprecatedBuilderAliases/${esc(alias)}`,
        `builder alias "${alias}" ${now === undefined ? "removed" : `now maps to ${now}`}`,
        target,
        now,
      );
  }
}

const major = (v: unknown) => (typeof v === "string" ? Number(/^(\d+)\./.exec(v)?.[1]) : NaN);

/**
 * Every change from `base` to `head`, classified. When there are breaking changes the major of
 * x-nuwax.protocolVersion must grow: then they are marked acknowledged; otherwise a
 * `breaking-without-major-bump` change (itself breaking) is added. Throws Error for a contract nested
 * deeper than MAX_DIFF_DEPTH levels.
 */
export function diffContracts(base: JsonSchema, head: JsonSchema): DiffResult {
  for (const [which, schema] of [
    ["base", base],
    ["head", head],
  ] as const) {
    if (nestedDeeperThan(schema, MAX_DIFF_DEPTH))
      throw new Error(
        `the ${which} contract nests arrays and objects deeper than ${MAX_DIFF_DEPTH} levels; no schema needs that many`,
      );
  }
  const changes: Change[] = [];
  const defsA = (isObject(base.$defs) ? base.$defs : {}) as Record<string, JsonSchema>;
  const defsB = (isObject(head.$defs) ? head.$defs : {}) as Record<string, JsonSchema>;
  const dirA = directionsOf(base);
  const dirB = directionsOf(head);
  const xa = (isObject(base["x-nuwax"]) ? base["x-nuwax"] : {}) as Record<string, any>;
  const xb = (isObject(head["x-nuwax"]) ? head["x-nuwax"] : {}) as Record<string, any>;
  const headCatalog = (xb.widgetCatalog ?? []) as Ctx["headCatalog"];
  for (const name of Object.keys(defsA)) {
    const directions = [
      ...new Set([...(dirA.get(name) ?? []), ...(dirB.get(name) ?? [])]),
    ].sort() as Direction[];
    const ctx: Ctx = { changes, directions, headCatalog };
    const pointer = `#/$defs/${esc(name)}`;
    if (!has(defsB, name))
      add(
        ctx,
        "def-removed",
        pointer,
        directions.length ? "breaking" : "dangerous",
        directions.length ? "breaking" : "dangerous",
        `$defs/${name} removed`,
        name,
        undefined,
      );
    else if (isObject(own(defsA, name)) && isObject(own(defsB, name)))
      compareSchema(own(defsA, name), own(defsB, name), pointer, ctx);
  }
  for (const name of Object.keys(defsB)) {
    if (!has(defsA, name))
      changes.push({
        rule: "def-added",
        severity: "safe",
        pointer: `#/$defs/${esc(name)}`,
        message: `$defs/${name} added`,
        after: name,
        directions: dirB.get(name) ?? [],
      });
  }
  if (show(base.$id) !== show(head.$id))
    changes.push({
      rule: "schema-id-changed",
      severity: "breaking",
      pointer: "#/$id",
      message: `$id changed`,
      before: base.$id,
      after: head.$id,
      directions: [],
    });
  compareVendor(xa, xb, changes);

  const breaking = changes.filter((c) => c.severity === "breaking");
  if (breaking.length) {
    if (major(xb.protocolVersion) > major(xa.protocolVersion))
      for (const c of breaking) c.acknowledged = true;
    else {
      changes.push({
        rule: "breaking-without-major-bump",
        severity: "breaking",
        pointer: "#/x-nuwax/protocolVersion",
        message: `${breaking.length} breaking change${breaking.length === 1 ? "" : "s"} but x-nuwax.protocolVersion stays at major ${major(xa.protocolVersion)} (${show(xb.protocolVersion)}): bump the major, or make the change compatible`,
        before: xa.protocolVersion,
        after: xb.protocolVersion,
        directions: [],
      });
    }
  }
  const order = (c: Change) => -RANK[c.severity];
  changes.sort((p, q) => order(p) - order(q));
  // Each side flattened once for all the changes (the SDK readers ask which $defs their types reach).
  const flatA = flattenedOnce(defsA);
  const flatB = flattenedOnce(defsB);
  for (const c of changes)
    c.languages =
      c.rule === "def-removed"
        ? languagesReading(c.pointer, defsA, flatA)
        : languagesReading(c.pointer, defsB, flatB);
  const summary: Record<Severity, number> = { breaking: 0, dangerous: 0, safe: 0 };
  for (const c of changes) summary[c.severity]++;
  return { changes, summary, baseVersion: xa.protocolVersion, headVersion: xb.protocolVersion };
}

/** Whether `result` should fail a `--fail-on` threshold (acknowledged breaking changes do not). */
export function failsOn(result: DiffResult, threshold: Severity | "none"): boolean {
  if (threshold === "none") return false;
  return result.changes.some(
    (c) => !c.acknowledged && RANK[c.severity] >= RANK[threshold] && c.severity !== "safe",
  );
}

/** The 1-based line of a JSON pointer in a contract's text (best effort: the line of its last found key). */
export function lineOf(text: string, pointer: string): number {
  const segments = pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let index = 0;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) continue;
    const found = text.indexOf(`"${segment}"`, index);
    if (found < 0) break;
    index = found;
  }
  return text.slice(0, index).split("\n").length;
}

const LABEL: Record<Severity, string> = { breaking: "BREAKING", dangerous: "DANGEROUS", safe: "safe" };
const brief = (v: unknown) => {
  if (v === undefined) return "—";
  const text = typeof v === "string" ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** Per SDK, how many changes alter its generated output: "typescript (3), python (1)"; "none" when no SDK reads them. */
function impact(changes: Change[]): string {
  const counts = new Map<string, number>();
  for (const c of changes)
    for (const language of c.languages ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
  return counts.size ? [...counts].map(([language, n]) => `${language} (${n})`).join(", ") : "none";
}

/** Renders a diff as text, markdown, json or GitHub workflow annotations. */
export function formatDiff(
  result: DiffResult,
  format: "text" | "markdown" | "json" | "github",
  options: { file?: string; headText?: string; base?: string; head?: string } = {},
): string {
  const { changes, summary } = result;
  const counts = `${summary.breaking} breaking, ${summary.dangerous} dangerous, ${summary.safe} safe`;
  const ack = (c: Change) => (c.acknowledged ? " (acknowledged by the major version bump)" : "");
  switch (format) {
    case "json":
      return JSON.stringify(
        {
          base: options.base,
          head: options.head,
          baseVersion: result.baseVersion,
          headVersion: result.headVersion,
          summary,
          changes,
        },
        null,
        2,
      );
    case "markdown": {
      const lines = [
        `## Contract changes: ${counts}`,
        "",
        `\`${options.base ?? "base"}\` (${result.baseVersion ?? "?"}) → \`${options.head ?? "head"}\` (${result.headVersion ?? "?"})`,
        "",
      ];
      if (changes.length === 0) return [...lines, "No changes."].join("\n");
      lines.push(`SDKs to regenerate: ${impact(changes)}`, "");
      lines.push(
        "| Severity | Rule | Where | Change | Before | After |",
        "| --- | --- | --- | --- | --- | --- |",
      );
      const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
      for (const c of changes) {
        lines.push(
          `| ${LABEL[c.severity]}${c.acknowledged ? " (ack)" : ""} | \`${c.rule}\` | \`${cell(c.pointer)}\` | ${cell(c.message)} | ${cell(brief(c.before))} | ${cell(brief(c.after))} |`,
        );
      }
      return lines.join("\n");
    }
    case "github": {
      const file = options.file ?? "contract/schema.json";
      const escape = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
      const prop = (s: string) => escape(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
      const out = changes.map((c) => {
        const level =
          c.severity === "breaking" && !c.acknowledged
            ? "error"
            : c.severity === "safe"
              ? "notice"
              : "warning";
        const line = options.headText ? `,line=${lineOf(options.headText, c.pointer)}` : "";
        return `::${level} file=${prop(file)}${line},title=${prop(`${c.rule} (${c.severity})`)}::${escape(`${c.pointer}: ${c.message}${ack(c)}`)}`;
      });
      out.push(`Contract changes: ${counts}`);
      return out.join("\n");
    }
    default: {
      const sdks = (c: Change) => (c.languages?.length ? ` {${c.languages.join(", ")}}` : "");
      const lines = changes.map(
        (c) => `${LABEL[c.severity].padEnd(9)} ${c.pointer} [${c.rule}] ${c.message}${ack(c)}${sdks(c)}`,
      );
      lines.push(`${counts} (${result.baseVersion ?? "?"} → ${result.headVersion ?? "?"})`);
      if (changes.length) lines.push(`SDKs to regenerate: ${impact(changes)}`);
      return lines.join("\n");
    }
  }
}
