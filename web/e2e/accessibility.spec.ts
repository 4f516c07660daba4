import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, signInAsAdmin, uniqueEmail } from './auth-helpers';
import { askQuestion, conversationIdFrom, type UiLanguage } from './chat-helpers';
import { expectAccessible, waitForNoToast } from './layout-helpers';

const languages: UiLanguage[] = ['en', 'bn'];

/** Every route's main content has rendered: its first-level heading, or the question box at home. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main textarea').first()).toBeVisible();
  await waitForNoToast(page);
}

for (const language of languages) {
  test(`axe-core finds nothing on any route, in ${language === 'en' ? 'English' : 'Bangla'}`, async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page, { name: 'Maryam Reader', email: uniqueEmail(`axe-${language}`) });
    await page.goto(`/?lng=${language}`);
    await settle(page);
    await expectAccessible(page, '/');

    await askQuestion(page, language === 'bn' ? 'ধৈর্য সম্পর্কে কুরআন কী বলে?' : 'What does the Quran say about patience?', language);
    const conversationId = conversationIdFrom(page);
    await page.goto(`/chat/${conversationId}`);
    await settle(page);
    await expectAccessible(page, '/chat/:id');

    const shared = await page.request.post('/api/shared-sessions', { data: { sessionId: conversationId } });
    expect(shared.ok()).toBe(true);
    const { shareCode } = (await shared.json()) as { shareCode: string };

    for (const path of ['/about', '/terms', '/privacy', '/contact', `/shared/${shareCode}`, '/quran', '/quran/2/255', '/a-page-that-does-not-exist', '/reset-password', '/verify-email']) {
      await page.goto(path);
      await settle(page);
      await expectAccessible(page, path);
    }

    await page.context().clearCookies();
    await page.goto('/auth');
    await settle(page);
    await expectAccessible(page, '/auth');

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await settle(page);
    await expect(page.locator('main [role="tablist"], main h1').first()).toBeVisible();
    await expectAccessible(page, '/dashboard');
  });
}
