import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface HelmetPluginOptions {
  /** When the app is served over HTTPS, browsers are told to stay on HTTPS. */
  httpsOnly: boolean;
}

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * A Content-Security-Policy that the Vite-built PWA passes: its own scripts and
 * workers only, inline styles (React style props and Google's button), images from
 * anywhere over HTTPS (Google profile photos), and Google Identity Services for
 * sign-in (script, popup frame, token calls).
 */
function helmetOptions(httpsOnly: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_ACCOUNTS}/gsi/client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", `${GOOGLE_ACCOUNTS}/gsi/`],
        frameSrc: [`${GOOGLE_ACCOUNTS}/gsi/`],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google profile photos are cross-origin images without CORP headers.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: httpsOnly ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options. They depend on nothing in the
 * request, so helmet runs once, against a stand-in response, instead of building
 * its middleware (and the policy string) for every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's security headers, with our Content-Security-Policy, on every response. */
export default fp<HelmetPluginOptions>(
  async function helmetPlugin(fastify, { httpsOnly }) {
    const headers = securityHeaders(helmetOptions(httpsOnly));
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
