import { toAsciiDigits } from '../retrieval/verse-references.js';

/**
 * The citation marker the model is asked to write, `[[2:255]]`, and the other
 * ways models write references anyway: `[2:255]`, `(2:255)`, `(Quran 2:255)`,
 * `Quran 2:255`, `Surah Al-Baqarah 255`, `Al-Baqarah, verse 255`, `Surah 2,
 * verse 255`, `verse 255 of Surah Al-Baqarah`, Bangla (`সূরা বাকারা, আয়াত ২৫৫`)
 * and Arabic (`سورة البقرة، الآية ٢٥٥`, `[البقرة: 255]`), in any digits, with
 * small ranges. Everything is rewritten to canonical markers before verification
 * so that no reference escapes it; a surah name stays in the text when the
 * sentence reads on it ("in Surah Al-Baqarah [[2:255]]").
 */

export { toAsciiDigits };

export const MARKER_PATTERN = /\[\[(\d{1,3}):(\d{1,3})\]\]/gu;

/**
 * The surah a name means ("Al-Baqarah", "Baqara", "The Cow", "বাকারা", "البقرة"),
 * or null. `loose` admits near spellings; it is asked for only when the text says
 * "surah" or "verse", since a loose match on an ordinary word would invent a reference.
 */
export type SurahNumberLookup = (name: string, loose: boolean) => number | null;

/** A range longer than this is not a citation of specific verses. */
const MAX_RANGE_LENGTH = 10;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const DIGIT = '[0-9০-৯٠-٩۰-۹]';
const NUMBER = `${DIGIT}{1,3}`;
const REFERENCE = `(${NUMBER})\\s*:\\s*(${NUMBER})(?:\\s*[-–]\\s*(${NUMBER}))?`;
/** An ayah number or range that is not itself the start of "2:255" and not glued to more digits. */
const AYAHS = `(${NUMBER})(?:\\s*[-–]\\s*(${NUMBER}))?(?!\\s*:\\s*${DIGIT})(?!${DIGIT})`;
const QURAN_WORD = "(?:the\\s+)?(?:Holy\\s+)?(?:Quran|Qur['’]an|Koran|কুরআন|কোরআন)";
const SURAH_WORD = '(?:Surah|Surat|Sura|Soorah|Chapter|সূরা|সুরা|سورة|سوره)';
// য় is written precomposed or as য + nukta; আয়াত with Bangla case endings.
const BANGLA_AYAH = 'আ(?:য়|য়)াত(?:ে|টি|সমূহ)?';
const VERSE_WORD = `(?:verses|verse|ayahs|ayah|ayat|aya|${BANGLA_AYAH}|الآيات|الآية|الآيه|آيات|آية|آيه)`;
const NUMBER_WORD = '(?:no\\.?|number|নং|নম্বর|رقم)';
const NOT_A_NAME_WORD = `(?:${VERSE_WORD}|${NUMBER_WORD}|of|in|from|and|من|في)(?![\\p{L}\\p{M}])`;
// One word of a surah name in any script: letters with their marks, apostrophes; hyphens join words.
const NAME_WORD = `(?!${NOT_A_NAME_WORD})[\\p{L}\\p{M}'’ʿʾ]+`;
const NAME = `${NAME_WORD}(?:[\\s\\-]${NAME_WORD}){0,2}`;
const SEPARATOR = '\\s*[,،:]?\\s*';
/** "(The Cow)" after a name. */
const GLOSS = '(?:\\s*\\([^()\\d]{1,30}\\))?';
const AFTER_AYAH = `(?:\\s*${NUMBER_WORD})?(?:\\s*${BANGLA_AYAH})?`;

/** More references after the first in one bracket: "2:153, 155", "2:153; 3:200", "2:153 and 3:200". */
const MORE_REFERENCES = `(?:\\s*(?:[,;،]|and|و)\\s*${NUMBER}(?:\\s*:\\s*${NUMBER})?(?:\\s*[-–]\\s*${NUMBER})?)*`;
const REFERENCE_LIST = `(${NUMBER}\\s*:\\s*${NUMBER}(?:\\s*[-–]\\s*${NUMBER})?${MORE_REFERENCES})`;

