/**
 * The keyword part of the server's topic check, pure, so the web app can refuse a
 * clearly off-topic question at once with the server's own words and rules
 * (`isRefusedByKeywordsAlone`). The server adds what needs more than words: the
 * question's shape, the conversation, the model and retrieval (answer/topic-check.ts).
 */
import { BADNESS_FRAME, CHOICE_FRAMES, DUTY_FRAMES, LEAVING_FRAMES, LOOSE_JUDGEMENT_FRAME, MEN_OR_WOMEN_FRAME, OWN_SITUATION_FRAME, PERMISSION_FRAME, SIGN_FRAME, WORDS_FOR_OCCASION_FRAMES, type Frames } from './topic-frames.js';
import { OFF_TOPIC_INTENTS } from './topic-intents.js';
import { BANGLA_WORDS_BEGINNING_WITH_A_TERM, LOOKALIKE_PATTERNS, LOOKALIKE_TERMS, NAMESAKE_FIRST_NAMES } from './topic-lookalikes.js';
import {
  CONTEXT_ISLAMIC_TERMS,
  EXPLICIT_ISLAMIC_TERMS,
  GUIDANCE_THEMES,
  HABITS,
  OFF_TOPIC_SUBJECTS,
  OUTWEIGHING_SUBJECTS,
  RULING_TERMS,
  STRONG_ISLAMIC_TERMS,
} from './topic-vocabulary.js';

export interface TermLists {
  en: readonly string[];
  bn: readonly string[];
}

/** How the server normalises Arabic (retrieval/arabic-analyzer.ts). */
export type ArabicNormalizer = (text: string) => string;

/** A class's Arabic terms with the normaliser they are read with; the server's alone (answer/arabic-topic-vocabulary.ts). */
export interface ArabicTerms {
  normalize: ArabicNormalizer;
  terms: readonly string[];
}

