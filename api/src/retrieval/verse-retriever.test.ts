import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeArabic } from './arabic-analyzer.js';
import { DEFAULT_QURAN_SOURCE_DIR, DEFAULT_VECTORS_DIR } from './index-path.js';
import { loadQuranSource, type QuranCorpus } from './quran-source.js';
import type { VerseRetriever } from './types.js';
import { VerseIndexMissingError } from './verse-index.js';
import { createVerseRetriever } from './verse-retriever.js';

const BANGLA_LETTERS = /[\u0980-\u09FF]/;

let retriever: VerseRetriever;
let corpus: QuranCorpus;

// The lexical mechanisms on their own: the curated topic index would answer most of
// these questions by itself (its own tests are in topic-index.test.ts).
const LEXICAL_ONLY = { topicWeight: 0 };

beforeAll(async () => {
  retriever = await createVerseRetriever({ tuning: LEXICAL_ONLY });
  corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
});
afterAll(() => retriever.close());

const keysOf = async (query: string, options?: Parameters<VerseRetriever['search']>[1]) =>
  (await retriever.search(query, options)).hits.map((hit) => hit.verse.key);

describe('createVerseRetriever', () => {
  it('fails with a message that says how to build a missing index', async () => {
    await expect(createVerseRetriever({ indexPath: '/nonexistent/quran.sqlite' })).rejects.toThrow(VerseIndexMissingError);
    await expect(createVerseRetriever({ indexPath: '/nonexistent/quran.sqlite' })).rejects.toThrow(/pnpm ingest/);
  });

  it('holds every verse of the corpus, exactly as in the source', () => {
    expect(retriever.verseCount).toBe(6236);
    expect(retriever.indexVersion).toMatch(/^[0-9a-f]{16}$/);
    for (const source of [corpus.verses[0]!, corpus.verses[261]!, corpus.verses[6235]!]) {
      expect(retriever.getVerse(source.surah, source.ayah)).toEqual(source);
    }
  });
});

