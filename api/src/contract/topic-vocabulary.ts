/**
 * The words and phrasings the topic check reads, by class, in English, Bangla and
 * Arabic. Longer than other files because it is data: one export per class. It is in
 * the contract because the web app refuses clearly off-topic questions with the
 * server's own words (see topic-keywords.ts).
 * Classes, not lists of questions: each names a kind of evidence.
 * - Islamic terms: names, practices, places and concepts of Islam. Strong ones decide
 *   "on topic" even next to an off-topic subject ("Is crypto halal?"); weak ones
 *   (words other traditions or everyday talk share: god, heaven, Mecca, Moses) only
 *   when nothing else in the question points elsewhere.
 * - Guidance themes: what the Quran gives guidance on without naming Islam: death
 *   and the soul, the purpose of life, patience, gratitude, forgiveness, duties to
 *   parents, orphans and neighbours, honesty, justice, arrogance, envy, hardship.
 * - Off-topic subjects: weather, markets, crypto, sports, films, programming, travel,
 *   shopping, politics, science, medical, legal and investment advice, and their kin:
 *   personal tech support, jobs and schedules.
 * - Outweighing subjects: the off-topic subjects that make a question theirs even
 *   beside an Islamic term: a work of entertainment, software, a price or a shop, a
 *   public holiday, luggage ("Is the Jinn series on Netflix any good?").
 * - Look-alikes: names that hold an Islamic word (a person of our time, a place, a
 *   business, a state, a title: "Islamabad", "Paradise Lost", "Mecca Cafe").
 * - Off-topic intents (topic-intents.ts): everyday requests that name no subject.
 * - Habits: time wasted, an addiction; told as one's own struggle they outweigh an everyday subject.
 *
 * English terms match whole words (an optional plural or possessive allowed), and the
 * Islamic classes also in the folded spelling of transliterations (salaah = salah,
 * wudhu = wudu, nikaah = nikah: see `foldTransliteration` in topic-keywords.ts); Bangla
 * terms match as word prefixes, since Bangla attaches case endings (আবহাওয়ার).
 */

