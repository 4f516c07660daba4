import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseServerSentEvents } from '../messages/server-sent-events.js';
import type { ChatMessageDto } from '../schemas/messages.js';
import { build } from '../test/build.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, toChunks, type FakeLlmServer } from '../test/fake-llm-server.js';
import { MODEL_CONTEXT_VERSE_COUNT } from './answer-pipeline.js';
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
