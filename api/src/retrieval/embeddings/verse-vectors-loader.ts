import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddingError } from './embedding-error.js';
import { createInt8Scorer, int8Dot } from './int8-scorer.js';
import { TopK } from './top-k.js';
import {
  dequantise,
  IS_LITTLE_ENDIAN,
  keyOrder,
  SECTION_TYPES,
  sha256Hex,
  VERSE_VECTORS_FORMAT,
  VERSE_VECTORS_FORMAT_VERSION,
  VERSE_VECTORS_MANIFEST_FILE,
  type SectionName,
  type VerseNeighbour,
  type VerseVectors,
  type VerseVectorsManifest,
} from './verse-vectors-format.js';

/**
 * The runtime side of the shipped verse vectors: retrieval uses the e5 model's
 * notion of meaning without running a model. A question embedded at runtime is
 * scored against them, and the precomputed nearest neighbours of each verse let
 * lexical hits pull in related verses when no model runs at all.
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
 */

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
