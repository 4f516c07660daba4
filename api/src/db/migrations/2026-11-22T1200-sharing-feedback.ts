import { sql, type Kysely } from 'kysely';
import { epochMs } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shared_sessions')
    .addColumn('share_code', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by_guest_id', 'text')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shared_through_at', epochMs(db), (col) => col.notNull())
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('revoked_at', epochMs(db))
    .execute();
  // At most one live code per conversation: sharing again returns it.
  await sql`create unique index shared_sessions_live_session_idx on shared_sessions (session_id) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('guest_id', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'reviewed', 'action_required', 'implemented', 'fixed')`),
    )
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('rating', 'text', (col) => col.check(sql`rating in ('positive', 'negative', 'neutral')`))
    // Plain references, no foreign keys: feedback outlives the conversation it is about.
    .addColumn('message_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('response', 'text')
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('updated_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_at_idx').on('feedback').column('created_at').execute();
  await db.schema.createIndex('feedback_message_id_idx').on('feedback').column('message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('shared_sessions').execute();
}
