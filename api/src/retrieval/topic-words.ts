import { normalizeArabic } from './arabic-analyzer.js';
import { banglaSpelling, banglaWords } from './bangla-analyzer.js';
import { englishTokens } from './english-conflation.js';

/**
 * An Arabic text as the matcher compares words: normalised, ة kept apart from the pronoun ه. Normalising
 * drops the hamza, and despair (اليأس) would read as the name Ilyas (إلياس): its hamza's place is kept.
 */
const DESPAIR_ROOT = /يأس/gu;
const arabicWords = (text: string) => normalizeArabic(text.replace(DESPAIR_ROOT, 'ييس'), { keepTaMarbuta: true });

/**
 * The words of questions and topic names as the topic matcher compares them:
 * function words removed, each word with the light inflections it may carry
 * (English plurals and -ing/-ed, Bangla case endings, Arabic clitics, article
 * and plural endings), and whether it only frames the question.
 */

/** A word of a question: the forms a name word may take to match it, the word as written first. */
export interface QuestionToken {
  forms: string[];
  /** A word of the question's framing ("Quran", "verse", "story", "how much"): it may be part of a name, but a name need not cover it. */
  framing: boolean;
}

/**
 * Words that frame a question rather than name its subject. They still match
 * names ("pillars of Islam"), but how much of a question a name covers is counted
 * without them, so "the story of Yusuf in the Quran" is about Yusuf as a whole.
 */
const FRAMING_WORDS = new Set([
  // English
  'quran', 'koran', 'islam', 'islamic', 'allah', 'god', 'verse', 'verses', 'ayah', 'ayat', 'surah', 'tell', 'story', 'stories',
  'meaning', 'mean', 'mention', 'mentioned', 'happen', 'happened', 'according', 'teach', 'teaches', 'importance', 'important',
  'significance', 'explain', 'muslim', 'muslims', 'prophet', 'should', 'will', 'there', 'any', 'much', 'many', 'which', 'where',
  'way', 'ways', 'way', 'rule', 'rules', 'ruling', 'view', 'allowed', 'permissible', 'haram', 'halal', 'sin',
  // "Why" and "how" ask different things of one subject ("why was man created" is not "how"), so a name keeps them.
  'how', 'why',
  // Bangla
  ...['কুরআন', 'কোরআন', 'ইসলাম', 'আল্লাহ', 'আয়াত', 'আয়াত', 'সূরা', 'সুরা', 'ঘটনা', 'কাহিনী', 'কাহিনি', 'গুরুত্ব', 'নির্দেশ', 'কত', 'বড়',
    'জন্য', 'থেকে', 'দেওয়া', 'দেয়া', 'দেব', 'দিব', 'দেবো', 'দিবো', 'করতে', 'হবে', 'পারবে', 'যায়', 'যাবে', 'করলে', 'দিলে', 'কেমন', 'কিভাবে', 'কীভাবে', 'কেন', 'উচিত', 'নবী',
    'হয়েছিল', 'হয়েছে', 'হারাম', 'হালাল', 'জায়েজ', 'বিধান', 'নিয়ম', 'বলুন', 'দেন', 'পাবে', 'নেই', 'এটা', 'কোনো', 'সত্যি']
    .map((word) => banglaSpelling(word.normalize('NFC'))),
  // Arabic (normalised)
  ...['القرآن', 'الإسلام', 'الله', 'آية', 'الآية', 'آيات', 'الآيات', 'سورة', 'معنى', 'فضل', 'ماذا', 'كيف', 'لماذا', 'ما هي', 'النبي', 'الكريم',
    'تعالى', 'يقول', 'حكم', 'هل', 'يجوز'].map(arabicWords),
]);

