/**
 * Arabic analysis shared by the index build and the query path, so that the
 * Uthmani script of the mushaf and the Modern Standard Arabic of a question
 * meet on the same terms.
 */

// Uthmani spells some long vowels as a waw or alef maksura carrying a dagger alef
// (صلوٰة, زكوٰة, إحدىٰهما); MSA writes a plain alef there.
const UTHMANI_LONG_ALEF = /[\u0648\u0649]\u0670/g;
// Harakat, Quranic annotation marks, small waw/ya, tatweel, verse/sajda signs.
const DIACRITICS_AND_MARKS = /[\u0610-\u061A\u064B-\u065F\u0640\u06D6-\u06ED]/g;
const DAGGER_ALEF = /\u0670/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const NON_ARABIC_LETTERS = /[^\u0621-\u064A]+/g;

/**
 * Strip diacritics and tatweel and unify letter forms; keeps word boundaries.
 * `keepTaMarbuta` keeps ة apart from ه, for matching whole words: otherwise
 * الصدقة (charity) ends like a pronoun and loses it to الصدق (truthfulness).
 */
export function normalizeArabic(text: string, { keepTaMarbuta = false } = {}): string {
  const unified = text
    .normalize('NFC')
    .replace(UTHMANI_LONG_ALEF, 'ا')
    .replace(DAGGER_ALEF, 'ا')
    .replace(DIACRITICS_AND_MARKS, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك');
  return (keepTaMarbuta ? unified : unified.replace(/ة/g, 'ه'))
    // Hamza is spelt differently in the mushaf (ءامنوا, رءيا) and in MSA (آمنوا, رؤيا):
    // drop it (and its seat) everywhere so both spellings meet.
    .replace(/[ؤئ]/g, 'ء')
    .replace(/ءا/g, 'ا')
    .replace(/ء/g, '')
    .replace(NON_ARABIC_LETTERS, ' ')
    .trim();
}

/** Plain diacritics-stripped tokens, no stemming (the benchmark's baseline). */
export function arabicSurfaceTokens(text: string): string[] {
  const normalized = normalizeArabic(text);
  return normalized === '' ? [] : normalized.split(' ');
}

// Function words and question framing ("mention the verses that show…"), written normalised.
const ARABIC_STOP_WORDS = new Set(
  [
    'في', 'من', 'علي', 'الي', 'عن', 'ما', 'ماذا', 'مما', 'ممن', 'هو', 'هي', 'هم', 'هن', 'انت', 'انا', 'نحن',
    'الذي', 'التي', 'الذين', 'اللاتي', 'اللذين', 'كيف', 'لماذا', 'لم', 'متي', 'اين', 'هل', 'كم', 'اي', 'ايه',
    'ذلك', 'تلك', 'هذه', 'هذا', 'هولاء', 'اولئك', 'ان', 'انه', 'انها', 'كان', 'كانت', 'يكون', 'لا', 'لن', 'قد',
    'ثم', 'او', 'ام', 'و', 'ف', 'ب', 'ل', 'ك', 'يا', 'مع', 'عند', 'بين', 'كل', 'بعض', 'غير', 'حتي', 'اذا',
    'اذ', 'لو', 'لقد', 'الا', 'بل', 'له', 'لها', 'لهم', 'به', 'بها', 'بهم', 'فيه', 'فيها', 'فيهم', 'منه', 'منها',
    'منهم', 'عليه', 'عليها', 'عليهم', 'اليه', 'اليها', 'وما', 'ومن', 'وهو', 'وهي', 'وفي', 'وقد', 'وان', 'وكان',
    'اذكر', 'اذكري', 'بين', 'بيني', 'وضح', 'وضحي', 'الايه', 'الايات', 'ايه', 'ايات', 'الكريمه', 'الكريم',
    'القران', 'قران', 'تعالي', 'سبحانه', 'الداله', 'تدل', 'يدل', 'دلت', 'ورد', 'وردت', 'ذكر', 'ذكرت',
    'السوره', 'سوره', 'معني', 'قال', 'قوله', 'يقول', 'هناك', 'هنالك', 'عز', 'وجل', 'صلي', 'وسلم', 'رضي',
    'عنه', 'عنها', 'عنهم', 'عنهما', 'السلام', 'عليهما', 'شيء', 'اشياء', 'مثل', 'اهم', 'بعد', 'قبل', 'حين',
    // "Allah" is in most verses and most questions; it only adds noise to the ranking.
    'الله', 'لله', 'بالله', 'والله', 'فالله', 'تالله', 'اللهم',
    'قصه', 'عندما', 'نزلت', 'نزل', 'يمكن', 'سبب', 'هنا', 'لهذا', 'لذلك', 'هكذا', 'كذلك', 'اخبر', 'اخبرنا',
    'فما', 'فماهي', 'ماهي', 'ماهو', 'اذكرها', 'اذكره', 'اذكرهما', 'دلتا', 'الدليل', 'دليل', 'الدال', 'المبينه', 'تبين',
    'توضح', 'الايتين', 'ايتين', 'الكريمتين',
  ].map((word) => normalizeArabic(word)),
);

// Light10-style affixes, longest first; conjunction + article combinations included.
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال'];
const ARABIC_SUFFIXES = [
  'كما', 'هما', 'تما', 'كم', 'هم', 'هن', 'نا', 'تم', 'ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'وا', 'ه', 'ي',
];

/** Light stem of one normalised word (no diacritics, unified letters). */
export function stemArabicWord(word: string): string {
  let stem = word;
  // A leading و is a conjunction when what follows is still a word (as in Light10). A
  // leading ف begins many roots (فضل, فتح, فقر), so it is cut only from longer words.
  if (stem.length >= 4 && stem.startsWith('و')) stem = stem.slice(1);
  else if (stem.length >= 5 && stem.startsWith('ف')) stem = stem.slice(1);
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 2) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (let pass = 0; pass < 2; pass += 1) {
    const suffix = ARABIC_SUFFIXES.find((candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= 3);
    if (suffix === undefined) break;
    stem = stem.slice(0, -suffix.length);
  }
  // Uthmani often omits a medial long alef that MSA writes (كتب / كتاب, العلمين / العالمين):
  // dropping non-initial alefs on both sides makes the two spellings meet.
  return stem[0] + stem.slice(1).replace(/ا/g, '');
}

/** Diacritics-stripped words of a question without its function words (exact-wording matches). */
export function arabicContentWords(text: string): string[] {
  return arabicSurfaceTokens(text).filter((word) => word.length >= 2 && !ARABIC_STOP_WORDS.has(word));
}

/** Index/query terms for Arabic text: normalised, stop words removed, light-stemmed. */
export function analyzeArabic(text: string): string[] {
  const terms: string[] = [];
  for (const word of arabicSurfaceTokens(text)) {
    if (word.length < 2 || ARABIC_STOP_WORDS.has(word)) continue;
    const stem = stemArabicWord(word);
    if (stem.length >= 2) terms.push(stem);
  }
  return terms;
}
