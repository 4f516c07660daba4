import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emailLinkContext, sendVerificationLink, verifyEmailWithToken } from '../../../auth/email-links.js';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import { EmailVerificationConfirmBodySchema, OkResponseSchema } from '../../../contract/user.js';
import { findUserById } from '../../../users/users.repository.js';

const emailVerificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email the signed-in user a link that verifies their address',
        description:
          'At most one mail a minute per account (a repeat within the minute is answered the same and sends nothing). 404 where no SMTP_URL is configured.',
        response: { 202: OkResponseSchema, ...errorResponses(401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = request.requireUser();
      const user = await findUserById(fastify.db, userId);
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      if (user.emailVerifiedAt !== null) throw new AppError('conflict', 'This email address is already verified.');
      await sendVerificationLink(emailLinkContext(fastify), user);
      return reply.code(202).send({ ok: true as const });
    },
  );

  fastify.post(
    '/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an address with the token of an emailed link',
        description: 'Needs no session: the link may be opened in another browser. A token works once; 400 invalid_token when used, expired or unknown.',
        body: EmailVerificationConfirmBodySchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await verifyEmailWithToken(emailLinkContext(fastify), request.body.token);
      return { ok: true as const };
    },
  );
};

export default emailVerificationRoutes;
