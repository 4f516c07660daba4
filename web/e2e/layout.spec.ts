import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, signInAsAdmin, uniqueEmail } from './auth-helpers';
import { askQuestion, conversationIdFrom, conversationItems, questionBox, type UiLanguage } from './chat-helpers';
import { coveredControls, expectNoSidewaysScroll, waitForNoToast, widths } from './layout-helpers';

const languages: UiLanguage[] = ['en', 'bn'];
const questions: Record<UiLanguage, string> = { en: 'What does the Quran say about patience?', bn: 'ধৈর্য সম্পর্কে কুরআন কী বলে?' };
const languageName: Record<UiLanguage, string> = { en: 'English', bn: 'Bangla' };
const shareLabel: Record<UiLanguage, string> = { en: 'Share', bn: 'শেয়ার' };

/** At each width the settled screen has no control under another and nothing wider than the screen. */
async function expectUncovered(page: Page, screen: string, scope?: string) {
  await waitForNoToast(page);
  await expectNoSidewaysScroll(page);
  expect.soft(await coveredControls(page, scope), `covered controls on ${screen}`).toEqual([]);
}

for (const language of languages) {
  test(`nothing covers a control at 320, 390 and 1280 px in ${languageName[language]}: chat, history, about, contact, shared`, async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page, { name: 'Khadija Phone', email: uniqueEmail(`layout-${language}`) });
    await page.goto(`/?lng=${language}`);
    await askQuestion(page, questions[language], language);
    const conversationId = conversationIdFrom(page);
    const shared = await page.request.post('/api/shared-sessions', { data: { sessionId: conversationId } });
    expect(shared.ok()).toBe(true);
    const { shareCode } = (await shared.json()) as { shareCode: string };

    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(`/chat/${conversationId}`);
      await expect(conversationItems(page, language)).toHaveCount(2);
      await expectUncovered(page, `/chat/:id at ${width}px`);

      // Phones open the history as a drawer over the page: everything in it is reachable.
      const historyToggle = page.locator('button[aria-controls="chat-history"]');
      if (await historyToggle.isVisible()) {
        await historyToggle.click();
        await expect(page.locator('#chat-history')).toBeFocused();
        // The drawer slides in: look once it has arrived.
        await page.locator('#chat-history').evaluate((drawer) => Promise.all(drawer.getAnimations().map((animation) => animation.finished)));
        await expectUncovered(page, `history drawer at ${width}px`, '#chat-history');
        await page.keyboard.press('Escape');
      }

      for (const path of ['/about', '/contact', `/shared/${shareCode}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectUncovered(page, `${path} at ${width}px`);
      }
    }
  });

  test(`nothing covers a control on the dashboard at 320, 390 and 1280 px in ${languageName[language]}`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/dashboard?lng=${language}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectUncovered(page, `/dashboard at ${width}px`);
    }
  });

  test(`a toast covers neither the question box nor Send at 320, 390 and 1280 px in ${languageName[language]}`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      await waitForNoToast(page);
      await questionBox(page, language).fill(questions[language]);
      // Sharing an empty conversation says so in a toast; pointing at the toast keeps it open.
      await page.getByRole('button', { name: shareLabel[language], exact: true }).click();
      const toast = page.locator('section[tabindex="-1"] li');
      await expect(toast).toBeVisible();
      await toast.hover();
      expect(await coveredControls(page, 'main form'), `question box under a toast at ${width}px`).toEqual([]);
      await expect(toast).toBeVisible();
      await toast.getByRole('button').click();
    }
  });
}
