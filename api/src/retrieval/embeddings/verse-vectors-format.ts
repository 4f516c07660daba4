import { createHash } from 'node:crypto';
import { EmbeddingError } from './embedding-error.js';

/**
 * The format of the verse vectors computed once at build time (`build-vectors`,
 * verse-vectors-writer.ts) and shipped in `corpus/vectors/`, read at startup by
 * verse-vectors-loader.ts.
 *
 * Two files:
 * - `manifest.json`: model, dimensions, verse order, which text was embedded,
 *   quantisation, the sections of the binary file and its sha256;
 * - `verses.bin`: little-endian sections, each aligned for a typed-array view:
 *   `vectors`  int8  [count × dims]  quantised unit vectors, mushaf order;
 *   `scales`   f32   [count]         per-vector scale: v[i][j] ≈ scales[i] · q[i][j];
 *   `neighbourIndices` u16 [count × perVerse] the most similar other verses, best first;
 *   `neighbourScores`  i16 [count × perVerse] their cosine similarity × 32767.
 */

export const VERSE_VECTORS_FORMAT = 'quran-assistant/verse-vectors';
export const VERSE_VECTORS_FORMAT_VERSION = 1;
export const VERSE_VECTORS_MANIFEST_FILE = 'manifest.json';
export const VERSE_VECTORS_BINARY_FILE = 'verses.bin';
export const NEIGHBOUR_SCORE_SCALE = 32_767;

export const SECTION_TYPES = {
  vectors: 'int8',
  scales: 'float32',
  neighbourIndices: 'uint16',
  neighbourScores: 'int16',
} as const;
export type SectionName = keyof typeof SECTION_TYPES;

export interface BinarySection {
  type: (typeof SECTION_TYPES)[SectionName];
  offset: number;
  bytes: number;
}

export interface VerseVectorsManifest {
  format: typeof VERSE_VECTORS_FORMAT;
  formatVersion: typeof VERSE_VECTORS_FORMAT_VERSION;
  /** Canonical model id, e.g. "multilingual-e5-small"; compare with `sameEmbeddingModel`. */
  modelId: string;
  /** How the vectors were produced: the endpoint's model name, the server, the prefix mode. */
  generator: { servedModel: string; server: string; prefixMode: string; builtAt: string };
  dims: number;
  count: number;
  /** Vectors are e5 "passage" vectors: questions must be embedded as "query". */
  kind: 'passage';
  embeddedText: {
    /** The verse fields embedded, e.g. ["en"] or ["en", "arabic-plain"] (see verse-embedding-text.ts). */
    fields: string[];
    /** Each field is embedded on its own; a verse's vector is the unit-length weighted mean of its field vectors. */
    combine: 'weighted-mean-of-field-vectors';
    /** One per field, in the same order. */
    weights: number[];
    description: string;
    /** sha256 of every embedded text, field by field in mushaf order, joined by "\n": detects vectors that no longer match the corpus. */
    sha256: string;
  };
  order: { description: string; surahVerseCounts: number[] };
  quantisation: { scheme: 'int8-symmetric-per-vector'; description: string };
  neighbours: { perVerse: number; scoreScale: number; description: string };
  file: { name: string; bytes: number; sha256: string; sections: Record<SectionName, BinarySection> };
}

export interface VerseNeighbour {
  /** Position in mushaf order, 0 … count − 1. */
  index: number;
  key: string;
  /** Cosine similarity (approximate: int8 vectors). */
  score: number;
}

export interface VerseVectors {
  readonly manifest: VerseVectorsManifest;
  readonly dims: number;
  readonly count: number;
  /** count × dims, row-major, mushaf order. */
  readonly vectors: Int8Array;
  readonly scales: Float32Array;
  /** "2:153" for the verse at `index`. */
  keyAt(index: number): string;
  /** Position of "2:153", or -1. */
  indexOf(key: string): number;
  /** Cosine similarity between a unit query vector and verse `index`. */
  dot(query: Float32Array, index: number): number;
  /** The similarity of every verse to `query`, in mushaf order (into `out` when given). */
  scoreAll(query: Float32Array, out?: Float32Array): Float32Array;
  /** The `k` verses most similar to `query`, best first. */
  nearest(query: Float32Array, k: number): VerseNeighbour[];
  /** The precomputed most similar other verses of verse `index`, best first. */
  neighboursOf(index: number, limit?: number): VerseNeighbour[];
  /** Verse `index` dequantised to a unit-length float vector. */
  vectorAt(index: number): Float32Array;
}

export interface QuantisedVectors {
  values: Int8Array;
  scales: Float32Array;
}

/** Symmetric per-vector int8: each vector keeps its own scale, so no verse loses precision to another. */
export function quantiseVectors(vectors: readonly Float32Array[], dims: number): QuantisedVectors {
  const values = new Int8Array(vectors.length * dims);
  const scales = new Float32Array(vectors.length);
  vectors.forEach((vector, row) => {
    if (vector.length !== dims) throw new EmbeddingError(`vector ${row} has ${vector.length} dimensions, expected ${dims}`);
    let maxAbs = 0;
    for (let j = 0; j < dims; j++) maxAbs = Math.max(maxAbs, Math.abs(vector[j]!));
    const scale = maxAbs === 0 ? 1 : maxAbs / 127;
    scales[row] = scale;
    const base = row * dims;
    for (let j = 0; j < dims; j++) values[base + j] = Math.round(vector[j]! / scale);
  });
  return { values, scales };
}

/** Verse `index` of int8 vectors back to floats. */
export function dequantise(values: Int8Array, scales: Float32Array, dims: number, index: number): Float32Array {
  const vector = new Float32Array(dims);
  const scale = scales[index]!;
  const base = index * dims;
  for (let j = 0; j < dims; j++) vector[j] = values[base + j]! * scale;
  return vector;
}

export function keyOrder(surahVerseCounts: readonly number[]): string[] {
  const keys: string[] = [];
  surahVerseCounts.forEach((verses, surahIndex) => {
    for (let ayah = 1; ayah <= verses; ayah++) keys.push(`${surahIndex + 1}:${ayah}`);
  });
  return keys;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** e5 checkpoints travel under many names: "intfloat/multilingual-e5-small", "multilingual-e5-small-q4", "…:f16". */
export function canonicalModelId(modelId: string): string {
  return modelId
    .trim()
    .toLowerCase()
    .replace(/^.*\//, '')
    .replace(/:[^:]*$/, '')
    .replace(/[-_.](?:q[2-8](?:_[a-z0-9]+)*|int8|uint8|fp16|f16|fp32|f32|quantized|onnx)$/, '');
}

/** True when vectors from the two models may be compared (same checkpoint, possibly quantised differently). */
export function sameEmbeddingModel(a: string, b: string): boolean {
  return canonicalModelId(a) === canonicalModelId(b);
}

export const IS_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
