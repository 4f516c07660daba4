import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseServerSentEvents } from '../messages/server-sent-events.js';
import type { ChatMessageDto } from '../contract/messages.js';
import { build } from '../test/build.js';
import { goodAnswerText, toChunks } from '../test/fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.js';
import { MODEL_CONTEXT_VERSE_COUNT } from './compose-answer.js';
import { ANSWER_MAX_TOKENS, buildAnswerSystemPrompt } from './prompts.js';

// How the pipeline drives the model: what it asks for, and when it stops listening.
let llm: FakeLlmServer;
let app: FastifyInstance | null = null;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm.close());
afterEach(async () => {
  await app?.close();
  app = null;
  llm.requests.length = 0;
});

async function buildWithModel(): Promise<FastifyInstance> {
  return build({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '2000' } });
}

async function askStreamed(target: FastifyInstance, content: string, sessionId: string): Promise<ChatMessageDto> {
  const response = await target.inject({ method: 'POST', url: '/api/messages/stream', payload: { content, sessionId, role: 'user' } });
  const done = parseServerSentEvents(response.body).find((event) => event.event === 'done');
  return (JSON.parse(done!.data) as { message: ChatMessageDto }).message;
}

describe('composing with a model', () => {
  it('shows the model a few verses, best first, with the stable system prompt, a token limit and low temperature', async () => {
    llm.respondWith((request) => ({ kind: 'text', text: request.isTopicClassification ? 'ISLAMIC' : 'Patience brings help.' }));
    app = await buildWithModel();
    await app.inject({ method: 'POST', url: '/api/messages', payload: { content: 'ধৈর্য সম্পর্কে কুরআন কী বলে?', sessionId: 'params', role: 'user' } });
    const request = llm.answerRequests()[0]!;
    expect(request.contextVerses.length).toBeGreaterThan(0);
    expect(request.contextVerses.length).toBeLessThanOrEqual(MODEL_CONTEXT_VERSE_COUNT.bn);
    expect(request.body.messages![0]!.content).toBe(buildAnswerSystemPrompt('bn'));
    expect(request.body.max_tokens).toBe(ANSWER_MAX_TOKENS.bn);
    expect(request.body.temperature).toBeLessThanOrEqual(0.5);
  });

  it('answers from the verses when the model answers a Bangla question in English, and stops it', async () => {
    const english = Array.from({ length: 8 }, (_, i) => `Patience is the key to paradise for every believer, point ${i + 1}.`).join(' ');
    llm.respondWith((request) =>
      request.isTopicClassification ? { kind: 'text', text: 'ISLAMIC' } : { kind: 'text', text: english, chunks: toChunks(english, 8), chunkDelayMs: 20 },
    );
    app = await buildWithModel();
    const message = await askStreamed(app, 'ধৈর্য সম্পর্কে কুরআন কী বলে?', 'drift');
    expect(message.content).not.toContain('Patience is the key');
    expect(message.content).toContain('সরাসরি অনুসন্ধানভিত্তিক উত্তর');
    expect(message.citations.length).toBeGreaterThan(0);
    await expect.poll(() => llm.answerRequests()[0]!.clientClosed, { timeout: 2000 }).toBe(true);
  });

  it('ends an answer the token limit cut off at its last whole sentence', async () => {
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const key = request.contextVerses[0]!.key;
      return { kind: 'text', text: `Patience brings Allah’s help [[${key}]]. Those who endure are promised a reward without`, cutOff: true };
    });
    app = await buildWithModel();
    for (const [url, sessionId] of [['/api/messages/stream', 'cut-stream'], ['/api/messages', 'cut-whole']] as const) {
      const response = await app.inject({ method: 'POST', url, payload: { content: 'What does the Quran say about patience?', sessionId, role: 'user' } });
      const message =
        url === '/api/messages'
          ? (response.json() as ChatMessageDto)
          : (JSON.parse(parseServerSentEvents(response.body).find((event) => event.event === 'done')!.data) as { message: ChatMessageDto }).message;
      expect(message.content).toMatch(/^Patience brings Allah’s help \[\[\d+:\d+\]\]\./u);
      expect(message.content).not.toContain('reward without');
    }
  });

  it('answers from the verses, showing nothing of the model, when it only restates the question, pastes markers or copies a verse', async () => {
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const [first, second] = request.contextVerses;
      const text = `সুদ কি হারাম [[${first!.key}]]। [[${second!.key}]] — ${first!.translation}`;
      return { kind: 'text', text, chunks: toChunks(text, 8) };
    });
    app = await buildWithModel();
    const streamed: string[] = [];
    const response = await app.inject({ method: 'POST', url: '/api/messages/stream', payload: { content: 'সুদ কি হারাম?', sessionId: 'echo', role: 'user' } });
    for (const event of parseServerSentEvents(response.body)) if (event.event === 'delta') streamed.push((JSON.parse(event.data) as { text: string }).text);
    const done = JSON.parse(parseServerSentEvents(response.body).find((event) => event.event === 'done')!.data) as { message: ChatMessageDto };
    expect(done.message.content).toContain('সরাসরি অনুসন্ধানভিত্তিক উত্তর');
    expect(done.message.content).not.toMatch(/^সুদ কি হারাম/u);
    expect(streamed.join('')).toBe(done.message.content);
    expect(done.message.citations.length).toBeGreaterThan(0);
  });

  it('stops a model that loops and keeps the verified answer before the loop', async () => {
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const text = `Patience brings Allah’s help [[${request.contextVerses[0]!.key}]]. ${'and the waiting and the enduring '.repeat(60)}`;
      return { kind: 'text', text, chunks: toChunks(text, 8), chunkDelayMs: 10 };
    });
    app = await buildWithModel();
    const message = await askStreamed(app, 'What does the Quran say about patience?', 'loop');
    expect(message.content).toMatch(/^Patience brings Allah’s help \[\[\d+:\d+\]\]\./u);
    expect(message.content).not.toContain('waiting');
    expect(message.interrupted).toBeUndefined();
    await expect.poll(() => llm.answerRequests()[0]!.clientClosed, { timeout: 2000 }).toBe(true);
  });
});

