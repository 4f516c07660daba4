import { describe, expect, it } from 'vitest';
import { trendingTopics } from './trending-topics.js';

describe('trendingTopics', () => {
  it('counts what English questions are about, without stop words or framing', () => {
    const topics = trendingTopics([
      'What does the Quran say about patience?',
      'How can I be more patient? Verses on patience please',
      'What does Islam say about prayer?',
      'Tell me about the prayers at night',
      'Is fasting required when travelling?',
    ]);
    expect(topics.slice(0, 2)).toEqual([
      { topic: 'patience', count: 2 },
      { topic: 'prayer', count: 2 },
    ]);
    const words = topics.map(({ topic }) => topic);
    for (const stopWord of ['what', 'does', 'quran', 'say', 'about', 'islam', 'please', 'the']) {
      expect(words).not.toContain(stopWord);
    }
  });

  it('groups Bangla inflections under the form people typed most', () => {
    const topics = trendingTopics([
      'ধৈর্য সম্পর্কে কুরআন কী বলে?',
      'ধৈর্যের গুরুত্ব কী?',
      'ধৈর্য কিভাবে ধরব?',
      'নামাজ সম্পর্কে কুরআন কী বলে?',
    ]);
    expect(topics[0]).toEqual({ topic: 'ধৈর্য', count: 3 });
    const words = topics.map(({ topic }) => topic);
    expect(words).toContain('নামাজ');
    for (const stopWord of ['কুরআন', 'কী', 'সম্পর্কে', 'বলে']) expect(words).not.toContain(stopWord);
  });

  it('counts a word once per question and respects the limit', () => {
    const questions = Array.from({ length: 12 }, (_, i) => `charity charity charity and topic${i % 6} zakat${i}`);
    const topics = trendingTopics(questions, 3);
    expect(topics).toHaveLength(3);
    expect(topics[0]).toEqual({ topic: 'charity', count: 12 });
    // With many questions, one-off words are noise and are left out.
    expect(topics.map(({ topic }) => topic)).not.toContain('zakat0');
  });

  it('returns nothing for no questions', () => {
    expect(trendingTopics([])).toEqual([]);
  });
});
