import { Type, type Static } from '@sinclair/typebox';
import { ChatSessionIdSchema } from './chat-sessions.js';
import { FEEDBACK_RATINGS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from './feedback-kinds.js';
import { MAX_CONTACT_LENGTH, MAX_FEEDBACK_LENGTH, MAX_RESPONSE_LENGTH } from './limits.js';
import { MULTI_LINE_TEXT_PATTERN, OPTIONAL_MULTI_LINE_TEXT_PATTERN, WELL_FORMED } from './text-rules.js';
import { EmailSchema, NameSchema } from './user.js';

export { MAX_CONTACT_LENGTH, MAX_FEEDBACK_LENGTH, MAX_RESPONSE_LENGTH };
export * from './feedback-kinds.js';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const FeedbackStatusSchema = literals(FEEDBACK_STATUSES);
export const FeedbackRatingSchema = literals(FEEDBACK_RATINGS);

const MessageIdSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-error-message': 'must be a message id' });

function textSchema(max: number) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    pattern: MULTI_LINE_TEXT_PATTERN,
    ...WELL_FORMED,
    'x-error-message': `must be 1 to ${max} characters, not only spaces, with no control characters but line breaks and tabs`,
  });
}

export const CreateFeedbackBodySchema = Type.Object(
  {
    type: Type.Union(FEEDBACK_TYPES.map((value) => Type.Literal(value)), {
      description: 'answer-rating is the thumbs on an answer and needs a rating.',
    }),
    message: textSchema(MAX_FEEDBACK_LENGTH),
    rating: Type.Optional(FeedbackRatingSchema),
    messageId: Type.Optional(MessageIdSchema),
    sessionId: Type.Optional(ChatSessionIdSchema),
  },
  { additionalProperties: false },
);
export type CreateFeedbackBody = Static<typeof CreateFeedbackBodySchema>;

export const ContactBodySchema = Type.Object(
  {
    name: NameSchema,
    email: EmailSchema,
    message: textSchema(MAX_CONTACT_LENGTH),
    sessionId: Type.Optional(ChatSessionIdSchema),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBodySchema>;

export const FeedbackReceiptSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type FeedbackReceipt = Static<typeof FeedbackReceiptSchema>;

export const FeedbackItemSchema = Type.Object({
  id: Type.String(),
  userId: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  status: FeedbackStatusSchema,
  message: Type.String(),
  rating: Type.Union([FeedbackRatingSchema, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  response: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  sessionId: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.Union([Type.String(), Type.Null()]),
});
export type FeedbackItemDto = Static<typeof FeedbackItemSchema>;

export const AdminFeedbackQuerySchema = Type.Object({
  status: Type.Optional(FeedbackStatusSchema),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminFeedbackQuery = Static<typeof AdminFeedbackQuerySchema>;

export const AdminFeedbackListSchema = Type.Object({ feedback: Type.Array(FeedbackItemSchema) });
export type AdminFeedbackList = Static<typeof AdminFeedbackListSchema>;

export const FeedbackParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type FeedbackParams = Static<typeof FeedbackParamsSchema>;

export const UpdateFeedbackBodySchema = Type.Object(
  {
    status: FeedbackStatusSchema,
    response: Type.Optional(
      Type.String({
        maxLength: MAX_RESPONSE_LENGTH,
        pattern: OPTIONAL_MULTI_LINE_TEXT_PATTERN,
        ...WELL_FORMED,
        'x-error-message': `must be at most ${MAX_RESPONSE_LENGTH} characters, with no control characters but line breaks and tabs`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateFeedbackBody = Static<typeof UpdateFeedbackBodySchema>;
