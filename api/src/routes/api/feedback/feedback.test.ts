import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/build.js';
import { labelled, SessionClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

async function storedFeedback(id: string) {
  return app.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST /api/feedback', () => {
  it('stores a bug report from a guest (201) with the guest as its author', async () => {
    const guest = new SessionClient(app);
    const response = await guest.post('/api/feedback', { type: 'bug-report', message: '  The share button does nothing.  ' });
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedFeedback(id)).toMatchObject({
      type: 'bug-report',
      status: 'new',
      message: 'The share button does nothing.',
      user_id: null,
      guest_id: expect.any(String),
      rating: null,
    });
  });

  it('stores the thumbs on an answer; a second thumb by the same person replaces the first', async () => {
    const user = new SessionClient(app);
    const { id: userId } = await user.register({ name: 'Rater', email: 'rater@example.org', password: 'sabr-123' });
    const answer = await user.post('/api/messages', { content: 'What does the Quran say about patience?', sessionId: 'rated', role: 'user' });
    const messageId = answer.json().id as string;

    const up = { type: 'answer-rating', rating: 'positive', messageId, sessionId: 'rated', message: 'Helpful answer' };
    expect((await user.post('/api/feedback', up)).statusCode).toBe(201);
    expect((await user.post('/api/feedback', { ...up, rating: 'negative', message: 'Unhelpful answer' })).statusCode).toBe(201);

    const ratings = await app.db.selectFrom('feedback').selectAll().where('message_id', '=', messageId).execute();
    expect(ratings).toEqual([expect.objectContaining({ rating: 'negative', user_id: userId, session_id: 'rated' })]);
  });

  it('refuses a rating of someone else’s conversation with 404', async () => {
    const owner = new SessionClient(app);
    await owner.post('/api/chat-sessions', { sessionId: 'not-yours' });
    const response = await new SessionClient(app).post('/api/feedback', {
      type: 'answer-rating',
      rating: 'positive',
      messageId: 'm1',
      sessionId: 'not-yours',
      message: 'Helpful answer',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each(labelled([
    [{ type: 'answer-rating', message: 'Helpful', messageId: 'm1' }, /^rating is required/],
    [{ type: 'answer-rating', message: 'Helpful', rating: 'positive' }, /^messageId is required/],
    [{ type: 'complaint', message: 'x' }, /^type must be one of bug-report, feature-request, content-issue, answer-rating, general/],
    [{ type: 'general', message: '' }, /^message must be 1 to 2000 characters/],
    [{ type: 'general', message: '   ' }, /^message must be 1 to 2000 characters/],
    [{ type: 'general', message: 'm'.repeat(2001) }, /^message must be 1 to 2000 characters/],
    [{ type: 'general', message: 'ok', rating: 'great' }, /^rating must be one of positive, negative, neutral/],
    [{ type: 'general', message: 'ok', messageId: 'has space' }, /^messageId must be a message id/],
    [{ type: 'general', message: 'ok', sessionId: 's'.repeat(65) }, /^sessionId must be a UUID/],
    [{ message: 'ok' }, /^type is required/],
  ]))('refuses a body where %s (400)', async (_label, body, message) => {
    const response = await new SessionClient(app).post('/api/feedback', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await new SessionClient(app).post('/api/feedback', { type: 'general', message: 'm'.repeat(2000) })).statusCode).toBe(201);
  });
});

describe('POST /api/contact', () => {
  it('stores the message as a contact feedback item, with the conversation it came from', async () => {
    const response = await new SessionClient(app).post('/api/contact', {
      name: ' Amina ',
      email: 'amina@example.org',
      message: 'Could you add tafsir?',
      sessionId: 'from-chat',
    });
    expect(response.statusCode).toBe(201);
    expect(await storedFeedback(response.json().id)).toMatchObject({
      type: 'contact',
      status: 'new',
      name: 'Amina',
      email: 'amina@example.org',
      message: 'Could you add tafsir?',
      session_id: 'from-chat',
    });
  });

  it.each(labelled([
    [{ email: 'a@example.org', message: 'hi' }, /^name is required/],
    [{ name: 'A', email: 'nope', message: 'hi' }, /^email must be an email address/],
    [{ name: 'A', email: 'a@example.org', message: '' }, /^message must be 1 to 5000 characters/],
    [{ name: 'A', email: 'a@example.org', message: 'm'.repeat(5001) }, /^message must be 1 to 5000 characters/],
    [{ name: 'n'.repeat(101), email: 'a@example.org', message: 'hi' }, /^name must be 1 to 100 characters/],
  ]))('refuses a body where %s (400)', async (_label, body, message) => {
    const response = await new SessionClient(app).post('/api/contact', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(message) });
  });
});

describe('rate limits', () => {
  it('feedback and contact share a budget of 10 a minute per address', async () => {
    const visitor = new SessionClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await visitor.post('/api/feedback', { type: 'general', message: `idea ${i}` })).statusCode);
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await visitor.post('/api/contact', { name: 'A', email: 'a@example.org', message: `hello ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
    expect(statuses[10]).toBe(429);
    const refused = await visitor.post('/api/feedback', { type: 'general', message: 'one more' });
    expect(refused.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    // Another address is unaffected.
    expect((await new SessionClient(app).post('/api/feedback', { type: 'general', message: 'fine' })).statusCode).toBe(201);
  });
});
