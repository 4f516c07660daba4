import type { TopicLabel } from './prompts.js';

/**
 * Is a question about Islam and the Quran? Three signals, cheapest first:
 * 1. Words: Islamic terms decide "yes" (so "Is crypto halal?" passes); otherwise
 *    the off-topic subjects of spec 5 (weather, stock market, crypto, sports,
 *    movies, programming, travel, shopping, politics, science, medical, legal and
 *    investment advice…) decide "no". Names and words that other subjects share
 *    (Moses, Mecca, angel, heaven, god) are weak: they say "yes" only when no
 *    off-topic subject is named ("Who played Moses in the movie…?" is about a film).
 * 2. When the words say nothing: a follow-up in an ongoing conversation passes;
 *    with a model configured, a one-word classification decides.
 * 3. Otherwise retrieval decides: a question the Quran has verses for passes.
 */

export type TopicReason = 'islamic_terms' | 'off_topic_terms' | 'follow_up' | 'model' | 'retrieval';

export interface TopicVerdict {
  onTopic: boolean;
  reason: TopicReason;
}

export type KeywordVerdict = 'islamic' | 'off_topic' | 'unknown';

// English terms match whole words (with an optional plural or possessive); Bangla
// terms match as word prefixes, since Bangla attaches case endings (আবহাওয়ার).
const ISLAMIC_TERMS_EN = [
  'islam', 'islamic', 'islamically', 'muslim', 'muslims', 'quran', "qur'an", 'qur’an', 'koran', 'quranic', 'allah', 'god',
  'prophet', 'prophets', 'messenger', 'muhammad', 'mohammed', 'hadith', 'hadiths', 'sunnah', 'sunna', 'sharia', 'shariah',
  'fiqh', 'fatwa', 'halal', 'haram', 'makruh', 'mustahab', 'fard', 'wajib', 'jaiz', 'permissible', 'impermissible',
  'forbidden', 'lawful', 'unlawful', 'sin', 'sins', 'sinful', 'salah', 'salat', 'namaz', 'prayer', 'prayers', 'pray',
  'praying', 'dua', "du'a", 'dhikr', 'zikr', 'wudu', 'ablution', 'fasting', 'ramadan', 'ramzan', 'eid', 'hajj', 'umrah',
  'zakat', 'zakah', 'sadaqah', 'charity', 'mosque', 'masjid', 'imam', 'surah', 'sura', 'ayah', 'ayat', 'verse', 'verses',
  'tafsir', 'jannah', 'paradise', 'heaven', 'hell', 'jahannam', 'hereafter', 'afterlife', 'akhirah', 'judgment',
  'judgement', 'resurrection', 'angel', 'angels', 'jinn', 'satan', 'shaytan', 'iblis', 'tawhid', 'tawheed', 'shirk',
  'iman', 'faith', 'taqwa', 'sabr', 'tawbah', 'repentance', 'repent', 'believer', 'believers', 'disbeliever',
  'disbelievers', 'kafir', 'hypocrite', 'hypocrites', 'righteous', 'righteousness', 'piety', 'pious', 'worship',
  'revelation', 'scripture', 'creed', 'sufi', 'shia', 'sunni', 'madhab', 'ummah', 'kaaba', 'mecca', 'makkah', 'medina',
  'madinah', 'hijrah', 'jihad', 'hijab', 'niqab', 'nikah', 'mahr', 'talaq', 'iddah', 'riba', 'caliph', 'caliphate',
  'sahaba', 'companions', 'bismillah', 'inshallah', 'mashallah', 'alhamdulillah', 'subhanallah', 'adam', 'nuh', 'noah',
  'ibrahim', 'abraham', 'musa', 'moses', 'isa', 'jesus', 'yusuf', 'joseph', 'yunus', 'jonah', 'sulayman', 'solomon',
  'dawud', 'maryam', 'ayyub', 'yaqub', 'ismail', 'pharaoh', 'firaun', 'abu bakr', 'khadijah', 'aisha', 'badr', 'uhud',
  'qadr', 'laylat al-qadr', 'kursi', 'fatiha', 'bible', 'torah', 'gospel', 'religion', 'religious', 'spiritual',
];

