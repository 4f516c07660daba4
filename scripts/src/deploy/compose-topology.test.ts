import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../bench/load-servers.js';
import { readComposeFile, REPO_ROOT, serviceEnvironment } from './compose-file.js';
import { freshSchema, type Schema } from './local-postgres.js';
import { startCaddy, type CaddyProcess } from './caddy-process.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/**
 * docker-compose.yml's topology without docker: two app processes started as `npm start`
 * starts them, with the environment the compose file gives its app services, on one
 * PostgreSQL, behind the real Caddy running deploy/Caddyfile, and behind a small
 * round-robin proxy that counts which instance answered. Only what belongs to this
 * machine changes: the database's address, the ports, DATA_DIR, the upstreams' addresses
 * and listening on 127.0.0.1.
 */

let schema: Schema;
let proxy: RoundRobinProxy;
let caddy: CaddyProcess;
const instances: ServerProcess[] = [];
/** The session of the user the tests register (sign-in routes have a budget of 10 a minute for 127.0.0.1). */
let signedIn = '';
const work = mkdtempSync(join(tmpdir(), 'compose-topology-'));

beforeAll(async () => {
  schema = await freshSchema();
  const ports = [await freePort(), await freePort()];
  const upstreams = ports.map((port) => `127.0.0.1:${port}`);
  proxy = await startRoundRobinProxy(upstreams.map((upstream) => `http://${upstream}`));
  const caddyPort = await freePort();
  const compose = readComposeFile();
  // PUBLIC_ORIGIN is the address Caddy serves, as in the compose file.
  const secrets = { POSTGRES_PASSWORD: 'unused', SESSION_SECRET: 'compose-topology-secret-0123456789abcdef', PUBLIC_ORIGIN: `http://127.0.0.1:${caddyPort}` };
  for (const [index, name] of ['app1', 'app2'].entries()) {
    const environment = serviceEnvironment(compose.services[name]!, secrets);
    const env = { PATH: process.env.PATH ?? '', ...environment, DATABASE_URL: schema.url, HOST: '127.0.0.1', PORT: String(ports[index]), DATA_DIR: join(work, name) };
    instances.push(
      await startServer({ name, entry: 'src/server.ts', cwd: join(REPO_ROOT, 'api'), env, port: ports[index]!, readyPath: '/api/health', logFile: join(work, `${name}.log`) }),
    );
  }
  caddy = await startCaddy({ port: caddyPort, upstreams, work });
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await caddy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await schema?.drop();
  rmSync(work, { recursive: true, force: true });
});

/** A request as the web app sends it, from PUBLIC_ORIGIN (Caddy's address), through `base` (Caddy or the counting proxy). */
async function send(base: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) {
    headers.set('content-type', 'application/json');
    headers.set('origin', caddy.url);
  }
  return fetch(`${base}${path}`, { ...init, headers });
}

const viaProxy = (path: string, init?: RequestInit & { cookie?: string }) => send(proxy.url, path, init);
const viaCaddy = (path: string, init?: RequestInit & { cookie?: string }) => send(caddy.url, path, init);

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
    signedIn = cookie;
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

describe('through Caddy running deploy/Caddyfile', () => {
  it('answers health from the instances, naming the database', async () => {
    const response = await viaCaddy('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('keeps the user signed in on every request, balanced over both instances, and streams an answer as it is written', async () => {
    for (let n = 0; n < 4; n += 1) {
      expect(((await (await viaCaddy('/api/user', { cookie: signedIn })).json()) as { email: string }).email).toBe('yusuf@example.org');
    }
    const streamed = await viaCaddy('/api/messages/stream', {
      method: 'POST',
      cookie: signedIn,
      body: JSON.stringify({ content: 'What does the Quran say about gratitude?', sessionId: 'topology-2', role: 'user' }),
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = [...(await streamed.text()).matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe('meta');
    expect(events.at(-1)).toBe('done');
    const history = (await (await viaCaddy('/api/chat-sessions', { cookie: signedIn })).json()) as Array<{ id: string }>;
    expect(history.map((conversation) => conversation.id)).toEqual(['topology-2', 'topology-1']);
  });
});
