/** Keeps the `k` best (index, score) pairs seen so far, best first. */
export class TopK {
  readonly indices: Int32Array;
  readonly scores: Float32Array;
  size = 0;

  constructor(readonly k: number) {
    this.indices = new Int32Array(k);
    this.scores = new Float32Array(k);
  }

  get threshold(): number {
    return this.size < this.k ? -Infinity : this.scores[this.k - 1]!;
  }

  offer(index: number, score: number): void {
    if (score <= this.threshold) return;
    let position = Math.min(this.size, this.k - 1);
    while (position > 0 && this.scores[position - 1]! < score) {
      this.scores[position] = this.scores[position - 1]!;
      this.indices[position] = this.indices[position - 1]!;
      position--;
    }
    this.scores[position] = score;
    this.indices[position] = index;
    if (this.size < this.k) this.size++;
  }
}
