// Answer / Defer / Need more info: one segmented control (toggle buttons, D and I from the keyboard).
import { update } from "../actions";
import type { InterviewQuestion, Mode } from "../model";
import { useStore } from "../store";
import { Kbd } from "./Kbd";
import { t } from "../i18n";

const MODES: Array<[Mode, () => string, string | null]> = [
  ["answered", () => t().interviewModeAnswer, null],
  ["deferred", () => t().interviewModeDefer, "D"],
  ["needs-info", () => t().interviewModeNeedsInfo, "I"],
];

export function AnswerMode({ q }: { q: InterviewQuestion }) {
  const mode = useStore((s) => s.drafts.get(q.id)?.mode ?? "answered");
  return (
    <div class="segmented" role="group" aria-label="Answer mode">
      {MODES.map(([value, label, key]) => (
        <button type="button" key={value} aria-pressed={mode === value} aria-keyshortcuts={key ?? undefined} onClick={() => update(q.id, { mode: value })}>
          {label()}
          {key ? <Kbd>{key}</Kbd> : null}
        </button>
      ))}
    </div>
  );
}
