/**
 * The nuwax_ask_question form as an MCP App (README "MCP App"): renders the canonical rawInput the
 * host sends (tool input, then the tool result's structuredContent.input), checks the answers with
 * checkMcpAskFormData, and sends the answer message the DockPanel would send with ui/message
 * (role user) plus the respond payload with updateModelContext. Every widget's control comes from
 * its catalog entry; every string from the contract (x-nuwax.uiStrings, the form's own labels), in
 * the form's own language (locale.ts), errors included (problems.ts).
 *
 * The same page is the browser delivery's form (README "Delivery modes", runtime/ask-question/browser.ts):
 * when the loopback server embedded a bootstrap block (`<script type="application/json"
 * id="nuwax-ask-bootstrap">` with { input, respondPath }), the page renders that input and POSTs
 * { payload, locale } to respondPath instead of talking to an MCP Apps host. Only the transport
 * differs (HostTransport); the form logic is one.
 */
import { render, type ComponentChildren } from "preact";
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { memo } from "preact/compat";
import { App, applyDocumentTheme } from "@modelcontextprotocol/ext-apps";
import { checkMcpAskFormData, extractMcpAskInputFromToolResult, tryNormalizeMcpAskUserToolInput } from "../../contract/builder.js";
import { formatMcpAskResumeMessage, MESSAGES, resolveLocale, type MessageLocale } from "../../contract/formatter.js";
import { CONSTANTS, type FileValue, type McpAskRawInput, type McpAskRespondAction, type McpAskRespondPayload, type ValidationProblem } from "../../../generated/types.js";
import { UI_STRINGS, uiStringsFor, type UiStrings } from "../../contract/ui-strings.js";
import {
  customOptionValue,
  customTextKey,
  isSkipAllowed,
  isWizardForm,
  resolveFormFields,
  resolveFormSteps,
  type ResolvedFormField,
} from "../../contract/widgets.js";
import { controlKind, unshownWidget, formatBytes, initialAnswers, respondPayload, toFormData, withAnswer, type Answers, type ControlValue } from "../answers.js";
import { formLocale } from "../../shared/form-locale.js";
import { hints, problemText } from "../field-messages.js";
import { AlertIcon, CheckIcon, CloseIcon, FileIcon, InfoIcon, UploadIcon } from "../../shared/ui/icons";

type Phase =
  | { kind: "waiting" }
  | { kind: "unrenderable"; message?: string; input?: McpAskRawInput }
  | { kind: "form"; input: McpAskRawInput };

/** What happened to this form's answer; "sent" also when another copy of the app sent it. */
type Outcome = { state: "idle" } | { state: "sending" } | { state: "sent"; action: McpAskRespondAction } | { state: "failed"; text: string };

const app = new App({ name: "nuwax-ask-question-form", version: "1" }, {});

/** What the browser delivery's loopback server embeds in the page (runtime/ask-question/browser.ts BrowserBootstrap). */
interface Bootstrap {
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
interface HostTransport {
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
class UploadRefused extends Error {
  constructor(
    message: string,
    readonly maxFileSize?: number,
  ) {
    super(message);
  }
}

const bootstrap = readBootstrap();

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
class Withdrawn extends Error {
  constructor() {
    super("withdrawn");
  }
}

/** How often the delivery page asks its server whether the question is still open, in milliseconds. */
const STATUS_POLL_MS = 2000;

/** The server refused the answer because its tool result would be over x-nuwax.constants.maxToolResultBytes. */
class AnswerTooLarge extends Error {
  constructor(readonly detail: TooLarge) {
    super("answer too large");
  }
}

/** The browser delivery's transport: the server formats the same message from the payload and the locale. */
const pageTransport = (respondPath: string, uploadPath?: string): HostTransport => ({
  locale: () => (typeof navigator !== "undefined" ? navigator.language : undefined),
  async deliver(payload) {
    // A loopback server that does not answer at all has stopped with its question.
    const response = await fetch(respondPath, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ payload, locale: this.locale() }) }).catch(() => {
      throw new Withdrawn();
    });
    if (response.status === 404) throw new Withdrawn();
    // The server's reason is shown on the page; a 413 (an answer more than the agent can receive) in the user's words.
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown } & Partial<TooLarge>;
      if (response.status === 413 && typeof body.resultBytes === "number" && typeof body.maxResultBytes === "number") {
        throw new AnswerTooLarge({ resultBytes: body.resultBytes, maxResultBytes: body.maxResultBytes, fields: Array.isArray(body.fields) ? body.fields.filter((f) => typeof f === "string") : [] });
      }
      throw new Error(String(body.error ?? `HTTP ${response.status}`));
    }
  },
  openLink: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
  ...(uploadPath
    ? {
        async upload(field: string, file: File): Promise<FileValue> {
          const query = new URLSearchParams({ field, name: file.name, type: file.type });
          const response = await fetch(`${uploadPath}?${query}`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file }).catch((error: Error) => {
            throw new UploadRefused(error.message);
          });
          const body = (await response.json().catch(() => ({}))) as { error?: unknown; maxFileSize?: unknown; fileKey?: unknown; size?: unknown; type?: unknown };
          if (!response.ok || typeof body.fileKey !== "string") throw new UploadRefused(String(body.error ?? `HTTP ${response.status}`), typeof body.maxFileSize === "number" ? body.maxFileSize : undefined);
          return { name: file.name, size: typeof body.size === "number" ? body.size : file.size, type: typeof body.type === "string" ? body.type : file.type, fileKey: body.fileKey };
        },
      }
    : {}),
});

