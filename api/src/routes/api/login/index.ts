import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticateWithPassword, BAD_CREDENTIALS_MESSAGE } from '../../../auth/accounts.js';
import { completeSignIn } from '../../../auth/complete-sign-in.js';
import { LoginThrottle } from '../../../auth/login-throttle.js';
import { DatabaseLoginThrottleStore } from '../../../auth/login-throttle.repository.js';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import { CurrentUserSchema, LoginBodySchema } from '../../../contract/user.js';

const loginRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Counted in the database: every instance sees every failure.
  const throttle = new LoginThrottle(new DatabaseLoginThrottleStore(fastify.db, fastify.config.sessionSecret));

  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Starts a session. Wrong email and wrong password get the same 401. Repeated failures from one address for one account are refused with 429 for a wait that doubles with each failure; one address failing on many accounts, or many unknown addresses on one account, are capped per 15 minutes. An account is never locked for everyone: an address that signed in to it before is not held back by others.',
        body: LoginBodySchema,
        response: { 200: CurrentUserSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const waitMs = await throttle.retryAfterMs(email, request.ip);
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        const wait = retryAfter < 60 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
        throw new AppError('rate_limited', `Too many failed sign-ins. Please try again in ${wait}.`, { details: { retryAfter } });
      }
      const user = await authenticateWithPassword(fastify.db, email, password);
      if (!user) {
        await throttle.recordFailure(email, request.ip);
        throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
      }
      await throttle.recordSuccess(email, request.ip);
      return completeSignIn(request, user);
    },
  );
};

export default loginRoutes;
