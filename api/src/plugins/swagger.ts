import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' TypeBox schemas, at
 * /api/docs (UI) and /api/docs/json. Register before any route so every route is seen.
 */
export default fp(
  async function swaggerPlugin(fastify) {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Quran Assistant API',
          description:
            'Answers questions about Islam and the Quran in English and Bangla, backing every answer with real, verified Quranic verses. Errors are always `{code, message}` JSON.',
          version: '0.1.0',
          license: { name: 'MIT' },
        },
        tags: [
          { name: 'health', description: 'Liveness and readiness' },
          { name: 'verses', description: 'Verse search and lookup' },
          { name: 'quran', description: 'The Quran for the reader: the surah list and whole surahs' },
          { name: 'auth', description: 'Sign-in (Google, email and password), the current user, sign-out' },
          { name: 'config', description: 'Public settings for the web app' },
          { name: 'usage', description: 'The guest message count' },
          { name: 'conversations', description: 'The caller’s conversations (404 for anyone else’s)' },
          { name: 'sharing', description: 'Public read-only links to a conversation' },
          { name: 'feedback', description: 'Feedback, answer ratings and the contact form' },
          { name: 'admin', description: 'Administrators only: 401 when not signed in, 403 for other users' },
        ],
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      staticCSP: false,
    });
  },
  { name: 'swagger' },
);
