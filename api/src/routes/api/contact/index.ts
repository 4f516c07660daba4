import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitContactMessage } from '../../../feedback/submit-feedback.js';
import { errorResponses } from '../../../contract/error.js';
import { ContactBodySchema, FeedbackReceiptSchema } from '../../../contract/feedback.js';
import { isoTime } from '../../../users/user-presenters.js';

const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the team',
        description:
          'The contact form ({name, email, message}, optionally the conversation it is about). Stored for the admins as a `contact` feedback item; rate-limited.',
        body: ContactBodySchema,
        response: { 201: FeedbackReceiptSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const item = await submitContactMessage(fastify.db, request.actor, request.body, Date.now());
      request.rememberGuest();
      return reply.code(201).send({ id: item.id, createdAt: isoTime(item.createdAt) });
    },
  );
};

export default contactRoutes;
