import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { env as transformersEnv, pipeline, type FeatureExtractionPipeline } from '@huggingface/transformers';
import type { Embedder } from '../types.js';
import { EmbeddingError } from './embedding-error.js';
import { type EmbeddingKind, type ResolvedPrefixMode, resolvePrefixMode, withKindPrefix } from './text-prefix.js';
import { l2NormalizeInPlace } from './vector-math.js';

/**
 * ONNX weight variants of a Hugging Face export, in the order they are preferred
 * when the folder holds several, with the file each one loads (`onnx/model<suffix>.onnx`).
 */
const WEIGHT_FILES = {
  fp32: 'model.onnx',
  q8: 'model_quantized.onnx',
  int8: 'model_int8.onnx',
  uint8: 'model_uint8.onnx',
  fp16: 'model_fp16.onnx',
  q4: 'model_q4.onnx',
  q4f16: 'model_q4f16.onnx',
  bnb4: 'model_bnb4.onnx',
} as const;
export type OnnxWeights = keyof typeof WEIGHT_FILES;

export interface TransformersEmbedderOptions {
  /** A local folder laid out like a Hugging Face ONNX export: config.json, tokenizer.json, tokenizer_config.json, onnx/model*.onnx. */
  modelDir: string;
  /** Default: the folder's name, e.g. "multilingual-e5-small". An id containing "e5" gets e5's prefixes. */
  modelId?: string;
  /** Which ONNX weights to load. Default: the first present of fp32, q8, int8, uint8, fp16, q4, q4f16, bnb4. */
  weights?: OnnxWeights;
  /** Texts per forward pass. Default 16. */
  batchSize?: number;
  /** `auto` (default) prefixes texts for e5 models only; see PREFIX_MODES. There is no server here to prefix for us. */
  prefixMode?: 'auto' | 'text' | 'none';
}

export const DEFAULT_TRANSFORMERS_BATCH_SIZE = 16;

/**
 * An embedder that runs a feature-extraction model in-process with
 * Transformers.js (ONNX Runtime for Node): mean pooling over the real tokens,
 * then L2 normalisation — the recipe of the e5 family. Only local files are
 * read; nothing is ever downloaded. Create it with `load`, which runs one probe
 * text so that a broken folder fails at startup and the vector size is known.
 */
export class TransformersEmbedder implements Embedder {
  private constructor(
    private readonly extractor: FeatureExtractionPipeline,
    readonly modelId: string,
    readonly dimensions: number,
    readonly prefixMode: ResolvedPrefixMode,
    readonly weights: OnnxWeights,
    private readonly batchSize: number,
  ) {}

  static async load(options: TransformersEmbedderOptions): Promise<TransformersEmbedder> {
    const modelDir = resolve(options.modelDir);
    const batchSize = options.batchSize ?? DEFAULT_TRANSFORMERS_BATCH_SIZE;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new EmbeddingError(`batchSize must be a positive integer (got ${batchSize})`);
    }
    const { weights, subfolder } = locateWeights(modelDir, options.weights);
    const modelId = options.modelId ?? basename(modelDir);
    const prefixMode = resolvePrefixMode(options.prefixMode ?? 'auto', modelId);

    // Hugging Face is unreachable from our machines and the product must run offline:
    // refuse any download, and keep the library from writing a cache into node_modules.
    transformersEnv.allowRemoteModels = false;
    transformersEnv.allowLocalModels = true;
    transformersEnv.useFSCache = false;

    let extractor: FeatureExtractionPipeline;
    try {
      // An absolute path is not a Hugging Face model id, so the library reads it as a folder as is.
      extractor = await pipeline('feature-extraction', modelDir, {
        local_files_only: true,
        device: 'cpu',
        dtype: weights,
        subfolder,
      });
    } catch (error) {
      throw new EmbeddingError(
        `Cannot load the embedding model in ${modelDir} (${WEIGHT_FILES[weights]}): ${(error as Error).message}`,
        { cause: error },
      );
    }
    try {
      const [probe] = await runExtractor(extractor, modelDir, ['dimension probe']);
      return new TransformersEmbedder(extractor, modelId, probe!.length, prefixMode, weights, batchSize);
    } catch (error) {
      await extractor.dispose();
      throw error;
    }
  }

  async embed(texts: string[], kind: EmbeddingKind): Promise<Float32Array[]> {
    const emptyAt = texts.findIndex((text) => text.trim() === '');
    if (emptyAt !== -1) throw new EmbeddingError(`Cannot embed an empty text (input ${emptyAt})`);
    const inputs = this.prefixMode === 'text' ? texts.map((text) => withKindPrefix(text, kind)) : texts;
    const vectors: Float32Array[] = [];
    for (let start = 0; start < inputs.length; start += this.batchSize) {
      vectors.push(...(await runExtractor(this.extractor, this.modelId, inputs.slice(start, start + this.batchSize))));
    }
    return vectors;
  }

  async close(): Promise<void> {
    await this.extractor.dispose();
  }
}

async function runExtractor(extractor: FeatureExtractionPipeline, label: string, texts: string[]): Promise<Float32Array[]> {
  let output: Awaited<ReturnType<FeatureExtractionPipeline>>;
  try {
    output = await extractor(texts, { pooling: 'mean', normalize: true });
  } catch (error) {
    throw new EmbeddingError(`Embedding model ${label} failed: ${(error as Error).message}`, { cause: error });
  }
  const [rows, dimensions] = output.dims;
  if (output.dims.length !== 2 || rows !== texts.length || !dimensions) {
    throw new EmbeddingError(`Embedding model ${label} returned a tensor of shape [${output.dims.join(', ')}] for ${texts.length} texts`);
  }
  const data = output.data as Float32Array;
  return Array.from({ length: rows }, (_, row) =>
    // A copy out of the batch tensor; unit length is our contract, so it is enforced here, not left to an option.
    l2NormalizeInPlace(data.slice(row * dimensions, (row + 1) * dimensions)),
  );
}

/** Finds the ONNX weights in `onnx/` (the export layout) or at the folder's top, with a message that says what is missing. */
function locateWeights(modelDir: string, wanted: OnnxWeights | undefined): { weights: OnnxWeights; subfolder: string } {
  if (!existsSync(modelDir)) throw new EmbeddingError(`Embedding model folder not found: ${modelDir}`);
  const missing = ['config.json', 'tokenizer.json', 'tokenizer_config.json'].filter((file) => !existsSync(join(modelDir, file)));
  if (missing.length > 0) {
    throw new EmbeddingError(`Embedding model folder ${modelDir} lacks ${missing.join(', ')} (expected a Hugging Face ONNX export)`);
  }
  for (const subfolder of ['onnx', '']) {
    const dir = join(modelDir, subfolder);
    if (!existsSync(dir)) continue;
    const files = new Set(readdirSync(dir));
    const candidates = wanted ? [wanted] : (Object.keys(WEIGHT_FILES) as OnnxWeights[]);
    const weights = candidates.find((candidate) => files.has(WEIGHT_FILES[candidate]));
    if (weights) return { weights, subfolder };
  }
  const expected = wanted ? WEIGHT_FILES[wanted] : 'model.onnx or model_<variant>.onnx';
  throw new EmbeddingError(`Embedding model folder ${modelDir} has no ${expected} in onnx/ or at its top`);
}
