import { Type, type Static } from '@sinclair/typebox';
import { SurahSchema } from './verse.js';

/** The Quran has 114 surahs; a number outside 1–114 names none (404, not 400). */
export const SURAH_COUNT = 114;

export const SurahListResponseSchema = Type.Object({
  indexVersion: Type.String({ description: 'The verse index build the corpus comes from; changes only with a new index.' }),
  surahs: Type.Array(SurahSchema, { minItems: SURAH_COUNT, maxItems: SURAH_COUNT, description: 'In order, 1 to 114.' }),
});
export type SurahListResponse = Static<typeof SurahListResponseSchema>;

export const SurahNumberParamsSchema = Type.Object({
  number: Type.String({
    pattern: '^[0-9]{1,3}$',
    description: `The surah's number, 1 to ${SURAH_COUNT}.`,
    examples: ['2'],
    'x-error-message': `must be a surah number from 1 to ${SURAH_COUNT}`,
  }),
});
export type SurahNumberParams = Static<typeof SurahNumberParamsSchema>;

/** One verse with both translations, so a reader stored offline serves either UI language. */
export const SurahVerseSchema = Type.Object({
  key: Type.String({ examples: ['2:255'] }),
  ayah: Type.Integer({ minimum: 1 }),
  arabic: Type.String({ description: 'Uthmani Arabic, exactly as in the corpus.' }),
  en: Type.String({ description: 'Saheeh International.' }),
  bn: Type.String({ description: 'The Bangla translation of the corpus.' }),
});
export type SurahVerseDto = Static<typeof SurahVerseSchema>;

export const SurahResponseSchema = Type.Object({
  indexVersion: Type.String({ description: 'The verse index build the verses come from.' }),
  surah: SurahSchema,
  verses: Type.Array(SurahVerseSchema, { minItems: 1, description: 'Every verse of the surah, in order.' }),
});
export type SurahResponse = Static<typeof SurahResponseSchema>;
