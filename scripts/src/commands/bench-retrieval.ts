import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { VERSE_VECTORS_MANIFEST_FILE } from '@quran-assistant/api/retrieval/embeddings/verse-vectors-format.ts';
import {
  DEFAULT_INDEX_PATH,
  DEFAULT_OWN_EVAL_DIR,
  DEFAULT_QURAN_SOURCE_DIR,
  DEFAULT_VECTORS_DIR,
} from '@quran-assistant/api/retrieval/index-path.ts';
import { loadQuranSource } from '@quran-assistant/api/retrieval/quran-source.ts';
import type { Lang, VerseRetriever } from '@quran-assistant/api/retrieval/types.ts';
import type { RetrievalTuning } from '@quran-assistant/api/retrieval/retrieval-tuning.ts';
import { createVerseRetriever } from '@quran-assistant/api/retrieval/verse-retriever.ts';
import { PlainBm25Baseline } from '../bench/plain-bm25-baseline.js';
import { loadCommonQuestions } from '../bench/common-questions.js';
import { startE5Embedder } from '../bench/e5-endpoint.js';
import { ndcgAt, percentile, recallAt, reciprocalRankAt } from '../bench/retrieval-metrics.js';

export const description = 'Measure verse retrieval on the evaluation sets (recall, MRR, nDCG, latency)';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** Shared evaluation data lives beside the repository and is never copied into it. */
const SHARED_EVAL_DIR = resolve(REPO_ROOT, '../shared/eval');
const RESULTS_PATH = join(REPO_ROOT, 'bench-results/retrieval.json');
const CUTOFF = 10;

export interface EvalQuestion {
  id: string;
  query: string;
  lang: Lang;
  gold: string[];
}

export interface EvalSet {
  name: string;
  questions: EvalQuestion[];
}

interface SystemUnderTest {
  name: string;
  /** Verse keys best first; empty when the system answers "nothing found". */
  search(question: EvalQuestion): Promise<string[]>;
  close(): void;
}

export interface SetResult {
  set: string;
  system: string;
  questions: number;
  recallAt10: number;
  mrrAt10: number;
  ndcgAt10: number;
  /** Share of questions answered with nothing. */
  emptyShare: number;
  p50Ms: number;
  p95Ms: number;
}

export function parseEvalFile(path: string): EvalQuestion[] {
  const lines = readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    const row = JSON.parse(line) as Partial<EvalQuestion>;
    if (typeof row.query !== 'string' || !Array.isArray(row.gold) || (row.lang !== 'en' && row.lang !== 'bn' && row.lang !== 'ar')) {
      throw new Error(`${path}:${index + 1}: expected {id, query, lang: en|bn|ar, gold: [...]}`);
    }
    return { id: String(row.id ?? index + 1), query: row.query, lang: row.lang, gold: row.gold.map(String) };
  });
}

/** The project's first hand-checked set of English and Bangla questions. */
const OWN_QUESTIONS_FILE = 'questions.en-bn.jsonl';

function loadEvalSets(sharedDir: string, ownDir: string, log: (line: string) => void): EvalSet[] {
  const sets: EvalSet[] = [];
  if (existsSync(sharedDir)) {
    for (const file of readdirSync(sharedDir).filter((name) => name.endsWith('.jsonl')).sort()) {
      sets.push({ name: basename(file, '.jsonl').replace(/\.dev$/, ''), questions: parseEvalFile(join(sharedDir, file)) });
    }
  } else {
    log(`notice: ${sharedDir} not found; skipping the shared evaluation sets`);
  }
  if (existsSync(ownDir)) {
    const own: Array<{ prefix: string; questions: EvalQuestion[] }> = [
      { prefix: 'own', questions: parseEvalFile(join(ownDir, OWN_QUESTIONS_FILE)) },
      // Only the development part: the held-out fifth is looked at by `pnpm bench:answers` alone.
      { prefix: 'common_dev', questions: loadCommonQuestions().filter((question) => question.split === 'dev') },
    ];
    for (const { prefix, questions } of own) {
      for (const lang of ['en', 'bn', 'ar'] as const) {
        const subset = questions.filter((question) => question.lang === lang);
        if (subset.length > 0) sets.push({ name: `${prefix}_${lang}`, questions: subset });
      }
    }
  }
  return sets;
}

