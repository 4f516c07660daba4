/** Scales `vector` to unit length in place and returns it; a zero vector stays zero. */
export function l2NormalizeInPlace(vector: Float32Array): Float32Array {
  let sumOfSquares = 0;
  for (let i = 0; i < vector.length; i++) sumOfSquares += vector[i]! * vector[i]!;
  if (sumOfSquares === 0) return vector;
  const inverseNorm = 1 / Math.sqrt(sumOfSquares);
  for (let i = 0; i < vector.length; i++) vector[i]! *= inverseNorm;
  return vector;
}

export function dotProduct(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`vector lengths differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
