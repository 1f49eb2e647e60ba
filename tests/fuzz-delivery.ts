/**
 * The browser delivery's fuzz (docs/reliability-and-security.md "The fuzz suite"): seeded hostile forms,
 * each valid under `$defs/McpAskUserToolInput`, asked through the REAL stdio server as it ships (the
 * bundled bin, `NUWAX_ASK_DELIVERY=browser`) and answered in headless Chromium (playwright-core) on the
 * loopback page it serves. Titles, descriptions, labels, placeholders, button labels, fallback texts and
 * links, option values, field names and answers carry
 * `$&` / `$'` / `$$` replacement patterns, `</script>` and `<!--`, markup with event handlers, bidi
 * controls, lone surrogates, 10,000-character and unbroken 500-character texts, prototype names, and
 * `business` data nested 150 deep; every widget but file, custom answers (radio-with-custom) and wizards,
 * answered step by step. For each form it asserts:
 *   - the canary never runs: `window.__nuwaxCanary` stays unset and no element the hostile markup
 *     would create (`[data-canary]`) exists, so no text was ever parsed as HTML;
 *   - the CSP holds: no `securitypolicyviolation` event, no page error, no console error;
 *   - the exact text is shown: the title, the description, each field's label, description, placeholder
 *     and first option labels, the button labels and the fallback links' href, read back from the DOM,
 *     equal the canonical input's (normalizeMcpAskUserToolInput);
 *   - nothing overflows sideways: an unbroken long string wraps inside the card;
 *   - the round trip holds: the values typed and picked come back in the tool result's formData, and
 *     its message is the one formatMcpAskResumeMessage writes for them; the page says "submitted".
 *
 *   npm run fuzz -- --delivery [--count N] [--seed N]
 *
 * tests/delivery-fuzz.test.ts runs a short seeded run of it inside `npm test`.
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { normalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { formatMcpAskResumeMessage } from "../runtime/contract/formatter.js";
import { UI_STRINGS } from "../runtime/contract/ui-strings.js";
import { formLocale } from "../runtime/shared/form-locale.js";
import { customOptionValue, customTextKey } from "../runtime/contract/widgets.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./helpers/browser.js";
import { collectStderr } from "./helpers/mcp.js";

const root = join(import.meta.dirname, "..");

/** A small seeded PRNG (mulberry32): the same seed gives the same forms on every machine. */
export function deliveryRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof deliveryRng>;

/** The global a hostile text tries to set; the run fails when the page ever sets it. */
export const CANARY = "__nuwaxCanary";

/**
 * Texts an agent (or an attacker feeding one) might put in a form. Each markup one carries
 * `data-canary`, so a text ever parsed as HTML leaves an element the run finds, CSP or not.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  "US$$",
  "$&",
  "$'",
  "$`",
  "$$&$1$<x>",
  "</script><script data-canary>window.__nuwaxCanary=1</script>",
  '<img data-canary src=x onerror="window.__nuwaxCanary=1">',
  '"><svg data-canary onload="window.__nuwaxCanary=1">',
  "<!--<script data-canary>window.__nuwaxCanary=1</script>-->",
  "<style data-canary>body{display:none}</style>",
  "javascript:window.__nuwaxCanary=1",
  "${window.__nuwaxCanary=1}",
  "{{constructor.constructor('window.__nuwaxCanary=1')()}}",
  "]]><![CDATA[",
  "\u202eevil\u202c \u2066isolate\u2069 \u200f\u200e",
  "\u2028line\u2029para",
  "👍🏽 名前 é 𝒳",
  "toString",
  "__proto__",
  "constructor",
  "\\u003c/script\\u003e",
  "&lt;b&gt;&amp;",
  "%s %n %d",
  "'; DROP TABLE x; --",
];

/** One hostile text, now and then with another appended (so `$` patterns meet markup). */
function hostileText(rng: Rng): string {
  const text = rng.pick(HOSTILE_TEXTS);
  return rng.chance(0.3) ? `${text} ${rng.pick(HOSTILE_TEXTS)}` : text;
}

