/** Ranking metrics over verse keys, cut at `k` (the benchmark uses 10). */

export function recallAt(ranked: readonly string[], gold: ReadonlySet<string>, k: number): number {
  if (gold.size === 0) return 0;
  return ranked.slice(0, k).filter((key) => gold.has(key)).length / gold.size;
}

export function reciprocalRankAt(ranked: readonly string[], gold: ReadonlySet<string>, k: number): number {
  const index = ranked.slice(0, k).findIndex((key) => gold.has(key));
  return index < 0 ? 0 : 1 / (index + 1);
}

/** Binary-gain nDCG: the ideal ranking puts min(|gold|, k) relevant verses first. */
export function ndcgAt(ranked: readonly string[], gold: ReadonlySet<string>, k: number): number {
  if (gold.size === 0) return 0;
  let dcg = 0;
  ranked.slice(0, k).forEach((key, index) => {
    if (gold.has(key)) dcg += 1 / Math.log2(index + 2);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(gold.size, k); index += 1) ideal += 1 / Math.log2(index + 2);
  return dcg / ideal;
}

/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