const transport: HostTransport = bootstrap ? pageTransport(bootstrap.respondPath, bootstrap.uploadPath) : appTransport;
// On its own tab (browser delivery) the card gets the page's margins; inside a host's frame it fills the frame.
if (bootstrap) document.documentElement.classList.add("standalone");
/**
 * The key of "this form was answered": on a delivery page its own respond path (its session token),
 * so a later question that reuses a requestId on the same origin opens fresh; in a host,
 * requestId#revision (the same form in another copy of the app).
 */
const sentKey = (input: McpAskRawInput) => (bootstrap ? `nuwax-ask-question:page:${bootstrap.respondPath}` : `nuwax-ask-question:${input.requestId}#${input.revision}`);
/** Answers sent in this page, by sentKey (also stored where the sandbox allows storage). */
const sentInPage = new Map<string, McpAskRespondAction>();

function readSent(input: McpAskRawInput): McpAskRespondAction | undefined {
  const inPage = sentInPage.get(sentKey(input));
  if (inPage) return inPage;
  try {
    return (globalThis.localStorage?.getItem(sentKey(input)) as McpAskRespondAction | null) ?? undefined;
  } catch {
    return undefined; // an opaque-origin sandbox has no storage
  }
}

function markSent(input: McpAskRawInput, action: McpAskRespondAction | undefined): void {
  if (action) sentInPage.set(sentKey(input), action);
  else sentInPage.delete(sentKey(input));
  try {
    if (action) globalThis.localStorage?.setItem(sentKey(input), action);
    else globalThis.localStorage?.removeItem(sentKey(input));
  } catch {
    /* no storage in this sandbox: the in-page record still refuses a second send */
  }
}

/** A server's input this contract does not fully know (e.g. a newer widget) still renders when it has an id, a revision and fields. */
function isRenderable(input: Record<string, unknown>): boolean {
  const ui = input.ui as { fields?: unknown } | undefined;
  return typeof input.requestId === "string" && typeof input.revision === "number" && Array.isArray(ui?.fields);
}

function hostLocale(): string | undefined {
  return transport.locale();
}

/** The phase of a page that was served with its question (browser delivery). */
function bootstrapPhase(input: Record<string, unknown>): Phase {
  const normalized = tryNormalizeMcpAskUserToolInput(input);
  if (normalized.ok) return { kind: "form", input: normalized.value };
  return isRenderable(input) ? { kind: "form", input: input as unknown as McpAskRawInput } : { kind: "unrenderable" };
}

