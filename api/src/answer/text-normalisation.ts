/**
 * Normal forms used to compare a quotation with the corpus. Each keeps only what
 * carries meaning in its script, so a faithful quotation matches however it was
 * typed (curly or straight quotes, case, vowel marks, Uthmani or simple spelling),
 * and a changed word does not.
 */

export type Script = 'arabic' | 'bangla' | 'latin';

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]/u;
const BANGLA_LETTER = /[\u0980-\u09FF]/u;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/u;

/** The script most letters of `text` are written in. */
export function scriptOf(text: string): Script {
  let arabic = 0;
  let bangla = 0;
  let latin = 0;
  for (const char of text) {
    if (ARABIC_LETTER.test(char)) arabic += 1;
    else if (BANGLA_LETTER.test(char)) bangla += 1;
    else if (LATIN_LETTER.test(char)) latin += 1;
  }
  if (arabic >= bangla && arabic >= latin && arabic > 0) return 'arabic';
  if (bangla >= latin && bangla > 0) return 'bangla';
  return 'latin';
}

// Vowel marks, Quranic annotation signs, tatweel and the dagger alef.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;

/**
 * The consonant skeleton of Arabic text: marks removed, hamza carriers and alef
 * forms unified, then long-vowel alefs and spaces dropped, because Uthmani
 * (ٱلصَّلَوٰةِ) and simple (الصلاة) spellings differ exactly there.
 */
export function arabicSkeleton(text: string): string {
  return text
    .normalize('NFC')
    // Uthmani writes a long ā as a waw carrying a dagger alef (ٱلصَّلَوٰةِ, ٱلزَّكَوٰةَ) where simple spelling has an alef.
    .replace(/و\u0670/gu, 'ا')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ؤ/gu, 'و')
    .replace(/[ئى]/gu, 'ي')
    .replace(/ة/gu, 'ه')
    .replace(/[اء]/gu, '')
    .replace(/[^\u0621-\u064A\u0671-\u06D3]/gu, '');
}

/** Bangla: NFC, the common spelling variants of the same word unified, punctuation and spacing dropped to single spaces. */
export function banglaNormal(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200C\u200D]/gu, '')
    .replace(/্য্য/gu, '্য') // ধৈর্য্য and ধৈর্য are the same word
    .replace(/[^\u0980-\u09FF0-9]+/gu, ' ')
    .trim();
}

/** English: lower case, letters and digits only, single spaces. Bracketed words of the translation are kept, brackets dropped. */
export function latinNormal(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[’']/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

/** The normal form of `text` for a script; Arabic has no spaces, the others single spaces. */
export function normaliseFor(script: Script, text: string): string {
  switch (script) {
    case 'arabic':
      return arabicSkeleton(text);
    case 'bangla':
      return banglaNormal(text);
    case 'latin':
      return latinNormal(text);
  }
}

/** Saheeh International marks words added for clarity with [brackets]; quotations often leave them out. */
export function withoutBracketedWords(text: string): string {
  return text.replace(/\[[^\]]*\]/gu, ' ').replace(/\s+/gu, ' ');
}

const ELLIPSIS = /\.{3,}|…|\[\s*(?:\.{3}|…)\s*\]/gu;

/**
 * Whether `quotation` is a faithful quotation of `source` in `script`: after
 * normalisation every piece between ellipses occurs in the source, in order.
 * An empty quotation (only ellipses or punctuation) never matches.
 */
export function isFaithfulQuotation(quotation: string, source: string, script: Script): boolean {
  const pieces = quotation
    .split(ELLIPSIS)
    .map((piece) => normaliseFor(script, piece))
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return false;
  const sources = script === 'latin' ? [source, withoutBracketedWords(source)] : [source];
  return sources.some((candidate) => occursInOrder(pieces, normaliseFor(script, candidate), script));
}

function occursInOrder(pieces: string[], source: string, script: Script): boolean {
  // Pad with spaces so that word-based scripts match whole words only.
  const haystack = script === 'arabic' ? source : ` ${source} `;
  let from = 0;
  for (const piece of pieces) {
    const needle = script === 'arabic' ? piece : ` ${piece} `;
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    from = at + needle.length - (script === 'arabic' ? 0 : 1);
  }
  return true;
}

/** Words of `text` in its normal form, for scoring how close a quotation is to each candidate verse. */
export function normalWords(script: Script, text: string): string[] {
  if (script === 'arabic') {
    return text
      .split(/\s+/u)
      .map((word) => arabicSkeleton(word))
      .filter(Boolean);
  }
  return normaliseFor(script, text).split(' ').filter(Boolean);
}

// Words whose Uthmani dagger alef modern spelling leaves out (هَٰذَا → هذا, not هاذا).
const PLAIN_SPELLINGS: Array<[RegExp, string]> = [
  [/هاذ/gu, 'هذ'],
  [/ذال(?=ك)/gu, 'ذل'],
  [/لاكن/gu, 'لكن'],
  [/رحمان(?=\s|$|ي)/gu, 'رحمن'],
  [/إلاه/gu, 'إله'],
  [/أولائ/gu, 'أولئ'],
  [/هاؤلا/gu, 'هؤلا'],
  [/ياأي/gu, 'يا أي'],
];

/**
 * Uthmani Arabic in a plain modern spelling for a model to read: vowel marks and
 * Quranic signs dropped, a long ā written as an alef (ٱلصَّلَوٰةِ → الصلاة, ٱلۡوَٰلِدَيۡنِ →
 * الوالدين), the wasla alef plain. About a fifth of the tokens of the Uthmani text;
 * a quotation copied from it still matches the corpus (see arabicSkeleton).
 */
export function plainArabic(text: string): string {
  let plain = text
    .normalize('NFC')
    .replace(/و\u0670/gu, 'ا')
    .replace(/ى\u0670/gu, 'ى')
    .replace(/\u0640?\u0670/gu, 'ا')
    .replace(/ٱ/gu, 'ا')
    .replace(/[\u0610-\u061A\u064B-\u065F\u06D6-\u06ED\u0640]/gu, '')
    .replace(/(^|\s)ءا/gu, '$1آ')
    .replace(/(?<=\p{L})آ/gu, 'ا');
  for (const [pattern, replacement] of PLAIN_SPELLINGS) plain = plain.replace(pattern, replacement);
  return plain.replace(/[ \t]{2,}/gu, ' ').trim();
}
