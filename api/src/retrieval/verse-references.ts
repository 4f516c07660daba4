import { normalizeArabic } from './arabic-analyzer.js';
import type { SurahNameIndex } from './surah-names.js';
import type { Surah } from './types.js';

/** A run of verses in one surah; `toAyah` ≥ `fromAyah`. */
export interface VerseRange {
  surah: number;
  fromAyah: number;
  toAyah: number;
}

/** What a question resolved to without searching: a verse range or a whole surah. */
export type DirectReference = { kind: 'range'; range: VerseRange } | { kind: 'surah'; surah: number };

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯٠-٩۰-۹]/gu, (digit) => {
    for (const digits of [BANGLA_DIGITS, ARABIC_INDIC_DIGITS, PERSIAN_DIGITS]) {
      const index = digits.indexOf(digit);
      if (index >= 0) return String(index);
    }
    return digit;
  });
}

const KEY_PATTERN = /^\s*(\d{1,3})\s*[:.]\s*(\d{1,3})(?:\s*[-–—]\s*(?:(\d{1,3})\s*[:.]\s*)?(\d{1,3}))?\s*$/;

/**
 * Parses "2:255", "2:255-257" or "2:255-2:257". Returns null when the text is not
 * a key or names a verse that does not exist (2:287, 115:1, 0:1).
 */
export function parseVerseKey(text: string, surahs: readonly Surah[]): VerseRange | null {
  const match = KEY_PATTERN.exec(toAsciiDigits(text));
  if (!match) return null;
  const surah = Number(match[1]);
  const fromAyah = Number(match[2]);
  if (match[3] !== undefined && Number(match[3]) !== surah) return null;
  const toAyah = match[4] === undefined ? fromAyah : Number(match[4]);
  return validRange({ surah, fromAyah, toAyah }, surahs);
}

function validRange(range: VerseRange, surahs: readonly Surah[]): VerseRange | null {
  const surah = surahs[range.surah - 1];
  if (range.surah < 1 || surah === undefined) return null;
  if (range.fromAyah < 1 || range.toAyah < range.fromAyah || range.toAyah > surah.verseCount) return null;
  return range;
}

// Verses known by a name, in the ways English, Bangla and Arabic speakers write it.
const NAMED_VERSES: { range: VerseRange; patterns: RegExp[] }[] = [
  {
    range: { surah: 2, fromAyah: 255, toAyah: 255 },
    patterns: [
      /\bayat?[\s-]*(?:al|ul|ul-|ol)?[\s-]*kursi\b/i,
      /\bthrone verse\b|\bverse of the throne\b/i,
      /আয়াতুল\s*কুরসি|আয়াতুল\s*কুরসী/u,
      /ايه\s*الكرسي/u,
    ],
  },
  {
    range: { surah: 24, fromAyah: 35, toAyah: 35 },
    patterns: [/\bayat?[\s-]*(?:an|un)?[\s-]*nur\b/i, /\bverse of light\b|\blight verse\b/i, /ايه\s*النور/u],
  },
  {
    range: { surah: 2, fromAyah: 282, toAyah: 282 },
    patterns: [/\bayat?[\s-]*(?:ad|ud)?[\s-]*dayn\b/i, /\bverse of debt\b|\bdebt verse\b/i, /ايه\s*الدين/u],
  },
];

const SURAH_MARKER = /^(?:surah|surat|sura|suurah|soorah|chapter|সূরা|সুরা|سوره)\s*(?:no\.?|number|নং)?\s*/iu;
const TRAILING_VERSE = /[\s,:.]+(?:(?:verse|ayah|ayat|aya|v\.?|আয়াত|আয়াত|ايه|الايه)\s*)?(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?\s*$/iu;

/**
 * Resolves a question that is only a reference: a verse key, a named verse, a
 * surah by number or name, optionally with verse numbers ("Al-Baqarah 255",
 * "surah 18", "সূরা ইয়াসিন", "سورة الكهف ١٠"). Anything else returns null and is searched.
 */
export function resolveDirectReference(
  query: string,
  surahs: readonly Surah[],
  names: SurahNameIndex,
): DirectReference | null {
  const key = parseVerseKey(query, surahs);
  if (key) return { kind: 'range', range: key };

  const text = toAsciiDigits(query.normalize('NFC')).replace(/[?!؟।"“”]/gu, ' ').replace(/\s+/g, ' ').trim();
  const arabicForm = normalizeArabic(text);
  for (const named of NAMED_VERSES) {
    if (named.patterns.some((pattern) => pattern.test(text) || pattern.test(arabicForm))) {
      return { kind: 'range', range: named.range };
    }
  }
  if (text.length > 60) return null; // a sentence, not a reference

  const isArabic = /[\u0600-\u06FF]/u.test(text);
  // Arabic words normalised one by one so that verse numbers survive.
  let phrase = isArabic
    ? text.split(' ').map((word) => (/\d/.test(word) ? word : normalizeArabic(word))).filter(Boolean).join(' ')
    : text;
  const hasMarker = SURAH_MARKER.test(phrase);
  phrase = phrase.replace(SURAH_MARKER, '');

  let fromAyah: number | null = null;
  let toAyah: number | null = null;
  const verse = TRAILING_VERSE.exec(phrase);
  if (verse) {
    fromAyah = Number(verse[1]);
    toAyah = verse[2] === undefined ? fromAyah : Number(verse[2]);
    phrase = phrase.slice(0, verse.index).trim();
  }

  let surahNumber: number | null = null;
  if (/^\d{1,3}$/.test(phrase) && hasMarker) {
    surahNumber = Number(phrase);
  } else if (!/\d/.test(phrase)) {
    const match = names.match(phrase, hasMarker || fromAyah !== null);
    surahNumber = match?.surah.number ?? null;
  }
  if (surahNumber === null || surahs[surahNumber - 1] === undefined) return null;
  if (fromAyah === null || toAyah === null) return { kind: 'surah', surah: surahNumber };
  const range = validRange({ surah: surahNumber, fromAyah, toAyah }, surahs);
  return range ? { kind: 'range', range } : null;
}

/** "in Surah X", "في سورة X", "بسورة X", "সূরা X-এ": the marker and up to three words that may name it. */
const SURAH_IN_QUESTION = /(?:^|\s)(?:(?:in|of|from)\s+)?(?:surah|surat|sura|soorah|chapter|سورة|سوره|بسورة|بسوره|لسورة|সূরা|সুরা)\s+(\S+(?:\s+\S+){0,2})/iu;

/**
 * The surah a question names as the place of what it asks ("What does Surah
 * Yasin say about death?", "اذكر وعد الله للمؤمنين في سورة التوبة"), or null. The
 * name must follow the word "surah"; the longest of up to three words that names
 * one wins.
 */
export function surahNamedIn(question: string, names: SurahNameIndex): number | null {
  const found = SURAH_IN_QUESTION.exec(toAsciiDigits(question.normalize('NFC')).replace(/[?!؟।"“”.,،؛()]/gu, ' '));
  if (!found) return null;
  const words = found[1]!.split(/\s+/u).map((word) => word.replace(/(?:-?(?:এর|র|ে|য়|তে|এ))$/u, ''));
  for (let count = words.length; count >= 1; count -= 1) {
    const match = names.match(words.slice(0, count).join(' '), true);
    if (match && (match.quality === 'exact' || count === 1)) return match.surah.number;
  }
  return null;
}
