import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddingError } from './embedding-error.js';
import { createInt8Scorer, int8Dot } from './int8-scorer.js';

/**
 * Verse vectors computed once at build time (`build-vectors`) and shipped in
 * `corpus/vectors/`, so that retrieval can use the e5 model's notion of meaning
 * without running a model: a question embedded at runtime is scored against
 * them, and the precomputed nearest neighbours of each verse let lexical hits
 * pull in related verses when no model runs at all.
 *
 * Using them (the retriever decides how to fuse):
 *
 *   const vectors = loadVerseVectors(DEFAULT_VECTORS_DIR);  // once at startup; throws EmbeddingError when missing or corrupt
 *   // index = mushaf position, 0 … 6,235 = the index's verse id − 1; keyAt(index) / indexOf("2:153") convert.
 *
 *   // 1. No model at query time: semantic neighbours of a lexical hit, best first (no computation, a table read).
 *   vectors.neighboursOf(vectors.indexOf('2:153'), 8);     // [{ index, key: '2:45', score: 0.9… }, …]
 *
 *   // 2. A query embedder of the same model (check sameEmbeddingModel(embedder.modelId, vectors.manifest.modelId);
 *   //    the vectors are e5 "passage" vectors, so embed the question as 'query'):
 *   const [question] = await embedder.embed([text], 'query');
 *   vectors.nearest(question, 100);                         // brute force over all verses, best first
 *   vectors.scoreAll(question, reusableFloat32Array);       // every verse's cosine, for your own fusion
 *
 * Brute force over 6,236 × 384 int8 runs as WebAssembly SIMD (int8-scorer.ts):
 * about 0.2 ms per question; loading takes some tens of ms, most of it the sha256 check.
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

const SECTION_TYPES = {
  vectors: 'int8',
  scales: 'float32',
  neighbourIndices: 'uint16',
  neighbourScores: 'int16',
} as const;
type SectionName = keyof typeof SECTION_TYPES;

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

function dequantise(values: Int8Array, scales: Float32Array, dims: number, index: number): Float32Array {
  const vector = new Float32Array(dims);
  const scale = scales[index]!;
  const base = index * dims;
  for (let j = 0; j < dims; j++) vector[j] = values[base + j]! * scale;
  return vector;
}

/** Keeps the `k` best (index, score) pairs seen so far, best first. */
class TopK {
  readonly indices: Int32Array;
  readonly scores: Float32Array;
  size = 0;

  constructor(readonly k: number) {
    this.indices = new Int32Array(k);
    this.scores = new Float32Array(k);
  }

  get threshold(): number {
    return this.size < this.k ? -Infinity : this.scores[this.k - 1]!;
  }

  offer(index: number, score: number): void {
    if (score <= this.threshold) return;
    let position = Math.min(this.size, this.k - 1);
    while (position > 0 && this.scores[position - 1]! < score) {
      this.scores[position] = this.scores[position - 1]!;
      this.indices[position] = this.indices[position - 1]!;
      position--;
    }
    this.scores[position] = score;
    this.indices[position] = index;
    if (this.size < this.k) this.size++;
  }
}

export interface NeighbourTable {
  perVerse: number;
  indices: Uint16Array;
  scores: Int16Array;
}

/**
 * Exact nearest neighbours of every verse among all others, on the quantised
 * vectors the runtime sees. Quadratic (6,236² dot products, a few seconds):
 * done once at build time so the query path pays nothing.
 */
