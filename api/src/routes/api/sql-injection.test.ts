import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LISTED_CHAT_SESSIONS } from '../../contract/chat-sessions.js';
import { build } from '../../test/build.js';
import { integrityCheck, schemaSnapshot, tableCounts as tableCountsOf } from '../../test/schema-snapshot.js';
import { SessionClient } from '../../test/session-client.js';

// Password hashing (scrypt) per sign-in attempt and real answers: slower than a unit test.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/**
 * Every string input that reaches SQL is a bound parameter (or an escaped LIKE
 * pattern): classic injection payloads find nothing, change nothing, crash
 * nothing, and a payload stored as text comes back exactly as it was sent.
 */

const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "%' OR '1'='1",
  '"; DROP TABLE users; --',
  "'; DELETE FROM messages; --",
  "1; UPDATE users SET role='admin' --",
  "' UNION SELECT id, email, password_hash FROM users --",
  "') OR ('1'='1",
  "admin'/*",
  '\\',
  "\\'",
  '%',
  '%%',
  '_',
  '--',
  '1--',
  // Quotes SQL does not treat as quotes, and characters that hide or reorder text.
  '＇ OR 1=1 --',
  '’ OR ‘1’=‘1',
  'ʼ; DROP TABLE feedback; --',
  "\u202E' OR 1=1 --",
  "'\u200B OR 1=1 --",
  "e\u0301' OR 1=1 -- 🕋",
];

/** Payloads shaped as an address, so they get past the email schema to the query. */
const EMAIL_INJECTIONS = [
  "'OR'1'='1'--@example.org",
  "x'--@example.org",
  '";DROP/**/TABLE/**/users;--@example.org',
  "victim@example.org'--",
  '%@example.org',
  '_@example.org',
  '\\@example.org',
  '＇OR１=１--@example.org',
];

const VICTIM = {
  email: 'victim@example.org',
  question: 'What does the Quran say about patience? victim-question-7c1e',
  sessionId: 'victim-conversation-4b2d',
  feedback: 'victim-feedback-9a0f',
};

let app: FastifyInstance;
let admin: SessionClient;
let attacker: SessionClient;
let victim: SessionClient;
let victimShareCode: string;
let victimUserId: string;

/** Tables that count requests (rate limits, failed sign-ins): the attacker's requests are meant to add rows there. */
const REQUEST_COUNTERS = new Set(['rate_limit_windows', 'login_pairs', 'login_failures', 'login_known_addresses']);
const tableCounts = async () =>
  Object.fromEntries(Object.entries(await tableCountsOf(app.db)).filter(([table]) => !REQUEST_COUNTERS.has(table)));
const schema = () => schemaSnapshot(app.db);
const integrity = () => integrityCheck(app.db);

/** None of the victim's data in an answer to someone else. */
function expectNothingOfTheVictim(response: LightMyRequestResponse, what: string): void {
  for (const secret of [VICTIM.email, VICTIM.question, VICTIM.sessionId, VICTIM.feedback, victimShareCode, victimUserId]) {
    expect(response.body, `${what} leaks ${secret}`).not.toContain(secret);
  }
}

function expectNo5xx(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
}

const contains = (haystack: string | null, needle: string) => (haystack ?? '').toLowerCase().includes(needle.toLowerCase());

beforeAll(async () => {
  app = await build({ env: { RATE_LIMIT_SIGN_IN: '100000', RATE_LIMIT_MESSAGES: '100000', RATE_LIMIT_FEEDBACK: '100000' } });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'Admin', email: 'admin@example.org', password: 'sabr-123' });
  attacker = new SessionClient(app);
  await attacker.register({ name: 'Attacker', email: 'attacker@example.org', password: 'sabr-123' });

  victim = new SessionClient(app);
  victimUserId = (await victim.register({ name: 'Victim', email: VICTIM.email, password: 'sabr-123' })).id;
  const asked = await victim.post('/api/messages', { content: VICTIM.question, sessionId: VICTIM.sessionId, role: 'user' });
  expect(asked.statusCode).toBe(200);
  victimShareCode = (await victim.post('/api/shared-sessions', { sessionId: VICTIM.sessionId })).json().shareCode;
  expect((await victim.post('/api/feedback', { type: 'general', message: VICTIM.feedback })).statusCode).toBe(201);
});
afterAll(() => app.close());

