import { ARCHIVE_OLD_INACTIVE_DAYS, DEFAULT_CONVERSATION_TITLE, KEEP_ON_ARCHIVE_OLD } from '../contract/limits.js';
import type { Selectable } from 'kysely';
import type { AppDatabase } from '../db/database.js';
import { notFound } from '../errors.js';
import { isOwnedBy, ownerOf, type Actor } from '../users/actor.js';
import type { ConversationsTable } from './conversations.table.js';

/** A conversation as the rest of the app sees it. */
export interface Conversation {
  id: string;
  userId: string | null;
  guestId: string | null;
  title: string;
  /** epoch ms */
  createdAt: number;
  /** epoch ms */
  lastMessageAt: number;
  /** epoch ms; null while listed */
  archivedAt: number | null;
}

/** The history sidebar shows at most this many conversations. */
export const HISTORY_LIST_LIMIT = 20;
/** "Archive old" keeps this many of the newest conversations listed. */
export const ARCHIVE_OLD_KEEP = KEEP_ON_ARCHIVE_OLD;
const DAY_MS = 24 * 60 * 60 * 1000;

function toConversation(row: Selectable<ConversationsTable>): Conversation {
  return {
    id: row.id,
    userId: row.user_id,
    guestId: row.guest_id,
    title: row.title,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    archivedAt: row.archived_at,
  };
}

/**
 * Restricts a query to the actor's own rows. A guest never sees rows of a user,
 * and a user sees only their own: other people's ids behave as if they did not exist.
 */
// Kysely's select, update and delete builders share no where() type that returns their own kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ownedBy<QB extends { where: (...args: any[]) => QB }>(query: QB, actor: Actor): QB {
  const owner = ownerOf(actor);
  return owner.userId !== null ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId);
}

/** The ids of the actor's conversations, as a subquery: rows of other tables belong to the actor through it. */
export function ownedConversationIds(db: AppDatabase, actor: Actor) {
  return ownedBy(db.selectFrom('chat_sessions').select('id'), actor);
}

/** The actor's conversation, or null when it does not exist or belongs to someone else. */
export async function findOwnedConversation(db: AppDatabase, actor: Actor, id: string): Promise<Conversation | null> {
  const row = await ownedBy(db.selectFrom('chat_sessions').selectAll().where('id', '=', id), actor).executeTakeFirst();
  return row ? toConversation(row) : null;
}

/** Like findOwnedConversation, but a missing or foreign conversation is a 404 (never 403: existence does not leak). */
export async function getOwnedConversation(db: AppDatabase, actor: Actor, id: string): Promise<Conversation> {
  const conversation = await findOwnedConversation(db, actor, id);
  if (!conversation) throw notFound('Conversation not found.');
  return conversation;
}

/** The actor's conversation; null when no conversation has the id (it is free); 404 when it is someone else's. */
export async function findOwnedOrFreeConversation(db: AppDatabase, actor: Actor, id: string): Promise<Conversation | null> {
  const row = await db.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const conversation = toConversation(row);
  if (!isOwnedBy(conversation, actor)) throw notFound('Conversation not found.');
  return conversation;
}

/**
 * Creates the conversation with the client's id for the actor, or returns it when the
 * actor already owns it (creating twice is harmless: the web app creates on load and on
 * first message). An id owned by someone else is a 404, as if it did not exist.
 */
