import { analyzeArabic } from './arabic-analyzer.js';
import { stemBanglaWord } from './bangla-analyzer.js';

/**
 * A small bilingual keyword lexicon of common Islamic and Quranic concepts, used
 * to let a Bangla or Arabic question also search the English translation, whose
 * wording is the most regular of the three. General vocabulary only: each entry
 * is a concept, its English search words, and how Bangla (as in the Muhiuddin
 * Khan translation and everyday usage) and Arabic write it.
 */
interface Concept {
  en: string;
  bn: string[];
  ar: string[];
}

const CONCEPTS: Concept[] = [
  { en: 'patience patient', bn: ['ধৈর্য', 'সবর', 'সবুর'], ar: ['صبر', 'الصابرين'] },
  { en: 'prayer pray', bn: ['নামায', 'নামাজ', 'সালাত'], ar: ['صلاة', 'الصلاة', 'يصلون'] },
  { en: 'zakah charity alms', bn: ['যাকাত', 'জাকাত'], ar: ['زكاة', 'الزكاة'] },
  { en: 'charity spend', bn: ['দান', 'সদকা', 'ছদকা', 'খয়রাত'], ar: ['صدقة', 'انفاق', 'ينفقون', 'الصدقات'] },
  { en: 'fasting fast', bn: ['রোযা', 'রোজা', 'সিয়াম', 'সওম'], ar: ['صيام', 'الصيام', 'صوم'] },
  { en: 'ramadhan', bn: ['রমযান', 'রমজান'], ar: ['رمضان'] },
  { en: 'hajj pilgrimage', bn: ['হজ্জ', 'হজ', 'হজ্ব'], ar: ['حج', 'الحج'] },
  { en: 'umrah', bn: ['ওমরা', 'উমরা'], ar: ['عمرة', 'العمرة'] },
  { en: 'paradise garden', bn: ['জান্নাত', 'বেহেশত', 'জান্নাতে'], ar: ['جنة', 'الجنة', 'جنات'] },
  { en: 'hell fire', bn: ['জাহান্নাম', 'দোযখ', 'দোজখ', 'নরক'], ar: ['جهنم', 'النار', 'الجحيم'] },
  { en: 'mercy merciful', bn: ['রহমত', 'দয়া', 'করুণা', 'অনুগ্রহ'], ar: ['رحمة', 'الرحمة', 'رحيم'] },
  { en: 'forgive forgiveness', bn: ['ক্ষমা', 'মাফ', 'মাগফিরাত'], ar: ['مغفرة', 'غفران', 'المغفرة', 'يغفر'] },
  { en: 'repent repentance', bn: ['তওবা', 'তাওবা', 'তওবাহ'], ar: ['توبة', 'التوبة', 'تاب'] },
  { en: 'sin', bn: ['পাপ', 'গুনাহ', 'গোনাহ'], ar: ['ذنب', 'الذنوب', 'اثم', 'خطيئة'] },
  { en: 'parents mother father', bn: ['পিতা-মাতা', 'পিতামাতা', 'মা-বাবা', 'বাবা-মা', 'মাতা-পিতা'], ar: ['الوالدين', 'والدين'] },
  { en: 'mother', bn: ['মা', 'মাতা', 'আম্মা'], ar: ['ام', 'امه'] },
  { en: 'father', bn: ['বাবা', 'পিতা', 'আব্বা'], ar: ['اب', 'ابيه'] },
  { en: 'orphan orphans', bn: ['এতীম', 'ইয়াতিম', 'এতিম', 'ইয়াতীম'], ar: ['يتيم', 'اليتامى'] },
  { en: 'poor needy', bn: ['দরিদ্র', 'গরিব', 'গরীব', 'অভাবগ্রস্ত', 'মিসকীন', 'মিসকিন', 'অসহায়'], ar: ['فقير', 'مسكين', 'المساكين', 'الفقراء'] },
  { en: 'interest usury riba', bn: ['সুদ'], ar: ['ربا', 'الربا'] },
  { en: 'wine intoxicants', bn: ['মদ', 'মদ্য', 'নেশা'], ar: ['خمر', 'الخمر'] },
  { en: 'gambling', bn: ['জুয়া'], ar: ['ميسر', 'الميسر'] },
  { en: 'marriage marry wives', bn: ['বিবাহ', 'বিয়ে', 'বিয়ে', 'নিকাহ'], ar: ['نكاح', 'زواج', 'تزوج'] },
  { en: 'divorce', bn: ['তালাক', 'বিচ্ছেদ'], ar: ['طلاق', 'الطلاق'] },
  { en: 'women woman', bn: ['নারী', 'মহিলা', 'স্ত্রী'], ar: ['نساء', 'امراة', 'النساء'] },
  { en: 'husband wife', bn: ['স্বামী', 'স্ত্রী'], ar: ['زوج', 'زوجه'] },
  { en: 'children', bn: ['সন্তান', 'শিশু', 'সন্তান-সন্ততি'], ar: ['اولاد', 'ابناء', 'الاولاد'] },
  { en: 'justice just', bn: ['ন্যায়', 'ইনসাফ', 'সুবিচার', 'ন্যায়বিচার'], ar: ['عدل', 'العدل', 'قسط', 'بالقسط'] },
  { en: 'truth', bn: ['সত্য', 'সততা'], ar: ['حق', 'الحق', 'صدق'] },
  { en: 'lie lying liars', bn: ['মিথ্যা', 'মিথ্যাবাদী'], ar: ['كذب', 'الكذب', 'الكاذبين'] },
  { en: 'knowledge know', bn: ['জ্ঞান', 'ইলম', 'জ্ঞানী'], ar: ['علم', 'العلم'] },
  { en: 'death die', bn: ['মৃত্যু', 'মৃত', 'মরণ'], ar: ['موت', 'الموت', 'يموت'] },
  { en: 'resurrection raised', bn: ['পুনরুত্থান', 'পুনর্জীবিত', 'হাশর'], ar: ['بعث', 'البعث', 'الحشر'] },
  { en: 'resurrection judgement hour', bn: ['কেয়ামত', 'কিয়ামত', 'কিয়ামাত', 'প্রলয়'], ar: ['القيامة', 'الساعة'] },
  { en: 'jinn', bn: ['জিন', 'জ্বিন'], ar: ['جن', 'الجن'] },
  { en: 'satan devil', bn: ['শয়তান', 'ইবলিস', 'ইবলীস'], ar: ['شيطان', 'الشيطان', 'ابليس'] },
  { en: 'angels angel', bn: ['ফেরেশতা', 'ফেরেস্তা', 'ফিরিশতা'], ar: ['ملائكة', 'الملائكة', 'ملك'] },
  { en: 'idols', bn: ['মূর্তি', 'প্রতিমা'], ar: ['اصنام', 'الاصنام', 'الاوثان'] },
  { en: 'associate partners', bn: ['শিরক', 'অংশীদার', 'অংশী'], ar: ['شرك', 'الشرك', 'يشركون', 'المشركين'] },
  { en: 'faith believe believers', bn: ['ঈমান', 'বিশ্বাস', 'মুমিন', 'মু’মিন'], ar: ['ايمان', 'الايمان', 'المؤمنين', 'امنوا'] },
  { en: 'disbelief disbelievers', bn: ['কুফর', 'কাফের', 'কাফির', 'অবিশ্বাসী'], ar: ['كفر', 'الكفر', 'الكافرين', 'كفروا'] },
  { en: 'hypocrites', bn: ['মুনাফেক', 'মুনাফিক', 'কপট'], ar: ['منافق', 'المنافقين', 'النفاق'] },
  { en: 'fear', bn: ['ভয়', 'তাকওয়া', 'পরহেযগার', 'খোদাভীরু'], ar: ['تقوى', 'خوف', 'المتقين', 'اتقوا'] },
  { en: 'grateful thanks gratitude', bn: ['কৃতজ্ঞ', 'কৃতজ্ঞতা', 'শোকর', 'শুকরিয়া'], ar: ['شكر', 'الشكر', 'الشاكرين'] },
  { en: 'rely trust', bn: ['ভরসা', 'তাওয়াক্কুল', 'নির্ভর'], ar: ['توكل', 'التوكل', 'المتوكلين'] },
  { en: 'fight fighting', bn: ['যুদ্ধ', 'জেহাদ', 'জিহাদ', 'লড়াই'], ar: ['قتال', 'القتال', 'جهاد', 'الجهاد'] },
  { en: 'peace', bn: ['শান্তি', 'সন্ধি'], ar: ['سلام', 'السلام', 'السلم'] },
  { en: 'wealth property', bn: ['সম্পদ', 'ধন-সম্পদ', 'ধনসম্পদ', 'অর্থ'], ar: ['مال', 'الاموال', 'اموال'] },
  { en: 'trade business', bn: ['ব্যবসা', 'বাণিজ্য', 'ক্রয়-বিক্রয়'], ar: ['تجارة', 'التجارة', 'البيع'] },
  { en: 'inheritance inherit', bn: ['উত্তরাধিকার', 'মীরাস', 'ত্যাজ্য'], ar: ['ميراث', 'الميراث', 'ورث'] },
  { en: 'theft thief', bn: ['চুরি', 'চোর'], ar: ['سرقة', 'السارق', 'السارقة'] },
  { en: 'adultery unlawful sexual', bn: ['ব্যভিচার', 'যিনা', 'জিনা', 'ব্যভিচারী'], ar: ['زنا', 'الزنا', 'الزاني', 'الزانية'] },
  { en: 'kill killing murder', bn: ['হত্যা', 'খুন'], ar: ['قتل', 'القتل'] },
  { en: 'backbiting', bn: ['গীবত', 'পরনিন্দা', 'পশ্চাতে'], ar: ['غيبة', 'الغيبة', 'يغتب'] },
  { en: 'arrogance arrogant', bn: ['অহংকার', 'অহঙ্কার', 'দাম্ভিক', 'অহংকারী'], ar: ['كبر', 'الكبر', 'المستكبرين'] },
  { en: 'humble humility', bn: ['বিনয়', 'বিনয়ী', 'নম্র', 'নম্রতা'], ar: ['تواضع', 'خاشعين', 'الخاشعين'] },
  { en: 'creation created', bn: ['সৃষ্টি'], ar: ['خلق', 'الخلق'] },
  { en: 'heavens sky', bn: ['আকাশ', 'আসমান', 'নভোমণ্ডল'], ar: ['سماء', 'السماء', 'السماوات'] },
  { en: 'earth', bn: ['পৃথিবী', 'যমীন', 'জমিন', 'ভূমণ্ডল'], ar: ['ارض', 'الارض'] },
  { en: 'sun', bn: ['সূর্য'], ar: ['شمس', 'الشمس'] },
  { en: 'moon', bn: ['চন্দ্র', 'চাঁদ'], ar: ['قمر', 'القمر'] },
  { en: 'rain', bn: ['বৃষ্টি', 'বারি'], ar: ['مطر', 'المطر', 'الغيث'] },
  { en: 'water', bn: ['পানি', 'জল'], ar: ['ماء', 'الماء'] },
  { en: 'food eat', bn: ['খাদ্য', 'খাবার', 'আহার', 'খাও'], ar: ['طعام', 'الطعام', 'كلوا'] },
  { en: 'swine pork', bn: ['শূকর', 'শুকর'], ar: ['خنزير', 'الخنزير'] },
  { en: 'lawful', bn: ['হালাল', 'বৈধ'], ar: ['حلال', 'الحلال'] },
  { en: 'forbidden unlawful', bn: ['হারাম', 'নিষিদ্ধ', 'অবৈধ'], ar: ['حرام', 'حرم', 'الحرام'] },
  { en: 'moses', bn: ['মূসা', 'মুসা'], ar: ['موسى'] },
  { en: 'abraham', bn: ['ইব্রাহীম', 'ইবরাহীম', 'ইব্রাহিম', 'ইবরাহিম'], ar: ['ابراهيم'] },
  { en: 'noah', bn: ['নূহ', 'নুহ'], ar: ['نوح'] },
  { en: 'jesus', bn: ['ঈসা', 'ইসা'], ar: ['عيسى', 'المسيح'] },
  { en: 'mary', bn: ['মারইয়াম', 'মরিয়ম', 'মারিয়াম', 'মারিয়ম'], ar: ['مريم'] },
  { en: 'joseph', bn: ['ইউসুফ'], ar: ['يوسف'] },
  { en: 'adam', bn: ['আদম'], ar: ['ادم'] },
  { en: 'david', bn: ['দাউদ'], ar: ['داود'] },
  { en: 'solomon', bn: ['সুলায়মান', 'সোলায়মান', 'সুলাইমান'], ar: ['سليمان'] },
  { en: 'jonah', bn: ['ইউনুস', 'ইউনূস'], ar: ['يونس'] },
  { en: 'job', bn: ['আইয়ুব', 'আইয়ূব'], ar: ['ايوب'] },
  { en: 'pharaoh', bn: ['ফেরাউন', 'ফিরআউন', 'ফিরাউন'], ar: ['فرعون'] },
  { en: 'muhammad', bn: ['মুহাম্মদ', 'মোহাম্মদ', 'মুহাম্মাদ'], ar: ['محمد'] },
  { en: 'jews', bn: ['ইহুদী', 'ইহুদি', 'ইয়াহুদী'], ar: ['اليهود', 'يهود'] },
  { en: 'christians', bn: ['নাসারা', 'খ্রীষ্টান', 'খ্রিস্টান'], ar: ['النصارى', 'نصارى'] },
  { en: 'ka\'bah house', bn: ['কাবা', 'কা’বা'], ar: ['الكعبة', 'كعبة'] },
  { en: 'makkah', bn: ['মক্কা'], ar: ['مكة', 'بكة'] },
  { en: 'masjid mosque', bn: ['মসজিদ'], ar: ['مسجد', 'المسجد'] },
  { en: 'supplication invoke call', bn: ['দোয়া', 'দোআ', 'দুআ', 'প্রার্থনা'], ar: ['دعاء', 'الدعاء', 'ادعوا'] },
  { en: 'remembrance remember', bn: ['যিকির', 'জিকির', 'স্মরণ'], ar: ['ذكر', 'الذكر', 'اذكروا'] },
  { en: 'guidance guide', bn: ['হেদায়েত', 'হিদায়াত', 'পথপ্রদর্শন', 'সৎপথ'], ar: ['هدى', 'الهدى', 'هداية'] },
  { en: 'reward', bn: ['পুরস্কার', 'প্রতিদান', 'সওয়াব', 'ছওয়াব'], ar: ['اجر', 'ثواب', 'جزاء'] },
  { en: 'punishment', bn: ['শাস্তি', 'আযাব', 'আজাব'], ar: ['عذاب', 'العذاب'] },
  { en: 'prophet prophets', bn: ['নবী', 'পয়গম্বর'], ar: ['نبي', 'النبي', 'الانبياء'] },
  { en: 'messenger messengers', bn: ['রসূল', 'রাসূল', 'রাসুল', 'রসুল'], ar: ['رسول', 'الرسول', 'الرسل'] },
  { en: 'scripture book', bn: ['কিতাব', 'গ্রন্থ'], ar: ['كتاب', 'الكتاب'] },
  { en: 'torah', bn: ['তওরাত', 'তাওরাত'], ar: ['التوراة', 'توراة'] },
  { en: 'gospel', bn: ['ইঞ্জিল', 'ইঞ্জীল', 'ইনজিল'], ar: ['الانجيل', 'انجيل'] },
  { en: 'oath oaths', bn: ['শপথ', 'কসম'], ar: ['يمين', 'ايمان', 'قسم'] },
  { en: 'debt loan', bn: ['ঋণ', 'কর্জ'], ar: ['دين', 'قرض'] },
  { en: 'witness testimony', bn: ['সাক্ষী', 'সাক্ষ্য'], ar: ['شهادة', 'شهيد', 'الشهداء'] },
  { en: 'trust trusts', bn: ['আমানত'], ar: ['امانة', 'الامانات'] },
  { en: 'covenant promise', bn: ['অঙ্গীকার', 'প্রতিশ্রুতি', 'ওয়াদা'], ar: ['عهد', 'العهد', 'ميثاق'] },
  { en: 'envy jealousy', bn: ['হিংসা', 'ঈর্ষা', 'বিদ্বেষ'], ar: ['حسد', 'حاسد'] },
  { en: 'anger', bn: ['রাগ', 'ক্রোধ', 'গোস্বা'], ar: ['غضب', 'الغيظ'] },
  { en: 'kindness good', bn: ['সদ্ব্যবহার', 'সদাচরণ', 'দয়া'], ar: ['احسان', 'الاحسان', 'المحسنين'] },
  { en: 'neighbor', bn: ['প্রতিবেশী'], ar: ['الجار', 'جار'] },
  { en: 'travel traveler journey', bn: ['সফর', 'ভ্রমণ', 'মুসাফির', 'প্রবাসী'], ar: ['سفر', 'السبيل'] },
  { en: 'ablution wash', bn: ['অযু', 'ওযু', 'ওজু', 'অজু'], ar: ['الوضوء', 'فاغسلوا'] },
  { en: 'menstruation', bn: ['ঋতুস্রাব', 'হায়েয', 'হায়েজ'], ar: ['المحيض', 'الحيض'] },
  { en: 'modesty cover', bn: ['পর্দা', 'হিজাব', 'লজ্জাস্থান', 'ওড়না'], ar: ['الحجاب', 'حجاب', 'جلابيب', 'خمر'] },
  { en: 'slaves captives', bn: ['দাস', 'গোলাম', 'দাসী'], ar: ['رقبة', 'الرقاب'] },
  { en: 'soul', bn: ['আত্মা', 'রূহ', 'প্রাণ', 'নফস'], ar: ['نفس', 'الروح', 'روح'] },
  { en: 'heart hearts', bn: ['অন্তর', 'হৃদয়', 'কলব'], ar: ['قلب', 'القلوب', 'قلوب'] },
  { en: 'night', bn: ['রাত', 'রাত্রি', 'রজনী'], ar: ['ليل', 'الليل'] },
  { en: 'day', bn: ['দিন', 'দিবস'], ar: ['نهار', 'النهار', 'يوم'] },
  { en: 'sleep', bn: ['ঘুম', 'নিদ্রা'], ar: ['نوم', 'النوم'] },
  { en: 'worship serve', bn: ['ইবাদত', 'এবাদত', 'উপাসনা'], ar: ['عبادة', 'اعبدوا', 'يعبدون'] },
  { en: 'oneness one god', bn: ['তাওহীদ', 'একত্ব', 'এক', 'অদ্বিতীয়'], ar: ['توحيد', 'احد', 'واحد'] },
  { en: 'provision sustenance', bn: ['রিযিক', 'রিজিক', 'জীবিকা', 'রুজি'], ar: ['رزق', 'الرزق'] },
  { en: 'test trial', bn: ['পরীক্ষা'], ar: ['ابتلاء', 'فتنة', 'بلاء'] },
  { en: 'hardship ease', bn: ['কষ্ট', 'বিপদ', 'সহজ', 'স্বস্তি'], ar: ['العسر', 'اليسر', 'مصيبة'] },
  { en: 'illness sick cure', bn: ['রোগ', 'অসুস্থ', 'আরোগ্য', 'শেফা'], ar: ['مريض', 'مرض', 'شفاء'] },
  { en: 'friday', bn: ['জুমআ', 'জুমা', 'জুম্মা'], ar: ['الجمعة', 'جمعة'] },
  { en: 'qiblah direction', bn: ['কেবলা', 'কিবলা'], ar: ['القبلة', 'قبلة'] },
  { en: 'consultation', bn: ['পরামর্শ'], ar: ['شورى'] },
  { en: 'obey obedience', bn: ['আনুগত্য', 'অনুসরণ'], ar: ['طاعة', 'اطيعوا'] },
  { en: 'destiny decree', bn: ['তাকদীর', 'তাকদির', 'ভাগ্য', 'নিয়তি'], ar: ['قدر', 'القدر'] },
  { en: 'magic sorcery', bn: ['যাদু', 'জাদু'], ar: ['سحر', 'السحر'] },
  { en: 'revelation revealed', bn: ['ওহী', 'অহী', 'প্রত্যাদেশ', 'নাযিল', 'অবতীর্ণ'], ar: ['وحي', 'الوحي', 'انزل', 'تنزيل'] },
];

