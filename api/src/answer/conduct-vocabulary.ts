/**
 * Two kinds of question the Quran and the Prophet's way answer though they name no
 * Islamic word (see topic-check.ts): what one owes the people around one, and what to
 * say on the occasions of the day. Each is a frame (contract/topic-frames.ts) and the
 * words it must hold, here, in English, Bangla and Arabic. They can only ever say
 * "yes", so they stay on the server.
 */

/**
 * What such a question is about: the family and the people around one, money owed,
 * found or given, a word given or kept, a secret, a marriage. (Parents, orphans,
 * neighbours and the like are guidance themes already: they need no frame.)
 */
export const CONDUCT_TERMS = {
  en: [
    'mother', 'mom', 'mum', 'father', 'dad', 'brother', 'sister', 'son', 'daughter', 'child', 'children', 'kid', 'kids',
    'husband', 'wife', 'spouse', 'cousin', 'uncle', 'aunt', 'grandmother', 'grandfather', 'grandparents', 'family',
    'relative', 'friend', 'guest', 'stranger', 'strangers in need', 'beggar', 'servant', 'maid', 'employee', 'worker',
    'debt', 'owe', 'owes', 'owed', 'lend', 'lent', 'borrow', 'borrowed', 'pay back', 'paid back', 'repay', 'by mistake',
    'too much change', 'forgot to charge', 'undercharged', 'overpaid', 'extra money', 'give away', 'savings', 'inheritance',
    'white lie', 'secret', 'promise', 'oath', 'the truth', 'marry', 'marriage', 'divorce', 'engaged', 'fiance', 'fiancée',
    // those beyond one's family whom one is bidden to treat well, or justly
    'elders', 'the elderly', 'old people', 'enemy', 'enemies', 'animals',
  ],
  bn: [
    'ভাই', 'বোন', 'পরিবার', 'মায়ের', 'মাকে', 'আম্মা', 'আব্বা', 'বাবার', 'বাবাকে', 'ছেলে', 'মেয়ে', 'সন্তান', 'চাচা', 'চাচাতো', 'মামা',
    'মামাতো', 'খালা', 'খালাতো', 'ফুফু', 'ফুপাতো', 'দাদা', 'দাদি', 'নানা', 'নানি', 'বন্ধু', 'মেহমান', 'অতিথি', 'গরিব',
    'ভিক্ষুক', 'কাজের লোক', 'কর্মচারী', 'ধার', 'ঋণ', 'পাওনা', 'কর্জ', 'ভুল করে', 'গোপন', 'কথা দি', 'ওয়াদা', 'বিয়ে', 'তালাক',
    'সম্পত্তি', 'কাউকে', 'মুরুব্বি', 'বড়দের', 'শত্রু', 'পশুপাখি', 'প্রাণীদের',
  ],
  ar: [
    'اخي', 'اختي', 'امي', 'ابي', 'والدي', 'والدتي', 'ابني', 'ابنتي', 'اولادي', 'ابنائي', 'زوجي', 'زوجتي', 'ابن العم',
    'ابنه العم', 'اقاربي', 'الاقارب', 'صديقي', 'صديقتي', 'جاري', 'الضيف', 'الفقير', 'المسكين', 'قرض', 'اقترض', 'اقرضت',
    'سلفه', 'يرد الدين', 'محفظه', 'بالغلط', 'بالخطا', 'السر', 'سري', 'وعد', 'وعدت', 'الزواج', 'اتزوج', 'طلاق', 'الطلاق',
    'الميراث', 'من ظلمني', 'كبار السن', 'الكبار', 'العدو', 'الاعداء', 'الحيوانات',
  ],
};

/** The occasions of the day for which there are words to say (sneezing, meals, sleep, a visit to the sick…). */
export const OCCASIONS = {
  en: [
    'sneeze', 'sneezes', 'sneezing', 'sneezed', 'before eating', 'after eating', 'start eating', 'before we eat',
    'before we start eating', 'before a meal', 'after a meal', 'before food', 'eat with', 'drink with', 'before sleeping',
    'before bed', 'going to sleep', 'go to sleep', 'wake up', 'waking up', 'entering the house', 'entering the home',
    'leaving the house', 'leaving home', 'leave the house', 'leave home', 'enter the house', 'enter my home',
    "someone's home", "someone's house", 'toilet', 'bathroom', 'visiting the sick', 'visit the sick', 'someone sick',
    'sick person', 'someone dies', 'someone died', 'condolence', 'condolences', 'bad news', 'new clothes', 'new moon',
    'a journey', 'getting in a car', 'newlyweds', 'newborn',
  ],
  bn: [
    'হাঁচি', 'খাওয়ার আগে', 'খাওয়ার পরে', 'খাওয়ার পর', 'খাবার আগে', 'ঘুমানোর আগে', 'ঘুম থেকে উঠে', 'ঘরে ঢোক', 'বাড়িতে ঢোক',
    'ঘর থেকে বের', 'বাড়ি থেকে বের', 'টয়লেট', 'বাথরুম', 'অসুস্থ', 'রোগী দেখ', 'মারা গেলে', 'মৃত্যুর খবর', 'নতুন কাপড়',
    'নতুন চাঁদ', 'যাত্রা', 'সফরে', 'খাব', 'খাওয়া', 'পান কর', 'বাড়িতে', 'ঘরে', 'মসজিদে',
  ],
  ar: [
    'عطس', 'عطست', 'يعطس', 'العطاس', 'الاكل', 'الطعام', 'النوم', 'الاستيقاظ', 'دخول', 'الخروج', 'الخلاء', 'المريض',
    'الوفاه', 'المصيبه', 'الثوب الجديد', 'الهلال', 'السفر', 'اكل', 'اشرب', 'الحمام', 'البيت', 'المنزل', 'المسجد',
  ],
};
