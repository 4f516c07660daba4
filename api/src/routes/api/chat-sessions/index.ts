import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  archiveAllButNewest,
  archiveConversation,
  deleteConversation,
  getOwnedConversation,
  listConversationHistory,
  openConversation,
  renameConversation,
  type Conversation,
} from '../../../conversations/conversations.repository.js';
import { notFound } from '../../../errors.js';
import {
  ArchiveOldResponseSchema,
  ChatSessionListSchema,
  ChatSessionParamsSchema,
  ChatSessionSchema,
  CreateChatSessionBodySchema,
  RenameChatSessionBodySchema,
  type ChatSessionDto,
} from '../../../contract/chat-sessions.js';
import { errorResponses } from '../../../contract/error.js';
import { isoTime } from '../../../users/user-presenters.js';

function toChatSessionDto(session: Conversation): ChatSessionDto {
  return {
    id: session.id,
    sessionId: session.id,
    title: session.title,
    createdAt: isoTime(session.createdAt),
    lastMessageAt: isoTime(session.lastMessageAt),
    archived: session.archivedAt !== null,
  };
}

const NOT_FOUND_MESSAGE = 'Conversation not found.';

/**
 * The caller's conversations. Every route is scoped to its owner (a user, or the
 * guest of this browser session): another person's id answers 404, never 403, so
 * the existence of a conversation does not leak.
 */
const chatSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'List conversations',
        description:
          'The signed-in user’s non-archived conversations, newest activity first, at most 20. Guests have no history: always an empty list.',
        response: { 200: ChatSessionListSchema, ...errorResponses() },
      },
    },
    async (request) => (await listConversationHistory(db, request.actor)).map(toChatSessionDto),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Create a conversation',
        description:
          'Creates the conversation with the id the client generated, or returns it when the caller already has it. An id taken by someone else answers 404.',
        body: CreateChatSessionBodySchema,
        response: { 200: ChatSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { sessionId, title } = request.body;
      const session = await openConversation(db, request.actor, sessionId, Date.now(), title?.trim());
      request.rememberGuest();
      return toChatSessionDto(session);
    },
  );

  fastify.post(
    '/archive-old',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Archive conversations inactive for over 30 days',
        description:
          'Archives the signed-in user’s listed conversations whose last activity is older than 30 days, except the 10 with the newest activity, which stay whatever their age.',
        response: { 200: ArchiveOldResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      return { archived: await archiveAllButNewest(db, actor, Date.now()) };
    },
  );

  fastify.patch(
    '/:id/title',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Rename a conversation',
        params: ChatSessionParamsSchema,
        body: RenameChatSessionBodySchema,
        response: { 200: ChatSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await renameConversation(db, request.actor, id, request.body.title.trim()))) throw notFound(NOT_FOUND_MESSAGE);
      return toChatSessionDto(await getOwnedConversation(db, request.actor, id));
    },
  );

  fastify.patch(
    '/:id/archive',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Archive a conversation',
        description: 'Hides it from the history list. A new message in it lists it again.',
        params: ChatSessionParamsSchema,
        response: { 200: ChatSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await archiveConversation(db, request.actor, id, Date.now()))) throw notFound(NOT_FOUND_MESSAGE);
      return toChatSessionDto(await getOwnedConversation(db, request.actor, id));
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Delete a conversation',
        description: 'Deletes it for good, with its messages and share links (shared links answer 404 afterwards).',
        params: ChatSessionParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteConversation(db, request.actor, request.params.id))) throw notFound(NOT_FOUND_MESSAGE);
      return reply.code(204).send();
    },
  );
};

export default chatSessionRoutes;
