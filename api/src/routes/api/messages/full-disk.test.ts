import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseServerSentEvents } from '../../../messages/server-sent-events.js';
import type { ChatMessageDto } from '../../../contract/messages.js';
import { buildLogged, listen } from '../../../test/build.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.js';
import { fillDisk } from '../../../test/full-disk.js';
import { SessionClient } from '../../../test/session-client.js';

// A full disk: the client hears 503 storage_unavailable (never an SQLite code), the cause is
// logged, and no question is answered as if it had been stored.

const QUESTION = 'What does the Quran say about patience in hardship?';
const DEBT_QUESTION = 'What does the Quran say about writing down a debt?';
/** Long questions fill the database's pages sooner. */
const longQuestion = (i: number): string => `${QUESTION} ${'Patience, perseverance and steadfastness in trials. '.repeat(17)}(${i})`;

let app: FastifyInstance | null = null;
let logs: string[] = [];
afterEach(async () => {
  await app?.close();
  app = null;
  logs = [];
});

/** A real app on SQLite (its file's disk fills up) whose log lines this file's tests read. */
async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const built = await buildLogged({ env, level: 'error', sqlite: true });
  logs = built.logs;
  return built.app;
}

async function storedMessages(client: SessionClient, sessionId: string): Promise<ChatMessageDto[]> {
  const list = await client.get(`/api/messages?sessionId=${sessionId}`);
  // A conversation whose creation failed does not exist.
  if (list.statusCode === 404) return [];
  expect(list.statusCode).toBe(200);
  return list.json<{ messages: ChatMessageDto[] }>().messages;
}

function expectStorageUnavailable(body: unknown): void {
  expect(body).toEqual({ code: 'storage_unavailable', message: expect.stringMatching(/could not be saved|cannot save/i) });
  expect(JSON.stringify(body)).not.toMatch(/SQLITE|sqlite|database/);
}

describe('a full disk', () => {
  it.each(['/api/messages', '/api/messages/stream'])(
    'on %s: every question is either answered and stored, or refused with 503 storage_unavailable and not answered',
    async (path) => {
      app = await start();
      const client = new SessionClient(app);
      expect((await client.post('/api/messages', { content: QUESTION, sessionId: 'before-full', role: 'user' })).statusCode).toBe(200);
      await fillDisk(app.db);

      let refused = 0;
      for (let i = 1; i <= 15 && refused < 2; i += 1) {
        const sessionId = `full-${i}`;
        const response = await client.post(path, { content: longQuestion(i), sessionId, role: 'user' });
        const stored = await storedMessages(client, sessionId);
        if (response.statusCode === 503) {
          refused += 1;
          expectStorageUnavailable(response.json());
          expect(stored.filter((message) => message.role === 'assistant')).toEqual([]);
          continue;
        }
        expect(response.statusCode).toBe(200);
        if (path === '/api/messages') {
          expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
          expect(stored[1]).toEqual(response.json());
          continue;
        }
        // A stream that began: it ends with the stored answer, or with the storage error and nothing stored as an answer.
        const events = parseServerSentEvents(response.body);
        const last = events.at(-1)!;
        if (last.event === 'done') {
          expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
          continue;
        }
        refused += 1;
        expect(last.event).toBe('error');
        expectStorageUnavailable(JSON.parse(last.data));
        expect(events.some((event) => event.event === 'done')).toBe(false);
        expect(stored.map((message) => message.role)).toEqual(['user']);
      }
      expect(refused).toBeGreaterThan(0);
      // What was stored before stays readable.
      expect((await storedMessages(client, 'before-full')).map((message) => message.role)).toEqual(['user', 'assistant']);
      // The cause is logged for the operator.
      expect(logs.join('\n')).toContain('SQLITE_FULL');
    },
    60_000,
  );

  describe('while a model answer streams', () => {
    let llm: FakeLlmServer;
    beforeAll(async () => {
      llm = await startFakeLlmServer();
    });
    afterAll(() => llm.close());

    it('ends the stream with storage_unavailable, not done, when the answer cannot be stored', async () => {
      // 2:282, the longest verse: its citation alone is longer than a database page, so storing the answer needs new pages.
      llm.respondWith((request) => {
        if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
        return { kind: 'text', text: 'When you contract a debt for a fixed term, write it down [[2:282]].', firstByteDelayMs: 300 };
      });
      app = await start({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '5000' });
      const base = new URL(await listen(app));
      const db = app.db;
      const { body, cookie } = await new Promise<{ body: string; cookie: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: base.hostname, port: base.port, path: '/api/messages/stream', method: 'POST', headers: { 'content-type': 'application/json' } },
          (response) => {
            let text = '';
            let filled = false;
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
              // The question is stored once `meta` is sent; the disk fills before the answer is stored.
              if (!filled && text.includes('event: meta')) {
                filled = true;
                response.pause();
                void fillDisk(db).then(() => response.resume(), reject);
              }
            });
            response.on('end', () => resolve({ body: text, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] ?? '' }));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ content: DEBT_QUESTION, sessionId: 'mid-stream', role: 'user' }));
      });
      expect(llm.answerRequests()[0]!.contextVerses.map((verse) => verse.key)).toContain('2:282');
      const events = parseServerSentEvents(body);
      expect(events[0]!.event).toBe('meta');
      expect(events.map((event) => event.event)).not.toContain('done');
      expect(events.at(-1)!.event).toBe('error');
      expectStorageUnavailable(JSON.parse(events.at(-1)!.data));
      const list = await app.inject({ url: '/api/messages?sessionId=mid-stream', headers: { cookie } });
      expect(list.json<{ messages: ChatMessageDto[] }>().messages.map((message) => message.role)).toEqual(['user']);
      expect(logs.join('\n')).toContain('SQLITE_FULL');
    }, 30_000);
  });
});
