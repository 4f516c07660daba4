import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../bench/load-servers.js';
import { readComposeFile, REPO_ROOT, serviceEnvironment } from './compose-file.js';
import { freshSchema, type Schema } from './local-postgres.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/**
 * docker-compose.yml's topology without docker: two app processes started as `npm start`
 * starts them, with the environment the compose file gives its app services, on one
 * PostgreSQL, behind a round-robin proxy that forwards as Caddy does. Only what belongs
 * to this machine changes: the database's address, the ports, DATA_DIR, the origin and
 * listening on 127.0.0.1.
 */

let schema: Schema;
let proxy: RoundRobinProxy;
const instances: ServerProcess[] = [];
const work = mkdtempSync(join(tmpdir(), 'compose-topology-'));

beforeAll(async () => {
  schema = await freshSchema();
  const ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  const compose = readComposeFile();
  const secrets = { POSTGRES_PASSWORD: 'unused', SESSION_SECRET: 'compose-topology-secret-0123456789abcdef', PUBLIC_ORIGIN: proxy.url };
  for (const [index, name] of ['app1', 'app2'].entries()) {
    const environment = serviceEnvironment(compose.services[name]!, secrets);
    const env = { PATH: process.env.PATH ?? '', ...environment, DATABASE_URL: schema.url, HOST: '127.0.0.1', PORT: String(ports[index]), DATA_DIR: join(work, name) };
    instances.push(
      await startServer({ name, entry: 'src/server.ts', cwd: join(REPO_ROOT, 'api'), env, port: ports[index]!, readyPath: '/api/health', logFile: join(work, `${name}.log`) }),
    );
  }
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await schema?.drop();
  rmSync(work, { recursive: true, force: true });
});

async function viaProxy(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) {
    headers.set('content-type', 'application/json');
    headers.set('origin', proxy.url);
  }
  return fetch(`${proxy.url}${path}`, { ...init, headers });
}

describe('the compose topology on this machine', () => {
  it('is healthy on both instances, each reporting the database', async () => {
    const before = [...proxy.counts];
    for (let n = 0; n < 2; n += 1) {
      const response = await viaProxy('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', database: 'postgres', checks: { database: 'ok' } });
    }
    expect(proxy.counts.map((count, index) => count - before[index]!)).toEqual([1, 1]);
  });

  it('keeps a user signed in whichever instance answers, with one history', async () => {
    const registered = await viaProxy('/api/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Yusuf', email: 'yusuf@example.org', password: 'sabr-123' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const asked = await viaProxy('/api/messages', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ content: 'What does the Quran say about patience?', sessionId: 'topology-1', role: 'user' }),
    });
    expect(asked.status).toBe(200);
    const before = [...proxy.counts];
    for (let n = 0; n < 2; n += 1) {
      expect(((await (await viaProxy('/api/user', { cookie })).json()) as { email: string }).email).toBe('yusuf@example.org');
      const history = (await (await viaProxy('/api/chat-sessions', { cookie })).json()) as Array<{ id: string }>;
      expect(history.map((conversation) => conversation.id)).toEqual(['topology-1']);
    }
    expect(proxy.counts.map((count, index) => count - before[index]!)).toEqual([2, 2]);
  });

  it('counts one sign-in budget per client address across both instances, the address being the one the proxy saw', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // A client naming another address in X-Forwarded-For gets no fresh budget: TRUST_PROXY=1 reads the proxy's entry.
      const response = await viaProxy('/api/register', {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ name: 'Yusuf', email: 'yusuf@example.org', password: 'sabr-123' }),
      });
      statuses.push(response.status);
    }
    // RATE_LIMIT_SIGN_IN is 10 a minute, whichever instance answers; the registration above was the first.
    expect(statuses).toEqual([...Array<number>(9).fill(409), 429, 429, 429]);
  });

  it('takes changes only from PUBLIC_ORIGIN, the address the proxy serves', async () => {
    const response = await fetch(`${proxy.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example.org' },
      body: JSON.stringify({ type: 'general', message: 'from another site' }),
    });
    expect(response.status).toBe(403);
  });
});
