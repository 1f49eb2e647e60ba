/**
 * A stand-in for uni-app x's UTSJSONObject at run time (tests only; docs/sdks.md "UTS SDK"), so the UTS
 * SDK's source runs under Node: a Map in insertion order (so integer-like keys keep their place, as in
 * uni-app x, where JavaScript objects list them first). utsJson() turns parsed JSON into what
 * uni-app x's JSON.parse gives: objects become UTSJSONObject (recursively), arrays stay arrays.
 */
export class UTSJSONObject {
  readonly #entries = new Map<string, unknown>();

  get(key: string): unknown {
    return this.#entries.has(key) ? this.#entries.get(key) : null;
  }

  set(key: string, value: unknown): void {
    this.#entries.set(key, value);
  }

  toMap(): Map<string, unknown> {
    return new Map(this.#entries);
  }

  /** What JSON.stringify writes for it: its entries, as uni-app x's JSON.stringify does. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of this.#entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    return out;
  }
}

/** Parsed JSON as uni-app x holds it: every plain object a UTSJSONObject. */
export function utsJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(utsJson);
  if (typeof value === "object" && value !== null) {
    const out = new UTSJSONObject();
    for (const [key, item] of Object.entries(value)) out.set(key, utsJson(item));
    return out;
  }
  return value;
}

/** Plain JS objects (any depth) from what the UTS source returns: UTSJSONObject entries, arrays and records with their own keys. */
export function fromUts(value: unknown): unknown {
  if (value instanceof UTSJSONObject) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value.toMap()) Object.defineProperty(out, key, { value: fromUts(item), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (Array.isArray(value)) return value.map(fromUts);
  return value;
}

/** uni-app x's JSON.parse: objects become UTSJSONObject (the loader points the UTS source's JSON.parse here). */
export function utsJsonParse(text: string): unknown {
  return utsJson(JSON.parse(text));
}

/** The name the loader gives uni-app x's JSON.parse in the transpiled UTS source. */
export const UTS_JSON_PARSE_GLOBAL = "__utsJsonParse";

/** Installs UTSJSONObject and uni-app x's JSON.parse as globals, as uni-app x has them. */
export function installUtsShim(): void {
  (globalThis as { UTSJSONObject?: unknown }).UTSJSONObject = UTSJSONObject;
  (globalThis as Record<string, unknown>)[UTS_JSON_PARSE_GLOBAL] = utsJsonParse;
}
