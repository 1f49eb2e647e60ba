// The intro screen (when the interview has an intro): what this is, how many questions, and Start.
import { useLayoutEffect } from "preact/hooks";
import { go } from "../actions";
import { applyPendingFocus } from "../focus";
import { md } from "../markdown";
import { recommendedOf } from "../model";
import { useStore } from "../store";
import { ArrowRightIcon } from "../../../shared/ui/icons";

export function IntroScreen({ index }: { index: number }) {
  const spec = useStore((s) => s.spec)!;
  useLayoutEffect(applyPendingFocus);
  const count = spec.questions.length;
  const withRec = spec.questions.filter((q) => recommendedOf(q).length).length;
  return (
    <section class="screen intro" data-screen={index} tabIndex={-1} aria-label="Introduction">
      <p class="eyebrow">Interview</p>
      <h2>{spec.title}</h2>
      <div class="markdown lede" dangerouslySetInnerHTML={md(spec.intro)} />
      <ul class="facts">
        <li>
          <strong>{count}</strong> question{count === 1 ? "" : "s"}
        </li>
        {withRec ? (
          <li>
            <strong>{withRec}</strong> with a recommendation
          </li>
        ) : null}
        <li>Drafts are kept if you reload</li>
      </ul>
      <div class="intro-actions">
        <button type="button" class="primary large" onClick={() => go(index + 1, true)} aria-keyshortcuts="Enter">
          Start
          <ArrowRightIcon />
        </button>
        <p class="meta kbd-only">
          Press <kbd>Enter</kbd> to start, <kbd>?</kbd> for the keyboard shortcuts.
        </p>
      </div>
    </section>
  );
}
