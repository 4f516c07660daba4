import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { databaseKind } from '../../../db/database.js';
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

  const database = databaseKind(fastify.db);

  fastify.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        description:
          'OK when the verse index is loaded, the database answers a read and takes a write, and DATA_DIR’s disk has at least DATA_DIR_MIN_FREE_MB free; names the database engine. 503 storage_unavailable names the part that failed (checked at most every two seconds); 503 service_unavailable: the instance is shutting down. A load balancer takes the instance out on any 503.',
        response: { 200: HealthResponseSchema, ...errorResponses(), 503: HealthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      const checks = await storage.check();
      if (fastify.lifecycle.draining) {
        const { message } = new AppError('service_unavailable', 'shutting down').toBody();
        return reply.code(503).send({ code: 'service_unavailable' as const, message, database, checks });
      }
      if (checks.database !== 'ok' || checks.disk !== 'ok') {
        const { message } = new AppError('storage_unavailable', 'storage unavailable').toBody();
        return reply.code(503).send({ code: 'storage_unavailable' as const, message, database, checks });
      }
      return { status: 'ok' as const, verses: fastify.retriever.verseCount, database, checks };
    },
  );
};

export default healthRoutes;
