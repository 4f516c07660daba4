import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { AppSettingsTable } from '../settings/app-settings.table.js';
import type { HttpSessionsTable } from '../auth/http-sessions.table.js';
import type { UsersTable } from '../users/users.table.js';
import type { ChatSessionsTable } from '../chats/chat-sessions.table.js';
import type { MessagesTable } from '../messages/messages.table.js';
import type { AnswerCacheTable } from '../answer/answer-cache.table.js';
import type { SharedSessionsTable } from '../shares/shared-sessions.table.js';
import type { FeedbackTable } from '../feedback/feedback.table.js';
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
  chat_sessions: ChatSessionsTable;
  messages: MessagesTable;
  answer_cache: AnswerCacheTable;
  shared_sessions: SharedSessionsTable;
  feedback: FeedbackTable;
  guest_question_counts: GuestQuestionCountsTable;
}

export type AppDatabase = Kysely<Database>;

/** A prepared `select 1` per open database: health checks ask often, and preparing it each time costs more than running it. */
const pings = new WeakMap<AppDatabase, () => void>();

/**
 * Opens the app database: a file path, or ':memory:'. WAL lets readers run while
 * a write is in progress; foreign keys are off in SQLite unless asked for.
 */
export function openDatabase(path: string): AppDatabase {
  const sqlite = new SqliteDatabase(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
