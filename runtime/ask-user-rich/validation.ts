/**
 * What ask_user_rich and append_questions refuse (docs/ask-user-rich.md, and the
 * contract's `$defs/AskUserRichInput`): the contract's schema plus the rules a schema cannot express, every problem at once,
 * each as `questions[i] (id): …` with its fix.
 */
import type { InterviewQuestion, ValidationProblem } from "../../generated/types.js";
import {
  clip,
  closest,
  formatPath,
  MAX_PROBLEMS,
  mergeProblems,
  quote,
  sortProblems,
  SUBJECT_MAX_CODE_POINTS,
  toProblems,
  unknownKeyFlood,
  validateAppendQuestionsInput,
  validateAppendQuestionsInputFast,
  validateAskUserRichInput,
  validateAskUserRichInputFast,
} from "../contract/validators.js";

const ID = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * An ASCII id for `text`: accents dropped, anything else outside [A-Za-z0-9_.:-] becomes "-"
 * (seção-tabs → secao-tabs). Text with nothing ASCII left (部署环境) gets `fallback`, a positional
 * id the caller knows is free (q3, opt2): a suggestion must be usable as it is.
 */
export function asciiSlug(text: string, fallback = "id"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9_.:-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 200);
  return slug || fallback;
}

/** At most `max` values quoted and joined, then "… (N more)": a fix stays short however many ids a question has. */
function quotedSome(values: readonly string[], max = 10): string {
  const shown = values
    .slice(0, max)
    .map((v) => quote(v))
    .join(", ");
  return values.length > max ? `${shown}, … (${values.length - max} more)` : shown;
}

/** The values that occur more than once in `values`, each once, in order of their second occurrence (linear). */
function repeatedValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

/** `base`, or `base-2`, `base-3` … : the first that `taken` does not have. */
function unusedId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Semantic problems of `questions` (paths `questions[i]…`, numbered from the first question given).
 * `existing` are the questions already in the interview (for append_questions): their ids are
 * taken and may be named by dependsOn.
 */