function Root() {
  const [phase, setPhase] = useState<Phase>(() => (bootstrap ? bootstrapPhase(bootstrap.input) : { kind: "waiting" }));
  const [locale, setLocale] = useState<string | undefined>(() => (bootstrap ? hostLocale() : undefined));
  useEffect(() => {
    if (bootstrap) return;
    const applyContext = () => {
      const context = app.getHostContext();
      if (context?.theme) applyDocumentTheme(context.theme);
      setLocale(hostLocale());
    };
    app.addEventListener("hostcontextchanged", applyContext);
    app.addEventListener("toolinput", (params) => {
      const normalized = tryNormalizeMcpAskUserToolInput(params.arguments ?? {});
      // The agent's arguments render at once; the result's canonical input replaces them.
      if (normalized.ok) setPhase((current) => (current.kind === "form" ? current : { kind: "form", input: normalized.value }));
    });
    app.addEventListener("toolresult", (result) => {
      // The canonical input (normalizing it again is a no-op that also checks and types it).
      const found = result.isError ? undefined : extractMcpAskInputFromToolResult(result);
      const normalized = found ? tryNormalizeMcpAskUserToolInput(found) : undefined;
      if (normalized?.ok) setPhase({ kind: "form", input: normalized.value });
      else if (found && isRenderable(found)) setPhase({ kind: "form", input: found as unknown as McpAskRawInput }); // a newer contract's form: unknown widgets show the fallback
      else {
        const text = (result.content ?? []).map((c) => (c.type === "text" ? c.text : "")).join("\n");
        setPhase({ kind: "unrenderable", message: text || undefined });
      }
    });
    app.connect().then(applyContext, () => setLocale(hostLocale()));
  }, []);
  // The renderer's words follow the form's language (the host's until there is a form); the answer
  // message stays in the host's locale (send, below).
  const form = phase.kind === "waiting" ? undefined : phase.input;
  const uiLocale = form ? formLocale(form, locale) : undefined;
  const strings = uiLocale ? UI_STRINGS[uiLocale] : uiStringsFor(locale);
  document.documentElement.lang = uiLocale ?? locale ?? "";
  if (form?.title) document.title = form.title;
  if (phase.kind === "waiting") return <p class="waiting" role="status">{strings.waiting}</p>;
  if (phase.kind === "unrenderable") return <Unrenderable strings={strings} message={phase.message} input={phase.input} />;
  if (resolveFormSteps(phase.input.ui).length === 0) return <Unrenderable strings={strings} input={phase.input} />;
  return <Form key={sentKey(phase.input)} input={phase.input} strings={strings} uiLocale={uiLocale ?? resolveLocale(locale)} locale={locale} />;
}

/**
 * On a delivery page, whether its question was withdrawn (the call was cancelled or timed out, or
 * the server stopped): polls bootstrap.statusPath every STATUS_POLL_MS until it answers 404 or twice
 * in a row not at all; stops once `answered`. `set()` records what a refused send found out.
 */
