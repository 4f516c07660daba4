import { normalizeArabic } from '../retrieval/arabic-analyzer.js';
import { detectLanguage } from '../retrieval/detect-language.js';
import { analyzeQuestion } from '../retrieval/question-shape.js';
import type { MatchedTopic } from '../retrieval/types.js';
import type { TopicLabel } from './prompts.js';
import {
  EXPLICIT_ISLAMIC_TERMS,
  GUIDANCE_THEMES,
  OFF_TOPIC_INTENTS,
  OFF_TOPIC_SUBJECTS,
  RULING_TERMS,
  STRONG_ISLAMIC_TERMS,
  WEAK_ISLAMIC_TERMS,
} from './topic-vocabulary.js';

/**
 * Is a question about Islam and the Quran? Signals, strongest and cheapest first
 * (the word classes are described in `topic-vocabulary.ts`):
 * 1. A word that names Islam, its scripture or its law ("Quran", "in Islam",
 *    "Allah") decides "yes": the question asks for the Islamic view of whatever
 *    else it mentions ("What does the Quran say about the weather?").
 * 2. So does a ruling question ("Is X halal?", "Is it a sin to…?", "Can I… while
 *    fasting?") that uses a ruling word or an Islamic term: "Is crypto halal?".
 * 3. Otherwise an off-topic subject (weather, markets, films, recipes…) decides
 *    "no", even beside an Islamic term ("the best Ramadan series", "Who played
 *    Moses in the movie?").
 * 4. An Islamic term (worship, belief, law, the afterlife) or a guidance theme
 *    (death, patience, parents, honesty, grief…) decides "yes".
 * 5. A follow-up in an ongoing conversation inherits its topic; with a model
 *    configured, a one-word classification decides what the words left open.
 * 6. An everyday intent (a measurement, trivia, a hands-on how-to, a price or
 *    schedule, a recommendation or a text to write) decides "no"; a weak Islamic
 *    term (a prophet's name, "God", "sin") or a topic of the curated index that is
 *    not an everyday word ("the people of the cave") "yes".
 * 7. Otherwise "no": nothing in the question points to Islam or the Quran. (How
 *    much of it the retrieved verses hold is no evidence: "Why is the sky blue?"
 *    finds verses about the sky.)
 */

export type TopicReason =
  | 'islamic_terms'
  | 'ruling_question'
  | 'off_topic_terms'
  | 'guidance_themes'
  | 'follow_up'
  | 'model'
  | 'off_topic_intent'
  | 'topic_index'
  | 'no_islamic_signal';

export interface TopicVerdict {
  onTopic: boolean;
  reason: TopicReason;
}

export type KeywordVerdict = 'islamic' | 'off_topic' | 'unknown';

