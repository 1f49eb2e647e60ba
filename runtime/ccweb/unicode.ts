/**
 * Unicode helpers for ccweb_list_user_inputs (docs/ccweb.md; contract `$defs/UserInputItem`): lengths are Unicode
 * code points, never UTF-16 code units; cuts never split a surrogate pair or a grapheme cluster.
 */

/** `text` with every lone surrogate replaced by U+FFFD, so output is always well-formed UTF-16. */
export function wellFormed(text: string): string {
  return text.toWellFormed();
}

/** Number of Unicode code points in `text` (a surrogate pair counts once, a lone surrogate once). */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The UTF-16 index just after the first `count` code points of `text` (text.length when it has fewer),
 * visiting at most `count` code points.
 */
export function codePointEnd(text: string, count: number): number {
  let i = 0;
  for (let n = 0; n < count && i < text.length; n++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return i;
}

/**
 * The longest start of `text` that has at most `maxCodePoints` code points and ends on a grapheme
 * cluster boundary (a flag, a ZWJ family, e + combining accent stay whole: the cut goes before
 * them). Returns { text, codePoints }; text is "" when the first cluster alone is too long.
 * Visits at most `maxCodePoints + 1` code points of `text`, however long it is: only that start is
 * segmented. That start has the same cluster boundaries as the whole text, because whether a
 * boundary falls between two characters depends only on the characters before it and the one after
 * it (Unicode UAX #29, rules GB3–GB999), and the boundary at the end of the start, the only one that
 * may differ, lies beyond the limit.
 */
export function cutToCodePoints(text: string, maxCodePoints: number): { text: string; codePoints: number } {
  if (maxCodePoints <= 0) return { text: "", codePoints: 0 };
  const window = text.slice(0, codePointEnd(text, maxCodePoints + 1));
  let end = 0;
  let used = 0;
  for (const { segment, index } of graphemes.segment(window)) {
    const size = codePointLength(segment);
    if (used + size > maxCodePoints) break;
    used += size;
    end = index + segment.length;
  }
  return { text: text.slice(0, end), codePoints: used };
}
