/**
 * A stand-in for uni-app x's UTSJSONObject at run time (tests only; docs/sdks.md "UTS SDK"), so the UTS
 * SDK's source runs under Node: a Map in insertion order. utsJson() turns parsed JSON into what
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

/** Installs UTSJSONObject as a global, as uni-app x has it. */
export function installUtsShim(): void {
	(globalThis as { UTSJSONObject?: unknown }).UTSJSONObject = UTSJSONObject;
}
