import type { Verse } from '../retrieval/types.js';
import type { AnswerLanguage } from '../schemas/messages.js';
import { canonicaliseReferences, marker, markerKeys, MARKER_PATTERN } from './citation-markers.js';
import { isFaithfulQuotation, normalWords, scriptOf, type Script } from './text-normalisation.js';

/**
 * Verification is code, not a prompt. The model's text is checked sentence by
 * sentence against the verses it was given:
 * - a cited key that is not in the context (2:300, 115:1, or a real verse it was
 *   not shown) is removed, with the sentence that leaned on it;
 * - a quotation attributed to a cited verse (Arabic, English or Bangla) must match
 *   the corpus after normalisation, ellipses allowed; otherwise the corpus text
 *   replaces it;
 * - a reply left without a valid citation gets the best retrieved verse.
 * The same verifier runs on a whole reply and on a stream, so streamed text is
 * only ever sent once its sentence has been verified.
 */

export interface ContextVerse {
  verse: Verse;
  /** Transliterated surah name, e.g. "Al-Baqarah". */
  surahName: string;
}

export interface VerificationContext {
  /** The verses the model was shown, best first; only these may be cited. */
  verses: readonly ContextVerse[];
  /** The answer language: the translation (or, in Arabic, the verse itself) quoted in the fallback citation. */
  lang: AnswerLanguage;
}

export interface VerificationReport {
  /** Keys cited by the model that were not in the context, in order. */
  removedKeys: string[];
  /** Sentences dropped because they leaned only on such keys. */
  removedSentences: number;
  /** Quotations that did not match the corpus and were replaced. */
  correctedQuotations: Array<{ key: string; script: Script }>;
  /** True when no valid citation was left and the best retrieved verse was attached. */
  fallbackAttached: boolean;
  /** True when nothing of the model's text survived verification (the reply is then only the fallback verse). */
  emptyAfterVerification: boolean;
}

export interface VerifiedAnswer {
  content: string;
  /** Valid cited keys, in order of first appearance. */
  citedKeys: string[];
  report: VerificationReport;
}

/** Quotations shorter than this are terms ("sabr", "taqwa"), not quotations of a verse. */
const MIN_QUOTATION_WORDS = 3;
const MIN_ARABIC_QUOTATION_WORDS = 2;
const SENTENCE_END = new Set(['.', '!', '?', '।', '؟']);
const QUOTE_PAIRS: Record<string, string> = { '“': '”', '"': '"', '«': '»', '„': '“' };
const FALLBACK_LEAD: Record<VerificationContext['lang'], string> = {
  en: 'A verse of the Quran on this subject',
  bn: 'এ বিষয়ে কুরআনের একটি আয়াত',
  ar: 'آية من القرآن الكريم في هذا الموضوع',
};

interface Quotation {
  start: number;
  end: number;
  text: string;
}

export class CitationVerifier {
  private readonly allowed: Map<string, ContextVerse>;
  private pending = '';
  private emitted = '';
  private previousKeys: string[] = [];
  private readonly cited: string[] = [];
  private finished = false;
  readonly report: VerificationReport = {
    removedKeys: [],
    removedSentences: 0,
    correctedQuotations: [],
    fallbackAttached: false,
    emptyAfterVerification: false,
  };

  constructor(private readonly context: VerificationContext) {
    this.allowed = new Map(context.verses.map((entry) => [entry.verse.key, entry]));
  }

