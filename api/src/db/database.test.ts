import { expect, it } from 'vitest';
import { openDatabase, pingDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

it('pingDatabase answers while the database is open, and fails once it is closed', async () => {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  await expect(pingDatabase(db)).resolves.toBeUndefined();
  await db.destroy();
  await expect(pingDatabase(db)).rejects.toThrow(/not open/);
});
