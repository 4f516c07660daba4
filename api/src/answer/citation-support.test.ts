import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBangla } from '../retrieval/bangla-analyzer.js';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { Verse, VerseRetriever } from '../retrieval/types.js';
import {
  bestThresholds,
  CHOSEN_THRESHOLDS,
  evaluateSupportRule,
  loadSupportSet,
  scoreSupportSet,
  THRESHOLD_GRID,
} from './citation-support-evaluation.js';
import { contentTerms, supportScore, supportsSentence } from './citation-support.js';

let retriever: VerseRetriever;
const verse = (key: string): Verse => {
  const [surah, ayah] = key.split(':').map(Number) as [number, number];
  const found = retriever.getVerse(surah, ayah);
  if (!found) throw new Error(`no verse ${key}`);
  return found;
};
beforeAll(async () => {
  retriever = await createVerseRetriever();
});
afterAll(() => retriever.close());

describe('contentTerms', () => {
  it('keeps the words that say what a sentence is about, stemmed, without markers or framing words', () => {
    expect(contentTerms('The Quran says Allah is with the patient [[2:153]].', 'en')).toEqual(['patient']);
    // Bangla terms are the retrieval analyser's light stems, whatever spelling it unifies.
    expect(contentTerms('আল্লাহ ধৈর্যশীলদের সাথে আছেন [[2:153]]।', 'bn')).toEqual(analyzeBangla('ধৈর্যশীলদের'));
    expect(contentTerms('إن الله مع الصابرين [[2:153]].', 'ar')).toEqual(['صبر']);
  });
});

describe('supportsSentence', () => {
  it('accepts the verse a sentence describes, in each answer language', () => {
    expect(supportsSentence('Allah has permitted trade and forbidden interest.', verse('2:275'), 'en')).toBe(true);
    expect(supportsSentence('আল্লাহ ব্যবসাকে হালাল করেছেন এবং সুদকে হারাম করেছেন।', verse('2:275'), 'bn')).toBe(true);
    expect(supportsSentence('أحل الله البيع وحرم الربا.', verse('2:275'), 'ar')).toBe(true);
  });

  it('refuses a real verse that does not say it, even one on the same subject', () => {
    expect(supportsSentence('Allah has permitted trade and forbidden interest.', verse('112:1'), 'en')).toBe(false);
    expect(supportsSentence('Believers are told to seek help through patience and prayer.', verse('2:155'), 'en')).toBe(false);
    expect(supportScore('Believers are told to seek help through patience and prayer.', verse('2:153'), 'en')).toEqual({
      sentenceTerms: 4,
      shared: 4,
    });
  });

  it('refuses a sentence with nothing to compare', () => {
    expect(supportsSentence('The Quran says so.', verse('2:153'), 'en')).toBe(false);
  });
});

describe('the support rule on the labelled set', () => {
  it('is measured: the chosen thresholds are the best of the grid, with precision ≥ 0.95 and recall ≥ 0.9', () => {
    const scored = scoreSupportSet(loadSupportSet(), (key) => verse(key));
    const evaluations = THRESHOLD_GRID.map((thresholds) => evaluateSupportRule(scored, thresholds));
    const chosen = evaluateSupportRule(scored, CHOSEN_THRESHOLDS);
    expect(bestThresholds(evaluations).thresholds).toEqual(CHOSEN_THRESHOLDS);
    expect(chosen.pairs).toBeGreaterThanOrEqual(300);
    expect(chosen.precision).toBeGreaterThanOrEqual(0.95);
    expect(chosen.recall).toBeGreaterThanOrEqual(0.9);
    for (const lang of ['en', 'bn', 'ar'] as const) {
      expect(chosen.byLanguage[lang].precision, lang).toBeGreaterThanOrEqual(0.9);
      expect(chosen.byLanguage[lang].recall, lang).toBeGreaterThanOrEqual(0.85);
    }
  });
});
