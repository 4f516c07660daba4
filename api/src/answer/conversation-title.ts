/** A conversation is named by its first question until someone renames it. */

/** A conversation's title is its first question, cut to this length plus '...' when longer than TITLE_MAX. */
export const TITLE_CUT_LENGTH = 47;
export const TITLE_MAX_LENGTH = 50;
/** The title a first question gives its conversation: the question on one line, cut with '...' when longer than TITLE_MAX_LENGTH. */
export function titleFromQuestion(question: string): string {
  const characters = Array.from(question.trim().replace(/\s+/gu, ' '));
  if (characters.length <= TITLE_MAX_LENGTH) return characters.join('');
  return `${characters.slice(0, TITLE_CUT_LENGTH).join('')}...`;
}
