/**
 * Islamic terms are transliterated many ways (zakat, zakah; Ramadan, Ramadhan),
 * and the English translation in the corpus (Saheeh International) uses one of
 * them. A question that spells a term another way would find none of the verses
 * that use it, so the search text gets the corpus spelling added beside the
 * user's. The question itself (stored, shown, cached) is never changed. (Quran,
 * Koran are left out: retrieval ignores the word, so adding it would only cost a
 * second search.)
 */

/** The corpus spelling, then the other spellings people write. */
const SPELLINGS: ReadonlyArray<readonly [corpus: string, ...variants: string[]]> = [
  ['zakah', 'zakat', 'zakaat', 'zakaah'],
  ['ramadhan', 'ramadan', 'ramazan', 'ramzan'],
  ['hajj', 'haj', 'hadj', 'hadjj'],
  ['prayer', 'salah', 'salat', 'salaat', 'namaz', 'namaaz'],
  ["ka'bah", 'kaaba', 'kaba', 'kabah', "ka'ba"],
  ['makkah', 'mecca', 'makka'],
  ['madinah', 'medina', 'madina'],
  ['iblees', 'iblis'],
  ['satan', 'shaytan', 'shaitan', 'shaytaan', 'shaitaan'],
  ['jinn', 'djinn', 'jinns'],
  ['moses', 'musa', 'moosa'],
  ['abraham', 'ibrahim', 'ibraheem'],
  ['noah', 'nuh', 'nooh'],
  ['joseph', 'yusuf', 'yousuf', 'yusef'],
  ['jesus', 'isa', 'eesa'],
  ['mary', 'maryam', 'mariam'],
  ['solomon', 'sulayman', 'sulaiman', 'suleiman'],
  ['david', 'dawud', 'dawood', 'daud'],
  ['jonah', 'yunus', 'younus'],
  ['jacob', 'yaqub', "ya'qub", 'yakub'],
  ['ishmael', 'ismail', "isma'il"],
  ['aaron', 'harun', 'haroon'],
  ['lot', 'lut', 'loot'],
  ['pharaoh', 'firaun', "fir'awn", 'firawn'],
];

const CORPUS_SPELLING = new Map<string, string>();
for (const [corpus, ...variants] of SPELLINGS) for (const variant of variants) CORPUS_SPELLING.set(variant, corpus);

const LATIN_WORD = /[A-Za-z]+(?:['’][A-Za-z]+)?/gu;

/** The text to search for a question: the question, plus the corpus spelling of each variant it uses. */
export function withCorpusSpellings(question: string): string {
  const added = new Set<string>();
  for (const word of question.match(LATIN_WORD) ?? []) {
    const corpus = CORPUS_SPELLING.get(word.toLowerCase().replace('’', "'"));
    if (corpus) added.add(corpus);
  }
  return added.size === 0 ? question : `${question} (${[...added].join(' ')})`;
}
