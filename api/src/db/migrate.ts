import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { onPostgres } from './migration-dialect.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(failedMigration: string | undefined, cause: unknown) {
    super(`Database migration failed${failedMigration ? ` at ${failedMigration}` : ''}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * On PostgreSQL the migrator's own tables are named in the schema the app uses
 * (the first of its search_path): Kysely would otherwise take one in any schema
 * of the database for its own. There it also holds an advisory lock while it
 * migrates, in one transaction, so instances starting together migrate once.
 */
async function createMigrator(db: Kysely<any>): Promise<Migrator> {
  const migrationTableSchema = onPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Applies every pending migration; throws MigrationError when one fails (the failing one is rolled back). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return applied(await (await createMigrator(db)).migrateToLatest());
}

/** Undoes the most recent migration (for development; never run automatically). */
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return applied(await (await createMigrator(db)).migrateDown());
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(failed, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
