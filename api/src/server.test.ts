import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, openSync, closeSync, ftruncateSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './env.js';
import { DEFAULT_INDEX_PATH } from './retrieval/index-path.js';

// `npm start` with a broken DATA_DIR or verse index: the real server process exits
// non-zero with one line that names the path and says what to do, never a stack trace.

const TSX = join(REPO_ROOT, 'api/node_modules/.bin/tsx');
const SERVER = join(REPO_ROOT, 'api/src/server.ts');
/** Permissions do not bind root: as root, the server is started as `nobody` to meet them. */
const UNPRIVILEGED = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'server-start-test-'));
  // `nobody` must reach the folders below.
  chmodSync(root, 0o755);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Exit {
  code: number | null;
  stderr: string;
}

function startServer(env: Record<string, string>, options: { unprivileged?: boolean } = {}): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SERVER], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'error',
        WEB_DIST_DIR: join(root, 'no-web'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(options.unprivileged ? UNPRIVILEGED : {}),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // A server that starts after all would listen forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** A folder `nobody` may write to, for a test's DATA_DIR. */
function dataDir(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  chmodSync(dir, 0o777);
  return dir;
}

function expectOneReadableLine(exit: Exit, path: string, remedy: RegExp): void {
  expect(exit.code, exit.stderr).not.toBe(0);
  expect(exit.code, exit.stderr).not.toBeNull();
  expect(exit.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toContain(path);
  expect(lines[0]).toMatch(remedy);
}

describe('starting the server', () => {
  it('names a read-only DATA_DIR and says to make it writable', async () => {
    const dir = join(root, 'read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    const exit = await startServer({ DATA_DIR: dir }, { unprivileged: true });
    expectOneReadableLine(exit, dir, /writable/);
  }, 90_000);

  it('names a read-only DATA_DIR in production too, where no session secret is written', async () => {
    const dir = join(root, 'read-only-production');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    const exit = await startServer({ DATA_DIR: dir, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://quran.example.org' }, { unprivileged: true });
    expectOneReadableLine(exit, dir, /writable/);
  }, 90_000);

  it('names a session secret file the server may not read and says to fix it or set SESSION_SECRET', async () => {
    const dir = dataDir('unreadable-secret');
    const secret = join(dir, 'session-secret');
    writeFileSync(secret, `${'s'.repeat(48)}\n`);
    chmodSync(secret, 0o000);
    const exit = await startServer({ DATA_DIR: dir }, { unprivileged: true });
    expectOneReadableLine(exit, secret, /SESSION_SECRET/);
  }, 90_000);

  it('names a damaged verse index and says to rebuild it with `pnpm ingest --force`', async () => {
    const index = join(root, 'damaged-index.sqlite');
    copyFileSync(DEFAULT_INDEX_PATH, index);
    // Cut in half: SQLite says "database disk image is malformed".
    const fd = openSync(index, 'r+');
    ftruncateSync(fd, Math.floor(statSync(index).size / 2));
    closeSync(fd);
    const exit = await startServer({ DATA_DIR: dataDir('with-damaged-index'), VERSE_INDEX_PATH: index });
    expectOneReadableLine(exit, index, /pnpm ingest --force/);
  }, 90_000);

  it('names a verse index that is not a database at all', async () => {
    const index = join(root, 'not-an-index.sqlite');
    writeFileSync(index, randomBytes(8192));
    const exit = await startServer({ DATA_DIR: dataDir('with-garbage-index'), VERSE_INDEX_PATH: index });
    expectOneReadableLine(exit, index, /pnpm ingest --force/);
  }, 90_000);

  it('names a missing verse index and says to build it with `pnpm ingest`', async () => {
    const index = join(root, 'missing', 'quran.sqlite');
    const exit = await startServer({ DATA_DIR: dataDir('without-index'), VERSE_INDEX_PATH: index });
    expectOneReadableLine(exit, index, /pnpm ingest/);
  }, 90_000);

  it('names a damaged app database and says to restore it or move it aside', async () => {
    const dir = dataDir('damaged-database');
    const database = join(dir, 'app.sqlite');
    writeFileSync(database, randomBytes(8192));
    const exit = await startServer({ DATA_DIR: dir });
    expectOneReadableLine(exit, database, /backup|move it aside/);
  }, 90_000);

  it('names an app database the server may not read and says to fix its permissions', async () => {
    const dir = dataDir('unreadable-database');
    const database = join(dir, 'app.sqlite');
    writeFileSync(database, '');
    chmodSync(database, 0o000);
    const exit = await startServer({ DATA_DIR: dir }, { unprivileged: true });
    expectOneReadableLine(exit, database, /readable and writable/);
  }, 90_000);

  it('names an unreachable PostgreSQL server without its password and says to check DATABASE_URL', async () => {
    const exit = await startServer({ DATA_DIR: dataDir('unreachable-postgres'), DATABASE_URL: 'postgres://app:hunter2-secret@127.0.0.1:1/quran' });
    expectOneReadableLine(exit, 'postgres://app@127.0.0.1:1/quran', /cannot be reached .*DATABASE_URL/);
    expect(exit.stderr).not.toContain('hunter2');
  }, 90_000);

  it('refuses a DATABASE_URL that is not PostgreSQL in one line, without echoing it', async () => {
    const exit = await startServer({ DATA_DIR: dataDir('mysql-url'), DATABASE_URL: 'mysql://app:hunter2-secret@db/quran' });
    expectOneReadableLine(exit, 'DATABASE_URL', /postgres:\/\/ or postgresql:\/\//);
    expect(exit.stderr).not.toContain('hunter2');
  }, 90_000);
});
