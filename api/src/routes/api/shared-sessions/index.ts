import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../contract/error.js';
import {
  CreateShareBodySchema,
  CreateShareResponseSchema,
  ShareCodeParamsSchema,
  SharedSessionResponseSchema,
} from '../../../contract/shares.js';
import { revokeSharedConversation, shareConversation, viewSharedConversation } from '../../../shares/shares.service.js';

const sharedSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Share a conversation',
        description:
          'Owner only. Returns an unguessable code (144 random bits, base64url); sharing the same conversation again returns the same code. The link shows the conversation as it is at the moment of (the latest) sharing.',
        body: CreateShareBodySchema,
        response: { 200: CreateShareResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ shareCode: await shareConversation(db, request.actor, request.body.sessionId, Date.now()) }),
  );

  fastify.get(
    '/:shareCode',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Read a shared conversation',
        description:
          'Public and read-only: the title, the description (last question, 100 characters) and the view count, with the messages up to the shared moment. Counts a view unless the owner is looking. Unknown or revoked codes answer 404.',
        params: ShareCodeParamsSchema,
        response: { 200: SharedSessionResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      // Read who is looking without creating a guest identity for every anonymous visitor.
      const viewer = { userId: request.currentUser?.id ?? null, guestId: request.session?.get('guestId') ?? null };
      return viewSharedConversation(db, request.params.shareCode, viewer);
    },
  );

  fastify.delete(
    '/:shareCode',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Revoke a share link',
        description: 'Owner only. The code answers 404 from then on; sharing the conversation again makes a new code.',
        params: ShareCodeParamsSchema,
        response: { 204: { type: 'null', description: 'Revoked.' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await revokeSharedConversation(db, request.actor, request.params.shareCode, Date.now());
      return reply.code(204).send();
    },
  );
};

export default sharedSessionRoutes;
