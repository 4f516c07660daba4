import type { ChatMessage } from '../llm/chat-model.js';
import type { AnswerLanguage as AnswerLang } from '../schemas/messages.js';
import type { ContextVerse } from './verify-citations.js';

/**
 * Prompts are pure functions of their inputs, so they are tested like any other
 * code. They ask for scope, tone, language and the citation marker; they do not
 * enforce anything: `verify-citations.ts` does.
 */

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Earlier turns sent with a follow-up: enough for "and what about…?", bounded for cost. */
export const MAX_HISTORY_TURNS = 6;
export const MAX_HISTORY_TURN_CHARS = 1500;

const LANGUAGE_NAMES: Record<AnswerLang, string> = {
  en: 'English',
  bn: 'Bangla (Bengali, in Bangla script)',
  ar: 'Arabic (Modern Standard Arabic, in Arabic script)',
};

export function buildAnswerSystemPrompt(lang: AnswerLang): string {
  const language = LANGUAGE_NAMES[lang];
  return [
    'You are a knowledgeable, respectful assistant that answers questions about Islam and the Quran for a general audience.',
    '',
    'Rules:',
    '1. Stay within Islam and the Quran. Be humble and respectful; present differences of scholarly opinion fairly and do not issue fatwas. For personal rulings, suggest consulting a qualified scholar.',
    `2. Write the whole answer in ${language}.`,
    '3. Base the answer on the numbered verses given in the context. Cite a verse by writing its marker right after the sentence or quotation that uses it, exactly like [[2:153]]. Cite only verses from the context; never cite any other verse and never invent a reference.',
    lang === 'ar'
      ? '4. When you quote a verse, quote its Arabic text exactly as given in the context, inside double quotation marks, followed by its marker. Never paraphrase inside quotation marks. You may shorten a quotation with an ellipsis (...).'
      : `4. When you quote a verse, quote its ${lang === 'bn' ? 'Bangla' : 'English'} translation exactly as given in the context, inside double quotation marks, followed by its marker. Never paraphrase inside quotation marks. You may shorten a quotation with an ellipsis (...).`,
    '5. If the context does not answer the question, say so briefly and share the closest relevant verse from the context.',
    '6. Keep the answer concise: a short introduction, the relevant verses with a sentence or two of explanation each, and a brief conclusion. Use plain Markdown.',
  ].join('\n');
}

/** The retrieved verses, numbered, with the Arabic and the translation in the answer language. */
export function formatVerseContext(verses: readonly ContextVerse[], lang: AnswerLang): string {
  return verses
    .map((entry) => {
      const heading = `[[${entry.verse.key}]] Surah ${entry.surahName}, verse ${entry.verse.ayah}`;
      if (lang === 'ar') return [heading, `Arabic: ${entry.verse.arabic.trim()}`, `English translation: ${entry.verse.en.trim()}`].join('\n');
      const translation = (lang === 'bn' ? entry.verse.bn : entry.verse.en).trim();
      return [heading, `Arabic: ${entry.verse.arabic.trim()}`, `Translation: ${translation}`].join('\n');
    })
    .join('\n\n');
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
  verses: readonly ContextVerse[];
  /** Earlier turns of the session, oldest first; only the last few are used. */
  history?: readonly HistoryTurn[];
}

/** System rules, the earlier turns, then the question with its verse context. */
export function buildAnswerMessages({ question, lang, verses, history = [] }: AnswerPromptInput): ChatMessage[] {
  return [
    { role: 'system', content: buildAnswerSystemPrompt(lang) },
    ...boundedHistory(history),
    {
      role: 'user',
      content: [
        'Context (the only verses you may cite):',
        '',
        formatVerseContext(verses, lang),
        '',
        `Question: ${question}`,
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
