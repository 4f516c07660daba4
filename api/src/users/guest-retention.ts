import type { AppDatabase } from '../db/database.js';
import { deleteExpiredSessions } from '../auth/http-sessions.repository.js';
import { deleteIdleGuestQuestionCounts } from '../usage/guest-question-counts.repository.js';

/** Guest conversations are kept this long after their last message (then purged with their messages). */
export const GUEST_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface PurgeResult {
  sessions: number;
  conversations: number;
  /** Guest-limit counts (per guest or per address hash) with no question for the retention period. */
  guestCounts: number;
}

/**
 * Removes expired server sessions, and guest conversations and guest-limit counts
 * idle for longer than the retention period.
 */
export async function purgeExpiredGuestData(db: AppDatabase, now: number): Promise<PurgeResult> {
  const sessions = await deleteExpiredSessions(db, now);
  const result = await db
    .deleteFrom('chat_sessions')
    .where('guest_id', 'is not', null)
    .where('last_message_at', '<', now - GUEST_RETENTION_MS)
    .executeTakeFirst();
  const guestCounts = await deleteIdleGuestQuestionCounts(db, now - GUEST_RETENTION_MS);
  return { sessions, conversations: Number(result.numDeletedRows), guestCounts };
}
