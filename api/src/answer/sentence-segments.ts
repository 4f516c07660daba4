/**
 * Where a model's text divides into sentences, as it streams: a sentence is
 * verified, and shown, only once it is complete.
 */

export const SENTENCE_END = new Set(['.', '!', '?', '।', '؟']);
/** Opening quote marks and the mark that closes each. */
export const QUOTE_PAIRS: Record<string, string> = { '“': '”', '"': '"', '«': '»', '„': '“', '﴿': '﴾' };

/**
 * The end (exclusive) of the first complete segment of `text`: a sentence with
 * the markers and whitespace that follow it, or a line. Quoted passages that close
 * on the same line are never split. Null while more text could still change where
 * the segment ends (unless `final`).
 */
export function segmentEnd(text: string, final: boolean): number | null {
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    const close = QUOTE_PAIRS[char];
    if (close) {
      const lineEnd = text.indexOf('\n', i + 1);
      const end = text.indexOf(close, i + 1);
      if (end >= 0 && (lineEnd < 0 || end < lineEnd)) {
        // “… the end.” [[2:255]] — a quotation that ends its sentence ends the segment.
        const lastInside = text.slice(i + 1, end).trimEnd().at(-1);
        if (lastInside !== undefined && SENTENCE_END.has(lastInside)) {
          const next = text[end + 1];
          if (next === undefined && !final) return null;
          if (next === undefined || /\s/u.test(next)) return absorbTrailing(text, end + 1, final, false);
        }
        i = end;
        continue;
      }
      if (lineEnd < 0 && !final) return null; // the quotation may still close
      continue;
    }
    if (char === '\n') return absorbTrailing(text, i + 1, final, true);
    if (SENTENCE_END.has(char)) {
      const next = text[i + 1];
      if (next === undefined) return final ? text.length : null;
      if (!/\s/u.test(next) && !SENTENCE_END.has(next)) continue; // 2.5, e.g., ellipses
      if (SENTENCE_END.has(next)) continue;
      return absorbTrailing(text, i + 1, final, false);
    }
  }
  return final && text.length > 0 ? text.length : null;
}

/** After a sentence end: whitespace, citation markers and closing punctuation belong to the sentence. */
function absorbTrailing(text: string, from: number, final: boolean, afterNewline: boolean): number | null {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/u.test(text[i] as string)) i += 1;
    if (i >= text.length) return final ? text.length : null;
    if (afterNewline) return i;
    const rest = text.slice(i);
    const markerMatch = /^\[\[\s*[0-9০-৯]{1,3}\s*:\s*[0-9০-৯]{1,3}(?:\s*[-–]\s*[0-9০-৯]{1,3})?\s*\]\]/u.exec(rest);
    if (markerMatch) {
      i += markerMatch[0].length;
      while (i < text.length && /[.,;:!?।]/u.test(text[i] as string)) i += 1;
      continue;
    }
    if (rest.startsWith('[') && !final && /^\[\[?[\s0-9০-৯:\-–]*\]?$/u.test(rest)) return null; // a marker still arriving
    return i;
  }
}
