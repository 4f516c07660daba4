import type { Split } from './common-questions.js';
import { percentile } from './retrieval-metrics.js';

/** One benchmarked question's answer, and the table the model benchmark prints of them. */

export interface QuestionResult {
  question: string;
  lang: string;
  /** For the common questions: their canonical verses and split. */
  gold?: string[];
  split?: Split;
  /** Every sentence of the stored answer is in the question's language (quotations and names aside). */
  languageRight: boolean;
  /** Who wrote the shown answer; 'refused' when the question was declined (422) or failed. */
  source: 'model' | 'fallback' | 'refused';
  citedKeys: string[];
  /** Keys the model wrote that verification removed. */
  removedKeys: string[];
  deltas: number;
  firstDeltaMs: number | null;
  totalMs: number;
  promptTokens: number | null;
  answerTokens: number | null;
  tokensPerSecond: number | null;
  rawAnswer: string;
  answer: string;
}

interface ModelSummary {
  part: string;
  questions: number;
  /** A canonical verse is among the citations. */
  canonicalCited: number;
  firstCanonical: number;
  /** Questions declined (422) or failed. */
  refused: number;
  /** Of the answers: at least one citation survived verification. */
  withCheckedCitation: number;
  /** Answers where verification removed or moved a citation the model wrote. */
  corrected: number;
  removedCitations: number;
  languageRight: number;
  answeredByModel: number;
  firstDeltaP50Ms: number;
  firstDeltaP95Ms: number;
  totalP50Ms: number;
  totalP95Ms: number;
  tokensPerSecondP50: number;
}

export function summariseCommon(results: readonly QuestionResult[], asked: number): ModelSummary[] {
  const parts: Array<[string, QuestionResult[]]> = [
    ['held-out', results.filter((result) => result.split === 'holdout')],
    [`all ${asked}`, [...results]],
  ];
  // A run of development questions only (--split dev) has no held-out part to show.
  const summaries = parts.filter(([, rows]) => rows.length > 0).map(([part, rows]) => {
    const share = (test: (row: QuestionResult) => boolean, of: readonly QuestionResult[] = rows) =>
      of.length === 0 ? Number.NaN : of.filter(test).length / of.length;
    // Language, citations and corrections are properties of the answers given; a refusal has none.
    const answered = rows.filter((row) => row.source !== 'refused');
    const times = (pick: (row: QuestionResult) => number | null) => rows.map(pick).filter((value): value is number => value !== null);
    return {
      part,
      questions: rows.length,
      canonicalCited: share((row) => row.citedKeys.some((key) => row.gold?.includes(key))),
      firstCanonical: share((row) => row.gold?.includes(row.citedKeys[0] ?? '') ?? false),
      refused: rows.length - answered.length,
      withCheckedCitation: share((row) => row.citedKeys.length > 0, answered),
      corrected: share((row) => row.removedKeys.length > 0, answered),
      removedCitations: rows.reduce((sum, row) => sum + row.removedKeys.length, 0),
      languageRight: share((row) => row.languageRight, answered),
      answeredByModel: share((row) => row.source === 'model', answered),
      firstDeltaP50Ms: percentile(times((row) => row.firstDeltaMs), 50),
      firstDeltaP95Ms: percentile(times((row) => row.firstDeltaMs), 95),
      totalP50Ms: percentile(times((row) => row.totalMs), 50),
      totalP95Ms: percentile(times((row) => row.totalMs), 95),
      tokensPerSecondP50: percentile(times((row) => row.tokensPerSecond), 50),
    };
  });
  const percent = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`);
  const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
  console.log('\n| part | n | refused | canonical cited | first canonical | answers with ≥1 checked citation | corrected by the checks | in the question\'s language | written by the model | first text p50 / p95 | whole answer p50 / p95 | tokens/s p50 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of summaries) {
    console.log(
      `| ${row.part} | ${row.questions} | ${row.refused} | ${percent(row.canonicalCited)} | ${percent(row.firstCanonical)} | ${percent(row.withCheckedCitation)} | ${percent(row.corrected)} (${row.removedCitations} citations) | ${percent(row.languageRight)} | ${percent(row.answeredByModel)} | ${seconds(row.firstDeltaP50Ms)} / ${seconds(row.firstDeltaP95Ms)} | ${seconds(row.totalP50Ms)} / ${seconds(row.totalP95Ms)} | ${Number.isNaN(row.tokensPerSecondP50) ? '–' : row.tokensPerSecondP50.toFixed(1)} |`,
    );
  }
  return summaries;
}
