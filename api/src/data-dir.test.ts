import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir.js';
import { loadConfig } from './env.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'data-dir-test-'));
});
afterEach(() => {
  chmodSync(dataDir, 0o700);
  rmSync(dataDir, { recursive: true, force: true });
});

// A DATA_DIR the server cannot write to is tried in server.test.ts, by a server started as an
// unprivileged user: as root (CI), permission bits alone would not stop a write here.
describe('prepareDataDir', () => {
  it('generates a session secret once, keeps it private in DATA_DIR, and reuses it', () => {
    const first = prepareDataDir(loadConfig({ DATA_DIR: dataDir })).sessionSecret;
    const second = prepareDataDir(loadConfig({ DATA_DIR: dataDir })).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates DATA_DIR when it does not exist, for the server user alone', () => {
    const nested = join(dataDir, 'a', 'b');
    expect(prepareDataDir(loadConfig({ DATA_DIR: nested })).dataDir).toBe(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
    expect(statSync(nested).mode & 0o777).toBe(0o700);
  });

  it('uses the given secret without writing one', () => {
    const secret = 'x'.repeat(40);
    const config = prepareDataDir(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_ORIGIN: 'https://quran.example.org', DATA_DIR: dataDir }),
    );
    expect(config.sessionSecret).toBe(secret);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('replaces a stored secret that is too short', () => {
    writeFileSync(join(dataDir, 'session-secret'), 'short\n');
    const secret = prepareDataDir(loadConfig({ DATA_DIR: dataDir })).sessionSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
  });
});
