import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { defaultPageHead, langOf, resolvePageHead, type PageHead } from '../web-shell/page-head.js';
import { renderShell } from '../web-shell/render-shell.js';

declare module 'fastify' {
  interface FastifyInstance {
    webApp: {
      /** False when the web app has not been built: the API runs alone. */
      available: boolean;
      /** Answers a client-side route (e.g. /chat/123) with the app shell and that page's head tags. */
      sendShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    };
  }
}

export interface WebAppPluginOptions {
  webDistDir: string;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** The build writes `.br` and `.gz` copies of these beside them (web/tools/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const ENCODED_COPY = /\.(br|gz)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files whose names never change between builds must be revalidated every time
 * (the shell, the service worker and the manifest); Vite's hashed assets never change.
 * A precompressed copy (`.br`, `.gz`) is cached like the file it encodes.
 */
export function cacheControlFor(filePath: string): string {
  const path = filePath.replace(ENCODED_COPY, '');
  const name = path.split(/[\\/]/).pop() ?? '';
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) return NO_CACHE;
  if (/[\\/]assets[\\/]/.test(path) || /^workbox-[0-9a-f]{8,}\.js(\.map)?$/.test(name)) return IMMUTABLE;
  return SHORT;
}

/** Paths that are files (have an extension) get a 404 when missing, never the HTML shell. */
export function isClientRoute(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  const lastSegment = path.split('/').pop() ?? '';
  return !path.startsWith('/api/') && path !== '/api' && !lastSegment.includes('.');
}

/** The encoding to send a generated page in: Brotli when accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.get('*') ?? 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

async function encode(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const body = Buffer.from(html);
  return encoding === 'br'
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
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
        sendShell: async (_request: FastifyRequest, reply: FastifyReply) =>
          reply.code(404).send(new AppError('not_found', 'The web app is not built.').toBody()),
      });
      return;
    }

    const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
    await fastify.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // `/` is a client route: the shell with its head tags, not the bare index.html.
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
        if (COMPRESSIBLE.test(filePath.replace(ENCODED_COPY, ''))) res.setHeader('vary', 'Accept-Encoding');
      },
    });

    async function sendShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const [pathname = '/', query = ''] = request.url.split('?');
      const lang = langOf(query);
      let head: PageHead;
      try {
        head = await resolvePageHead(pathname, lang, { db: fastify.db, retriever: fastify.retriever });
      } catch (error) {
        // A preview is a courtesy: the page itself still loads with the default head.
        request.log.warn({ err: error, pathname }, 'page head unavailable');
        head = defaultPageHead(lang);
      }
      const origin = fastify.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const html = renderShell(template, head, { origin, pathname });
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding');
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await encode(html, encoding));
    }

    fastify.decorate('webApp', { available, sendShell });
    fastify.get('/', { schema: { hide: true } }, sendShell);
  },
  { name: 'web-app', dependencies: ['db', 'retrieval'] },
);
