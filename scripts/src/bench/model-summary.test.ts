import { describe, expect, it, vi } from 'vitest';
import { summariseCommon, type QuestionResult } from './model-summary.js';

function result(split: 'dev' | 'holdout', citedKeys: string[]): QuestionResult {
  return {
    question: 'What does the Quran say about patience?',
    lang: 'en',
    gold: ['2:153'],
    split,
    languageRight: true,
    source: 'model',
    citedKeys,
    removedKeys: [],
    deltas: 3,
    firstDeltaMs: 1000,
    totalMs: 2000,
    promptTokens: 900,
    answerTokens: 60,
    tokensPerSecond: 12,
    rawAnswer: '',
    answer: '',
  };
}

describe('summariseCommon', () => {
  it('summarises the held-out part and the whole run, and leaves out a part with no questions', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const both = summariseCommon([result('holdout', ['2:153']), result('dev', ['3:200'])], 2);
      expect(both.map((row) => [row.part, row.questions, row.canonicalCited])).toEqual([
        ['held-out', 1, 1],
        ['all 2', 2, 0.5],
      ]);
      const devOnly = summariseCommon([result('dev', ['2:153'])], 1);
      expect(devOnly.map((row) => row.part)).toEqual(['all 1']);
      expect(log.mock.calls.flat().join('\n')).not.toContain('NaN');
    } finally {
      log.mockRestore();
    }
  });
});
