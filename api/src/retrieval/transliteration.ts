/**
 * Arabic words written in Latin letters ("sabr", "Al-Khabir", "kun fa yakun",
 * "Akhirah") are common in English questions about Islam, and no English
 * translation contains them. The corpus carries a transliteration of every
 * verse ("…waAllahu bima taAAmaloona khabeerun"), so both sides are reduced to
 * consonant skeletons: vowels, doubled letters and the ayn mark dropped, the
 * attached article and conjunctions cut off. "Khabir" and "alkhabeeru" both
 * become "khbr"; a skeleton matched as a prefix is close to matching the root.
 */

/** Skeletons shorter than this match too many unrelated words. */
const MIN_SKELETON_LENGTH = 3;
/** A prefix is cut only if this much of the word remains (so "fajr" keeps its "f"). */
const MIN_REST_AFTER_PREFIX = 4;

// Attached conjunctions, prepositions and the article, as the transliteration spells them.
const CONJUNCTIONS = ['wa', 'fa'];
const PREPOSITIONS = ['bi', 'li', 'ka'];
const ARTICLE = 'al';

function cutPrefix(word: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_REST_AFTER_PREFIX) return word.slice(prefix.length);
  }
  return word;
}

/** Consonant skeleton of a lower-case Latin word: "alssabireena" → "sbrn", "qahhar" → "qhr". */
function skeleton(word: string): string {
  let rest = cutPrefix(cutPrefix(word, CONJUNCTIONS), PREPOSITIONS);
  const withoutArticle = cutPrefix(rest, [ARTICLE]);
  if (withoutArticle !== rest) {
    rest = withoutArticle;
    // The article assimilates and doubles a "sun letter": al-ssabri, al-rrahmani.
    if (rest.length > 1 && rest[0] === rest[1]) rest = rest.slice(1);
  }
  return rest.replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
}

/** Index terms of a verse's transliteration (the corpus spells ayn "AA": it is dropped with the vowels). */
export function verseTransliterationTerms(transliteration: string): string[] {
  const words = transliteration.replace(/AA/g, '').toLowerCase().match(/[a-z]+/g) ?? [];
  return words.map(skeleton).filter((term) => term.length >= MIN_SKELETON_LENGTH);
}

/** Skeletons of question words written in Latin letters (apostrophes and accents as ayn/hamza marks are dropped). */
export function queryTransliterationTerms(words: readonly string[]): string[] {
  return words
    .flatMap((word) => {
      const latin = word.normalize('NFKD').replace(/[\p{M}'’‘`]/gu, '').toLowerCase().replace(/[^a-z]/g, '');
      const terms = new Set<string>();
      for (const spelling of spellingsOf(latin)) {
        const term = skeleton(spelling);
        terms.add(term);
        // A final "ah" is mostly the feminine ending (ta marbuta), which the verses' transliteration
        // writes "t" before its case ending ("Ka'bah" → "alkaAAbata"); but it may be a root letter
        // ("nikah" → "alnnikahi"), so both readings are searched.
        if (TA_MARBUTA_ENDING.test(spelling) && term.endsWith('h')) terms.add(`${term.slice(0, -1)}t`);
      }
      return [...terms];
    })
    .filter((term) => term.length >= MIN_SKELETON_LENGTH);
}

const TA_MARBUTA_ENDING = /ah$/u;
/** "Yaumul-Qiyamah", "Baitul-Mamur": the article of the next word written onto this one. */
const ATTACHED_ARTICLE = /[aiu]l$/u;
/** Shorter words ending in "l" are more likely to end in a root letter ("rasul", "qabil"). */
const MIN_WORD_WITH_ATTACHED_ARTICLE = 6;

/**
 * The ways a question's Latin-letter word may map onto the verses' transliteration, which writes
 * dhal "th", and diphthongs "ay"/"aw" (where a question may write "ai"/"au": "Sulaiman", "Yaum").
 * Where a reading is uncertain, both are kept.
 */
function spellingsOf(latin: string): string[] {
  const spelling = latin.replace(/dh/g, 'th');
  const spellings = [spelling];
  if (/a[iu]/u.test(spelling)) spellings.push(spelling.replace(/ai/g, 'ay').replace(/au/g, 'aw'));
  if (spelling.length >= MIN_WORD_WITH_ATTACHED_ARTICLE && ATTACHED_ARTICLE.test(spelling)) {
    spellings.push(...spellings.map((reading) => reading.slice(0, -1)));
  }
  return spellings;
}
