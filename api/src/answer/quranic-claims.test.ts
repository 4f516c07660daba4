import { describe, expect, it } from 'vitest';
import { makesQuranicClaim } from './quranic-claims.js';

describe('makesQuranicClaim', () => {
  it.each([
    ['en', 'The Quran says that patience is rewarded.'],
    ['en', 'According to the Quran, alcohol is forbidden.'],
    ['en', 'Allah commands kindness to parents.'],
    ['en', 'In Surah Yusuf, Yaqub shows beautiful patience.'],
    ['en', 'This verse ties patience to prayer.'],
    ['bn', 'কুরআনে বলা হয়েছে যে ধৈর্যশীলরা পুরস্কার পাবে।'],
    ['bn', 'আল্লাহ বলেন যে তিনি ধৈর্যশীলদের সাথে আছেন।'],
    ['bn', 'সূরা ইউসুফে ধৈর্যের কথা আছে।'],
    ['ar', 'قال الله تعالى إن الصبر مفتاح الفرج.'],
    ['ar', 'ويأمر الله المؤمنين بالصبر.'],
    ['ar', 'وفي سورة يوسف مثال على الصبر.'],
  ] as const)('%s: %s', (lang, sentence) => {
    expect(makesQuranicClaim(sentence, lang)).toBe(true);
  });

  it.each([
    ['en', 'Patience is a virtue.'],
    ['en', 'Allah is with the patient.'],
    ['en', 'It is best to ask a qualified scholar.'],
    ['bn', 'ধৈর্য একটি মহৎ গুণ।'],
    ['ar', 'الصبر خلق عظيم.'],
  ] as const)('not: %s: %s', (lang, sentence) => {
    expect(makesQuranicClaim(sentence, lang)).toBe(false);
  });
});
