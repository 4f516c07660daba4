/**
 * Bangla analysis for queries. The index keeps the verse text as written (NFC)
 * under FTS5 `unicode61 categories 'L* N* Co M*'`, so vowel signs stay inside
 * words; a query word is cut back to a light stem and matched as a prefix, which
 * covers the inflections (ধৈর্য → ধৈর্যের, ধৈর্যশীলদের).
 */

/** The FTS5 tokenizer for Bangla text: keep vowel signs (category M) inside tokens. */
export const BANGLA_FTS_TOKENIZER = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'";

const BANGLA_WORD = /[\u0980-\u09FF\u200C\u200D]+/g;

// Function words, question words and framing ("what does the Quran say about…").
const BANGLA_STOP_WORDS = new Set(
  [
    'কি', 'কী', 'কে', 'কেন', 'কোথায়', 'কখন', 'কিভাবে', 'কীভাবে', 'কোন', 'কোনো', 'কেমন', 'কত', 'কারা', 'কাদের',
    'কার', 'কাকে', 'সম্পর্কে', 'বিষয়ে', 'ব্যাপারে', 'নিয়ে', 'কুরআন', 'কুরআনে', 'কোরআন', 'কোরআনে', 'কুরআনের',
    'কোরআনের', 'বলে', 'বলা', 'বলেছে', 'বলেছেন', 'হয়েছে', 'হয়', 'হবে', 'আছে', 'ছিল', 'এবং', 'ও', 'যে', 'যা',
    'এর', 'এই', 'এ', 'সে', 'তা', 'তার', 'তাদের', 'আমি', 'আমরা', 'আমার', 'আমাদের', 'তুমি', 'তোমার', 'আপনি',
    'আয়াত', 'আয়াতে', 'আয়াতটি', 'সূরা', 'সুরা', 'থেকে', 'জন্য', 'দিয়ে', 'করে', 'করা', 'করতে', 'করেন', 'কিছু',
    'না', 'নয়', 'নেই', 'হতে', 'প্রতি', 'উপর', 'মধ্যে', 'সাথে', 'সঙ্গে', 'বা', 'অথবা', 'কিন্তু', 'তবে', 'যদি',
    'তাহলে', 'ইসলামে', 'ইসলাম', 'উচিত', 'দেয়', 'দেন',
  ].map((word) => word.normalize('NFC')),
);

// Case, plural and definite endings, longest first.
const BANGLA_SUFFIXES = [
  'গুলোর', 'গুলোকে', 'গুলো', 'গুলি', 'দেরকে', 'দের', 'য়েরা', 'েরা', 'য়ের', 'ের', 'কে', 'রা', 'টির', 'টি',
  'টা', 'তে', 'য়', 'ে', 'র', 'ও',
].map((suffix) => suffix.normalize('NFC'));

const MIN_STEM_LENGTH = 3;

// What FTS5's unicode61 tokenizer with categories 'L* N* Co M*' keeps as one token.
const BANGLA_INDEX_TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/**
 * Bangla spells the same word several ways (যাকাত জাকাত, হাদীস হাদিস, নামায নামাজ,
 * পূর্ণ পুর্ণ): long and short i and u, ya and ja, the two na and sha are read
 * alike on both sides, so a question meets the translation whichever it uses.
 */
export function banglaSpelling(word: string): string {
  return word.replace(/ী/gu, 'ি').replace(/ূ/gu, 'ু').replace(/য(?!\u09BC)/gu, 'জ').replace(/ণ/gu, 'ন').replace(/ষ/gu, 'শ').replace(/ৎ/gu, 'ত');
}

/** Index tokens of verse text (lower-cased, vowel signs kept, spellings unified); the FTS5 table is built from them. */
export function banglaTokens(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(BANGLA_INDEX_TOKEN) ?? []).map(banglaSpelling);
}

export function banglaWords(text: string): string[] {
  return text.normalize('NFC').match(BANGLA_WORD) ?? [];
}

/** Light stem of one Bangla word, its spelling unified (see `banglaSpelling`): one inflectional ending removed. */
export function stemBanglaWord(word: string): string {
  const spelled = banglaSpelling(word);
  for (const suffix of BANGLA_SUFFIXES) {
    if (spelled.endsWith(suffix) && [...spelled].length - [...suffix].length >= MIN_STEM_LENGTH) {
      return trimDanglingSign(spelled.slice(0, -suffix.length));
    }
  }
  return spelled;
}

// A stem must not end in a virama or nukta, which would never start a match.
function trimDanglingSign(stem: string): string {
  return stem.replace(/[\u09CD\u09BC]+$/, '');
}

/** Query terms for Bangla text: stop words removed, light-stemmed; match them as prefixes. */
export function analyzeBangla(text: string): string[] {
  const terms: string[] = [];
  for (const word of banglaWords(text)) {
    if (BANGLA_STOP_WORDS.has(word)) continue;
    const stem = stemBanglaWord(word);
    if ([...stem].length >= 2) terms.push(stem);
  }
  return terms;
}
