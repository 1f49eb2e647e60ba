// ccweb_list_user_inputs selection and truncation (docs/ccweb.md), one table per rule.
import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { selectUserInputs, messageText, messageTime } from "../runtime/ccweb/selection.js";
import { codePointLength, cutToCodePoints } from "../runtime/ccweb/unicode.js";

const user = (content: unknown, extra: Record<string, unknown> = {}) => ({ role: "user", content, ...extra });
const contents = (messages: unknown[], limit = 15, maxChars = 1000) => selectUserInputs(messages, { limit, maxChars }).items.map((i) => i.content);

describe("which messages count (step 1)", () => {
  const cases: Array<[string, unknown[], string[]]> = [
    ["only role user", [user("a"), { role: "assistant", content: "b" }, { role: "system", content: "c" }, { role: "tool", content: "d" }], ["a"]],
    ["blank and whitespace-only user messages are skipped", [user(""), user("  \n\t "), user("x")], ["x"]],
    ["text is trimmed", [user("  hi \n")], ["hi"]],
    [
      "only text blocks of a block array count, joined by newlines",
      [
        user([
          { type: "text", text: "one" },
          { type: "image", source: {} },
          { type: "text", text: "two" },
        ]),
      ],
      ["one\ntwo"],
    ],
    [
      "a block array without text is empty",
      [
        user([
          { type: "image", source: {} },
          { type: "tool_result", content: "x" },
        ]),
      ],
      [],
    ],
    [
      "an assistant nuwax_ask_question card is never listed",
      [
        { role: "assistant", content: [{ type: "tool_use", name: "nuwax_ask_question", input: { title: "Q" } }] },
        { role: "tool", content: '{"status":"pending"}' },
      ],
      [],
    ],
    ["non-object messages and odd contents are skipped", [null, 42, "user", user(17), user({ text: "x" }), user("ok")], ["ok"]],
  ];
  it.each(cases)("%s", (_name, messages, expected) => {
    expect(contents(messages)).toEqual(expected);
  });
});

describe("limit, budget and order (steps 2–5)", () => {
  const many = Array.from({ length: 20 }, (_, i) => user(`m${i}`));
  it("takes the newest `limit` candidates, returned oldest → newest", () => {
    expect(contents(many, 3)).toEqual(["m17", "m18", "m19"]);
    expect(contents(many, 15)).toEqual(many.slice(5).map((m) => m.content));
  });

  it("spends the budget newest first, counting code points (CJK and emoji)", () => {
    const r = selectUserInputs([user("你好世界"), user("👍👍"), user("abc")], { limit: 15, maxChars: 5 });
    expect(r.items.map((i) => [i.content, i.contentChars, i.originalChars, i.truncated])).toEqual([
      ["👍👍", 2, 2, false],
      ["abc", 3, 3, false],
    ]);
    expect(r.totalChars).toBe(5);
    expect(r.hasMore).toBe(true);
  });

  it("keeps the start of the message the budget runs short on, marks it truncated and stops", () => {
    const r = selectUserInputs([user("older one"), user("hello world"), user("newest")], { limit: 15, maxChars: 10 });
    expect(r.items).toEqual([
      { messageId: null, createdAt: null, content: "hell", contentChars: 4, originalChars: 11, truncated: true },
      { messageId: null, createdAt: null, content: "newest", contentChars: 6, originalChars: 6, truncated: false },
    ]);
    expect(r.hasMore).toBe(true);
  });

  const cuts: Array<[string, string, number, string, number]> = [
    ["a surrogate pair is one code point", "😀😀😀", 2, "😀😀", 2],
    ["a flag stays whole", "🇨🇳🇺🇸", 3, "🇨🇳", 2],
    ["a ZWJ family stays whole", "ab👨‍👩‍👧‍👦c", 5, "ab", 2],
    ["e + combining accent stays whole", "ae\u0301x", 2, "a", 1],
    ["nothing fits before the first cluster", "e\u0301x", 1, "", 0],
    ["CJK", "一二三四五", 3, "一二三", 3],
  ];
  it.each(cuts)("cuts at grapheme boundaries: %s", (_name, text, max, expected, cp) => {
    expect(cutToCodePoints(text, max)).toEqual({ text: expected, codePoints: cp });
  });

  it("drops a candidate whose first grapheme does not fit, and says there is more", () => {
    const r = selectUserInputs([user("🇨🇳 older"), user("abcd")], { limit: 15, maxChars: 5 });
    expect(r.items.map((i) => i.content)).toEqual(["abcd"]);
    expect(r.hasMore).toBe(true);
  });

  it("replaces lone surrogates so output is well-formed", () => {
    const r = selectUserInputs([user("a\uD800b\uDC00")], { limit: 15, maxChars: 1000 });
    expect(r.items[0]!.content).toBe("a\uFFFDb\uFFFD");
    expect(r.items[0]!.contentChars).toBe(4);
    expect(r.items[0]!.content.isWellFormed()).toBe(true);
  });
});

