import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppDatabase, Database } from '../db/database.js';
import type { FeedbackRating, FeedbackStatus } from '../contract/feedback.js';
import type { FeedbackTable } from './feedback.table.js';

export interface Feedback {
  id: string;
  userId: string | null;
  type: string;
  status: FeedbackStatus;
  message: string;
  rating: FeedbackRating | null;
  messageId: string | null;
  conversationId: string | null;
  name: string | null;
  email: string | null;
  response: string | null;
  createdAt: number;
  updatedAt: number;
}

function toFeedback(row: Selectable<FeedbackTable>): Feedback {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    status: row.status as FeedbackStatus,
    message: row.message,
    rating: row.rating as FeedbackRating | null,
    messageId: row.message_id,
    conversationId: row.session_id,
    name: row.name,
    email: row.email,
    response: row.response,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface NewFeedback {
  userId: string | null;
  guestId: string | null;
  type: string;
  message: string;
  rating?: FeedbackRating | null;
  messageId?: string | null;
  conversationId?: string | null;
  name?: string | null;
  email?: string | null;
  now: number;
}

export async function createFeedback(db: Kysely<Database>, item: NewFeedback): Promise<Feedback> {
  const row = await db
    .insertInto('feedback')
    .values({
      id: randomUUID(),
      user_id: item.userId,
      guest_id: item.guestId,
      type: item.type,
      status: 'new',
      message: item.message,
      rating: item.rating ?? null,
      message_id: item.messageId ?? null,
      session_id: item.conversationId ?? null,
      name: item.name ?? null,
      email: item.email ?? null,
      response: null,
      created_at: item.now,
      updated_at: item.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFeedback(row);
}

/** One thumb per person and answer: a new rating replaces the earlier one. */
export async function replaceAnswerRating(db: AppDatabase, item: NewFeedback & { messageId: string }): Promise<Feedback> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('feedback')
      .where('type', '=', 'answer-rating')
      .where('message_id', '=', item.messageId)
      .where((eb) =>
        item.userId !== null ? eb('user_id', '=', item.userId) : eb.and([eb('user_id', 'is', null), eb('guest_id', '=', item.guestId)]),
      )
      .execute();
    return createFeedback(trx, item);
  });
}

export interface FeedbackFilter {
  status?: FeedbackStatus;
  /** Case-insensitive substring of the message, name, email or type. */
  search?: string;
  limit: number;
}

/** Newest first. */
export async function listFeedback(db: AppDatabase, { status, search, limit }: FeedbackFilter): Promise<Feedback[]> {
  let query = db.selectFrom('feedback').selectAll();
  if (status) query = query.where('status', '=', status);
  const needle = search?.trim().toLowerCase();
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(
      sql<boolean>`(lower(message) like ${pattern} escape '\\' or lower(coalesce(name, '')) like ${pattern} escape '\\' or lower(coalesce(email, '')) like ${pattern} escape '\\' or type like ${pattern} escape '\\')`,
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toFeedback);
}

export async function updateFeedbackReview(
  db: AppDatabase,
  id: string,
  review: { status: FeedbackStatus; response?: string; now: number },
): Promise<Feedback | null> {
  const row = await db
    .updateTable('feedback')
    .set({
      status: review.status,
      updated_at: review.now,
      ...(review.response !== undefined ? { response: review.response.trim() || null } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toFeedback(row) : null;
}

export interface FeedbackTotals {
  total: number;
  rated: number;
  positive: number;
}

export async function feedbackTotals(db: AppDatabase): Promise<FeedbackTotals> {
  const row = await db
    .selectFrom('feedback')
    .select(({ fn }) => [
      fn.countAll<number>().as('total'),
      fn.count<number>('rating').as('rated'),
      sql<number>`coalesce(sum(case when rating = 'positive' then 1 else 0 end), 0)`.as('positive'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), rated: Number(row.rated), positive: Number(row.positive) };
}
