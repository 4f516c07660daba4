import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { build } from '../test/build.js';

/**
 * A mutating /api request that names its origin must come from the app itself.
 * Without PUBLIC_ORIGIN "the app itself" is the host the request was sent to,
 * and that host must be this machine (or the configured HOST): a page on another
 * site whose name was rebound to 127.0.0.1 names its own host in both Host and
 * Origin, and is refused.
 */

async function logout(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'application/json', ...headers }, payload: {} });
}

function withApp(env: Env, body: (app: () => FastifyInstance) => void): void {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env });
  });
  afterAll(() => app.close());
  body(() => app);
}

describe('without PUBLIC_ORIGIN (HOST 127.0.0.1)', () => {
  withApp({}, (app) => {
    it.each([
      ['localhost', 'localhost:3000', 'http://localhost:3000'],
      ['127.0.0.1', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['[::1]', '[::1]:3000', 'http://[::1]:3000'],
      ['the Vite dev server’s proxy', 'localhost:5173', 'http://localhost:5173'],
      ['localhost without a port', 'localhost', 'http://localhost'],
    ])('accepts the app’s own origin on %s', async (_label, host, origin) => {
      expect((await logout(app(), { host, origin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    });

    it.each([
      ['a rebound name', 'evil.example:3000', 'http://evil.example:3000'],
      ['a rebound name without a port', 'attacker.test', 'http://attacker.test'],
      ['another address of this network', '192.168.1.20:3000', 'http://192.168.1.20:3000'],
      ['a name that only starts like localhost', 'localhost.evil.example:3000', 'http://localhost.evil.example:3000'],
    ])('refuses a same-origin request to %s (403 bad_origin)', async (_label, host, origin) => {
      const response = await logout(app(), { host, origin, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'bad_origin', message: expect.any(String) });
    });

    it('refuses a loopback origin that is not the host asked', async () => {
      expect((await logout(app(), { host: 'localhost:3000', origin: 'http://localhost:8080' })).statusCode).toBe(403);
    });

    it('lets requests that name no origin through (curl, server to server), and reads as before', async () => {
      expect((await logout(app(), { host: 'evil.example:3000' })).statusCode).toBe(200);
      expect((await app().inject({ method: 'GET', url: '/api/config', headers: { host: 'evil.example:3000' } })).statusCode).toBe(200);
    });
  });
});

describe('without PUBLIC_ORIGIN, with HOST set to an address of this machine', () => {
  withApp({ HOST: '192.168.1.20' }, (app) => {
    it('accepts that address and loopback, and nothing else', async () => {
      expect((await logout(app(), { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' })).statusCode).toBe(200);
      expect((await logout(app(), { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(200);
      expect((await logout(app(), { host: 'evil.example:3000', origin: 'http://evil.example:3000' })).statusCode).toBe(403);
    });
  });
});

describe('without PUBLIC_ORIGIN, with HOST a wildcard', () => {
  withApp({ HOST: '0.0.0.0' }, (app) => {
    it('accepts loopback only', async () => {
      expect((await logout(app(), { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
      expect((await logout(app(), { host: '0.0.0.0:3000', origin: 'http://0.0.0.0:3000' })).statusCode).toBe(403);
      expect((await logout(app(), { host: '10.0.0.7:3000', origin: 'http://10.0.0.7:3000' })).statusCode).toBe(403);
    });
  });
});

describe('with PUBLIC_ORIGIN', () => {
  withApp({ PUBLIC_ORIGIN: 'https://quran.example.org' }, (app) => {
    it('accepts that origin only, whatever the Host', async () => {
      expect((await logout(app(), { host: 'quran.example.org', origin: 'https://quran.example.org' })).statusCode).toBe(200);
      expect((await logout(app(), { host: '127.0.0.1:3000', origin: 'https://quran.example.org' })).statusCode).toBe(200);
      expect((await logout(app(), { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(403);
    });
  });
});
