import { expect, test, type Browser } from '@playwright/test';
import { askQuestion, conversationIdFrom, conversationItems, expectVersesQuotedFromCorpus } from './chat-helpers';

// The share button copies the link: let the page write and the test read the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens a link in a brand-new browser context: no cookies, no session, an anonymous reader. */
async function openAnonymously(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a shared conversation opens read-only for an anonymous reader and counts their views', async ({ page, browser }) => {
  await page.goto('/');
  const question = 'What does the Quran say about forgiveness?';
  await askQuestion(page, question);
  const conversationId = conversationIdFrom(page);

  const shared = page.waitForResponse((response) => response.url().endsWith('/api/shared-sessions') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Share' }).click();
  expect((await shared).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shared\/[A-Za-z0-9_-]{22,}$/);
  const shareCode = link.split('/').at(-1)!;
  expect(shareCode).not.toContain(conversationId);

  // Sharing again gives the same link.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const reader = await openAnonymously(browser, link);
  await expect(reader.page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(reader.page.getByTestId('shared-views')).toHaveText('Shared chat • 1 view');
  await expect(conversationItems(reader.page)).toHaveCount(2);
  await expectVersesQuotedFromCorpus(reader.page, conversationItems(reader.page).nth(1), 'en');
  // Read-only: no share button, no rating, no question box.
  await expect(reader.page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Helpful answer' })).toHaveCount(0);
  await expect(reader.page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await expect(reader.page).toHaveTitle(new RegExp(question.replace(/[?]/g, '\\?')));

  await reader.page.reload();
  await expect(reader.page.getByTestId('shared-views')).toHaveText('Shared chat • 2 views');
  await reader.close();

  // The owner's own visits are not counted.
  await page.goto(`/shared/${shareCode}`);
  await expect(page.getByTestId('shared-views')).toHaveText('Shared chat • 2 views');

  // The /chat/{shareCode} form of the link opens the same shared view.
  const viaChatPath = await openAnonymously(browser, new URL(`/chat/${shareCode}`, link).href);
  await expect(viaChatPath.page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(viaChatPath.page.getByTestId('shared-views')).toHaveText('Shared chat • 3 views');
  await viaChatPath.close();
});

test('an unknown share code shows Error Loading Shared Chat and returns home', async ({ page }) => {
  await page.goto('/shared/this-code-does-not-exist-0000');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('Error Loading Shared Chat');
  await expect(notifications).toContainText('This shared chat may have been deleted or is unavailable.');
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
});
