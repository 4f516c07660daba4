import { sql, type Kysely } from 'kysely';
import { epochMs, jsonText } from '../migration-dialect.js';

// Frozen in time: typed Kysely<any>, never the app's current table types.

/**
 * The admin role now needs a proven identity: users remember when their address
 * was verified and whether an operator granted or revoked the role; sessions
 * name their user so that all of a user's sessions can be ended at once; and
 * one-time email links (address verification, password reset) are kept hashed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', epochMs(db)).execute();
  await db.schema
    .alterTable('users')
    .addColumn('admin_grant', 'text', (col) => col.check(sql`admin_grant in ('granted', 'revoked')`))
    .execute();
  // Google accounts proved their address at every sign-in; password accounts never did.
  await sql`update users set email_verified_at = coalesce(last_activity_at, created_at) where google_sub is not null`.execute(db);
  await sql`update users set role = 'user' where google_sub is null`.execute(db);

  await db.schema.alterTable('http_sessions').addColumn('user_id', 'text').execute();
  await sql`update http_sessions set user_id = ${jsonText(db, 'data', 'userId')}`.execute(db);
  await db.schema.createIndex('http_sessions_user_idx').on('http_sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('verify_email', 'reset_password')`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', epochMs(db), (col) => col.notNull())
    .addColumn('expires_at', epochMs(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.dropIndex('http_sessions_user_idx').execute();
  await db.schema.alterTable('http_sessions').dropColumn('user_id').execute();
  await db.schema.alterTable('users').dropColumn('admin_grant').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