const ISLAMIC_TERMS_BN = [
  'ইসলাম', 'মুসলিম', 'মুসলমান', 'কুরআন', 'কোরআন', 'কোরান', 'আল্লাহ', 'নবী', 'নবি', 'রাসূল', 'রাসুল', 'রসুল', 'হাদিস',
  'হাদীস', 'সুন্নত', 'সুন্নাহ', 'শরিয়', 'শরীয়', 'ফিকহ', 'ফতোয়া', 'হালাল', 'হারাম', 'জায়েজ', 'জায়েয', 'বৈধ', 'অবৈধ', 'মাকরুহ',
  'ফরজ', 'ফরয', 'ওয়াজিব', 'নামাজ', 'নামায', 'সালাত', 'দোয়া', 'দোআ', 'দুআ', 'জিকির', 'অজু', 'ওজু', 'রোজা', 'রোযা', 'সিয়াম',
  'রমজান', 'রমযান', 'ঈদ', 'হজ', 'উমরা', 'যাকাত', 'জাকাত', 'সদকা', 'মসজিদ', 'ইমাম', 'সূরা', 'সুরা', 'আয়াত', 'তাফসীর',
  'তাফসির', 'জান্নাত', 'বেহেশত', 'জাহান্নাম', 'দোজখ', 'আখিরাত', 'আখেরাত', 'পরকাল', 'কিয়ামত', 'কেয়ামত', 'ফেরেশতা', 'জিন',
  'শয়তান', 'তাওহীদ', 'তাওহিদ', 'শিরক', 'ঈমান', 'তাকওয়া', 'সবর', 'তওবা', 'তাওবা', 'গুনাহ', 'পাপ', 'মুমিন', 'কাফের', 'কাফির',
  'মুনাফিক', 'ইবাদত', 'কাবা', 'মক্কা', 'মদিনা', 'হিজরত', 'জিহাদ', 'হিজাব', 'পর্দা', 'মোহর', 'মহর', 'তালাক', 'ইদ্দত', 'সুদ',
  'ইবরাহিম', 'ইব্রাহিম', 'মূসা', 'মুসা', 'ঈসা', 'ইউসুফ', 'নূহ', 'নুহ', 'ইউনুস', 'সুলাইমান', 'দাউদ', 'মারইয়াম', 'মরিয়ম',
  'আদম', 'মুহাম্মদ', 'মোহাম্মদ', 'সাহাবা', 'সাহাবী', 'খলিফা', 'ফেরাউন', 'কদর', 'কুরসি', 'ফাতিহা', 'ফজিলত', 'ধর্ম',
];

const OFF_TOPIC_TERMS_EN = [
  'weather', 'forecast', 'temperature', 'rain', 'stock', 'stocks', 'stock market', 'share price', 'shares', 'crypto',
  'cryptocurrency', 'bitcoin', 'ethereum', 'nft', 'forex', 'exchange rate', 'invest', 'investing', 'investment',
  'investments', 'mutual fund', 'portfolio', 'real estate', 'sports', 'sport', 'football', 'soccer', 'cricket',
  'basketball', 'tennis', 'match', 'world cup', 'premier league', 'fifa', 'nba', 'movie', 'movies', 'film', 'films',
  'netflix', 'series', 'actor', 'actress', 'hollywood', 'bollywood', 'celebrity', 'song', 'songs', 'lyrics',
  'programming', 'code', 'coding', 'python', 'javascript', 'typescript', 'java', 'sql', 'html', 'css', 'node.js',
  'software', 'bug', 'compile', 'website', 'machine learning', 'computer', 'laptop', 'smartphone', 'iphone', 'android',
  'travel', 'trip', 'itinerary', 'flight', 'flights', 'hotel', 'hotels', 'tourist', 'tourism', 'visa', 'vacation',
  'shopping', 'buy', 'cheap', 'cheapest', 'price', 'discount', 'deals', 'black friday', 'recipe', 'bake', 'cook',
  'restaurant', 'politics', 'political', 'election', 'elections', 'vote', 'president', 'prime minister', 'party',
  'science', 'physics', 'quantum', 'chemistry', 'relativity', 'boiling point', 'formula', 'math', 'homework',
  'medical', 'medicine', 'symptoms', 'symptom', 'diagnosis', 'diabetes', 'headache', 'sprained', 'treatment', 'doctor',
  'calories', 'diet', 'lose weight', 'workout', 'gym', 'legal advice', 'lawyer', 'sue', 'lawsuit', 'landlord',
  'tax', 'income tax', 'mortgage', 'insurance policy', 'salary', 'car', 'tesla', 'engine', 'game', 'gaming', 'youtube',
  'news', 'headlines', 'traffic', 'horoscope', 'zodiac', 'joke', 'poem', 'capital of', 'population of', 'richest',
  'translate', 'harry potter', 'celebrities',
];

