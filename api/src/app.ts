import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './env.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import { errorHandler, isAppError, sendApiNotFound, sendMethodNotAllowed, VALIDATOR_OPTIONS } from './errors.js';
import allowedMethodsPlugin from './plugins/allowed-methods.js';
import dbPlugin from './plugins/db.js';
import llmPlugin from './plugins/llm.js';
import mailerPlugin from './plugins/mailer.js';
import helmetPlugin from './plugins/helmet.js';
import originCheckPlugin from './plugins/origin-check.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import requestLogPlugin, { DEFAULT_SLOW_REQUEST_MS } from './plugins/request-log.js';
import { buildRequestValidator } from './request-validation.js';
import retrievalPlugin, { openVerseRetriever, type RetrievalPluginOptions } from './plugins/retrieval.js';
import sessionPlugin from './plugins/session.js';
import swaggerPlugin from './plugins/swagger.js';
import webAppPlugin, { isClientRoute } from './plugins/web-app.js';
import type { ChatModel } from './llm/chat-model.js';
import type { VerseRetriever } from './retrieval/types.js';
import adminRoutes from './routes/api/admin/index.js';
import authRoutes from './routes/api/auth/index.js';
import chatSessionRoutes from './routes/api/chat-sessions/index.js';
import configRoutes from './routes/api/config/index.js';
import contactRoutes from './routes/api/contact/index.js';
import emailVerificationRoutes from './routes/api/email-verification/index.js';
import feedbackRoutes from './routes/api/feedback/index.js';
import healthRoutes from './routes/api/health/index.js';
import loginRoutes from './routes/api/login/index.js';
import messageRoutes from './routes/api/messages/index.js';
import passwordResetRoutes from './routes/api/password-reset/index.js';
import logoutRoutes from './routes/api/logout/index.js';
import registerRoutes from './routes/api/register/index.js';
import sharedSessionRoutes from './routes/api/shared-sessions/index.js';
import usageRoutes from './routes/api/usage/index.js';
import userRoutes from './routes/api/user/index.js';
import surahRoutes from './routes/api/surahs/index.js';
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
  /** Used instead of the model built from LLM_* (null: no model); benchmarks pass a zero-latency fake. */
  llm?: ChatModel | null;
  /** Replaces the logger built from LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Bodies are small (a question is at most 1000 characters); this leaves room for JSON overhead. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Node looks for requests past their time limits only this often (30 s by default),
 * so a limit holds to within this interval: a quarter of the headers limit, at most a second.
 */
export function connectionsCheckingIntervalMs(headersTimeoutMs: number): number {
  return Math.min(1_000, Math.max(100, Math.floor(headersTimeoutMs / 4)));
}

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
    // Two lines per request cost more than many a request; plugins/request-log.ts logs those worth a look.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Time allowed to receive a request's headers, and the whole request; answers may stream for longer.
    requestTimeout: config.requestTimeouts.requestMs,
    http: {
      headersTimeout: config.requestTimeouts.headersMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(config.requestTimeouts.headersMs),
    },
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: VALIDATOR_OPTIONS },
    // Bodies are validated strictly (no coercion, unknown properties refused); queries and params as text.
    schemaController: { compilersFactory: { buildValidator: buildRequestValidator } },
    // A malformed or overlong path segment names no resource: the same JSON 404 as any unknown path.
    frameworkErrors: (error, request, reply) =>
      error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendApiNotFound(request, reply)
        : errorHandler(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('lifecycle', createLifecycle());

  // One 404 handler: the app shell for client routes, JSON otherwise (405 with Allow for a
  // known /api path asked with another method).
  const answerUnmatched = (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (app.webApp.available && isRead && isClientRoute(request.url)) return app.webApp.sendShell(request, reply);
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
  await app.register(requestLogPlugin, { slowRequestMs: DEFAULT_SLOW_REQUEST_MS });
  await app.register(dbPlugin, { database: config.database });
  // Before any route: it attaches limits to routes as they are declared, and counts in the database.
  await app.register(rateLimitPlugin);
  // Sessions (request.actor, requireUser/requireAdmin) before anything that reads who is calling.
  await app.register(sessionPlugin);
  await app.register(originCheckPlugin, { publicOrigin: config.publicOrigin, host: config.host });
  const retrieval: RetrievalPluginOptions = overrides.retriever
    ? { retriever: overrides.retriever }
    : { open: () => openVerseRetriever(config, app.log) };
  await app.register(retrievalPlugin, retrieval);
  await app.register(llmPlugin, overrides.llm !== undefined ? { model: overrides.llm } : {});
  await app.register(mailerPlugin);

  // Routes.
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(verseRoutes, { prefix: '/api/verses' });
  await app.register(surahRoutes, { prefix: '/api/surahs' });
  await app.register(configRoutes, { prefix: '/api/config' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(loginRoutes, { prefix: '/api/login' });
  await app.register(registerRoutes, { prefix: '/api/register' });
  await app.register(logoutRoutes, { prefix: '/api/logout' });
  await app.register(emailVerificationRoutes, { prefix: '/api/email-verification' });
  await app.register(passwordResetRoutes, { prefix: '/api/password-reset' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(messageRoutes, { prefix: '/api/messages' });
  await app.register(usageRoutes, { prefix: '/api/usage' });
  await app.register(chatSessionRoutes, { prefix: '/api/chat-sessions' });
  await app.register(sharedSessionRoutes, { prefix: '/api/shared-sessions' });
  await app.register(feedbackRoutes, { prefix: '/api/feedback' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(adminRoutes, { prefix: '/api/admin' });

  // The web app last: its wildcard serves files, and client routes fall back to the shell.
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  app.setNotFoundHandler(answerUnmatched);

  return app;
}
