import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openConversation } from '../../../conversations/conversations.repository.js';
import { build } from '../../../test/build.js';
import { labelled, SessionClient } from '../../../test/session-client.js';
import { createUser } from '../../../users/users.repository.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ADMIN_EMAIL = 'admin@example.org';

let app: FastifyInstance;
let admin: SessionClient;

beforeAll(async () => {
  app = await build({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'The Admin', email: ADMIN_EMAIL, password: 'admin-pass' });
});
afterAll(() => app.close());

describe('GET /api/admin/stats', () => {
  it('reflects real activity: users, conversations, messages, feedback and trending topics', async () => {
    const before = (await admin.get('/api/admin/stats')).json();
    expect(before).toMatchObject({ totalUsers: 1, totalSessions: 0, totalMessages: 0, feedbackCount: 0, positiveRating: 0 });

    const amina = new SessionClient(app);
    await amina.register({ name: 'Amina Stats', email: 'amina.stats@example.org', password: 'sabr-123' });
    const bilal = new SessionClient(app);
    await bilal.register({ name: 'Bilal Stats', email: 'bilal.stats@example.org', password: 'sabr-123' });
    const guest = new SessionClient(app);

    const questions: Array<[SessionClient, string, string]> = [
      [amina, 'stats-1', 'What does the Quran say about patience?'],
      [amina, 'stats-2', 'How should I practise patience in hardship?'],
      [bilal, 'stats-3', 'What does the Quran say about charity?'],
      [guest, 'stats-4', 'Tell me about patience and prayer'],
    ];
    const answerIds = new Map<string, string>();
    for (const [client, sessionId, content] of questions) {
      const response = await client.post('/api/messages', { content, sessionId, role: 'user' });
      expect(response.statusCode).toBe(200);
      answerIds.set(sessionId, response.json().id);
    }
    // Each rates an answer of their own: nobody may rate another person's.
    const rate = (client: SessionClient, sessionId: string, rating: string) =>
      client.post('/api/feedback', { type: 'answer-rating', rating, messageId: answerIds.get(sessionId), sessionId, message: 'Rated' });
    expect((await rate(guest, 'stats-4', 'positive')).statusCode).toBe(201);
    expect((await rate(amina, 'stats-1', 'negative')).statusCode).toBe(201);
    expect((await rate(bilal, 'stats-3', 'positive')).statusCode).toBe(201);
    await bilal.post('/api/contact', { name: 'Bilal', email: 'bilal.stats@example.org', message: 'Thank you' });

    const stats = (await admin.get('/api/admin/stats')).json();
    expect(stats).toMatchObject({
      totalUsers: 3,
      activeUsers: 3,
      totalSessions: 4,
      last24hSessions: 4,
      avgSessionsPerUser: 1, // 3 conversations of signed-in users / 3 users
      totalMessages: 8,
      feedbackCount: 4,
      positiveRating: 67, // 2 of 3 rated items
    });
    expect(stats.trendingTopics[0]).toEqual({ topic: 'patience', count: 3 });
  });
});

describe('GET /api/admin/users', () => {
  it('searches name or email case-insensitively, pages, and counts each user’s conversations', async () => {
    // Created straight in the database, a second apart, so "newest first" has one answer.
    const base = Date.now() - 60_000;
    for (let i = 1; i <= 12; i += 1) {
      const user = await createUser(app.db, { name: `Paged Person ${i}`, email: `paged${i}@example.org`, role: 'user', now: base + i * 1000 });
      if (i === 12) await openConversation(app.db, { kind: 'user', userId: user.id, role: 'user', guestId: null }, 'paged-12-chat', base);
    }

    const firstPage = (await admin.get('/api/admin/users?search=PAGED&page=1&pageSize=10')).json();
    expect(firstPage.total).toBe(12);
    expect(firstPage.users).toHaveLength(10);
    expect(firstPage.users[0]).toEqual({
      id: expect.any(String),
      name: 'Paged Person 12',
      email: 'paged12@example.org',
      created_at: expect.any(String),
      last_activity: expect.any(String),
      chat_count: 1,
      status: 'active',
      role: 'user',
    });
    const secondPage = (await admin.get('/api/admin/users?search=paged&page=2&pageSize=10')).json();
    expect(secondPage.users.map((u: { name: string }) => u.name)).toEqual(['Paged Person 2', 'Paged Person 1']);

    const byEmail = (await admin.get('/api/admin/users?search=PAGED7@EXAMPLE')).json();
    expect(byEmail.users.map((u: { email: string }) => u.email)).toEqual(['paged7@example.org']);
    // Wildcards typed by the admin are literal.
    expect((await admin.get('/api/admin/users?search=%25')).json().total).toBe(0);
  });

  it('disables and re-enables a user; an admin cannot disable themselves', async () => {
    const target = new SessionClient(app);
    const { id } = await target.register({ name: 'Target', email: 'target@example.org', password: 'sabr-123' });
    const disabled = await admin.patch(`/api/admin/users/${id}`, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id, status: 'disabled' });
    expect((await target.get('/api/user')).statusCode).toBe(401);
    expect((await admin.get('/api/admin/users?search=target@')).json().users[0].status).toBe('disabled');

    const self = (await admin.get('/api/user')).json();
    const refused = await admin.patch(`/api/admin/users/${self.id}`, { status: 'disabled' });
    expect(refused.statusCode).toBe(409);
    expect((await admin.patch('/api/admin/users/no-such-user', { status: 'active' })).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/users/${id}`, { status: 'banned' })).statusCode).toBe(400);
  });

  it.each(labelled([
    ['page=0', /^page must be between 1 and 100000/],
    ['pageSize=101', /^pageSize must be between 1 and 100/],
    ['pageSize=0', /^pageSize must be between 1 and 100/],
    [`search=${'s'.repeat(101)}`, /^search must be at most 100 characters/],
  ]))('refuses a query where %s (400)', async (_label, query, message) => {
    const response = await admin.get(`/api/admin/users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
  });
});

