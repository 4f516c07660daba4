import { Type, type Static } from '@sinclair/typebox';
import { ARCHIVE_OLD_INACTIVE_DAYS, KEEP_ON_ARCHIVE_OLD, MAX_LISTED_CHAT_SESSIONS, MAX_TITLE_LENGTH } from './limits.js';
import { ONE_LINE_TEXT_PATTERN, WELL_FORMED } from './text-rules.js';

export { ARCHIVE_OLD_INACTIVE_DAYS, KEEP_ON_ARCHIVE_OLD, MAX_LISTED_CHAT_SESSIONS, MAX_TITLE_LENGTH };

/** Chosen by the client: a UUID, or 1–64 URL-safe characters. */
export const ChatSessionIdSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The conversation id the client generated (a UUID or 1–64 URL-safe characters).',
  'x-error-message': 'must be a UUID or 1 to 64 letters, digits, - or _',
});

export const ChatTitleSchema = Type.String({
  minLength: 1,
  maxLength: MAX_TITLE_LENGTH,
  pattern: ONE_LINE_TEXT_PATTERN,
  ...WELL_FORMED,
  'x-error-message': `must be 1 to ${MAX_TITLE_LENGTH} characters on one line, not only spaces, with no control characters`,
});

export const ChatSessionSchema = Type.Object({
  id: Type.String(),
  /** The same as id: older clients read this name. */
  sessionId: Type.String(),
  title: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastMessageAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  archived: Type.Boolean(),
});
export type ChatSessionDto = Static<typeof ChatSessionSchema>;

export const ChatSessionListSchema = Type.Array(ChatSessionSchema, {
  maxItems: MAX_LISTED_CHAT_SESSIONS,
  description: 'Non-archived conversations, newest activity first.',
});
export type ChatSessionList = Static<typeof ChatSessionListSchema>;

export const ChatSessionParamsSchema = Type.Object({ id: ChatSessionIdSchema });
export type ChatSessionParams = Static<typeof ChatSessionParamsSchema>;

export const CreateChatSessionBodySchema = Type.Object(
  { sessionId: ChatSessionIdSchema, title: Type.Optional(ChatTitleSchema) },
  { additionalProperties: false },
);
export type CreateChatSessionBody = Static<typeof CreateChatSessionBodySchema>;

export const RenameChatSessionBodySchema = Type.Object({ title: ChatTitleSchema }, { additionalProperties: false });
export type RenameChatSessionBody = Static<typeof RenameChatSessionBodySchema>;

export const ArchiveOldResponseSchema = Type.Object({
  archived: Type.Integer({ minimum: 0, description: 'How many conversations were archived.' }),
});
export type ArchiveOldResponse = Static<typeof ArchiveOldResponseSchema>;
