import fp from 'fastify-plugin';
import { openDatabase, type AppDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

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

/** Opens the app database, brings its schema up to date, and closes it with the server. */
export default fp<DbPluginOptions>(
  async function dbPlugin(fastify, { databasePath }) {
    const db = openDatabase(databasePath);
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