export interface CrossLingualLexicon {
  /** English search words for the Bangla terms of a question (each a light stem). */
  englishForBangla(banglaTerms: readonly string[]): string[];
  /** English search words for the Arabic terms of a question (each an analysed stem). */
  englishForArabic(arabicTerms: readonly string[]): string[];
  /** Arabic stems for the English words of a question, so an English question also weighs the Arabic wording. */
  arabicForEnglish(englishWords: readonly string[]): string[];
}

/** An English question word names a lexicon word when one is the other plus a short ending (orphans ⇒ orphan). */
function sameEnglishWord(word: string, lexiconWord: string): boolean {
  const [shorter, longer] = word.length <= lexiconWord.length ? [word, lexiconWord] : [lexiconWord, word];
  return shorter.length >= 4 && longer.startsWith(shorter) && longer.length - shorter.length <= 3;
}

export function createCrossLingualLexicon(concepts: readonly Concept[] = CONCEPTS): CrossLingualLexicon {
  const banglaStems: { stem: string; english: string[] }[] = [];
  const arabicStems = new Map<string, Set<string>>();
  const arabicByEnglish: { english: string; stems: string[] }[] = [];
  for (const concept of concepts) {
    const english = concept.en.split(' ');
    const stems = concept.ar.flatMap((word) => analyzeArabic(word));
    for (const word of english) arabicByEnglish.push({ english: word.toLowerCase(), stems });
    for (const word of concept.bn) {
      banglaStems.push({ stem: stemBanglaWord(word.normalize('NFC')), english });
    }
    for (const word of concept.ar) {
      for (const stem of analyzeArabic(word)) {
        const known = arabicStems.get(stem) ?? new Set<string>();
        english.forEach((term) => known.add(term));
        arabicStems.set(stem, known);
      }
    }
  }
  // Longest stems first, so "মাতা-পিতা" wins over "মা".
  banglaStems.sort((a, b) => b.stem.length - a.stem.length);

  return {
    englishForBangla(terms) {
      const found = new Set<string>();
      for (const term of terms) {
        // A question word matches a lexicon stem when it is the stem plus an ending (ধৈর্যের ⇒ ধৈর্য).
        const entry = banglaStems.find(({ stem }) => term === stem || (term.startsWith(stem) && term.length - stem.length <= 3 && stem.length >= 3));
        entry?.english.forEach((word) => found.add(word));
      }
      return [...found];
    },
    englishForArabic(terms) {
      const found = new Set<string>();
      for (const term of terms) arabicStems.get(term)?.forEach((word) => found.add(word));
      return [...found];
    },
    arabicForEnglish(words) {
      const found = new Set<string>();
      for (const word of words) {
        const lower = word.toLowerCase();
        for (const entry of arabicByEnglish) {
          if (lower === entry.english || sameEnglishWord(lower, entry.english)) entry.stems.forEach((stem) => found.add(stem));
        }
      }
      return [...found];
    },
  };
}
