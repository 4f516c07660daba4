import type { AppDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Usage } from '../contract/admin.js';
import { getMessageLimitSettings } from '../settings/settings.repository.js';
import type { Actor } from '../users/actor.js';
import { addGuestQuestion, highestGuestQuestionCount } from './guest-question-counts.repository.js';

type Guest = Extract<Actor, { kind: 'guest' }>;

/** How the guest can sign in: Google is named only where this server offers it. */
export interface SignInOffer {
  googleSignIn: boolean;
}

/** The message a guest gets at the limit, with the number filled in and the sign-in this server offers. */
export function guestLimitMessage(limit: number, { googleSignIn }: SignInOffer): string {
  const signIn = googleSignIn ? 'Sign in with Google' : 'Sign in or create an account';
  return `You've reached the limit of ${limit} free messages. ${signIn} to continue asking questions and save your chat history.`;
}

/**
 * A guest is counted twice: as the guest of this browser session and as the client
 * address (a keyed hash); the higher count is the guest's. Dropping the cookie starts
 * a new guest but not a new address, and deleting a conversation uncounts nothing.
 */
function countKeys(guest: Guest): string[] {
  return [`guest:${guest.guestId}`, `address:${guest.addressKey}`];
}

function guestLimitError(limit: number, offer: SignInOffer): AppError {
  return new AppError('guest_limit', guestLimitMessage(limit, offer), { details: { limit } });
}

/**
 * Refuses a guest's next question once they have asked `limit` of them while the
 * limit is switched on (429 `guest_limit` with `limit`). Signed-in users are never
 * limited. Call it before anything of the new message is stored: a refused question
 * does not count.
 */
export async function assertGuestWithinLimit(db: AppDatabase, actor: Actor, offer: SignInOffer): Promise<void> {
  if (actor.kind !== 'guest') return;
  const settings = await getMessageLimitSettings(db);
  if (!settings.enabled) return;
  if ((await highestGuestQuestionCount(db, countKeys(actor))) >= settings.limit) throw guestLimitError(settings.limit, offer);
}

/**
 * Counts a guest's question; call it in the transaction that stores the question.
 * Questions asked at the same moment all passed the early check: the one that goes
 * over the limit is refused here and its transaction undone.
 */
export async function countGuestQuestion(trx: AppDatabase, actor: Actor, now: number, offer: SignInOffer): Promise<void> {
  if (actor.kind !== 'guest') return;
  const used = await addGuestQuestion(trx, countKeys(actor), now);
  const settings = await getMessageLimitSettings(trx);
  if (settings.enabled && used > settings.limit) throw guestLimitError(settings.limit, offer);
}

/** What the header's message count shows: the limit applies to guests only. */
export async function usageOf(db: AppDatabase, actor: Actor): Promise<Usage> {
  const settings = await getMessageLimitSettings(db);
  const isGuest = actor.kind === 'guest';
  return {
    used: isGuest ? await highestGuestQuestionCount(db, countKeys(actor)) : 0,
    limit: settings.limit,
    enabled: isGuest && settings.enabled,
    promptAfter: settings.promptMessageCount,
  };
}
