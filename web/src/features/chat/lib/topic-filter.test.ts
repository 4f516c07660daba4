import { describe, expect, it } from 'vitest';
import { isOffTopic } from './topic-filter';

describe('client topic filter', () => {
  it.each([
    "What's the weather tomorrow in Dhaka?",
    'Which stocks should I buy on the stock market?',
    'Who won the football match yesterday?',
    'Recommend a good movie for tonight',
    'How do I fix this JavaScript programming error?',
    'Who played Moses in the movie?',
    'আগামীকাল ঢাকার আবহাওয়া কেমন থাকবে?',
    'বিটকয়েনের দাম কত?',
  ])('stops the off-topic question %j, as the server would', (question) => {
    expect(isOffTopic(question)).toBe(true);
  });

  it.each([
    'Is crypto halal?',
    'What does the Quran say about travel and shortening prayers?',
    'Islamic view of medical ethics',
    'What does the Quran say about patience?',
    'ধৈর্য সম্পর্কে কুরআন কী বলে?',
    'ما معنى آية الكرسي؟',
    'Tell me something beautiful',
  ])('lets %j through for the server to judge', (question) => {
    expect(isOffTopic(question)).toBe(false);
  });
});
