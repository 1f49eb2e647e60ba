// One question's render error stays in that question: the boundary shows the question's text as
// plain text with a notice, and every other screen, the rail and Submit keep working. First it
// offers what the user needs to settle the question without its controls (answer mode and note);
// should that fail too, only the text.
import { Component, type ComponentChildren } from "preact";
import { update } from "../actions";
import { useStore } from "../store";
import type { InterviewQuestion } from "../model";
import { AnswerMode } from "../controls/AnswerMode";
import { t } from "../i18n";

type Props = { q: InterviewQuestion; screenIndex: number; children: ComponentChildren };
/** 0: the question renders; 1: its plain fallback with answer mode and note; 2: its text only. */
type State = { failures: number };

export class QuestionBoundary extends Component<Props, State> {
  state: State = { failures: 0 };

  componentDidCatch(error: unknown) {
    console.error(`question ${this.props.q.id} could not be rendered:`, error);
    this.setState({ failures: Math.min(2, this.state.failures + 1) });
  }

  render({ q, screenIndex, children }: Props, { failures }: State) {
    if (failures === 0) return <>{children}</>;
    return (
      <section class="screen question render-failed" data-screen={screenIndex} data-qid={q.id} tabIndex={-1} aria-label={q.header}>
        <p class="render-failed-note" role="status">
          {t().interviewRenderFailed}
        </p>
        <h2>{q.header}</h2>
        {q.body ? <p class="plain-body">{q.body}</p> : null}
        {failures === 1 ? <PlainControls q={q} /> : null}
      </section>
    );
  }
}

function PlainControls({ q }: { q: InterviewQuestion }) {
  const notes = useStore((s) => s.drafts.get(q.id)?.notes ?? "");
  return (
    <>
      <div class="q-foot">
        <AnswerMode q={q} />
      </div>
      <label class="field">
        <span class="field-label">{t().interviewNote}</span>
        <textarea
          class="note"
          rows={2}
          value={notes}
          placeholder={t().interviewNotePlaceholder}
          onInput={(e) => update(q.id, { notes: (e.target as HTMLTextAreaElement).value })}
        />
      </label>
    </>
  );
}
