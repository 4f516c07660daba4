import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '@quran-assistant/api/test/build.ts';
import { SessionClient } from '@quran-assistant/api/test/session-client.ts';
import { markEmailVerified } from '@quran-assistant/api/users/users.repository.ts';
import { run } from './admin-role.js';

vi.setConfig({ testTimeout: 30_000 });

let app: Awaited<ReturnType<typeof build>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
  vi.restoreAllMocks();
});

function quiet() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { out, err };
}

describe('admin-role', () => {
  it('grants and revokes the admin role of an account of the running app, effective at its next request', async () => {
    app = await build();
    const dataDir = app.config.dataDir;
    const member = new SessionClient(app);
    await member.register({ name: 'Operator Friend', email: 'friend@example.org', password: 'sabr-123' });
    expect((await member.get('/api/admin/stats')).statusCode).toBe(403);

    const { out } = quiet();
    expect(await run(['grant', 'FRIEND@example.org'], { DATA_DIR: dataDir })).toBe(0);
    expect(out.mock.calls.flat().join('\n')).toMatch(/Admin role granted for friend@example.org/);
    expect((await member.get('/api/admin/stats')).statusCode).toBe(200);

    expect(await run(['revoke', 'friend@example.org'], { DATA_DIR: dataDir })).toBe(0);
    expect((await member.get('/api/admin/stats')).statusCode).toBe(403);
  });

  it('a revocation wins over ADMIN_EMAILS', async () => {
    app = await build({ env: { ADMIN_EMAILS: 'listed@example.org' } });
    const listed = new SessionClient(app);
    const { id } = await listed.register({ name: 'Listed', email: 'listed@example.org', password: 'sabr-123' });
    await markEmailVerified(app.db, id, 'listed@example.org', Date.now()); // as an emailed link would
    expect((await listed.get('/api/user')).json().role).toBe('admin');
    quiet();
    expect(await run(['revoke', 'listed@example.org'], { DATA_DIR: app.config.dataDir, ADMIN_EMAILS: 'listed@example.org' })).toBe(0);
    expect((await listed.get('/api/user')).json().role).toBe('user');
  });

  it('refuses an address without an account, a missing database and bad usage, exiting 1', async () => {
    app = await build();
    const { err } = quiet();
    expect(await run(['grant', 'nobody@example.org'], { DATA_DIR: app.config.dataDir })).toBe(1);
    expect(err.mock.calls.flat().join('\n')).toMatch(/No account uses nobody@example.org/);
    expect(await run(['grant', 'a@example.org'], { DATA_DIR: `${app.config.dataDir}/missing` })).toBe(1);
    expect(err.mock.calls.flat().join('\n')).toMatch(/No app database at .*missing/);
    expect(await run(['promote', 'a@example.org'], {})).toBe(1);
    expect(await run(['grant'], {})).toBe(1);
  });
});
