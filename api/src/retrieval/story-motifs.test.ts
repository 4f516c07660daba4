import { describe, expect, it } from 'vitest';
import { StoryMotifMatcher } from './story-motifs.js';
import type { Topic } from './topic-source.js';

function story(id: string, motifs: Topic['motifs']): Topic {
  return { id, category: 'prophets', names: { en: [id], bn: [id], ar: [id] }, verses: ['1:1'], everyday: false, motifs };
}

const matcher = new StoryMotifMatcher([
  story('yunus', {
    en: [['whale', 'big fish', 'fish'], ['swallow'], ['darkness'], ['ship', 'boat']],
    bn: [['তিমি', 'মাছ'], ['পেট'], ['অন্ধকার']],
    ar: [['الحوت'], ['التقم', 'التقمه'], ['الظلمات', 'ظلمات']],
  }),
  story('people-of-the-cave', {
    en: [['cave'], ['dog'], ['sleep', 'slept'], ['three hundred years']],
    bn: [['গুহা'], ['কুকুর'], ['ঘুম', 'ঘুমিয়ে']],
    ar: [['الكهف'], ['كلب', 'كلبهم'], ['نام', 'ناموا', 'نوم']],
  }),
]);

const described = (text: string) => matcher.described(text).map((match) => `${match.topic.id}:${match.motifs}`);

describe('StoryMotifMatcher', () => {
  it('takes two different motifs of one story as its description, in each language', () => {
    expect(described("What's the story of the man who was swallowed by a whale?")).toEqual(['yunus:2']);
    expect(described('Who called out from the darkness inside the fish?')).toEqual(['yunus:2']);
    expect(described('ما قصة الفتية الذين ناموا في الكهف سنين طويلة؟')).toEqual(['people-of-the-cave:2']);
    expect(described('যারা গুহায় ঘুমিয়ে ছিল তাদের কুকুরের নাম কী?')).toEqual(['people-of-the-cave:3']);
  });

  it('never takes one motif, however often it appears, or one word as two motifs', () => {
    expect(described('Why do dogs bark at night?')).toEqual([]);
    expect(described('How big is a blue whale compared with other whales?')).toEqual([]);
    // "big fish" and "fish" are alternatives of one motif.
    expect(described('Is a big fish a fish?')).toEqual([]);
  });

  it('reports how much of the question the motifs cover, the best-described story first', () => {
    const [best, ...rest] = matcher.described('The young men slept in the cave with their dog for three hundred years; was a boat there?');
    expect(best?.topic.id).toBe('people-of-the-cave');
    expect(best?.motifs).toBe(4);
    expect(best?.coverage).toBeGreaterThan(0.3);
    expect(best?.coverage).toBeLessThan(1);
    expect(rest).toEqual([]);
  });
});
