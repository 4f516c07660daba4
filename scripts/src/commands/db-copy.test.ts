import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import SqliteDatabase from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@quran-assistant/api/db/database.ts';
import { migrateToLatest } from '@quran-assistant/api/db/migrate.ts';
import { migrations } from '@quran-assistant/api/db/migrations/index.ts';
import { getMessageLimitSettings, updateMessageLimitSettings } from '@quran-assistant/api/settings/settings.repository.ts';
import { build } from '@quran-assistant/api/test/build.ts';
import { PATIENCE_EN } from '@quran-assistant/api/test/ask-question.ts';
import { SessionClient } from '@quran-assistant/api/test/session-client.ts';
import { freshSchema, type Schema } from '../deploy/local-postgres.js';
import { parentsFirst } from '../db-copy/postgres-schema.js';
import { run, sqlitePathOf } from './db-copy.js';

vi.setConfig({ testTimeout: 90_000 });

const SESSION_SECRET = 'db-copy-test-secret-0123456789abcdef';
const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
  vi.restoreAllMocks();
});

async function schema(): Promise<Schema> {
  const made = await freshSchema();
  cleanups.push(() => made.drop());
  return made;
}

function captured() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { out: () => out.mock.calls.flat().join('\n'), err: () => err.mock.calls.flat().join('\n') };
}

/** An app on SQLite used as people use it: accounts, conversations, a share with views, feedback, a guest, a setting. */
async function sqliteAppWithData() {
  const app = await build({ env: { DATABASE_URL: '', SESSION_SECRET } });
  cleanups.push(() => app.close());
  const amina = new SessionClient(app);
  await amina.register({ name: 'Amina', email: 'amina@example.org', password: 'sabr-123' });
  for (const [sessionId, content] of [['c-1', PATIENCE_EN], ['c-1', 'And about gratitude?'], ['c-2', 'ما هو الصبر؟']] as const) {
    expect((await amina.post('/api/messages', { content, sessionId, role: 'user' })).statusCode).toBe(200);
  }
  const { shareCode } = (await amina.post('/api/shared-sessions', { sessionId: 'c-1' })).json() as { shareCode: string };
  for (let view = 0; view < 2; view += 1) expect((await app.inject({ method: 'GET', url: `/api/shared-sessions/${shareCode}` })).statusCode).toBe(200);
  expect((await amina.post('/api/feedback', { type: 'general', message: 'Thank you for the verses' })).statusCode).toBe(201);
  const guest = new SessionClient(app);
  expect((await guest.post('/api/messages', { content: PATIENCE_EN, sessionId: 'g-1', role: 'user' })).statusCode).toBe(200);
  await updateMessageLimitSettings(app.db, { enabled: true, limit: 7 });
  return { app, amina, shareCode };
}

