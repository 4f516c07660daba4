import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { markerKeys } from '../../../answer/citation-markers.js';
import { countCachedAnswers } from '../../../answer/answer-cache.repository.js';
import { parseServerSentEvents } from '../../../messages/server-sent-events.js';
import type { ChatMessageDto, Citation } from '../../../contract/messages.js';
import { updateCacheSettings } from '../../../settings/settings.repository.js';
import { ask, cookieOf, expectVerifiedAnswer, PATIENCE_BN, PATIENCE_EN } from '../../../test/ask-question.js';
import { build, listen } from '../../../test/build.js';
import { goodAnswerText, toChunks } from '../../../test/fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.js';

const KURSI = 'What does the Quran say about Ayat al-Kursi, the throne verse?';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A model answer without the line after it that names the related verses it did not cite. */
function withoutRelatedVerses(content: string): string {
  return content.replace(/\n\nSee also:(?: \[\[\d{1,3}:\d{1,3}\]\])+$/u, '');
}

describe('answers with a model (fake OpenAI-compatible server on 127.0.0.1)', () => {
  let llm: FakeLlmServer;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
  });
  afterAll(async () => {
    await llm.close();
  });

  async function buildWithModel(): Promise<FastifyInstance> {
    llm.requests.length = 0;
    llm.respondWith((request) => ({ kind: 'text', text: request.isTopicClassification ? 'ISLAMIC' : goodAnswerText(request) }));
    return build({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '1000' } });
  }

  it('keeps a good answer as the model wrote it, citing what it cited', async () => {
    app = await buildWithModel();
    const response = await ask(app, PATIENCE_EN, 'good');
    const message = response.json<ChatMessageDto>();
    const [request] = llm.answerRequests();
    expect(request!.contextVerses.length).toBeGreaterThan(0);
    expect(withoutRelatedVerses(message.content)).toBe(goodAnswerText(request!));
    // The best retrieved verses the model did not cite are named after its answer.
    const related = message.content.slice(goodAnswerText(request!).length);
    expect(related).toMatch(/^(?:\n\nSee also:(?: \[\[\d{1,3}:\d{1,3}\]\])+)?$/u);
    const contextKeys = request!.contextVerses.map((verse) => verse.key);
    for (const key of markerKeys(related)) expect(contextKeys.slice(0, 4)).toContain(key);
    expectVerifiedAnswer(app, message, 'en');
  });

  it('tells the model to say first that the Quran does not name a subject, and gives it the verses of the principle', async () => {
    app = await buildWithModel();
    const response = await ask(app, 'Is smoking haram?', 'principle');
    expect(response.statusCode).toBe(200);
    const [request] = llm.answerRequests();
    const prompt = request!.body.messages!.at(-1)!.content;
    expect(prompt).toMatch(/Begin the answer by saying this plainly: The Quran does not mention smoking/u);
    expect(request!.contextVerses.map((verse) => verse.key)[0]).toBe('2:195');
  });

  it('removes invented keys with their sentences and replaces a misquote of 2:255 (done-when)', async () => {
    app = await buildWithModel();
    const misquote = 'Allah, there is no god but Him, the Living, the Eternal Sustainer of all the worlds and everything';
    llm.queueAnswers({
      kind: 'text',
      text: [
        `The Throne Verse says: “${misquote}.” [[2:255]]`,
        'Patience is rewarded without measure [[2:300]].',
        'The Quran also says that the dawn brings relief (115:1).',
        'Reciting it brings protection, as scholars explain.',
      ].join(' '),
    });
    const response = await ask(app, KURSI, 'misquote');
    expect(response.statusCode).toBe(200);
    const stored = await app.inject({ url: '/api/messages?sessionId=misquote', headers: { cookie: cookieOf(response) } });
    const answer = stored.json<{ messages: ChatMessageDto[] }>().messages[1]!;
    expect(answer.content).not.toContain('2:300');
    expect(answer.content).not.toContain('115:1');
    expect(answer.content).not.toContain('without measure');
    expect(answer.content).not.toContain(misquote);
    const verse = app.retriever.getVerse(2, 255)!;
    expect(answer.content).toContain(verse.en);
    expect(answer.content).toContain('Reciting it brings protection');
    expect(answer.citations.map((c) => c.key)).toEqual(['2:255']);
    expectVerifiedAnswer(app, answer, 'en');
  });

  it('corrects a misquoted Bangla translation in a Bangla answer', async () => {
    app = await buildWithModel();
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const first = request.contextVerses[0]!;
      return { kind: 'text', text: `আল্লাহ বলেন: “হে মানুষ তোমরা সবসময় হাসিখুশি থাকো এবং চিন্তা করো না” [[${first.key}]]` };
    });
    const response = await ask(app, PATIENCE_BN, 'misquote-bn');
    const message = response.json<ChatMessageDto>();
    expect(message.content).not.toContain('হাসিখুশি');
    expect(message.content).toContain(message.citations[0]!.translation.trim());
    expectVerifiedAnswer(app, message, 'bn');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, 1],
    ['a stalled reply', { kind: 'hang' } as const, 1],
    ['an empty reply', { kind: 'text', text: '' } as const, 1],
  ])('falls back to the verses after %s', async (_name, reply, expectedCalls) => {
    app = await buildWithModel();
    llm.queueAnswers(reply);
    const response = await ask(app, PATIENCE_EN, 'fallback');
    expect(response.statusCode).toBe(200);
    const message = response.json<ChatMessageDto>();
    expect(message.content).toContain('direct retrieval answer');
    expectVerifiedAnswer(app, message, 'en');
    expect(llm.answerRequests()).toHaveLength(expectedCalls);
  });

  it('retries once when the connection fails before any reply', async () => {
    app = await buildWithModel();
    llm.queueAnswers({ kind: 'drop' });
    const response = await ask(app, PATIENCE_EN, 'retry');
    const message = response.json<ChatMessageDto>();
    expect(llm.answerRequests()).toHaveLength(2);
    expect(withoutRelatedVerses(message.content)).toBe(goodAnswerText(llm.answerRequests()[1]!));
  });

  it('waits for a slow reply within the time limit', async () => {
    app = await buildWithModel();
    llm.respondWith((request) =>
      request.isTopicClassification ? { kind: 'text', text: 'ISLAMIC' } : { kind: 'text', text: goodAnswerText(request), firstByteDelayMs: 400 },
    );
    const message = (await ask(app, PATIENCE_EN, 'slow')).json<ChatMessageDto>();
    expect(withoutRelatedVerses(message.content)).toBe(goodAnswerText(llm.answerRequests()[0]!));
  });

  it.each([
    ['stalls', 'stall'],
    ['breaks', 'break'],
  ] as const)('keeps the verified part of a stream that %s and finishes with the verses', async (_name, kind) => {
    app = await buildWithModel();
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const first = request.contextVerses[0]!;
      const opening = `Patience brings help and relief to believers [[${first.key}]].`;
      return { kind, sentChunks: toChunks(`${opening} Allah says: “${first.translation}” [[${first.key}]]. Then the model goes on to expl`) };
    });
    const response = await ask(app, PATIENCE_EN, kind, { path: '/api/messages/stream' });
    const events = parseServerSentEvents(response.body);
    const done = JSON.parse(events.find((event) => event.event === 'done')!.data) as { message: ChatMessageDto };
    expect(done.message.content).toMatch(/^Patience brings help and relief to believers \[\[\d+:\d+\]\]\. Allah says: “/u);
    expect(done.message.content).not.toContain('goes on to expl');
    expect(done.message.content).toContain('could not be generated');
    expectVerifiedAnswer(app, done.message, 'en');
  });

  it('classifies questions the word lists cannot decide with the model', async () => {
    app = await buildWithModel();
    llm.respondWith((request) => ({ kind: 'text', text: request.isTopicClassification ? 'OTHER' : goodAnswerText(request) }));
    const refused = await ask(app, "Why is the sky blue?", 'classified');
    expect(refused.statusCode).toBe(422);
    expect(llm.requests.filter((request) => request.isTopicClassification)).toHaveLength(1);
    // Questions with Islamic terms never wait for the classifier.
    const accepted = await ask(app, PATIENCE_EN, 'classified-2');
    expect(accepted.statusCode).toBe(200);
    expect(llm.requests.filter((request) => request.isTopicClassification)).toHaveLength(1);
  });

  it('answers a repeated question from the knowledge cache, as a new message in the new session', async () => {
    app = await buildWithModel();
    const first = (await ask(app, PATIENCE_EN, 'cache-1')).json<ChatMessageDto>();
    const second = (await ask(app, '  what does the quran say about PATIENCE ', 'cache-2')).json<ChatMessageDto>();
    expect(llm.answerRequests()).toHaveLength(1);
    expect(second.sessionId).toBe('cache-2');
    expect(second.id).not.toBe(first.id);
    expect(second.content).toBe(first.content);
    expect(second.citations).toEqual(first.citations);
    expect(await countCachedAnswers(app.db)).toBe(1);
    // Another language is another question.
    await ask(app, PATIENCE_BN, 'cache-3');
    expect(llm.answerRequests()).toHaveLength(2);
  });

  it('skips the cache when the settings turn it off (globally or for the language)', async () => {
    app = await buildWithModel();
    await updateCacheSettings(app.db, { enabled: false });
    await ask(app, PATIENCE_EN, 'off-1');
    await ask(app, PATIENCE_EN, 'off-2');
    expect(llm.answerRequests()).toHaveLength(2);
    expect(await countCachedAnswers(app.db)).toBe(0);
    await updateCacheSettings(app.db, { enabled: true, enabledForEnglish: false, enabledForBangla: true });
    await ask(app, PATIENCE_EN, 'off-3');
    expect(llm.answerRequests()).toHaveLength(3);
    await ask(app, PATIENCE_BN, 'off-4');
    await ask(app, PATIENCE_BN, 'off-5');
    expect(llm.answerRequests()).toHaveLength(4);
  });

  it('does not cache an answer the model failed to give', async () => {
    app = await buildWithModel();
    llm.queueAnswers({ kind: 'status', status: 503 });
    await ask(app, PATIENCE_EN, 'nocache-1');
    await ask(app, PATIENCE_EN, 'nocache-2');
    expect(llm.answerRequests()).toHaveLength(2);
  });

  it('sends earlier turns with a follow-up question', async () => {
    app = await buildWithModel();
    const first = await ask(app, PATIENCE_EN, 'follow-up');
    await ask(app, 'And what about gratitude?', 'follow-up', { cookie: cookieOf(first) });
    const followUp = llm.answerRequests()[1]!;
    const roles = followUp.body.messages!.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(followUp.body.messages![1]!.content).toBe(PATIENCE_EN);
  });

  it('streams meta, verified deltas, citations and done, which match the stored answer', async () => {
    app = await buildWithModel();
    const response = await ask(app, PATIENCE_EN, 'stream', { path: '/api/messages/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseServerSentEvents(response.body);
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('meta');
    expect(names.slice(-2)).toEqual(['citations', 'done']);
    expect(names.slice(1, -2).every((name) => name === 'delta')).toBe(true);
    expect(names.length).toBeGreaterThan(3);
    const meta = JSON.parse(events[0]!.data) as { userMessageId: string; assistantMessageId: string };
    const text = events
      .filter((event) => event.event === 'delta')
      .map((event) => (JSON.parse(event.data) as { text: string }).text)
      .join('');
    const { citations } = JSON.parse(events.at(-2)!.data) as { citations: Citation[] };
    const { message } = JSON.parse(events.at(-1)!.data) as { message: ChatMessageDto };
    expect(message.id).toBe(meta.assistantMessageId);
    expect(message.content).toBe(text);
    expect(message.citations).toEqual(citations);
    expectVerifiedAnswer(app, message, 'en');
    const stored = await app.inject({ url: '/api/messages?sessionId=stream', headers: { cookie: cookieOf(response) } });
    const messages = stored.json<{ messages: ChatMessageDto[] }>().messages;
    expect(messages.map((m) => m.id)).toEqual([meta.userMessageId, meta.assistantMessageId]);
    expect(messages[1]).toEqual(message);
  });

  it('refuses before the stream with a JSON error', async () => {
    app = await buildWithModel();
    const response = await ask(app, "What's the weather tomorrow in Dhaka?", 'stream-refused', { path: '/api/messages/stream' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'off_topic' });
  });

  it('stops the model when the client disconnects and stores what was generated as interrupted', async () => {
    app = await buildWithModel();
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const first = request.contextVerses[0]!;
      const sentences = Array.from({ length: 40 }, (_, i) => `Point ${i + 1} about this verse [[${first.key}]].`).join(' ');
      return { kind: 'text', text: sentences, chunks: toChunks(sentences, 8), chunkDelayMs: 50 };
    });
    const baseUrl = new URL(await listen(app));
    // A raw HTTP request, so the test controls the socket: destroying it is the client leaving.
    const { cookie, destroy } = await new Promise<{ cookie: string; destroy: () => void }>((resolve, reject) => {
      const request = httpRequest(
        { host: baseUrl.hostname, port: baseUrl.port, path: '/api/messages/stream', method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          const setCookie = response.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
          let received = '';
          response.on('data', (chunk: Buffer) => {
            received += chunk.toString('utf8');
            if (received.includes('event: delta')) resolve({ cookie: setCookie, destroy: () => request.destroy() });
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(JSON.stringify({ content: PATIENCE_EN, sessionId: 'aborted', role: 'user' }));
    });
    destroy();
    const started = Date.now();
    let answer: ChatMessageDto | undefined;
    while (!answer && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const list = await app.inject({ url: '/api/messages?sessionId=aborted', headers: { cookie } });
      answer = list.json<{ messages: ChatMessageDto[] }>().messages.find((m) => m.role === 'assistant');
    }
    expect(answer).toBeDefined();
    expect(answer!.interrupted).toBe(true);
    expect(answer!.content).toContain('Point 1 about this verse');
    expect(answer!.content).not.toContain('Point 40');
    expectVerifiedAnswer(app, answer!, 'en');
    // The model call was aborted: the fake saw its client leave before the reply was complete.
    await expect.poll(() => llm.answerRequests()[0]!.clientClosed, { timeout: 3000 }).toBe(true);
  });
});