export const STRONG_ISLAMIC_TERMS = {
  en: [
    'islam', 'islamic', 'islamically', 'muslim', 'muslims', 'quran', "qur'an", 'qur’an', 'koran', 'quranic', 'allah',
    'prophet', 'prophets', 'messenger', 'hadith', 'hadiths', 'sunnah', 'sunna', 'sharia', 'shariah',
    'fiqh', 'fatwa', 'halal', 'haram', 'makruh', 'mustahab', 'fard', 'wajib', 'jaiz', 'impermissible', 'salah', 'salat',
    'namaz', 'prayer', 'prayers', 'pray', 'praying', 'dua', "du'a", 'dhikr', 'zikr', 'wudu', 'ablution', 'tayammum',
    'ghusl', 'fasting', 'ramadan', 'ramadhan', 'ramzan', 'ramazan', 'eid', 'hajj', 'umrah', 'zakat', 'zakah', 'sadaqah',
    'fajr', 'dhuhr', 'zuhr', 'asr', 'maghrib', 'isha', "jumu'ah", 'jumuah', 'tarawih', 'taraweeh', 'witr', 'tahajjud',
    'suhoor', 'sehri', 'iftar', 'qibla', 'qiblah', 'mosque', 'masjid', 'imam', 'surah', 'sura', 'ayah', 'ayat', 'verse',
    'verses', 'tafsir', 'jannah', 'hell', 'jahannam', 'hereafter', 'afterlife', 'akhirah', 'resurrection', 'jinn', 'satan',
    'shaytan', 'iblis', 'tawhid', 'tawheed', 'shirk', 'iman', 'taqwa', 'sabr', 'tawbah', 'tawakkul', 'trust in god', 'trust in the lord', 'repentance', 'repent',
    'believer', 'believers', 'disbeliever', 'disbelievers', 'kafir', 'hypocrite', 'hypocrites', 'righteousness', 'piety',
    'pious', 'worship', 'revelation', 'creed', 'sufi', 'sufism', 'tasawwuf', 'shia', 'sunni', 'madhab', 'ummah', 'kaaba', "ka'bah", 'hijrah',
    'jihad', 'hijab', 'niqab', 'nikah', 'mahr', 'talaq', 'iddah', 'riba', 'caliph', 'caliphate', 'sahaba', 'companions',
    'bismillah', 'inshallah', 'mashallah', 'alhamdulillah', 'subhanallah', 'firaun', 'badr', 'uhud', 'qadr', 'laylat al-qadr',
    'kursi', 'fatiha', 'qurbani', 'udhiyah', 'aqiqah', 'deen', 'tahajud', 'khushu', 'itikaf', "i'tikaf", 'mahram', 'khutbah',
    'adhan', 'azan', 'iqamah', 'rakah', "rak'ah", 'sujood', 'sajdah', 'ruku', 'dhul-qarnayn', 'dhul qarnayn', 'khidr',
    'barzakh', 'sirat', 'ihsan', 'ihram', 'arafat', 'tawaf', 'hijri', 'seerah', 'sirah', 'tajweed', 'hafiz', 'ruqyah',
    'halaal', 'haraam', 'sunnah prayer', 'nafl', 'qiyam', 'janazah', 'istikhara', 'istighfar', 'tasbih', 'durood', 'salawat',
    'rizq', 'rizik', 'barakah', 'barakat', 'waswas', 'waswasa', 'waswasah', 'waswaas', 'wiswas', 'alms', 'almsgiving',
    // Spellings the fold does not join, and the names of angels, of the end of time and of the Prophet's battles.
    'wuzu', 'wazu', 'jumma', 'jummah', 'taqdir', 'taqdeer', 'qadar', 'tawakul', 'shukr', 'ghibah', 'gheebah', 'zina', 'zinah',
    'riya', 'janabah', 'janaba', 'nabi', 'rasul', 'rasool', 'yaseen', 'yasin', 'jibreel', 'jibril', 'jibrail', 'mikail',
    'mikael', 'israfil', 'azrael', 'dajjal', 'yajuj', 'majuj', 'gog and magog', 'khandaq', 'hunayn', 'khaybar', 'aqsa',
    'harut', 'marut', 'nisab', 'zabiha', 'zabihah', 'dhabiha', 'qasr', 'male relative', 'male guardian', 'mushaf', 'sawm',
    'bidah', "bid'ah", 'salaam', 'assalamu alaikum', 'shahada', 'shahadah', 'kalima', 'miraj', "mi'raj", 'isra',
    // Belief, the Last Day, the months, purity, expiations, family law and prayer, as they are transliterated.
    'qiyamah', 'qiyamat', 'aqeedah', 'aqidah', 'shafaah', "shafa'ah", 'mizan', 'kawthar', 'hoor', 'ghayb', 'tawassul', 'ashura',
    'muharram', 'shawwal', 'dhul hijjah', 'dhul-hijjah', 'arafah', 'haid', 'hayd', 'nifas', 'istihada', 'istinja', 'sihr', 'fidyah',
    'kaffarah', 'kaffara', 'qada prayer', 'qada prayers', 'qaza', 'wasiyyah', 'wasiyya', 'khula', 'awrah', 'awra', 'riddah',
    'ahlul bayt', 'ahl al-bayt', 'hifz', 'sadaqatul fitr', 'fitrana', 'zakat al-fitr', 'tashahhud', 'tashahud', 'qunoot', 'qunut',
    'takbir', 'sutrah', 'khitan', 'miqat', 'waqf', 'zuhd', 'akhlaq',
    // "Fast" as the act of worship: what one may do while fasting, and what breaks or misses a fast ("fast track" is a look-alike).
    'fast while', 'fast during', 'fast when', 'fast if', 'break my fast', 'break the fast', 'breaks my fast', 'breaks the fast',
    'break your fast', 'breaking my fast', 'breaking the fast', 'invalidate my fast', 'invalidates my fast', 'invalidate the fast',
    'invalidates the fast', 'miss a fast', 'missed a fast', 'missed fast', 'keep a fast', 'keep the fast', 'keeping a fast',
    // Bangla written in Latin letters, as many type it on a phone.
    'roja', 'roza', 'rojar', 'rozar', 'namaj', 'namazer', 'namajer', 'oju', 'ozu', 'jakat', 'sawab', 'sowab', 'soab', 'gunah',
    'gunaho', 'sunnot', 'foroj', 'jayez', 'jaez', 'najayez', 'hadis', 'quraner', 'kuran', 'dowa', 'jannat', 'jannate', 'kiyamot',
    'kiyamat', 'akhirat', 'porokal', 'ramjan', 'ramjaner', 'mosjid', 'mosjide', 'allahr', 'nobi', 'nobir', 'rasuler',
  ],
  bn: [
    'ইসলাম', 'মুসলিম', 'মুসলমান', 'কুরআন', 'কোরআন', 'কোরান', 'আল্লাহ', 'নবী', 'নবি', 'রাসূল', 'রাসুল', 'রসুল', 'হাদিস',
    'হাদীস', 'সুন্নত', 'সুন্নাহ', 'শরিয়', 'শরীয়', 'ফিকহ', 'ফতোয়া', 'হালাল', 'হারাম', 'জায়েজ', 'জায়েয', 'মাকরুহ', 'ফরজ',
    'ফরয', 'ওয়াজিব', 'নামাজ', 'নামায', 'সালাত', 'দোয়া', 'দোআ', 'দুআ', 'জিকির', 'অজু', 'ওজু', 'রোজা', 'রোযা', 'সিয়াম',
    'রমজান', 'রমযান', 'ঈদ', 'হজ', 'উমরা', 'যাকাত', 'জাকাত', 'সদকা', 'ফজর', 'জোহর', 'যোহর', 'আসর', 'মাগরিব', 'এশা', 'ইশা',
    'জুমা', 'তারাবি', 'বিতর', 'তাহাজ্জুদ', 'সেহরি', 'ইফতার', 'কিবলা', 'মসজিদ', 'ইমাম', 'সূরা', 'সুরা', 'আয়াত', 'তাফসীর',
    'তাফসির', 'জান্নাত', 'বেহেশত', 'জাহান্নাম', 'দোজখ', 'আখিরাত', 'আখেরাত', 'পরকাল', 'কিয়ামত', 'কেয়ামত', 'জিন', 'শয়তান',
    'তাওহীদ', 'তাওহিদ', 'শিরক', 'ঈমান', 'তাকওয়া', 'সবর', 'তওবা', 'তাওবা', 'তাওয়াক্কুল', 'গুনাহ', 'সওয়াব', 'ছওয়াব', 'মুমিন',
    'কাফের', 'কাফির', 'মুনাফিক', 'ইবাদত', 'কাবা', 'হিজরত', 'জিহাদ', 'হিজাব', 'পর্দা', 'বেপর্দা', 'মোহর', 'মহর', 'তালাক', 'ইদ্দত', 'সুদ',
    'সাহাবা', 'সাহাবী', 'খলিফা', 'তাসাউফ', 'তাসাওউফ', 'সুফিবাদ', 'দ্বীন', 'দীন', 'খুতবা', 'আযান', 'আজান', 'ইকামত', 'রাকাত', 'সিজদা', 'রুকু', 'তাসবিহ',
    'দরুদ', 'ইস্তিগফার', 'ইস্তেখারা', 'জানাযা', 'জানাজা', 'ইহরাম', 'তাওয়াফ', 'আরাফা', 'ইতিকাফ', 'মাহরাম', 'নফল',
    'খিজির', 'জুলকারনাইন', 'বারযাখ', 'পুলসিরাত', 'রুকইয়া', 'হাফেজ', 'তাজবীদ', 'সীরাত', 'মাসেহ', 'মাসাহ', 'সাদকা', 'সাদাকা',
    'সদকায়ে জারিয়া', 'রিজিক', 'রিযিক', 'বরকত', 'কদর', 'কুরসি', 'ফাতিহা', 'ফজিলত', 'কুরবানি', 'কোরবানি', 'আকিকা', 'হজরত', 'হযরত',
    'ওযু', 'অযু', 'শবে বরাত', 'শবেবরাত', 'শবে কদর', 'শবে মেরাজ', 'মেরাজ', 'দাজ্জাল', 'ইয়াজুজ', 'মাজুজ', 'জিবরাইল',
    'জিবরীল', 'মিকাইল', 'ইসরাফিল', 'আজরাইল', 'মিলাদ', 'বিদআত', 'নিসাব', 'কালিমা', 'কলেমা', 'সালাম দেওয়া',
    'আকিদা', 'আক্বিদা', 'আকীদা', 'শাফায়াত', 'শাফাআত', 'আশুরা', 'মহররম', 'মুহাররম', 'শাওয়াল', 'জিলহজ', 'হায়েজ', 'হায়েয',
    'নেফাস', 'ফিতরা', 'ফিদিয়া', 'কাফফারা', 'কাযা নামাজ', 'কাজা নামাজ', 'তাবিজ', 'বদনজর', 'সতর', 'আহলে বাইত', 'হাশর', 'মিজান',
    'ওসিয়ত', 'অসিয়ত', 'ওয়াসিয়ত', 'খতনা', 'ওলিমা', 'তাশাহহুদ', 'কুনুত', 'তাকবির', 'গীবত', 'গিবত', 'ওয়াসওয়াসা', 'ওসওয়াসা', 'অসঅসা',
  ],
};

