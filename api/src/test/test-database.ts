import { inject } from 'vitest';
import { openDatabase, type AppDatabase, type DatabaseKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPostgresSchema, type PostgresSchema } from './postgres-schema.js';

export type { PostgresSchema } from './postgres-schema.js';

/**
 * Which database this test run uses: PostgreSQL when TEST_DATABASE_URL names a
 * server (each test gets a schema of its own there, dropped after), SQLite otherwise.
 * `npm test` runs the suites that touch the database once on each.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** vitest.config.ts passes TEST_DATABASE_URL on ('' when unset). */
    testDatabaseUrl: string;
  }
}

const serverUrl = inject('testDatabaseUrl') || null;

export const testDatabaseKind: DatabaseKind = serverUrl ? 'postgres' : 'sqlite';

/** The TEST_DATABASE_URL server, for tests that need one whatever the run's kind; null when unset. */
export const testPostgresUrl: string | null = serverUrl;

/** A new empty schema on the TEST_DATABASE_URL server; `drop` removes it with everything in it. */
export async function freshPostgresSchema(): Promise<PostgresSchema> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresSchema(serverUrl, 'test');
}

const schemaOf = new WeakMap<AppDatabase, PostgresSchema>();

/**
 * A fresh, migrated app database for a repository test: SQLite in memory, or a
 * new PostgreSQL schema when TEST_DATABASE_URL is set. Close it with closeTestDatabase.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<AppDatabase> {
  let db: AppDatabase;
  if (serverUrl) {
    const schema = await freshPostgresSchema();
    db = openDatabase({ kind: 'postgres', url: schema.url, poolSize: 4 });
    schemaOf.set(db, schema);
  } else {
    db = openDatabase(':memory:');
  }
  if (options.migrate ?? true) await migrateToLatest(db);
  return db;
}

export async function closeTestDatabase(db: AppDatabase): Promise<void> {
  await db.destroy();
  await schemaOf.get(db)?.drop();
}
