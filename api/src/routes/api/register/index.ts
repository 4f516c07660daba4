import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerWithPassword } from '../../../auth/accounts.js';
import { completeSignIn } from '../../../auth/complete-sign-in.js';
import { emailLinkContext, sendVerificationLink } from '../../../auth/email-links.js';
import { errorResponses } from '../../../contract/error.js';
import { CurrentUserSchema, RegisterBodySchema } from '../../../contract/user.js';

const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password',
        description:
          'Creates the account (password at least 6 characters) and signs it in. Where email is configured (SMTP_URL), a link to verify the address is mailed; an unverified address never carries the admin role.',
        body: RegisterBodySchema,
        response: { 201: CurrentUserSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const user = await registerWithPassword(fastify.db, request.body);
      const signedIn = await completeSignIn(request, user);
      if (fastify.mailer) {
        // The account exists whatever the mail server does; the link can be asked for again.
        sendVerificationLink(emailLinkContext(fastify), user).catch((error: unknown) =>
          request.log.error({ err: error, userId: user.id }, 'verification mail failed'),
        );
      }
      return reply.code(201).send(signedIn);
    },
  );
};

export default registerRoutes;
