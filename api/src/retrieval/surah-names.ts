import { normalizeArabic } from './arabic-analyzer.js';
import type { Surah } from './types.js';

/**
 * Finds a surah from the way people write its name: "Al-Baqarah", "al baqara",
 * "Baqara", "Yaseen", "The Cow", "البقرة", "সূরা বাকারা", "বাকারাহ".
 * Latin and Bangla spellings are compared through one rough phonetic key, so
 * transliteration variants (q/k, ee/i, doubled letters, final h) meet.
 */

const BANGLA_INDEPENDENT_VOWELS: Record<string, string> = {
  'অ': 'a', 'আ': 'a', 'ই': 'i', 'ঈ': 'i', 'উ': 'u', 'ঊ': 'u', 'ঋ': 'ri', 'এ': 'e', 'ঐ': 'oi', 'ও': 'o', 'ঔ': 'ou',
};
const BANGLA_VOWEL_SIGNS: Record<string, string> = {
  'া': 'a', 'ি': 'i', 'ী': 'i', 'ু': 'u', 'ূ': 'u', 'ৃ': 'ri', 'ে': 'e', 'ৈ': 'oi', 'ো': 'o', 'ৌ': 'ou',
};
const BANGLA_CONSONANTS: Record<string, string> = {
  'ক': 'k', 'খ': 'kh', 'গ': 'g', 'ঘ': 'gh', 'ঙ': 'ng', 'চ': 'ch', 'ছ': 'chh', 'জ': 'j', 'ঝ': 'jh', 'ঞ': 'n',
  'ট': 't', 'ঠ': 'th', 'ড': 'd', 'ঢ': 'dh', 'ণ': 'n', 'ত': 't', 'থ': 'th', 'দ': 'd', 'ধ': 'dh', 'ন': 'n',
  'প': 'p', 'ফ': 'f', 'ব': 'b', 'ভ': 'bh', 'ম': 'm', 'য': 'j', 'র': 'r', 'ল': 'l', 'শ': 'sh', 'ষ': 'sh',
  'স': 's', 'হ': 'h', 'ড়': 'r', 'ঢ়': 'r', 'য়': 'y', 'ৎ': 't',
};
const BANGLA_VIRAMA = '\u09CD';

/** Bangla script to a plain Latin spelling (enough to compare names). */
export function romanizeBangla(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  chars.forEach((char, index) => {
    const consonant = BANGLA_CONSONANTS[char];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[index + 1];
      // The inherent vowel, unless a sign, virama or word end follows.
      const nextIsSign = next !== undefined && (next in BANGLA_VOWEL_SIGNS || next === BANGLA_VIRAMA || next === '\u09BC');
      const wordEnds = next === undefined || !/[\u0980-\u09FF]/u.test(next);
      if (!nextIsSign && !wordEnds) out += 'a';
      return;
    }
    out += BANGLA_INDEPENDENT_VOWELS[char] ?? BANGLA_VOWEL_SIGNS[char] ?? (/[\u0980-\u09FF]/u.test(char) ? '' : char);
  });
  return out;
}

const LATIN_ARTICLE = /^(?:a[lnrstdzy]|ad[hd]|ash|at[th]|az|ath)[\s-]+/;

