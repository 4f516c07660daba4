import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordConversationActivity } from '../../../conversations/conversations.repository.js';
import { build } from '../../../test/build.js';
import { labelled, SessionClient, signedInClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const signedInUser = () => signedInClient(app, 'User');

async function createConversation(client: SessionClient, sessionId: string, title = 'A question'): Promise<void> {
  const response = await client.post('/api/chat-sessions', { sessionId, title });
  expect(response.statusCode).toBe(200);
}

async function countRows(table: 'messages' | 'shared_sessions', sessionId: string): Promise<number> {
  const { n } = await app.db
    .selectFrom(table)
    .where('session_id', '=', sessionId)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('GET /api/chat-sessions', () => {
  it('lists the caller’s non-archived conversations, newest activity first, at most 20', async () => {
    const user = await signedInUser();
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 23; i += 1) {
      await createConversation(user, `list-${i}`, `Question ${i}`);
      await recordConversationActivity(app.db, `list-${i}`, base + i * 1000);
    }
    await user.patch('/api/chat-sessions/list-22/archive');

    const response = await user.get('/api/chat-sessions');
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Array<{ id: string; sessionId: string; title: string; lastMessageAt: string }>;
    expect(sessions).toHaveLength(20);
    expect(sessions.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => `list-${21 - i}`));
    expect(sessions[0]).toEqual({
      id: 'list-21',
      sessionId: 'list-21',
      title: 'Question 21',
      createdAt: expect.any(String),
      lastMessageAt: new Date(base + 21_000).toISOString(),
      archived: false,
    });

    // Someone else sees none of them.
    expect((await (await signedInUser()).get('/api/chat-sessions')).json()).toEqual([]);
  });

  it('never lists a guest’s conversations', async () => {
    const guest = new SessionClient(app);
    await createConversation(guest, 'guest-listing');
    expect((await guest.get('/api/chat-sessions')).json()).toEqual([]);
  });
});

