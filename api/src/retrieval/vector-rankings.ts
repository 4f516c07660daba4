import type { Ranking } from './fusion.js';
import type { DenseVerseVectors } from './embeddings/query-vectors.js';
import type { VerseVectors } from './embeddings/verse-vectors-format.js';
import type { RetrievalTuning } from './retrieval-tuning.js';

/** The ranked lists that compare vectors: the question's embedding, and the neighbours and centroid of the best hits. */

type FusedHit = { id: number; score: number };

/** The vectors questions are compared with: the shipped ones, or float vectors from the index or a build. */
export type QueryVectors = { source: 'shipped'; shipped: VerseVectors } | { source: 'index' | 'built'; dense: DenseVerseVectors };

/** Every verse by its similarity to the question's embedding. */
export function denseRanking(queryVectors: QueryVectors, queryVector: Float32Array, tuning: RetrievalTuning): Ranking {
  const ids =
    queryVectors.source === 'shipped'
      ? queryVectors.shipped.nearest(queryVector, tuning.depth).map((neighbour) => neighbour.index + 1)
      : nearestDense(queryVectors.dense, queryVector, tuning.depth);
  return { name: 'dense', ids, weight: tuning.denseWeight };
}

function nearestDense({ vectors, dims }: DenseVerseVectors, queryVector: Float32Array, count: number): number[] {
  const verseCount = vectors.length / dims;
  const scores = new Float32Array(verseCount);
  for (let verse = 0; verse < verseCount; verse += 1) {
    let dot = 0;
    const offset = verse * dims;
    for (let d = 0; d < dims; d += 1) dot += vectors[offset + d]! * queryVector[d]!;
    scores[verse] = dot;
  }
  return topIds(scores, count);
}

/**
 * Verses semantically close to the best hits, from the neighbour table
 * computed at build time: no model runs at query time. A neighbour earns its
 * seed's fused score times their similarity, summed over seeds.
 */
export function neighbourRanking(vectors: VerseVectors, fused: readonly FusedHit[], tuning: RetrievalTuning): Ranking {
  const scores = new Map<number, number>();
  for (const { id, score } of fused.slice(0, tuning.neighbourSeeds)) {
    for (const neighbour of vectors.neighboursOf(id - 1, tuning.neighboursPerSeed)) {
      const neighbourId = neighbour.index + 1;
      scores.set(neighbourId, (scores.get(neighbourId) ?? 0) + score * neighbour.score);
    }
  }
  const ids = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  return { name: 'neighbours', ids, weight: tuning.neighbourWeight };
}

/**
 * Pseudo-relevance feedback in the shipped vector space: the score-weighted mean
 * of the best hits' vectors stands for what they have in common (the question's
 * subject), and every verse is ranked by its similarity to it. No model runs.
 */
export function feedbackRanking(vectors: VerseVectors, fused: readonly FusedHit[], tuning: RetrievalTuning): Ranking {
  const centroid = new Float32Array(vectors.dims);
  for (const { id, score } of fused.slice(0, tuning.feedbackSeeds)) {
    const vector = vectors.vectorAt(id - 1);
    for (let d = 0; d < centroid.length; d += 1) centroid[d]! += score * vector[d]!;
  }
  const ids = vectors.nearest(centroid, tuning.depth).map((neighbour) => neighbour.index + 1);
  return { name: 'feedback', ids, weight: tuning.feedbackWeight };
}

/** Ids (1-based) of the `count` highest scores, best first. */
function topIds(scores: Float32Array, count: number): number[] {
  const order = Array.from({ length: scores.length }, (_, index) => index);
  order.sort((a, b) => scores[b]! - scores[a]!);
  return order.slice(0, count).map((index) => index + 1);
}
