import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../test/build.js';

// What the app keeps in DATA_DIR (conversations, sessions, the session secret) is for
// the user that runs it alone.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-modes-test-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const DATA_FILES = ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm', 'session-secret'];

async function startAndWrite(dataDir: string): Promise<() => Promise<void>> {
  const app = await build({ env: { DATA_DIR: dataDir }, sqlite: true });
  // A question and its answer: the database, its write-ahead log and its shared memory exist now.
  const response = await app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { content: 'What does the Quran say about patience?', sessionId: 'modes', role: 'user' },
  });
  expect(response.statusCode).toBe(200);
  return () => app.close();
}

describe('DATA_DIR permissions', () => {
  it('creates DATA_DIR 0700 and every file in it 0600', async () => {
    const dataDir = join(root, 'new', 'data');
    const close = await startAndWrite(dataDir);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      for (const name of DATA_FILES) expect(modeOf(join(dataDir, name)).toString(8), name).toBe('600');
    } finally {
      await close();
    }
  }, 30_000);

  it('makes an existing database and its logs 0600, and leaves the mode of a folder it did not create', async () => {
    const dataDir = join(root, 'existing');
    mkdirSync(dataDir, { mode: 0o750 });
    chmodSync(dataDir, 0o750);
    for (const name of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm']) writeFileSync(join(dataDir, name), '', { mode: 0o644 });
    const close = await startAndWrite(dataDir);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('750');
      for (const name of DATA_FILES) expect(modeOf(join(dataDir, name)).toString(8), name).toBe('600');
    } finally {
      await close();
    }
  }, 30_000);
});
