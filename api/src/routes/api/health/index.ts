import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StorageProbe } from '../../../db/storage-probe.js';
import { AppError } from '../../../errors.js';
import { errorResponses } from '../../../contract/error.js';
import { HealthResponseSchema, HealthUnavailableSchema } from '../../../contract/health.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = new StorageProbe({
    db: fastify.db,
    dataDir: fastify.config.dataDir,
    minFreeBytes: fastify.config.dataDirMinFreeBytes,
    log: fastify.log,
  });

  fastify.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        description:
          'OK when the verse index is loaded, the database answers a read and takes a write, and DATA_DIR’s disk has at least DATA_DIR_MIN_FREE_MB free. 503 storage_unavailable names the part that failed. Checked at most every two seconds.',
        response: { 200: HealthResponseSchema, ...errorResponses(), 503: HealthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      const checks = await storage.check();
      if (checks.database !== 'ok' || checks.disk !== 'ok') {
        const { message } = new AppError('storage_unavailable', 'storage unavailable').toBody();
        return reply.code(503).send({ code: 'storage_unavailable' as const, message, checks });
      }
      return { status: 'ok' as const, verses: fastify.retriever.verseCount, checks };
    },
  );
};

export default healthRoutes;
