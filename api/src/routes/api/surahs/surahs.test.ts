import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR } from '../../../retrieval/index-path.js';
import { loadQuranSource, type QuranCorpus } from '../../../retrieval/quran-source.js';
import type { SurahListResponse, SurahResponse } from '../../../contract/quran.js';
import { build, listen } from '../../../test/build.js';

let app: FastifyInstance;
let base: string;
let corpus: QuranCorpus;

beforeAll(async () => {
  app = await build();
  base = await listen(app);
  corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
});
afterAll(() => app.close());

describe('GET /api/surahs', () => {
  it('lists the 114 surahs in order with their names, verse counts and types', async () => {
    const response = await fetch(`${base}/api/surahs`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SurahListResponse;
    expect(body.surahs.map((surah) => surah.number)).toEqual(Array.from({ length: 114 }, (_, index) => index + 1));
    expect(body.surahs[1]).toMatchObject({ number: 2, nameTransliteration: 'Al-Baqarah', nameEnglish: 'The Cow', type: 'medinan', verseCount: 286 });
    expect(body.surahs[1]?.nameArabic).toBe(corpus.surahs[1]?.nameArabic);
    expect(body.surahs[111]).toMatchObject({ number: 112, verseCount: 4, type: 'meccan' });
    expect(body.surahs.reduce((sum, surah) => sum + surah.verseCount, 0)).toBe(6236);
    expect(body.indexVersion).toBe(app.retriever.indexVersion);
  });

  it('is cached long and revalidated by an ETag that carries the index version', async () => {
    const response = await fetch(`${base}/api/surahs`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=2592000');
    const etag = response.headers.get('etag');
    expect(etag).toContain(app.retriever.indexVersion);
    const again = await fetch(`${base}/api/surahs`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${base}/api/surahs`, { headers: { 'if-none-match': '"surahs-an-older-index"' } });
    expect(stale.status).toBe(200);
  });
});

describe('GET /api/surahs/:number', () => {
  it('gives Al-Baqarah with all 286 verses quoted exactly from the corpus, in English and Bangla', async () => {
    const response = await fetch(`${base}/api/surahs/2`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SurahResponse;
    expect(body.surah).toMatchObject({ number: 2, nameTransliteration: 'Al-Baqarah', verseCount: 286 });
    expect(body.verses).toHaveLength(286);
    const expected = corpus.verses.filter((verse) => verse.surah === 2);
    expect(body.verses).toEqual(expected.map(({ key, ayah, arabic, en, bn }) => ({ key, ayah, arabic, en, bn })));
    expect(body.verses[254]?.key).toBe('2:255');
  });

  it('gives Al-Ikhlas (112) with its four verses', async () => {
    const body = (await (await fetch(`${base}/api/surahs/112`)).json()) as SurahResponse;
    expect(body.verses.map((verse) => verse.key)).toEqual(['112:1', '112:2', '112:3', '112:4']);
  });

  it('has an ETag per surah and index version, answered 304 when the client holds it', async () => {
    const first = await fetch(`${base}/api/surahs/112`);
    const etag = first.headers.get('etag');
    expect(etag).toContain(app.retriever.indexVersion);
    expect(etag).not.toBe((await fetch(`${base}/api/surahs/113`)).headers.get('etag'));
    expect(first.headers.get('cache-control')).toContain('max-age=86400');
    expect((await fetch(`${base}/api/surahs/112`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it.each(['0', '115', '999'])('answers 404 naming the number for surah %s', async (number) => {
    const response = await app.inject(`/api/surahs/${number}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: `No surah ${number}: number must be 1 to 114` });
  });

  it.each(['abc', '2.5', '-1', '1234', '%202'])('answers 400 naming the field for %s', async (number) => {
    const response = await app.inject(`/api/surahs/${number}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string };
    expect(body.code).toBe('validation_error');
    expect(body.message).toContain('number');
    expect(body.message).toContain('must be a surah number from 1 to 114');
  });
});
