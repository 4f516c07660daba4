import { sql, type Kysely } from 'kysely';
import { epochMs, isJson, onPostgres } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

/**
 * Questions and answers may now be in Arabic. SQLite cannot change a CHECK
 * constraint in place, so `messages` is rebuilt with the wider one (no other
 * table references it), in one transaction. PostgreSQL replaces the constraint
 * (within the transaction its migrator runs every migration in).
 */
async function rebuildMessages(db: Kysely<any>, langs: readonly string[]): Promise<void> {
  const allowed = sql.raw(langs.map((lang) => `'${lang}'`).join(', '));
  if (onPostgres(db)) {
    await sql`delete from messages where lang not in (${allowed})`.execute(db);
    await sql`alter table messages drop constraint messages_lang_check,
      add constraint messages_lang_check check (lang in (${allowed}))`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('messages_rebuilt')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('session_id', 'text', (col) => col.notNull().references('chat_sessions.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]').check(isJson(db, 'citations')))
      .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in (${allowed})`))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('complete').check(sql`status in ('complete', 'interrupted')`))
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', epochMs(db), (col) => col.notNull())
      .execute();
    await sql`insert into messages_rebuilt (id, session_id, role, content, citations, lang, status, user_id, created_at)
      select id, session_id, role, content, citations, lang, status, user_id, created_at from messages
      where lang in (${allowed})`.execute(trx);
    await trx.schema.dropTable('messages').execute();
    await trx.schema.alterTable('messages_rebuilt').renameTo('messages').execute();
    await trx.schema.createIndex('messages_session_idx').on('messages').columns(['session_id', 'created_at']).execute();
    await trx.schema.createIndex('messages_created_at_idx').on('messages').column('created_at').execute();
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuildMessages(db, ['en', 'bn', 'ar']);
}

/** Going back drops Arabic turns: the older schema cannot hold them. */
export async function down(db: Kysely<any>): Promise<void> {
  await rebuildMessages(db, ['en', 'bn']);
}
