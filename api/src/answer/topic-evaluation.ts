import { readFileSync } from 'node:fs';
import type { VerseRetriever } from '../retrieval/types.js';
import { answerLanguageOf } from './answer-language.js';
import { searchVerses } from './answer-pipeline.js';
import { checkTopic, type TopicReason } from './topic-check.js';

/**
 * Measures the topic check on the labelled sets `topic-set.jsonl` and
 * `topic-set.holdout.jsonl` (English and Bangla, about half on-topic, with traps:
 * Islamic questions that mention off-topic subjects, and the reverse). Used by the
 * test that holds the thresholds and by `pnpm --filter @quran-assistant/scripts eval:topics`.
 */

export type TopicLabelName = 'on_topic' | 'off_topic';

export interface LabelledQuestion {
  question: string;
  lang: 'en' | 'bn' | 'ar';
  label: TopicLabelName;
  /** An Islamic question that mentions an off-topic subject, or the reverse. */
  trap?: boolean;
}

export const TOPIC_SET_URL = new URL('./topic-set.jsonl', import.meta.url);
/**
 * Questions written apart from the main set and never used to tune the word
 * classes or the thresholds: how the check does on questions it was not shaped by.
 */
export const TOPIC_HOLDOUT_SET_URL = new URL('./topic-set.holdout.jsonl', import.meta.url);

export function loadTopicSet(url: URL = TOPIC_SET_URL): LabelledQuestion[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const row = JSON.parse(line) as LabelledQuestion;
      if (typeof row.question !== 'string' || (row.label !== 'on_topic' && row.label !== 'off_topic')) {
        throw new Error(`${url.pathname} line ${index + 1}: needs "question" and "label" on_topic|off_topic`);
      }
      return row;
    });
}

export interface ClassMetrics {
  precision: number;
  recall: number;
}

export interface TopicEvaluation {
  total: number;
  /** Accepted on-topic questions, refused off-topic ones, and the two kinds of mistakes. */
  counts: { onTopicAccepted: number; onTopicRefused: number; offTopicRefused: number; offTopicAccepted: number };
  /** "Refuse" as the positive class: of the refused, how many were off-topic; of the off-topic, how many were refused. */
  refusal: ClassMetrics;
  /** "Accept" as the positive class. */
  acceptance: ClassMetrics;
  traps: { total: number; correct: number };
  mistakes: Array<LabelledQuestion & { reason: TopicReason }>;
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

/** Runs the server's topic check (words, then retrieval; no model) on every question of the set. */
export async function evaluateTopicSet(retriever: VerseRetriever, set: LabelledQuestion[] = loadTopicSet()): Promise<TopicEvaluation> {
  const counts = { onTopicAccepted: 0, onTopicRefused: 0, offTopicRefused: 0, offTopicAccepted: 0 };
  const traps = { total: 0, correct: 0 };
  const mistakes: TopicEvaluation['mistakes'] = [];
  for (const item of set) {
    const lang = answerLanguageOf(item.question, item.lang);
    const verdict = await checkTopic({
      question: item.question,
      isFollowUp: false,
      retrieval: () => searchVerses(retriever, item.question, lang),
    });
    const correct = verdict.onTopic === (item.label === 'on_topic');
    if (item.label === 'on_topic') counts[verdict.onTopic ? 'onTopicAccepted' : 'onTopicRefused'] += 1;
    else counts[verdict.onTopic ? 'offTopicAccepted' : 'offTopicRefused'] += 1;
    if (item.trap) {
      traps.total += 1;
      if (correct) traps.correct += 1;
    }
    if (!correct) mistakes.push({ ...item, reason: verdict.reason });
  }
  return {
    total: set.length,
    counts,
    refusal: {
      precision: ratio(counts.offTopicRefused, counts.offTopicRefused + counts.onTopicRefused),
      recall: ratio(counts.offTopicRefused, counts.offTopicRefused + counts.offTopicAccepted),
    },
    acceptance: {
      precision: ratio(counts.onTopicAccepted, counts.onTopicAccepted + counts.offTopicAccepted),
      recall: ratio(counts.onTopicAccepted, counts.onTopicAccepted + counts.onTopicRefused),
    },
    traps,
    mistakes,
  };
}
