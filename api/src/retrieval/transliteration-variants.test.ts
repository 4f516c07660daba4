import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from './verse-retriever.js';
import type { VerseRetriever } from './types.js';
import { withCorpusSpellings } from './transliteration-variants.js';

describe('withCorpusSpellings', () => {
  it('adds the spelling of the English translation beside the one the user wrote', () => {
    expect(withCorpusSpellings('What is zakat?')).toBe('What is zakat? (zakah)');
    expect(withCorpusSpellings('Fasting in Ramadan and the Hadj')).toBe('Fasting in Ramadan and the Hadj (ramadhan hajj)');
    expect(withCorpusSpellings('Tell me about Musa and Firaun')).toBe('Tell me about Musa and Firaun (moses pharaoh)');
    expect(withCorpusSpellings('What does the Koran say about salat?')).toBe('What does the Koran say about salat? (prayer)');
  });

  it('leaves a question alone when it already uses the corpus spelling, or no transliteration at all', () => {
    expect(withCorpusSpellings('What is zakah?')).toBe('What is zakah?');
    expect(withCorpusSpellings('What does the Quran say about patience?')).toBe('What does the Quran say about patience?');
    expect(withCorpusSpellings('যাকাত কী?')).toBe('যাকাত কী?');
    expect(withCorpusSpellings('Is this the lot of believers?')).toBe('Is this the lot of believers?');
  });
});

describe('search with transliteration variants', () => {
  let retriever: VerseRetriever;
  beforeAll(async () => {
    // The spelling on its own, without the topic index (which knows "zakat" as a name).
    retriever = await createVerseRetriever({ tuning: { topicWeight: 0 } });
  });
  afterAll(() => retriever.close());

  it('finds the verses on zakah for a question that spells it "zakat"', async () => {
    const { hits } = await retriever.search('What is zakat?', { lang: 'en' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.slice(0, 3).every((hit) => /zakah/iu.test(hit.verse.en))).toBe(true);
  });

  it('still resolves a surah named in a variant spelling directly', async () => {
    const result = await retriever.search('Surah Maryam', { lang: 'en' });
    expect(result.direct).toBe(true);
    expect(result.hits[0]?.verse.key).toBe('19:1');
  });
});
