/**
 * The citation marker the model is asked to write, `[[2:255]]`, and the other
 * ways models write references anyway: `[2:255]`, `(2:255)`, `(Quran 2:255)`,
 * `(Surah Al-Baqarah 2:255)`, `Quran 2:255`, Bangla digits, small ranges.
 * Everything is rewritten to canonical markers before verification so that no
 * reference escapes it.
 */

export const MARKER_PATTERN = /\[\[(\d{1,3}):(\d{1,3})\]\]/gu;

/** A range longer than this is not a citation of specific verses. */
const MAX_RANGE_LENGTH = 10;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const DIGIT = '[0-9০-৯]';
const NUMBER = `${DIGIT}{1,3}`;
const REFERENCE = `(${NUMBER})\\s*:\\s*(${NUMBER})(?:\\s*[-–]\\s*(${NUMBER}))?`;
const QURAN_WORD = "(?:the\\s+)?(?:Holy\\s+)?(?:Quran|Qur['’]an|Koran|কুরআন|কোরআন)";
// Bangla words carry vowel signs (\p{M}) between their letters.
const SURAH_NAME = "(?:Surah?|Sura|সূরা|সুরা)\\s+[\\p{L}\\p{M}'’\\-]+(?:[\\s\\-][\\p{L}\\p{M}'’]+)?";

const REFERENCE_FORMS: RegExp[] = [
  // [[2:255]] with stray spaces, [[2:255-257]]
  new RegExp(`\\[\\[\\s*${REFERENCE}\\s*\\]\\]`, 'gu'),
  // [2:255]
  new RegExp(`(?<!\\[)\\[\\s*(?:${QURAN_WORD}\\s*,?\\s*)?${REFERENCE}\\s*\\](?!\\])`, 'giu'),
  // (2:255), (Quran 2:255), (Surah Al-Baqarah 2:255), (Al-Baqarah, 2:255)
  new RegExp(`\\(\\s*(?:(?:${QURAN_WORD}|${SURAH_NAME}|[\\p{L}\\p{M}'’\\-]+)\\s*,?\\s*)?${REFERENCE}\\s*\\)`, 'giu'),
  // Quran 2:255 in running text: the word stays, the numbers become a marker
  new RegExp(`(${QURAN_WORD})\\s*,?\\s*${REFERENCE}`, 'giu'),
];

export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/gu, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
}

const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function toArabicDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => ARABIC_INDIC_DIGITS[Number(digit)] ?? digit);
}

export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

function markersFor(surah: string, from: string, to: string | undefined): string {
  const s = Number(toAsciiDigits(surah));
  const a = Number(toAsciiDigits(from));
  const b = to === undefined ? a : Number(toAsciiDigits(to));
  if (b < a || b - a >= MAX_RANGE_LENGTH) return `[[${s}:${a}]]`;
  const markers: string[] = [];
  for (let ayah = a; ayah <= b; ayah += 1) markers.push(`[[${s}:${ayah}]]`);
  return markers.join(' ');
}

/** Rewrites every recognised verse reference in `text` to canonical `[[s:a]]` markers. */
export function canonicaliseReferences(text: string): string {
  const [double, single, parenthesised, inline] = REFERENCE_FORMS as [RegExp, RegExp, RegExp, RegExp];
  return text
    .replace(double, (_m, s: string, a: string, b?: string) => markersFor(s, a, b))
    .replace(single, (_m, s: string, a: string, b?: string) => markersFor(s, a, b))
    .replace(parenthesised, (_m, s: string, a: string, b?: string) => markersFor(s, a, b))
    .replace(inline, (_m, word: string, s: string, a: string, b?: string) => `${word} ${markersFor(s, a, b)}`);
}

/** The verse keys of the markers in `text`, in order, with repeats. */
export function markerKeys(text: string): string[] {
  return [...text.matchAll(MARKER_PATTERN)].map((match) => `${Number(match[1])}:${Number(match[2])}`);
}

export function marker(key: string): string {
  return `[[${key}]]`;
}
