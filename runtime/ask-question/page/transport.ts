// Where the answer goes. In an MCP Apps host: the ext-apps App client (ui/message, ui/update-model-context).
// On the browser delivery's page (runtime/ask-question/browser.ts): the loopback server that embedded a
// bootstrap block (`<script type="application/json" id="nuwax-ask-bootstrap">` with { input, respondPath }),
// which the page POSTs { payload, locale } to. Only the transport differs; the form logic is one.
// Importing this module connects nothing: it creates the App client, reads the bootstrap block and marks
// a delivery page's <html> "standalone" (its own tab gets the page's margins; a host's frame is filled).
import { App } from "@modelcontextprotocol/ext-apps";
import type { FileValue, McpAskRespondPayload } from "../../../generated/types.js";

export const app = new App({ name: "nuwax-ask-question-form", version: "1" }, {});

/** What the browser delivery's loopback server embeds in the page (runtime/ask-question/browser.ts BrowserBootstrap). */
export interface Bootstrap {
  input: Record<string, unknown>;
  respondPath: string;
  /** 200 while the question is open, 404 once withdrawn (absent from older servers). */
  statusPath?: string;
  /** Where a chosen file's bytes go (absent from pages of an older server: files then carry their names only). */
  uploadPath?: string;
}

function readBootstrap(): Bootstrap | undefined {
  const text = document.getElementById("nuwax-ask-bootstrap")?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Bootstrap;
    return typeof value?.respondPath === "string" && typeof value.input === "object" && value.input !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where the answer goes: the MCP Apps host (ui/message), or the browser delivery's loopback server. */
export interface HostTransport {
  /** The locale the answer message is written in (BCP 47), when known. */
  locale(): string | undefined;
  /** Sends the respond payload and its answer message; rejects when the host refuses or fails it. */
  deliver(payload: McpAskRespondPayload, text: string): Promise<void>;
  openLink(url: string): void;
  /**
   * Sends a chosen file's bytes and resolves with its FileValue (with the server's fileKey); rejects
   * with UploadRefused. Absent in an MCP Apps host, where a file is answered by its name, size and type.
   */
  upload?(field: string, file: File): Promise<FileValue>;
}

/** The page's server did not store a file; `maxFileSize` when it was over the field's limit (413). */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly maxFileSize?: number,
  ) {
    super(message);
  }
}

/** The delivery page's bootstrap block, or undefined inside an MCP Apps host. */
export const bootstrap = readBootstrap();

const appTransport: HostTransport = {
  locale: () => app.getHostContext()?.locale ?? (typeof navigator !== "undefined" ? navigator.language : undefined),
  async deliver(payload, text) {
    await app.updateModelContext({ structuredContent: payload as unknown as Record<string, unknown> }).catch(() => undefined);
    const result = await app.sendMessage({ role: "user", content: [{ type: "text", text }] });
    if (result?.isError) throw new Error("refused");
  },
  openLink: (url) => void app.openLink({ url }).catch(() => undefined),
};

/** What the delivery page's server says with a 413 (runtime/ask-question/browser.ts). */
interface TooLarge {
  resultBytes: number;
  maxResultBytes: number;
  /** Titles of the longest answers. */
  fields: string[];
}

/** The page's question is no longer open: its server answers 404 for it, or is gone. */
export class Withdrawn extends Error {
  constructor() {
    super("withdrawn");
  }
}

/** The server refused the answer because its tool result would be over x-nuwax.constants.maxToolResultBytes. */
export class AnswerTooLarge extends Error {
  constructor(readonly detail: TooLarge) {
    super("answer too large");
  }
}

/** The browser delivery's transport: the server formats the same message from the payload and the locale. */
const pageTransport = (respondPath: string, uploadPath?: string): HostTransport => ({
  locale: () => (typeof navigator !== "undefined" ? navigator.language : undefined),
  async deliver(payload) {
    // A loopback server that does not answer at all has stopped with its question.
    const response = await fetch(respondPath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ payload, locale: this.locale() }),
    }).catch(() => {
      throw new Withdrawn();
    });
    if (response.status === 404) throw new Withdrawn();
    // The server's reason is shown on the page; a 413 (an answer more than the agent can receive) in the user's words.
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown } & Partial<TooLarge>;
      if (response.status === 413 && typeof body.resultBytes === "number" && typeof body.maxResultBytes === "number") {
        throw new AnswerTooLarge({
          resultBytes: body.resultBytes,
          maxResultBytes: body.maxResultBytes,
          fields: Array.isArray(body.fields) ? body.fields.filter((f) => typeof f === "string") : [],
        });
      }
      throw new Error(String(body.error ?? `HTTP ${response.status}`));
    }
  },
  openLink: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
  ...(uploadPath
    ? {
        async upload(field: string, file: File): Promise<FileValue> {
          const query = new URLSearchParams({ field, name: file.name, type: file.type });
          const response = await fetch(`${uploadPath}?${query}`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file }).catch(
            (error: Error) => {
              throw new UploadRefused(error.message);
            },
          );
          const body = (await response.json().catch(() => ({}))) as {
            error?: unknown;
            maxFileSize?: unknown;
            fileKey?: unknown;
            size?: unknown;
            type?: unknown;
          };
          if (!response.ok || typeof body.fileKey !== "string")
            throw new UploadRefused(String(body.error ?? `HTTP ${response.status}`), typeof body.maxFileSize === "number" ? body.maxFileSize : undefined);
          return {
            name: file.name,
            size: typeof body.size === "number" ? body.size : file.size,
            type: typeof body.type === "string" ? body.type : file.type,
            fileKey: body.fileKey,
          };
        },
      }
    : {}),
});

/** This page's transport: the delivery page's when it was served with a bootstrap block, else the MCP Apps host's. */
export const transport: HostTransport = bootstrap ? pageTransport(bootstrap.respondPath, bootstrap.uploadPath) : appTransport;
// On its own tab (browser delivery) the card gets the page's margins; inside a host's frame it fills the frame.
if (bootstrap) document.documentElement.classList.add("standalone");

/** The host's locale (BCP 47): the MCP Apps host context's, else the browser's. */
export function hostLocale(): string | undefined {
  return transport.locale();
}

/** A click handler that opens `url` through the transport (the host's ui/open-link, or a new tab). */
export function openLink(url: string) {
  return (event: Event) => {
    event.preventDefault();
    transport.openLink(url);
  };
}
