import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { validateBanglaSurahNames } from './bangla-surah-names.js';
import { DEFAULT_BANGLA_SURAH_NAMES_PATH } from './index-path.js';
import type { Surah, Verse } from './types.js';

export const EXPECTED_SURAH_COUNT = 114;
export const EXPECTED_VERSE_COUNT = 6236;

/** The files of the `quran-json` package we read, and what each one holds. */
export const QURAN_SOURCE_FILES = {
  arabic: 'quran.json',
  en: 'quran_en.json',
  bn: 'quran_bn.json',
  transliteration: 'quran_transliteration.json',
} as const;

type SourceRole = keyof typeof QURAN_SOURCE_FILES;

export interface SourceFileChecksum {
  file: string;
  sha256: string;
}

export interface QuranCorpus {
  surahs: Surah[];
  /** In mushaf order; `verses[i]` is verse number i + 1 of 6,236. */
  verses: Verse[];
  files: SourceFileChecksum[];
}

/** Bad or missing source data. The message names the file and the problem. */
export class QuranSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuranSourceError';
  }
}

interface RawVerse {
  id: number;
  text: string;
  translation?: string;
  transliteration?: string;
}

interface RawSurah {
  id: number;
  name: string;
  transliteration: string;
  translation?: string;
  type: string;
  total_verses: number;
  verses: RawVerse[];
}

/** Reads a JSON file of the source, recording its checksum in `files`. */
function readJson(path: string, files: SourceFileChecksum[]): unknown {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error);
    throw new QuranSourceError(`${path}: ${reason}`);
  }
  files.push({ file: basename(path), sha256: createHash('sha256').update(bytes).digest('hex') });
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new QuranSourceError(`${path}: malformed JSON (${(error as Error).message})`);
  }
}

/**
 * Reads the Arabic text, the Saheeh International English and Muhiuddin Khan
 * Bangla translations and the transliteration from `sourceDir`, and the surah
 * names in Bangla script from `banglaNamesPath`; checks that they are complete
 * and aligned, and returns them NFC-normalised (most Bangla rows in the source
 * are not NFC, which would break matching).
 */
export function loadQuranSource(sourceDir: string, banglaNamesPath: string = DEFAULT_BANGLA_SURAH_NAMES_PATH): QuranCorpus {
  const files: SourceFileChecksum[] = [];
  const read = (role: SourceRole): RawSurah[] => {
    const file = QURAN_SOURCE_FILES[role];
    const parsed = readJson(join(sourceDir, file), files);
    return validateSurahs(parsed, file, role === 'arabic' ? null : role === 'transliteration' ? 'transliteration' : 'translation');
  };

  const arabic = read('arabic');
  const en = read('en');
  const bn = read('bn');
  const transliteration = read('transliteration');

  for (const [role, surahs] of [['en', en], ['bn', bn], ['transliteration', transliteration]] as const) {
    assertAlignedWithArabic(arabic, surahs, QURAN_SOURCE_FILES[role]);
  }
  const banglaNames = validateBanglaSurahNames(readJson(banglaNamesPath, files), EXPECTED_SURAH_COUNT, (problem) => {
    throw new QuranSourceError(`${basename(banglaNamesPath)}: ${problem}`);
  });

  const surahs: Surah[] = arabic.map((surah, index) => ({
    number: surah.id,
    nameArabic: nfc(surah.name),
    nameTransliteration: nfc(surah.transliteration),
    nameEnglish: nfc(en[index]?.translation ?? ''),
    nameBangla: nfc(bn[index]?.translation ?? ''),
    nameBanglaScript: banglaNames[index]!.name,
    banglaAlsoKnownAs: banglaNames[index]!.alsoKnownAs,
    type: surah.type as Surah['type'],
    verseCount: surah.total_verses,
  }));

  const verses: Verse[] = [];
  arabic.forEach((surah, surahIndex) => {
    surah.verses.forEach((verse, verseIndex) => {
      verses.push({
        key: `${surah.id}:${verse.id}`,
        surah: surah.id,
        ayah: verse.id,
        arabic: nfc(verse.text),
        transliteration: nfc(transliteration[surahIndex]!.verses[verseIndex]!.transliteration!),
        en: nfc(en[surahIndex]!.verses[verseIndex]!.translation!),
        bn: nfc(repairBrokenBangla(bn[surahIndex]!.verses[verseIndex]!.translation!)),
      });
    });
  });

  return { surahs, verses, files };
}

/**
 * Twenty-seven Bangla verses of the source carry bytes broken in some earlier conversion: a
 * space, "&" or "#" lost its place and, with its high bit set, fused with a stray byte into a
 * foreign character ("˦" is the bytes CB A6, A6 being "&"), so that readers would see
 * "তা˦#2503;দরকে" and "কিু栦#2438;ল্লাহ". Such a character gives its space, "&" or "#" back and
 * the stray byte is dropped; the character references it completes ("&#2503;", ে) are decoded.
 * A vowel sign Bangla writes before its consonant, stored there in that visual order ("তা", "ে",
 * "দরকে"), moves after the consonant or conjunct it belongs to ("তাদেরকে"). Letters lost with a
 * stray byte are not guessed.
 */
