import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app.js';
import { build, listen } from './test/build.js';
import { testDatabaseKind } from './test/test-database.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await build();
  base = await listen(app);
});
afterAll(() => app.close());

describe('GET /api/health (real HTTP)', () => {
  it('reports ok, the 6,236 verses of the index and the database engine', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', verses: 6236, database: testDatabaseKind, checks: { database: 'ok', disk: 'ok' } });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/does-not-exist'],
    ['DELETE', '/api/verses'],
    ['GET', '/api/verses/2:255/tafsir'],
  ])('%s %s → JSON 404', async (method, path) => {
    const response = await fetch(`${base}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: `Not found: ${method} ${path}` });
  });

  it('answers an overlong path segment with the same JSON 404, not the framework\'s own body', async () => {
    const response = await fetch(`${base}/api/shared-sessions/${'x'.repeat(500)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: expect.stringMatching(/^Not found: GET \/api\/shared-sessions\/x+/) });
  });
});

describe('known API paths asked with another method', () => {
  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['DELETE', '/api/verses/2:255', 'GET, HEAD'],
    ['PUT', '/api/verses/search?q=x', 'GET, HEAD'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(`${base}${path}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
  });
});

describe('request bodies', () => {
  it(`refuses bodies over ${BODY_LIMIT_BYTES} bytes with 413 payload_too_large`, async () => {
    const response = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('OpenAPI documentation', () => {
  it('serves the document generated from the route schemas at /api/docs/json', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/verses/search', '/api/verses/{key}']));

    const search = doc.paths['/api/verses/search']?.get;
    expect(search?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:q', 'query:lang', 'query:k']);
    expect(search?.parameters?.find((p) => p.name === 'q')?.required).toBe(true);
    expect(Object.keys(search?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '500']));
    expect(Object.keys(doc.paths['/api/verses/{key}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    // The docs themselves and the web app's files are not API routes.
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(true);
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const page = await fetch(`${base}/api/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });
});