const OFF_TOPIC_TERMS_BN = [
  'আবহাওয়া', 'বৃষ্টি', 'তাপমাত্রা', 'শেয়ার', 'স্টক', 'ক্রিপ্টো', 'বিটকয়েন', 'ডলারের রেট', 'বিনিয়োগ', 'খেলা', 'ফুটবল',
  'ক্রিকেট', 'বাস্কেটবল', 'ম্যাচ', 'বিশ্বকাপ', 'সিনেমা', 'চলচ্চিত্র', 'মুভি', 'নাটক', 'সিরিজ', 'অভিনেতা', 'গান',
  'প্রোগ্রামিং', 'কোড', 'পাইথন', 'জাভাস্ক্রিপ্ট', 'সফটওয়্যার', 'ওয়েবসাইট', 'এইচটিএমএল', 'মেশিন লার্নিং', 'কম্পিউটার',
  'ল্যাপটপ', 'মোবাইল', 'আইফোন', 'ভ্রমণ', 'ট্যুর', 'হোটেল', 'ফ্লাইট', 'বিমান', 'ভিসা', 'কেনাকাটা', 'শপিং', 'কিনব',
  'দাম', 'ছাড়', 'রেসিপি', 'রান্না', 'কেক', 'রাজনীতি', 'নির্বাচন', 'ভোট', 'প্রধানমন্ত্রী', 'রাষ্ট্রপতি', 'প্রেসিডেন্ট',
  'বিজ্ঞান', 'পদার্থবিজ্ঞান', 'রসায়ন', 'আপেক্ষিকতা', 'স্ফুটনাঙ্ক', 'গণিত', 'বাড়ির কাজ', 'চিকিৎসা', 'ওষুধ',
  'ডাক্তার', 'রোগ', 'লক্ষণ', 'ডায়াবেটিস', 'মাথাব্যথা', 'জ্বর', 'ওজন কমা', 'ব্যায়াম', 'জিম', 'খাদ্যতালিকা', 'আইনি',
  'উকিল', 'মামলা', 'বাড়িওয়ালা', 'আয়কর', 'ট্যাক্স', 'বেতন', 'গাড়ি', 'ইঞ্জিন', 'গেম', 'ইউটিউব', 'খবর', 'সংবাদ',
  'যানজট', 'রাশিফল', 'কৌতুক', 'রাজধানী', 'জনসংখ্যা', 'ধনী ব্যক্তি', 'নেটফ্লিক্স', 'হলিউড', 'লাভজনক',
];

