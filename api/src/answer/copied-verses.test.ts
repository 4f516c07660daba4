import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { toContextVerses } from './cited-verses.js';
import { quoteCopiedVerse } from './copied-verses.js';
import type { ContextVerse, VerificationContext } from './verification.js';
import { verifyAnswer } from './verify-citations.js';

// Real verses from the index built by `pnpm ingest`: a copy is recognised against the corpus text itself.
let retriever: VerseRetriever;
let verses: ContextVerse[];

beforeAll(async () => {
  retriever = await createVerseRetriever();
  verses = toContextVerses(
    retriever,
    ['4:4', '2:153', '2:155'].map((key) => {
      const [surah, ayah] = key.split(':').map(Number) as [number, number];
      return { verse: retriever.getVerse(surah, ayah)!, score: 1 };
    }),
  );
});
afterAll(() => retriever.close());

describe('quoteCopiedVerse', () => {
  it('quotes a copied Bangla verse under its own marker, without the question said again before it', () => {
    const copy = quoteCopiedVerse('দেনমোহর কি দিতেই হবে [[2:153]] - আর তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও খুশীমনে।', verses, 'bn', 'দেনমোহর কি দিতেই হবে?');
    expect(copy).toEqual({ sentence: '“আর তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও খুশীমনে।” [[4:4]]', key: '4:4' });
  });

  it('keeps the model’s own framing before an English copy, and closes an unended copy', () => {
    const copy = quoteCopiedVerse('The Quran says: O you who have believed, seek help through patience and prayer [[2:155]]', verses, 'en', 'What does the Quran say about patience?');
    expect(copy?.sentence).toBe('The Quran says: “O you who have believed, seek help through patience and prayer” [[2:153]].');
  });

  it('leaves alone a sentence that explains with a phrase of the verse, one that already quotes, and Arabic answers', () => {
    expect(quoteCopiedVerse('Allah is with the patient, so believers should seek help through patience and prayer in every hardship they meet [[2:153]].', verses, 'en')).toBeNull();
    expect(quoteCopiedVerse('Allah says: “O you who have believed, seek help through patience and prayer.” [[2:153]]', verses, 'en')).toBeNull();
    expect(quoteCopiedVerse('يا أيها الذين آمنوا استعينوا بالصبر والصلاة إن الله مع الصابرين [[2:153]]', verses, 'ar')).toBeNull();
  });
});

describe('verification of copied verses', () => {
  it('shows a copy as a checked quotation under its marker, and drops the same verse copied again', () => {
    const context: VerificationContext = { verses, lang: 'bn', question: 'দেনমোহর কি দিতেই হবে?' };
    const text = 'দেনমোহর কি দিতেই হবে [[4:4]] - আর তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও খুশীমনে। তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও খুশীমনে, তারা যদি খুশী হয়ে [[4:4]]।';
    const result = verifyAnswer(text, context);
    expect(result.content).toBe('“আর তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও খুশীমনে।” [[4:4]]');
    expect(result.citedKeys).toEqual(['4:4']);
    expect(result.report.quotedCopies).toEqual(['4:4']);
    expect(result.report.screened.map((entry) => entry.problem)).toEqual(['repetition']);
  });
});
