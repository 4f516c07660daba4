import { sql, type Kysely } from 'kysely';
import { epochMs, isJson, onPostgres } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => (onPostgres(db) ? col.notNull() : col.notNull().unique().modifyEnd(sql`collate nocase`)))
    .addColumn('photo_url', 'text')
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('last_activity_at', epochMs(db))
    .execute();
  // One account per address, compared case-insensitively (PostgreSQL has no NOCASE: an index on lower(email)).
  if (onPostgres(db)) await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('http_sessions')
    .addColumn('sid', 'text', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull().check(isJson(db, 'data')))
    .addColumn('expires_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('http_sessions_expires_at_idx').on('http_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('http_sessions').execute();
  await db.schema.dropTable('users').execute();
}
