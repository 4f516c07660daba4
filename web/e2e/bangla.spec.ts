import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers';
import { askQuestion, expectVersesQuotedFromCorpus } from './chat-helpers';

const latinLetters = /[A-Za-z]/;

test('a Bangla answer names surahs in Bangla script, with Bangla digits on the citation chips and cards', async ({ page }) => {
  await page.goto('/?lng=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const answer = await askQuestion(page, 'ধৈর্য সম্পর্কে কুরআন কী বলে?', 'bn');
  const prose = answer.locator(':scope > div').first();
  await expect(prose).toContainText('সূরা আল-বাকারা');
  await expect(prose).not.toContainText(/সূরা [A-Za-z]/);

  const chips = prose.getByRole('link', { name: /^আয়াত .*-এ যান$/ });
  await expect(chips.first()).toBeVisible();
  for (const chip of await chips.all()) await expect(chip).toHaveText(/^[০-৯]{1,3}:[০-৯]{1,3}$/);

  const cards = answer.getByRole('region', { name: 'কুরআনের রেফারেন্স' }).getByRole('article');
  for (const card of await cards.all()) {
    const name = (await card.getAttribute('aria-label')) ?? '';
    expect(name, 'a verse card is named in Bangla only').not.toMatch(latinLetters);
    expect(name).toMatch(/[০-৯]+:[০-৯]+$/);
  }
  await expect(cards.filter({ hasText: 'আল-বাকারা' }).first()).toBeVisible();
  await expectVersesQuotedFromCorpus(page, answer, 'bn');
});

test('every page title in Bangla carries the Bangla brand and no English one', async ({ page }) => {
  const titles: Record<string, string> = {};
  for (const path of ['/', '/about', '/contact', '/terms', '/privacy', '/auth', '/no-such-page']) {
    await page.goto(`${path}?lng=bn`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).not.toHaveTitle(latinLetters);
    titles[path] = await page.title();
  }
  expect(titles['/']).toBe('কুরআনের রেফারেন্সসহ এআই ইসলামিক সহকারী');
  expect(titles['/about']).toBe('আমাদের সম্পর্কে | কুরআন সহকারী');
  for (const title of Object.values(titles)) expect(title).not.toContain('সহায়ক');
  // The header's brand is the same name.
  await expect(page.getByRole('banner').getByRole('link', { name: 'কুরআন সহকারী' })).toBeVisible();
});

test('a guest reaching the admin’s prompt count is asked in Bangla to register, without Google when it is not configured', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const settingsUrl = '/api/admin/message-limit-settings';
  const previous = await (await page.request.get(settingsUrl)).json();
  expect((await page.request.post(settingsUrl, { data: { enabled: false, promptMessageCount: 1 } })).ok()).toBe(true);
  // A client address of its own, through the test server's trusted proxy hop: the count is per address too.
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/?lng=bn');
    await expect(guest.getByTestId('registration-prompt')).toHaveCount(0);
    await askQuestion(guest, 'ধৈর্য সম্পর্কে কুরআন কী বলে?', 'bn');
    const prompt = guest.getByRole('region', { name: 'আপনার যাত্রা অব্যাহত রাখুন' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('সাইন ইন করে বা অ্যাকাউন্ট খুলে');
    await expect(prompt).not.toContainText(/google/i);
    await prompt.getByRole('button', { name: 'পরে করব' }).click();
    await expect(prompt).toBeHidden();
  } finally {
    await guestContext.close();
    await page.request.post(settingsUrl, { data: previous });
  }
});
