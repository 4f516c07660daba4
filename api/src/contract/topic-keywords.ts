/**
 * The keyword part of the server's topic check, pure, so the web app can refuse a
 * clearly off-topic question at once with the server's own words and rules
 * (`isRefusedByKeywordsAlone`). The server adds what needs more than words: the
 * question's shape, the conversation, the model and retrieval (answer/topic-check.ts).
 */
import {
  CONTEXT_ISLAMIC_TERMS,
  EXPLICIT_ISLAMIC_TERMS,
  LOOKALIKE_TERMS,
  NAMESAKE_FIRST_NAMES,
  OFF_TOPIC_INTENTS,
  OFF_TOPIC_SUBJECTS,
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
  lookalike: readonly string[];
  offTopicSubjects: readonly string[];
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
 * An Arabic term normalised as the question will be, its article left to the
 * prefix pattern. A short word keeps its article: bare, it would be found inside
 * everyday words (الشرك in شركة, a company; التقوى in لتقوية, to strengthen).
 */
function arabicTermForm(term: string, normalizeArabic: ArabicNormalizer): string {
  const normalized = normalizeArabic(term);
  return normalized.startsWith('ال') && normalized.length - 2 >= 5 ? normalized.slice(2) : normalized;
}

export interface TermMatcher {
  test(text: string, arabic: string): boolean;
  /** The text and its normalised Arabic form with every match blanked out. */
  mask(text: string, arabic: string): [string, string];
}

/** English terms as whole words (plural or possessive allowed), Bangla as word prefixes, Arabic with its clitics. */
export function termMatcher(terms: TermLists, arabicTerms?: ArabicTerms): TermMatcher {
  const english = `(?<![\\p{L}\\p{N}])(?:${alternation(terms.en)})(?:s|es|['’]s)?(?![\\p{L}\\p{N}])`;
  // A Bangla term starts a word (after a space, punctuation, or a hyphen).
  const bangla = `(?<![\\u0980-\\u09FF])(?:${alternation(terms.bn)})`;
  const latinOrBangla = new RegExp(`${english}|${bangla}`, 'giu');
  // A term that keeps its article also appears after the preposition li-, which merges with it (الفقراء → للفقراء).
  const arabicForms = arabicTerms
    ? arabicTerms.terms
        .map((term) => arabicTermForm(term, arabicTerms.normalize))
        .flatMap((form) => (form.startsWith('ال') ? [form, `ل${form.slice(1)}`] : [form]))
    : [];
  const arabic =
    arabicForms.length > 0
      ? new RegExp(`(?<![${ARABIC_LETTER}])${ARABIC_PREFIXES}(?:${alternation(arabicForms)})${ARABIC_SUFFIXES}(?![${ARABIC_LETTER}])`, 'gu')
      : null;
  const found = (pattern: RegExp, text: string) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  };
  return {
    test: (text, normalizedArabic) => found(latinOrBangla, text) || (arabic !== null && found(arabic, normalizedArabic)),
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
  offTopicSubject: boolean;
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
  const explicitIslamic = termMatcher(EXPLICIT_ISLAMIC_TERMS, withArabic((words) => words.explicitIslamic));
  const ruling = termMatcher(RULING_TERMS, withArabic((words) => words.ruling));
  const strongIslamic = termMatcher(STRONG_ISLAMIC_TERMS, withArabic((words) => words.strongIslamic));
  const contextIslamic = termMatcher(CONTEXT_ISLAMIC_TERMS, withArabic((words) => words.contextIslamic));
  const lookalike = termMatcher(LOOKALIKE_TERMS, withArabic((words) => words.lookalike));
  const offTopic = termMatcher(OFF_TOPIC_SUBJECTS, withArabic((words) => words.offTopicSubjects));
  const intents = OFF_TOPIC_INTENTS.map((intent) => ({
    name: intent.name,
    patterns: [...intent.en, ...intent.bn, ...(arabic?.intents[intent.name] ?? [])],
  }));
  return (question) => {
    const text = question.normalize('NFC');
    const normalizedArabic = arabic ? arabic.normalize(text) : text;
    // Names and phrases that only look Islamic go first ("Muhammad Ali", "Islamabad", "fast charging").
    const plain = lookalike.mask(text.replace(NAMESAKE, ' '), normalizedArabic);
    const [withoutContext, arabicWithoutContext] = contextIslamic.mask(...plain);
    return {
      explicitIslamic: explicitIslamic.test(withoutContext, arabicWithoutContext),
      rulingTerm: ruling.test(text, normalizedArabic),
      coreIslamic: strongIslamic.test(withoutContext, arabicWithoutContext),
      contextIslamic: contextIslamic.test(...plain) || strongIslamic.test(...plain),
      offTopicSubject: offTopic.test(text, normalizedArabic),
      offTopicIntent: intents.find((intent) => intent.patterns.some((pattern) => pattern.test(text)))?.name ?? null,
      plain,
    };
  };
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/u;

/**
 * Whether the server refuses the question on its words alone, whatever else it
 * knows: nothing names Islam, its law or a ruling, and an everyday subject or
 * request is there. (The server lets a ruling question through only when it holds
 * a ruling word or a core Islamic term, so without either its shape cannot matter.)
 * A reader without the Arabic normaliser cannot see Arabic terms, so it never
 * refuses a question in Arabic script: the server decides those.
 */
export function isRefusedByKeywordsAlone(question: string, read: TopicKeywordReader): boolean {
  if (ARABIC_SCRIPT.test(question)) return false;
  const words = read(question);
  return !words.explicitIslamic && !words.coreIslamic && !words.rulingTerm && (words.offTopicSubject || words.offTopicIntent !== null);
}
