import { defineConfig } from 'vitest/config';

// Integration tests run real servers, SQLite files and the verse index on shared machines with
// few cores: a generous limit keeps a busy machine from failing tests that are only slow.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
