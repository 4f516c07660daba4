import { analyzeArabic } from '../retrieval/arabic-analyzer.js';
import { analyzeBangla } from '../retrieval/bangla-analyzer.js';
import { analyzeEnglish } from '../retrieval/english-analyzer.js';
import { porterStem } from '../retrieval/porter-stemmer.js';
import type { Verse } from '../retrieval/types.js';
import type { AnswerLanguage } from '../contract/messages.js';
import { MARKER_PATTERN } from './citation-markers.js';

/**
 * Whether a verse's text supports a sentence that cites it, decided in code: the
 * sentence's content words (stemmed, in the answer language) that the verse's
 * translation also holds (or, in Arabic, the verse itself). Used for real verses a
 * model cites beyond the ones it was given: one it remembers correctly shares the
 * sentence's words; one it pulls from nowhere shares almost none.
 *
 * The rule and its threshold were chosen on a labelled set of sentences with the
 * verse they describe and with wrong real verses (`citation-support-set.jsonl`,
 * measured by `citation-support-evaluation.ts`, see its test).
 */

export interface SupportScore {
  /** Distinct content terms of the sentence. */
  sentenceTerms: number;
  /** How many of them the verse holds. */
  shared: number;
}

/** The rule: at least this many of the sentence's content terms are in the verse… */
export const MIN_SHARED_TERMS = 2;
/** …and they are at least this share of the sentence's content terms. */
export const MIN_SHARED_FRACTION = 0.35;

// Words every answer about the Quran uses: they say nothing about which verse.
const ANSWER_FRAMING_WORDS = new Set([
  'allah', 'god', 'lord', 'quran', 'koran', 'verse', 'surah', 'ayah', 'says', 'say', 'said', 'tells', 'told', 'teaches',
  'taught', 'reminds', 'states', 'mentions', 'explains', 'commands', 'believers', 'believer', 'people', 'us',
  'also', 'therefore', 'thus', 'indeed', 'even', 'every', 'whoever', 'those', 'one', 'ones',
]);
// Bangla framing words and the function words the retrieval stop list leaves in (it is tuned for questions).
const BANGLA_FRAMING_WORDS = new Set(
  analyzeBangla(
    [
      'আল্লাহ আল্লাহর আল্লাহকে কুরআন কুরআনে কোরআন আয়াত আয়াতে সূরা বলা বলেন বলেছেন হয়েছে মুমিন মুমিনদের',
      'তারা যারা যাতে যেন তাই আর সব সকল কাছে পারে পারেন করেছে করেছেন করেন করার দিয়েছেন দেন দেওয়া তাদেরকে',
      'একে অপরের পরস্পর এগুলো এটি এটা থাকতে থাকে সেই সে-ই কোনো কোন কারণ কারণে মাধ্যমে হলে হতে হবে আছে আছেন রয়েছে রয়েছেন',
    ].join(' '),
  ),
);
/** A Bangla stem matches a longer word that starts with it (the index matches Bangla stems as prefixes too). */
const MIN_BANGLA_PREFIX = 3;
/** English stems of one family ("patienc", "patient") share a long prefix. */
const MIN_ENGLISH_PREFIX = 5;

function englishTerms(text: string): string[] {
  return analyzeEnglish(text)
    .filter((word) => !ANSWER_FRAMING_WORDS.has(word))
    .map((word) => porterStem(word));
}

function banglaTerms(text: string): string[] {
  return analyzeBangla(text.normalize('NFC').replace(/্য্য/gu, '্য')).filter((term) => !BANGLA_FRAMING_WORDS.has(term));
}

/** Content terms of `text` in a language, stemmed as the retrieval analysers stem them. */
export function contentTerms(text: string, lang: AnswerLanguage): string[] {
  const plain = text.replace(MARKER_PATTERN, ' ');
  const terms = lang === 'en' ? englishTerms(plain) : lang === 'bn' ? banglaTerms(plain) : analyzeArabic(plain);
  return [...new Set(terms)];
}

function commonPrefixLength(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

export function termsMatch(sentenceTerm: string, verseTerm: string, lang: AnswerLanguage): boolean {
  if (sentenceTerm === verseTerm) return true;
  if (lang === 'ar') return false;
  const common = commonPrefixLength(sentenceTerm, verseTerm);
  if (lang === 'bn') {
    // One is the other plus an ending: ধৈর্য / ধৈর্যশীলদের.
    const shorter = Math.min([...sentenceTerm].length, [...verseTerm].length);
    return common === shorter && common >= MIN_BANGLA_PREFIX;
  }
  return common >= MIN_ENGLISH_PREFIX;
}

/** The verse text a sentence in `lang` is compared with. */
export function verseTextIn(verse: Verse, lang: AnswerLanguage): string {
  return lang === 'bn' ? verse.bn : lang === 'ar' ? verse.arabic : verse.en;
}

/** Terms of one family in a sentence ("patience", "patient") count once. */
function oneTermPerFamily(terms: string[], lang: AnswerLanguage): string[] {
  const kept: string[] = [];
  for (const term of terms) if (!kept.some((other) => termsMatch(term, other, lang))) kept.push(term);
  return kept;
}

export function supportScore(sentence: string, verse: Verse, lang: AnswerLanguage): SupportScore {
  const terms = oneTermPerFamily(contentTerms(sentence, lang), lang);
  const verseTerms = contentTerms(verseTextIn(verse, lang), lang);
  const shared = terms.filter((term) => verseTerms.some((verseTerm) => termsMatch(term, verseTerm, lang))).length;
  return { sentenceTerms: terms.length, shared };
}

/** The rule, with the thresholds as parameters so that they can be measured. */
export function meetsSupportRule(score: SupportScore, minShared = MIN_SHARED_TERMS, minFraction = MIN_SHARED_FRACTION): boolean {
  if (score.sentenceTerms === 0) return false;
  return score.shared >= Math.min(minShared, score.sentenceTerms) && score.shared / score.sentenceTerms >= minFraction;
}

/** Whether a sentence has any content word of `text` (a verse or the question): the weakest sign that it is on their subject. */
export function sharesTerm(sentence: string, text: string, lang: AnswerLanguage): boolean {
  const terms = contentTerms(text, lang);
  return contentTerms(sentence, lang).some((term) => terms.some((other) => termsMatch(term, other, lang)));
}

export function supportsSentence(sentence: string, verse: Verse, lang: AnswerLanguage): boolean {
  return meetsSupportRule(supportScore(sentence, verse, lang));
}

/** Content words a sentence needs before it is judged off the subject of the verse it cites. */
const MIN_TERMS_TO_JUDGE_SUBJECT = 3;

/** Whether a sentence is on the subject of the verse it cites, or of the question (always, without a question). */
export function isOnSubject(sentence: string, verse: Verse, question: string | undefined, lang: AnswerLanguage): boolean {
  // A sentence of a word or two ("Point 1 about this verse") says too little to judge.
  if (question === undefined || contentTerms(sentence, lang).length < MIN_TERMS_TO_JUDGE_SUBJECT) return true;
  return sharesTerm(sentence, verseTextIn(verse, lang), lang) || sharesTerm(sentence, question, lang);
}
