/**
 * Names and phrases that hold an Islamic word but are about something else: people
 * of our time named after prophets and companions, places, businesses, states and
 * titles. A class of the topic check (see topic-vocabulary.ts), read before any
 * other, which blanks them out.
 */

/** First names of prophets and companions that people of our time also bear (see `NAMESAKE` in topic-keywords.ts). */
export const NAMESAKE_FIRST_NAMES = [
  'Muhammad', 'Mohammed', 'Mohamed', 'Muhammed', 'Mohammad', 'Yusuf', 'Yousuf', 'Yousef', 'Ibrahim', 'Maryam', 'Mariam', 'Aisha',
  'Ayesha', 'Ali', 'Omar', 'Umar', 'Fatima', 'Fatimah', 'Khalid', 'Hassan', 'Hussain', 'Hussein', 'Noah', 'Moses', 'Abraham',
  'Zayn', 'Zain', 'Idris', 'Ismail', 'Adam', 'Isa', 'Musa', 'Sulaiman', 'Suleiman', 'Dawud', 'David', 'Solomon', 'Joseph',
  'Mary', 'Yunus', 'Younis', 'Salah', 'Bilal', 'Hamza', 'Khadija', 'Zakir', 'Yahya', 'Isaac', 'Jacob', 'Aaron', 'Ishmael', 'Elijah',
  'John', 'Harun', 'Imran', 'Yaqub', 'Ishaq', 'Saleh', 'Salih', 'Luqman', 'Jonah',
];

/**
 * Names and phrases that hold an Islamic word but are about something else: a
 * place, a person, a product ("Islamabad", "Kazi Nazrul Islam", "fast charging").
 * They are blanked out before any word class is read.
 */
export const LOOKALIKE_TERMS = {
  en: [
    'yusuf islam', 'intermittent fasting', 'water fasting', 'fast charge', 'fast charging', 'first man on the moon', 'first human on the moon', 'first person on the moon', 'first woman on the moon', 'fast track', 'fast tracking', 'fast forward', 'fast forwarding', 'lose weight fast', 'islamabad', 'prophet library',
    'islamic republic', 'islamic development bank', 'islami bank', 'paradise lost', 'paradise island', 'paradise valley', 'paradise city', 'paradise beach', 'angel falls',
    'allah-las',
    // Phrases that hold a guidance word about something else: the body, a genre, a place, a posture, a loan.
    'neighbouring country', 'neighboring country', 'neighbouring countries', 'neighboring countries', 'neighbouring states', 'neighboring states', 'heart attack', 'heart rate', 'heart disease', 'heart surgery', 'death metal', 'death valley', 'lying down', 'lie down',
    'loan forgiveness', 'forgive a loan', 'forgive a student loan', 'forgive my student loan',
  ],
  bn: ['ইসলামপুর', 'নজরুল ইসলাম', 'ইসলামাবাদ', 'নবীগঞ্জ', 'ইসলামী ব্যাংক', 'ইসলামী প্রজাতন্ত্র', 'ইসলামিক ফাউন্ডেশন', 'প্রতিবেশী দেশ', 'প্রতিবেশী রাষ্ট্র'],
};

/**
 * Bangla words that begin with an Islamic term but are other words: Bangla terms match
 * as word prefixes (to take case endings), so হজ (hajj) would match হজম (digestion), জিন
 * (jinn) জিনিস (a thing), কাবা (the Kaaba) কাবাব (kebab). A term never matches at the start
 * of one of these; a list that holds the word itself still matches it.
 */
export const BANGLA_WORDS_BEGINNING_WITH_A_TERM = [
  'জিনিস', 'জিন্স', 'জিনগত', 'জিনিয়াস', 'হজম', 'কাবাব', 'নবীন', 'দীনেশ', 'সুরাহা', 'দোয়াত', 'ঘুষি',
];

/**
 * A business, a street or a building named after a holy place or an Islamic word
 * ("Mecca Cafe", "Madina Sweets", "the Crescent Hotel"), and the Prophet library of
 * time-series forecasting: blanked out like the look-alike names.
 */
export const LOOKALIKE_PATTERNS = {
  en: [
    /\b(?:mecca|makkah|medina|madina|madinah|zamzam|paradise|heaven|heavenly|angel|angels|crescent|noor|nur|barakah|halal|al-[\p{L}]+)(?:\s+[\p{L}'’-]+)?\s+(?:cafe|café|coffee|restaurant|grill|kebab|hotel|hotels|sweets|bakery|mall|tower|towers|street|road|avenue|market|supermarket|store|travels|tours|airlines|airways|fc|club|stadium|island|islands|falls|beach|resort|spa|pharmacy|clinic|hospital)\b/iu,
    /\bprophet\b(?:\s+\p{L}+)?\s+(?:library|package|module|model|forecasting|forecast|forecasts)\b/iu,
    /\b(?:library|package|module|model) (?:called |named )?prophet\b/iu,
    // An institution's name, capitalised: not "an Islamic bank", the concept.
    /\bIslamic (?:Foundation|University|Bank|Relief|Centre|Center|Development Bank|Republic)\b/u,
    // A person named "servant of" one of Allah's names ("Abdul Latif", "Abdur Razzaq"): the name is the person's.
    /\b(?:abdul|abdur|abdus|abdush|abduz|abdun|abdel|abd[\s-]+(?:al|ul|ar|as|ur|us))[\s-]+\p{L}+/iu,
  ],
  bn: [
    /(?:মক্কা|মদিনা|জমজম|নূর|বরকত|জান্নাত|আল-\S+)\s+(?:সুইটস|মিষ্টি|হোটেল|রেস্টুরেন্ট|রেস্তোরাঁ|টাওয়ার|মার্কেট|রোড|শপিং|ফার্মেসি|হাসপাতাল|ট্রাভেলস|বেকারি|ক্লিনিক|কফি|ফ্যাশন)/u,
    /(?:আব্দুল|আবদুল|আব্দুর|আবদুর|আব্দুস|আবদুস)[\s-]*[\u0980-\u09FF]+/u,
  ],
};

