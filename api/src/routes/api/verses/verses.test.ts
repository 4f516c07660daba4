import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR } from '../../../retrieval/index-path.js';
import { loadQuranSource, type QuranCorpus } from '../../../retrieval/quran-source.js';
import type { VerseLookupResponse, VerseSearchResponse } from '../../../contract/verse.js';
import { build, listen } from '../../../test/build.js';

const BANGLA_LETTERS = /[\u0980-\u09FF]/;
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

let app: FastifyInstance;
let base: string;
let corpus: QuranCorpus;

beforeAll(async () => {
  app = await build();
  base = await listen(app);
  corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
});
afterAll(() => app.close());

function corpusVerse(key: string) {
  const verse = corpus.verses.find((v) => v.key === key);
  if (!verse) throw new Error(`no ${key} in the corpus`);
  return verse;
}

async function search(query: Record<string, string>): Promise<{ status: number; body: VerseSearchResponse }> {
  const response = await fetch(`${base}/api/verses/search?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as VerseSearchResponse };
}

async function badRequest(url: string): Promise<string> {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; message: string };
  expect(body.code).toBe('validation_error');
  return body.message;
}

describe('GET /api/verses/search', () => {
  it('finds 2:153 first for "patience" in English, quoting the corpus exactly', async () => {
    const { status, body } = await search({ q: 'patience', lang: 'en' });
    expect(status).toBe(200);
    expect(body.lang).toBe('en');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.results[0]?.key).toBe('2:153');

    const hit = body.results.find((r) => r.key === '2:153');
    const verse = corpusVerse('2:153');
    expect(hit).toEqual({
      key: '2:153',
      surah: 2,
      ayah: 153,
      surahName: 'Al-Baqarah',
      arabic: verse.arabic,
      translation: verse.en,
      score: expect.any(Number),
    });
    const scores = body.results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('answers a Bangla question about patience (ধৈর্য) with Bangla translations', async () => {
    const { status, body } = await search({ q: 'ধৈর্য', lang: 'bn' });
    expect(status).toBe(200);
    expect(body.lang).toBe('bn');
    expect(body.results.length).toBeGreaterThan(0);
    for (const hit of body.results) {
      expect(hit.translation).toBe(corpusVerse(hit.key).bn);
      expect(hit.translation).toMatch(BANGLA_LETTERS);
    }
    expect(body.results[0]?.translation).toMatch(/ধৈর্য/);
  });

  it('detects the language from the script when lang is absent', async () => {
    const bangla = await search({ q: 'ধৈর্য' });
    expect(bangla.body.lang).toBe('bn');
    const english = await search({ q: 'patience and prayer' });
    expect(english.body.lang).toBe('en');
  });

  it('searches Arabic and gives English translations for it', async () => {
    const { status, body } = await search({ q: 'الصبر والصلاة', k: '5' });
    expect(status).toBe(200);
    expect(body.lang).toBe('ar');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(5);
    for (const hit of body.results) {
      expect(hit.arabic).toMatch(ARABIC_LETTERS);
      expect(hit.translation).toBe(corpusVerse(hit.key).en);
    }
  });

  it('resolves a verse reference directly', async () => {
    const { body } = await search({ q: '2:255' });
    expect(body.direct).toBe(true);
    expect(body.results[0]?.key).toBe('2:255');
  });

  it('returns k results', async () => {
    const { body } = await search({ q: 'mercy', lang: 'en', k: '25' });
    expect(body.results).toHaveLength(25);
    expect(new Set(body.results.map((r) => r.key)).size).toBe(25);
  });

  it.each([
    ['/api/verses/search', /^q is required$/],
    ['/api/verses/search?q=', /^q must be 1 to 1000 characters/],
    ['/api/verses/search?q=%20%20%20', /^q must be 1 to 1000 characters/],
    [`/api/verses/search?q=${'a'.repeat(1001)}`, /^q must be 1 to 1000 characters/],
    ['/api/verses/search?q=mercy&k=0', /^k must be between 1 and 50$/],
    ['/api/verses/search?q=mercy&k=51', /^k must be between 1 and 50$/],
    ['/api/verses/search?q=mercy&k=ten', /^k must be integer$/],
    ['/api/verses/search?q=mercy&lang=fr', /^lang must be one of en, bn, ar$/],
  ])('rejects %s with a message naming the field', async (url, message) => {
    expect(await badRequest(url)).toMatch(message);
  });

  it('answers a repeated search without searching again, with the same answer', async () => {
    const searchSpy = vi.spyOn(app.retriever, 'search');
    try {
      const first = await search({ q: '  gratitude in hardship ', lang: 'en' });
      const again = await search({ q: 'gratitude in hardship', lang: 'en' });
      expect(again).toEqual(first);
      expect(searchSpy).toHaveBeenCalledTimes(1);
      // Another language, or another number of results, is another search.
      await search({ q: 'gratitude in hardship', lang: 'en', k: '3' });
      expect(searchSpy).toHaveBeenCalledTimes(2);
    } finally {
      searchSpy.mockRestore();
    }
  });

  it('accepts a question of exactly 1000 characters', async () => {
    const response = await app.inject(`/api/verses/search?q=${encodeURIComponent('patience '.repeat(111) + 'x')}`);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/verses/:key', () => {
  it('returns Ayat al-Kursi (2:255) exactly as in the corpus', async () => {
    const response = await fetch(`${base}/api/verses/2:255`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as VerseLookupResponse;
    const verse = corpusVerse('2:255');
    expect(body).toEqual({
      key: '2:255',
      lang: 'en',
      surah: {
        number: 2,
        nameArabic: corpus.surahs[1]?.nameArabic,
        nameTransliteration: 'Al-Baqarah',
        nameEnglish: 'The Cow',
        nameBangla: corpus.surahs[1]?.nameBangla,
        nameBanglaScript: 'আল-বাকারা',
        type: 'medinan',
        verseCount: 286,
      },
      verses: [
        { key: '2:255', surah: 2, ayah: 255, arabic: verse.arabic, translation: verse.en, transliteration: verse.transliteration },
      ],
    });
  });

  it('returns a range in order, with Bangla translations for lang=bn', async () => {
    const response = await app.inject('/api/verses/2:255-257?lang=bn');
    expect(response.statusCode).toBe(200);
    const body = response.json() as VerseLookupResponse;
    expect(body.lang).toBe('bn');
    expect(body.verses.map((v) => v.key)).toEqual(['2:255', '2:256', '2:257']);
    for (const verse of body.verses) expect(verse.translation).toBe(corpusVerse(verse.key).bn);
  });

  it('gives English translations for lang=ar', async () => {
    const body = (await app.inject('/api/verses/1:1-7?lang=ar')).json() as VerseLookupResponse;
    expect(body.verses).toHaveLength(7);
    expect(body.verses[0]?.translation).toBe(corpusVerse('1:1').en);
  });

  it.each(['2:287', '115:1', '0:1', '1:0', '2:280-290', '114:6-7', '2:257-255'])('answers 404 not_found for %s', async (key) => {
    const response = await app.inject(`/api/verses/${key}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: `No verse ${key} in the Quran` });
  });

  it.each(['abc', '2', '2:', ':255', '2:255-', '2:255:1', '2:1234', '2.255'])('answers 400 for the malformed key %s', async (key) => {
    expect(await badRequest(`/api/verses/${encodeURIComponent(key)}`)).toMatch(/^key /);
  });


  it('answers 400 naming lang for an unknown language', async () => {
    expect(await badRequest('/api/verses/2:255?lang=ur')).toBe('lang must be one of en, bn, ar');
  });
});