export const WEAK_ISLAMIC_TERMS = {
  en: [
    'god', 'lord', 'faith', 'charity', 'heaven', 'paradise', 'angel', 'angels', 'spiritual', 'religion', 'religious',
    'righteous', 'scripture', 'bible', 'torah', 'gospel', 'mecca', 'makkah', 'medina', 'madinah', 'adam', 'noah', 'abraham',
    'moses', 'jesus', 'joseph', 'jonah', 'solomon', 'pharaoh', 'isa', 'muhammad', 'mohammed', 'muhammed', 'judgment', 'judgement', 'sin', 'sins', 'sinful', 'sinning', 'sinned', 'sinner', 'sinners',
    // People's names: Islamic in a question about them, everyday names in a request ("a message for my friend Muhammad").
    'nuh', 'ibrahim', 'musa', 'yusuf', 'yunus', 'sulayman', 'sulaiman', 'dawud', 'maryam', 'ayyub', 'yaqub', 'ismail',
    'abu bakr', 'umar', 'uthman', 'khadijah', 'aisha', 'bilal', 'ali ibn abi talib', 'hud', 'salih', 'shuayb', 'zakariya',
    'zakariyya', 'yahya', 'luqman', 'idris', 'harun', 'ilyas', 'lut',
    // The same people and others of the Quran's stories by their English and transliterated names.
    'cain', 'abel', 'qabil', 'habil', 'kabil', 'jalut', 'talut', 'samiri', 'namrud', 'bilqis', 'zulaikha', 'zulekha', 'uzair',
    'dhul-kifl', 'dhul kifl', 'al-yasa', 'ishaq', 'hawwa',
    // The honorific South Asian Muslims put before a prophet's or companion's name ("Hazrat Ali").
    'hazrat', 'hazrath', 'hadhrat', 'hadrat',
    // The Prophet's family and companions.
    'salman al-farsi', 'salman the persian', 'khalid ibn al-walid', 'hamza', 'abu hurairah', 'abu huraira', 'fatimah',
    'hasan ibn ali', 'husayn', 'hussain', 'zayd ibn haritha', 'abu talib', 'abu lahab', 'abu jahl', 'abu sufyan',
    'muawiya', 'umar ibn al-khattab', 'uthman ibn affan', 'sumayyah', 'ammar ibn yasir',
    // Figures of Islamic history after the companions: its rulers, scholars and saints.
    'saladin', 'salahuddin', 'salah al-din', 'salah ad-din', 'salahuddin ayyubi', 'umar ibn abd al-aziz', 'harun al-rashid',
    'al-ghazali', 'imam ghazali', 'ibn taymiyyah', 'ibn taymiyya', 'ibn kathir', 'ibn qayyim', 'al-bukhari', 'imam bukhari',
    'abu hanifa', 'abu hanifah', 'imam malik', 'imam shafi', "imam shafi'i", 'ahmad ibn hanbal', 'imam ahmad', 'hasan al-basri',
    'rabia al-adawiyya', 'abdul qadir jilani', 'shah jalal', 'tariq ibn ziyad', 'sultan mehmed', 'ottoman caliph', 'mahdi', 'imam mahdi',
    'forbidden', 'lawful', 'unlawful', 'permissible', 'the ark', 'the flood', 'night journey', 'people of lot',
    'people of noah', 'people of pharaoh', 'people of the book',
    'zamzam', 'qarun', 'korah', 'haman', 'asiya', 'hagar', 'hajar', 'sabbath', 'gabriel', 'last day', 'day of judgment',
    'day of judgement', 'end of time', 'end times', 'soul after death', 'nafs', 'evil eye', 'black magic',
    'ninety nine names', 'ninety-nine names', '99 names', 'the unseen', 'the dead hear', 'the dead know', 'the dead aware', 'souls of the dead', 'dead relatives', 'dead parents', 'bearers of the throne', 'arsh',
  ],
  bn: [
    'মক্কা', 'মদিনা', 'ফেরেশতা', 'ধর্ম', 'পাপ', 'বৈধ', 'অবৈধ', 'আদম', 'ফেরাউন', 'মূসা', 'মুসা', 'ঈসা', 'ইউসুফ', 'নূহ', 'নুহ',
    'বেহেশ', 'স্বর্গ', 'নরক', 'ইবরাহিম', 'ইব্রাহিম', 'ইউনুস', 'সুলাইমান', 'দাউদ', 'মারইয়াম', 'মরিয়ম', 'মুহাম্মদ', 'মোহাম্মদ',
    'লুকমান', 'আইয়ুব', 'ইয়াকুব', 'ইসমাইল', 'হারুন', 'লূত', 'লুত', 'সালেহ', 'শুয়াইব', 'জাকারিয়া', 'ইয়াহইয়া', 'আবু বকর',
    'উমর', 'উসমান', 'আয়েশা', 'খাদিজা', 'বিলাল', 'সৃষ্টিকর্তা', 'নিষিদ্ধ',
    'জমজম', 'কারুন', 'হাবিল', 'কাবিল', 'হাজেরা', 'হাজেরার', 'আছিয়া', 'আসিয়া', 'ইসা নবী', 'শেষ বিচার',
    'সালাহউদ্দিন', 'সালাউদ্দিন', 'গাজ্জালি', 'গাজ্জালী', 'ইমাম বুখারী', 'ইমাম বুখারি', 'ইমাম আবু হানিফা', 'আবু হানিফা', 'ইবনে তাইমিয়া',
    'ইবনে কাসির', 'মাহদি', 'মাহদী', 'শাহজালাল', 'শাহ জালাল', 'খান জাহান আলী', 'বখতিয়ার খলজি', 'তারিক বিন জিয়াদ', 'উমর ইবনে আবদুল আজিজ',
  ],
};

