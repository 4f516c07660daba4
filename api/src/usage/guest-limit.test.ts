import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { closeTestDatabase, openTestDatabase } from '../test/test-database.js';
import { updateMessageLimitSettings } from '../settings/settings.repository.js';
import type { Actor } from '../users/actor.js';
import { assertGuestWithinLimit, countGuestQuestion, guestLimitMessage, usageOf } from './guest-limit.js';

const OFFER = { googleSignIn: false };

describe('the guest limit’s message', () => {
  it('names Google only where Google sign-in is configured', () => {
    expect(guestLimitMessage(5, { googleSignIn: true })).toBe(
      "You've reached the limit of 5 free messages. Sign in with Google to continue asking questions and save your chat history.",
    );
    const withoutGoogle = guestLimitMessage(5, { googleSignIn: false });
    expect(withoutGoogle).toContain('limit of 5 free messages');
    expect(withoutGoogle).toContain('Sign in or create an account');
    expect(withoutGoogle).not.toMatch(/google/i);
  });
});

const NOW = Date.UTC(2026, 10, 24);
const guest = (guestId: string, addressKey: string): Actor => ({ kind: 'guest', guestId, addressKey });

describe('the guest limit’s counts', () => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
    await updateMessageLimitSettings(db, { enabled: true, limit: 2 }, NOW);
  });
  afterEach(() => closeTestDatabase(db));

  const used = async (actor: Actor) => (await usageOf(db, actor)).used;

  it('counts a guest’s question under the guest and under the address; the higher count is the guest’s', async () => {
    await countGuestQuestion(db, guest('g1', 'addr'), NOW, OFFER);
    await countGuestQuestion(db, guest('g2', 'addr'), NOW, OFFER);
    expect(await used(guest('g1', 'addr'))).toBe(2);
    expect(await used(guest('g1', 'elsewhere'))).toBe(1);
    expect(await used(guest('g3', 'elsewhere'))).toBe(0);
    await expect(assertGuestWithinLimit(db, guest('g3', 'addr'), OFFER)).rejects.toMatchObject({ code: 'guest_limit' });
    await expect(assertGuestWithinLimit(db, guest('g3', 'elsewhere'), OFFER)).resolves.toBeUndefined();
  });

  it('refuses the question that would go over the limit inside its transaction, which is then undone', async () => {
    await countGuestQuestion(db, guest('g1', 'addr'), NOW, OFFER);
    await countGuestQuestion(db, guest('g1', 'addr'), NOW, OFFER);
    // A question that passed the early check before the others were counted.
    const late = db.transaction().execute((trx) => countGuestQuestion(trx, guest('g2', 'addr'), NOW, OFFER));
    await expect(late).rejects.toMatchObject({ code: 'guest_limit', details: { limit: 2 } });
    expect(await used(guest('g2', 'other'))).toBe(0);
    expect(await used(guest('g1', 'addr'))).toBe(2);
  });

  it('never counts or refuses a signed-in user', async () => {
    const user: Actor = { kind: 'user', userId: 'u', role: 'user', guestId: null };
    await countGuestQuestion(db, user, NOW, OFFER);
    await expect(assertGuestWithinLimit(db, user, OFFER)).resolves.toBeUndefined();
    expect(await db.selectFrom('guest_question_counts').selectAll().execute()).toEqual([]);
  });
});
