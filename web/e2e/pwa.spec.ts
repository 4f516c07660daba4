import { expect, test } from '@playwright/test';

test('the app is installable and its shell loads offline', async ({ page, context }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: 'Quran Assistant', display: 'standalone', start_url: '/', lang: 'en' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);

  // The service worker takes control once it has cached the app shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: /Quran Assistant/ }).first()).toBeVisible();
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeVisible();
  await box.fill('What does the Quran say about patience?');
  await expect(page.getByText('You are offline. Sending is disabled until the connection returns.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await context.setOffline(false);
});
