// The answer-message formatter, its recogniser, the chat-history pairing and the chat bubble's
// display helpers (docs/sdks.md "Client-side kit"; docs/dockpanel.md). Message templates come from
// x-nuwax.messages, x-nuwax.historicalSignatures and x-nuwax.requestIdMarkers (generated/messages.ts,
// as parts) and are filled by fillTemplate below: user text is inserted as is, never HTML-escaped. The
// display data is x-nuwax.attachmentDisplay. The output is the nuwax web DockPanel's own answer
// message, byte for byte.

import { DEFAULTS, type FormField, type McpAskHistoryMessage, type McpAskRespondAction, type McpAskRespondPayload, type McpAskResponseStatus } from "../../generated/types.js";
import {
  ATTACHMENT_DISPLAY,
  DEFAULT_MESSAGE_LOCALE,
  HISTORICAL_SIGNATURE_TEMPLATES,
  LOCALE_ALIASES,
  MESSAGE_LOCALES,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_TEMPLATES,
  REQUEST_ID_MARKER_TEMPLATES,
  SUBMIT_OPENINGS,
  WRITTEN_REQUEST_ID_MARKER_TEMPLATE,
  MESSAGE_DIALECTS,
  DIALECT_TEMPLATES,
  type MessageCatalog,
  type MessageDialect,
  type MessageLocale,
} from "../../generated/messages.js";
import { customTextKey, effectiveWidget, widgetCatalogEntry } from "./widgets.js";

export { ATTACHMENT_DISPLAY, LOCALE_ALIASES, MESSAGE_LOCALES, type MessageCatalog, type MessageLocale } from "../../generated/messages.js";

/**
 * A template stored as parts (text, placeholder name, text, …; generated/messages.ts) filled with
 * `vars`: each placeholder's value inserted as is (no escaping), a missing one as "undefined", as
 * string concatenation does.
 */
export function fillTemplate(parts: readonly string[], vars: Readonly<Record<string, unknown>>): string {
  let out = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 2) out += String(vars[parts[i]!]) + (parts[i + 1] ?? "");
  return out;
}

/**
 * One catalog of filled templates from their parts: a key with placeholders in `placeholders`
 * becomes a function of its vars, any other key its text. Shared with the UI strings.
 */
export function fillCatalog<C>(templates: Readonly<Record<string, readonly string[]>>, placeholders: Readonly<Record<string, readonly string[]>>): C {
  const out: Record<string, unknown> = {};
  for (const [key, parts] of Object.entries(templates)) {
    out[key] = placeholders[key]?.length ? (vars: Readonly<Record<string, unknown>>) => fillTemplate(parts, vars) : fillTemplate(parts, {});
  }
  return out as C;
}

/** Every locale's templates, filled (x-nuwax.messages). */
export const MESSAGES: Readonly<Record<MessageLocale, MessageCatalog>> = Object.fromEntries(
  MESSAGE_LOCALES.map((locale) => [locale, fillCatalog<MessageCatalog>(MESSAGE_TEMPLATES[locale], MESSAGE_PLACEHOLDERS)]),
) as Record<MessageLocale, MessageCatalog>;

/** An opening that clients sent in the past for one action; recognised, never written (x-nuwax.historicalSignatures). */
export interface HistoricalSignature {
  action: McpAskRespondAction;
  /** Who sent it. */
  source: string;
  signature: (vars: { title: string }) => string;
}

/** Openings of answer messages older clients sent, still recognised by isMcpAskResumeMessage. */
export const HISTORICAL_SIGNATURES: readonly HistoricalSignature[] = HISTORICAL_SIGNATURE_TEMPLATES.map(({ action, source, parts }) => ({
  action: action as McpAskRespondAction,
  source,
  signature: (vars: { title: string }) => fillTemplate(parts, vars),
}));

/** A marker clients append to an answer message to name the question it answers (x-nuwax.requestIdMarkers). */
export interface RequestIdMarker {
  /** Who wrote it. */
  source: string;
  /** The marker for one requestId. */
  marker: (vars: { requestId: string }) => string;
  /** The text every such marker starts with, whatever the requestId. */
  prefix: string;
}

/** Request-id markers clients append to answer messages; all recognised, one written on request (WRITTEN_REQUEST_ID_MARKER). */
export const REQUEST_ID_MARKERS: readonly RequestIdMarker[] = REQUEST_ID_MARKER_TEMPLATES.map(({ source, parts, prefix }) => ({
  source,
  marker: (vars: { requestId: string }) => fillTemplate(parts, vars),
  prefix,
}));

/**
 * The marker formatMcpAskResumeMessage appends with `requestIdMarker: true` (the
 * x-nuwax.requestIdMarkers entry with writeSeparator), or undefined when the contract names none.
 */
export const WRITTEN_REQUEST_ID_MARKER: { source: string; separator: string; marker: (vars: { requestId: string }) => string } | undefined = WRITTEN_REQUEST_ID_MARKER_TEMPLATE
  ? { source: WRITTEN_REQUEST_ID_MARKER_TEMPLATE.source, separator: WRITTEN_REQUEST_ID_MARKER_TEMPLATE.separator, marker: (vars) => fillTemplate(WRITTEN_REQUEST_ID_MARKER_TEMPLATE!.parts, vars) }
  : undefined;

