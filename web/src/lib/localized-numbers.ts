import type { Language } from './i18n';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits in the UI language's digits: Bangla digits in the Bangla interface ("2:255" → "২:২৫৫"). */
export function localizeDigits(text: string, language: Language): string {
  if (language !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}
