import { SURAH_COUNT, type SurahDto, type SurahResponse } from '@quran-assistant/api/contract';
import type { ApiTestServer } from '@/test/api-test-server';

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