/** A text of at most `max` code points: hostile, unbroken and long, or 10,000 characters of several. */
function hostileLong(rng: Rng, max: number): string {
  const kind = rng.int(6);
  if (kind === 0) return "W".repeat(Math.min(max, 500)); // one unbroken word
  if (kind === 1 && max >= 10_000)
    return cut(Array.from({ length: 1100 }, () => rng.pick(["$&$'$$ab12", "</script>!", "名前👍🏽é\u202e\u202c ", "0123456789"])).join(""), 10_000);
  return cut(hostileText(rng), max);
}

/** `text` cut to `max` code points (the contract counts code points). */
const cut = (text: string, max: number) => [...text].slice(0, max).join("");

/** What the fuzzer types into a text control (no line breaks: an <input> drops them; no NUL). */
function typedText(rng: Rng, multiline: boolean): string {
  const text = rng.chance(0.1) ? "x".repeat(2000 + rng.int(3000)) : hostileText(rng);
  const clean = text.replace(/[\u0000\r]/g, "");
  return multiline ? `${clean}\n${hostileText(rng).replace(/[\u0000\r]/g, "")}` : clean.replace(/[\n\u2028\u2029]/g, " ");
}

/** A field of a hostile form and the answer the fuzzer gives it. */
export interface FuzzField {
  field: Record<string, unknown>;
  /**
   * text/textarea/number: what is typed; radio/select/list: the option index; checkboxes: the option
   * indexes; radio-with-custom: an option index, or the custom option and the text typed for it.
   */
  answer: { type: string } | { pick: number } | { picks: number[] } | { custom: string };
}

/** A hostile but valid form, the answers to give, and the locale of the browser that answers it. */
export interface FuzzForm {
  args: Record<string, unknown>;
  fields: FuzzField[];
  locale: string;
}

const WIDGETS = ["text", "textarea", "number", "radio", "checkboxes", "select", "list", "radio-with-custom"] as const;