export function computeNeighbourTable(quantised: QuantisedVectors, dims: number, perVerse: number): NeighbourTable {
  const count = quantised.scales.length;
  if (count > 0xffff) throw new EmbeddingError(`too many vectors for 16-bit neighbour indices: ${count}`);
  const k = Math.min(perVerse, Math.max(count - 1, 0));
  const indices = new Uint16Array(count * k);
  const scores = new Int16Array(count * k);
  const scorer = createInt8Scorer(quantised.values, quantised.scales, dims);
  const similarities = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    scorer.scoreAll(dequantise(quantised.values, quantised.scales, dims, i), similarities);
    const best = new TopK(k);
    for (let other = 0; other < count; other++) if (other !== i) best.offer(other, similarities[other]!);
    for (let n = 0; n < best.size; n++) {
      indices[i * k + n] = best.indices[n]!;
      scores[i * k + n] = Math.round(Math.max(-1, Math.min(1, best.scores[n]!)) * NEIGHBOUR_SCORE_SCALE);
    }
  }
  return { perVerse: k, indices, scores };
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

export interface VerseVectorsInput {
  modelId: string;
  generator: VerseVectorsManifest['generator'];
  /** Unit vectors in mushaf order. */
  vectors: readonly Float32Array[];
  surahVerseCounts: readonly number[];
  embeddedText: VerseVectorsManifest['embeddedText'];
  neighboursPerVerse: number;
}

/**
 * Writes `verses.bin` and `manifest.json` into `dir`. Each file is written
 * under a temporary name and renamed, and the manifest (which carries the
 * binary's sha256) last, so a crash never leaves a pair that loads wrongly.
 */