export const GUIDANCE_THEMES = {
  en: [
    'soul', 'souls', 'death', 'die', 'dies', 'dying', 'grave', 'purpose of life', 'purpose of human life', 'meaning of life',
    'creator', 'patience', 'grateful', 'greatful', 'gratitude', 'thankful', 'thankfulness', 'forgive', 'forgiving', 'forgiveness',
    'mercy', 'merciful', 'compassion', 'kindness', 'parents', 'orphan', 'orphans', 'widow', 'widows', 'neighbour',
    'neighbours', 'neighbor', 'neighbors', 'honesty', 'lie', 'lies', 'lying', 'liar', 'truthful', 'truthfulness',
    'justice', 'injustice', 'unjustly', 'unfairly', 'oppression', 'oppressed', 'wronged', 'humility', 'humble', 'arrogance', 'arrogant', 'be proud', 'being proud', 'too proud', 'envy',
    'envious', 'jealous', 'jealousy', 'greed', 'greedy', 'anger', 'backbiting', 'gossip', 'slander', 'suffer', 'suffering',
    'hardship', 'hardships', 'trials', 'tribulation', 'calamity', 'despair', 'destiny', 'fate', 'predestination', 'good deeds',
    'deeds', 'morality', 'morals', 'virtue', 'virtues', 'modesty', 'chastity', 'adultery', 'fornication', 'sincerity',
    'contentment', 'inner peace', 'peace of mind', 'guidance', 'misguided', 'more honest', 'honest person', 'being honest', 'stay honest', 'remain honest',
    'true wealth', 'real wealth', 'true success', 'real success', 'meaning of success', 'true happiness', 'real happiness', 'meaning of happiness', 'being lazy', 'laziness', 'good leader', 'just leader',
    'difficult people', 'toxic people', 'rude people', 'people who hurt me',
    'grief', 'grieving', 'mourning', 'loss of a loved one', 'better person', 'good person', 'good character', 'hopeless',
    'hopelessness', 'hope', 'loneliness', 'lonely', 'sadness', 'sorrow', 'repentance', 'regret', 'guilt', 'kinship',
    'cut ties', 'ties with', 'relatives', 'elderly parents', 'old parents', 'afterlife', 'hereafter', 'life after death',
    'heart', 'tranquility', 'tranquillity', 'worldly', 'temptation', 'temptations', 'self-control', 'lust', 'desires',
    'charity', 'generosity', 'generous', 'stingy', 'miserly', 'promise', 'promises', 'trustworthy', 'betrayal', 'cheating',
    'the poor', 'feeding the poor', 'needy', 'reward for', 'rewarded for', 'tested', 'tested with', 'tests us', 'test us',
    'test of faith', 'trial', 'life is a test', 'test of life', 'guilty', 'ashamed', 'shame', 'start over', 'second chance', 'passed away', 'deceased',
    'late mother', 'late father', 'late grandmother', 'late grandfather', 'late husband', 'late wife', 'late son',
    'late daughter', 'loved one', 'loved ones', 'lost my', 'my husband', 'my wife', 'in-laws', 'mother-in-law',
    'father-in-law', 'betrayed', 'be patient', 'stay patient', 'patient with', 'disabled son', 'disabled daughter',
    'cheat', 'cheated', 'lied', 'make amends', 'make it right', 'found a wallet', 'found a purse', 'found money', 'found some money',
    'lost property', 'revenge', 'predestined', 'predetermined', 'already written', 'written for me',
    'falsify', 'falsifying', 'falsified', 'false numbers', 'false figures',
    'false report', 'false statement', 'false witness', 'false testimony', 'too much change', 'extra change',
    'short weight', 'short measure', 'cheats on weight', 'cheating in weights', 'cheating on the scales',
    'anxious', 'anxiety', 'worried', 'worries', 'forgiven', 'died', 'feel lost', 'feeling lost', 'feel empty', 'feeling empty',
    'empty inside', 'nobody loves me', 'no one loves me', 'unloved', 'nobody cares about me', 'no one cares about me',
    'sick child', 'child is sick', 'son is sick', 'daughter is sick', 'mother is sick', 'father is sick', 'husband is sick', 'wife is sick',
    'child is very sick', 'son is very sick', 'daughter is very sick', 'mother is very sick', 'father is very sick',
    'good deed', 'bribe', 'bribes', 'bribery', 'dowry', 'poverty', 'in debt', 'my debt', 'my debts', 'his debt',
    'better son', 'better daughter', 'better husband', 'better wife', 'better parent', 'better father', 'better mother',
    'ageing mother', 'aging mother', 'elderly mother', 'old mother', 'ageing father', 'aging father', 'elderly father',
    'old father', 'respect elders', 'respect for elders', 'respecting elders', 'good manners',
    'worrying', 'stop worrying', 'worry too much', 'overthinking', 'overthink', "i'm stressed", 'i am stressed', 'feel stressed', 'feeling stressed', 'find peace', 'peace of heart', 'restless heart',
    'nobody understands me', 'no one understands me', 'always unlucky', 'so unlucky', 'my bad luck', 'mourn',
    'my sustenance', 'increase sustenance', 'nothing works out', 'nothing ever works out', 'everything goes wrong', 'everything is going wrong', 'give up on life',
    'giving up on life', 'feel worthless', 'feeling worthless', 'heartbroken', 'broken heart',
    'too late for me to change', 'content with what i have', 'how to be honest', 'children to be honest', 'kids to be honest', 'life has no purpose', 'no purpose in life', 'purpose in life', 'purpose of my life', 'life is meaningless', 'life feels meaningless',
    "i'm a bad person", 'i am a bad person', 'im a bad person', 'care what people think', 'caring what people think', 'care what others think',
    'caring what others think', 'people pleasing', 'people pleaser',
    'best deed', 'best deeds', 'do not waste', "don't waste", 'wasteful', 'wastefulness', 'extravagance', 'extravagant', 'squander', 'be just', 'stand firm for justice',
    // Bangla typed in Latin letters
    'ma babar', 'baba mar', 'baba mayer', 'bap mayer', 'mon kharap', 'mon valo', 'dhorjo', 'sobor',
  ],
  bn: [
    'মৃত্যু', 'মারা যা', 'মারা গে', 'কবর', 'আত্মা', 'রূহ', 'রুহ', 'সৃষ্টিকর্তা', 'স্রষ্টা', 'প্রভু', 'ধৈর্য', 'কৃতজ্ঞ',
    'শুকরিয়া', 'শোকর', 'ক্ষমা', 'দয়া', 'রহমত', 'করুণা', 'বাবা-মা', 'মা-বাবা', 'পিতা-মাতা', 'মাতা-পিতা', 'পিতামাতা',
    'এতিম', 'এতীম', 'ইয়াতিম', 'বিধবা', 'প্রতিবেশী', 'সততা', 'মিথ্যা', 'সত্যবাদ', 'ন্যায়', 'অন্যায়', 'জুলুম', 'অত্যাচার',
    'বিনয়', 'অহংকার', 'হিংসা', 'ঈর্ষা', 'লোভ', 'ক্রোধ', 'গীবত', 'পরনিন্দা', 'বিপদ', 'হতাশা', 'ভাগ্য', 'তাকদীর', 'তকদির',
    'নৈতিক', 'চরিত্র', 'সৎকর্ম', 'নেক আমল', 'আমল', 'মনের শান্তি', 'অন্তরের শান্তি', 'আত্মিক', 'দান কর', 'দানের',
    'দানশীল', 'হেদায়েত', 'হিদায়াত', 'শোক', 'দুঃখ', 'ভালো মানুষ', 'আশা', 'নিরাশ', 'একাকী', 'একা লাগ', 'একা একা লাগ', 'একা অনুভব', 'একা বোধ', 'আত্মীয়', 'রাগ', 'অনুশোচনা',
    'অনুতাপ', 'কৃপণ', 'প্রতিশ্রুতি', 'ওয়াদা', 'আমানত', 'বিশ্বাসঘাত', 'প্রতারণা', 'প্রয়াত', 'হারানোর', 'হারিয়ে', 'শাশুড়ি',
    'শ্বশুর', 'স্বামী', 'স্ত্রী', 'সংসার', 'নিঃসঙ্গ', 'কষ্ট', 'অপরাধবোধ', 'ক্ষমা করব', 'দান হিসেবে', 'গরিবদের', 'ঠকানো',
    'বউ', 'কুড়িয়ে পে', 'কুড়িয়ে পাওয়া', 'পরীক্ষায় নকল', 'প্রতিশোধ',
    'সুখী হওয়ার উপায়', 'প্রকৃত সুখ', 'আসল সুখ', 'ওজনে কম', 'মাপে কম', 'মানুষ মরে', 'মরার পর', 'দুশ্চিন্তা', 'উদ্বেগ', 'উদ্বিগ্ন', 'কেউ আমাকে ভালোবাসে না', 'সন্তান অসুস্থ', 'মা অসুস্থ', 'বাবা অসুস্থ', 'জালিয়াতি', 'জাল কাগজ', 'জাল সই', 'মিথ্যা হিসাব', 'মিথ্যা সাক্ষ্য', 'ভুয়া বিল', 'বেশি টাকা ফেরত', 'বেশি টাকা দিয়ে', 'ভাংতি বেশি',
    'অভাবের সময়', 'অভাব-অনটন', 'দারিদ্র্য', 'ঘুষ', 'যৌতুক', 'কথা রাখ', 'কথা দিয়ে রাখ', 'পরনারী', 'পরপুরুষ', 'অবাধ্য',
    'সন্তান লালন', 'ভালো মানুষ হিসেবে', 'বড়দের সম্মান', 'বৃদ্ধ মা', 'বৃদ্ধ বাবা', 'সৎ মা', 'সৎ বাবা',
    'মন খারাপ', 'মন ভালো রাখ', 'বেয়াদবি', 'বেয়াদব', 'প্রতিদান', 'অস্থির লাগে', 'অস্থিরতা', 'অশান্তি', 'হতাশ', 'বিষণ্ণ', 'বিষন্ন', 'দুর্ভাগ্য', 'কপাল খারাপ', 'ঠিকমতো হচ্ছে না',
    'রেগে', 'অলসতা', 'খারাপ পথ', 'খারাপ সঙ্গ', 'অসৎ সঙ্গ', 'মানুষ কী ভাববে', 'লোকে কী ভাববে', 'মানুষ কী বলবে', 'লোকে কী বলবে', 'জীবনের উদ্দেশ্য', 'জীবনের কোনো উদ্দেশ্য', 'উদ্দেশ্যহীন',
    'সাথেই কেন খারাপ', 'সাথে কেন খারাপ',
    'ব্যর্থ', 'মন ভেঙে', 'কেউ আমাকে বোঝে না', 'বেঁচে থাকতে ইচ্ছে করে না', 'অতিরিক্ত চিন্তা',
  ],
};

