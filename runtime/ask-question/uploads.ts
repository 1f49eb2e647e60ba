/**
 * Files uploaded on a browser delivery page (docs/nuwax-ask-question.md "Delivery modes", "What the agent receives for a
 * file field"). The page sends each chosen file's bytes to its session's upload route as it is
 * chosen; the server writes them into a private directory of that page (mode 0700, files 0600) and
 * answers with a `fileKey`. The page puts that key in the file's FileValue; when the answer comes,
 * every FileValue of a file field is replaced by the stored file's `{ name, size, type, url }`, `url`
 * being the file's absolute path on this machine, so the answer message names the path the agent
 * can read. Files the answer does not keep (removed on the page, a cancelled or timed-out question)
 * are deleted.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { CONSTANTS, type McpAskRawInput } from "../../generated/types.js";
import { resolveFormFields } from "../contract/widgets.js";
import { controlKind } from "./answers.js";

/** A file stored for a page, as the answer delivers it. */
export interface StoredFile {
  /** The key the page puts in the file's FileValue (`fileKey`). */
  fileKey: string;
  /** The file field it was uploaded to. */
  field: string;
  /** The name the user's file had (as the browser gave it). */
  name: string;
  /** Bytes written. */
  size: number;
  /** MIME type the browser gave ("" when it gave none). */
  type: string;
  /** Absolute path of the stored copy. */
  path: string;
}

/** An upload the server refused: HTTP status and the reason (English, for the log and the page's developer). */
export interface UploadRefusal {
  status: 400 | 413 | 415;
  error: string;
  /** For 413: the limit in bytes. */
  maxFileSize?: number;
}

/** Longest stored file name in UTF-8 bytes (most file systems allow 255). */
const MAX_NAME_BYTES = 200;

/**
 * The upload limit of a file field in bytes: its maxFileSize, else x-nuwax.constants.maxUploadBytes.
 * undefined when `name` is not a file field of the input.
 */
export function uploadLimit(input: McpAskRawInput, name: string): number | undefined {
  const field = resolveFormFields(input.ui).find((f) => f.name === name);
  if (!field || controlKind(field) !== "file") return undefined;
  const max = (field as { maxFileSize?: unknown }).maxFileSize;
  return typeof max === "number" && Number.isFinite(max) && max >= 0 ? max : CONSTANTS.maxUploadBytes;
}

/**
 * A file name safe to create in the private directory: the last path segment, without control
 * characters, at most MAX_NAME_BYTES bytes (cut on a code point), never empty, "." or "..".
 */
export function safeFileName(name: string): string {
  let clean = basename(name.replace(/\\/g, "/"))
    .replace(/[\u0000-\u001f\u007f/]/g, "_")
    .trim();
  if (clean === "" || clean === "." || clean === "..") clean = "file";
  while (Buffer.byteLength(clean, "utf8") > MAX_NAME_BYTES) clean = [...clean].slice(0, -1).join("");
  return clean;
}

/** The uploads of one page session. */
export class PageUploads {
  private dir?: string;
  private readonly files = new Map<string, StoredFile>();
  private readonly names = new Set<string>();

  /** `root`: the folder the private directory is made in (default: the OS temporary folder). */
  constructor(
    private readonly input: McpAskRawInput,
    private readonly root: string = tmpdir(),
  ) {}

  /** The private directory, made on the first upload. */
  private directory(): string {
    this.dir ??= mkdtempSync(join(this.root, "nuwax-ask-uploads-"));
    return this.dir;
  }

  /** A name not yet used in the directory: "a.txt", then "a (2).txt", "a (3).txt" … */
  private uniqueName(name: string): string {
    const safe = safeFileName(name);
    if (!this.names.has(safe)) return safe;
    const dot = safe.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    for (let n = 2; ; n++) {
      const candidate = `${stem} (${n})${ext}`;
      if (!this.names.has(candidate)) return candidate;
    }
  }

