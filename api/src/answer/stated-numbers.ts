/**
 * Numbers an English answer states, checked against the verses it cites: a small
 * model gets them wrong with a real citation ("the punishment is 40 lashes [[24:2]]",
 * where the verse says a hundred). A number the cited verses do not hold, and the
 * question did not bring up, is a claim the citation does not back.
 */

const UNITS: Record<string, number> = {
  zero: 0, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1000 };
/** Read only in the texts a count is checked against: a verse's "one sixth" backs an answer's "1/6". */
const PARTS: Record<string, number> = {
  one: 1, first: 1, second: 2, half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, eighth: 8, eighths: 8, ninth: 9, tenth: 10,
};
/**
 * The number of a place in the Quran ("Surah 24", "verse 2", "24:2") or a label ("Point 12", "step 3"),
 * not a count.
 */
const REFERENCES =
  /\b(?:surah|sura|chapter|verses?|ayahs?|ayat|juz|points?|steps?|reasons?|number|no\.?|items?|rules?|lessons?|ways?|tips?|parts?|options?|examples?|questions?|stages?|levels?|pages?|lines?|sections?|paragraphs?)\s+\d+(?:\s*[:\u2013-]\s*\d+)?|\b\d{1,3}\s*:\s*\d{1,3}\b/giu;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2019']/gu, '')
    .replace(/-/gu, ' ')
    .split(/[^a-z0-9,]+|(?<=[a-z]),|,(?=[a-z])/u)
    .filter(Boolean);
}

/**
 * The counts a text states: digits ("40", "1,000") and number words read as phrases ("a hundred" → 100,
 * "three hundred and nine" → 309, "twenty-four" → 24); with `parts`, each word of a phrase counts too.
 * "one" is left out: it is far more often a pronoun ("the one who…") than a count.
 */
export function countsIn(text: string, { parts = false } = {}): Set<number> {
  const counts = new Set<number>();
  let phrase: number | null = null;
  let group = 0;
  const close = (): void => {
    if (phrase !== null || group > 0) counts.add((phrase ?? 0) + group);
    phrase = null;
    group = 0;
  };
  for (const word of wordsOf(text.replace(REFERENCES, ' '))) {
    const unit = UNITS[word];
    const multiplier = MULTIPLIERS[word];
    if (parts && PARTS[word] !== undefined) counts.add(PARTS[word]);
    if (/^\d[\d,]*$/u.test(word)) {
      close();
      counts.add(Number(word.replaceAll(',', '')));
    } else if (unit !== undefined) {
      if (parts) counts.add(unit);
      group += unit;
    } else if (multiplier !== undefined) {
      if (parts) counts.add(multiplier);
      phrase = (phrase ?? 0) + (group > 0 ? group : 1) * multiplier;
      group = 0;
    } else if (word !== 'and' || (phrase === null && group === 0)) {
      close();
    }
  }
  close();
  return counts;
}

/** The counts of a sentence that none of its verses' texts holds, nor `broughtUp` (the question, the index's note). */
export function countsNotIn(sentence: string, verseTexts: readonly string[], broughtUp = ''): number[] {
  const stated = [...countsIn(sentence)];
  if (stated.length === 0) return [];
  const known = new Set([...verseTexts.flatMap((text) => [...countsIn(text, { parts: true })]), ...countsIn(broughtUp, { parts: true })]);
  return stated.filter((count) => !known.has(count));
}
