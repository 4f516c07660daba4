import { sql, type Selectable } from 'kysely';
import { ownedConversationIds } from '../conversations/conversations.repository.js';
import type { AppDatabase } from '../db/database.js';
import type { AnswerLanguage, Citation } from '../contract/messages.js';
import type { Actor } from '../users/actor.js';
import type { MessagesTable } from './messages.table.js';

/** A turn of a conversation as the rest of the app sees it. */
export interface StoredMessage {
  id: string;
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  /** Rendered from the corpus when the answer was made; [] for questions. */
  citations: Citation[];
  lang: AnswerLanguage;
  status: 'complete' | 'interrupted';
  userId: string | null;
  /** epoch ms */
  createdAt: number;
}

export type NewMessage = Omit<StoredMessage, 'status'> & { status?: StoredMessage['status'] };

function parseCitations(json: string): Citation[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Citation[]) : [];
  } catch {
    return [];
  }
}

function toStoredMessage(row: Selectable<MessagesTable>): StoredMessage {
  return {
    id: row.id,
    conversationId: row.session_id,
    role: row.role,
    content: row.content,
    citations: parseCitations(row.citations),
    lang: row.lang,
    status: row.status,
    userId: row.user_id,
    createdAt: row.created_at,
  };
}

export async function insertMessage(db: AppDatabase, message: NewMessage): Promise<StoredMessage> {
  const stored: StoredMessage = { ...message, status: message.status ?? 'complete' };
  await db
    .insertInto('messages')
    .values({
      id: stored.id,
      session_id: stored.conversationId,
      role: stored.role,
      content: stored.content,
      citations: JSON.stringify(stored.citations),
      lang: stored.lang,
      status: stored.status,
      user_id: stored.userId,
      created_at: stored.createdAt,
    })
    .execute();
  return stored;
}

/** A message of one of the actor's conversations, or null when it does not exist or belongs to someone else. */
export async function findOwnedMessage(db: AppDatabase, actor: Actor, id: string): Promise<StoredMessage | null> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('session_id', 'in', ownedConversationIds(db, actor))
    .executeTakeFirst();
  return row ? toStoredMessage(row) : null;
}

/**
 * A conversation's messages, oldest first. Rows of the same millisecond keep
 * their insertion order (SQLite's rowid; on PostgreSQL an identity column of that
 * name), so a question always precedes its answer.
 */
export async function listConversationMessages(db: AppDatabase, conversationId: string): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', conversationId)
    .orderBy('created_at', 'asc')
    .orderBy(sql`rowid`, 'asc')
    .execute();
  return rows.map(toStoredMessage);
}

/** The last `limit` messages of a conversation, oldest first: the context of a follow-up question. */
export async function recentConversationMessages(db: AppDatabase, conversationId: string, limit: number): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toStoredMessage);
}

/** Questions asked since `since` (epoch ms), newest first: the material of the admin's trending topics. */
export async function recentUserQuestions(db: AppDatabase, since: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('messages')
    .select('content')
    .where('role', '=', 'user')
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.content);
}

export interface MessageTotals {
  /** All messages, both roles. */
  total: number;
  /** Messages created since the given moment. */
  since: number;
}

export async function messageTotals(db: AppDatabase, since: number): Promise<MessageTotals> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('since'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), since: Number(row.since ?? 0) };
}