/** The `index`th hostile form of a run (`$defs/McpAskUserToolInput`; every field is answered). */
export function hostileForm(rng: Rng, index: number): FuzzForm {
  const names = new Set<string>();
  const fields: FuzzField[] = [];
  const count = 1 + rng.int(5);
  for (let f = 0; f < count; f++) {
    const widget = rng.pick(WIDGETS);
    let name = rng.chance(0.5) ? cut(hostileText(rng), 200).replace(/^(__proto__|constructor|prototype)$/, "$1_") : `f${f}`;
    // A radio-with-custom field's custom text goes under `${name}Custom`: no other field may be named so.
    if (!/\S/.test(name) || names.has(name) || names.has(`${name}Custom`) || names.has(name.replace(/Custom$/, ""))) name = `f${f}`;
    names.add(name);
    names.add(`${name}Custom`);
    const field: Record<string, unknown> = { name, title: hostileLong(rng, 500), widget, required: rng.chance(0.5) };
    if (rng.chance(0.5)) field.description = hostileLong(rng, 5000);
    if ((widget === "text" || widget === "textarea" || widget === "number" || widget === "select") && rng.chance(0.4))
      field.placeholder = cut(hostileText(rng), 500);
    let answer: FuzzField["answer"];
    if (widget === "text" || widget === "textarea") answer = { type: typedText(rng, widget === "textarea") };
    else if (widget === "number") answer = { type: rng.pick(["42", "-0.5", "1e3", "7"]) };
    else {
      const values = new Set<string>();
      const labels = new Set<string>();
      const options: Array<{ value: string; label: string }> = [];
      const size = 1 + rng.int(rng.chance(0.2) ? 40 : 6);
      for (let o = 0; o < size; o++) {
        let value = rng.chance(0.6) ? cut(hostileText(rng), 500) : `o${o}`;
        if (values.has(value)) value = `o${o}`;
        values.add(value);
        // Labels must differ (the answer message shows them): a repeated one gets its index.
        let label = rng.chance(0.2) ? "W".repeat(500) : cut(hostileText(rng), 500);
        if (labels.has(label)) label = `${cut(label, 490)} #${o}`;
        labels.add(label);
        options.push({ value, label });
      }
      field.options = options;
      // The page renders a long list's first 20 rows: the fuzzer picks among them.
      const shown = Math.min(size, 20);
      if (widget === "radio-with-custom") {
        field.allowCustom = true;
        if (rng.chance(0.5)) {
          let other = cut(hostileText(rng), 500);
          if (values.has(other)) other = "__custom__";
          field.otherValue = other;
        }
      }
      if (widget === "radio-with-custom" && rng.chance(0.6)) answer = { custom: typedText(rng, false) || "x" };
      else if (widget === "checkboxes")
        answer = { picks: [...new Set(Array.from({ length: 1 + rng.int(Math.min(3, shown)) }, () => rng.int(shown)))].sort((a, b) => a - b) };
      else answer = { pick: rng.int(shown) };
    }
    fields.push({ field, answer });
  }
  const args: Record<string, unknown> = {
    requestId: `fuzz-${index}-${cut(hostileText(rng), 40)}`,
    sessionId: cut(hostileText(rng), 200),
    title: hostileLong(rng, 500),
    ui: { fields: fields.map((f) => f.field) },
  };
  if (fields.length > 1 && rng.chance(0.3)) {
    // A wizard: the fields in order, one or two a step, each step with a hostile title.
    const steps: Array<{ id: string; title: string; fields: string[] }> = [];
    for (let k = 0; k < fields.length;) {
      const take = Math.min(fields.length - k, 1 + rng.int(2));
      steps.push({ id: `s${steps.length}`, title: cut(hostileText(rng), 500), fields: fields.slice(k, k + take).map((f) => String(f.field.name)) });
      k += take;
    }
    Object.assign(args.ui as Record<string, unknown>, { presentation: "wizard", steps });
  }
  if (rng.chance(0.5)) args.description = hostileLong(rng, 20_000);
  if (rng.chance(0.3)) (args.ui as Record<string, unknown>).description = hostileLong(rng, 20_000);
  if (rng.chance(0.3)) (args.ui as Record<string, unknown>).submitLabel = cut(hostileText(rng), 100);
  if (rng.chance(0.3)) (args.ui as Record<string, unknown>).cancelLabel = cut(hostileText(rng), 100);
  if (rng.chance(0.3)) {
    // A link the page shows as is: https with the hostile text percent-encoded where a URI needs it.
    (args.ui as Record<string, unknown>).fallback = {
      text: cut(hostileText(rng), 5000),
      webUrl: `https://example.com/form?q=${encodeURIComponent(hostileText(rng))}&x=$&y='`,
    };
  }
  if (rng.chance(0.3)) {
    let deep: unknown = hostileText(rng);
    for (let d = 0; d < 150; d++) deep = rng.chance(0.5) ? [deep] : { [hostileText(rng)]: deep };
    args.business = { deep, "$&": "$'" };
  }
  return { args, fields, locale: rng.pick(["en-US", "zh-CN", "ja-JP", "ar-EG"]) };
}

/** How far a run is, for progress lines. */
export interface DeliveryFuzzProgress {
  forms: number;
  count: number;
  seconds: number;
}

export interface DeliveryFuzzOptions {
  /** Forms to ask and answer. */
  count: number;
  seed: number;
  /** The folder of the bundled bins (default dist/bin, what `npm run build` makes). */
  binDir?: string;
  /** A browser to use (the run launches /usr/bin/chromium, and closes it, without one). */
  browser?: Browser;
  /** Longest wait for one form's page or result, in milliseconds (default 30000). */
  timeoutMs?: number;
  onProgress?: (progress: DeliveryFuzzProgress) => void;
}

export interface DeliveryFuzzReport {
  /** Forms asked, and how many came back with the answers given. */
  forms: number;
  answered: number;
  /** Fields answered, over every form; of them, custom answers typed (radio-with-custom). */
  fields: number;
  customAnswers: number;
  /** Forms answered step by step (wizards of two steps or more). */
  wizards: number;
  /** Characters of agent text the forms carried (titles, descriptions, labels, values). */
  hostileChars: number;
  /** Every broken promise ("form N: …"), empty when the run passed. */
  failures: string[];
}

