import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { closeTestDatabase, openTestDatabase } from '../test/test-database.js';
import { countRequest, deleteEndedWindows } from './rate-limit-windows.repository.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const MINUTE = 60_000;

describe('rate-limit windows', () => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => closeTestDatabase(db));

  it('counts requests per key within a window that starts with the first', async () => {
    expect(await countRequest(db, 'a', MINUTE, NOW)).toEqual({ hits: 1, resetsAt: NOW + MINUTE });
    expect(await countRequest(db, 'a', MINUTE, NOW + 10_000)).toEqual({ hits: 2, resetsAt: NOW + MINUTE });
    expect(await countRequest(db, 'b', MINUTE, NOW + 10_000)).toEqual({ hits: 1, resetsAt: NOW + 10_000 + MINUTE });
  });

  it('starts again at 1 once the window has ended', async () => {
    await countRequest(db, 'a', MINUTE, NOW);
    await countRequest(db, 'a', MINUTE, NOW + 1);
    expect(await countRequest(db, 'a', MINUTE, NOW + MINUTE)).toEqual({ hits: 1, resetsAt: NOW + 2 * MINUTE });
  });

  it('loses no request when many are counted at once', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRequest(db, 'busy', MINUTE, NOW)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sweeps only windows that have ended', async () => {
    await countRequest(db, 'old', MINUTE, NOW - 2 * MINUTE);
    await countRequest(db, 'live', MINUTE, NOW);
    expect(await deleteEndedWindows(db, NOW)).toBe(1);
    expect((await db.selectFrom('rate_limit_windows').select('key').execute()).map((row) => row.key)).toEqual(['live']);
  });
});