describe('db:copy', () => {
  it('copies an app database from SQLite into PostgreSQL, where the same people find the same conversations, share and settings', async () => {
    const { app: source, amina, shareCode } = await sqliteAppWithData();
    const target = await schema();
    const output = captured();
    expect(await run(['--from', `sqlite:${source.config.databasePath}`, '--to', target.url])).toBe(0);
    expect(output.out()).toMatch(/^table\s+SQLite rows\s+PostgreSQL rows\s+sequences reset$/m);
    expect(output.out()).toMatch(/^messages\s+8\s+8\s+1\s+✓$/m);
    expect(output.out()).toMatch(/^users\s+1\s+1\s+0\s+✓$/m);
    expect(output.out()).not.toContain('quran_test:quran_test'); // the password is never printed

    const copy = await build({ env: { DATABASE_URL: target.url, SESSION_SECRET } });
    cleanups.push(() => copy.close());
    // Amina's session cookie from the SQLite app is valid on the copy: nobody is signed out by the move.
    const onCopy = new SessionClient(copy);
    onCopy.cookie = amina.cookie;
    expect((await onCopy.get('/api/user')).json()).toMatchObject({ email: 'amina@example.org' });
    expect((await onCopy.get('/api/chat-sessions')).json()).toEqual((await amina.get('/api/chat-sessions')).json());
    for (const sessionId of ['c-1', 'c-2']) {
      expect((await onCopy.get(`/api/messages?sessionId=${sessionId}`)).json()).toEqual((await amina.get(`/api/messages?sessionId=${sessionId}`)).json());
    }
    expect((await onCopy.post('/api/login', { email: 'amina@example.org', password: 'sabr-123' })).statusCode).toBe(200);
    const shared = (await copy.inject({ method: 'GET', url: `/api/shared-sessions/${shareCode}` })).json() as { session: { viewCount: number } };
    expect(shared.session.viewCount).toBe(3);
    expect(await getMessageLimitSettings(copy.db)).toMatchObject({ enabled: true, limit: 7 });

    // The identity column that keeps turns in order goes on after the copied rows.
    const before = await sql<{ top: number }>`select max(rowid) as top from messages`.execute(copy.db);
    expect((await onCopy.post('/api/messages', { content: 'And about mercy?', sessionId: 'c-2', role: 'user' })).statusCode).toBe(200);
    const added = await sql<{ rowid: number }>`select rowid from messages order by rowid desc limit 2`.execute(copy.db);
    expect(added.rows.map((row) => Number(row.rowid))).toEqual([Number(before.rows[0]!.top) + 2, Number(before.rows[0]!.top) + 1]);
  });

  it('refuses a target that holds rows unless --replace, which leaves exactly the source rows', async () => {
    const { app: source } = await sqliteAppWithData();
    const target = await schema();
    const from = `sqlite:${source.config.databasePath}`;
    captured();
    expect(await run(['--from', from, '--to', target.url])).toBe(0);
    const output = captured();
    expect(await run(['--from', from, '--to', target.url])).toBe(1);
    expect(output.err()).toMatch(/the target already holds rows in app_settings, .*users.*: copy into an empty database, or pass --replace/);
    // The target may come from DATABASE_URL instead, keeping the password off the command line.
    expect(await run(['--from', from, '--replace'], { DATABASE_URL: target.url })).toBe(0);
    const copy = openDatabase({ kind: 'postgres', url: target.url, poolSize: 1 });
    cleanups.push(() => copy.destroy());
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from messages`.execute(copy);
    expect(rows[0]!.n).toBe(8);
  });

  it('copies nothing when a row fails on PostgreSQL: the whole copy is one transaction', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-copy-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'app.sqlite');
    const db = openDatabase(path);
    await migrateToLatest(db);
    await db.destroy();
    const raw = new SqliteDatabase(path);
    raw.prepare(`insert into users (id, name, email, role, status, created_at) values ('u', 'U', 'u@example.org', 'user', 'active', 1)`).run();
    // SQLite keeps text in an integer column; PostgreSQL's bigint refuses it.
    raw.prepare(`insert into feedback (id, type, status, message, created_at, updated_at) values ('f', 'general', 'new', 'm', 'yesterday', 1)`).run();
    raw.close();
    const target = await schema();
    const output = captured();
    expect(await run(['--from', `sqlite:${path}`, '--to', target.url])).toBe(1);
    expect(output.err()).toMatch(/copy failed; the target's rows are as they were: .*bigint/);
    const copy = openDatabase({ kind: 'postgres', url: target.url, poolSize: 1 });
    cleanups.push(() => copy.destroy());
    expect((await sql<{ n: number }>`select count(*)::int as n from users`.execute(copy)).rows[0]!.n).toBe(0);
  });

  it('refuses a source behind this version’s migrations, and bad usage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-copy-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'old.sqlite');
    const db = openDatabase(path);
    const names = Object.keys(migrations);
    expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(names.at(-2)!)).error).toBeUndefined();
    await db.destroy();
    const target = await schema();
    const output = captured();
    expect(await run(['--from', `sqlite:${path}`, '--to', target.url])).toBe(1);
    expect(output.err()).toContain(`lacks 1 migration(s) of this version (${names.at(-1)!}): start this version's server on it once`);
    expect(await run(['--from', join(dir, 'x.sqlite'), '--to', target.url])).toBe(1);
    expect(await run(['--from', `sqlite:${path}`, '--to', 'mysql://x'])).toBe(1);
    expect(await run(['--from', `sqlite:${path}`], {})).toBe(1);
    expect(output.err()).toContain('usage: pnpm db:copy');
    expect(await run(['--from', `sqlite:${join(dir, 'missing.sqlite')}`, '--to', target.url])).toBe(1);
    expect(output.err()).toMatch(/cannot open the SQLite database .*missing\.sqlite/);
  });
});

describe('sqlitePathOf and parentsFirst', () => {
  it('resolves sqlite: paths against the repository root, as DATA_DIR is', () => {
    expect(sqlitePathOf('sqlite:/var/lib/app.sqlite')).toBe('/var/lib/app.sqlite');
    expect(sqlitePathOf('sqlite:///var/lib/app.sqlite')).toBe('/var/lib/app.sqlite');
    expect(sqlitePathOf('sqlite:data/app.sqlite')).toMatch(/\/data\/app\.sqlite$/);
    expect(sqlitePathOf('data/app.sqlite')).toBeNull();
  });

  it('orders parents before children and refuses a cycle', () => {
    const keys = [
      { child: 'messages', parent: 'chat_sessions' },
      { child: 'chat_sessions', parent: 'users' },
      { child: 'messages', parent: 'users' },
    ];
    expect(parentsFirst(['messages', 'users', 'chat_sessions', 'app_settings'], keys)).toEqual(['app_settings', 'users', 'chat_sessions', 'messages']);
    expect(() => parentsFirst(['a', 'b'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }])).toThrow(/form a cycle/);
  });
});