// Words a name or a question may hold that do not distinguish anything: articles,
// prepositions, and the Arabic article as people transliterate it ("al", "ul").
// "Allah", "Islam" and "Quran" are kept: "anger of Allah" must not become "anger".
const LATIN_FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'and', 'or', 'by', 'with', 'from', 'at', 'as', 'al', 'el', 'ul',
  'il', 'ar', 'ad', 'ash', 'az', 'is', 'are', 'was', 'be', 'it', 'its', 'this', 'that', 'what', 'who',
  'when', 'does', 'do', 'did', 'can', 'i', 'my', 'me', 'we', 'our', 'you', 'your', 'about', 'say', 'says', 's',
  // Pronouns stand between a name's words in a question ("lower their gaze").
  'he', 'she', 'they', 'them', 'their', 'his', 'her', 'him',
  // Honorifics after a prophet's or companion's name ("Muhammad (pbuh)", "Musa (AS)").
  'pbuh', 'sws', 'swt', 'ra',
  // Intensifiers stand inside a name's words in a feeling told ("I am so stressed", "very sad").
  'very', 'so', 'really', 'extremely',
]);
const BANGLA_FUNCTION_WORDS = new Set(
  ['ও', 'এবং', 'এর', 'কি', 'কী', 'কে', 'সম্পর্কে', 'বিষয়ে', 'নিয়ে', 'বলে', 'বলা', 'হয়েছে', 'হয়', 'আছে', 'কোন', 'করা', 'আমি', 'আমার',
    // Honorifics after a name: "মুহাম্মদ (সা.)", "মুসা (আ.)", "উমর (রা.)".
    'সা', 'সাঃ', 'আ', 'আঃ', 'রা', 'রাঃ', 'রহ',
    // Intensifiers inside a feeling told: "মন খুব খারাপ".
    'খুব', 'ভীষণ',
    // Auxiliaries that vary with the tense asked in, not with what is asked: "কাদের দেওয়া যায় / যাবে".
    'যায়', 'যাবে',
    // "How" stands inside the phrase it asks about: "সন্তানকে কীভাবে শিক্ষা দেব" asks "সন্তানকে শিক্ষা".
    'কীভাবে', 'কিভাবে'].map(
    (word) => word.normalize('NFC'),
  ),
);
const ARABIC_FUNCTION_WORDS = new Set(
  ['في', 'من', 'عن', 'على', 'الى', 'إلى', 'ما', 'ماذا', 'هل', 'هو', 'هي', 'و', 'او', 'أو', 'ثم', 'التي', 'الذي', 'الكريم', 'حكم', 'قصة',
    // The blessing after the Prophet's name (صلى الله عليه وسلم) and after other prophets' (عليه السلام).
    'صلى', 'عليه', 'وسلم', 'عليها',
    // An intensifier after a feeling told: "حزين جدا".
    'جدا'].map(arabicWords),
);

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const BANGLA_CHAR = /[\u0980-\u09FF]/u;
const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * Reads a text's Bangla words in order and says of each whether it is an auxiliary. "হবে" after an
 * infinitive is the auxiliary of obligation ("দিতে হবে", "must give"), which "হয়" is in
 * the present ("দিতে হয়"): the tense asked in, like "যায়"/"যাবে". Elsewhere it is a word ("কী হবে", "what will happen").
 */
function obligationAuxiliaryReader(): (word: string) => boolean {
  let previous: string | undefined;
  return (word) => {
    const auxiliary = word === 'হবে' && previous !== undefined && previous.endsWith('তে');
    previous = word;
    return auxiliary;
  };
}

/** Question words, which stay question words without their case ending: "কাকে" (whom) is not "কাক" (a crow). */
const BANGLA_INTERROGATIVES = new Set(['কাকে', 'কাদের', 'কাদেরকে', 'কারা', 'কার', 'কোথায়', 'কেন', 'কীভাবে', 'কিভাবে'].map((word) => banglaSpelling(word)));

