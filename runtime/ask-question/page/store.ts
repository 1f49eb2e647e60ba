// One form's state and what the user can do with it: the answers, the problems checkMcpAskFormData
// found, the wizard's step, the form-wide notice and what happened to the answer (useFormStore).
// The form screen renders it; its fields read answers from `answers` (answer-store.ts: each field
// subscribes to its own keys) and write them through setAnswer.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { checkMcpAskFormData } from "../../contract/builder.js";
import { formatMcpAskResumeMessage, MESSAGES, type MessageLocale } from "../../contract/formatter.js";
import type { McpAskRawInput, McpAskRespondAction, ValidationProblem } from "../../../generated/types.js";
import type { UiStrings } from "../../contract/ui-strings.js";
import { customTextKey, isWizardForm, resolveFormFields, resolveFormSteps, type ResolvedFormField } from "../../contract/widgets.js";
import { controlKind, formatBytes, initialAnswers, respondPayload, toFormData, type ControlValue } from "../answers.js";
import { createAnswerStore } from "./answer-store";
import { markSent, readSent } from "./sent";
import { AnswerTooLarge, bootstrap, hostLocale, transport, Withdrawn } from "./transport";
import { useWithdrawn } from "./withdrawn";

/** What happened to this form's answer; "sent" also when another copy of the app sent it. */
export type Outcome = { state: "idle" } | { state: "sending" } | { state: "sent"; action: McpAskRespondAction } | { state: "failed"; text: string };

/** The form-wide message under the fields; `problems` when it is a refused submit's live "n items need fixing". */
export interface Notice {
  text: string;
  tone: "info" | "warn" | "danger";
  problems?: true;
}

/**
 * The state of the form `input` and its actions. `strings` are the UI strings of `uiLocale` (the
 * form's language), for the notices; the answer message is written in the host's locale.
 */
export function useFormStore(input: McpAskRawInput, strings: UiStrings, uiLocale: MessageLocale) {
  const ui = input.ui;
  const allFields = useMemo(() => resolveFormFields(ui), [ui]);
  const steps = useMemo(() => resolveFormSteps(ui), [ui]);
  const wizard = isWizardForm(ui) && steps.length > 1;
  // Not state: a keystroke tells its own field (answer-store.ts), and the form does not re-render.
  const [answers] = useState(() => createAnswerStore(initialAnswers(allFields)));
  const [problems, setProblems] = useState<ValidationProblem[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const action = readSent(input);
    return action ? { state: "sent", action } : { state: "idle" };
  });
  // The form-wide message under the fields (the live region always exists; a banner when it has text).
  // A refused submit's "n items need fixing" is not a fixed text: it follows the live problem count
  // (a change re-checks its field, setAnswer; the banner counts down as fields are fixed and goes at zero).
  const [notice, setNoticeState] = useState<Notice>({ text: "", tone: "info" });
  // No status polls while the answer is on its way: the server closes the question as it takes the
  // answer, and a poll answered 404 in between would call an accepted answer withdrawn.
  const withdrawn = useWithdrawn(outcome.state === "sent" || outcome.state === "sending");
  const setNotice = (text: string, tone: "info" | "warn" | "danger" = "warn") => setNoticeState({ text, tone });
  // After a refused submit (or wizard step), each change re-checks its own field, and only that
  // field: its problems follow the answer (still wrong keeps one, fixed drops it, newly wrong shows
  // one) and the banner counts what is left. Before that, nothing is checked while the user types.
  const checking = useRef(false);
  /** Each answer key's field (a radio-with-custom field's custom text too), and that field as the agent wrote it. */
  const fieldOfKey = useMemo(() => {
    const raw = new Map((ui.fields ?? []).map((f) => [f.name, f] as const));
    const out = new Map<string, { field: ResolvedFormField; raw: unknown }>();
    for (const field of allFields) {
      const entry = { field, raw: raw.get(field.name) ?? field };
      out.set(field.name, entry);
      if (controlKind(field) === "radio-custom") out.set(customTextKey(field), entry);
    }
    return out;
  }, [ui, allFields]);
  const showProblems = (found: ValidationProblem[]) => {
    checking.current = true;
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

  // Files whose bytes are still on their way to the page's server (browser delivery): no submit until they land.
  const uploadsInFlight = useRef(0);
  // These live as long as the form, so a field's props never change on a keystroke (Field is memo'd).
  const trackUpload = useCallback((delta: 1 | -1) => {
    uploadsInFlight.current += delta;
  }, []);
  const setAnswer = useCallback(
    (name: string, value: ControlValue) => {
      answers.set(name, value);
      const at = fieldOfKey.get(name);
      if (!checking.current || !at) return;
      const subject = at.field.name;
      const fresh = checkMcpAskFormData({ ui: { fields: [at.raw] } }, toFormData([at.field], answers.snapshot())).filter((p) => p.subject === subject);
      setProblems((p) => {
        const others = p.filter((problem) => problem.subject !== subject);
        return others.length === p.length && fresh.length === 0 ? p : [...others, ...fresh];
      });
    },
    [answers, fieldOfKey],
  );

  const focusFirstProblem = (found: ValidationProblem[]) => {
    requestAnimationFrame(() => {
      const name = found[0]?.subject;
      const el = name
        ? formRef.current?.querySelector<HTMLElement>(
            `[data-field="${CSS.escape(name)}"] input, [data-field="${CSS.escape(name)}"] textarea, [data-field="${CSS.escape(name)}"] select`,
          )
        : null;
      el?.focus();
    });
  };

  /** The problems of the given fields only (a wizard step checks its own fields before moving on). */
  const check = (fields: readonly ResolvedFormField[]) => {
    const names = new Set(fields.map((f) => f.name));
    return checkMcpAskFormData(input, toFormData(allFields, answers.snapshot())).filter((p) => p.subject === undefined || names.has(p.subject));
  };

  /** Submits (after checking every field), skips or cancels the form, once. */
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
      formData = toFormData(allFields, answers.snapshot());
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
        setNotice(
          strings.answerTooLarge({ size: formatBytes(resultBytes), max: formatBytes(maxResultBytes), fields: fields.join(MESSAGES[uiLocale].listSeparator) }),
          "danger",
        );
      } else setNotice(bootstrap && error instanceof Error && error.message ? `${strings.sendFailed} ${error.message}` : strings.sendFailed, "danger");
    }
  };

  /** Moves the wizard to its next step when the current step's fields have no problems. */
  const next = () => {
    const found = check(stepFields);
    if (found.length) {
      showProblems(found);
      focusFirstProblem(found);
      return;
    }
    checking.current = false;
    setProblems([]);
    setNotice("");
    setStepIndex((i) => Math.min(i + 1, steps.length - 1));
  };

  const noticeText = notice.problems ? (problems.length ? strings.fixErrors({ count: String(problems.length) }) : "") : notice.text;
  return {
    steps,
    wizard,
    stepIndex,
    setStepIndex,
    stepFields,
    onLast,
    answers,
    setAnswer,
    trackUpload,
    problems,
    outcome,
    withdrawn: withdrawn.value,
    done,
    notice,
    noticeText,
    formRef,
    stepHeadRef,
    send,
    next,
  };
}
