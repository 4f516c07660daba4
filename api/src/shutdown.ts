import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** How long health reports 503 while requests are still served, so a load balancer notices first. */
  delayMs: number;
  /** How long requests in flight (streamed answers) may still run once the server stops accepting connections. */
  graceMs: number;
}

/**
 * Takes the instance out of service: health answers 503 at once; after `delayMs`
 * the server stops accepting connections and waits for the requests in flight,
 * cutting those still open after `graceMs`; the database pool and the other
 * resources close last (onClose hooks run once every connection has ended).
 */
export async function shutDown(app: FastifyInstance, times: ShutdownTimes): Promise<void> {
  app.lifecycle.draining = true;
  if (times.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, times.delayMs));
  const cut = setTimeout(() => {
    app.log.warn({ graceMs: times.graceMs }, 'requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, times.graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
