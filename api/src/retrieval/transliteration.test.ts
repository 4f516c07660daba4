import { describe, expect, it } from 'vitest';
import { queryTransliterationTerms, verseTransliterationTerms } from './transliteration.js';

describe('transliteration skeletons', () => {
  it('reduces the corpus transliteration to consonant skeletons, article and conjunctions cut off', () => {
    // 2:153 as the corpus transliterates it.
    // Skeletons under three letters ("mn", "lh") are left out.
    expect(verseTransliterationTerms('Ya ayyuha allatheena amanoo istaAAeenoo bialssabri waalssalati inna Allaha maAAa alssabireena')).toEqual([
      'lthn', 'stn', 'sbr', 'slt', 'sbrn',
    ]);
    // 6:18; "wahuwa" is "wa" + "huwa", whose skeleton is too short to keep.
    expect(verseTransliterationTerms('Wahuwa alqahiru fawqa AAibadihi wahuwa alhakeemu alkhabeeru')).toEqual([
      'qhr', 'fwq', 'bdh', 'hkm', 'khbr',
    ]);
  });

  it('keeps a leading letter that is part of the word', () => {
    // "fajri" is not "fa" + "jri": too little would remain.
    expect(verseTransliterationTerms('waalfajri')).toEqual(['fjr']);
  });

  it('reduces question words the same way, whatever marks they carry for ayn and hamza', () => {
    expect(queryTransliterationTerms(['sabr', 'khabir', 'qahhar', 'Qur’an', 'salat'])).toEqual(['sbr', 'khbr', 'qhr', 'qrn', 'slt']);
    // A final "ah" is read both as the feminine ending, spelt "t" in the verses, and as a root letter.
    expect(queryTransliterationTerms(['Ka‘bah', 'Jahiliyyah', 'nikah', 'ruh'])).toEqual(['kbh', 'kbt', 'jhlyh', 'jhlyt', 'nkh', 'nkt']);
    expect(verseTransliterationTerms('alkaAAbata aljahiliyyati alnnikahi')).toEqual(['kbt', 'jhlyt', 'nkh']);
    // Dhal is "th" in the verses' transliteration.
    expect(queryTransliterationTerms(['Dhanb', 'Nadhir'])).toEqual(['thnb', 'nthr']);
    expect(verseTransliterationTerms('bithanbihi natheerun')).toEqual(['thnbh', 'nthrn']);
    // Diphthongs written "ai"/"au" are also read as the verses' "ay"/"aw"; an article written onto
    // the word before its noun ("Yaumul-Qiyamah") is also read without it.
    expect(queryTransliterationTerms(['Sulaiman', 'Yaumul', 'dhaiqatul'])).toEqual([
      'slmn', 'slymn', 'yml', 'ywml', 'ywm', 'thqtl', 'thyqtl', 'thqt', 'thyqt',
    ]);
    // Too short to mean one word.
    expect(queryTransliterationTerms(['kun', 'fa', 'ahad'])).toEqual([]);
  });
});
