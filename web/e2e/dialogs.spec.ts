import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './auth-helpers';
import { askQuestion, questionBox } from './chat-helpers';
import { expectFocusTrapped, openDialog } from './layout-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** A send the server refuses with this status and body, to reach the dialog that answer opens. */
async function refuseNextSend(page: Page, status: number, body: Record<string, unknown>) {
  await page.route('**/api/messages/stream', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }), {
    times: 1,
  });
}

/** Sends from the question box with Enter; the dialog that opens traps focus and hands it back to the box. */
async function expectDialogFromSendReturnsFocus(page: Page, question: string) {
  const box = questionBox(page);
  await box.fill(question);
  await box.press('Enter');
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  await expect(box).toBeFocused();
}

test('the off-topic dialog takes focus from the question box, traps Tab and gives focus back', async ({ page }) => {
  await page.goto('/');
  await expectDialogFromSendReturnsFocus(page, "What's the weather tomorrow in Dhaka?");
});

test('the guest limit dialog traps Tab and gives focus back to the question box', async ({ page }) => {
  await page.goto('/');
  await refuseNextSend(page, 429, { code: 'guest_limit', message: 'Guest message limit reached.', limit: 1 });
  await expectDialogFromSendReturnsFocus(page, 'What does the Quran say about patience?');
});

test('the service issue dialog traps Tab and gives focus back to the question box', async ({ page }) => {
  await page.goto('/');
  await refuseNextSend(page, 500, { code: 'internal_error', message: 'Something went wrong.' });
  await expectDialogFromSendReturnsFocus(page, 'What does the Quran say about patience?');
});

test('the rename and delete dialogs trap Tab and give focus back to the row menu that opened them', async ({ page }) => {
  await registerThroughUi(page, { name: 'Yusuf Keyboard', email: uniqueEmail('dialogs') });
  await askQuestion(page, 'What does the Quran say about patience?');
  const history = page.locator('#chat-history');
  const rowMenu = history.getByRole('button', { name: /^Options for/ }).first();
  await expect(rowMenu).toBeVisible();

  for (const item of ['Rename', 'Delete']) {
    await rowMenu.click();
    await page.getByRole('menuitem', { name: item }).click();
    await expectFocusTrapped(page);
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect(rowMenu).toBeFocused();
  }
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});
