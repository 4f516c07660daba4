import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** When the app is served over HTTPS, browsers are told to stay on HTTPS. */
  httpsOnly: boolean;
}

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * Security headers with a Content-Security-Policy that the Vite-built PWA passes:
 * its own scripts and workers only, inline styles (React style props and Google's
 * button), images from anywhere over HTTPS (Google profile photos), and Google
 * Identity Services for sign-in (script, popup frame, token calls).
 */
export default fp<HelmetPluginOptions>(
  async function helmetPlugin(fastify, { httpsOnly }) {
    await fastify.register(helmet, {
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
    });
  },
  { name: 'helmet' },
);
