import fp from 'fastify-plugin';
import { describeDatabase, openDatabase, type AppDatabase, type DatabaseTarget } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { storageFailureOf, type StorageFailure } from '../db/storage-failure.js';
import { reasonOf, StartupError } from '../startup-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app database (Kysely over SQLite or PostgreSQL). Repositories take it as their first argument. */
    db: AppDatabase;
  }
}

/** How long the pool stays open after the server has closed, for writes still owed to cut-off requests. */
const STORE_AFTER_CLOSE_MS = 5_000;

export interface DbPluginOptions {
  /** SQLite (a file path or ':memory:') or DATABASE_URL's PostgreSQL. */
  database: DatabaseTarget;
}

const SQLITE_ADVICE: Record<StorageFailure, string> = {
  damaged: 'is damaged ({reason}): restore it from a backup, or move it aside to start with an empty one',
  access: 'cannot be opened for reading and writing ({reason}): make it and DATA_DIR readable and writable by the user that runs the server',
  missing: 'cannot be created ({reason}): make DATA_DIR writable by the user that runs the server',
  full: 'cannot be written ({reason}): free space on the disk of DATA_DIR',
  busy: 'is locked by another process ({reason}): stop the other server or tool that uses DATA_DIR',
  io: 'cannot be read or written ({reason}): check the disk of DATA_DIR',
  unreachable: 'cannot be reached ({reason})',
};

const POSTGRES_ADVICE: Record<StorageFailure, string> = {
  unreachable: 'cannot be reached ({reason}): check the host and port in DATABASE_URL and that the server is running',
  access: 'refused the connection or a write ({reason}): check the user and password in DATABASE_URL and its rights on the database',
  missing: 'does not exist ({reason}): create it (createdb) or fix its name in DATABASE_URL',
  full: 'cannot be written ({reason}): free space on the database server',
  busy: 'is out of connections or memory ({reason}): lower DATABASE_POOL_SIZE or raise the server’s max_connections',
  damaged: 'reports damaged data ({reason}): restore it from a backup',
  io: 'cannot read or write its files ({reason}): check the database server’s disk',
};

/** A database that cannot be opened, reached or migrated for a reason the operator can fix: say which one and what to do. */
function startupErrorOf(database: DatabaseTarget, error: unknown, migrating: boolean): unknown {
  const failure = storageFailureOf(error);
  const what = describeDatabase(database);
  if (failure === null) {
    // A migration that failed for its own SQL still stops the server with one line that names the step.
    if (!migrating || !(error instanceof Error)) return error;
    return new StartupError(`${error.message} on ${what} (${reasonOf(error.cause ?? error)}): the server did not start; fix the cause and start it again`, {
      cause: error,
    });
  }
  const advice = (database.kind === 'postgres' ? POSTGRES_ADVICE : SQLITE_ADVICE)[failure];
  return new StartupError(`${what} ${advice.replace('{reason}', reasonOf(error))}`, { cause: error });
}

/** Opens the app database, brings its schema up to date, and closes it with the server. */
export default fp<DbPluginOptions>(
  async function dbPlugin(fastify, { database }) {
    let db: AppDatabase;
    try {
      db = openDatabase(database, (error) => fastify.log.warn({ err: error }, 'a database connection was dropped; it will be replaced'));
    } catch (error) {
      throw startupErrorOf(database, error, false);
    }
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw startupErrorOf(database, error, true);
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      // An answer cut off by shutdown still stores what was shown, marked interrupted.
      await fastify.lifecycle.settled(STORE_AFTER_CLOSE_MS);
      await db.destroy();
    });
  },
  { name: 'db' },
);
