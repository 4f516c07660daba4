import { describe, expect, it } from 'vitest';
import { classifyTopic, isOffTopic } from './topic-filter';

describe('client topic filter', () => {
  it.each([
    "What's the weather tomorrow in Dhaka?",
    'Which stocks should I buy on the stock market?',
    'Who won the football match yesterday?',
    'Recommend a good movie for tonight',
    'How do I fix this JavaScript programming error?',
    'আগামীকাল ঢাকার আবহাওয়া কেমন থাকবে?',
    'বিটকয়েনের দাম কত?',
  ])('stops the off-topic question %j', (question) => {
    expect(isOffTopic(question)).toBe(true);
  });

  it.each([
    'Is crypto halal?',
    'What does the Quran say about travel and shortening prayers?',
    'Islamic view of medical ethics',
    'What does the Quran say about patience?',
    'ধৈর্য সম্পর্কে কুরআন কী বলে?',
    'ما معنى آية الكرسي؟',
  ])('lets the Islamic question %j through', (question) => {
    expect(isOffTopic(question)).toBe(false);
    expect(classifyTopic(question)).toBe('islamic');
  });

  it('lets neutral text through for the server to judge', () => {
    expect(classifyTopic('Tell me something beautiful')).toBe('neutral');
    expect(isOffTopic('Tell me something beautiful')).toBe(false);
  });

  it('matches English keywords as whole words only', () => {
    // "sin" is an Islamic keyword but must not be found inside "business"; "code" not inside "decode".
    expect(classifyTopic('How do I grow my business?')).toBe('neutral');
    expect(classifyTopic('Please decode this riddle')).toBe('neutral');
  });
});
