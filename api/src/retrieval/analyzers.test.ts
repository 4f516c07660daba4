import { describe, expect, it } from 'vitest';
import { analyzeArabic, arabicContentWords, arabicSurfaceTokens, normalizeArabic, stemArabicWord } from './arabic-analyzer.js';
import { banglaSpelling, analyzeBangla, banglaWords, stemBanglaWord } from './bangla-analyzer.js';
import { detectLanguage } from './detect-language.js';
import { analyzeEnglish, englishWords } from './english-analyzer.js';

describe('Arabic analysis', () => {
  it('strips harakat, Quranic marks and tatweel', () => {
    expect(normalizeArabic('بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ')).toBe('بسم الله الرحمان الرحيم');
    expect(normalizeArabic('صـــبر')).toBe('صبر');
  });

  it('meets the Uthmani and the Modern Standard spelling of the same word', () => {
    // Uthmani writes a waw + dagger alef where MSA writes an alef, and a wasla alef for the article.
    expect(normalizeArabic('ٱلصَّلَوٰةَ')).toBe(normalizeArabic('الصلاة'));
    expect(normalizeArabic('ٱلزَّكَوٰةَ')).toBe(normalizeArabic('الزكاة'));
    // The hamza is seated differently: ءامنوا in the mushaf, آمنوا in MSA.
    expect(normalizeArabic('ءَامَنُوا۟')).toBe(normalizeArabic('آمنوا'));
    // A medial long alef that the mushaf omits (ٱلْعَٰلَمِينَ / العالمين) meets after stemming.
    expect(analyzeArabic('ٱلْعَٰلَمِينَ')).toEqual(analyzeArabic('العالمين'));
    expect(analyzeArabic('ٱلصَّٰبِرِينَ')).toEqual(analyzeArabic('الصابرين'));
  });

  it('unifies alef, ya and ta marbuta forms', () => {
    expect(normalizeArabic('أإآٱ')).toBe('اااا');
    expect(normalizeArabic('موسى')).toBe('موسي');
    expect(normalizeArabic('رحمة')).toBe('رحمه');
  });

  it('removes the article, attached conjunctions and common suffixes', () => {
    expect(stemArabicWord('والكتاب')).toBe(stemArabicWord('كتاب'));
    expect(analyzeArabic('المؤمنون')).toEqual(analyzeArabic('ٱلْمُؤْمِنُونَ'));
    expect(analyzeArabic('الصابرون')).toEqual(analyzeArabic('صابر'));
  });

  it('cuts a leading fa only from longer words, since it begins many roots', () => {
    // فضائل (virtues) must not become ضل (astray); فاصبر (so be patient) loses its conjunction.
    expect(stemArabicWord(normalizeArabic('فضائل'))).toBe(stemArabicWord(normalizeArabic('فضل')));
    expect(stemArabicWord(normalizeArabic('فضائل'))).not.toBe(stemArabicWord(normalizeArabic('الضالين')));
    expect(stemArabicWord(normalizeArabic('فاصبر'))).toBe(stemArabicWord(normalizeArabic('اصبر')));
  });

  it('keeps a stem of at least two letters and never eats a short word whole', () => {
    for (const word of ['هو', 'من', 'ال', 'بال', 'وا']) {
      for (const term of analyzeArabic(word)) expect(term.length).toBeGreaterThanOrEqual(2);
    }
    expect(stemArabicWord('قال')[0]).toBe('ق');
  });

  it('drops function words and question framing, keeps the content words', () => {
    const terms = analyzeArabic('ما هو جزاء الصابرين في القرآن الكريم؟');
    expect(terms).toContain(stemArabicWord(normalizeArabic('الصابرين')));
    expect(terms).not.toContain('ما');
    expect(terms).not.toContain('هو');
    expect(terms.some((term) => term.startsWith('قر'))).toBe(false);
    expect(arabicContentWords('ما هو جزاء الصابرين؟')).toEqual(['جزا', 'الصابرين']);
  });

  it('splits surface tokens on anything that is not an Arabic letter', () => {
    expect(arabicSurfaceTokens('الصبر، والصلاة! 2:153')).toEqual(['الصبر', 'والصلاه']);
    expect(arabicSurfaceTokens('patience')).toEqual([]);
  });
});

