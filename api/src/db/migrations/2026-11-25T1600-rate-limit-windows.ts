import type { Kysely } from 'kysely';
import { epochMs } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

/**
 * Rate-limit counters move from each process's memory into the database, so
 * that instances behind one load balancer share every client's budget.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_resets_idx').on('rate_limit_windows').column('resets_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
