import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Names of this machine as a URL spells them. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Listen addresses that stand for every interface, not for one name. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]', '*']);

export interface OriginCheckOptions {
  /** PUBLIC_ORIGIN; null: the origin the request itself was addressed to, on this machine or HOST. */
  publicOrigin: string | null;
  /** HOST, the address the server listens on. */
  host: string;
}

/** The hostnames a request may be addressed to without PUBLIC_ORIGIN: loopback, and HOST unless it is a wildcard. */
export function allowedHostnames(host: string): Set<string> {
  const allowed = new Set(LOOPBACK_HOSTNAMES);
  const trimmed = host.trim().toLowerCase();
  if (!WILDCARD_HOSTS.has(trimmed)) allowed.add(trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed);
  return allowed;
}

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

function comesFromTheApp(request: FastifyRequest, origin: string, options: OriginCheckOptions, hostnames: Set<string>): boolean {
  if (options.publicOrigin !== null) return origin === options.publicOrigin;
  // Same origin as the request, and the request addressed to this machine: a page on another
  // site whose name was rebound to 127.0.0.1 (DNS rebinding) names its own host in both.
  if (origin !== `${request.protocol}://${request.host}`) return false;
  const hostname = hostnameOf(origin);
  return hostname !== null && hostnames.has(hostname);
}

/**
 * Cross-site request forgery guard, on top of SameSite=Lax cookies: a mutating
 * /api request that says where it comes from must come from the app's own
 * origin. Browsers send `Origin` on every cross-origin and every non-GET fetch;
 * requests without it and without `Sec-Fetch-Site` are not from a browser page
 * (curl, server-to-server) and carry no ambient credentials worth forging.
 */
export default fp<OriginCheckOptions>(
  async function originCheckPlugin(fastify, options) {
    const hostnames = allowedHostnames(options.host);
    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!comesFromTheApp(request, origin, options, hostnames)) {
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
