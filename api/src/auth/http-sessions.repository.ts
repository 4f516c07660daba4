import type { AppDatabase } from '../db/database.js';

/** The stored JSON of a session that has not expired, or null. */
export async function findLiveSessionData(db: AppDatabase, sid: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('http_sessions')
    .select('data')
    .where('sid', '=', sid)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.data ?? null;
}

export async function saveSessionData(
  db: AppDatabase,
  sid: string,
  data: string,
  expiresAt: number,
  userId: string | null,
): Promise<void> {
  await db
    .insertInto('http_sessions')
    .values({ sid, data, expires_at: expiresAt, user_id: userId })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expiresAt, user_id: userId }))
    .execute();
}

/** Ends every session of the user (signed out everywhere); returns how many. */
export async function deleteSessionsOfUser(db: AppDatabase, userId: string): Promise<number> {
  const result = await db.deleteFrom('http_sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: AppDatabase, sid: string): Promise<void> {
  await db.deleteFrom('http_sessions').where('sid', '=', sid).execute();
}

/** Removes sessions past their expiry; returns how many. */
export async function deleteExpiredSessions(db: AppDatabase, now: number): Promise<number> {
  const result = await db.deleteFrom('http_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
