import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, listen } from '../test/build.js';
import { signedInClient } from '../test/session-client.js';

// Registration hashes a password (scrypt) and a question gets a real answer.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>AI Islamic Assistant with Quranic References</title>
    <meta name="description" content="The default description." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="AI Islamic Assistant with Quranic References" />
    <meta property="og:description" content="The default description." />
    <meta property="og:image" content="/og-image.jpeg" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let webDist: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  app = await build({ env: { WEB_DIST_DIR: webDist } });
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page as a crawler that runs no JavaScript reads it. */
async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** Each tag once: the template's defaults are replaced, not repeated. */
function countOf(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

describe('link previews in the HTML the server sends', () => {
  it("carry a shared conversation's title, escaped, in <title> and og:title", async () => {
    const owner = await signedInClient(app, 'Sharer');
    const asked = await owner.post('/api/messages', { content: 'What does the Quran say about patience?', sessionId: 'preview', role: 'user' });
    expect(asked.statusCode).toBe(200);
    const title = '<script>alert("x")</script> Patience & "prayer"';
    const renamed = await owner.request('PATCH', '/api/chat-sessions/preview/title', { title });
    expect(renamed.statusCode).toBe(200);
    const { shareCode } = (await owner.post('/api/shared-sessions', { sessionId: 'preview' })).json();

    const html = await rawHtml(`/shared/${shareCode}`);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Patience &amp; &quot;prayer&quot;';
    expect(titleOf(html)).toBe(`${escaped} | Quran Assistant`);
    expect(metaOf(html, 'og:title')).toBe(`${escaped} | Quran Assistant`);
    expect(html).not.toContain('<script>alert');
    expect(metaOf(html, 'og:description')).toBe('What does the Quran say about patience?');
    expect(metaOf(html, 'og:url')).toBe(`${base}/shared/${shareCode}`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:image')).toBe(`${base}/og-image.jpeg`);
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(countOf(html, '<title>')).toBe(1);
    expect(countOf(html, 'property="og:title"')).toBe(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('count no view when a crawler reads the preview, and show nothing of a share that was stopped', async () => {
    const owner = await signedInClient(app, 'Stopper');
    expect((await owner.post('/api/messages', { content: 'What does the Quran say about gratitude?', sessionId: 'stopped', role: 'user' })).statusCode).toBe(200);
    expect((await owner.request('PATCH', '/api/chat-sessions/stopped/title', { title: 'Gratitude in private' })).statusCode).toBe(200);
    const { shareCode } = (await owner.post('/api/shared-sessions', { sessionId: 'stopped' })).json();
    const views = async () => ((await (await fetch(`${base}/api/shared-sessions/${shareCode}`)).json()) as { session: { viewCount: number } }).session.viewCount;

    const before = await views();
    expect(titleOf(await rawHtml(`/shared/${shareCode}`))).toBe('Gratitude in private | Quran Assistant');
    expect(await views()).toBe(before + 1);

    expect((await owner.request('DELETE', `/api/shared-sessions/${shareCode}`)).statusCode).toBeLessThan(300);
    const html = await rawHtml(`/shared/${shareCode}`);
    expect(html).not.toContain('Gratitude in private');
    expect(titleOf(html)).toBe('AI Islamic Assistant with Quranic References');
  });

  it('give an unknown share code the default head', async () => {
    const html = await rawHtml('/shared/NoSuchShareCode0000000000');
    expect(titleOf(html)).toBe('AI Islamic Assistant with Quranic References');
    expect(metaOf(html, 'og:title')).toBe('AI Islamic Assistant with Quranic References');
  });

  it("carry a verse's text, exactly as the corpus has it, in og:description", async () => {
    const verse = app.retriever.getVerse(2, 255);
    expect(verse).not.toBeNull();
    const html = await rawHtml('/quran/2/255');
    expect(titleOf(html)).toBe('Al-Baqarah 2:255 | Quran Assistant');
    expect(metaOf(html, 'og:description')).toBe(verse!.en.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;'));
    expect(metaOf(html, 'og:description')).toContain('Allah - there is no deity except Him, the Ever-Living');

    const bangla = await rawHtml('/quran/2/255?lng=bn');
    expect(bangla).toContain('<html lang="bn"');
    expect(titleOf(bangla)).toBe('সূরা আল-বাকারা ২:২৫৫ | কুরআন সহকারী');
    expect(metaOf(bangla, 'og:description')).toBe(verse!.bn.replaceAll('"', '&quot;'));
    expect(metaOf(bangla, 'og:url')).toBe(`${base}/quran/2/255?lng=bn`);
  });

  it("carry a surah's name on its reader page; a verse that does not exist gets the default head", async () => {
    const surah = await rawHtml('/quran/112');
    expect(titleOf(surah)).toBe('Surah Al-Ikhlas (The Sincerity) | Quran Assistant');
    expect(metaOf(surah, 'og:description')).toContain('4 verses');
    expect(titleOf(await rawHtml('/quran/112/5'))).toBe('AI Islamic Assistant with Quranic References');
    expect(titleOf(await rawHtml('/quran/115'))).toBe('AI Islamic Assistant with Quranic References');
  });

  it.each([
    ['/about', 'About | Quran Assistant'],
    ['/terms', 'Terms of Service | Quran Assistant'],
    ['/privacy', 'Privacy Policy | Quran Assistant'],
    ['/contact', 'Contact &amp; Feedback | Quran Assistant'],
    ['/about?lng=bn', 'আমাদের সম্পর্কে | কুরআন সহকারী'],
    ['/', 'AI Islamic Assistant with Quranic References'],
    ['/?lng=bn', 'কুরআনের রেফারেন্সসহ এআই ইসলামিক সহকারী'],
  ])('give %s its own title and description', async (path, title) => {
    const html = await rawHtml(path);
    expect(titleOf(html)).toBe(title);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBeTruthy();
    expect(metaOf(html, 'og:description')).not.toBe('The default description.');
    expect(countOf(html, 'name="description"')).toBe(1);
  });
});
