import { readFileSync } from 'node:fs';
import type { Verse } from '../retrieval/types.js';
import type { AnswerLanguage } from '../contract/messages.js';
import { meetsSupportRule, MIN_SHARED_FRACTION, MIN_SHARED_TERMS, supportScore, type SupportScore } from './citation-support.js';

/**
 * Measures the support rule of `citation-support.ts` on `citation-support-set.jsonl`:
 * answer sentences in English, Bangla and Arabic, each written by hand to describe
 * one verse (the positives), paired again with wrong real verses (the negatives):
 * a verse on the same subject that does not say what the sentence says (2:155 for a
 * sentence on 2:153), and two verses drawn at random with a fixed seed. Used by the
 * test that holds the thresholds and by `pnpm --filter @quran-assistant/scripts eval:citation-support`.
 */

export interface SupportPair {
  lang: AnswerLanguage;
  sentence: string;
  key: string;
  /** Whether the verse supports the sentence. */
  supports: boolean;
  /** For negatives: a verse on the same subject, or one drawn at random. */
  kind?: 'same_topic' | 'random';
}

export const SUPPORT_SET_URL = new URL('./citation-support-set.jsonl', import.meta.url);

export function loadSupportSet(url: URL = SUPPORT_SET_URL): SupportPair[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const row = JSON.parse(line) as SupportPair;
      if (typeof row.sentence !== 'string' || typeof row.key !== 'string' || typeof row.supports !== 'boolean') {
        throw new Error(`${url.pathname} line ${index + 1}: needs "sentence", "key" and "supports"`);
      }
      return row;
    });
}

export interface RuleThresholds {
  minShared: number;
  minFraction: number;
}

export interface SupportMetrics {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Of the pairs the rule accepts, how many are real support. */
  precision: number;
  /** Of the real support pairs, how many the rule accepts. */
  recall: number;
  /** Precision weighs twice as much as recall: keeping a wrong verse is worse than dropping a right one. */
  fHalf: number;
}

export interface SupportEvaluation extends SupportMetrics {
  thresholds: RuleThresholds;
  byLanguage: Record<AnswerLanguage, SupportMetrics>;
  /** Accepted negatives of the same subject, the hardest kind. */
  sameTopicAccepted: number;
  sameTopicTotal: number;
}

/** The thresholds the rule is measured at; the chosen ones are among them. */
export const THRESHOLD_GRID: RuleThresholds[] = [1, 2, 3].flatMap((minShared) =>
  [0, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5].map((minFraction) => ({ minShared, minFraction })),
);

export const CHOSEN_THRESHOLDS: RuleThresholds = { minShared: MIN_SHARED_TERMS, minFraction: MIN_SHARED_FRACTION };

function metricsOf(results: Array<{ pair: SupportPair; accepted: boolean }>): SupportMetrics {
  const truePositives = results.filter(({ pair, accepted }) => accepted && pair.supports).length;
  const falsePositives = results.filter(({ pair, accepted }) => accepted && !pair.supports).length;
  const falseNegatives = results.filter(({ pair, accepted }) => !accepted && pair.supports).length;
  const precision = truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall = truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives);
  const beta2 = 0.25;
  const fHalf = precision + recall === 0 ? 0 : ((1 + beta2) * precision * recall) / (beta2 * precision + recall);
  return { pairs: results.length, truePositives, falsePositives, falseNegatives, precision, recall, fHalf };
}

/** Scores every pair once; the thresholds are then applied to the scores. */
export function scoreSupportSet(set: SupportPair[], lookUpVerse: (key: string) => Verse | null): Array<{ pair: SupportPair; score: SupportScore }> {
  return set.map((pair) => {
    const verse = lookUpVerse(pair.key);
    if (!verse) throw new Error(`the support set names a verse the corpus does not hold: ${pair.key}`);
    return { pair, score: supportScore(pair.sentence, verse, pair.lang) };
  });
}

export function evaluateSupportRule(scored: Array<{ pair: SupportPair; score: SupportScore }>, thresholds: RuleThresholds): SupportEvaluation {
  const results = scored.map(({ pair, score }) => ({ pair, accepted: meetsSupportRule(score, thresholds.minShared, thresholds.minFraction) }));
  const byLanguage = Object.fromEntries(
    (['en', 'bn', 'ar'] as const).map((lang) => [lang, metricsOf(results.filter(({ pair }) => pair.lang === lang))]),
  ) as Record<AnswerLanguage, SupportMetrics>;
  const sameTopic = results.filter(({ pair }) => pair.kind === 'same_topic');
  return {
    ...metricsOf(results),
    thresholds,
    byLanguage,
    sameTopicAccepted: sameTopic.filter(({ accepted }) => accepted).length,
    sameTopicTotal: sameTopic.length,
  };
}

/** The grid's best thresholds by F0.5 (ties: the stricter rule). */
export function bestThresholds(evaluations: SupportEvaluation[]): SupportEvaluation {
  return [...evaluations].sort(
    (a, b) =>
      b.fHalf - a.fHalf || b.thresholds.minShared - a.thresholds.minShared || b.thresholds.minFraction - a.thresholds.minFraction,
  )[0] as SupportEvaluation;
}