describe('Bangla analysis', () => {
  it('keeps vowel signs inside words and normalises to NFC', () => {
    // য় written decomposed (য + nukta) is the form most rows of the source use.
    const decomposed = 'ভ\u09AF\u09BC';
    expect(banglaWords(`${decomposed} ধৈর্য`)).toEqual(['ভয়', 'ধৈর্য']);
    expect(banglaWords('ধৈর্য')[0]).toBe('ধৈর্য');
  });

  it('cuts case, plural and definite endings back to a stem, in one spelling', () => {
    expect(stemBanglaWord('ধৈর্যের')).toBe(banglaSpelling('ধৈর্য'));
    expect(stemBanglaWord('এতীমদের')).toBe(banglaSpelling('এতীম'));
    expect(stemBanglaWord('নামাযগুলো')).toBe(banglaSpelling('নামায'));
    expect(stemBanglaWord('মুমিনরা')).toBe('মুমিন');
  });

  it('reads the spellings of one word alike: ya and ja, long and short i and u', () => {
    expect(stemBanglaWord('নামাজ')).toBe(stemBanglaWord('নামায'));
    expect(stemBanglaWord('জাকাত')).toBe(stemBanglaWord('যাকাত'));
    expect(stemBanglaWord('হাদিস')).toBe(stemBanglaWord('হাদীস'));
    // ya with a nukta (য়) is another letter and stays.
    expect(banglaSpelling('দয়া')).toBe('দয়া');
  });

  it('does not cut a short word down to a meaningless stub', () => {
    expect(stemBanglaWord('মা')).toBe('মা');
    expect(stemBanglaWord('দের')).toBe('দের');
  });

  it('never leaves a stem ending in a virama', () => {
    for (const word of ['ধর্মের', 'কর্মের', 'সৎকর্মে']) expect(stemBanglaWord(word)).not.toMatch(/\u09CD$/);
  });

  it('drops question words and framing', () => {
    expect(analyzeBangla('ধৈর্যের বিষয়ে কুরআন কী বলে?')).toEqual([banglaSpelling('ধৈর্য')]);
    expect(analyzeBangla('এতীমদের প্রতি আমাদের দায়িত্ব কী?')).toEqual([banglaSpelling('এতীম'), 'দায়িত্ব']);
  });
});

describe('English analysis', () => {
  it('lower-cases, keeps apostrophised words whole and drops the possessive', () => {
    expect(englishWords("Allah's Mercy, Qur’an")).toEqual(['allah', 'mercy', 'quran']);
  });

  it('drops function words and question framing', () => {
    expect(analyzeEnglish("What does the Qur'an say about patience and prayer?")).toEqual(['patience', 'prayer']);
    expect(analyzeEnglish('the of and')).toEqual([]);
  });

  it('drops the Quran named as the place of what is asked, and keeps it as the subject', () => {
    expect(analyzeEnglish('Is patience rewarded in the Quran?')).toEqual(['patience', 'rewarded']);
    expect(analyzeEnglish('Quran verses about mercy')).toEqual(['mercy']);
    expect(analyzeEnglish('Who wrote the Quran?')).toEqual(['wrote', 'quran']);
    expect(analyzeEnglish('Qur’an: universality of')).toEqual(['quran', 'universality']);
  });

  it('keeps in a heading the words that carry its relation, which only frame a question', () => {
    expect(analyzeEnglish('Allah: none like Him', { heading: true })).toEqual(['allah', 'none', 'like']);
    expect(analyzeEnglish('Allah: most honoured in sight of', { heading: true })).toEqual(['allah', 'most', 'honoured', 'sight']);
    expect(analyzeEnglish('What is the most important duty?')).toEqual(['important', 'duty']);
    // "no" and "not" stay out of a heading too: they name no relation the verses share words for.
    expect(analyzeEnglish('Allah: is not forgetful', { heading: true })).toEqual(['allah', 'forgetful']);
  });
});

describe('detectLanguage', () => {
  it('judges by the script most letters are written in', () => {
    expect(detectLanguage('ধৈর্য')).toBe('bn');
    expect(detectLanguage('الصبر')).toBe('ar');
    expect(detectLanguage('patience')).toBe('en');
    expect(detectLanguage('2:255')).toBe('en');
  });

  it('prefers Bangla when a Bangla question quotes a Latin name', () => {
    expect(detectLanguage('Ayat al-Kursi আয়াতুল কুরসি কী এবং কেন পড়ব')).toBe('bn');
  });
});
