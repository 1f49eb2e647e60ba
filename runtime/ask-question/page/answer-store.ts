// The form's answers as one store with a subscription per answer key, so a keystroke re-renders the
// one field it belongs to: not the form, its other fields or their hidden forms (docs/nuwax-ask-question.md,
// "Large forms": a 200 × 200 form keeps a keystroke within a frame).
import { useLayoutEffect, useState } from "preact/hooks";
import { withAnswer, type Answers, type ControlValue } from "../answers.js";

/** What a field reads: the latest value under an answer key, and that key's changes. */
export interface AnswerSource {
  /** The value under `name` (a field name, or a radio-with-custom field's customTextKey) as last set. */
  get(name: string): ControlValue;
  /** Calls `listener` after each set of `name`; returns the unsubscribe function. */
  subscribe(name: string, listener: () => void): () => void;
}

/** An AnswerSource that the form writes: `set` stores a value and tells that key's subscribers. */
export interface AnswerStore extends AnswerSource {
  set(name: string, value: ControlValue): void;
  /** Every answer as last set, ahead of any render (a submit right after a keystroke sends it). */
  snapshot(): Answers;
}

/** A store holding `initial` (answers.ts initialAnswers); keys not in it read as undefined. */
export function createAnswerStore(initial: Answers): AnswerStore {
  let answers = initial;
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (name) => answers.get(name),
    snapshot: () => answers,
    set(name, value) {
      answers = withAnswer(answers, name, value);
      // A copy: a listener that unsubscribes (its field unmounted by the render it asked for) does not skip the next one.
      for (const listener of [...(listeners.get(name) ?? [])]) listener();
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(name) === set) listeners.delete(name);
      };
    },
  };
}

/**
 * The value under `name` in `source`; the component re-renders when that key is set, and only then.
 * A set between the render and the subscription (there is none in one task, but a file upload can
 * land at any time) is caught when the subscription starts.
 */
export function useAnswer(source: AnswerSource, name: string): ControlValue {
  const [, setTick] = useState(0);
  const value = source.get(name);
  useLayoutEffect(() => {
    const rerender = () => setTick((tick) => tick + 1);
    const off = source.subscribe(name, rerender);
    if (source.get(name) !== value) rerender();
    return off;
    // `value` is the rendered one on purpose: only a change of key or source resubscribes.
  }, [source, name]);
  return value;
}
