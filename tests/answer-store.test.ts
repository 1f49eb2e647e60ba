// The nuwax form page's answer store (runtime/ask-question/page/answer-store.ts): a set tells the
// subscribers of its own key and no other, snapshots are immutable, and the latest value is there
// before any render (a submit right after a keystroke sends it).
import { describe, expect, it } from "vitest";
import { createAnswerStore } from "../runtime/ask-question/page/answer-store.js";

describe("createAnswerStore", () => {
  it("tells only the subscribers of the key that was set", () => {
    const store = createAnswerStore(new Map([["a", "1"]]));
    const calls: string[] = [];
    store.subscribe("a", () => calls.push(`a:${String(store.get("a"))}`));
    store.subscribe("b", () => calls.push(`b:${String(store.get("b"))}`));
    store.subscribe("b", () => calls.push("b2"));
    store.set("a", "2");
    store.set("b", ["x"]);
    store.set("c", "unwatched");
    expect(calls).toEqual(["a:2", "b:x", "b2"]);
    expect(store.get("c")).toBe("unwatched");
    expect(store.get("toString")).toBeUndefined();
  });

  it("keeps each snapshot as it was and the initial map untouched", () => {
    const initial = new Map([["a", "1"]]);
    const store = createAnswerStore(initial);
    const before = store.snapshot();
    store.set("a", "2");
    expect(before.get("a")).toBe("1");
    expect(initial.get("a")).toBe("1");
    expect(store.snapshot().get("a")).toBe("2");
    expect(store.snapshot()).not.toBe(before);
  });

  it("stops telling a listener once it unsubscribes, also from inside a notification", () => {
    const store = createAnswerStore(new Map());
    const calls: string[] = [];
    const offFirst = store.subscribe("k", () => {
      calls.push("first");
      offFirst();
    });
    store.subscribe("k", () => calls.push("second"));
    store.set("k", "1");
    store.set("k", "2");
    expect(calls).toEqual(["first", "second", "second"]);
    const offZ = store.subscribe("z", () => calls.push("z"));
    offZ();
    offZ(); // twice is harmless
    store.set("z", "1");
    expect(calls).toEqual(["first", "second", "second"]);
  });
});
