import { Type, type Static } from '@sinclair/typebox';
import { ChatSessionIdSchema } from './chat-sessions.js';
import { CitationSchema } from './messages.js';

export const ShareCodeSchema = Type.String({
  minLength: 22,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'An unguessable share code (at least 128 random bits, base64url).',
  'x-error-message': 'must be a share code',
});

export const ShareCodeParamsSchema = Type.Object({ shareCode: ShareCodeSchema });
export type ShareCodeParams = Static<typeof ShareCodeParamsSchema>;

export const CreateShareBodySchema = Type.Object({ sessionId: ChatSessionIdSchema }, { additionalProperties: false });
export type CreateShareBody = Static<typeof CreateShareBodySchema>;

export const CreateShareResponseSchema = Type.Object({ shareCode: Type.String() });
export type CreateShareResponse = Static<typeof CreateShareResponseSchema>;

export const SharedMessageSchema = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  /** The share code: a shared view never reveals the conversation's own id. */
  sessionId: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
  /** Always null: a shared view does not identify its author. */
  userId: Type.Null(),
  citations: Type.Array(CitationSchema),
  interrupted: Type.Optional(Type.Boolean()),
});
export type SharedMessage = Static<typeof SharedMessageSchema>;

export const SharedSessionResponseSchema = Type.Object({
  session: Type.Object({
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()], {
      description: 'The last question, cut at 100 characters with an ellipsis.',
    }),
    viewCount: Type.Integer({ minimum: 0 }),
    sessionId: Type.String({ description: 'The share code (clients read it under this name); the conversation’s own id stays private.' }),
  }),
  messages: Type.Array(SharedMessageSchema, { description: 'Oldest first, up to the moment of sharing.' }),
});
export type SharedSessionResponse = Static<typeof SharedSessionResponseSchema>;