/**
 * The text formatMcpAskResumeMessage appends for `requestId` with `requestIdMarker: true`: the
 * separator, then the marker (the newest web client's `\n<!--nuwax-mcp-ask-request-id:ID-->`,
 * its buildMcpAskRequestIdMarker). Throws TypeError for an empty or non-string requestId, and when
 * the contract names no marker to write.
 */
export function buildMcpAskRequestIdMarker(requestId: string): string {
  if (typeof requestId !== "string" || requestId === "") throw new TypeError(`buildMcpAskRequestIdMarker: requestId must be a non-empty string, got ${String(JSON.stringify(requestId)).slice(0, 100)}`);
  if (!WRITTEN_REQUEST_ID_MARKER) throw new TypeError("buildMcpAskRequestIdMarker: the contract names no marker to write (x-nuwax.requestIdMarkers: no entry has writeSeparator)");
  return WRITTEN_REQUEST_ID_MARKER.separator + WRITTEN_REQUEST_ID_MARKER.marker({ requestId });
}

export { MESSAGE_DIALECTS, type MessageDialect } from "../../generated/messages.js";

/** A dialect's catalog: the message templates and the order of the keys a file object is shown by. */
export type DialectMessageCatalog = MessageCatalog & { readonly fileNameKeys: readonly string[] };

/** Every dialect's filled templates per locale (x-nuwax.messages with the dialect's overrides, x-nuwax.dialects). */
export const DIALECT_MESSAGES: Readonly<Record<MessageDialect, Readonly<Record<MessageLocale, DialectMessageCatalog>>>> = Object.fromEntries(
  MESSAGE_DIALECTS.map((dialect) => [
    dialect,
    Object.fromEntries(MESSAGE_LOCALES.map((locale) => [locale, { ...fillCatalog<MessageCatalog>(DIALECT_TEMPLATES[dialect].templates[locale], MESSAGE_PLACEHOLDERS), fileNameKeys: DIALECT_TEMPLATES[dialect].fileNameKeys }])),
  ]),
) as Record<MessageDialect, Record<MessageLocale, DialectMessageCatalog>>;

/** The dialect for a name: one of MESSAGE_DIALECTS, else TypeError naming them. */
function resolveDialect(dialect: unknown): MessageDialect {
  if (dialect === undefined) return MESSAGE_DIALECTS[0];
  if (typeof dialect === "string" && (MESSAGE_DIALECTS as readonly string[]).includes(dialect)) return dialect as MessageDialect;
  throw new TypeError(`formatMcpAskResumeMessage: unknown dialect ${String(JSON.stringify(dialect)).slice(0, 100)}; use one of ${MESSAGE_DIALECTS.join(", ")}`);
}

/** The message each action writes; for submit, its first line (the header). */
const SIGNATURE_KEY = { submit: "submittedHeader", cancel: "cancelled", skip: "skipped", timeout: "timedOut" } as const satisfies Record<
  McpAskRespondAction,
  keyof MessageCatalog
>;

/** The actions a payload may carry (`#/$defs/McpAskRespondAction`). */
const ACTIONS = Object.keys(SIGNATURE_KEY) as McpAskRespondAction[];

/**
 * The template locale for a BCP 47 tag (case and `_` tolerated): an exact match, then
 * x-nuwax.localeAliases, then the tag with its last subtag dropped, and so on (en-GB → en →
 * en-US); anything else, and a missing tag, gives the contract's default locale (x-nuwax.constants.defaultLocale).
 */
export function resolveLocale(locale?: string): MessageLocale {
  if (typeof locale !== "string" || !locale) return DEFAULT_MESSAGE_LOCALE;
  const tag = locale.replace(/_/g, "-").toLowerCase();
  for (let parts = tag.split("-"); parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join("-");
    const direct = MESSAGE_LOCALES.find((l) => l.toLowerCase() === candidate);
    if (direct) return direct;
    const alias = Object.keys(LOCALE_ALIASES).find((key) => key.toLowerCase() === candidate);
    if (alias) return LOCALE_ALIASES[alias]!;
  }
  return DEFAULT_MESSAGE_LOCALE;
}

/** The parts of a question the formatter reads (a rawInput, an agent input, or `McpAskInteraction.input`). */
export interface FormattableQuestion {
  /** Tells this question's request-id marker from another question's (x-nuwax.requestIdMarkers). */
  requestId?: string;
  title?: string;
  ui?: { title?: string; fields?: ReadonlyArray<Partial<FormField> & { name: string }> };
}

/** The parts of the client's respond payload the formatter reads (`#/$defs/McpAskRespondPayload`). */
export type FormattablePayload = Pick<McpAskRespondPayload, "action" | "formData">;

/** Own property only: a field named "constructor" must not read Object.prototype.constructor. */
const own = (data: Record<string, unknown>, key: string): unknown => (Object.hasOwn(data, key) ? data[key] : undefined);

/** Keeps a multi-line value inside its own line: continuation lines are indented by two spaces. */
const indentContinuation = (value: string): string => value.replace(/\r?\n/g, "\n  ");

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The title an answer message names: the question's title, else ui.title, else the locale's
 * defaultTitle (`x-nuwax.messages.<locale>.defaultTitle`, e.g. 这次提问 / This question).
 */
export function resolveMcpAskResumeTitle(input: FormattableQuestion, options: { locale?: string } = {}): string {
  return input.title || input.ui?.title || MESSAGES[resolveLocale(options.locale)].defaultTitle;
}

