import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openConversation } from '../../conversations/conversations.repository.js';
import { createFeedback } from '../../feedback/feedback.repository.js';
import { insertMessage } from '../../messages/messages.repository.js';
import { shareConversationNow } from '../../shares/shares.repository.js';
import { build } from '../../test/build.js';
import { SessionClient } from '../../test/session-client.js';
import type { Actor } from '../../users/actor.js';
import { createUser } from '../../users/users.repository.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * Every /api endpoint × every kind of caller → the expected status, in one table.
 * "user" owns the conversation (and its share link) each row works on; "other" is
 * a second signed-in user; "disabled" was signed in when an admin disabled them;
 * "admin" is signed in with an ADMIN_EMAILS address. Someone else's conversation
 * is always 404, never 403; admin routes are 401 for visitors and 403 for users.
 */

const ACTORS = ['guest', 'user', 'other', 'disabled', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

/** Fresh resources of the owner for each request, so destructive rows don't depend on order. */
interface Fixture {
  sessionId: string;
  messageId: string;
  shareCode: string;
  feedbackId: string;
  targetUserId: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document names it. */
  path: string;
  url: (fx: Fixture) => string;
  body?: (fx: Fixture) => unknown;
  expected: Expected;
}

const everyone = (status: number): Expected => ({ guest: status, user: status, other: status, disabled: status, admin: status });
const ownerOnly = (ok: number): Expected => ({ guest: 404, user: ok, other: 404, disabled: 404, admin: 404 });
const signedInOnly = (ok: number): Expected => ({ guest: 401, user: ok, other: ok, disabled: 401, admin: ok });
const adminOnly: Expected = { guest: 401, user: 403, other: 403, disabled: 401, admin: 200 };
const question = (fx: Fixture) => ({ content: 'What does the Quran say about patience?', sessionId: fx.sessionId, role: 'user' });

const ROWS: Row[] = [
  { method: 'GET', path: '/api/config', url: () => '/api/config', expected: everyone(200) },
  { method: 'GET', path: '/api/user', url: () => '/api/user', expected: signedInOnly(200) },
  { method: 'GET', path: '/api/usage', url: () => '/api/usage', expected: everyone(200) },
  {
    method: 'POST',
    path: '/api/login',
    url: () => '/api/login',
    body: () => ({ email: 'nobody@example.org', password: 'wrong-password' }),
    expected: everyone(401),
  },
  {
    method: 'POST',
    path: '/api/register',
    url: () => '/api/register',
    // An email that is taken: a 201 would sign the caller in as someone else and end their row.
    body: () => ({ name: 'Owner again', email: 'owner@example.org', password: 'sabr-123' }),
    expected: everyone(409),
  },
  { method: 'POST', path: '/api/auth/google', url: () => '/api/auth/google', body: () => ({ token: 'x'.repeat(40) }), expected: everyone(404) },
  // No SMTP_URL here: email is not offered (404) to whoever may ask; a made-up link token proves nothing (400).
  { method: 'POST', path: '/api/email-verification', url: () => '/api/email-verification', body: () => ({}), expected: signedInOnly(404) },
  {
    method: 'POST',
    path: '/api/email-verification/confirm',
    url: () => '/api/email-verification/confirm',
    body: () => ({ token: 'x'.repeat(43) }),
    expected: everyone(400),
  },
  { method: 'POST', path: '/api/password-reset', url: () => '/api/password-reset', body: () => ({ email: 'owner@example.org' }), expected: everyone(404) },
  {
    method: 'POST',
    path: '/api/password-reset/confirm',
    url: () => '/api/password-reset/confirm',
    body: () => ({ token: 'x'.repeat(43), password: 'taken-over-1' }),
    expected: everyone(400),
  },

  { method: 'GET', path: '/api/chat-sessions', url: () => '/api/chat-sessions', expected: everyone(200) },
  {
    method: 'POST',
    path: '/api/chat-sessions',
    url: () => '/api/chat-sessions',
    body: (fx) => ({ sessionId: fx.sessionId, title: 'Taken over?' }),
    expected: ownerOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/chat-sessions/{id}/title',
    url: (fx) => `/api/chat-sessions/${fx.sessionId}/title`,
    body: () => ({ title: 'Renamed' }),
    expected: ownerOnly(200),
  },
  { method: 'PATCH', path: '/api/chat-sessions/{id}/archive', url: (fx) => `/api/chat-sessions/${fx.sessionId}/archive`, body: () => ({}), expected: ownerOnly(200) },
  { method: 'DELETE', path: '/api/chat-sessions/{id}', url: (fx) => `/api/chat-sessions/${fx.sessionId}`, expected: ownerOnly(204) },
  { method: 'POST', path: '/api/chat-sessions/archive-old', url: () => '/api/chat-sessions/archive-old', body: () => ({}), expected: signedInOnly(200) },

  { method: 'GET', path: '/api/messages', url: (fx) => `/api/messages?sessionId=${fx.sessionId}`, expected: ownerOnly(200) },
  { method: 'POST', path: '/api/messages', url: () => '/api/messages', body: question, expected: ownerOnly(200) },
  { method: 'POST', path: '/api/messages/stream', url: () => '/api/messages/stream', body: question, expected: ownerOnly(200) },

  { method: 'POST', path: '/api/shared-sessions', url: () => '/api/shared-sessions', body: (fx) => ({ sessionId: fx.sessionId }), expected: ownerOnly(200) },
  { method: 'GET', path: '/api/shared-sessions/{shareCode}', url: (fx) => `/api/shared-sessions/${fx.shareCode}`, expected: everyone(200) },
  { method: 'DELETE', path: '/api/shared-sessions/{shareCode}', url: (fx) => `/api/shared-sessions/${fx.shareCode}`, expected: ownerOnly(204) },

  { method: 'POST', path: '/api/feedback', url: () => '/api/feedback', body: () => ({ type: 'general', message: 'Jazakallah khair' }), expected: everyone(201) },
  {
    method: 'POST',
    path: '/api/feedback',
    url: () => '/api/feedback',
    body: (fx) => ({ type: 'answer-rating', rating: 'positive', messageId: fx.messageId, sessionId: fx.sessionId, message: 'Helpful answer' }),
    expected: ownerOnly(201),
  },
  {
    method: 'POST',
    path: '/api/contact',
    url: () => '/api/contact',
    body: () => ({ name: 'Visitor', email: 'visitor@example.org', message: 'Salaam' }),
    expected: everyone(201),
  },

  { method: 'GET', path: '/api/admin/stats', url: () => '/api/admin/stats', expected: adminOnly },
  { method: 'GET', path: '/api/admin/users', url: () => '/api/admin/users?search=&page=1&pageSize=10', expected: adminOnly },
  { method: 'PATCH', path: '/api/admin/users/{id}', url: (fx) => `/api/admin/users/${fx.targetUserId}`, body: () => ({ status: 'disabled' }), expected: adminOnly },
  { method: 'GET', path: '/api/admin/feedback', url: () => '/api/admin/feedback?status=new', expected: adminOnly },
  { method: 'PATCH', path: '/api/admin/feedback/{id}', url: (fx) => `/api/admin/feedback/${fx.feedbackId}`, body: () => ({ status: 'reviewed' }), expected: adminOnly },
  { method: 'GET', path: '/api/admin/message-limit-settings', url: () => '/api/admin/message-limit-settings', expected: adminOnly },
  { method: 'POST', path: '/api/admin/message-limit-settings', url: () => '/api/admin/message-limit-settings', body: () => ({ promptMessageCount: 2 }), expected: adminOnly },
  { method: 'GET', path: '/api/admin/cache-settings', url: () => '/api/admin/cache-settings', expected: adminOnly },
  { method: 'POST', path: '/api/admin/cache-settings', url: () => '/api/admin/cache-settings', body: () => ({ enabled: true }), expected: adminOnly },

  // Last: it ends the caller's session.
  { method: 'POST', path: '/api/logout', url: () => '/api/logout', body: () => ({}), expected: everyone(200) },
];

/** Routes of other slices that are public reads of the Quran itself, outside this matrix. */
const OUTSIDE_THE_MATRIX = new Set([
  'GET /api/health',
  'GET /api/verses/search',
  'GET /api/verses/{key}',
  'GET /api/surahs',
  'GET /api/surahs/{number}',
]);

let app: FastifyInstance;
const clients = {} as Record<ActorName, SessionClient>;
let owner: Actor;

beforeAll(async () => {
  app = await build({ env: { ADMIN_EMAILS: 'admin@example.org' } });
  for (const name of ACTORS) clients[name] = new SessionClient(app);
  const ownerUser = await clients.user.register({ name: 'Owner', email: 'owner@example.org', password: 'sabr-123' });
  owner = { kind: 'user', userId: ownerUser.id, role: 'user', guestId: null };
  await clients.other.register({ name: 'Other', email: 'other@example.org', password: 'sabr-123' });
  await clients.admin.registerAdmin({ name: 'Admin', email: 'admin@example.org', password: 'sabr-123' });
  const disabled = await clients.disabled.register({ name: 'Disabled', email: 'disabled@example.org', password: 'sabr-123' });
  expect((await clients.admin.patch(`/api/admin/users/${disabled.id}`, { status: 'disabled' })).statusCode).toBe(200);
});
afterAll(() => app.close());

async function freshFixture(): Promise<Fixture> {
  const now = Date.now();
  const sessionId = randomUUID();
  await openConversation(app.db, owner, sessionId, now, 'Patience');
  await insertMessage(app.db, {
    id: randomUUID(),
    conversationId: sessionId,
    role: 'user',
    content: 'What does the Quran say about patience?',
    citations: [],
    lang: 'en',
    userId: owner.kind === 'user' ? owner.userId : null,
    createdAt: now,
  });
  const messageId = randomUUID();
  await insertMessage(app.db, { id: messageId, conversationId: sessionId, role: 'assistant', content: 'Be patient [[2:153]].', citations: [], lang: 'en', userId: null, createdAt: now });
  const { shareCode } = await shareConversationNow(app.db, { conversationId: sessionId, createdByUserId: null, createdByGuestId: null, now });
  const feedback = await createFeedback(app.db, { userId: null, guestId: null, type: 'general', message: 'Matrix feedback', now });
  const target = await createUser(app.db, { name: 'Target', email: `target-${randomUUID()}@example.org`, role: 'user', now });
  return { sessionId, messageId, shareCode, feedbackId: feedback.id, targetUserId: target.id };
}

describe('ownership', () => {
  it('a second user cannot read, rename, archive, delete or share the first user’s conversation by any route', async () => {
    const fx = await freshFixture();
    const other = new SessionClient(app);
    expect((await other.login('other@example.org', 'sabr-123')).statusCode).toBe(200);
    const attempts: Array<[Row['method'], string, unknown?]> = [
      ['GET', `/api/messages?sessionId=${fx.sessionId}`],
      ['POST', '/api/chat-sessions', { sessionId: fx.sessionId, title: 'Mine now' }],
      ['PATCH', `/api/chat-sessions/${fx.sessionId}/title`, { title: 'Mine now' }],
      ['PATCH', `/api/chat-sessions/${fx.sessionId}/archive`, {}],
      ['DELETE', `/api/chat-sessions/${fx.sessionId}`],
      ['POST', '/api/shared-sessions', { sessionId: fx.sessionId }],
      ['DELETE', `/api/shared-sessions/${fx.shareCode}`],
      ['POST', '/api/messages', { content: 'What does the Quran say about patience?', sessionId: fx.sessionId, role: 'user' }],
      ['POST', '/api/messages/stream', { content: 'What does the Quran say about patience?', sessionId: fx.sessionId, role: 'user' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await other.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ code: 'not_found', message: expect.any(String) });
    }
    const othersList = (await other.get('/api/chat-sessions')).json() as Array<{ id: string }>;
    expect(othersList.map((session) => session.id)).not.toContain(fx.sessionId);

    // The owner's conversation is untouched, and its share still opens.
    const ownersList = (await clients.user.get('/api/chat-sessions')).json() as Array<{ id: string; title: string; archived: boolean }>;
    expect(ownersList.find((session) => session.id === fx.sessionId)).toMatchObject({ title: 'Patience', archived: false });
    expect((await clients.user.get(`/api/messages?sessionId=${fx.sessionId}`)).json().messages).toHaveLength(2);
    expect((await other.get(`/api/shared-sessions/${fx.shareCode}`)).statusCode).toBe(200);
  });
});

describe('authorization matrix', () => {
  it('covers every /api endpoint of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\/$/, '')}`),
    );
    const covered = new Set(ROWS.map((row) => `${row.method} ${row.path}`));
    const missing = documented.filter((route) => !covered.has(route) && !OUTSIDE_THE_MATRIX.has(route));
    expect(missing).toEqual([]);
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.url({ sessionId: ':id', messageId: ':messageId', shareCode: ':shareCode', feedbackId: ':id', targetUserId: ':id' })}`, row] as const))(
    '%s',
    async (_name, row) => {
      const actual = {} as Expected;
      for (const name of ACTORS) {
        const fx = await freshFixture();
        const response = await clients[name].request(row.method, row.url(fx), row.body?.(fx));
        actual[name] = response.statusCode;
        if (response.statusCode >= 400) {
          expect(response.json(), `${name}: error body`).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
        }
      }
      expect(actual).toEqual(row.expected);
    },
  );
});
