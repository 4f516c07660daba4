import { sql } from 'kysely';
import type { AppDatabase } from '../db/database.js';

/** The highest count among the keys (0 for keys never counted). */
export async function highestGuestQuestionCount(db: AppDatabase, keys: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('guest_question_counts')
    .select((eb) => eb.fn.max<number | null>('questions').as('questions'))
    .where('key', 'in', keys)
    .executeTakeFirst();
  return Number(row?.questions ?? 0);
}

/** Counts one more question under each key; returns the highest count after it. */
export async function addGuestQuestion(db: AppDatabase, keys: readonly string[], now: number): Promise<number> {
  const rows = await db
    .insertInto('guest_question_counts')
    .values(keys.map((key) => ({ key, questions: 1, last_question_at: now })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ questions: sql`guest_question_counts.questions + 1`, last_question_at: now }))
    .returning('questions')
    .execute();
  return Math.max(0, ...rows.map((row) => Number(row.questions)));
}

/** Removes counts with no question since `before`; returns how many. */
export async function deleteIdleGuestQuestionCounts(db: AppDatabase, before: number): Promise<number> {
  const result = await db.deleteFrom('guest_question_counts').where('last_question_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
