import type { Kysely } from 'kysely';
import { epochMs, isJson } from '../migration-dialect.js';

// Migrations are frozen in time: they use Kysely<any>, never the app's current table types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull().check(isJson(db, 'value')))
    .addColumn('updated_at', epochMs(db), (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
}
