import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { analyzeArabic, arabicContentWords } from './arabic-analyzer.js';
import { analyzeBangla } from './bangla-analyzer.js';
import { createCrossLingualLexicon, type CrossLingualLexicon } from './cross-lingual-lexicon.js';
import { detectLanguage } from './detect-language.js';
import { analyzeEnglish } from './english-analyzer.js';
import { EnglishConflation } from './english-conflation.js';
import { reciprocalRankFusion, type Ranking } from './fusion.js';
import { DEFAULT_INDEX_PATH } from './index-path.js';
import {
  arabicSearchTerms,
  banglaSearchTerms,
  evidenceOf,
  LexicalSearch,
  transliterationSearchTerms,
  type LexicalHit,
  type QuestionWord,
  type WeightedTerm,
} from './lexical-search.js';
import { porterStem } from './porter-stemmer.js';
import { analyzeQuestion } from './question-shape.js';
import { TopicMatcher, type TopicMatch } from './topic-matcher.js';
import { topicRankings, toMatchedTopic } from './topic-ranking.js';
import type { Topic } from './topic-source.js';
import { withCorpusSpellings } from './transliteration-variants.js';
import { queryTransliterationTerms } from './transliteration.js';
import { SurahNameIndex } from './surah-names.js';
import type { DenseVerseVectors } from './embeddings/query-vectors.js';
import { loadVerseVectors, sameEmbeddingModel, type VerseVectors } from './embeddings/verse-vectors.js';
import { parseVerseKey, resolveDirectReference, type DirectReference } from './verse-references.js';
import type { Embedder, Lang, SearchHit, SearchOptions, SearchResult, Surah, Verse, VerseRetriever } from './types.js';

export interface RetrievalTuning {
  /** Candidates taken from each ranked list before fusion. */
  depth: number;
  /** A Bangla or Arabic question also searches the English translation through the lexicon. */
  crossLingual: boolean;
  /** Weight of the cross-lingual list relative to the native one. */
  crossLingualWeight: number;
  /** Weight of the Arabic list an English question searches through the lexicon. */
  englishToArabicWeight: number;
  /** Weight of the dense (embedder) list, when an embedder is given. */
  denseWeight: number;
  /** Share of a neighbouring verse's score a verse inherits (passages answer together). 0 disables. */
  neighbourShare: number;
  /** Weight of the neighbour-smoothed list in the fusion. */
  passageWeight: number;
  /** BM25 weight of exact Arabic wording relative to stems. */
  arabicSurfaceWeight: number;
  /**
   * Questions whose lexical evidence (see `evidence`: the rarity-weighted share of
   * the question's words that the best of the top hits holds) is below this come
   * back empty. 0 disables.
   */
  noAnswerThreshold: number;
  /** Top fused hits whose precomputed semantic neighbours (shipped verse vectors) join the ranking. 0 disables. */
  neighbourSeeds: number;
  /** Neighbours taken from each seed. */
  neighboursPerSeed: number;
  /** Weight of the semantic-neighbour list in the fusion. */
  neighbourWeight: number;
  /** Reciprocal rank fusion constant: lower trusts each list's head more. */
  rrfK: number;
  /** BM25 term-frequency saturation. */
  bm25K1: number;
  /** BM25 length normalisation (0 ignores verse length). */
  bm25B: number;
  /** Weight of the other members of an English word's family, relative to the word itself. */
  familyWeight: number;
  /** English query words also search the other stems of their derivational family. */
  englishFamilies: boolean;
  /** Weight of the list for Latin-letter words the translation lacks, searched in the verses' transliteration. 0 disables. */
  transliterationWeight: number;
  /** Verses on each side that form a verse's context document. 0 disables the context list. */
  contextWindow: number;
  /** Weight of the context list (BM25 over context documents in the question's language). */
  contextWeight: number;
  /** Top fused hits whose shipped vectors are averaged into a feedback query (pseudo-relevance feedback). 0 disables. */
  feedbackSeeds: number;
  /** Weight of the feedback list in the fusion. */
  feedbackWeight: number;
  /** Weight of the curated topic list in the fusion. 0 disables the topic index. */
  topicWeight: number;
  /**
   * When the best matched topic's name covers at least this share of the question's
   * subject, its first `topicPinCount` verses lead the result in the topic's order:
   * the answer's first verse is then the one the topic index names most direct.
   */
  topicPinCoverage: number;
  topicPinCount: number;
  /** Search the question's subject (its frame removed: "Is X haram?" → X) rather than all its words. */
  searchSubject: boolean;
}

