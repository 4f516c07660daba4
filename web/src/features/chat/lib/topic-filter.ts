/**
 * Client-side topic filter (spec §5): text naming a clearly non-Islamic subject is stopped before
 * sending, unless it also names an Islamic one ("Is crypto halal?" passes). Everything else passes;
 * the server makes the final call with its own, stronger check.
 */

const islamicEnglish = [
  'islam', 'islamic', 'muslim', 'muslims', 'quran', "qur'an", 'quranic', 'koran', 'allah', 'god', 'prophet', 'prophets',
  'messenger', 'muhammad', 'mohammed', 'hadith', 'sunnah', 'sunna', 'surah', 'sura', 'ayah', 'ayat', 'verse', 'verses',
  'halal', 'haram', 'makruh', 'pray', 'prayer', 'prayers', 'salah', 'salat', 'namaz', 'fasting', 'fast', 'ramadan', 'zakat',
  'zakah', 'sadaqah', 'charity', 'hajj', 'umrah', 'mosque', 'masjid', 'imam', 'sharia', 'shariah', 'fiqh', 'fatwa', 'tafsir',
  'tawhid', 'iman', 'faith', 'jannah', 'paradise', 'hell', 'jahannam', 'hereafter', 'akhirah', 'judgment', 'angel', 'angels',
  'jinn', 'dua', "du'a", 'dhikr', 'eid', 'hijab', 'wudu', 'ablution', 'sin', 'sins', 'repentance', 'tawbah', 'mecca', 'makkah',
  'medina', 'madinah', 'kaaba', 'caliph', 'sahaba', 'companions', 'ummah', 'riba', 'nikah', 'marriage', 'divorce',
  'inheritance', 'moses', 'musa', 'abraham', 'ibrahim', 'jesus', 'isa', 'noah', 'nuh', 'joseph', 'yusuf', 'mary', 'maryam',
  'adam', 'david', 'dawud', 'solomon', 'sulaiman', 'jonah', 'yunus', 'religion', 'religious', 'worship', 'scripture',
  'revelation', 'tafseer', 'sunni', 'shia', 'sufi', 'ethics', 'morality', 'patience', 'gratitude', 'mercy', 'forgiveness',
];

const islamicBangla = [
  'ইসলাম', 'মুসলিম', 'মুসলমান', 'কুরআন', 'কোরআন', 'কোরান', 'আল্লাহ', 'নবী', 'নবি', 'রাসূল', 'রসুল', 'হাদিস', 'হাদীস', 'সুন্নাহ',
  'সূরা', 'সুরা', 'আয়াত', 'হালাল', 'হারাম', 'নামাজ', 'নামায', 'সালাত', 'রোজা', 'রোযা', 'রমজান', 'যাকাত', 'জাকাত', 'হজ', 'উমরাহ',
  'মসজিদ', 'ইমাম', 'শরিয়া', 'ঈমান', 'ইমান', 'জান্নাত', 'জাহান্নাম', 'আখিরাত', 'ফেরেশতা', 'জিন', 'দোয়া', 'দুআ', 'জিকির', 'ঈদ',
  'হিজাব', 'অজু', 'ওজু', 'গুনাহ', 'তওবা', 'মক্কা', 'মদিনা', 'কাবা', 'ধর্ম', 'ইবাদত', 'সুদ', 'বিবাহ', 'বিয়ে', 'তালাক', 'ধৈর্য',
];

const nonIslamicEnglish = [
  'weather', 'forecast', 'temperature', 'rain tomorrow', 'stock market', 'stocks', 'stock price', 'share price', 'nasdaq',
  'crypto', 'cryptocurrency', 'bitcoin', 'ethereum', 'forex', 'day trading', 'sports', 'sport', 'football', 'soccer', 'cricket',
  'basketball', 'tennis', 'world cup', 'match score', 'movie', 'movies', 'film', 'films', 'netflix', 'tv show', 'tv series',
  'celebrity', 'programming', 'coding', 'code', 'javascript', 'typescript', 'python', 'java', 'sql', 'software bug', 'algorithm',
  'travel', 'vacation', 'holiday package', 'hotel', 'flight', 'flights', 'tourism', 'tourist', 'shopping', 'buy', 'discount',
  'amazon', 'politics', 'political', 'election', 'elections', 'president', 'prime minister', 'parliament', 'science',
  'physics', 'chemistry', 'biology', 'medical advice', 'diagnosis', 'symptoms', 'dosage', 'medicine', 'legal advice',
  'lawyer', 'lawsuit', 'investment advice', 'invest', 'investing', 'portfolio', 'recipe', 'cooking', 'video game', 'gaming',
  'homework', 'math problem', 'car repair', 'smartphone', 'iphone', 'laptop',
];

const nonIslamicBangla = [
  'আবহাওয়া', 'আবহাওয়া', 'তাপমাত্রা', 'শেয়ার বাজার', 'শেয়ারবাজার', 'শেয়ার বাজার', 'ক্রিপ্টো', 'বিটকয়েন', 'বিটকয়েন', 'খেলা',
  'ফুটবল', 'ক্রিকেট', 'সিনেমা', 'চলচ্চিত্র', 'নাটক', 'প্রোগ্রামিং', 'কোডিং', 'ভ্রমণ', 'হোটেল', 'কেনাকাটা', 'রাজনীতি',
  'নির্বাচন', 'বিজ্ঞান', 'চিকিৎসা পরামর্শ', 'ওষুধ', 'আইনি পরামর্শ', 'উকিল', 'বিনিয়োগ', 'রান্না', 'রেসিপি',
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// English terms match whole words only ("sin" must not match "business"); apostrophes are allowed inside.
function englishMatcher(words: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const islamicEnglishPattern = englishMatcher(islamicEnglish);
const nonIslamicEnglishPattern = englishMatcher(nonIslamicEnglish);
const arabicScript = /[\u0600-\u06FF]/;

function normalise(text: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019]/g, "'");
}

function containsAny(text: string, words: string[]): boolean {
  return words.some((word) => text.includes(word.normalize('NFC')));
}

export type TopicVerdict = 'islamic' | 'off_topic' | 'neutral';

export function classifyTopic(input: string): TopicVerdict {
  const text = normalise(input);
  if (arabicScript.test(text) || islamicEnglishPattern.test(text) || containsAny(text, islamicBangla)) return 'islamic';
  if (nonIslamicEnglishPattern.test(text) || containsAny(text, nonIslamicBangla)) return 'off_topic';
  return 'neutral';
}

/** True when the question should be stopped and the "Outside of Islamic Focus" notice shown. */
export function isOffTopic(input: string): boolean {
  return classifyTopic(input) === 'off_topic';
}
