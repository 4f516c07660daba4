import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OWN_EVAL_DIR, DEFAULT_QURAN_SOURCE_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import { loadQuranSource } from '@quran-assistant/api/retrieval/quran-source.ts';
import { parseEvalFile } from '../commands/bench-retrieval.js';

describe('our own evaluation set', () => {
  const files = readdirSync(DEFAULT_OWN_EVAL_DIR).filter((file) => file.endsWith('.jsonl'));
  const questions = files.flatMap((file) => parseEvalFile(join(DEFAULT_OWN_EVAL_DIR, file)));

  it('has at least 60 English and 60 Bangla questions with unique ids', () => {
    expect(questions.filter((question) => question.lang === 'en').length).toBeGreaterThanOrEqual(60);
    expect(questions.filter((question) => question.lang === 'bn').length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('cites only verses that exist, each once per question', () => {
    const keys = new Set(loadQuranSource(DEFAULT_QURAN_SOURCE_DIR).verses.map((verse) => verse.key));
    for (const question of questions) {
      expect(question.gold.length, question.id).toBeGreaterThan(0);
      expect(new Set(question.gold).size, question.id).toBe(question.gold.length);
      for (const key of question.gold) expect(keys.has(key), `${question.id}: ${key}`).toBe(true);
    }
  });

  it('writes Bangla questions in Bangla script, in NFC', () => {
    for (const question of questions.filter((candidate) => candidate.lang === 'bn')) {
      expect(question.query, question.id).toMatch(/[\u0980-\u09FF]/);
      expect(question.query.normalize('NFC'), question.id).toBe(question.query);
    }
  });
});
