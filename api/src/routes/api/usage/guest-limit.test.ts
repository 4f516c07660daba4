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
  it('is off by default (spec 9): GET /api/usage says so and guests are not refused', async () => {
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
    expect(refused.json()).toEqual({ code: 'guest_limit', message: guestLimitMessage(2), limit: 2 });
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