export async function openConversation(
  db: AppDatabase,
  actor: Actor,
  id: string,
  now: number,
  title: string = DEFAULT_CONVERSATION_TITLE,
): Promise<Conversation> {
  const existing = await findOwnedConversation(db, actor, id);
  if (existing) return existing;
  const owner = ownerOf(actor);
  const inserted = await db
    .insertInto('chat_sessions')
    .values({
      id,
      user_id: owner.userId,
      guest_id: owner.guestId,
      title,
      created_at: now,
      last_message_at: now,
      archived_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return toConversation(inserted);
  // Lost a race with ourselves (then it is ours), or the id belongs to someone else.
  const again = await findOwnedConversation(db, actor, id);
  if (again) return again;
  throw notFound('Conversation not found.');
}

/** The actor's listed (non-archived) conversations, newest activity first. Guests have no history list. */
export async function listConversationHistory(db: AppDatabase, actor: Actor, limit = HISTORY_LIST_LIMIT): Promise<Conversation[]> {
  if (actor.kind !== 'user') return [];
  const rows = await db
    .selectFrom('chat_sessions')
    .selectAll()
    .where('user_id', '=', actor.userId)
    .where('archived_at', 'is', null)
    .orderBy('last_message_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toConversation);
}

/** Records a new message in the conversation (it moves to the top of the history) and lists it again if archived. */
export async function recordConversationActivity(db: AppDatabase, id: string, now: number): Promise<void> {
  await db.updateTable('chat_sessions').set({ last_message_at: now, archived_at: null }).where('id', '=', id).execute();
}

/** Renames the actor's conversation; false when it is not theirs. */
export async function renameConversation(db: AppDatabase, actor: Actor, id: string, title: string): Promise<boolean> {
  const result = await ownedBy(db.updateTable('chat_sessions').set({ title }).where('id', '=', id), actor).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Archives the actor's conversation; false when it is not theirs. */
export async function archiveConversation(db: AppDatabase, actor: Actor, id: string, now: number): Promise<boolean> {
  const result = await ownedBy(
    db.updateTable('chat_sessions').set({ archived_at: now }).where('id', '=', id).where('archived_at', 'is', null),
    actor,
  ).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // Archiving an archived conversation of one's own is a no-op, not a 404.
  return (await findOwnedConversation(db, actor, id)) !== null;
}

/** Deletes the actor's conversation with its messages and share links (foreign keys cascade); false when not theirs. */
export async function deleteConversation(db: AppDatabase, actor: Actor, id: string): Promise<boolean> {
  const result = await ownedBy(db.deleteFrom('chat_sessions').where('id', '=', id), actor).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * "Archive old": archives the user's listed conversations whose last activity is
 * older than 30 days, except the newest `keep`, which stay whatever their age.
 * Returns how many were archived.
 */
export async function archiveAllButNewest(db: AppDatabase, actor: Actor, now: number, keep = ARCHIVE_OLD_KEEP): Promise<number> {
  const inactiveSince = now - ARCHIVE_OLD_INACTIVE_DAYS * DAY_MS;
  if (actor.kind !== 'user') return 0;
  const newest = db
    .selectFrom('chat_sessions')
    .select('id')
    .where('user_id', '=', actor.userId)
    .where('archived_at', 'is', null)
    .orderBy('last_message_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(keep);
  const result = await db
    .updateTable('chat_sessions')
    .set({ archived_at: now })
    .where('user_id', '=', actor.userId)
    .where('archived_at', 'is', null)
    .where('last_message_at', '<', inactiveSince)
    .where('id', 'not in', newest)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sets the title (used by the answering pipeline's title rule). */
export async function setConversationTitle(db: AppDatabase, id: string, title: string): Promise<void> {
  await db.updateTable('chat_sessions').set({ title }).where('id', '=', id).execute();
}

export interface ConversationTotals {
  /** Every conversation, guests' included. */
  total: number;
  /** Started at or after `since`. */
  startedSince: number;
  /** Owned by signed-in users. */
  ofUsers: number;
}

/** Counts for the admin dashboard. */
export async function conversationTotals(db: AppDatabase, since: number): Promise<ConversationTotals> {
  const row = await db
    .selectFrom('chat_sessions')
    .select(({ fn, eb }) => [
      fn.countAll<number>().as('total'),
      fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('started_since'),
      fn.count<number>('user_id').as('of_users'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), startedSince: Number(row.started_since ?? 0), ofUsers: Number(row.of_users) };
}
