// The form: its title, what happened to the answer, the wizard's stepper and step heading, the
// current step's fields (all of them on a one-page form), the form-wide notice, and the actions.
import { MESSAGES, type MessageLocale } from "../../../contract/formatter.js";
import type { McpAskRawInput } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import { isSkipAllowed } from "../../../contract/widgets.js";
import { AlertIcon, CheckIcon, InfoIcon } from "../../../shared/ui/icons";
import { CopyButton } from "../controls/CopyButton";
import { FallbackLinks } from "../controls/FallbackLinks";
import { Field } from "../controls/Field";
import { useFormStore } from "../store";
import { bootstrap } from "../transport";
import { controlsFormId } from "../../answers.js";

/** `strings` are the UI strings of `uiLocale` (the form's language); the answer message is in the host's locale. */
export function FormScreen({ input, strings, uiLocale }: { input: McpAskRawInput; strings: UiStrings; uiLocale: MessageLocale }) {
  const ui = input.ui;
  const {
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
    withdrawn,
    done,
    notice,
    noticeText,
    formRef,
    stepHeadRef,
    send,
    next,
  } = useFormStore(input, strings, uiLocale);
  const step = steps[stepIndex];
  const presentation = ui.presentation;
  /** Submit (Enter in a text box, the submit button): the next wizard step, or send. */
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!onLast && !done) next();
    else void send("submit");
  };
  return (
    <main class={`card presentation-${presentation}`} aria-labelledby="form-title">
      <p class="eyebrow">{strings.eyebrow}</p>
      <h1 id="form-title" class="title">
        {input.title || ui.title}
      </h1>
      {(input.description || ui.description) && <p class="description">{ui.description ?? input.description}</p>}
      {withdrawn && outcome.state !== "sent" ? (
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
      <form ref={formRef} noValidate aria-labelledby="form-title" onSubmit={onSubmit}>
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
            <label class="field-label" for="answer-message">
              {strings.copyMessage}
            </label>
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
      {/* Each choice or select field's own empty form, which its controls name with their `form`
          attribute (answers.ts controlsFormId: the page's form stays small). Enter on a radio or
          check box submits its form, as it did the page's (the hidden submit input makes that the
          form's implicit submission; an input, so `button[type=submit]` still finds the page's
          one), and that submit is the page form's. */}
      {stepFields.map((field) => {
        const formId = controlsFormId(field);
        return formId ? (
          <form key={formId} id={formId} hidden noValidate onSubmit={onSubmit}>
            <input type="submit" hidden tabIndex={-1} />
          </form>
        ) : null;
      })}
      {ui.fallback?.text && <FallbackLinks strings={strings} input={input} />}
    </main>
  );
}
