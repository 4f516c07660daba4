import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MIN_PASSWORD_LENGTH } from '../../../auth/password.js';
import { MAX_LISTED_CHAT_SESSIONS } from '../../../contract/chat-sessions.js';
import { MAX_QUERY_LENGTH } from '../../../contract/verse.js';
import { errorResponses } from '../../../contract/error.js';
import { PublicConfigSchema } from '../../../contract/settings.js';
import { getMessageLimitSettings } from '../../../settings/settings.repository.js';

const configRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings for the web app',
        description: 'Google client id, footer links, support email and limits. Contains nothing secret.',
        response: { 200: PublicConfigSchema, ...errorResponses() },
      },
    },
    async () => {
      const { googleClientId, links } = fastify.config;
      const guestLimit = await getMessageLimitSettings(fastify.db);
      return {
        googleClientId,
        emailEnabled: fastify.mailer !== null && fastify.config.publicOrigin !== null,
        alternativeAssistantUrl: links.alternativeAssistantUrl,
        authorName: links.authorName,
        authorUrl: links.authorUrl,
        builtWithAiUrl: links.builtWithAiUrl,
        supportEmail: links.supportEmail,
        limits: {
          messageMaxLength: MAX_QUERY_LENGTH,
          passwordMinLength: MIN_PASSWORD_LENGTH,
          historySessions: MAX_LISTED_CHAT_SESSIONS,
          guestMessages: {
            enabled: guestLimit.enabled,
            limit: guestLimit.limit,
            promptAfter: guestLimit.promptMessageCount,
          },
        },
      };
    },
  );
};

export default configRoutes;
