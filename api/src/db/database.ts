import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from '../env-sections.js';
import { openPostgres, redactedUrl } from './postgres.js';
import { openSqlite } from './sqlite.js';
import type { AppSettingsTable } from '../settings/app-settings.table.js';
import type { HttpSessionsTable } from '../auth/http-sessions.table.js';
import type { UsersTable } from '../users/users.table.js';
import type { ConversationsTable } from '../conversations/conversations.table.js';
import type { MessagesTable } from '../messages/messages.table.js';
import type { AnswerCacheTable } from '../answer/answer-cache.table.js';
import type { SharedConversationsTable } from '../shares/shared-conversations.table.js';
import type { FeedbackTable } from '../feedback/feedback.table.js';
import type { EmailTokensTable } from '../auth/email-tokens.table.js';
import type { GuestQuestionCountsTable } from '../usage/guest-question-counts.table.js';
import type { RateLimitWindowsTable } from '../usage/rate-limit-windows.table.js';
import type { LoginFailuresTable, LoginKnownAddressesTable, LoginPairsTable } from '../auth/login-throttle.table.js';

/**
 * Every table of the app database, for Kysely's types. Each domain keeps its
 * table interface beside its repository (`<domain>/<name>.table.ts`) and adds
 * one line here.
 */
export interface Database {
  app_settings: AppSettingsTable;
  users: UsersTable;
  http_sessions: HttpSessionsTable;
  chat_sessions: ConversationsTable;
  messages: MessagesTable;
  answer_cache: AnswerCacheTable;
  shared_sessions: SharedConversationsTable;
  feedback: FeedbackTable;
  email_tokens: EmailTokensTable;
  guest_question_counts: GuestQuestionCountsTable;
  rate_limit_windows: RateLimitWindowsTable;
  login_pairs: LoginPairsTable;
  login_failures: LoginFailuresTable;
  login_known_addresses: LoginKnownAddressesTable;
}

export type AppDatabase = Kysely<Database>;

export type { DatabaseTarget } from '../env-sections.js';
export type DatabaseKind = DatabaseTarget['kind'];

/** A prepared `select 1` per open SQLite database: health checks ask often, and preparing it each time costs more than running it. */
const pings = new WeakMap<AppDatabase, () => void>();

/**
 * Opens the app database: a SQLite file path (or ':memory:'), or the target the
 * configuration names (DATABASE_URL's PostgreSQL). PostgreSQL connects lazily:
 * an unreachable server shows at the first query (the migrations, at startup).
 * `onPoolError` hears of idle PostgreSQL connections the server dropped (they are replaced).
 */
export function openDatabase(target: string | DatabaseTarget, onPoolError: (error: Error) => void = () => {}): AppDatabase {
  const resolved: DatabaseTarget = typeof target === 'string' ? { kind: 'sqlite', path: target } : target;
  if (resolved.kind === 'postgres') return openPostgres<Database>(resolved, onPoolError).db;
  const { db, ping } = openSqlite<Database>(resolved.path);
  pings.set(db, ping);
  return db;
}

/** Which engine a database (or a transaction of it) runs on, for the few statements that differ. */
export function databaseKind(db: Pick<AppDatabase, 'getExecutor'>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The database named for an operator, without secrets: the SQLite file, or the PostgreSQL URL without its password. */
export function describeDatabase(target: DatabaseTarget): string {
  return target.kind === 'sqlite' ? `the app database ${target.path}` : `the PostgreSQL database ${redactedUrl(target.url)}`;
}

/** A write refused because a UNIQUE constraint or index already holds the value (both engines). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || /UNIQUE constraint failed/.test(error.message);
}

/** Throws when the database cannot answer a trivial query. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  const ping = pings.get(db);
  if (ping) ping();
  else await sql`select 1`.execute(db);
}

const ROLL_BACK = Symbol('roll back');

/**
 * Throws unless the database answers a read and takes a write that needs a new
 * page: a full disk, a read-only or damaged file, a lock held past the busy
 * timeout, or a PostgreSQL server that is gone or refuses writes fails it. The
 * write is rolled back; nothing is kept.
 */
export async function probeDatabaseWrites(db: AppDatabase): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  try {
    await db.transaction().execute(async (trx) => {
      if (postgres) {
        // A temporary table: instances probing at once never wait on each other's catalog rows.
        await sql`select count(*) from pg_catalog.pg_class`.execute(trx);
        await sql`create temporary table storage_probe (page bytea) on commit drop`.execute(trx);
      } else {
        await sql`select count(*) from sqlite_schema`.execute(trx);
        // A new table takes a new page (its root), and the write lock.
        await sql`create table storage_probe (page blob)`.execute(trx);
      }
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}
