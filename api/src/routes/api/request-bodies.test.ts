import type { TObject, TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { UpdateUserStatusBodySchema } from '../../contract/admin.js';
import { CreateChatSessionBodySchema, RenameChatSessionBodySchema } from '../../contract/chat-sessions.js';
import { ERROR_STATUS, type ErrorCode } from '../../contract/error-codes.js';
import { ContactBodySchema, CreateFeedbackBodySchema, UpdateFeedbackBodySchema } from '../../contract/feedback.js';
import { SendMessageBodySchema } from '../../contract/messages.js';
import { CacheSettingsUpdateSchema, MessageLimitSettingsUpdateSchema } from '../../contract/settings.js';
import { CreateShareBodySchema } from '../../contract/shares.js';
import { GoogleSignInBodySchema, LoginBodySchema, RegisterBodySchema } from '../../contract/user.js';
import { build } from '../../test/build.js';
import { SessionClient } from '../../test/session-client.js';
import { createUser } from '../../users/users.repository.js';
import { usePropertySeed } from '../../test/property-seed.js';

usePropertySeed();

// Every run is a real request to a real app; password hashing and answers make some slow.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 30_000 });

/**
 * Arbitrary JSON bodies against every mutating route. Whatever is sent: never a
 * 5xx; a refusal is a 4xx `{code, message}` whose code matches its status, and a
 * 400 names a field of the body (or the body itself); what is accepted is stored
 * exactly as sent (after the trimming the contract promises for text).
 */

const ADMIN_EMAIL = 'property-admin@example.org';

type Body = Record<string, unknown>;
type JsonSchema = TSchema & Record<string, unknown>;

/** Characters that trip naive handling: controls, line breaks, lone surrogates, other scripts, emoji, odd spaces. */
const trickyCharacter = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('a', 'Z', '0', ' ', '-', '_', '.', '@', '?', 's', 'e') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\n', '\t', '\r', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u00a0', '\u200d', '\ufeff', '\u2028'),
  },
  { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udfff', '🌙', 'আ', 'ع', 'é', 'ﷺ') },
);

function trickyText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: trickyCharacter, maxLength });
}

/** A value of another JSON type than the schema asks for (or of the same, by chance). */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

function constantsOf(schema: JsonSchema): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).flatMap(constantsOf);
  return [];
}

