import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for might have been removed or is temporarily unavailable.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/feedback/:sessionId redirects to the contact form with the session id', async ({ page }) => {
  await page.goto('/feedback/abc-123');
  await expect(page).toHaveURL(/\/contact\?sessionId=abc-123$/);
});

test('switching the language to Bangla changes the interface and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'কুরআনিক জ্ঞানকেন্দ্র' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'আপনার প্রশ্ন' })).toHaveAttribute('placeholder', 'ইসলামের শিক্ষা সম্পর্কে প্রশ্ন করুন…');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('bn');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('the ?lng query parameter selects the language first', async ({ page }) => {
  await page.goto('/?lng=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('each route sets its head data', async ({ page }) => {
  await page.goto('/');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\?lng=bn$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpeg$/);
  const image = await page.request.get('/og-image.jpeg');
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toContain('image/jpeg');
});
