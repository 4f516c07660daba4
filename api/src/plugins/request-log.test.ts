import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import requestLogPlugin from './request-log.js';

let app: FastifyInstance;
afterEach(() => app.close());

/** A Fastify app as app.ts makes it (no request logging of its own), logging into an array. */
async function appLoggingTo(lines: Array<Record<string, unknown>>, level: string, slowRequestMs: number): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  app = Fastify({ logger: { level, stream }, disableRequestLogging: true });
  await app.register(requestLogPlugin, { slowRequestMs });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the database is gone');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { ok: true };
  });
  return app;
}

describe('request logging', () => {
  it('writes nothing for a request that went well', async () => {
    const lines: Array<Record<string, unknown>> = [];
    await appLoggingTo(lines, 'info', 1_000);
    expect((await app.inject('/fine?q=a private question')).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one compact line for a server error, without the query', async () => {
    const lines: Array<Record<string, unknown>> = [];
    await appLoggingTo(lines, 'info', 1_000);
    expect((await app.inject('/broken?q=a private question')).statusCode).toBe(500);
    const line = lines.find((entry) => entry.msg === 'request failed');
    expect(line).toMatchObject({ level: 50, req: { method: 'GET', url: '/broken' }, res: { statusCode: 500 }, responseTime: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toContain('private question');
  });

  it('writes a line for a slow request, and one for every request at debug', async () => {
    const slow: Array<Record<string, unknown>> = [];
    await appLoggingTo(slow, 'info', 10);
    await app.inject('/slow');
    expect(slow).toEqual([expect.objectContaining({ level: 40, msg: 'slow request', req: { method: 'GET', url: '/slow' } })]);
    await app.close();

    const debug: Array<Record<string, unknown>> = [];
    await appLoggingTo(debug, 'debug', 1_000);
    await app.inject('/fine');
    expect(debug).toEqual([expect.objectContaining({ level: 20, msg: 'request', res: { statusCode: 200 } })]);
  });
});
