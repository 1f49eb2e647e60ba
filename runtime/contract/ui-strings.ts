// The form renderer's own UI strings (docs/nuwax-ask-question.md "MCP App"), filled from the contract's templates
// (x-nuwax.uiStrings, as parts in generated/ui-strings.ts): text is inserted as is, never
// HTML-escaped (the renderer puts it in text nodes).

import { MESSAGE_LOCALES, type MessageLocale } from "../../generated/messages.js";
import { UI_STRING_PLACEHOLDERS, UI_STRING_TEMPLATES, type UiStrings } from "../../generated/ui-strings.js";
import { fillCatalog, resolveLocale } from "./formatter.js";

export type { UiStrings } from "../../generated/ui-strings.js";

/** Every locale's UI strings, filled: a key with placeholders is a function of its vars. */
export const UI_STRINGS: Readonly<Record<MessageLocale, UiStrings>> = Object.fromEntries(
  MESSAGE_LOCALES.map((locale) => [locale, fillCatalog<UiStrings>(UI_STRING_TEMPLATES[locale], UI_STRING_PLACEHOLDERS)]),
) as Record<MessageLocale, UiStrings>;

/**
 * The UI strings for a BCP 47 tag, resolved as the answer message resolves it (resolveLocale:
 * exact tag, x-nuwax.localeAliases, shorter tags, then the contract's default locale).
 */
export function uiStringsFor(locale?: string): UiStrings {
  return UI_STRINGS[resolveLocale(locale)];
}
