import { describe, expect, it } from 'vitest';
import { isAside, isInAnswerLanguage, isRepetitive, repeatsEarlier, screenSentence, sentenceShingles } from './sentence-screen.js';

describe('isAside', () => {
  it.each([
    ['en', 'Note: The reference to Surah Saba verse 12 is not relevant to the question.'],
    ['en', 'The provided verses do not mention fasting directly.'],
    ['en', 'Based on the context, the answer is yes.'],
    ['en', 'As an AI, I cannot give rulings.'],
    ['en', 'These verses do not directly address the question.'],
    ['bn', 'নোট: এই আয়াতটি প্রশ্নের সাথে প্রাসঙ্গিক নয়।'],
    ['bn', 'প্রদত্ত আয়াতগুলোতে এ বিষয়ে কিছু নেই।'],
    ['ar', 'ملاحظة: هذه الآية ليست ذات صلة بالسؤال.'],
    ['ar', 'الآيات المقدمة لا تتحدث عن الصيام.'],
    ['bn', 'Note: the verses given are not relevant.'],
  ] as const)('%s: %s', (lang, sentence) => {
    expect(isAside(sentence, lang)).toBe(true);
  });

  it('leaves answers alone, including ones that use the same words otherwise', () => {
    expect(isAside('In the context of war, the Quran sets limits on fighting [[2:190]].', 'en')).toBe(false);
    expect(isAside('The rules of inheritance are given in detail [[4:11]].', 'en')).toBe(false);
    expect(isAside('Patience brings Allah’s help [[2:153]].', 'en')).toBe(false);
  });
});

describe('isInAnswerLanguage', () => {
  it('judges a sentence by its own words: quotations, markers and short names aside', () => {
    expect(isInAnswerLanguage('The verse says: إن الله مع الصابرين [[2:153]].', 'en')).toBe(true);
    expect(isInAnswerLanguage('সূরা Al-Baqarah [[2:153]]।', 'bn')).toBe(true);
    expect(isInAnswerLanguage('আল্লাহ বলেন, “Indeed, Allah is with the patient” [[2:153]]।', 'bn')).toBe(true);
    expect(isInAnswerLanguage('Patience is the key to paradise for every believer.', 'bn')).toBe(false);
    expect(isInAnswerLanguage('ধৈর্য একটি মহৎ গুণ এবং আল্লাহ ধৈর্যশীলদের ভালোবাসেন।', 'en')).toBe(false);
    expect(isInAnswerLanguage('Patience is the key to relief for the believers.', 'ar')).toBe(false);
  });

  it('refuses letters of scripts no answer uses, even a few', () => {
    expect(isInAnswerLanguage('ধৈর্য 是关键 আল্লাহর সাহায্য আনে।', 'bn')).toBe(false);
    expect(isInAnswerLanguage('धैर्य ही कुंजी है।', 'bn')).toBe(false);
  });
});

describe('repetition', () => {
  it('finds a phrase that keeps coming back', () => {
    expect(isRepetitive('and the waiting and the enduring '.repeat(4))).toBe(true);
    expect(isRepetitive('Patience brings help, and prayer brings help too, for those who believe and wait.')).toBe(false);
  });

  it('finds a sentence that says an earlier one again', () => {
    const earlier = [sentenceShingles('1. Patience is the principle of faith: “O you who believe” [[2:153]].', 'en')];
    expect(repeatsEarlier(sentenceShingles('2. Patience is the principle of faith: “seek help” [[2:153]].', 'en'), earlier)).toBe(true);
    expect(repeatsEarlier(sentenceShingles('Prayer keeps away from wrongdoing [[29:45]].', 'en'), earlier)).toBe(false);
  });
});

describe('screenSentence', () => {
  it('names the problem, or none', () => {
    expect(screenSentence('Note: this is not relevant.', 'en')).toBe('aside');
    expect(screenSentence('Patience is the key to paradise for every believer.', 'ar')).toBe('wrong_language');
    expect(screenSentence('Patience brings help [[2:153]].', 'en')).toBeNull();
  });
});
