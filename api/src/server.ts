import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { prepareDataDir } from './data-dir.js';
import { ConfigError, loadConfig, REPO_ROOT } from './env.js';
import { shutDown } from './shutdown.js';
import { StartupError } from './startup-error.js';

/** Entry point: configuration, the app, listen, and a graceful close on SIGINT/SIGTERM. */

/** Beyond the shutdown delay and grace period, what closing the pool and the index may take. */
const CLOSE_MARGIN_MS = 5_000;

async function main(): Promise<void> {
  // A .env file at the repository root fills in variables the environment does not set.
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  let config;
  try {
    config = prepareDataDir(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      // One problem, one line.
      console.error(error.problems.length === 1 ? `Invalid configuration: ${error.problems[0]} (see .env.example)` : error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A damaged or unreadable file names itself and the fix in one line; anything else is a bug, with its cause.
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.cause && !(error instanceof StartupError)) console.error(error.cause);
    process.exit(1);
  }

  let closing = false;
  const close = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Something stuck must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('close timed out; exiting');
      process.exit(1);
    }, config.shutdown.delayMs + config.shutdown.graceMs + CLOSE_MARGIN_MS);
    timer.unref();
    try {
      // Health answers 503, answers in flight finish, then the onClose hooks: verse index, database pool, model clients.
      await shutDown(app, config.shutdown);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
