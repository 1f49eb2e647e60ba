// One field: its label, its control (from the field's catalog entry, controlKind), its description,
// rule hints, the fallback note for a widget this renderer does not know, and its problem, all tied
// to the control with aria-describedby. Choice fields are ChoiceField; file fields' control is FileControl.
import type { ComponentChildren } from "preact";
import { memo } from "preact/compat";
import type { ValidationProblem } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import { customTextKey, type ResolvedFormField } from "../../../contract/widgets.js";
import { AlertIcon } from "../../../shared/ui/icons";
import { controlKind, controlsFormId, unshownWidget, type ControlValue } from "../../answers.js";
import { useAnswer, type AnswerSource } from "../answer-store";
import { hints, problemText } from "../../field-messages.js";
import { ChoiceField } from "./ChoiceField";
import { FileControl } from "./FileControl";

export interface FieldProps {
  field: ResolvedFormField;
  /**
   * The form's answers; the field subscribes to its own (answer-store.ts useAnswer), and a file
   * control reads the latest value from it (an upload that lands later adds to what is there then).
   */
  answers: AnswerSource;
  setAnswer: (name: string, value: ControlValue) => void;
  /** Counts a file upload starting (1) or ending (-1). */
  trackUpload: (delta: 1 | -1) => void;
  problem?: ValidationProblem;
  strings: UiStrings;
  /** The list separator of the renderer's locale (MESSAGES[uiLocale].listSeparator). */
  separator: string;
}

/** The ARIA attributes every control of a field carries. */
export interface ControlAria {
  "aria-invalid": "true" | undefined;
  "aria-describedby": string | undefined;
  "aria-required": "true" | undefined;
}

/**
 * A field re-renders when its own answer (or custom text) is set, or a prop changes (its problem
 * after a refused submit): its props stay the same on a keystroke in any field.
 */
export const Field = memo(FieldView);

function FieldView({ field, answers, setAnswer, trackUpload, problem, strings, separator }: FieldProps) {
  const id = `field-${field.name}`;
  const kind = controlKind(field);
  const label = field.title || field.name;
  const hintList = hints(field, strings, separator);
  const fallbackFrom = unshownWidget(field);
  const describedBy =
    [field.description && `${id}-desc`, hintList.length && `${id}-hint`, problem && `${id}-error`, fallbackFrom && `${id}-fallback`]
      .filter(Boolean)
      .join(" ") || undefined;
  const common: ControlAria = {
    "aria-invalid": problem ? ("true" as const) : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required ? ("true" as const) : undefined,
  };
  const value = useAnswer(answers, field.name);
  const customText = useAnswer(answers, customTextKey(field));
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
      {field.description && (
        <p id={`${id}-desc`} class="field-description">
          {field.description}
        </p>
      )}
      {hintList.length > 0 && (
        <p id={`${id}-hint`} class="hint">
          {hintList.join(" · ")}
        </p>
      )}
      {fallbackFrom && (
        <p id={`${id}-fallback`} class="hint warn">
          {strings.unknownWidget({ widget: fallbackFrom })}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} class="error" data-code={problem.code}>
          <AlertIcon />
          {problemText(problem, field, strings)}
        </p>
      )}
    </>
  );
  if (grouped) {
    return (
      <ChoiceField
        field={field}
        kind={kind}
        value={value}
        customText={customText}
        setAnswer={setAnswer}
        problem={problem}
        strings={strings}
        common={common}
        label={labelContent}
        extras={extras}
      />
    );
  }
  let control: ComponentChildren;
  const f = field as Record<string, unknown>;
  const placeholder = typeof f.placeholder === "string" ? f.placeholder : undefined;
  const options = "options" in field && Array.isArray(field.options) ? field.options : [];
  if (kind === "textarea") {
    control = (
      <textarea
        id={id}
        rows={3}
        placeholder={placeholder}
        value={(value as string) ?? ""}
        onInput={(e) => setAnswer(field.name, e.currentTarget.value)}
        {...common}
      />
    );
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
      <select id={id} form={controlsFormId(field)} value={(value as string) ?? ""} onChange={(e) => setAnswer(field.name, e.currentTarget.value)} {...common}>
        <option value="">{placeholder ?? strings.selectPlaceholder}</option>
        {options.map((option) => (
          <option value={option.value} key={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === "file") {
    control = (
      <FileControl field={field} value={value} getAnswer={answers.get} setAnswer={setAnswer} trackUpload={trackUpload} strings={strings} common={common} />
    );
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
