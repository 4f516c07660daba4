import { describe, expect, it } from 'vitest';
import { createCrossLingualLexicon } from './cross-lingual-lexicon.js';
import { EnglishConflation } from './english-conflation.js';
import { termFeedbackRanking, type LexicalRankingSources } from './lexical-rankings.js';
import { LexicalSearch } from './lexical-search.js';
import { porterStem } from './porter-stemmer.js';
import { DEFAULT_TUNING } from './retrieval-tuning.js';
import type { Verse } from './types.js';

const english = [
  'Abraham welcomed his guests and brought them a roasted calf.',
  'The guests of Abraham said peace, and he brought a fat calf.',
  'They said: do not fear, we bring you good tidings of a son.',
  'He set the calf before his guests and asked: will you not eat?',
  'The sky and the earth and what is between them.',
];
const verses: Verse[] = english.map((en, index) => ({
  key: `1:${index + 1}`,
  surah: 1,
  ayah: index + 1,
  arabic: '',
  transliteration: '',
  en,
  bn: '',
}));

function sources(tuning: Partial<typeof DEFAULT_TUNING> = {}): LexicalRankingSources {
  return {
    verses,
    lexical: new LexicalSearch(verses, { bm25: { k1: 1, b: 0.2 }, arabicSurfaceWeight: 0, contextWindow: 0, headingContextWindow: 0 }),
    lexicon: createCrossLingualLexicon(),
    englishFamilies: new EnglishConflation(english),
    tuning: { ...DEFAULT_TUNING, ...tuning },
  };
}

describe('termFeedbackRanking', () => {
  it('finds a verse that shares the best hits’ words but none of the heading’s', () => {
    // "Abraham: hospitality" finds verses 1 and 2 by name; verse 4 names neither but holds their "guests" and "calf".
    const heading = new Set(['abraham', 'hospitality'].map(porterStem));
    const ranking = termFeedbackRanking(sources({ termFeedbackSeeds: 2 }), [{ id: 1 }, { id: 2 }], heading);
    expect(ranking?.name).toBe('term-feedback');
    expect(ranking?.ids.slice(0, 3).sort()).toEqual([1, 2, 4]);
    expect(ranking?.ids).not.toContain(5);
    expect(ranking?.weight).toBe(DEFAULT_TUNING.termFeedbackWeight);
  });

  it('is off with no seeds or no weight', () => {
    const heading = new Set(['abraham']);
    expect(termFeedbackRanking(sources({ termFeedbackSeeds: 0 }), [{ id: 1 }], heading)).toBeNull();
    expect(termFeedbackRanking(sources({ termFeedbackWeight: 0 }), [{ id: 1 }], heading)).toBeNull();
    expect(termFeedbackRanking(sources(), [], heading)).toBeNull();
  });
});
