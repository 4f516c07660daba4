import { analyzeBangla, banglaWords } from '../retrieval/bangla-analyzer.js';
import { analyzeEnglish, englishWords } from '../retrieval/english-analyzer.js';
import type { SearchHit } from '../retrieval/types.js';
import type { AnswerLanguage } from '../schemas/messages.js';
import type { TopicLabel } from './prompts.js';
import { GUIDANCE_THEMES, OFF_TOPIC_INTENTS, OFF_TOPIC_SUBJECTS, STRONG_ISLAMIC_TERMS, WEAK_ISLAMIC_TERMS } from './topic-vocabulary.js';

/**
 * Is a question about Islam and the Quran? Signals, strongest and cheapest first
 * (the word classes are described in `topic-vocabulary.ts`):
 * 1. A strong Islamic term decides "yes", even beside an off-topic subject, so
 *    "Is crypto halal?" passes. Otherwise an off-topic subject (weather, crypto,
 *    films…) decides "no", even beside a weak Islamic term ("Who played Moses in
 *    the movie…?" is about a film).
 * 2. A guidance theme (death, patience, parents, honesty…) decides "yes": the
 *    Quran speaks to it even when the question names no Islamic term.
 * 3. A follow-up in an ongoing conversation inherits its topic; with a model
 *    configured, a one-word classification decides what the words left open.
 * 4. An everyday intent (a measurement, trivia, a hands-on how-to, a price or
 *    schedule, a recommendation) decides "no"; a weak Islamic term alone "yes".
 * 5. Otherwise retrieval decides: the question must find verses whose wording
 *    shares enough of the question's own content words (`retrievalEvidence`).
 */

export type TopicReason =
  | 'islamic_terms'
  | 'off_topic_terms'
  | 'guidance_themes'
  | 'follow_up'
  | 'model'
  | 'off_topic_intent'
  | 'retrieval';

export interface TopicVerdict {
  onTopic: boolean;
  reason: TopicReason;
}

