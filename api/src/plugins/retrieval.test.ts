import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../env.js';
import { FakeEmbeddingsServer } from '../test/fake-embeddings-server.js';
import { generateTinyEmbeddingModel, tinyModelUnavailableReason } from '../test/tiny-embedding-model.js';
import { openVerseRetriever, type RetrievalStartupLog } from './retrieval.js';

function recordingLog(): RetrievalStartupLog & { lines: Array<{ level: 'info' | 'warn'; message: string; details: object }> } {
  const lines: Array<{ level: 'info' | 'warn'; message: string; details: object }> = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', message, details }),
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
  };
}

const tinyModelMissing = tinyModelUnavailableReason();

describe('openVerseRetriever with a configured embedder', () => {
  let workDir: string;
  let deadUrl: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'open-verse-retriever-'));
    const dead = new FakeEmbeddingsServer();
    deadUrl = await dead.start();
    await dead.stop();
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const config = (env: Env) => loadConfig({ NODE_ENV: 'test', DATA_DIR: join(workDir, 'data'), ...env });

  it('starts without the embedder when its endpoint is down, logs why, and still finds verses', async () => {
    const log = recordingLog();
    const retriever = await openVerseRetriever(config({ EMBEDDINGS_BASE_URL: deadUrl, EMBEDDINGS_MODEL: 'multilingual-e5-small' }), log);
    try {
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(/embedder unavailable/) });
      expect(String((log.lines[0]!.details as { err: Error }).err.message)).toMatch(/cannot connect/);
      expect(retriever.verseCount).toBe(6236);
      const result = await retriever.search('patience', { lang: 'en', k: 10 });
      expect(result.hits.length).toBeGreaterThan(0);
    } finally {
      retriever.close();
    }
  }, 30_000);

  it.skipIf(tinyModelMissing !== null)('loads a local model folder, reports it, and closes it with the retriever', async () => {
    const modelDir = generateTinyEmbeddingModel(workDir, 'tiny-bert').dir;
    const log = recordingLog();
    const retriever = await openVerseRetriever(config({ EMBEDDING_MODEL_DIR: modelDir }), log);
    try {
      expect(log.lines).toEqual([
        { level: 'info', message: 'embedder ready', details: { model: 'tiny-bert', dimensions: expect.any(Number) } },
      ]);
      expect(retriever.verseCount).toBe(6236);
      expect(retriever.getByKey('2:153')?.[0]?.key).toBe('2:153');
      // The index holds no vectors of this model: search runs without it rather than failing.
      const result = await retriever.search('patience', { lang: 'en' });
      expect(result.hits.length).toBeGreaterThan(0);
    } finally {
      retriever.close();
    }
  }, 60_000);
});