/**
 * Turns the user's answer into the chat message sent as the next user turn, exactly as the nuwax
 * web DockPanel writes it (docs/dockpanel.md; templates in x-nuwax.messages):
 * - submit: the header (我已填写「{title}」，表单内容如下：), then on the next lines one
 *   fieldLine `{label}：{value}` per field of ui.fields that formData has, in ui.fields order, then
 *   the formData keys not consumed by a field, in insertion order; empty formData gives the
 *   emptyForm message (the header, then （无表单内容） / (No form content)).
 * - cancel / skip / timeout: one sentence each.
 * title: see resolveMcpAskResumeTitle. label: the field's title, else its name. Values: choice
 * widgets show option labels; radio-with-custom shows the text under otherField (default
 * `<name>Custom`) when the value is otherValue (default `__custom__`); file fields show each
 * file's url, else fileUrl, else name, else fileName; arrays are joined with 、 (", " in en-US); nested objects
 * as `key：value` joined with ，("; " in en-US); booleans 是 / 否; empty values 未填写. A multi-line
 * value keeps its continuation lines indented by two spaces. No JSON code block, no markers.
 *
 * `options.locale` is a BCP 47 tag (zh-CN default; zh-TW, zh-HK, en-US, ja-JP; others via
 * resolveLocale). `options.dialect` "mobile" writes the nuwax-mobile client's message instead
 * (x-nuwax.dialects: blank line after the header, its English header, file names first;
 * docs/dockpanel.md). `options.requestIdMarker` true appends buildMcpAskRequestIdMarker(requestId)
 * as the newest web client does (off: the merged web client's bytes). Throws TypeError for an
 * action outside `#/$defs/McpAskRespondAction`, a formData that is not an object, an unknown
 * dialect, and requestIdMarker without input.requestId.
 */
export function formatMcpAskResumeMessage(
  input: FormattableQuestion,
  payload: FormattablePayload,
  options: FormatMcpAskResumeOptions = {},
): string {
  const message = formatResumeBody(input, payload, options);
  if (!options.requestIdMarker) return message;
  if (typeof input.requestId !== "string" || input.requestId === "") throw new TypeError("formatMcpAskResumeMessage: requestIdMarker needs the question's requestId (input.requestId)");
  return message + buildMcpAskRequestIdMarker(input.requestId);
}

/** Options of formatMcpAskResumeMessage. */
export interface FormatMcpAskResumeOptions {
  /** BCP 47 tag of the message's language (resolveLocale); the contract's default locale when absent. */
  locale?: string;
  /** Whose message to write (x-nuwax.dialects): "web" (default) or "mobile". */
  dialect?: MessageDialect;
  /** Append the request-id marker (buildMcpAskRequestIdMarker), as the newest web client does. Off by default. */
  requestIdMarker?: boolean;
}

function formatResumeBody(input: FormattableQuestion, payload: FormattablePayload, options: FormatMcpAskResumeOptions): string {
  const m = DIALECT_MESSAGES[resolveDialect(options.dialect)][resolveLocale(options.locale)];
  const title = input.title || input.ui?.title || m.defaultTitle;
  switch (payload.action) {
    case "cancel":
      return m.cancelled({ title });
    case "skip":
      return m.skipped({ title });
    case "timeout":
      return m.timedOut({ title });
    case "submit":
      break;
    default:
      throw new TypeError(`formatMcpAskResumeMessage: unknown action ${String(JSON.stringify(payload.action)).slice(0, 100)}; use one of ${ACTIONS.join(", ")}`);
  }
  const formData = payload.formData ?? {};
  if (!isObject(formData)) {
    throw new TypeError(`formatMcpAskResumeMessage: formData must be an object keyed by field name, got ${String(JSON.stringify(formData)).slice(0, 100)}`);
  }
  const line = (label: string, value: string) => m.fieldLine({ label, value: indentContinuation(value) });
  const consumed = new Set<string>();
  const lines: string[] = [];
  for (const field of input.ui?.fields ?? []) {
    if (!Object.hasOwn(formData, field.name) || consumed.has(field.name)) continue;
    consumed.add(field.name);
    const label = field.title || field.name;
    const entry = widgetCatalogEntry(effectiveWidget(field) ?? "");
    const value = formData[field.name];
    if (entry?.answerDisplay === "optionLabelOrCustom") {
      const marker = field.otherValue ?? DEFAULTS.FormFieldInput.otherValue;
      const customKey = customTextKey(field);
      if (value === marker && Object.hasOwn(formData, customKey)) {
        consumed.add(customKey);
        lines.push(line(label, formatPlainValue(formData[customKey], m)));
        continue;
      }
    }
    lines.push(line(label, formatFieldValue(field, value, m)));
  }
  for (const [key, value] of Object.entries(formData)) {
    if (!consumed.has(key)) lines.push(line(key, formatPlainValue(value, m)));
  }
  return lines.length ? m.submittedHeader({ title }) + m.headerSeparator + lines.join(m.lineSeparator) : m.emptyForm({ title });
}

/**
 * The text shown for one declared field's value, by the widget's catalog `answerDisplay`:
 * fileNames → formatFileValue; every other widget shows option labels for option values (a
 * string, or each string of an array) and formatPlainValue for the rest. An empty value is the
 * locale's notProvided.
 */
