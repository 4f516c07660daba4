import { sql } from 'kysely';
import type { AppDatabase } from '../db/database.js';

/**
 * Lets the app database grow by no page more, as if its disk were full: SQLite
 * itself then fails a write that needs a new page with SQLITE_FULL. Reads and
 * writes that fit in the pages already there still work, as on a real full disk.
 */
export async function fillDisk(db: AppDatabase): Promise<void> {
  // Rewritten without free pages or half-empty ones, so that little more fits.
  await sql`vacuum`.execute(db);
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
}
