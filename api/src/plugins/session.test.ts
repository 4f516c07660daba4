import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, listen } from '../test/build.js';
import { PATIENCE_EN } from '../test/ask-question.js';
import { SessionClient, signedInClient } from '../test/session-client.js';
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

async function sessionRows(): Promise<number> {
  return (await storedExpiry()).length;
}

/** The SQL the app runs while `during` runs. */
async function queriesDuring(during: () => Promise<unknown>): Promise<string[]> {
  const executor = app.db.getExecutor();
  const spy = vi.spyOn(executor, 'executeQuery');
  try {
    await during();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}

const ON_TOPIC = { content: 'What does the Quran say about patience?', role: 'user' };

describe('a session is stored only when something must be', () => {
  it('stores no session and sets no cookie for requests that store nothing', async () => {
    const before = await sessionRows();
    const requests: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', '/api/health'],
      ['GET', '/api/verses/search?q=patience'],
      ['GET', '/api/verses/search?q=%E0%A6%A7%E0%A7%88%E0%A6%B0%E0%A7%8D%E0%A6%AF&lang=bn'],
      ['GET', '/api/verses/2:255'],
      ['GET', '/api/config'],
      ['GET', '/api/usage'],
      ['GET', '/api/chat-sessions'],
      ['GET', '/api/user'],
      ['GET', '/api/messages?sessionId=nobodys'],
      ['GET', '/api/shared-sessions/unknown-code'],
      ['POST', '/api/messages', { content: 'best pizza dough recipe?', sessionId: 'refused-1', role: 'user' }],
      ['POST', '/api/messages/stream', { content: 'best pizza dough recipe?', sessionId: 'refused-2', role: 'user' }],
      ['POST', '/api/messages', { content: '', sessionId: 'invalid', role: 'user' }],
      ['POST', '/api/logout'],
      ['GET', '/api/nothing-here'],
    ];
    for (const [method, url, payload] of requests) {
      const response = await app.inject({ method, url, remoteAddress: '192.0.2.10', ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
    }
    expect(await sessionRows()).toBe(before);
  });

  it('creates one session when a guest’s first question is stored, and reuses it', async () => {
    const before = await sessionRows();
    const guest = new SessionClient(app);
    expect((await guest.post('/api/messages', { ...ON_TOPIC, sessionId: 'first-stored' })).statusCode).toBe(200);
    expect(guest.cookie).not.toBeNull();
    expect(await sessionRows()).toBe(before + 1);
    expect((await guest.post('/api/messages', { ...ON_TOPIC, sessionId: 'first-stored' })).statusCode).toBe(200);
    expect((await guest.get('/api/messages?sessionId=first-stored')).json().messages).toHaveLength(4);
    expect((await guest.get('/api/usage')).json()).toMatchObject({ used: 2 });
    expect(await sessionRows()).toBe(before + 1);
  });

  it('creates the session when a guest creates a conversation (the web app does so before the first question)', async () => {
    const guest = new SessionClient(app);
    expect((await guest.post('/api/chat-sessions', { sessionId: 'made-first' })).statusCode).toBe(200);
    expect(guest.cookie).not.toBeNull();
    expect((await guest.post('/api/messages', { ...ON_TOPIC, sessionId: 'made-first' })).statusCode).toBe(200);
    expect((await new SessionClient(app).post('/api/messages', { ...ON_TOPIC, sessionId: 'made-first' })).statusCode).toBe(404);
  });

  it('stores nothing of a refused question, not even its conversation', async () => {
    const guest = new SessionClient(app);
    expect((await guest.post('/api/messages', { content: 'best pizza dough recipe?', sessionId: 'refused-3', role: 'user' })).statusCode).toBe(422);
    const conversation = await app.db.selectFrom('chat_sessions').select('id').where('id', '=', 'refused-3').executeTakeFirst();
    expect(conversation).toBeUndefined();
  });

  it('keeps the sessions of signed-in users from before (rows that also hold cookie options)', async () => {
    const user = await signedInClient(app, 'Earlier');
    const { id } = (await user.get('/api/user')).json<{ id: string }>();
    const sid = 'issued-by-the-earlier-session-library';
    const data = { cookie: { originalMaxAge: SESSION_MAX_AGE_MS, path: '/api', httpOnly: true, sameSite: 'lax' }, userId: id, renewedAt: Date.now() };
    await app.db.insertInto('http_sessions').values({ sid, data: JSON.stringify(data), expires_at: Date.now() + DAY }).execute();
    const response = await app.inject({ url: '/api/user', headers: { cookie: `qa_session=${app.signCookie(sid)}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id });
  });

  it('reads a cookie that names no live session as none: no Set-Cookie, nothing stored', async () => {
    const before = await sessionRows();
    const response = await app.inject({ url: '/api/usage', headers: { cookie: `qa_session=${app.signCookie('never-stored')}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  });

  it('a request sent with the guest cookie just before a sign-in does not undo the cookie the sign-in set', async () => {
    const visitor = new SessionClient(app);
    expect((await visitor.post('/api/messages', { content: PATIENCE_EN, sessionId: 'asked-before-signing-up', role: 'user' })).statusCode).toBe(200);
    const guestCookie = visitor.cookie;
    expect(guestCookie).not.toBeNull();
    await visitor.register({ name: 'Racing Requests', email: 'racing-requests@example.org', password: 'sabr-123' });
    expect(visitor.cookie).not.toBe(guestCookie);

    // The browser sent these before the sign-in's answer arrived; their answers come after it.
    for (const url of ['/api/usage', '/api/user', '/api/chat-sessions', '/api/surahs/112']) {
      const late = await app.inject({ url, remoteAddress: visitor.remoteAddress, headers: { cookie: guestCookie! } });
      expect(late.headers['set-cookie'], url).toBeUndefined();
    }
    const history = await visitor.get('/api/chat-sessions');
    expect(history.statusCode).toBe(200);
    expect(history.json<Array<{ id: string }>>().map((conversation) => conversation.id)).toContain('asked-before-signing-up');
  });

  it('reads no session without a cookie, and none on routes that need none even with one', async () => {
    const stranger = new SessionClient(app);
    const cookieless = await queriesDuring(async () => {
      await stranger.get('/api/usage');
      await stranger.get('/api/chat-sessions');
      await stranger.get('/api/user');
    });
    expect(cookieless.filter((query) => query.includes('http_sessions'))).toEqual([]);

    const user = await signedInClient(app, 'Reader');
    const publicReads = await queriesDuring(async () => {
      await user.get('/api/health');
      await user.get('/api/verses/search?q=mercy');
      await user.get('/api/verses/1:1');
      await user.get('/api/config');
    });
    expect(publicReads.filter((query) => /http_sessions|"users"/.test(query))).toEqual([]);

    const own = await queriesDuring(() => user.get('/api/user'));
    expect(own.some((query) => query.includes('http_sessions'))).toBe(true);
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