// Case, plural and definite endings a Bangla word may carry, longest first.
// "সহ" (with) is written joined to its word: ধনভান্ডারসহ, "with his treasures".
// "েন" is the honorific of a verb: a prophet "ঘুমিয়েছিলেন" as a question's "ঘুমিয়েছিল" (slept).
const BANGLA_ENDINGS = ['গুলোর', 'গুলোকে', 'গুলো', 'গুলি', 'দেরকে', 'দের', 'য়েরা', 'েরা', 'য়ের', 'ের', 'কে', 'রা', 'টির', 'টি', 'টা', 'তে', 'সহ', 'েন', 'য়', 'ে', 'র', 'ও', 'ই'].map(
  (ending) => ending.normalize('NFC').replace(/ী/gu, 'ি'),
);
// Proclitics (conjunction, preposition, article) and endings (pronouns, plurals) of an Arabic word.
const ARABIC_PROCLITICS = ['وبال', 'وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'وب', 'ول', 'فب', 'فل', 'و', 'ف', 'ب', 'ل', 'ك'];
// Past-tense endings too (عقروا, عقرت → عقر): stories are asked about in the past.
const ARABIC_ENDINGS = ['هما', 'كما', 'ها', 'هم', 'كم', 'نا', 'ات', 'ون', 'ين', 'ان', 'وا', 'ه', 'ي', 'ك', 'ت'];
/** An ending is cut only if three letters remain: two-letter stems meet unrelated words (جنات → جن, "jinn"). */
const MIN_ARABIC_STEM = 3;
/** An apostrophe inside a word is part of it ("Qur'an", "du'a"), not a break. */
const INNER_APOSTROPHE = /(?<=\p{L})['’‘`ʼ](?=\p{L})/gu;

/** An English word without its plural or possessive ending. */
function englishBase(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The dictionary forms an English word may stand for, itself first: plural and
 * -ing / -ed endings undone ("thieves" → thief, "marrying" → marry, "stopped" →
 * stop). Two words match when they share a form; derivations ("kindness",
 * "kind") never do.
 */
// Past forms of verbs that questions about the stories use ("broke the idols", "was thrown into a well").
const IRREGULAR_VERBS: Record<string, string> = {
  broke: 'break', broken: 'break', threw: 'throw', thrown: 'throw', fought: 'fight', ate: 'eat', eaten: 'eat', spoke: 'speak',
  spoken: 'speak', went: 'go', gone: 'go', came: 'come', gave: 'give', given: 'give', took: 'take', taken: 'take', made: 'make',
  sent: 'send', built: 'build', slew: 'slay', slain: 'slay', stole: 'steal', stolen: 'steal', swallowed: 'swallow', split: 'split',
  born: 'birth', bore: 'bear', drank: 'drink', drunk: 'drink', forgave: 'forgive', forgiven: 'forgive', fell: 'fall',
  fallen: 'fall', told: 'tell', said: 'say', saw: 'see', seen: 'see', led: 'lead', hid: 'hide', hidden: 'hide', sold: 'sell',
  bought: 'buy', fled: 'flee', rose: 'rise', risen: 'rise', drowned: 'drown', wrote: 'write', written: 'write', began: 'begin',
  begun: 'begin', fed: 'feed', sought: 'seek', taught: 'teach', thought: 'think', brought: 'bring', kept: 'keep', left: 'leave',
  lost: 'lose', found: 'find', met: 'meet', paid: 'pay', struck: 'strike', swore: 'swear', sworn: 'swear', woke: 'wake', won: 'win',
  // Stems too short for the rule below to cut ("Is it bad to use contraception?" names "using contraception").
  using: 'use', used: 'use', aging: 'age', aged: 'age', dyed: 'dye', going: 'go', doing: 'do', dying: 'die', lying: 'lie',
};

function englishForms(word: string): string[] {
  const base = englishBase(word);
  const forms = new Set([base]);
  // Own keys only: a question's word may be "constructor" or "__proto__".
  const irregular = Object.hasOwn(IRREGULAR_VERBS, word) ? IRREGULAR_VERBS[word] : undefined;
  if (irregular) forms.add(irregular);
  // thieves → thief, wives → wife
  if (word.length > 4 && word.endsWith('ves')) forms.add(`${word.slice(0, -3)}f`).add(`${word.slice(0, -3)}fe`);
  if (base.length > 4 && base.endsWith('ied')) forms.add(`${base.slice(0, -3)}y`);
  for (const ending of ['ing', 'ed']) {
    if (base.endsWith(ending) && base.length - ending.length >= 3) {
      const stem = base.slice(0, -ending.length);
      forms.add(stem).add(`${stem}e`);
      // stopping → stop
      if (/([b-df-hj-np-tv-z])\1$/u.test(stem)) forms.add(stem.slice(0, -1));
    }
  }
  return [...forms];
}

/**
 * A Bangla word and the word it may be with an ending cut off. A question's word
 * keeps two letters (মদের → মদ); a name's keeps three, so that its own last letter
 * is not taken for an ending (কবর, grave, must not become কব and meet কবে, when).
 */
function banglaForms(word: string, minimumLetters = 2): string[] {
  const spelled = banglaSpelling(word);
  const forms = [spelled];
  for (const ending of BANGLA_ENDINGS) {
    if (spelled.endsWith(ending) && [...spelled].length - [...ending].length >= minimumLetters) forms.push(spelled.slice(0, -ending.length));
  }
  return BANGLA_INTERROGATIVES.has(spelled) ? forms.filter((form) => BANGLA_INTERROGATIVES.has(form)) : forms;
}

const ALLAH = 'الله';
/** "Allah" with a preposition or conjunction before it: الله is not the article on له ("to him"). */
const ALLAH_WITH_CLITIC = new Set(['لله', 'ولله', 'فلله', 'بالله', 'والله', 'فالله', 'تالله', 'وبالله']);

/** The key of an Arabic name word: normalised, without the article. */
function arabicNameKey(word: string): string {
  return word !== ALLAH && word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
}

/**
 * A word without an ending, and, when the ending stood on a ة written as ت
 * (زوجته, "his wife" → زوجة), that word as well.
 */
function withoutEnding(word: string, forms: Set<string>): void {
  for (const ending of ARABIC_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_ARABIC_STEM) continue;
    // A word in ـات is a plural (صفات, "attributes"), not a past tense on ت: it is not الصفا.
    if (ending === 'ت' && word.endsWith('ات')) continue;
    const stem = word.slice(0, -ending.length);
    forms.add(stem);
    if (stem.endsWith('ت')) forms.add(`${stem.slice(0, -1)}ة`);
  }
}

/** A dual's or a plural's stem before its ي or ا is at least three letters (والد-ي); shorter words ending so are other words (نبي, أنا). */
const MIN_CONSTRUCT_STEM = 4;

/** The prefixes of the Arabic imperfect verb other than ي (normalised: أ is ا). */
const IMPERFECT_PREFIX = /^[اتن]/u;

function arabicForms(word: string): string[] {
  if (word === ALLAH || ALLAH_WITH_CLITIC.has(word)) return [word, ALLAH];
  // People often type ة as ه (صلاه): such a word may be one that ends in ة.
  const spellings = word.endsWith('ه') ? [word, `${word.slice(0, -1)}ة`] : [word];
  const forms = new Set(spellings.flatMap((spelling) => [spelling, arabicNameKey(spelling)]));
  for (const spelling of spellings) {
    for (const proclitic of ARABIC_PROCLITICS) {
      if (!spelling.startsWith(proclitic) || spelling.length - proclitic.length < 2) continue;
      const rest = spelling.slice(proclitic.length);
      forms.add(rest);
      withoutEnding(rest, forms);
    }
  }
  withoutEnding(word, forms);
  // A dual or plural with a pronoun drops its ن ("والديه", "his parents"; "والدي", "my parents"): it
  // matches a name's word in its own form ("الوالدين", "الوالدان").
  for (const form of [...forms]) if (form.length >= MIN_CONSTRUCT_STEM && /[يا]$/u.test(form)) forms.add(`${form}ن`);
  // A verb asked in the first person or another person ("أتوضأ", "نصلي", "تصوم") matches a name's verb in
  // the form names use, the third person ("يتوضأ", "يصلي", "يصوم").
  for (const form of [...forms]) if (IMPERFECT_PREFIX.test(form) && form.length >= 4) forms.add(`ي${form.slice(1)}`);
  return [...forms];
}

/**
 * The words of a text, function words removed, each with the forms a name word may
 * take to match it. With `keepFunctionWords` they stay (as framing, so they cover
 * nothing): a story's motif is matched with its small words ("this is greater").
 */
export function questionTokens(text: string, { keepFunctionWords = false } = {}): QuestionToken[] {
  const tokens: QuestionToken[] = [];
  const kept = (set: ReadonlySet<string>, word: string) => keepFunctionWords || !set.has(word);
  const functionWord = (set: ReadonlySet<string>, word: string) => keepFunctionWords && set.has(word);
  const isObligationAuxiliary = obligationAuxiliaryReader();
  for (const raw of text.normalize('NFC').replace(INNER_APOSTROPHE, '').match(TOKEN) ?? []) {
    if (ARABIC_CHAR.test(raw)) {
      for (const word of arabicWords(raw).split(' ')) {
        if (word.length >= 2 && kept(ARABIC_FUNCTION_WORDS, word)) {
          tokens.push({ forms: arabicForms(word), framing: FRAMING_WORDS.has(word) || functionWord(ARABIC_FUNCTION_WORDS, word) });
        }
      }
    } else if (BANGLA_CHAR.test(raw)) {
      for (const word of banglaWords(raw)) {
        const auxiliary = isObligationAuxiliary(word);
        if (auxiliary && !keepFunctionWords) continue;
        if (kept(BANGLA_FUNCTION_WORDS, word)) {
          const forms = banglaForms(word);
          tokens.push({ forms, framing: forms.some((form) => FRAMING_WORDS.has(form)) || functionWord(BANGLA_FUNCTION_WORDS, word) || auxiliary });
        }
      }
    } else {
      for (const word of englishTokens(raw)) {
        if (kept(LATIN_FUNCTION_WORDS, word)) {
          const forms = englishForms(word);
          tokens.push({ forms, framing: forms.some((form) => FRAMING_WORDS.has(form)) || functionWord(LATIN_FUNCTION_WORDS, word) });
        }
      }
    }
  }
  return tokens;
}

/** A word of a name: the forms it matches, its key (as written, normalised) first. */
export type NameWord = string[];

/**
 * Whether a name's words stand in a row in the question from `position`: null when
 * they do not, else how many of them match as written (not only by an inflection).
 */
export function wordsInARow(words: readonly NameWord[], tokens: readonly QuestionToken[], position: number): number | null {
  let exact = 0;
  for (const [offset, nameForms] of words.entries()) {
    const forms = tokens[position + offset]?.forms;
    if (!forms?.some((candidate) => nameForms.includes(candidate))) return null;
    if (forms[0] === nameForms[0]) exact += 1;
  }
  return exact;
}

export function nameWords(name: string, { keepFunctionWords = false } = {}): NameWord[] {
  const words: NameWord[] = [];
  const kept = (set: ReadonlySet<string>, word: string) => keepFunctionWords || !set.has(word);
  const isObligationAuxiliary = obligationAuxiliaryReader();
  for (const raw of name.normalize('NFC').replace(INNER_APOSTROPHE, '').match(TOKEN) ?? []) {
    if (ARABIC_CHAR.test(raw)) {
      for (const word of arabicWords(raw).split(' ')) {
        if (word.length >= 2 && kept(ARABIC_FUNCTION_WORDS, word)) words.push([arabicNameKey(word)]);
      }
    } else if (BANGLA_CHAR.test(raw)) {
      for (const word of banglaWords(raw)) {
        if ((!isObligationAuxiliary(word) || keepFunctionWords) && kept(BANGLA_FUNCTION_WORDS, word)) words.push(banglaForms(word, 3));
      }
    } else {
      for (const word of englishTokens(raw)) if (kept(LATIN_FUNCTION_WORDS, word)) words.push(englishForms(word));
    }
  }
  return words;
}

/** How a name reads to the matcher: its words' keys, in order. */
export function nameKeys(name: string): string[] {
  return nameWords(name).map((forms) => forms[0]!);
}
