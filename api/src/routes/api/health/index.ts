import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../../errors.js';
import { pingDatabase } from '../../../db/database.js';
import { errorResponses } from '../../../schemas/error.js';
import { HealthResponseSchema } from '../../../schemas/health.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        description: 'OK when the database answers and the verse index is loaded.',
        response: { 200: HealthResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await pingDatabase(fastify.db);
      } catch (cause) {
        throw new AppError('service_unavailable', 'database unavailable', { cause });
      }
      return { status: 'ok' as const, verses: fastify.retriever.verseCount };
    },
  );
};

export default healthRoutes;
