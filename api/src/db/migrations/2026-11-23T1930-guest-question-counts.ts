import { sql, type Kysely } from 'kysely';
import { epochMs } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

/**
 * Guests' questions are counted apart from the messages, per guest and per client
 * address (kept as a keyed hash), so that neither dropping the cookie nor deleting
 * a conversation gives a guest a fresh budget. Guests' counts so far are carried over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_question_counts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('questions', 'integer', (col) => col.notNull())
    .addColumn('last_question_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guest_question_counts_last_idx').on('guest_question_counts').column('last_question_at').execute();
  await sql`insert into guest_question_counts (key, questions, last_question_at)
    select 'guest:' || chat_sessions.guest_id, count(*), max(messages.created_at)
    from messages join chat_sessions on chat_sessions.id = messages.session_id
    where chat_sessions.guest_id is not null and messages.role = 'user'
    group by chat_sessions.guest_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guest_question_counts').execute();
}
