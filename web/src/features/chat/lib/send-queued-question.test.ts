import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueuedQuestion } from '@/lib/local-db';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { sendInBackground, wasStoredByServer } from './send-queued-question';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(async () => {
  await server.close();
});

const question: QueuedQuestion = {
  seq: 1,
  id: 'local-1',
  sessionId: 'conversation-1',
  ownerKey: 'guest',
  content: 'What is sabr?',
  lang: 'en',
  queuedAt: '2026-01-01T10:00:00.000Z',
  state: 'sending',
};

const stored = (content: string, timestamp: string) => ({
  id: `m-${timestamp}`,
  content,
  role: 'user',
  sessionId: 'conversation-1',
  timestamp,
  userId: null,
  citations: [],
});

describe('a queued question on the server', () => {
  it('counts as stored when the conversation holds it, asked after it was queued (allowing for clock skew)', async () => {
    server.on('GET', '/api/messages', { body: { messages: [stored('What is sabr?', '2026-01-01T09:58:00.000Z')] } });
    expect(await wasStoredByServer(question)).toBe(true);
    expect(server.requestsTo('GET', '/api/messages')[0]?.query.get('sessionId')).toBe('conversation-1');
  });

  it('does not count the same words asked long before, another question, or a conversation the server does not know', async () => {
    server.on('GET', '/api/messages', {
      body: { messages: [stored('What is sabr?', '2025-12-31T10:00:00.000Z'), stored('What is shukr?', '2026-01-01T10:01:00.000Z')] },
    });
    expect(await wasStoredByServer(question)).toBe(false);
    server.on('GET', '/api/messages', { status: 404, body: { code: 'not_found', message: 'Chat session not found' } });
    expect(await wasStoredByServer(question)).toBe(false);
  });

  it('sent in the background: a refusal is kept with its code, a dead network means not sent', async () => {
    server.on('POST', '/api/messages/stream', { status: 429, body: { code: 'guest_limit', message: 'Guest message limit reached.', limit: 1 } });
    expect(await sendInBackground(question)).toEqual({ kind: 'failed', code: 'guest_limit' });
    expect(server.requestsTo('POST', '/api/messages/stream')[0]?.body).toMatchObject({ content: 'What is sabr?', sessionId: 'conversation-1', lang: 'en' });
    await server.close();
    expect(await sendInBackground(question)).toEqual({ kind: 'not-sent' });
  });
});