export function writeVerseVectors(dir: string, input: VerseVectorsInput): VerseVectorsManifest {
  const count = input.vectors.length;
  const expectedCount = input.surahVerseCounts.reduce((sum, verses) => sum + verses, 0);
  if (count !== expectedCount) throw new EmbeddingError(`${count} vectors for ${expectedCount} verses`);
  const dims = input.vectors[0]?.length ?? 0;
  if (dims === 0) throw new EmbeddingError('no vectors to write');

  const quantised = quantiseVectors(input.vectors, dims);
  const neighbours = computeNeighbourTable(quantised, dims, input.neighboursPerVerse);

  const parts: Array<[SectionName, Uint8Array]> = [
    ['vectors', new Uint8Array(quantised.values.buffer, quantised.values.byteOffset, quantised.values.byteLength)],
    ['scales', toLittleEndianBytes(quantised.scales)],
    ['neighbourIndices', toLittleEndianBytes(neighbours.indices)],
    ['neighbourScores', toLittleEndianBytes(neighbours.scores)],
  ];
  const sections = {} as Record<SectionName, BinarySection>;
  let offset = 0;
  for (const [name, bytes] of parts) {
    offset = alignTo(offset, 8);
    sections[name] = { type: SECTION_TYPES[name], offset, bytes: bytes.byteLength };
    offset += bytes.byteLength;
  }
  const binary = new Uint8Array(offset);
  for (const [name, bytes] of parts) binary.set(bytes, sections[name].offset);

  const manifest: VerseVectorsManifest = {
    format: VERSE_VECTORS_FORMAT,
    formatVersion: VERSE_VECTORS_FORMAT_VERSION,
    modelId: input.modelId,
    generator: input.generator,
    dims,
    count,
    kind: 'passage',
    embeddedText: input.embeddedText,
    order: {
      description: 'mushaf order: 1:1, 1:2 … 114:6; surahVerseCounts[s − 1] is the number of verses of surah s',
      surahVerseCounts: [...input.surahVerseCounts],
    },
    quantisation: {
      scheme: 'int8-symmetric-per-vector',
      description:
        'scales[i] = max_j |v[i][j]| / 127; q[i][j] = round(v[i][j] / scales[i]); v[i][j] ≈ scales[i] · q[i][j]. ' +
        'v are L2-normalised, so scales[i] · Σ_j q[i][j] · u[j] is the cosine similarity with a unit vector u.',
    },
    neighbours: {
      perVerse: neighbours.perVerse,
      scoreScale: NEIGHBOUR_SCORE_SCALE,
      description:
        'for each verse, the perVerse most similar other verses (exact search over the int8 vectors), best first; ' +
        'neighbourScores / scoreScale is their cosine similarity',
    },
    file: { name: VERSE_VECTORS_BINARY_FILE, bytes: binary.byteLength, sha256: sha256Hex(binary), sections },
  };

  mkdirSync(dir, { recursive: true });
  writeAtomically(join(dir, VERSE_VECTORS_BINARY_FILE), binary);
  writeAtomically(join(dir, VERSE_VECTORS_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function writeAtomically(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function alignTo(offset: number, alignment: number): number {
  return Math.ceil(offset / alignment) * alignment;
}

const IS_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function toLittleEndianBytes(array: Float32Array | Uint16Array | Int16Array): Uint8Array {
  if (!IS_LITTLE_ENDIAN) throw new EmbeddingError('verse vectors are only supported on little-endian machines');
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

export interface LoadVerseVectorsOptions {
  /** Check the binary against the manifest's sha256 (a few ms). Default true. */
  verifyChecksum?: boolean;
}

/** Loads and checks `manifest.json` + `verses.bin` from `dir`. Throws EmbeddingError naming the problem. */
export function loadVerseVectors(dir: string, options: LoadVerseVectorsOptions = {}): VerseVectors {
  const manifestPath = join(dir, VERSE_VECTORS_MANIFEST_FILE);
  const manifest = parseManifest(manifestPath, readFileOrFail(manifestPath).toString('utf8'));
  const binaryPath = join(dir, manifest.file.name);
  const bytes = readFileOrFail(binaryPath);
  const fail = (problem: string): never => {
    throw new EmbeddingError(`${binaryPath}: ${problem}`);
  };
  if (bytes.byteLength !== manifest.file.bytes) fail(`${bytes.byteLength} bytes, the manifest says ${manifest.file.bytes}`);
  if (options.verifyChecksum !== false && sha256Hex(bytes) !== manifest.file.sha256) {
    fail('sha256 does not match the manifest (a partial or mixed-up copy); rebuild with build-vectors');
  }
  if (!IS_LITTLE_ENDIAN) fail('verse vectors are only supported on little-endian machines');

  const { dims, count } = manifest;
  const perVerse = manifest.neighbours.perVerse;
  // A copy into a fresh, aligned buffer: readFileSync may hand out a slice of a shared pool.
  const buffer = new Uint8Array(bytes).buffer;
  const view = <T>(name: SectionName, make: (buffer: ArrayBuffer, offset: number, length: number) => T, width: number, length: number): T => {
    const section = manifest.file.sections[name];
    if (section.bytes !== length * width || section.offset % width !== 0 || section.offset + section.bytes > bytes.byteLength) {
      fail(`section "${name}" has the wrong size or position`);
    }
    return make(buffer, section.offset, length);
  };
  const vectors = view('vectors', (b, o, l) => new Int8Array(b, o, l), 1, count * dims);
  const scales = view('scales', (b, o, l) => new Float32Array(b, o, l), 4, count);
  const neighbourIndices = view('neighbourIndices', (b, o, l) => new Uint16Array(b, o, l), 2, count * perVerse);
  const neighbourScores = view('neighbourScores', (b, o, l) => new Int16Array(b, o, l), 2, count * perVerse);

  const keys = keyOrder(manifest.order.surahVerseCounts);
  const indexByKey = new Map(keys.map((key, index) => [key, index]));

  const checkQuery = (query: Float32Array): void => {
    if (query.length !== dims) throw new EmbeddingError(`query vector has ${query.length} dimensions, the verse vectors ${dims}`);
  };
  const checkIndex = (index: number): void => {
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`verse index out of range: ${index}`);
  };
  const scorer = createInt8Scorer(vectors, scales, dims);
  const scoreAll = (query: Float32Array, out = new Float32Array(count)): Float32Array => {
    checkQuery(query);
    if (out.length < count) throw new RangeError(`out has room for ${out.length} scores, ${count} needed`);
    return scorer.scoreAll(query, out);
  };

  return {
    manifest,
    dims,
    count,
    vectors,
    scales,
    keyAt(index) {
      checkIndex(index);
      return keys[index]!;
    },
    indexOf: (key) => indexByKey.get(key) ?? -1,
    dot(query, index) {
      checkQuery(query);
      checkIndex(index);
      return int8Dot(vectors, index * dims, query, dims) * scales[index]!;
    },
    scoreAll,
    nearest(query, k) {
      const scores = scoreAll(query);
      const best = new TopK(Math.max(0, Math.min(k, count)));
      for (let i = 0; i < count; i++) best.offer(i, scores[i]!);
      return Array.from({ length: best.size }, (_, n) => ({
        index: best.indices[n]!,
        key: keys[best.indices[n]!]!,
        score: best.scores[n]!,
      }));
    },
    neighboursOf(index, limit = perVerse) {
      checkIndex(index);
      const neighbours: VerseNeighbour[] = [];
      for (let n = 0; n < Math.min(limit, perVerse); n++) {
        const other = neighbourIndices[index * perVerse + n]!;
        neighbours.push({ index: other, key: keys[other]!, score: neighbourScores[index * perVerse + n]! / manifest.neighbours.scoreScale });
      }
      return neighbours;
    },
    vectorAt(index) {
      checkIndex(index);
      return dequantise(vectors, scales, dims, index);
    },
  };
}

function readFileOrFail(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new EmbeddingError(`${path}: ${reason}`, { cause: error });
  }
}

function parseManifest(path: string, text: string): VerseVectorsManifest {
  const fail = (problem: string): never => {
    throw new EmbeddingError(`${path}: ${problem}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`malformed JSON (${(error as Error).message})`);
  }
  const manifest = parsed as Partial<VerseVectorsManifest> | null;
  if (typeof manifest !== 'object' || manifest === null) return fail('expected a JSON object');
  if (manifest.format !== VERSE_VECTORS_FORMAT) fail(`not a verse vectors manifest (format "${String(manifest.format)}")`);
  if (manifest.formatVersion !== VERSE_VECTORS_FORMAT_VERSION) {
    fail(`format version ${String(manifest.formatVersion)} is not supported (expected ${VERSE_VECTORS_FORMAT_VERSION})`);
  }
  const positiveInteger = (value: unknown): boolean => Number.isInteger(value) && (value as number) > 0;
  if (typeof manifest.modelId !== 'string' || manifest.modelId === '') fail('missing modelId');
  if (!positiveInteger(manifest.dims) || !positiveInteger(manifest.count)) fail('dims and count must be positive integers');
  const counts = manifest.order?.surahVerseCounts;
  if (!Array.isArray(counts) || !counts.every(positiveInteger)) fail('order.surahVerseCounts must list positive integers');
  if (counts!.reduce((sum, verses) => sum + verses, 0) !== manifest.count) fail('order.surahVerseCounts does not add up to count');
  if (!Number.isInteger(manifest.neighbours?.perVerse) || manifest.neighbours!.perVerse < 0) fail('missing neighbours.perVerse');
  if (!positiveInteger(manifest.neighbours?.scoreScale)) fail('missing neighbours.scoreScale');
  const file = manifest.file;
  if (!file || typeof file.name !== 'string' || typeof file.sha256 !== 'string' || !Number.isInteger(file.bytes)) {
    fail('missing file name, bytes or sha256');
  }
  if (file!.name.includes('/') || file!.name.includes('\\')) fail('file.name must be a plain file name');
  for (const [name, type] of Object.entries(SECTION_TYPES)) {
    const section = file!.sections?.[name as SectionName];
    if (!section || section.type !== type || !Number.isInteger(section.offset) || !Number.isInteger(section.bytes)) {
      fail(`missing or malformed section "${name}"`);
    }
  }
  return manifest as VerseVectorsManifest;
}
