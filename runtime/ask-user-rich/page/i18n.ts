// The interview page's own words (x-nuwax.uiStrings, the interview* keys, in the five locales of
// x-nuwax.messages) in the interview's language: the agent wrote the title, headers and options in
// one language, and the page's buttons and labels sit beside them, so they follow the same rule as
// the nuwax_ask_question form (runtime/shared/form-locale.ts formLocale: kana → ja-JP; Han →
// the browser's Chinese or Japanese locale, else zh-TW / zh-CN by the characters used; Latin →
// en-US; no letters → the browser's locale). Until the interview is loaded: the browser's locale.
import type { ComponentChildren } from "preact";
import { MESSAGES, type MessageLocale } from "../../contract/formatter.js";
import { UI_STRINGS, type UiStrings } from "../../contract/ui-strings.js";
import { formLocale, type FormWords } from "../../shared/form-locale.js";
import { resolveLocale } from "../../contract/formatter.js";

/** The words of an interview the user reads, shaped as form-locale.ts reads a form's. */
export function interviewWords(spec: {
  title?: unknown;
  intro?: unknown;
  questions?: ReadonlyArray<{ header?: unknown; body?: unknown; options?: ReadonlyArray<{ label?: unknown }> }>;
}): FormWords {
  return {
    title: spec.title,
    description: spec.intro,
    ui: { fields: (spec.questions ?? []).map((q, i) => ({ name: `q${i}`, title: q.header, description: q.body, options: q.options })) },
  };
}

let current: MessageLocale = resolveLocale(typeof navigator === "undefined" ? undefined : navigator.language);
if (typeof document !== "undefined") {
  document.documentElement.lang = current;
  // form.html carries no words of its own: the tab's name until the interview's title arrives.
  document.title = UI_STRINGS[current].interviewEyebrow;
}

/** Sets the page's language from the loaded interview and marks `<html lang>`; returns the locale. */
export function applyInterviewLanguage(spec: Parameters<typeof interviewWords>[0]): MessageLocale {
  current = formLocale(interviewWords(spec), typeof navigator === "undefined" ? undefined : navigator.language);
  if (typeof document !== "undefined") document.documentElement.lang = current;
  return current;
}

/** The page's locale now. */
export const pageLocale = (): MessageLocale => current;
/** The page's words now. */
export const t = (): UiStrings => UI_STRINGS[current];
/** What joins a list in the page's locale ("、" in Chinese and Japanese, ", " in English: x-nuwax.messages listSeparator). */
export const listSeparator = (): string => MESSAGES[current].listSeparator;

/**
 * A UI string whose placeholders hold elements (a key cap, a link) rather than text: the template is
 * filled with one private-use marker per placeholder, then split around the markers, so the
 * translation decides where each element goes. Returns the text runs and the elements in order.
 */
export function withNodes<K extends string>(template: (vars: Record<K, string>) => string, nodes: Record<K, ComponentChildren>): ComponentChildren[] {
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, `\uE000${name}\uE001`])) as Record<K, string>;
  return template(markers)
    .split(/\uE000([^\uE001]*)\uE001/)
    .map((part, k) => (k % 2 ? nodes[part as K] : part));
}
