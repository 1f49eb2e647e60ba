/**
 * How nuwax_ask_question reaches the user (docs/nuwax-ask-question.md "Delivery modes"; the modes are
 * x-nuwax.constants.deliveryModes, the default x-nuwax.constants.defaultDelivery):
 * - pending: the call returns status pending at once; the client (the nuwax DockPanel, or an MCP
 *   Apps host through the app) renders the form and the answer arrives as the next user message;
 * - elicitation: the server asks through the client's form dialog (./elicitation.ts) and returns
 *   the answer message; a form the dialog cannot hold, a client without form elicitation, or one
 *   that answers -32601 falls back to browser;
 * - browser: the server serves the form on a loopback page (./browser.ts), blocks until the user
 *   answers, and returns the answer message;
 * - auto: pending when the client advertises MCP Apps (capabilities.extensions
 *   "io.modelcontextprotocol/ui" with the text/html;profile=mcp-app mime type), else elicitation
 *   when it advertises form elicitation and the form maps, else browser.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import { checkMcpAskFormData } from "../contract/builder.js";
import { CONSTANTS, type McpAskRawInput } from "../../generated/types.js";
import { isSkipAllowed } from "../contract/widgets.js";
import type { ToolCallContext } from "../shared/contract-server.js";
import { MAX_TIMER_MS } from "../shared/timers.js";
import { formatBytes } from "../shared/bytes.js";
// The page server and the dialog mapping load on their first use: a pending-mode server (the default)
// never starts them, and its cold start does not compile them.
import type { BrowserDeliveryConfig, BrowserForms } from "./browser.js";
import { deliveredResult } from "./results.js";
import { respondPayload } from "./answers.js";

export type DeliveryMode = (typeof CONSTANTS.deliveryModes)[number];

/** Every setting of delivery (docs/nuwax-ask-question.md "Delivery modes": NUWAX_ASK_DELIVERY or --delivery, NUWAX_ASK_*). */
export interface DeliveryConfig extends BrowserDeliveryConfig {
  mode: DeliveryMode;
  /**
   * BCP 47 tag of the answer message in elicitation mode, and the host's locale from which the
   * dialog's own words take the form's language (formLocale; NUWAX_ASK_LOCALE; default: the
   * contract's default locale). In browser mode the page sends the browser's own language instead.
   */
  locale?: string;
}

/** A bad NUWAX_ASK_DELIVERY, --delivery, NUWAX_ASK_PORT, NUWAX_ASK_HOST, NUWAX_ASK_PUBLIC_HOST or NUWAX_ASK_PROGRESS_MS value. */
export class DeliveryConfigError extends Error {}

/** A DNS name (RFC 1123 labels), an IPv4 address or a bare IPv6 address. */
const HOST_SYNTAX = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]{2,45})$/;

/**
 * The mode named by `value`, read from `source` (e.g. `--delivery` or `NUWAX_ASK_DELIVERY`).
 * Case and surrounding spaces are ignored. Throws DeliveryConfigError naming the source and every
 * allowed value.
 */
export function parseDeliveryMode(value: string, source: string): DeliveryMode {
  const mode = value.trim().toLowerCase();
  if ((CONSTANTS.deliveryModes as readonly string[]).includes(mode)) return mode as DeliveryMode;
  throw new DeliveryConfigError(`${source} ${JSON.stringify(value)} is not a delivery mode; use one of ${CONSTANTS.deliveryModes.join(", ")}`);
}

/**
 * The delivery settings: the mode from `flag` (--delivery) when given, else NUWAX_ASK_DELIVERY,
 * else x-nuwax.constants.defaultDelivery (pending); the browser's from NUWAX_ASK_OPEN ("0": do not
 * open), NUWAX_ASK_OPEN_CMD, NUWAX_ASK_HOST (127.0.0.1), NUWAX_ASK_PORT (0), NUWAX_ASK_PUBLIC_HOST
 * (localhost), NUWAX_ASK_PROGRESS_MS (15000, at least 100, at most MAX_TIMER_MS), NUWAX_ASK_UPLOAD_DIR;
 * NUWAX_ASK_LOCALE. A longer progress interval is clamped to MAX_TIMER_MS. Throws DeliveryConfigError for a bad mode,
 * a port outside 0-65535, a host that is not a name or IP address, or a progress interval that is
 * not a whole number, so a bad setting stops the server at startup instead of failing the first call.
 */
