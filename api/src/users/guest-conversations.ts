import type { AppDatabase } from '../db/database.js';

/**
 * Signing in attaches the visitor's guest conversations to the account: the
 * owner moves from the guest id to the user id. Returns how many moved.
 */
export async function adoptGuestConversations(db: AppDatabase, guestId: string, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('chat_sessions')
      .set({ user_id: userId, guest_id: null })
      .where('guest_id', '=', guestId)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    // Messages the guest wrote are now the user's too (stats and admin views count them).
    await trx
      .updateTable('messages')
      .set({ user_id: userId })
      .where('user_id', 'is', null)
      .where('role', '=', 'user')
      .where('session_id', 'in', trx.selectFrom('chat_sessions').select('id').where('user_id', '=', userId))
      .execute();
    return Number(moved.numUpdatedRows);
  });
}
