// The page's one state store. Every screen and control reads it through useStore(select) and
// re-renders only when what it selected changes (Object.is); actions (actions.ts) and the keyboard
// table (keyboard.ts) read store.get() directly, so no handler ever sees stale state and no ref
// mirrors it. Maps keyed by question id are replaced, never mutated, so a changed draft is a new
// object and an unchanged one keeps its identity.
import { createElement, type ComponentType } from "preact";
import { useLayoutEffect, useReducer, useRef } from "preact/hooks";
import type { Drafts, Spec } from "./model";

/** Why the answers stopped here, for the completion screen. */
export interface Done {
  /** "sent": submitted from this tab; "earlier": the interview was already submitted when the page loaded. */
  how: "sent" | "earlier";
  /** True when an agent call was waiting and received the answers at once. */
  delivered: boolean;
  /** What was sent: one row per question. */
  rows: Array<{ header: string; status: "answered" | "deferred" | "needs-info" | "unanswered"; value: string; notes: string | null }>;
  generalNotes: string | null;
}

/** A banner above the screen: an append, a refused submit, an error. */
export interface Notice {
  tone: "info" | "warn" | "danger";
  title: string;
  /** Markdown (sanitized when rendered). */
  body?: string;
  /** Show the "go to the new questions" action. */
  goToNew?: boolean;
}

export interface State {
  spec: Spec | null;
  version: number;
  drafts: Drafts;
  /** The current screen (one per screen), or the one being read (show all). */
  screen: number;
  direction: "next" | "prev";
  generalNotes: string;
  showAll: boolean;
  theme: "auto" | "light" | "dark";
  notice: Notice | null;
  newIds: string[];
  agentWaiting: boolean;
  agentStopped: boolean;
  /** Consecutive failed polls; from 2 on the page says the server is unreachable. */
  offline: number;
  /** Set when GET /api/s/:token failed: the page has nothing to show. */
  loadError: { status: number } | null;
  done: Done | null;
  confirming: boolean;
  help: boolean;
  /** The roving-focus option (or rank row) index per question id. */
  focusIndex: Map<string, number>;
  /** A rank row picked up with Space: its question, index and the order before the move. */
  pickup: { qid: string; index: number; original: string[] } | null;
  /** Show all: the screen index being read (tracked while scrolling). */
  reading: number;
}

type Listener = () => void;

/** A minimal external store: get, set (shallow merge of a patch or of a function's result), subscribe. */
export function createStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<S> | ((s: S) => Partial<S>)) {
      const next = typeof patch === "function" ? patch(state) : patch;
      state = { ...state, ...next };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const store = createStore<State>({
  spec: null,
  version: 0,
  drafts: new Map(),
  screen: 0,
  direction: "next",
  generalNotes: "",
  showAll: false,
  theme: "auto",
  notice: null,
  newIds: [],
  agentWaiting: true,
  agentStopped: false,
  offline: 0,
  loadError: null,
  done: null,
  confirming: false,
  help: false,
  focusIndex: new Map(),
  pickup: null,
  reading: 0,
});

/**
 * The selected slice of the store; the component re-renders only when `select(state)` changes
 * (Object.is). Selectors must return primitives or identities kept by the store (a draft, the spec),
 * never a fresh array or object.
 */
export function useStore<T>(select: (s: State) => T): T {
  const [, force] = useReducer((n: number) => n + 1, 0);
  const value = select(store.get());
  const latest = useRef({ select, value });
  latest.current = { select, value };
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.select(store.get()), latest.current.value)) force(0);
    };
    check(); // a change between render and subscription
    return store.subscribe(check);
  }, []);
  return value;
}

/**
 * The component re-renders only when a prop changes (shallow compare), not whenever its parent
 * does; its own store subscriptions still re-render it. (preact/compat's memo, without compat.)
 */
export function memo<P extends object>(component: ComponentType<P>): ComponentType<P> {
  function Memoed(this: { props: P; shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    this.shouldComponentUpdate = (next: P) => {
      const prev = this.props as Record<string, unknown>;
      const keys = Object.keys(next);
      return keys.length !== Object.keys(prev).length || keys.some((k) => !Object.is(prev[k], (next as Record<string, unknown>)[k]));
    };
    return createElement(component as ComponentType<object>, props);
  }
  Memoed.displayName = `Memo(${component.displayName ?? component.name})`;
  return Memoed as unknown as ComponentType<P>;
}