export function deliveryConfig(env: Readonly<Record<string, string | undefined>> = process.env, flag?: string): DeliveryConfig {
  const number = (name: string, fallback: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max)
      throw new DeliveryConfigError(`${name} ${JSON.stringify(raw)} is not a whole number from 0 to ${max}; unset it for the default (${fallback})`);
    return value;
  };
  const hostName = (name: string, fallback: string) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    if (!HOST_SYNTAX.test(raw))
      throw new DeliveryConfigError(
        `${name} ${JSON.stringify(raw)} is not a host name or IP address (e.g. 127.0.0.1, ::1, localhost); unset it for the default (${fallback})`,
      );
    return raw;
  };
  const mode =
    flag !== undefined
      ? parseDeliveryMode(flag, "--delivery")
      : env.NUWAX_ASK_DELIVERY !== undefined && env.NUWAX_ASK_DELIVERY !== ""
        ? parseDeliveryMode(env.NUWAX_ASK_DELIVERY, "NUWAX_ASK_DELIVERY")
        : CONSTANTS.defaultDelivery;
  return {
    mode,
    open: env.NUWAX_ASK_OPEN !== "0",
    openCmd: env.NUWAX_ASK_OPEN_CMD || undefined,
    host: hostName("NUWAX_ASK_HOST", "127.0.0.1"),
    port: number("NUWAX_ASK_PORT", 0, 65_535),
    publicHost: hostName("NUWAX_ASK_PUBLIC_HOST", "localhost"),
    // setInterval takes at most 2^31-1 ms; a longer interval would fire every millisecond.
    progressMs: Math.min(MAX_TIMER_MS, Math.max(100, number("NUWAX_ASK_PROGRESS_MS", 15_000, Number.MAX_SAFE_INTEGER))),
    uploadDir: env.NUWAX_ASK_UPLOAD_DIR || undefined,
    locale: env.NUWAX_ASK_LOCALE || undefined,
  };
}

/** The delivery used when the call names none: pending, as nuwax has always had it. */
export const PENDING_DELIVERY: DeliveryConfig = deliveryConfig({});

export { deliveredResult } from "./results.js";

/** Whether the client advertises MCP Apps with the app's mime type (ext-apps 2.0.4 EXTENSION_ID). */
export function clientHasApps(context: ToolCallContext): boolean {
  return capabilitiesHaveApps(context.server.getClientCapabilities());
}

/** Whether client capabilities (as sent in initialize) advertise MCP Apps with the app's mime type. */
export function capabilitiesHaveApps(capabilities: unknown): boolean {
  const extensions = (capabilities as { extensions?: Record<string, unknown> } | undefined)?.extensions;
  const ui = extensions?.[EXTENSION_ID] as { mimeTypes?: unknown } | undefined;
  return ui !== undefined && Array.isArray(ui.mimeTypes) && ui.mimeTypes.includes(RESOURCE_MIME_TYPE);
}

/**
 * Which of nuwax_ask_question's text variants (x-nuwax.tools[].variants, generated TOOL_TEXT_VARIANTS)
 * describes what the call does for a client: "default" (returns pending; the answer comes as the
 * next user message) in pending mode and for an auto-mode client with MCP Apps, "answered" (the call
 * returns the user's answer) in elicitation and browser modes and for other auto-mode clients.
 */
export function textVariantFor(mode: DeliveryMode, clientCapabilities: unknown): "default" | "answered" {
  if (mode === "pending") return "default";
  if (mode === "auto") return capabilitiesHaveApps(clientCapabilities) ? "default" : "answered";
  return "answered";
}

/** Whether the client advertises form elicitation (`elicitation: {}` means form, as the spec keeps it backwards compatible). */
export function clientHasFormElicitation(context: ToolCallContext): boolean {
  const caps = context.server.getClientCapabilities()?.elicitation as Record<string, unknown> | undefined;
  return caps !== undefined && (caps.form !== undefined || caps.url === undefined);
}

/** A result "schema" that keeps the client's result as received (own "__proto__" keys included); ElicitResultSchema checks it. */
const RAW_RESULT = { parse: (value: unknown) => value, safeParse: (value: unknown) => ({ success: true, data: value }) };

/** How many times a dialog is asked again when its answer breaks a constraint the dialog cannot express (pattern, multipleOf…). */
const ELICITATION_ATTEMPTS = 3;

/** Delivers nuwax_ask_question forms of one server process by its DeliveryConfig. */
export class Delivery {
  private browser?: BrowserForms;

