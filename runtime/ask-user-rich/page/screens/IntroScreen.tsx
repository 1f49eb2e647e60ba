// The intro screen (when the interview has an intro): what this is, how many questions, and Start.
import { useLayoutEffect } from "preact/hooks";
import { go } from "../actions";
import { applyPendingFocus } from "../focus";
import { md } from "../markdown";
import { recommendedOf } from "../model";
import { useStore } from "../store";
import { ArrowRightIcon } from "../../../shared/ui/icons";
import { t, withNodes } from "../i18n";

export function IntroScreen({ index }: { index: number }) {
  const spec = useStore((s) => s.spec)!;
  useLayoutEffect(applyPendingFocus);
  const count = spec.questions.length;
  const withRec = spec.questions.filter((q) => recommendedOf(q).length).length;
  return (
    <section class="screen intro" data-screen={index} tabIndex={-1} aria-label={t().interviewIntroduction}>
      <p class="eyebrow">{t().interviewEyebrow}</p>
      <h2>{spec.title}</h2>
      <div class="markdown lede" dangerouslySetInnerHTML={md(spec.intro)} />
      <ul class="facts">
        <li>{t().interviewQuestionCount({ count: String(count) })}</li>
        {withRec ? <li>{t().interviewWithRecommendation({ count: String(withRec) })}</li> : null}
        <li>{t().interviewDraftsKept}</li>
      </ul>
      <div class="intro-actions">
        <button type="button" class="primary large" onClick={() => go(index + 1, true)} aria-keyshortcuts="Enter">
          {t().interviewStart}
          <ArrowRightIcon />
        </button>
        <p class="meta kbd-only">{withNodes(t().interviewIntroKeys, { enter: <kbd>Enter</kbd>, help: <kbd>?</kbd> })}</p>
      </div>
    </section>
  );
}
