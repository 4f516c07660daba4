import type { TObject } from '@sinclair/typebox';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { UpdateUserStatusBodySchema } from '../../contract/admin.js';
import { CreateChatSessionBodySchema, RenameChatSessionBodySchema } from '../../contract/chat-sessions.js';
import { ContactBodySchema, CreateFeedbackBodySchema, UpdateFeedbackBodySchema } from '../../contract/feedback.js';
import { SendMessageBodySchema } from '../../contract/messages.js';
import { CacheSettingsUpdateSchema, MessageLimitSettingsUpdateSchema } from '../../contract/settings.js';
import { CreateShareBodySchema } from '../../contract/shares.js';
import { GoogleSignInBodySchema, LoginBodySchema, RegisterBodySchema } from '../../contract/user.js';
import { build } from '../../test/build.js';
import { SessionClient } from '../../test/session-client.js';
import { createUser } from '../../users/users.repository.js';
import { usePropertySeed } from '../../test/property-seed.js';
import { bodiesFor, expectRefusalContract } from '../../test/schema-bodies.js';

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