  constructor(
    readonly config: DeliveryConfig,
    private readonly appHtml: () => string,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * The tool result for a valid question: `pending()` (the pending result) in mode pending, or in
   * auto for a client with MCP Apps; else the delivered result of elicitation or browser.
   */
  async deliver(input: McpAskRawInput, pending: () => CallToolResult, context: ToolCallContext): Promise<CallToolResult> {
    const mode = this.config.mode;
    if (mode === "pending") return pending();
    if (mode === "auto" && clientHasApps(context)) {
      this.log(`${input.requestId}: the client has MCP Apps; returning pending for the app`);
      return pending();
    }
    if (mode === "elicitation" || mode === "auto") {
      const elicited = await this.elicit(input, context);
      if (elicited) return elicited;
    }
    return this.inBrowser(input, context);
  }

  /** Stops the loopback page server, if it runs. */
  async close(): Promise<void> {
    await this.browser?.close();
  }

  private async inBrowser(input: McpAskRawInput, context: ToolCallContext): Promise<CallToolResult> {
    const { BrowserForms, MAX_OPEN_PAGE_BYTES, MAX_OPEN_PAGES } = await import("./browser.js");
    this.browser ??= new BrowserForms(this.config, this.appHtml, this.log);
    const outcome = await this.browser.ask(input, context);
    if (outcome.kind === "answered") return deliveredResult(input, outcome.payload, "browser", outcome.locale, outcome.files);
    if (outcome.kind === "timeout") return deliveredResult(input, respondPayload(input, "timeout"), "browser", this.config.locale);
    if (outcome.kind === "too-much-open") {
      const { open, openBytes, bytes } = outcome;
      return {
        isError: true,
        content: [
          {
            type: "text",
            text: `${CONSTANTS.toolName}: the ${open} form ${open === 1 ? "page" : "pages"} already waiting for the user hold ${formatBytes(openBytes)} of questions; this form's ${formatBytes(bytes)} would take them past ${formatBytes(MAX_OPEN_PAGE_BYTES)}, the most one server keeps open (x-nuwax.constants.maxOpenPageBytes); wait for their answers or cancel those calls, then ask again, or make this form smaller (large business data is the usual cause)`,
          },
        ],
      };
    }
    if (outcome.kind === "busy") {
      return {
        isError: true,
        content: [
          {
            type: "text",
            text: `${CONSTANTS.toolName}: ${MAX_OPEN_PAGES} form pages (the most one server keeps open) are already waiting for the user; wait for their answers or cancel those calls, then ask again`,
          },
        ],
      };
    }
    // The client cancelled the call and reads no result; this one says what happened all the same.
    return {
      isError: true,
      content: [{ type: "text", text: `${CONSTANTS.toolName}: the call was cancelled before the user answered; the form page is closed` }],
    };
  }

  /**
   * Asks through the client's form dialog; undefined to fall back to the browser (no form
   * elicitation, a form the dialog cannot hold, an error such as -32601, or answers that still
   * break the form's rules after ELICITATION_ATTEMPTS dialogs). accept → the checked answers;
   * decline → cancel; cancel (dismissed) → skip where ui.allowSkip, else cancel. A timeout
   * (input.timeoutMs, else 4 hours) → the timed-out message.
   */
  private async elicit(input: McpAskRawInput, context: ToolCallContext): Promise<CallToolResult | undefined> {
    if (!clientHasFormElicitation(context)) return this.fallback(input, "the client does not advertise form elicitation");
    const { elicitationPlan } = await import("./elicitation.js");
    const plan = elicitationPlan(input, context.protocolVersion, this.config.locale);
    if (!plan.ok) return this.fallback(input, plan.reason);
    const { form } = plan;
    let message = form.message;
    let schema = form.requestedSchema;
    for (let attempt = 1; attempt <= ELICITATION_ATTEMPTS; attempt++) {
      let result: { action: string; content?: Record<string, unknown> };
      try {
        const raw = (await context.server.request(
          { method: "elicitation/create", params: { mode: "form", message, requestedSchema: schema } } as never,
          RAW_RESULT as never,
          { timeout: Math.min(input.timeoutMs ?? 4 * 60 * 60 * 1000, MAX_TIMER_MS), signal: context.signal },
        )) as unknown;
        if (!ElicitResultSchema.safeParse(raw).success) throw new Error(`the client's elicitation result is malformed: ${JSON.stringify(raw).slice(0, 200)}`);
        result = raw as typeof result;
      } catch (error) {
        const code = (error as { code?: number }).code;
        // -32001: the SDK's request timeout.
        if (code === -32001 && !context.signal.aborted) return deliveredResult(input, respondPayload(input, "timeout"), "elicitation", this.config.locale);
        if (context.signal.aborted)
          return { isError: true, content: [{ type: "text", text: `${CONSTANTS.toolName}: the call was cancelled before the user answered` }] };
        return this.fallback(input, `the dialog failed (${code ?? ""} ${(error as Error).message})`);
      }
      this.log(`${input.requestId}: elicitation ${result.action}`);
      if (result.action === "decline") return deliveredResult(input, respondPayload(input, "cancel"), "elicitation", this.config.locale);
      if (result.action !== "accept")
        return deliveredResult(input, respondPayload(input, isSkipAllowed(input.ui) ? "skip" : "cancel"), "elicitation", this.config.locale);
      const formData = form.formData(result.content);
      const problems = checkMcpAskFormData(input, formData);
      if (!problems.length) return deliveredResult(input, respondPayload(input, "submit", formData), "elicitation", this.config.locale);
      this.log(
        `${input.requestId}: the dialog's answers break ${problems.length} rule(s) (${problems.map((p) => p.code ?? p.path).join(", ")}); asking again in ${form.locale}`,
      );
      ({ message, requestedSchema: schema } = form.again(result.content, problems));
    }
    return this.fallback(input, `the answers still broke the form's rules after ${ELICITATION_ATTEMPTS} dialogs`);
  }

  private fallback(input: McpAskRawInput, why: string): undefined {
    this.log(`${input.requestId}: elicitation not used: ${why}; using the browser`);
    return undefined;
  }
}
