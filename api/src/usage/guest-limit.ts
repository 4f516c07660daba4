import type { AppDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import { countUserMessagesByGuest } from '../messages/messages.repository.js';
import type { Usage } from '../schemas/admin.js';
import { getMessageLimitSettings } from '../settings/settings.repository.js';
import type { Actor } from '../users/actor.js';

/** Spec 8's limit message, with the number filled in. */
export function guestLimitMessage(limit: number): string {
  return `You've reached the limit of ${limit} free messages. Sign in with Google to continue asking questions and save your chat history.`;
}

/**
 * Refuses a guest's next question once they have asked `limit` of them while the
 * limit is switched on (429 `guest_limit` with `limit`). Signed-in users are never
 * limited. Call it before anything of the new message is stored: the count is the
 * guest's stored questions, so a refused one does not count.
 */
export async function assertGuestWithinLimit(db: AppDatabase, actor: Actor): Promise<void> {
  if (actor.kind !== 'guest') return;
  const settings = await getMessageLimitSettings(db);
  if (!settings.enabled) return;
  const used = await countUserMessagesByGuest(db, actor.guestId);
  if (used >= settings.limit) {
    throw new AppError('guest_limit', guestLimitMessage(settings.limit), { details: { limit: settings.limit } });
  }
}

/** What the header's message count shows: the limit applies to guests only. */
export async function usageOf(db: AppDatabase, actor: Actor): Promise<Usage> {
  const settings = await getMessageLimitSettings(db);
  const isGuest = actor.kind === 'guest';
  return {
    used: isGuest ? await countUserMessagesByGuest(db, actor.guestId) : 0,
    limit: settings.limit,
    enabled: isGuest && settings.enabled,
    promptAfter: settings.promptMessageCount,
  };
}
