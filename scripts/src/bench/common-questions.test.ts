import { describe, expect, it } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import { loadQuranSource } from '@quran-assistant/api/retrieval/quran-source.ts';
import { loadCommonQuestions, splitOf } from './common-questions.js';

describe('the common questions (corpus/eval/common-questions.jsonl)', () => {
  const questions = loadCommonQuestions();
  const keys = new Set(loadQuranSource(DEFAULT_QURAN_SOURCE_DIR).verses.map((verse) => verse.key));

  it('holds at least 150 English, 100 Bangla and 50 Arabic questions with unique ids', () => {
    const count = (lang: string) => questions.filter((question) => question.lang === lang).length;
    expect(count('en')).toBeGreaterThanOrEqual(150);
    expect(count('bn')).toBeGreaterThanOrEqual(100);
    expect(count('ar')).toBeGreaterThanOrEqual(50);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('cites 1 to 6 canonical verses per question, each a verse of the corpus, none twice', () => {
    for (const { id, gold } of questions) {
      expect(gold.length, id).toBeGreaterThanOrEqual(1);
      expect(gold.length, id).toBeLessThanOrEqual(6);
      expect(new Set(gold).size, id).toBe(gold.length);
      for (const key of gold) expect(keys.has(key), `${id}: ${key}`).toBe(true);
    }
  });

  it('holds out about a fifth, chosen by a hash of the id', () => {
    expect(splitOf('cq-en-theft-punishment')).toBe(splitOf('cq-en-theft-punishment'));
    const heldOut = questions.filter((question) => question.split === 'holdout').length / questions.length;
    expect(heldOut).toBeGreaterThan(0.15);
    expect(heldOut).toBeLessThan(0.25);
    for (const lang of ['en', 'bn', 'ar']) {
      expect(questions.filter((question) => question.lang === lang && question.split === 'holdout').length).toBeGreaterThanOrEqual(10);
    }
  });
});