function useWithdrawn(answered: boolean): { value: boolean; set: () => void } {
  const [value, setValue] = useState(false);
  const statusPath = bootstrap?.statusPath;
  useEffect(() => {
    if (!statusPath || answered || value) return;
    let failures = 0;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(statusPath, { cache: "no-store" });
        failures = response.status === 404 ? 2 : 0;
      } catch {
        failures += 1;
      }
      if (failures >= 2 && !stopped) setValue(true);
    };
    const timer = setInterval(() => void poll(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [statusPath, answered, value]);
  return { value, set: () => setValue(true) };
}

function openLink(url: string) {
  return (event: Event) => {
    event.preventDefault();
    transport.openLink(url);
  };
}

function Unrenderable({ strings, message, input }: { strings: UiStrings; message?: string; input?: McpAskRawInput }) {
  const fallback = input?.ui.fallback;
  return (
    <main class="card" aria-labelledby="unrenderable-title">
      <h1 id="unrenderable-title" class="title">{strings.cannotRender}</h1>
      {fallback?.text && <p>{fallback.text}</p>}
      {message && <pre class="problems">{message}</pre>}
      <FallbackLinks strings={strings} input={input} />
    </main>
  );
}

function FallbackLinks({ strings, input }: { strings: UiStrings; input?: McpAskRawInput }) {
  const fallback = input?.ui.fallback;
  const urls = [fallback?.webUrl, fallback?.mobileUrl].filter((u): u is string => typeof u === "string");
  if (!urls.length) return null;
  return (
    <p class="fallback-links">
      {urls.map((url) => (
        <a href={url} onClick={openLink(url)} key={url}>
          {strings.openFallback}
        </a>
      ))}
    </p>
  );
}

/** `strings` are the UI strings of `uiLocale` (the form's language); `locale` is the host's, for the answer message. */
function Form({ input, strings, uiLocale, locale }: { input: McpAskRawInput; strings: UiStrings; uiLocale: MessageLocale; locale?: string }) {
  const ui = input.ui;
  const allFields = useMemo(() => resolveFormFields(ui), [ui]);
  const steps = useMemo(() => resolveFormSteps(ui), [ui]);
  const wizard = isWizardForm(ui) && steps.length > 1;
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(allFields));
  const [problems, setProblems] = useState<ValidationProblem[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const action = readSent(input);
    return action ? { state: "sent", action } : { state: "idle" };
  });
  // The form-wide message under the fields (the live region always exists; a banner when it has text).
  // A refused submit's "n items need fixing" is not a fixed text: it follows the live problem count
  // (fixing a field drops its problem, and the banner counts down and goes at zero).
  const [notice, setNoticeState] = useState<{ text: string; tone: "info" | "warn" | "danger"; problems?: true }>({ text: "", tone: "info" });
  const withdrawn = useWithdrawn(outcome.state === "sent");
  const setNotice = (text: string, tone: "info" | "warn" | "danger" = "warn") => setNoticeState({ text, tone });
  const showProblems = (found: ValidationProblem[]) => {
    setProblems(found);
    setNoticeState({ text: "", tone: "warn", problems: true });
  };
  const formRef = useRef<HTMLFormElement>(null);
  // When the wizard moves to another step, focus moves to that step's heading, so a keyboard or
  // screen-reader user starts at the top of the new step (the button they pressed may not exist there).
  const stepHeadRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    // A submit that found problems on another step has already focused the first of them.
    if (formRef.current?.querySelector(".fields")?.contains(document.activeElement)) return;
    stepHeadRef.current?.focus();
  }, [stepIndex]);
  const stepFields = wizard ? resolveFormFields(ui, steps[stepIndex]!.fields) : allFields;
  const onLast = !wizard || stepIndex === steps.length - 1;
  const done = outcome.state === "sent" || withdrawn.value;

  // The answers as the user last left them, ahead of the next render: a submit that comes before
  // Preact has re-rendered after the last keystrokes must still send them.
  const latest = useRef(answers);
  // Files whose bytes are still on their way to the page's server (browser delivery): no submit until they land.
  const uploadsInFlight = useRef(0);
  // These three live as long as the form, so a keystroke re-renders only its own field (Field is memo'd).
  const trackUpload = useCallback((delta: 1 | -1) => {
    uploadsInFlight.current += delta;
  }, []);
  const getAnswer = useCallback((name: string) => latest.current.get(name), []);
  const setAnswer = useCallback((name: string, value: ControlValue) => {
    latest.current = withAnswer(latest.current, name, value);
    setAnswers(latest.current);
    setProblems((p) => (p.some((problem) => problem.subject === name) ? p.filter((problem) => problem.subject !== name) : p));
  }, []);

  const focusFirstProblem = (found: ValidationProblem[]) => {
    requestAnimationFrame(() => {
      const name = found[0]?.subject;
      const el = name ? formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"] input, [data-field="${CSS.escape(name)}"] textarea, [data-field="${CSS.escape(name)}"] select`) : null;
      el?.focus();
    });
  };

  /** The problems of the given fields only (a wizard step checks its own fields before moving on). */
  const check = (fields: readonly ResolvedFormField[]) => {
    const names = new Set(fields.map((f) => f.name));
    return checkMcpAskFormData(input, toFormData(allFields, latest.current)).filter((p) => p.subject === undefined || names.has(p.subject));
  };

  const send = async (action: McpAskRespondAction) => {
    if (withdrawn.value) return; // the banner says why nothing happens
    if (done || outcome.state === "sending" || readSent(input)) {
      setOutcome((o) => (o.state === "sent" ? o : { state: "sent", action: readSent(input) ?? action }));
      setNotice(strings.alreadyAnswered, "info");
      return;
    }
    let formData: Record<string, unknown> | undefined;
    if (action === "submit" && uploadsInFlight.current > 0) {
      setNotice(strings.uploadsPending, "info");
      return;
    }
    if (action === "submit") {
      const found = check(allFields);
      if (found.length) {
        showProblems(found);
        const first = found[0]?.subject;
        const at = wizard ? steps.findIndex((s) => first !== undefined && s.fields.includes(first)) : -1;
        if (at >= 0) setStepIndex(at);
        focusFirstProblem(found);
        return;
      }
      formData = toFormData(allFields, latest.current);
    }
    const payload = respondPayload(input, action, formData);
    const text = formatMcpAskResumeMessage(input, payload, { locale: hostLocale() });
    markSent(input, action);
    setOutcome({ state: "sending" });
    setNotice("");
    try {
      await transport.deliver(payload, text);
      setOutcome({ state: "sent", action });
    } catch (error) {
      markSent(input, undefined);
      if (error instanceof Withdrawn) {
        setOutcome({ state: "idle" });
        withdrawn.set();
        return;
      }
      setOutcome({ state: "failed", text });
      if (error instanceof AnswerTooLarge) {
        const { resultBytes, maxResultBytes, fields } = error.detail;
        setNotice(strings.answerTooLarge({ size: formatBytes(resultBytes), max: formatBytes(maxResultBytes), fields: fields.join(MESSAGES[uiLocale].listSeparator) }), "danger");
      } else setNotice(bootstrap && error instanceof Error && error.message ? `${strings.sendFailed} ${error.message}` : strings.sendFailed, "danger");
    }
  };

  const next = () => {
    const found = check(stepFields);
    if (found.length) {
      showProblems(found);
      focusFirstProblem(found);
      return;
    }
    setProblems([]);
    setNotice("");
    setStepIndex((i) => Math.min(i + 1, steps.length - 1));
  };

  const noticeText = notice.problems ? (problems.length ? strings.fixErrors({ count: String(problems.length) }) : "") : notice.text;
  const step = steps[stepIndex];
  const presentation = ui.presentation;
  return (
    <main class={`card presentation-${presentation}`} aria-labelledby="form-title">
      <p class="eyebrow">{strings.eyebrow}</p>
      <h1 id="form-title" class="title">{input.title || ui.title}</h1>
      {(input.description || ui.description) && <p class="description">{ui.description ?? input.description}</p>}
      {withdrawn.value && outcome.state !== "sent" ? (
        <div class="banner tone-warn outcome withdrawn" role="status">
          <span class="banner-icon">
            <InfoIcon />
          </span>
          <p class="banner-text">{strings.withdrawn}</p>
        </div>
      ) : outcome.state === "sent" ? (
        <div class="banner tone-ok outcome" role="status">
          <span class="banner-icon">
            <CheckIcon />
          </span>
          <p class="banner-text">
            <strong>{outcome.action === "submit" ? strings.submitted : outcome.action === "skip" ? strings.skipped : strings.cancelled}</strong>
            {/* On its own loopback page (delivery browser) the tab has done its job; inside a host it has not. */}
            {bootstrap ? <span class="close-tab"> {strings.closeTab}</span> : null}
          </p>
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        aria-labelledby="form-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!onLast && !done) next();
          else void send("submit");
        }}
      >
        {wizard && (
          // Where the user is among the wizard's steps: done ones ticked, the current one marked.
          <ol class="stepper">
            {steps.map((s, i) => (
              <li key={i} class={i < stepIndex ? "done" : i === stepIndex ? "current" : undefined} aria-current={i === stepIndex ? "step" : undefined}>
                <span class="step-dot" aria-hidden="true">
                  {i < stepIndex ? <CheckIcon size={12} /> : i + 1}
                </span>
                <span class="step-name">{s.title || strings.stepOf({ current: String(i + 1), total: String(steps.length) })}</span>
              </li>
            ))}
          </ol>
        )}
        {wizard && step && (
          <div class="step-head" ref={stepHeadRef} tabIndex={-1}>
            <p class="step-of">{strings.stepOf({ current: String(stepIndex + 1), total: String(steps.length) })}</p>
            {step.title && <h2 class="step-title">{step.title}</h2>}
            {step.description && <p class="description">{step.description}</p>}
          </div>
        )}
        <fieldset class="fields" disabled={done || outcome.state === "sending"}>
          {stepFields.map((field) => (
            <Field
              key={field.name}
              field={field}
              answers={answers}
              getAnswer={getAnswer}
              setAnswer={setAnswer}
              trackUpload={trackUpload}
              separator={MESSAGES[uiLocale].listSeparator}
              problem={problems.find((p) => p.subject === field.name)}
              strings={strings}
            />
          ))}
        </fieldset>
        <div class="notice" role="alert">
          {noticeText ? (
            <div class={`banner tone-${notice.tone}`}>
              <span class="banner-icon">{notice.tone === "info" ? <InfoIcon /> : <AlertIcon />}</span>
              <p class="banner-text">{noticeText}</p>
            </div>
          ) : null}
        </div>
        {outcome.state === "failed" && (
          <div class="failed">
            <label class="field-label" for="answer-message">{strings.copyMessage}</label>
            <textarea id="answer-message" readOnly rows={4} value={outcome.text} />
            <CopyButton text={outcome.text} strings={strings} />
          </div>
        )}
        <div class="actions">
          {wizard && stepIndex > 0 && !done && (
            <button type="button" class="secondary" onClick={() => setStepIndex((i) => i - 1)}>
              {strings.prevStep}
            </button>
          )}
          <span class="spacer" />
          <button type="button" class="secondary" aria-disabled={done ? "true" : undefined} onClick={() => void send("cancel")}>
            {ui.cancelLabel || strings.cancel}
          </button>
          {isSkipAllowed(ui) && (
            <button type="button" class="secondary" aria-disabled={done ? "true" : undefined} onClick={() => void send("skip")}>
              {ui.skipLabel || strings.skip}
            </button>
          )}
          <button type="submit" class="primary" aria-disabled={done || outcome.state === "sending" ? "true" : undefined}>
            {onLast || done ? ui.submitLabel || strings.submit : strings.nextStep}
          </button>
        </div>
      </form>
      {ui.fallback?.text && <FallbackLinks strings={strings} input={input} />}
    </main>
  );
}

