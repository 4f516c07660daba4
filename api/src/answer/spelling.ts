import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LOOKALIKE_TERMS } from '../contract/topic-lookalikes.js';
import {
  CONTEXT_ISLAMIC_TERMS,
  EXPLICIT_ISLAMIC_TERMS,
  GUIDANCE_THEMES,
  HABITS,
  OFF_TOPIC_SUBJECTS,
  OUTWEIGHING_SUBJECTS,
  RULING_TERMS,
  STRONG_ISLAMIC_TERMS,
  WEAK_ISLAMIC_TERMS,
} from '../contract/topic-vocabulary.js';

/**
 * Questions typed on a phone misspell the very word that makes them Islamic ("what hapens
 * after deth", "how to be more pateint"). A word one slip (a letter added, dropped or changed,
 * or two swapped) from exactly one English word of the Islamic and guidance vocabulary is read
 * as that word, unless it is a real English word ("depth" is not "death"), a word the
 * vocabulary knows by itself, or a name. The dictionary (275,000 words) lists which slips of
 * each term are real words, once, and is then dropped: those are a few thousand.
 */

/** Shorter words are a slip away from too many others ("sin", "son", "sing"). */
const MIN_SPELLING_TERM_LENGTH = 5;
const LATIN_WORD = /[A-Za-z]+/gu;

/** The single English words of the Islamic and guidance vocabulary long enough to correct towards. */
const SPELLING_TERMS: readonly string[] = [
  ...new Set(
    [...STRONG_ISLAMIC_TERMS.en, ...EXPLICIT_ISLAMIC_TERMS.en, ...GUIDANCE_THEMES.en]
      .flatMap((term) => term.toLowerCase().match(LATIN_WORD) ?? [])
      .filter((word) => word.length >= MIN_SPELLING_TERM_LENGTH),
  ),
];
/** Words the vocabulary knows by themselves ("haman", "walima", "halal"): never read as a slip of another. */
const KNOWN_WORDS = new Set(
  [CONTEXT_ISLAMIC_TERMS, EXPLICIT_ISLAMIC_TERMS, GUIDANCE_THEMES, HABITS, OFF_TOPIC_SUBJECTS, OUTWEIGHING_SUBJECTS, RULING_TERMS, STRONG_ISLAMIC_TERMS, WEAK_ISLAMIC_TERMS, LOOKALIKE_TERMS]
    .flatMap((words) => words.en)
    .flatMap((term) => term.toLowerCase().match(LATIN_WORD) ?? []),
);
/** A capital inside the question marks a name ("Korean", "Al-Hilal"), which no dictionary lists. */
const CAPITALISED = /^[A-Z]/u;

/** Whether `a` is one slip away from `b`. */
export function isOneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** The one term `word` may be a slip of, or null (none, several, a word of the vocabulary, or a name). */
function termSlippedFrom(word: string, first = false): string | null {
  const lower = word.toLowerCase();
  if (lower.length < MIN_SPELLING_TERM_LENGTH - 1 || KNOWN_WORDS.has(lower) || (!first && CAPITALISED.test(word))) return null;
  const meant = SPELLING_TERMS.filter((term) => isOneSlip(lower, term));
  return meant.length === 1 ? meant[0]! : null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one slip away from `word`. */
function slipsOf(word: string): string[] {
  const slips: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    for (const letter of ALPHABET) slips.push(word.slice(0, i) + letter + word.slice(i));
    if (i < word.length) {
      slips.push(word.slice(0, i) + word.slice(i + 1));
      for (const letter of ALPHABET) slips.push(word.slice(0, i) + letter + word.slice(i + 1));
      if (i + 1 < word.length) slips.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  return slips;
}

let realLookalikes: Set<string> | null = null;

/** Real words one slip from a term ("depth" from "death"): never corrected. */
function realWordsOneSlipFromATerm(): Set<string> {
  // Read, not required: a required JSON file would stay in the module cache for good.
  const path = createRequire(import.meta.url).resolve('an-array-of-english-words');
  const dictionary = new Set(JSON.parse(readFileSync(path, 'utf8')) as string[]);
  const found = new Set<string>();
  for (const term of SPELLING_TERMS) for (const slip of slipsOf(term)) if (slip !== term && dictionary.has(slip)) found.add(slip);
  return found;
}

/** The question with each misspelt Islamic or guidance word written as that word; other words as they were. */
export function correctIslamicSpelling(question: string): string {
  realLookalikes ??= realWordsOneSlipFromATerm();
  const real = realLookalikes;
  let index = 0;
  return question.replace(LATIN_WORD, (word) => {
    const first = index === 0;
    index += 1;
    return real.has(word.toLowerCase()) ? word : (termSlippedFrom(word, first) ?? word);
  });
}