describe('a model that drips its answer', () => {
  // It never stalls long enough for the gap limit (LLM_TIMEOUT_MS): only the limit on the whole
  // answer (LLM_ANSWER_TIMEOUT_MS) stops it, and only max_tokens bounds how much it may write.

  /** The fake's sentence after its first quotation: reached only seconds into its reply. */
  const LATE_SENTENCE = 'This verse reminds believers to hold to it in every circumstance.';

  it('is cut off at LLM_ANSWER_TIMEOUT_MS: the answer ends with the verses, the stream with its usual events, the model call is aborted', async () => {
    // 12 characters every 400 ms, well within the 1 s gap limit: the whole reply would take over ten seconds.
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const text = goodAnswerText(request);
      return { kind: 'text', text, chunks: toChunks(text, 12), chunkDelayMs: 400 };
    });
    app = await build({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '1000', LLM_ANSWER_TIMEOUT_MS: '3000' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/messages/stream',
      payload: { content: 'What does the Quran say about patience?', sessionId: 'slow', role: 'user' },
    });
    const events = parseServerSentEvents(response.body);
    expect(events[0]!.event).toBe('meta');
    expect(events.slice(-2).map((event) => event.event)).toEqual(['citations', 'done']);
    const { message } = JSON.parse(events.at(-1)!.data) as { message: ChatMessageDto };
    expect(message.interrupted).toBeUndefined();
    expect(message.content).not.toContain(LATE_SENTENCE);
    // What was verified in time is kept and finished with the verses (or, if nothing was, the verses answer alone).
    expect(message.content).toMatch(/The rest of this answer could not be generated|This is a direct retrieval answer/);
    expect(message.citations.length).toBeGreaterThan(0);
    // The model was told to stop: the fake saw its client close the connection.
    await expect.poll(() => llm.answerRequests()[0]?.clientClosed, { timeout: 5_000 }).toBe(true);
  }, 40_000);

  it('asks for at most LLM_MAX_TOKENS on every chat completion call', async () => {
    llm.respondWith((request) => ({ kind: 'text', text: request.isTopicClassification ? 'ISLAMIC' : goodAnswerText(request) }));
    app = await build({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_MAX_TOKENS: '100' } });
    await askStreamed(app, 'What does the Quran say about patience?', 'capped-stream');
    await app.inject({ method: 'POST', url: '/api/messages', payload: { content: 'What does the Quran say about gratitude?', sessionId: 'capped', role: 'user' } });
    const answers = llm.answerRequests();
    expect(answers.map((request) => request.stream)).toEqual([true, false]);
    expect(answers.map((request) => request.body.max_tokens)).toEqual([100, 100]);
    // Topic classifications too, when the pipeline asks for one.
    for (const request of llm.requests) expect(request.body.max_tokens).toBeLessThanOrEqual(100);
  }, 30_000);
});
