import type { Kysely } from 'kysely';
import { epochMs } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

/**
 * The login throttle's counts move from each process's memory into the database,
 * so that spreading password guesses over several instances gains nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_pairs')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_failed_at_idx').on('login_failures').column('failed_at').execute();
  await db.schema
    .createTable('login_known_addresses')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('signed_in_at', epochMs(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pk', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_known_addresses').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('login_pairs').execute();
}
