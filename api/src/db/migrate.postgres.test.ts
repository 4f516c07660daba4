import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.js';
import { build } from '../test/build.js';
import { freshPostgresSchema, type PostgresSchema } from '../test/test-database.js';
import { openDatabase, type AppDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

// Only with TEST_DATABASE_URL (vitest.config.ts leaves *.postgres.test.ts out of a run without it).

let schema: PostgresSchema;
let pools: AppDatabase[] = [];
beforeEach(async () => {
  schema = await freshPostgresSchema();
});
afterEach(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
  pools = [];
  await schema.drop();
});

function open(): AppDatabase {
  const db = openDatabase({ kind: 'postgres', url: schema.url, poolSize: 2 });
  pools.push(db);
  return db;
}

describe('migrations on PostgreSQL', () => {
  it('run once when four instances start at the same moment', async () => {
    const applied = await Promise.all([open(), open(), open(), open()].map((db) => migrateToLatest(db)));
    // One instance applied them all under the lock; the others found nothing left to do.
    expect(applied.map((names) => names.length).sort()).toEqual([0, 0, 0, Object.keys(migrations).length]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(open());
    expect(rows[0]!.n).toBe(Object.keys(migrations).length);
  });

  it('keep their bookkeeping in the app’s own schema, apart from another app’s on the same server', async () => {
    const other = await freshPostgresSchema();
    try {
      const otherDb = openDatabase({ kind: 'postgres', url: other.url, poolSize: 1 });
      await migrateToLatest(otherDb);
      await otherDb.destroy();
      expect((await migrateToLatest(open())).length).toBe(Object.keys(migrations).length);
    } finally {
      await other.drop();
    }
  });

  it('stop the server with one line naming the failed step, and leave nothing half-applied', async () => {
    const db = open();
    // A table in the way of the latest migration.
    await sql`create table rate_limit_windows (key text)`.execute(db);
    const failed = build({ env: { DATABASE_URL: schema.url } });
    await expect(failed).rejects.toBeInstanceOf(StartupError);
    await expect(failed).rejects.toThrow(/^Database migration failed at 2026-11-25T1600-rate-limit-windows on the PostgreSQL database postgres:\/\/\S+ \(.*already exists\)/);
    // PostgreSQL runs the pending migrations in one transaction: the earlier ones were undone too.
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });

  it('store epoch milliseconds past 2038 and compare emails case-insensitively', async () => {
    const db = open();
    await migrateToLatest(db);
    const farFuture = Date.UTC(2100, 0, 1);
    await db.insertInto('users').values({ id: 'u', name: 'U', email: 'Amina@Example.org', role: 'user', status: 'active', created_at: farFuture }).execute();
    expect((await db.selectFrom('users').select('created_at').executeTakeFirstOrThrow()).created_at).toBe(farFuture);
    const again = db.insertInto('users').values({ id: 'v', name: 'V', email: 'amina@example.ORG', role: 'user', status: 'active', created_at: 1 }).execute();
    await expect(again).rejects.toMatchObject({ code: '23505' });
  });
});