export function formatFieldValue(field: Partial<FormField> & { name: string }, value: unknown, m: FormatCatalog): string {
  const entry = widgetCatalogEntry(effectiveWidget(field) ?? "");
  if (entry?.answerDisplay === "fileNames") return formatFileValue(value, m);
  const labels = new Map((field.options ?? []).map((o) => [o.value, o.label] as const));
  if (Array.isArray(value)) return formatPlainValue(value.map((v) => (typeof v === "string" ? (labels.get(v) ?? v) : v)), m);
  if (typeof value === "string" && value !== "") return labels.get(value) ?? value;
  return formatPlainValue(value, m);
}

/**
 * Any value without a declared widget: notProvided for undefined, null, "" and []; yes / no for
 * booleans; strings and numbers as written; an array of file objects as files; other arrays
 * joined with listSeparator; a file object (name, fileName, url or fileUrl) as filePrefix + the file;
 * other objects as `key{labelSeparator}value` joined with objectEntrySeparator ({} is notProvided).
 */
export function formatPlainValue(value: unknown, m: FormatCatalog): string {
  if (value === undefined || value === null || value === "") return m.notProvided;
  if (typeof value === "boolean") return value ? m.yes : m.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return m.notProvided;
    if (isFileObject(value[0], "present")) return formatFileValue(value, m);
    return value.map((v) => formatPlainValue(v, m)).join(m.listSeparator);
  }
  if (isObject(value)) {
    if (isFileObject(value, "truthy")) return `${m.filePrefix}${formatFileValue(value, m)}`;
    const entries = Object.entries(value);
    if (entries.length === 0) return m.notProvided;
    return entries.map(([key, v]) => `${key}${m.labelSeparator}${formatPlainValue(v, m)}`).join(m.objectEntrySeparator);
  }
  return String(value);
}

const FILE_KEYS = ["name", "url", "fileName", "fileUrl"] as const;

/** The keys a file object is shown by, in the web dialect's order (x-nuwax.dialects.web.fileNameKeys). */
const FILE_NAME_KEYS: readonly string[] = DIALECT_MESSAGES[MESSAGE_DIALECTS[0]][DEFAULT_MESSAGE_LOCALE].fileNameKeys;

/** Whether `value` looks like a file object (antd UploadFile, the mobile's attachment, `#/$defs/FileValue`): has one of name, url, fileName, fileUrl. */
function isFileObject(value: unknown, test: "present" | "truthy"): boolean {
  return isObject(value) && FILE_KEYS.some((key) => (test === "present" ? Object.hasOwn(value, key) : Boolean(own(value, key))));
}

/**
 * A file field's value: each file shown by fileName(); several joined with listSeparator; an
 * empty value (or an empty list) is notProvided.
 */
export function formatFileValue(value: unknown, m: FormatCatalog): string {
  if (value === undefined || value === null || value === "") return m.notProvided;
  if (Array.isArray(value)) return value.length === 0 ? m.notProvided : value.map((v) => fileName(v, m.fileNameKeys) || m.unknownFile).join(m.listSeparator);
  return fileName(value, m.fileNameKeys) || m.unknownFile;
}

/** The templates the value formatters read: a MessageCatalog, optionally with a dialect's file key order (DIALECT_MESSAGES). */
export type FormatCatalog = MessageCatalog & { readonly fileNameKeys?: readonly string[] };

/**
 * A file's display text: an object's url, else fileUrl (the mobile client's attachment), else
 * name, else fileName (the uploaded file's address is what the agent can use), each when it is a
 * non-empty string or a number — or the keys in the order `keys` gives (a dialect's
 * fileNameKeys); a string as written (a URL), except a data URL, which shows its
 * `name=` parameter (percent-decoded) or "" — never its bytes.
 */
export function fileName(file: unknown, keys: readonly string[] = FILE_NAME_KEYS): string {
  if (typeof file === "string") {
    if (!file.startsWith("data:")) return file;
    const dataName = /^data:[^,]*;name=([^;,]+)/.exec(file);
    if (!dataName) return "";
    try {
      return decodeURIComponent(dataName[1]!);
    } catch {
      return dataName[1]!; // not valid percent-encoding: show it as written
    }
  }
  if (isObject(file)) {
    for (const key of keys) {
      const v = own(file, key);
      if ((typeof v === "string" && v) || (typeof v === "number" && Number.isFinite(v))) return String(v);
    }
    return "";
  }
  return file === undefined || file === null ? "" : String(file);
}

/** What matchMcpAskResumeMessage found. */
export interface McpAskResumeMatch {
  action: McpAskRespondAction;
  /** The locale whose template matched; absent for a historical signature. */
  locale?: MessageLocale;
  /** The dialect whose template matched (x-nuwax.dialects); absent for a historical signature. */
  dialect?: MessageDialect;
  /** The opening that matched, with the title filled in. */
  signature: string;
}

/**
 * Recognises an answer message in chat history: the action and locale when `text` (leading
 * whitespace ignored) opens with the answer message of any action, in any locale of
 * x-nuwax.messages or any x-nuwax.historicalSignatures entry, for this question's title
 * (resolveMcpAskResumeTitle in each locale, so an untitled question's 这次提问 / This question
 * also match). A submit message is recognised by its header line. Returns undefined otherwise:
 * other text, another title, a non-string, and a message carrying the request-id marker of
 * another question (x-nuwax.requestIdMarkers; only when `input.requestId` is given).
 */
