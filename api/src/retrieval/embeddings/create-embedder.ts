import type { AppConfig } from '../../env.js';
import type { Embedder } from '../types.js';
import { EmbeddingError } from './embedding-error.js';
import { OpenAiCompatibleEmbedder } from './openai-compatible-embedder.js';
import { TransformersEmbedder } from './transformers-embedder.js';

export type EmbedderConfig = Pick<AppConfig, 'embeddings' | 'embeddingModelDir'>;

export interface CreateEmbedderOptions {
  /** Per request to an embeddings endpoint. Questions want a short one; a build can wait. Default: the embedder's (30 s). */
  timeoutMs?: number;
  /** Retries of a failed endpoint request. Default: the embedder's (2). */
  maxRetries?: number;
}

/**
 * The embedder the configuration asks for: the OpenAI-compatible endpoint
 * (EMBEDDINGS_BASE_URL + EMBEDDINGS_MODEL) first, else the local Transformers.js
 * model folder (EMBEDDING_MODEL_DIR); when both are set and the endpoint cannot
 * be reached, the folder is tried. Null when neither is configured: the embedded
 * default, lexical search plus the shipped verse vectors.
 *
 * Throws one EmbeddingError naming every configured embedder that failed; the
 * API catches it and runs without a model (a model makes answers better, it
 * never makes the app work), `ingest` builds the index without vectors.
 */
export async function createEmbedderFromConfig(config: EmbedderConfig, options: CreateEmbedderOptions = {}): Promise<Embedder | null> {
  const attempts: Array<{ label: string; create: () => Promise<Embedder> }> = [];
  const endpoint = config.embeddings;
  if (endpoint) {
    attempts.push({
      label: `EMBEDDINGS_BASE_URL ${endpoint.baseUrl}`,
      create: () =>
        OpenAiCompatibleEmbedder.connect({
          baseUrl: endpoint.baseUrl,
          apiKey: endpoint.apiKey,
          model: endpoint.model,
          timeoutMs: options.timeoutMs,
          maxRetries: options.maxRetries,
        }),
    });
  }
  const modelDir = config.embeddingModelDir;
  if (modelDir) {
    attempts.push({ label: `EMBEDDING_MODEL_DIR ${modelDir}`, create: () => TransformersEmbedder.load({ modelDir }) });
  }
  if (attempts.length === 0) return null;

  const failures: string[] = [];
  for (const attempt of attempts) {
    try {
      return await attempt.create();
    } catch (error) {
      failures.push(`${attempt.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new EmbeddingError(`No configured embedder could be used:\n  - ${failures.join('\n  - ')}`);
}