describe('POST /api/chat-sessions', () => {
  it('creates the conversation once; creating it again returns it unchanged', async () => {
    const user = await signedInUser();
    const first = await user.post('/api/chat-sessions', { sessionId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', title: 'New Conversation' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', title: 'New Conversation', archived: false });
    await user.patch('/api/chat-sessions/f47ac10b-58cc-4372-a567-0e02b2c3d479/title', { title: 'Renamed' });
    const second = await user.post('/api/chat-sessions', { sessionId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', title: 'New Conversation' });
    expect(second.json()).toMatchObject({ title: 'Renamed', createdAt: first.json().createdAt });
  });

  it('titles a conversation created without a title "New Conversation"', async () => {
    const user = await signedInUser();
    expect((await user.post('/api/chat-sessions', { sessionId: 'untitled' })).json().title).toBe('New Conversation');
  });

  it('answers 404 for an id someone else already uses (existence does not leak)', async () => {
    const owner = await signedInUser();
    await createConversation(owner, 'taken-id');
    const response = await (await signedInUser()).post('/api/chat-sessions', { sessionId: 'taken-id', title: 'Mine now?' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each(labelled([
    [{ sessionId: 'has space' }, /^sessionId must be a UUID or 1 to 64/],
    [{ sessionId: 'x'.repeat(65) }, /^sessionId must be a UUID or 1 to 64/],
    [{ sessionId: '' }, /^sessionId must be a UUID or 1 to 64/],
    [{ sessionId: '../etc' }, /^sessionId must be a UUID or 1 to 64/],
    [{}, /^sessionId is required/],
    [{ sessionId: 'ok', title: '' }, /^title must be 1 to 200 characters/],
    [{ sessionId: 'ok', title: '   ' }, /^title must be 1 to 200 characters/],
    [{ sessionId: 'ok', title: 't'.repeat(201) }, /^title must be 1 to 200 characters/],
  ]))('refuses a body where %s (400)', async (_label, body, message) => {
    const response = await new SessionClient(app).post('/api/chat-sessions', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
  });

  it('accepts the bounds themselves: a 64-character id and a 200-character title', async () => {
    const response = await (await signedInUser()).post('/api/chat-sessions', { sessionId: 'a'.repeat(64), title: 't'.repeat(200) });
    expect(response.statusCode).toBe(200);
  });
});

describe('PATCH title and archive, DELETE', () => {
  it('renames (trimmed), archives (hidden from the list) and deletes the owner’s conversation', async () => {
    const user = await signedInUser();
    await createConversation(user, 'life-cycle');

    const renamed = await user.patch('/api/chat-sessions/life-cycle/title', { title: '  Prayer times  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: 'life-cycle', title: 'Prayer times' });

    const archived = await user.patch('/api/chat-sessions/life-cycle/archive');
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    expect((await user.get('/api/chat-sessions')).json()).toEqual([]);
    expect((await user.patch('/api/chat-sessions/life-cycle/archive')).statusCode).toBe(200);

    expect((await user.delete('/api/chat-sessions/life-cycle')).statusCode).toBe(204);
    expect((await user.delete('/api/chat-sessions/life-cycle')).statusCode).toBe(404);
    expect((await user.patch('/api/chat-sessions/life-cycle/title', { title: 'Gone' })).statusCode).toBe(404);
  });

  it('deletes the conversation’s messages and share links with it', async () => {
    const user = await signedInUser();
    const ask = await user.post('/api/messages', { content: 'What does the Quran say about patience?', sessionId: 'to-delete', role: 'user' });
    expect(ask.statusCode).toBe(200);
    const { shareCode } = (await user.post('/api/shared-sessions', { sessionId: 'to-delete' })).json();
    expect(await countRows('messages', 'to-delete')).toBe(2);
    expect(await countRows('shared_sessions', 'to-delete')).toBe(1);

    expect((await user.delete('/api/chat-sessions/to-delete')).statusCode).toBe(204);
    expect(await countRows('messages', 'to-delete')).toBe(0);
    expect(await countRows('shared_sessions', 'to-delete')).toBe(0);
    expect((await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/chat-sessions/archive-old', () => {
  it('never archives a conversation active in the last 30 days', async () => {
    const user = await signedInUser();
    for (let i = 0; i < 15; i += 1) await createConversation(user, `recent-${i}`);
    const thirtyDaysAgo = Date.now() - 30 * DAY_MS;
    await recordConversationActivity(app.db, 'recent-0', thirtyDaysAgo + 60_000);
    expect((await user.post('/api/chat-sessions/archive-old')).json()).toEqual({ archived: 0 });
    expect((await user.get('/api/chat-sessions')).json()).toHaveLength(15);
  });

  it('archives the conversations inactive for over 30 days, except the 10 newest', async () => {
    const user = await signedInUser();
    // 12 conversations: 3 active this week, 9 last active 40 days ago and more.
    for (let i = 0; i < 3; i += 1) {
      await createConversation(user, `week-${i}`);
      await recordConversationActivity(app.db, `week-${i}`, Date.now() - (i + 1) * DAY_MS);
    }
    for (let i = 0; i < 9; i += 1) {
      await createConversation(user, `stale-${i}`);
      await recordConversationActivity(app.db, `stale-${i}`, Date.now() - (40 + i) * DAY_MS);
    }
    // The newest 10 stay (3 recent, stale-0 … stale-6); stale-7 and stale-8 are archived.
    expect((await user.post('/api/chat-sessions/archive-old')).json()).toEqual({ archived: 2 });
    const listed = ((await user.get('/api/chat-sessions')).json() as Array<{ id: string }>).map((s) => s.id);
    expect(listed).toHaveLength(10);
    expect(listed).not.toContain('stale-7');
    expect(listed).not.toContain('stale-8');
  });

  it('archives all but the 10 newest when every conversation is older than 30 days', async () => {
    const user = await signedInUser();
    const base = Date.now() - 60 * DAY_MS;
    for (let i = 0; i < 15; i += 1) {
      await createConversation(user, `old-${i}`);
      await recordConversationActivity(app.db, `old-${i}`, base + i * 1000);
    }
    const response = await user.post('/api/chat-sessions/archive-old');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ archived: 5 });
    const listed = (await user.get('/api/chat-sessions')).json() as Array<{ id: string }>;
    expect(listed.map((s) => s.id)).toEqual(Array.from({ length: 10 }, (_, i) => `old-${14 - i}`));

    expect((await user.post('/api/chat-sessions/archive-old')).json()).toEqual({ archived: 0 });
  });

  it('is for signed-in users only (guests have no history)', async () => {
    expect((await new SessionClient(app).post('/api/chat-sessions/archive-old')).statusCode).toBe(401);
  });
});

describe('guests', () => {
  it('a guest’s conversation is readable and editable by that guest only', async () => {
    const guest = new SessionClient(app);
    const ask = await guest.post('/api/messages', { content: 'What does the Quran say about charity?', sessionId: 'guest-own', role: 'user' });
    expect(ask.statusCode).toBe(200);
    expect((await guest.get('/api/messages?sessionId=guest-own')).statusCode).toBe(200);
    expect((await guest.patch('/api/chat-sessions/guest-own/title', { title: 'Charity' })).statusCode).toBe(200);

    const otherGuest = new SessionClient(app);
    expect((await otherGuest.get('/api/messages?sessionId=guest-own')).statusCode).toBe(404);
    expect((await otherGuest.patch('/api/chat-sessions/guest-own/title', { title: 'Mine' })).statusCode).toBe(404);
    expect((await otherGuest.delete('/api/chat-sessions/guest-own')).statusCode).toBe(404);
    expect((await (await signedInUser()).get('/api/messages?sessionId=guest-own')).statusCode).toBe(404);
  });
});