  /**
   * Stores the body of `req` (Content-Type application/octet-stream) as a file of field `field`
   * named `name` with MIME type `type`. Streams to disk; a body over the field's limit (uploadLimit)
   * is drained, its partial file deleted, and refused with 413. Resolves with the stored file or the
   * refusal.
   */
  async store(req: IncomingMessage, field: string, name: string, type: string): Promise<StoredFile | UploadRefusal> {
    const mime = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (mime !== "application/octet-stream") return drained(req, { status: 415, error: "upload with Content-Type: application/octet-stream" });
    const limit = uploadLimit(this.input, field);
    if (limit === undefined) return drained(req, { status: 400, error: `"${field}" is not a file field of this form` });
    if (name === "") return drained(req, { status: 400, error: "give the file's name as ?name=" });
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit)
      return drained(req, { status: 413, error: `the file is ${declared} bytes, over this field's ${limit}`, maxFileSize: limit });
    const fileName = this.uniqueName(name);
    const path = join(this.directory(), fileName);
    this.names.add(fileName);
    const out = createWriteStream(path, { mode: 0o600, flags: "wx" });
    let size = 0;
    let over = false;
    const written = await new Promise<boolean>((resolve) => {
      out.on("error", () => resolve(false));
      req.on("error", () => resolve(false));
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) over = true;
        if (!over && !out.write(chunk)) {
          req.pause();
          out.once("drain", () => req.resume());
        }
      });
      req.on("end", () => out.end(() => resolve(true)));
    });
    if (!written || over) {
      out.destroy();
      rmSync(path, { force: true });
      this.names.delete(fileName);
      return over
        ? { status: 413, error: `the file is over this field's ${limit} bytes`, maxFileSize: limit }
        : { status: 400, error: "the upload was interrupted" };
    }
    const stored: StoredFile = { fileKey: `upload_${randomBytes(12).toString("base64url")}`, field, name, size, type, path };
    this.files.set(stored.fileKey, stored);
    return stored;
  }

  /**
   * formData with every file field's values replaced by their stored files
   * (`{ name, size, type, url: absolute path }`): a FileValue whose `fileKey` names a file of this
   * page uploaded to the same field. Returns the problems when a file field holds anything else
   * (a file that was not uploaded here), each naming the field.
   */
  resolve(formData: Record<string, unknown>): { formData: Record<string, unknown>; files: StoredFile[] } | { problems: string[] } {
    const out = Object.assign(Object.create(null) as Record<string, unknown>, formData);
    const files: StoredFile[] = [];
    const problems: string[] = [];
    for (const field of resolveFormFields(this.input.ui)) {
      if (controlKind(field) !== "file" || !Object.hasOwn(formData, field.name)) continue;
      const value = formData[field.name];
      const list = Array.isArray(value) ? value : [value];
      const resolved = list.map((item) => {
        const key = typeof item === "object" && item !== null ? (item as { fileKey?: unknown }).fileKey : undefined;
        const stored = typeof key === "string" ? this.files.get(key) : undefined;
        if (!stored || stored.field !== field.name) {
          problems.push(
            `formData.${field.name}: a file that was not uploaded on this page; upload it to /files?field=${encodeURIComponent(field.name)} and send the fileKey it returns`,
          );
          return item;
        }
        files.push(stored);
        return { name: stored.name, size: stored.size, type: stored.type, url: stored.path };
      });
      out[field.name] = Array.isArray(value) ? resolved : resolved[0];
    }
    return problems.length ? { problems } : { formData: out, files };
  }

  /** Deletes every stored file not in `keep` (the answer's files), and the directory when nothing is kept. */
  settle(keep: readonly StoredFile[] = []): void {
    const kept = new Set(keep.map((f) => f.fileKey));
    for (const file of this.files.values()) if (!kept.has(file.fileKey)) rmSync(file.path, { force: true });
    if (this.dir && kept.size === 0) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** An MCP resource link to a stored file (content item of the tool result, spec 2025-06-18 "Resource Links"). */
export function resourceLink(file: StoredFile): { type: "resource_link"; uri: string; name: string; mimeType?: string; size: number } {
  return { type: "resource_link", uri: pathToFileURL(file.path).href, name: file.name, ...(file.type ? { mimeType: file.type } : {}), size: file.size };
}

/** Reads `req` to its end without keeping it (so the refusal reaches the page), then returns `refusal`. */
function drained(req: IncomingMessage, refusal: UploadRefusal): Promise<UploadRefusal> {
  return new Promise((resolve) => {
    req.on("data", () => undefined);
    req.on("end", () => resolve(refusal));
    req.on("error", () => resolve(refusal));
  });
}
