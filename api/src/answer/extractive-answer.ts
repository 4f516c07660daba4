import type { SearchHit } from '../retrieval/types.js';
import type { AnswerLanguage } from '../contract/messages.js';
import { marker, toArabicDigits, toBanglaDigits } from './citation-markers.js';
import type { ContextVerse } from './verification.js';

/**
 * The answer composed without a model: the retrieved verses themselves, quoted
 * exactly with their translations, in the user's language, saying plainly that it
 * is a direct retrieval answer. It is the default when no model is configured and
 * the fallback whenever the model fails.
 */


/** The most verses an extractive answer quotes. */
export const MAX_EXTRACTIVE_VERSES = 4;
/** A verse scoring below this share of the best one adds length, not relevance. */
const RELATIVE_SCORE_FLOOR = 0.5;

/** Said first when the Quran does not seem to speak to a question directly (extractive and model answers alike). */
export const NOT_ADDRESSED_DIRECTLY: Record<AnswerLanguage, string> = {
  en: 'The Quran does not seem to speak to this question directly.',
  bn: 'কুরআন এই প্রশ্নের বিষয়ে সরাসরি কিছু বলেছে বলে মনে হয় না।',
  ar: 'لا يبدو أن القرآن الكريم يتناول هذا السؤال مباشرةً.',
};

const TEXT = {
  en: {
    intro:
      'This is a direct retrieval answer: the verses below are the passages of the Quran most relevant to your question, quoted exactly and without AI interpretation.',
    principle: 'The verses below are quoted exactly, without AI interpretation.',
    weak: `${NOT_ADDRESSED_DIRECTLY.en} These are the verses closest to it, quoted exactly and without AI interpretation; read them as the nearest principle, not as a ruling on your question.`,
    continuation:
      'The rest of this answer could not be generated. These are the verses most relevant to your question, quoted directly from the Quran:',
    heading: (index: number, entry: ContextVerse) => `**${index}. Surah ${entry.surahName}, ${entry.verse.key}**`,
    closing:
      'The English translation is Saheeh International. Read these verses in their context, and for guidance on your own situation consult a qualified scholar.',
  },
  bn: {
    intro:
      'এটি একটি সরাসরি অনুসন্ধানভিত্তিক উত্তর: আপনার প্রশ্নের সাথে সবচেয়ে প্রাসঙ্গিক কুরআনের আয়াতগুলো নিচে হুবহু উদ্ধৃত করা হলো, কোনো এআই ব্যাখ্যা ছাড়া।',
    principle: 'নিচের আয়াতগুলো হুবহু উদ্ধৃত করা হলো, কোনো এআই ব্যাখ্যা ছাড়া।',
    weak: `${NOT_ADDRESSED_DIRECTLY.bn} এর সবচেয়ে কাছাকাছি আয়াতগুলো নিচে হুবহু উদ্ধৃত করা হলো, কোনো এআই ব্যাখ্যা ছাড়া; এগুলোকে নিকটতম মূলনীতি হিসেবে পড়ুন, আপনার প্রশ্নের বিধান হিসেবে নয়।`,
    continuation:
      'এই উত্তরের বাকি অংশ তৈরি করা যায়নি। আপনার প্রশ্নের সাথে সবচেয়ে প্রাসঙ্গিক আয়াতগুলো সরাসরি কুরআন থেকে উদ্ধৃত করা হলো:',
    heading: (index: number, entry: ContextVerse) =>
      `**${toBanglaDigits(String(index))}. সূরা ${entry.surahName}, ${toBanglaDigits(entry.verse.key)}**`,
    closing:
      'বাংলা অনুবাদ: মুহিউদ্দীন খান। আয়াতগুলো প্রসঙ্গসহ পড়ুন, এবং আপনার নিজের বিষয়ে নির্দেশনার জন্য একজন যোগ্য আলেমের পরামর্শ নিন।',
  },
  ar: {
    intro:
      'هذه إجابة مستخرجة مباشرةً: الآيات التالية هي أقرب آيات القرآن الكريم صلةً بسؤالك، منقولة بنصّها دون تفسير من الذكاء الاصطناعي.',
    principle: 'الآيات التالية منقولة بنصّها دون تفسير من الذكاء الاصطناعي.',
    weak: `${NOT_ADDRESSED_DIRECTLY.ar} هذه أقرب الآيات إليه، منقولة بنصّها دون تفسير من الذكاء الاصطناعي؛ فاقرأها على أنها أقرب مبدأ، لا حكمًا في مسألتك.`,
    continuation: 'تعذّر إكمال هذه الإجابة. هذه أقرب الآيات صلةً بسؤالك، منقولة بنصّها من القرآن الكريم:',
    heading: (index: number, entry: ContextVerse) =>
      `**${toArabicDigits(String(index))}. سورة ${entry.surahName}، ${toArabicDigits(entry.verse.key)}**`,
    closing: 'اقرأ هذه الآيات في سياقها، واستشر عالمًا موثوقًا فيما يخصّ حالتك.',
  },
} as const satisfies Record<AnswerLanguage, unknown>;

