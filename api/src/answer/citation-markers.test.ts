import { describe, expect, it } from 'vitest';
import { canonicaliseReferences, marker, markerKeys, toAsciiDigits, toBanglaDigits } from './citation-markers.js';

describe('canonicaliseReferences', () => {
  it.each([
    ['Patience [[2:153]].', 'Patience [[2:153]].'],
    ['Patience [[ 2 : 153 ]].', 'Patience [[2:153]].'],
    ['Patience [2:153].', 'Patience [[2:153]].'],
    ['Patience [Quran 2:153].', 'Patience [[2:153]].'],
    ['Patience (2:153).', 'Patience [[2:153]].'],
    ['Patience (Quran 2:153).', 'Patience [[2:153]].'],
    ["Patience (Qur'an, 2:153).", 'Patience [[2:153]].'],
    ['Patience (Surah Al-Baqarah 2:153).', 'Patience [[2:153]].'],
    ['Patience (Al-Baqarah, 2:153).', 'Patience [[2:153]].'],
    ['As the Quran 2:153 says, be patient.', 'As the Quran [[2:153]] says, be patient.'],
    ['ধৈর্য (সূরা বাকারা ২:১৫৩)।', 'ধৈর্য [[2:153]]।'],
    ['ধৈর্য [[২:১৫৩]]।', 'ধৈর্য [[2:153]]।'],
  ])('%s → %s', (input, output) => {
    expect(canonicaliseReferences(input)).toBe(output);
  });

  it('expands a short range into one marker per verse, and keeps only the first verse of a long or reversed one', () => {
    expect(canonicaliseReferences('(2:153-155)')).toBe('[[2:153]] [[2:154]] [[2:155]]');
    expect(canonicaliseReferences('[[2:153–154]]')).toBe('[[2:153]] [[2:154]]');
    expect(canonicaliseReferences('(2:1-286)')).toBe('[[2:1]]');
    expect(canonicaliseReferences('(2:155-153)')).toBe('[[2:155]]');
  });

  it('leaves text without references alone, including times and ratios outside brackets', () => {
    const text = 'Meet at 5:30 and mix 2:1 with water.';
    expect(canonicaliseReferences(text)).toBe(text);
  });
});

describe('markerKeys and marker', () => {
  it('lists keys in order with repeats and without leading zeros', () => {
    expect(markerKeys('a [[2:153]] b [[039:010]] c [[2:153]]')).toEqual(['2:153', '39:10', '2:153']);
    expect(markerKeys('no markers [2:153]')).toEqual([]);
    expect(marker('2:255')).toBe('[[2:255]]');
  });
});

describe('digits', () => {
  it('converts between Bangla and ASCII digits', () => {
    expect(toAsciiDigits('২:২৫৫')).toBe('2:255');
    expect(toBanglaDigits('2:255')).toBe('২:২৫৫');
    expect(toAsciiDigits(toBanglaDigits('0123456789'))).toBe('0123456789');
  });
});
