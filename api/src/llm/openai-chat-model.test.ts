import { afterEach, describe, expect, it } from 'vitest';
import { toChunks } from '../test/fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.js';
import { LlmError } from './chat-model.js';
import { OpenAiChatModel } from './openai-chat-model.js';

let server: FakeLlmServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function modelFor(fake: FakeLlmServer): OpenAiChatModel {
  return new OpenAiChatModel({ baseUrl: fake.baseUrl, model: FAKE_LLM_MODEL, apiKey: '', timeoutMs: 2000, answerTimeoutMs: 10_000, maxTokens: 512 });
}

const MESSAGES = [
  { role: 'system' as const, content: 'You answer questions.' },
  { role: 'user' as const, content: 'Question: What is patience?' },
];

describe('OpenAiChatModel request parameters', () => {
  it('asks a llama.cpp server to keep the prompt cached, on whole and streamed replies', async () => {
    server = await startFakeLlmServer({ ownedBy: 'llamacpp', script: () => ({ kind: 'text', text: 'Patience [[2:153]].' }) });
    const model = modelFor(server);
    await model.complete(MESSAGES, { maxTokens: 320, temperature: 0.3, frequencyPenalty: 0.3 });
    for await (const _chunk of model.stream(MESSAGES, { maxTokens: 320 })) {
      // read it all
    }
    const [whole, streamed] = server.requests;
    expect(whole!.body).toMatchObject({ cache_prompt: true, max_tokens: 320, temperature: 0.3, frequency_penalty: 0.3, stream: false });
    expect(streamed!.body).toMatchObject({ cache_prompt: true, max_tokens: 320, stream: true });
  });

  it('sends no server-specific field to other endpoints, which may refuse unknown ones', async () => {
    server = await startFakeLlmServer({ script: () => ({ kind: 'text', text: 'Patience [[2:153]].' }) });
    await modelFor(server).complete(MESSAGES, { maxTokens: 100 });
    expect(server.requests[0]!.body.cache_prompt).toBeUndefined();
    expect(server.requests[0]!.body.max_tokens).toBe(100);
  });
});

describe('OpenAiChatModel limits', () => {
  it('sends max_tokens on every call, never more than the configured maximum', async () => {
    server = await startFakeLlmServer({ script: () => ({ kind: 'text', text: 'Patience [[2:153]].' }) });
    const model = new OpenAiChatModel({ baseUrl: server.baseUrl, model: FAKE_LLM_MODEL, apiKey: '', timeoutMs: 2000, answerTimeoutMs: 10_000, maxTokens: 100 });
    await model.complete(MESSAGES);
    await model.complete(MESSAGES, { maxTokens: 320 });
    await model.complete(MESSAGES, { maxTokens: 3 });
    for await (const _chunk of model.stream(MESSAGES)) {
      // read it all
    }
    expect(server.requests.map((request) => request.body.max_tokens)).toEqual([100, 100, 3, 100]);
  });

  it('stops a stream that drips past its total time limit though no gap reaches the gap limit, and closes the connection', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `part ${i} `).join('');
    server = await startFakeLlmServer({ script: () => ({ kind: 'text', text, chunks: toChunks(text, 8), chunkDelayMs: 200 }) });
    const model = new OpenAiChatModel({ baseUrl: server.baseUrl, model: FAKE_LLM_MODEL, apiKey: '', timeoutMs: 1000, answerTimeoutMs: 1500, maxTokens: 512 });
    let received = '';
    const reading = (async () => {
      for await (const chunk of model.stream(MESSAGES)) received += chunk;
    })();
    await expect(reading).rejects.toMatchObject({ name: 'LlmError', failure: 'timeout' });
    await expect(reading).rejects.toBeInstanceOf(LlmError);
    expect(received.length).toBeGreaterThan(0);
    expect(received).not.toContain('part 29');
    await expect.poll(() => server!.requests[0]!.clientClosed, { timeout: 3_000 }).toBe(true);
  });
});
