import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/build.js';
import { SessionClient } from '../../../test/session-client.js';
import { guestLimitMessage } from '../../../usage/guest-limit.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ADMIN_EMAIL = 'admin@example.org';
const QUESTION = { content: 'What does the Quran say about patience?', role: 'user' };

let app: FastifyInstance;
let admin: SessionClient;

beforeAll(async () => {
  app = await build({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'Admin', email: ADMIN_EMAIL, password: 'admin-pass' });
});
afterAll(() => app.close());

describe('the guest message limit', () => {
  it('is off by default: GET /api/usage says so and guests are not refused', async () => {
    const guest = new SessionClient(app);
    expect((await guest.get('/api/usage')).json()).toEqual({ used: 0, limit: 999, enabled: false, promptAfter: 2 });
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'default-off' })).statusCode).toBe(200);
    expect((await guest.get('/api/usage')).json()).toEqual({ used: 1, limit: 999, enabled: false, promptAfter: 2 });
  });

  it('when enabled, refuses a guest’s question beyond the limit with 429 guest_limit and the limit', async () => {
    expect((await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2, promptMessageCount: 1 })).statusCode).toBe(200);
    const guest = new SessionClient(app);

    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'limited-1' })).statusCode).toBe(200);
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'limited-2' })).statusCode).toBe(200);
    expect((await guest.get('/api/usage')).json()).toEqual({ used: 2, limit: 2, enabled: true, promptAfter: 1 });

    const refused = await guest.post('/api/messages', { ...QUESTION, sessionId: 'limited-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'guest_limit', message: guestLimitMessage(2, { googleSignIn: false }), limit: 2 });
    // This server offers no Google sign-in: the message does not send the guest to it.
    expect(refused.json<{ message: string }>().message).not.toMatch(/google/i);
    const streamed = await guest.post('/api/messages/stream', { ...QUESTION, sessionId: 'limited-1' });
    expect(streamed.statusCode).toBe(429);
    expect(streamed.json()).toMatchObject({ code: 'guest_limit', limit: 2 });

    // Nothing of the refused questions was stored.
    expect((await guest.get('/api/usage')).json().used).toBe(2);
    expect((await guest.get('/api/messages?sessionId=limited-1')).json().messages).toHaveLength(2);

    // Another visitor has a budget of their own.
    expect((await new SessionClient(app).post('/api/messages', { ...QUESTION, sessionId: 'other-guest' })).statusCode).toBe(200);

    // Signing in lifts the limit, and the guest's conversations come along.
    await guest.register({ name: 'Was a guest', email: 'was.guest@example.org', password: 'sabr-123' });
    expect((await guest.get('/api/usage')).json()).toEqual({ used: 0, limit: 2, enabled: false, promptAfter: 1 });
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'limited-1' })).statusCode).toBe(200);
    const history = (await guest.get('/api/chat-sessions')).json().map((s: { id: string }) => s.id);
    expect(history.sort()).toEqual(['limited-1', 'limited-2']);
  });

  it('raising the limit lets the guest continue', async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 1 });
    const guest = new SessionClient(app);
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'raise-1' })).statusCode).toBe(200);
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'raise-1' })).statusCode).toBe(429);
    await admin.post('/api/admin/message-limit-settings', { limit: 3 });
    expect((await guest.post('/api/messages', { ...QUESTION, sessionId: 'raise-1' })).statusCode).toBe(200);
    await admin.post('/api/admin/message-limit-settings', { enabled: false });
    expect((await guest.get('/api/usage')).json()).toMatchObject({ used: 2, enabled: false });
  });
});

