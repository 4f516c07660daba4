import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './auth-helpers';
import { askQuestion, conversationIdFrom, conversationItems } from './chat-helpers';

// The sidebar is a fixed panel on wide screens (a drawer on small ones).
test.use({ viewport: { width: 1280, height: 900 } });

function historyPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Chat history' });
}

function historyLinks(page: Page) {
  return historyPanel(page).getByRole('listitem').getByRole('link');
}

async function openRowMenu(page: Page, title: string) {
  await historyPanel(page).getByRole('button', { name: `Options for “${title}”` }).click();
  return page.getByRole('menu');
}

test('a guest conversation is kept when the guest creates an account, and is listed as history', async ({ page }) => {
  await page.goto('/');
  await expect(historyPanel(page)).toContainText('Save your conversations');
  const question = 'What does the Quran say about gratitude?';
  await askQuestion(page, question);
  const conversationId = conversationIdFrom(page);

  await registerThroughUi(page, { name: 'Hafsa History', email: uniqueEmail('hafsa') });
  await expect(historyLinks(page)).toHaveCount(1);
  await expect(historyLinks(page).first()).toContainText(question);
  await historyLinks(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  await expect(conversationItems(page).first()).toContainText(question);
});

test('a signed-in user renames, archives and deletes conversations from the history', async ({ page }) => {
  await registerThroughUi(page, { name: 'Umar History', email: uniqueEmail('umar') });
  await expect(historyPanel(page)).toContainText('No chat history yet');

  // The title is the first question, cut to 47 characters plus '...' when longer than 50.
  const longQuestion = 'What does the Quran teach about honouring parents and caring for them in old age?';
  const longTitle = `${longQuestion.slice(0, 47)}...`;
  await askQuestion(page, longQuestion);
  const firstId = conversationIdFrom(page);
  await expect(historyLinks(page).first()).toContainText(longTitle);

  await historyPanel(page).getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/$/);
  const shortQuestion = 'How does the Quran describe the mercy of Allah?';
  await askQuestion(page, shortQuestion);
  const secondId = conversationIdFrom(page);
  // Newest activity first.
  await expect(historyLinks(page)).toHaveCount(2);
  await expect(historyLinks(page).nth(0)).toContainText(shortQuestion);
  await expect(historyLinks(page).nth(1)).toContainText(longTitle);
  await expect(historyLinks(page).nth(0)).toHaveAttribute('aria-current', 'page');

  // Rename: a blank title is refused in the dialog; a real one is saved on the server.
  await (await openRowMenu(page, longTitle)).getByRole('menuitem', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename chat' });
  const titleField = renameDialog.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue(longTitle);
  await titleField.fill('   ');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toContainText('Please enter a title.');
  await titleField.fill('Kindness to parents');
  const renamed = page.waitForResponse((response) => response.url().endsWith(`/api/chat-sessions/${firstId}/title`));
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  expect((await renamed).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Chat renamed');
  await expect(historyLinks(page).nth(1)).toContainText('Kindness to parents');

  // Archive hides the conversation from the list, also after a reload.
  await (await openRowMenu(page, shortQuestion)).getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Chat archived');
  await expect(historyLinks(page)).toHaveCount(1);
  await page.reload();
  await expect(historyLinks(page)).toHaveCount(1);
  await expect(historyLinks(page).first()).toContainText('Kindness to parents');
  // An archived conversation is still readable by its owner at its address.
  await page.goto(`/chat/${secondId}`);
  await expect(conversationItems(page).first()).toContainText(shortQuestion);

  // Delete asks first; cancelling keeps it, confirming removes it and its messages for good.
  await (await openRowMenu(page, 'Kindness to parents')).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete chat' });
  await expect(confirm).toContainText('Are you sure you want to permanently delete this chat?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(historyLinks(page)).toHaveCount(1);
  await (await openRowMenu(page, 'Kindness to parents')).getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete chat' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Chat deleted');
  await expect(historyPanel(page)).toContainText('No chat history yet');
  const gone = await page.request.get('/api/messages', { params: { sessionId: firstId } });
  expect(gone.status()).toBe(404);
});

test('another account cannot open the first account’s conversation', async ({ page, browser }) => {
  await registerThroughUi(page, { name: 'Zaid Owner', email: uniqueEmail('zaid') });
  await askQuestion(page, 'What is Ayat al-Kursi about?');
  const conversationId = conversationIdFrom(page);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerThroughUi(other, { name: 'Khalid Other', email: uniqueEmail('khalid') });
  const answer = await other.request.get('/api/messages', { params: { sessionId: conversationId } });
  expect(answer.status()).toBe(404);
  await expect(historyPanel(other)).toContainText('No chat history yet');
  await otherContext.close();
});
