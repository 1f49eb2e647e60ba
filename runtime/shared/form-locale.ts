/**
 * The language of the renderer's own words (buttons, hints, errors: x-nuwax.uiStrings). The form
 * has no locale field; its own words (title, labels, options, its submit / cancel / skip labels)
 * are in the language the agent wrote them in, and they sit beside the renderer's words. So the
 * renderer speaks the form's language when the form's script says which it is, else the host's:
 * a Chinese form in an en-US host (or in the delivery browser of an English system) gets Chinese
 * buttons and errors beside its own Chinese labels, never "Next" beside "取消".
 *
 * - kana in the form's words → ja-JP;
 * - Han (with at least a third as many Han characters as Latin letters: "React" in a Chinese form
 *   stays Chinese) → the host's locale when it is Chinese or Japanese, else Traditional or
 *   Simplified Chinese by which of their characters the form uses (zh-TW / zh-CN);
 * - Latin letters → en-US, the one Latin-script locale of x-nuwax.messages;
 * - no letters at all (numbers, emoji) → the host's locale.
 * The answer message the app sends is not affected: it is the host's (resolveLocale(host)), as the
 * DockPanel writes it in the chat's language. Pure, browser-safe.
 */
import { resolveLocale, type MessageLocale } from "../contract/formatter.js";

/** The parts of a form whose words the user reads (a canonical rawInput or anything shaped like one). */
export interface FormWords {
  title?: unknown;
  description?: unknown;
  ui?: {
    title?: unknown;
    description?: unknown;
    submitLabel?: unknown;
    cancelLabel?: unknown;
    skipLabel?: unknown;
    fields?: ReadonlyArray<unknown>;
    steps?: ReadonlyArray<unknown>;
  };
}

/** Every user-visible text the agent wrote into the form. */
function formTexts(input: FormWords): string[] {
  const out: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") out.push(value);
  };
  const ui = input.ui ?? {};
  [input.title, input.description, ui.title, ui.description, ui.submitLabel, ui.cancelLabel, ui.skipLabel].forEach(add);
  for (const field of ui.fields ?? []) {
    if (typeof field !== "object" || field === null) continue;
    const f = field as Record<string, unknown>;
    // The label is the title, else the field's name (main.tsx shows `field.title || field.name`).
    [typeof f.title === "string" && f.title ? f.title : f.name, f.description, f.placeholder].forEach(add);
    if (Array.isArray(f.options)) for (const o of f.options) add((o as { label?: unknown } | null)?.label);
  }
  for (const step of ui.steps ?? []) {
    const s = step as Record<string, unknown> | null;
    [s?.title, s?.description].forEach(add);
  }
  return out;
}

// A few very common characters that differ between the two Chinese scripts (same words, same order).
const TRADITIONAL = "這們個與為請選擇檔輸說時會過來對還麼點問題發環測試項開關頁單號應該產務內訊";
const SIMPLIFIED = "这们个与为请选择档输说时会过来对还么点问题发环测试项开关页单号应该产务内讯";

/** The script of the form's own words, or undefined when they have no letters. */
export function formScript(input: FormWords): "han" | "kana" | "latin" | undefined {
  const text = formTexts(input).join(" ");
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  if (count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 0) return "kana";
  const han = count(/\p{Script=Han}/gu);
  const latin = count(/\p{Script=Latin}/gu);
  if (han > 0 && han * 3 >= latin) return "han";
  if (latin > 0) return "latin";
  return han > 0 ? "han" : undefined;
}

/** The locale of the renderer's own words for this form in this host (see the file comment). */
export function formLocale(input: FormWords, hostLocale?: string): MessageLocale {
  const host = resolveLocale(hostLocale);
  const script = formScript(input);
  if (script === "kana") return "ja-JP";
  if (script === "latin") return "en-US";
  if (script !== "han") return host;
  if (host.startsWith("zh") || host === "ja-JP") return host;
  const text = formTexts(input).join("");
  const traditional = [...text].filter((c) => TRADITIONAL.includes(c)).length;
  const simplified = [...text].filter((c) => SIMPLIFIED.includes(c)).length;
  return traditional > simplified ? "zh-TW" : "zh-CN";
}
