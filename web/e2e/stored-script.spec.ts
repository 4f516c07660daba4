import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAsAdmin, testPassword } from './auth-helpers';
import { conversationItems } from './chat-helpers';

/**
 * No stored text runs as script. Every field a visitor can store and someone sees later
 * holds markup, `javascript:` URLs and Markdown link tricks; every page that shows it is
 * opened in Chromium. Nothing may run (window.__xss stays undefined, no dialog opens, the
 * Content-Security-Policy reports nothing blocked), no element may carry an event-handler
 * attribute or a javascript: URL, and the text must be shown exactly as it was typed.
 */

// The history sidebar is a fixed panel on wide screens.
test.use({ viewport: { width: 1280, height: 900 } });

const run = Date.now().toString(36);
const tricks = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1">',
  "'><img src=x onerror=alert(document.domain)>",
  '<a href="javascript:window.__xss=1">open</a>',
  '[open](javascript:window.__xss=1)',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  "{{constructor.constructor('window.__xss=1')()}}",
].join(' ');

/** One value per stored field, each findable by its first words. */
const stored = {
  name: `Mallory ${run} <img src=x onerror="window.__xss=1"> "><svg onload="alert(1)">`,
  email: `"><svg/onload=window.__xss=1><img/src=x/onerror=alert(1)>${run}@example.test`,
  title: `Title ${run} <script>window.__xss=1</script> [open](javascript:window.__xss=1) <img src=x onerror="alert(1)">`,
  renamed: `Renamed ${run} "><svg onload="window.__xss=1"> <a href="javascript:alert(1)">open</a>`,
  question: `What does the Quran say about patience? ${run} ${tricks}`,
  feedback: `Feedback ${run} ${tricks}`,
  contactName: `Contact ${run} <img src=x onerror="window.__xss=1">`,
  contactEmail: `javascript:window.__xss=1//"><img/src=x/onerror=alert(1)>${run}@example.test`,
  contactMessage: `Contact message ${run} ${tricks}`,
  response: `Response ${run} ${tricks}`,
};

const conversationId = `stored-script-${run}`;
const renamedConversationId = `stored-script-renamed-${run}`;
let shareCode = '';
let mallorysSession: Awaited<ReturnType<BrowserContext['storageState']>>;

/** Records dialogs and CSP reports of a page; `expectNoScriptRan` reads them. */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const reports: string[] = [];
    Object.assign(window, { __cspReports: reports });
    document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return dialogs;
}

async function expectNoScriptRan(page: Page, dialogs: string[]): Promise<void> {
  const found = await page.evaluate(() => {
    const injected: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        // eslint-disable-next-line no-control-regex -- a browser drops control characters from a URL, so `java\tscript:` runs too
        const url = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        const isHandler = name.toLowerCase().startsWith('on');
        const isScriptUrl = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name.toLowerCase()) && url.startsWith('javascript:');
        if (isHandler || isScriptUrl || name.toLowerCase() === 'srcdoc') injected.push(element.outerHTML.slice(0, 160));
      }
    }
    const inlineScripts = Array.from(document.scripts).filter((script) => !script.src).map((script) => script.outerHTML.slice(0, 160));
    const frames = Array.from(document.querySelectorAll('iframe, object, embed')).map((element) => element.outerHTML.slice(0, 160));
    const state = window as unknown as { __xss?: unknown; __cspReports?: string[] };
    return { xss: state.__xss, cspReports: state.__cspReports ?? [], injected: [...injected, ...inlineScripts, ...frames] };
  });
  expect(found.xss, 'window.__xss').toBeUndefined();
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect(found.cspReports, 'scripts the Content-Security-Policy blocked').toEqual([]);
  expect(found.injected, 'elements that carry script').toEqual([]);
}

async function newWatchedPage(browser: Browser, storageState?: typeof mallorysSession) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState });
  const page = await context.newPage();
  return { page, dialogs: await watch(page), close: () => context.close() };
}

function historyPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Chat history' });
}

