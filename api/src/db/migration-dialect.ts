import { PostgresAdapter, sql, type ColumnDataType, type RawBuilder } from 'kysely';

// What differs between SQLite and PostgreSQL in the schema. Frozen like the
// migrations that use it: a change here would change landed migrations.

/** Any Kysely instance or transaction, whatever its tables. */
interface SchemaDb {
  getExecutor(): { adapter: unknown };
}

export function onPostgres(db: SchemaDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Epoch milliseconds: SQLite's integer holds 64 bits, PostgreSQL's only 32. */
export function epochMs(db: SchemaDb): ColumnDataType {
  return onPostgres(db) ? 'bigint' : 'integer';
}

/** A CHECK that the text column holds JSON (PostgreSQL rejects the write while casting it). */
export function isJson(db: SchemaDb, column: string): RawBuilder<unknown> {
  return onPostgres(db) ? sql`(${sql.raw(column)}::jsonb is not null)` : sql`json_valid(${sql.raw(column)})`;
}

/** A top-level string field of a JSON text column, e.g. `$.userId`. */
export function jsonText(db: SchemaDb, column: string, field: string): RawBuilder<string | null> {
  return onPostgres(db)
    ? sql`(${sql.raw(column)}::jsonb ->> ${sql.lit(field)})`
    : sql`json_extract(${sql.raw(column)}, ${sql.lit(`$.${field}`)})`;
}