function CopyButton({ text, strings }: { text: string; strings: UiStrings }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      class="secondary"
      onClick={() => {
        const select = () => (document.getElementById("answer-message") as HTMLTextAreaElement | null)?.select();
        (navigator.clipboard?.writeText(text) ?? Promise.reject()).then(() => setCopied(true), select);
      }}
    >
      {copied ? strings.copied : strings.copyMessage}
    </button>
  );
}

interface FieldProps {
  field: ResolvedFormField;
  answers: Answers;
  /** The control's latest value (ahead of the render: an upload that lands later adds to what is there then). */
  getAnswer: (name: string) => ControlValue;
  setAnswer: (name: string, value: ControlValue) => void;
  /** Counts a file upload starting (1) or ending (-1). */
  trackUpload: (delta: 1 | -1) => void;
  problem?: ValidationProblem;
  strings: UiStrings;
  /** The list separator of the renderer's locale (MESSAGES[uiLocale].listSeparator). */
  separator: string;
}

/** A chosen file on its way to the page's server, or refused by it. */
interface PendingUpload {
  id: number;
  name: string;
  failed?: string;
}
let uploadSeq = 0;

/**
 * The option rows a choice field renders before its "show all" button: a 200-field form of 200 options
 * each (the contract's bounds) would otherwise be 40,000 rows, seconds per render. Chosen options are
 * always rendered, wherever they are in the list.
 */
