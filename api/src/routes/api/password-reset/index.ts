import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emailLinkContext, resetPasswordWithToken, sendPasswordResetLink } from '../../../auth/email-links.js';
import { completeSignIn } from '../../../auth/complete-sign-in.js';
import { errorResponses } from '../../../contract/error.js';
import { CurrentUserSchema, OkResponseSchema, PasswordResetConfirmBodySchema, PasswordResetRequestBodySchema } from '../../../contract/user.js';

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link',
        description:
          'Answers 202 whether or not an account has this address (and before any mail is sent), so it tells nobody which addresses have accounts. 404 where no SMTP_URL is configured.',
        body: PasswordResetRequestBodySchema,
        response: { 202: OkResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      sendPasswordResetLink(emailLinkContext(fastify), request.body.email);
      return reply.code(202).send({ ok: true as const });
    },
  );

  fastify.post(
    '/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The token works once. Every other session of the account ends and this browser is signed in; the address counts as verified.',
        body: PasswordResetConfirmBodySchema,
        response: { 200: CurrentUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await resetPasswordWithToken(emailLinkContext(fastify), request.body.token, request.body.password);
      return completeSignIn(request, user);
    },
  );
};

export default passwordResetRoutes;
