/**
 * What a client does to formData before it sends it (docs/dockpanel.md "Files in answers"): file
 * fields hold the upload component's file objects while the user works (`#/$defs/FileValue`:
 * antd UploadFile with a status, or the mobile client's attachment), and the answer carries the
 * URLs of the uploaded files only, as the nuwax web client's normalizeMcpAskFormData sends them.
 * Browser-safe: no Node built-in.
 */
import { fileUrlToAttachmentFile } from "./formatter.js";
import { effectiveWidget, widgetCatalogEntry } from "./widgets.js";
import type { FieldValueType, FormField } from "../../generated/types.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether `url` is an http(s) URL: what an uploaded file's address must be to go into an answer.
 * This is the web client's normalizeMcpAskFormData.isRemoteFileUrl; the formatter's
 * isRemoteFileUrl (/formatter) answers another question (is this URL a document the chat shows
 * as a file card, not an image or a web page), so import this one where you replace the former.
 */
export function isHttpFileUrl(url: unknown): url is string {
  return typeof url === "string" && (url.startsWith("http://") || url.startsWith("https://"));
}

/** A file object of an upload component: it has url, fileUrl, name, fileName or uid. */
function isFileObject(value: unknown): value is Json {
  return isObject(value) && ["url", "fileUrl", "name", "fileName", "uid"].some((key) => Object.hasOwn(value, key));
}

/**
 * The http(s) URLs of the uploaded files in a file field's value: a URL string, an array of URL
 * strings, a file object or an array of them (its `url`, else the mobile attachment's
 * `fileUrl`). Files still uploading, failed or removed (`status` other than done) and anything
 * that is not an http(s) URL are left out. In the value's order; never throws.
 */
export function extractUploadedFileUrls(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  const urls: string[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      if (isHttpFileUrl(item)) urls.push(item);
      continue;
    }
    if (!isFileObject(item) || (item.status !== undefined && item.status !== "done")) continue;
    const url = isHttpFileUrl(item.url) ? item.url : isHttpFileUrl(item.fileUrl) ? item.fileUrl : undefined;
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * formData as it is sent: each file field of `input.ui.fields` (by its effective widget) that
 * formData has becomes the URLs of its uploaded files (extractUploadedFileUrls): an array for
 * `multiple: true`, else the first URL or "" when there is none. Other keys are copied as they
 * are. Returns a new object; formData is not changed. Throws TypeError when formData is not an object.
 */
export function normalizeMcpAskFormData(input: { ui?: { fields?: ReadonlyArray<Partial<FormField> & { name: string }> } }, formData: Record<string, unknown>): Record<string, unknown> {
  return mapFileFields("normalizeMcpAskFormData", input, formData, normalizeMcpAskFileFieldValue);
}

/**
 * One file field's value as it is sent: the URLs of its uploaded files (extractUploadedFileUrls),
 * all of them for a `multiple` field, else the first or "" when there is none. Never throws.
 */
export function normalizeMcpAskFileFieldValue(value: unknown, multiple?: boolean): string | string[] {
  const urls = extractUploadedFileUrls(value);
  return multiple === true ? urls : (urls[0] ?? "");
}

/** An uploaded file as the antd Upload control lists it (`#/$defs/FileValue` with uid, name, url, type, size and status). */
export interface UploadedFileValue {
  uid: string;
  name: string;
  url: string;
  /** MIME type by the URL's extension (x-nuwax.attachmentDisplay), else its unknownType. */
  type: string;
  /** Unknown for a URL: 0 bytes. */
  size: number;
  status: "done";
}

/**
 * A sent file URL as an uploaded file of the Upload control's fileList (`#/$defs/FileValue`,
 * status "done"): named by the URL's last path segment (as fileUrlToAttachmentFile names it, the
 * chat's file cards), typed by its extension; uid `mcp-ask-url-<index>-<url>` as the nuwax web
 * client keys it. Never throws.
 */
export function urlToUploadFileInfo(url: string, index = 0): UploadedFileValue {
  const { fileName, mimeType } = fileUrlToAttachmentFile(url, index);
  return { uid: `mcp-ask-url-${index}-${url}`, name: fileName, type: mimeType, size: 0, url, status: "done" };
}

/**
 * A file field's answer back in the form the Upload control edits (the reverse of
 * normalizeMcpAskFileFieldValue, for a form shown again with its answer): a list of file objects
 * is kept as it is (uploads in progress included), one file object becomes a list of it, URL
 * strings become uploaded files (urlToUploadFileInfo; only the first for a field without
 * `multiple`). Nothing to show (undefined, null, "", no http(s) URL) is undefined. Never throws.
 */
export function hydrateMcpAskFileFieldValue(value: unknown, multiple?: boolean): unknown[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value) && value.length > 0 && isFileObject(value[0])) return value;
  if (isFileObject(value)) return [value];
  const urls = extractUploadedFileUrls(value);
  if (urls.length === 0) return undefined;
  return (multiple === true ? urls : urls.slice(0, 1)).map((url, at) => urlToUploadFileInfo(url, at));
}

