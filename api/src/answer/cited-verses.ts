import type { SearchHit, VerseRetriever } from '../retrieval/types.js';
import type { AnswerLanguage, Citation, TranslationLanguage } from '../contract/messages.js';
import { toBanglaDigits } from './citation-markers.js';
import type { ContextVerse } from './verification.js';

/**
 * The surah name shown with a verse in the answer's language: Arabic in an Arabic
 * answer, Bangla script in a Bangla one, the transliteration otherwise; the number
 * when the index has no surah record.
 */
function surahNameOf(retriever: VerseRetriever, surah: number, lang: AnswerLanguage = 'en'): string {
  const record = retriever.getSurah(surah);
  if (!record) return lang === 'bn' ? `সূরা ${toBanglaDigits(String(surah))}` : `Surah ${surah}`;
  if (lang === 'ar') return record.nameArabic;
  return lang === 'bn' ? record.nameBanglaScript : record.nameTransliteration;
}

/** Retrieved verses with the names the prompt and the extractive answer show. */
export function toContextVerses(retriever: VerseRetriever, hits: readonly SearchHit[], lang: AnswerLanguage = 'en'): ContextVerse[] {
  return hits.map((hit) => ({ verse: hit.verse, surahName: surahNameOf(retriever, hit.verse.surah, lang) }));
}

/**
 * The `citations` of an answer, rendered from the corpus for each verified key,
 * never from model text. Keys the corpus does not hold are skipped (verification
 * has already removed them; this is the last guard).
 */
export function citationsFor(retriever: VerseRetriever, keys: readonly string[], lang: TranslationLanguage): Citation[] {
  const citations: Citation[] = [];
  for (const key of new Set(keys)) {
    const [surah, ayah] = key.split(':').map(Number);
    if (surah === undefined || ayah === undefined) continue;
    const verse = retriever.getVerse(surah, ayah);
    if (!verse) continue;
    citations.push({
      key: verse.key,
      surah: verse.surah,
      ayah: verse.ayah,
      surahName: surahNameOf(retriever, verse.surah),
      surahNameBangla: surahNameOf(retriever, verse.surah, 'bn'),
      arabic: verse.arabic,
      translation: lang === 'bn' ? verse.bn : verse.en,
    });
  }
  return citations;
}
