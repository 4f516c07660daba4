import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openConversation } from '../conversations/conversations.repository.js';
import type { AppDatabase } from '../db/database.js';
import { closeTestDatabase, openTestDatabase } from '../test/test-database.js';
import { saveSessionData } from '../auth/http-sessions.repository.js';
import { insertMessage } from '../messages/messages.repository.js';
import { adoptGuestConversations } from './guest-conversations.js';
import { GUEST_RETENTION_MS, purgeExpiredGuestData } from './guest-retention.js';
import { addGuestQuestion } from '../usage/guest-question-counts.repository.js';
import { createUser } from './users.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22);

describe('guest data retention', () => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => closeTestDatabase(db));

  async function conversationIds(): Promise<string[]> {
    return (await db.selectFrom('chat_sessions').select('id').orderBy('id').execute()).map((row) => row.id);
  }

  it('purges guest conversations and guest-limit counts idle for more than 30 days (with their messages) and expired sessions only', async () => {
    const user = await createUser(db, { name: 'U', email: 'u@example.org', role: 'user', now: NOW - 90 * DAY });
    const userActor = { kind: 'user', userId: user.id, role: 'user', guestId: null } as const;
    const guest = { kind: 'guest', guestId: 'guest-a', addressKey: 'address-a' } as const;

    await openConversation(db, guest, 'guest-old', NOW - GUEST_RETENTION_MS - 1);
    await insertMessage(db, { id: 'm-old', conversationId: 'guest-old', role: 'user', content: 'Old question', citations: [], lang: 'en', userId: null, createdAt: NOW - 40 * DAY });
    await openConversation(db, guest, 'guest-recent', NOW - 29 * DAY);
    await openConversation(db, userActor, 'user-old', NOW - 365 * DAY);
    await saveSessionData(db, 'expired', '{}', NOW - 1, null);
    await saveSessionData(db, 'live', '{}', NOW + DAY, null);
    await addGuestQuestion(db, ['guest:guest-a', 'address:idle'], NOW - GUEST_RETENTION_MS - 1);
    await addGuestQuestion(db, ['guest:guest-a', 'address:recent'], NOW - 29 * DAY);

    await expect(purgeExpiredGuestData(db, NOW)).resolves.toEqual({ sessions: 1, conversations: 1, guestCounts: 1 });
    const counts = await db.selectFrom('guest_question_counts').select(['key', 'questions']).orderBy('key').execute();
    expect(counts).toEqual([
      { key: 'address:recent', questions: 1 },
      { key: 'guest:guest-a', questions: 2 },
    ]);
    expect(await conversationIds()).toEqual(['guest-recent', 'user-old']);
    expect(await db.selectFrom('messages').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('http_sessions').select('sid').execute()).map((row) => row.sid)).toEqual(['live']);
  });

  it('signing in moves the guest’s conversations and questions to the account, and only that guest’s', async () => {
    const user = await createUser(db, { name: 'U', email: 'u@example.org', role: 'user', now: NOW });
    await openConversation(db, { kind: 'guest', guestId: 'guest-a', addressKey: 'address-a' }, 'a-1', NOW);
    await insertMessage(db, { id: 'q-1', conversationId: 'a-1', role: 'user', content: 'Question', citations: [], lang: 'en', userId: null, createdAt: NOW });
    await openConversation(db, { kind: 'guest', guestId: 'guest-b', addressKey: 'address-b' }, 'b-1', NOW);

    await expect(adoptGuestConversations(db, 'guest-a', user.id)).resolves.toBe(1);
    const rows = await db.selectFrom('chat_sessions').select(['id', 'user_id', 'guest_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a-1', user_id: user.id, guest_id: null },
      { id: 'b-1', user_id: null, guest_id: 'guest-b' },
    ]);
    expect((await db.selectFrom('messages').select('user_id').where('id', '=', 'q-1').executeTakeFirstOrThrow()).user_id).toBe(user.id);
  });
});
