import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, listen } from '../test/build.js';
import { SessionClient } from '../test/session-client.js';
import { SESSION_MAX_AGE_MS } from './session.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

async function storedExpiry(): Promise<number[]> {
  const rows = await app.db.selectFrom('http_sessions').select('expires_at').execute();
  return rows.map((row) => row.expires_at);
}

describe('server sessions', () => {
  it('sets no cookie and stores nothing for a visitor who only reads', async () => {
    const visitor = new SessionClient(app);
    const before = (await storedExpiry()).length;
    expect((await visitor.get('/api/config')).statusCode).toBe(200);
    expect((await visitor.get('/api/user')).statusCode).toBe(401);
    expect(visitor.cookie).toBeNull();
    expect((await storedExpiry()).length).toBe(before);
  });

  it('keeps an active session alive (expiry renewed at most daily) and ends an idle one after 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const user = new SessionClient(app);
    await user.register({ name: 'Sessions', email: 'sessions@example.org', password: 'sabr-123' });
    const sid = await app.db.selectFrom('http_sessions').select(['sid', 'expires_at']).orderBy('expires_at', 'desc').executeTakeFirstOrThrow();
    expect(sid.expires_at).toBeGreaterThanOrEqual(start + SESSION_MAX_AGE_MS - 1000);

    // Within a day: no write.
    vi.setSystemTime(start + DAY / 2);
    expect((await user.get('/api/user')).statusCode).toBe(200);
    const sameDay = await app.db.selectFrom('http_sessions').select('expires_at').where('sid', '=', sid.sid).executeTakeFirstOrThrow();
    expect(sameDay.expires_at).toBe(sid.expires_at);

    // After 20 days: renewed for another 30.
    vi.setSystemTime(start + 20 * DAY);
    const renewed = await user.get('/api/user');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.some((cookie) => cookie.name === 'qa_session')).toBe(true);
    const later = await app.db.selectFrom('http_sessions').select('expires_at').where('sid', '=', sid.sid).executeTakeFirstOrThrow();
    expect(later.expires_at).toBeGreaterThanOrEqual(start + 20 * DAY + SESSION_MAX_AGE_MS - 1000);

    // 45 days in: still signed in thanks to the renewal; 31 idle days after that: signed out.
    vi.setSystemTime(start + 45 * DAY);
    expect((await user.get('/api/user')).statusCode).toBe(200);
    vi.setSystemTime(start + 45 * DAY + SESSION_MAX_AGE_MS + DAY);
    expect((await user.get('/api/user')).statusCode).toBe(401);
  });
});

describe('over real HTTP, as a browser on the app’s own origin', () => {
  it('signs in with a same-origin POST, carries the session cookie, and refuses a cross-site POST', async () => {
    const served = await build();
    try {
      const base = await listen(served);
      const register = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ name: 'Browser', email: 'browser@example.org', password: 'sabr-123' }),
      });
      expect(register.status).toBe(201);
      const setCookie = register.headers.get('set-cookie') ?? '';
      const attributes = setCookie.split(/;\s*/).map((part) => part.split('=')[0]?.toLowerCase());
      expect(setCookie.startsWith('qa_session=')).toBe(true);
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'path', 'samesite', 'expires']));
      expect(attributes).not.toContain('secure'); // plain HTTP here; Secure comes with HTTPS (TRUST_PROXY behind a proxy)
      expect(setCookie).toMatch(/Path=\/api(;|$)/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const cookie = setCookie.split(';')[0] ?? '';

      const me = await fetch(`${base}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ name: 'Browser', email: 'browser@example.org', role: 'user' });

      const forged = await fetch(`${base}/api/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example.org', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'bad_origin' });
      expect((await fetch(`${base}/api/user`, { headers: { cookie } })).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});
