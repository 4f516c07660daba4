import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  /** PUBLIC_ORIGIN; null: the origin the request itself was addressed to. */
  publicOrigin: string | null;
}

function expectedOrigin(request: FastifyRequest, publicOrigin: string | null): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery guard, on top of SameSite=Lax cookies: a mutating
 * /api request that says where it comes from must come from the app's own
 * origin. Browsers send `Origin` on every cross-origin and every non-GET fetch;
 * requests without it and without `Sec-Fetch-Site` are not from a browser page
 * (curl, server-to-server) and carry no ambient credentials worth forging.
 */
export default fp<OriginCheckOptions>(
  async function originCheckPlugin(fastify, { publicOrigin }) {
    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (origin !== expectedOrigin(request, publicOrigin)) {
          throw new AppError('bad_origin', 'This request must come from the app itself.');
        }
        return;
      }
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw new AppError('bad_origin', 'This request must come from the app itself.');
      }
    });
  },
  { name: 'origin-check' },
);
