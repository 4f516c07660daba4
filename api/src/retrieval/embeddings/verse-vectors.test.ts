import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VECTORS_DIR } from '../index-path.js';
import { randomUnitVectors } from '../../test/random-unit-vectors.js';
import { EmbeddingError } from './embedding-error.js';
import { dotProduct, l2NormalizeInPlace } from './vector-math.js';
import { VERSE_VECTORS_BINARY_FILE, VERSE_VECTORS_MANIFEST_FILE, canonicalModelId, sameEmbeddingModel } from './verse-vectors-format.js';
import { loadVerseVectors } from './verse-vectors-loader.js';
import { writeVerseVectors, type VerseVectorsInput } from './verse-vectors-writer.js';

/** Three surahs of 3, 2 and 4 verses: keys 1:1 … 3:4. */
const SURAH_VERSE_COUNTS = [3, 2, 4];
const DIMS = 16;

function input(vectors: Float32Array[]): VerseVectorsInput {
  return {
    modelId: 'multilingual-e5-small',
    generator: { servedModel: 'multilingual-e5-small', server: 'test', prefixMode: 'text', builtAt: '2025-01-01T00:00:00.000Z' },
    vectors,
    surahVerseCounts: SURAH_VERSE_COUNTS,
    embeddedText: { fields: ['en'], combine: 'weighted-mean-of-field-vectors', weights: [1], description: 'en: test', sha256: 'f'.repeat(64) },
    neighboursPerVerse: 3,
  };
}