export function checkQuestions(questions: unknown[], existing: readonly InterviewQuestion[] = []): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  // "Did you mean" only while the report is still being listed: past MAX_PROBLEMS nobody reads the guess.
  const suggest = (value: string, candidates: Iterable<string>) => (problems.length < MAX_PROBLEMS ? closest(value, candidates) : undefined);
  const add = (path: Array<string | number>, message: string, fix: string, subject?: unknown) =>
    problems.push({
      path: formatPath(path),
      message,
      fix,
      ...(typeof subject === "string" && subject ? { subject: clip(subject, SUBJECT_MAX_CODE_POINTS) } : {}),
    });
  // No count caps (the contract bounds an interview in bytes, x-nuwax.constants.maxMessageBytes):
  // every rule below is linear in the questions, options and ids given (maps, one pass each).
  const position = new Map<string, number>(); // id → index in `questions`
  const existingIds = new Set(existing.map((q) => q.id));
  questions.forEach((q, i) => {
    if (!isObject(q) || typeof q.id !== "string") return;
    if (existingIds.has(q.id)) add(["questions", i, "id"], `question id ${quote(q.id)} is already used in this interview`, "give the follow-up a new id", q.id);
    else if (position.has(q.id))
      add(["questions", i, "id"], `duplicate question id ${quote(q.id)} (also questions[${position.get(q.id)}])`, "give every question a unique id", q.id);
    else position.set(q.id, i);
  });
  let taken: Set<string> | undefined; // every id, built once for the first id that needs a replacement
  questions.forEach((q, i) => {
    if (!isObject(q)) return;
    const at = ["questions", i];
    const id = q.id;
    if (typeof id === "string" && !ID.test(id)) {
      taken ??= new Set([...existingIds, ...position.keys()]);
      const what = /^[A-Za-z0-9_.:-]*$/.test(id)
        ? id
          ? "is longer than 200 characters"
          : "is empty"
        : "is not ASCII-safe (ids match [A-Za-z0-9_.:-], 1–200 characters)";
      add([...at, "id"], `${quote(id)} ${what}`, `use ${quote(unusedId(asciiSlug(id, `q${i + 1}`), taken), 210)} instead`, id);
    }
    const options = Array.isArray(q.options) ? q.options.filter(isObject) : [];
    const optionIds = options.map((o) => o.id).filter((v): v is string => typeof v === "string");
    const optionIdSet = new Set(optionIds);
    const seen = new Map<string, number>();
    options.forEach((o, k) => {
      if (typeof o.id !== "string") return;
      if (!ID.test(o.id))
        add(
          [...at, "options", k, "id"],
          `option id ${quote(o.id)} is not ASCII-safe (ids match [A-Za-z0-9_.:-])`,
          `use ${quote(unusedId(asciiSlug(o.id, `opt${k + 1}`), optionIdSet), 210)} instead`,
          id,
        );
      if (seen.has(o.id))
        add(
          [...at, "options", k, "id"],
          `duplicate option id ${quote(o.id)} (also options[${seen.get(o.id)}])`,
          "give every option of a question a unique id",
          id,
        );
      else seen.set(o.id, k);
    });
    const rank = q.kind === "rank";
    const multi = q.multiSelect === true;
    if (rank && options.length < 2)
      add(at, `a rank question needs at least 2 options, it has ${options.length}`, "add options or make it a choice question", id);
    if (rank && multi) add([...at, "multiSelect"], "a rank question cannot have multiSelect", "remove multiSelect: the user orders every option", id);
    if (!rank && options.length === 0 && q.allowOther === false)
      add(
        at,
        "the question cannot be answered: it has no options and allowOther is false",
        "add options or allow the user's own answer (allowOther: true)",
        id,
      );
    if (q.recommended !== undefined) {
      const rec = Array.isArray(q.recommended) ? q.recommended : [q.recommended];
      // The first option of each label, built once: a look-up per recommended value, not a scan.
      let byLabelMap: Map<unknown, Json> | undefined;
      const label = (value: unknown) => {
        if (!byLabelMap) {
          byLabelMap = new Map();
          for (const o of options) if (!byLabelMap.has(o.label)) byLabelMap.set(o.label, o);
        }
        return byLabelMap.get(value);
      };
      for (const value of rec) {
        if (typeof value !== "string" || optionIdSet.has(value)) continue;
        const byLabel = label(value);
        const guess = suggest(value, optionIds);
        add(
          [...at, "recommended"],
          `recommended ${quote(value)} is not an option id`,
          byLabel
            ? `use the option's id ${quote(String(byLabel.id))} (it is the label of that option)`
            : guess
              ? `use ${quote(guess)}`
              : `use one of ${quotedSome(optionIds) || "the option ids (the question has no options)"}`,
          id,
        );
      }
      const recIds = rec.filter((v): v is string => typeof v === "string");
      const twice = repeatedValues(recIds);
      if (!rank && twice.length)
        add([...at, "recommended"], `recommended names ${quotedSome(twice)} more than once`, "list each recommended option id once", id);
      if (rank) {
        const ids = rec.filter((v): v is string => typeof v === "string");
        const given = new Set(ids);
        const missing = optionIds.filter((o) => !given.has(o));
        const repeated = repeatedValues(ids);
        if (!Array.isArray(q.recommended) || missing.length || repeated.length) {
          const parts = [missing.length ? `missing ${quotedSome(missing)}` : "", repeated.length ? `repeated ${quotedSome(repeated)}` : ""].filter(Boolean);
          add(
            [...at, "recommended"],
            `the recommended order of a rank question must list every option id exactly once${parts.length ? `: ${parts.join("; ")}` : ""}`,
            `recommend a full order, e.g. [${quotedSome(optionIds)}]`,
            id,
          );
        }
      } else if (!multi && Array.isArray(q.recommended) && q.recommended.length > 1) {
        add(
          [...at, "recommended"],
          `${q.recommended.length} recommendations on a single-select question`,
          "recommend one option id, or set multiSelect: true",
          id,
        );
      }
    }
    if (Array.isArray(q.dependsOn)) {
      q.dependsOn.forEach((dep, k) => {
        if (typeof dep !== "string") return;
        const where = [...at, "dependsOn", k];
        if (dep === id) add(where, "a question cannot depend on itself", `remove ${quote(dep)} from dependsOn`, id);
        else if (existingIds.has(dep)) return;
        else if (!position.has(dep)) {
          const guess = suggest(dep, [...existingIds, ...position.keys()]);
          add(where, `dependsOn names unknown question ${quote(dep)}`, guess ? `use ${quote(guess)}` : "name an earlier question's id", id);
        } else if (position.get(dep)! > i) add(where, `dependsOn names a later question ${quote(dep)}`, `move ${quote(dep)} before ${quote(String(id))}`, id);
      });
    }
  });
  return problems;
}

/** Problems with ask_user_rich arguments (schema first, then the rules above); [] when usable. */
export function checkAskUserRichInput(args: unknown): ValidationProblem[] {
  const rules = (a: Json) => checkQuestions(a.questions as unknown[]);
  // Schema-valid arguments have no unknown keys: only invalid ones are walked for a flood of them.
  if (validateAskUserRichInputFast(args)) return combine(args, [], rules);
  return (
    unknownKeyFlood(args, "AskUserRichInput") ?? combine(args, validateAskUserRichInput(args) ? [] : toProblems(validateAskUserRichInput.errors, args), rules)
  );
}

/**
 * Problems with append_questions arguments against the interview's current questions. An
 * interview has no cap on its number of questions (docs/ask-user-rich.md): each call is bounded
 * in bytes by the message limit, the submitted answers by maxSubmitBytes.
 */
export function checkAppendInput(args: unknown, existing: readonly InterviewQuestion[]): ValidationProblem[] {
  const rules = (a: Json) => checkQuestions(a.questions as unknown[], existing);
  if (validateAppendQuestionsInputFast(args)) return combine(args, [], rules);
  return (
    unknownKeyFlood(args, "AppendQuestionsInput") ??
    combine(args, validateAppendQuestionsInput(args) ? [] : toProblems(validateAppendQuestionsInput.errors, args), rules)
  );
}

function combine(args: unknown, schemaProblems: ValidationProblem[], semantic: (args: Json) => ValidationProblem[]): ValidationProblem[] {
  const rules = isObject(args) && Array.isArray(args.questions) ? semantic(args) : [];
  return sortProblems(mergeProblems(rules, schemaProblems), args);
}
