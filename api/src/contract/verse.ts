import { Type, type Static } from '@sinclair/typebox';
import { LANGS } from './limits.js';
import { StringEnum } from './string-enum.js';
import { MULTI_LINE_TEXT_PATTERN, WELL_FORMED } from './text-rules.js';

export const LangSchema = StringEnum(LANGS, { description: 'en (English), bn (Bangla) or ar (Arabic).' });

export const MAX_QUERY_LENGTH = 1000;
export const MAX_SEARCH_RESULTS = 50;
export const DEFAULT_SEARCH_RESULTS = 10;

export const VerseSearchQuerySchema = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: MAX_QUERY_LENGTH,
    pattern: MULTI_LINE_TEXT_PATTERN,
    ...WELL_FORMED,
    description: 'The question or words to search for, in English, Bangla or Arabic.',
    'x-error-message': `must be 1 to ${MAX_QUERY_LENGTH} characters, not only spaces, with no control characters but line breaks and tabs`,
  }),
  lang: Type.Optional(
    StringEnum(LANGS, {
      description:
        'Language of the question; detected from the script when absent. Translations come in this language (English for Arabic).',
    }),
  ),
  k: Type.Integer({
    minimum: 1,
    maximum: MAX_SEARCH_RESULTS,
    default: DEFAULT_SEARCH_RESULTS,
    description: 'How many verses to return.',
  }),
});
export type VerseSearchQuery = Static<typeof VerseSearchQuerySchema>;

export const VerseSearchHitSchema = Type.Object({
  key: Type.String({ description: '"surah:ayah"', examples: ['2:153'] }),
  surah: Type.Integer({ minimum: 1, maximum: 114 }),
  ayah: Type.Integer({ minimum: 1 }),
  surahName: Type.String({ description: 'Transliterated surah name, e.g. "Al-Baqarah".' }),
  arabic: Type.String({ description: 'Uthmani Arabic, exactly as in the corpus.' }),
  translation: Type.String({ description: 'Saheeh International (en) or the Bangla translation (bn).' }),
  score: Type.Number({ description: 'Higher is better; comparable within one result list only.' }),
});
export type VerseSearchHit = Static<typeof VerseSearchHitSchema>;

export const VerseSearchResponseSchema = Type.Object({
  results: Type.Array(VerseSearchHitSchema, { description: 'Best first; empty when the Quran does not answer the question.' }),
  lang: LangSchema,
  direct: Type.Boolean({ description: 'True when the query was a verse reference or a surah name, resolved directly.' }),
});
export type VerseSearchResponse = Static<typeof VerseSearchResponseSchema>;

export const VerseKeyParamsSchema = Type.Object({
  key: Type.String({
    pattern: '^[0-9]{1,3}:[0-9]{1,3}(-[0-9]{1,3})?$',
    maxLength: 11,
    description: 'A verse "2:255" or a range within one surah "2:255-257".',
    'x-error-message': 'must be a verse key like 2:255 or a range like 2:255-257',
  }),
});
export type VerseKeyParams = Static<typeof VerseKeyParamsSchema>;

export const VerseLookupQuerySchema = Type.Object({
  lang: Type.Optional(
    StringEnum(LANGS, {
      default: 'en',
      description: 'Language of the translation (English for ar).',
    }),
  ),
});
export type VerseLookupQuery = Static<typeof VerseLookupQuerySchema>;

export const SurahSchema = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 114 }),
  nameArabic: Type.String(),
  nameTransliteration: Type.String({ examples: ['Al-Baqarah'] }),
  nameEnglish: Type.String({ examples: ['The Cow'] }),
  nameBangla: Type.String({ description: 'The Bangla meaning of the name, e.g. "বকনা-বাছুর".' }),
  nameBanglaScript: Type.String({ description: 'The name in Bangla script, e.g. "আল-বাকারা".', examples: ['আল-বাকারা'] }),
  type: StringEnum(['meccan', 'medinan']),
  verseCount: Type.Integer({ minimum: 1 }),
});
export type SurahDto = Static<typeof SurahSchema>;

export const VerseSchema = Type.Object({
  key: Type.String({ examples: ['2:255'] }),
  surah: Type.Integer({ minimum: 1, maximum: 114 }),
  ayah: Type.Integer({ minimum: 1 }),
  arabic: Type.String({ description: 'Uthmani Arabic, exactly as in the corpus.' }),
  translation: Type.String({ description: 'In the requested language (English for ar).' }),
  transliteration: Type.String(),
});
export type VerseDto = Static<typeof VerseSchema>;

export const VerseLookupResponseSchema = Type.Object({
  key: Type.String({ description: 'The key as requested, e.g. "2:255-257".' }),
  lang: LangSchema,
  surah: SurahSchema,
  verses: Type.Array(VerseSchema, { minItems: 1 }),
});
export type VerseLookupResponse = Static<typeof VerseLookupResponseSchema>;
