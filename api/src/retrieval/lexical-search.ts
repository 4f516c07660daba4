import { analyzeArabic, arabicSurfaceTokens } from './arabic-analyzer.js';
import { banglaTokens } from './bangla-analyzer.js';
import { Bm25Index, type Bm25Parameters, type LexicalHit, type WeightedTerm } from './bm25-index.js';
import { englishTokens } from './english-conflation.js';
import { porterStem } from './porter-stemmer.js';
import { verseTransliterationTerms } from './transliteration.js';
import type { Lang } from './types.js';

export type { LexicalHit, WeightedTerm } from './bm25-index.js';

export interface LexicalSearchOptions {
  bm25: Bm25Parameters;
  /** Weight of exact Arabic wording relative to stems (1). */
  arabicSurfaceWeight: number;
  /** Verses on each side that form a verse's context document (same surah). 0: no context indexes. */
  contextWindow: number;
  /** The same for English headings, indexed apart when it differs; 0: headings use `contextWindow`'s. */
  headingContextWindow: number;
}

export interface IndexedVerseText {
  surah: number;
  en: string;
  bn: string;
  arabic: string;
  transliteration: string;
}

const weighted = (terms: readonly string[], weight = 1, prefix = false): WeightedTerm[] =>
  terms.map((term) => ({ term, weight, prefix }));

/** Bangla light stems as search terms: matched as prefixes, which covers the endings. */
export const banglaSearchTerms = (stems: readonly string[]): WeightedTerm[] => weighted(stems, 1, true);

/** Consonant skeletons of Latin-letter Arabic words, matched as prefixes of the verses' transliterated words. */
export const transliterationSearchTerms = (skeletons: readonly string[]): WeightedTerm[] => weighted(skeletons, 1, true);

/** Arabic light stems as search terms. */
export const arabicSearchTerms = (stems: readonly string[]): WeightedTerm[] => weighted(stems);

/**
 * BM25 search over the verses in each language, analysed exactly as the FTS5
 * tables of the verse index analyse them (Porter for English, whole words with
 * their vowel signs for Bangla, light stems plus exact wording for Arabic).
 * Terms are ORed: a verse that holds more of the question's words, weighted by
 * their rarity, ranks higher.
 */
export class LexicalSearch {
  readonly english: Bm25Index;
  readonly bangla: Bm25Index;
  readonly arabicStems: Bm25Index;
  readonly arabicSurface: Bm25Index;
  readonly transliteration: Bm25Index;
  /** Each verse with its neighbours as one document, per language; null when contextWindow is 0. */
  readonly context: { en: Bm25Index; bn: Bm25Index; ar: Bm25Index } | null;
  /** English context documents of `headingContextWindow` verses on each side, when that differs from `contextWindow`. */
  readonly headingContext: Bm25Index | null;

  constructor(
    verses: readonly IndexedVerseText[],
    private readonly options: LexicalSearchOptions,
  ) {
    // About 5,000 distinct words in 160,000 tokens: stem each word once.
    const stems = new Map<string, string>();
    const stemOf = (word: string) => {
      let stem = stems.get(word);
      if (stem === undefined) stems.set(word, (stem = porterStem(word)));
      return stem;
    };
    const englishDocs = verses.map((verse) => englishTokens(verse.en).map(stemOf));
    const banglaDocs = verses.map((verse) => banglaTokens(verse.bn));
    const arabicDocs = verses.map((verse) => analyzeArabic(verse.arabic));
    this.english = new Bm25Index(englishDocs);
    this.bangla = new Bm25Index(banglaDocs);
    this.arabicStems = new Bm25Index(arabicDocs);
    this.arabicSurface = new Bm25Index(verses.map((verse) => arabicSurfaceTokens(verse.arabic)));
    this.transliteration = new Bm25Index(verses.map((verse) => verseTransliterationTerms(verse.transliteration)));
    const window = options.contextWindow;
    this.context =
      window > 0
        ? {
            en: new Bm25Index(contextDocuments(verses, englishDocs, window)),
            bn: new Bm25Index(contextDocuments(verses, banglaDocs, window)),
            ar: new Bm25Index(contextDocuments(verses, arabicDocs, window)),
          }
        : null;
    const headingWindow = options.headingContextWindow;
    this.headingContext = headingWindow > 0 && headingWindow !== window ? new Bm25Index(contextDocuments(verses, englishDocs, headingWindow)) : null;
  }

