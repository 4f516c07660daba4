import { describe, expect, it } from 'vitest';
import { evidenceOf } from './lexical-search.js';
import { Bm25Index } from './bm25-index.js';

const DOCUMENTS = [
  ['patience', 'prayer'],
  ['patience', 'patience', 'patience'],
  ['mercy', 'forgiveness', 'mercy', 'prayer', 'night', 'day', 'sun', 'moon'],
  ['prayer', 'patient', 'patiently'],
  ['night', 'day'],
];
const CLASSIC = { k1: 1.2, b: 0.75 };
const index = new Bm25Index(DOCUMENTS);
const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id);

describe('Bm25Index', () => {
  it('counts document frequencies and prefers rare terms', () => {
    expect(index.documentFrequency('prayer')).toBe(3);
    expect(index.documentFrequency('unknown')).toBe(0);
    expect(index.idf(1)).toBeGreaterThan(index.idf(3));
    // "mercy" is rarer than "prayer": the verse with both outranks the one with "prayer" alone.
    expect(ids(index.search([{ term: 'mercy', weight: 1 }, { term: 'prayer', weight: 1 }], 10, CLASSIC))[0]).toBe(3);
  });

  it('matches the BM25 formula', () => {
    const [hit] = index.search([{ term: 'mercy', weight: 1 }], 1, CLASSIC);
    const averageLength = DOCUMENTS.flat().length / DOCUMENTS.length;
    const idf = Math.log(1 + (5 - 1 + 0.5) / (1 + 0.5));
    const expected = (idf * 2 * 2.2) / (2 + 1.2 * (1 - 0.75 + (0.75 * 8) / averageLength));
    expect(hit).toEqual({ id: 3, score: expect.closeTo(expected, 10) });
  });

  it('saturates repeated terms and normalises length by b', () => {
    const patience = [{ term: 'patience', weight: 1 }];
    const scores = (b: number) => Object.fromEntries(index.search(patience, 10, { k1: 1.2, b }).map((hit) => [hit.id, hit.score]));
    // Three occurrences beat one, but by far less than three times.
    const classic = scores(0.75);
    expect(classic[2]! / classic[1]!).toBeGreaterThan(1);
    expect(classic[2]! / classic[1]!).toBeLessThan(2);
    // With b = 0 length is ignored: a long and a short document with one occurrence score alike.
    const lengthBlind = index.search([{ term: 'prayer', weight: 1 }], 10, { k1: 1.2, b: 0 });
    expect(new Set(lengthBlind.map((hit) => hit.score.toFixed(12))).size).toBe(1);
    expect(ids(lengthBlind)).toEqual([1, 3, 4]);
  });

  it('weights terms, and counts a term asked twice with the sum of its weights', () => {
    const half = index.search([{ term: 'night', weight: 0.5 }], 10, CLASSIC);
    const full = index.search([{ term: 'night', weight: 1 }], 10, CLASSIC);
    const twice = index.search([{ term: 'night', weight: 0.5 }, { term: 'night', weight: 0.5 }], 10, CLASSIC);
    expect(half[0]!.score * 2).toBeCloseTo(full[0]!.score, 12);
    expect(twice).toEqual(full);
    expect(index.search([{ term: 'night', weight: 0 }], 10, CLASSIC)).toEqual([]);
  });

  it('matches prefixes as one term whose count sums every matching word', () => {
    expect(index.termsWithPrefix('patien')).toEqual(['patience', 'patient', 'patiently']);
    expect(index.termsWithPrefix('zzz')).toEqual([]);
    const hits = index.search([{ term: 'patient', weight: 1, prefix: true }], 10, CLASSIC);
    expect(ids(hits)).toEqual([4]);
    // Document 4 holds two words with the prefix: more than one exact "patient" would give.
    const exact = index.search([{ term: 'patient', weight: 1 }], 10, CLASSIC);
    expect(hits[0]!.score).toBeGreaterThan(exact[0]!.score * 0.99);
  });

  it('returns the best `limit` hits with 1-based ids and leaves no state between searches', () => {
    const first = index.search([{ term: 'day', weight: 1 }], 1, CLASSIC);
    expect(first).toHaveLength(1);
    expect(ids(first)).toEqual([5]);
    expect(index.search([{ term: 'day', weight: 1 }], 10, CLASSIC)).toEqual(index.search([{ term: 'day', weight: 1 }], 10, CLASSIC));
    expect(index.search([{ term: 'unknown', weight: 1 }], 10, CLASSIC)).toEqual([]);
  });

  it('measures how much of a question the best of some documents holds, rarity-weighted (evidenceOf)', () => {
    const word = (...terms: string[]) => ({ index, terms: terms.map((term) => ({ term, weight: 1 })) });
    const question = [word('mercy'), word('prayer')];
    expect(evidenceOf(question, [3])).toBeCloseTo(1, 12);
    const prayerOnly = evidenceOf(question, [1]);
    expect(prayerOnly).toBeGreaterThan(0);
    expect(prayerOnly).toBeLessThan(0.5);
    expect(evidenceOf(question, [1, 3])).toBeCloseTo(1, 12);
    expect(evidenceOf(question, [5])).toBe(0);
    expect(evidenceOf([{ index, terms: [{ term: 'patien', weight: 1, prefix: true }] }], [4])).toBe(1);
    // A word counts as held in any of its forms, with the rarity of its own.
    expect(evidenceOf([word('unknown', 'mercy')], [3])).toBe(1);
    // A word no document holds counts as rarer than any other, so the rest cannot reach half.
    const withUnknown = evidenceOf([word('mercy'), word('unknown')], [3]);
    expect(withUnknown).toBeGreaterThan(0.3);
    expect(withUnknown).toBeLessThan(0.5);
  });
});
