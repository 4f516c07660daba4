import { describe, expect, it } from 'vitest';
import {
  arabicSkeleton,
  banglaNormal,
  isFaithfulQuotation,
  latinNormal,
  normalWords,
  normaliseFor,
  plainArabic,
  scriptOf,
  withoutBracketedWords,
} from './text-normalisation.js';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';

// 2:153 as the corpus holds it (Uthmani Arabic, Saheeh International, Muhiuddin Khan's Bangla).
const ARABIC_2_153 = 'يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُواْ ٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِۚ إِنَّ ٱللَّهَ مَعَ ٱلصَّـٰبِرِينَ';
const ENGLISH_2_153 = 'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient';
const BANGLA_2_153 = 'হে মুমিন গন! তোমরা ধৈর্য্য ও নামাযের মাধ্যমে সাহায্য প্রার্থনা কর। নিশ্চিতই আল্লাহ ধৈর্য্যশীলদের সাথে রয়েছেন।';

describe('scriptOf', () => {
  it.each([
    [ARABIC_2_153, 'arabic'],
    [BANGLA_2_153, 'bangla'],
    [ENGLISH_2_153, 'latin'],
    ['Allah says ধৈর্য ধর', 'latin'],
    ['১২৩', 'bangla'],
  ] as const)('%s → %s', (text, script) => {
    expect(scriptOf(text)).toBe(script);
  });
});

describe('arabicSkeleton', () => {
  it('makes Uthmani and simple spellings of the same words equal', () => {
    expect(arabicSkeleton('ٱلصَّلَوٰةِ')).toBe(arabicSkeleton('الصلاة'));
    expect(arabicSkeleton('ٱلصَّـٰبِرِينَ')).toBe(arabicSkeleton('الصابرين'));
    expect(arabicSkeleton('ٱلزَّكَوٰةَ')).toBe(arabicSkeleton('الزكاة'));
    // a waw that is a consonant (وَٰحِدٌ, "one") stays
    expect(arabicSkeleton('وَٰحِدٌ')).toBe(arabicSkeleton('واحد'));
    expect(arabicSkeleton('إِنَّ ٱللَّهَ مَعَ')).toBe(arabicSkeleton('ان الله مع'));
  });

  it('keeps consonants apart, so a different word stays different', () => {
    expect(arabicSkeleton('الصابرين')).not.toBe(arabicSkeleton('الشاكرين'));
  });
});

describe('banglaNormal and latinNormal', () => {
  it('unifies the two spellings of ধৈর্য and drops punctuation', () => {
    expect(banglaNormal('ধৈর্য্য ও নামাযের।')).toBe(banglaNormal('ধৈর্য ও  নামাযের'));
    expect(banglaNormal('হে মুমিন গন!')).toBe('হে মুমিন গন');
  });

  it('compares English by letters and digits, ignoring case, quotes and accents', () => {
    expect(latinNormal('Indeed, Allah is with the PATIENT!')).toBe('indeed allah is with the patient');
    expect(latinNormal('Qur’an')).toBe(latinNormal("Qur'an"));
    expect(latinNormal('Ka‘bah café')).toBe('ka bah cafe');
  });

  it('picks the normal form by script', () => {
    expect(normaliseFor('latin', 'A, B')).toBe('a b');
    expect(normaliseFor('arabic', 'ٱللَّهَ')).toBe(arabicSkeleton('الله'));
    expect(normaliseFor('bangla', 'ধৈর্য্য')).toBe('ধৈর্য');
  });

  it('drops the bracketed words Saheeh International adds', () => {
    expect(withoutBracketedWords('the Sustainer of [all] existence')).toBe('the Sustainer of existence');
  });
});

