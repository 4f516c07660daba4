import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../test/build.js';
import { SessionClient } from '../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * Request bodies are taken as sent: no type coercion, no silently dropped
 * properties, no control characters in names or questions. Query strings and
 * path parameters are text by nature and keep their coercion (`k=5` is a number).
 */

const ADMIN_EMAIL = 'validation-admin@example.org';

let app: FastifyInstance;
let admin: SessionClient;

beforeAll(async () => {
  app = await build({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_FEEDBACK: '1000', RATE_LIMIT_MESSAGES: '1000' } });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'Admin', email: ADMIN_EMAIL, password: 'sabr-123' });
});
afterAll(() => app.close());

function expectRefusal(response: { statusCode: number; json: () => unknown }, message: RegExp): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
}

describe('no type coercion in bodies', () => {
  it.each([
    ['register name false', '/api/register', { name: false, email: 'coerced@example.org', password: 'sabr-123' }, /^name must be string/],
    ['register name 42', '/api/register', { name: 42, email: 'coerced@example.org', password: 'sabr-123' }, /^name must be string/],
    ['login password 123456', '/api/login', { email: 'coerced@example.org', password: 123456 }, /^password must be string/],
    ['question as a number', '/api/messages', { content: 12345, sessionId: 'coerced', role: 'user' }, /^content must be string/],
    ['session id as a number', '/api/chat-sessions', { sessionId: 12345 }, /^sessionId must be string/],
    ['feedback message as true', '/api/feedback', { type: 'general', message: true }, /^message must be string/],
    ['contact name as an array', '/api/contact', { name: ['Amina'], email: 'a@example.org', message: 'hi' }, /^name must be string/],
  ])('refuses %s (400 naming the field)', async (_label, url, body, message) => {
    expectRefusal(await new SessionClient(app).post(url, body), message);
  });

  it('stores nothing for a refused registration', async () => {
    await new SessionClient(app).post('/api/register', { name: false, email: 'coerced-none@example.org', password: 'sabr-123' });
    expect(await app.db.selectFrom('users').select('id').where('email', '=', 'coerced-none@example.org').executeTakeFirst()).toBeUndefined();
  });

  it('refuses admin settings sent as strings', async () => {
    expectRefusal(await admin.post('/api/admin/message-limit-settings', { limit: '50' }), /^limit must be integer/);
    expectRefusal(await admin.post('/api/admin/cache-settings', { enabled: 'false' }), /^enabled must be boolean/);
  });

  it('still reads numbers from the query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/verses/search?q=patience&k=3' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toHaveLength(3);
  });
});

describe('unknown properties are refused where the schema forbids them', () => {
  it.each([
    ['/api/register', { name: 'Extra', email: 'extra@example.org', password: 'sabr-123', role: 'admin' }, 'role'],
    ['/api/login', { email: 'extra@example.org', password: 'sabr-123', remember: true }, 'remember'],
    ['/api/auth/google', { token: 'x'.repeat(40), nonce: 'n' }, 'nonce'],
    ['/api/chat-sessions', { sessionId: 'extra', userId: 'someone' }, 'userId'],
    ['/api/messages', { content: 'What is patience?', sessionId: 'extra', role: 'user', model: 'big' }, 'model'],
    ['/api/shared-sessions', { sessionId: 'extra', public: true }, 'public'],
    ['/api/feedback', { type: 'general', message: 'Salaam', status: 'fixed' }, 'status'],
    ['/api/contact', { name: 'A', email: 'a@example.org', message: 'hi', userId: 'x' }, 'userId'],
  ])('POST %s with an extra property (400 naming it)', async (url, body, property) => {
    expectRefusal(await new SessionClient(app).post(url, body), new RegExp(`^body has an unknown property ${property}$`));
  });

  it('refuses extra properties on renames and admin updates too', async () => {
    const owner = new SessionClient(app);
    await owner.post('/api/chat-sessions', { sessionId: 'extra-rename' });
    expectRefusal(await owner.patch('/api/chat-sessions/extra-rename/title', { title: 'New', archived: true }), /^body has an unknown property archived$/);
    const target = (await admin.get('/api/admin/users')).json().users[0].id as string;
    expectRefusal(await admin.patch(`/api/admin/users/${target}`, { status: 'active', role: 'admin' }), /^body has an unknown property role$/);
    expectRefusal(await admin.post('/api/admin/cache-settings', { enabled: true, ttl: 5 }), /^body has an unknown property ttl$/);
  });

  it('says so for every request body in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>;
    };
    const bodies = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.values(operation.requestBody?.content ?? {}).map(({ schema }) => [`${method.toUpperCase()} ${path}`, schema] as const),
      ),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(12);
    for (const [operation, schema] of bodies) expect(schema.additionalProperties, operation).toBe(false);
  });
});

describe('control characters', () => {
  it.each([
    ['NUL', 'Amina\u0000'],
    ['a line break', 'Amina\nAdmin'],
    ['a tab', 'Amina\tB'],
    ['escape', '\u001b[31mAmina'],
    ['DEL', 'Amina\u007f'],
    ['a C1 control', 'Amina\u0085'],
    ['a lone surrogate', 'Amina\ud800'],
  ])('are refused in a user name: %s', async (_label, name) => {
    expectRefusal(
      await new SessionClient(app).post('/api/register', { name, email: 'control@example.org', password: 'sabr-123' }),
      /^name must be 1 to 100 characters/,
    );
  });

  it('are refused in a contact name and a conversation title', async () => {
    const visitor = new SessionClient(app);
    expectRefusal(await visitor.post('/api/contact', { name: 'A\u0007', email: 'a@example.org', message: 'hi' }), /^name must be/);
    expectRefusal(await visitor.post('/api/chat-sessions', { sessionId: 'control-title', title: 'Patience\u0000' }), /^title must be/);
    await visitor.post('/api/chat-sessions', { sessionId: 'control-title' });
    expectRefusal(await visitor.patch('/api/chat-sessions/control-title/title', { title: 'Line\nbreak' }), /^title must be/);
  });

  it.each([
    ['NUL', 'What is patience?\u0000'],
    ['escape', 'What is \u001b[2Jpatience?'],
    ['a C1 control', 'What is patience?\u009b'],
  ])('are refused in a question: %s', async (_label, content) => {
    expectRefusal(await new SessionClient(app).post('/api/messages', { content, sessionId: 'control-question', role: 'user' }), /^content must be 1 to 1000 characters/);
  });

  it('are refused in feedback and contact messages', async () => {
    const visitor = new SessionClient(app);
    expectRefusal(await visitor.post('/api/feedback', { type: 'general', message: 'Salaam\u0000' }), /^message must be/);
    expectRefusal(await visitor.post('/api/contact', { name: 'A', email: 'a@example.org', message: 'hi\u0008' }), /^message must be/);
  });

  it('a question keeps its line breaks and tabs, and names keep letters of every script', async () => {
    const visitor = new SessionClient(app);
    const content = 'What does the Quran say about patience?\n\tAnd about prayer?';
    const answer = await visitor.post('/api/messages', { content, sessionId: 'multi-line', role: 'user' });
    expect(answer.statusCode).toBe(200);
    const stored = (await visitor.get('/api/messages?sessionId=multi-line')).json().messages[0];
    expect(stored).toMatchObject({ role: 'user', content });

    const registered = await new SessionClient(app).post('/api/register', { name: 'আমিনা 🌙 عائشة', email: 'scripts@example.org', password: 'sabr-123' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().name).toBe('আমিনা 🌙 عائشة');
  });
});