export const OFF_TOPIC_SUBJECTS = {
  en: [
    // weather
    'weather', 'forecast', 'temperature', 'rain', 'humidity',
    // markets, money and investment advice
    'stock', 'stocks', 'stock market', 'share price', 'shares in', 'company shares', 'crypto', 'cryptocurrency', 'bitcoin', 'ethereum', 'nft',
    'forex', 'exchange rate', 'invest', 'investing', 'investment', 'investments', 'mutual fund', 'portfolio', 'real estate',
    'tax', 'income tax', 'mortgage', 'insurance policy', 'salary', 'credit card', 'bank account', 'loan application',
    // sports, entertainment, culture
    'sports', 'sport', 'how many goals', 'score', 'scored', 'football', 'soccer', 'cricket', 'basketball', 'tennis', 'match', 'world cup', 'premier league',
    'payment gateway', 'baby girl name', 'baby boy name', 'league', 'olympics', 'medal', 'medals', 'contract with', 'boxing', 'boxer', 'fight in', 'ipl', 'odi', 'batting', 'talk show',
    'talk shows', 'fields medal', 'nobel', 'baby name', 'baby names', 'startup', 'investors', 'derivative', 'integral', 'equation',
    'sin(x)', 'cos(x)', 'time series', 'forecasting', 'library for',
    'fifa', 'nba', 'movie', 'movies', 'film', 'films', 'netflix', 'series', 'actor', 'actress', 'hollywood', 'bollywood',
    'celebrity', 'celebrities', 'song', 'songs', 'lyrics', 'game', 'gaming', 'video game', 'youtube',
    'tiktok', 'instagram', 'facebook', 'harry potter', 'horoscope', 'zodiac', 'joke', 'poem',
    'chess', 'fortnite', 'minecraft', 'roblox', 'tv remote', 'essay', 'essays',
    // programming and personal tech support
    'programming', 'code', 'coding', 'python', 'javascript', 'typescript', 'java', 'sql', 'html', 'css', 'node.js',
    'software', 'bug', 'compile', 'website', 'machine learning', 'computer', 'laptop', 'smartphone', 'iphone', 'android', 'phone', 'mobile phone',
    'wifi', 'wi-fi', 'internet connection', 'router', 'browser', 'browser extension', 'ad blocker', 'modem', 'password', 'printer', 'bluetooth', 'app', 'apps',
    'email account', 'gmail', 'whatsapp', 'windows', 'excel', 'battery', 'charger', 'keyboard', 'screen', 'crashing', 'crashes',
    'keeps crashing', 'clear its cache', 'cache', 'install the', 'update the app',
    // home and building repairs
    'roof', 'leaking', 'leak', 'waterproofing', 'plumber', 'electrician', 'air conditioner', 'carpet cleaning', 'paint the walls',
    // paperwork and schools
    'documents', 'paperwork', 'permit', 'certificate', 'register a death', 'passport', 'school hours', 'exam schedule',
    'exam routine', 'sunset photo', 'photo spot', 'exhibition', 'museum',
    // travel, transport, schedules, directions
    'travel', 'trip', 'itinerary', 'flight', 'flights', 'hotel', 'hotels', 'tourist', 'tourism', 'visa', 'vacation',
    'train', 'bus', 'ticket', 'tickets', 'timetable', 'fare', 'traffic', 'directions to', 'near me',
    'nearest', 'opening hours', 'car', 'tesla', 'engine', 'how long does it take to get', 'how long is the drive',
    'good place to raise', 'good place to live',
    // shopping, food, home
    'shopping', 'buy', 'cheap', 'cheapest', 'price', 'discount', 'deals', 'black friday', 'recipe', 'bake', 'cook',
    'restaurant', 'restaurants', 'stain', 'laundry',
    // politics and news
    'politics', 'political', 'election', 'elections', 'vote', 'president', 'prime minister', 'party', 'latest news', 'news headlines', 'breaking news', 'news today', "today's news", 'news channel', 'headlines',
    // science, school, general knowledge
    'science', 'physics', 'quantum', 'chemistry', 'relativity', 'boiling point', 'formula', 'math', 'homework',
    'capital of', 'population of', 'richest', 'translate',
    // medical, fitness, legal advice, jobs
    'medical', 'medicine', 'paracetamol', 'ibuprofen', 'antibiotic', 'antibiotics', 'painkiller', 'painkillers', 'symptoms', 'symptom', 'diagnosis', 'diabetes', 'headache', 'sprained', 'treatment', 'doctor',
    'calories', 'diet', 'lose weight', 'weight loss', 'blood test', 'cholesterol', 'medical test', 'workout', 'gym', 'legal advice', 'lawyer', 'sue', 'lawsuit', 'landlord',
    'job interview', 'interview', 'resume', 'cv', 'cover letter', 'job application', 'airline', 'airlines', 'shop', 'online shop',
    'mall', 'malls', 'microphone', 'mic', 'loudspeaker', 'speaker system', 'sound system', 'freezer', 'fridge',
    'nobel prize', 'cartoon', 'novel', 'author of', 'plural of', 'word for', 'grammar', 'fantasy league',
    'pyramid', 'pyramids', 'sphinx', 'mummy', 'mummies', 'angel number', 'angel numbers', 'numerology', 'tarot',
    'credit score', 'jet lag', 'athlete', 'athletes', 'hydrated', 'hydration', 'photo', 'photos', 'photography', 'camera',
    'lens', 'sculpture', 'statue of', 'theme park', 'honeymoon', 'airport', 'heart attack', 'cardiac', 'digestion', 'concert',
    'concerts', 'touring', 'day trading', 'trading', 'houseplant', 'houseplants', 'magic trick', 'card trick',
    'return policy', 'refund', 'amazon',
  ],
  bn: [
    'আবহাওয়া', 'বৃষ্টি', 'তাপমাত্রা', 'শেয়ার', 'স্টক', 'ক্রিপ্টো', 'বিটকয়েন', 'ডলারের রেট', 'বিনিয়োগ', 'লাভজনক', 'আয়কর',
    'ট্যাক্স', 'বেতন', 'ক্রেডিট কার্ড', 'খেলা', 'ফুটবল', 'ক্রিকেট', 'বাস্কেটবল', 'ম্যাচ', 'বিশ্বকাপ', 'সিনেমা', 'চলচ্চিত্র',
    'মুভি', 'নাটক', 'সিরিজ', 'অভিনেতা', 'গান', 'গেম', 'ইউটিউব', 'ফেসবুক', 'নেটফ্লিক্স', 'হলিউড', 'রাশিফল',
    'কৌতুক', 'প্রোগ্রামিং', 'কোড', 'পাইথন', 'জাভাস্ক্রিপ্ট', 'সফটওয়্যার', 'ওয়েবসাইট', 'এইচটিএমএল', 'মেশিন লার্নিং',
    'কম্পিউটার', 'ল্যাপটপ', 'মোবাইল', 'ফোন', 'আইফোন', 'ওয়াইফাই', 'ওয়াই-ফাই', 'ইন্টারনেট', 'রাউটার', 'পাসওয়ার্ড', 'প্রিন্টার',
    'ব্লুটুথ', 'অ্যাপ', 'হোয়াটসঅ্যাপ', 'চার্জার', 'ব্যাটারি', 'ভ্রমণ', 'ট্যুর', 'হোটেল', 'ফ্লাইট', 'বিমান', 'ভিসা', 'ট্রেন',
    'বাস', 'টিকিট', 'ভাড়া', 'যানজট', 'গাড়ি', 'ইঞ্জিন', 'রেস্তোরাঁ', 'রেস্টুরেন্ট', 'কেনাকাটা', 'শপিং', 'কিনব',
    'দাম', 'ছাড়ের', 'মূল্যছাড়', 'ডিসকাউন্ট', 'রেসিপি', 'রান্না', 'কেক', 'দাগ', 'রাজনীতি', 'নির্বাচন', 'ভোট', 'প্রধানমন্ত্রী', 'রাষ্ট্রপতি',
    'প্রেসিডেন্ট', 'আজকের খবর', 'খবরের শিরোনাম', 'সর্বশেষ খবর', 'ব্রেকিং নিউজ', 'শিরোনাম', 'আজকের সংবাদ', 'সংবাদপত্র', 'সংবাদ শিরোনাম', 'বিজ্ঞান', 'পদার্থবিজ্ঞান', 'রসায়ন', 'আপেক্ষিকতা', 'স্ফুটনাঙ্ক', 'গণিত', 'বাড়ির কাজ',
    'রাজধানী', 'জনসংখ্যা', 'সবচেয়ে ধনী', 'চিকিৎসা', 'ওষুধ', 'ডাক্তার', 'রোগ', 'লক্ষণ', 'ডায়াবেটিস', 'মাথাব্যথা', 'জ্বর',
    'ওজন কমা', 'ব্যায়াম', 'জিম', 'খাদ্যতালিকা', 'আইনি', 'উকিল', 'মামলা', 'বাড়িওয়ালা', 'ইন্টারভিউ', 'সাক্ষাৎকার', 'সিভি',
    'জীবনবৃত্তান্ত', 'চাকরির আবেদন', 'গোল', 'উপন্যাস', 'রক্ত পরীক্ষা', 'ফ্ল্যাট', 'দোকান', 'মার্কেট', 'সঞ্চয়পত্র', 'মুনাফার হার',
    'সাবস্ক্রিপশন', 'ইমেইল', 'পিডিএফ', 'বাজেট', 'মাইক', 'লাউডস্পিকার', 'সাউন্ড সিস্টেম', 'ফ্রিজ', 'নোবেল', 'কার্টুন', 'পাইকারি',
    'ইএমআই', 'হোম লোন', 'অফিস ছুটি', 'সরকারি অফিস', 'এসি', 'মিস্ত্রি', 'ছাদ', 'অনলাইন শপ', 'অ্যাপটা', 'রুটিন', 'পরীক্ষার',
    'প্ল্যান', 'ঘোরার', 'কতক্ষণ লাগে', 'ডেরিভেটিভ', 'আইপিএল', 'ওয়ানডে', 'ব্যাটিং', 'সিনেমার', 'গানগুলো', 'চুক্তি', 'ভেজাল',
    'পিরামিড', 'কোর্স', 'কাগজপত্র', 'কী কী কাগজ', 'ঘুরতে যা', 'বেড়াতে যা', 'কমিউনিটি সেন্টার', 'হানিমুন',
    'চাকরির সার্কুলার', 'নিয়োগ বিজ্ঞপ্তি', 'ক্যামেরা', 'খেলনা', 'ইনস্যুরেন্স', 'বীমা', 'হার্ট অ্যাটাক', 'কিনতে পাওয়া', 'জাদু দেখানো', 'ম্যাজিক',
  ],
};