  /** BM25 over context documents (a verse with its neighbours) of one language, for terms analysed as that language's search method takes them. */
  searchContext(lang: Lang, terms: readonly WeightedTerm[], limit: number, { heading = false } = {}): LexicalHit[] {
    if (heading && lang === 'en' && this.headingContext) return this.headingContext.search(terms, limit, this.options.bm25);
    return this.context ? this.context[lang].search(terms, limit, this.options.bm25) : [];
  }

  /** English query words (not yet stemmed), or weighted Porter stems. */
  searchEnglish(terms: readonly string[] | readonly WeightedTerm[], limit: number): LexicalHit[] {
    const stems = terms.map((term) => (typeof term === 'string' ? { term: porterStem(term), weight: 1 } : term));
    return this.english.search(stems, limit, this.options.bm25);
  }

  /** Bangla light stems, matched as prefixes (which covers the endings), or weighted terms. */
  searchBangla(terms: readonly string[] | readonly WeightedTerm[], limit: number): LexicalHit[] {
    const prefixes = terms.map((term) => (typeof term === 'string' ? banglaSearchTerms([term])[0]! : term));
    return this.bangla.search(prefixes, limit, this.options.bm25);
  }

  /** Consonant skeletons of Arabic words written in Latin letters, matched as prefixes of the verses' transliterated words. */
  searchTransliteration(skeletons: readonly string[], limit: number): LexicalHit[] {
    return this.transliteration.search(transliterationSearchTerms(skeletons), limit, this.options.bm25);
  }

  /** Arabic light stems plus the question's exact (diacritics-stripped) words, which add a smaller bonus. */
  searchArabic(
    stems: readonly string[] | readonly WeightedTerm[],
    surfaceWords: readonly string[] | readonly WeightedTerm[],
    limit: number,
  ): LexicalHit[] {
    const stemTerms = stems.map((term) => (typeof term === 'string' ? weighted([term])[0]! : term));
    const surfaceTerms = surfaceWords.map((term) => (typeof term === 'string' ? weighted([term])[0]! : term));
    const depth = this.arabicStems.documentCount;
    const combined = new Map<number, number>();
    for (const hit of this.arabicStems.search(stemTerms, depth, this.options.bm25)) combined.set(hit.id, hit.score);
    if (this.options.arabicSurfaceWeight > 0) {
      for (const hit of this.arabicSurface.search(surfaceTerms, depth, this.options.bm25)) {
        combined.set(hit.id, (combined.get(hit.id) ?? 0) + this.options.arabicSurfaceWeight * hit.score);
      }
    }
    return [...combined.entries()]
      .map(([id, score]) => ({ id, score }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, limit);
  }
}

/**
 * Each verse's terms joined with those of up to `window` verses on each side,
 * within its surah, each term once: the context says which words a passage holds,
 * not how often it repeats them (a story that repeats one word is not more about it).
 */
function contextDocuments(verses: readonly IndexedVerseText[], documents: readonly (readonly string[])[], window: number): string[][] {
  return verses.map((verse, index) => {
    const terms = new Set<string>();
    for (let other = Math.max(0, index - window); other <= Math.min(verses.length - 1, index + window); other += 1) {
      if (verses[other]!.surah === verse.surah) for (const term of documents[other]!) terms.add(term);
    }
    return [...terms];
  });
}

/**
 * One word of a question, as an index sees it: the terms that stand for it there
 * (a word and its family, or its transliteration skeleton), the first being its own.
 */
export interface QuestionWord {
  index: Bm25Index;
  terms: readonly WeightedTerm[];
}

/**
 * How much of a question the best of some verses holds: the share of its words,
 * each counted by its rarity, that one of the verses `ids` contains in any of the
 * word's forms (0..1). A question whose distinctive words appear in none of the
 * hits is likely not one the Quran answers.
 */
export function evidenceOf(words: readonly QuestionWord[], ids: readonly number[]): number {
  const masses = words
    .filter((word) => word.terms.length > 0)
    .map((word) => ({ word, mass: word.index.termIdf(word.terms[0]!) }));
  const total = masses.reduce((sum, { mass }) => sum + mass, 0);
  if (total === 0) return 0;
  let best = 0;
  for (const id of ids) {
    const held = masses.reduce((sum, { word, mass }) => sum + (word.terms.some((term) => word.index.contains(term, id)) ? mass : 0), 0);
    best = Math.max(best, held / total);
  }
  return best;
}