export const DEFAULT_TUNING: RetrievalTuning = {
  depth: 100,
  crossLingual: true,
  crossLingualWeight: 0.5,
  englishToArabicWeight: 0.6,
  denseWeight: 1,
  arabicSurfaceWeight: 0.25,
  neighbourShare: 0.5,
  passageWeight: 1,
  // Calibrated on the development sets (README, retrieval benchmark): no value separates
  // unanswerable questions from answerable ones there, so it is set where it costs no
  // recall and only drops hits that hold almost none of the question's words.
  noAnswerThreshold: 0.05,
  neighbourSeeds: 0,
  neighboursPerSeed: 5,
  neighbourWeight: 0.5,
  rrfK: 60,
  bm25K1: 1,
  bm25B: 0.2,
  englishFamilies: true,
  familyWeight: 0.5,
  transliterationWeight: 1,
  contextWindow: 3,
  contextWeight: 0.5,
  feedbackSeeds: 5,
  feedbackWeight: 0.3,
  topicWeight: 10,
  topicPinCoverage: 0.5,
  topicPinCount: 2,
  searchSubject: true,
};

export interface CreateVerseRetrieverOptions {
  indexPath?: string;
  /**
   * Query-time embedder. Questions are compared with the shipped verse vectors
   * when it is their model, else with its vectors in the index, else with none
   * until `useDenseVectors` gives them.
   */
  embedder?: Embedder | null;
  /** Overrides the model-name check: whether the embedder's questions may be compared with the shipped vectors. */
  shippedVectorsServeQueries?: boolean;
  /** Folder with precomputed verse vectors (optional). */
  vectorsDir?: string | null;
  tuning?: Partial<RetrievalTuning>;
}

export class VerseIndexMissingError extends Error {
  constructor(indexPath: string) {
    super(`verse index not found at ${indexPath}: run \`pnpm ingest\` first`);
    this.name = 'VerseIndexMissingError';
  }
}

const MAX_K = 50;
/** A question quotes its best verse when that verse holds this share of its words (rarity-weighted)… */
const QUOTATION_EVIDENCE = 0.75;
/** …and it has at least this many content words (Arabic packs more into fewer words)… */
const QUOTATION_MIN_WORDS: Record<Lang, number> = { en: 3, bn: 3, ar: 2 };
/**
 * …and this many more when it opens with a question word: "What causes thunder and
 * lightning?" asks about words a verse holds; a quotation that opens with one ("Which
 * of the favours of your Lord will you deny?") is longer.
 */