/** The verses worth quoting: the best hit, and up to three more that score close to it. */
export function selectExtractiveHits(hits: readonly SearchHit[]): SearchHit[] {
  const best = hits[0];
  if (!best) return [];
  return hits
    .filter((hit) => best.score <= 0 || hit.score >= best.score * RELATIVE_SCORE_FLOOR)
    .slice(0, MAX_EXTRACTIVE_VERSES);
}

function verseBlock(index: number, entry: ContextVerse, lang: AnswerLanguage): string {
  const heading = TEXT[lang].heading(index, entry);
  // In an Arabic answer the verse itself is the quotation.
  if (lang === 'ar') return [heading, '', `> ${entry.verse.arabic.trim()} ${marker(entry.verse.key)}`].join('\n');
  const translation = (lang === 'bn' ? entry.verse.bn : entry.verse.en).trim();
  return [heading, '', `> ${entry.verse.arabic.trim()}`, '>', `> “${translation}” ${marker(entry.verse.key)}`].join('\n');
}

function verseList(verses: readonly ContextVerse[], lang: AnswerLanguage): string {
  return verses.map((entry, index) => verseBlock(index + 1, entry, lang)).join('\n\n');
}

/** What the verses are to the question, said before them. */
export interface ExtractiveFraming {
  /** The topic index's note where the Quran does not name the subject (in the answer's language). */
  note: string | null;
  /** The Quran does not seem to address the question directly: the verses are only the closest. */
  weak: boolean;
}

/**
 * A complete answer from the verses alone. `verses` must not be empty. Where the
 * Quran does not name the subject, the answer says so plainly (the topic's note)
 * before quoting the verses of the principle; where it does not seem to address
 * the question at all, it says that.
 */
export function composeExtractiveAnswer(
  verses: readonly ContextVerse[],
  lang: AnswerLanguage,
  framing: ExtractiveFraming = { note: null, weak: false },
): string {
  if (verses.length === 0) throw new Error('composeExtractiveAnswer needs at least one verse');
  const text = TEXT[lang];
  const intro = framing.note ? `${framing.note} ${text.principle}` : framing.weak ? text.weak : text.intro;
  return [intro, verseList(verses, lang), text.closing].join('\n\n');
}

const RELATED_VERSES: Record<AnswerLanguage, string> = {
  en: 'See also:',
  bn: 'আরও দেখুন:',
  ar: 'انظر أيضًا:',
};

/**
 * The line after a model answer that names the most relevant verses it did not
 * cite, so the verses a scholar would point to first are always there to read.
 */
export function composeRelatedVerses(keys: readonly string[], lang: AnswerLanguage): string {
  return `${RELATED_VERSES[lang]} ${keys.map(marker).join(' ')}`;
}

/** What follows a model answer that broke off: a plain note, then the verses. */
export function composeExtractiveContinuation(verses: readonly ContextVerse[], lang: AnswerLanguage): string {
  if (verses.length === 0) throw new Error('composeExtractiveContinuation needs at least one verse');
  return [TEXT[lang].continuation, verseList(verses, lang), TEXT[lang].closing].join('\n\n');
}
