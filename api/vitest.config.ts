import { configDefaults, defineConfig } from 'vitest/config';

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';

// Integration tests run real servers, SQLite files and the verse index on shared machines with
// few cores: a generous limit keeps a busy machine from failing tests that are only slow.
// TEST_DATABASE_URL (a PostgreSQL server) runs the tests that store data on PostgreSQL instead of
// SQLite: each gets a schema of its own there (src/test/test-database.ts); *.postgres.test.ts run only then.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    provide: { testDatabaseUrl },
    exclude: testDatabaseUrl ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
  },
});
