// A choice field (radio, list, checkboxes, radio with a custom answer): a <fieldset> of option rows,
// the first OPTION_ROWS_SHOWN of a long list with a "show all" button, and the custom text box when
// the custom option is chosen.
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { ValidationProblem } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import { customOptionValue, customTextKey, type ResolvedFormField } from "../../../contract/widgets.js";
import { controlsFormId, type ControlKind, type ControlValue } from "../../answers.js";
import { Choice } from "./Choice";
import type { ControlAria } from "./Field";

/**
 * The option rows a choice field renders before its "show all" button: a 200-field form of 200 options
 * each (the contract's bounds) would otherwise be 40,000 rows, seconds per render. Chosen options are
 * always rendered, wherever they are in the list.
 */
const OPTION_ROWS_SHOWN = 20;

interface ChoiceFieldProps {
  field: ResolvedFormField;
  kind: ControlKind;
  /** The field's answer. */
  value: ControlValue;
  /** The custom text under the field's customTextKey (a radio-with-custom field's own text box). */
  customText: ControlValue;
  setAnswer: (name: string, value: ControlValue) => void;
  problem?: ValidationProblem;
  strings: UiStrings;
  common: ControlAria;
  /** The legend's content (the label and its required mark). */
  label: ComponentChildren;
  /** The description, hints, fallback note and problem under the options. */
  extras: ComponentChildren;
}

export function ChoiceField({ field, kind, value, customText, setAnswer, problem, strings, common, label, extras }: ChoiceFieldProps) {
  const [allOptions, setAllOptions] = useState(false);
  const optionsRef = useRef<HTMLDivElement>(null);
  const focusCustom = useRef(false);
  // After a pointer pick of the custom row, the first render that shows its text box focuses it (a render
  // that comes before the pick's own, without the box yet, keeps the request for the next one).
  useEffect(() => {
    if (!focusCustom.current) return;
    const box = document.getElementById(`field-${field.name}-custom`);
    if (!box) return;
    focusCustom.current = false;
    box.focus();
  });
  const id = `field-${field.name}`;
  const options = "options" in field && Array.isArray(field.options) ? field.options : [];
  const multi = kind === "checkboxes";
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const custom = kind === "radio-custom" ? customOptionValue(field as { otherValue?: string }) : undefined;
  const allowCustom = kind === "radio-custom" && (field as { allowCustom?: boolean }).allowCustom !== false;
  const textKey = customTextKey(field);
  const form = controlsFormId(field);
  return (
    <fieldset
      class={`field group ${kind}${problem ? " invalid" : ""}`}
      data-field={field.name}
      aria-describedby={common["aria-describedby"]}
      aria-invalid={common["aria-invalid"]}
    >
      <legend class="field-label">{label}</legend>
      {/* The shared option rows (controls.css): a native input, visually hidden but focusable, and
          the row's own radio dot or check box. radio, checkboxes and radio-with-custom wrap side
          by side like the DockPanel's; list stacks. */}
      <div
        ref={optionsRef}
        class={`options ${multi ? "multi" : "single"}${kind === "list" ? "" : " inline"}`}
        role={multi ? undefined : "radiogroup"}
        aria-required={multi ? undefined : common["aria-required"]}
      >
        {(allOptions || options.length <= OPTION_ROWS_SHOWN
          ? options
          : options.filter((option, i) => i < OPTION_ROWS_SHOWN || (multi ? selected.includes(option.value) : value === option.value))
        ).map((option) => (
          <Choice
            key={option.value}
            multi={multi}
            form={form}
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
            form={form}
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
          <label class="field-label" for={`${id}-custom`}>
            {strings.customInputLabel}
          </label>
          <input
            id={`${id}-custom`}
            type="text"
            placeholder={strings.customInputPlaceholder}
            value={(customText as string | undefined) ?? ""}
            onInput={(e) => setAnswer(textKey, (e.currentTarget as HTMLInputElement).value)}
            {...common}
          />
        </div>
      )}
      {extras}
    </fieldset>
  );
}
