import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/build.js';
import { labelled, SessionClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ADMIN_EMAIL = 'feedback-admin@example.org';

let app: FastifyInstance;
let admin: SessionClient;

beforeAll(async () => {
  app = await build({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = new SessionClient(app);
  await admin.registerAdmin({ name: 'Feedback Admin', email: ADMIN_EMAIL, password: 'sabr-123' });
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
    [{ type: 'general', message: 'Great', rating: 'positive' }, /^rating is only for answer-rating feedback/],
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

describe('answer ratings are only for the rater’s own answers', () => {
  const rating = (messageId: string, sessionId?: string) => ({
    type: 'answer-rating',
    rating: 'positive',
    messageId,
    ...(sessionId ? { sessionId } : {}),
    message: 'Helpful answer',
  });

  /** A client with one answered question in a conversation of its own. */
  async function answered(client: SessionClient, sessionId: string): Promise<{ questionId: string; answerId: string }> {
    const answer = await client.post('/api/messages', { content: 'What does the Quran say about patience?', sessionId, role: 'user' });
    expect(answer.statusCode).toBe(200);
    const [question, reply] = (await client.get(`/api/messages?sessionId=${sessionId}`)).json().messages as Array<{ id: string }>;
    return { questionId: question!.id, answerId: reply!.id };
  }

  async function expectNotFound(client: SessionClient, body: unknown): Promise<void> {
    const response = await client.post('/api/feedback', body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  }

  let owner: SessionClient;
  let ownersAnswer: { questionId: string; answerId: string };
  let guest: SessionClient;
  let guestsAnswer: { questionId: string; answerId: string };

  beforeAll(async () => {
    owner = new SessionClient(app);
    await owner.register({ name: 'Answer Owner', email: 'answer-owner@example.org', password: 'sabr-123' });
    ownersAnswer = await answered(owner, 'owners-answer');
    guest = new SessionClient(app);
    guestsAnswer = await answered(guest, 'guests-answer');
  });

  it('refuses another user’s answer with 404, with or without its conversation', async () => {
    const other = new SessionClient(app);
    await other.register({ name: 'Other Rater', email: 'other-rater@example.org', password: 'sabr-123' });
    await expectNotFound(other, rating(ownersAnswer.answerId));
    await expectNotFound(other, rating(ownersAnswer.answerId, 'owners-answer'));
  });

  it('refuses a made-up message id with 404', async () => {
    await expectNotFound(owner, rating('made-up-answer'));
    await expectNotFound(new SessionClient(app), rating('made-up-answer'));
  });

  it('refuses a guest rating a user’s answer, and a user rating a guest’s answer', async () => {
    await expectNotFound(new SessionClient(app), rating(ownersAnswer.answerId));
    await expectNotFound(owner, rating(guestsAnswer.answerId));
  });

  it('refuses an answer named with another conversation, and a question instead of an answer', async () => {
    await owner.post('/api/chat-sessions', { sessionId: 'owners-other-chat' });
    await expectNotFound(owner, rating(ownersAnswer.answerId, 'owners-other-chat'));
    await expectNotFound(owner, rating(ownersAnswer.questionId, 'owners-answer'));
  });

  it('refuses someone else’s message named in other feedback too', async () => {
    await expectNotFound(new SessionClient(app), { type: 'content-issue', message: 'Wrong verse', messageId: ownersAnswer.answerId });
  });

  it('accepts each one’s own answer, the guest’s in its own guest conversation', async () => {
    expect((await owner.post('/api/feedback', rating(ownersAnswer.answerId, 'owners-answer'))).statusCode).toBe(201);
    expect((await guest.post('/api/feedback', rating(guestsAnswer.answerId))).statusCode).toBe(201);
  });

  it('refused ratings count nowhere in the admin figures', async () => {
    const before = (await admin.get('/api/admin/stats')).json();
    const stranger = new SessionClient(app);
    await stranger.post('/api/feedback', { ...rating(ownersAnswer.answerId), rating: 'negative' });
    await stranger.post('/api/feedback', { ...rating('made-up-answer'), rating: 'negative' });
    await owner.post('/api/feedback', { ...rating(guestsAnswer.answerId), rating: 'negative' });
    await stranger.post('/api/feedback', { type: 'general', message: 'Bad', rating: 'negative' });
    const after = (await admin.get('/api/admin/stats')).json();
    expect(after).toMatchObject({ feedbackCount: before.feedbackCount, positiveRating: before.positiveRating });
    const stored = await app.db
      .selectFrom('feedback')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('rating', '=', 'negative'), eb('message_id', 'in', [ownersAnswer.answerId, guestsAnswer.answerId, 'made-up-answer'])]),
          eb.and([eb('type', '!=', 'answer-rating'), eb('rating', 'is not', null)]),
        ]),
      )
      .execute();
    expect(stored).toEqual([]);
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
