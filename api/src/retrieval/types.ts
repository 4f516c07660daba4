/**
 * The contract between the verse index (built by `pnpm ingest`), the retrieval
 * code and its callers (HTTP routes, the answering pipeline, benchmarks).
 * Retrieval never touches HTTP: callers pass plain values and get domain objects.
 */

import type { Lang } from '../contract/limits.js';

export { LANGS, type Lang } from '../contract/limits.js';

export interface Surah {
  number: number;
  nameArabic: string;
  /** e.g. "Al-Baqarah" */
  nameTransliteration: string;
  /** e.g. "The Cow" */
  nameEnglish: string;
  /** Bangla meaning of the name, as given by the source (e.g. "বকনা-বাছুর"): not a name Bangla readers use */
  nameBangla: string;
  /** The name in Bangla script, shown wherever Bangla is (e.g. "আল-বাকারা") */
  nameBanglaScript: string;
  /** Other names in Bangla script in common use ("বনী ইসরাঈল" for Al-Isra); recognised in questions */
  banglaAlsoKnownAs: string[];
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
  /**
   * When false, a question the Quran does not seem to answer still gets its
   * closest verses (marked `weak`) instead of none: an answer always cites a verse.
   * Default true.
   */
  allowEmpty?: boolean;
}

/** A topic of the curated index that the question names. */
export interface MatchedTopic {
  id: string;
  /** Its display name in the question's language. */
  name: string;
  /** Share of the question's subject the name covers (0–1]. */
  coverage: number;
  /** The question is about this topic as a whole (its name covers most of the subject), not only mentions it. */
  direct: boolean;
  /** Its name stands in the question word for word (not only scattered through it). */
  inARow: boolean;
  /** Where the Quran does not name the subject: says so, and which principle the verses state (question's language). */
  note: string | null;
  /** Its names are everyday words: naming it does not by itself make a question religious. */
  everyday: boolean;
  /** The file it comes from: worship, belief, afterlife, prophets, ethics, society, everyday or quran. */
  category: string;
  /** Its verses, the most direct first. */
  verses: string[];
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
  /** Topics of the curated index the question names, best first. */
  topics: MatchedTopic[];
  /**
   * True when the best hits hold almost none of the question's words and no topic
   * matched: the verses are only the closest there are (with `allowEmpty: false`).
   */
  weak: boolean;
  /** The question reproduces most of the words of its best verse: it quotes a verse ("with hardship comes ease"). */
  quotation: boolean;
  /**
   * A story of the topic index (a prophet, a people, an event) that the question
   * describes by two of its motifs, or that two of the three best verses tell: the
   * question describes a Quranic narrative, named or not ("the young men who slept
   * in a cave"). Null when neither.
   */
  story: string | null;
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
