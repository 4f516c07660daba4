import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import {
  SURAH_COUNT,
  SurahListResponseSchema,
  SurahNumberParamsSchema,
  SurahResponseSchema,
  type SurahListResponse,
} from '../../../contract/quran.js';
import { presentSurah } from '../../../verses/verse-presenters.js';

/**
 * The corpus changes only with a new index, so clients keep it a day and may use a
 * stale copy for a month while they revalidate; the ETag carries the index version.
 */
const CORPUS_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=2592000';

/** 304: the copy the client holds (If-None-Match) is current; no body. */
const NOT_MODIFIED = Type.Null({ description: 'Not modified: the copy named by If-None-Match is current.' });

/** The Quran's text, read-only, for the reader: the surah list and whole surahs with both translations. */
const surahRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { retriever } = fastify;
  const version = retriever.indexVersion;

  const surahList: SurahListResponse = {
    indexVersion: version,
    surahs: Array.from({ length: SURAH_COUNT }, (_, index) => {
      const surah = retriever.getSurah(index + 1);
      if (!surah) throw new Error(`the verse index has no surah ${index + 1}`);
      return presentSurah(surah);
    }),
  };

  /** Sets the caching headers; true when the client's copy is current (answered 304). */
  function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
    reply.header('cache-control', CORPUS_CACHE_CONTROL).header('etag', etag);
    const held = request.headers['if-none-match'];
    return typeof held === 'string' && held.split(',').some((tag) => tag.trim() === etag);
  }

  fastify.get(
    '/',
    {
      schema: {
        tags: ['quran'],
        summary: 'List the surahs',
        description: 'All 114 surahs in order: number, Arabic name, transliteration, English meaning, verse count and type.',
        response: { 200: SurahListResponseSchema, 304: NOT_MODIFIED, ...errorResponses() },
      },
    },
    async (request, reply) => {
      if (notModified(request, reply, `"surahs-${version}"`)) return reply.code(304).send(null);
      return surahList;
    },
  );

  fastify.get(
    '/:number',
    {
      schema: {
        tags: ['quran'],
        summary: 'Get a surah with all its verses',
        description: `One surah and every verse of it: Uthmani Arabic exactly as in the corpus, English and Bangla. 404 for a number outside 1–${SURAH_COUNT}.`,
        params: SurahNumberParamsSchema,
        response: { 200: SurahResponseSchema, 304: NOT_MODIFIED, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const number = Number(request.params.number);
      const surah = retriever.getSurah(number);
      if (!surah) throw new AppError('not_found', `No surah ${request.params.number}: number must be 1 to ${SURAH_COUNT}`);
      if (notModified(request, reply, `"surah-${number}-${version}"`)) return reply.code(304).send(null);
      const verses = Array.from({ length: surah.verseCount }, (_, index) => {
        const verse = retriever.getVerse(number, index + 1);
        if (!verse) throw new Error(`the verse index has no verse ${number}:${index + 1}`);
        return { key: verse.key, ayah: verse.ayah, arabic: verse.arabic, en: verse.en, bn: verse.bn };
      });
      return { indexVersion: version, surah: presentSurah(surah), verses };
    },
  );
};

export default surahRoutes;
