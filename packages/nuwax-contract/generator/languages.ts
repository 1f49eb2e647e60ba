/**
 * The languages `generate` emits an SDK for, and which parts of the contract each one's generated
 * output reads: `nuwax-contract diff` names, for every change, the SDKs it regenerates
 * (docs/sdks.md). A language's generated folder is `generated/<folder>/` ("" for TypeScript's
 * top-level files).
 */
import type { JsonSchema } from "./schema-tools.js";
import { pythonReads } from "./python.js";
import { javaReads, utsReads } from "./sdks.js";

export interface SdkLanguage {
  name: string;
  folder: string;
  /**
   * Whether a change at `pointer` changes this language's generated output (`defs`: the contract's $defs;
   * `flat`, when given, returns them flattened, see schema-tools.ts flattenedOnce).
   */
  reads: (
    pointer: string,
    defs: Record<string, JsonSchema>,
    flat?: () => Record<string, JsonSchema>,
  ) => boolean;
}

export const SDK_LANGUAGES: readonly SdkLanguage[] = [
  // types.ts, validators.js, the builder, formatter, tools and CONTRACT.md read the whole contract.
  { name: "typescript", folder: "", reads: () => true },
  { name: "python", folder: "python", reads: pythonReads },
  { name: "java", folder: "java", reads: javaReads },
  { name: "uts", folder: "uts", reads: utsReads },
];

/** The SDKs a change at `pointer` regenerates, in SDK_LANGUAGES order (`flat`: see SdkLanguage.reads). */
export function languagesReading(
  pointer: string,
  defs: Record<string, JsonSchema>,
  flat?: () => Record<string, JsonSchema>,
): string[] {
  return SDK_LANGUAGES.filter((language) => language.reads(pointer, defs, flat)).map(
    (language) => language.name,
  );
}