const OPTION_ROWS_SHOWN = 20;

/** A field re-renders only when its own answer (or custom text) or another prop changes, not on every keystroke of another field. */
const Field = memo(FieldView, (a: FieldProps, b: FieldProps) =>
  (Object.keys(b) as Array<keyof FieldProps>).every((key) => key === "answers" || a[key] === b[key]) &&
  a.answers.get(a.field.name) === b.answers.get(b.field.name) && a.answers.get(customTextKey(a.field)) === b.answers.get(customTextKey(b.field)));

function FieldView({ field, answers, getAnswer, setAnswer, trackUpload, problem, strings, separator }: FieldProps) {
  const [allOptions, setAllOptions] = useState(false);
  const optionsRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const focusCustom = useRef(false);
  useEffect(() => {
    if (!focusCustom.current) return;
    focusCustom.current = false;
    document.getElementById(`field-${field.name}-custom`)?.focus();
  });
  const id = `field-${field.name}`;
  const kind = controlKind(field);
  const label = field.title || field.name;
  const hintList = hints(field, strings, separator);
  const fallbackFrom = unshownWidget(field);
  const describedBy = [field.description && `${id}-desc`, hintList.length && `${id}-hint`, problem && `${id}-error`, fallbackFrom && `${id}-fallback`]
    .filter(Boolean)
    .join(" ") || undefined;
  const common = {
    "aria-invalid": problem ? ("true" as const) : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required ? ("true" as const) : undefined,
  };
  const value = answers.get(field.name);
  const grouped = kind === "radio" || kind === "list" || kind === "checkboxes" || kind === "radio-custom";
  const labelContent = (
    <>
      {label}
      {field.required && (
        <span class="required" title={strings.required}>
          {" *"}
          <span class="sr-only">{strings.required}</span>
        </span>
      )}
    </>
  );
  const extras = (
    <>
      {field.description && <p id={`${id}-desc`} class="field-description">{field.description}</p>}
      {hintList.length > 0 && <p id={`${id}-hint`} class="hint">{hintList.join(" · ")}</p>}
      {fallbackFrom && <p id={`${id}-fallback`} class="hint warn">{strings.unknownWidget({ widget: fallbackFrom })}</p>}
      {problem && (
        <p id={`${id}-error`} class="error" data-code={problem.code}>
          <AlertIcon />
          {problemText(problem, field, strings)}
        </p>
      )}
    </>
  );
  const options = "options" in field && Array.isArray(field.options) ? field.options : [];
  if (grouped) {
    const multi = kind === "checkboxes";
    const selected = Array.isArray(value) ? (value as string[]) : [];
    const custom = kind === "radio-custom" ? customOptionValue(field as { otherValue?: string }) : undefined;
    const allowCustom = kind === "radio-custom" && (field as { allowCustom?: boolean }).allowCustom !== false;
    const textKey = customTextKey(field);
    return (
      <fieldset class={`field group ${kind}${problem ? " invalid" : ""}`} data-field={field.name} aria-describedby={describedBy} aria-invalid={common["aria-invalid"]}>
        <legend class="field-label">{labelContent}</legend>
        {/* The shared option rows (controls.css): a native input, visually hidden but focusable, and
            the row's own radio dot or check box. radio, checkboxes and radio-with-custom wrap side
            by side like the DockPanel's; list stacks. */}
        <div ref={optionsRef} class={`options ${multi ? "multi" : "single"}${kind === "list" ? "" : " inline"}`} role={multi ? undefined : "radiogroup"} aria-required={multi ? undefined : common["aria-required"]}>
          {(allOptions || options.length <= OPTION_ROWS_SHOWN ? options : options.filter((option, i) => i < OPTION_ROWS_SHOWN || (multi ? selected.includes(option.value) : value === option.value))).map((option) => (
            <Choice
              key={option.value}
              multi={multi}
              name={field.name}
              value={option.value}
              label={option.label}
              checked={multi ? selected.includes(option.value) : value === option.value}
              onChange={(checked) => {
                if (multi) setAnswer(field.name, checked ? [...selected, option.value] : selected.filter((v) => v !== option.value));
                else setAnswer(field.name, option.value);
              }}
            />
          ))}
          {allowCustom && custom !== undefined && (
            <Choice
              key={custom}
              multi={false}
              name={field.name}
              value={custom}
              label={strings.customOption}
              checked={value === custom}
              onChange={() => setAnswer(field.name, custom)}
              // A click (not arrow keys, which move on through the options) goes on into the custom text box.
              onPointerPick={() => (focusCustom.current = true)}
            />
          )}
        </div>
        {!allOptions && options.length > OPTION_ROWS_SHOWN && (
          <button
            type="button"
            class="ghost show-all"
            onClick={() => {
              setAllOptions(true);
              // Focus stays in the field: on the first row that was hidden.
              requestAnimationFrame(() => optionsRef.current?.querySelectorAll<HTMLInputElement>(".option > input")[OPTION_ROWS_SHOWN]?.focus());
            }}
          >
            {strings.showAllOptions({ count: String(options.length) })}
          </button>
        )}
        {allowCustom && value === custom && (
          <div class="custom">
            <label class="field-label" for={`${id}-custom`}>{strings.customInputLabel}</label>
            <input
              id={`${id}-custom`}
              type="text"
              placeholder={strings.customInputPlaceholder}
              value={(answers.get(textKey) as string | undefined) ?? ""}
              onInput={(e) => setAnswer(textKey, (e.currentTarget as HTMLInputElement).value)}
              {...common}
            />
          </div>
        )}
        {extras}
      </fieldset>
    );
  }
  let control;
  const f = field as Record<string, unknown>;
  const placeholder = typeof f.placeholder === "string" ? f.placeholder : undefined;
  if (kind === "textarea") {
    control = <textarea id={id} rows={3} placeholder={placeholder} value={(value as string) ?? ""} onInput={(e) => setAnswer(field.name, e.currentTarget.value)} {...common} />;
  } else if (kind === "number") {
    control = (
      <input
        id={id}
        type="text"
        inputMode="decimal"
        placeholder={placeholder}
        value={(value as string) ?? ""}
        onInput={(e) => setAnswer(field.name, e.currentTarget.value)}
        {...common}
      />
    );
  } else if (kind === "select") {
    control = (
      <select id={id} value={(value as string) ?? ""} onChange={(e) => setAnswer(field.name, e.currentTarget.value)} {...common}>
        <option value="">{placeholder ?? strings.selectPlaceholder}</option>
        {options.map((option) => (
          <option value={option.value} key={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === "file") {
    const files = Array.isArray(value) ? (value as FileValue[]) : [];
    const multiple = f.multiple === true;
    const maxFileSize = typeof f.maxFileSize === "number" ? f.maxFileSize : undefined;
    const tooLarge = (limit: number) => strings.problemFileTooLarge({ size: formatBytes(limit) });
    const add = (list: FileList | null | undefined) => {
      const chosen = Array.from(list ?? []);
      const upload = transport.upload;
      if (!upload) {
        const added = chosen.map((file): FileValue => ({ name: file.name, size: file.size, type: file.type }));
        if (added.length) setAnswer(field.name, multiple ? [...files, ...added] : added.slice(0, 1));
        return;
      }
      // Browser delivery: each file's bytes go to the page's server, which answers with its fileKey;
      // the file joins the answer once stored (README "Delivery modes", what the agent receives).
      for (const file of multiple ? chosen : chosen.slice(0, 1)) {
        const id = ++uploadSeq;
        const limit = maxFileSize ?? CONSTANTS.maxUploadBytes;
        if (file.size > limit) {
          setPending((p) => [...p, { id, name: file.name, failed: tooLarge(limit) }]);
          continue;
        }
        setPending((p) => [...p, { id, name: file.name }]);
        trackUpload(1);
        upload(field.name, file).then(
          (value) => {
            setPending((p) => p.filter((u) => u.id !== id));
            const current = getAnswer(field.name);
            const list = Array.isArray(current) ? (current as FileValue[]) : [];
            setAnswer(field.name, multiple ? [...list, value] : [value]);
          },
          (error: unknown) => {
            const limitHit = error instanceof UploadRefused ? error.maxFileSize : undefined;
            setPending((p) => p.map((u) => (u.id === id ? { ...u, failed: limitHit !== undefined ? tooLarge(limitHit) : strings.uploadFailed({ name: file.name }) } : u)));
          },
        ).finally(() => trackUpload(-1));
      }
    };
    control = (
      <FileDrop onFiles={add}>
        <label class="file-button">
          <input
            id={id}
            type="file"
            accept={typeof f.accept === "string" ? f.accept : undefined}
            multiple={multiple}
            onChange={(e) => {
              add(e.currentTarget.files);
              e.currentTarget.value = "";
            }}
            {...common}
          />
          <UploadIcon />
          {strings.chooseFile}
        </label>
        <span class="hint">{strings.uploadDragText}</span>
      </FileDrop>
    );
    if (files.length > 0 || pending.length > 0) {
      control = (
        <>
          {control}
          <ul class="file-list">
            {pending.map((upload) => (
              <li key={`pending-${upload.id}`} class={upload.failed ? "upload-failed" : "uploading"}>
                {upload.failed ? <AlertIcon /> : <FileIcon />}
                <span class="file-name">{upload.name}</span>
                <span class={upload.failed ? "file-size error-text" : "file-size"} role={upload.failed ? "alert" : "status"}>
                  {upload.failed ?? strings.uploading}
                </span>
                {upload.failed ? (
                  <button type="button" class="ghost icon-only" aria-label={strings.removeFile({ name: upload.name })} onClick={() => setPending((p) => p.filter((u) => u.id !== upload.id))}>
                    <CloseIcon />
                  </button>
                ) : null}
              </li>
            ))}
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                <FileIcon />
                <span class="file-name">{file.name}</span>
                {typeof file.size === "number" ? <span class="file-size">{formatBytes(file.size)}</span> : null}
                <button
                  type="button"
                  class="ghost icon-only"
                  aria-label={strings.removeFile({ name: String(file.name ?? "") })}
                  onClick={() => setAnswer(field.name, files.filter((_, j) => j !== i))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        </>
      );
    }
  } else {
    control = (
      <input
        id={id}
        type="text"
        placeholder={placeholder}
        maxLength={undefined}
        value={(value as string) ?? ""}
        onInput={(e) => setAnswer(field.name, e.currentTarget.value)}
        {...common}
      />
    );
  }
  return (
    <div class={`field ${kind}${problem ? " invalid" : ""}`} data-field={field.name}>
      <label class="field-label" for={id}>
        {labelContent}
      </label>
      {control}
      {extras}
    </div>
  );
}

/** One option row of a choice field: the shared `.option` markup around a native radio or check box. */
function Choice({
  multi,
  name,
  value,
  label,
  checked,
  onChange,
  onPointerPick,
}: {
  multi: boolean;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Called when the row is picked with a pointer (a click, not a key). */
  onPointerPick?: () => void;
}) {
  return (
    <label class="option" onClick={onPointerPick ? (e) => e.detail > 0 && onPointerPick() : undefined}>
      <input type={multi ? "checkbox" : "radio"} name={name} value={value} checked={checked} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />
      <span class="control" aria-hidden="true">
        {multi ? <CheckIcon size={12} /> : null}
      </span>
      <span class="option-main">
        <span class="option-label">{label}</span>
      </span>
    </label>
  );
}

/** The file picker's drop zone: files dropped on it are added like files chosen with its button. */
function FileDrop({ onFiles, children }: { onFiles: (files: FileList | null | undefined) => void; children: ComponentChildren }) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      class={`file-drop${dragging ? " dragging" : ""}`}
      onDragOver={(e) => {
        if (!e.dataTransfer?.types.includes("Files")) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!(e.currentTarget as HTMLElement).querySelector("input:disabled")) onFiles(e.dataTransfer?.files);
      }}
    >
      {children}
    </div>
  );
}

render(<Root />, document.getElementById("root")!);
