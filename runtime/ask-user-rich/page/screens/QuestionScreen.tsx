// One question: its header, context, the recommendation, the answer control (options, rank rows or
// free text), Other, the answer mode and a note. Renders only when this question's own state changes.
import { useLayoutEffect } from "preact/hooks";
import { go, screenOfQuestion, setOther, update } from "../actions";
import { applyPendingFocus } from "../focus";
import { md } from "../markdown";
import { recommendedOf, type InterviewQuestion } from "../model";
import { memo, useStore } from "../store";
import { AnswerMode } from "../controls/AnswerMode";
import { LinkIcon, SparkIcon } from "../../../shared/ui/icons";
import { Kbd } from "../controls/Kbd";
import { OptionList } from "../controls/OptionList";
import { RankList } from "../controls/RankList";
import { listSeparator, t } from "../i18n";

function kindLabel(q: InterviewQuestion): string {
  if (q.kind === "rank") return t().interviewKindRank;
  if (!q.options?.length) return t().interviewKindFree;
  return q.multiSelect ? t().interviewKindAny : t().interviewKindOne;
}

export const QuestionScreen = memo(function QuestionScreen({ q, index, screenIndex }: { q: InterviewQuestion; index: number; screenIndex: number }) {
  const total = useStore((s) => s.spec?.questions.length ?? 0);
  const other = useStore((s) => s.drafts.get(q.id)?.other ?? "");
  const notes = useStore((s) => s.drafts.get(q.id)?.notes ?? "");
  const isNew = useStore((s) => s.newIds.includes(q.id));
  useLayoutEffect(applyPendingFocus);
  const options = q.options ?? [];
  const rec = recommendedOf(q);
  const free = q.kind !== "rank" && !options.length;
  return (
    <section class="screen question" data-screen={screenIndex} data-qid={q.id} tabIndex={-1} aria-labelledby={`h-${q.id}`}>
      <p class="q-meta">
        <span>{t().interviewQuestionOf({ current: String(index + 1), total: String(total) })}</span>
        <span class="kind">{kindLabel(q)}</span>
        {isNew ? <span class="pill tone-info">{t().interviewNew}</span> : null}
      </p>
      <h2 id={`h-${q.id}`}>{q.header}</h2>
      {q.dependsOn?.length ? <DependsOn ids={q.dependsOn} /> : null}
      {q.body ? <div class="markdown body" dangerouslySetInnerHTML={md(q.body)} /> : null}
      {rec.length ? (
        <div class="rec">
          <p class="rec-head">
            <SparkIcon />
            <span>
              <strong>{t().interviewRecommended}</strong>{" "}
              {rec.map((id) => options.find((o) => o.id === id)?.label ?? id).join(q.kind === "rank" ? " > " : listSeparator())}
            </span>
            {/* A rank question's R is on its "Recommended order" button. */}
            {q.kind === "rank" ? null : <Kbd>R</Kbd>}
          </p>
          {q.rationale ? <div class="markdown rationale" dangerouslySetInnerHTML={md(q.rationale)} /> : null}
        </div>
      ) : null}
      {q.kind === "rank" ? <RankList q={q} /> : options.length ? <OptionList q={q} /> : null}
      {free && q.allowOther === false ? <p class="empty-note">{t().interviewNothingToAnswer}</p> : null}
      {q.kind !== "rank" && q.allowOther !== false ? (
        <label class={`field${free ? " free" : ""}`}>
          <span class="field-label">
            {options.length ? t().interviewOther : t().interviewYourAnswer}
            <Kbd>O</Kbd>
          </span>
          <input
            type="text"
            class="other"
            value={other}
            placeholder={options.length ? t().interviewOtherPlaceholder : t().interviewAnswerPlaceholder}
            onInput={(e) => setOther(q, (e.target as HTMLInputElement).value)}
          />
        </label>
      ) : null}
      <div class="q-foot">
        <AnswerMode q={q} />
      </div>
      <label class="field">
        <span class="field-label">
          {t().interviewNote}
          <span class="optional">{t().interviewOptional}</span>
          <Kbd>N</Kbd>
        </span>
        <textarea
          class="note"
          rows={2}
          value={notes}
          placeholder={t().interviewNotePlaceholder}
          onInput={(e) => update(q.id, { notes: (e.target as HTMLTextAreaElement).value })}
        />
      </label>
    </section>
  );
});

function DependsOn({ ids }: { ids: string[] }) {
  const spec = useStore((s) => s.spec)!;
  return (
    <p class="depends">
      <LinkIcon />
      {t().interviewBuildsOn}{" "}
      {ids.map((dep, k) => {
        const n = spec.questions.findIndex((x) => x.id === dep);
        return (
          <span key={dep}>
            {k ? listSeparator() : ""}
            <a href={`#q-${dep}`} class="ref" onClick={(e) => (e.preventDefault(), go(screenOfQuestion(dep)))}>
              #{n + 1} {spec.questions[n]?.header ?? dep}
            </a>
          </span>
        );
      })}
    </p>
  );
}