export function matchMcpAskResumeMessage(text: unknown, input: FormattableQuestion): McpAskResumeMatch | undefined {
  if (typeof text !== "string" || !text) return undefined;
  if (typeof input.requestId === "string" && hasMcpAskRequestIdMarker(text) && !hasMcpAskRequestIdMarker(text, input.requestId)) return undefined;
  const body = text.trimStart();
  for (const dialect of MESSAGE_DIALECTS) {
    for (const locale of MESSAGE_LOCALES) {
      const m = DIALECT_MESSAGES[dialect][locale];
      const title = input.title || input.ui?.title || m.defaultTitle;
      for (const action of ACTIONS) {
        const signature = m[SIGNATURE_KEY[action]]({ title });
        if (body.startsWith(signature)) return { action, locale, dialect, signature };
      }
    }
  }
  const titles = new Set(MESSAGE_LOCALES.map((locale) => resolveMcpAskResumeTitle(input, { locale })));
  for (const { action, signature: make } of HISTORICAL_SIGNATURES) {
    for (const title of titles) {
      const signature = make({ title });
      if (body.startsWith(signature)) return { action, signature };
    }
  }
  return undefined;
}

/**
 * True exactly when `text` is an answer message for this question: it carries the question's
 * request-id marker (x-nuwax.requestIdMarkers, which older web clients appended; needs
 * `input.requestId`), or matchMcpAskResumeMessage recognises it (any action, any locale, any
 * historical signature, and no other question's marker). Generated from the same message table
 * as the formatter, so a locale added to the contract is recognised with no code change.
 */
export function isMcpAskResumeMessage(text: unknown, input: FormattableQuestion): boolean {
  if (typeof text === "string" && typeof input.requestId === "string" && hasMcpAskRequestIdMarker(text, input.requestId)) return true;
  return matchMcpAskResumeMessage(text, input) !== undefined;
}

/**
 * Whether `text` carries a request-id marker (x-nuwax.requestIdMarkers): of `requestId` when
 * given (an empty requestId never matches), else of any question. False for a non-string.
 */
export function hasMcpAskRequestIdMarker(text: unknown, requestId?: string): boolean {
  if (typeof text !== "string") return false;
  if (requestId === undefined) return REQUEST_ID_MARKERS.some((m) => text.includes(m.prefix));
  return requestId !== "" && REQUEST_ID_MARKERS.some((m) => text.includes(m.marker({ requestId })));
}

/** Markers invisible in a rendered chat message (HTML comments), which the display strips. */
const HIDDEN_MARKERS = REQUEST_ID_MARKERS.filter((m) => m.prefix.startsWith("<!--") && m.marker({ requestId: "" }).endsWith("-->"));

/**
 * `text` without the request-id markers that are hidden in the chat (the HTML-comment ones of
 * x-nuwax.requestIdMarkers, with the line break before them) and without trailing whitespace: what
 * a chat shows or copies of an older client's answer message. Other text is returned as is;
 * undefined and non-strings give "".
 */
export function stripMcpAskResumeDisplayArtifacts(text: unknown): string {
  if (typeof text !== "string") return "";
  let out = text;
  for (const { prefix, marker } of HIDDEN_MARKERS) {
    // One pass that copies the text between markers (linear, however many markers there are).
    const suffix = marker({ requestId: "" }).slice(prefix.length);
    const kept: string[] = [];
    let from = 0;
    for (let at = out.indexOf(prefix); at !== -1; at = out.indexOf(prefix, at)) {
      const close = out.indexOf(suffix, at + prefix.length);
      if (close === -1) break;
      kept.push(out.slice(from, at > from && out[at - 1] === "\n" ? at - 1 : at));
      from = at = close + suffix.length;
    }
    out = kept.join("") + out.slice(from);
  }
  return out.trimEnd();
}

// ---------------------------------------------------------------------------
// History: which answer message belongs to which question (docs/dockpanel.md).
// ---------------------------------------------------------------------------

/** The parts of a chat message hasMcpAskResumeMessage reads (`#/$defs/McpAskHistoryMessage`). */
export type McpAskHistoryEntry = Pick<McpAskHistoryMessage, "index" | "role" | "text"> & {
  mcpAskInteractions?: ReadonlyArray<McpAskHistoryQuestion>;
};

/** A question as history holds it (`#/$defs/McpAskInteraction`: its input and its responseStatus). */
export interface McpAskHistoryQuestion {
  input: FormattableQuestion & { requestId: string };
  responseStatus?: McpAskResponseStatus;
}

/** Options of hasMcpAskResumeMessage. */
export interface McpAskResumeMatchOptions {
  /** Position, in the history ordered by `index`, of the message that asked the question; found by requestId when absent. */
  containingMessageIndex?: number;
}

/** Statuses of a question still waiting for its answer (`#/$defs/McpAskResponseStatus`). */
const UNRESOLVED_STATUSES: ReadonlySet<string> = new Set<McpAskResponseStatus>(["pending", "submitting"]);

