import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitFeedback } from '../../../feedback/submit-feedback.js';
import { errorResponses } from '../../../contract/error.js';
import { CreateFeedbackBodySchema, FeedbackReceiptSchema } from '../../../contract/feedback.js';
import { isoTime } from '../../../users/user-presenters.js';

const feedbackRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback',
        description:
          'Bug reports, ideas, content issues and answer ratings (the thumbs: type answer-rating with a rating and the messageId; a new rating of the same answer replaces the earlier one). Open to guests; rate-limited.',
        body: CreateFeedbackBodySchema,
        response: { 201: FeedbackReceiptSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const item = await submitFeedback(fastify.db, request.actor, request.body, Date.now());
      request.rememberGuest();
      return reply.code(201).send({ id: item.id, createdAt: isoTime(item.createdAt) });
    },
  );
};

export default feedbackRoutes;