interface TermLists {
  en: readonly string[];
  bn: readonly string[];
  ar?: readonly string[];
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

/** An Arabic term normalised as the question will be, its article left to the prefix pattern. */
function arabicTermForm(term: string): string {
  const normalized = normalizeArabic(term);
  return normalized.startsWith('ال') && normalized.length > 4 ? normalized.slice(2) : normalized;
}

interface TermMatcher {
  test(text: string, arabic: string): boolean;
}

/** English terms as whole words (plural or possessive allowed), Bangla as word prefixes, Arabic with its clitics. */
function termMatcher(terms: TermLists): TermMatcher {
  const english = `(?<![\\p{L}\\p{N}])(?:${alternation(terms.en)})(?:s|es|['’]s)?(?![\\p{L}\\p{N}])`;
  // A Bangla term starts a word (after a space, punctuation, or a hyphen).
  const bangla = `(?<![\\u0980-\\u09FF])(?:${alternation(terms.bn)})`;
  const latinOrBangla = new RegExp(`${english}|${bangla}`, 'iu');
  const arabic =
    terms.ar && terms.ar.length > 0
      ? new RegExp(`(?<![${ARABIC_LETTER}])${ARABIC_PREFIXES}(?:${alternation(terms.ar.map(arabicTermForm))})${ARABIC_SUFFIXES}(?![${ARABIC_LETTER}])`, 'u')
      : null;
  return {
    test: (text, normalizedArabic) => latinOrBangla.test(text) || (arabic !== null && arabic.test(normalizedArabic)),
  };
}

const EXPLICIT_ISLAMIC = termMatcher(EXPLICIT_ISLAMIC_TERMS);
const RULING = termMatcher(RULING_TERMS);
const STRONG_ISLAMIC = termMatcher(STRONG_ISLAMIC_TERMS);
const WEAK_ISLAMIC = termMatcher(WEAK_ISLAMIC_TERMS);
const GUIDANCE = termMatcher(GUIDANCE_THEMES);
const OFF_TOPIC = termMatcher(OFF_TOPIC_SUBJECTS);
const INTENTS = OFF_TOPIC_INTENTS.map((intent) => ({ name: intent.name, patterns: [...intent.en, ...intent.bn, ...intent.ar] }));

export interface TopicSignals {
  explicitIslamic: boolean;
  /** A ruling question ("Is X halal?", "What is the punishment for X?"). */
  rulingQuestion: boolean;
  rulingTerm: boolean;
  strongIslamic: boolean;
  weakIslamic: boolean;
  guidanceTheme: boolean;
  offTopicSubject: boolean;
  /** The name of the everyday intent the question expresses, if any. */
  offTopicIntent: string | null;
}

/** What the words of a question say, class by class. */
export function topicSignals(question: string): TopicSignals {
  const text = question.normalize('NFC');
  const arabic = normalizeArabic(text);
  const shape = analyzeQuestion(text, detectLanguage(text)).shape;
  return {
    explicitIslamic: EXPLICIT_ISLAMIC.test(text, arabic),
    rulingQuestion: shape === 'ruling' || shape === 'punishment',
    rulingTerm: RULING.test(text, arabic),
    strongIslamic: STRONG_ISLAMIC.test(text, arabic),
    weakIslamic: WEAK_ISLAMIC.test(text, arabic),
    guidanceTheme: GUIDANCE.test(text, arabic),
    offTopicSubject: OFF_TOPIC.test(text, arabic),
    offTopicIntent: INTENTS.find((intent) => intent.patterns.some((pattern) => pattern.test(text)))?.name ?? null,
  };
}

/** Steps 1–4 and 6 without the model, the follow-up or the topic index: for tests and the evaluation. */
export function keywordVerdict(question: string): KeywordVerdict {
  const signals = topicSignals(question);
  if (signals.explicitIslamic) return 'islamic';
  if (signals.rulingQuestion && (signals.rulingTerm || signals.strongIslamic)) return 'islamic';
  if (signals.offTopicSubject) return 'off_topic';
  if (signals.strongIslamic || signals.guidanceTheme) return 'islamic';
  if (signals.offTopicIntent) return 'off_topic';
  if (signals.weakIslamic) return 'islamic';
  return 'unknown';
}

export interface TopicCheckInput {
  question: string;
  /** The session already has turns: a follow-up ("and in Surah Maryam?") inherits their topic. */
  isFollowUp: boolean;
  /** The topics of the curated index the question names (from retrieval); asked only when the words leave it open. */
  namedTopics: () => Promise<readonly MatchedTopic[]>;
  /** A cheap model classification, when a model is configured; null when it failed or gave no label. */
  classify?: () => Promise<TopicLabel | null>;
}

export async function checkTopic(input: TopicCheckInput): Promise<TopicVerdict> {
  const signals = topicSignals(input.question);
  if (signals.explicitIslamic) return { onTopic: true, reason: 'islamic_terms' };
  if (signals.rulingQuestion && (signals.rulingTerm || signals.strongIslamic)) return { onTopic: true, reason: 'ruling_question' };
  if (signals.offTopicSubject) return { onTopic: false, reason: 'off_topic_terms' };
  if (signals.strongIslamic) return { onTopic: true, reason: 'islamic_terms' };
  if (signals.guidanceTheme) return { onTopic: true, reason: 'guidance_themes' };
  if (input.isFollowUp) return { onTopic: true, reason: 'follow_up' };
  if (input.classify) {
    const label = await input.classify();
    if (label !== null) return { onTopic: label === 'islamic', reason: 'model' };
  }
  if (signals.offTopicIntent) return { onTopic: false, reason: 'off_topic_intent' };
  if (signals.weakIslamic) return { onTopic: true, reason: 'islamic_terms' };
  if ((await input.namedTopics()).some((topic) => !topic.everyday)) return { onTopic: true, reason: 'topic_index' };
  return { onTopic: false, reason: 'no_islamic_signal' };
}

/** The refusal every client matches on: it must contain "not related to Islam". */
export const OFF_TOPIC_MESSAGE =
  'Your question appears to be not related to Islam or the Quran. This assistant answers questions about Islamic teachings and the Quran only.';
