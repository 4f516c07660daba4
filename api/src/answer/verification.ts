import type { AnswerLanguage } from '../contract/messages.js';
import type { Verse } from '../retrieval/types.js';
import type { SurahNumberLookup } from './citation-markers.js';
import type { SentenceProblem } from './sentence-screen.js';
import type { Script } from './text-normalisation.js';

/** What citation verification is given (the verses the model was shown) and what it reports. */

export interface ContextVerse {
  verse: Verse;
  /** Transliterated surah name, e.g. "Al-Baqarah". */
  surahName: string;
}

export interface VerificationContext {
  /** The verses the model was shown, best first; these may always be cited. */
  verses: readonly ContextVerse[];
  /** The answer language: the translation (or, in Arabic, the verse itself) quoted in the fallback citation. */
  lang: AnswerLanguage;
  /** Any verse of the corpus: a real verse beyond the context is kept when it supports its sentence. Without it, only the context counts. */
  lookUpVerse?: (key: string) => ContextVerse | null;
  /** Reads references by surah name ("Surah Al-Baqarah, verse 153"). Without it, only numeric references are read. */
  surahNumber?: SurahNumberLookup;
  /**
   * The question answered. A context verse then counts as a citation only in a sentence
   * that shares a word with the verse or the question: a small model copies its worked
   * example or pastes a marker on a sentence about something else.
   */
  question?: string;
  /** What the answer was asked to say first (the index's note, "some twenty-five prophets"): its counts are ours, not the model's. */
  caveat?: string | null;
}

export interface VerificationReport {
  /** Keys cited by the model and removed (invented, or real but not supporting their sentence), in order. */
  removedKeys: string[];
  /** Real verses beyond the context that were kept because they support their sentence. */
  addedKeys: string[];
  /** Context verses whose marker was taken off a sentence on another subject. */
  offSubjectKeys: string[];
  /** Sentences dropped because they leaned only on removed keys, or spoke for the Quran without a citation. */
  removedSentences: number;
  /** Sentences dropped by the output check, by problem. */
  screened: Array<{ problem: SentenceProblem; sentence: string }>;
  /** Quotations that did not match the corpus and were replaced. */
  correctedQuotations: Array<{ key: string; script: Script }>;
  /** Faithful quotations of another given verse under the wrong marker: the marker was corrected. */
  rekeyedQuotations: Array<{ from: string; to: string }>;
  /** Sentences that copied a given verse's words unquoted: now quoted under its marker (the verses' keys). */
  quotedCopies: string[];
  /** Counts stated in English sentences that their verses do not hold ("40 lashes" citing a verse of a hundred): those sentences were dropped. */
  unsupportedCounts: number[];
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