test.beforeAll(async ({ browser }) => {
  // Mallory stores her text through the API, as any script or client could.
  const context = await browser.newContext();
  const api = context.request;
  const send = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await api[method](path, { data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  await send('post', '/api/register', { name: stored.name, email: stored.email, password: testPassword });
  await send('post', '/api/chat-sessions', { sessionId: conversationId, title: stored.title });
  await send('post', '/api/messages', { content: stored.question, sessionId: conversationId, role: 'user' });
  shareCode = (await send('post', '/api/shared-sessions', { sessionId: conversationId })).shareCode;
  await send('post', '/api/chat-sessions', { sessionId: renamedConversationId, title: `To rename ${run}` });
  await send('post', '/api/feedback', { type: 'bug-report', message: stored.feedback });
  await send('post', '/api/contact', { name: stored.contactName, email: stored.contactEmail, message: stored.contactMessage });
  mallorysSession = await context.storageState();
  await context.close();
});

// Each page is first checked for script once the stored text is on it (found by its plain first
// words, which are there however it is rendered), then for the text shown exactly.

test('the chat page shows her name, titles and question as text', async ({ browser }) => {
  const { page, dialogs, close } = await newWatchedPage(browser, mallorysSession);
  await page.goto(`/chat/${conversationId}`);
  await expect(conversationItems(page)).toHaveCount(2);
  await expect(historyPanel(page).getByText(`Title ${run}`)).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Mallory ${run}`)).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(conversationItems(page).first().getByText(stored.question, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(stored.name, { exact: true })).toBeVisible();
  await expect(historyPanel(page).getByText(stored.title, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${stored.title} | Quran Assistant`);
  await close();
});

test('the history list renames a conversation to markup and shows it as text', async ({ browser }) => {
  const { page, dialogs, close } = await newWatchedPage(browser, mallorysSession);
  await page.goto('/');
  await historyPanel(page).getByRole('button', { name: `Options for “To rename ${run}”` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename chat' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(stored.renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Chat renamed');
  await page.reload();
  await expect(historyPanel(page).getByText(`Renamed ${run}`)).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(historyPanel(page).getByText(stored.renamed, { exact: true })).toBeVisible();
  await expect(historyPanel(page).getByText(stored.title, { exact: true })).toBeVisible();
  await close();
});

test('the shared page shows the title and the question as text to an anonymous reader', async ({ browser }) => {
  const { page, dialogs, close } = await newWatchedPage(browser);
  await page.goto(`/shared/${shareCode}`);
  await expect(conversationItems(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Title ${run}`);
  await expectNoScriptRan(page, dialogs);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.title);
  // The description under the title is the question cut at 100 characters.
  const { session } = await (await page.request.get(`/api/shared-sessions/${shareCode}`)).json();
  expect(session.description).toContain('<img src=x onerror=');
  await expect(page.getByText(session.description, { exact: true })).toBeVisible();
  await expect(conversationItems(page).first().getByText(stored.question, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${stored.title} | Quran Assistant`);
  await close();
});

test('the admin pages show names, addresses, feedback and responses as text', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs = await watch(page);
  await signInAsAdmin(page);

  // Overview: the latest registrations and feedback.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Mallory ${run}`)).toBeVisible();
  await expect(page.getByText(`Contact message ${run}`)).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(page.getByText(stored.name, { exact: true })).toBeVisible();
  await expect(page.getByText(stored.contactMessage, { exact: true })).toBeVisible();

  // Users: the table row and the detail dialog.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`Mallory ${run}`);
  const table = page.getByRole('table');
  await expect(table.getByText(`Mallory ${run}`)).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(table.getByText(stored.name, { exact: true })).toBeVisible();
  await expect(table.getByText(stored.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View ${stored.name}` }).click();
  const detail = page.getByRole('dialog', { name: stored.name });
  await expect(detail).toContainText(stored.email);
  await expectNoScriptRan(page, dialogs);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Feedback: the bug report, the contact message with its sender, and a response written here.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  const search = page.getByRole('searchbox', { name: 'Search feedback' });
  await search.fill(run);
  const bugReport = page.getByRole('listitem').filter({ hasText: `Feedback ${run}` });
  const contact = page.getByRole('listitem').filter({ hasText: `Contact message ${run}` });
  await expect(bugReport).toBeVisible();
  await expect(contact).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(bugReport.getByText(stored.feedback, { exact: true })).toBeVisible();
  await expect(contact.getByText(stored.contactMessage, { exact: true })).toBeVisible();
  await expect(contact).toContainText(stored.contactName);
  await expect(contact.getByRole('link', { name: stored.contactEmail })).toHaveAttribute('href', `mailto:${stored.contactEmail}`);
  await contact.getByRole('button', { name: 'Respond' }).click();
  const respond = page.getByRole('dialog', { name: 'Respond to feedback' });
  await expect(respond.getByText(stored.contactMessage, { exact: true })).toBeVisible();
  await respond.getByRole('textbox', { name: 'Response' }).fill(stored.response);
  await respond.getByRole('button', { name: 'Save response' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Your response has been saved.');
  await page.reload();
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await search.fill(run);
  await expect(contact.getByText(`Response ${run}`)).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await expect(contact.getByText(stored.response, { exact: true })).toBeVisible();

  // The settings dashboard, with all of the above in the database.
  await page.goto('/dashboard');
  await expect(page.getByRole('spinbutton', { name: 'Message limit' })).toBeVisible();
  await expectNoScriptRan(page, dialogs);
});
