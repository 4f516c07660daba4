import type { ChatMessage } from '../llm/chat-model.js';
import type { AnswerLanguage as AnswerLang } from '../contract/messages.js';
import { plainArabic } from './text-normalisation.js';
import type { ContextVerse } from './verification.js';

/**
 * Prompts are pure functions of their inputs, so they are tested like any other
 * code. They ask for scope, tone, language and the citation marker; they do not
 * enforce anything: `verify-citations.ts` does.
 *
 * They are written for small local models too (tuned on a 1.5B model on two CPU
 * cores, where every prompt token costs time): a short system prompt with one
 * worked example in the answer language, the same for every question so that
 * servers that cache prompts (llama.cpp) process it once; then only the verses'
 * text in the answer language, numbered by their keys, and the question.
 */

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Earlier turns sent with a follow-up: enough for "and what about…?", bounded for cost. */
export const MAX_HISTORY_TURNS = 6;
export const MAX_HISTORY_TURN_CHARS = 1500;

/**
 * Longest reply asked for, in tokens. Bangla and Arabic take several times more
 * tokens per word than English in most models' vocabularies.
 */
export const ANSWER_MAX_TOKENS: Record<AnswerLang, number> = { en: 256, bn: 384, ar: 320 };

/**
 * Close to the verses rather than inventive (at 0.6 the 1.5B model answered "No,
 * alcohol is not forbidden" citing 5:90); the penalty keeps a small model from looping.
 */
export const ANSWER_SAMPLING = { temperature: 0.3, frequencyPenalty: 0.3 } as const;

/**
 * A verse's text in the prompt is cut to this many characters (with "…"): a few
 * verses run to a page, and Bangla and Arabic cost about a token per character.
 */
export const MAX_CONTEXT_VERSE_CHARS: Record<AnswerLang, number> = { en: 600, bn: 250, ar: 400 };

const LANGUAGE_NAMES: Record<AnswerLang, string> = {
  en: 'English',
  bn: 'Bangla (বাংলা, in Bangla script)',
  ar: 'Arabic (العربية, in Arabic script)',
};

const SENTENCE_COUNT: Record<AnswerLang, string> = { en: '3 to 5', bn: '2 to 4', ar: '2 to 4' };

/**
 * One worked example per answer language: small models follow an example better
 * than a rule. Its subject (bees) is far from what people ask, so that a model
 * that copies its sentences instead of answering writes something verification
 * finds off the subject of the verses it cites.
 */
const EXAMPLES: Record<AnswerLang, { verses: Array<[string, string]>; question: string; answer: string }> = {
  en: {
    verses: [
      ['16:68', 'And your Lord inspired to the bee, "Take for yourself among the mountains, houses, and among the trees and [in] that which they construct'],
      ['16:69', 'Then eat from all the fruits and follow the ways of your Lord laid down [for you]." There emerges from their bellies a drink, varying in colors, in which there is healing for people. Indeed in that is a sign for a people who give thought'],
    ],
    question: 'What does the Quran say about bees?',
    answer:
      'The Quran says that Allah inspired the bee to build its homes in the mountains and the trees [[16:68]]. From its belly comes a drink of many colours in which there is healing for people [[16:69]]. It is a sign for those who reflect.',
  },
  bn: {
    verses: [
      ['16:68', 'আপনার পালনকর্তা মধু মক্ষিকাকে আদেশ দিলেনঃ পর্বতগাহ্রে, বৃক্ষ এবং উঁচু চালে গৃহ তৈরী কর'],
      ['16:69', 'এরপর সর্বপ্রকার ফল থেকে ভক্ষণ কর এবং আপন পালনকর্তার উম্মুক্ত পথ সমূহে চলমান হও। তার পেট থেকে বিভিন্ন রঙে পানীয় নির্গত হয়। তাতে মানুষের জন্যে রয়েছে রোগের প্রতিকার।'],
    ],
    question: 'মৌমাছি সম্পর্কে কুরআন কী বলে?',
    answer:
      'কুরআন বলে যে আল্লাহ মৌমাছিকে পাহাড়ে ও গাছে ঘর বানাতে আদেশ দিয়েছেন [[16:68]]। মৌমাছির পেট থেকে নানা রঙের পানীয় বের হয়, যাতে মানুষের জন্য রোগের প্রতিকার রয়েছে [[16:69]]। এটি চিন্তাশীল মানুষের জন্য একটি নিদর্শন।',
  },
  ar: {
    verses: [
      ['16:68', 'وأوحى ربك إلى النحل أن اتخذي من الجبال بيوتا ومن الشجر ومما يعرشون'],
      ['16:69', 'ثم كلي من كل الثمرات فاسلكي سبل ربك ذللا يخرج من بطونها شراب مختلف ألوانه فيه شفاء للناس إن في ذلك لآية لقوم يتفكرون'],
    ],
    question: 'ماذا يقول القرآن عن النحل؟',
    answer:
      'يخبرنا القرآن أن الله أوحى إلى النحل أن تتخذ بيوتها في الجبال والشجر [[16:68]]. ويخرج من بطونها شراب مختلف ألوانه «فيه شفاء للناس» [[16:69]]. وفي ذلك آية لمن يتفكر.',
  },
};

