import { expect, test } from '@playwright/test';
import { fakeSpeechSynthesis, spokenUtterances } from './speech-helpers';

test('voice input with the browser speech recognition fills the question box', async ({ page }) => {
  // The browser's speech service cannot run here: a stand-in with the Web Speech API's shape answers.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onstart: (() => void) | null = null;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { recognitionLang: string }).recognitionLang = this.lang;
        setTimeout(() => this.onstart?.(), 10);
        setTimeout(() => {
          const result = Object.assign([{ transcript: 'What does the Quran say about gratitude?' }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
          this.onend?.();
        }, 1500);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    // Chromium now ships the unprefixed constructor too: replace both so the app cannot reach the real one.
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start voice input' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Preparing the microphone|Listening/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('What does the Quran say about gratitude?');
  expect(await page.evaluate(() => (window as unknown as { recognitionLang: string }).recognitionLang)).toBe('en-US');
});

test('read-aloud speaks the answer at rate 0.8 in the UI language', async ({ page }) => {
  await fakeSpeechSynthesis(page);
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('What does the Quran say about patience?');
  await box.press('Enter');
  const answer = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li').nth(1);
  await expect(answer.getByRole('button', { name: 'Read aloud' })).toBeVisible({ timeout: 30_000 });
  await answer.getByRole('button', { name: 'Read aloud' }).click();

  const spoken = await spokenUtterances(page);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]).toMatchObject({ rate: 0.8, lang: 'en-US' });
  expect(spoken[0]?.text.length).toBeGreaterThan(20);
  expect(spoken[0]?.text).not.toContain('[[');
});