/** Islamic only when nothing else in the question names another subject. */
const WEAK_ISLAMIC_TERMS_EN = new Set([
  'god', 'faith', 'charity', 'heaven', 'hell', 'angel', 'angels', 'paradise', 'spiritual', 'religion', 'religious',
  'righteous', 'scripture', 'bible', 'torah', 'gospel', 'mecca', 'makkah', 'medina', 'madinah', 'adam', 'noah', 'abraham',
  'moses', 'jesus', 'joseph', 'jonah', 'solomon', 'pharaoh', 'isa', 'judgment', 'judgement', 'sin', 'sins', 'forbidden',
  'lawful', 'unlawful', 'permissible',
]);
const WEAK_ISLAMIC_TERMS_BN = new Set(['মক্কা', 'মদিনা', 'ফেরেশতা', 'ধর্ম', 'পাপ', 'বৈধ', 'অবৈধ', 'আদম', 'ফেরাউন', 'মূসা', 'মুসা', 'ঈসা', 'ইউসুফ', 'নূহ', 'নুহ']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function englishMatcher(terms: string[]): RegExp {
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:s|es|['’]s)?(?![\\p{L}\\p{N}])`, 'iu');
}

function banglaMatcher(terms: string[]): RegExp {
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // A Bangla term starts a word (after a space, punctuation, or a hyphen).
  return new RegExp(`(?<![\\u0980-\\u09FF])(?:${alternatives.join('|')})`, 'u');
}

const STRONG_ISLAMIC = {
  en: englishMatcher(ISLAMIC_TERMS_EN.filter((term) => !WEAK_ISLAMIC_TERMS_EN.has(term))),
  bn: banglaMatcher(ISLAMIC_TERMS_BN.filter((term) => !WEAK_ISLAMIC_TERMS_BN.has(term)).map((t) => t.normalize('NFC'))),
};
const ISLAMIC = { en: englishMatcher(ISLAMIC_TERMS_EN), bn: banglaMatcher(ISLAMIC_TERMS_BN.map((t) => t.normalize('NFC'))) };
const OFF_TOPIC = { en: englishMatcher(OFF_TOPIC_TERMS_EN), bn: banglaMatcher(OFF_TOPIC_TERMS_BN.map((t) => t.normalize('NFC'))) };

/** The verdict of the word lists alone. Islamic terms win over off-topic ones. */
export function keywordVerdict(question: string): KeywordVerdict {
  const text = question.normalize('NFC');
  if (STRONG_ISLAMIC.en.test(text) || STRONG_ISLAMIC.bn.test(text)) return 'islamic';
  if (OFF_TOPIC.en.test(text) || OFF_TOPIC.bn.test(text)) return 'off_topic';
  if (ISLAMIC.en.test(text) || ISLAMIC.bn.test(text)) return 'islamic';
  return 'unknown';
}

/** Whether a question mentions one of the off-topic subjects (used to label traps in the test set). */
export function mentionsOffTopicSubject(question: string): boolean {
  const text = question.normalize('NFC');
  return OFF_TOPIC.en.test(text) || OFF_TOPIC.bn.test(text);
}

export interface TopicCheckInput {
  question: string;
  /** The session already has turns: a follow-up ("and in Surah Maryam?") inherits their topic. */
  isFollowUp: boolean;
  /** How many verses retrieval finds for the question; asked only when the words decide nothing. */
  countRetrievedVerses: () => Promise<number>;
  /** A cheap model classification, when a model is configured; null when it failed or gave no label. */
  classify?: () => Promise<TopicLabel | null>;
}

export async function checkTopic(input: TopicCheckInput): Promise<TopicVerdict> {
  const words = keywordVerdict(input.question);
  if (words === 'islamic') return { onTopic: true, reason: 'islamic_terms' };
  if (words === 'off_topic') return { onTopic: false, reason: 'off_topic_terms' };
  if (input.isFollowUp) return { onTopic: true, reason: 'follow_up' };
  if (input.classify) {
    const label = await input.classify();
    if (label !== null) return { onTopic: label === 'islamic', reason: 'model' };
  }
  return { onTopic: (await input.countRetrievedVerses()) > 0, reason: 'retrieval' };
}

/** The refusal every client matches on: it must contain "not related to Islam" (spec 4). */
export const OFF_TOPIC_MESSAGE =
  'Your question appears to be not related to Islam or the Quran. This assistant answers questions about Islamic teachings and the Quran only.';
