import { detectLanguage } from '../retrieval/detect-language.js';
import type { AnswerLanguage } from '../schemas/messages.js';

const HAS_LETTER = /\p{L}/u;

/**
 * The answer is written in the language of the question: Bangla script gets a
 * Bangla answer, Latin script an English one. A question that says nothing by
 * its script (Arabic only, or just "2:255") is answered in the interface language.
 */
export function answerLanguageOf(question: string, interfaceLang: AnswerLanguage | undefined): AnswerLanguage {
  const fallback = interfaceLang ?? 'en';
  if (!HAS_LETTER.test(question)) return fallback;
  const detected = detectLanguage(question);
  if (detected === 'ar') return fallback;
  return detected;
}
