import type { Lang, Surah, Verse } from '../retrieval/types.js';
import type { SurahDto, VerseDto, VerseSearchHit } from '../contract/verse.js';

/** The translation shown for a language: Bangla for bn, Saheeh International otherwise (also for Arabic). */
export function translationFor(verse: Verse, lang: Lang): string {
  return lang === 'bn' ? verse.bn : verse.en;
}

export function presentSearchHit(verse: Verse, surah: Surah | null, score: number, lang: Lang): VerseSearchHit {
  return {
    key: verse.key,
    surah: verse.surah,
    ayah: verse.ayah,
    surahName: surah?.nameTransliteration ?? `Surah ${verse.surah}`,
    arabic: verse.arabic,
    translation: translationFor(verse, lang),
    score,
  };
}

export function presentVerse(verse: Verse, lang: Lang): VerseDto {
  return {
    key: verse.key,
    surah: verse.surah,
    ayah: verse.ayah,
    arabic: verse.arabic,
    translation: translationFor(verse, lang),
    transliteration: verse.transliteration,
  };
}

export function presentSurah(surah: Surah): SurahDto {
  return {
    number: surah.number,
    nameArabic: surah.nameArabic,
    nameTransliteration: surah.nameTransliteration,
    nameEnglish: surah.nameEnglish,
    nameBangla: surah.nameBangla,
    nameBanglaScript: surah.nameBanglaScript,
    type: surah.type,
    verseCount: surah.verseCount,
  };
}