async function measure(system: SystemUnderTest, set: EvalSet): Promise<SetResult> {
  let recall = 0;
  let mrr = 0;
  let ndcg = 0;
  let empty = 0;
  const latencies: number[] = [];
  for (const question of set.questions) {
    const started = performance.now();
    const ranked = await system.search(question);
    latencies.push(performance.now() - started);
    const gold = new Set(question.gold);
    if (ranked.length === 0) empty += 1;
    recall += recallAt(ranked, gold, CUTOFF);
    mrr += reciprocalRankAt(ranked, gold, CUTOFF);
    ndcg += ndcgAt(ranked, gold, CUTOFF);
  }
  const count = set.questions.length;
  return {
    set: set.name,
    system: system.name,
    questions: count,
    recallAt10: recall / count,
    mrrAt10: mrr / count,
    ndcgAt10: ndcg / count,
    emptyShare: empty / count,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

function retrieverSystem(name: string, retriever: VerseRetriever): SystemUnderTest {
  return {
    name,
    async search(question) {
      const result = await retriever.search(question.query, { lang: question.lang, k: CUTOFF });
      return result.hits.map((hit) => hit.verse.key);
    },
    close: () => retriever.close(),
  };
}

function formatTable(results: SetResult[]): string {
  const header = ['set', 'system', 'n', 'R@10', 'MRR@10', 'nDCG@10', 'empty', 'p50 ms', 'p95 ms'];
  const rows = results.map((result) => [
    result.set,
    result.system,
    String(result.questions),
    result.recallAt10.toFixed(3),
    result.mrrAt10.toFixed(3),
    result.ndcgAt10.toFixed(3),
    `${(result.emptyShare * 100).toFixed(0)}%`,
    result.p50Ms.toFixed(2),
    result.p95Ms.toFixed(2),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Sets whose questions have no answer in the Quran: "answered with nothing" is the right outcome. */
const isZeroAnswerSet = (set: EvalSet) => set.questions.every((question) => question.gold.length === 0);

function formatNoAnswerSummary(results: SetResult[], sets: EvalSet[]): string[] {
  const lines: string[] = [];
  for (const set of sets.filter(isZeroAnswerSet)) {
    const answered = results.find((result) => result.set === set.name && result.system === DEFAULT_SYSTEM);
    if (answered) lines.push(`${set.name}: ${(answered.emptyShare * 100).toFixed(0)}% answered with nothing on the default path`);
  }
  for (const set of sets.filter((candidate) => !isZeroAnswerSet(candidate))) {
    const withThreshold = results.find((result) => result.set === set.name && result.system === DEFAULT_SYSTEM);
    const without = results.find((result) => result.set === set.name && result.system === NO_THRESHOLD_SYSTEM);
    if (!withThreshold || !without || without.recallAt10 === 0) continue;
    const cost = 1 - withThreshold.recallAt10 / without.recallAt10;
    lines.push(`${set.name}: the no-answer threshold costs ${(cost * 100).toFixed(1)}% of recall@10 (${(withThreshold.emptyShare * 100).toFixed(1)}% answered with nothing)`);
  }
  return lines;
}

const DEFAULT_SYSTEM = 'default';
const NO_THRESHOLD_SYSTEM = 'default, no threshold';
const E5_SYSTEM = 'with e5';

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      index: { type: 'string' },
      vectors: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      tuning: { type: 'string' },
      'no-e5': { type: 'boolean' },
    },
    strict: true,
  });
  const log = (line: string) => console.log(line);
  const indexPath = values.index ?? DEFAULT_INDEX_PATH;
  const vectorsDir = values.vectors ?? DEFAULT_VECTORS_DIR;
  const hasVectors = existsSync(join(vectorsDir, VERSE_VECTORS_MANIFEST_FILE));
  if (!hasVectors) log(`notice: no verse vectors in ${vectorsDir}; the default path runs without semantic neighbours and the e5 column is skipped`);
  // Experiments only: a JSON object of RetrievalTuning overrides, applied to every system of ours.
  const tuning = values.tuning ? (JSON.parse(values.tuning) as Partial<RetrievalTuning>) : {};
  const sets = loadEvalSets(SHARED_EVAL_DIR, DEFAULT_OWN_EVAL_DIR, log).filter(
    (set) => values.only === undefined || set.name.includes(values.only),
  );
  if (sets.length === 0) {
    console.error('bench: no evaluation sets found');
    return 1;
  }

  const corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
  const baseline = new PlainBm25Baseline(corpus.verses);
  const shared = { indexPath, vectorsDir: hasVectors ? vectorsDir : null };
  const systems: SystemUnderTest[] = [
    retrieverSystem(DEFAULT_SYSTEM, await createVerseRetriever({ ...shared, tuning })),
    retrieverSystem(NO_THRESHOLD_SYSTEM, await createVerseRetriever({ ...shared, tuning: { ...tuning, noAnswerThreshold: 0 } })),
  ];
  const e5 = values['no-e5'] || !hasVectors ? null : await startE5Embedder(log);
  if (e5) systems.push(retrieverSystem(E5_SYSTEM, await createVerseRetriever({ ...shared, embedder: e5.embedder, tuning })));
  systems.push({
    name: 'plain BM25',
    search: async (question) => baseline.search(question.query, question.lang, CUTOFF),
    close: () => baseline.close(),
  });

  const results: SetResult[] = [];
  try {
    for (const set of sets) {
      for (const system of systems) results.push(await measure(system, set));
    }
  } finally {
    systems.forEach((system) => system.close());
    await e5?.stop();
  }

  log(formatTable(results));
  const noAnswer = formatNoAnswerSummary(results, sets);
  if (noAnswer.length > 0) log(`\n${noAnswer.join('\n')}`);
  const outPath = values.out ?? RESULTS_PATH;
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(
    outPath,
    `${JSON.stringify({ cutoff: CUTOFF, e5: e5?.description ?? null, tuning, results, noAnswer }, null, 2)}\n`,
  );
  log(`\nwritten: ${outPath}`);
  return 0;
}
