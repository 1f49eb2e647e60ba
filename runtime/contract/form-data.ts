/**
 * What a client does to formData before it sends it (docs/dockpanel.md "Files in answers"): file
 * fields hold the upload component's file objects while the user works (`#/$defs/FileValue`:
 * antd UploadFile with a status, or the mobile client's attachment), and the answer carries the
 * URLs of the uploaded files only, as the nuwax web client's normalizeMcpAskFormData sends them.
 * Browser-safe: no Node built-in.
 */
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
  if (!isObject(formData)) throw new TypeError(`normalizeMcpAskFormData: formData must be an object keyed by field name, got ${String(JSON.stringify(formData)).slice(0, 100)}`);
  const normalized: Record<string, unknown> = { ...formData };
  for (const field of input.ui?.fields ?? []) {
    if (!isObject(field) || typeof field.name !== "string" || !Object.hasOwn(formData, field.name)) continue;
    if (widgetCatalogEntry(effectiveWidget(field) ?? "")?.valueType !== "files") continue;
    const urls = extractUploadedFileUrls(formData[field.name]);
    normalized[field.name] = field.multiple === true ? urls : (urls[0] ?? "");
  }
  return normalized;
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
