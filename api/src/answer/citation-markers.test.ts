import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import {
  canonicaliseReferences,
  marker,
  markerKeys,
  oneMarkerPerVerse,
  toAsciiDigits,
  toBanglaDigits,
  type SurahNumberLookup,
} from './citation-markers.js';
import { corpusLookupsOf } from './corpus-lookups.js';

// Surah names are resolved with the real index's names, as in the answering pipeline.
let retriever: VerseRetriever;
let surahNumber: SurahNumberLookup;
beforeAll(async () => {
  retriever = await createVerseRetriever();
  surahNumber = corpusLookupsOf(retriever, 'en').surahNumber;
});
afterAll(() => retriever.close());

describe('canonicaliseReferences: numeric forms', () => {
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
    ['Read verse 2:153 again.', 'Read verse [[2:153]] again.'],
    ['Surah 2, verse 153 asks for patience.', '[[2:153]] asks for patience.'],
    ['Chapter 2 verse 153 asks for patience.', '[[2:153]] asks for patience.'],
    ['ধৈর্য (সূরা বাকারা ২:১৫৩)।', 'ধৈর্য [[2:153]]।'],
    ['ধৈর্য [[২:১৫৩]]।', 'ধৈর্য [[2:153]]।'],
    ['সূরা ২, আয়াত ১৫৩ ধৈর্যের কথা বলে।', '[[2:153]] ধৈর্যের কথা বলে।'],
    ['الصبر (٢:١٥٣).', 'الصبر [[2:153]].'],
    ['سورة ٢ الآية ١٥٣ عن الصبر.', '[[2:153]] عن الصبر.'],
  ])('%s → %s', (input, output) => {
    expect(canonicaliseReferences(input, surahNumber)).toBe(output);
  });

  it('expands a short range into one marker per verse, and keeps only the first verse of a long or reversed one', () => {
    expect(canonicaliseReferences('(2:153-155)')).toBe('[[2:153]] [[2:154]] [[2:155]]');
    expect(canonicaliseReferences('[[2:153–154]]')).toBe('[[2:153]] [[2:154]]');
    expect(canonicaliseReferences('(2:1-286)')).toBe('[[2:1]]');
    expect(canonicaliseReferences('(2:155-153)')).toBe('[[2:155]]');
  });

  it('leaves text without references alone, including times and ratios outside brackets', () => {
    const text = 'Meet at 5:30 and mix 2:1 with water.';
    expect(canonicaliseReferences(text, surahNumber)).toBe(text);
  });
});

