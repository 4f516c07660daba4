import { createCrossLingualLexicon } from './cross-lingual-lexicon.js';
import { detectLanguage } from './detect-language.js';
import { withoutDivineHonorifics } from './divine-honorifics.js';
import { EnglishConflation } from './english-conflation.js';
import { asksForASupplication, callsUponTheLord, withSupplicationSense } from './prayer-sense.js';
import { reciprocalRankFusion, type Ranking } from './fusion.js';
import { DEFAULT_INDEX_PATH } from './index-path.js';
import { lexicalRankings, termFeedbackRanking, type LexicalRankingSources } from './lexical-rankings.js';
import { analyzeEnglish } from './english-analyzer.js';
import { porterStem } from './porter-stemmer.js';
import { LexicalSearch } from './lexical-search.js';
import { questionEvidence, quotedVerse } from './question-evidence.js';
import { analyzeQuestion, asksSomething, type QuestionAnalysis, type QuestionShape } from './question-shape.js';
import { DEFAULT_TUNING, type RetrievalTuning } from './retrieval-tuning.js';
import { TopicMatcher, withSettingBehind, type TopicMatch } from './topic-matcher.js';
import { storiesByVerse, storyTold } from './stories.js';
import { MIN_STORY_MOTIFS, StoryMotifMatcher, type DescribedStory } from './story-motifs.js';
import { STORY_CATEGORY, type Topic } from './topic-source.js';
import { pinDirectTopic, topicRankings, toMatchedTopic } from './topic-ranking.js';
import { withCorpusSpellings } from './transliteration-variants.js';
import { SurahNameIndex } from './surah-names.js';
import type { DenseVerseVectors } from './embeddings/query-vectors.js';
import { loadVerseVectors } from './embeddings/verse-vectors-loader.js';
import { sameEmbeddingModel, type VerseVectors } from './embeddings/verse-vectors-format.js';
import { denseRanking, feedbackRanking, neighbourRanking, type QueryVectors } from './vector-rankings.js';
import { openVerseIndex, readIndexVectors, readIndexVersion, readSurahs, readTopics, readVerses, type VerseIndexDatabase } from './verse-index.js';
import { parseVerseKey, resolveDirectReference, surahNamedIn, type DirectReference } from './verse-references.js';
import type { Embedder, Lang, SearchHit, SearchOptions, SearchResult, Surah, Verse, VerseRetriever } from './types.js';

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

const MAX_K = 50;
/** "Head: aspect ending in a preposition", with an optional middle part (a transliteration): "Prophets(as): Anbiya': belief in". */
const INVERTED_HEADING = /^(?<head>[^:]+?)(?:\s*:\s*[^:]+?)?\s*:\s*(?<aspect>[^:]+?\b(?:of|in|to|for|by|with|on|against|from|about|upon|over))\s*$/iu;

/** Top hits searched for the question's words when judging whether the Quran answers it. */
const EVIDENCE_DEPTH = 10;
const DEFAULT_K = 10;

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

/**
 * Opens the verse index, loads every verse into memory and returns a retriever
 * that answers references directly and searches everything else lexically:
 * per-language BM25 (in memory, analysed exactly as the index's FTS5 tables, with
 * English word families), Latin-letter Arabic words in the transliteration, and
 * cross-lingual lists through a concept lexicon, fused by reciprocal rank;
 * optionally with a dense ranking when an embedder is given.
 */
