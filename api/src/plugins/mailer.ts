import fp from 'fastify-plugin';
import { createSmtpMailer, type Mailer } from '../email/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP mailer from SMTP_URL, or null: no email is ever sent. */
    mailer: Mailer | null;
  }
}

/** Decorates `fastify.mailer` and closes its connections with the app. */
export default fp(
  async function mailerPlugin(fastify) {
    const { smtp } = fastify.config;
    const mailer = smtp ? createSmtpMailer(smtp) : null;
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer?.close());
    if (!mailer) fastify.log.info('no SMTP_URL: addresses cannot be verified and passwords cannot be reset by email');
  },
  { name: 'mailer' },
);
