import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, listen } from '../test/build.js';

/**
 * Only files inside WEB_DIST_DIR are ever served. Requests are written on a raw
 * socket, so no client normalises `..`, percent-escapes or backslashes first.
 *
 *   <root>/web-dist/            WEB_DIST_DIR (index.html, assets/app-1a2b3c4d.js)
 *   <root>/secret-beside-dist.txt, <root>/package.json   planted beside it
 *   <root>/data/                DATA_DIR (secret-in-data.txt, app.sqlite, session-secret)
 */

const SHELL = '<!doctype html><html><head><title>traversal test shell</title></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("the app");';

/** `{root}` stands for the absolute path of the folder holding the dist folder (no leading slash), `{root%2f}` for it with every `/` escaped. */
const TRAVERSALS = [
  '/../secret-beside-dist.txt',
  '/../../../../../../../../../../etc/passwd',
  '/%2e%2e/secret-beside-dist.txt',
  '/%2e%2e%2fsecret-beside-dist.txt',
  '/..%2fsecret-beside-dist.txt',
  '/..%5csecret-beside-dist.txt',
  '/%2e%2e%5c%2e%2e%5cdata%5csecret-in-data.txt',
  '/%252e%252e/secret-beside-dist.txt',
  '/%252e%252e%252fpackage.json',
  '/....//secret-beside-dist.txt',
  '/....//....//data/secret-in-data.txt',
  '/.%2e/data/secret-in-data.txt',
  '/assets/../../package.json',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/data/session-secret',
  '/%c0%ae%c0%ae/secret-beside-dist.txt',
  '/%c0%ae%c0%ae%c0%afdata%c0%afapp.sqlite',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%00/secret-beside-dist.txt',
  '/../secret-beside-dist.txt%00.js',
  '/..\u0000/secret-beside-dist.txt',
  '/..\\secret-beside-dist.txt',
  '/assets\\..\\..\\package.json',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/{root}/secret-beside-dist.txt',
  '/%2f{root%2f}%2fdata%2fsecret-in-data.txt',
  '/api/../package.json',
  '/api/..%2f..%2fpackage.json',
  '/api/%2e%2e/%2e%2e/package.json',
  '/index.html/../../secret-beside-dist.txt',
  '/..;/secret-beside-dist.txt',
  '/%u002e%u002e/secret-beside-dist.txt',
  'http://127.0.0.1/../secret-beside-dist.txt',
];

interface RawResponse {
  status: number;
  raw: string;
  body: string;
}

/** One GET written byte for byte on a new connection; the whole answer as latin1 text. */
function rawGet(port: number, target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      resolve({ status, raw, body });
    });
  });
}

describe('no file outside the web app is served (raw HTTP)', () => {
  let root: string;
  let app: FastifyInstance;
  let port: number;
  /** Contents of files outside WEB_DIST_DIR that no answer may contain. */
  let forbidden: Array<[string, string]>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-traversal-'));
    const webDist = join(root, 'web-dist');
    const dataDir = join(root, 'data');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    mkdirSync(dataDir);
    writeFileSync(join(webDist, 'index.html'), SHELL);
    writeFileSync(join(webDist, 'assets', 'app-1a2b3c4d.js'), ASSET);
    const marker = () => `outside-the-web-app-${randomBytes(12).toString('hex')}`;
    writeFileSync(join(root, 'secret-beside-dist.txt'), marker());
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: marker() }));
    writeFileSync(join(dataDir, 'secret-in-data.txt'), marker());

    app = await build({ env: { WEB_DIST_DIR: webDist, DATA_DIR: dataDir } });
    port = Number(new URL(await listen(app)).port);

    // Every file the server itself keeps in DATA_DIR (the database, the session secret) counts too.
    forbidden = [
      ['secret-beside-dist.txt', readFileSync(join(root, 'secret-beside-dist.txt'), 'utf8')],
      ['package.json', readFileSync(join(root, 'package.json'), 'utf8')],
      ['/etc/passwd', 'root:x:0:0'],
      ...readdirSync(dataDir)
        .filter((name) => !name.startsWith('app.sqlite'))
        .map((name): [string, string] => [`data/${name}`, readFileSync(join(dataDir, name), 'utf8').trim()]),
      ['data/app.sqlite', 'SQLite format 3'],
    ];
    expect(forbidden.map(([name]) => name)).toEqual(expect.arrayContaining(['data/secret-in-data.txt', 'data/session-secret']));
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves files inside it (so a refusal below is not a server that serves nothing)', async () => {
    const asset = await rawGet(port, '/assets/app-1a2b3c4d.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(ASSET);
  });

  it.each(TRAVERSALS)('GET %j answers a 4xx or the app shell, never a file from outside', async (template) => {
    const rootPath = root.slice(1);
    const target = template.replaceAll('{root}', rootPath).replaceAll('{root%2f}', rootPath.replaceAll('/', '%2f'));
    const response = await rawGet(port, target);
    for (const [name, content] of forbidden) {
      expect(response.raw, `the content of ${name}`).not.toContain(content);
    }
    if (response.status === 200) {
      expect(response.body).toContain('<body><div id="root"></div></body>');
    } else {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
