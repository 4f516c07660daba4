import type { AnswerLanguage } from '../contract/messages.js';
import type { Verse } from '../retrieval/types.js';
import { QUOTE_PAIRS } from './sentence-segments.js';
import { normalWords, scriptOf, type Script } from './text-normalisation.js';
import type { ContextVerse } from './verification.js';

/** Finding the quotations of verses in a sentence, and the corpus text they are held to. */

export interface Quotation {
  start: number;
  end: number;
  text: string;
}

const A_MARKER = /\[\[\d{1,3}:\d{1,3}\]\]/u;
/** Quotations shorter than this are terms ("sabr", "taqwa"), not quotations of a verse. */
const MIN_QUOTATION_WORDS = 3;
const MIN_ARABIC_QUOTATION_WORDS = 2;

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const ARABIC_RUN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\u06DD\u06DE]+[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)*/gu;

/**
 * Quoted passages of a sentence (“…”, "…", «…», ﴿…﴾) long enough to be quotations
 * of a verse, and, in an English or Bangla answer, unquoted runs of Arabic words
 * (Arabic there is a quotation; in an Arabic answer it is the answer itself).
 * Offsets are of the inner text, so a replacement keeps the quote marks.
 */
export function findQuotations(text: string, lang: AnswerLanguage = 'en'): Quotation[] {
  const found: Quotation[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const close = QUOTE_PAIRS[text[i] ?? ''];
    if (!close) continue;
    const end = text.indexOf(close, i + 1);
    if (end < 0) continue;
    const inner = text.slice(i + 1, end);
    // A citation marker is never part of a quotation: look for one inside instead.
    if (A_MARKER.test(inner)) continue;
    if (wordCount(inner) >= MIN_QUOTATION_WORDS || (scriptOf(inner) === 'arabic' && wordCount(inner) >= MIN_ARABIC_QUOTATION_WORDS)) {
      found.push({ start: i + 1, end, text: inner });
    }
    i = end;
  }
  if (lang === 'ar') return found;
  for (const match of text.matchAll(ARABIC_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (wordCount(match[0]) < MIN_ARABIC_QUOTATION_WORDS) continue;
    if (found.some((quotation) => start < quotation.end && end > quotation.start)) continue;
    found.push({ start, end, text: match[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The corpus text of a verse in a script: Arabic, the Bangla translation, or Saheeh International. */
export function textIn(verse: Verse, script: Script): string {
  if (script === 'arabic') return verse.arabic;
  if (script === 'bangla') return verse.bn;
  return verse.en;
}

/** The verse whose words a misquotation shares most. */
export function closestVerse(quotation: string, verses: ContextVerse[], script: Script): ContextVerse | undefined {
  const words = new Set(normalWords(script, quotation));
  let best: ContextVerse | undefined;
  let bestOverlap = -1;
  for (const entry of verses) {
    const overlap = normalWords(script, textIn(entry.verse, script)).filter((word) => words.has(word)).length;
    if (overlap > bestOverlap) {
      best = entry;
      bestOverlap = overlap;
    }
  }
  return best;
}
