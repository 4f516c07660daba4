import { describe, expect, it } from 'vitest';
import { TopicMatcher, withSettingBehind } from './topic-matcher.js';
import { nameKeys } from './topic-words.js';
import type { Topic } from './topic-source.js';

function topic(id: string, names: Partial<Topic['names']>, everyday = false): Topic {
  return { id, category: 'test', names: { en: [], bn: [], ar: [], ...names }, verses: ['1:1'], everyday };
}

const matcher = new TopicMatcher([
  topic('five-pillars', { en: ['pillars of Islam', 'five pillars'] }),
  topic('iram', { en: ['Iram of the pillars'] }),
  topic('masjid-al-haram', { en: ['al-Masjid al-Haram', 'Sacred Mosque'], ar: ['المسجد الحرام'] }),
  topic('forbidden-things', { en: ['haram'] }),
  topic('day-of-judgement', { en: ['Day of Judgement'], bn: ['কিয়ামত'] }),
  topic('anger', { en: ['anger'], ar: ['الغضب'] }, true),
  topic('wrath-of-allah', { en: ['anger of Allah'], ar: ['غضب الله'] }),
  topic('theft', { en: ['theft', 'thief', 'steal'], bn: ['চুরি'], ar: ['السرقة', 'السارق', 'سرق'] }),
  topic('moon', { ar: ['القمر'] }, true),
  topic('gambling', { ar: ['القمار', 'الميسر'] }),
  topic('kindness', { en: ['kindness'] }),
  topic('zakat', { bn: ['যাকাত'] }),
  topic('hadith', { bn: ['হাদীস'] }),
  topic('compilation-of-the-quran', { en: ['the Quran was written down'] }),
  topic('purpose-of-creation', { en: ['why was man created'], bn: ['মানুষ কেন সৃষ্টি'] }),
  topic('creation-of-humans', { en: ['how was man created'], bn: ['মানুষ সৃষ্টি'] }),
  topic('debts', { en: ['loans'] }),
  topic('wudu', { ar: ['يتوضأ'] }),
  topic('quran', { en: ['Quran'] }),
  topic('muhammad', { en: ['Muhammad'], bn: ['মুহাম্মদ'] }),
  topic('seal-of-the-prophets', { en: ['last prophet'], bn: ['শেষ নবী'] }),
  topic('charity', { ar: ['الصدقة'] }),
  topic('truthfulness', { ar: ['الصدق'] }),
  topic('rights-of-the-wife', { ar: ['حقوق الزوجة'] }),
  topic('love-of-allah', { ar: ['حب الله'] }),
  topic('prayer', { ar: ['الصلاة'] }),
  topic('safa-and-marwa', { ar: ['الصفا'] }),
  topic('sadness', { en: ['feeling sad'], bn: ['মন খারাপ'] }, true),
  topic('zakat-recipients', { bn: ['যাকাত কাদের দেওয়া যায়'] }),
  topic('contraception', { en: ['using contraception'] }, true),
  topic('visiting-graves', { en: ['going to the graveyard'] }),
  topic('lying', { en: ['lying to parents'] }),
  topic('cave-sleep', { bn: ['কত বছর ঘুমিয়েছিলেন'] }),
]);

const ids = (text: string) => matcher.match(text).map((match) => match.topic.id);

