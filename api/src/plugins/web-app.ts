import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    webApp: {
      /** False when the web app has not been built: the API runs alone. */
      available: boolean;
      /** Answers a client-side route (e.g. /chat/123) with the app shell. */
      sendShell(reply: FastifyReply): FastifyReply;
    };
  }
}

export interface WebAppPluginOptions {
  webDistDir: string;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Files whose names never change between builds must be revalidated every time
 * (the shell, the service worker and the manifest); Vite's hashed assets never change.
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) return NO_CACHE;
  if (/[\\/]assets[\\/]/.test(filePath) || /^workbox-[0-9a-f]{8,}\.js(\.map)?$/.test(name)) return IMMUTABLE;
  return SHORT;
}

/** Paths that are files (have an extension) get a 404 when missing, never the HTML shell. */
export function isClientRoute(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  const lastSegment = path.split('/').pop() ?? '';
  return !path.startsWith('/api/') && path !== '/api' && !lastSegment.includes('.');
}

/** Serves the built PWA from WEB_DIST_DIR; without a build, `/` explains how to make one. */
export default fp<WebAppPluginOptions>(
  async function webAppPlugin(fastify, { webDistDir }) {
    const available = existsSync(join(webDistDir, 'index.html'));

    if (!available) {
      fastify.log.warn({ webDistDir }, 'web app not built: serving the API only');
      fastify.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(
          '<!doctype html><meta charset="utf-8"><title>Quran Assistant API</title>' +
            '<p>The API is running, but the web app is not built. Run <code>npm start</code> ' +
            '(or <code>pnpm build</code>) to build it. API documentation: <a href="/api/docs">/api/docs</a>.</p>',
        ),
      );
      fastify.decorate('webApp', {
        available,
        sendShell: (reply: FastifyReply) =>
          reply.code(404).send(new AppError('not_found', 'The web app is not built.').toBody()),
      });
      return;
    }

    await fastify.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
      },
    });
    fastify.decorate('webApp', {
      available,
      sendShell: (reply: FastifyReply) => reply.code(200).sendFile('index.html'),
    });
  },
  { name: 'web-app' },
);