/** The Arabic words of each class the reader uses, and of each everyday intent by its name. */
export interface ArabicKeywords {
  normalize: ArabicNormalizer;
  explicitIslamic: readonly string[];
  ruling: readonly string[];
  strongIslamic: readonly string[];
  contextIslamic: readonly string[];
  guidanceThemes: readonly string[];
  habits: readonly string[];
  lookalike: readonly string[];
  /** Written as `normalize` leaves Arabic (no hamza seats, ه for ة, ي for ى). */
  lookalikePatterns: readonly RegExp[];
  offTopicSubjects: readonly string[];
  outweighingSubjects: readonly string[];
  intents: Readonly<Record<string, readonly RegExp[]>>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function alternation(terms: readonly string[]): string {
  return [...new Set(terms.map((term) => term.normalize('NFC')))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

const ARABIC_LETTER = '\\u0621-\\u064A';
// A conjunction, a preposition and the article may be attached to an Arabic word,
// and a pronoun or plural ending after it (والصلاة, بالصبر, صلاتك, المسلمين).
const ARABIC_PREFIXES = '(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?';
const ARABIC_SUFFIXES = '(?:ه|ها|هم|هما|كم|ك|ي|نا|ات|ون|ين|ان|يه|يا)?';
/**
 * A stem of three letters or fewer takes neither ه nor ات: the normaliser writes ة as ه, and the
 * feminine of a short stem is often another, everyday word (شرك, shirk, in شركة and شركات, a company;
 * رب, Lord, in ربة منزل, a housewife).
 */
const SHORT_STEM_LETTERS = 3;
const SHORT_STEM_SUFFIXES = '(?:ها|هم|هما|كم|ك|ي|نا|ون|ين|ان|يه|يا)?';

/**
 * An Arabic term normalised as the question will be, its article left to the
 * prefix pattern. A short word keeps its article: bare, it would be found inside
 * everyday words (الشرك in شركة, a company; التقوى in لتقوية, to strengthen).
 */
function arabicTermForm(term: string, normalizeArabic: ArabicNormalizer): string {
  const normalized = normalizeArabic(term);
  return normalized.startsWith('ال') && normalized.length - 2 >= 5 ? normalized.slice(2) : normalized;
}

/**
 * One spelling for the many ways Arabic words are written in Latin letters: long
 * vowels doubled or not (salaah, nikaah, deen, wudoo), "dh" for d (wudhu, dhuhr), a
 * final h or not (sunnah, salah, zakah), apostrophes and hyphens (du'a, ka'bah).
 */
export function foldTransliteration(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’`ʿʾ]/gu, '')
    .replace(/aa+/gu, 'a')
    .replace(/(?:ee|ii)+/gu, 'i')
    .replace(/(?:oo|uu)+/gu, 'u')
    .replace(/dh/gu, 'd')
    .replace(/(?<=[aiu])h(?![\p{L}\p{N}])/gu, '');
}

export interface TermMatcherOptions {
  /** Also match English terms in their folded transliteration (the Islamic classes). */
  transliteration?: boolean;
}

export interface TermMatcher {
  test(text: string, arabic: string): boolean;
  /** The text and its normalised Arabic form with every match blanked out. */
  mask(text: string, arabic: string): [string, string];
}

/**
 * English terms as whole words (plural or possessive allowed), Bangla as word prefixes, Arabic with its clitics.
 * The plural "-es" follows only the endings that take it (taxes, churches, heroes): "car" must not match "cares".
 */
export function termMatcher(terms: TermLists, arabicTerms?: ArabicTerms, options: TermMatcherOptions = {}): TermMatcher {
  const wholeWords = (list: readonly string[]) =>
    `(?<![\\p{L}\\p{N}])(?:${alternation(list)})(?:s|(?<=[sxzo]|[cs]h)es|['’]s)?(?![\\p{L}\\p{N}])`;
  const english = wholeWords(terms.en);
  const folded = options.transliteration ? new RegExp(wholeWords(terms.en.map(foldTransliteration)), 'u') : null;
  // A Bangla term starts a word (after a space, punctuation, or a hyphen), but not another word it begins (হজম is not হজ).
  const otherWords = BANGLA_WORDS_BEGINNING_WITH_A_TERM.filter((word) => !terms.bn.includes(word) && terms.bn.some((term) => word.startsWith(term)));
  const notAnotherWord = otherWords.length > 0 ? `(?!${alternation(otherWords)})` : '';
  const bangla = `(?<![\\u0980-\\u09FF])${notAnotherWord}(?:${alternation(terms.bn)})`;
  const latinOrBangla = new RegExp(`${english}|${bangla}`, 'giu');
  // A term that keeps its article also appears after the preposition li-, which merges with it (الفقراء → للفقراء).
  const arabicForms = arabicTerms
    ? arabicTerms.terms
        .map((term) => arabicTermForm(term, arabicTerms.normalize))
        .flatMap((form) => (form.startsWith('ال') ? [form, `ل${form.slice(1)}`] : [form]))
    : [];
  const isShortStem = (form: string) => form.replace(/^ال|^لل/u, '').length <= SHORT_STEM_LETTERS;
  const stemGroups: [forms: string[], suffixes: string][] = [
    [arabicForms.filter((form) => !isShortStem(form)), ARABIC_SUFFIXES],
    [arabicForms.filter(isShortStem), SHORT_STEM_SUFFIXES],
  ];
  const stems = stemGroups.filter(([forms]) => forms.length > 0).map(([forms, suffixes]) => `(?:${alternation(forms)})${suffixes}`);
  const arabic = stems.length > 0 ? new RegExp(`(?<![${ARABIC_LETTER}])${ARABIC_PREFIXES}(?:${stems.join('|')})(?![${ARABIC_LETTER}])`, 'gu') : null;
  const found = (pattern: RegExp, text: string) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  };
  return {
    test: (text, normalizedArabic) =>
      found(latinOrBangla, text) ||
      (folded !== null && folded.test(foldTransliteration(text))) ||
      (arabic !== null && found(arabic, normalizedArabic)),
    mask: (text, normalizedArabic) => [
      text.replace(latinOrBangla, ' '),
      arabic === null ? normalizedArabic : normalizedArabic.replace(arabic, ' '),
    ],
  };
}

/**
 * A prophet's or companion's name followed by a surname is someone of our time
 * ("Muhammad Ali", "Mohamed Salah", "Maryam Mirzakhani", "Noah Webster"): the name
 * says nothing about Islam. Only a capitalised second name counts, so "ibn",
 * "al-" and lower-case words do not.
 */
const NAMESAKE = new RegExp(
  `\\b(?:${NAMESAKE_FIRST_NAMES.join('|')})\\s+(?!(?:Ibn|Bin|Bint|Al|The|And|Peace|Pbuh|As|Saw|Prophet|Nabi)\\b)\\p{Lu}\\p{Ll}+`,
  'gu',
);

/** What the words of a question say about its topic, as far as the refusal needs. */
export interface TopicKeywords {
  explicitIslamic: boolean;
  rulingTerm: boolean;
  /** An Islamic term that is what the question is about, not only its setting (see CONTEXT_ISLAMIC_TERMS). */
  coreIslamic: boolean;
  /** Only scene-setting Islamic words ("in Ramadan", "our masjid"). */
  contextIslamic: boolean;
  /** An everyday subject (weather, markets, films…), outweighing ones included. */
  offTopicSubject: boolean;
  /** A theme the Quran gives guidance on without naming Islam (death, patience, parents, honesty…). */
  guidanceTheme: boolean;
  /** Names a habit one may struggle with (time wasted, an addiction): the server weighs whether it is told as one's own. */
  habit: boolean;
  /** An off-topic subject that outweighs an Islamic term (see OUTWEIGHING_SUBJECTS). */
  outweighingSubject: boolean;
  /** Names a person, place, business or title that only looks Islamic ("Joseph Stalin", "Mecca Cafe", "Paradise Lost"). */
  lookalikeName: boolean;
  /** Asks what one ought to do, may do or owes, not a choice between things ("should I…", "am I allowed to…"). */
  dutyFrame: boolean;
  /** Asks for the words to say or the manners of an occasion ("what do I say when…"). */
  wordsForOccasionFrame: boolean;
  /** Asks how to leave something ("How do I give up music?"): the server weighs what is left against its index. */
  leavingFrame: boolean;
  /** Asks whether something is permitted ("Is a car loan allowed?"): the server weighs it as a ruling question. */
  permissionFrame: boolean;
  /** Asks whether men or women as such may do something ("Can a woman travel alone?"): the server weighs it against its index. */
  menOrWomenFrame: boolean;
  /** Asks in everyday words whether something is fine or bad ("Is it okay to…", "Can I…", "Is it bad to…"): the server weighs it against its index. */
  looseJudgementFrame: boolean;
  /** Asks whether something is bad ("Is it bad to get a tattoo?"), one kind of loose judgement. */
  badnessFrame: boolean;
  /** Names a thing as one of God's gifts or signs ("cattle as a blessing"): the server weighs a heading in these words against its index. */
  signFrame: boolean;
  /** The name of the everyday intent the question expresses, if any. */
  offTopicIntent: string | null;
  /** The question and its Arabic form with look-alike names and phrases blanked out, for the server's further classes. */
  plain: [text: string, arabic: string];
}

export type TopicKeywordReader = (question: string) => TopicKeywords;

/**
 * Builds the reader once: the term patterns are compiled here. Without `arabic` (the
 * web app) it reads English and Bangla only.
 */
export function createTopicKeywordReader(arabic?: ArabicKeywords): TopicKeywordReader {
  const withArabic = (pick: (words: ArabicKeywords) => readonly string[]): ArabicTerms | undefined =>
    arabic ? { normalize: arabic.normalize, terms: pick(arabic) } : undefined;
  const islamic = { transliteration: true };
  const explicitIslamic = termMatcher(EXPLICIT_ISLAMIC_TERMS, withArabic((words) => words.explicitIslamic), islamic);
  const ruling = termMatcher(RULING_TERMS, withArabic((words) => words.ruling), islamic);
  const strongIslamic = termMatcher(STRONG_ISLAMIC_TERMS, withArabic((words) => words.strongIslamic), islamic);
  const contextIslamic = termMatcher(CONTEXT_ISLAMIC_TERMS, withArabic((words) => words.contextIslamic));
  const lookalike = termMatcher(LOOKALIKE_TERMS, withArabic((words) => words.lookalike));
  const offTopic = termMatcher(OFF_TOPIC_SUBJECTS, withArabic((words) => words.offTopicSubjects));
  const outweighing = termMatcher(OUTWEIGHING_SUBJECTS, withArabic((words) => words.outweighingSubjects));
  const guidance = termMatcher(GUIDANCE_THEMES, withArabic((words) => words.guidanceThemes));
  const habit = termMatcher(HABITS, withArabic((words) => words.habits));
  const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  const lookalikePatterns = [...LOOKALIKE_PATTERNS.en, ...LOOKALIKE_PATTERNS.bn].map(everywhere);
  const arabicLookalikePatterns = (arabic?.lookalikePatterns ?? []).map(everywhere);
  const intents = OFF_TOPIC_INTENTS.map((intent) => ({
    name: intent.name,
    patterns: [...intent.en, ...intent.bn, ...(arabic?.intents[intent.name] ?? [])],
  }));
  // Arabic frames need the server's normaliser; without it (the web app) only English and Bangla ones are read.
  const framed = (frames: Frames, text: string, normalizedArabic: string) =>
    [...frames.en, ...frames.bn].some((frame) => frame.test(text)) || (arabic !== undefined && frames.ar.some((frame) => frame.test(normalizedArabic)));
  return (question) => {
    const text = question.normalize('NFC');
    const asksIfBad = BADNESS_FRAME.test(text.trim());
    const normalizedArabic = arabic ? arabic.normalize(text) : text;
    // Names and phrases that only look Islamic go first ("Muhammad Ali", "Islamabad", "fast charging", "Mecca Cafe").
    const withoutNames = lookalikePatterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text.replace(NAMESAKE, ' '));
    const arabicWithoutNames = arabicLookalikePatterns.reduce((rest, pattern) => rest.replace(pattern, ' '), normalizedArabic);
    const plain = lookalike.mask(withoutNames, arabicWithoutNames);
    const [withoutContext, arabicWithoutContext] = contextIslamic.mask(...plain);
    return {
      explicitIslamic: explicitIslamic.test(withoutContext, arabicWithoutContext),
      rulingTerm: ruling.test(text, normalizedArabic),
      coreIslamic: strongIslamic.test(withoutContext, arabicWithoutContext),
      contextIslamic: contextIslamic.test(...plain) || strongIslamic.test(...plain),
      offTopicSubject: offTopic.test(text, normalizedArabic) || outweighing.test(text, normalizedArabic),
      guidanceTheme: guidance.test(...plain),
      habit: habit.test(text, normalizedArabic),
      outweighingSubject: outweighing.test(text, normalizedArabic),
      lookalikeName: plain[0] !== text || plain[1] !== normalizedArabic,
      dutyFrame: framed(DUTY_FRAMES, text, normalizedArabic) && !framed(CHOICE_FRAMES, text, normalizedArabic),
      wordsForOccasionFrame: framed(WORDS_FOR_OCCASION_FRAMES, text, normalizedArabic),
      leavingFrame: framed(LEAVING_FRAMES, text, normalizedArabic),
      permissionFrame: PERMISSION_FRAME.test(text.trim()),
      menOrWomenFrame: MEN_OR_WOMEN_FRAME.test(text.trim()),
      badnessFrame: asksIfBad,
      signFrame: SIGN_FRAME.test(text),
      looseJudgementFrame: asksIfBad || LOOSE_JUDGEMENT_FRAME.test(text.trim()),
      offTopicIntent: intents.find((intent) => intent.patterns.some((pattern) => pattern.test(text)))?.name ?? null,
      plain,
    };
  };
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/u;

/** One's own situation told, not asked ("I haven't found a job in months"): the server weighs it against the subjects of one's life in its index. */
const toldOfOneself = (question: string) => OWN_SITUATION_FRAME.test(question.trim()) && !question.includes('?');

/**
 * Whether the server refuses the question on its words alone, whatever else it
 * knows: nothing names Islam, its law or a ruling, and an everyday subject or
 * request is there. (The server lets a ruling question through only when it holds
 * a ruling word or a core Islamic term, so without either its shape cannot matter.
 * A question framed as a duty to others or as the words for an occasion is left to it
 * too: there the server weighs the words the frame holds; so is one that names a habit one may
 * struggle with, which the server answers when it is told as one's own; and one that asks whether
 * an everyday subject, a film or a game is permitted or bad, or how to leave it, or names a thing as one of God's
 * signs, or tells one's own situation, which the server's index may know.)
 * A reader without the Arabic normaliser cannot see Arabic terms, so it never
 * refuses a question in Arabic script: the server decides those.
 */
export function isRefusedByKeywordsAlone(question: string, read: TopicKeywordReader): boolean {
  if (ARABIC_SCRIPT.test(question)) return false;
  const words = read(question);
  if (words.explicitIslamic || words.coreIslamic || words.rulingTerm) return false;
  if (words.offTopicIntent !== null) return true;
  return (
    words.offTopicSubject &&
    !(words.dutyFrame && words.guidanceTheme) &&
    !words.habit &&
    !words.leavingFrame &&
    !words.wordsForOccasionFrame &&
    !words.permissionFrame &&
    !words.menOrWomenFrame &&
    !words.looseJudgementFrame &&
    !words.signFrame &&
    !toldOfOneself(question)
  );
}
