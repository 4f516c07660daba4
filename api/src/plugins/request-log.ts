import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestLogOptions {
  /** A response that takes longer (streams of answers excepted) is logged as slow. */
  slowRequestMs: number;
}

export const DEFAULT_SLOW_REQUEST_MS = 1_000;

/** Method, path (never the query, which holds people's questions), status and time. */
function summary(request: FastifyRequest, reply: FastifyReply): object {
  const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
  return { req: { method: request.method, url: path }, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) };
}

function isEventStream(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

/**
 * One compact line per request that needs a look: a server error, or a slow answer.
 * Fastify's own two lines per request (about 400 bytes at info) are turned off in
 * app.ts; every request is still logged at debug. Causes of errors are logged by the
 * error handler, with the same request id.
 */
export default fp<RequestLogOptions>(
  async function requestLogPlugin(fastify, { slowRequestMs }) {
    const logEveryRequest = fastify.log.level === 'debug' || fastify.log.level === 'trace';
    fastify.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode >= 500) request.log.error(summary(request, reply), 'request failed');
      else if (reply.elapsedTime > slowRequestMs && !isEventStream(reply)) request.log.warn(summary(request, reply), 'slow request');
      else if (logEveryRequest) request.log.debug(summary(request, reply), 'request');
      done();
    });
  },
  { name: 'request-log' },
);
