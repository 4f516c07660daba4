/**
 * Limits and defaults that the server enforces and the web app shows or checks
 * before sending. One copy, imported by both ends; no imports, so the browser
 * bundle takes this file as it is.
 */
import { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './text-rules.js';

export { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH };

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
export const MAX_TITLE_LENGTH = 200;

/** The history sidebar lists at most this many conversations, newest activity first. */
export const MAX_LISTED_CHAT_SESSIONS = 20;
/** "Archive old" keeps this many of the newest conversations, whatever their age. */
export const KEEP_ON_ARCHIVE_OLD = 10;
/** "Archive old" archives only conversations with no activity for longer than this. */
export const ARCHIVE_OLD_INACTIVE_DAYS = 30;

/** Rows per page of the admin's users table. */
export const ADMIN_USERS_PAGE_SIZE = 10;

export const MAX_FEEDBACK_LENGTH = 2000;
export const MAX_CONTACT_LENGTH = 5000;
/** The team's response to a feedback item. */
export const MAX_RESPONSE_LENGTH = 5000;

/** The contact form's fields and their longest accepted length. */
export const CONTACT_FIELD_LIMITS = {
  name: MAX_NAME_LENGTH,
  email: MAX_EMAIL_LENGTH,
  message: MAX_CONTACT_LENGTH,
} as const;
