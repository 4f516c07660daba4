import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR } from './index-path.js';
import { loadQuranSource } from './quran-source.js';
import { SurahNameIndex } from './surah-names.js';
import type { Surah } from './types.js';
import { parseVerseKey, resolveDirectReference, surahNamedIn, toAsciiDigits, type DirectReference } from './verse-references.js';

let surahs: Surah[];
let names: SurahNameIndex;

beforeAll(() => {
  surahs = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR).surahs;
  names = new SurahNameIndex(surahs);
});

const verse = (surah: number, fromAyah: number, toAyah = fromAyah): DirectReference => ({
  kind: 'range',
  range: { surah, fromAyah, toAyah },
});
const wholeSurah = (surah: number): DirectReference => ({ kind: 'surah', surah });
const resolve = (query: string) => resolveDirectReference(query, surahs, names);

describe('parseVerseKey', () => {
  it('parses single keys and ranges', () => {
    expect(parseVerseKey('2:255', surahs)).toEqual({ surah: 2, fromAyah: 255, toAyah: 255 });
    expect(parseVerseKey(' 2:255-257 ', surahs)).toEqual({ surah: 2, fromAyah: 255, toAyah: 257 });
    expect(parseVerseKey('2:255–2:257', surahs)).toEqual({ surah: 2, fromAyah: 255, toAyah: 257 });
    expect(parseVerseKey('114:6', surahs)).toEqual({ surah: 114, fromAyah: 6, toAyah: 6 });
  });

  it('rejects verses that do not exist', () => {
    for (const key of ['2:287', '115:1', '0:1', '2:0', '1:8', '2:285-287']) expect(parseVerseKey(key, surahs)).toBeNull();
  });

  it('rejects backwards ranges, ranges across surahs and text that is not a key', () => {
    for (const key of ['2:257-255', '2:255-3:1', '2', '2:', 'abc', '2:255 patience']) expect(parseVerseKey(key, surahs)).toBeNull();
  });

  it('reads Bangla and Arabic-Indic digits', () => {
    expect(toAsciiDigits('২:২৫৫ ٢:٢٥٥ ۲')).toBe('2:255 2:255 2');
    expect(parseVerseKey('২:২৫৫', surahs)).toEqual({ surah: 2, fromAyah: 255, toAyah: 255 });
  });
});

describe('resolveDirectReference', () => {
  it('resolves verse keys and ranges', () => {
    expect(resolve('2:255')).toEqual(verse(2, 255));
    expect(resolve('2:255-257')).toEqual(verse(2, 255, 257));
    expect(resolve('2:287')).toBeNull();
    expect(resolve('115:1')).toBeNull();
    expect(resolve('0:1')).toBeNull();
  });

  it('resolves a surah name with a verse number or range', () => {
    expect(resolve('Al-Baqarah 255')).toEqual(verse(2, 255));
    expect(resolve('al baqara 255-257')).toEqual(verse(2, 255, 257));
    expect(resolve('surah al-kahf verse 10')).toEqual(verse(18, 10));
    expect(resolve('Yusuf 4')).toEqual(verse(12, 4));
    expect(resolve('Baqarah 287')).toBeNull();
  });

  it('resolves named verses in English, transliteration, Bangla and Arabic', () => {
    for (const query of ['Ayat al-Kursi', 'ayatul kursi', 'Throne verse', 'আয়াতুল কুরসি', 'আয়াতুল কুরসী কী?']) {
      expect(resolve(query), query).toEqual(verse(2, 255));
    }
    expect(resolve('ayat an-nur')).toEqual(verse(24, 35));
  });

  it('resolves surah names in transliteration, its common variants and English meaning', () => {
    expect(resolve('Al-Fatihah')).toEqual(wholeSurah(1));
    expect(resolve('fatiha')).toEqual(wholeSurah(1));
    expect(resolve('Surah Yaseen')).toEqual(wholeSurah(36));
    expect(resolve('Yasin')).toEqual(wholeSurah(36));
    expect(resolve('Surah Ikhlas')).toEqual(wholeSurah(112));
    expect(resolve('Surah The Cow')).toEqual(wholeSurah(2));
    expect(resolve('surah 18')).toEqual(wholeSurah(18));
    expect(resolve('surah 115')).toBeNull();
  });

  it('resolves surah names written in Arabic, with Arabic-Indic verse numbers', () => {
    expect(resolve('البقرة')).toEqual(wholeSurah(2));
    expect(resolve('سورة يس')).toEqual(wholeSurah(36));
    expect(resolve('سورة الكهف ١٠')).toEqual(verse(18, 10));
    expect(resolve('سورة البقرة الاية 255')).toEqual(verse(2, 255));
  });

  it('resolves surah names written in Bangla, with Bangla verse numbers', () => {
    expect(resolve('সূরা ইয়াসিন')).toEqual(wholeSurah(36));
    expect(resolve('সূরা ইখলাস')).toEqual(wholeSurah(112));
    expect(resolve('সূরা আল-কাহফ')).toEqual(wholeSurah(18));
    expect(resolve('সূরা বাকারা ২৫৫')).toEqual(verse(2, 255));
  });

  it('resolves every Bangla name of corpus/surah-names.bn.json, and the other names in common Bangla use', () => {
    for (const surah of surahs) {
      for (const name of [surah.nameBanglaScript, ...surah.banglaAlsoKnownAs]) {
        expect(resolve(`সূরা ${name}`), name).toEqual(wholeSurah(surah.number));
      }
    }
    expect(resolve('সূরা বনী ইসরাঈল ১')).toEqual(verse(17, 1));
    expect(resolve('সূরা লাহাব')).toEqual(wholeSurah(111));
    expect(resolve('হা-মীম আস-সাজদা ৩')).toEqual(verse(41, 3));
  });

  it('leaves questions and ordinary words to the search', () => {
    for (const query of ['patience', 'The Cow', 'Mary', 'story of Yunus', 'What does the Quran say about the cow?']) {
      expect(resolve(query), query).toBeNull();
    }
  });
});

describe('surahNamedIn', () => {
  it.each([
    ['What does Surah Yasin say about death?', 36],
    ['Which verses in Surah Al-Kahf speak of the cave?', 18],
    ['اذكر وعد الله تعالى للمؤمنين والمؤمنات في سورة التوبة ؟', 9],
    ['اذكر مراحل خلق الإنسان بسورة السجدة؟', 32],
    ['সূরা ইয়াসিনে মৃত্যুর কথা কী আছে?', 36],
  ])('%s → surah %i', (question, surah) => {
    expect(surahNamedIn(question, names)).toBe(surah);
  });

  it('names none when no surah follows the word, or the word is not there', () => {
    expect(surahNamedIn('What does the Quran say about patience?', names)).toBeNull();
    expect(surahNamedIn('Which surah talks about patience?', names)).toBeNull();
    expect(surahNamedIn('The cow gives milk', names)).toBeNull();
  });
});
