import { describe, expect, it } from 'vitest';
import { describeDatabase, openDatabase, pingDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

it('pingDatabase answers while the database is open, and fails once it is closed', async () => {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  await expect(pingDatabase(db)).resolves.toBeUndefined();
  await db.destroy();
  await expect(pingDatabase(db)).rejects.toThrow(/not open/);
});

describe('describing the database for an operator', () => {
  it('names the SQLite file, or the PostgreSQL URL without its password or options', () => {
    expect(describeDatabase({ kind: 'sqlite', path: '/srv/data/app.sqlite' })).toBe('the app database /srv/data/app.sqlite');
    const described = describeDatabase({ kind: 'postgres', url: 'postgres://app:hunter2@db.internal:5433/quran?sslmode=require', poolSize: 10 });
    expect(described).toBe('the PostgreSQL database postgres://app@db.internal:5433/quran');
  });
});
