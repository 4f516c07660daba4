import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATIENCE_EN } from './test/ask-question.js';
import { build, listen } from './test/build.js';
import { toChunks } from './test/fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from './test/fake-llm-server.js';
import { openDatabase } from './db/database.js';
import { shutDown } from './shutdown.js';

let llm: FakeLlmServer;
let app: FastifyInstance | null = null;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm.close());
afterEach(async () => {
  // A test that shut its app down leaves nothing to close.
  if (app && !app.lifecycle.draining) await app.close();
  app = null;
});

/** A streamed answer over a real socket: resolves `started` at its first delta, `ended` with everything received. */
function streamAnswer(baseUrl: URL, sessionId: string): { started: Promise<void>; ended: Promise<string> } {
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const ended = new Promise<string>((resolve) => {
    let received = '';
    const request = httpRequest(
      { host: baseUrl.hostname, port: baseUrl.port, path: '/api/messages/stream', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          received += chunk.toString('utf8');
          if (received.includes('event: delta')) markStarted();
        });
        response.on('end', () => resolve(received));
        response.on('error', () => resolve(received));
      },
    );
    request.on('error', () => resolve(received));
    request.end(JSON.stringify({ content: PATIENCE_EN, sessionId, role: 'user' }));
  });
  return { started, ended };
}

/** An app whose model streams an answer of `points` sentences, a few characters every 40 ms. */
async function buildWithSlowModel(points: number, dataDir?: string): Promise<{ app: FastifyInstance; baseUrl: URL }> {
  llm.respondWith((request) => {
    if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
    const first = request.contextVerses[0]!;
    const text = Array.from({ length: points }, (_, i) => `Point ${i + 1} about this verse [[${first.key}]].`).join(' ');
    return { kind: 'text', text, chunks: toChunks(text, 8), chunkDelayMs: 40 };
  });
  const env = { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: FAKE_LLM_MODEL, LLM_TIMEOUT_MS: '20000' };
  // A DATA_DIR of the test's own outlives the app, so the database can be read after shutdown.
  const built = await build(dataDir ? { sqlite: true, env: { ...env, DATA_DIR: dataDir } } : { env });
  return { app: built, baseUrl: new URL(await listen(built)) };
}

describe('shutting down', () => {
  it('reports not ready at once, finishes the answer being streamed, then closes the database', async () => {
    const started = await buildWithSlowModel(12);
    app = started.app;
    const stream = streamAnswer(started.baseUrl, 'draining');
    await stream.started;

    const closed = shutDown(app, { delayMs: 400, graceMs: 20_000 });
    const health = await fetch(new URL('/api/health', started.baseUrl));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'service_unavailable', checks: { database: 'ok' } });

    const body = await stream.ended;
    expect(body).toContain('Point 12 about this verse');
    expect(body).toContain('event: done');
    expect(body).not.toContain('event: error');
    await closed;
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow();
  });

  it('cuts an answer still running after the grace period, and closes all the same', async () => {
    const started = await buildWithSlowModel(60);
    app = started.app;
    const stream = streamAnswer(started.baseUrl, 'stalled');
    await stream.started;

    await shutDown(app, { delayMs: 0, graceMs: 300 });
    const body = await stream.ended;
    expect(body).toContain('Point 1 about this verse');
    expect(body).not.toContain('Point 60 about this verse');
    expect(body).not.toContain('event: done');
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow();
    await expect(fetch(new URL('/api/health', started.baseUrl))).rejects.toThrow();
  });

  it('stores the answer it cut off, as interrupted, before the database closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quran-assistant-shutdown-'));
    try {
      const started = await buildWithSlowModel(60, dataDir);
      app = started.app;
      const databasePath = app.config.database.kind === 'sqlite' ? app.config.database.path : '';
      const stream = streamAnswer(started.baseUrl, 'cut-off');
      await stream.started;

      await shutDown(app, { delayMs: 0, graceMs: 300 });
      const received = await stream.ended;
      expect(received).not.toContain('event: done');

      const db = openDatabase(databasePath);
      try {
        const answers = await db.selectFrom('messages').select(['content', 'status']).where('role', '=', 'assistant').execute();
        expect(answers).toHaveLength(1);
        expect(answers[0]!.status).toBe('interrupted');
        expect(answers[0]!.content).toContain('Point 1 about this verse');
        expect(answers[0]!.content).not.toContain('Point 60 about this verse');
      } finally {
        await db.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
