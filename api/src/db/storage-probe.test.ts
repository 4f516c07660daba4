import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillDisk } from '../test/full-disk.js';
import { openDatabase, type AppDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { StorageProbe, type StorageProbeOptions } from './storage-probe.js';

let dir: string;
let db: AppDatabase;
let clock: number;
let logged: Array<{ level: string; details: object; message: string }>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storage-probe-test-'));
  db = openDatabase(join(dir, 'app.sqlite'));
  await migrateToLatest(db);
  clock = 1_000_000;
  logged = [];
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function probe(minFreeBytes = 0): StorageProbe {
  return new StorageProbe({
    db,
    dataDir: dir,
    minFreeBytes,
    intervalMs: 2_000,
    now: () => clock,
    log: {
      info: (details: object, message: string) => void logged.push({ level: 'info', details, message }),
      error: (details: object, message: string) => void logged.push({ level: 'error', details, message }),
    } as StorageProbeOptions['log'],
  });
}

describe('StorageProbe', () => {
  it('probes at most once per interval: calls in between share the last result', async () => {
    const storage = probe();
    expect(await storage.check()).toEqual({ database: 'ok', disk: 'ok' });
    await fillDisk(db);
    clock += 1_999;
    expect(await storage.check()).toEqual({ database: 'ok', disk: 'ok' });
    clock += 1;
    expect(await storage.check()).toEqual({ database: 'failing', disk: 'ok' });
  });

  it('shares one probe between concurrent calls', async () => {
    const storage = probe();
    const calls = Array.from({ length: 20 }, () => storage.check());
    expect(new Set(calls).size).toBe(1);
    await Promise.all(calls);
  });

  it('keeps nothing of its write', async () => {
    await probe().check();
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('storage_probe');
  });

  it('logs a part going down once, with why, and its recovery once', async () => {
    const storage = probe();
    await fillDisk(db);
    for (let i = 0; i < 3; i += 1) {
      expect(await storage.check()).toEqual({ database: 'failing', disk: 'ok' });
      clock += 2_000;
    }
    await sql`pragma max_page_count = 1000000`.execute(db);
    for (let i = 0; i < 3; i += 1) {
      expect(await storage.check()).toEqual({ database: 'ok', disk: 'ok' });
      clock += 2_000;
    }
    expect(logged.map((line) => [line.level, line.message])).toEqual([
      ['error', expect.stringMatching(/^storage database is failing/)],
      ['info', 'storage database is ok again'],
    ]);
    expect(String((logged[0]!.details as { err: { code: string } }).err.code)).toBe('SQLITE_FULL');
  });

  it('reports the disk low when it has less free space than the minimum, naming the free bytes', async () => {
    expect(await probe(Number.MAX_SAFE_INTEGER).check()).toEqual({ database: 'ok', disk: 'low' });
    expect(logged).toEqual([
      { level: 'error', details: expect.objectContaining({ part: 'disk', dataDir: dir, freeBytes: expect.any(Number) }), message: expect.stringMatching(/^storage disk is low/) },
    ]);
  });
});
