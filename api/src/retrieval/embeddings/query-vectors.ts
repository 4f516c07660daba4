import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder, Verse } from '../types.js';
import { canonicalModelId, type VerseVectors } from './verse-vectors-format.js';
import { combineFieldVectors, isVerseTextField, verseText } from './verse-embedding-text.js';

/**
 * Verse vectors for a configured embedder, so that questions can be searched by
 * meaning. Either the embedder is the model the shipped vectors come from (a few
 * verses embedded now must land where the shipped vectors are), or the vectors
 * are built once, in the background, while the server already answers on lexical
 * search and the shipped vectors, and cached in DATA_DIR for the next start.
 */

/** count × dims float vectors in mushaf order, unit length. */
export interface DenseVerseVectors {
  modelId: string;
  dims: number;
  vectors: Float32Array;
}

export interface VectorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Verses sampled across the mushaf to compare an embedder with the shipped vectors. */
const SAMPLE_POSITIONS = [0.0, 0.33, 0.66, 0.99];
/**
 * The same model on another server or quantisation lands within a few hundredths
 * (the shipped vectors are int8); a different model is nowhere near.
 */
export const SAME_MODEL_MIN_SIMILARITY = 0.95;

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * Embeds a few verses as the shipped vectors were made (the fields and weights
 * of their manifest) and returns the lowest similarity to the shipped ones.
 */
export async function similarityToShippedVectors(embedder: Embedder, shipped: VerseVectors, verses: readonly Verse[]): Promise<number> {
  if (embedder.dimensions !== shipped.dims) return 0;
  const { fields, weights } = shipped.manifest.embeddedText;
  if (!fields.every(isVerseTextField)) return 0;
  let lowest = 1;
  for (const position of SAMPLE_POSITIONS) {
    const index = Math.min(verses.length - 1, Math.floor(position * verses.length));
    const verse = verses[index]!;
    const fieldVectors = await embedder.embed(
      fields.map((field) => verseText(verse, field)),
      'passage',
    );
    lowest = Math.min(lowest, dot(combineFieldVectors(fieldVectors, weights), shipped.vectorAt(index)));
  }
  return lowest;
}

/** The text a verse is embedded from when vectors are built here: its meaning in English, then the Arabic. */
function embeddingText(verse: Verse): string {
  return `${verse.en}\n${verse.arabic}`;
}

/** Identifies what the cached vectors were built from: the model and every embedded text. */
function cacheKey(embedder: Embedder, verses: readonly Verse[]): string {
  const hash = createHash('sha256').update(canonicalModelId(embedder.modelId)).update(String(embedder.dimensions));
  for (const verse of verses) hash.update(embeddingText(verse)).update('\n');
  return hash.digest('hex').slice(0, 16);
}

export interface BuildVectorsOptions {
  embedder: Embedder;
  verses: readonly Verse[];
  /** Where finished vectors are kept between starts (DATA_DIR/verse-vectors). */
  cacheDir: string;
  log: VectorLog;
  /** Stops the build (the server is closing). */
  signal?: AbortSignal;
  /** Verses per request. */
  batchSize?: number;
}

/** Cached vectors for this embedder and these verses, or null. */
export function readCachedVectors(options: Pick<BuildVectorsOptions, 'embedder' | 'verses' | 'cacheDir'>): DenseVerseVectors | null {
  const file = join(options.cacheDir, `${cacheKey(options.embedder, options.verses)}.f32`);
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const expected = options.verses.length * options.embedder.dimensions * 4;
  if (bytes.byteLength !== expected) return null;
  const vectors = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { modelId: options.embedder.modelId, dims: options.embedder.dimensions, vectors };
}

/**
 * Embeds every verse, logging progress about every tenth, and caches the result.
 * Resolves with the vectors, or null when aborted.
 */
export async function buildVerseVectors(options: BuildVectorsOptions): Promise<DenseVerseVectors | null> {
  const { embedder, verses, cacheDir, log, signal } = options;
  const batchSize = options.batchSize ?? 64;
  const dims = embedder.dimensions;
  const vectors = new Float32Array(verses.length * dims);
  const started = Date.now();
  let nextReport = 0.1;
  log.info({ model: embedder.modelId, verses: verses.length }, 'building verse vectors for the configured embedder in the background; searching without them until they are complete');
  for (let start = 0; start < verses.length; start += batchSize) {
    if (signal?.aborted) return null;
    const batch = verses.slice(start, start + batchSize);
    const embedded = await embedder.embed(batch.map(embeddingText), 'passage');
    embedded.forEach((vector, offset) => {
      if (vector.length !== dims) throw new Error(`the embedder returned ${vector.length} dimensions, expected ${dims}`);
      vectors.set(vector, (start + offset) * dims);
    });
    const done = Math.min(verses.length, start + batchSize);
    if (done / verses.length >= nextReport || done === verses.length) {
      const seconds = (Date.now() - started) / 1000;
      const remaining = done === verses.length ? 0 : Math.round((seconds / done) * (verses.length - done));
      log.info({ done, total: verses.length, seconds: Math.round(seconds), remainingSeconds: remaining }, `verse vectors ${Math.floor((done / verses.length) * 100)}% built`);
      nextReport = Math.floor((done / verses.length) * 10 + 1) / 10;
    }
  }
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `${cacheKey(embedder, verses)}.f32`);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    log.warn({ err: error, file }, 'could not cache the verse vectors; they will be built again at the next start');
  }
  return { modelId: embedder.modelId, dims, vectors };
}