describe('TopicMatcher', () => {
  it('matches a name only as a whole: a part of a name never matches alone', () => {
    expect(ids('What are the pillars of Islam?')).toEqual(['five-pillars']);
    expect(ids('Tell me about al-Masjid al-Haram')).toEqual(['masjid-al-haram']);
    expect(ids('the pillars')).toEqual([]);
    expect(ids('What kind of person was he?')).toEqual([]);
  });

  it('prefers the longest name at a position, and does not let Allah fall out of a name', () => {
    expect(ids('the anger of Allah')).toEqual(['wrath-of-allah']);
    expect(ids('How do I control my anger?')).toEqual(['anger']);
    expect(ids('ما هو غضب الله؟')).toEqual(['wrath-of-allah']);
    expect(ids('كيف أتحكم في الغضب؟')).toEqual(['anger']);
  });

  it('reads inflected words: English plurals and -ing, Bangla endings, Arabic clitics', () => {
    expect(ids('thieves')).toEqual(['theft']);
    expect(ids('Is stealing a sin?')).toEqual(['theft']);
    expect(ids('চুরির শাস্তি')).toEqual(['theft']);
    expect(ids('চুরিসহ সব পাপ')).toEqual(['theft']);
    expect(ids('عقوبة السارق')).toEqual(['theft']);
    expect(ids('وبالسرقة')).toEqual(['theft']);
    // Past-tense endings: سرقوا, سرقت → سرق.
    expect(ids('ماذا سرقوا؟')).toEqual(['theft']);
    expect(ids('لماذا سرقت؟')).toEqual(['theft']);
    // A stem too short to cut by rule: "use" is what "using" says.
    expect(ids('Is it bad to use contraception?')).toEqual(['contraception']);
    expect(matcher.match('Is it bad to use contraception?')[0]?.coverage).toBeGreaterThan(0.5);
    // Two-letter stems: "go" is what "going" says, "lie" what "lying" says.
    expect(ids('Can women go to the graveyard?')).toEqual(['visiting-graves']);
    expect(ids('Can I lie to my parents?')).toEqual(['lying']);
    // A Bangla verb without its honorific ending: "ঘুমিয়েছিল" is what "ঘুমিয়েছিলেন" says.
    expect(ids('তারা কত বছর ঘুমিয়েছিল?')).toEqual(['cave-sleep']);
  });

  it('keeps the Arabic ة apart from the pronoun ه, and reads الله as one word', () => {
    expect(ids('ما فضل الصدقة؟')).toEqual(['charity']);
    expect(ids('فضل الصدق')).toEqual(['truthfulness']);
    // ة before a pronoun is written ت; and ة typed as ه still meets it.
    expect(ids('ما حقوق زوجته؟')).toEqual(['rights-of-the-wife']);
    expect(ids('أوقات صلاته')).toEqual(['prayer']);
    expect(ids('حكم الصلاه')).toEqual(['prayer']);
    expect(ids('كيف أزيد حب الله في قلبي')).toEqual(['love-of-allah']);
    // له is "to him", not Allah without the article.
    expect(ids('ماذا قال له أبوه عن حب له')).toEqual([]);
    // A plural in ـات keeps its ت: صفات ("attributes") is not الصفا.
    expect(ids('ما هي صفات المتقين؟')).toEqual([]);
    expect(ids('السعي بين الصفا والمروة')).toEqual(['safa-and-marwa']);
  });

  it('reads Bangla spellings alike: ya and ja, long and short i', () => {
    expect(ids('জাকাত কাকে দিতে হয়?')).toEqual(['zakat']);
    expect(ids('হাদিসের গুরুত্ব')).toEqual(['hadith']);
  });

  it('keeps words apart that a ranking stemmer would join', () => {
    expect(ids('القمر')).toEqual(['moon']);
    expect(ids('القمار')).toEqual(['gambling']);
    expect(nameKeys('القمر')).not.toEqual(nameKeys('القمار'));
  });

  it('says how much of the question the name covers', () => {
    expect(matcher.match('theft')[0]?.coverage).toBe(1);
    expect(matcher.match('theft and the Day of Judgement').map((match) => [match.topic.id, match.coverage])).toEqual([
      ['day-of-judgement', 2 / 3],
      ['theft', 1 / 3],
    ]);
  });

  it('counts only the content words a name covers: its framing words cover nothing', () => {
    expect(matcher.match('Does the Quran say to write down loans?').map((match) => [match.topic.id, match.coverage])).toEqual([
      ['compilation-of-the-quran', 2 / 3],
      ['debts', 1 / 3],
    ]);
    // A question of framing words alone is covered by the name that holds them.
    expect(matcher.match('What is the Quran?').map((match) => [match.topic.id, match.coverage])).toEqual([['quran', 1]]);
  });

  it('keeps "why" and "how" in a name: why man was created is not how', () => {
    expect(matcher.match('Why was man created?').map((match) => match.topic.id)).toEqual(['purpose-of-creation']);
    expect(matcher.match('How was man created?').map((match) => match.topic.id)).toEqual(['creation-of-humans']);
    expect(matcher.match('মানুষ কেন সৃষ্টি হয়েছে?')[0]?.topic.id).toBe('purpose-of-creation');
  });

  it('matches an Arabic verb asked in the first person with the third person of a name', () => {
    for (const asked of ['كيف أتوضأ؟', 'كيف نتوضأ؟']) expect(matcher.match(asked).map((match) => match.topic.id)).toEqual(['wudu']);
  });

  it('reads an intensifier inside a feeling told as no word of it', () => {
    for (const told of ['I am feeling very sad', 'আমার মন খুব খারাপ']) {
      expect(matcher.match(told).find((match) => match.topic.id === 'sadness')?.inARow).toBe(true);
    }
    expect(matcher.match('I am feeling hungry and sad').find((match) => match.topic.id === 'sadness')?.inARow).toBe(false);
  });

  it('reads the names of object properties as words like any other', () => {
    expect(ids('constructor toString __proto__ hasOwnProperty')).toEqual([]);
  });

  it('reads a Bangla auxiliary of tense as no word of a name: "দেওয়া যাবে" asks what "দেওয়া যায়" does', () => {
    expect(matcher.match('যাকাত কাদের দেওয়া যাবে?')[0]).toMatchObject({ name: 'যাকাত কাদের দেওয়া যায়', inARow: true });
  });

  it('reads an honorific after a name as no word of the question', () => {
    expect(matcher.match('মুহাম্মদ (সা.) শেষ নবী').map((match) => [match.topic.id, match.coverage])).toEqual([
      ['muhammad', 1 / 2],
      ['seal-of-the-prophets', 1 / 2],
    ]);
    expect(matcher.match('Muhammad (PBUH)')[0]?.coverage).toBe(1);
  });
});

describe('withSettingBehind', () => {
  const setting = new TopicMatcher([
    { ...topic('day-of-judgement', { en: ['Day of Judgement'] }), setting: true },
    topic('intercession', { en: ['intercession', 'intercede'] }),
    topic('resurrection', { en: ['resurrection'] }),
  ]);
  const ranked = (text: string) => withSettingBehind(setting.match(text)).map((match) => [match.topic.id, match.coverage]);

  it('lets the subject named beside a setting lead, covering the setting words too', () => {
    expect(ranked('Who can intercede on the Day of Judgement?')).toEqual([
      ['intercession', 1],
      ['day-of-judgement', 2 / 3],
    ]);
  });

  it('changes nothing when the setting is named alone', () => {
    expect(ranked('What is the Day of Judgement?')).toEqual([['day-of-judgement', 1]]);
    expect(ranked('What is resurrection?')).toEqual([['resurrection', 1]]);
  });
});