describe("hasMore (contract `$defs/ListUserInputsResult`)", () => {
  const cases: Array<[string, unknown[], number, number, boolean]> = [
    ["false when everything fits", [user("a"), user("b")], 15, 1000, false],
    ["true when older inputs exist beyond limit", [user("a"), user("b"), user("c")], 2, 1000, true],
    ["true when the budget cut a message", [user("abcdef")], 15, 3, true],
    ["true when the budget left out an older candidate", [user("abc"), user("def")], 15, 3, true],
    ["false when the budget is used up exactly by the last candidate", [user("abc"), user("def")], 15, 6, false],
    ["false when limit equals the number of inputs", [user("a"), user("b")], 2, 1000, false],
  ];
  it.each(cases)("%s", (_name, messages, limit, maxChars, expected) => {
    expect(selectUserInputs(messages, { limit, maxChars }).hasMore).toBe(expected);
  });
});

describe("item fields", () => {
  it.each([
    [{ id: "m-1", timestamp: "2026-11-20T09:00:00.000Z" }, "m-1", "2026-11-20T09:00:00.000Z"],
    [{ createdAt: "2026-11-21T08:00:00.000Z" }, null, "2026-11-21T08:00:00.000Z"],
    [{ timestamp: null, createdAt: null }, null, null],
    [{ id: 7, timestamp: 0 }, "7", "1970-01-01T00:00:00.000Z"],
  ])("takes messageId and createdAt from %j", (extra, id, at) => {
    const [item] = selectUserInputs([user("x", extra)], { limit: 1, maxChars: 10 }).items;
    expect([item!.messageId, item!.createdAt]).toEqual([id, at]);
  });

  it("exposes its helpers' rules", () => {
    expect(messageText([{ type: "text", text: " a " }])).toBe("a");
    expect(messageTime({})).toBeNull();
    expect(codePointLength("a😀\uD800")).toBe(3);
  });
});

describe("properties (fast-check)", () => {
  const text = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom("", "   ", "你好", "👨‍👩‍👧‍👦", "🇨🇳", "e\u0301", "a\uD800"),
  );
  const message = fc.record({
    role: fc.constantFrom("user", "user", "user", "assistant", "system", "tool"),
    content: fc.oneof(text, fc.array(fc.oneof(fc.record({ type: fc.constant("text"), text }), fc.record({ type: fc.constant("image") })), { maxLength: 3 })),
  });
  it("never exceeds maxChars or limit, keeps order, returns prefixes and well-formed text", () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 40 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 1000 }), (messages, limit, maxChars) => {
        const r = selectUserInputs(messages, { limit, maxChars });
        const candidates = messages.map((m) => messageText(m.content)).filter((t, i) => messages[i]!.role === "user" && t !== "");
        expect(r.totalChars).toBeLessThanOrEqual(maxChars);
        expect(r.items.length).toBeLessThanOrEqual(limit);
        expect(r.totalChars).toBe(r.items.reduce((s, i) => s + i.contentChars, 0));
        // The items are the newest candidates, in order; only the oldest returned one may be cut.
        const tail = candidates.slice(candidates.length - r.items.length);
        r.items.forEach((item, k) => {
          expect(item.content.isWellFormed()).toBe(true);
          expect(item.contentChars).toBe(codePointLength(item.content));
          expect(item.originalChars).toBe(codePointLength(tail[k]!));
          expect(tail[k]!.startsWith(item.content)).toBe(true);
          expect(item.truncated).toBe(item.content !== tail[k]);
          if (k > 0) expect(item.truncated).toBe(false);
        });
        expect(r.hasMore).toBe(r.items.length < candidates.length || r.items.some((i) => i.truncated));
      }),
      { numRuns: 500 },
    );
  });
});

