import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { searchVerses } from './answer-pipeline.js';
import { checkTopic, keywordVerdict, MIN_RETRIEVAL_EVIDENCE, retrievalEvidence, topicSignals } from './topic-check.js';
import {
  evaluateTopicSet,
  loadTopicSet,
  TOPIC_HOLDOUT_SET_URL,
  TOPIC_SET_URL,
  type TopicEvaluation,
} from './topic-evaluation.js';

describe('keywordVerdict', () => {
  it.each([
    // spec 4's traps: Islamic questions that name an off-topic subject
    ['Is crypto halal?', 'islamic'],
    ['What does the Quran say about travel and shortening prayers?', 'islamic'],
    ['Islamic view of medical ethics', 'islamic'],
    ["What's the weather tomorrow in Dhaka?", 'off_topic'],
    ['Who played Moses in the movie The Ten Commandments?', 'off_topic'],
    ['Who was Moses?', 'islamic'],
    ['আগামীকাল ঢাকার আবহাওয়া কেমন হবে?', 'off_topic'],
    ['ক্রিপ্টোকারেন্সি কি হালাল?', 'islamic'],
    // guidance themes without an Islamic term
    ['How should I treat my parents?', 'islamic'],
    ['মৃত্যুর পরে মানুষের কী হয়?', 'islamic'],
    // everyday intents without a subject word
    ['How tall is Mount Everest?', 'off_topic'],
    ['How do I tie a tie?', 'off_topic'],
    ['What year did the Titanic sink?', 'off_topic'],
    ['Suggest a birthday gift for my wife', 'off_topic'],
    ['টাই কীভাবে বাঁধতে হয়?', 'off_topic'],
    ['এভারেস্ট পর্বতের উচ্চতা কত?', 'off_topic'],
    // an everyday intent with only a weak Islamic term (a place) is still everyday
    ['How far is Mecca from the nearest airport?', 'off_topic'],
    // a strong Islamic term wins over an everyday intent
    ['How do I make dua properly?', 'islamic'],
    ['Why is the sky blue?', 'unknown'],
  ] as const)('%s → %s', (question, verdict) => {
    expect(keywordVerdict(question)).toBe(verdict);
  });

  it('names the everyday intent it recognised', () => {
    expect(topicSignals('How much does a kilo of rice cost?').offTopicIntent).toBe('price, time or directions');
    expect(topicSignals('বারান্দায় টমেটো চাষ কীভাবে করব?').offTopicIntent).toBe('hands-on how-to');
    expect(topicSignals('What does the Quran say about patience?').offTopicIntent).toBeNull();
  });
});

describe('checkTopic', () => {
  const never = async (): Promise<number> => {
    throw new Error('retrieval must not be consulted');
  };

  it('decides by words first, lets a follow-up through, and asks the classifier only when the words leave it open', async () => {
    let classified = 0;
    const classify = async () => {
      classified += 1;
      return 'other' as const;
    };
    expect(await checkTopic({ question: 'And the next one?', isFollowUp: true, retrievalEvidence: never, classify })).toEqual({
      onTopic: true,
      reason: 'follow_up',
    });
    expect(await checkTopic({ question: 'Is bitcoin haram?', isFollowUp: false, retrievalEvidence: never, classify })).toEqual({
      onTopic: true,
      reason: 'islamic_terms',
    });
    expect(await checkTopic({ question: 'Should I buy bitcoin now?', isFollowUp: true, retrievalEvidence: never, classify })).toEqual({
      onTopic: false,
      reason: 'off_topic_terms',
    });
    expect(await checkTopic({ question: 'Why do good people suffer?', isFollowUp: false, retrievalEvidence: never, classify })).toEqual({
      onTopic: true,
      reason: 'guidance_themes',
    });
    expect(classified).toBe(0);
    expect(await checkTopic({ question: 'A good name for a cat?', isFollowUp: false, retrievalEvidence: async () => 1, classify })).toEqual({
      onTopic: false,
      reason: 'model',
    });
    expect(classified).toBe(1);
  });

  it('without a model, refuses everyday intents and asks retrieval for strong enough evidence', async () => {
    const unsure = async () => null;
    expect(await checkTopic({ question: 'How tall is Mount Everest?', isFollowUp: false, retrievalEvidence: never, classify: unsure })).toEqual({
      onTopic: false,
      reason: 'off_topic_intent',
    });
    const ask = (evidence: number) => checkTopic({ question: 'Why is the sky blue?', isFollowUp: false, retrievalEvidence: async () => evidence });
    expect(await ask(MIN_RETRIEVAL_EVIDENCE)).toEqual({ onTopic: true, reason: 'retrieval' });
    expect(await ask(MIN_RETRIEVAL_EVIDENCE - 0.01)).toEqual({ onTopic: false, reason: 'retrieval' });
  });
});