describe('verse vectors files', () => {
  let dir: string;
  let vectors: Float32Array[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'verse-vectors-'));
    vectors = randomUnitVectors(9, DIMS, 7);
    // 3:1 is a slightly moved copy of 1:2, so each must be the other's nearest neighbour.
    vectors[5] = l2NormalizeInPlace(vectors[1]!.map((value, j) => value + (j === 0 ? 0.05 : 0)));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips: keys in mushaf order, vectors within int8 precision, exact dot products of the stored vectors', () => {
    const written = writeVerseVectors(dir, input(vectors));
    const loaded = loadVerseVectors(dir);
    expect(loaded.manifest).toEqual(written);
    expect(loaded.count).toBe(9);
    expect(loaded.dims).toBe(DIMS);
    expect(Array.from({ length: 9 }, (_, index) => loaded.keyAt(index))).toEqual([
      '1:1', '1:2', '1:3', '2:1', '2:2', '3:1', '3:2', '3:3', '3:4',
    ]);
    expect(loaded.indexOf('2:2')).toBe(4);
    expect(loaded.indexOf('2:3')).toBe(-1);

    vectors.forEach((original, index) => {
      const restored = loaded.vectorAt(index);
      const halfStep = loaded.scales[index]! / 2;
      restored.forEach((value, j) => expect(Math.abs(value - original[j]!)).toBeLessThanOrEqual(halfStep + 1e-7));
      // The largest component is stored as ±127 exactly.
      expect(Math.max(...Array.from(loaded.vectors.subarray(index * DIMS, (index + 1) * DIMS), Math.abs))).toBe(127);
    });

    const query = randomUnitVectors(1, DIMS, 99)[0]!;
    const scores = loaded.scoreAll(query);
    vectors.forEach((original, index) => {
      // Exact on the stored vectors up to the query's int16 rounding (SIMD path), close to the float originals.
      expect(scores[index]).toBeCloseTo(dotProduct(loaded.vectorAt(index), query), 4);
      expect(scores[index]).toBeCloseTo(dotProduct(original, query), 1);
      expect(loaded.dot(query, index)).toBeCloseTo(scores[index]!, 4);
    });
  });

  it('finds the nearest verses of a query and precomputes each verse’s neighbours, best first', () => {
    writeVerseVectors(dir, input(vectors));
    const loaded = loadVerseVectors(dir);

    const nearest = loaded.nearest(vectors[3]!, 4);
    expect(nearest).toHaveLength(4);
    expect(nearest[0]).toMatchObject({ index: 3, key: '2:1' });
    expect(nearest[0]!.score).toBeCloseTo(1, 2);
    const exactOrder = vectors
      .map((vector, index) => ({ index, score: dotProduct(loaded.vectorAt(index), vectors[3]!) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 4)
      .map(({ index }) => index);
    expect(nearest.map(({ index }) => index)).toEqual(exactOrder);

    expect(loaded.neighboursOf(1)[0]).toMatchObject({ index: 5, key: '3:1' });
    expect(loaded.neighboursOf(5)[0]).toMatchObject({ index: 1, key: '1:2' });
    for (let index = 0; index < loaded.count; index++) {
      const neighbours = loaded.neighboursOf(index);
      expect(neighbours).toHaveLength(3);
      expect(neighbours.map((neighbour) => neighbour.index)).not.toContain(index);
      const scores = neighbours.map((neighbour) => neighbour.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const best = Math.max(...vectors.map((_, other) => (other === index ? -Infinity : dotProduct(loaded.vectorAt(other), loaded.vectorAt(index)))));
      // Stored as int16 fractions of 1: a near-copy's similarity of 1.001 (int8 rounding) is kept as 1.
      expect(scores[0]).toBeCloseTo(Math.min(best, 1), 3);
    }
    expect(loaded.neighboursOf(0, 1)).toHaveLength(1);
    expect(() => loaded.neighboursOf(9)).toThrow(RangeError);
  });

  it('refuses a binary file whose sha256 does not match the manifest, unless told not to check', () => {
    writeVerseVectors(dir, input(vectors));
    const binaryPath = join(dir, VERSE_VECTORS_BINARY_FILE);
    const bytes = readFileSync(binaryPath);
    bytes[10] = bytes[10]! ^ 0xff;
    writeFileSync(binaryPath, bytes);
    expect(() => loadVerseVectors(dir)).toThrow(EmbeddingError);
    expect(() => loadVerseVectors(dir)).toThrow(/sha256 does not match the manifest/);
    expect(loadVerseVectors(dir, { verifyChecksum: false }).count).toBe(9);
  });

  it('refuses a truncated binary, a manifest that does not add up, and missing files', () => {
    writeVerseVectors(dir, input(vectors));
    const binaryPath = join(dir, VERSE_VECTORS_BINARY_FILE);
    const manifestPath = join(dir, VERSE_VECTORS_MANIFEST_FILE);
    const manifest = readFileSync(manifestPath, 'utf8');

    writeFileSync(manifestPath, manifest.replace('"count": 9', '"count": 10'));
    expect(() => loadVerseVectors(dir)).toThrow(/surahVerseCounts does not add up to count/);
    writeFileSync(manifestPath, manifest.replace('"formatVersion": 1', '"formatVersion": 2'));
    expect(() => loadVerseVectors(dir)).toThrow(/format version 2 is not supported/);
    writeFileSync(manifestPath, '{ not json');
    expect(() => loadVerseVectors(dir)).toThrow(/malformed JSON/);
    writeFileSync(manifestPath, manifest);

    writeFileSync(binaryPath, readFileSync(binaryPath).subarray(0, 100));
    expect(() => loadVerseVectors(dir)).toThrow(/100 bytes, the manifest says/);
    rmSync(binaryPath);
    expect(() => loadVerseVectors(dir)).toThrow(/verses\.bin: file not found/);
    expect(() => loadVerseVectors(join(dir, 'absent'))).toThrow(/manifest\.json: file not found/);
  });

  it('refuses to write vectors that do not match the verse counts or each other', () => {
    expect(() => writeVerseVectors(dir, input(vectors.slice(0, 8)))).toThrow(/8 vectors for 9 verses/);
    const mixed = [...vectors.slice(0, 8), randomUnitVectors(1, DIMS + 1, 3)[0]!];
    expect(() => writeVerseVectors(dir, input(mixed))).toThrow(/vector 8 has 17 dimensions, expected 16/);
  });

  it('checks the size of query vectors', () => {
    writeVerseVectors(dir, input(vectors));
    expect(() => loadVerseVectors(dir).scoreAll(new Float32Array(DIMS + 1))).toThrow(/17 dimensions, the verse vectors 16/);
  });
});

describe('model ids', () => {
  it('treat the quantised and namespaced names of one checkpoint as the same model', () => {
    expect(canonicalModelId('intfloat/multilingual-e5-small')).toBe('multilingual-e5-small');
    expect(canonicalModelId('multilingual-e5-small-q4')).toBe('multilingual-e5-small');
    expect(canonicalModelId('Multilingual-E5-Small:f16')).toBe('multilingual-e5-small');
    expect(sameEmbeddingModel('multilingual-e5-small-q4', 'intfloat/multilingual-e5-small')).toBe(true);
    expect(sameEmbeddingModel('multilingual-e5-small', 'multilingual-e5-base')).toBe(false);
    expect(sameEmbeddingModel('text-embedding-3-small', 'multilingual-e5-small')).toBe(false);
  });
});

describe('the shipped verse vectors (corpus/vectors)', () => {
  const vectors = loadVerseVectors(DEFAULT_VECTORS_DIR);

  it('are multilingual-e5-small passage vectors of all 6,236 verses, checked against their sha256', () => {
    expect(vectors.manifest).toMatchObject({ modelId: 'multilingual-e5-small', dims: 384, count: 6236, kind: 'passage' });
    expect(vectors.manifest.order.surahVerseCounts).toHaveLength(114);
    expect(vectors.keyAt(0)).toBe('1:1');
    expect(vectors.keyAt(6235)).toBe('114:6');
    expect(vectors.nearest(vectors.vectorAt(vectors.indexOf('2:255')), 1)[0]!.key).toBe('2:255');
  });

  it('list other verses about patience among the neighbours of 2:153', () => {
    const neighbours = vectors.neighboursOf(vectors.indexOf('2:153'), 16).map((neighbour) => neighbour.key);
    // In the shipped build: 8:46 "…and be patient. Indeed, Allah is with the patient", 16:127 "And be patient,
    // [O Muhammad]…", 16:96 "…We will surely give those who were patient their reward…", 40:55 and 30:60 "So be patient…".
    const patienceVerses = ['8:46', '16:127', '39:10', '40:55', '30:60', '16:96', '2:45', '2:155', '3:200', '103:3'];
    expect(neighbours.filter((key) => patienceVerses.includes(key)).length).toBeGreaterThanOrEqual(4);
    expect(neighbours).toContain('8:46');
  });
});
