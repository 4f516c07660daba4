import type { Lang } from './types.js';

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const BANGLA_LETTER = /[\u0980-\u09FF]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;

/** The language of a question, judged by the script most of its letters are written in. */
export function detectLanguage(text: string): Lang {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const bangla = text.match(BANGLA_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (bangla > 0 && bangla >= arabic && bangla >= latin) return 'bn';
  if (arabic > 0 && arabic >= latin) return 'ar';
  return 'en';
}
