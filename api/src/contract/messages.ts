import { Type, type Static } from '@sinclair/typebox';
import { ChatSessionIdSchema } from './chat-sessions.js';
import { StringEnum } from './string-enum.js';
import { MAX_MESSAGE_LENGTH, MULTI_LINE_TEXT_PATTERN, WELL_FORMED } from './text-rules.js';

export { MAX_MESSAGE_LENGTH };

/** Languages of questions and answers. The interface itself is English or Bangla. */
export const ANSWER_LANGS = ['en', 'bn', 'ar'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGS)[number];
/** The translations the corpus holds: an Arabic answer shows the verses with one of them. */
export type TranslationLanguage = Exclude<AnswerLanguage, 'ar'>;

/** A verse an answer cites, always rendered from the corpus (never from model text). */
export const CitationSchema = Type.Object({
  key: Type.String({ description: '"surah:ayah"', examples: ['2:153'] }),
  surah: Type.Integer({ minimum: 1, maximum: 114 }),
  ayah: Type.Integer({ minimum: 1 }),
  surahName: Type.String({ description: 'Transliterated surah name, e.g. "Al-Baqarah".' }),
  surahNameBangla: Type.Optional(
    Type.String({
      description: 'The surah name in Bangla script, e.g. "আল-বাকারা", shown in the Bangla interface. Absent from answers stored before it existed.',
    }),
  ),
  arabic: Type.String({ description: 'Uthmani Arabic, exactly as in the corpus.' }),
  translation: Type.String({
    description:
      'Saheeh International (en) or the Bangla translation (bn), exactly as in the corpus; for an Arabic answer, the translation in the interface language (English unless lang was "bn").',
  }),
});
export type Citation = Static<typeof CitationSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  content: Type.String({ description: 'Markdown; citations appear as [[surah:ayah]] markers.' }),
  role: StringEnum(['user', 'assistant']),
  sessionId: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
  userId: Type.Union([Type.String(), Type.Null()], { description: 'The signed-in author; null for guests and answers to guests.' }),
  citations: Type.Array(CitationSchema, { description: 'The verses cited, in order of first citation; [] for questions.' }),
  interrupted: Type.Optional(Type.Boolean({ description: 'True when the client left while the answer was streaming.' })),
});
export type ChatMessageDto = Static<typeof ChatMessageSchema>;

export const SendMessageBodySchema = Type.Object(
  {
    content: Type.String({
      minLength: 1,
      maxLength: MAX_MESSAGE_LENGTH,
      pattern: MULTI_LINE_TEXT_PATTERN,
      ...WELL_FORMED,
      description: 'The question, in English, Bangla or Arabic. Line breaks and tabs are kept; other control characters are refused.',
      'x-error-message': `must be 1 to ${MAX_MESSAGE_LENGTH} characters, not only spaces, with no control characters but line breaks and tabs`,
    }),
    sessionId: ChatSessionIdSchema,
    role: Type.Literal('user', { description: 'Always "user": the client sends questions only.' }),
    lang: Type.Optional(
      StringEnum(ANSWER_LANGS, {
        description:
          'The interface language (en, bn), or "ar" to ask for an Arabic answer. The question’s script decides the answer language when it has letters (Arabic script gets an Arabic answer); otherwise this does. For an Arabic answer, the verse translations shown are English unless this is "bn".',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

export const ListMessagesQuerySchema = Type.Object({ sessionId: ChatSessionIdSchema });
export type ListMessagesQuery = Static<typeof ListMessagesQuerySchema>;

export const MessageListSchema = Type.Object({
  messages: Type.Array(ChatMessageSchema, { description: 'Questions and answers, oldest first.' }),
});
export type MessageList = Static<typeof MessageListSchema>;

/** The events of POST /api/messages/stream, in order: meta, delta*, citations, done (or error). */
export const StreamMetaEventSchema = Type.Object({ userMessageId: Type.String(), assistantMessageId: Type.String() });
export const StreamDeltaEventSchema = Type.Object({ text: Type.String() });
export const StreamCitationsEventSchema = Type.Object({ citations: Type.Array(CitationSchema) });
export const StreamDoneEventSchema = Type.Object({ message: ChatMessageSchema });
