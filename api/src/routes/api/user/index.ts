import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../contract/error.js';
import { CurrentUserSchema } from '../../../contract/user.js';
import { toCurrentUser } from '../../../users/user-presenters.js';

const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        description: '401 when nobody is signed in (the web app reads that as "no user").',
        response: { 200: CurrentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      request.requireUser();
      return toCurrentUser(request.currentUser!);
    },
  );
};

export default userRoutes;
