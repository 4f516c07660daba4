import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEmbeddingsServer } from '../../test/fake-embeddings-server.js';
import { generateTinyEmbeddingModel, tinyModelUnavailableReason } from '../../test/tiny-embedding-model.js';
import { createEmbedderFromConfig } from './create-embedder.js';
import { EmbeddingError } from './embedding-error.js';
import { OpenAiCompatibleEmbedder } from './openai-compatible-embedder.js';
import { TransformersEmbedder } from './transformers-embedder.js';

const tinyModelMissing = tinyModelUnavailableReason();

// Model loads and loopback round trips take seconds on a busy CI machine.
describe('createEmbedderFromConfig', { timeout: 30_000 }, () => {
  const server = new FakeEmbeddingsServer();
  let baseUrl: string;
  let deadUrl: string;
  let workDir: string;
  let modelDir: string | null = null;

  beforeAll(async () => {
    baseUrl = await server.start();
    const dead = new FakeEmbeddingsServer();
    deadUrl = await dead.start();
    await dead.stop();
    workDir = mkdtempSync(join(tmpdir(), 'create-embedder-'));
    if (!tinyModelMissing) modelDir = generateTinyEmbeddingModel(workDir, 'tiny-bert').dir;
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('returns null when no embedder is configured (the embedded default)', async () => {
    await expect(createEmbedderFromConfig({ embeddings: null, embeddingModelDir: null })).resolves.toBeNull();
  });

  it('connects to the configured endpoint with its key and model', async () => {
    const embedder = await createEmbedderFromConfig({
      embeddings: { baseUrl, apiKey: 'sk-local', model: 'text-embedding-3-small' },
      embeddingModelDir: null,
    });
    expect(embedder).toBeInstanceOf(OpenAiCompatibleEmbedder);
    expect(embedder!.modelId).toBe('text-embedding-3-small');
    expect(server.requests.at(-1)).toMatchObject({ model: 'text-embedding-3-small', authorization: 'Bearer sk-local' });
  });

  it('throws one EmbeddingError naming an endpoint that is down', async () => {
    const creating = createEmbedderFromConfig(
      { embeddings: { baseUrl: deadUrl, apiKey: '', model: 'm' }, embeddingModelDir: null },
      { maxRetries: 0, timeoutMs: 2_000 },
    );
    await expect(creating).rejects.toThrow(EmbeddingError);
    await expect(creating).rejects.toThrow(new RegExp(`EMBEDDINGS_BASE_URL ${deadUrl}.*cannot connect`));
  });

  it.skipIf(tinyModelMissing !== null)('loads the model folder with Transformers.js', async () => {
    const embedder = await createEmbedderFromConfig({ embeddings: null, embeddingModelDir: modelDir });
    try {
      expect(embedder).toBeInstanceOf(TransformersEmbedder);
      expect(embedder!.modelId).toBe('tiny-bert');
    } finally {
      await embedder?.close?.();
    }
  });

  it.skipIf(tinyModelMissing !== null)('falls back to the model folder when the endpoint is down', async () => {
    const embedder = await createEmbedderFromConfig(
      { embeddings: { baseUrl: deadUrl, apiKey: '', model: 'm' }, embeddingModelDir: modelDir },
      { maxRetries: 0 },
    );
    try {
      expect(embedder).toBeInstanceOf(TransformersEmbedder);
    } finally {
      await embedder?.close?.();
    }
  });

  it('lists every configured embedder that failed', async () => {
    const creating = createEmbedderFromConfig(
      { embeddings: { baseUrl: deadUrl, apiKey: '', model: 'm' }, embeddingModelDir: join(workDir, 'absent') },
      { maxRetries: 0 },
    );
    await expect(creating).rejects.toThrow(/EMBEDDINGS_BASE_URL .*cannot connect[\s\S]*EMBEDDING_MODEL_DIR .*folder not found/);
  });
});
