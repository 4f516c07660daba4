import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { checkTopic, keywordVerdict } from './topic-check.js';
import { evaluateTopicSet, loadTopicSet, type TopicEvaluation } from './topic-evaluation.js';

describe('keywordVerdict', () => {
  it.each([
    ['Is crypto halal?', 'islamic'],
    ['What does the Quran say about travel and shortening prayers?', 'islamic'],
    ['Islamic view of medical ethics', 'islamic'],
    ["What's the weather tomorrow in Dhaka?", 'off_topic'],
    ['Who played Moses in the movie The Ten Commandments?', 'off_topic'],
    ['Who was Moses?', 'islamic'],
    ['আগামীকাল ঢাকার আবহাওয়া কেমন হবে?', 'off_topic'],
    ['ক্রিপ্টোকারেন্সি কি হালাল?', 'islamic'],
    ['How tall is Mount Everest?', 'unknown'],
  ] as const)('%s → %s', (question, verdict) => {
    expect(keywordVerdict(question)).toBe(verdict);
  });
});

describe('checkTopic', () => {
  it('lets a follow-up without telling words through, and asks the classifier only when words say nothing', async () => {
    let classified = 0;
    const classify = async () => {
      classified += 1;
      return 'other' as const;
    };
    const none = async () => 0;
    expect(await checkTopic({ question: 'And the next one?', isFollowUp: true, countRetrievedVerses: none, classify })).toEqual({
      onTopic: true,
      reason: 'follow_up',
    });
    expect((await checkTopic({ question: 'Is bitcoin haram?', isFollowUp: false, countRetrievedVerses: none, classify })).onTopic).toBe(true);
    expect(classified).toBe(0);
    expect(await checkTopic({ question: 'A good name for a cat?', isFollowUp: false, countRetrievedVerses: async () => 5, classify })).toEqual({
      onTopic: false,
      reason: 'model',
    });
    expect(classified).toBe(1);
    const unsure = async () => null;
    expect((await checkTopic({ question: 'A good name for a cat?', isFollowUp: false, countRetrievedVerses: none, classify: unsure })).reason).toBe(
      'retrieval',
    );
  });
});

describe('the labelled topic set', () => {
  let retriever: VerseRetriever;
  let evaluation: TopicEvaluation;
  beforeAll(async () => {
    retriever = await createVerseRetriever(); // the index built by `pnpm ingest`
    evaluation = await evaluateTopicSet(retriever);
  }, 60_000);
  afterAll(() => retriever.close());

  it('holds at least 200 English and Bangla questions, about half on-topic, with traps', () => {
    const set = loadTopicSet();
    expect(set.length).toBeGreaterThanOrEqual(200);
    const onTopic = set.filter((item) => item.label === 'on_topic').length;
    expect(onTopic / set.length).toBeGreaterThan(0.4);
    expect(onTopic / set.length).toBeLessThan(0.6);
    expect(set.filter((item) => item.lang === 'bn').length).toBeGreaterThanOrEqual(80);
    expect(set.filter((item) => item.trap).length).toBeGreaterThanOrEqual(20);
  });

  it('never refuses an Islamic question (precision of refusals and recall of Islamic questions ≥ 0.95)', () => {
    expect(evaluation.refusal.precision).toBeGreaterThanOrEqual(0.95);
    expect(evaluation.acceptance.recall).toBeGreaterThanOrEqual(0.95);
    expect(evaluation.traps.correct).toBe(evaluation.traps.total);
  });

  it('refuses most off-topic questions without a model (keyword-free everyday questions need the classifier)', () => {
    // Measured 0.917 recall of refusals and 0.933 precision of acceptance without a model; the misses
    // are everyday questions with no subject word ("How tall is Mount Everest?"), which retrieval alone
    // cannot tell apart. Held at 0.9 so a regression fails.
    expect(evaluation.refusal.recall).toBeGreaterThanOrEqual(0.9);
    expect(evaluation.acceptance.precision).toBeGreaterThanOrEqual(0.9);
    for (const mistake of evaluation.mistakes) expect(mistake.reason, mistake.question).toBe('retrieval');
  });
});