/**
 * Whether the chat history already holds the answer to `interaction` (so the DockPanel shows the
 * question as answered, not as waiting). History is ordered by each message's `index` (a message
 * without one counts as index 0; ties keep their order). In turn:
 * 1. a message carrying the question's request-id marker answers it;
 * 2. answer messages with no marker are paired, oldest first, with the questions of the same title
 *    asked at or before them (a question that already has a final responseStatus first, else the
 *    nearest one still waiting); a question paired so answers — and when the history holds one
 *    question and one answer of that title, the answer counts even if it is stored before it;
 * 3. when another question (another requestId) has the same title, nothing else is trusted: false;
 * 4. otherwise any answer message for the title after the asking message (given by
 *    `options.containingMessageIndex`, else found by requestId), or before it without a marker
 *    (history stored out of order), answers it; with no asking message, any one anywhere.
 * Only the user's messages (role absent or USER, any case) are answers; titles compare as
 * resolveMcpAskResumeTitle gives them. A role that is not a string counts as absent when null, as
 * another role otherwise; entries, interactions and inputs that are not objects are skipped (false
 * when `interaction` itself is none). O(n log n) in the history's messages and questions (the sort;
 * the pairing is one pass). Never throws.
 */
export function hasMcpAskResumeMessage(
  messages: ReadonlyArray<McpAskHistoryEntry>,
  interaction: McpAskHistoryQuestion,
  options: McpAskResumeMatchOptions = {},
): boolean {
  try {
    return isObject(interaction) && isObject(interaction.input) ? resumeMessageIn(messages, interaction, isObject(options) ? options : {}) : false;
  } catch {
    return false; // a getter or proxy in the caller's data: what cannot be read answers nothing
  }
}

/** The questions a history message holds, skipping items that are not `{ input: object }`. */
const questionsOf = (message: McpAskHistoryEntry): McpAskHistoryQuestion[] =>
  Array.isArray(message.mcpAskInteractions) ? message.mcpAskInteractions.filter((item) => isObject(item) && isObject(item.input)) : [];

function resumeMessageIn(messages: ReadonlyArray<McpAskHistoryEntry>, interaction: McpAskHistoryQuestion, options: McpAskResumeMatchOptions): boolean {
  const requestId = interaction.input.requestId;
  const history = (Array.isArray(messages) ? messages : [])
    .filter((m): m is McpAskHistoryEntry => typeof m === "object" && m !== null)
    .map((message, position) => ({ message, position, index: typeof message.index === "number" ? message.index : 0 }))
    .sort((a, b) => a.index - b.index || a.position - b.position);
  if (history.some(({ message }) => hasMcpAskRequestIdMarker(message.text, requestId))) return true;

  const title = resolveMcpAskResumeTitle(interaction.input);
  const isAnswer = (message: McpAskHistoryEntry): boolean =>
    (message.role === undefined || message.role === null || (typeof message.role === "string" && message.role.toUpperCase() === "USER")) &&
    matchMcpAskResumeMessage(message.text, interaction.input) !== undefined;

  // 2. Pair the answers that carry no marker with the questions of the same title, in order.
  const asks = history.flatMap(({ message, index }, at) =>
    questionsOf(message)
      .filter((item) => resolveMcpAskResumeTitle(item.input) === title)
      .map((item) => ({ index, at, requestId: item.input.requestId, resolved: !UNRESOLVED_STATUSES.has(item.responseStatus ?? "pending") })),
  );
  const answers = history
    .map(({ message, index }, at) => ({ message, index, at }))
    .filter(({ message }) => !hasMcpAskRequestIdMarker(message.text) && isAnswer(message));
  const target = asks.find((ask) => ask.requestId === requestId);
  if (target) {
    // One pass in history order: the asks at or before an answer are its candidates (asks and
    // answers both come sorted by position); the oldest answered one is taken first, else the
    // nearest one still waiting. A requestId paired once is skipped wherever else it appears.
    const paired = new Set<string>();
    const answered: typeof asks = [];
    const waiting: typeof asks = [];
    let head = 0;
    let next = 0;
    for (const answer of answers) {
      for (; next < asks.length && asks[next]!.at <= answer.at; next++) (asks[next]!.resolved ? answered : waiting).push(asks[next]!);
      while (head < answered.length && paired.has(answered[head]!.requestId)) head++;
      while (waiting.length > 0 && paired.has(waiting[waiting.length - 1]!.requestId)) waiting.pop();
      const ask = head < answered.length ? answered[head++] : waiting.pop();
      if (ask) paired.add(ask.requestId);
    }
    if (paired.has(requestId)) return true;
    if (asks.length === 1 && answers.length === 1 && answers[0]!.index < target.index) return true;
  }

  // 3. A title shared with another question says nothing about which one an answer belongs to.
  if (asks.some((ask) => ask.requestId !== requestId)) return false;

  // 4. The answer by its title alone.
  const explicit = options.containingMessageIndex;
  const asking =
    typeof explicit === "number" && explicit >= 0
      ? history[explicit]
      : history.find(({ message }) => questionsOf(message).some((item) => item.input.requestId === requestId));
  if (!asking) return history.some(({ message }) => isAnswer(message));
  return history.some(({ message, index }) => (index > asking.index || (index < asking.index && !hasMcpAskRequestIdMarker(message.text))) && isAnswer(message));
}

// ---------------------------------------------------------------------------
// Display: how a chat shows an answer message it holds (docs/dockpanel.md). The message text
// itself stays as sent (the agent reads it); these helpers only shape what the bubble shows.
// ---------------------------------------------------------------------------


