import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './env.js';
import { errorHandler, isAppError, sendApiNotFound, sendMethodNotAllowed, VALIDATOR_OPTIONS } from './errors.js';
import allowedMethodsPlugin from './plugins/allowed-methods.js';
import dbPlugin from './plugins/db.js';
import helmetPlugin from './plugins/helmet.js';
import retrievalPlugin, { openVerseRetriever, type RetrievalPluginOptions } from './plugins/retrieval.js';
import swaggerPlugin from './plugins/swagger.js';
import webAppPlugin, { isClientRoute } from './plugins/web-app.js';
import type { VerseRetriever } from './retrieval/types.js';
import healthRoutes from './routes/api/health/index.js';
import verseRoutes from './routes/api/verses/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Parts a test or benchmark can replace with its own (each must speak the real interface). */
export interface AppOverrides {
  /** Used instead of opening VERSE_INDEX_PATH; the caller closes it. */
  retriever?: VerseRetriever;
  /** Replaces the logger built from LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
}

/** Bodies are small (a question is at most 1000 characters); this leaves room for JSON overhead. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A hop count means "trust the nearest n proxies"; Fastify takes that as a function. */
function trustProxyOption(value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The whole app, ready to `listen` or `inject`. Registration order is explicit:
 * external plugins, then our own plugins, then routes, then the web app (whose
 * wildcard must come last). Add a plugin or a route folder to its group below.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Time allowed to receive a whole request; answers may stream for longer.
    requestTimeout: 30_000,
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: VALIDATOR_OPTIONS },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);

  // One 404 handler: the app shell for client routes, JSON otherwise (405 with Allow for a
  // known /api path asked with another method).
  const answerUnmatched = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (app.webApp.available && isRead && isClientRoute(request.url)) return app.webApp.sendShell(reply);
    const allowed = app.allowedMethods(request.url);
    if (allowed.length > 0) return sendMethodNotAllowed(request, reply, allowed);
    return sendApiNotFound(request, reply);
  };
  // Routing decides before the body does: an unmatched request with a body problem (e.g. a
  // QUERY without Content-Type) still gets its 404/405. Oversized bodies keep their 413.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    request.is404 && error.statusCode !== 413 && !isAppError(error)
      ? answerUnmatched(request, reply)
      : errorHandler(error, request, reply),
  );

  // External plugins (and the route table behind 405 answers, which must see every route).
  await app.register(allowedMethodsPlugin);
  await app.register(helmetPlugin, { httpsOnly: config.publicOrigin?.startsWith('https://') ?? false });
  await app.register(swaggerPlugin);

  // Our own plugins.
  await app.register(dbPlugin, { databasePath: config.databasePath });
  const retrieval: RetrievalPluginOptions = overrides.retriever
    ? { retriever: overrides.retriever }
    : { open: () => openVerseRetriever(config) };
  await app.register(retrievalPlugin, retrieval);

  // Routes.
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(verseRoutes, { prefix: '/api/verses' });

  // The web app last: its wildcard serves files, and client routes fall back to the shell.
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  app.setNotFoundHandler(answerUnmatched);

  return app;
}
