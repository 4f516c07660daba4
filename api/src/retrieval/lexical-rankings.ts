import { analyzeArabic, arabicContentWords } from './arabic-analyzer.js';
import { analyzeBangla } from './bangla-analyzer.js';
import type { CrossLingualLexicon } from './cross-lingual-lexicon.js';
import { analyzeEnglish } from './english-analyzer.js';
import type { EnglishConflation } from './english-conflation.js';
import type { Ranking } from './fusion.js';
import { arabicSearchTerms, banglaSearchTerms, type LexicalHit, type LexicalSearch, type WeightedTerm } from './lexical-search.js';
import { porterStem } from './porter-stemmer.js';
import type { RetrievalTuning } from './retrieval-tuning.js';
import { queryTransliterationTerms } from './transliteration.js';
import type { Lang, Verse } from './types.js';

/**
 * The ranked lists of a question's words, each a pure function of the question:
 * the question's own language, its passages, its context documents, Latin words
 * searched as transliterated Arabic, and the other languages through the lexicon.
 */

export interface LexicalRankingSources {
  verses: readonly Verse[];
  lexical: LexicalSearch;
  lexicon: CrossLingualLexicon;
  englishFamilies: EnglishConflation;
  tuning: RetrievalTuning;
  /** The text is an English heading (a subject with no question): see `analyzeEnglish`. */
  heading?: boolean;
}

const idsOf = (hits: readonly LexicalHit[]): number[] => hits.map((hit) => hit.id);

const present = (rankings: readonly (Ranking | null)[]): Ranking[] => rankings.filter((ranking): ranking is Ranking => ranking !== null);

/** Every lexical list of the question, in a fixed order (the fusion sums them in it). */
export function lexicalRankings(sources: LexicalRankingSources, text: string, lang: Lang): Ranking[] {
  if (lang === 'en') return englishRankings(sources, text);
  if (lang === 'bn') return banglaRankings(sources, text);
  return arabicRankings(sources, text);
}

function englishRankings(sources: LexicalRankingSources, text: string): Ranking[] {
  const { lexical, lexicon, tuning } = sources;
  const words = analyzeEnglish(text, { heading: sources.heading });
  const terms = englishTerms(sources, words);
  const native = lexical.searchEnglish(terms, tuning.depth);
  // The Arabic wording is one more witness: a verse that uses the concept's Arabic root gains.
  const arabic = tuning.crossLingual ? lexicon.arabicForEnglish(words) : [];
  return present([
    passageRanking(sources, native),
    { name: 'en', ids: idsOf(native), weight: 1 },
    contextRanking(sources, 'en', terms),
    transliterationRanking(sources, words),
    arabic.length > 0 ? { name: 'en→ar', ids: idsOf(lexical.searchArabic(arabic, [], tuning.depth)), weight: tuning.englishToArabicWeight } : null,
  ]);
}

function banglaRankings(sources: LexicalRankingSources, text: string): Ranking[] {
  const { lexical, lexicon, tuning } = sources;
  const stems = analyzeBangla(text);
  const native = lexical.searchBangla(stems, tuning.depth);
  // Names and loanwords written in Latin letters inside a Bangla question.
  const latin = analyzeEnglish(text);
  return present([
    passageRanking(sources, native),
    { name: 'bn', ids: idsOf(native), weight: 1 },
    contextRanking(sources, 'bn', banglaSearchTerms(stems)),
    tuning.crossLingual
      ? { name: 'bn→en', ids: idsOf(lexical.searchEnglish(lexicon.englishForBangla(stems), tuning.depth)), weight: tuning.crossLingualWeight }
      : null,
    latin.length > 0 ? { name: 'en', ids: idsOf(lexical.searchEnglish(latin, tuning.depth)), weight: tuning.crossLingualWeight } : null,
    transliterationRanking(sources, latin),
  ]);
}

function arabicRankings(sources: LexicalRankingSources, text: string): Ranking[] {
  const { lexical, lexicon, tuning } = sources;
  const stems = analyzeArabic(text);
  const native = lexical.searchArabic(stems, arabicContentWords(text), tuning.depth);
  return present([
    passageRanking(sources, native),
    { name: 'ar', ids: idsOf(native), weight: 1 },
    contextRanking(sources, 'ar', arabicSearchTerms(stems)),
    tuning.crossLingual
      ? { name: 'ar→en', ids: idsOf(lexical.searchEnglish(lexicon.englishForArabic(stems), tuning.depth)), weight: tuning.crossLingualWeight }
      : null,
  ]);
}

/**
 * Re-ranks the native lexical hits as passages: a verse also earns a share of its
 * neighbours' scores (same surah), since an answer often spans a few verses.
 */
