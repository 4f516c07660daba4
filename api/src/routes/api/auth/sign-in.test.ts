import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_CREDENTIALS_MESSAGE } from '../../../auth/accounts.js';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '../../../plugins/session.js';
import { build } from '../../../test/build.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/google-tokens.js';
import { labelled, SessionClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const CLIENT_ID = 'sign-in-test.apps.googleusercontent.com';
const ADMIN_EMAIL = 'admin@example.org';

let google: FakeGoogle;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID });
  app = await build({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CERTS_URL: google.certsUrl, ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(async () => {
  await app.close();
  await google.close();
});

/** The session id inside a signed cookie ("qa_session=<sid>.<signature>"). */
function sidOf(cookie: string | null): string {
  const value = decodeURIComponent(cookie?.split('=')[1] ?? '');
  return value.slice(0, value.lastIndexOf('.'));
}

async function sessionExists(cookie: string | null): Promise<boolean> {
  const row = await app.db.selectFrom('http_sessions').select('sid').where('sid', '=', sidOf(cookie)).executeTakeFirst();
  return row !== undefined;
}

describe('POST /api/auth/google', () => {
  it('creates the user from a verified token, starts a session and serves GET /api/user', async () => {
    const browser = new SessionClient(app);
    const token = google.signIdToken({ sub: '111', email: 'Bilal@Example.org', name: 'Bilal', picture: 'https://x.test/b.png' });
    const response = await browser.post('/api/auth/google', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Bilal', email: 'Bilal@Example.org', photoUrl: 'https://x.test/b.png', role: 'user' });

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: SESSION_COOKIE_PATH });

    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(response.json());
  });

  it('updates the same user on a later sign-in (by Google subject) instead of creating another', async () => {
    const first = await new SessionClient(app).post('/api/auth/google', { token: google.signIdToken({ sub: '222', name: 'Old Name' }) });
    const second = await new SessionClient(app).post('/api/auth/google', { token: google.signIdToken({ sub: '222', name: 'New Name' }) });
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().name).toBe('New Name');
  });

  it('gives ADMIN_EMAILS the admin role, whatever the case of the address', async () => {
    const response = await new SessionClient(app).post('/api/auth/google', {
      token: google.signIdToken({ email: 'Admin@Example.org' }),
    });
    expect(response.json().role).toBe('admin');
  });

  const seconds = () => Math.floor(Date.now() / 1000);
  it.each([
    ['expired', () => google.signIdToken({ iat: seconds() - 7200, exp: seconds() - 3600 })],
    ['for another audience', () => google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', () => google.signIdToken({ iss: 'https://evil.example.org' })],
    ['with a bad signature', () => google.signIdToken({}, { privateKey: google.strangerKey })],
    ['with an unverified email', () => google.signIdToken({ email_verified: false })],
  ])('refuses a token %s with 401 and starts no session', async (_why, token) => {
    const browser = new SessionClient(app);
    const response = await browser.post('/api/auth/google', { token: token() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: expect.stringMatching(/could not be verified/) });
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 404 when Google sign-in is not configured (not offered, not an outage)', async () => {
    const unconfigured = await build();
    try {
      const response = await new SessionClient(unconfigured).post('/api/auth/google', { token: google.signIdToken() });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    } finally {
      await unconfigured.close();
    }
  });

  it('names the field of a malformed body', async () => {
    const response = await new SessionClient(app).post('/api/auth/google', { token: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(/^token /) });
  });
});

describe('email and password', () => {
  it('refuses an email with spaces or control characters, naming the field', async () => {
    for (const email of ['a b@example.org', 'a\u0005b@example.org', 'ab@exa\u007fmple.org']) {
      const response = await new SessionClient(app).post('/api/register', { name: 'Zayd', email, password: 'long-enough' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(/^email /) });
    }
  });

  it('registers and signs in the new user (201), and refuses the same email again (409, any case)', async () => {
    const browser = new SessionClient(app);
    const user = await browser.register({ name: 'Maryam', email: 'maryam@example.org', password: 'sabr-123' });
    expect(user).toMatchObject({ role: 'user' });
    expect((await browser.get('/api/user')).json()).toMatchObject({ id: user.id, email: 'maryam@example.org' });

    const again = await new SessionClient(app).post('/api/register', { name: 'M', email: 'MARYAM@example.org', password: 'another1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });

  it.each(labelled([
    [{ name: 'A', email: 'a@example.org', password: '12345' }, /^password must be 6 to 200 characters/],
    [{ name: 'A', email: 'not-an-email', password: '123456' }, /^email must be an email address/],
    [{ name: '   ', email: 'a@example.org', password: '123456' }, /^name must be 1 to 100 characters/],
    [{ name: 'x'.repeat(101), email: 'a@example.org', password: '123456' }, /^name must be 1 to 100 characters/],
    [{ name: 'A', email: 'a@example.org', password: 'p'.repeat(201) }, /^password must be 6 to 200 characters/],
    [{ email: 'a@example.org', password: '123456' }, /^name is required/],
  ]))('refuses a registration where %s (400)', async (_label, body, message) => {
    const response = await new SessionClient(app).post('/api/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
  });

  it('signs in with the right password; a wrong password and an unknown email get the same 401', async () => {
    await new SessionClient(app).register({ name: 'Yusuf', email: 'yusuf@example.org', password: 'right-password' });

    const browser = new SessionClient(app);
    const wrongPassword = await browser.login('yusuf@example.org', 'wrong-password');
    const unknownEmail = await browser.login('nobody@example.org', 'right-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'unauthorized', message: BAD_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());

    const right = await browser.login('YUSUF@example.org', 'right-password');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ name: 'Yusuf', email: 'yusuf@example.org' });
  });

  it('throttles repeated failures of one address on one account with 429 and a retry time', async () => {
    await new SessionClient(app).register({ name: 'Huda', email: 'huda@example.org', password: 'right-password' });
    const guesser = new SessionClient(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await guesser.login('huda@example.org', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await guesser.login('huda@example.org', 'right-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
  });

  it('limits sign-in requests per address (10 a minute) with 429 rate_limited', async () => {
    const browser = new SessionClient(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await browser.post('/api/auth/google', { token: 'x'.repeat(40) })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('takes its per-address budget from RATE_LIMIT_SIGN_IN', async () => {
    const strict = await build({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CERTS_URL: google.certsUrl, RATE_LIMIT_SIGN_IN: '3' } });
    try {
      const browser = new SessionClient(strict);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await browser.post('/api/auth/google', { token: 'x'.repeat(40) })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('rotates the session id at sign-in and destroys the guest session it replaces', async () => {
    const browser = new SessionClient(app);
    await browser.post('/api/chat-sessions', { sessionId: 'guest-conversation-1', title: 'As a guest' });
    const guestCookie = browser.cookie;
    expect(await sessionExists(guestCookie)).toBe(true);

    await browser.register({ name: 'Zaid', email: 'zaid@example.org', password: 'sabr-123' });
    expect(browser.cookie).not.toBeNull();
    expect(browser.cookie).not.toBe(guestCookie);
    expect(await sessionExists(browser.cookie)).toBe(true);
    expect(await sessionExists(guestCookie)).toBe(false);

    // The old (possibly fixated) id is worthless now: it is neither signed in nor the guest any more.
    const replay = new SessionClient(app);
    replay.cookie = guestCookie;
    expect((await replay.get('/api/user')).statusCode).toBe(401);
    expect((await replay.get('/api/messages?sessionId=guest-conversation-1')).statusCode).toBe(404);
  });

  it('attaches the guest conversation to the account at sign-in', async () => {
    const browser = new SessionClient(app);
    await browser.post('/api/chat-sessions', { sessionId: 'guest-conversation-2', title: 'Patience' });
    expect((await browser.get('/api/chat-sessions')).json()).toEqual([]); // guests have no history list

    await browser.post('/api/auth/google', { token: google.signIdToken({ sub: '333' }) });
    const history = (await browser.get('/api/chat-sessions')).json();
    expect(history).toEqual([expect.objectContaining({ id: 'guest-conversation-2', sessionId: 'guest-conversation-2', title: 'Patience' })]);
  });

  it('logout destroys the server session: the old cookie no longer signs anyone in', async () => {
    const browser = new SessionClient(app);
    await browser.register({ name: 'Khadija', email: 'khadija@example.org', password: 'sabr-123' });
    const signedInCookie = browser.cookie;
    expect(await sessionExists(signedInCookie)).toBe(true);

    const logout = await browser.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect(browser.cookie).toBeNull();
    expect(await sessionExists(signedInCookie)).toBe(false);

    const replay = new SessionClient(app);
    replay.cookie = signedInCookie;
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('signs a disabled user out at their next request and refuses them sign-in', async () => {
    const admin = new SessionClient(app);
    await admin.post('/api/auth/google', { token: google.signIdToken({ email: ADMIN_EMAIL }) });
    const user = new SessionClient(app);
    const { id } = await user.register({ name: 'Disabled', email: 'disabled@example.org', password: 'sabr-123' });
    expect((await user.get('/api/user')).statusCode).toBe(200);

    expect((await admin.patch(`/api/admin/users/${id}`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await user.get('/api/user')).statusCode).toBe(401);
    const again = await new SessionClient(app).login('disabled@example.org', 'sabr-123');
    expect(again.statusCode).toBe(403);

    expect((await admin.patch(`/api/admin/users/${id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await new SessionClient(app).login('disabled@example.org', 'sabr-123')).statusCode).toBe(200);
  });

  it('refuses a mutating request from another origin (403 bad_origin) and accepts the app’s own', async () => {
    const browser = new SessionClient(app);
    const foreign = await browser.post('/api/logout', {}, { origin: 'https://evil.example.org' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('bad_origin');
    const crossSite = await browser.post('/api/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const own = await browser.post('/api/logout', {}, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(own.statusCode).toBe(200);
  });
});
