import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../contract/error.js';
import {
  KEEP_ON_ARCHIVE_OLD,
  MAX_CONTACT_LENGTH,
  MAX_FEEDBACK_LENGTH,
  MAX_LISTED_CHAT_SESSIONS,
  MAX_MESSAGE_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../contract/limits.js';
import { PublicConfigSchema, type PublicConfig } from '../../../contract/settings.js';
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
    async (): Promise<PublicConfig> => {
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
        // The limits the server enforces, from the contract both ends import.
        limits: {
          messageMaxLength: MAX_MESSAGE_LENGTH,
          titleMaxLength: MAX_TITLE_LENGTH,
          passwordMinLength: MIN_PASSWORD_LENGTH,
          historySessions: MAX_LISTED_CHAT_SESSIONS,
          keepOnArchiveOld: KEEP_ON_ARCHIVE_OLD,
          contactMessageMaxLength: MAX_CONTACT_LENGTH,
          feedbackMaxLength: MAX_FEEDBACK_LENGTH,
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