/** A rough phonetic key for Latin or romanised names. */
export function latinNameKey(name: string): string {
  let key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`ʿʾ]/g, '')
    .trim()
    .replace(LATIN_ARTICLE, '')
    .replace(/[^a-z]/g, '');
  key = key
    .replace(/q/g, 'k')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/dh|th|z/g, 'z')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/ch/g, 's')
    .replace(/w/g, 'u')
    .replace(/e/g, 'i')
    .replace(/o/g, 'u')
    .replace(/j/g, 'y')
    .replace(/(.)\1+/g, '$1')
    .replace(/([aiu])h$/, '$1')
    .replace(/^([aiu])y/, 'y');
  return key;
}

function arabicNameKey(name: string): string {
  return normalizeArabic(name)
    .replace(/^(?:سوره)\s+/, '')
    .split(' ')
    .map((word) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word))
    .join('');
}

// The Arabic article as Bangla writes it before a name: আল-, আন-, আত-, আশ-, আয-…
const BANGLA_ARTICLE = /^আ[লনতদরসযশজ]\u09BC?\u09CD?-/u;

/** Bangla names compared without the article, spaces, hyphens and joiners ("আল-বাকারা", "বাকারা"). */
export function banglaNameKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(BANGLA_ARTICLE, '')
    .replace(/[^\u0980-\u09FF]/gu, '');
}

function englishMeaningKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z]/g, '');
}

function levenshtein(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

// Spellings common enough to deserve an entry that the phonetic key does not reach.
const EXTRA_LATIN_NAMES: Record<number, string[]> = {
  1: ['Fatiha', 'Fateha', 'Al-Hamd'],
  9: ['Tauba', 'Bara’ah', 'Baraat'],
  17: ['Bani Israil', 'Isra'],
  36: ['Yasin', 'Ya Seen', 'Yaseen'],
  40: ['Mumin', 'Al-Mu’min'],
  47: ['Qital'],
  76: ['Dahr'],
  94: ['Alam Nashrah', 'Inshirah'],
  111: ['Lahab', 'Tabbat'],
  112: ['Tawhid'],
};

export type NameMatchQuality = 'exact' | 'fuzzy';

export interface SurahNameMatch {
  surah: Surah;
  quality: NameMatchQuality;
}

export class SurahNameIndex {
  private readonly latinKeys = new Map<string, number>();
  private readonly arabicKeys = new Map<string, number>();
  private readonly meaningKeys = new Map<string, number>();
  private readonly banglaMeanings = new Map<string, number>();
  private readonly banglaNames = new Map<string, number>();

  constructor(private readonly surahs: Surah[]) {
    for (const surah of surahs) {
      for (const name of [surah.nameTransliteration, ...(EXTRA_LATIN_NAMES[surah.number] ?? [])]) {
        this.latinKeys.set(latinNameKey(name), surah.number);
      }
      this.arabicKeys.set(arabicNameKey(surah.nameArabic), surah.number);
      this.meaningKeys.set(englishMeaningKey(surah.nameEnglish), surah.number);
      this.banglaMeanings.set(surah.nameBangla.normalize('NFC').trim(), surah.number);
      for (const name of [surah.nameBanglaScript, ...surah.banglaAlsoKnownAs]) {
        const key = banglaNameKey(name);
        if (key !== '') this.banglaNames.set(key, surah.number);
      }
    }
  }

  /**
   * The surah a whole phrase names, or null. `allowFuzzy` admits near spellings and
   * English/Bangla meanings ("The Cow"); callers allow it only when the question
   * says "surah" or gives a verse number, since meanings are ordinary words.
   */
  match(phrase: string, allowFuzzy: boolean): SurahNameMatch | null {
    const text = phrase.normalize('NFC').trim();
    if (text === '') return null;
    const byNumber = (number: number | undefined, quality: NameMatchQuality): SurahNameMatch | null =>
      number === undefined ? null : { surah: this.surahs[number - 1]!, quality };

    if (/[\u0600-\u06FF]/u.test(text)) {
      return byNumber(this.arabicKeys.get(arabicNameKey(text)), 'exact');
    }
    const isBangla = /[\u0980-\u09FF]/u.test(text);
    if (isBangla) {
      const named = byNumber(this.banglaNames.get(banglaNameKey(text)), 'exact');
      if (named) return named;
    }
    if (isBangla && allowFuzzy) {
      const meaning = byNumber(this.banglaMeanings.get(text), 'exact');
      if (meaning) return meaning;
    }
    const key = latinNameKey(isBangla ? romanizeBangla(text) : text);
    if (key.length < 2) return null;
    const exact = byNumber(this.latinKeys.get(key), 'exact');
    if (exact) return exact;
    if (!allowFuzzy && !isBangla) return null;
    if (!isBangla) {
      const meaning = byNumber(this.meaningKeys.get(englishMeaningKey(text)), 'exact');
      if (meaning) return meaning;
    }
    if (!allowFuzzy) return null;
    return this.closest(key);
  }

  private closest(key: string): SurahNameMatch | null {
    const allowed = key.length >= 7 ? 2 : key.length >= 4 ? 1 : 0;
    if (allowed === 0) return null;
    let best: { number: number; distance: number } | null = null;
    let tie = false;
    for (const [candidate, number] of this.latinKeys) {
      const distance = levenshtein(key, candidate);
      if (distance > allowed) continue;
      if (best === null || distance < best.distance) {
        best = { number, distance };
        tie = false;
      } else if (distance === best.distance && number !== best.number) {
        tie = true;
      }
    }
    return best === null || tie ? null : { surah: this.surahs[best.number - 1]!, quality: 'fuzzy' };
  }
}
