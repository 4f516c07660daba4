/**
 * The contract between the verse index (built by `pnpm ingest`), the retrieval
 * code and its callers (HTTP routes, the answering pipeline, benchmarks).
 * Retrieval never touches HTTP: callers pass plain values and get domain objects.
 */

export const LANGS = ['en', 'bn', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export interface Surah {
  number: number;
  nameArabic: string;
  /** e.g. "Al-Baqarah" */
  nameTransliteration: string;
  /** e.g. "The Cow" */
  nameEnglish: string;
  /** Bangla meaning of the name, as given by the source */
  nameBangla: string;
  type: 'meccan' | 'medinan';
  verseCount: number;
}

export interface Verse {
  /** "surah:ayah", e.g. "2:255" */
  key: string;
  surah: number;
  ayah: number;
  /** Uthmani Arabic, exactly as in the corpus (NFC) */
  arabic: string;
  transliteration: string;
  /** Saheeh International */
  en: string;
  bn: string;
}

export interface SearchOptions {
  /** Language of the question; detected from the script when absent. */
  lang?: Lang;
  /** How many verses to return, 1–50. Default 10. */
  k?: number;
}

export interface SearchHit {
  verse: Verse;
  /** Higher is better; comparable within one result list only. */
  score: number;
}

export interface SearchResult {
  /** The language the question was analysed as. */
  lang: Lang;
  /** Empty when the question is judged not to be answered by the Quran (no-answer threshold). */
  hits: SearchHit[];
  /** True when the question was a verse reference or a surah name, resolved directly. */
  direct: boolean;
}

export interface VerseRetriever {
  /** Number of verses in the index (6,236). */
  readonly verseCount: number;
  /** Identifies the index build (source checksum + analyser version); used in cache keys. */
  readonly indexVersion: string;
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
  /** "2:255" or "2:255-257"; null when the key is malformed or any verse does not exist. */
  getByKey(key: string): Verse[] | null;
  getVerse(surah: number, ayah: number): Verse | null;
  getSurah(number: number): Surah | null;
  close(): void;
}

/** Turns text into vectors. Implemented over an OpenAI-compatible /v1/embeddings endpoint or Transformers.js. */
export interface Embedder {
  /** Stable id of the model, e.g. "multilingual-e5-small"; vectors of different ids never mix. */
  readonly modelId: string;
  readonly dimensions: number;
  /** L2-normalised vectors, one per input, in order. `kind` selects e5-style "query: " / "passage: " prefixes where the model wants them. */
  embed(texts: string[], kind: 'query' | 'passage'): Promise<Float32Array[]>;
  close?(): Promise<void> | void;
}
