import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './auth-helpers';
import { askQuestion, conversationIdFrom, conversationItems, expectVersesQuotedFromCorpus } from './chat-helpers';

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
  // Offline the question is still taken: it waits on the device (e2e/offline-questions.spec.ts).
  await expect(page.getByText('You are offline. Questions you send now wait here and go out when the connection returns.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await context.setOffline(false);
});

test('a signed-in user can read their saved history and answers offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughUi(page, { name: 'Sumayyah Offline', email: uniqueEmail('sumayyah') });
  const question = 'What does the Quran say about the night prayer?';
  const answer = await askQuestion(page, question);
  const keys = await expectVersesQuotedFromCorpus(page, answer, 'en');
  const conversationId = conversationIdFrom(page);
  const history = page.getByRole('complementary', { name: 'Chat history' });
  await expect(history.getByRole('link').filter({ hasText: question })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(history.getByRole('link').filter({ hasText: question })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto('/');
    // The device remembers who was signed in and shows the copy saved in IndexedDB.
    await expect(page.getByText('Sumayyah Offline')).toBeVisible();
    await expect(history).toContainText('Offline — showing saved conversations');
    await history.getByRole('link').filter({ hasText: question }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));
    await expect(conversationItems(page).first()).toContainText(question);
    const cards = conversationItems(page).nth(1).getByRole('region', { name: 'Quranic references' }).getByRole('article');
    await expect(cards).toHaveCount(keys.length);
    await expect(cards.first().locator('[lang="ar"][dir="rtl"]')).not.toBeEmpty();
  } finally {
    await context.setOffline(false);
  }
});
