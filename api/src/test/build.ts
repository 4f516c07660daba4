import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../app.js';
import { prepareDataDir } from '../data-dir.js';
import { loadConfig, type AppConfig, type Env } from '../env.js';
import { openVerseRetriever } from '../plugins/retrieval.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { freshPostgresSchema, testDatabaseKind } from './test-database.js';

export interface BuildOptions {
  /**
   * Environment variables on top of the test defaults (NODE_ENV=test, a fresh DATA_DIR,
   * no web app, a fresh database). DATABASE_URL given here is used as it is ('' for SQLite).
   */
  env?: Env;
  /** A test of the SQLite file itself (its disk, its modes) runs on SQLite in every run. */
  sqlite?: boolean;
  overrides?: AppOverrides;
}

/** One real verse index per test file: opening it per test would only cost time. */
const sharedRetrievers = new Map<string, Promise<VerseRetriever>>();

function sharedRetriever(config: AppConfig): Promise<VerseRetriever> {
  let retriever = sharedRetrievers.get(config.verseIndexPath);
  if (!retriever) {
    retriever = openVerseRetriever(config);
    sharedRetrievers.set(config.verseIndexPath, retriever);
  }
  return retriever;
}

/**
 * A real app on a fresh database: a new temporary DATA_DIR (the migrations run on
 * a new `app.sqlite`, or on a new PostgreSQL schema when TEST_DATABASE_URL is set),
 * the real verse index, no web app unless WEB_DIST_DIR is given. The temporary
 * folder and schema are removed when the app closes.
 *
 *   const app = await build();
 *   afterEach(() => app.close());
 */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quran-assistant-test-'));
  const chosen = options.env && 'DATABASE_URL' in options.env;
  const schema = !chosen && !options.sqlite && testDatabaseKind === 'postgres' ? await freshPostgresSchema() : null;
  const removeData = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  };
  try {
    const config = prepareDataDir(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'web-dist-not-built'),
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ...options.env,
      }),
    );
    const retriever = options.overrides?.retriever ?? (await sharedRetriever(config));
    const app = await buildApp(config, { ...options.overrides, retriever });
    app.addHook('onClose', removeData);
    await app.ready();
    return app;
  } catch (error) {
    await removeData();
    throw error;
  }
}

/** `build`, keeping the app's log lines (JSON) from `level` up, for a test that checks what is logged. */
export async function buildLogged(options: BuildOptions & { level?: string } = {}): Promise<{ app: FastifyInstance; logs: string[] }> {
  const logs: string[] = [];
  const logger = { level: options.level ?? 'warn', stream: { write: (line: string) => void logs.push(line) } };
  const app = await build({ ...options, overrides: { ...options.overrides, logger } });
  return { app, logs };
}

/** Starts the app on 127.0.0.1 with a free port and returns its base URL, e.g. "http://127.0.0.1:41234". */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
