import type { AppDatabase } from '../db/database.js';
import type { AnswerLanguage, Citation } from '../contract/messages.js';

/** A verified answer kept for questions asked again. */
export interface CachedAnswer {
  cacheKey: string;
  lang: AnswerLanguage;
  content: string;
  citations: Citation[];
  indexVersion: string;
  modelVersion: string;
  /** epoch ms */
  createdAt: number;
  hits: number;
}

function parseCitations(json: string): Citation[] | null {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Citation[]) : null;
  } catch {
    return null;
  }
}

/** The cached answer for a key, counting the hit; null when there is none. */
export async function takeCachedAnswer(db: AppDatabase, cacheKey: string): Promise<CachedAnswer | null> {
  const row = await db
    .updateTable('answer_cache')
    .set((eb) => ({ hits: eb('hits', '+', 1) }))
    .where('cache_key', '=', cacheKey)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  const citations = parseCitations(row.citations);
  if (!citations) return null;
  return {
    cacheKey: row.cache_key,
    lang: row.lang,
    content: row.content,
    citations,
    indexVersion: row.index_version,
    modelVersion: row.model_version,
    createdAt: row.created_at,
    hits: row.hits,
  };
}

/** Stores (or refreshes) an answer; a later answer to the same key replaces the earlier one. */
export async function storeCachedAnswer(db: AppDatabase, answer: Omit<CachedAnswer, 'hits'>): Promise<void> {
  const values = {
    cache_key: answer.cacheKey,
    lang: answer.lang,
    content: answer.content,
    citations: JSON.stringify(answer.citations),
    index_version: answer.indexVersion,
    model_version: answer.modelVersion,
    created_at: answer.createdAt,
    hits: 0,
  };
  await db
    .insertInto('answer_cache')
    .values(values)
    .onConflict((oc) =>
      oc.column('cache_key').doUpdateSet({ content: values.content, citations: values.citations, created_at: values.created_at }),
    )
    .execute();
}

/** How many answers the cache holds (for tests and the admin). */
export async function countCachedAnswers(db: AppDatabase): Promise<number> {
  const row = await db
    .selectFrom('answer_cache')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
