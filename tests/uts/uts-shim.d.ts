// The part of uni-app x's UTS runtime that generated/uts/ uses, declared for `tsc --strict`
// (docs/sdks.md "UTS SDK"). A real uni-app x build provides these; this shim stands in for them here.

/** uni-app x's free-form JSON object (what JSON.parse returns for an object without a type). */
declare class UTSJSONObject {
  constructor();
  /** The value of a key, or null when it is absent. */
  get(key: string): any | null;
  set(key: string, value: any | null): void;
  /** The entries, in insertion order. */
  toMap(): Map<string, any | null>;
}