/**
 * Words that name Islam, its scripture or its law outright: a question that uses
 * one asks for the Islamic view of whatever else it mentions ("What does the Quran
 * say about the weather?"), so nothing else in it can make it off-topic.
 */
export const EXPLICIT_ISLAMIC_TERMS = {
  en: [
    'islam', 'islamic', 'islamically', 'quran', "qur'an", 'qur’an', 'koran', 'quranic', 'allah', 'sharia', 'shariah', 'hadith',
    'fiqh', 'fatwa', 'the prophet', 'as a muslim', 'for muslims', 'for a muslim', 'muslims allowed', 'muslim allowed',
    'can muslims', 'can a muslim', 'should muslims', 'should a muslim', 'do muslims', 'does a muslim', 'surah', 'ayah',
    'which verse', 'what verse', 'which verses', 'verse about', 'verses about', 'verse that says', 'in the verse',
    // Shortening and joining prayers on a journey are worship whatever distance or trip the question names.
    'shorten my prayer', 'shorten my prayers', 'shorten the prayer', 'shorten the prayers', 'shorten prayers', 'shortening prayers',
    'shortening the prayers', 'shortening my prayers', 'combine my prayers', 'combine prayers', 'combining prayers',
  ],
  bn: ['ইসলাম', 'কুরআন', 'কোরআন', 'কোরান', 'আল্লাহ', 'শরিয়', 'শরীয়', 'হাদিস', 'হাদীস', 'ফতোয়া', 'মুসলিম হিসেবে', 'মুসলমান হিসেবে', 'আয়াত', 'সূরা', 'সুরা'],
};

