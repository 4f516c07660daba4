import type { AppDatabase } from '../db/database.js';
import type { EmailTokenPurpose } from './email-tokens.table.js';

export interface NewEmailToken {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  createdAt: number;
  expiresAt: number;
}

/** Stores a new link of this purpose; the user's earlier ones of the same purpose stop working. */
export async function replaceEmailToken(db: AppDatabase, token: NewEmailToken): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_tokens').where('user_id', '=', token.userId).where('purpose', '=', token.purpose).execute();
    await trx
      .insertInto('email_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        purpose: token.purpose,
        email: token.email,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      })
      .execute();
  });
}

/** epoch ms of the user's newest link of this purpose, or null. */
export async function newestEmailTokenTime(db: AppDatabase, userId: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const row = await db
    .selectFrom('email_tokens')
    .select(({ fn }) => fn.max('created_at').as('newest'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.newest ?? null;
}

/**
 * Uses up a link: the row is deleted whether or not it is still valid, so a token
 * works at most once. Returns whom and which address it was for, when unexpired.
 */
export async function takeEmailToken(
  db: AppDatabase,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<{ userId: string; email: string } | null> {
  const row = await db
    .deleteFrom('email_tokens')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .returning(['user_id', 'email', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return { userId: row.user_id, email: row.email };
}

export async function deleteEmailTokensOfUser(db: AppDatabase, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

export async function deleteExpiredEmailTokens(db: AppDatabase, now: number): Promise<number> {
  const result = await db.deleteFrom('email_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
