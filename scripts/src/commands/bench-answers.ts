import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchApp } from '../bench/bench-app.js';
import { loadCommonQuestions, type CommonQuestion, type QuestionLang, type Split } from '../bench/common-questions.js';

export const description = 'Measure which verses answers cite for the common questions (corpus/eval/common-questions.jsonl), per language, on the held-out fifth';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const RESULTS_PATH = join(REPO_ROOT, 'bench-results/answers.json');
const TARGETS = { firstCanonical: 0.7, anyCanonical: 0.85 };

interface Outcome {
  question: CommonQuestion;
  status: number;
  cited: string[];
}

export interface AnswerFigures {
  questions: number;
  /** The first cited verse is one of the canonical ones. */
  firstCanonical: number;
  /** Some cited verse is canonical. */
  anyCanonical: number;
  /** Answered without any verse. */
  withoutVerse: number;
  /** On-topic questions refused (all of these questions are on-topic). */
  refused: number;
}

function figures(outcomes: readonly Outcome[]): AnswerFigures {
  const share = (test: (outcome: Outcome) => boolean) =>
    outcomes.length === 0 ? Number.NaN : outcomes.filter(test).length / outcomes.length;
  return {
    questions: outcomes.length,
    firstCanonical: share((o) => o.cited[0] !== undefined && o.question.gold.includes(o.cited[0])),
    anyCanonical: share((o) => o.cited.some((key) => o.question.gold.includes(key))),
    withoutVerse: share((o) => o.status === 200 && o.cited.length === 0),
    refused: share((o) => o.status === 422),
  };
}

const percent = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`);

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      split: { type: 'string', default: 'holdout' },
      mistakes: { type: 'boolean', default: false },
    },
  });
  const split = values.split as Split | 'all';
  if (!['dev', 'holdout', 'all'].includes(split)) {
    console.error('--split must be dev, holdout or all');
    return 1;
  }
  const questions = loadCommonQuestions().filter((question) => split === 'all' || question.split === split);

  const bench = await startBenchApp({ llm: null });
  const { app } = bench;
  try {
    const outcomes: Outcome[] = [];
    for (const [index, question] of questions.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { content: question.query, sessionId: `bench-answers-${index}`, role: 'user' },
        // Each question from its own address: the per-address rate limit is not what is measured.
        remoteAddress: `10.1.${(index >> 8) & 255}.${index & 255}`,
      });
      const body = response.json() as { citations?: { key: string }[] };
      outcomes.push({ question, status: response.statusCode, cited: (body.citations ?? []).map((citation) => citation.key) });
    }

    const langs: QuestionLang[] = ['en', 'bn', 'ar'];
    const rows = [
      ...langs.map((lang) => ({ label: lang, figures: figures(outcomes.filter((o) => o.question.lang === lang)) })),
      { label: 'all', figures: figures(outcomes) },
    ];
    console.log(`answers without a model (extractive), ${split} split of ${questions.length} common questions`);
    console.log('lang   questions   first canonical   any canonical   without verse   refused');
    for (const { label, figures: f } of rows) {
      console.log(
        `${label.padEnd(5)}  ${String(f.questions).padStart(9)}   ${percent(f.firstCanonical).padStart(15)}   ${percent(f.anyCanonical).padStart(13)}   ${percent(f.withoutVerse).padStart(13)}   ${percent(f.refused).padStart(7)}`,
      );
    }
    const all = rows.at(-1)!.figures;
    const met =
      all.firstCanonical >= TARGETS.firstCanonical && all.anyCanonical >= TARGETS.anyCanonical && all.withoutVerse === 0 && all.refused === 0;
    console.log(
      `\ntargets: first ≥ ${percent(TARGETS.firstCanonical)}, any ≥ ${percent(TARGETS.anyCanonical)}, no answer without a verse, no on-topic question refused: ${met ? 'met' : 'NOT met'}`,
    );
    if (values.mistakes) {
      if (split === 'holdout') console.log('(mistakes are listed for the dev split only: the held-out questions are not for tuning)');
      else {
        console.log('\nmistakes (first cited verse not canonical):');
        for (const o of outcomes.filter((outcome) => !outcome.question.gold.includes(outcome.cited[0] ?? ''))) {
          console.log(`  ${o.status} ${o.question.id}: "${o.question.query}" cited ${o.cited.join(' ') || '–'}; gold ${o.question.gold.join(' ')}`);
        }
      }
    }
    mkdirSync(dirname(RESULTS_PATH), { recursive: true });
    writeFileSync(
      RESULTS_PATH,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), split, path: 'default (no model)', targets: TARGETS, rows }, null, 2)}\n`,
    );
    console.log(`written ${RESULTS_PATH}`);
    return 0;
  } finally {
    await bench.close();
  }
}