const NUMERIC_FORMS = {
  // [[2:255]] with stray spaces, [[2:255-257]], [[2:255, 2:256]]
  double: new RegExp(`\\[\\[\\s*${REFERENCE_LIST}\\s*\\]\\]`, 'gu'),
  // [2:255], [Quran 2:255], [2:255, 256]
  single: new RegExp(`(?<!\\[)\\[\\s*(?:${QURAN_WORD}\\s*,?\\s*)?${REFERENCE_LIST}\\s*\\](?!\\])`, 'giu'),
  // (2:255), (Quran 2:255), (Surah Al-Baqarah 2:255), (Al-Baqarah, 2:255), (2:255; 3:200)
  parenthesised: new RegExp(`\\(\\s*(?:(?:${QURAN_WORD}|${SURAH_WORD}\\s+${NAME}|${NAME})\\s*,?\\s*)?${REFERENCE_LIST}\\s*\\)`, 'giu'),
  // Quran 2:255, Surah 2:255, verse 2:255 in running text: the word stays, the numbers become a marker
  named: new RegExp(`(${QURAN_WORD}|${SURAH_WORD}|${VERSE_WORD})\\s*,?\\s*${REFERENCE}`, 'giu'),
  // Surah 2, verse 255; সূরা ২, আয়াত ২৫৫; سورة ٢ الآية ٢٥٥
  surahNumber: new RegExp(`${SURAH_WORD}\\s*(${NUMBER})${SEPARATOR}${VERSE_WORD}\\s*${AYAHS}`, 'giu'),
};

const NAME_FORMS = {
  // Al-Baqarah 2:255, Surah Al-Baqarah, 2:255: the name stays, the numbers become a marker
  nameWithKey: new RegExp(`((?:${SURAH_WORD}\\s+)?${NAME})${SEPARATOR}${REFERENCE}`, 'giu'),
  // [البقرة: 255], (Al-Baqarah: 255), (সূরা বাকারা, আয়াত ২৫৫): the whole bracket becomes the marker
  bracketed: new RegExp(`[(\\[]\\s*((${SURAH_WORD}\\s+)?${NAME})${GLOSS}${SEPARATOR}(?:(${VERSE_WORD})\\s*(?:${NUMBER_WORD}\\s*)?)?${AYAHS}${AFTER_AYAH}\\s*[)\\]]`, 'giu'),
  // Surah Al-Baqarah 255, Surah Al-Baqarah (The Cow), verse 255, সূরা বাকারার ২৫৫ নম্বর আয়াত, سورة البقرة، الآية ٢٥٥
  surahName: new RegExp(`(${SURAH_WORD}\\s+(${NAME}))${GLOSS}${SEPARATOR}(?:${VERSE_WORD}\\s*(?:${NUMBER_WORD}\\s*)?)?${AYAHS}${AFTER_AYAH}`, 'giu'),
  // verse 255 of Surah Al-Baqarah, الآية ٢٥٥ من سورة البقرة
  ayahOfSurah: new RegExp(`${VERSE_WORD}\\s*${AYAHS}\\s+(?:of|in|from|من|في)\\s+(?:the\\s+)?((?:${SURAH_WORD}\\s+)?${NAME})`, 'giu'),
  // Al-Baqarah, verse 255; Al-Baqarah ayah 255
  nameThenVerse: new RegExp(`(${NAME})${SEPARATOR}${VERSE_WORD}\\s*(?:${NUMBER_WORD}\\s*)?${AYAHS}`, 'giu'),
  // Al-Baqarah 255, البقرة ٢٥٥ (exact names only: nothing else says this is a reference)
  bare: new RegExp(`(?<![\\p{L}\\p{M}\\[])(${NAME})\\s+${AYAHS}`, 'gu'),
};

export function toArabicDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => ARABIC_INDIC_DIGITS[Number(digit)] ?? digit);
}

export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

function markersFor(surah: number | string, from: string, to: string | undefined): string {
  const s = Number(toAsciiDigits(String(surah)));
  const a = Number(toAsciiDigits(from));
  const b = to === undefined ? a : Number(toAsciiDigits(to));
  if (b < a || b - a >= MAX_RANGE_LENGTH) return `[[${s}:${a}]]`;
  const markers: string[] = [];
  for (let ayah = a; ayah <= b; ayah += 1) markers.push(`[[${s}:${ayah}]]`);
  return markers.join(' ');
}

const SURAH_WORD_AT_START = new RegExp(`^${SURAH_WORD}\\s+`, 'iu');
const LATIN_NAME_WITH_ARTICLE = /^(?:a[lnrstdz]|ad[hd]|ash|at[th])-\p{L}/iu;

