import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(failedMigration: string | undefined, cause: unknown) {
    super(`Database migration failed${failedMigration ? ` at ${failedMigration}` : ''}`, { cause });
    this.name = 'MigrationError';
  }
}

function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
}

/** Applies every pending migration; throws MigrationError when one fails (the failing one is rolled back). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return applied(await createMigrator(db).migrateToLatest());
}

/** Undoes the most recent migration (for development; never run automatically). */
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return applied(await createMigrator(db).migrateDown());
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(failed, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