describe('the topic check on the labelled sets', () => {
  let retriever: VerseRetriever;
  let main: TopicEvaluation;
  let holdout: TopicEvaluation;
  beforeAll(async () => {
    retriever = await createVerseRetriever(); // the index built by `pnpm ingest`
    main = await evaluateTopicSet(retriever, loadTopicSet(TOPIC_SET_URL));
    holdout = await evaluateTopicSet(retriever, loadTopicSet(TOPIC_HOLDOUT_SET_URL));
  }, 60_000);
  afterAll(() => retriever.close());

  it('holds at least 200 English and Bangla questions, about half on-topic, with traps', () => {
    const set = loadTopicSet(TOPIC_SET_URL);
    expect(set.length).toBeGreaterThanOrEqual(200);
    const onTopic = set.filter((item) => item.label === 'on_topic').length;
    expect(onTopic / set.length).toBeGreaterThan(0.4);
    expect(onTopic / set.length).toBeLessThan(0.6);
    expect(set.filter((item) => item.lang === 'bn').length).toBeGreaterThanOrEqual(80);
    expect(set.filter((item) => item.trap).length).toBeGreaterThanOrEqual(20);
    const questions = new Set(set.map((item) => item.question));
    expect(loadTopicSet(TOPIC_HOLDOUT_SET_URL).filter((item) => questions.has(item.question))).toEqual([]);
  });

  it('reaches precision and recall ≥ 0.95 for refusing and for accepting on the main set, without a model', () => {
    expect(main.refusal.precision).toBeGreaterThanOrEqual(0.95);
    expect(main.refusal.recall).toBeGreaterThanOrEqual(0.95);
    expect(main.acceptance.precision).toBeGreaterThanOrEqual(0.95);
    expect(main.acceptance.recall).toBeGreaterThanOrEqual(0.95);
    expect(main.traps.correct).toBe(main.traps.total);
  });

  it('never refuses an Islamic question of the held-out set; reports the rest', () => {
    const figures = (evaluation: TopicEvaluation) =>
      `refuse P ${evaluation.refusal.precision.toFixed(3)} R ${evaluation.refusal.recall.toFixed(3)}, ` +
      `accept P ${evaluation.acceptance.precision.toFixed(3)} R ${evaluation.acceptance.recall.toFixed(3)}`;
    console.info(`topic check, main set (${main.total}): ${figures(main)}; held-out set (${holdout.total}): ${figures(holdout)}`);
    expect(holdout.acceptance.recall).toBeGreaterThanOrEqual(0.95);
    expect(holdout.refusal.precision).toBeGreaterThanOrEqual(0.95);
  });

  it('calibrates the retrieval evidence on the on-topic half: questions without an Islamic term still clear it', async () => {
    const withoutTerms = loadTopicSet(TOPIC_SET_URL).filter((item) => item.label === 'on_topic' && !topicSignals(item.question).strongIslamic);
    expect(withoutTerms.length).toBeGreaterThanOrEqual(20);
    let cleared = 0;
    for (const item of withoutTerms) {
      const { hits } = await searchVerses(retriever, item.question, item.lang);
      if (retrievalEvidence(item.question, item.lang, hits) >= MIN_RETRIEVAL_EVIDENCE) cleared += 1;
    }
    expect(cleared / withoutTerms.length).toBeGreaterThanOrEqual(0.9);
  });

  it('finds little evidence for a question whose words the Quran does not use', async () => {
    const question = 'How do I unclog a kitchen sink?';
    const { hits } = await searchVerses(retriever, question, 'en');
    expect(retrievalEvidence(question, 'en', hits)).toBeLessThan(MIN_RETRIEVAL_EVIDENCE);
    expect(retrievalEvidence(question, 'en', [])).toBe(0);
  });
});
