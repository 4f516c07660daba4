import { sql } from 'kysely';
import { databaseKind, type AppDatabase } from '../db/database.js';

/** What a test compares before and after hostile input: the tables' row counts, the schema, and its integrity, on either engine. */

async function tableNames(db: AppDatabase): Promise<string[]> {
  if (databaseKind(db) === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

export async function tableCounts(db: AppDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Every table, column, index and constraint, as the engine describes them. */
export async function schemaSnapshot(db: AppDatabase): Promise<unknown[]> {
  if (databaseKind(db) === 'sqlite') return (await sql`select type, name, sql from sqlite_master order by type, name`.execute(db)).rows;
  const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const indexes = await sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
  const constraints = await sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
    where connamespace = current_schema()::regnamespace order by conname`.execute(db);
  return [...columns.rows, ...indexes.rows, ...constraints.rows];
}

/** 'ok' when the database finds nothing broken: SQLite's integrity check; on PostgreSQL, every constraint still validated. */
export async function integrityCheck(db: AppDatabase): Promise<string> {
  if (databaseKind(db) === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    return rows.map((row) => row.integrity_check).join('\n');
  }
  const { rows } = await sql<{ conname: string }>`select conname from pg_constraint
    where connamespace = current_schema()::regnamespace and not convalidated`.execute(db);
  return rows.length === 0 ? 'ok' : `not validated: ${rows.map((row) => row.conname).join(', ')}`;
}
