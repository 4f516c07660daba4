import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddingError } from './embedding-error.js';
import { createInt8Scorer } from './int8-scorer.js';
import { TopK } from './top-k.js';
import {
  dequantise,
  IS_LITTLE_ENDIAN,
  NEIGHBOUR_SCORE_SCALE,
  quantiseVectors,
  SECTION_TYPES,
  sha256Hex,
  VERSE_VECTORS_BINARY_FILE,
  VERSE_VECTORS_FORMAT,
  VERSE_VECTORS_FORMAT_VERSION,
  VERSE_VECTORS_MANIFEST_FILE,
  type BinarySection,
  type QuantisedVectors,
  type SectionName,
  type VerseVectorsManifest,
} from './verse-vectors-format.js';

/** Build time only (`build-vectors`): quantises the verse vectors, precomputes their neighbours and writes the two files. */

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

function toLittleEndianBytes(array: Float32Array | Uint16Array | Int16Array): Uint8Array {
  if (!IS_LITTLE_ENDIAN) throw new EmbeddingError('verse vectors are only supported on little-endian machines');
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}
