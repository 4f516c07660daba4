import type { AnswerLanguage } from '../contract/messages.js';
import { MARKER_PATTERN } from './citation-markers.js';

/**
 * A cheap check of each sentence a model writes, before citations are verified:
 * a small model leaks asides about its instructions or the verses it was given
 * ("Note: the reference to Surah Saba verse 12 is not relevant…"), drifts into
 * another script (English or Chinese in a Bangla answer) and loops. Such
 * sentences are never shown.
 */

export type SentenceProblem =
  /** About the prompt, the context or the verses' relevance, not about the question. */
  | 'aside'
  /** Not written in the answer language's script. */
  | 'wrong_language'
  /** The same words again and again, or a sentence already shown. */
  | 'repetition'
  /** Holds a replacement character (U+FFFD): a character the model's bytes broke. */
  | 'broken_text'
  /** The last sentence of a reply the token limit cut off. */
  | 'unfinished';

const ASIDE_PATTERNS: Record<AnswerLanguage, RegExp[]> = {
  en: [
    /^\W*(?:note|please note|n\.?b\.?|disclaimer|important)\s*[:：]/iu,
    /\b(?:provided|given|above|supplied|listed|following)\s+(?:context|verses?|passages?|information|texts?|references?)\b/iu,
    /\b(?:context|verses?|references?)\s+(?:provided|given|above|you (?:provided|gave|shared))\b/iu,
    /\b(?:not|isn['’]t|aren['’]t|no longer)\s+(?:directly\s+|particularly\s+|really\s+)?(?:relevant|related|applicable)\b/iu,
    /\birrelevant\b/iu,
    /\b(?:the|my|these|your) (?:prompt|instructions)\b/iu,
    /\b(?:in|from|based on) the (?:given |provided )?context\b(?!\s+of)/iu,
    /\bas an (?:ai|assistant|language model)\b/iu,
    /\b(?:these|the|those)\s+verses\s+(?:do not|don['’]t|does not|doesn['’]t)\s+(?:directly\s+)?(?:address|answer|mention|discuss|relate)/iu,
  ],
  bn: [
    /^\W*(?:নোট|দ্রষ্টব্য|বিঃদ্রঃ|বি\.দ্র\.)\s*[:：]/u,
    /প্রদত্ত|প্রসঙ্গে দেওয়া|উপরের আয়াত|উপরে দেওয়া/u,
    /প্রাসঙ্গিক নয়|সম্পর্কিত নয়|অপ্রাসঙ্গিক/u,
  ],
  ar: [
    /^\W*(?:ملاحظة|ملاحظه|تنبيه|ملحوظة)\s*[:：]/u,
    /السياق|(?:الآيات|النصوص)\s+(?:المقدمة|المعطاة|المذكورة أعلاه|المرفقة)/u,
    /ليست?\s+ذات\s+صلة|غير\s+(?:ذات\s+صلة|متعلقة|مرتبطة)/u,
  ],
};

const EXPECTED_SCRIPT: Record<AnswerLanguage, RegExp> = {
  en: /[A-Za-z\u00C0-\u024F]/u,
  bn: /[\u0980-\u09FF]/u,
  ar: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u,
};
const ARABIC_LETTER = EXPECTED_SCRIPT.ar;
const LATIN_LETTER = EXPECTED_SCRIPT.en;
/** Sentences shorter than this (in letters) are not judged by their script: names and terms. */
const MIN_LETTERS_TO_JUDGE = 12;
/** At least this share of a sentence's own letters must be in the answer's script… */
const MIN_EXPECTED_SHARE = 0.6;
/** …and a sentence may hold only this many letters of scripts no answer uses (Chinese, Devanagari). */
const MAX_FOREIGN_LETTERS = 2;
const QUOTED = /“[^”]*”|"[^"]*"|«[^»]*»|﴿[^﴾]*﴾|„[^“]*“/gu;
const ARABIC_RUN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?:\s+[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)+/gu;

/** The sentence's own words: quotations (an Arabic verse in an English answer) and markers set aside. */
export function ownText(sentence: string, lang: AnswerLanguage): string {
  const unquoted = sentence.replace(QUOTED, ' ').replace(MARKER_PATTERN, ' ');
  return lang === 'ar' ? unquoted : unquoted.replace(ARABIC_RUN, ' ');
}

export function isInAnswerLanguage(sentence: string, lang: AnswerLanguage): boolean {
  let expected = 0;
  let known = 0;
  let foreign = 0;
  for (const char of ownText(sentence, lang)) {
    if (!/\p{L}/u.test(char)) continue;
    if (EXPECTED_SCRIPT[lang].test(char)) expected += 1;
    else if (LATIN_LETTER.test(char) || ARABIC_LETTER.test(char) || EXPECTED_SCRIPT.bn.test(char)) known += 1;
    else foreign += 1;
  }
  if (foreign > MAX_FOREIGN_LETTERS) return false;
  const letters = expected + known + foreign;
  if (letters < MIN_LETTERS_TO_JUDGE) return true;
  return expected / letters >= MIN_EXPECTED_SHARE;
}

const REPEATED_PHRASE_COUNT = 3;
const MIN_WORDS_FOR_REPETITION = 12;

/** A run of words that comes back again and again: the model is looping. */
export function isRepetitive(text: string): boolean {
  const words = text.toLowerCase().split(/[\s,،;:.!?।؟]+/u).filter(Boolean);
  if (words.length < MIN_WORDS_FOR_REPETITION) return false;
  const counts = new Map<string, number>();
  for (let i = 0; i + 2 < words.length; i += 1) {
    const phrase = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    const count = (counts.get(phrase) ?? 0) + 1;
    if (count >= REPEATED_PHRASE_COUNT) return true;
    counts.set(phrase, count);
  }
  return false;
}

/** Word trigrams of a sentence's own words, for comparing it with the sentences already shown. */
export function sentenceShingles(sentence: string, lang: AnswerLanguage): Set<string> {
  const words = ownText(sentence, lang).toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (words.length < 3) return new Set([words.join(' ')]);
  const shingles = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) shingles.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return shingles;
}

/** Share of a sentence's trigrams an earlier sentence already had, above which it says the same thing again. */
const NEAR_REPEAT_SHARE = 0.6;

/** The model saying (almost) the same thing again: "2. Patience is…: “…”", "3. Patience is…: “…”". */
export function repeatsEarlier(shingles: Set<string>, earlier: readonly Set<string>[]): boolean {
  if (shingles.size === 0 || (shingles.size === 1 && shingles.has(''))) return false;
  return earlier.some((other) => {
    let shared = 0;
    for (const shingle of shingles) if (other.has(shingle)) shared += 1;
    return shared / shingles.size >= NEAR_REPEAT_SHARE;
  });
}

export function isAside(sentence: string, lang: AnswerLanguage): boolean {
  const text = sentence.replace(MARKER_PATTERN, ' ');
  // An English aside can appear in any answer: small models fall back to English for them.
  return ASIDE_PATTERNS[lang].some((pattern) => pattern.test(text)) || (lang !== 'en' && ASIDE_PATTERNS.en.some((pattern) => pattern.test(text)));
}

export function screenSentence(sentence: string, lang: AnswerLanguage): SentenceProblem | null {
  if (sentence.includes('\uFFFD')) return 'broken_text';
  if (isAside(sentence, lang)) return 'aside';
  if (isRepetitive(sentence)) return 'repetition';
  if (!isInAnswerLanguage(sentence, lang)) return 'wrong_language';
  return null;
}
