import type { AnswerLanguage } from '../contract/messages.js';
import { contentTerms, termsMatch } from './citation-support.js';
import { ownText } from './sentence-screen.js';

/**
 * Whether a model's verified answer says anything of its own. A small model may
 * only restate the question ("সুদ কি হারাম [[2:275]]।"), paste markers, or copy
 * verses (quoted by verification): the verses themselves, quoted in full with their
 * Arabic, answer better than that.
 */

/** Content words beyond the question's, outside quotations and markers, that make an answer. */
export const MIN_OWN_TERMS = 2;

/** The answer's content terms, outside quotations and markers, that the question does not hold. */
export function ownTermCount(answer: string, question: string, lang: AnswerLanguage): number {
  const asked = contentTerms(question, lang);
  return contentTerms(ownText(answer, lang), lang).filter((term) => !asked.some((other) => termsMatch(term, other, lang))).length;
}

export function saysSomething(answer: string, question: string, lang: AnswerLanguage): boolean {
  return ownTermCount(answer, question, lang) >= MIN_OWN_TERMS;
}
