import { expect, test } from '@playwright/test';

test.describe('asking a question', () => {
  test('home loads and a question gets an answer with verse cards', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('AI Islamic Assistant with Quranic References');
    await expect(page.getByRole('heading', { name: 'Quranic Knowledge Hub' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Purpose & Limitations' })).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('What does the Quran say about patience?');
    await box.press('Enter');

    // The question appears at once, the answer streams in, and the URL becomes the conversation's.
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('What does the Quran say about patience?')).toBeVisible();
    const verses = page.getByRole('region', { name: 'Quranic references' }).first();
    await expect(verses).toBeVisible({ timeout: 30_000 });
    const firstVerse = verses.getByRole('article').first();
    await expect(firstVerse.locator('[lang="ar"][dir="rtl"]')).not.toBeEmpty();
    await expect(firstVerse).toHaveAccessibleName(/\d+:\d+/);
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(box).toHaveValue('');

    // The welcome panel is gone once the session has messages.
    await expect(page.getByRole('heading', { name: 'Quranic Knowledge Hub' })).toBeHidden();
  });

  test('an off-topic question opens the Outside of Islamic Focus dialog and sends nothing', async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) posted.push(request.url());
    });
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill("What's the weather tomorrow in Dhaka?");
    await box.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Outside of Islamic Focus' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your question appears to be outside the scope of Islamic and Quranic knowledge. This application is specifically designed to answer questions related to Islam and the Quran.',
    );
    for (const topic of ['Quranic verses and interpretations', 'Islamic history and events', 'Practices, prayers and rituals', 'Stories of prophets in the Quran']) {
      await expect(dialog.getByText(topic)).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    await expect(dialog).toBeHidden();
    expect(posted).toEqual([]);
    // The question stays in the box so it can be rephrased.
    await expect(box).toHaveValue("What's the weather tomorrow in Dhaka?");
  });

  test('sharing an empty conversation says there is nothing to share', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No conversation to share');
  });
});