/** One field line of an answer message as a chat shows it. */
export interface McpAskResumeDisplayField {
  /** The field's label (its title, or its key). */
  label: string;
  /** The value's text that is not a remote image or file (the whole value when it names none). */
  textValue?: string;
  /** Remote images the value names, in order (isRemoteImageUrl). */
  imageUrls?: string[];
  /** Remote files the value names, in order (isRemoteFileUrl). */
  fileUrls?: string[];
}

/** An answer message split for display: a submitted form's opening and fields, or plain text. */
export type McpAskResumeDisplayContent =
  | { kind: "plain"; plainText: string }
  | { kind: "resume"; preamble: string; fields: McpAskResumeDisplayField[]; locale?: MessageLocale };

/** The locale whose submit opening `line` is (undefined for a historical one), or false when it is none. */
function submitOpeningOf(line: string): MessageLocale | undefined | false {
  for (const { before, after, locale } of SUBMIT_OPENINGS) {
    if (!line.startsWith(before)) continue;
    if (after === "" ? line.length > before.length : line.indexOf(after, before.length + 1) !== -1) return locale;
  }
  return false;
}

const LABEL_SEPARATORS = [...new Set(MESSAGE_LOCALES.map((l) => MESSAGES[l].labelSeparator.trim()))].filter(Boolean);
const LIST_SEPARATORS = [...new Set(MESSAGE_LOCALES.map((l) => MESSAGES[l].listSeparator.trim()))].filter(Boolean);
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Any list separator of the message table (、 or ,); the parts are trimmed after the split. */
const LIST_SPLIT = new RegExp(LIST_SEPARATORS.map(escapeRegExp).join("|"), "u");

/** A URL's path (the string itself when it is no URL). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url; // not a URL: its own segments
  }
}

/** The last segment of a path, "" when there is none. */
function lastSegment(path: string): string {
  const segments = path.split("/").filter(Boolean);
  return segments[segments.length - 1] ?? "";
}

/** The lower-case extension of a file name, "" when it has none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

const isHttpUrl = (url: unknown): url is string => typeof url === "string" && /^https?:\/\//i.test(url.trim());

/** The lower-case extension of a URL's last path segment (no query or hash), "" when it has none: `…/a.PNG?x` → "png". */
export function getRemoteUrlPathExtension(url: string): string {
  return extensionOf(lastSegment(pathOf(url.trim())));
}

/** Whether `url` is http(s) and its last path segment has no extension (e.g. an upload service's `/api/f/…/abc123`). */
export function isExtensionlessRemoteUrl(url: string): boolean {
  return isHttpUrl(url) && getRemoteUrlPathExtension(url) === "";
}

/**
 * What a chat shows an http(s) URL as: "image" when its extension is one of
 * ATTACHMENT_DISPLAY.imageTypes; else "file" for a path of the upload service
 * (ATTACHMENT_DISPLAY.uploadServicePaths, with or without an extension) or a document extension
 * (ATTACHMENT_DISPLAY.documentTypes); else undefined (a web page, or no http(s) URL).
 */
function remoteUrlKind(url: unknown): "image" | "file" | undefined {
  if (!isHttpUrl(url)) return undefined;
  const path = pathOf(url.trim());
  const ext = extensionOf(lastSegment(path));
  if (Object.hasOwn(ATTACHMENT_DISPLAY.imageTypes, ext)) return "image";
  const lower = path.toLowerCase();
  if (ATTACHMENT_DISPLAY.uploadServicePaths.some((prefix) => lower.includes(prefix))) return "file";
  return Object.hasOwn(ATTACHMENT_DISPLAY.documentTypes, ext) ? "file" : undefined;
}

/** Whether `url` is an http(s) URL of an image: its extension is one of ATTACHMENT_DISPLAY.imageTypes. */
export function isRemoteImageUrl(url: string): boolean {
  return remoteUrlKind(url) === "image";
}

/**
 * Whether `url` is an http(s) URL of a file that is not an image: a path of the upload service
 * (ATTACHMENT_DISPLAY.uploadServicePaths, with or without an extension) or a document extension
 * (ATTACHMENT_DISPLAY.documentTypes). A web page (`https://github.com/x/y`) is not a file.
 */
export function isRemoteFileUrl(url: string): boolean {
  return remoteUrlKind(url) === "file";
}

/** A file named in an answer message, as a chat's attachment card takes it (`#/$defs/FileValue`'s attachment keys). */
export interface McpAskResumeAttachment {
  fileKey: string;
  fileUrl: string;
  fileName: string;
  mimeType: string;
}

/** MIME type by extension: documents, then images (an extension in both is an image). */
const MIME_TYPES: ReadonlyMap<string, string> = new Map([...Object.entries(ATTACHMENT_DISPLAY.documentTypes), ...Object.entries(ATTACHMENT_DISPLAY.imageTypes)]);

/** The MIME type for a file name's extension, else `fallback`. */
const mimeTypeOf = (fileName: string, fallback: string): string => MIME_TYPES.get(extensionOf(fileName)) ?? fallback;

/** A remote image as an attachment: named by its last path segment (else `image-<n>`), typed by its extension (else image/png). */
export function imageUrlToAttachmentFile(url: string, index = 0): McpAskResumeAttachment {
  const fileName = lastSegment(pathOf(url)) || `image-${index + 1}`;
  return { fileKey: url, fileUrl: url, fileName, mimeType: mimeTypeOf(fileName, "image/png") };
}