const QUOTATION_EXTRA_WORDS_FOR_A_QUESTION = 2;
const OPENS_WITH_A_QUESTION_WORD =
  /^(?:what|what's|how|why|when|where|who|which|is|are|does|do|can|কী|কি|কেন|কীভাবে|কিভাবে|কোথায়|কখন|কে|ما|ماذا|لماذا|لم|كيف|متى|أين|اين|من|هل)(?=[\s\p{P}]|$)/iu;
/**
 * The topic file of the prophets and of the stories the Quran tells; a question
 * whose best verses (two of the first three) belong to one of its topics describes
 * that story.
 */
const STORY_CATEGORY = 'prophets';
const STORY_DEPTH = 3;
const STORY_MIN_VERSES = 2;

/** A quotation is of one of the best few fused verses… */
const QUOTATION_DEPTH = 3;
/** …or of the best verses of the question's own language. */
const QUOTATION_LEXICAL_DEPTH = 10;
/** Latin words the translation lacks that a quotation needs to count them as transliterated Arabic. */
const MIN_TRANSLITERATED_QUOTATION_WORDS = 3;
/** Top hits searched for the question's words when judging whether the Quran answers it. */
const EVIDENCE_DEPTH = 10;
const DEFAULT_K = 10;

interface VerseRow {
  id: number;
  surah: number;
  ayah: number;
  arabic: string;
  transliteration: string;
  en: string;
  bn: string;
}

interface SurahRow {
  number: number;
  name_arabic: string;
  name_transliteration: string;
  name_english: string;
  name_bangla: string;
  type: 'meccan' | 'medinan';
  verse_count: number;
}

/**
 * Opens the verse index, loads every verse into memory and returns a retriever
 * that answers references directly and searches everything else lexically:
 * per-language BM25 (in memory, analysed exactly as the index's FTS5 tables, with
 * English word families), Latin-letter Arabic words in the transliteration, and
 * cross-lingual lists through a concept lexicon, fused by reciprocal rank;
 * optionally with a dense ranking when an embedder is given.
 */
/** Which verse vectors a question's embedding is compared with. */
export type QuerySpace = 'shipped' | 'index' | 'built' | null;

/** The retriever over the local index, with what the server needs to give it vectors for a configured embedder. */
export interface LocalVerseRetriever extends VerseRetriever {
  readonly querySpace: QuerySpace;
  /** The shipped verse vectors (`corpus/vectors/`), when loaded. */
  readonly shippedVectors: VerseVectors | null;
  /** Every verse, in mushaf order. */
  readonly verses: readonly Verse[];
  /** Compare questions with the shipped vectors from now on (the embedder was found to be their model). */
  useShippedVectors(): void;
  /** Compare questions with these vectors from now on (built for the embedder). */
  useDenseVectors(dense: DenseVerseVectors): void;
}

export async function createVerseRetriever(options: CreateVerseRetrieverOptions = {}): Promise<LocalVerseRetriever> {
  const indexPath = options.indexPath ?? DEFAULT_INDEX_PATH;
  if (!existsSync(indexPath)) throw new VerseIndexMissingError(indexPath);
  const db = new Database(indexPath, { readonly: true, fileMustExist: true });
  try {
    return new SqliteVerseRetriever(db, options);
  } catch (error) {
    db.close();
    throw error;
  }
}

class SqliteVerseRetriever implements LocalVerseRetriever {
  readonly verseCount: number;
  readonly indexVersion: string;
  readonly verses: Verse[];
  private readonly surahs: Surah[];
  /** Mushaf position (1-based) of each surah's first verse. */
  private readonly surahStart: number[];
  private readonly names: SurahNameIndex;
  private readonly lexical: LexicalSearch;
  private readonly lexicon: CrossLingualLexicon;
  private readonly englishFamilies: EnglishConflation;
  private readonly tuning: RetrievalTuning;
  private readonly embedder: Embedder | null;
  /** The vectors questions are compared with: the shipped ones, or float vectors from the index or a build. */
  private queryVectors: 'shipped' | { source: 'index' | 'built'; dense: DenseVerseVectors } | null = null;
  /** Shipped verse vectors (`corpus/vectors/`) with each verse's nearest neighbours, when present. */
  private readonly verseVectors: VerseVectors | null;
  /** The curated topic index stored in the verse index by `pnpm ingest`. */
  private readonly topics: TopicMatcher;
  /** The stories of the topic index each verse belongs to, by verse id. */
  private readonly storiesOf = new Map<number, string[]>();

  constructor(
    private readonly db: Database.Database,
    options: CreateVerseRetrieverOptions,
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((row) => [row.key, row.value]),
    );
    this.indexVersion = meta.get('index_version') ?? 'unknown';

    this.surahs = (db.prepare('SELECT * FROM surahs ORDER BY number').all() as SurahRow[]).map((row) => ({
      number: row.number,
      nameArabic: row.name_arabic,
      nameTransliteration: row.name_transliteration,
      nameEnglish: row.name_english,
      nameBangla: row.name_bangla,
      type: row.type,
      verseCount: row.verse_count,
    }));
    this.verses = (db.prepare('SELECT * FROM verses ORDER BY id').all() as VerseRow[]).map((row) => ({
      key: `${row.surah}:${row.ayah}`,
      surah: row.surah,
      ayah: row.ayah,
      arabic: row.arabic,
      transliteration: row.transliteration,
      en: row.en,
      bn: row.bn,
    }));
    this.verseCount = this.verses.length;
    this.surahStart = [];
    let position = 1;
    for (const surah of this.surahs) {
      this.surahStart[surah.number] = position;
      position += surah.verseCount;
    }

    this.names = new SurahNameIndex(this.surahs);
    const topics = loadTopics(db);
    this.topics = new TopicMatcher(topics);
    for (const topic of topics.filter((candidate) => candidate.category === STORY_CATEGORY)) {
      for (const key of topic.verses) {
        const id = this.idOf(key);
        if (id !== null) this.storiesOf.set(id, [...(this.storiesOf.get(id) ?? []), topic.id]);
      }
    }
    this.lexical = new LexicalSearch(this.verses, {
      bm25: { k1: this.tuning.bm25K1, b: this.tuning.bm25B },
      arabicSurfaceWeight: this.tuning.arabicSurfaceWeight,
      contextWindow: this.tuning.contextWindow,
    });
    this.lexicon = createCrossLingualLexicon();
    this.englishFamilies = new EnglishConflation(this.verses.map((verse) => verse.en));

    this.verseVectors = options.vectorsDir ? loadVerseVectors(options.vectorsDir) : null;
    if (this.verseVectors && this.verseVectors.count !== this.verseCount) {
      throw new Error(`verse vectors in ${options.vectorsDir} hold ${this.verseVectors.count} verses, the index ${this.verseCount}`);
    }
    this.embedder = options.embedder ?? null;
    if (this.embedder) {
      const shippedFit = options.shippedVectorsServeQueries ?? this.shippedVectorsFit(this.embedder);
      if (shippedFit && this.verseVectors) this.queryVectors = 'shipped';
      else {
        const dense = this.loadIndexVectors(this.embedder);
        if (dense) this.queryVectors = { source: 'index', dense: { modelId: this.embedder.modelId, dims: dense.dimensions, vectors: dense.vectors } };
      }
    }
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const text = query.normalize('NFC').trim();
    const lang = options.lang ?? detectLanguage(text);
    const k = Math.min(MAX_K, Math.max(1, Math.floor(options.k ?? DEFAULT_K)));
    const empty = { lang, hits: [], direct: false, topics: [], weak: false, quotation: false, story: null };
    if (text === '') return empty;

    const direct = resolveDirectReference(text, this.surahs, this.names);
    if (direct) return { ...empty, hits: this.directHits(direct, k), direct: true };

    const subject = this.tuning.searchSubject ? subjectOf(text, lang) : text;
    const searchText = withCorpusSpellings(subject);
    const topicMatches = this.tuning.topicWeight > 0 ? this.topics.match(subject) : [];
    const topics = topicMatches.map((match) => toMatchedTopic(match, lang, this.tuning.topicPinCoverage));
    const rankings = this.lexicalRankings(searchText, lang);
    rankings.push(...topicRankings(topicMatches, (key) => this.idOf(key), this.tuning.topicWeight));
    if (this.embedder && this.queryVectors) {
      const [queryVector] = await this.embedder.embed([text], 'query');
      if (queryVector) rankings.push({ name: 'dense', ids: this.denseRanking(queryVector), weight: this.tuning.denseWeight });
    }
    const fuse = () => reciprocalRankFusion(rankings.filter((ranking) => ranking.ids.length > 0), this.tuning.rrfK);
    let fused = fuse();
    if (this.verseVectors && this.tuning.neighbourSeeds > 0 && fused.length > 0) {
      rankings.push({ name: 'neighbours', ids: this.neighbourRanking(fused), weight: this.tuning.neighbourWeight });
      fused = fuse();
    }
    if (this.verseVectors && this.tuning.feedbackSeeds > 0 && fused.length > 0) {
      rankings.push({ name: 'feedback', ids: this.feedbackRanking(fused), weight: this.tuning.feedbackWeight });
      fused = fuse();
    }
    const weak =
      topicMatches.length === 0 &&
      this.tuning.noAnswerThreshold > 0 &&
      this.evidence(searchText, lang, fused.slice(0, EVIDENCE_DEPTH)) < this.tuning.noAnswerThreshold;
    if (weak && options.allowEmpty !== false) return empty;
    const quoted = this.quotedVerse(text, lang, fused, rankings);
    const ordered = this.pinDirectTopic(fused, topicMatches);
    const hits = ordered.slice(0, k).map(({ id, score }) => ({ verse: this.verses[id - 1]!, score }));
    return { lang, hits, direct: false, topics, weak, quotation: quoted !== null, story: weak ? null : this.storyTold(ordered, topicMatches) };
  }

  /**
   * The story of the index that two of the three best verses belong to, if any. A
   * story whose name the question only partly holds does not count: its verses lead
   * because of the name ("the first man" in "the man who first climbed Everest"),
   * not because the question tells it.
   */
  private storyTold(ordered: readonly { id: number }[], named: readonly TopicMatch[]): string | null {
    const partlyNamed = new Set(named.filter((match) => !match.inARow).map((match) => match.topic.id));
    const counts = new Map<string, number>();
    for (const { id } of ordered.slice(0, STORY_DEPTH)) {
      for (const story of this.storiesOf.get(id) ?? []) {
        if (partlyNamed.has(story)) continue;
        const count = (counts.get(story) ?? 0) + 1;
        if (count >= STORY_MIN_VERSES) return story;
        counts.set(story, count);
      }
    }
    return null;
  }

  /**
   * The verse a question quotes ("Allah does not burden a soul beyond what it can
   * bear"), when one of the best lexical or fused hits holds most of its words; null
   * otherwise. (Moving it to the top was measured and made the first verse worse:
   * questions often hold most words of a verse that is not the one they ask about.)
   */
  private quotedVerse(text: string, lang: Lang, fused: readonly { id: number }[], rankings: readonly Ranking[]): number | null {
    const words = this.questionWords(text, lang, true);
    const extra = OPENS_WITH_A_QUESTION_WORD.test(text) ? QUOTATION_EXTRA_WORDS_FOR_A_QUESTION : 0;
    if (words.length < QUOTATION_MIN_WORDS[lang] + extra) return null;
    const native = rankings.find((ranking) => ranking.name === lang)?.ids ?? [];
    const candidates = new Set([...fused.slice(0, QUOTATION_DEPTH).map((hit) => hit.id), ...native.slice(0, QUOTATION_LEXICAL_DEPTH)]);
    let best: { id: number; evidence: number } | null = null;
    for (const id of candidates) {
      const evidence = evidenceOf(words, [id]);
      if (evidence >= QUOTATION_EVIDENCE && (!best || evidence > best.evidence)) best = { id, evidence };
    }
    return best?.id ?? null;
  }


  /**
   * The first verses of a topic that covers most of the question lead, in the
   * topic's order; everything else keeps its fused order below them.
   */
  private pinDirectTopic(fused: { id: number; score: number }[], matches: readonly TopicMatch[]): { id: number; score: number }[] {
    const best = matches[0];
    if (!best || best.coverage < this.tuning.topicPinCoverage || this.tuning.topicPinCount <= 0) return fused;
    const pinned = best.topic.verses
      .slice(0, this.tuning.topicPinCount)
      .map((key) => this.idOf(key))
      .filter((id): id is number => id !== null);
    const top = fused[0]?.score ?? 1;
    const lead = pinned.map((id, index) => ({ id, score: top * (1 + (pinned.length - index) / 10) }));
    return [...lead, ...fused.filter((hit) => !pinned.includes(hit.id))];
  }

  /** The mushaf position (1-based) of a verse key, or null when there is no such verse. */
  private idOf(key: string): number | null {
    const [surah, ayah] = key.split(':').map(Number);
    if (surah === undefined || ayah === undefined) return null;
    const verse = this.getVerse(surah, ayah);
    return verse ? this.surahStart[surah]! + ayah - 1 : null;
  }

  get querySpace(): QuerySpace {
    if (this.queryVectors === null || this.queryVectors === 'shipped') return this.queryVectors;
    return this.queryVectors.source;
  }

  get shippedVectors(): VerseVectors | null {
    return this.verseVectors;
  }

  useShippedVectors(): void {
    if (!this.verseVectors) throw new Error('no shipped verse vectors are loaded');
    this.queryVectors = 'shipped';
  }

  useDenseVectors(dense: DenseVerseVectors): void {
    if (dense.vectors.length !== this.verseCount * dense.dims) {
      throw new Error(`${dense.vectors.length / dense.dims} verse vectors given for ${this.verseCount} verses`);
    }
    this.queryVectors = { source: 'built', dense };
  }

  getByKey(key: string): Verse[] | null {
    const range = parseVerseKey(key, this.surahs);
    if (!range) return null;
    const start = this.surahStart[range.surah]! + range.fromAyah - 1;
    return this.verses.slice(start - 1, start - 1 + range.toAyah - range.fromAyah + 1);
  }

  getVerse(surah: number, ayah: number): Verse | null {
    const info = this.surahs[surah - 1];
    if (!Number.isInteger(surah) || !Number.isInteger(ayah) || !info || ayah < 1 || ayah > info.verseCount) return null;
    return this.verses[this.surahStart[surah]! + ayah - 2] ?? null;
  }

  getSurah(number: number): Surah | null {
    return Number.isInteger(number) ? (this.surahs[number - 1] ?? null) : null;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private directHits(reference: DirectReference, k: number): SearchHit[] {
    const range =
      reference.kind === 'range'
        ? reference.range
        : { surah: reference.surah, fromAyah: 1, toAyah: this.surahs[reference.surah - 1]!.verseCount };
    const start = this.surahStart[range.surah]! - 1 + range.fromAyah - 1;
    const count = Math.min(k, range.toAyah - range.fromAyah + 1);
    // Listed in reading order; the score only keeps that order.
    return this.verses.slice(start, start + count).map((verse, index) => ({ verse, score: 1 - index / (count + 1) }));
  }

  private lexicalRankings(text: string, lang: Lang): Ranking[] {
    const { depth, crossLingual, crossLingualWeight } = this.tuning;
    const rankings: Ranking[] = [];
    const ids = (hits: LexicalHit[], name: string) => {
      if (name === lang && this.tuning.neighbourShare > 0 && hits.length > 0) {
        rankings.push({ name: 'passage', ids: this.passageRanking(hits), weight: this.tuning.passageWeight });
      }
      return hits.map((hit) => hit.id);
    };
    if (lang === 'en') {
      const words = analyzeEnglish(text);
      const terms = this.englishTerms(words);
      rankings.push({ name: 'en', ids: ids(this.lexical.searchEnglish(terms, depth), 'en'), weight: 1 });
      this.pushContextRanking(rankings, 'en', terms);
      this.pushTransliterationRanking(rankings, words);
      if (crossLingual) {
        // The Arabic wording is one more witness: a verse that uses the concept's Arabic root gains.
        const arabic = this.lexicon.arabicForEnglish(words);
        if (arabic.length > 0) {
          rankings.push({ name: 'en→ar', ids: ids(this.lexical.searchArabic(arabic, [], depth), 'x'), weight: this.tuning.englishToArabicWeight });
        }
      }
    } else if (lang === 'bn') {
      const stems = analyzeBangla(text);
      rankings.push({ name: 'bn', ids: ids(this.lexical.searchBangla(stems, depth), 'bn'), weight: 1 });
      this.pushContextRanking(rankings, 'bn', banglaSearchTerms(stems));
      if (crossLingual) {
        const english = this.lexicon.englishForBangla(stems);
        rankings.push({ name: 'bn→en', ids: ids(this.lexical.searchEnglish(english, depth), 'x'), weight: crossLingualWeight });
      }
      // Names and loanwords written in Latin letters inside a Bangla question.
      const latin = analyzeEnglish(text);
      if (latin.length > 0) rankings.push({ name: 'en', ids: ids(this.lexical.searchEnglish(latin, depth), 'x'), weight: crossLingualWeight });
      this.pushTransliterationRanking(rankings, latin);
    } else {
      const stems = analyzeArabic(text);
      rankings.push({ name: 'ar', ids: ids(this.lexical.searchArabic(stems, arabicContentWords(text), depth), 'ar'), weight: 1 });
      this.pushContextRanking(rankings, 'ar', arabicSearchTerms(stems));
      if (crossLingual) {
        const english = this.lexicon.englishForArabic(stems);
        rankings.push({ name: 'ar→en', ids: ids(this.lexical.searchEnglish(english, depth), 'x'), weight: crossLingualWeight });
      }
    }
    return rankings;
  }

  /**
   * A verse read with its neighbours: the words of a question often fall in
   * adjacent verses of one passage (a prophet named in one verse, what he did in
   * the next), which verse-by-verse BM25 cannot join.
   */
  private pushContextRanking(rankings: Ranking[], lang: Lang, terms: readonly WeightedTerm[]): void {
    if (this.tuning.contextWindow <= 0 || this.tuning.contextWeight <= 0) return;
    // One word has nothing to join across verses.
    if (new Set(terms.filter((term) => term.weight >= 1).map((term) => term.term)).size < 2) return;
    const ids = this.lexical.searchContext(lang, terms, this.tuning.depth).map((hit) => hit.id);
    if (ids.length > 0) rankings.push({ name: 'context', ids, weight: this.tuning.contextWeight });
  }

  /**
   * Latin-letter words that no verse's English holds ("sabr", "Khabir", "taqwa")
   * are likely Arabic: search them in the verses' transliteration.
   */
  private pushTransliterationRanking(rankings: Ranking[], words: readonly string[]): void {
    if (this.tuning.transliterationWeight <= 0) return;
    const skeletons = queryTransliterationTerms(words.filter((word) => !this.englishFamilies.has(word)));
    if (skeletons.length === 0) return;
    const ids = this.lexical.searchTransliteration(skeletons, this.tuning.depth).map((hit) => hit.id);
    if (ids.length > 0) rankings.push({ name: 'transliteration', ids, weight: this.tuning.transliterationWeight });
  }

  /**
   * How much of the question the best of the top hits holds (see `evidenceOf`), in
   * the question's language. An English word counts as held in any form of its
   * family, or, when the translation lacks it ("sabr"), in the transliteration.
   */
  private evidence(text: string, lang: Lang, top: readonly { id: number }[]): number {
    return evidenceOf(this.questionWords(text, lang), top.map((hit) => hit.id));
  }

  /**
   * The words of a question as the indexes see them (see `evidence`). With
   * `strictTransliteration`, a Latin word the translation lacks counts as an Arabic
   * word only when it is long enough not to meet a transliterated word by chance
   * ("rabbana", "dunya" do; "soap" does not).
   */
  private questionWords(text: string, lang: Lang, strictTransliteration = false): QuestionWord[] {
    const { english, bangla, arabicStems, transliteration } = this.lexical;
    const families = lang === 'en' ? analyzeEnglish(text).map((word) => ({ word, family: this.englishFamilies.stems(word).filter((stem) => english.documentFrequency(stem) > 0) })) : [];
    // One stray Latin word the translation lacks ("soap") is not Arabic; a run of them ("rabbana atina …") is.
    const arabicRun = families.filter(({ family }) => family.length === 0).length >= MIN_TRANSLITERATED_QUOTATION_WORDS;
    return lang === 'en'
        ? families.map(({ word, family }) => {
            if (family.length > 0) return { index: english, terms: family.map((term) => ({ term, weight: 1 })) };
            if (strictTransliteration && !arabicRun) return { index: english, terms: [{ term: word, weight: 1 }] };
            return { index: transliteration, terms: transliterationSearchTerms(queryTransliterationTerms([word])) };
          })
        : lang === 'bn'
          ? analyzeBangla(text).map((stem) => ({ index: bangla, terms: banglaSearchTerms([stem]) }))
          : analyzeArabic(text).map((stem) => ({ index: arabicStems, terms: arabicSearchTerms([stem]) }));
  }

  /** Weighted Porter stems for English query words: each word's own stem, and its family's at `familyWeight`. */
  private englishTerms(words: readonly string[]): WeightedTerm[] {
    return words.flatMap((word) => {
      if (!this.tuning.englishFamilies) return [{ term: porterStem(word), weight: 1 }];
      return this.englishFamilies.stems(word).map((stem, index) => ({ term: stem, weight: index === 0 ? 1 : this.tuning.familyWeight }));
    });
  }

  /**
   * Re-ranks lexical hits as passages: a verse also earns a share of its
   * neighbours' scores (same surah), since an answer often spans a few verses.
   */
  private passageRanking(hits: LexicalHit[]): number[] {
    const share = this.tuning.neighbourShare;
    const smoothed = new Map<number, number>();
    for (const { id, score } of hits) {
      for (const neighbour of [id - 1, id, id + 1]) {
        const verse = this.verses[neighbour - 1];
        if (!verse || verse.surah !== this.verses[id - 1]!.surah) continue;
        const gain = neighbour === id ? score : share * score;
        smoothed.set(neighbour, (smoothed.get(neighbour) ?? 0) + gain);
      }
    }
    return [...smoothed.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, this.tuning.depth)
      .map(([id]) => id);
  }

  private loadIndexVectors(embedder: Embedder): { vectors: Float32Array; dimensions: number } | null {
    const model = this.db.prepare('SELECT dimensions FROM vector_models WHERE model_id = ?').get(embedder.modelId) as
      | { dimensions: number }
      | undefined;
    if (!model) return null;
    const rows = this.db
      .prepare('SELECT verse_id, vector FROM verse_vectors WHERE model_id = ? ORDER BY verse_id')
      .all(embedder.modelId) as { verse_id: number; vector: Buffer }[];
    if (rows.length !== this.verseCount) return null;
    const vectors = new Float32Array(this.verseCount * model.dimensions);
    for (const row of rows) {
      const vector = new Float32Array(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength / 4);
      vectors.set(vector, (row.verse_id - 1) * model.dimensions);
    }
    return { vectors, dimensions: model.dimensions };
  }

  private shippedVectorsFit(embedder: Embedder): boolean {
    return this.verseVectors !== null && sameEmbeddingModel(this.verseVectors.manifest.modelId, embedder.modelId);
  }

  /**
   * Verses semantically close to the best hits, from the neighbour table
   * computed at build time: no model runs at query time. A neighbour earns its
   * seed's fused score times their similarity, summed over seeds.
   */
  private neighbourRanking(fused: { id: number; score: number }[]): number[] {
    const vectors = this.verseVectors!;
    const scores = new Map<number, number>();
    for (const { id, score } of fused.slice(0, this.tuning.neighbourSeeds)) {
      for (const neighbour of vectors.neighboursOf(id - 1, this.tuning.neighboursPerSeed)) {
        const neighbourId = neighbour.index + 1;
        scores.set(neighbourId, (scores.get(neighbourId) ?? 0) + score * neighbour.score);
      }
    }
    return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  }

  /**
   * Pseudo-relevance feedback in the shipped vector space: the score-weighted mean
   * of the best hits' vectors stands for what they have in common (the question's
   * subject), and every verse is ranked by its similarity to it. No model runs.
   */
  private feedbackRanking(fused: { id: number; score: number }[]): number[] {
    const vectors = this.verseVectors!;
    const seeds = fused.slice(0, this.tuning.feedbackSeeds);
    const centroid = new Float32Array(vectors.dims);
    for (const { id, score } of seeds) {
      const vector = vectors.vectorAt(id - 1);
      for (let d = 0; d < centroid.length; d += 1) centroid[d]! += score * vector[d]!;
    }
    return vectors.nearest(centroid, this.tuning.depth).map((neighbour) => neighbour.index + 1);
  }

  private denseRanking(queryVector: Float32Array): number[] {
    if (this.queryVectors === 'shipped') {
      return this.verseVectors!.nearest(queryVector, this.tuning.depth).map((neighbour) => neighbour.index + 1);
    }
    const { vectors, dims: dimensions } = this.queryVectors!.dense;
    const scores = new Float32Array(this.verseCount);
    for (let verse = 0; verse < this.verseCount; verse += 1) {
      let dot = 0;
      const offset = verse * dimensions;
      for (let d = 0; d < dimensions; d += 1) dot += vectors[offset + d]! * queryVector[d]!;
      scores[verse] = dot;
    }
    return topIds(scores, this.tuning.depth);
  }
}

/** The subject of a question (its frame removed); a subject that is itself framed is unwrapped once. */
function subjectOf(text: string, lang: Lang): string {
  const outer = analyzeQuestion(text, lang);
  if (outer.shape === 'other') return outer.subject;
  const inner = analyzeQuestion(outer.subject, lang);
  return inner.shape === 'other' ? outer.subject : inner.subject;
}

/** The topics stored in the index; none in an index built before the topic table existed. */
function loadTopics(db: Database.Database): Topic[] {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'topics'").get();
  if (!table) return [];
  const rows = db.prepare('SELECT id, category, everyday, names, verses, note FROM topics ORDER BY position').all() as {
    id: string;
    category: string;
    everyday: number;
    names: string;
    verses: string;
    note: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    everyday: row.everyday === 1,
    names: JSON.parse(row.names) as Topic['names'],
    verses: JSON.parse(row.verses) as string[],
    ...(row.note ? { note: JSON.parse(row.note) as NonNullable<Topic['note']> } : {}),
  }));
}

/** Ids (1-based) of the `count` highest scores, best first. */
function topIds(scores: Float32Array, count: number): number[] {
  const order = Array.from({ length: scores.length }, (_, index) => index);
  order.sort((a, b) => scores[b]! - scores[a]!);
  return order.slice(0, count).map((index) => index + 1);
}