/** A CSS attribute-selector string for any text (CSS escapes, not JSON's). */
const cssString = (text: string) =>
  `"${[...text].map((c) => (/["\\]/.test(c) ? `\\${c}` : /[\u0000-\u001f\u007f\u2028\u2029]/.test(c) ? `\\${c.codePointAt(0)!.toString(16)} ` : c)).join("")}"`;

/** What the page shows for the form, read from its DOM. */
interface Shown {
  title: string | null;
  description: string | null;
  labels: Array<{ name: string | null; label: string | null; description: string | null; placeholder: string | null; options: string[] }>;
  /** The wizard step's title, when there is one. */
  stepTitle: string | null;
  /** The text of the submit and cancel buttons, and the fallback links' href attributes. */
  submit: string | null;
  cancel: string | null;
  links: string[];
  canary: unknown;
  canaryElements: number;
  overflow: { document: number; viewport: number; card: number; cardClient: number };
  csp: string[];
}

async function readShown(page: Page): Promise<Shown> {
  return page.evaluate((canary) => {
    const card = document.querySelector("main.card");
    return {
      title: document.querySelector("h1")?.textContent ?? null,
      description: document.querySelector("main.card > p.description")?.textContent ?? null,
      labels: [...document.querySelectorAll("fieldset.fields [data-field]")].map((el) => ({
        name: el.getAttribute("data-field"),
        // The label's own text, without the required mark.
        label: (() => {
          const label = el.querySelector(":scope > .field-label, :scope > legend");
          if (!label) return null;
          const copy = label.cloneNode(true) as Element;
          copy.querySelector(".required")?.remove();
          return copy.textContent;
        })(),
        description: el.querySelector(".field-description")?.textContent ?? null,
        placeholder:
          el.querySelector("input[placeholder], textarea[placeholder]")?.getAttribute("placeholder") ??
          el.querySelector("select option[value='']")?.textContent ??
          null,
        options: [...el.querySelectorAll(".option-label, select option:not([value=''])")].map((o) => o.textContent ?? ""),
      })),
      stepTitle: document.querySelector(".step-title")?.textContent ?? null,
      submit: document.querySelector("button[type=submit]")?.textContent ?? null,
      cancel: document.querySelector(".actions .spacer + button")?.textContent ?? null,
      links: [...document.querySelectorAll(".fallback-links a")].map((a) => a.getAttribute("href") ?? ""),
      canary: (window as unknown as Record<string, unknown>)[canary],
      canaryElements: document.querySelectorAll("[data-canary]").length,
      overflow: {
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        card: card?.scrollWidth ?? 0,
        cardClient: card?.clientWidth ?? 0,
      },
      csp: (window as unknown as { __csp: string[] }).__csp ?? [],
    };
  }, CANARY);
}

/** Answers one field on the page as the fuzzer chose (text typed, options clicked or selected). */
async function answerField(page: Page, fuzz: FuzzField): Promise<unknown> {
  const name = String(fuzz.field.name);
  const at = page.locator(`[data-field=${cssString(name)}]`);
  const options = (fuzz.field.options as Array<{ value: string }> | undefined) ?? [];
  if ("type" in fuzz.answer) {
    await at.locator("input, textarea").first().fill(fuzz.answer.type);
    if (fuzz.field.widget === "number") return Number(fuzz.answer.type);
    return fuzz.answer.type;
  }
  if (fuzz.field.widget === "select") {
    // By value only: a plain string would also match another option's label.
    await at.locator("select").selectOption({ value: options[(fuzz.answer as { pick: number }).pick]!.value });
    return options[(fuzz.answer as { pick: number }).pick]!.value;
  }
  if ("custom" in fuzz.answer) {
    // The custom choice is the last option row; its text box appears under the options.
    await at.locator(".option").last().click();
    await at.locator(".custom input").fill(fuzz.answer.custom);
    return { [name]: customOptionValue(fuzz.field as { otherValue?: string }), [customTextKey(fuzz.field as { name: string })]: fuzz.answer.custom };
  }
  const picks = "picks" in fuzz.answer ? fuzz.answer.picks : [fuzz.answer.pick];
  for (const p of picks) await at.locator(".option").nth(p).click();
  return "picks" in fuzz.answer ? picks.map((p) => options[p]!.value) : options[fuzz.answer.pick]!.value;
}