/**
 * Whether a name with a number and nothing else ("Al-Baqarah 255") is a reference:
 * a Latin name with its article always is; a capitalised or Arabic or Bangla name only
 * when no word follows the number ("Fajr 5:30 am" and "الفجر ٢ ركعة" are not).
 */
function isNameReference(name: string, following: string): boolean {
  if (LATIN_NAME_WITH_ARTICLE.test(name)) return true;
  if (/^[a-z]/u.test(name)) return false;
  return !/^\s*\p{L}/u.test(following);
}

// Bangla genitive and locative endings on a name: "বাকারার", "বাকারাতে", "নিসা-এর".
const BANGLA_NAME_ENDING = /(?:-?এর|য়ের|য়ের|ের|র|তে|য়|য়)$/u;

interface ResolvedName {
  surah: number;
  /** Words before the name that turned out not to belong to it ("mentioned in"). */
  before: string;
  /** Words after it ("…" when the name came first in a longer phrase). */
  after: string;
}

/**
 * The surah named by a phrase that may carry extra words on either side, trying
 * the longest plausible name first: "mentioned in Al-Baqarah" → Al-Baqarah.
 * `fromEnd`: the name ends the phrase (it precedes a number); otherwise it starts it.
 */
function resolveName(phrase: string, lookup: SurahNumberLookup, loose: boolean, fromEnd: boolean): ResolvedName | null {
  const words = phrase.split(/(?<=[\s])(?=\S)/u);
  const candidates: Array<{ name: string; before: string; after: string }> = [];
  for (let size = words.length; size >= 1; size -= 1) {
    const start = fromEnd ? words.length - size : 0;
    const name = words.slice(start, start + size).join('').trim();
    candidates.push({ name, before: words.slice(0, start).join(''), after: words.slice(start + size).join('') });
  }
  for (const pass of loose ? [false, true] : [false]) {
    for (const candidate of candidates) {
      const bare = candidate.name.replace(SURAH_WORD_AT_START, '');
      for (const name of [bare, bare.replace(BANGLA_NAME_ENDING, '')]) {
        if (name.length === 0) continue;
        const surah = lookup(name, pass);
        if (surah !== null) return { surah, before: candidate.before, after: candidate.after };
      }
    }
  }
  return null;
}

/** Markers for a list of references in one bracket; a bare number continues the surah before it ("2:153, 155"). */
function markersForList(list: string): string {
  const markers: string[] = [];
  let surah: string | null = null;
  for (const part of list.split(/\s*(?:[,;،]|\band\b|(?<=\s)و)\s*/u)) {
    const match = new RegExp(`^(?:(${NUMBER})\\s*:\\s*)?(${NUMBER})(?:\\s*[-–]\\s*(${NUMBER}))?$`, 'u').exec(part.trim());
    if (!match) continue;
    surah = match[1] ?? surah;
    if (surah !== null) markers.push(markersFor(surah, match[2] as string, match[3]));
  }
  return markers.join(' ');
}