describe('injection payloads in lookups', () => {
  it('answer without a 5xx, return no one else’s rows and leave every table as it was', async () => {
    const countsBefore = await tableCounts();
    const schemaBefore = await schema();
    const patienceBefore = (await attacker.get('/api/verses/search?q=patience')).json();

    for (const payload of INJECTIONS) {
      const encoded = encodeURIComponent(payload);
      const attempts: Array<[string, () => Promise<LightMyRequestResponse>]> = [
        ['verse key', () => attacker.get(`/api/verses/${encoded}`)],
        ['messages of a conversation', () => attacker.get(`/api/messages?sessionId=${encoded}`)],
        ['rename', () => attacker.patch(`/api/chat-sessions/${encoded}/title`, { title: 'Taken over' })],
        ['archive', () => attacker.patch(`/api/chat-sessions/${encoded}/archive`, {})],
        ['delete', () => attacker.delete(`/api/chat-sessions/${encoded}`)],
        ['share', () => attacker.post('/api/shared-sessions', { sessionId: payload })],
        ['shared view', () => attacker.get(`/api/shared-sessions/${encoded}`)],
        ['revoke share', () => attacker.delete(`/api/shared-sessions/${encoded}`)],
        ['feedback about a conversation', () => attacker.post('/api/feedback', { type: 'general', message: 'x', sessionId: payload })],
        ['email link token', () => attacker.post('/api/email-verification/confirm', { token: payload.padEnd(24, '_') })],
        ['reset token', () => attacker.post('/api/password-reset/confirm', { token: payload.padEnd(24, '-'), password: 'taken-over-1' })],
        ['sign-in with the victim’s address', () => new SessionClient(app).login(VICTIM.email, payload)],
        ['admin: disable a user', () => admin.patch(`/api/admin/users/${encoded}`, { status: 'disabled' })],
        ['admin: review feedback', () => admin.patch(`/api/admin/feedback/${encoded}`, { status: 'reviewed' })],
      ];
      for (const [what, attempt] of attempts) {
        const response = await attempt();
        expectNo5xx(response, `${what} with ${JSON.stringify(payload)}`);
        expect(response.statusCode, `${what} with ${JSON.stringify(payload)}`).not.toBe(200);
        expectNothingOfTheVictim(response, `${what} with ${JSON.stringify(payload)}`);
      }

      // The searches answer 200, with only rows that hold the payload literally.
      const verses = await attacker.get(`/api/verses/search?q=${encoded}`);
      expect(verses.statusCode, `verse search ${JSON.stringify(payload)}: ${verses.body}`).toBe(200);
      const users = await admin.get(`/api/admin/users?search=${encoded}&pageSize=100`);
      expect(users.statusCode).toBe(200);
      for (const user of users.json().users as Array<{ name: string; email: string }>) {
        expect(contains(user.name, payload.trim()) || contains(user.email, payload.trim()), `${user.email} for ${JSON.stringify(payload)}`).toBe(true);
      }
      const feedback = await admin.get(`/api/admin/feedback?search=${encoded}`);
      expect(feedback.statusCode).toBe(200);
      for (const item of feedback.json().feedback as Array<{ message: string; name: string | null; email: string | null; type: string }>) {
        const needle = payload.trim();
        expect([item.message, item.name, item.email, item.type].some((field) => contains(field, needle)), item.message).toBe(true);
      }
    }

    for (const email of EMAIL_INJECTIONS) {
      const signIn = await new SessionClient(app).login(email, 'sabr-123');
      expect(signIn.statusCode, `sign-in as ${email}: ${signIn.body}`).toBe(401);
      expectNothingOfTheVictim(signIn, `sign-in as ${email}`);
    }

    expect(await tableCounts()).toEqual(countsBefore);
    expect(await schema()).toEqual(schemaBefore);
    expect(await integrity()).toBe('ok');
    expect((await attacker.get('/api/verses/search?q=patience')).json()).toEqual(patienceBefore);
    expect((await attacker.get('/api/health')).json()).toMatchObject({ status: 'ok', verses: 6236 });
    // The victim's conversation is still theirs, whole.
    const messages = await victim.get(`/api/messages?sessionId=${VICTIM.sessionId}`);
    expect(messages.json().messages.map((message: { content: string }) => message.content)[0]).toBe(VICTIM.question);
    expect((await victim.get('/api/user')).json()).toMatchObject({ role: 'user', email: VICTIM.email });
    expect((await new SessionClient(app).get(`/api/shared-sessions/${victimShareCode}`)).statusCode).toBe(200);
  });
});