/** Values near what a property's schema accepts: valid ones, edge lengths and bounds, tricky text, other types. */
function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [];
  const constants = constantsOf(schema);
  if (constants.length > 0) near.push(fc.constantFrom(...constants));
  if (schema.type === 'string') {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    near.push(trickyText(Math.min(max + 2, 80)));
    if (typeof schema.pattern === 'string') {
      near.push(fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length >= min && value.length <= max));
    }
    near.push(fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(Math.max(min, 1))} `));
  }
  if (schema.type === 'integer') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
    near.push(fc.integer({ min: min - 2, max: max + 2 }), fc.constant(`${min}`));
  }
  if (schema.type === 'boolean') near.push(fc.boolean(), fc.constantFrom('true', 0));
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: anyJson });
}

const ABSENT = Symbol('absent');

/**
 * Bodies for a route: mostly objects with the schema's properties (each may be
 * missing or wrong, now and then an unknown one is added), sometimes any JSON at all.
 * `hints` add values that reach the accepted path (an own conversation's id).
 */
function bodiesFor(schema: TObject, hints: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => {
      const value = hints[key] ? fc.oneof({ weight: 2, arbitrary: hints[key] }, { weight: 1, arbitrary: valueFor(property as JsonSchema) }) : valueFor(property as JsonSchema);
      return [key, fc.oneof({ weight: required.has(key) ? 12 : 3, arbitrary: value }, { weight: 1, arbitrary: fc.constant(ABSENT) })];
    }),
  );
  const known = new Set(Object.keys(schema.properties));
  const unknownProperty = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !known.has(key) && key !== '__proto__'), anyJson) },
  );
  const objects = fc.tuple(fc.record(fields), unknownProperty).map(([record, extra]) => {
    const body: Body = {};
    for (const [key, value] of Object.entries(record)) if (value !== ABSENT) body[key] = value;
    if (extra) body[extra[0]] = extra[1];
    return body;
  });
  return fc.oneof({ weight: 9, arbitrary: objects }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

/** Whether a 400's message starts with the body or one of its fields (an unknown one included). */
function namesAField(message: string, schema: TObject, body: unknown): boolean {
  const fields = [...Object.keys(schema.properties), ...(body && typeof body === 'object' ? Object.keys(body) : [])];
  return /^body\b/u.test(message) || fields.some((field) => message.startsWith(`${field} `));
}

function expectRefusalContract(response: LightMyRequestResponse, schema: TObject, body: unknown): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const refusal = response.json() as { code: ErrorCode; message: string };
  expect(refusal).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(ERROR_STATUS[refusal.code], refusal.code).toBe(response.statusCode);
  if (response.statusCode === 400) expect(namesAField(refusal.message, schema, body), refusal.message).toBe(true);
}

const text = (value: unknown) => (value as string).trim();

let app: FastifyInstance;
let admin: SessionClient;
let owner: SessionClient;
let ownerAnswerId: string;
let targetUserId: string;
let feedbackId: string;

beforeAll(async () => {
  app = await build({
    env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_SIGN_IN: '100000', RATE_LIMIT_MESSAGES: '100000', RATE_LIMIT_FEEDBACK: '100000' },
  });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'Property Admin', email: ADMIN_EMAIL, password: 'sabr-123' });
  owner = new SessionClient(app);
  await owner.register({ name: 'Property Owner', email: 'property-owner@example.org', password: 'sabr-123' });
  targetUserId = (await createUser(app.db, { name: 'Target', email: 'property-target@example.org', role: 'user', now: Date.now() })).id;
  const answer = await owner.post('/api/messages', { content: 'What does the Quran say about patience?', sessionId: 'owned', role: 'user' });
  ownerAnswerId = answer.json().id;
  feedbackId = (await owner.post('/api/feedback', { type: 'general', message: 'To be reviewed' })).json().id;
});
afterAll(() => app.close());

async function send(client: SessionClient, method: 'POST' | 'PATCH', url: string, body: unknown): Promise<LightMyRequestResponse> {
  return client.request(method, url, JSON.stringify(body), { 'content-type': 'application/json' });
}

const QUESTIONS = ['What does the Quran say about patience?', 'How should I pray when travelling?', 'ধৈর্য সম্পর্কে কুরআন কী বলে?', 'ما هو الصبر؟'];
/** Real questions with the whitespace and line breaks people type around them. */
const questions = fc
  .tuple(fc.constantFrom(...QUESTIONS), fc.constantFrom('', ' ', '\n', '\t '), fc.constantFrom('', ' ', '\n\n', '\tAnd prayer?'))
  .map(([question, before, after]) => `${before}${question}${after}`);

describe('never a 5xx, refusals name a field, accepted bodies are stored as sent', () => {
  it('POST /api/register', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(RegisterBodySchema, { email: fc.emailAddress() }), async (body) => {
        const response = await send(new SessionClient(app), 'POST', '/api/register', body);
        expectRefusalContract(response, RegisterBodySchema, body);
        if (response.statusCode !== 201) return;
        accepted += 1;
        const sent = body as Body;
        const row = await app.db.selectFrom('users').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ name: text(sent.name), email: text(sent.email) });
        expect(await verifyPassword(sent.password as string, row.password_hash!)).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });

  it('POST /api/login and POST /api/auth/google', async () => {
    await fc.assert(
      fc.asyncProperty(bodiesFor(LoginBodySchema, { email: fc.constant('property-owner@example.org') }), async (body) => {
        expectRefusalContract(await send(new SessionClient(app), 'POST', '/api/login', body), LoginBodySchema, body);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(bodiesFor(GoogleSignInBodySchema), async (body) => {
        expectRefusalContract(await send(new SessionClient(app), 'POST', '/api/auth/google', body), GoogleSignInBodySchema, body);
      }),
      { numRuns: 100 },
    );
  });

  it('POST /api/chat-sessions and PATCH /api/chat-sessions/:id/title', async () => {
    let accepted = 0;
    const client = new SessionClient(app);
    const titles = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(bodiesFor(CreateChatSessionBodySchema), async (body) => {
        const response = await send(client, 'POST', '/api/chat-sessions', body);
        expectRefusalContract(response, CreateChatSessionBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const sent = body as Body;
        const id = sent.sessionId as string;
        // Creating twice returns the conversation as it was first created.
        if (!titles.has(id)) titles.set(id, sent.title === undefined ? 'New Conversation' : text(sent.title));
        const row = await app.db.selectFrom('chat_sessions').select('title').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.title).toBe(titles.get(id));
        expect(response.json().title).toBe(titles.get(id));
      }),
      { numRuns: 150 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
    accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(RenameChatSessionBodySchema), async (body) => {
        const response = await send(owner, 'PATCH', '/api/chat-sessions/owned/title', body);
        expectRefusalContract(response, RenameChatSessionBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const row = await app.db.selectFrom('chat_sessions').select('title').where('id', '=', 'owned').executeTakeFirstOrThrow();
        expect(row.title).toBe(text((body as Body).title));
      }),
      { numRuns: 150 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });

  it('POST /api/messages', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(SendMessageBodySchema, { content: questions, sessionId: fc.uuid(), role: fc.constant('user') }), async (body) => {
        const client = new SessionClient(app);
        const response = await send(client, 'POST', '/api/messages', body);
        expectRefusalContract(response, SendMessageBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const sent = body as Body;
        const [question] = (await client.get(`/api/messages?sessionId=${sent.sessionId as string}`)).json().messages;
        expect(question).toMatchObject({ role: 'user', content: text(sent.content) });
      }),
      { numRuns: 40 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });

  it('POST /api/shared-sessions', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(CreateShareBodySchema, { sessionId: fc.constant('owned') }), async (body) => {
        const response = await send(owner, 'POST', '/api/shared-sessions', body);
        expectRefusalContract(response, CreateShareBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const row = await app.db.selectFrom('shared_sessions').select('session_id').where('share_code', '=', response.json().shareCode).executeTakeFirstOrThrow();
        expect(row.session_id).toBe((body as Body).sessionId);
      }),
      { numRuns: 60 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });

  it('POST /api/feedback and POST /api/contact', async () => {
    let accepted = 0;
    const owned = fc.constant('owned');
    await fc.assert(
      fc.asyncProperty(
        bodiesFor(CreateFeedbackBodySchema, { sessionId: owned, messageId: fc.constant(ownerAnswerId) }),
        async (body) => {
          const response = await send(owner, 'POST', '/api/feedback', body);
          expectRefusalContract(response, CreateFeedbackBodySchema, body);
          if (response.statusCode !== 201) return;
          accepted += 1;
          const sent = body as Body;
          const row = await app.db.selectFrom('feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
          expect(row).toMatchObject({
            type: sent.type,
            message: text(sent.message),
            rating: sent.rating ?? null,
            message_id: sent.messageId ?? null,
            session_id: sent.sessionId ?? null,
          });
        },
      ),
      { numRuns: 150 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
    accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(ContactBodySchema, { email: fc.emailAddress(), sessionId: owned }), async (body) => {
        const response = await send(new SessionClient(app), 'POST', '/api/contact', body);
        expectRefusalContract(response, ContactBodySchema, body);
        if (response.statusCode !== 201) return;
        accepted += 1;
        const sent = body as Body;
        const row = await app.db.selectFrom('feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          type: 'contact',
          name: text(sent.name),
          email: text(sent.email),
          message: text(sent.message),
          session_id: sent.sessionId ?? null,
        });
      }),
      { numRuns: 150 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });

  it('the admin’s PATCH and POST routes', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(UpdateUserStatusBodySchema), async (body) => {
        const response = await send(admin, 'PATCH', `/api/admin/users/${targetUserId}`, body);
        expectRefusalContract(response, UpdateUserStatusBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const row = await app.db.selectFrom('users').select('status').where('id', '=', targetUserId).executeTakeFirstOrThrow();
        expect(row.status).toBe((body as Body).status);
      }),
      { numRuns: 60 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
    accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(UpdateFeedbackBodySchema), async (body) => {
        const response = await send(admin, 'PATCH', `/api/admin/feedback/${feedbackId}`, body);
        expectRefusalContract(response, UpdateFeedbackBodySchema, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const sent = body as Body;
        const row = await app.db.selectFrom('feedback').selectAll().where('id', '=', feedbackId).executeTakeFirstOrThrow();
        expect(row.status).toBe(sent.status);
        if (sent.response !== undefined) expect(row.response).toBe(text(sent.response) || null);
      }),
      { numRuns: 100 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
    accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(MessageLimitSettingsUpdateSchema as unknown as TObject), async (body) => {
        const response = await send(admin, 'POST', '/api/admin/message-limit-settings', body);
        expectRefusalContract(response, MessageLimitSettingsUpdateSchema as unknown as TObject, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        expect(response.json()).toMatchObject(body as Body);
        expect((await admin.get('/api/admin/message-limit-settings')).json()).toEqual(response.json());
      }),
      { numRuns: 100 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
    accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesFor(CacheSettingsUpdateSchema as unknown as TObject), async (body) => {
        const before = (await admin.get('/api/admin/cache-settings')).json();
        const response = await send(admin, 'POST', '/api/admin/cache-settings', body);
        expectRefusalContract(response, CacheSettingsUpdateSchema as unknown as TObject, body);
        if (response.statusCode !== 200) return;
        accepted += 1;
        const sent = body as Body;
        const saved = response.json();
        expect(saved.enabled).toBe(sent.enabled ?? before.enabled);
        // While the cache is off both flags read false; while on, a flag sent is a flag kept.
        for (const flag of ['enabledForEnglish', 'enabledForBangla']) {
          if (!saved.enabled) expect(saved[flag]).toBe(false);
          else if (sent[flag] !== undefined) expect(saved[flag]).toBe(sent[flag]);
        }
        expect((await admin.get('/api/admin/cache-settings')).json()).toEqual(saved);
      }),
      { numRuns: 100 },
    );
    expect(accepted, 'no body was accepted: the property saw only refusals').toBeGreaterThan(0);
  });
});