  /** Takes more model text; returns the verified text that may now be shown (possibly empty). */
  push(chunk: string): string {
    if (this.finished) throw new Error('CitationVerifier: push after finish');
    this.pending += chunk;
    const start = this.emitted.length;
    for (;;) {
      const end = segmentEnd(this.pending, false);
      if (end === null) break;
      // Appended segment by segment: whether a dropped segment keeps its paragraph break depends on
      // what was shown before it, whichever chunk that came in.
      this.emitted += this.verifySegment(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    return this.emitted.slice(start);
  }

  /** Verifies what is left and, when nothing valid was cited, attaches the best verse. Returns the rest to show. */
  finish(): string {
    if (this.finished) return '';
    this.finished = true;
    const start = this.emitted.length;
    while (this.pending.length > 0) {
      const end = segmentEnd(this.pending, true) ?? this.pending.length;
      this.emitted += this.verifySegment(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    // Trailing whitespace of the reply goes, as far as it was not shown already.
    this.emitted = this.emitted.slice(0, Math.max(start, this.emitted.trimEnd().length));
    this.report.emptyAfterVerification = this.emitted.trim().length === 0;
    if (this.cited.length === 0) {
      const best = this.context.verses[0];
      if (best) {
        const separator = this.emitted.trimEnd().length === 0 ? '' : '\n\n';
        this.emitted += `${separator}${fallbackCitation(best, this.context.lang)}`;
        this.cited.push(best.verse.key);
        this.report.fallbackAttached = true;
      }
    }
    return this.emitted.slice(start);
  }

  /**
   * Drops the unfinished sentence still held back (the model broke off mid-way:
   * a half sentence is not worth showing) and ends verification without the
   * fallback verse; the caller continues the answer itself.
   */
  abandon(): void {
    this.pending = '';
    this.finished = true;
  }

  /** All verified text so far. */
  get text(): string {
    return this.emitted;
  }

  get citedKeys(): string[] {
    return [...this.cited];
  }

  private verifySegment(raw: string): string {
    const bodyEnd = raw.trimEnd().length;
    const trailing = raw.slice(bodyEnd);
    let body = canonicaliseReferences(raw.slice(0, bodyEnd));

    const keys = markerKeys(body);
    const valid = keys.filter((key) => this.allowed.has(key));
    const invalid = keys.filter((key) => !this.allowed.has(key));
    if (invalid.length > 0) {
      this.report.removedKeys.push(...invalid);
      if (valid.length === 0) {
        this.report.removedSentences += 1;
        return this.keptBreaks(trailing);
      }
      body = tidy(body.replace(MARKER_PATTERN, (match, s: string, a: string) =>
        this.allowed.has(`${Number(s)}:${Number(a)}`) ? match : '',
      ));
    }

    const attributed = valid.length > 0 ? unique(valid) : this.previousKeys;
    if (attributed.length > 0) body = this.correctQuotations(body, attributed);
    if (body.trim().length === 0) return this.keptBreaks(trailing);

    for (const key of valid) if (!this.cited.includes(key)) this.cited.push(key);
    this.previousKeys = unique(valid);
    return body + trailing;
  }

  /** When a segment is dropped, its line or paragraph break is kept unless the text already ends with one. */
  private keptBreaks(trailing: string): string {
    const breaks = trailing.replace(/[^\n]/gu, '');
    if (breaks.length === 0 || this.emitted.length === 0 || this.emitted.endsWith('\n')) return '';
    return breaks;
  }

  private correctQuotations(body: string, keys: string[]): string {
    const quotations = findQuotations(body);
    if (quotations.length === 0) return body;
    let result = '';
    let cursor = 0;
    for (const quotation of quotations) {
      const script = scriptOf(quotation.text);
      const verses = keys.map((key) => this.allowed.get(key)).filter((entry): entry is ContextVerse => !!entry);
      const faithful = verses.some((entry) => isFaithfulQuotation(quotation.text, textIn(entry.verse, script), script));
      if (faithful) continue;
      const closest = closestVerse(quotation.text, verses, script);
      if (!closest) continue;
      this.report.correctedQuotations.push({ key: closest.verse.key, script });
      result += body.slice(cursor, quotation.start) + textIn(closest.verse, script).trim();
      cursor = quotation.end;
    }
    return result + body.slice(cursor);
  }
}

/** Verifies a whole reply at once. */
export function verifyAnswer(text: string, context: VerificationContext): VerifiedAnswer {
  const verifier = new CitationVerifier(context);
  verifier.push(text);
  verifier.finish();
  return { content: verifier.text, citedKeys: verifier.citedKeys, report: verifier.report };
}

/** The corpus text of a verse in a script: Arabic, the Bangla translation, or Saheeh International. */
function textIn(verse: Verse, script: Script): string {
  if (script === 'arabic') return verse.arabic;
  if (script === 'bangla') return verse.bn;
  return verse.en;
}

function fallbackCitation(entry: ContextVerse, lang: VerificationContext['lang']): string {
  const translation = lang === 'bn' ? entry.verse.bn : lang === 'ar' ? entry.verse.arabic : entry.verse.en;
  return `${FALLBACK_LEAD[lang]} (${entry.surahName} ${entry.verse.key}): “${translation.trim()}” ${marker(entry.verse.key)}`;
}

function closestVerse(quotation: string, verses: ContextVerse[], script: Script): ContextVerse | undefined {
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

function unique(keys: string[]): string[] {
  return [...new Set(keys)];
}

/** Cleans the gaps a removed marker leaves. */
function tidy(text: string): string {
  return text.replace(/[ \t]{2,}/gu, ' ').replace(/[ \t]+([.,;:!?।])/gu, '$1');
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const ARABIC_RUN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\u06DD\u06DE]+[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)*/gu;

/**
 * Quoted passages of a sentence (“…”, "…", «…») long enough to be quotations of a
 * verse, and unquoted runs of Arabic words (Arabic in an answer is a quotation).
 * Offsets are of the inner text, so a replacement keeps the quote marks.
 */
export function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const close = QUOTE_PAIRS[text[i] ?? ''];
    if (!close) continue;
    const end = text.indexOf(close, i + 1);
    if (end < 0) continue;
    const inner = text.slice(i + 1, end);
    if (wordCount(inner) >= MIN_QUOTATION_WORDS || (scriptOf(inner) === 'arabic' && wordCount(inner) >= MIN_ARABIC_QUOTATION_WORDS)) {
      found.push({ start: i + 1, end, text: inner });
    }
    i = end;
  }
  for (const match of text.matchAll(ARABIC_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (wordCount(match[0]) < MIN_ARABIC_QUOTATION_WORDS) continue;
    if (found.some((quotation) => start < quotation.end && end > quotation.start)) continue;
    found.push({ start, end, text: match[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

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
