/**
 * Unicode helpers for ccweb_list_user_inputs (README, "ccweb_list_user_inputs"; contract `$defs/UserInputItem`): lengths are Unicode
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
 * The longest start of `text` that has at most `maxCodePoints` code points and ends on a grapheme
 * cluster boundary (a flag, a ZWJ family, e + combining accent stay whole: the cut goes before
 * them). Returns { text, codePoints }; text is "" when the first cluster alone is too long.
 */
export function cutToCodePoints(text: string, maxCodePoints: number): { text: string; codePoints: number } {
  if (maxCodePoints <= 0) return { text: "", codePoints: 0 };
  let end = 0;
  let used = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    const size = codePointLength(segment);
    if (used + size > maxCodePoints) break;
    used += size;
    end = index + segment.length;
  }
  return { text: text.slice(0, end), codePoints: used };
}
