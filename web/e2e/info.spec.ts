import { expect, test } from '@playwright/test';

test('about, terms and privacy pages have their content and titles', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Quran Assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page).toHaveTitle(/About/);
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();

  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: April 1, 2025')).toBeVisible();
  await expect(page.getByText(/not intended for children under 13/)).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: April 1, 2025')).toBeVisible();
});

test('the contact form refuses an incomplete message and sends a complete one for real', async ({ page }) => {
  await page.goto('/contact?sessionId=e2e-session');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact & Feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Name').fill('Yusuf E2E');
  await page.getByLabel('Email').fill('yusuf@example.test');
  await page.getByLabel('Message').fill('Assalamu alaikum, the contact form works.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Message Sent');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('the contact page works in Bangla', async ({ page }) => {
  await page.goto('/contact?lng=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ ও মতামত' })).toBeVisible();
  await expect(page.getByText('আমরা সাধারণত ২-৩ কার্যদিবসের মধ্যে উত্তর দিই।')).toBeVisible();
});