describe('injection payloads stored as text', () => {
  it('come back byte for byte wherever they are shown, and `%`, `_` and `\\` search literally', async () => {
    const countsBefore = await tableCounts();
    const schemaBefore = await schema();

    for (const [index, payload] of INJECTIONS.entries()) {
      const what = JSON.stringify(payload);
      const sessionId = `stored-payload-${index}`;
      const created = await attacker.post('/api/chat-sessions', { sessionId, title: payload });
      expect(created.statusCode, `${what}: ${created.body}`).toBe(200);
      expect(created.json().title).toBe(payload);
      const question = `What does the Quran say about patience? ${payload}`;
      const asked = await attacker.post('/api/messages', { content: question, sessionId, role: 'user' });
      expect(asked.statusCode, `${what}: ${asked.body}`).toBe(200);
      const renamed = await attacker.patch(`/api/chat-sessions/${sessionId}/title`, { title: `${payload} (renamed)` });
      expect(renamed.statusCode, `${what}: ${renamed.body}`).toBe(200);
      expect(renamed.json().title).toBe(`${payload} (renamed)`);
      const stored = await attacker.get(`/api/messages?sessionId=${sessionId}`);
      expect(stored.json().messages[0].content).toBe(question);

      const shareCode = (await attacker.post('/api/shared-sessions', { sessionId })).json().shareCode as string;
      const shared = (await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json();
      expect(shared.session.title).toBe(`${payload} (renamed)`);
      expect(shared.messages[0].content).toBe(question);

      expect((await attacker.post('/api/feedback', { type: 'bug-report', message: payload })).statusCode).toBe(201);
      const email = EMAIL_INJECTIONS[index % EMAIL_INJECTIONS.length]!;
      expect((await attacker.post('/api/contact', { name: payload, email, message: `${payload} (contact)` })).statusCode).toBe(201);

      const account = { name: payload, email: `Payload-${index}-${email}` };
      const newcomer = new SessionClient(app);
      await newcomer.register({ ...account, password: 'sabr-123' });
      expect((await newcomer.get('/api/user')).json()).toMatchObject(account);
    }

    // The history lists the newest conversations: each one listed carries its payload title.
    const history = (await attacker.get('/api/chat-sessions')).json() as Array<{ sessionId: string; title: string }>;
    expect(history).toHaveLength(Math.min(INJECTIONS.length, MAX_LISTED_CHAT_SESSIONS));
    for (const listed of history) {
      const index = Number(listed.sessionId.replace('stored-payload-', ''));
      expect(listed.title).toBe(`${INJECTIONS[index]} (renamed)`);
    }

    for (const payload of INJECTIONS) {
      const encoded = encodeURIComponent(payload);
      const users = (await admin.get(`/api/admin/users?search=${encoded}&pageSize=100`)).json();
      const names = (users.users as Array<{ name: string; email: string }>).map((user) => user.name);
      expect(names, JSON.stringify(payload)).toContain(payload);
      for (const user of users.users as Array<{ name: string; email: string }>) {
        expect(contains(user.name, payload) || contains(user.email, payload), `${user.name} for ${JSON.stringify(payload)}`).toBe(true);
      }
      const feedback = (await admin.get(`/api/admin/feedback?search=${encoded}`)).json().feedback as Array<{
        type: string;
        message: string;
        name: string | null;
        email: string | null;
      }>;
      expect(feedback.some((item) => item.type === 'bug-report' && item.message === payload), JSON.stringify(payload)).toBe(true);
      expect(feedback.some((item) => item.type === 'contact' && item.name === payload && item.message === `${payload} (contact)`)).toBe(true);
      for (const item of feedback) {
        expect([item.message, item.name, item.email, item.type].some((field) => contains(field, payload)), item.message).toBe(true);
      }
    }
    // A wildcard alone matches only what holds it: there are users and feedback without one.
    const everyone = (await admin.get('/api/admin/users?pageSize=100')).json().total as number;
    for (const wildcard of ['%', '_', '\\']) {
      const { total } = (await admin.get(`/api/admin/users?search=${encodeURIComponent(wildcard)}&pageSize=100`)).json();
      expect(total, wildcard).toBeLessThan(everyone);
    }
    const adminFeedback = (await admin.get('/api/admin/feedback')).json().feedback as Array<{ email: string | null }>;
    const contactEmails = adminFeedback.map((item) => item.email).filter((email): email is string => email !== null);
    expect(new Set(contactEmails)).toEqual(new Set(EMAIL_INJECTIONS));

    const n = INJECTIONS.length;
    const countsAfter = await tableCounts();
    expect(countsAfter).toEqual({
      ...countsBefore,
      users: countsBefore.users! + n,
      http_sessions: countsBefore.http_sessions! + n,
      chat_sessions: countsBefore.chat_sessions! + n,
      messages: countsBefore.messages! + 2 * n,
      shared_sessions: countsBefore.shared_sessions! + n,
      feedback: countsBefore.feedback! + 2 * n,
    });
    expect(await schema()).toEqual(schemaBefore);
    expect(await integrity()).toBe('ok');
  });
});
