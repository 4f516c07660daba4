import { detectLanguage } from '../retrieval/detect-language.js';
import type { AnswerLanguage, TranslationLanguage } from '../contract/messages.js';

const HAS_LETTER = /\p{L}/u;

/**
 * The answer is written in the language of the question: Bangla script gets a
 * Bangla answer, Arabic script an Arabic one, Latin script an English one. A
 * question that says nothing by its script (just "2:255") is answered in the
 * requested language.
 */
export function answerLanguageOf(question: string, interfaceLang: AnswerLanguage | undefined): AnswerLanguage {
  const fallback = interfaceLang ?? 'en';
  if (!HAS_LETTER.test(question)) return fallback;
  return detectLanguage(question);
}

/**
 * The translation shown with the verses of an answer: the answer's own language,
 * or for an Arabic answer the interface language (English unless it is Bangla).
 */
export function translationLanguageOf(answerLang: AnswerLanguage, interfaceLang: AnswerLanguage | undefined): TranslationLanguage {
  if (answerLang !== 'ar') return answerLang;
  return interfaceLang === 'bn' ? 'bn' : 'en';
}