describe('GET and PATCH /api/admin/feedback', () => {
  it('filters by status and search, and records the review and the response', async () => {
    const visitor = new SessionClient(app);
    const bug = (await visitor.post('/api/feedback', { type: 'bug-report', message: 'Audio does not play on Safari' })).json();
    await visitor.post('/api/feedback', { type: 'feature-request', message: 'Add tafsir of Ibn Kathir' });

    const found = (await admin.get('/api/admin/feedback?search=SAFARI')).json().feedback;
    expect(found).toEqual([
      expect.objectContaining({ id: bug.id, type: 'bug-report', status: 'new', message: 'Audio does not play on Safari', rating: null }),
    ]);

    const reviewed = await admin.patch(`/api/admin/feedback/${bug.id}`, { status: 'fixed', response: 'Fixed in 1.2, thank you.' });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ id: bug.id, status: 'fixed', response: 'Fixed in 1.2, thank you.' });

    const fixed = (await admin.get('/api/admin/feedback?status=fixed')).json().feedback;
    expect(fixed.map((item: { id: string }) => item.id)).toEqual([bug.id]);
    expect((await admin.get('/api/admin/feedback?status=new&search=safari')).json().feedback).toEqual([]);

    expect((await admin.patch(`/api/admin/feedback/${bug.id}`, { status: 'done' })).statusCode).toBe(400);
    expect((await admin.patch('/api/admin/feedback/missing', { status: 'reviewed' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/feedback?status=open')).statusCode).toBe(400);
  });
});

describe('message-limit settings', () => {
  it('reads the defaults, takes partial updates and enforces the bounds', async () => {
    expect((await admin.get('/api/admin/message-limit-settings')).json()).toEqual({ enabled: false, limit: 999, promptMessageCount: 2 });
    expect((await admin.post('/api/admin/message-limit-settings', { limit: 5 })).json()).toEqual({
      enabled: false,
      limit: 5,
      promptMessageCount: 2,
    });
    expect((await admin.post('/api/admin/message-limit-settings', { promptMessageCount: 10 })).json()).toMatchObject({ limit: 5, promptMessageCount: 10 });
    expect((await admin.post('/api/admin/message-limit-settings', { limit: 1000, promptMessageCount: 1 })).statusCode).toBe(200);

    for (const [body, message] of [
      [{ limit: 0 }, /^limit must be between 1 and 1000/],
      [{ limit: 1001 }, /^limit must be between 1 and 1000/],
      [{ limit: 2.5 }, /^limit must be integer/],
      [{ promptMessageCount: 0 }, /^promptMessageCount must be between 1 and 10/],
      [{ promptMessageCount: 11 }, /^promptMessageCount must be between 1 and 10/],
      [{ enabled: 'yes' }, /^enabled must be boolean/],
      [{}, /must NOT have fewer than 1 properties|body/],
    ] as const) {
      const response = await admin.post('/api/admin/message-limit-settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await admin.get('/api/admin/message-limit-settings')).json()).toEqual({ enabled: false, limit: 1000, promptMessageCount: 1 });
  });
});

describe('cache settings', () => {
  it('with the global switch off both language flags read false; turning it on restores them', async () => {
    expect((await admin.get('/api/admin/cache-settings')).json()).toEqual({ enabled: true, enabledForEnglish: true, enabledForBangla: true });
    await admin.post('/api/admin/cache-settings', { enabled: true, enabledForEnglish: true, enabledForBangla: false });

    // The dashboard sends what it shows: with the switch off, the flags as false.
    const off = await admin.post('/api/admin/cache-settings', { enabled: false, enabledForEnglish: false, enabledForBangla: false });
    expect(off.json()).toEqual({ enabled: false, enabledForEnglish: false, enabledForBangla: false });
    expect((await admin.get('/api/admin/cache-settings')).json()).toEqual({ enabled: false, enabledForEnglish: false, enabledForBangla: false });

    const on = await admin.post('/api/admin/cache-settings', { enabled: true });
    expect(on.json()).toEqual({ enabled: true, enabledForEnglish: true, enabledForBangla: false });
    expect((await admin.post('/api/admin/cache-settings', { enabledForBangla: 'no' })).statusCode).toBe(400);
  });
});
