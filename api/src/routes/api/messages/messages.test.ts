import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '../../../contract/messages.js';
import { ask, cookieOf, expectVerifiedAnswer, PATIENCE_BN, PATIENCE_EN } from '../../../test/ask-question.js';
import { build } from '../../../test/build.js';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('POST /api/messages without a model (extractive answers)', () => {
  it('answers the English patience question with real verses, saying it is a direct retrieval answer', async () => {
    app = await build();
    const response = await ask(app, PATIENCE_EN, 'patience-en');
    expect(response.statusCode).toBe(200);
    const message = response.json<ChatMessageDto>();
    expect(message.sessionId).toBe('patience-en');
    expect(message.userId).toBeNull();
    expect(Number.isNaN(Date.parse(message.timestamp))).toBe(false);
    expect(message.content).toContain('direct retrieval answer');
    expectVerifiedAnswer(app, message, 'en');
    // The translations are quoted exactly.
    for (const citation of message.citations) expect(message.content).toContain(citation.translation.trim());
  });

  it('answers the Bangla question in Bangla with Bangla translations', async () => {
    app = await build();
    const response = await ask(app, PATIENCE_BN, 'patience-bn', { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const message = response.json<ChatMessageDto>();
    expect(message.content).toContain('সরাসরি অনুসন্ধানভিত্তিক উত্তর');
    expect(message.content).not.toContain('direct retrieval answer');
    expectVerifiedAnswer(app, message, 'bn');
    expect(message.citations.map((c) => c.key)).toContain('2:153');
    // Surah names in Bangla script, verse numbers in Bangla digits: no Latin name in a Bangla answer.
    expect(message.content).toContain('সূরা আল-বাকারা, ২:১৫৩');
    expect(message.content).not.toMatch(/সূরা [A-Za-z]/);
    const patience = message.citations.find((c) => c.key === '2:153');
    expect(patience).toMatchObject({ surahName: 'Al-Baqarah', surahNameBangla: 'আল-বাকারা' });
  });

  it('refuses the weather in Dhaka with 422 off_topic and stores nothing', async () => {
    app = await build();
    const response = await ask(app, "What's the weather tomorrow in Dhaka?", 'weather');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'off_topic' });
    expect(response.json<{ message: string }>().message).toContain('not related to Islam');
    // Nothing stored: not the question, not its conversation, not a session for the guest.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await app.db.selectFrom('chat_sessions').select('id').where('id', '=', 'weather').executeTakeFirst()).toBeUndefined();
    expect(await app.db.selectFrom('messages').select('id').execute()).toEqual([]);
  });

  it('lets Islamic questions that mention off-topic subjects through', async () => {
    app = await build();
    for (const [index, question] of ['Is crypto halal?', 'What does the Quran say about travel and shortening prayers?'].entries()) {
      const response = await ask(app, question, `trap-${index}`);
      expect(response.statusCode, question).toBe(200);
    }
  });

  it('validates the body and names the field', async () => {
    app = await build();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: '', sessionId: 'a', role: 'user' }, 'content'],
      [{ content: 'x'.repeat(1001), sessionId: 'a', role: 'user' }, 'content'],
      [{ content: '   ', sessionId: 'a', role: 'user' }, 'content'],
      [{ content: PATIENCE_EN, role: 'user' }, 'sessionId'],
      [{ content: PATIENCE_EN, sessionId: 'not a valid id!', role: 'user' }, 'sessionId'],
      [{ content: PATIENCE_EN, sessionId: 'a', role: 'assistant' }, 'role'],
      [{ content: PATIENCE_EN, sessionId: 'a', role: 'user', lang: 'fr' }, 'lang'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/messages', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
      expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
    }
    const longest = await ask(app, `${PATIENCE_EN} ${'a'.repeat(1000 - PATIENCE_EN.length - 1)}`, 'bounds');
    expect(longest.statusCode).toBe(200);
  });

  it("gives 404 for another visitor's conversation, on every messages route", async () => {
    app = await build();
    const first = await ask(app, PATIENCE_EN, 'owned-by-first');
    expect(first.statusCode).toBe(200);
    const owner = cookieOf(first);
    const stranger = await ask(app, 'What is tawhid?', 'owned-by-first');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'not_found' });
    const streamed = await ask(app, 'What is tawhid?', 'owned-by-first', { path: '/api/messages/stream' });
    expect(streamed.statusCode).toBe(404);
    const read = await app.inject({ url: '/api/messages?sessionId=owned-by-first' });
    expect(read.statusCode).toBe(404);
    const own = await app.inject({ url: '/api/messages?sessionId=owned-by-first', headers: { cookie: owner } });
    expect(own.json<{ messages: ChatMessageDto[] }>().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('titles a new conversation after its first question, cut to 47 characters and "..."', async () => {
    app = await build();
    const question = 'What does the Quran say about patience in times of hardship and loss?';
    const first = await ask(app, question, 'titled');
    const cookie = cookieOf(first);
    await ask(app, 'And what about gratitude?', 'titled', { cookie });
    const row = await app.db.selectFrom('chat_sessions').select('title').where('id', '=', 'titled').executeTakeFirstOrThrow();
    expect(row.title).toBe(`${question.slice(0, 47)}...`);
    await ask(app, 'What is zakah?', 'short-title', { cookie });
    const short = await app.db.selectFrom('chat_sessions').select('title').where('id', '=', 'short-title').executeTakeFirstOrThrow();
    expect(short.title).toBe('What is zakah?');
  });

  it('lists both roles oldest first with citations', async () => {
    app = await build();
    const first = await ask(app, PATIENCE_EN, 'history');
    const cookie = cookieOf(first);
    await ask(app, 'What does the Quran say about gratitude?', 'history', { cookie });
    const list = await app.inject({ url: '/api/messages?sessionId=history', headers: { cookie } });
    const { messages } = list.json<{ messages: ChatMessageDto[] }>();
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0]!.content).toBe(PATIENCE_EN);
    expect(messages[0]!.citations).toEqual([]);
    expect(messages[1]).toEqual(first.json());
  });
});
