/** The knobs of retrieval, with the values measured best on the development sets (`pnpm bench:retrieval`). */

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
  /**
   * `contextWindow` for an English heading: a heading's words name one theme, which a passage of
   * fewer verses holds together; a question's words more often span a longer passage.
   */
  headingContextWindow: number;
  /** Weight of the context list (BM25 over context documents in the question's language). */
  contextWeight: number;
  /** Top fused hits whose shipped vectors are averaged into a feedback query (pseudo-relevance feedback). 0 disables. */
  feedbackSeeds: number;
  /** Weight of the feedback list in the fusion. */
  feedbackWeight: number;
  /**
   * An English heading (a subject with no question: "Patience: Sabr: reward of") asks
   * for a whole theme, and its Arabic words are what it names: the transliteration
   * list weighs this much for it, and the words of its best hits are searched again.
   */
  headingTransliterationWeight: number;
  /** Top fused hits of a heading whose English words are searched as a feedback query. 0 disables. */
  termFeedbackSeeds: number;
  /** Feedback words added to the heading's own (the best by rank and rarity). */
  termFeedbackTerms: number;
  /** Weight of the word-feedback list in the fusion. */
  termFeedbackWeight: number;
  /** Weight of the curated topic list in the fusion. 0 disables the topic index. */
  topicWeight: number;
  /**
   * When the best matched topic's name covers at least this share of the question's
   * subject, its first `topicPinCount` verses lead the result in the topic's order:
   * the answer's first verse is then the one the topic index names most direct.
   */
  topicPinCoverage: number;
  topicPinCount: number;
  /** `topicPinCoverage` for a heading, whose words beside the topic's name are the aspect it asks for ("Muhammad: marriages of"). */
  headingTopicPinCoverage: number;
  /** Search the question's subject (its frame removed: "Is X haram?" → X) rather than all its words. */
  searchSubject: boolean;
  /** Weight of the list of fused hits from the surah a question names ("in Surah Yasin"). 0 disables. */
  surahWeight: number;
  /** Weight of the list of fused hits that call upon the Lord, for a question that asks for a supplication. 0 disables. */
  supplicationWeight: number;
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
  headingContextWindow: 2,
  contextWeight: 0.5,
  feedbackSeeds: 5,
  feedbackWeight: 0.3,
  headingTransliterationWeight: 2,
  termFeedbackSeeds: 5,
  termFeedbackTerms: 20,
  termFeedbackWeight: 4,
  topicWeight: 10,
  topicPinCoverage: 0.5,
  topicPinCount: 2,
  headingTopicPinCoverage: 0.6,
  searchSubject: true,
  surahWeight: 2,
  supplicationWeight: 4,
};
