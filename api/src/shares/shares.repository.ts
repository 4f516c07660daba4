import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../db/database.js';

export interface Share {
  shareCode: string;
  conversationId: string;
  viewCount: number;
  sharedThroughAt: number;
  createdAt: number;
}

/** 18 random bytes = 144 bits, 24 URL-safe characters. */
const SHARE_CODE_BYTES = 18;

export function newShareCode(): string {
  return randomBytes(SHARE_CODE_BYTES).toString('base64url');
}

const SHARE_COLUMNS = ['share_code', 'session_id', 'view_count', 'shared_through_at', 'created_at'] as const;

function toShare(row: {
  share_code: string;
  session_id: string;
  view_count: number;
  shared_through_at: number;
  created_at: number;
}): Share {
  return {
    shareCode: row.share_code,
    conversationId: row.session_id,
    viewCount: row.view_count,
    sharedThroughAt: row.shared_through_at,
    createdAt: row.created_at,
  };
}

export async function findLiveShare(db: AppDatabase, shareCode: string): Promise<Share | null> {
  const row = await db
    .selectFrom('shared_sessions')
    .select(SHARE_COLUMNS)
    .where('share_code', '=', shareCode)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toShare(row) : null;
}

export interface NewShare {
  conversationId: string;
  createdByUserId: string | null;
  createdByGuestId: string | null;
  now: number;
}

/**
 * The conversation's live share, its moment moved to now; created when there is
 * none. The partial unique index makes a concurrent second share fail, and the
 * transaction then returns the winner's code.
 */
export async function shareConversationNow(db: AppDatabase, share: NewShare): Promise<Share> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('shared_sessions')
      .set({ shared_through_at: share.now })
      .where('session_id', '=', share.conversationId)
      .where('revoked_at', 'is', null)
      .returning(SHARE_COLUMNS)
      .executeTakeFirst();
    if (updated) return toShare(updated);
    const created = await trx
      .insertInto('shared_sessions')
      .values({
        share_code: newShareCode(),
        session_id: share.conversationId,
        created_by_user_id: share.createdByUserId,
        created_by_guest_id: share.createdByGuestId,
        view_count: 0,
        shared_through_at: share.now,
        created_at: share.now,
        revoked_at: null,
      })
      .returning(SHARE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toShare(created);
  });
}

/** Counts one view; returns the new count (null when the code is not live). */
export async function countShareView(db: AppDatabase, shareCode: string): Promise<number | null> {
  const row = await db
    .updateTable('shared_sessions')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('share_code', '=', shareCode)
    .where('revoked_at', 'is', null)
    .returning('view_count')
    .executeTakeFirst();
  return row ? row.view_count : null;
}

export async function revokeShare(db: AppDatabase, shareCode: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('shared_sessions')
    .set({ revoked_at: now })
    .where('share_code', '=', shareCode)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A live share with what the public view needs of its conversation. */
export interface SharedConversation {
  share: Share;
  title: string;
  ownerUserId: string | null;
  ownerGuestId: string | null;
}

export async function findLiveSharedConversation(db: AppDatabase, shareCode: string): Promise<SharedConversation | null> {
  const row = await db
    .selectFrom('shared_sessions')
    .innerJoin('chat_sessions', 'chat_sessions.id', 'shared_sessions.session_id')
    .select([
      'shared_sessions.share_code',
      'shared_sessions.session_id',
      'shared_sessions.view_count',
      'shared_sessions.shared_through_at',
      'shared_sessions.created_at',
      'chat_sessions.title',
      'chat_sessions.user_id',
      'chat_sessions.guest_id',
    ])
    .where('shared_sessions.share_code', '=', shareCode)
    .where('shared_sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { share: toShare(row), title: row.title, ownerUserId: row.user_id, ownerGuestId: row.guest_id };
}
