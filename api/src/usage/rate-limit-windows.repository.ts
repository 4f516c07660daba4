import type { AppDatabase } from '../db/database.js';

/**
 * Counts one request under `key` in a fixed window of `windowMs` that starts with
 * the first request after the last one ended. One statement (an upsert), so
 * instances counting the same key at once never lose a request.
 */
export async function countRequest(
  db: AppDatabase,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; resetsAt: number }> {
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, hits: 1, resets_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limit_windows.resets_at', '<=', now);
        return {
          hits: eb.case().when(ended).then(1).else(eb('rate_limit_windows.hits', '+', 1)).end(),
          resets_at: eb.case().when(ended).then(now + windowMs).else(eb.ref('rate_limit_windows.resets_at')).end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: Number(row.resets_at) };
}

/** Removes windows that ended before `now`; returns how many. */
export async function deleteEndedWindows(db: AppDatabase, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_windows').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