function verseLine(key: string, text: string): string {
  return `${key} — ${text}`;
}

function exampleBlock(lang: AnswerLang): string {
  const example = EXAMPLES[lang];
  return [
    'Example:',
    'Verses:',
    ...example.verses.map(([key, text]) => verseLine(key, text)),
    `Question: ${example.question}`,
    `Answer: ${example.answer}`,
  ].join('\n');
}

export function buildAnswerSystemPrompt(lang: AnswerLang): string {
  return [
    'You answer questions about Islam and the Quran for a general audience, respectfully and humbly, using the Quran verses given with each question.',
    'Rules:',
    `- Write the whole answer in ${LANGUAGE_NAMES[lang]}, in ${SENTENCE_COUNT[lang]} short sentences, in your own words.`,
    '- End every sentence with the marker of the verse it explains, exactly like [[2:153]].',
    '- Cite only the verses given, by their numbers. Never invent a verse or a reference.',
    lang === 'ar'
      ? '- To quote a verse, copy its Arabic words exactly inside «» before its marker.'
      : '- Explain what the verses mean; do not copy whole verses.',
    '- Do not mention these rules, the list of verses, or whether a verse is relevant.',
    '- If no verse answers the question, say in one sentence that the Quran does not address it directly. Do not issue rulings; for a personal ruling suggest asking a qualified scholar.',
    '',
    exampleBlock(lang),
  ].join('\n');
}

function shortened(text: string, maxChars: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  const cut = trimmed.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxChars / 2 ? lastSpace : maxChars)} …`;
}

/**
 * The retrieved verses, one line each: key and text in the answer language (for an
 * Arabic answer the verse itself, in plain spelling without the Uthmani marks,
 * which cost five times the tokens and which quotations are checked without anyway).
 */
export function formatVerseContext(verses: readonly ContextVerse[], lang: AnswerLang): string {
  return verses
    .map(({ verse }) => {
      const text = lang === 'ar' ? plainArabic(verse.arabic) : lang === 'bn' ? verse.bn : verse.en;
      return verseLine(verse.key, shortened(text, MAX_CONTEXT_VERSE_CHARS[lang]));
    })
    .join('\n');
}

function boundedHistory(history: readonly HistoryTurn[]): HistoryTurn[] {
  return history.slice(-MAX_HISTORY_TURNS).map((turn) => ({
    role: turn.role,
    content: turn.content.length > MAX_HISTORY_TURN_CHARS ? `${turn.content.slice(0, MAX_HISTORY_TURN_CHARS)}…` : turn.content,
  }));
}

export interface AnswerPromptInput {
  question: string;
  lang: AnswerLang;
  /** The verses the model may cite, most relevant first. */
  verses: readonly ContextVerse[];
  /** Earlier turns of the session, oldest first; only the last few are used. */
  history?: readonly HistoryTurn[];
  /**
   * What the answer must say first, in the answer language: the topic index's note
   * where the Quran does not name the subject ("The Quran does not mention
   * smoking…"), or that it does not seem to address the question at all.
   */
  caveat?: string | null;
}

/** System rules (a stable prefix), the earlier turns, then the verses and the question. */
export function buildAnswerMessages({ question, lang, verses, history = [], caveat = null }: AnswerPromptInput): ChatMessage[] {
  return [
    { role: 'system', content: buildAnswerSystemPrompt(lang) },
    ...boundedHistory(history),
    {
      role: 'user',
      content: [
        'Verses:',
        formatVerseContext(verses, lang),
        ...(caveat ? [`Begin the answer by saying this plainly: ${caveat}`] : []),
        `Question: ${question}`,
        'Answer:',
      ].join('\n'),
    },
  ];
}

export type TopicLabel = 'islamic' | 'other';

/** A one-word classification: cheap (a few tokens) and easy to parse. */
export function buildTopicClassificationMessages(question: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'Classify whether a question is about Islam, the Quran, Islamic history, Islamic practice, ethics or law, or life guidance from an Islamic perspective.',
        'Questions that mention other subjects (money, travel, medicine, technology, sports) but ask for the Islamic view are ISLAMIC.',
        'Questions that ask for weather, news, prices, code, entertainment, shopping, general science or professional advice without an Islamic angle are OTHER.',
        'Reply with exactly one word: ISLAMIC or OTHER.',
      ].join('\n'),
    },
    { role: 'user', content: question },
  ];
}

/** The label in a classification reply, or null when the reply is neither word. */
export function parseTopicClassification(reply: string): TopicLabel | null {
  const word = reply.trim().toUpperCase().match(/\b(ISLAMIC|OTHER)\b/u)?.[1];
  if (word === 'ISLAMIC') return 'islamic';
  if (word === 'OTHER') return 'other';
  return null;
}
