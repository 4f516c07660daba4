import { l2NormalizeInPlace } from '../retrieval/embeddings/vector-math.js';

/** Unit vectors from a seeded linear congruential generator, so a failing test reproduces. */
export function randomUnitVectors(count: number, dims: number, seed: number): Float32Array[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return Array.from({ length: count }, () => l2NormalizeInPlace(Float32Array.from({ length: dims }, random)));
}
