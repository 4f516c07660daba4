import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/build.js';
import { linkIn, startFakeSmtp, type FakeSmtp } from '../../../test/fake-smtp-server.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/google-tokens.js';
import { SessionClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and a real SMTP exchange per mail.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const CLIENT_ID = 'account-security.apps.googleusercontent.com';
const ADMIN_EMAIL = 'owner@example.org';
const PUBLIC_ORIGIN = 'https://quran.example.org';

let google: FakeGoogle;
let smtp: FakeSmtp;
/** No SMTP: password accounts can never prove their address. */
let app: FastifyInstance;
/** SMTP_URL set: addresses are verified by a link, passwords reset by one. */
let mailing: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID });
  smtp = await startFakeSmtp();
  const googleEnv = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CERTS_URL: google.certsUrl };
  app = await build({ env: { ...googleEnv, ADMIN_EMAILS: ADMIN_EMAIL } });
  mailing = await build({
    env: {
      ...googleEnv,
      ADMIN_EMAILS: `${ADMIN_EMAIL},second-owner@example.org`,
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Quran Assistant <no-reply@quran.example.org>',
      PUBLIC_ORIGIN,
    },
  });
});
afterAll(async () => {
  await app.close();
  await mailing.close();
  await smtp.close();
  await google.close();
});

const sameOrigin = { origin: PUBLIC_ORIGIN };
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('the admin role goes only to a verified identity', () => {
  it('registering an ADMIN_EMAILS address with a password gives no admin role', async () => {
    const squatter = new SessionClient(app);
    const user = await squatter.register({ name: 'Admin', email: 'Owner@Example.org', password: 'adminpass1' });
    expect(user).toMatchObject({ role: 'user', emailVerified: false });
    expect((await squatter.get('/api/admin/stats')).statusCode).toBe(403);
    expect((await squatter.get('/api/user')).json().role).toBe('user');
  });

  it('the real owner signing in with Google gets the account, as admin, and every other session of it ends', async () => {
    const owner = new SessionClient(app);
    const signedIn = await owner.post('/api/auth/google', { token: google.signIdToken({ sub: 'owner-sub', email: ADMIN_EMAIL }) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await owner.get('/api/admin/stats')).statusCode).toBe(200);

    // The squatter of the test above registered this address; a second browser of theirs too.
    const squatterAgain = await new SessionClient(app).login(ADMIN_EMAIL, 'adminpass1');
    expect(squatterAgain.statusCode).toBe(401); // the password nobody proved is gone
  });

  it('ends the sessions that were open on a password account when Google links it', async () => {
    const squatter = new SessionClient(app);
    await squatter.register({ name: 'Squatter', email: 'linked@example.org', password: 'squat-pass' });
    const secondTab = new SessionClient(app);
    expect((await secondTab.login('linked@example.org', 'squat-pass')).statusCode).toBe(200);

    const owner = new SessionClient(app);
    await owner.post('/api/auth/google', { token: google.signIdToken({ sub: 'linked-sub', email: 'linked@example.org' }) });
    expect((await owner.get('/api/user')).statusCode).toBe(200);
    expect((await squatter.get('/api/user')).statusCode).toBe(401);
    expect((await secondTab.get('/api/user')).statusCode).toBe(401);
  });

  it('without SMTP a password account cannot ask for a verification link (404: not offered), and stays a user', async () => {
    const browser = new SessionClient(app);
    await browser.register({ name: 'No Mail', email: 'nomail@example.org', password: 'sabr-123' });
    const response = await browser.post('/api/email-verification');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await browser.get('/api/user')).json()).toMatchObject({ role: 'user', emailVerified: false });
  });

  it('with SMTP, the address verified by the emailed link makes an ADMIN_EMAILS account admin', async () => {
    const owner = new SessionClient(mailing);
    const user = await owner.register({ name: 'Owner', email: ADMIN_EMAIL, password: 'owner-pass' }, sameOrigin);
    expect(user).toMatchObject({ role: 'user', emailVerified: false });

    const mail = await smtp.nextMailTo(ADMIN_EMAIL);
    const link = linkIn(mail, '/verify-email?token=');
    expect(link.startsWith(`${PUBLIC_ORIGIN}/verify-email?token=`)).toBe(true);
    expect((await owner.get('/api/admin/stats')).statusCode).toBe(403);

    // The link may be opened in another browser: it needs no session.
    const confirmed = await new SessionClient(mailing).post('/api/email-verification/confirm', { token: tokenOf(link) }, sameOrigin);
    expect(confirmed.statusCode).toBe(200);
    expect((await owner.get('/api/user')).json()).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await owner.get('/api/admin/stats')).statusCode).toBe(200);

    // A link works once.
    const replay = await new SessionClient(mailing).post('/api/email-verification/confirm', { token: tokenOf(link) }, sameOrigin);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_token');
  });

  it('a resent link goes to the signed-in account only, and a forged token verifies nothing', async () => {
    const browser = new SessionClient(mailing);
    await browser.register({ name: 'Second', email: 'second-owner@example.org', password: 'second-pass' }, sameOrigin);
    await smtp.nextMailTo('second-owner@example.org');
    // Asked again within the minute: the same answer, and no second mail (nobody floods an inbox through us).
    const mailsBefore = smtp.received.length;
    expect((await browser.post('/api/email-verification', {}, sameOrigin)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(mailsBefore);

    for (const token of ['x'.repeat(43), 'forged-token-forged-token-forged-token-1234']) {
      const response = await new SessionClient(mailing).post('/api/email-verification/confirm', { token }, sameOrigin);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_token');
    }
    expect((await browser.get('/api/user')).json()).toMatchObject({ role: 'user', emailVerified: false });
    expect((await new SessionClient(mailing).post('/api/email-verification', {}, sameOrigin)).statusCode).toBe(401);
  });

  it('builds links from PUBLIC_ORIGIN, never from the Host header of the request', async () => {
    const browser = new SessionClient(mailing);
    await browser.register({ name: 'Host', email: 'host-header@example.org', password: 'host-pass' }, { ...sameOrigin, host: 'evil.example.net' });
    const mail = await smtp.nextMailTo('host-header@example.org');
    expect(linkIn(mail, '/verify-email?token=').startsWith(PUBLIC_ORIGIN)).toBe(true);
    expect(mail.raw).not.toContain('evil.example.net');
  });
});