/**
 * Words that ask for a religious ruling ("Is X halal?", "Is it a sin to…?") or a
 * moral judgement ("Is it wrong to…?", "…কি অন্যায়?"): in the frame of a ruling
 * question they make it a question for the verses whatever X is. Words of mere
 * safety or convenience ("okay", "safe", "fine") are not among them.
 */
export const RULING_TERMS = {
  en: [
    'wrong', 'morally wrong', 'unjust', 'unfair', 'immoral', 'unethical', 'evil', 'dishonest',
    'halal', 'haram', 'halaal', 'haraam', 'sin', 'sinful', 'a sin', 'permissible', 'impermissible', 'makruh', 'makrooh', 'jaiz',
    'fard', 'farz', 'wajib', 'sunnah', 'bidah', "bid'ah", 'shirk', 'kufr', 'forbidden', 'lawful', 'unlawful', 'punishment',
    'gambling', 'riba', 'usury', 'major sin', 'major sins',
    // asking whether an act is one of the wrongs the Quran names ("Is pirating movies stealing?")
    'stealing', 'theft', 'cheating', 'lying', 'a lie',
    // interest on money lent or borrowed is riba
    'deals in interest', 'deals with interest', 'with interest', 'on interest', 'at interest', 'interest-based', 'interest based',
    'charging interest', 'charge interest', 'pay interest', 'paying interest', 'take interest', 'taking interest',
    'earn interest', 'earning interest',
    // a purchase on finance, or on credit at a higher price, is a loan with interest
    'on finance', 'car finance', 'on credit', 'on installments', 'on instalments',
    // asking for "the ruling on" something asks for a religious ruling (a court's ruling is "the court ruling")
    'ruling on', 'rulings on', 'ruling about', 'ruling regarding', 'hukm',
  ],
  bn: ['অন্যায়', 'অনুচিত', 'জুলুম', 'ঠিক', 'হালাল', 'হারাম', 'জায়েজ', 'জায়েয', 'নাজায়েজ', 'নাজায়েয', 'গুনাহ', 'গোনাহ', 'পাপ', 'ফরজ', 'ফরয', 'ওয়াজিব', 'মাকরুহ', 'সুন্নত', 'শিরক', 'বিদআত', 'সওয়াব', 'শাস্তি', 'নিষিদ্ধ', 'নিষেধ', 'বৈধ', 'জুয়া', 'সহিহ', 'সহীহ'],
};

