import type { Page } from '@playwright/test';

export interface SpokenUtterance {
  text: string;
  rate: number;
  lang: string;
}

/**
 * Replaces the browser's speech synthesis in the page with a fake that records what it is asked
 * to say and ends each utterance shortly after; `spokenUtterances` reads the record.
 */
export async function fakeSpeechSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: Array<{ text: string; rate: number; lang: string }> = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    class FakeUtterance {
      rate = 1;
      lang = '';
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak(utterance: FakeUtterance) {
          spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang });
          setTimeout(() => utterance.onend?.(), 50);
        },
        cancel() {},
      },
    });
  });
}

export function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { spoken: SpokenUtterance[] }).spoken);
}
