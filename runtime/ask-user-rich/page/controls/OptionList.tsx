// The options of a choice question: a radio group (single select: radio dots) or a group of check
// boxes (multi select), one Tab stop with a roving focus (↑ ↓ / J K move it; see keyboard.ts).
import { setFocusIndex, toggleOption } from "../actions";
import { md } from "../markdown";
import { recommendedOf, type InterviewQuestion } from "../model";
import { useStore } from "../store";
import { CheckIcon } from "../../../shared/ui/icons";
import { t } from "../i18n";

export function OptionList({ q }: { q: InterviewQuestion }) {
  const selected = useStore((s) => s.drafts.get(q.id)?.selected);
  const focused = useStore((s) => s.focusIndex.get(q.id) ?? 0);
  const options = q.options ?? [];
  const rec = recommendedOf(q);
  const multi = Boolean(q.multiSelect);
  return (
    <div class={`options ${multi ? "multi" : "single"}`} role={multi ? "group" : "radiogroup"} aria-label={q.header}>
      {options.map((o, k) => {
        const checked = selected?.includes(o.id) ?? false;
        return (
          <div key={o.id} class="option-wrap">
            <button
              type="button"
              class="option"
              role={multi ? "checkbox" : "radio"}
              aria-checked={checked}
              data-index={k}
              tabIndex={k === focused ? 0 : -1}
              onClick={() => (toggleOption(q, o.id), setFocusIndex(q.id, k))}
            >
              <span class="control" aria-hidden="true">
                {multi ? <CheckIcon size={12} /> : null}
              </span>
              <span class="option-main">
                <span class="option-label">
                  {o.label}
                  {rec.includes(o.id) ? <span class="badge">{t().interviewRecommendedBadge}</span> : null}
                </span>
                {o.description ? <div class="description markdown" dangerouslySetInnerHTML={md(o.description)} /> : null}
              </span>
              {k < 9 ? (
                <kbd class="kbd-hint num" aria-hidden="true">
                  {k + 1}
                </kbd>
              ) : null}
            </button>
            {o.preview ? <div class="preview markdown" dangerouslySetInnerHTML={md(o.preview)} /> : null}
          </div>
        );
      })}
    </div>
  );
}
