/** Cuts text to at most `max` characters, ending with an ellipsis when it was longer (page descriptions, spec §2). */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

// Spec §5: at most 1000 characters per message.
export const maxMessageLength = 1000;

export function canSendMessage(text: string, isPending: boolean): boolean {
  const trimmed = text.trim();
  return !isPending && trimmed.length > 0 && trimmed.length <= maxMessageLength;
}