function passageRanking({ verses, tuning }: LexicalRankingSources, hits: readonly LexicalHit[]): Ranking | null {
  const share = tuning.neighbourShare;
  if (share <= 0 || hits.length === 0) return null;
  const smoothed = new Map<number, number>();
  for (const { id, score } of hits) {
    for (const neighbour of [id - 1, id, id + 1]) {
      const verse = verses[neighbour - 1];
      if (!verse || verse.surah !== verses[id - 1]!.surah) continue;
      const gain = neighbour === id ? score : share * score;
      smoothed.set(neighbour, (smoothed.get(neighbour) ?? 0) + gain);
    }
  }
  const ids = [...smoothed.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, tuning.depth)
    .map(([id]) => id);
  return { name: 'passage', ids, weight: tuning.passageWeight };
}

/**
 * A verse read with its neighbours: the words of a question often fall in
 * adjacent verses of one passage (a prophet named in one verse, what he did in
 * the next), which verse-by-verse BM25 cannot join.
 */
function contextRanking({ lexical, tuning, heading }: LexicalRankingSources, lang: Lang, terms: readonly WeightedTerm[]): Ranking | null {
  if (tuning.contextWindow <= 0 || tuning.contextWeight <= 0) return null;
  // One word has nothing to join across verses.
  if (new Set(terms.filter((term) => term.weight >= 1).map((term) => term.term)).size < 2) return null;
  const ids = idsOf(lexical.searchContext(lang, terms, tuning.depth, { heading: heading === true }));
  return ids.length > 0 ? { name: 'context', ids, weight: tuning.contextWeight } : null;
}

/**
 * Latin-letter words that no verse's English holds ("sabr", "Khabir", "taqwa")
 * are likely Arabic: search them in the verses' transliteration.
 */
function transliterationRanking({ lexical, englishFamilies, tuning }: LexicalRankingSources, words: readonly string[]): Ranking | null {
  if (tuning.transliterationWeight <= 0) return null;
  const skeletons = queryTransliterationTerms(words.filter((word) => !englishFamilies.has(word)));
  if (skeletons.length === 0) return null;
  const ids = idsOf(lexical.searchTransliteration(skeletons, tuning.depth));
  return ids.length > 0 ? { name: 'transliteration', ids, weight: tuning.transliterationWeight } : null;
}

/** Weighted Porter stems for English query words: each word's own stem, and its family's at `familyWeight`. */
function englishTerms({ englishFamilies, tuning }: LexicalRankingSources, words: readonly string[]): WeightedTerm[] {
  return words.flatMap((word) => {
    if (!tuning.englishFamilies) return [{ term: porterStem(word), weight: 1 }];
    return englishFamilies.stems(word).map((stem, index) => ({ term: stem, weight: index === 0 ? 1 : tuning.familyWeight }));
  });
}

/**
 * Pseudo-relevance feedback on the English translation: the words of the best
 * fused hits, weighted by their rank and rarity, searched together with the
 * question's own words. A theme is spoken of in words its heading lacks
 * ("Abraham: hospitality of" → guests, a calf), and the first verses found hold them.
 */
export function termFeedbackRanking(
  { verses, lexical, tuning }: LexicalRankingSources,
  fused: readonly { id: number }[],
  questionStems: ReadonlySet<string>,
): Ranking | null {
  const seeds = fused.slice(0, tuning.termFeedbackSeeds);
  if (seeds.length === 0 || tuning.termFeedbackWeight <= 0) return null;
  const weights = new Map<string, number>();
  seeds.forEach(({ id }, rank) => {
    const stems = analyzeEnglish(verses[id - 1]!.en).map(porterStem);
    // A long verse spreads its share over more words.
    const share = 1 / (rank + 1) / Math.max(1, stems.length);
    for (const stem of stems) weights.set(stem, (weights.get(stem) ?? 0) + share);
  });
  const added = [...weights.entries()]
    .filter(([stem]) => !questionStems.has(stem))
    .map(([stem, weight]) => ({ term: stem, weight: weight * lexical.english.termIdf({ term: stem, weight: 1 }) }))
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1))
    .slice(0, tuning.termFeedbackTerms);
  if (added.length === 0) return null;
  const strongest = added[0]!.weight;
  const terms = [...[...questionStems].map((term) => ({ term, weight: 1 })), ...added.map(({ term, weight }) => ({ term, weight: weight / strongest }))];
  const ids = idsOf(lexical.searchEnglish(terms, tuning.depth));
  return ids.length > 0 ? { name: 'term-feedback', ids, weight: tuning.termFeedbackWeight } : null;
}
