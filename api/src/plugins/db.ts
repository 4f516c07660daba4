import fp from 'fastify-plugin';
import { openDatabase, type AppDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { storageFailureOf, type StorageFailure } from '../db/storage-failure.js';
import { reasonOf, StartupError } from '../startup-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app database (Kysely over better-sqlite3). Repositories take it as their first argument. */
    db: AppDatabase;
  }
}

export interface DbPluginOptions {
  /** A file path or ':memory:'. */
  databasePath: string;
}

/** A database that cannot be opened or migrated for a reason the operator can fix: say which file and what to do. */
function startupErrorOf(databasePath: string, error: unknown): unknown {
  const failure = storageFailureOf(error);
  if (failure === null) return error;
  const what = `the app database ${databasePath}`;
  const reason = reasonOf(error);
  const messages: Record<StorageFailure, string> = {
    damaged: `${what} is damaged (${reason}): restore it from a backup, or move it aside to start with an empty one`,
    access: `${what} cannot be opened for reading and writing (${reason}): make it and DATA_DIR readable and writable by the user that runs the server`,
    missing: `${what} cannot be created (${reason}): make DATA_DIR writable by the user that runs the server`,
    full: `${what} cannot be written (${reason}): free space on the disk of DATA_DIR`,
    busy: `${what} is locked by another process (${reason}): stop the other server or tool that uses DATA_DIR`,
    io: `${what} cannot be read or written (${reason}): check the disk of DATA_DIR`,
  };
  return new StartupError(messages[failure], { cause: error });
}

/** Opens the app database, brings its schema up to date, and closes it with the server. */
export default fp<DbPluginOptions>(
  async function dbPlugin(fastify, { databasePath }) {
    let db: AppDatabase;
    try {
      db = openDatabase(databasePath);
    } catch (error) {
      throw startupErrorOf(databasePath, error);
    }
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw startupErrorOf(databasePath, error);
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