export type KeywordVerdict = 'islamic' | 'off_topic' | 'unknown';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function alternation(terms: readonly string[]): string {
  return [...terms]
    .map((term) => term.normalize('NFC'))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/** English terms and Bangla prefixes, one expression per class. */
function termMatcher(terms: { en: readonly string[]; bn: readonly string[] }): RegExp {
  const english = `(?<![\\p{L}\\p{N}])(?:${alternation(terms.en)})(?:s|es|['’]s)?(?![\\p{L}\\p{N}])`;
  // A Bangla term starts a word (after a space, punctuation, or a hyphen).
  const bangla = `(?<![\\u0980-\\u09FF])(?:${alternation(terms.bn)})`;
  return new RegExp(`${english}|${bangla}`, 'iu');
}

const STRONG_ISLAMIC = termMatcher(STRONG_ISLAMIC_TERMS);
const WEAK_ISLAMIC = termMatcher(WEAK_ISLAMIC_TERMS);
const GUIDANCE = termMatcher(GUIDANCE_THEMES);
const OFF_TOPIC = termMatcher(OFF_TOPIC_SUBJECTS);
const INTENTS = OFF_TOPIC_INTENTS.map((intent) => ({ name: intent.name, patterns: [...intent.en, ...intent.bn] }));

export interface TopicSignals {
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
  return {
    strongIslamic: STRONG_ISLAMIC.test(text),
    weakIslamic: WEAK_ISLAMIC.test(text),
    guidanceTheme: GUIDANCE.test(text),
    offTopicSubject: OFF_TOPIC.test(text),
    offTopicIntent: INTENTS.find((intent) => intent.patterns.some((pattern) => pattern.test(text)))?.name ?? null,
  };
}

/** The verdict of the words alone (steps 1, 2 and 4 without the model), for tests and the evaluation. */
export function keywordVerdict(question: string): KeywordVerdict {
  const signals = topicSignals(question);
  if (signals.strongIslamic) return 'islamic';
  if (signals.offTopicSubject) return 'off_topic';
  if (signals.guidanceTheme) return 'islamic';
  if (signals.offTopicIntent) return 'off_topic';
  if (signals.weakIslamic) return 'islamic';
  return 'unknown';
}

export interface TopicCheckInput {
  question: string;
  /** The session already has turns: a follow-up ("and in Surah Maryam?") inherits their topic. */
  isFollowUp: boolean;
  /** How strongly retrieval supports the question (0–1, see `retrievalEvidence`); asked only when nothing else decides. */
  retrievalEvidence: () => Promise<number>;
  /** A cheap model classification, when a model is configured; null when it failed or gave no label. */
  classify?: () => Promise<TopicLabel | null>;
}

/**
 * The share of a question's content words that the retrieved verses must hold for
 * retrieval alone to accept it. Calibrated on the on-topic half of `topic-set.jsonl`
 * (see `topic-check.test.ts`): on-topic questions that no word class decides score
 * 0.5 or more; everyday questions usually fall below, since words such as "Everest",
 * "coffee" or "Titanic" occur in no verse.
 */
export const MIN_RETRIEVAL_EVIDENCE = 0.5;

export async function checkTopic(input: TopicCheckInput): Promise<TopicVerdict> {
  const signals = topicSignals(input.question);
  if (signals.strongIslamic) return { onTopic: true, reason: 'islamic_terms' };
  if (signals.offTopicSubject) return { onTopic: false, reason: 'off_topic_terms' };
  if (signals.guidanceTheme) return { onTopic: true, reason: 'guidance_themes' };
  if (input.isFollowUp) return { onTopic: true, reason: 'follow_up' };
  if (input.classify) {
    const label = await input.classify();
    if (label !== null) return { onTopic: label === 'islamic', reason: 'model' };
  }
  if (signals.offTopicIntent) return { onTopic: false, reason: 'off_topic_intent' };
  if (signals.weakIslamic) return { onTopic: true, reason: 'islamic_terms' };
  return { onTopic: (await input.retrievalEvidence()) >= MIN_RETRIEVAL_EVIDENCE, reason: 'retrieval' };
}

const ENGLISH_SUFFIXES = ['fulness', 'ations', 'ation', 'ments', 'ment', 'ness', 'ings', 'ing', 'edly', 'ed', 'ies', 'es', 's', 'ly', 'ful'];

/** A crude English stem, enough to pair "parents" with "parent" and "suffering" with "suffer". */
function englishStem(word: string): string {
  for (const suffix of ENGLISH_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length).replace(/(?:e|i|y)$/u, '');
  }
  return word.replace(/(?:e|i|y)$/u, '');
}

/**
 * How much of a question the retrieved verses speak to: the share of its content
 * words (stop words and question framing removed, as retrieval analyses them) that
 * occur in at least one retrieved verse, in the question's language. 0 without hits.
 * A real question about the Quran's subjects shares most of its words with the
 * verses found; a loose match on one common word ("mount", "name") does not.
 */
export function retrievalEvidence(question: string, lang: AnswerLanguage, hits: readonly SearchHit[]): number {
  if (hits.length === 0) return 0;
  if (lang === 'bn') {
    const stems = [...new Set(analyzeBangla(question))];
    if (stems.length === 0) return 0;
    const verseWords = new Set(hits.flatMap((hit) => banglaWords(hit.verse.bn)));
    const found = stems.filter((stem) => [...verseWords].some((word) => word.startsWith(stem)));
    return found.length / stems.length;
  }
  const stems = [...new Set(analyzeEnglish(question).map(englishStem))];
  if (stems.length === 0) return 0;
  const verseStems = new Set(hits.flatMap((hit) => englishWords(hit.verse.en).map(englishStem)));
  return stems.filter((stem) => verseStems.has(stem)).length / stems.length;
}

/** The refusal every client matches on: it must contain "not related to Islam" (spec 4). */
export const OFF_TOPIC_MESSAGE =
  'Your question appears to be not related to Islam or the Quran. This assistant answers questions about Islamic teachings and the Quran only.';
