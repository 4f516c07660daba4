import { describe, expect, it } from 'vitest';
import { ndcgAt, percentile, recallAt, reciprocalRankAt } from './retrieval-metrics.js';

describe('retrieval metrics', () => {
  const gold = new Set(['2:153', '2:45', '3:200']);

  it('recall counts gold verses in the top k', () => {
    expect(recallAt(['2:153', '1:1', '3:200'], gold, 10)).toBeCloseTo(2 / 3);
    expect(recallAt(['1:1', '2:153'], gold, 1)).toBe(0);
    expect(recallAt(['2:153'], new Set(), 10)).toBe(0);
  });

  it('reciprocal rank uses the first gold verse within k', () => {
    expect(reciprocalRankAt(['1:1', '2:45'], gold, 10)).toBe(0.5);
    expect(reciprocalRankAt(['1:1', '2:45'], gold, 1)).toBe(0);
  });

  it('nDCG is 1 for an ideal ranking and lower when gold verses come late', () => {
    expect(ndcgAt(['2:153', '2:45', '3:200'], gold, 10)).toBeCloseTo(1);
    const late = ndcgAt(['1:1', '1:2', '2:153'], gold, 10);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(0.5);
  });

  it('percentile takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
  });
});