describe('search', () => {
  it('answers any text, whatever words it holds, in every language and shape', async () => {
    const full = await createVerseRetriever({});
    try {
      // The names of object properties are words a question may hold ("{{constructor.constructor(…)}}").
      const propertyNames = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];
      const word = fc.oneof(fc.constantFrom(...propertyNames, 'prayer for', 'Is it allowed', 'Tell me', 'মন খুব', 'جدا', 'يصوم'), fc.string({ maxLength: 12 }));
      const framing = fc.constantFrom('', 'What does the Quran say about ', 'Is it haram to ', 'Tell me the story of ', 'Heading: ', 'কী ', 'ما حكم ');
      await fc.assert(
        fc.asyncProperty(framing, fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom('en', 'bn', 'ar', undefined), async (frame, words, lang) => {
          const result = await full.search(`${frame}${words.join(' ')}`, lang ? { lang, allowEmpty: false } : { allowEmpty: false });
          expect(Array.isArray(result.hits)).toBe(true);
        }),
        { numRuns: 150 },
      );
    } finally {
      full.close();
    }
  });

  it('ranks 2:153 first for "patience" in English, asked as a word or as a question', async () => {
    // 2:153 says "patience" and "the patient": Porter keeps the two stems apart, word families join them.
    expect((await keysOf('patience', { lang: 'en' }))[0]).toBe('2:153');
    expect((await keysOf('What does the Quran say about patience?'))[0]).toBe('2:153');
  });

  it('matches derivational relatives and British spellings of English words', async () => {
    const families = await createVerseRetriever({ tuning: { ...LEXICAL_ONLY, englishFamilies: true } });
    const plain = await createVerseRetriever({ tuning: { ...LEXICAL_ONLY, englishFamilies: false } });
    try {
      // "cleanliness" (stem cleanli) is not in the translation; its family's "clean" is.
      expect((await plain.search('cleanliness', { lang: 'en' })).hits).toEqual([]);
      const clean = (await families.search('cleanliness', { lang: 'en' })).hits;
      // The two verses that say "clean earth" come first; passage neighbours follow them.
      expect(clean.slice(0, 2).map((hit) => hit.verse.key).sort()).toEqual(['4:43', '5:6']);
      // Saheeh International writes "colors".
      const colours = (await families.search('colours', { lang: 'en', k: 5 })).hits;
      expect(colours.filter((hit) => /\bcolor/i.test(hit.verse.en)).length).toBeGreaterThanOrEqual(3);
    } finally {
      families.close();
      plain.close();
    }
  });

  it('answers a Bangla question with verses about patience', async () => {
    const result = await retriever.search('ধৈর্য', { lang: 'bn' });
    expect(result.lang).toBe('bn');
    const keys = result.hits.map((hit) => hit.verse.key);
    expect(keys.slice(0, 3)).toContain('2:153');
    // Every hit carries its Bangla translation, and most speak of patience (ধৈর্য/সবর) outright.
    for (const hit of result.hits) expect(hit.verse.bn).toMatch(BANGLA_LETTERS);
    const aboutPatience = result.hits.filter((hit) => /ধৈর্য|সবর/u.test(hit.verse.bn)).length;
    expect(aboutPatience).toBeGreaterThanOrEqual(result.hits.length / 2);
  });

  it('detects the language from the script when none is given', async () => {
    expect((await retriever.search('ধৈর্য')).lang).toBe('bn');
    expect((await retriever.search('الصبر')).lang).toBe('ar');
    expect((await retriever.search('patience')).lang).toBe('en');
  });

  it('answers an Arabic question despite the different spelling of the mushaf', async () => {
    const result = await retriever.search('ما هي فضائل الصبر؟', { lang: 'ar' });
    expect(result.lang).toBe('ar');
    expect(result.hits.length).toBe(10);
    // The Uthmani verses spell the root with harakat, dagger alefs and prefixes; most hits still carry it.
    const withRoot = result.hits.filter((hit) => analyzeArabic(hit.verse.arabic).includes('صبر'));
    expect(withRoot.length).toBeGreaterThanOrEqual(result.hits.length / 2);
    expect(result.hits.slice(0, 3).map((hit) => hit.verse.key)).toContain('2:153');
  });

  it('finds the verses about orphans in English and Bangla alike', async () => {
    const english = await keysOf('How should orphans be treated?', { lang: 'en' });
    const bangla = await keysOf('এতীমদের সাথে কেমন আচরণ করা উচিত?', { lang: 'bn' });
    for (const keys of [english, bangla]) expect(keys.filter((key) => ['93:9', '107:2', '89:17', '4:10', '4:2', '2:220', '90:15', '76:8', '17:34', '6:152', '4:6'].includes(key)).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps k within 1–50 and defaults to 10', async () => {
    expect(await keysOf('patience')).toHaveLength(10);
    expect(await keysOf('patience', { k: 3 })).toHaveLength(3);
    expect(await keysOf('patience', { k: 0 })).toHaveLength(1);
    expect(await keysOf('patience', { k: 500 })).toHaveLength(50);
    expect(await keysOf('patience', { k: 3.7 })).toHaveLength(3);
  });

  it('returns scores best first', async () => {
    const { hits } = await retriever.search('mercy and forgiveness', { lang: 'en', k: 20 });
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('resolves references directly, in reading order', async () => {
    const result = await retriever.search('2:255-257', { lang: 'en' });
    expect(result.direct).toBe(true);
    expect(result.hits.map((hit) => hit.verse.key)).toEqual(['2:255', '2:256', '2:257']);
    expect((await retriever.search('Ayat al-Kursi')).hits[0]!.verse.key).toBe('2:255');
    expect((await retriever.search('সূরা ইখলাস')).hits.map((hit) => hit.verse.key)).toEqual(['112:1', '112:2', '112:3', '112:4']);
  });

  it('searches Arabic words written in Latin letters in the verses\' transliteration', async () => {
    // "sabr" is in no English verse; 2:153 transliterates "bialssabri … alssabireena".
    expect((await keysOf('What does the Quran say about sabr?', { lang: 'en' })).slice(0, 3)).toContain('2:153');
    // The translation says "Hell"; the transliteration keeps "jahannama".
    const { hits } = await retriever.search('What is Jahannam?', { lang: 'en' });
    expect(hits).toHaveLength(10);
    expect(hits.every((hit) => /jahannam/i.test(hit.verse.transliteration) && !/jahannam/i.test(hit.verse.en))).toBe(true);
  });

  it('comes back empty below the no-answer threshold, and only then', async () => {
    const strict = await createVerseRetriever({ tuning: { ...LEXICAL_ONLY, noAnswerThreshold: 0.5 } });
    try {
      // One rare word the hits hold, one word no verse holds: half the evidence is missing.
      expect((await retriever.search('patience xqxqxqzz', { lang: 'en' })).hits.length).toBeGreaterThan(0);
      expect((await strict.search('patience xqxqxqzz', { lang: 'en' })).hits).toEqual([]);
      // Every word of the question is in the top hit: answered.
      expect((await strict.search('patience and prayer', { lang: 'en' })).hits[0]?.verse.key).toBe('2:153');
      expect((await strict.search('ধৈর্য', { lang: 'bn' })).hits.length).toBeGreaterThan(0);
      expect((await strict.search('الصبر', { lang: 'ar' })).hits.length).toBeGreaterThan(0);
    } finally {
      strict.close();
    }
  });

  it('tells a quotation of a verse from a short question about words a verse holds', async () => {
    expect((await retriever.search('with hardship comes ease', { lang: 'en' })).quotation).toBe(true);
    expect((await retriever.search('إن مع العسر يسرا', { lang: 'ar' })).quotation).toBe(true);
    expect((await retriever.search('What causes thunder and lightning?', { lang: 'en', allowEmpty: false })).quotation).toBe(false);
    expect((await retriever.search('ما سبب الرعد والبرق؟', { lang: 'ar', allowEmpty: false })).quotation).toBe(false);
  });

  it('looks first in the surah a question names as the place of what it asks', async () => {
    const surahsOf = async (query: string) => (await retriever.search(query, { k: 3 })).hits.map((hit) => hit.verse.surah);
    expect(await surahsOf('What does Surah Yasin say about the resurrection of the dead?')).toEqual([36, 36, 36]);
    expect(await surahsOf('اذكر وعد الله تعالى للمؤمنين والمؤمنات بالجنات في سورة التوبة')).toEqual([9, 9, 9]);
  });

  it('names the story of the index that the best verses tell, described or named, and none for other questions', async () => {
    expect((await retriever.search('Tell me about the young men who slept in a cave for many years', { lang: 'en' })).story).toBe('people-of-the-cave');
    expect((await retriever.search('ما قصة الفتية الذين ناموا في الكهف سنين طويلة؟', { lang: 'ar' })).story).toBe('people-of-the-cave');
    expect((await retriever.search('Why is the sky blue?', { lang: 'en', allowEmpty: false })).story).toBeNull();
    // Part of a story's name alone ("first man") does not tell it (with one of its motifs it does: topic-index.test.ts).
    expect((await retriever.search('Tell me about the man who first climbed Everest', { lang: 'en', allowEmpty: false })).story).toBeNull();
    // Verses that share only "destroyed" with the question do not tell their story: it must hold one of the story's motifs.
    expect((await retriever.search('কোন শহর আগ্নেয়গিরিতে ধ্বংস হয়েছিল?', { lang: 'bn', allowEmpty: false })).story).toBeNull();
    expect((await retriever.search('Who slept in a cave for over three hundred years?', { lang: 'en' })).story).toBe('people-of-the-cave');
  });

  it('comes back empty for an empty question or one with no searchable words', async () => {
    expect((await retriever.search('   ')).hits).toEqual([]);
    expect((await retriever.search('zzzzqqq xqxqxq', { lang: 'en' })).hits).toEqual([]);
  });
});

describe('lookups', () => {
  it('gets verses and ranges by key, and null for verses that do not exist', () => {
    expect(retriever.getByKey('2:255-257')?.map((verse) => verse.key)).toEqual(['2:255', '2:256', '2:257']);
    expect(retriever.getByKey('114:6')?.[0]?.en).toBe(corpus.verses[6235]!.en);
    for (const key of ['2:287', '115:1', '0:1', 'nonsense']) expect(retriever.getByKey(key)).toBeNull();
    expect(retriever.getVerse(2, 287)).toBeNull();
    expect(retriever.getVerse(0, 1)).toBeNull();
  });

  it('gets surahs by number', () => {
    expect(retriever.getSurah(2)).toMatchObject({ number: 2, nameTransliteration: 'Al-Baqarah', nameArabic: 'البقرة', verseCount: 286 });
    expect(retriever.getSurah(115)).toBeNull();
    expect(retriever.getSurah(1.5)).toBeNull();
  });
});

describe('passage context and pseudo-relevance feedback', () => {
  const searchWith = async (options: Parameters<typeof createVerseRetriever>[0], query: string) => {
    const tuned = await createVerseRetriever({ ...options, tuning: { ...LEXICAL_ONLY, ...options?.tuning } });
    try {
      return (await tuned.search(query, { lang: 'en' })).hits.map((hit) => hit.verse.key);
    } finally {
      tuned.close();
    }
  };

  it('joins words that fall in adjacent verses of one passage', async () => {
    // 21:57 says "I will surely plan against your idols"; Abraham is named a few verses before.
    const question = 'How did Abraham break the idols of his people?';
    expect(await searchWith({ tuning: { contextWindow: 0 } }, question)).not.toContain('21:57');
    expect(await searchWith({ tuning: { contextWindow: 3 } }, question)).toContain('21:57');
  });

  it('does not let a passage that repeats one word outrank the verses that are about it', async () => {
    // Al-Kahf 18:67–78 repeats "patience" in a story; a one-word question is not joined across verses.
    expect((await searchWith({ tuning: { contextWindow: 3 } }, 'patience'))[0]).toBe('2:153');
  });

  it('pulls in verses close in meaning to the best hits through the shipped vectors', async () => {
    // 2:184 holds the rules of the fast without the word "obligatory"; its neighbours in meaning lead to it.
    const question = 'Is fasting obligatory for Muslims?';
    // All of the question's words, as the search endpoint took them before questions were read for their subject.
    const wholeQuestion = { searchSubject: false };
    expect(await searchWith({ vectorsDir: DEFAULT_VECTORS_DIR, tuning: { ...wholeQuestion, feedbackSeeds: 0 } }, question)).not.toContain('2:184');
    expect(await searchWith({ vectorsDir: DEFAULT_VECTORS_DIR, tuning: { ...wholeQuestion, feedbackSeeds: 5 } }, question)).toContain('2:184');
  });
});

