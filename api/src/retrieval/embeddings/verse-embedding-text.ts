import type { Verse } from '../types.js';
import { l2NormalizeInPlace } from './vector-math.js';

/**
 * The texts of a verse that can be embedded. Each field is embedded on its own;
 * a verse vector built from several fields is the normalised weighted mean of
 * their vectors (see `combineFieldVectors`), so that no field is cut off by the
 * model's token limit and a cached field can be reused in any combination.
 */
export const VERSE_TEXT_FIELDS = ['en', 'bn', 'arabic', 'arabic-plain'] as const;
export type VerseTextField = (typeof VERSE_TEXT_FIELDS)[number];

export const VERSE_TEXT_FIELD_DESCRIPTIONS: Record<VerseTextField, string> = {
  en: 'the English translation (Saheeh International)',
  bn: 'the Bangla translation',
  arabic: 'the Uthmani Arabic with all its marks',
  'arabic-plain': 'the Uthmani Arabic without harakat and Quranic annotation marks (letters and hamza kept)',
};

export function isVerseTextField(value: string): value is VerseTextField {
  return (VERSE_TEXT_FIELDS as readonly string[]).includes(value);
}

// Uthmani spells some long vowels as waw or alef maksura with a dagger alef (صلوٰة); a dagger alef alone is a long ā.
const UTHMANI_LONG_ALEF = /[\u0648\u0649]\u0670|\u0670/g;
// Harakat, small high letters and Quranic pause/annotation marks, tatweel.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0640\u06D6-\u06ED]/g;

/**
 * Uthmani Arabic as a modern reader writes it: without vowel marks and pause
 * signs, alef wasla as a plain alef. Unlike the lexical analyser's
 * normalisation it keeps ة, ى and hamza, which the model's vocabulary knows.
 */
export function plainArabic(arabic: string): string {
  return arabic
    .normalize('NFC')
    .replace(UTHMANI_LONG_ALEF, 'ا')
    .replace(MARKS, '')
    .replace(/\u0671/g, 'ا')
    .replace(/\s+/g, ' ')
    .trim();
}

export function verseText(verse: Pick<Verse, 'en' | 'bn' | 'arabic'>, field: VerseTextField): string {
  switch (field) {
    case 'en':
      return verse.en;
    case 'bn':
      return verse.bn;
    case 'arabic':
      return verse.arabic;
    case 'arabic-plain':
      return plainArabic(verse.arabic);
  }
}

/** The unit-length weighted mean of one verse's field vectors (unit vectors themselves); equal weights by default. */
export function combineFieldVectors(fieldVectors: readonly Float32Array[], weights?: readonly number[]): Float32Array {
  const first = fieldVectors[0];
  if (!first) throw new RangeError('no field vectors to combine');
  if (weights && weights.length !== fieldVectors.length) {
    throw new RangeError(`${weights.length} weights for ${fieldVectors.length} field vectors`);
  }
  const sum = new Float32Array(first.length);
  fieldVectors.forEach((vector, field) => {
    if (vector.length !== sum.length) throw new RangeError(`vector lengths differ: ${vector.length} and ${sum.length}`);
    const weight = weights?.[field] ?? 1;
    for (let j = 0; j < sum.length; j++) sum[j]! += weight * vector[j]!;
  });
  return l2NormalizeInPlace(sum);
}