/** A field's label as the page shows it: its title, else its name. */
const fieldLabel = (field: Record<string, unknown>) => (typeof field.title === "string" && field.title ? field.title : String(field.name));

/**
 * Asks `options.count` hostile forms through the stdio server in browser delivery, answers each in
 * Chromium and checks the promises above. Never throws for a broken promise (see `failures`); throws
 * when the bin is missing or Chromium cannot start.
 */
export async function fuzzDelivery(options: DeliveryFuzzOptions): Promise<DeliveryFuzzReport> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const rng = deliveryRng(options.seed);
  const bin = join(options.binDir ?? join(root, "dist/bin"), "nuwax-ask-question-mcp.mjs");
  const report: DeliveryFuzzReport = { forms: 0, answered: 0, fields: 0, customAnswers: 0, wizards: 0, hostileChars: 0, failures: [] };
  const started = Date.now();
  const { chromium } = await import("playwright-core");
  const browser = options.browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin],
    cwd: root,
    env: { ...(process.env as Record<string, string>), NUWAX_ASK_DELIVERY: "browser", NUWAX_ASK_OPEN: "0", NUWAX_ASK_PROGRESS_MS: "600000" },
    stderr: "pipe",
  });
  // The server's stderr, for the report when the run stops (the transport makes the pipe before it starts).
  const stderr = transport.stderr ? collectStderr(transport.stderr) : { text: () => "" };
  const client = new Client({ name: "fuzz-delivery", version: "1" }, { capabilities: {} });
  try {
    await client.connect(transport);
    for (let i = 0; i < options.count; i++) {
      const fuzz = hostileForm(rng, i);
      report.forms++;
      const failures = await fuzzOneForm(client, browser, fuzz, timeoutMs, report);
      report.failures.push(...failures.map((f) => `form ${i} (${fuzz.locale}, ${fuzz.fields.map((x) => x.field.widget).join("/")}): ${f}`));
      options.onProgress?.({ forms: report.forms, count: options.count, seconds: (Date.now() - started) / 1000 });
    }
    // The server still serves after everything.
    const tools = await client.listTools();
    if (!tools.tools.some((t) => t.name === "nuwax_ask_question")) report.failures.push("tools/list lost nuwax_ask_question after the run");
  } catch (error) {
    report.failures.push(`the run stopped: ${(error as Error).message}\n${stderr.text().slice(-2000)}`);
  } finally {
    await client.close().catch(() => undefined);
    if (!options.browser) await browser.close();
  }
  return report;
}