describe("a long message is cut without walking it (issue 23: 500 KiB cut to 1,000 code points took 17.7 s)", () => {
  /** Runs `work` while counting the code points every grapheme segmentation is given. */
  function segmentedCodePoints(work: () => void): number[] {
    const seen: number[] = [];
    const original = Intl.Segmenter.prototype.segment;
    const spy = vi.spyOn(Intl.Segmenter.prototype, "segment").mockImplementation(function (this: Intl.Segmenter, input: string) {
      seen.push(codePointLength(input));
      return original.call(this, input);
    });
    try {
      work();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }

  const half = 256 * 1024;
  it.each([
    ["ASCII", "a".repeat(2 * half), "a".repeat(1000), 1000],
    ["emoji (surrogate pairs)", "😀".repeat(half), "😀".repeat(1000), 1000],
    ["flags", "🇨🇳".repeat(half / 2), "🇨🇳".repeat(500), 1000],
    ["ZWJ families", "👨‍👩‍👧".repeat(half / 5), "👨‍👩‍👧".repeat(200), 1000],
    ["one cluster longer than the budget", "e" + "\u0301".repeat(2 * half), "", 0],
  ])("%s: segments at most maxChars + 1 code points", (_name, text, expected, codePoints) => {
    let cut!: ReturnType<typeof cutToCodePoints>;
    const seen = segmentedCodePoints(() => (cut = cutToCodePoints(text, 1000)));
    expect(cut).toEqual({ text: expected, codePoints });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeLessThanOrEqual(1001);
  });

  it("selectUserInputs keeps originalChars of the whole message while segmenting only its start", () => {
    const text = "一".repeat(512 * 1024);
    let r!: ReturnType<typeof selectUserInputs>;
    const seen = segmentedCodePoints(() => (r = selectUserInputs([user(text)], { limit: 15, maxChars: 1000 })));
    expect(r.items).toEqual([{ messageId: null, createdAt: null, content: "一".repeat(1000), contentChars: 1000, originalChars: 512 * 1024, truncated: true }]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1001);
  });

  it("cuts exactly where segmenting the whole text would (fast-check)", () => {
    const reference = (text: string, max: number) => {
      let end = 0;
      let used = 0;
      for (const { segment, index } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
        const size = codePointLength(segment);
        if (used + size > max) break;
        used += size;
        end = index + segment.length;
      }
      return { text: text.slice(0, end), codePoints: used };
    };
    // Pieces whose clusters reach across a cut: regional indicators, ZWJ sequences, combining marks,
    // Hangul jamo, an Indic conjunct (virama), prepend marks, CR LF, skin tones, lone surrogates.
    const piece = fc.constantFrom(
      "a",
      "🇨",
      "🇳",
      "\u200d",
      "👨",
      "👩",
      "\u0301",
      "\u1100",
      "\u1161",
      "\u11a8",
      "\uac00",
      "क",
      "\u094d",
      "ष",
      "\u0600",
      "\r",
      "\n",
      "🏽",
      "\ufe0f",
      "\uD800",
      "\uDC00",
      "😀",
      " ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 0, max: 45 }), (pieces, max) => {
        const text = pieces.join("");
        expect(cutToCodePoints(text, max)).toEqual(reference(text, max));
      }),
      { numRuns: 1000 },
    );
  });
});
