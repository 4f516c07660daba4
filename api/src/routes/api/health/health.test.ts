import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLogged } from '../../../test/build.js';
import { fillDisk } from '../../../test/full-disk.js';
import { testDatabaseKind } from '../../../test/test-database.js';

let app: FastifyInstance | null = null;
let logs: string[] = [];
afterEach(async () => {
  await app?.close();
  app = null;
  logs = [];
});

/** A real app whose log lines this file's tests read. */
async function start(env: Record<string, string> = {}, options: { sqlite?: boolean } = {}): Promise<FastifyInstance> {
  const built = await buildLogged({ env, ...options });
  logs = built.logs;
  return built.app;
}

describe('GET /api/health', () => {
  it('reports the verse index, the database and the disk of DATA_DIR', async () => {
    app = await start();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', verses: 6236, database: testDatabaseKind, checks: { database: 'ok', disk: 'ok' } });
  }, 30_000);

  it('answers 503 naming the database when it cannot take a write (its disk is full), and logs why', async () => {
    // A full disk under the SQLite file; PostgreSQL's server keeps its own disk.
    app = await start({}, { sqlite: true });
    await fillDisk(app.db);
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'storage_unavailable',
      message: expect.any(String),
      database: 'sqlite',
      checks: { database: 'failing', disk: 'ok' },
    });
    expect(response.body).not.toMatch(/SQLITE/);
    expect(logs.join('\n')).toContain('SQLITE_FULL');
  }, 30_000);

  it('answers 503 naming the disk when DATA_DIR has less free space than DATA_DIR_MIN_FREE_MB', async () => {
    // More than any test machine's disk holds.
    app = await start({ DATA_DIR_MIN_FREE_MB: '1000000000' });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'storage_unavailable',
      message: expect.any(String),
      database: testDatabaseKind,
      checks: { database: 'ok', disk: 'low' },
    });
    expect(logs.join('\n')).toMatch(/free/);
  }, 30_000);
});
