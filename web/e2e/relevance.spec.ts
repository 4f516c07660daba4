import { expect, test, type Locator } from '@playwright/test';
import { askQuestion, expectVersesQuotedFromCorpus, verseKeyOfLabel, type UiLanguage } from './chat-helpers';

/**
 * The questions people ask most, as a new visitor asks them with no model
 * configured: the verse a scholar would point to first leads the answer, in
 * English, Bangla and Arabic, and a word of a name ("haram" of al-Masjid
 * al-Haram, "pillars" of Iram) never answers for the name.
 */

async function citedKeys(answer: Locator, language: UiLanguage): Promise<string[]> {
  const name = language === 'bn' ? 'কুরআনের রেফারেন্স' : 'Quranic references';
  const labels = await answer.getByRole('region', { name }).getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return labels.map((label) => verseKeyOfLabel(label) ?? label);
}

const cases: Array<{ question: string; ui: UiLanguage; first: string[]; never?: string[] }> = [
  { question: 'What is the punishment for theft in the Quran?', ui: 'en', first: ['5:38'] },
  { question: 'Is alcohol forbidden in Islam?', ui: 'en', first: ['5:90', '5:91'] },
  { question: 'Is eating pork allowed?', ui: 'en', first: ['2:173', '5:3'] },
  { question: 'Is music haram?', ui: 'en', first: ['31:6'], never: ['2:149'] },
  { question: 'pillars of Islam', ui: 'en', first: ['2:177', '47:19', '2:43', '2:183', '3:97'], never: ['89:7'] },
  { question: 'Is smoking haram?', ui: 'en', first: ['2:195'], never: ['56:43'] },
  { question: 'What does the Quran say about honesty?', ui: 'en', first: ['9:119', '33:70'] },
  { question: 'Is crypto halal?', ui: 'en', first: ['4:29', '2:275'] },
  { question: 'চুরির শাস্তি কী?', ui: 'bn', first: ['5:38'] },
  { question: 'মদ কি হারাম?', ui: 'bn', first: ['5:90', '5:91'] },
  { question: 'ধৈর্য সম্পর্কে কুরআন কী বলে?', ui: 'bn', first: ['2:153', '2:155'] },
  { question: 'ما هي آية الكرسي؟', ui: 'en', first: ['2:255'] },
  { question: 'ما هو الصبر في القرآن؟', ui: 'en', first: ['2:153', '2:155'] },
  { question: 'ما عقوبة السرقة في الإسلام؟', ui: 'en', first: ['5:38'] },
];

test.describe('the right verses for common questions, without a model', () => {
  for (const { question, ui, first, never = [] } of cases) {
    test(`${question} → ${first.join(' or ')} first`, async ({ page }) => {
      await page.goto(ui === 'bn' ? '/?lng=bn' : '/');
      const answer = await askQuestion(page, question, ui);
      const keys = await citedKeys(answer, ui);
      expect(first).toContain(keys[0]);
      for (const key of never) expect(keys).not.toContain(key);
      await expectVersesQuotedFromCorpus(page, answer, ui);
    });
  }

  test('a question the Quran answers only through a principle says so, and still cites the verses of the principle', async ({ page }) => {
    await page.goto('/');
    const answer = await askQuestion(page, 'Is smoking haram?');
    await expect(answer).toContainText('does not mention smoking');
    expect((await citedKeys(answer, 'en')).length).toBeGreaterThan(0);
  });

  test('an Arabic question is answered in Arabic, right to left, with the verse itself as the quotation', async ({ page }) => {
    await page.goto('/');
    const answer = await askQuestion(page, 'ما هي آية الكرسي؟');
    const prose = answer.locator('[dir="rtl"][lang="ar"]').first();
    await expect(prose).toContainText('الآيات');
    await expect(prose.locator('blockquote p[lang="ar"]').first()).toContainText('ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ');
  });
});
