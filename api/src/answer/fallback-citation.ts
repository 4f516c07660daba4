import { marker } from './citation-markers.js';
import type { ContextVerse, VerificationContext } from './verification.js';

/** The verse attached to a reply left without a valid citation: the best retrieved one, quoted from the corpus. */

const FALLBACK_LEAD: Record<VerificationContext['lang'], string> = {
  en: 'A verse of the Quran on this subject',
  bn: 'এ বিষয়ে কুরআনের একটি আয়াত',
  ar: 'آية من القرآن الكريم في هذا الموضوع',
};

/** The marker names the verse; a "(Al-Baqarah 2:153)" beside it would read as a second citation when verified again. */
export function fallbackCitation(entry: ContextVerse, lang: VerificationContext['lang']): string {
  const translation = lang === 'bn' ? entry.verse.bn : lang === 'ar' ? entry.verse.arabic : entry.verse.en;
  return `${FALLBACK_LEAD[lang]} (${entry.surahName}): “${translation.trim()}” ${marker(entry.verse.key)}`;
}
