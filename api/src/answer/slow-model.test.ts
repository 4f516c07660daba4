import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseServerSentEvents } from '../messages/server-sent-events.js';
import type { ChatMessageDto } from '../schemas/messages.js';
import { build } from '../test/build.js';
import { FAKE_LLM_MODEL, goodAnswerText, startFakeLlmServer, toChunks, type FakeLlmServer } from '../test/fake-llm-server.js';

// A model that drips a token now and then never stalls long enough for the gap limit
// (LLM_TIMEOUT_MS): only a limit on the whole answer (LLM_ANSWER_TIMEOUT_MS) stops it, and
// only max_tokens bounds how much it may write.

const QUESTION = 'What does the Quran say about patience?';
/** The fake's sentence after its first quotation: reached only seconds into its reply. */
const LATE_SENTENCE = 'This verse reminds believers to hold to it in every circumstance.';

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

async function askStreamed(target: FastifyInstance): Promise<{ names: string[]; message: ChatMessageDto }> {
  const response = await target.inject({ method: 'POST', url: '/api/messages/stream', payload: { content: QUESTION, sessionId: 'slow', role: 'user' } });
  expect(response.statusCode).toBe(200);
  const events = parseServerSentEvents(response.body);
  const done = events.find((event) => event.event === 'done');
  expect(done, response.body.slice(-300)).toBeDefined();
  return { names: events.map((event) => event.event), message: (JSON.parse(done!.data) as { message: ChatMessageDto }).message };
}

describe('a model that drips its answer', () => {
  it('is cut off at LLM_ANSWER_TIMEOUT_MS: the answer ends with the verses, the stream with its usual events, the model call is aborted', async () => {
    // 12 characters every 400 ms, well within the 1 s gap limit: the whole reply would take over ten seconds.
    llm.respondWith((request) => {
      if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
      const text = goodAnswerText(request);
      return { kind: 'text', text, chunks: toChunks(text, 12), chunkDelayMs: 400 };
    });
    app = await build({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '1000', LLM_ANSWER_TIMEOUT_MS: '3000' } });
    const { names, message } = await askStreamed(app);
    expect(names[0]).toBe('meta');
    expect(names.slice(-2)).toEqual(['citations', 'done']);
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
    await askStreamed(app);
    await app.inject({ method: 'POST', url: '/api/messages', payload: { content: 'What does the Quran say about gratitude?', sessionId: 'whole', role: 'user' } });
    const answers = llm.answerRequests();
    expect(answers.map((request) => request.stream)).toEqual([true, false]);
    expect(answers.map((request) => request.body.max_tokens)).toEqual([100, 100]);
    // Topic classifications too, when the pipeline asks for one.
    for (const request of llm.requests) expect(request.body.max_tokens).toBeLessThanOrEqual(100);
  }, 30_000);
});
