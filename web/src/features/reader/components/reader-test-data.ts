import { SURAH_COUNT, type SurahDto, type SurahResponse } from '@quran-assistant/api/contract';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '@/lib/i18n';
import { localDb } from '@/lib/local-db';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { offlineCopyProgress } from '../lib/offline-copy';

export const TEST_INDEX_VERSION = 'test-index-1';

export function testSurahInfo(number: number): SurahDto {
  if (number === 112) {
    return { number, nameArabic: 'الإخلاص', nameTransliteration: 'Al-Ikhlas', nameEnglish: 'The Sincerity', nameBangla: 'আন্তরিকতা', nameBanglaScript: 'আল-ইখলাস', type: 'meccan', verseCount: 4 };
  }
  return { number, nameArabic: 'سورة', nameTransliteration: `Surah-${number}`, nameEnglish: `Meaning ${number}`, nameBangla: `অর্থ ${number}`, nameBanglaScript: `সূরা-${number}`, type: 'medinan', verseCount: 3 };
}

export function testSurah(number: number): SurahResponse {
  const surah = testSurahInfo(number);
  return {
    indexVersion: TEST_INDEX_VERSION,
    surah,
    verses: Array.from({ length: surah.verseCount }, (_, index) => ({
      key: `${number}:${index + 1}`,
      ayah: index + 1,
      arabic: `قُلۡ هُوَ ٱللَّهُ ${number}:${index + 1}`,
      en: `English of ${number}:${index + 1}`,
      bn: `বাংলা ${number}:${index + 1}`,
    })),
  };
}

/** GET /api/surahs and /api/surahs/:number as the server answers them, for test surahs. */
export function serveQuran(server: ApiTestServer): void {
  server.on('GET', '/api/surahs', {
    body: { indexVersion: TEST_INDEX_VERSION, surahs: Array.from({ length: SURAH_COUNT }, (_, index) => testSurahInfo(index + 1)) },
  });
  server.on('GET', '/api/surahs/:number', ({ params }) => ({ body: testSurah(Number(params.number)) }));
}

/** A test API serving the app shell and the test Quran. */
export async function startReaderTestServer(): Promise<ApiTestServer> {
  const server = await startApiTestServer();
  serveShell(server);
  serveQuran(server);
  return server;
}

/** Ends a reader test: the background copy first (it outlives the page), then the server, the language and the stored Quran. */
export async function endReaderTest(server: ApiTestServer): Promise<void> {
  await waitFor(() => expect(offlineCopyProgress().status).not.toBe('saving'), { timeout: 20_000 });
  server.close();
  await i18n.changeLanguage('en');
  const db = await localDb();
  await Promise.all([db.surahs.clear(), db.surahLists.clear()]);
}
