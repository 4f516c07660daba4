import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '@quran-assistant/api/db/database.ts';
import { migrateToLatest } from '@quran-assistant/api/db/migrate.ts';
import { migrations } from '@quran-assistant/api/db/migrations/index.ts';
import { foreignKeys, isMigratorTable, parentsFirst, targetTables, type TargetTable, type UntypedDatabase } from './postgres-schema.js';

/**
 * Copies the app database from a SQLite file into PostgreSQL: the target is first
 * brought to the latest schema by the API's own migrator, then every table is
 * copied, parents before children, in batches, inside one transaction that also
 * checks the row counts, so a failed copy leaves the target as it was.
 */

export class CopyError extends Error {}

export interface CopyOptions {
  sqlitePath: string;
  postgresUrl: string;
  /** Empty the target's tables first; without it a target holding any row is refused. */
  replace: boolean;
  /** Rows per INSERT. */
  batchSize?: number;
  onTable?: (row: CopiedTable) => void;
}

export interface CopiedTable {
  table: string;
  sourceRows: number;
  targetRows: number;
  /** Sequences set past the copied values (identity or serial columns). */
  sequencesReset: number;
}

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

type Row = Record<string, unknown>;

function openSource(path: string): SqliteDatabase.Database {
  try {
    return new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyError(`cannot open the SQLite database ${path}: ${(error as Error).message}`);
  }
}

/** The source must be at this version's schema: then its columns are the ones the target's migrations create. */
function checkSourceSchema(source: SqliteDatabase.Database, path: string): void {
  const hasMigrations = source.prepare(`select 1 from sqlite_schema where type = 'table' and name = 'kysely_migration'`).get();
  if (!hasMigrations) throw new CopyError(`${path} is not an app database (it has no kysely_migration table)`);
  const applied = (source.prepare('select name from kysely_migration order by name').pluck().all() as string[]);
  const expected = Object.keys(migrations).sort();
  const unknown = applied.filter((name) => !expected.includes(name));
  if (unknown.length > 0) throw new CopyError(`${path} was migrated by a newer version (${unknown.join(', ')}): copy it with that version`);
  const missing = expected.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    throw new CopyError(`${path} lacks ${missing.length} migration(s) of this version (${missing.join(', ')}): start this version's server on it once (it migrates at startup), stop it, then copy`);
  }
}

function sourceTables(source: SqliteDatabase.Database): Map<string, string[]> {
  const names = source
    .prepare(`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name`)
    .pluck()
    .all() as string[];
  return new Map(
    names
      .filter((name) => !isMigratorTable(name))
      .map((name) => [name, (source.prepare(`select name from pragma_table_info(?)`).pluck().all(name) as string[])]),
  );
}

/**
 * Which source expression fills each target column. A column the target has and the
 * source lacks is SQLite's implicit rowid (kept so that rows of the same millisecond
 * keep their order) or left to its default; a source column the target lacks would be lost.
 */
function columnPlan(table: TargetTable, sourceColumns: string[]): { insert: string[]; select: string } {
  const lost = sourceColumns.filter((column) => !table.columns.includes(column));
  if (lost.length > 0) throw new CopyError(`${table.name}: the target has no column ${lost.join(', ')}; nothing would hold its values`);
  const insert = table.columns.filter((column) => sourceColumns.includes(column) || column === 'rowid');
  const select = insert.map((column) => `"${column.replaceAll('"', '""')}"`).join(', ');
  return { insert, select };
}

async function nonEmptyTables(db: UntypedDatabase, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ occupied: boolean }>`select exists (select 1 from ${sql.table(table)}) as occupied`.execute(db);
    if (rows[0]?.occupied) found.push(table);
  }
  return found;
}

async function countRows(db: UntypedDatabase, table: string): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The next value of each sequence-filled column comes after the largest copied one. */
async function resetSequences(db: UntypedDatabase, table: TargetTable): Promise<number> {
  for (const column of table.sequenceColumns) {
    await sql`select setval(pg_get_serial_sequence(${table.name}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table.name)}`.execute(db);
  }
  return table.sequenceColumns.length;
}

export async function copySqliteToPostgres(options: CopyOptions): Promise<CopiedTable[]> {
  const source = openSource(options.sqlitePath);
  const target = openDatabase({ kind: 'postgres', url: options.postgresUrl, poolSize: 2 }) as unknown as UntypedDatabase;
  try {
    checkSourceSchema(source, options.sqlitePath);
    await migrateToLatest(target);

    const tables = await targetTables(target);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const fromSource = sourceTables(source);
    const absent = [...fromSource.keys()].filter((name) => !byName.has(name));
    if (absent.length > 0) throw new CopyError(`the target has no table ${absent.join(', ')}; nothing would hold its rows`);
    const order = parentsFirst([...byName.keys()], await foreignKeys(target));

    const occupied = await nonEmptyTables(target, order);
    if (occupied.length > 0 && !options.replace) {
      throw new CopyError(`the target already holds rows in ${occupied.join(', ')}: copy into an empty database, or pass --replace to delete them first`);
    }

    // One snapshot of the source for the whole copy, even if a server still writes to it.
    source.exec('begin');
    const copied: CopiedTable[] = [];
    await target.transaction().execute(async (trx) => {
      if (options.replace && occupied.length > 0) {
        await sql`truncate table ${sql.join(order.map((name) => sql.table(name)))} restart identity cascade`.execute(trx);
      }
      for (const name of order) {
        const table = byName.get(name)!;
        const sourceColumns = fromSource.get(name);
        let sourceRows = 0;
        if (sourceColumns !== undefined) {
          const plan = columnPlan(table, sourceColumns);
          const batchSize = Math.max(1, Math.min(options.batchSize ?? 500, Math.floor(MAX_PARAMETERS / plan.insert.length)));
          const page = source.prepare(`select rowid as "__position", ${plan.select} from "${name}" where rowid > ? order by rowid limit ?`);
          let after = Number.MIN_SAFE_INTEGER;
          for (;;) {
            const rows = page.all(after, batchSize) as Array<Row & { __position: number }>;
            if (rows.length === 0) break;
            after = rows[rows.length - 1]!.__position;
            const values = rows.map(({ __position: _position, ...row }) => row);
            await trx.insertInto(name).values(values).execute();
            sourceRows += rows.length;
          }
        }
        // Counted on both sides, apart from the copying: a row lost on the way fails the copy.
        const counted = sourceColumns === undefined ? 0 : (source.prepare(`select count(*) from "${name}"`).pluck().get() as number);
        const targetRows = await countRows(trx, name);
        const row: CopiedTable = { table: name, sourceRows: counted, targetRows, sequencesReset: await resetSequences(trx, table) };
        if (targetRows !== counted || sourceRows !== counted) {
          throw new CopyError(`${name}: ${counted} rows in SQLite, ${sourceRows} copied, ${targetRows} in the target`);
        }
        copied.push(row);
        options.onTable?.(row);
      }
    });
    return copied;
  } finally {
    if (source.inTransaction) source.exec('commit');
    source.close();
    await target.destroy();
  }
}
