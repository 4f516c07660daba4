/**
 * Okapi BM25 over pre-analysed documents, held in memory. The corpus is small
 * (6,236 verses), so scoring every posting of the query's terms takes well under
 * a millisecond, and unlike FTS5's fixed bm25() it takes per-term weights (for
 * word families) and tunable k1 and b: verses range from two
 * words to a page, and the usual b = 0.75 over-rewards the shortest.
 */

/** A verse id (mushaf position, 1..6236) with its BM25 score (higher is better). */
export interface LexicalHit {
  id: number;
  score: number;
}

export interface WeightedTerm {
  term: string;
  weight: number;
  /** Match every indexed term that starts with `term`, counted as one term (as FTS5's `"term"*`). */
  prefix?: boolean;
}

export interface Bm25Parameters {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation: 0 ignores verse length, 1 divides fully by it. */
  b: number;
}

interface Posting {
  /** Document indexes (0-based), ascending. */
  docs: Uint16Array;
  /** Occurrences in each document. */
  counts: Uint16Array;
}

export class Bm25Index {
  private readonly postings = new Map<string, Posting>();
  /** Every indexed term in code-unit order, for prefix lookups. */
  private readonly sortedTerms: string[];
  private readonly lengths: Float64Array;

  private readonly averageLength: number;
  /** Scratch accumulator, reused by every search (retrieval is synchronous). */
  private readonly scores: Float64Array;
  /** Scratch counts for merging a prefix's postings. */
  private readonly mergeCounts: Uint32Array;
  /** Merged postings of prefixes already looked up, oldest first. */
  private readonly prefixPostings = new Map<string, Posting | undefined>();

  constructor(documents: readonly (readonly string[])[]) {
    if (documents.length > 65_535) throw new Error('Bm25Index holds at most 65,535 documents');
    const lists = new Map<string, { docs: number[]; counts: number[] }>();
    this.lengths = new Float64Array(documents.length);
    documents.forEach((tokens, doc) => {
      this.lengths[doc] = tokens.length;
      for (const token of tokens) {
        let list = lists.get(token);
        if (!list) lists.set(token, (list = { docs: [], counts: [] }));
        if (list.docs[list.docs.length - 1] === doc) list.counts[list.counts.length - 1]! += 1;
        else {
          list.docs.push(doc);
          list.counts.push(1);
        }
      }
    });
    for (const [term, list] of lists) {
      this.postings.set(term, { docs: Uint16Array.from(list.docs), counts: Uint16Array.from(list.counts) });
    }
    this.sortedTerms = [...lists.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = documents.length > 0 ? Math.max(1, total / documents.length) : 1;
    this.scores = new Float64Array(documents.length);
    this.mergeCounts = new Uint32Array(documents.length);
  }

  get documentCount(): number {
    return this.lengths.length;
  }

  /** Documents that contain the term (0 when it is not indexed). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** Inverse document frequency as BM25 uses it (always positive). */
  idf(documentFrequency: number): number {
    const count = this.documentCount;
    return Math.log(1 + (count - documentFrequency + 0.5) / (documentFrequency + 0.5));
  }

  /** Whether document `id` (1-based) holds the term (or, for a prefix term, any term with that prefix). */
  contains(term: WeightedTerm, id: number): boolean {
    const terms = term.prefix ? this.termsWithPrefix(term.term) : [term.term];
    return terms.some((candidate) => {
      const docs = this.postings.get(candidate)?.docs;
      return docs !== undefined && binarySearch(docs, id - 1);
    });
  }

  /** How rare the term is (for a prefix term, all its completions together); terms never indexed get the highest rarity. */
  termIdf(term: WeightedTerm): number {
    const posting = term.prefix ? this.prefixPosting(term.term) : this.postings.get(term.term);
    return this.idf(posting?.docs.length ?? 0);
  }

  /** Indexed terms that start with `prefix`. */
  termsWithPrefix(prefix: string): string[] {
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sortedTerms[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const terms: string[] = [];
    for (let index = low; index < this.sortedTerms.length && this.sortedTerms[index]!.startsWith(prefix); index += 1) {
      terms.push(this.sortedTerms[index]!);
    }
    return terms;
  }

  /** The `limit` best documents for the weighted terms, as 1-based ids, best first. */
  search(terms: readonly WeightedTerm[], limit: number, parameters: Bm25Parameters): LexicalHit[] {
    const { k1, b } = parameters;
    const scores = this.scores;
    const touched: number[] = [];
    for (const { term, weight, prefix } of mergeDuplicates(terms)) {
      const posting = prefix ? this.prefixPosting(term) : this.postings.get(term);
      if (!posting || posting.docs.length === 0 || weight <= 0) continue;
      const idf = this.idf(posting.docs.length) * weight;
      for (let index = 0; index < posting.docs.length; index += 1) {
        const doc = posting.docs[index]!;
        const count = posting.counts[index]!;
        const norm = k1 * (1 - b + (b * this.lengths[doc]!) / this.averageLength);
        if (scores[doc] === 0) touched.push(doc);
        scores[doc]! += (idf * count * (k1 + 1)) / (count + norm);
      }
    }
    const hits = touched.map((doc) => ({ id: doc + 1, score: scores[doc]! }));
    for (const doc of touched) scores[doc] = 0;
    hits.sort((a, b) => b.score - a.score || a.id - b.id);
    return hits.slice(0, limit);
  }

  /**
   * Every term with the prefix merged into one posting: a document's count is the
   * sum of theirs. The index never changes, so merged postings are kept (the most
   * recent few thousand): a short Bangla stem can have hundreds of completions.
   */
  private prefixPosting(prefix: string): Posting | undefined {
    const cached = this.prefixPostings.get(prefix);
    if (cached !== undefined || this.prefixPostings.has(prefix)) return cached;
    const terms = this.termsWithPrefix(prefix);
    let posting: Posting | undefined;
    if (terms.length <= 1) posting = terms.length === 1 ? this.postings.get(terms[0]!) : undefined;
    else {
      const counts = this.mergeCounts;
      const docs: number[] = [];
      for (const term of terms) {
        const part = this.postings.get(term)!;
        part.docs.forEach((doc, index) => {
          if (counts[doc] === 0) docs.push(doc);
          counts[doc]! += part.counts[index]!;
        });
      }
      docs.sort((a, b) => a - b);
      posting = { docs: Uint16Array.from(docs), counts: Uint16Array.from(docs, (doc) => counts[doc]!) };
      for (const doc of docs) counts[doc] = 0;
    }
    if (this.prefixPostings.size >= PREFIX_CACHE_SIZE) this.prefixPostings.delete(this.prefixPostings.keys().next().value!);
    this.prefixPostings.set(prefix, posting);
    return posting;
  }
}

/** Merged prefix postings kept per index. */
const PREFIX_CACHE_SIZE = 4096;

function binarySearch(sorted: Uint16Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = sorted[middle]!;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A term asked for twice counts with the sum of its weights (query term frequency). */
function mergeDuplicates(terms: readonly WeightedTerm[]): WeightedTerm[] {
  const merged = new Map<string, WeightedTerm>();
  for (const term of terms) {
    const key = `${term.prefix ? '*' : ''}${term.term}`;
    const existing = merged.get(key);
    if (existing) existing.weight += term.weight;
    else merged.set(key, { ...term });
  }
  return [...merged.values()];
}