/**
 * Islamic words that often only set the scene of an everyday request: a time
 * ("in Ramadan", "for Eid"), a place ("our masjid", "Medina"), a product ("prayer
 * mats", "halal chicken"). Beside an everyday request (a price, a schedule, a
 * purchase, a repair, a recipe) they do not make it a question about Islam; on
 * their own they do ("What is the significance of Ramadan?").
 */
export const CONTEXT_ISLAMIC_TERMS = {
  en: [
    'ramadan', 'ramadhan', 'ramzan', 'eid', 'eid al-adha', 'eid al-fitr', 'iftar', 'iftaar', 'suhoor', 'suhur', 'sehri', 'mosque',
    'mosques', 'masjid', 'prayer mat', 'prayer mats', 'prayer rug', 'prayer rugs', 'halal chicken', 'halal meat', 'halal food',
    'halal restaurant', 'halal restaurants', 'qurbani meat', 'hijab store', 'islamic clothing', 'muslim country', 'muslim countries',
    'halal korean', 'halal chinese', 'halal burger', 'halal pizza', 'halal places', 'halal spots', 'quran app', 'prayer app',
    'prayer-time app', 'prayer times app', 'islamic art', "mosque's", 'our mosque', 'the mosque roof',
    'during hajj', 'during umrah', 'shawwal', 'muharram', 'dhul hijjah', 'dhul-hijjah',
    'hajj season', 'for hajj', 'for umrah', 'after jumuah', 'after friday prayer', 'during ramadan', 'in ramadan',
  ],
  bn: [
    'রমজান', 'রমযান', 'ঈদ', 'ইফতার', 'সেহরি', 'মসজিদ', 'জায়নামাজ', 'কোরবানির মাংস', 'কুরবানির মাংস', 'হজের মৌসুম',
    'কুরআন শরীফ অ্যাপ', 'হিজাব', 'শবে বরাত', 'শবেবরাত',
  ],
};

/**
 * Off-topic subjects that make the question theirs even beside an Islamic term: a work
 * of entertainment ("Is the Jinn series on Netflix any good?"), software ("a Hijri date
 * in Excel"), a price or a market ("Where is Qurbani cattle cheapest?"), a public
 * holiday, luggage. Only a word that names Islam or its law, or a ruling
 * question, outweighs them ("What does the Quran say about movies?", "Is watching
 * series haram?").
 */
export const OUTWEIGHING_SUBJECTS = {
  en: [
    'movie', 'movies', 'film', 'films', 'series', 'tv series', 'tv show', 'netflix', 'episode', 'episodes', 'trailer', 'album',
    'rock band', 'actor', 'actress', 'cast of', 'box office', 'cartoon', 'anime', 'video game', 'excel', 'spreadsheet', 'python',
    'javascript', 'programming', 'source code', 'package in r', 'npm package', 'cheap', 'cheapest', 'price', 'prices',
    'discount', 'package', 'packages', 'travel agency', 'travel agent', 'public holiday', 'bank holiday', 'holiday', 'holidays',
    'day off', 'days off', 'office hours', 'luggage', 'baggage', 'carry-on', 'interest rate', 'emi', 'game', 'games',
  ],
  bn: [
    'সিনেমা', 'মুভি', 'নাটক', 'সিরিজ', 'ওয়েব সিরিজ', 'অভিনেতা', 'অভিনেত্রী', 'নেটফ্লিক্স', 'কার্টুন', 'গেম', 'এক্সেল',
    'প্রোগ্রামিং', 'পাইথন', 'সস্তা', 'দাম', 'অফার', 'প্যাকেজ', 'ছুটি', 'লাগেজ', 'সেঞ্চুরি', 'উইকেট', 'হাট',
    'এটিএম', 'ইএমআই', 'সুদের হার',
  ],
};

/**
 * A habit one struggles with: time wasted, an addiction. Told as one's own ("I waste my time on
 * YouTube") it asks for guidance on the self, whatever everyday thing it names; the server weighs it.
 */
export const HABITS = {
  en: ['waste my time', 'wasting my time', 'waste so much time', 'waste too much time', 'waste a lot of time', 'too much time on', 'addicted', 'addiction', 'hooked on', 'stop watching', 'break the habit', 'bad habit', 'bad habits'],
  bn: ['সময় নষ্ট', 'আসক্ত', 'আসক্তি', 'নেশা', 'ছাড়তে পারছি না', 'ছাড়তে পারি না', 'বদভ্যাস', 'খারাপ অভ্যাস'],
};
