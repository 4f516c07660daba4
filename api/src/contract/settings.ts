import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_LIMIT_BOUNDS } from './limits.js';

export const MessageLimitSettingsSchema = Type.Object({
  enabled: Type.Boolean({ description: 'Guests beyond `limit` messages are refused with 429 guest_limit.' }),
  limit: Type.Integer({
    minimum: MESSAGE_LIMIT_BOUNDS.limit.min,
    maximum: MESSAGE_LIMIT_BOUNDS.limit.max,
    description: 'Free messages per guest.',
  }),
  promptMessageCount: Type.Integer({
    minimum: MESSAGE_LIMIT_BOUNDS.promptMessageCount.min,
    maximum: MESSAGE_LIMIT_BOUNDS.promptMessageCount.max,
    description: 'Show the registration prompt after this many guest messages.',
  }),
});
export type MessageLimitSettingsDto = Static<typeof MessageLimitSettingsSchema>;

/** Partial: the dashboard saves each field as it changes. At least one field. */
export const MessageLimitSettingsUpdateSchema = Type.Partial(MessageLimitSettingsSchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type MessageLimitSettingsUpdate = Static<typeof MessageLimitSettingsUpdateSchema>;

export const CacheSettingsSchema = Type.Object({
  enabled: Type.Boolean({ description: 'The knowledge cache as a whole. While false, both language flags read false.' }),
  enabledForEnglish: Type.Boolean(),
  enabledForBangla: Type.Boolean(),
});
export type CacheSettingsDto = Static<typeof CacheSettingsSchema>;

export const CacheSettingsUpdateSchema = Type.Partial(CacheSettingsSchema, {
  additionalProperties: false,
  minProperties: 1,
  description:
    'Turning the cache off keeps the language flags it had (flags sent with enabled:false are ignored); turning it on restores them unless new ones are sent.',
});
export type CacheSettingsUpdate = Static<typeof CacheSettingsUpdateSchema>;

export const PublicConfigSchema = Type.Object({
  googleClientId: Type.Union([Type.String(), Type.Null()], { description: 'Null: Google sign-in is not offered.' }),
  emailEnabled: Type.Boolean({ description: 'Email is configured: addresses can be verified and passwords reset by an emailed link.' }),
  alternativeAssistantUrl: Type.Union([Type.String(), Type.Null()]),
  authorName: Type.Union([Type.String(), Type.Null()]),
  authorUrl: Type.Union([Type.String(), Type.Null()]),
  builtWithAiUrl: Type.Union([Type.String(), Type.Null()]),
  supportEmail: Type.Union([Type.String(), Type.Null()]),
  limits: Type.Object({
    messageMaxLength: Type.Integer({ description: 'Characters per question.' }),
    titleMaxLength: Type.Integer({ description: 'Characters per conversation title.' }),
    passwordMinLength: Type.Integer(),
    historySessions: Type.Integer({ description: 'Conversations listed in the sidebar.' }),
    keepOnArchiveOld: Type.Integer({ description: 'Conversations "archive old" keeps.' }),
    contactMessageMaxLength: Type.Integer({ description: 'Characters per contact message.' }),
    feedbackMaxLength: Type.Integer({ description: 'Characters per feedback message.' }),
    guestMessages: Type.Object({
      enabled: Type.Boolean(),
      limit: Type.Integer(),
      promptAfter: Type.Integer(),
    }),
  }),
});
export type PublicConfig = Static<typeof PublicConfigSchema>;
