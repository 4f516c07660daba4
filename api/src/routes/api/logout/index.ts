import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../contract/error.js';
import { OkResponseSchema } from '../../../contract/user.js';

const logoutRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        description: 'Destroys the server session and clears its cookie. Succeeds when nobody is signed in.',
        response: { 200: OkResponseSchema, ...errorResponses() },
      },
    },
    async (request) => {
      await request.signOut();
      return { ok: true as const };
    },
  );
};

export default logoutRoutes;