/**
 * formData ready to fill the form again: each file field of `input.ui.fields` that formData has
 * through hydrateMcpAskFileFieldValue; other keys copied. Returns a new object. Throws
 * TypeError when formData is not an object.
 */
export function hydrateMcpAskFormValues(input: { ui?: { fields?: ReadonlyArray<Partial<FormField> & { name: string }> } }, formData: Record<string, unknown>): Record<string, unknown> {
  return mapFileFields("hydrateMcpAskFormValues", input, formData, hydrateMcpAskFileFieldValue);
}

/**
 * A copy of formData with each file field of `input.ui.fields` (by its effective widget) that
 * formData has replaced by `convert(value, multiple)`; other keys copied as they are. Throws
 * TypeError (naming `caller`) when formData is not an object.
 */
function mapFileFields(
  caller: string,
  input: { ui?: { fields?: ReadonlyArray<Partial<FormField> & { name: string }> } },
  formData: Record<string, unknown>,
  convert: (value: unknown, multiple: boolean) => unknown,
): Record<string, unknown> {
  if (!isObject(formData)) throw new TypeError(`${caller}: formData must be an object keyed by field name, got ${String(JSON.stringify(formData)).slice(0, 100)}`);
  const out: Record<string, unknown> = { ...formData };
  for (const field of input.ui?.fields ?? []) {
    if (!isObject(field) || typeof field.name !== "string" || !Object.hasOwn(formData, field.name)) continue;
    if (widgetCatalogEntry(effectiveWidget(field) ?? "")?.valueType !== "files") continue;
    out[field.name] = convert(formData[field.name], field.multiple === true);
  }
  return out;
}

/**
 * The Upload control's fileList as a field keeps it: all files for a `multiple` field, else only
 * the last one chosen (a field that takes one file never holds two). Returns the list itself
 * when nothing is dropped, else a new array.
 */
export function limitMcpAskUploadFileList<T>(fileList: readonly T[], multiple?: boolean): readonly T[] {
  return multiple === true || fileList.length <= 1 ? fileList : fileList.slice(-1);
}

/**
 * The JSON type of a field's answer: its `type` (the first that is not "null" of a list), else
 * the catalog's valueType for its widget — a file field's is "array" with `multiple: true`, else
 * "string" (the URL normalizeMcpAskFormData sends); undefined for an unknown widget.
 */
export function fieldPrimaryType(field: Partial<FormField> & { type?: unknown }): FieldValueType | "files" | undefined {
  const declared = Array.isArray(field.type) ? field.type.find((t) => t !== "null") : field.type;
  if (typeof declared === "string") return declared as FieldValueType;
  const valueType = widgetCatalogEntry(effectiveWidget(field) ?? "")?.valueType;
  if (valueType === "files") return field.multiple === true ? "array" : "string";
  return valueType as FieldValueType | undefined;
}
