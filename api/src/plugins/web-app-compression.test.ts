import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, listen } from '../test/build.js';
import { preferredEncoding } from './web-app.js';

const SHELL = '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const app = "${'quran '.repeat(400)}";`;
const WORKER = `self.addEventListener("install", () => {}); // ${'precache '.repeat(100)}`;
const MANIFEST = JSON.stringify({ name: 'Quran Assistant', description: 'x'.repeat(500) });

/** A build output as web/tools/precompress.ts leaves it: each text file with .br and .gz copies. */
function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: [string, string][] = [
    ['index.html', SHELL],
    ['sw.js', WORKER],
    ['manifest.webmanifest', MANIFEST],
    ['assets/index-3f2a9c1d.js', SCRIPT],
  ];
  for (const [name, content] of files) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire (fetch would decode them). */
  bytes: Buffer;
}

function rawGet(base: string, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.bytes).toString();
  if (encoding === 'gzip') return gunzipSync(response.bytes).toString();
  return response.bytes.toString();
}

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

describe('the web app arrives compressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('hashed scripts, asked with %j, come %s-encoded, typed, varying and immutable', async (accept, encoding) => {
    const response = await rawGet(base, '/assets/index-3f2a9c1d.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.bytes.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(response)).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding, still varying on it', async () => {
    const response = await rawGet(base, '/assets/index-3f2a9c1d.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.bytes.toString()).toBe(SCRIPT);
  });

  it('compresses the service worker and the manifest, and has them revalidated', async () => {
    const worker = await rawGet(base, '/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker)).toBe(WORKER);
    const manifest = await rawGet(base, '/manifest.webmanifest', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(decode(manifest)).toBe(MANIFEST);
  });

  it.each(['/', '/chat/4f1c2b', '/about'])('sends the shell at %s compressed and revalidated', async (path) => {
    const response = await rawGet(base, path, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response)).toContain('<body><div id="root"></div></body>');
    const plain = await rawGet(base, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toContain('<div id="root"></div>');
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