describe('isFaithfulQuotation', () => {
  it('accepts the exact text and the text typed differently', () => {
    expect(isFaithfulQuotation(ENGLISH_2_153, ENGLISH_2_153, 'latin')).toBe(true);
    expect(isFaithfulQuotation('indeed allah is with the patient.', ENGLISH_2_153, 'latin')).toBe(true);
    expect(isFaithfulQuotation('ان الله مع الصابرين', ARABIC_2_153, 'arabic')).toBe(true);
    expect(isFaithfulQuotation('استعينوا بالصبر والصلاة', ARABIC_2_153, 'arabic')).toBe(true);
    expect(isFaithfulQuotation('নিশ্চিতই আল্লাহ ধৈর্যশীলদের সাথে রয়েছেন', BANGLA_2_153, 'bangla')).toBe(true);
  });

  it('accepts pieces joined by ellipses when they occur in order', () => {
    expect(isFaithfulQuotation('O you who have believed… Allah is with the patient', ENGLISH_2_153, 'latin')).toBe(true);
    expect(isFaithfulQuotation('O you who have believed ... seek help [...] Allah is with the patient', ENGLISH_2_153, 'latin')).toBe(true);
    expect(isFaithfulQuotation('Allah is with the patient... O you who have believed', ENGLISH_2_153, 'latin')).toBe(false);
  });

  it('refuses a changed word, a word cut in half, and an empty quotation', () => {
    expect(isFaithfulQuotation('Indeed, Allah is with the grateful', ENGLISH_2_153, 'latin')).toBe(false);
    expect(isFaithfulQuotation('with the pat', ENGLISH_2_153, 'latin')).toBe(false);
    expect(isFaithfulQuotation('নিশ্চিতই আল্লাহ ধনীদের সাথে রয়েছেন', BANGLA_2_153, 'bangla')).toBe(false);
    expect(isFaithfulQuotation('ان الله مع الشاكرين', ARABIC_2_153, 'arabic')).toBe(false);
    expect(isFaithfulQuotation('…', ENGLISH_2_153, 'latin')).toBe(false);
  });

  it('accepts a quotation that leaves out the bracketed words', () => {
    const source = 'the Ever-Living, the Sustainer of [all] existence';
    expect(isFaithfulQuotation('the Ever-Living, the Sustainer of existence', source, 'latin')).toBe(true);
    expect(isFaithfulQuotation('the Sustainer of all existence', source, 'latin')).toBe(true);
  });
});

describe('normalWords', () => {
  it('splits into normalised words per script', () => {
    expect(normalWords('latin', 'Seek help, through PATIENCE')).toEqual(['seek', 'help', 'through', 'patience']);
    expect(normalWords('arabic', 'بِٱلصَّبۡرِ وَٱلصَّلَوٰةِ')).toEqual([arabicSkeleton('بالصبر'), arabicSkeleton('والصلاة')]);
    expect(normalWords('bangla', 'ধৈর্য্য ও নামায')).toEqual(['ধৈর্য', 'ও', 'নামায']);
  });
});

describe('plainArabic', () => {
  it('writes Uthmani Arabic in plain modern spelling', () => {
    expect(plainArabic('يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُواْ ٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِۚ إِنَّ ٱللَّهَ مَعَ ٱلصَّـٰبِرِينَ')).toBe(
      'يا أيها الذين آمنوا استعينوا بالصبر والصلاة إن الله مع الصابرين',
    );
    expect(plainArabic('ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ')).toBe('ذلك الكتاب لا ريب فيه');
  });

  it('stays a faithful quotation of every verse of the corpus', async () => {
    const retriever = await createVerseRetriever();
    try {
      const unfaithful: string[] = [];
      for (let surah = 1; surah <= 114; surah += 1) {
        for (let ayah = 1; ayah <= retriever.getSurah(surah)!.verseCount; ayah += 1) {
          const verse = retriever.getVerse(surah, ayah)!;
          if (!isFaithfulQuotation(plainArabic(verse.arabic), verse.arabic, 'arabic')) unfaithful.push(verse.key);
        }
      }
      expect(unfaithful).toEqual([]);
    } finally {
      retriever.close();
    }
  });
});
