import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectionsCheckingIntervalMs } from './app.js';
import { parseServerSentEvents } from './messages/server-sent-events.js';
import { build, listen } from './test/build.js';
import { goodAnswerText, toChunks } from './test/fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from './test/fake-llm-server.js';

// A client that sends its request slowly holds a connection: headers and body must
// arrive within HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, as configured. Answers
// are not bound by them: one may stream for longer.

/** Node looks for overdue requests this often at the small limits used here. */
const CHECK_INTERVAL_MS = connectionsCheckingIntervalMs(1_000);
/** Room for a busy machine on top of the limit and the check interval. */
const SLACK_MS = 2_000;

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

interface Drip {
  /** Milliseconds from connecting until the server closed the connection; null when it never did. */
  closedAfterMs: number | null;
  response: string;
}

/** Sends `head`, then one byte of `byte` every 100 ms until the server closes the connection or `giveUpMs` pass. */
function drip(base: string, head: string, byte: string, giveUpMs: number): Promise<Drip> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let response = '';
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs: null, response });
    }, giveUpMs);
    socket.on('connect', () => {
      started = Date.now();
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(byte);
      }, 100);
    });
    socket.on('data', (chunk: Buffer) => (response += chunk.toString('utf8')));
    socket.on('error', () => undefined); // a reset is how some cuts look
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, response });
    });
    socket.on('timeout', () => reject(new Error('socket timeout')));
  });
}

const BODY_HEAD = [
  'POST /api/messages HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 1000',
  '',
  '',
].join('\r\n');
const HEADERS_HEAD = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';

describe('request timeouts over a real socket', () => {
  it('cuts a body dripped byte by byte at REQUEST_TIMEOUT_MS', async () => {
    app = await build({ env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } });
    const { closedAfterMs, response } = await drip(await listen(app), BODY_HEAD, 'x', 12_000);
    expect(closedAfterMs, 'the connection was not cut').not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(1_500 - 50);
    expect(closedAfterMs!).toBeLessThanOrEqual(1_500 + CHECK_INTERVAL_MS + SLACK_MS);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('cuts headers dripped byte by byte at HEADERS_TIMEOUT_MS, well before the request limit', async () => {
    app = await build({ env: { REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '1000' } });
    const { closedAfterMs } = await drip(await listen(app), HEADERS_HEAD, 'a', 12_000);
    expect(closedAfterMs, 'the connection was not cut').not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(1_000 - 50);
    expect(closedAfterMs!).toBeLessThanOrEqual(1_000 + CHECK_INTERVAL_MS + SLACK_MS);
  }, 20_000);

  it('answers a normal request, and a second one on the same connection after it sat idle past both limits', async () => {
    app = await build({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' } });
    const { hostname, port } = new URL(await listen(app));
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const responses = (): number => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    socket.write(request);
    await expect.poll(responses, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000 + CHECK_INTERVAL_MS * 4));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await expect.poll(responses, { timeout: 5_000 }).toBe(2);
    socket.destroy();
  }, 20_000);

  describe('a streamed answer', () => {
    let llm: FakeLlmServer;
    beforeAll(async () => {
      llm = await startFakeLlmServer();
    });
    afterAll(() => llm.close());

    it('streams for longer than REQUEST_TIMEOUT_MS without being cut', async () => {
      // About three seconds of answer, twice the request limit.
      llm.respondWith((request) => {
        if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
        const chunks = toChunks(goodAnswerText(request), 10);
        return { kind: 'text', text: chunks.join(''), chunks, chunkDelayMs: Math.ceil(3_000 / chunks.length) };
      });
      app = await build({
        env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '5000' },
      });
      const base = await listen(app);
      const started = Date.now();
      const response = await fetch(`${base}/api/messages/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'What does the Quran say about patience?', sessionId: 'long-stream', role: 'user' }),
      });
      const events = parseServerSentEvents(await response.text());
      expect(Date.now() - started).toBeGreaterThan(1_500 + CHECK_INTERVAL_MS);
      expect(events.at(-1)?.event).toBe('done');
      // The whole answer, to its last sentence.
      expect(events.at(-1)?.data).toContain('Another verse on the subject says');
    }, 30_000);
  });
});
