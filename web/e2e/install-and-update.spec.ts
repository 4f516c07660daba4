import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { coveredControls, expectNoSidewaysScroll, widths } from './layout-helpers';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Dispatches an install offer as Chromium does; its prompt() is recorded in window.installPrompts. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const record = window as unknown as { installPrompts?: number };
    offer.prompt = () => {
      record.installPrompts = (record.installPrompts ?? 0) + 1;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
  });
}

const installPrompts = (page: Page) => page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0);

for (const [language, name] of [
  ['en', 'Install app'],
  ['bn', 'অ্যাপ ইনস্টল করুন'],
] as const) {
  test(`the install button shows when the browser offers installation, covers nothing at 320, 390 and 1280 px, and asks the browser to install (${language})`, async ({ page }) => {
    const install = page.getByRole('button', { name });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?lng=${language}`);
      await expect(page.getByRole('textbox')).toBeVisible();
      await expect(install).toHaveCount(0);
      await offerInstallation(page);
      await expect(install).toBeVisible();
      expect(await coveredControls(page), `at ${width} px`).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
    await install.click();
    expect(await installPrompts(page)).toBe(1);
    // The offer is used up: the button goes until the browser offers again.
    await expect(install).toHaveCount(0);

    await offerInstallation(page);
    await expect(install).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
  });
}

/** Serves a changed service worker, as a new deploy does, with its precompressed copies. */
function deployChangedServiceWorker(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((file) => join(distDir, file));
  const originals = files.map((file) => readFileSync(file));
  const changed = Buffer.concat([originals[0]!, Buffer.from(`\n// deployed again at ${new Date().toISOString()}\n`)]);
  writeFileSync(files[0]!, changed);
  writeFileSync(files[1]!, brotliCompressSync(changed));
  writeFileSync(files[2]!, gzipSync(changed));
  return () => files.forEach((file, index) => writeFileSync(file, originals[index]!));
}

test('after a new deploy the app offers the new version in Bangla, covering nothing on a phone, and Reload switches to it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 780 });
  await page.goto('/?lng=bn');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText('অ্যাপের একটি নতুন সংস্করণ পাওয়া যাচ্ছে।')).toHaveCount(0);

  const restore = deployChangedServiceWorker();
  try {
    await page.reload();
    const prompt = page.getByRole('alert').filter({ hasText: 'অ্যাপের একটি নতুন সংস্করণ পাওয়া যাচ্ছে।' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByRole('button', { name: 'পরে' })).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
    const waitingBefore = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waitingBefore).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'পুনরায় লোড করুন' }).click();
    await reloaded;
    // The waiting version now controls the page; nothing is left waiting and the prompt is gone.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByText('অ্যাপের একটি নতুন সংস্করণ পাওয়া যাচ্ছে।')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toBeVisible();
  } finally {
    restore();
  }
});
