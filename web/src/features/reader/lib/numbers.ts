import type { SurahDto } from '@quran-assistant/api/contract';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@/lib/i18n';

const BANGLA_DIGITS = /[০-৯]/g;

/** Digits as the UI language writes them: Bangla digits (২৫৫) in the Bangla UI. */
export function formatNumber(value: number, language: 'en' | 'bn'): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { useGrouping: false }).format(value);
}

/** A verse key ("2:255") in the UI language's digits. */
export function formatVerseKey(surah: number, ayah: number, language: 'en' | 'bn'): string {
  return `${formatNumber(surah, language)}:${formatNumber(ayah, language)}`;
}

/** Reads a whole number typed with Latin or Bangla digits; null for anything else. */
export function parseTypedNumber(text: string): number | null {
  const latin = text.trim().replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));
  return /^[0-9]{1,4}$/.test(latin) ? Number(latin) : null;
}

/** A surah's name as the UI language writes it: Bangla script in the Bangla UI. */
export function surahName(surah: Pick<SurahDto, 'nameTransliteration' | 'nameBanglaScript'>, language: 'en' | 'bn'): string {
  return language === 'bn' ? surah.nameBanglaScript : surah.nameTransliteration;
}

/** The UI language with its number formatting and surah names. */
export function useReaderLanguage() {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    language,
    number: (value: number) => formatNumber(value, language),
    name: (surah: Pick<SurahDto, 'nameTransliteration' | 'nameBanglaScript'>) => surahName(surah, language),
  };
}
