import { expect, test, type Page } from '@playwright/test';
import { askQuestion } from './chat-helpers';
import { fakeSpeechSynthesis, spokenUtterances } from './speech-helpers';

/** The verse as the API's verse lookup quotes it from the corpus. */
async function corpusVerse(page: Page, key: string, lang: 'en' | 'bn' = 'en'): Promise<{ arabic: string; translation: string }> {
  const lookup = await page.request.get(`/api/verses/${key}`, { params: { lang } });
  expect(lookup.ok()).toBe(true);
  return ((await lookup.json()) as { verses: Array<{ arabic: string; translation: string }> }).verses[0]!;
}

test('the reader opens Al-Baqarah at 2:255, marked, with its Arabic exactly as in the corpus, and reads it aloud', async ({ page }) => {
  await fakeSpeechSynthesis(page);
  const expected = await corpusVerse(page, '2:255');
  await page.goto('/quran/2/255');
  await expect(page.getByRole('heading', { level: 1, name: '2. Al-Baqarah' })).toBeVisible();
  const verse = page.getByRole('listitem', { name: 'Verse 2:255' });
  await expect(verse).toHaveAttribute('aria-current', 'location');
  await expect(verse).toBeFocused();
  await expect(verse).toBeInViewport();
  await expect(verse.locator('[lang="ar"][dir="rtl"]')).toHaveText(expected.arabic);
  await expect(verse.locator('p[lang="en"]')).toHaveText(expected.translation);
  await expect(page.locator('ol[aria-label="Verses of Surah Al-Baqarah"] > li')).toHaveCount(286);
  await expect(page).toHaveTitle('Al-Baqarah 2:255 | Quran Assistant');

  await verse.getByRole('button', { name: 'Read verse 2:255 aloud' }).click();
  await expect.poll(() => spokenUtterances(page)).toEqual([{ text: expected.translation, rate: 0.8, lang: 'en-US' }]);

  await page.getByRole('link', { name: "Next: Ali 'Imran" }).first().click();
  await expect(page).toHaveURL(/\/quran\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: "3. Ali 'Imran" })).toBeVisible();
});

test('in Bangla the reader shows the Bangla surah name, the Bangla translation and Bangla digits', async ({ page }) => {
  const expected = await corpusVerse(page, '112:1', 'bn');
  await page.goto('/quran/112/1?lng=bn');
  const verse = page.getByRole('listitem', { name: 'আয়াত ১১২:১' });
  await expect(verse.locator('p[lang="bn"]')).toHaveText(expected.translation);
  await expect(verse).toContainText('১১২:১');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('১১২. আল-ইখলাস');
});

test('a citation chip in an answer opens its verse in the reader', async ({ page }) => {
  await page.goto('/');
  const answer = await askQuestion(page, 'What does the Quran say about patience?');
  const chip = answer.getByRole('link', { name: /^Go to verse / }).first();
  const key = (await chip.textContent())!.trim();
  const [surah, ayah] = key.split(/[:-]/);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/quran/${surah}/${ayah}$`));
  const verse = page.getByRole('listitem', { name: `Verse ${surah}:${ayah}` });
  await expect(verse).toHaveAttribute('aria-current', 'location');
  await expect(verse.locator('[lang="ar"][dir="rtl"]')).toHaveText((await corpusVerse(page, `${surah}:${ayah}`)).arabic);
});

test('after one visit every surah reads offline', async ({ page, context }) => {
  await page.goto('/quran');
  await expect(page.getByRole('link', { name: /Al-Ikhlas/ })).toBeVisible();
  // The whole Quran is stored in the background after the first visit.
  await expect(page.getByText('All 114 surahs are saved on this device: you can read them offline.')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const expected = await corpusVerse(page, '2:255');

  await context.setOffline(true);
  try {
    await page.goto('/quran/2/255');
    const verse = page.getByRole('listitem', { name: 'Verse 2:255' });
    await expect(verse.locator('[lang="ar"][dir="rtl"]')).toHaveText(expected.arabic);
    await expect(verse).toHaveAttribute('aria-current', 'location');
    await page.goto('/quran/112');
    await expect(page.getByRole('heading', { level: 1, name: '112. Al-Ikhlas' })).toBeVisible();
    await expect(page.locator('ol[aria-label="Verses of Surah Al-Ikhlas"] > li')).toHaveCount(4);
    await page.goto('/quran');
    await expect(page.getByRole('link', { name: /^114 An-Nas\b/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('one visit of the home page stores the whole Quran: Ayat al-Kursi and Al-Ikhlas read offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('textbox')).toBeVisible();
  // The download starts once the page is idle, in the background; <html> says when it is complete.
  await expect(page.locator('html')).toHaveAttribute('data-offline-quran', 'done', { timeout: 40_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const kursi = await corpusVerse(page, '2:255');
  const ikhlas = await corpusVerse(page, '112:1');

  await context.setOffline(true);
  try {
    await page.goto('/quran/2/255');
    const verse = page.getByRole('listitem', { name: 'Verse 2:255' });
    await expect(verse.locator('[lang="ar"][dir="rtl"]')).toHaveText(kursi.arabic);
    await expect(verse.locator('p[lang="en"]')).toHaveText(kursi.translation);
    await page.goto('/quran/112');
    await expect(page.getByRole('heading', { level: 1, name: '112. Al-Ikhlas' })).toBeVisible();
    const first = page.getByRole('listitem', { name: 'Verse 112:1' });
    await expect(first.locator('[lang="ar"][dir="rtl"]')).toHaveText(ikhlas.arabic);
    await expect(first.locator('p[lang="en"]')).toHaveText(ikhlas.translation);
  } finally {
    await context.setOffline(false);
  }
});
