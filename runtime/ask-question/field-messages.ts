/**
 * What the user reads under a field that breaks its rules, and the rule hints under every field.
 * checkMcpAskFormData decides what is wrong; its message and fix are English for the developer,
 * so the renderer shows the user the x-nuwax.uiStrings text of the problem's code
 * (`#/$defs/FormDataProblemCode`) in the form's language, filled from the field's own limits.
 * Pure, browser-safe.
 */
import type { FormDataProblemCode, ValidationProblem } from "../../generated/types.js";
import type { UiStrings } from "../contract/ui-strings.js";
import type { ResolvedFormField } from "../contract/widgets.js";
import { formatBytes } from "./answers.js";

type Limits = Record<string, unknown>;

/** A number field's bounds as symbols every locale reads (≥ 1, < 10, × 5). */
export function numberRules(field: ResolvedFormField): string[] {
  const f = field as Limits;
  const out: string[] = [];
  if (typeof f.minimum === "number") out.push(`≥ ${f.minimum}`);
  if (typeof f.exclusiveMinimum === "number") out.push(`> ${f.exclusiveMinimum}`);
  if (typeof f.maximum === "number") out.push(`≤ ${f.maximum}`);
  if (typeof f.exclusiveMaximum === "number") out.push(`< ${f.exclusiveMaximum}`);
  if (typeof f.multipleOf === "number") out.push(`× ${f.multipleOf}`);
  return out;
}

/**
 * A file input's `accept` (comma-separated MIME types and extensions, HTML's accept attribute) in the
 * user's words: image/*, video/*, audio/* → strings.fileKindImages / Videos / Audio; ".pdf" → "PDF";
 * "application/pdf" → "PDF" (a MIME subtype in capitals, the part after the last "." or "+": a
 * "vnd.openxmlformats-…document" type → "DOCUMENT"); duplicates once, joined with `separator`.
 */
export function acceptText(accept: string, strings: UiStrings, separator = ", "): string {
  const kinds: Record<string, string> = { "image/*": strings.fileKindImages, "video/*": strings.fileKindVideos, "audio/*": strings.fileKindAudio };
  const words = accept
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => kinds[part] ?? (part.startsWith(".") ? part.slice(1).toUpperCase() : (part.split("/")[1] ?? part).split(/[.+]/).pop()!.toUpperCase()));
  return [...new Set(words)].join(separator);
}

/**
 * Hints from the field's constraints (code points for lengths, bytes for files), in the user's
 * locale where words are needed; `separator` joins the kinds of files a field accepts (the locale's listSeparator).
 */
export function hints(field: ResolvedFormField, strings: UiStrings, separator = ", "): string[] {
  const f = field as Limits;
  const out: string[] = [];
  if (f.type === "integer") out.push(strings.integer);
  out.push(...numberRules(field));
  if (typeof f.minLength === "number") out.push(strings.minLength({ count: String(f.minLength) }));
  if (typeof f.maxLength === "number") out.push(strings.maxLength({ count: String(f.maxLength) }));
  if (typeof f.accept === "string" && f.accept.trim()) out.push(strings.acceptHint({ types: acceptText(f.accept, strings, separator) }));
  if (typeof f.maxFileSize === "number") out.push(strings.maxFileSize({ size: formatBytes(f.maxFileSize) }));
  return out;
}

/** The user's words for each code: a code the contract adds makes this table fail to type-check until it has its text. */
const TEXTS: Record<FormDataProblemCode, (strings: UiStrings, f: Limits, field: ResolvedFormField) => string> = {
  required: (s) => s.problemRequired,
  not_text: (s) => s.problemNotText,
  not_a_number: (s) => s.problemNotNumber,
  not_a_list: (s) => s.problemNotList,
  not_a_file: (s) => s.problemNotFile,
  out_of_range: (s, _f, field) => s.problemOutOfRange({ rules: numberRules(field).join(" · ") }),
  not_an_integer: (s) => s.problemNotInteger,
  too_short: (s, f) => s.problemTooShort({ count: String(f.minLength) }),
  too_long: (s, f) => s.problemTooLong({ count: String(f.maxLength) }),
  pattern_mismatch: (s) => s.problemPattern,
  not_an_option: (s) => s.problemNotOption,
  custom_text_missing: (s) => s.problemCustomText,
  too_many_files: (s) => s.problemTooManyFiles,
  file_too_large: (s, f) => s.problemFileTooLarge({ size: typeof f.maxFileSize === "number" ? formatBytes(f.maxFileSize) : "" }),
  not_an_object: (s) => s.problemNotObject,
  duplicate_option: (s) => s.problemDuplicateOption,
  too_many_picks: (s) => s.problemTooManyPicks,
  unknown_field: (s) => s.problemUnknownField,
};

/**
 * The text shown under `field` for `problem`. A problem without a code this renderer knows (a newer
 * contract's rule) gets the generic "does not fit" text, never the English developer message.
 */
export function problemText(problem: ValidationProblem, field: ResolvedFormField, strings: UiStrings): string {
  const text = problem.code && Object.hasOwn(TEXTS, problem.code) ? TEXTS[problem.code] : undefined;
  return text ? text(strings, field as Limits, field) : strings.problemOther;
}
