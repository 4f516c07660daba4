interface Entry<T> {
  answer: Promise<T>;
  storedAt: number;
}

export interface SearchResponseCacheOptions {
  /** Answers kept at most; the least recently used go first. */
  maxEntries: number;
  /**
   * How long an answer is kept: the search can improve while the server runs (verse
   * vectors for a configured embedder are built in the background).
   */
  ttlMs: number;
  now?: () => number;
}

/**
 * Verse-search answers by query. A search costs milliseconds of CPU while
 * answering from here costs microseconds, and people search for the same things
 * (patience, prayer, mercy). Requests for the same query at the same moment share
 * one search; a failed search is not kept.
 */
export class SearchResponseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: SearchResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.now();
    const cached = this.entries.get(key);
    // Most recently used last: a Map keeps insertion order.
    if (cached) this.entries.delete(key);
    if (cached && now - cached.storedAt < this.options.ttlMs) {
      this.entries.set(key, cached);
      return cached.answer;
    }
    const entry: Entry<T> = { answer: make(), storedAt: now };
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.answer;
  }

  /** Answers held. */
  get size(): number {
    return this.entries.size;
  }
}
