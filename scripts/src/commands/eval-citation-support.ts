import {
  bestThresholds,
  CHOSEN_THRESHOLDS,
  evaluateSupportRule,
  loadSupportSet,
  scoreSupportSet,
  THRESHOLD_GRID,
  type SupportMetrics,
} from '@quran-assistant/api/answer/citation-support-evaluation.ts';
import { createVerseRetriever } from '@quran-assistant/api/retrieval/verse-retriever.ts';

export const description =
  'Measure the rule that keeps a real verse a model cites beyond the retrieved ones (precision and recall on the labelled sentence/verse pairs, per threshold)';

const fixed = (value: number) => value.toFixed(3);
const cell = (metrics: SupportMetrics) => `${fixed(metrics.precision)} ${fixed(metrics.recall)}`;

export async function run(): Promise<number> {
  const retriever = await createVerseRetriever();
  try {
    const set = loadSupportSet();
    const scored = scoreSupportSet(set, (key) => {
      const [surah, ayah] = key.split(':').map(Number) as [number, number];
      return retriever.getVerse(surah, ayah);
    });
    const evaluations = THRESHOLD_GRID.map((thresholds) => evaluateSupportRule(scored, thresholds));
    const positives = set.filter((pair) => pair.supports).length;
    console.log(`${set.length} pairs: ${positives} sentences with the verse they describe, ${set.length - positives} with a wrong real verse (same subject or random)`);
    console.log('rule: shared content terms ≥ min shared and ≥ min fraction of the sentence\'s terms\n');
    console.log('min shared  min fraction   precision  recall  F0.5    en P/R        bn P/R        ar P/R        same-subject accepted');
    for (const evaluation of evaluations) {
      const { thresholds, byLanguage } = evaluation;
      const chosen = thresholds.minShared === CHOSEN_THRESHOLDS.minShared && thresholds.minFraction === CHOSEN_THRESHOLDS.minFraction;
      console.log(
        `${String(thresholds.minShared).padStart(10)}  ${thresholds.minFraction.toFixed(2).padStart(12)}   ${fixed(evaluation.precision).padStart(9)}  ${fixed(evaluation.recall)}  ${fixed(evaluation.fHalf)}   ${cell(byLanguage.en)}   ${cell(byLanguage.bn)}   ${cell(byLanguage.ar)}   ${evaluation.sameTopicAccepted}/${evaluation.sameTopicTotal}${chosen ? '   ← chosen' : ''}`,
      );
    }
    const best = bestThresholds(evaluations);
    const agrees = best.thresholds.minShared === CHOSEN_THRESHOLDS.minShared && best.thresholds.minFraction === CHOSEN_THRESHOLDS.minFraction;
    console.log(`\nbest by F0.5: min shared ${best.thresholds.minShared}, min fraction ${best.thresholds.minFraction}${agrees ? ' (the chosen thresholds)' : ' — NOT the chosen thresholds in citation-support.ts'}`);
    return agrees ? 0 : 1;
  } finally {
    retriever.close();
  }
}
