import { describe, expect, it } from 'vitest';
import { EnglishConflation, englishTokens } from './english-conflation.js';
import { porterStem } from './porter-stemmer.js';

const conflation = new EnglishConflation([
  'Seek help through patience and prayer. Indeed, Allah is with the patient.',
  'Be patient, as were the patient ones; and be patient with gracious patience.',
  'Then seek clean earth and wipe over your faces.',
  'The variety of their colors, and your neighbor, and his honor.',
  'They cleanse themselves; a present for the presence.',
]);

describe('EnglishConflation', () => {
  it('tokenises as the FTS5 unicode61 tokenizer does: lower case, diacritics off, apostrophes split', () => {
    expect(englishTokens('Qur’ān, Allah’s MERCY')).toEqual(['qur', 'an', 'allah', 's', 'mercy']);
  });

  it('joins stems that Porter leaves apart into one family, the word’s own stem first', () => {
    expect(porterStem('patience')).not.toBe(porterStem('patient'));
    expect(conflation.stems('patience')).toEqual(['patienc', 'patient']);
    expect(conflation.stems('patient')).toEqual(['patient', 'patienc']);
    expect(conflation.stems('patiently')[0]).toBe('patient');
    expect(conflation.stems('cleanliness')).toEqual(['cleanli', 'clean']);
    expect(conflation.stems('presence')).toEqual(['presenc', 'present']);
  });

  it("searches a word of another translation that the verses lack in the verses' words for it", () => {
    const verses = new EnglishConflation(['Allah presents an example.', 'And do not cause corruption upon the earth.', 'They see a parable.']);
    expect(verses.stems('mischief')).toEqual([porterStem('corruption')]);
    expect(verses.stems('Mischief')).toEqual([porterStem('corruption')]);
    // a word the verses hold is never replaced
    expect(verses.stems('parable')).toEqual([porterStem('parable')]);
    // nor replaced by words the verses lack
    expect(verses.stems('alms')).toEqual([]);
    const older = new EnglishConflation(['Those who are stingy and withhold.', 'Indeed, Allah does not like the treacherous.', 'Do not betray Allah.']);
    expect(older.stems('niggardliness')).toEqual([porterStem('stinginess'), porterStem('withhold')]);
    expect(older.stems('perfidy')).toEqual([porterStem('betray'), porterStem('treacherous')]);
  });

  it("searches the Quran named in a question as the verses' \"Qur'an\", which the index splits at the apostrophe", () => {
    const verses = new EnglishConflation(["We have sent down the Qur'an."]);
    expect(verses.stems('quran')).toEqual(['qur']);
    expect(verses.stems('Koran')).toEqual(['qur']);
  });

  it("looks a word up as data only: a question's \"constructor\" or \"__proto__\" is a word like any other", () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(conflation.stems(word)).toEqual([porterStem(word)]);
    }
  });

  it('keeps unrelated words apart and leaves unknown words as they are', () => {
    expect(conflation.stems('prayer')).toEqual(['prayer']);
    expect(conflation.stems('earth')).toEqual(['earth']);
    expect(conflation.stems('zzzq')).toEqual(['zzzq']);
  });

  it('maps British spellings to the American ones the verses use, only when the verses have them', () => {
    expect(conflation.verseSpelling('colours')).toBe('colors');
    expect(conflation.verseSpelling('neighbour')).toBe('neighbor');
    expect(conflation.verseSpelling('honour')).toBe('honor');
    expect(conflation.verseSpelling('labour')).toBe('labour');
    expect(conflation.stems('colour')).toEqual(['color']);
    expect(conflation.has('colour')).toBe(false);
    expect(conflation.has('colors')).toBe(true);
  });
});
