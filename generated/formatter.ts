// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// The answer-message formatter (seed 000, 客户端恢复消息格式). Message templates come from
// x-nuwax.messages and were compiled at generation time into the functions below: user text is
// inserted as is, never HTML-escaped.

import { CONSTANTS, DEFAULTS, type FormField, type McpAskResponse } from "./types.js";
import { customTextKey, effectiveWidget, widgetCatalogEntry } from "./widgets.js";

/** Locales with answer-message templates, in contract order. */
export const MESSAGE_LOCALES = ["zh-CN", "zh-TW", "en", "ja"] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** Locale tags mapped to a template locale before falling back to the primary language (x-nuwax.localeAliases). */
export const LOCALE_ALIASES: Readonly<Record<string, MessageLocale>> = {
  zh: "zh-CN",
  "zh-Hans": "zh-CN",
  "zh-SG": "zh-CN",
  "zh-Hant": "zh-TW",
  "zh-HK": "zh-TW",
  "zh-MO": "zh-TW",
};

/** The message templates of one locale. */
export interface MessageCatalog {
  /** First line of a submitted answer. */
  submittedHeader: (vars: { title: string }) => string;
  /** One answered field. */
  fieldLine: (vars: { label: string; value: string }) => string;
  /** A submitted form with no fields and no answers. */
  emptyForm: (vars: { title: string }) => string;
  /** The user cancelled. */
  cancelled: (vars: { title: string }) => string;
  /** The user skipped. */
  skipped: (vars: { title: string }) => string;
  /** Nobody answered in time. */
  timedOut: (vars: { title: string }) => string;
  /** An empty value. */
  notProvided: string;
  /** Boolean true. */
  yes: string;
  /** Boolean false. */
  no: string;
  /** Joins the items of an array value. */
  listSeparator: string;
  /** Joins field lines. */
  lineSeparator: string;
  /** Between the header and the field lines. */
  headerSeparator: string;
}

/** Every locale's compiled templates. */
export const MESSAGES: Readonly<Record<MessageLocale, MessageCatalog>> = {
  "zh-CN": {
    submittedHeader: (vars) => "我已填写「" + vars.title + "」，表单内容如下：",
    fieldLine: (vars) => vars.label + "：" + vars.value,
    emptyForm: (vars) => "我已提交「" + vars.title + "」，表单没有需要填写的内容。",
    cancelled: (vars) => "我取消了「" + vars.title + "」。",
    skipped: (vars) => "我跳过了「" + vars.title + "」。",
    timedOut: (vars) => "「" + vars.title + "」已超时，没有收到表单答案。",
    notProvided: "未填写",
    yes: "是",
    no: "否",
    listSeparator: "、",
    lineSeparator: "\n",
    headerSeparator: "\n\n",
  },
  "zh-TW": {
    submittedHeader: (vars) => "我已填寫「" + vars.title + "」，表單內容如下：",
    fieldLine: (vars) => vars.label + "：" + vars.value,
    emptyForm: (vars) => "我已提交「" + vars.title + "」，表單沒有需要填寫的內容。",
    cancelled: (vars) => "我取消了「" + vars.title + "」。",
    skipped: (vars) => "我跳過了「" + vars.title + "」。",
    timedOut: (vars) => "「" + vars.title + "」已逾時，沒有收到表單答案。",
    notProvided: "未填寫",
    yes: "是",
    no: "否",
    listSeparator: "、",
    lineSeparator: "\n",
    headerSeparator: "\n\n",
  },
  en: {
    submittedHeader: (vars) => 'I filled in "' + vars.title + '". My answers:',
    fieldLine: (vars) => vars.label + ": " + vars.value,
    emptyForm: (vars) => 'I submitted "' + vars.title + '"; the form had nothing to fill in.',
    cancelled: (vars) => 'I cancelled "' + vars.title + '".',
    skipped: (vars) => 'I skipped "' + vars.title + '".',
    timedOut: (vars) => '"' + vars.title + '" timed out; no answer was received.',
    notProvided: "Not provided",
    yes: "Yes",
    no: "No",
    listSeparator: ", ",
    lineSeparator: "\n",
    headerSeparator: "\n\n",
  },
  ja: {
    submittedHeader: (vars) => "「" + vars.title + "」に回答しました。内容は次のとおりです：",
    fieldLine: (vars) => vars.label + "：" + vars.value,
    emptyForm: (vars) => "「" + vars.title + "」を送信しました。入力する項目はありませんでした。",
    cancelled: (vars) => "「" + vars.title + "」をキャンセルしました。",
    skipped: (vars) => "「" + vars.title + "」をスキップしました。",
    timedOut: (vars) => "「" + vars.title + "」はタイムアウトしました。フォームの回答は届いていません。",
    notProvided: "未入力",
    yes: "はい",
    no: "いいえ",
    listSeparator: "、",
    lineSeparator: "\n",
    headerSeparator: "\n\n",
  },
};

