/** One ranked list of verse ids (best first) and how much it counts in the fusion. */
export interface Ranking {
  name: string;
  ids: readonly number[];
  weight: number;
}

/** The usual RRF constant: damps the head so one list alone cannot dominate. */
export const RRF_K = 60;

/**
 * Weighted reciprocal rank fusion: score(d) = Σ weight / (k + rank), rank from 1.
 * Returns ids best first with their fused scores.
 */
export function reciprocalRankFusion(rankings: readonly Ranking[], k: number = RRF_K): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings) {
    ranking.ids.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + ranking.weight / (k + index + 1));
    });
  }
  return [...scores.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
