/**
 * Limits and defaults that the server enforces and the web app shows or checks
 * before sending. One copy, imported by both ends.
 */

/** The languages a question may be asked and answered in. The interface itself is en or bn. */
export const LANGS = ['en', 'bn', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export const MIN_PASSWORD_LENGTH = 6;
/** Bounds the hashing work an attacker can ask for. */
export const MAX_PASSWORD_LENGTH = 200;

/** The admin's message-limit settings are accepted within these bounds. */
export const MESSAGE_LIMIT_BOUNDS = {
  limit: { min: 1, max: 1000 },
  promptMessageCount: { min: 1, max: 10 },
} as const;

/** The title a conversation gets until it is renamed or its first question names it. */
export const DEFAULT_CONVERSATION_TITLE = 'New Conversation';