async function fuzzOneForm(client: Client, browser: Browser, fuzz: FuzzForm, timeoutMs: number, report: DeliveryFuzzReport): Promise<string[]> {
  const failures: string[] = [];
  let input: ReturnType<typeof normalizeMcpAskUserToolInput>;
  try {
    input = normalizeMcpAskUserToolInput(fuzz.args as never);
  } catch (error) {
    return [`the fuzzer made a form the contract refuses: ${(error as Error).message.slice(0, 600)}`];
  }
  report.hostileChars += JSON.stringify(fuzz.args).length;
  let found: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (found = resolve));
  const controller = new AbortController();
  const result = client.callTool({ name: "nuwax_ask_question", arguments: fuzz.args }, undefined, {
    timeout: timeoutMs * 4,
    signal: controller.signal,
    onprogress: (p) => {
      const match = /at (http:\/\/\S+)/.exec(p.message ?? "");
      if (match) found(match[1]!);
    },
  });
  result.catch(() => undefined);
  const timeout = <T>(what: string, promise: Promise<T>) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${timeoutMs} ms`)), timeoutMs))]);
  const context = await browser.newContext({ locale: fuzz.locale, viewport: { width: 800, height: 1000 } });
  try {
    const pageUrl = await timeout(
      "the page URL",
      Promise.race([url, result.then((r) => Promise.reject(new Error(`the call returned without a page: ${JSON.stringify(r).slice(0, 400)}`)))]),
    );
    const page = await context.newPage();
    page.on("pageerror", (e) => failures.push(`page error: ${e.message}`));
    page.on("console", (m) => m.type() === "error" && failures.push(`console error: ${m.text()}`));
    // Before any page script: violations are collected where the run can read them.
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    await page.goto(pageUrl);
    await page.locator("h1").waitFor({ timeout: timeoutMs });
    const first = await readShown(page);
    const canaryChecked = (state: Shown, where: string) => {
      if (state.canary !== undefined || state.canaryElements > 0)
        failures.push(`${where}the canary ran: ${CANARY}=${JSON.stringify(state.canary)}, ${state.canaryElements} [data-canary] elements`);
    };
    canaryChecked(first, "");
    const expectedTitle = input.title || input.ui.title;
    if (first.title !== expectedTitle)
      failures.push(`title shown ${JSON.stringify(first.title?.slice(0, 120))}, not ${JSON.stringify(expectedTitle.slice(0, 120))}`);
    const description = input.ui.description ?? input.description;
    if (description && first.description !== description)
      failures.push(`description shown ${JSON.stringify(first.description?.slice(0, 120))}, not ${JSON.stringify(description.slice(0, 120))}`);
    if (input.ui.cancelLabel && first.cancel !== input.ui.cancelLabel)
      failures.push(`the cancel button says ${JSON.stringify(first.cancel)}, not ${JSON.stringify(input.ui.cancelLabel)}`);
    const links = [input.ui.fallback?.webUrl, input.ui.fallback?.mobileUrl].filter((u): u is string => typeof u === "string");
    if (JSON.stringify(first.links) !== JSON.stringify(links))
      failures.push(`the fallback links are ${JSON.stringify(first.links)}, not ${JSON.stringify(links)}`);
    const all = input.ui.fields as unknown as Array<Record<string, unknown>>;
    const byName = new Map(fuzz.fields.map((f) => [String(f.field.name), f]));
    // One step of a one-page form (a one-step wizard shows as one too); a wizard's steps one after
    // another, each answered, then Next.
    const steps =
      input.ui.presentation === "wizard" && (input.ui.steps?.length ?? 0) > 1
        ? input.ui.steps!
        : [{ title: undefined, fields: all.map((f) => String(f.name)) }];
    const formData: Record<string, unknown> = {};
    if (steps.length > 1) report.wizards++;
    let shown = first;
    for (const [s, step] of steps.entries()) {
      if (s > 0) {
        await page.locator(`[data-field=${cssString(step.fields[0]!)}]`).waitFor({ timeout: timeoutMs });
        shown = await readShown(page);
        canaryChecked(shown, `step ${s}: `);
      }
      const where = steps.length > 1 ? `step ${s}: ` : "";
      if (step.title !== undefined && shown.stepTitle !== step.title)
        failures.push(`${where}the step title shown ${JSON.stringify(shown.stepTitle?.slice(0, 120))}, not ${JSON.stringify(step.title.slice(0, 120))}`);
      const fields = step.fields.map((name) => all.find((f) => f.name === name)!);
      if (shown.labels.length !== fields.length) failures.push(`${where}${shown.labels.length} fields shown, not ${fields.length}`);
      fields.forEach((field, k) => {
        const seen = shown.labels[k];
        if (!seen) return;
        if (seen.name !== field.name) failures.push(`${where}field ${k} is named ${JSON.stringify(seen.name)}, not ${JSON.stringify(field.name)}`);
        if (seen.label !== fieldLabel(field))
          failures.push(
            `${where}field ${k}'s label shown ${JSON.stringify(seen.label?.slice(0, 120))}, not ${JSON.stringify(fieldLabel(field).slice(0, 120))}`,
          );
        if (field.description && seen.description !== field.description)
          failures.push(`${where}field ${k}'s description shown ${JSON.stringify(seen.description?.slice(0, 120))}`);
        if (typeof field.placeholder === "string" && seen.placeholder !== field.placeholder)
          failures.push(
            `${where}field ${k}'s placeholder shown ${JSON.stringify(seen.placeholder?.slice(0, 120))}, not ${JSON.stringify(field.placeholder.slice(0, 120))}`,
          );
        const labels = ((field.options as Array<{ label: string }> | undefined) ?? []).map((o) => o.label).slice(0, field.widget === "select" ? Infinity : 20);
        if (JSON.stringify(seen.options.slice(0, labels.length)) !== JSON.stringify(labels))
          failures.push(
            `${where}field ${k}'s options shown ${JSON.stringify(seen.options.slice(0, 3)).slice(0, 200)}…, not ${JSON.stringify(labels.slice(0, 3)).slice(0, 200)}…`,
          );
      });
      if (shown.overflow.document > shown.overflow.viewport || shown.overflow.card > shown.overflow.cardClient + 1)
        failures.push(
          `${where}the page overflows sideways: document ${shown.overflow.document} px in a ${shown.overflow.viewport} px viewport, card ${shown.overflow.card} px in ${shown.overflow.cardClient} px`,
        );
      for (const name of step.fields) {
        const fuzzField = byName.get(name)!;
        const value = await answerField(page, fuzzField);
        if ("custom" in fuzzField.answer) {
          Object.assign(formData, value);
          report.customAnswers++;
        } else formData[name] = value;
        report.fields++;
      }
      const last = s === steps.length - 1;
      if (last && input.ui.submitLabel && shown.submit !== input.ui.submitLabel)
        failures.push(`the submit button says ${JSON.stringify(shown.submit)}, not ${JSON.stringify(input.ui.submitLabel)}`);
      // Next on a wizard's earlier steps, Submit on the last (the same submit-type button).
      await page.locator("button[type=submit]").click();
    }
    const answered = (await timeout("the tool result", result)) as { structuredContent?: Record<string, any>; content?: Array<{ text?: string }> };
    const payload = answered.structuredContent?.payload;
    if (answered.structuredContent?.status !== "submitted") failures.push(`the call ended ${JSON.stringify(answered).slice(0, 600)}`);
    else if (JSON.stringify(sortKeys(payload?.formData)) !== JSON.stringify(sortKeys(formData)))
      failures.push(`formData came back ${JSON.stringify(payload?.formData).slice(0, 300)}, not ${JSON.stringify(formData).slice(0, 300)}`);
    else {
      report.answered++;
      const message = formatMcpAskResumeMessage(input, { action: "submit", formData }, { locale: fuzz.locale });
      if (answered.content?.[0]?.text !== message)
        failures.push(`the answer message is ${JSON.stringify(answered.content?.[0]?.text?.slice(0, 200))}, not ${JSON.stringify(message.slice(0, 200))}`);
    }
    // The page says it was sent (in the form's language), not withdrawn.
    const strings = UI_STRINGS[formLocale(input, fuzz.locale)];
    await page
      .locator(".banner.tone-ok.outcome")
      .waitFor({ timeout: timeoutMs })
      .catch(() => undefined);
    const status = await page
      .locator(".outcome")
      .first()
      .textContent()
      .catch(() => null);
    if (status !== `${strings.submitted} ${strings.closeTab}`)
      failures.push(`the page says ${JSON.stringify(status)} after the answer was taken, not ${JSON.stringify(`${strings.submitted} ${strings.closeTab}`)}`);
    const after = await readShown(page);
    canaryChecked(after, "after the answer: ");
    // The violations since the page loaded (the list only grows).
    if (after.csp.length) failures.push(`CSP violations: ${after.csp.join("; ").slice(0, 400)}`);
  } catch (error) {
    failures.push((error as Error).message.split("\n")[0]!.slice(0, 600));
  } finally {
    controller.abort();
    await context.close();
  }
  return failures;
}

/** `value` with object keys sorted (formData's key order is the page's, not the fuzzer's). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}
