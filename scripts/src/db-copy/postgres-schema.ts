import { sql, type Kysely } from 'kysely';

/** What db:copy needs to know of the target's schema, read from PostgreSQL's catalog. */

/** A database whose tables are known only at run time. */
export type UntypedDatabase = Kysely<Record<string, Record<string, unknown>>>;

/** Kysely's own bookkeeping (kysely_migration, kysely_migration_lock): the target's migrator writes it. */
export const isMigratorTable = (name: string) => name.startsWith('kysely_');

export interface TargetTable {
  name: string;
  /** In column order. */
  columns: string[];
  /** Columns a sequence fills (serial or identity): set past the copied values afterwards. */
  sequenceColumns: string[];
}

/** The app's tables in the schema the app uses (the first of its search_path), without the migrator's. */
export async function targetTables(db: UntypedDatabase): Promise<TargetTable[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; from_sequence: boolean }>`
    select c.table_name, c.column_name,
      (c.is_identity = 'YES' or coalesce(c.column_default, '') like 'nextval(%') as from_sequence
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, TargetTable>();
  for (const row of rows) {
    if (isMigratorTable(row.table_name)) continue;
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], sequenceColumns: [] };
    table.columns.push(row.column_name);
    if (row.from_sequence) table.sequenceColumns.push(row.column_name);
    tables.set(row.table_name, table);
  }
  return [...tables.values()];
}

/** Pairs (child, parent) of every foreign key between the app's tables. */
export async function foreignKeys(db: UntypedDatabase): Promise<Array<{ child: string; parent: string }>> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`.execute(db);
  return rows;
}

/**
 * The tables with every parent before its children, so each row's references exist
 * when it is inserted; ties keep name order, so the order is the same on every run.
 */
export function parentsFirst(tables: string[], keys: Array<{ child: string; parent: string }>): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of keys) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const remaining = new Set([...tables].sort());
  while (remaining.size > 0) {
    const ready = [...remaining].find((table) => [...parents.get(table)!].every((parent) => !remaining.has(parent)));
    if (ready === undefined) throw new Error(`the foreign keys between ${[...remaining].join(', ')} form a cycle: no order copies them`);
    ordered.push(ready);
    remaining.delete(ready);
  }
  return ordered;
}

