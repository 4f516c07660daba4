import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer, type ServerProcess } from './load-servers.js';

/** The servers `pnpm bench:load` compares: bare Fastify, and the app on SQLite, on PostgreSQL, and twice on PostgreSQL. */

export type TargetKey = 'bare' | 'sqlite' | 'postgres' | 'postgres-x2';

export interface LoadTarget {
  key: TargetKey;
  label: string;
  /** One per instance; the load is split evenly between them. */
  baseUrls: string[];
  /** The app processes' logs (none for bare Fastify). */
  logFiles: string[];
  stop(): Promise<void>;
}

export interface TargetSetup {
  repoRoot: string;
  work: string;
  /** The environment without any of the app's variables. */
  env: Record<string, string>;
  logLevel: string | undefined;
}

export function logBytes(target: LoadTarget): number {
  return target.logFiles.reduce((sum, file) => sum + statSync(file).size, 0);
}

export async function startBare(setup: TargetSetup, entry: string): Promise<LoadTarget> {
  const port = await freePort();
  const server = await startServer({
    name: 'bare Fastify',
    entry,
    args: [String(port)],
    cwd: join(setup.repoRoot, 'scripts'),
    env: setup.env,
    port,
    readyPath: '/api/health',
    logFile: join(setup.work, 'bare.log'),
  });
  return { key: 'bare', label: 'bare Fastify', baseUrls: [server.baseUrl], logFiles: [], stop: () => server.stop() };
}

/**
 * One app process as `npm start` runs it (tsx src/server.ts, default NODE_ENV and LOG_LEVEL)
 * on a fresh DATA_DIR; only the per-address message limit is raised, since every request
 * comes from 127.0.0.1.
 */
async function startApp(setup: TargetSetup, name: string, extra: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({
    name,
    entry: 'src/server.ts',
    cwd: join(setup.repoRoot, 'api'),
    env: {
      ...setup.env,
      PORT: String(port),
      DATA_DIR: join(setup.work, `data-${name}`),
      RATE_LIMIT_MESSAGES: '100000',
      ...(setup.logLevel ? { LOG_LEVEL: setup.logLevel } : {}),
      ...extra,
    },
    port,
    readyPath: '/api/health',
    logFile: join(setup.work, `${name}.log`),
  });
}

export async function startOnSqlite(setup: TargetSetup): Promise<LoadTarget> {
  const app = await startApp(setup, 'sqlite', {});
  return { key: 'sqlite', label: 'SQLite ×1', baseUrls: [app.baseUrl], logFiles: [app.logFile], stop: () => app.stop() };
}

export async function startOnPostgres(setup: TargetSetup, databaseUrl: string): Promise<LoadTarget> {
  const app = await startApp(setup, 'postgres', { DATABASE_URL: databaseUrl });
  return { key: 'postgres', label: 'PostgreSQL ×1', baseUrls: [app.baseUrl], logFiles: [app.logFile], stop: () => app.stop() };
}

/**
 * Two instances on one database with one session secret, as docker-compose.yml runs them
 * (a session started on one is valid on the other). The client splits the load between
 * them, so what is measured is the instances and the database, not a proxy competing with
 * them for this machine's cores (the compose topology with a proxy is tested in
 * deploy/compose-topology.test.ts).
 */
export async function startTwoOnPostgres(setup: TargetSetup, databaseUrl: string): Promise<LoadTarget> {
  const shared = { DATABASE_URL: databaseUrl, SESSION_SECRET: randomBytes(32).toString('hex') };
  const first = await startApp(setup, 'postgres-a', shared);
  const second = await startApp(setup, 'postgres-b', shared).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  return {
    key: 'postgres-x2',
    label: 'PostgreSQL ×2',
    baseUrls: [first.baseUrl, second.baseUrl],
    logFiles: [first.logFile, second.logFile],
    stop: async () => void (await Promise.all([first.stop(), second.stop()])),
  };
}