/**
 * A remote file as an attachment: named by its last path segment (else `file-<n>`, or the
 * locale's unknownFile-<n> for a URL with no path), typed by its extension (else
 * ATTACHMENT_DISPLAY.unknownType). `options.locale` as for formatMcpAskResumeMessage.
 */
export function fileUrlToAttachmentFile(url: string, index = 0, options: { locale?: string } = {}): McpAskResumeAttachment {
  const segment = lastSegment(pathOf(url));
  const fileName = segment || (isExtensionlessRemoteUrl(url) ? `${MESSAGES[resolveLocale(options.locale)].unknownFile}-${index + 1}` : `file-${index + 1}`);
  return { fileKey: url, fileUrl: url, fileName, mimeType: mimeTypeOf(fileName, ATTACHMENT_DISPLAY.unknownType) };
}

/**
 * Splits an answer message for a chat bubble (after stripMcpAskResumeDisplayArtifacts): when its
 * first non-empty line is a submitted form's opening (any locale of x-nuwax.messages, any
 * historical submit signature, any title), `{ kind: "resume", preamble, fields, locale }` with one
 * entry per `label：value` line (either label separator of the message table); a value that names
 * remote images or files (parts split at 、 or ,) lists them in imageUrls / fileUrls and keeps the
 * rest as textValue, joined with the locale's list separator. A line indented by two spaces
 * continues the value above (how the formatter keeps a multi-line answer in its field). Anything
 * else, and a form with no field line, is `{ kind: "plain", plainText }`.
 */
export function parseMcpAskResumeDisplayContent(text: unknown): McpAskResumeDisplayContent {
  const stripped = stripMcpAskResumeDisplayArtifacts(text);
  const lines = stripped.split("\n").filter((line) => line.trim() !== "");
  const preamble = lines[0]?.trim() ?? "";
  const locale = preamble ? submitOpeningOf(preamble) : false;
  if (locale === false) return { kind: "plain", plainText: stripped };
  const rows: Array<{ label: string; value: string }> = [];
  for (const line of lines.slice(1)) {
    const last = rows[rows.length - 1];
    if (line.startsWith("  ") && last) {
      last.value += `\n${line.slice(2)}`;
      continue;
    }
    const trimmed = line.trim();
    const cut = LABEL_SEPARATORS.map((sep) => trimmed.indexOf(sep)).filter((at) => at > 0).sort((a, b) => a - b)[0];
    if (cut === undefined) continue;
    const sep = LABEL_SEPARATORS.find((s) => trimmed.startsWith(s, cut))!;
    const value = trimmed.slice(cut + sep.length).trim();
    if (value) rows.push({ label: trimmed.slice(0, cut).trim(), value });
  }
  if (rows.length === 0) return { kind: "plain", plainText: stripped };
  const listSeparator = MESSAGES[locale ?? resolveLocale()].listSeparator;
  const fields = rows.map(({ label, value }): McpAskResumeDisplayField => {
    const parts = value.split(LIST_SPLIT).map((part) => part.trim()).filter(Boolean);
    const kinds = parts.map(remoteUrlKind);
    const imageUrls = parts.filter((_, i) => kinds[i] === "image");
    const fileUrls = parts.filter((_, i) => kinds[i] === "file");
    if (imageUrls.length === 0 && fileUrls.length === 0) return { label, textValue: value };
    const rest = parts.filter((_, i) => kinds[i] === undefined);
    return { label, ...(imageUrls.length ? { imageUrls } : {}), ...(fileUrls.length ? { fileUrls } : {}), ...(rest.length ? { textValue: rest.join(listSeparator) } : {}) };
  });
  return { kind: "resume", preamble, fields, ...(locale ? { locale } : {}) };
}

/** Every remote image an answer message names, in field order, as attachments (imageUrlToAttachmentFile). */
export function extractMcpAskResumeImageAttachments(text: unknown): McpAskResumeAttachment[] {
  const parsed = parseMcpAskResumeDisplayContent(text);
  if (parsed.kind !== "resume") return [];
  return parsed.fields.flatMap((field) => field.imageUrls ?? []).map((url, i) => imageUrlToAttachmentFile(url, i));
}

/** Every remote file (not image) an answer message names, in field order, as attachments (fileUrlToAttachmentFile). */
export function extractMcpAskResumeDocumentAttachments(text: unknown, options: { locale?: string } = {}): McpAskResumeAttachment[] {
  const parsed = parseMcpAskResumeDisplayContent(text);
  if (parsed.kind !== "resume") return [];
  return parsed.fields.flatMap((field) => field.fileUrls ?? []).map((url, i) => fileUrlToAttachmentFile(url, i, options));
}

/**
 * The bubble text of an answer message whose images and files are shown as cards: the opening,
 * then each field as `label：textValue`, or `label：` when its value is only images or files.
 * Plain text comes back as stripMcpAskResumeDisplayArtifacts gives it.
 */
export function buildMcpAskResumeTextDisplay(text: unknown): string {
  const parsed = parseMcpAskResumeDisplayContent(text);
  if (parsed.kind !== "resume") return parsed.plainText;
  const separator = MESSAGES[parsed.locale ?? resolveLocale()].labelSeparator;
  return [parsed.preamble, ...parsed.fields.map((field) => `${field.label}${separator}${field.textValue ?? ""}`)].join("\n");
}
