import { sql, type Kysely } from 'kysely';
import { epochMs, isJson, onPostgres } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    // The client's session id (a UUID or 1–64 URL-safe characters).
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('last_message_at', epochMs(db), (col) => col.notNull())
    .addColumn('archived_at', epochMs(db))
    // Exactly one owner: a user or a guest.
    .addCheckConstraint('chat_sessions_one_owner', sql`(user_id is null) <> (guest_id is null)`)
    .execute();
  await db.schema
    .createIndex('chat_sessions_user_idx')
    .on('chat_sessions')
    .columns(['user_id', 'archived_at', 'last_message_at'])
    .execute();
  await db.schema.createIndex('chat_sessions_guest_idx').on('chat_sessions').columns(['guest_id', 'last_message_at']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]').check(isJson(db, 'citations')))
    .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in ('en', 'bn')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('complete').check(sql`status in ('complete', 'interrupted')`))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    // Insertion order for turns of the same millisecond: SQLite's implicit rowid, a column of its own on PostgreSQL.
    .$call((table) => (onPostgres(db) ? table.addColumn('rowid', 'bigint', (col) => col.generatedByDefaultAsIdentity()) : table))
    .execute();
  await db.schema.createIndex('messages_session_idx').on('messages').columns(['session_id', 'created_at']).execute();
  await db.schema.createIndex('messages_created_at_idx').on('messages').column('created_at').execute();

  await db.schema
    .createTable('answer_cache')
    .addColumn('cache_key', 'text', (col) => col.primaryKey())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('citations', 'text', (col) => col.notNull().check(isJson(db, 'citations')))
    .addColumn('index_version', 'text', (col) => col.notNull())
    .addColumn('model_version', 'text', (col) => col.notNull())
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('answer_cache').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
