import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, listen } from '../test/build.js';
import { cacheControlFor, isClientRoute } from './web-app.js';

const SHELL = '<!doctype html><html><head><title>Quran Assistant test shell</title></head><body><div id="root"></div></body></html>';

function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'icons'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Quran Assistant"}');
  writeFileSync(join(dir, 'assets', 'index-3f2a9c1d.js'), 'console.log("app");');
  writeFileSync(join(dir, 'assets', 'index-77aa0b2e.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

describe('with a built web app (real HTTP)', () => {
  let webDist: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeWebDist(webDist);
    app = await build({ env: { WEB_DIST_DIR: webDist } });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the shell at / with no-cache', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<body><div id="root"></div></body>');
  });

  it.each(['/chat/4f1c2b', '/shared/AbCdEf123', '/admin', '/about?lng=bn'])(
    'falls back to the shell for the client route %s',
    async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<body><div id="root"></div></body>');
    },
  );

  it('revalidates the service worker and the manifest every time', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets browsers keep hashed assets forever', async () => {
    const script = await fetch(`${base}/assets/index-3f2a9c1d.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("app");');
    const style = await fetch(`${base}/assets/index-77aa0b2e.css`);
    expect(style.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gives other static files a short cache', async () => {
    const response = await fetch(`${base}/icons/icon-192.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, never the shell', async () => {
    const response = await fetch(`${base}/assets/index-00000000.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers unknown /api paths with JSON 404 even when a browser asks for HTML', async () => {
    for (const path of ['/api/nope', '/api/verses/2:255/extra', '/api']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('does not answer other methods with the shell', async () => {
    const response = await fetch(`${base}/chat/4f1c2b`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a Content-Security-Policy the PWA and Google sign-in pass', async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src']).toContain("'unsafe-inline'");
    expect(directives['connect-src']).toContain("'self'");
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(directives['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Served over plain HTTP locally: no upgrade of subresources, no HSTS.
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('over HTTPS (PUBLIC_ORIGIN https)', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const app = await build({ env: { PUBLIC_ORIGIN: 'https://quran.example.org' } });
    try {
      const response = await app.inject('/api/health');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });
});

describe('without a built web app', () => {
  it('still runs the API and explains at / how to build the app', async () => {
    const app = await build();
    try {
      const home = await app.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('web app is not built');
      const clientRoute = await app.inject('/chat/123');
      expect(clientRoute.statusCode).toBe(404);
      expect(clientRoute.json()).toMatchObject({ code: 'not_found' });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/dist/index.html', 'no-cache'],
    ['/dist/sw.js', 'no-cache'],
    ['/dist/manifest.webmanifest', 'no-cache'],
    ['/dist/assets/index-3f2a9c1d.js', 'public, max-age=31536000, immutable'],
    ['/dist/workbox-6b95745d.js', 'public, max-age=31536000, immutable'],
    ['/dist/favicon.svg', 'public, max-age=3600'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('isClientRoute', () => {
  it.each([
    ['/', true],
    ['/chat/abc', true],
    ['/shared/x?ref=1', true],
    ['/api/anything', false],
    ['/api', false],
    ['/assets/app.js', false],
    ['/favicon.ico', false],
  ])('%s → %s', (url, expected) => {
    expect(isClientRoute(url)).toBe(expected);
  });
});
