import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers';
import { expectAccessible } from './layout-helpers';
import { answerTimeoutMs, askQuestion, conversationIdFrom, conversationItems, expectVersesQuotedFromCorpus, questionBox, type UiLanguage } from './chat-helpers';

const waitingNote: Record<UiLanguage, string> = {
  en: "Waiting for connection — will send when you're back online",
  bn: 'সংযোগের অপেক্ষায় — আপনি অনলাইনে ফিরলে পাঠানো হবে',
};

/** Opens the app once and lets its service worker take control, so the app opens offline. */
async function visitOnce(page: Page, path = '/') {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The questions the server has stored in a conversation (404: none yet). */
async function storedQuestions(page: Page, sessionId: string): Promise<string[]> {
  const response = await page.request.get('/api/messages', { params: { sessionId } });
  if (response.status() === 404) return [];
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Array<{ role: string; content: string }> };
  return messages.filter((message) => message.role === 'user').map((message) => message.content);
}

async function askOffline(page: Page, question: string, language: UiLanguage = 'en') {
  const box = questionBox(page, language);
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const bubble = conversationItems(page, language).filter({ hasText: question });
  await expect(bubble).toContainText(waitingNote[language]);
  return bubble;
}

test('a question asked offline waits visibly, survives a reload, and is sent and answered once the network returns', async ({ page, context }) => {
  const question = 'What does the Quran say about patience?';
  await visitOnce(page);
  await context.setOffline(true);
  let sessionId: string;
  try {
    await expect(page.getByText('You are offline. Questions you send now wait here and go out when the connection returns.')).toBeVisible();
    await askOffline(page, question);
    // The new conversation takes its address, so that a reload comes back to it.
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    sessionId = conversationIdFrom(page);
    await page.reload();
    await expect(conversationItems(page).filter({ hasText: question })).toContainText(waitingNote.en);
    await expectAccessible(page, 'a queued question');
  } finally {
    await context.setOffline(false);
  }

  const items = conversationItems(page);
  await expect(items).toHaveCount(2, { timeout: answerTimeoutMs });
  await expect(items.first()).toHaveText(new RegExp(question));
  await expect(items.first()).not.toContainText(waitingNote.en);
  const answer = items.last();
  await expect(answer.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: answerTimeoutMs });
  await expectVersesQuotedFromCorpus(page, answer);
  expect(await storedQuestions(page, sessionId)).toEqual([question]);
});

test('in Bangla, queued questions wait in order, one can be cancelled, and only the others are sent', async ({ page, context }) => {
  const kept = 'ধৈর্য সম্পর্কে কুরআন কী বলে?';
  const cancelled = 'নামাজ সম্পর্কে কুরআন কী বলে?';
  await visitOnce(page, '/?lng=bn');
  await context.setOffline(true);
  let sessionId: string;
  try {
    await askOffline(page, kept, 'bn');
    await askOffline(page, cancelled, 'bn');
    sessionId = conversationIdFrom(page);
    const items = conversationItems(page, 'bn');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(kept);
    await expect(items.nth(1)).toContainText(cancelled);
    await expectAccessible(page, 'queued questions in Bangla');
    await items.nth(1).getByRole('button', { name: 'বাতিল করুন' }).click();
    await expect(items).toHaveCount(1);
  } finally {
    await context.setOffline(false);
  }
  const items = conversationItems(page, 'bn');
  await expect(items).toHaveCount(2, { timeout: answerTimeoutMs });
  await expect(items.last().getByRole('button', { name: 'কপি', exact: true })).toBeVisible({ timeout: answerTimeoutMs });
  expect(await storedQuestions(page, sessionId)).toEqual([kept]);
});

test('two open tabs of the same conversation send its queued question once', async ({ page, context }) => {
  const question = 'What does the Quran say about charity?';
  await visitOnce(page);
  await context.setOffline(true);
  const second = await context.newPage();
  let sessionId: string;
  try {
    await askOffline(page, question);
    sessionId = conversationIdFrom(page);
    await second.goto(`/chat/${sessionId}`);
    await expect(conversationItems(second).filter({ hasText: question })).toContainText(waitingNote.en);
  } finally {
    await context.setOffline(false);
  }
  for (const tab of [page, second]) {
    const items = conversationItems(tab);
    await expect(items).toHaveCount(2, { timeout: answerTimeoutMs });
    await expect(items.last().getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: answerTimeoutMs });
  }
  expect(await storedQuestions(page, sessionId)).toEqual([question]);
  // Whichever tab sent it, a reload of either shows one question and one answer.
  await second.reload();
  await expect(conversationItems(second)).toHaveCount(2);
});

test('the server’s rules still apply to a queued question: beyond the guest limit it opens the limit dialog and stays marked, not sent', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const settingsUrl = '/api/admin/message-limit-settings';
  const previous = await (await page.request.get(settingsUrl)).json();
  expect((await page.request.post(settingsUrl, { data: { enabled: true, limit: 1 } })).ok()).toBe(true);
  // A guest of its own address (the limit also counts per address), through the test server's trusted proxy hop.
  const guestContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const guest = await guestContext.newPage();
    await visitOnce(guest);
    await askQuestion(guest, 'What does the Quran say about patience?');
    const sessionId = conversationIdFrom(guest);
    const beyond = 'What is Ayat al-Kursi about?';
    await guestContext.setOffline(true);
    try {
      await askOffline(guest, beyond);
    } finally {
      await guestContext.setOffline(false);
    }
    const dialog = guest.getByRole('dialog', { name: 'Continue Your Journey' });
    await expect(dialog).toContainText("You've reached the limit of 1 free messages.", { timeout: answerTimeoutMs });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    const refused = conversationItems(guest).filter({ hasText: beyond });
    await expect(refused).toContainText("Not sent: You've reached the limit of free messages.");
    await refused.getByRole('button', { name: 'Remove' }).click();
    await expect(conversationItems(guest).filter({ hasText: beyond })).toHaveCount(0);
    expect(await storedQuestions(guest, sessionId)).toEqual(['What does the Quran say about patience?']);
  } finally {
    await guestContext.close();
    await page.request.post(settingsUrl, { data: previous });
  }
});
