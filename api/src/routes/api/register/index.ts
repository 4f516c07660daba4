import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerWithPassword } from '../../../auth/accounts.js';
import { completeSignIn } from '../../../auth/complete-sign-in.js';
import { errorResponses } from '../../../schemas/error.js';
import { CurrentUserSchema, RegisterBodySchema } from '../../../schemas/user.js';

const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password',
        description: 'Creates the account (password at least 6 characters) and signs it in.',
        body: RegisterBodySchema,
        response: { 201: CurrentUserSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const user = await registerWithPassword(fastify.db, fastify.config, request.body);
      return reply.code(201).send(await completeSignIn(request, user));
    },
  );
};

export default registerRoutes;
