import { expect, test } from '@playwright/test';
import { registerThroughUi, signInAsAdmin, uniqueEmail } from './auth-helpers';
import { askQuestion, conversationIdFrom, questionBox } from './chat-helpers';

test('a visitor who is not signed in is sent from /admin to /auth with Access Denied', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('Access Denied');
  await expect(notifications).toContainText('You must be logged in as an admin to view this page.');
});

test('a signed-in user who is not an admin sees Access Denied on /admin and /dashboard', async ({ page }) => {
  await registerThroughUi(page, { name: 'Bilal Member', email: uniqueEmail('member') });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard');
  await expect(page.getByText('You need administrator privileges to view this page.')).toBeVisible();
});

test('the admin sees real stats, finds a contact message in Feedback and marks it reviewed', async ({ page, browser }) => {
  // A visitor writes through the contact form first, in a separate browser context.
  const visitor = await browser.newPage();
  const message = `E2E contact ${Date.now()}: may Allah reward the team.`;
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill('Maryam Visitor');
  await visitor.getByLabel('Email').fill('maryam@example.test');
  await visitor.getByLabel('Message').fill(message);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('region', { name: 'Notifications' })).toContainText('Message Sent');
  await visitor.close();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText(/active \(\d+%\)/)).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('ADMIN@EXAMPLE');
  await expect(page.getByRole('table').getByText('admin@example.test')).toBeVisible();

  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByRole('searchbox', { name: 'Search feedback' }).fill(message.slice(0, 20));
  const card = page.getByRole('listitem').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card).toContainText('contact');
  await card.getByRole('button', { name: 'Mark as Reviewed' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Feedback Updated');
  await expect(card).toContainText('Reviewed');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('new');
  await expect(page.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
});

test('the admin changes the guest message limit on /dashboard and it is kept', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  const limit = page.getByRole('spinbutton', { name: 'Message limit' });
  await limit.fill('2000');
  await expect(page.getByText('Please enter a number from 1 to 1000.')).toBeVisible();
  await limit.fill('42');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Message limit settings have been updated successfully.');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Message limit' })).toHaveValue('42');
  await expect(page.getByTestId('configuration-summary')).toContainText('42 messages');
});

test('a thumbs-up on an answer reaches the admin as a positive answer rating', async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const answer = await askQuestion(visitor, 'What does the Quran say about charity?');
  const conversationId = conversationIdFrom(visitor);
  const rated = visitor.waitForResponse((response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST');
  await answer.getByRole('button', { name: 'Helpful answer' }).click();
  expect((await rated).ok()).toBe(true);
  await expect(visitor.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for your feedback');
  await expect(answer.getByRole('button', { name: 'Helpful answer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
  await visitorContext.close();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByRole('searchbox', { name: 'Search feedback' }).fill('Helpful answer');
  const card = page.getByRole('listitem').filter({ hasText: `Conversation: ${conversationId}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('answer rating');
  await expect(card).toContainText('Positive');
});

test('with the guest limit on, a guest’s message beyond it opens Continue Your Journey', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const settingsUrl = '/api/admin/message-limit-settings';
  const previous = await (await page.request.get(settingsUrl)).json();
  const enabled = await page.request.post(settingsUrl, { data: { enabled: true, limit: 1 } });
  expect(enabled.ok()).toBe(true);
  // The limit also counts per client address, and every spec runs from 127.0.0.1: this guest
  // comes through the test server's trusted proxy hop from an address of its own.
  const guestContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const count = guest.getByTestId('message-count');
    await expect(count).toHaveText('0 / 1 free messages');
    await askQuestion(guest, 'What does the Quran say about patience?');
    await expect(count).toHaveText('1 / 1 free messages');

    const box = questionBox(guest);
    await box.fill('What is Ayat al-Kursi about?');
    const refused = guest.waitForResponse((response) => response.url().endsWith('/api/messages/stream'));
    await box.press('Enter');
    const response = await refused;
    expect(response.status()).toBe(429);
    expect(await response.json()).toMatchObject({ code: 'guest_limit', limit: 1 });
    const dialog = guest.getByRole('dialog', { name: 'Continue Your Journey' });
    await expect(dialog).toContainText("You've reached the limit of 1 free messages.");
    // This server has no Google sign-in configured: the dialog does not offer it.
    await expect(dialog).not.toContainText(/google/i);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await expect(box).toHaveValue('What is Ayat al-Kursi about?');
  } finally {
    await guestContext.close();
    await page.request.post(settingsUrl, { data: previous });
  }
});
