import { expect, type Locator, type Page } from '@playwright/test';

/** The chat's accessible names in each interface language (web/src/locales/{en,bn}/chat.json). */
const labels = {
  en: { questionBox: 'Your question', conversation: 'Conversation', verses: 'Quranic references', copy: 'Copy' },
  bn: { questionBox: 'আপনার প্রশ্ন', conversation: 'কথোপকথন', verses: 'কুরআনের রেফারেন্স', copy: 'কপি' },
} as const;

export type UiLanguage = keyof typeof labels;

/** Answers come from the extractive default (no model): a few seconds at most on loopback. */
export const answerTimeoutMs = 20_000;

export function questionBox(page: Page, language: UiLanguage = 'en'): Locator {
  return page.getByRole('textbox', { name: labels[language].questionBox });
}

export function conversationItems(page: Page, language: UiLanguage = 'en'): Locator {
  return page.getByRole('list', { name: labels[language].conversation }).locator(':scope > li');
}

/**
 * Types a question, sends it with Enter and waits until the answer has finished streaming
 * (its actions appear only then). Returns the answer's list item.
 */
export async function askQuestion(page: Page, question: string, language: UiLanguage = 'en'): Promise<Locator> {
  const box = questionBox(page, language);
  await box.fill(question);
  await box.press('Enter');
  const items = conversationItems(page, language);
  await expect(items.filter({ hasText: question }).last()).toBeVisible();
  const answer = items.last();
  await expect(answer.getByRole('button', { name: labels[language].copy, exact: true })).toBeVisible({ timeout: answerTimeoutMs });
  await expect(answer).not.toHaveAttribute('aria-busy', 'true');
  return answer;
}

/** The verse key a card's label names ("Al-Baqarah 2:153", "আল-বাকারা ২:১৫৩": the Bangla interface writes Bangla digits). */
export function verseKeyOfLabel(label: string): string | undefined {
  const ascii = label.replace(/[০-৯]/gu, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit)));
  return /(\d{1,3}:\d{1,3})/.exec(ascii)?.[1];
}

/**
 * Every verse card of an answer quotes the corpus exactly: the Arabic and the translation in the
 * given language are compared with what the API's verse lookup returns for the card's key.
 * Returns the cited keys.
 */
export async function expectVersesQuotedFromCorpus(page: Page, answer: Locator, language: UiLanguage = 'en'): Promise<string[]> {
  const cards = answer.getByRole('region', { name: labels[language].verses }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const keys: string[] = [];
  for (const card of await cards.all()) {
    const name = (await card.getAttribute('aria-label')) ?? '';
    const key = verseKeyOfLabel(name);
    expect(key, `verse card "${name}" names its key`).toBeTruthy();
    const lookup = await page.request.get(`/api/verses/${key}`, { params: { lang: language } });
    expect(lookup.ok()).toBe(true);
    const [verse] = (await lookup.json()).verses as Array<{ arabic: string; translation: string }>;
    await expect(card.locator('[lang="ar"][dir="rtl"]')).toHaveText(verse!.arabic);
    await expect(card.locator(`p[lang="${language}"]`)).toHaveText(verse!.translation);
    keys.push(key!);
  }
  return keys;
}

/** The conversation id of the current /chat/:id address. */
export function conversationIdFrom(page: Page): string {
  const id = /\/chat\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`Not on a conversation page: ${page.url()}`);
  return decodeURIComponent(id);
}
