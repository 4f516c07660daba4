import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase, type AppDatabase } from './database.js';
import { migrateDown, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

let dir: string;
let db: AppDatabase;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
  db = openDatabase(join(dir, 'app.sqlite'));
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.raw(`pragma_${name}`)}`.execute(db);
  return Object.values(rows[0] ?? {})[0];
}

describe('the app database', () => {
  it('opens in WAL mode with foreign keys enforced', async () => {
    await pingDatabase(db);
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('applies every migration once, in file-name order', async () => {
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('app_settings');
  });

  it('registers every file of the migrations folder', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations).sort()).toEqual(files);
    for (const name of files) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
  });

  it('stores settings only as valid JSON', async () => {
    await migrateToLatest(db);
    await db.insertInto('app_settings').values({ key: 'cache', value: '{"enabled":true}', updated_at: Date.now() }).execute();
    await expect(
      db.insertInto('app_settings').values({ key: 'broken', value: '{not json', updated_at: Date.now() }).execute(),
    ).rejects.toThrow(/CHECK constraint/);
  });

  it('can undo the latest migration', async () => {
    await migrateToLatest(db);
    const names = Object.keys(migrations).sort();
    expect(await migrateDown(db)).toEqual([names[names.length - 1]]);
  });
});