/**
 * The template locale for a BCP 47 tag: an exact match, then x-nuwax.localeAliases, then the
 * primary language subtag (en-US → en), else the contract's default locale (zh-CN).
 */
export function resolveLocale(locale?: string): MessageLocale {
  if (typeof locale !== "string" || !locale) return CONSTANTS.defaultLocale as MessageLocale;
  const tag = locale.replace(/_/g, "-");
  const exact = MESSAGE_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  for (let parts = tag.split("-"); parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join("-");
    const alias = Object.keys(LOCALE_ALIASES).find((key) => key.toLowerCase() === candidate.toLowerCase());
    if (alias) return LOCALE_ALIASES[alias]!;
    const direct = MESSAGE_LOCALES.find((l) => l.toLowerCase() === candidate.toLowerCase());
    if (direct) return direct;
  }
  return CONSTANTS.defaultLocale as MessageLocale;
}

/** The parts of a question the formatter reads (a rawInput or an agent input both fit). */
export interface FormattableQuestion {
  title?: string;
  ui?: { title?: string; fields?: ReadonlyArray<Partial<FormField> & { name: string }> };
}

/** The parts of the client's answer the formatter reads. */
export type FormattableResponse = Pick<McpAskResponse, "action" | "formData">;

/** The actions a response may carry ($defs/McpAskResponse.action). */
const ACTIONS = ["submit", "cancel", "skip", "timeout"] as const;

/** Own property only: a field named "constructor" must not read Object.prototype.constructor. */
const own = (data: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(data, key) ? data[key] : undefined;

/** Keeps a multi-line value inside its own line: continuation lines are indented by two spaces. */
const indentContinuation = (value: string): string => value.replace(/\r?\n/g, "\n  ");

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * Turns the user's answer into the chat message sent as the next user turn (seed 000,
 * 客户端恢复消息格式):
 * - submit: the header 我已填写「{title}」，表单内容如下： then one `{label}：{value}` line per
 *   field of ui.fields in order, then keys of formData not in ui.fields in insertion order;
 *   a form with no fields and no answers gives the emptyForm sentence.
 * - cancel / skip / timeout: one sentence each.
 * title is the question's title, else ui.title. label is the field's title, else its name.
 * Values: choice widgets show option labels; arrays are joined with 、 (", " in en); booleans are
 * 是 / 否; empty values are 未填写; files show their names, else URLs; radio-with-custom shows the
 * custom text (otherField), never the otherValue marker. No JSON code block.
 *
 * `options.locale` is a BCP 47 tag (zh-CN default; zh-TW, en, ja; others via resolveLocale).
 */
