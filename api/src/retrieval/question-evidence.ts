import { analyzeArabic } from './arabic-analyzer.js';
import { analyzeBangla } from './bangla-analyzer.js';
import { analyzeEnglish } from './english-analyzer.js';
import type { EnglishConflation } from './english-conflation.js';
import type { Ranking } from './fusion.js';
import {
  arabicSearchTerms,
  banglaSearchTerms,
  evidenceOf,
  transliterationSearchTerms,
  type LexicalSearch,
  type QuestionWord,
} from './lexical-search.js';
import { opensWithAQuestionWord } from './question-shape.js';
import { queryTransliterationTerms } from './transliteration.js';
import type { Lang } from './types.js';

/** How much of a question the best verses hold: whether the Quran answers it at all, and whether it quotes a verse. */

export interface QuestionEvidenceSources {
  lexical: LexicalSearch;
  englishFamilies: EnglishConflation;
}

/** A question quotes its best verse when that verse holds this share of its words (rarity-weighted)… */
const QUOTATION_EVIDENCE = 0.75;
/** …and it has at least this many content words (Arabic packs more into fewer words)… */
const QUOTATION_MIN_WORDS: Record<Lang, number> = { en: 3, bn: 3, ar: 2 };
/**
 * …and this many more when it opens with a question word: "What causes thunder and
 * lightning?" asks about words a verse holds; a quotation that opens with one ("Which
 * of the favours of your Lord will you deny?") is longer.
 */
const QUOTATION_EXTRA_WORDS_FOR_A_QUESTION = 2;
/** A quotation is of one of the best few fused verses… */
const QUOTATION_DEPTH = 3;
/** …or of the best verses of the question's own language. */
const QUOTATION_LEXICAL_DEPTH = 10;
/** Latin words the translation lacks that a quotation needs to count them as transliterated Arabic. */
const MIN_TRANSLITERATED_QUOTATION_WORDS = 3;

/**
 * How much of the question the best of the top hits holds (see `evidenceOf`), in
 * the question's language. An English word counts as held in any form of its
 * family, or, when the translation lacks it ("sabr"), in the transliteration.
 */
export function questionEvidence(sources: QuestionEvidenceSources, text: string, lang: Lang, top: readonly { id: number }[]): number {
  return evidenceOf(questionWords(sources, text, lang), top.map((hit) => hit.id));
}

/**
 * The verse a question quotes ("Allah does not burden a soul beyond what it can
 * bear"), when one of the best lexical or fused hits holds most of its words; null
 * otherwise. (Moving it to the top was measured and made the first verse worse:
 * questions often hold most words of a verse that is not the one they ask about.)
 */
export function quotedVerse(
  sources: QuestionEvidenceSources,
  text: string,
  lang: Lang,
  fused: readonly { id: number }[],
  rankings: readonly Ranking[],
): number | null {
  const words = questionWords(sources, text, lang, true);
  const extra = opensWithAQuestionWord(text) ? QUOTATION_EXTRA_WORDS_FOR_A_QUESTION : 0;
  if (words.length < QUOTATION_MIN_WORDS[lang] + extra) return null;
  const native = rankings.find((ranking) => ranking.name === lang)?.ids ?? [];
  const candidates = new Set([...fused.slice(0, QUOTATION_DEPTH).map((hit) => hit.id), ...native.slice(0, QUOTATION_LEXICAL_DEPTH)]);
  let best: { id: number; evidence: number } | null = null;
  for (const id of candidates) {
    const evidence = evidenceOf(words, [id]);
    if (evidence >= QUOTATION_EVIDENCE && (!best || evidence > best.evidence)) best = { id, evidence };
  }
  return best?.id ?? null;
}

/**
 * The words of a question as the indexes see them. With `strictTransliteration`,
 * a Latin word the translation lacks counts as an Arabic word only when it is
 * long enough not to meet a transliterated word by chance ("rabbana", "dunya"
 * do; "soap" does not).
 */
function questionWords({ lexical, englishFamilies }: QuestionEvidenceSources, text: string, lang: Lang, strictTransliteration = false): QuestionWord[] {
  const { english, bangla, arabicStems, transliteration } = lexical;
  const families =
    lang === 'en'
      ? analyzeEnglish(text).map((word) => ({ word, family: englishFamilies.stems(word).filter((stem) => english.documentFrequency(stem) > 0) }))
      : [];
  // One stray Latin word the translation lacks ("soap") is not Arabic; a run of them ("rabbana atina …") is.
  const arabicRun = families.filter(({ family }) => family.length === 0).length >= MIN_TRANSLITERATED_QUOTATION_WORDS;
  return lang === 'en'
    ? families.map(({ word, family }) => {
        if (family.length > 0) return { index: english, terms: family.map((term) => ({ term, weight: 1 })) };
        if (strictTransliteration && !arabicRun) return { index: english, terms: [{ term: word, weight: 1 }] };
        return { index: transliteration, terms: transliterationSearchTerms(queryTransliterationTerms([word])) };
      })
    : lang === 'bn'
      ? analyzeBangla(text).map((stem) => ({ index: bangla, terms: banglaSearchTerms([stem]) }))
      : analyzeArabic(text).map((stem) => ({ index: arabicStems, terms: arabicSearchTerms([stem]) }));
}
