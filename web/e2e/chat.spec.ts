import { expect, test } from '@playwright/test';
import { answerTimeoutMs, askQuestion, conversationItems, expectVersesQuotedFromCorpus, questionBox } from './chat-helpers';

const banglaScript = /[\u0980-\u09FF]/;

test.describe('asking a question', () => {
  test('home loads and a question gets an answer whose verses are quoted exactly from the corpus', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('AI Islamic Assistant with Quranic References');
    await expect(page.getByRole('heading', { name: 'Quranic Knowledge Hub' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Purpose & Limitations' })).toBeVisible();

    const streamed = page.waitForResponse((response) => response.url().endsWith('/api/messages/stream'));
    const question = 'What does the Quran say about patience?';
    const box = questionBox(page);
    await box.fill(question);
    await box.press('Enter');

    // The question appears at once and the answer arrives as a stream of server-sent events.
    await expect(conversationItems(page).first()).toContainText(question);
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/event-stream');

    const answer = conversationItems(page).nth(1);
    await expect(answer.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: answerTimeoutMs });
    const keys = await expectVersesQuotedFromCorpus(page, answer, 'en');
    // Each citation marker in the text is a link that opens its verse in the Quran reader.
    for (const key of keys) await expect(answer.getByRole('link', { name: `Go to verse ${key}` }).first()).toBeVisible();
    await expect(answer).not.toContainText('[[');

    // The address becomes the conversation's, the box is cleared, the welcome panel is gone.
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Quranic Knowledge Hub' })).toBeHidden();

    // After a reload the conversation comes back from the server (the guest owns it).
    await page.reload();
    await expect(conversationItems(page)).toHaveCount(2);
    await expect(conversationItems(page).first()).toContainText(question);
    await expectVersesQuotedFromCorpus(page, conversationItems(page).nth(1), 'en');
  });

  test('a Bangla question in the Bangla interface gets a Bangla answer with Bangla translations', async ({ page }) => {
    await page.goto('/?lng=bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const answer = await askQuestion(page, 'ধৈর্য সম্পর্কে কুরআন কী বলে?', 'bn');
    const prose = answer.locator(':scope > div').first();
    await expect(prose).toContainText(banglaScript);
    await expect(prose).not.toContainText(/direct retrieval answer/i);
    await expectVersesQuotedFromCorpus(page, answer, 'bn');
  });

  test('switching the interface to Bangla shows an English answer\'s verses in the Bangla translation', async ({ page }) => {
    await page.goto('/');
    const answer = await askQuestion(page, 'What does the Quran say about patience?');
    await expectVersesQuotedFromCorpus(page, answer, 'en');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Each card fetches its verse again in the interface language, quoted from the corpus.
    await expectVersesQuotedFromCorpus(page, conversationItems(page, 'bn').nth(1), 'bn');
  });

  test('an off-topic question opens the Outside of Islamic Focus dialog and sends nothing', async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) posted.push(request.url());
    });
    await page.goto('/');
    const box = questionBox(page);
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

  test('a question only the server recognises as off-topic is refused with 422 and opens the same dialog', async ({ page }) => {
    await page.goto('/');
    const box = questionBox(page);
    // No everyday subject or request among its words, so the client's instant check lets it
    // through; the server refuses it because nothing in it points to Islam or the Quran.
    const question = 'Why is the sky blue?';
    await box.fill(question);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/messages/stream'));
    await box.press('Enter');
    const response = await refused;
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'off_topic', message: expect.stringContaining('not related to Islam') });

    await expect(page.getByRole('dialog', { name: 'Outside of Islamic Focus' })).toBeVisible();
    // The optimistic question is rolled back and stays in the box.
    await expect(page.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
    await expect(box).toHaveValue(question);
    await expect(page).toHaveURL(/\/$/);
  });

  test('sharing an empty conversation says there is nothing to share', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No conversation to share');
  });
});
