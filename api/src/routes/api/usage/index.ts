import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UsageSchema } from '../../../contract/admin.js';
import { errorResponses } from '../../../contract/error.js';
import { usageOf } from '../../../usage/guest-limit.js';

const usageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['usage'],
        summary: 'The caller’s message count against the guest limit',
        description:
          'For the header’s message count: `used` questions of `limit`, whether the limit applies to this caller (guests, while the admin has it switched on) and after how many messages to prompt for sign-in.',
        response: { 200: UsageSchema, ...errorResponses() },
      },
    },
    async (request) => usageOf(fastify.db, request.actor),
  );
};

export default usageRoutes;