const FUSED_CHARACTER = /[^\p{ASCII}\u0980-\u09FF\u0964\u0965\u2018\u2019]/gu;
const CHARACTER_REFERENCE = /&#(\d{4});([\u0995-\u09B9\u09DC-\u09DF](?:\u09CD[\u0995-\u09B9\u09DC-\u09DF])*)?/gu;
const PRE_BASE_VOWEL_SIGNS = new Set(['\u09BF', '\u09C7', '\u09C8']);
const RESTORABLE_BYTES = new Set([0xa0, 0xa3, 0xa6]);

function isBangla(char: string): boolean {
  return (char >= '\u0980' && char <= '\u09FF') || char === '\u0964' || char === '\u0965';
}

export function repairBrokenBangla(text: string): string {
  const unfused = text.replace(FUSED_CHARACTER, (char) => {
    const trailing = [...Buffer.from(char, 'utf8').subarray(1)];
    return trailing.every((byte) => RESTORABLE_BYTES.has(byte)) ? String.fromCharCode(...trailing.map((byte) => byte & 0x7f)) : char;
  });
  return unfused.replace(CHARACTER_REFERENCE, (whole, code: string, cluster: string | undefined) => {
    const char = String.fromCodePoint(Number(code));
    if (!isBangla(char)) return whole;
    return PRE_BASE_VOWEL_SIGNS.has(char) && cluster ? `${cluster}${char}` : `${char}${cluster ?? ''}`;
  });
}

function nfc(text: string): string {
  return text.normalize('NFC').trim();
}

function validateSurahs(data: unknown, file: string, textField: 'translation' | 'transliteration' | null): RawSurah[] {
  const fail = (problem: string): never => {
    throw new QuranSourceError(`${file}: ${problem}`);
  };
  if (!Array.isArray(data)) fail('expected an array of surahs');
  const surahs = data as unknown[];
  if (surahs.length !== EXPECTED_SURAH_COUNT) {
    fail(`expected ${EXPECTED_SURAH_COUNT} surahs, found ${surahs.length}`);
  }

  const seenSurahs = new Set<number>();
  let verseTotal = 0;
  surahs.forEach((candidate, index) => {
    const where = `surah at position ${index + 1}`;
    if (typeof candidate !== 'object' || candidate === null) fail(`${where} is not an object`);
    const surah = candidate as Partial<RawSurah>;
    if (!Number.isInteger(surah.id)) fail(`${where} has no integer id`);
    const id = surah.id as number;
    if (seenSurahs.has(id)) fail(`duplicate surah ${id}`);
    seenSurahs.add(id);
    if (id !== index + 1) fail(`surah ${id} is out of order at position ${index + 1}`);
    for (const field of ['name', 'transliteration'] as const) {
      if (typeof surah[field] !== 'string' || surah[field].trim() === '') fail(`surah ${id} has an empty ${field}`);
    }
    if (textField === 'translation' && (typeof surah.translation !== 'string' || surah.translation.trim() === '')) {
      fail(`surah ${id} has no translated name`);
    }
    if (surah.type !== 'meccan' && surah.type !== 'medinan') fail(`surah ${id} has an unknown type "${String(surah.type)}"`);
    if (!Number.isInteger(surah.total_verses) || (surah.total_verses as number) < 1) {
      fail(`surah ${id} has no valid total_verses`);
    }
    if (!Array.isArray(surah.verses)) fail(`surah ${id} has no verses array`);
    const verses = surah.verses as unknown[];
    if (verses.length !== surah.total_verses) {
      fail(`surah ${id} declares ${surah.total_verses} verses but has ${verses.length}`);
    }

    const seenVerses = new Set<number>();
    verses.forEach((verseCandidate, verseIndex) => {
      const verse = (verseCandidate ?? {}) as Partial<RawVerse>;
      if (!Number.isInteger(verse.id)) fail(`verse at position ${verseIndex + 1} of surah ${id} has no integer id`);
      const key = `${id}:${verse.id}`;
      if (seenVerses.has(verse.id as number)) fail(`duplicate verse key ${key}`);
      seenVerses.add(verse.id as number);
      if (verse.id !== verseIndex + 1) fail(`verse ${key} is out of order at position ${verseIndex + 1}`);
      if (typeof verse.text !== 'string' || verse.text.trim() === '') fail(`verse ${key} has empty Arabic text`);
      if (textField !== null) {
        const text = verse[textField];
        if (typeof text !== 'string' || text.trim() === '') fail(`verse ${key} has an empty ${textField}`);
      }
    });
    verseTotal += verses.length;
  });

  if (verseTotal !== EXPECTED_VERSE_COUNT) fail(`expected ${EXPECTED_VERSE_COUNT} verses, found ${verseTotal}`);
  return surahs as RawSurah[];
}

/** A translation must follow the Arabic verse by verse: same surahs, counts and Arabic text. */
function assertAlignedWithArabic(arabic: RawSurah[], other: RawSurah[], file: string): void {
  arabic.forEach((surah, index) => {
    const counterpart = other[index]!;
    if (counterpart.total_verses !== surah.total_verses) {
      throw new QuranSourceError(
        `${file}: surah ${surah.id} has ${counterpart.total_verses} verses but the Arabic has ${surah.total_verses} (misaligned translation)`,
      );
    }
    surah.verses.forEach((verse, verseIndex) => {
      if (counterpart.verses[verseIndex]!.text.normalize('NFC') !== verse.text.normalize('NFC')) {
        throw new QuranSourceError(
          `${file}: verse ${surah.id}:${verse.id} carries different Arabic text than ${QURAN_SOURCE_FILES.arabic} (misaligned translation)`,
        );
      }
    });
  });
}
