import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver } from 'kysely';
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
}

export type AppDatabase = Kysely<Database>;

/** A prepared `select 1` per open database: health checks ask often, and preparing it each time costs more than running it. */
const pings = new WeakMap<AppDatabase, () => void>();

/**
 * SQLite ends a transaction itself when a statement in it fails for lack of space,
 * an I/O error or a lock (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY…). Kysely then rolls
 * back again, which fails with "no transaction is active" and hides that cause; this
 * dialect rolls back only a transaction that is still open.
 */
class SqliteDialectKeepingCauses extends SqliteDialect {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const { sqlite } = this;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
}

/**
 * The database holds conversations and sessions: only the user that runs the
 * server may read it. SQLite creates its -wal and -shm files with the database
 * file's mode, so the database is created 0600 before SQLite opens it; files an
 * earlier version left more open are tightened.
 */
function keepPrivate(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (!existsSync(file)) continue;
    try {
      chmodSync(file, 0o600);
    } catch (error) {
      // Owned by another user who shares it with us on purpose: theirs to decide.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
  }
}

/**
 * Opens the app database: a file path, or ':memory:'. WAL lets readers run while
 * a write is in progress; foreign keys are off in SQLite unless asked for.
 */
export function openDatabase(path: string): AppDatabase {
  if (path !== ':memory:') keepPrivate(path);
  const sqlite = new SqliteDatabase(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingCauses(sqlite) });
  const ping = sqlite.prepare('select 1').pluck();
  pings.set(db, () => {
    if (ping.get() !== 1) throw new Error('select 1 did not answer 1');
  });
  return db;
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
 * page: a full disk, a read-only or damaged file, or a lock held past the busy
 * timeout fails it. The write is rolled back; nothing is kept.
 */
export async function probeDatabaseWrites(db: AppDatabase): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from sqlite_schema`.execute(trx);
      // A new table takes a new page (its root), and the write lock.
      await sql`create table storage_probe (page blob)`.execute(trx);
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}
