// One option row of a choice field: the shared `.option` markup (controls.css) around a native radio or check box.
import { CheckIcon } from "../../../shared/ui/icons";

export function Choice({
  multi,
  form,
  name,
  value,
  label,
  checked,
  onChange,
  onPointerPick,
}: {
  multi: boolean;
  /** The id of the field's own empty form (answers.ts controlsFormId). */
  form: string | undefined;
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
      <input
        type={multi ? "checkbox" : "radio"}
        form={form}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <span class="control" aria-hidden="true">
        {multi ? <CheckIcon size={12} /> : null}
      </span>
      <span class="option-main">
        <span class="option-label">{label}</span>
      </span>
    </label>
  );
}
