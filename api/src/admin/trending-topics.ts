import { analyzeBangla, banglaWords, stemBanglaWord } from '../retrieval/bangla-analyzer.js';
import { detectLanguage } from '../retrieval/detect-language.js';
import { analyzeEnglish } from '../retrieval/english-analyzer.js';

export interface TrendingTopic {
  topic: string;
  count: number;
}

/**
 * Framing words that survive the retrieval analysers' stop lists (they carry
 * meaning for search, not for "what are people asking about").
 */
const EXTRA_ENGLISH_STOP_WORDS = new Set([
  'allah', 'god', 'please', 'explain', 'explanation', 'know', 'want', 'give', 'mean', 'means', 'meaning', 'question',
  'questions', 'answer', 'example', 'examples', 'many', 'much', 'important', 'allowed', 'permissible', 'view', 'views',
  'okay', 'ok', 'need', 'make', 'someone', 'something', 'people', 'person', 'time', 'day', 'use', 'us', 'yes', 'don',
  'doesn', 'isn', 'aren', 'didn', 'can', 'cant', 'won', 'got', 'tell', 'told', 'talk', 'talks', 'rule', 'rules',
  'hadith', 'halal', 'haram', 'sin',
]);
const EXTRA_BANGLA_STOP_WORDS = new Set(
  ['আল্লাহ', 'আল্লাহর', 'বলুন', 'ব্যাখ্যা', 'জানতে', 'চাই', 'সম্পর্কিত', 'কেমন', 'মানে', 'অর্থ', 'দয়া', 'করে', 'কিভাবে', 'হালাল', 'হারাম'].map(
    (word) => word.normalize('NFC'),
  ),
);

const MIN_TOPIC_LENGTH = 3;

/** A crude English singular, so "prayers" and "prayer" count together. */
function englishKey(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/** (key, surface form) pairs of one question; each key once per question. */
function topicsOf(question: string): Map<string, string> {
  const topics = new Map<string, string>();
  if (detectLanguage(question) === 'bn') {
    const stems = new Set(analyzeBangla(question));
    for (const word of banglaWords(question)) {
      const stem = stemBanglaWord(word);
      if (!stems.has(stem) || EXTRA_BANGLA_STOP_WORDS.has(word) || [...stem].length < 2) continue;
      if (!topics.has(stem)) topics.set(stem, word);
    }
  } else {
    for (const word of analyzeEnglish(question)) {
      if (word.length < MIN_TOPIC_LENGTH || /^\d+$/.test(word) || EXTRA_ENGLISH_STOP_WORDS.has(word)) continue;
      const key = englishKey(word);
      if (EXTRA_ENGLISH_STOP_WORDS.has(key)) continue;
      if (!topics.has(key)) topics.set(key, word);
    }
  }
  return topics;
}

/**
 * The words people ask about most, across recent questions. A word counts once
 * per question; it is shown in the form people typed most often. Ties go to the
 * alphabetically first word, so the list is stable.
 */
export function trendingTopics(questions: readonly string[], limit = 10): TrendingTopic[] {
  const counts = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const question of questions) {
    for (const [key, surface] of topicsOf(question)) {
      const entry = counts.get(key) ?? { count: 0, forms: new Map<string, number>() };
      entry.count += 1;
      entry.forms.set(surface, (entry.forms.get(surface) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ count, forms }) => {
      const topic = [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
      return { topic, count };
    })
    .filter(({ count }) => count >= 2 || questions.length < 10)
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic))
    .slice(0, limit);
}