/** Rewrites every recognised verse reference in `text` to canonical `[[s:a]]` markers. */
export function canonicaliseReferences(text: string, surahNumber?: SurahNumberLookup): string {
  let result = text
    .replace(NUMERIC_FORMS.double, (_m, list: string) => markersForList(list))
    .replace(NUMERIC_FORMS.single, (_m, list: string) => markersForList(list))
    .replace(NUMERIC_FORMS.parenthesised, (_m, list: string) => markersForList(list))
    .replace(NUMERIC_FORMS.surahNumber, (_m, s: string, a: string, b?: string) => markersFor(s, a, b))
    .replace(NUMERIC_FORMS.named, (_m, word: string, s: string, a: string, b?: string) => `${word} ${markersFor(s, a, b)}`);
  if (!surahNumber) return result;

  result = result.replace(
    NAME_FORMS.nameWithKey,
    (match, phrase: string, s: string, a: string, b: string | undefined, offset: number, whole: string) => {
      const withSurahWord = SURAH_WORD_AT_START.test(phrase);
      const resolved = resolveName(phrase, surahNumber, withSurahWord, true);
      if (!resolved) return match;
      const following = whole.slice(offset + match.length);
      if (!withSurahWord && !isNameReference(phrase.slice(resolved.before.length), following)) return match;
      return `${phrase} ${markersFor(s, a, b)}`;
    },
  );
  result = result.replace(
    NAME_FORMS.bracketed,
    (match, phrase: string, surahWord: string | undefined, verseWord: string | undefined, a: string, b?: string) => {
      const resolved = resolveName(phrase, surahNumber, Boolean(surahWord || verseWord), true);
      return resolved && resolved.before.trim() === '' ? markersFor(resolved.surah, a, b) : match;
    },
  );
  result = result.replace(NAME_FORMS.surahName, (match, lead: string, name: string, a: string, b?: string) => {
    const resolved = resolveName(name, surahNumber, true, false);
    if (!resolved) return match;
    // "Surah Al-Baqarah, which … 255" is not a reference: the name must be all there is before the number.
    if (resolved.after.trim() !== '') return match;
    return `${lead} ${markersFor(resolved.surah, a, b)}`;
  });
  result = result.replace(NAME_FORMS.ayahOfSurah, (match, a: string, b: string | undefined, phrase: string) => {
    const resolved = resolveName(phrase, surahNumber, true, false);
    if (!resolved) return match;
    const name = phrase.slice(0, phrase.length - resolved.after.length).trimEnd();
    return `${name} ${markersFor(resolved.surah, a, b)}${resolved.after ? ` ${resolved.after.trimStart()}` : ''}`;
  });
  result = result.replace(NAME_FORMS.nameThenVerse, (match, phrase: string, a: string, b?: string) => {
    const resolved = resolveName(phrase, surahNumber, true, true);
    if (!resolved) return match;
    return `${phrase} ${markersFor(resolved.surah, a, b)}`;
  });
  result = result.replace(
    NAME_FORMS.bare,
    (match, phrase: string, a: string, b: string | undefined, offset: number, whole: string) => {
      const resolved = resolveName(phrase, surahNumber, false, true);
      if (!resolved) return match;
      if (!isNameReference(phrase.slice(resolved.before.length), whole.slice(offset + match.length))) return match;
      return `${phrase} ${markersFor(resolved.surah, a, b)}`;
    },
  );
  return result;
}

/**
 * One marker per verse in a sentence: a verse cited twice, in whatever forms
 * ("Surah Al-Baqarah, verse 153 (2:153)"), keeps its first marker only.
 */
export function oneMarkerPerVerse(sentence: string): string {
  const seen = new Set<string>();
  let removed = false;
  const result = withoutMarkers(sentence, (key) => {
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    removed = true;
    return false;
  });
  return removed ? tidyGaps(result) : sentence;
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** The text without the markers `keep` refuses; a marker between two words leaves a space, never "seekPatience". */
function withoutMarkers(text: string, keep: (key: string) => boolean): string {
  return text.replace(MARKER_PATTERN, (match, s: string, a: string, offset: number, whole: string) => {
    if (keep(`${Number(s)}:${Number(a)}`)) return match;
    const joinsWords = WORD_CHARACTER.test(whole[offset - 1] ?? '') && WORD_CHARACTER.test(whole[offset + match.length] ?? '');
    return joinsWords ? ' ' : '';
  });
}

/**
 * The text with only the markers of `keep`. Taking a marker out can join what was around
 * it into a new one ("[[2:[[2:300]]999]]", "[([[2:300]])[2:999]]" once the empty brackets go),
 * so it repeats until every marker left is one to keep.
 */
export function keepOnlyMarkers(text: string, keep: readonly string[]): string {
  let result = text;
  while (markerKeys(result).some((key) => !keep.includes(key))) {
    result = tidyGaps(withoutMarkers(result, (key) => keep.includes(key)));
    // "Patience.\n[[0:1]]. …": the full stop that followed a removed marker at the start of a line goes with it.
    result = result.replace(/(^|\n)[ \t]*[.,;:!?।؟]+(?=\s|$)[ \t]*/gu, '$1');
  }
  return result;
}

/** Cleans the gaps a removed marker leaves: doubled spaces, a space before punctuation, empty brackets. */
export function tidyGaps(text: string): string {
  return text
    .replace(/\(\s*\)/gu, '')
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/[ \t]+([.,;:!?।؟)])/gu, '$1')
    .replace(/[ \t]+$/gu, '');
}

/** The verse keys of the markers in `text`, in order, with repeats. */
export function markerKeys(text: string): string[] {
  return [...text.matchAll(MARKER_PATTERN)].map((match) => `${Number(match[1])}:${Number(match[2])}`);
}

export function marker(key: string): string {
  return `[[${key}]]`;
}