describe('canonicaliseReferences: surah names', () => {
  it.each([
    // English and transliterated names, with and without "Surah" and "verse"
    ['Be patient, as Surah Al-Baqarah 153 says.', 'Be patient, as Surah Al-Baqarah [[2:153]] says.'],
    ['Be patient (Surah Al-Baqarah, verse 153).', 'Be patient [[2:153]].'],
    ['In Surah Al-Baqarah, verse 153, Allah asks for patience.', 'In Surah Al-Baqarah [[2:153]], Allah asks for patience.'],
    ['In Surah Al-Baqarah, ayah 153 Allah asks for patience.', 'In Surah Al-Baqarah [[2:153]] Allah asks for patience.'],
    ['Surah Baqara verse 153 asks for patience.', 'Surah Baqara [[2:153]] asks for patience.'],
    ['Surah Al-Baqarah (The Cow), verse 153 asks for patience.', 'Surah Al-Baqarah [[2:153]] asks for patience.'],
    ['Seek help through patience (Al-Baqarah 153).', 'Seek help through patience [[2:153]].'],
    ['Seek help through patience, Al-Baqarah 153.', 'Seek help through patience, Al-Baqarah [[2:153]].'],
    ['Al-Baqarah, verse 153 asks for patience.', 'Al-Baqarah [[2:153]] asks for patience.'],
    ['This is explained in Al-Baqarah, verse 153.', 'This is explained in Al-Baqarah [[2:153]].'],
    ['This is explained in Al-Baqarah 2:153.', 'This is explained in Al-Baqarah [[2:153]].'],
    ['This is explained in verse 153 of Surah Al-Baqarah.', 'This is explained in Surah Al-Baqarah [[2:153]].'],
    ['Kindness to parents is commanded in Surah Al-Isra, verses 23-24.', 'Kindness to parents is commanded in Surah Al-Isra [[17:23]] [[17:24]].'],
    ["Surah Ali 'Imran 200 calls for endurance.", "Surah Ali 'Imran [[3:200]] calls for endurance."],
    ['Surah The Cow, verse 153 asks for patience.', 'Surah The Cow [[2:153]] asks for patience.'],
    // Bangla
    ['সূরা বাকারা, আয়াত ১৫৩ ধৈর্যের কথা বলে।', 'সূরা বাকারা [[2:153]] ধৈর্যের কথা বলে।'],
    ['সূরা আল-বাকারা ১৫৩ আয়াতে ধৈর্যের কথা আছে।', 'সূরা আল-বাকারা [[2:153]] ধৈর্যের কথা আছে।'],
    ['সূরা বাকারার ১৫৩ নম্বর আয়াতে ধৈর্যের কথা আছে।', 'সূরা বাকারার [[2:153]] ধৈর্যের কথা আছে।'],
    ['ধৈর্য ধরো (সূরা বাকারা, আয়াত ১৫৩)।', 'ধৈর্য ধরো [[2:153]]।'],
    // Arabic
    ['سورة البقرة، الآية ١٥٣ تأمر بالصبر.', 'سورة البقرة [[2:153]] تأمر بالصبر.'],
    ['قال تعالى: ﴿وَٱسۡتَعِينُواْ بِٱلصَّبۡرِ﴾ [البقرة: 153].', 'قال تعالى: ﴿وَٱسۡتَعِينُواْ بِٱلصَّبۡرِ﴾ [[2:153]].'],
    ['الصبر (البقرة: ١٥٣).', 'الصبر [[2:153]].'],
    ['في الآية ١٥٣ من سورة البقرة أمر بالصبر.', 'في سورة البقرة [[2:153]] أمر بالصبر.'],
  ])('%s → %s', (input, output) => {
    expect(canonicaliseReferences(input, surahNumber)).toBe(output);
  });

  it('gives an invented verse of a real surah its marker, for verification to remove', () => {
    expect(canonicaliseReferences('Surah Al-Baqarah, verse 300 says so.', surahNumber)).toBe('Surah Al-Baqarah [[2:300]] says so.');
  });

  it('leaves names that are not references alone: prophets, prayers and times, names without a number', () => {
    for (const text of [
      'Prophet Ibrahim 2 sons are named in the Torah.',
      'Fajr 5:30 am is early in summer.',
      'Surah Al-Baqarah is the longest surah.',
      'Yusuf was sold by his brothers.',
      'We pray 5 times a day.',
      'صلاة الفجر ٢ ركعة',
    ]) {
      expect(canonicaliseReferences(text, surahNumber)).toBe(text);
    }
  });

  it('needs the lookup for names: without it, only numbers are read', () => {
    expect(canonicaliseReferences('Surah Al-Baqarah, verse 153.')).toBe('Surah Al-Baqarah, verse 153.');
  });
});

describe('oneMarkerPerVerse', () => {
  it('keeps one marker for a verse cited several times in one sentence, in different forms', () => {
    const sentence = canonicaliseReferences('Allah is with the patient (Surah Al-Baqarah, verse 153) [2:153] (Quran 2:153).', surahNumber);
    expect(oneMarkerPerVerse(sentence)).toBe('Allah is with the patient [[2:153]].');
    expect(oneMarkerPerVerse('Surah Al-Baqarah [[2:153]] says “be patient” [[2:153]] [[3:200]].')).toBe(
      'Surah Al-Baqarah [[2:153]] says “be patient” [[3:200]].',
    );
  });

  it('leaves a sentence without repeats as it is', () => {
    const sentence = 'Patience [[2:153]] and steadfastness [[3:200]].';
    expect(oneMarkerPerVerse(sentence)).toBe(sentence);
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
  it('converts between Bangla, Arabic-Indic and ASCII digits', () => {
    expect(toAsciiDigits('২:২৫৫')).toBe('2:255');
    expect(toAsciiDigits('٢:٢٥٥')).toBe('2:255');
    expect(toBanglaDigits('2:255')).toBe('২:২৫৫');
    expect(toAsciiDigits(toBanglaDigits('0123456789'))).toBe('0123456789');
  });
});