export function formatMcpAskResumeMessage(
  input: FormattableQuestion,
  response: FormattableResponse,
  options: { locale?: string } = {},
): string {
  const m = MESSAGES[resolveLocale(options.locale)];
  const title = input.title || input.ui?.title || "";
  switch (response.action) {
    case "cancel":
      return m.cancelled({ title });
    case "skip":
      return m.skipped({ title });
    case "timeout":
      return m.timedOut({ title });
    case "submit":
      break;
    default:
      throw new TypeError(
        `formatMcpAskResumeMessage: unknown action ${JSON.stringify(response.action)}; use one of ${ACTIONS.join(", ")}`,
      );
  }
  const formData = response.formData ?? {};
  if (typeof formData !== "object" || formData === null || Array.isArray(formData)) {
    throw new TypeError(
      `formatMcpAskResumeMessage: formData must be an object keyed by field name, got ${JSON.stringify(formData)}`,
    );
  }
  const fields = input.ui?.fields ?? [];
  const consumed = new Set<string>();
  const lines: string[] = [];
  for (const field of fields) {
    consumed.add(field.name);
    const entry = widgetCatalogEntry(effectiveWidget(field) ?? "");
    if (entry && "allowCustom" in entry.requires) consumed.add(customTextKey(field));
    const value = formatFieldValue(field, own(formData, field.name), formData, m);
    lines.push(m.fieldLine({ label: field.title || field.name, value: indentContinuation(value) }));
  }
  for (const [key, value] of Object.entries(formData)) {
    if (consumed.has(key)) continue;
    lines.push(m.fieldLine({ label: key, value: indentContinuation(formatPlainValue(value, m)) }));
  }
  if (lines.length === 0) return m.emptyForm({ title });
  return m.submittedHeader({ title }) + m.headerSeparator + lines.join(m.lineSeparator);
}

/**
 * The text shown for one field's value, by the widget's catalog `answerDisplay`
 * (text, number, optionLabel, optionLabels, fileNames, optionLabelOrCustom).
 */
export function formatFieldValue(
  field: Partial<FormField> & { name: string },
  value: unknown,
  formData: Record<string, unknown>,
  m: MessageCatalog,
): string {
  const entry = widgetCatalogEntry(effectiveWidget(field) ?? "");
  const labelOf = (v: unknown): string => {
    const option = field.options?.find(
      (o) => o.value === v || (typeof v === "number" && o.value === String(v)),
    );
    return option ? option.label : formatPlainValue(v, m);
  };
  switch (entry?.answerDisplay) {
    case "optionLabelOrCustom": {
      const marker = field.otherValue ?? DEFAULTS.FormFieldInput.otherValue;
      if (value === marker) {
        const custom = own(formData, customTextKey(field));
        return isEmpty(custom) ? m.notProvided : formatPlainValue(custom, m);
      }
      return isEmpty(value) ? m.notProvided : labelOf(value);
    }
    case "optionLabel":
      return isEmpty(value) ? m.notProvided : labelOf(value);
    case "optionLabels":
      if (isEmpty(value)) return m.notProvided;
      return (Array.isArray(value) ? value : [value]).map(labelOf).join(m.listSeparator);
    case "fileNames":
      if (isEmpty(value)) return m.notProvided;
      return (
        (Array.isArray(value) ? value : [value])
          .map(fileName)
          .filter((n) => n !== "")
          .join(m.listSeparator) || m.notProvided
      );
    default:
      return formatPlainValue(value, m);
  }
}

/** Any value without a widget: 未填写 for empty, 是/否 for booleans, arrays joined, files by name. */
export function formatPlainValue(value: unknown, m: MessageCatalog): string {
  if (isEmpty(value)) return m.notProvided;
  if (typeof value === "boolean") return value ? m.yes : m.no;
  if (Array.isArray(value)) return value.map((v) => formatPlainValue(v, m)).join(m.listSeparator);
  if (typeof value === "object") {
    const file = fileName(value);
    return file || JSON.stringify(value);
  }
  return String(value);
}

/**
 * A file's display name: `name` (or antd's `fileName`), else `url`; a data URL shows its `name=`
 * parameter; any other string is shown as is (a URL or a name).
 */
export function fileName(file: unknown): string {
  if (typeof file === "string") {
    const dataName = /^data:[^,]*;name=([^;,]+)/.exec(file);
    if (dataName) {
      try {
        return decodeURIComponent(dataName[1]!);
      } catch {
        return dataName[1]!; // not valid percent-encoding: show it as written
      }
    }
    return file.startsWith("data:") ? "" : file;
  }
  if (typeof file === "object" && file !== null) {
    const f = file as Record<string, unknown>;
    for (const key of ["name", "fileName", "url"])
      if (typeof f[key] === "string" && f[key]) return f[key] as string;
  }
  return "";
}
