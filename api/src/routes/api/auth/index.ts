import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInWithGoogle } from '../../../auth/accounts.js';
import { completeSignIn } from '../../../auth/complete-sign-in.js';
import { createGoogleTokenVerifier, GoogleTokenError } from '../../../auth/google-token-verifier.js';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import { CurrentUserSchema, GoogleSignInBodySchema } from '../../../contract/user.js';

const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { googleClientId, googleCertsUrl } = fastify.config;
  // One verifier for the app's life: it caches Google's certificates.
  const verifier = googleClientId ? createGoogleTokenVerifier({ clientId: googleClientId, certsUrl: googleCertsUrl }) : null;

  fastify.post(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google',
        description:
          'Verifies a Google ID token (audience GOOGLE_CLIENT_ID, issuer accounts.google.com, verified email), creates or updates the user and starts a session. The guest conversations of this browser are attached to the account. 404 when Google sign-in is not offered (no GOOGLE_CLIENT_ID); 503 when Google cannot be reached.',
        body: GoogleSignInBodySchema,
        response: { 200: CurrentUserSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      // Not offered here (no GOOGLE_CLIENT_ID) is for good, not a passing outage: no 5xx.
      if (!verifier) throw new AppError('not_found', 'Google sign-in is not offered here.');
      let identity;
      try {
        identity = await verifier.verify(request.body.token);
      } catch (error) {
        if (error instanceof GoogleTokenError) {
          request.log.info({ reason: error.message }, 'Google sign-in refused');
          throw new AppError('unauthorized', 'Google sign-in could not be verified. Please try again.');
        }
        throw new AppError('service_unavailable', 'Google verification failed', { cause: error });
      }
      const user = await signInWithGoogle(fastify.db, fastify.config, identity);
      return completeSignIn(request, user);
    },
  );
};

export default authRoutes;