describe('the guest message limit without cookies', () => {
  /** A client that keeps no cookies: every request is a new guest. */
  const askWithoutCookies = (remoteAddress: string, n: number) =>
    app.inject({ method: 'POST', url: '/api/messages', remoteAddress, payload: { ...QUESTION, sessionId: `no-cookie-${remoteAddress.replace(/\W/g, '_')}-${n}` } });
  const usageWithoutCookies = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/usage', remoteAddress });

  afterAll(async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: false });
  });

  it('counts by client address too: dropping the cookie does not reset it', async () => {
    expect((await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2, promptMessageCount: 1 })).statusCode).toBe(200);
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await askWithoutCookies('198.51.100.23', n)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = await askWithoutCookies('198.51.100.23', 7);
    expect(refused.json()).toEqual({ code: 'guest_limit', message: guestLimitMessage(2, { googleSignIn: false }), limit: 2 });

    // What the header shows agrees: a new guest from that address has used the address's budget.
    expect((await usageWithoutCookies('198.51.100.23')).json()).toEqual({ used: 2, limit: 2, enabled: true, promptAfter: 1 });
    // Another address has its own budget.
    expect((await usageWithoutCookies('198.51.100.24')).json()).toMatchObject({ used: 0, enabled: true });
    expect((await askWithoutCookies('198.51.100.24', 0)).statusCode).toBe(200);
  });

  it('a guest with a cookie is refused once either their own count or their address’s reaches the limit', async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2 });
    const first = new SessionClient(app, '198.51.100.30');
    expect((await first.post('/api/messages', { ...QUESTION, sessionId: 'shared-address-1' })).statusCode).toBe(200);
    expect((await first.post('/api/messages', { ...QUESTION, sessionId: 'shared-address-1' })).statusCode).toBe(200);
    // The same browser from another address: its own count is spent.
    const moved = new SessionClient(app, '198.51.100.31');
    moved.cookie = first.cookie;
    expect((await moved.post('/api/messages', { ...QUESTION, sessionId: 'shared-address-1' })).statusCode).toBe(429);
    // A new browser at the first address: the address's count is spent.
    const sameAddress = new SessionClient(app, '198.51.100.30');
    expect((await sameAddress.post('/api/messages', { ...QUESTION, sessionId: 'shared-address-2' })).statusCode).toBe(429);
    expect((await sameAddress.get('/api/usage')).json()).toMatchObject({ used: 2, limit: 2, enabled: true });
  });

  it('counts IPv6 clients by their /64 network (one household or host holds the whole block)', async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2 });
    expect((await askWithoutCookies('2001:db8:1:2::a', 0)).statusCode).toBe(200);
    expect((await askWithoutCookies('2001:db8:1:2:ffff::b', 1)).statusCode).toBe(200);
    expect((await askWithoutCookies('2001:db8:1:2:1234:5678:9abc:def0', 2)).statusCode).toBe(429);
    expect((await askWithoutCookies('2001:db8:1:3::a', 3)).statusCode).toBe(200);
  });

  it('questions sent at the same moment do not get past the limit together', async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2 });
    const statuses = await Promise.all([0, 1, 2, 3, 4, 5].map(async (n) => (await askWithoutCookies('198.51.100.40', n)).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect((await usageWithoutCookies('198.51.100.40')).json()).toMatchObject({ used: 2 });
  });

  it('never limits a signed-in user at a spent address', async () => {
    await admin.post('/api/admin/message-limit-settings', { enabled: true, limit: 2 });
    const user = new SessionClient(app, '198.51.100.23');
    await user.register({ name: 'Signed in', email: 'signed.in.at.spent.address@example.org', password: 'sabr-123' });
    expect((await user.post('/api/messages', { ...QUESTION, sessionId: 'signed-in-spent' })).statusCode).toBe(200);
    expect((await user.get('/api/usage')).json()).toMatchObject({ used: 0, enabled: false });
  });

  it('stores the address only as a keyed hash, never the address itself', async () => {
    const tables = await app.db.introspection.getTables();
    const stored = [];
    for (const table of tables) stored.push(JSON.stringify(await app.db.selectFrom(table.name as 'messages').selectAll().execute()));
    const everything = stored.join('\n');
    expect(everything).not.toContain('198.51.100.23');
    expect(everything).not.toContain('2001:db8:1:2');
  });
});
