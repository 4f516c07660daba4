import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** Brotli bytes of the scripts a first visit to / needs; pnpm bench:firstload measures the time. */
const INITIAL_JS_BUDGET = 150 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The entry and its static imports, and the home route's lazy chunk with its own, from the build's manifest. */
function homeScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    expect(chunk, `manifest entry ${key}`).toBeDefined();
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/app/routes/chat.tsx');
  return [...files].filter((file) => file.endsWith('.js'));
}

test('the home page needs at most 150 KB of compressed JavaScript, precompressed by the build', () => {
  const scripts = homeScripts();
  expect(scripts.length).toBeGreaterThan(2);
  let brotli = 0;
  for (const file of scripts) {
    for (const suffix of ['.br', '.gz']) expect(existsSync(join(distDir, `${file}${suffix}`)), `${file}${suffix}`).toBe(true);
    brotli += statSync(join(distDir, `${file}.br`)).size;
  }
  expect(brotli).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
});

test('the home page and its scripts arrive compressed, and the first screen is in the HTML', async ({ page, request }) => {
  const shell = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(shell.headers()['content-encoding']).toBe('br');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  expect(await shell.text()).toContain('Quranic Knowledge Hub');

  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'none');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Quranic Knowledge Hub' })).toBeVisible();
  await expect(page.getByRole('textbox')).toBeVisible();
  expect(encodings.size).toBeGreaterThan(2);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');
});