describe('password reset by email', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await new SessionClient(mailing).register({ name: 'Reset', email: 'reset@example.org', password: 'old-password' }, sameOrigin);
    await smtp.nextMailTo('reset@example.org'); // the verification mail of the registration

    const known = await new SessionClient(mailing).post('/api/password-reset', { email: 'RESET@example.org' }, sameOrigin);
    const unknown = await new SessionClient(mailing).post('/api/password-reset', { email: 'nobody@example.org' }, sameOrigin);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await smtp.nextMailTo('reset@example.org');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((mail) => mail.to.includes('nobody@example.org'))).toBe(false);
  });

  it('sets the new password, ends every session of the account, verifies the address, and works once', async () => {
    const holder = new SessionClient(mailing);
    await holder.register({ name: 'Holder', email: 'holder@example.org', password: 'old-password' }, sameOrigin);
    await smtp.nextMailTo('holder@example.org');

    await new SessionClient(mailing).post('/api/password-reset', { email: 'holder@example.org' }, sameOrigin);
    const link = linkIn(await smtp.nextMailTo('holder@example.org'), '/reset-password?token=');
    expect(link.startsWith(`${PUBLIC_ORIGIN}/reset-password?token=`)).toBe(true);

    const owner = new SessionClient(mailing);
    const reset = await owner.post('/api/password-reset/confirm', { token: tokenOf(link), password: 'new-password' }, sameOrigin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: 'holder@example.org', emailVerified: true });
    expect((await owner.get('/api/user')).statusCode).toBe(200);
    expect((await holder.get('/api/user')).statusCode).toBe(401);

    expect((await new SessionClient(mailing).login('holder@example.org', 'old-password')).statusCode).toBe(401);
    expect((await new SessionClient(mailing).login('holder@example.org', 'new-password')).statusCode).toBe(200);

    const again = await new SessionClient(mailing).post('/api/password-reset/confirm', { token: tokenOf(link), password: 'third-password' }, sameOrigin);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('is not offered (404) where no SMTP is configured', async () => {
    const response = await new SessionClient(app).post('/api/password-reset', { email: 'anyone@example.org' });
    expect(response.statusCode).toBe(404);
  });
});

describe('sign-in throttling cannot be turned against the owner', () => {
  it('failures from one address slow that address down, not the owner at another', async () => {
    await new SessionClient(app).register({ name: 'Target', email: 'target@example.org', password: 'right-password' });
    const attacker = new SessionClient(app, '203.0.113.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await attacker.login('target@example.org', `guess-${attempt}`)).statusCode);
    }
    expect(statuses).toContain(429);

    const owner = new SessionClient(app, '198.51.100.7');
    expect((await owner.login('target@example.org', 'right-password')).statusCode).toBe(200);
  });
});