export async function createVerseRetriever(options: CreateVerseRetrieverOptions = {}): Promise<LocalVerseRetriever> {
  const db = openVerseIndex(options.indexPath ?? DEFAULT_INDEX_PATH);
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
  /** What the lexical lists and the question's evidence are computed from. */
  private readonly sources: LexicalRankingSources;
  private readonly tuning: RetrievalTuning;
  private readonly embedder: Embedder | null;
  private queryVectors: QueryVectors | null = null;
  /** Shipped verse vectors (`corpus/vectors/`) with each verse's nearest neighbours, when present. */
  private readonly verseVectors: VerseVectors | null;
  /** The curated topic index stored in the verse index by `pnpm ingest`. */
  private readonly topics: TopicMatcher;
  /** The stories of the topic index each verse belongs to, by verse id. */
  private readonly storiesOf: ReadonlyMap<number, readonly string[]>;
  /** The stories of the topic index by their motifs, for questions that describe one without naming it. */
  private readonly motifs: StoryMotifMatcher;
  /** The verses that call upon the Lord (supplications), by mushaf position. */
  private readonly supplications: ReadonlySet<number>;

  constructor(
    private readonly db: VerseIndexDatabase,
    options: CreateVerseRetrieverOptions,
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    this.indexVersion = readIndexVersion(db);
    this.surahs = readSurahs(db);
    this.verses = readVerses(db);
    this.verseCount = this.verses.length;
    this.surahStart = [];
    let position = 1;
    for (const surah of this.surahs) {
      this.surahStart[surah.number] = position;
      position += surah.verseCount;
    }

    this.names = new SurahNameIndex(this.surahs);
    const topics = readTopics(db);
    this.topics = new TopicMatcher(topics);
    this.storiesOf = storiesByVerse(topics, (key) => this.idOf(key));
    this.motifs = new StoryMotifMatcher(topics);
    this.supplications = new Set(this.verses.flatMap((verse, index) => (callsUponTheLord(verse.en) ? [index + 1] : [])));
    this.sources = {
      verses: this.verses,
      lexical: new LexicalSearch(this.verses, {
        bm25: { k1: this.tuning.bm25K1, b: this.tuning.bm25B },
        arabicSurfaceWeight: this.tuning.arabicSurfaceWeight,
        contextWindow: this.tuning.contextWindow,
        headingContextWindow: this.tuning.headingContextWindow,
      }),
      lexicon: createCrossLingualLexicon(),
      englishFamilies: new EnglishConflation(this.verses.map((verse) => verse.en)),
      tuning: this.tuning,
    };

    this.verseVectors = options.vectorsDir ? loadVerseVectors(options.vectorsDir) : null;
    if (this.verseVectors && this.verseVectors.count !== this.verseCount) {
      throw new Error(`verse vectors in ${options.vectorsDir} hold ${this.verseVectors.count} verses, the index ${this.verseCount}`);
    }
    this.embedder = options.embedder ?? null;
    if (this.embedder) {
      const shippedFit = options.shippedVectorsServeQueries ?? this.shippedVectorsFit(this.embedder);
      if (shippedFit && this.verseVectors) this.queryVectors = { source: 'shipped', shipped: this.verseVectors };
      else {
        const dense = readIndexVectors(db, this.embedder.modelId, this.verseCount);
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

    const asked = lang === 'en' ? withSupplicationSense(text) : lang === 'ar' ? withoutDivineHonorifics(text) : text;
    const analysis = analyzeQuestion(asked, lang);
    const subject = this.tuning.searchSubject ? subjectOf(analysis, lang) : asked;
    const asks = asksSomething(text);
    const searchText = withCorpusSpellings(subject);
    // The stories the question holds a motif of: two describe one, one lets its verses tell it (storyTold).
    const touched = this.motifs.described(text, 1);
    const describedByMotifs = touched[0] !== undefined && touched[0].motifs >= MIN_STORY_MOTIFS ? touched[0] : null;
    const { matches: topicMatches, described } =
      this.tuning.topicWeight > 0 ? withDescribedStory(this.namedTopics(subject, asked, analysis.shape, asks), describedByMotifs) : { matches: [], described: null };
    const topics = topicMatches.map((match) => toMatchedTopic(match, lang, this.tuning.topicPinCoverage));
    // A heading (a subject with no question) asks for a whole theme; see `headingTransliterationWeight`.
    const heading = lang === 'en' && !asks;
    const sources = heading
      ? { ...this.sources, heading, tuning: { ...this.tuning, transliterationWeight: this.tuning.headingTransliterationWeight } }
      : this.sources;
    let rankings: Ranking[] = [
      ...lexicalRankings(sources, searchText, lang),
      ...topicRankings(topicMatches, (key) => this.idOf(key), this.tuning.topicWeight),
    ];
    const dense = await this.questionRanking(text);
    if (dense) rankings = [...rankings, dense];
    const fuse = (lists: readonly Ranking[]) => reciprocalRankFusion(lists.filter((ranking) => ranking.ids.length > 0), this.tuning.rrfK);
    let fused = fuse(rankings);
    // The shipped vectors widen the best hits with what is close to them, each list fused on top of the last.
    if (this.verseVectors && this.tuning.neighbourSeeds > 0 && fused.length > 0) {
      rankings = [...rankings, neighbourRanking(this.verseVectors, fused, this.tuning)];
      fused = fuse(rankings);
    }
    if (this.verseVectors && this.tuning.feedbackSeeds > 0 && fused.length > 0) {
      rankings = [...rankings, feedbackRanking(this.verseVectors, fused, this.tuning)];
      fused = fuse(rankings);
    }
    if (heading && this.tuning.termFeedbackSeeds > 0 && fused.length > 0) {
      const feedback = termFeedbackRanking(this.sources, fused, new Set(analyzeEnglish(searchText, { heading }).map(porterStem)));
      if (feedback) {
        rankings = [...rankings, feedback];
        fused = fuse(rankings);
      }
    }
    // The fused hits of the kind the question asks among, as one more list: they rise above the rest.
    const lookFirstAmong = (name: string, weight: number, holds: (id: number) => boolean) => {
      if (weight <= 0) return;
      const ids = fused.filter(({ id }) => holds(id)).map(({ id }) => id);
      if (ids.length === 0) return;
      rankings = [...rankings, { name, ids, weight }];
      fused = fuse(rankings);
    };
    // A question that names a surah as the place of what it asks looks there first.
    const surah = surahNamedIn(text, this.names);
    if (surah !== null) lookFirstAmong(`surah:${surah}`, this.tuning.surahWeight, (id) => this.verses[id - 1]!.surah === surah);
    // A question that asks for a supplication ("dua for parents") looks first among the verses that make one.
    if (asksForASupplication(asked)) lookFirstAmong('supplications', this.tuning.supplicationWeight, (id) => this.supplications.has(id));
    const weak =
      topicMatches.length === 0 &&
      this.tuning.noAnswerThreshold > 0 &&
      questionEvidence(this.sources, searchText, lang, fused.slice(0, EVIDENCE_DEPTH)) < this.tuning.noAnswerThreshold;
    if (weak && options.allowEmpty !== false) return empty;
    const quoted = quotedVerse(this.sources, text, lang, fused, rankings);
    // A heading pins its topic only when the topic is most of it: in "Muhammad: marriages of" the aspect leads.
    const pinTuning = heading ? { ...this.tuning, topicPinCoverage: this.tuning.headingTopicPinCoverage } : this.tuning;
    const ordered = pinDirectTopic(fused, topicMatches, (key) => this.idOf(key), pinTuning);
    const hits = ordered.slice(0, k).map(({ id, score }) => ({ verse: this.verses[id - 1]!, score }));
    const withAMotif = new Set(touched.map((story) => story.topic.id));
    const story = described?.id ?? (weak ? null : storyTold(ordered, this.storiesOf, withAMotif));
    return { lang, hits, direct: false, topics, weak, quotation: quoted !== null, story };
  }

  /**
   * The topics the question names; in a question (not a heading), a setting named beside its subject
   * yields the lead to it. A story question is matched whole as well (see below). A punishment question
   * is matched as a whole too: where the index has a topic for the punishment itself ("punishment for
   * adultery", "the punishment of the people of Lut"), that leads, not the topic of the deed, whose most
   * direct verse forbids it.
   */
  private namedTopics(subject: string, question: string, shape: QuestionShape, asks: boolean): TopicMatch[] {
    let named = this.topics.match(subject);
    let wholeMatches: TopicMatch[] | undefined;
    // The whole question, matched once for the readings below that need it.
    const whole = () => (wholeMatches ??= this.topics.match(question));
    // A frame taken off may have been part of the name: "What is the meaning of life?" asks "meaning of life", not "life".
    if (named.length === 0 && subject !== question) named = whole();
    // A story question may name a story of the index with its own framing ("the story of the cow" is the
    // Israelites' cow, not cattle): a topic the whole question names, and its subject alone does not, leads.
    if (shape === 'story') {
      const ids = new Set(named.map((match) => match.topic.id));
      const best = named[0]?.coverage ?? 0;
      if (whole().some((match) => match.inARow && !ids.has(match.topic.id) && match.coverage >= best)) named = whole();
    }
    // An index heading names its subject first and the aspect after it, the aspect ending in the
    // preposition that joins them ("Prophets: belief in" is belief in the prophets): the topics are
    // also looked for in the joined order.
    const inverted = asks ? null : INVERTED_HEADING.exec(subject);
    if (inverted?.groups) {
      const { aspect, head } = inverted.groups as { aspect: string; head: string };
      const inAPart = new Set([...this.topics.match(aspect), ...this.topics.match(head)].map((match) => match.topic.id));
      const joined = this.topics.match(`${aspect} ${head}`).filter((match) => match.inARow && !inAPart.has(match.topic.id));
      // A joined match stands in a row, so it replaces a scattered one and keeps the larger coverage.
      const byId = new Map(named.map((match) => [match.topic.id, match]));
      for (const match of joined) {
        const before = byId.get(match.topic.id);
        if (!before || !before.inARow || before.coverage < match.coverage) byId.set(match.topic.id, { ...match, coverage: Math.max(match.coverage, before?.coverage ?? 0) });
      }
      named = [...byId.values()].sort((a, b) => b.coverage - a.coverage);
    }
    if (shape === 'punishment') {
      // It leads only where it covers as much of the question as the deed's topic covers of the subject:
      // "عقوبة القتل خطأ" asks about manslaughter, which is narrower than the punishment for killing.
      const best = named[0]?.coverage ?? 0;
      const punishments = whole().filter((match) => match.inARow && PUNISHMENT_NAME.test(match.name) && match.coverage >= best);
      const ids = new Set(punishments.map((match) => match.topic.id));
      if (punishments.length > 0) named = [...punishments.map((match) => ({ ...match, coverage: Math.max(match.coverage, best) })), ...named.filter((match) => !ids.has(match.topic.id))];
    }
    return asks ? withSettingBehind(named) : named;
  }

  /** The question's embedding compared with the verse vectors, when an embedder and vectors for it are there. */
  private async questionRanking(text: string): Promise<Ranking | null> {
    if (!this.embedder || !this.queryVectors) return null;
    const [queryVector] = await this.embedder.embed([text], 'query');
    return queryVector ? denseRanking(this.queryVectors, queryVector, this.tuning) : null;
  }

  /** The mushaf position (1-based) of a verse key, or null when there is no such verse. */
  private idOf(key: string): number | null {
    const [surah, ayah] = key.split(':').map(Number);
    if (surah === undefined || ayah === undefined) return null;
    const verse = this.getVerse(surah, ayah);
    return verse ? this.surahStart[surah]! + ayah - 1 : null;
  }

  get querySpace(): QuerySpace {
    return this.queryVectors?.source ?? null;
  }

  get shippedVectors(): VerseVectors | null {
    return this.verseVectors;
  }

  useShippedVectors(): void {
    if (!this.verseVectors) throw new Error('no shipped verse vectors are loaded');
    this.queryVectors = { source: 'shipped', shipped: this.verseVectors };
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

  private shippedVectorsFit(embedder: Embedder): boolean {
    return this.verseVectors !== null && sameEmbeddingModel(this.verseVectors.manifest.modelId, embedder.modelId);
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
}

/**
 * A topic's name that is a punishment ("punishment for theft", "ব্যভিচারের শাস্তি", "حد الزنا"), or in Arabic
 * the recompense the punishment frame also asks with (جزاء: "جزاء المتقين" is a reward).
 */
const PUNISHMENT_NAME = /\b(?:punishment|punishments|penalty|hadd|lashes)\b|শাস্তি|সাজা|দণ্ড|বেত্রাঘাত|(?:^|\s)(?:حد|عقوبة|جلد|جزاء)(?:\s|$)/iu;

/** The subject of a question (its frame removed); a subject that is itself framed is unwrapped once. */
function subjectOf(outer: QuestionAnalysis, lang: Lang): string {
  if (outer.shape === 'other') return outer.subject;
  const inner = analyzeQuestion(outer.subject, lang);
  return inner.shape === 'other' ? outer.subject : inner.subject;
}

/**
 * The named topics with the story the question describes among them, by how much of
 * the question each covers. A description that the question's names already cover
 * is no description ("Who was the Queen of Sheba?" names her; "the Torah and the
 * Gospel" are two topics, not the story of Isa); everyday names never cover one.
 */
function withDescribedStory(named: TopicMatch[], described: DescribedStory | null): { matches: TopicMatch[]; described: Topic | null } {
  const unchanged = { matches: named, described: null };
  if (!described) return unchanged;
  const same = named.find((match) => match.topic.id === described.topic.id);
  // Named in part and described by two motifs ("Which tribe carved houses into the mountains?") is still described.
  if (same && same.coverage >= described.coverage) return same.inARow ? unchanged : { matches: named, described: described.topic };
  // Everyday words ("ants", "birds") name no story, so they never cover a description.
  const namedCoverage = named.filter((match) => match.inARow && !match.topic.everyday && match !== same).reduce((sum, match) => sum + match.coverage, 0);
  if (namedCoverage >= described.coverage) return unchanged;
  const story: TopicMatch = { topic: described.topic, name: described.name, coverage: described.coverage, inARow: same?.inARow ?? false };
  const others = named.filter((match) => match !== same);
  // After the names: what a question names is surer than what it describes, so a named topic keeps the
  // lead; unless all it names are people and stories the description covers more of the question than
  // ("Was Isa put on the cross?" tells the story of the crucifixion, not the whole life of Isa).
  const narrower = others.every((match) => match.topic.category === STORY_CATEGORY && match.coverage < described.coverage);
  return { matches: narrower ? [story, ...others] : [...others, story], described: described.topic };
}
