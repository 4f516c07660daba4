import { isMultiLineText, MAX_MESSAGE_LENGTH, withoutForbiddenCharacters } from '@quran-assistant/api/contract/text-rules.ts';

/** Cuts text to at most `max` characters, ending with an ellipsis when it was longer (page descriptions). */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

export const maxMessageLength = MAX_MESSAGE_LENGTH;

/** The question as the server will take it: trimmed, within the limit, no control characters but line breaks and tabs. */
export function canSendMessage(text: string, isPending: boolean): boolean {
  return !isPending && isMultiLineText(text.trim());
}

/** Typed or pasted question text without the control characters the server refuses. */
export function questionText(text: string): string {
  return withoutForbiddenCharacters(text, true).slice(0, maxMessageLength);
}
