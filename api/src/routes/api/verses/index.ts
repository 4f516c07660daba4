import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import {
  VerseKeyParamsSchema,
  VerseLookupQuerySchema,
  VerseLookupResponseSchema,
  VerseSearchQuerySchema,
  VerseSearchResponseSchema,
  type VerseSearchResponse,
} from '../../../contract/verse.js';
import { SearchResponseCache } from '../../../verses/search-response-cache.js';
import { presentSearchHit, presentSurah, presentVerse } from '../../../verses/verse-presenters.js';

/** Answers share the index's verse texts, so each costs little memory; kept for 10 minutes. */
const SEARCH_CACHE = { maxEntries: 5_000, ttlMs: 10 * 60 * 1000 };

const verseRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { retriever } = fastify;
  const searches = new SearchResponseCache<VerseSearchResponse>(SEARCH_CACHE);

  fastify.get(
    '/search',
    {
      schema: {
        tags: ['verses'],
        summary: 'Search verses',
        description:
          'Hybrid lexical and semantic search over all 6,236 verses for a question in English, Bangla or Arabic. Verse references ("2:255") and surah names resolve directly.',
        querystring: VerseSearchQuerySchema,
        response: { 200: VerseSearchResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { q, lang, k } = request.query;
      const query = q.trim();
      return searches.get(`${lang ?? ''}\u0000${k}\u0000${query}`, async () => {
        const result = await retriever.search(query, { lang, k });
        return {
          lang: result.lang,
          direct: result.direct,
          results: result.hits.map(({ verse, score }) =>
            presentSearchHit(verse, retriever.getSurah(verse.surah), score, result.lang),
          ),
        };
      });
    },
  );

  fastify.get(
    '/:key',
    {
      schema: {
        tags: ['verses'],
        summary: 'Get verses by key',
        description:
          'One verse ("2:255") or a range within one surah ("2:255-257"), with Arabic, translation and transliteration. 404 when any verse of the key does not exist (2:287, 115:1, 0:1, 2:257-255).',
        params: VerseKeyParamsSchema,
        querystring: VerseLookupQuerySchema,
        response: { 200: VerseLookupResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { lang = 'en' } = request.query;
      const verses = retriever.getByKey(key);
      const first = verses?.[0];
      const surah = first ? retriever.getSurah(first.surah) : null;
      if (!verses || !first || !surah) throw new AppError('not_found', `No verse ${key} in the Quran`);
      return {
        key,
        lang,
        surah: presentSurah(surah),
        verses: verses.map((verse) => presentVerse(verse, lang)),
      };
    },
  );
};

export default verseRoutes;
