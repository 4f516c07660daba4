import { describe, expect, it } from 'vitest';
import { createInt8Scorer, createJavaScriptScorer } from './int8-scorer.js';
import { randomUnitVectors } from '../../test/random-unit-vectors.js';
import { quantiseVectors } from './verse-vectors-format.js';

describe('int8 scorer', () => {
  it.each([8, 64, 384, 512])('runs the WebAssembly SIMD kernel for %i dimensions and agrees with the JavaScript loop', (dims) => {
    const rows = randomUnitVectors(500, dims, dims);
    const { values, scales } = quantiseVectors(rows, dims);
    const simd = createInt8Scorer(values, scales, dims);
    const reference = createJavaScriptScorer(values, scales, dims);
    expect(simd.accelerated).toBe(true);

    for (const query of randomUnitVectors(5, dims, 1000 + dims)) {
      const fast = simd.scoreAll(query, new Float32Array(rows.length));
      const exact = reference.scoreAll(query, new Float32Array(rows.length));
      // The int16 query costs at most ~1e-4 of a unit-vector dot product.
      fast.forEach((score, row) => expect(Math.abs(score - exact[row]!)).toBeLessThan(2e-4));
    }
  });

  it('gives the extreme scores exactly: a row against itself and against its negation', () => {
    const dims = 384;
    const rows = randomUnitVectors(3, dims, 5);
    rows.push(rows[0]!.map((value) => -value));
    const { values, scales } = quantiseVectors(rows, dims);
    const scores = createInt8Scorer(values, scales, dims).scoreAll(rows[0]!, new Float32Array(4));
    expect(scores[0]).toBeCloseTo(1, 2);
    expect(scores[3]).toBeCloseTo(-1, 2);
    expect(Math.abs(scores[1]!)).toBeLessThan(0.3);
  });

  it('falls back to JavaScript when the size is not a multiple of 8, and scores a zero query as 0', () => {
    const rows = randomUnitVectors(10, 13, 3);
    const { values, scales } = quantiseVectors(rows, 13);
    const scorer = createInt8Scorer(values, scales, 13);
    expect(scorer.accelerated).toBe(false);
    expect(scorer.scoreAll(rows[2]!, new Float32Array(10))[2]).toBeCloseTo(1, 2);

    const simdRows = randomUnitVectors(10, 16, 3);
    const simd = createInt8Scorer(quantiseVectors(simdRows, 16).values, quantiseVectors(simdRows, 16).scales, 16);
    expect(Array.from(simd.scoreAll(new Float32Array(16), new Float32Array(10).fill(7)))).toEqual(new Array(10).fill(0));
  });
});
