/**
 * The original Porter (1980) stemmer, as SQLite's FTS5 `porter` tokenizer applies
 * it (with its "bli→ble" and "logi→log" step-2 rules). The index stems English
 * verse text inside FTS5; the query side needs the same stems in JavaScript to
 * group words into derivational families (see english-conflation.ts).
 */

const isVowelLetter = (char: string) => char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u';

/** Whether word[index] is a consonant in Porter's sense (y after a consonant is a vowel). */
function isConsonant(word: string, index: number): boolean {
  const char = word[index]!;
  if (isVowelLetter(char)) return false;
  if (char === 'y') return index === 0 || !isConsonant(word, index - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonant(stem, index)) index += 1;
  while (index < length) {
    while (index < length && !isConsonant(stem, index)) index += 1;
    if (index >= length) break;
    while (index < length && isConsonant(stem, index)) index += 1;
    count += 1;
  }
  return count;
}

function containsVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index += 1) if (!isConsonant(stem, index)) return true;
  return false;
}

function endsWithDoubleConsonant(stem: string): boolean {
  const length = stem.length;
  return length >= 2 && stem[length - 1] === stem[length - 2] && isConsonant(stem, length - 1);
}

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y (hop, not hoop or snow). */
function endsCvc(stem: string): boolean {
  const length = stem.length;
  if (length < 3) return false;
  if (!isConsonant(stem, length - 1) || isConsonant(stem, length - 2) || !isConsonant(stem, length - 3)) return false;
  const last = stem[length - 1]!;
  return last !== 'w' && last !== 'x' && last !== 'y';
}

type Rule = readonly [suffix: string, replacement: string];

/** Applies the first rule whose suffix matches (longest listed first), if the stem's measure exceeds `minMeasure`. */
function replaceSuffix(word: string, rules: readonly Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

const STEP_2_RULES: readonly Rule[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP_3_RULES: readonly Rule[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP_4_SUFFIXES = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti',
  'ous', 'ive', 'ize',
];

// Longest suffix first, as Porter's rule tables are consulted.
const byLengthDescending = <T extends Rule | string>(items: readonly T[]) =>
  [...items].sort((a, b) => (typeof b === 'string' ? b : b[0]).length - (typeof a === 'string' ? a : a[0]).length);
const STEP_2 = byLengthDescending(STEP_2_RULES);
const STEP_3 = byLengthDescending(STEP_3_RULES);
const STEP_4 = byLengthDescending(STEP_4_SUFFIXES);

function step1ab(word: string): string {
  if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('ies')) word = word.slice(0, -2);
  else if (!word.endsWith('ss') && word.endsWith('s')) word = word.slice(0, -1);

  if (word.endsWith('eed')) {
    return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  }
  let stripped: string | null = null;
  if (word.endsWith('ed') && containsVowel(word.slice(0, -2))) stripped = word.slice(0, -2);
  else if (word.endsWith('ing') && containsVowel(word.slice(0, -3))) stripped = word.slice(0, -3);
  if (stripped === null) return word;
  if (stripped.endsWith('at') || stripped.endsWith('bl') || stripped.endsWith('iz')) return `${stripped}e`;
  if (endsWithDoubleConsonant(stripped) && !/[lsz]$/.test(stripped)) return stripped.slice(0, -1);
  if (measure(stripped) === 1 && endsCvc(stripped)) return `${stripped}e`;
  return stripped;
}

function step4(word: string): string {
  for (const suffix of STEP_4) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) word = stem;
  }
  if (word.endsWith('ll') && measure(word) > 1) word = word.slice(0, -1);
  return word;
}

/** Porter stem of a lower-case ASCII word; other words (and words under 3 letters) come back unchanged. */
export function porterStem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let stem = step1ab(word);
  if (stem.endsWith('y') && containsVowel(stem.slice(0, -1))) stem = `${stem.slice(0, -1)}i`;
  stem = replaceSuffix(stem, STEP_2, 0);
  stem = replaceSuffix(stem, STEP_3, 0);
  stem = step4(stem);
  return step5(stem);
}
