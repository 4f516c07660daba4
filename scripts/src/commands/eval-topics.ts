import { parseArgs } from 'node:util';
import { evaluateTopicSet, loadTopicSet } from '@quran-assistant/api/answer/topic-evaluation.ts';
import { DEFAULT_INDEX_PATH } from '@quran-assistant/api/retrieval/index-path.ts';
import { createVerseRetriever } from '@quran-assistant/api/retrieval/verse-retriever.ts';

export const description = 'Measure the server topic check on the labelled set (precision and recall, no model)';

const TARGET = 0.95;

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { index: { type: 'string', default: DEFAULT_INDEX_PATH }, strict: { type: 'boolean', default: false } } });
  const set = loadTopicSet();
  const retriever = await createVerseRetriever({ indexPath: values.index });
  try {
    const evaluation = await evaluateTopicSet(retriever, set);
    const { counts } = evaluation;
    const english = set.filter((item) => item.lang === 'en').length;
    console.log(`topic set: ${evaluation.total} questions (${english} English, ${evaluation.total - english} Bangla), ${counts.onTopicAccepted + counts.onTopicRefused} on-topic, ${evaluation.traps.total} traps`);
    console.log('');
    console.log('                      precision   recall');
    console.log(`refuse off-topic      ${percent(evaluation.refusal.precision).padStart(9)}   ${percent(evaluation.refusal.recall).padStart(6)}`);
    console.log(`accept Islamic        ${percent(evaluation.acceptance.precision).padStart(9)}   ${percent(evaluation.acceptance.recall).padStart(6)}`);
    console.log('');
    console.log(`confusion: on-topic accepted ${counts.onTopicAccepted}, on-topic refused ${counts.onTopicRefused}, off-topic refused ${counts.offTopicRefused}, off-topic accepted ${counts.offTopicAccepted}`);
    console.log(`traps decided correctly: ${evaluation.traps.correct}/${evaluation.traps.total}`);
    if (evaluation.mistakes.length > 0) {
      console.log(`\nmistakes (${evaluation.mistakes.length}; with a model configured, undecided questions go to its classification):`);
      for (const mistake of evaluation.mistakes) console.log(`  [${mistake.label} → ${mistake.reason}] ${mistake.question}`);
    }
    const metrics = [evaluation.refusal.precision, evaluation.refusal.recall, evaluation.acceptance.precision, evaluation.acceptance.recall];
    const meets = metrics.every((value) => value >= TARGET);
    console.log(`\ntarget ≥ ${percent(TARGET)} for both precision and recall: ${meets ? 'met' : 'NOT met'}`);
    // --strict (CI): fail when the target is missed.
    return values.strict && !meets ? 1 : 0;
  } finally {
    retriever.close();
  }
}
