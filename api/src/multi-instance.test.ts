import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, listen } from './test/build.js';
import { SessionClient } from './test/session-client.js';
import { freshPostgresSchema, testDatabaseKind, type PostgresSchema } from './test/test-database.js';

/**
 * Two API instances on ephemeral ports sharing one database, as behind a load
 * balancer: PostgreSQL when TEST_DATABASE_URL is set (both start, and migrate, at
 * once), otherwise one SQLite file in a shared DATA_DIR. Whatever one instance
 * stores or counts, the other must honour.
 */

const SHARED_ENV = {
  SESSION_SECRET: 'two-instances-share-one-secret-of-at-least-32-chars',
  RATE_LIMIT_FEEDBACK: '6',
};

let schema: PostgresSchema | null = null;
let dataDir: string | null = null;
let instances: FastifyInstance[] = [];
let bases: string[] = [];

beforeAll(async () => {
  let env: Record<string, string>;
  if (testDatabaseKind === 'postgres') {
    schema = await freshPostgresSchema();
    env = { ...SHARED_ENV, DATABASE_URL: schema.url };
    // Both start together: the migrations must run once, whichever instance wins the lock.
    instances = await Promise.all([build({ env }), build({ env })]);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'two-instances-'));
    env = { ...SHARED_ENV, DATA_DIR: dataDir, DATABASE_URL: '' };
    instances = [await build({ env }), await build({ env })];
  }
  bases = await Promise.all(instances.map((instance) => listen(instance)));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await schema?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser over real HTTP that keeps the cookies either instance sets, as one behind a load balancer would. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async send(instance: number, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${bases[instance]}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

const ask = (browser: Browser, instance: number, sessionId: string) =>
  browser.send(instance, 'POST', '/api/messages', { content: 'What does the Quran say about patience?', sessionId, role: 'user' });

async function setMessageLimit(update: { enabled: boolean; limit?: number }): Promise<void> {
  // The admin works on instance 0 only.
  const admin = new SessionClient(instances[0]!);
  await admin.registerAdmin({ name: 'Admin', email: `admin-${Date.now()}-${Math.random()}@example.org`, password: 'sabr-admin-123' });
  const response = await admin.post('/api/admin/message-limit-settings', update);
  expect(response.statusCode).toBe(200);
}

describe(`two API instances on one ${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database`, () => {
  it('both run on the shared database and say which', async () => {
    for (const index of [0, 1]) {
      const health = await new Browser().send(index, 'GET', '/api/health');
      expect(health).toMatchObject({ status: 200, json: { status: 'ok', database: testDatabaseKind } });
    }
  });

  it('a session started on one is valid on the other, and signing out on the other ends it on both', async () => {
    const browser = new Browser();
    const email = `amina-${Date.now()}@example.org`;
    expect((await browser.send(0, 'POST', '/api/register', { name: 'Amina', email, password: 'sabr-123' })).status).toBe(201);
    expect(await browser.send(1, 'GET', '/api/user')).toMatchObject({ status: 200, json: { email } });
    expect((await browser.send(1, 'POST', '/api/logout', {})).status).toBeLessThan(300);
    expect((await browser.send(0, 'GET', '/api/user')).status).toBe(401);
  });

  it('a settings change on one is obeyed by the other, and a guest’s questions count across both', async () => {
    const guest = new Browser();
    await setMessageLimit({ enabled: true, limit: 3 });
    // The other instance applies it as soon as it is stored; poll rather than assume a delay.
    await expect.poll(async () => (await guest.send(1, 'GET', '/api/usage')).json, { timeout: 10_000 }).toMatchObject({ enabled: true, limit: 3 });

    const statuses = [];
    for (const instance of [0, 1, 0, 1]) statuses.push((await ask(guest, instance, 'guest-both')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ask(guest, 0, 'guest-both')).json).toMatchObject({ code: 'guest_limit' });
    expect((await guest.send(0, 'GET', '/api/usage')).json).toMatchObject({ used: 3 });

    await setMessageLimit({ enabled: false });
    await expect.poll(async () => (await guest.send(1, 'GET', '/api/usage')).json.enabled, { timeout: 10_000 }).toBe(false);
    expect((await ask(guest, 1, 'guest-both')).status).toBe(200);
  });

  it('60 views of a share, split across both at once, count exactly 60', async () => {
    const owner = new Browser();
    expect((await ask(owner, 0, 'shared-both')).status).toBe(200);
    const shared = await owner.send(1, 'POST', '/api/shared-sessions', { sessionId: 'shared-both' });
    expect(shared.status).toBe(200);
    const code = shared.json.shareCode as string;

    const views = await Promise.all(
      Array.from({ length: 60 }, (_, i) => new Browser().send(i % 2, 'GET', `/api/shared-sessions/${code}`)),
    );
    expect(views.every((view) => view.status === 200)).toBe(true);
    // Each view saw its own count: no two increments read the same value.
    const viewCount = (view: { json: Record<string, unknown> }) => (view.json.session as { viewCount: number }).viewCount;
    const counts = views.map(viewCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(viewCount(await owner.send(0, 'GET', `/api/shared-sessions/${code}`))).toBe(60);
  });

  it('a client address’s rate limit counts its requests on both', async () => {
    const visitor = new Browser();
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await visitor.send(i % 2, 'POST', '/api/feedback', { type: 'bug-report', message: `Report ${i}` })).status);
    }
    // RATE_LIMIT_FEEDBACK=6 a minute per address, whichever instance answers.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await visitor.send(1, 'POST', '/api/feedback', { type: 'bug-report', message: 'Again' });
    expect(refused.json).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
  });

  it('failed sign-ins to an account count on both: the wait after three comes from either', async () => {
    const owner = new Browser();
    const email = `huda-${Date.now()}@example.org`;
    expect((await owner.send(0, 'POST', '/api/register', { name: 'Huda', email, password: 'sabr-123' })).status).toBe(201);
    const guesser = new Browser();
    const statuses = [];
    for (const instance of [0, 1, 0, 1]) {
      statuses.push((await guesser.send(instance, 'POST', '/api/login', { email, password: 'wrong-guess' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The throttle's wait, not the per-address budget (RATE_LIMIT_SIGN_IN, 10 a minute, not reached).
    expect((await guesser.send(0, 'POST', '/api/login', { email, password: 'wrong-guess' })).json).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/failed sign-ins/),
    });
  });
});
