/** The languages of the web app's interface. */
export type PageLang = 'en' | 'bn';

/**
 * Head text the server writes into the HTML it sends, for link previews by crawlers that
 * run no JavaScript. The same words as the web app's locales (common, info, share and chat), which
 * page-head-text.test.ts holds them to.
 */
export interface HeadText {
  siteName: string;
  defaultTitle: string;
  defaultDescription: string;
  sharedUntitled: string;
  sharedDescription: string;
  pages: Record<'about' | 'terms' | 'privacy' | 'contact', { title: string; description: string }>;
  /** The home page's first screen, painted from the HTML before the scripts arrive. */
  firstScreen: { heading: string; intro: string; tryAsking: string; suggestions: string[] };
  surahTitle(surah: SurahNames): string;
  surahDescription(surah: SurahNames): string;
  verseTitle(surah: SurahNames, ayah: number): string;
}

export interface SurahNames {
  number: number;
  nameTransliteration: string;
  nameEnglish: string;
  nameBangla: string;
  nameBanglaScript: string;
  verseCount: number;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

export const HEAD_TEXT: Record<PageLang, HeadText> = {
  en: {
    siteName: 'Quran Assistant',
    defaultTitle: 'AI Islamic Assistant with Quranic References',
    defaultDescription:
      'Ask questions about Islam and the Quran and get authentic answers backed by Quranic references and reliable sources, in English and Bangla.',
    sharedUntitled: 'Shared conversation',
    sharedDescription: 'A conversation shared from Quran Assistant, with answers backed by Quranic references.',
    pages: {
      about: {
        title: 'About',
        description: 'What the AI Islamic Assistant does, how it finds Quranic references for every answer, and its limits.',
      },
      terms: {
        title: 'Terms of Service',
        description: 'The terms under which you may use Quran Assistant, an AI assistant for questions about Islam and the Quran.',
      },
      privacy: {
        title: 'Privacy Policy',
        description: 'What Quran Assistant stores about you, why, for how long, and the choices you have.',
      },
      contact: {
        title: 'Contact & Feedback',
        description: 'Send a question, a correction or a suggestion to the Quran Assistant team.',
      },
    },
    firstScreen: {
      heading: 'Quranic Knowledge Hub',
      intro:
        'Ask about Islam and the Quran. Every answer comes with the Quranic verses it rests on, quoted exactly in Arabic with their translation.',
      tryAsking: 'Try asking',
      suggestions: [
        'What does the Quran say about patience?',
        'What is Ayat al-Kursi about?',
        'How does the Quran describe the mercy of Allah?',
        'What does the Quran teach about honouring parents?',
      ],
    },
    surahTitle: (surah) => `Surah ${surah.nameTransliteration} (${surah.nameEnglish})`,
    surahDescription: (surah) =>
      `Read Surah ${surah.nameTransliteration} (${surah.nameEnglish}), surah ${surah.number} of the Quran: ` +
      `${surah.verseCount} verses in Arabic with the English and Bangla translations.`,
    verseTitle: (surah, ayah) => `${surah.nameTransliteration} ${surah.number}:${ayah}`,
  },
  bn: {
    siteName: 'কুরআন সহকারী',
    defaultTitle: 'কুরআনের রেফারেন্সসহ এআই ইসলামিক সহকারী',
    defaultDescription:
      'ইসলাম ও কুরআন সম্পর্কে প্রশ্ন করুন এবং কুরআনের রেফারেন্স ও নির্ভরযোগ্য সূত্রসহ প্রামাণিক উত্তর পান, বাংলা ও ইংরেজিতে।',
    sharedUntitled: 'শেয়ার করা কথোপকথন',
    sharedDescription: 'কুরআন সহকারী থেকে শেয়ার করা একটি কথোপকথন, কুরআনের রেফারেন্সসহ উত্তর।',
    pages: {
      about: {
        title: 'আমাদের সম্পর্কে',
        description: 'এআই ইসলামিক সহকারী কী করে, প্রতিটি উত্তরের জন্য কীভাবে কুরআনের রেফারেন্স খুঁজে বের করে এবং এর সীমাবদ্ধতা কী।',
      },
      terms: {
        title: 'ব্যবহারের শর্তাবলি',
        description: 'ইসলাম ও কুরআন বিষয়ক প্রশ্নের এআই সহকারী, কুরআন সহকারী ব্যবহারের শর্তাবলি।',
      },
      privacy: {
        title: 'গোপনীয়তা নীতি',
        description: 'কুরআন সহকারী আপনার সম্পর্কে কী সংরক্ষণ করে, কেন, কতদিনের জন্য, এবং আপনার কী কী বিকল্প আছে।',
      },
      contact: {
        title: 'যোগাযোগ ও মতামত',
        description: 'কুরআন সহকারী দলের কাছে প্রশ্ন, সংশোধনী বা পরামর্শ পাঠান।',
      },
    },
    firstScreen: {
      heading: 'কুরআনিক জ্ঞানকেন্দ্র',
      intro: 'ইসলাম ও কুরআন সম্পর্কে প্রশ্ন করুন। প্রতিটি উত্তরের সাথে থাকে সংশ্লিষ্ট কুরআনের আয়াত — আরবিতে হুবহু উদ্ধৃত, সাথে অনুবাদ।',
      tryAsking: 'এভাবে জিজ্ঞেস করে দেখুন',
      suggestions: [
        'ধৈর্য সম্পর্কে কুরআন কী বলে?',
        'আয়াতুল কুরসিতে কী বলা হয়েছে?',
        'কুরআনে আল্লাহর রহমত কীভাবে বর্ণিত হয়েছে?',
        'পিতা-মাতার প্রতি সদাচরণ সম্পর্কে কুরআন কী শিক্ষা দেয়?',
      ],
    },
    surahTitle: (surah) => `সূরা ${surah.nameBanglaScript} (${surah.nameBangla})`,
    surahDescription: (surah) =>
      `সূরা ${surah.nameBanglaScript} (${surah.nameBangla}) পড়ুন, কুরআনের ${toBanglaDigits(surah.number)} নম্বর সূরা: ` +
      `${toBanglaDigits(surah.verseCount)}টি আয়াত, আরবি ও বাংলা অনুবাদসহ।`,
    verseTitle: (surah, ayah) => `সূরা ${surah.nameBanglaScript} ${toBanglaDigits(surah.number)}:${toBanglaDigits(ayah)}`,
  },
};

export function toBanglaDigits(value: number): string {
  return String(value).replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}
