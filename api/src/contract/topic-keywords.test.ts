import { describe, expect, it } from 'vitest';
import { keywordVerdict } from '../answer/topic-check.js';
import { loadTopicSet, TOPIC_HOLDOUT_SET_URL, TOPIC_SET_URL } from '../answer/topic-evaluation.js';
import { createTopicKeywordReader, foldTransliteration, isRefusedByKeywordsAlone } from './topic-keywords.js';

// The web app's reader: no Arabic normaliser, as in the browser.
const readInBrowser = createTopicKeywordReader();
const refusedInBrowser = (question: string) => isRefusedByKeywordsAlone(question, readInBrowser);

const labelled = [...loadTopicSet(TOPIC_SET_URL), ...loadTopicSet(TOPIC_HOLDOUT_SET_URL)].map(({ question }) => question);

describe('foldTransliteration', () => {
  it('gives the spellings of one Arabic word in Latin letters one form', () => {
    expect(new Set(['salah', 'salaah', 'Salaah'].map(foldTransliteration))).toEqual(new Set(['sala']));
    expect(foldTransliteration('wudhu')).toBe(foldTransliteration('wudu'));
    expect(foldTransliteration('nikaah')).toBe(foldTransliteration('nikah'));
    expect(foldTransliteration('deen')).toBe('din');
    expect(foldTransliteration("du'a")).toBe('dua');
  });

  it("reads the Islamic classes in the folded spelling, in the browser's reader too", () => {
    expect(readInBrowser('How do I make wudhu?').coreIslamic).toBe(true);
    expect(readInBrowser('What breaks the wudoo?').coreIslamic).toBe(true);
    expect(readInBrowser('How do I clean my shoes?').coreIslamic).toBe(false);
  });

  it('reads a plural in -es only after the endings that take it: "car" is not in "cares"', () => {
    expect(readInBrowser('I feel like nobody cares about me').offTopicSubject).toBe(false);
    expect(readInBrowser('How do I file my taxes?').offTopicSubject).toBe(true);
    expect(readInBrowser('Which cars are cheapest to insure?').offTopicSubject).toBe(true);
  });

  it('reads a Bangla term at the start of a word, but not at the start of another word it begins', () => {
    expect(readInBrowser('হজের ফরজ কয়টি?').coreIslamic).toBe(true);
    expect(readInBrowser('জিনের আছর থেকে বাঁচার উপায় কী?').coreIslamic).toBe(true);
    expect(readInBrowser('হজম শক্তি বাড়ানোর উপায় কী?').coreIslamic).toBe(false);
    expect(readInBrowser('বাজার থেকে কী কী জিনিস কিনবো?').coreIslamic).toBe(false);
    expect(readInBrowser('কাবাব বানানোর রেসিপি কী?').coreIslamic).toBe(false);
    expect(readInBrowser('নবীনবরণ অনুষ্ঠানে কী বলবো?').coreIslamic).toBe(false);
  });

  it('blanks out names that only look Islamic', () => {
    expect(readInBrowser('Is there a Mecca Cafe near Times Square?').lookalikeName).toBe(true);
    expect(readInBrowser('What is the capital of the Islamic Republic of Iran?').explicitIslamic).toBe(false);
    // "an Islamic bank", the concept, is not a name
    expect(readInBrowser('How does an Islamic bank avoid interest?').explicitIslamic).toBe(true);
  });
});

describe("the web app's instant topic check", () => {
  it('refuses what the server refuses on its words alone', () => {
    expect(refusedInBrowser('Who played Moses in the movie?')).toBe(true);
    expect(refusedInBrowser("What's the weather tomorrow in Dhaka?")).toBe(true);
    expect(refusedInBrowser('আগামীকাল ঢাকার আবহাওয়া কেমন হবে?')).toBe(true);
    expect(refusedInBrowser('How do I tie a tie?')).toBe(true);
  });

  it('lets Islamic questions that name an everyday subject through', () => {
    expect(refusedInBrowser('Is crypto halal?')).toBe(false);
    expect(refusedInBrowser('What does the Quran say about travel and shortening prayers?')).toBe(false);
    expect(refusedInBrowser('ক্রিপ্টোকারেন্সি কি হালাল?')).toBe(false);
    // What women as such may do is the server's to weigh, whatever everyday word it holds.
    expect(refusedInBrowser('Can a woman travel alone?')).toBe(false);
    expect(refusedInBrowser('Can a woman drive a car?')).toBe(false);
    expect(refusedInBrowser('Who was Moses?')).toBe(false);
  });

  it('leaves to the server whether an everyday subject is permitted, fine or bad, which its index may know', () => {
    expect(refusedInBrowser('Is it bad to buy lottery tickets?')).toBe(false);
    expect(refusedInBrowser('Is taking a mortgage to buy a house allowed?')).toBe(false);
    expect(refusedInBrowser('Is it okay to invest in stocks?')).toBe(false);
    expect(refusedInBrowser('Can I watch movies?')).toBe(false);
    // A thing of creation named as a sign, which the server's index knows; the everyday heading is refused at once.
    expect(refusedInBrowser('rain as a mercy')).toBe(false);
    expect(refusedInBrowser('rain in the forecast')).toBe(true);
    // One's own situation told: the server's index may know it as a subject of one's life.
    expect(refusedInBrowser('I lost all my savings in the stock market')).toBe(false);
    expect(refusedInBrowser('শেয়ার কেনা যাবে?')).toBe(false);
    // Bad for one's health: the server would refuse it on its words, so the browser does at once.
    expect(refusedInBrowser('Is the stock market bad for my health this year?')).toBe(true);
  });

  it('leaves questions in Arabic script to the server, which reads Arabic terms', () => {
    expect(refusedInBrowser('ما حكم العملات الرقمية؟')).toBe(false);
  });

  it(`never refuses a question the server's keywords let through (${labelled.length} labelled questions)`, () => {
    const refused = labelled.filter(refusedInBrowser);
    expect(refused.filter((question) => keywordVerdict(question) !== 'off_topic')).toEqual([]);
    // Most of what the server refuses on words is caught at once (Arabic questions are left to it).
    const serverRefused = labelled.filter((question) => keywordVerdict(question) === 'off_topic');
    expect(refused.length).toBeGreaterThan(serverRefused.length * 0.7);
  });
});
