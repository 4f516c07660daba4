import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_OWN_EVAL_DIR } from '@quran-assistant/api/retrieval/index-path.ts';

/**
 * The team's set of common questions with their canonical verses
 * (`corpus/eval/common-questions.jsonl`). A fifth of it is held out: chosen by a
 * hash of each question's id, so nobody picks which questions are hard, and never
 * looked at while tuning. `pnpm bench:answers` reports the held-out part.
 */

export type QuestionLang = 'en' | 'bn' | 'ar';
export const COMMON_SPLITS = ['dev', 'holdout'] as const;
export type Split = (typeof COMMON_SPLITS)[number];

export interface CommonQuestion {
  id: string;
  query: string;
  lang: QuestionLang;
  /** Canonical verse keys, the most direct first. */
  gold: string[];
  split: Split;
}

export const COMMON_QUESTIONS_PATH = join(DEFAULT_OWN_EVAL_DIR, 'common-questions.jsonl');

/** One question in five, by the first 32 bits of the sha256 of its id. */
export function splitOf(id: string): Split {
  return Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16) % 5 === 0 ? 'holdout' : 'dev';
}

export function loadCommonQuestions(path: string = COMMON_QUESTIONS_PATH): CommonQuestion[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const row = JSON.parse(line) as Omit<CommonQuestion, 'split'>;
      if (typeof row.id !== 'string' || typeof row.query !== 'string' || !['en', 'bn', 'ar'].includes(row.lang) || !Array.isArray(row.gold)) {
        throw new Error(`${path} line ${index + 1}: needs id, query, lang (en|bn|ar) and gold`);
      }
      return { ...row, split: splitOf(row.id) };
    });
}
