import { BANGLA_OTHER_QUESTION_WORDS } from '../contract/topic-frames.js';
import type { Lang } from './types.js';

/**
 * The shape of a question and its subject. People ask in a few fixed frames
 * ("Is X haram?", "What is the punishment for X?", "What does the Quran say
 * about X?", "Who was X?", "The story of X", "Which verse …"); the words of the
 * frame ("haram", "Quran", "say", "punishment") are not what the verses must
 * hold, and searching them matches the wrong verses ("haram" finds al-Masjid
 * al-Haram, "pillars" Iram of the pillars). Retrieval searches the subject.
 */

export type QuestionShape =
  /** Is X halal / haram / allowed / a sin? Can a Muslim X? What is the ruling on X? */
  | 'ruling'
  /** What is the punishment for X? */
  | 'punishment'
  /** What does the Quran / Islam say about X? */
  | 'quran-says'
  /** Who was X? */
  | 'who'
  /** The story of X, what happened to X. */
  | 'story'
  /** Which verse (or surah) says X? */
  | 'which-verse'
  /** What is X? What does X mean? */
  | 'definition'
  | 'other';

export interface QuestionAnalysis {
  shape: QuestionShape;
  /** The question without its frame; the whole question (trimmed) when no frame applies. */
  subject: string;
}

interface Frame {
  shape: Exclude<QuestionShape, 'other'>;
  pattern: RegExp;
}

// ---- English ---------------------------------------------------------------

const RULING_WORDS_EN =
  "halal|haram|hala?al|haraam|allowed|permissible|permitted|impermissible|forbidden|prohibited|lawful|unlawful|legal|illegal|ok|okay|fine|acceptable|unfair|unjust|immoral|unethical|evil|dishonest|makruh|makrooh|mandatory|obligatory|compulsory|required|fard|farz|wajib|a sin|sinful|a major sin|wrong|stealing|theft|cheating|lying|a lie|sunnah|mustahab|jaiz|ja'iz|bid'?ah|shirk|kufr";
/**
 * Who a ruling question asks for. "Muslims", "I" or "someone" only frame it; men, women,
 * a wife or children are part of what it asks ("Can women work?" is about women working).
 */
const MUSLIM_EN = String.raw`(?:(?:a |an )?(?:muslims?|believers?|i|we|me|us|you|someone|one|people)|(?<role>men|women|a man|a woman|a husband|a wife|husbands|wives|kids|children|girls|boys))`;
/** A condition after the ruling word: "Is X haram if I always pay it off?" */
const CONDITION_EN = String.raw`(?:\s*,?\s+(?:if|when|while|because|since|even|given|during|after|before|as long as|unless)\b.*)?`;
/** Ruling words of Bangla typed in Latin letters. */
const RULING_WORDS_BANGLISH = 'haram|halal|jayez|jaez|jaiz|najayez|gunah|gunaho|thik|oitik|nishiddho|nisiddho|boidho|farz|foroj|sunnot';
const PLACE_EN = String.raw`(?:\s+(?:in|for|according to|under|within|by)\s+(?:the\s+)?(?:islam|islamic law|sharia|shariah|the quran|quran|qur'an|muslims?|our religion|islamic (?:perspective|view|teachings?)|allah)\b.*)?`;
const END_EN = String.raw`[\s?.!]*$`;

/** Who or what a "Which X did…?" question asks for: a person, a people or a creature of a story. */
const ASKED_FOR_EN = 'prophets?|messengers?|man|men|woman|women|king|queen|ruler|people|peoples|nations?|tribes?|army|city|town|boy|girl|child|son|sons|brothers?|companions?|youths?|young men|bird|animal|angels?|wife|mother|father|family';
/** Irregular past tenses that open a "Who did X?" question (regular ones end in -ed). */
const PAST_EN =
  'threw|built|swallowed|spoke|broke|split|fought|killed|slew|made|led|gave|took|saw|hid|ran|slept|wrote|brought|came|went|left|sent|taught|told|ate|drank|rode|sat|stood|lost|found|heard|kept|became|began|bore|fled|fell|rose|won|met|sold|stole|struck|swore|wept|woke|grew|knew|drew|flew|held|dug|fed|cast|shook|forgot|got|bought|dreamt|dreamed|understood';

const ENGLISH_FRAMES: Frame[] = [
  { shape: 'punishment', pattern: new RegExp(String.raw`^(?:what|which)\s+(?:is|are|was)\s+(?:the\s+)?(?:islamic\s+|quranic\s+)?(?:punishments?|penalty|penalties|sentence|hadd|consequences?)\s+(?:for|of)\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'punishment', pattern: new RegExp(String.raw`^(?:islamic\s+|quranic\s+)?(?:punishments?|penalty)\s+(?:for|of)\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'punishment', pattern: new RegExp(String.raw`^how\s+(?:is|are|should)\s+(?:a\s+|an\s+)?(?<subject>.+?)\s+(?:be\s+)?punished${PLACE_EN}${END_EN}`, 'iu') },
  // Is it haram to X? Is it a sin for a Muslim to X?
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:is|are|was)\s+(?:it|there)\s+(?:really\s+|considered\s+)?(?:${RULING_WORDS_EN})\s+(?:(?:for|in)\s+${MUSLIM_EN}\s+)?(?:to\s+|if\s+(?:i|we|you|one|a muslim)\s+)(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  // Is X halal? Is X haram or halal in Islam? Are tattoos allowed?
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:is|are|was|were)\s+(?<subject>.+?)\s+(?:really\s+|considered\s+|also\s+|actually\s+)?(?:${RULING_WORDS_EN})(?:\s+or\s+(?:not|${RULING_WORDS_EN}))?(?:\s+(?:for|to)\s+${MUSLIM_EN})?${PLACE_EN}${CONDITION_EN}${END_EN}`, 'iu') },
  // Can a Muslim X? Can I X? May women X? Are Muslims allowed to X?
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:can|may|could|should|must)\s+${MUSLIM_EN}\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:are|is)\s+${MUSLIM_EN}\s+(?:allowed|permitted|forbidden|prohibited)\s+to\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  // Why is X haram? Why can't Muslims X?
  { shape: 'ruling', pattern: new RegExp(String.raw`^why\s+(?:is|are)\s+(?<subject>.+?)\s+(?:${RULING_WORDS_EN})${PLACE_EN}${CONDITION_EN}${END_EN}`, 'iu') },
  { shape: 'ruling', pattern: new RegExp(String.raw`^why\s+(?:can't|cannot|can not|don't|do not|shouldn't|should not|mustn't)\s+${MUSLIM_EN}\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  // Is X a kind of gambling? Does X count as riba?
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:is|are)\s+(?<subject>.+?)\s+(?:a\s+)?(?:form|kind|type|sort)\s+of\s+(?:${RULING_WORDS_EN}|gambling|riba|usury|interest|shirk|bid'?ah)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:does|do|would|will)\s+(?<subject>.+?)\s+(?:count|counts)\s+as\s+(?:a\s+)?(?:${RULING_WORDS_EN}|gambling|riba|usury|interest|shirk|bid'?ah)${PLACE_EN}${END_EN}`, 'iu') },
  // What is the ruling / Islamic view on X?
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?:what\s+(?:is|are)\s+)?(?:the\s+)?(?:islamic\s+|quranic\s+)?(?:ruling|rulings|hukm|verdict|fatwa)\s+(?:on|of|about|regarding|for)\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?<subject>.+?)\s*[:,-]?\s+(?:${RULING_WORDS_EN})\s+or\s+(?:${RULING_WORDS_EN}|not)${PLACE_EN}${END_EN}`, 'iu') },
  // What does the Quran say about X? What does Islam teach about X?
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:what|how)\s+(?:does|do|did)\s+(?:the\s+)?(?:holy\s+|noble\s+)?(?:quran|qur'an|koran|islam|allah|god|islamic teachings?|our religion)\s+(?:say|says|teach|teaches|mention|tell(?:\s+us)?|state|instruct|guide(?:\s+us)?|command|speak|think)\s+(?:about|on|regarding|of|concerning|in regard to|with regard to)\s+(?<subject>.+?)${END_EN}`, 'iu') },
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:what\s+is\s+)?(?:the\s+)?(?:islamic|quranic|quran's|islam's)\s+(?:view|views|perspective|position|stance|teachings?|guidance|opinion)\s+(?:on|of|about|regarding|towards?)\s+(?<subject>.+?)${END_EN}`, 'iu') },
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:what|how)\s+(?:is|are)\s+(?<subject>.+?)\s+(?:in|according to)\s+(?:the\s+)?(?:quran|qur'an|islam)${END_EN}`, 'iu') },
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:quran|qur'an|islam)\s+(?:on|and|about)\s+(?<subject>.+?)${END_EN}`, 'iu') },
  // What is the wisdom behind trials? — asks why X is so, not about wisdom.
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:what\s+is\s+)?the\s+(?:wisdom|reason|purpose)\s+(?:behind|of|for|in)\s+(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?:verses?|ayahs?|ayat)\s+(?:about|on|regarding|for|of)\s+(?<subject>.+?)${END_EN}`, 'iu') },
  // Which verse talks about X? Where in the Quran does it say X?
  { shape: 'which-verse', pattern: new RegExp(String.raw`^(?:which|what)\s+(?:verses?|ayahs?|ayat|surahs?|suras?|part of the quran)\s+(?:of\s+the\s+quran\s+)?(?:(?:talks?|speaks?|is|are|says?|mentions?|tells?|describes?|deals?)\s+(?:about|of|with|on)?\s*|(?:says|mentions|describes|forbids|commands|prohibits|contains)\s+)?(?<subject>.+?)${END_EN}`, 'iu') },
  { shape: 'which-verse', pattern: new RegExp(String.raw`^where\s+(?:in\s+the\s+quran\s+)?(?:does|do|is)\s+(?:the\s+quran|it|allah)\s+(?:say|says|mention|mentioned|talk about|forbid|prohibit|command)\s+(?<subject>.+?)${END_EN}`, 'iu') },
  // Which prophet was swallowed by a whale? Which woman was told to shake a palm tree?
  { shape: 'who', pattern: new RegExp(String.raw`^(?:which|what)\s+(?<subject>(?:${ASKED_FOR_EN})\s+(?:was|were|is|did|had|could|used|lived|said|asked|refused|${PAST_EN}|\p{L}+ed)\b.+?)${END_EN}`, 'iu') },
  // Who threw his staff…? Who built the ark? Who slept in a cave?
  { shape: 'who', pattern: new RegExp(String.raw`^who\s+(?<subject>(?!(?:was|is|were|are|should|can|could|will|would|may|must|do|does|did)\b)\p{L}+ed\b.+?|(?:${PAST_EN})\b.+?)${END_EN}`, 'iu') },
  { shape: 'who', pattern: new RegExp(String.raw`^who\s+(?:was|is|were|are)\s+(?:the\s+)?(?:prophet\s+)?(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'story', pattern: new RegExp(String.raw`^(?:(?:tell|teach)\s+me\s+|narrate\s+|what\s+is\s+|what['’]s\s+|share\s+)?(?:about\s+)?(?:the\s+)?stor(?:y|ies)\s+(?:of|about)\s+(?:the\s+)?(?:prophet\s+)?(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'story', pattern: new RegExp(String.raw`^what\s+happened\s+(?:to|with)\s+(?:the\s+)?(?:prophet\s+)?(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'story', pattern: new RegExp(String.raw`^tell\s+me\s+about\s+(?:the\s+)?(?:prophet\s+)?(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'definition', pattern: new RegExp(String.raw`^(?:what|who)\s+(?:is|are)\s+(?:the\s+|an?\s+)?(?:meaning\s+of\s+|concept\s+of\s+|importance\s+of\s+|significance\s+of\s+)?(?<subject>.+?)${PLACE_EN}${END_EN}`, 'iu') },
  { shape: 'definition', pattern: new RegExp(String.raw`^(?:what\s+does\s+)?(?<subject>.+?)\s+mean${PLACE_EN}${END_EN}`, 'iu') },
  // Bangla typed in Latin letters: "sud khawa ki haram?", "roja rakhar niyom ki?", "gibot somporke quran ki bole?"
  { shape: 'ruling', pattern: new RegExp(String.raw`^(?<subject>.+?)\s+ki\s+(?:${RULING_WORDS_BANGLISH})(?:\s+(?:na|naki)(?:\s+(?:${RULING_WORDS_BANGLISH}))?)?${END_EN}`, 'iu') },
  { shape: 'punishment', pattern: new RegExp(String.raw`^(?<subject>.+?)(?:\s*(?:er|r))?\s+(?:shasti|sasti|shaasti)\s+(?:ki|koto)${END_EN}`, 'iu') },
  { shape: 'quran-says', pattern: new RegExp(String.raw`^(?<subject>.+?)\s+(?:somporke|niye|bishoye)\s+(?:quran|koran|islam|islame|qurane|allah)?\s*ki\s+(?:bole|boleche|bola hoyeche)${END_EN}`, 'iu') },
];

// ---- Bangla ----------------------------------------------------------------

const RULING_WORDS_BN = 'অন্যায়|অনুচিত|জুলুম|ঠিক|উচিত|সমস্যা|সহিহ|সহীহ|নিষেধ|হালাল|হারাম|জায়েজ|জায়েয|জায়েজ|জায়েয|নাজায়েজ|নাজায়েয|বৈধ|অবৈধ|নিষিদ্ধ|গুনাহ|গোনাহ|পাপ|ফরজ|ফরয|ওয়াজিব|সুন্নত|মাকরুহ|শিরক|বিদআত';
const PLACE_BN = '(?:ইসলামে|ইসলামের দৃষ্টিতে|ইসলাম অনুযায়ী|কুরআনে|কোরআনে|কুরআন অনুযায়ী|শরীয়তে|শরিয়তে)';
const END_BN = '[\\s?।!]*$';

/** Family members a story question may ask for, matched as whole words ("মা" is also the start of মাসে, "in the month"). */
const FAMILY_BN = 'মা|বাবা|পিতা|মাতা|ভাই|বোন|মেয়ে|কন্যা|শিশু|সাহাবি|সাহাবী';
/** Who or what a "কোন X…?" question asks for; its case ending may follow. */
const ASKED_FOR_BN = 'নবী|রাসূল|রাসুল|জাতি|সম্প্রদায়|সম্প্রদায়|কওম|রাজা|রানী|রাণী|বাদশাহ|বাদশা|ব্যক্তি|লোক|নারী|মহিলা|পুরুষ|পাখি|প্রাণী|বাহিনী|সেনাবাহিনী|শহর|জনপদ|যুবক|পুত্র|ছেলে|স্ত্রী|গোত্র';

const BANGLA_FRAMES: Frame[] = [
  // রোজা রেখে ওষুধ খাওয়া যাবে কি? — may one X?
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:(?:কি|কী)\\s+(?:যাবে|যায়|যায়|পারব|পারবো|পারি|পারবে|পারে|হবে)|(?:যাবে|যায়|যায়|পারব|পারবো|পারি|পারবে|পারে|হবে)\\s+(?:কি|কী))${END_BN}`, 'u') },
  // সিগারেট বিক্রি করা যাবে? — the same without কি, when no other question word asks how, where, when or who.
  { shape: 'ruling', pattern: new RegExp(`^(?!.*(?:^|\\s)(?:${BANGLA_OTHER_QUESTION_WORDS}|কতদিন|কতক্ষণ)(?:\\s|[?।]|$))(?:${PLACE_BN}\\s+)?(?<subject>\\S+(?:\\s+\\S+)+?)\\s+(?:যাবে|যায়|যায়)${END_BN}`, 'u') },
  { shape: 'punishment', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)(?:\\s*-?\\s*(?:এর|দের|র|ের))?\\s+(?:শাস্তি|সাজা|দণ্ড|পরিণতি|পরিণাম)(?:\\s+(?:কী|কি|কেমন))?(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:করা\\s+|খাওয়া\\s+|খাওয়া\\s+|দেওয়া\\s+|নেওয়া\\s+)?(?:${PLACE_BN}\\s+)?(?:কি|কী)\\s+(?:(?:বড়|বড়|খুব|অনেক|বেশি)\\s+)?(?:${RULING_WORDS_BN})(?:\\s*(?:নাকি|না|কিনা|বা)\\s*(?:${RULING_WORDS_BN})?)?(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:${RULING_WORDS_BN})\\s*(?:নাকি|না|কিনা|কি|কী)\\s*(?:${RULING_WORDS_BN})?(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  // X কি জুয়ার মধ্যে পড়ে? — does X count as Y?
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:কি|কী)\\s+\\S+\\s+(?:মধ্যে পড়ে|অন্তর্ভুক্ত|হিসেবে গণ্য|গণ্য হবে|গণ্য হয়)(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  // X কেন হারাম?
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:খাওয়া\\s+|করা\\s+)?কেন\\s+(?:${RULING_WORDS_BN})(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)(?:\\s*-?\\s*(?:এর|দের|র|ের))?\\s+(?:বিধান|হুকুম)(?:\\s+(?:কী|কি|কেমন))?(?:\\s+${PLACE_BN})?${END_BN}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:মুসলমানরা|মুসলিমরা|মুসলিম|মুসলমান|আমি|আমরা)\\s+(?:কি|কী)\\s+(?<subject>.+?)\\s+(?:পারে|পারবে|পারি|পারব|পারেন|যাবে)${END_BN}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:সম্পর্কে|বিষয়ে|বিষয়ে|ব্যাপারে|নিয়ে|সম্বন্ধে)\\s+(?:কুরআন|কোরআন|কুরআনে|কোরআনে|ইসলাম|ইসলামে|আল্লাহ)?\\s*(?:কী|কি)\\s+(?:বলে|বলেছে|বলেছেন|বলা হয়েছে|বলা হয়েছে|শিক্ষা দেয়|নির্দেশ দেয়)${END_BN}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:কুরআন|কোরআন|কুরআনে|কোরআনে|ইসলাম|ইসলামে)\\s+(?<subject>.+?)\\s+(?:সম্পর্কে|বিষয়ে|বিষয়ে|ব্যাপারে|নিয়ে)\\s+(?:কী|কি)\\s+(?:বলে|বলেছে|বলা হয়েছে|বলা হয়েছে)${END_BN}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:${PLACE_BN}\\s+)?(?<subject>.+?)\\s+(?:সম্পর্কে|বিষয়ে|বিষয়ে|ব্যাপারে|নিয়ে|সম্বন্ধে)\\s+(?:আয়াত|আয়াত|কুরআনের আয়াত|কুরআনের বাণী|কুরআনের বক্তব্য|ইসলামের দৃষ্টিভঙ্গি)${END_BN}`, 'u') },
  { shape: 'which-verse', pattern: new RegExp(`^(?:কোন|কোনো)\\s+(?:আয়াতে|আয়াতে|সূরায়|সূরায়|সুরায়)\\s+(?<subject>.+?)${END_BN}`, 'u') },
  { shape: 'which-verse', pattern: new RegExp(`^(?<subject>.+?)\\s+(?:কোন|কোনো)\\s+(?:আয়াতে|আয়াতে|সূরায়|সূরায়|সুরায়)(?:\\s+.*)?${END_BN}`, 'u') },
  // কোন নবীকে মাছ গিলে ফেলেছিল? কোন ধনী ব্যক্তিকে…? — which person, people or creature (an adjective may come first) did X?
  { shape: 'who', pattern: new RegExp(`^(?:কোন|কোনো)\\s+(?<subject>(?:\\S+\\s+)?(?:${ASKED_FOR_BN})\\S*\\s+.+?)${END_BN}`, 'u') },
  // শিশুকে নদীতে ভাসিয়ে দিয়েছিলেন কোন মা? — which person did X, asked at the end (a family word only whole: not মাসে).
  { shape: 'who', pattern: new RegExp(`^(?<subject>\\S+\\s+.+?\\s+(?:কোন|কোনো)\\s+(?:${ASKED_FOR_BN}|(?:${FAMILY_BN})(?=\\s|[?？।!]|$)))${END_BN}`, 'u') },
  // গুহায় কারা ঘুমিয়ে ছিল? — who did X, the question word inside the sentence.
  { shape: 'who', pattern: new RegExp(`^(?<subject>\\S+(?:\\s+\\S+)*?\\s+(?:কারা|কে)\\s+\\S+\\s+.+?)${END_BN}`, 'u') },
  // কে লাঠি ফেলেছিলেন? — who did X?
  { shape: 'who', pattern: new RegExp(`^কে\\s+(?<subject>\\S+\\s+\\S+\\s+.+?)${END_BN}`, 'u') },
  { shape: 'who', pattern: new RegExp(`^(?:হযরত\\s+|হজরত\\s+|নবী\\s+)?(?<subject>.+?)\\s+(?:কে|কারা)\\s*(?:ছিলেন|ছিল|ছিলো|ছিলেন\\?)?${END_BN}`, 'u') },
  { shape: 'story', pattern: new RegExp(`^(?:হযরত\\s+|হজরত\\s+|নবী\\s+)?(?<subject>.+?)(?:\\s*-?\\s*(?:এর|দের|র|ের))?\\s+(?:কাহিনী|কাহিনি|ঘটনা|গল্প|ইতিহাস|জীবনী)(?:\\s+.*)?${END_BN}`, 'u') },
  { shape: 'story', pattern: new RegExp(`^(?<subject>.+?)\\s+(?:(?:তার|তাদের|তাঁর|তাঁদের)\\s+)?(?:কী|কি)\\s+(?:হয়েছিল|হয়েছিল|হলো|হল|ঘটেছিল)${END_BN}`, 'u') },
  { shape: 'definition', pattern: new RegExp(`^(?<subject>.+?)\\s+(?:কী|কি|কাকে বলে|মানে কী|মানে কি|অর্থ কী|অর্থ কি)${END_BN}`, 'u') },
];

// ---- Arabic ----------------------------------------------------------------

const RULING_WORDS_AR = 'خطأ|خطا|غلط|ظلم|عيب|حرام|حلال|جائز|جائزة|مباح|مباحة|محرم|محرمة|مكروه|واجب|فرض|بدعة|شرك|ذنب|إثم|اثم|حراما|حلالا';
const PLACE_AR = '(?:\\s+(?:في|عند|حسب|بحسب)\\s+(?:الإسلام|الاسلام|القرآن|القران|الشريعة|الشرع|الدين)(?:\\s+الكريم)?)?';
const END_AR = '[\\s?؟.!]*$';

/** Who or what a "أي X…؟" question asks for (without the article). */
const ASKED_FOR_AR = 'نبي|رسول|قوم|أمة|امة|ملك|ملكة|رجل|امرأة|امراة|فتية|طائر|حيوان|جيش|قبيلة|مدينة|قرية|ابن|زوجة|أقوام|امم|أمم';

const ARABIC_FRAMES: Frame[] = [
  { shape: 'punishment', pattern: new RegExp(`^(?:ما|ماهي|ما هي|ما هو)?\\s*(?:عقوبة|عقاب|جزاء|حد)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:ما|ماهو|ما هو)?\\s*(?:حكم)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  // لماذا يحرم X؟ ما الحكمة من تحريم X؟
  { shape: 'ruling', pattern: new RegExp(`^(?:لماذا|لم)\\s+(?:يحرم|تحرم|حرم|حُرم|حرّم|يجب|وجب|فرض|فُرض)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^(?:ما|ماهي|ما هي)\\s+(?:الحكمة|حكمة)\\s+(?:من\\s+)?(?:تحريم|فرض|وجوب|مشروعية)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  // ما الحكمة من الابتلاء؟ — asks why X is so, not about wisdom.
  { shape: 'quran-says', pattern: new RegExp(`^(?:ما|ماهي|ما هي)\\s+(?:الحكمة|الحكمه|حكمة)\\s+(?:من|في)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^هل\\s+(?:يجوز|يحل|يحرم|يباح|يصح)\\s+(?:لل?مسلم(?:ة|ين)?\\s+|لي\\s+|للمرأة\\s+|للرجل\\s+)?(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'ruling', pattern: new RegExp(`^هل\\s+(?<subject>.+?)\\s+(?:${RULING_WORDS_AR})(?:\\s+(?:أم|ام|او|أو)\\s+(?:${RULING_WORDS_AR}))?${PLACE_AR}(?:\\s+(?:عند|إذا|اذا|لو|في حال|بسبب|مع)\\s+.*)?${END_AR}`, 'u') },
  // هل الغش من الكبائر؟ — is X among the major sins?
  { shape: 'ruling', pattern: new RegExp(`^هل\\s+(?<subject>.+?)\\s+(?:من|يعتبر|يعد|يُعد|تعتبر|تعد)\\s+(?:من\\s+)?(?:الكبائر|الذنوب|المحرمات|الشرك|البدع|الربا|القمار|الميسر)${PLACE_AR}${END_AR}`, 'u') },
  // هل أخذ أقلام الشركة يعتبر سرقة؟ يعد خيانة للأمانة؟ — whether an act is one of the wrongs the Quran names.
  { shape: 'ruling', pattern: new RegExp(`^هل\\s+(?<subject>.+?)\\s+(?:يعتبر|يعد|يُعد|تعتبر|تعد)\\s+(?:نوعا من\\s+|من\\s+)?(?:سرقة|سرقه|خيانة|خيانه|غش|غشا|كذب|كذبا|ظلم|ظلما|رشوة|رشوه|ربا|إسراف|اسراف|تبذير|غيبة|غيبه|نميمة|نميمه)(?:\\s+\\S+){0,2}?${END_AR}`, 'u') },
  // هل أأثم إذا…؟ هل يفطر الصائم…؟ — does X make one sin / break the fast / become invalid?
  { shape: 'ruling', pattern: new RegExp(`^هل\\s+(?:أأثم|آثم|يأثم|تأثم|علي إثم|يجب|يلزم|يصح|تصح|يبطل|تبطل|يفطر|يُفطر|ينقض|ينتقض)\\s+(?<subject>.+?)${END_AR}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:ماذا|ما الذي|بماذا)\\s+(?:يقول|قال|يخبرنا|يعلمنا|يأمر|أمر)\\s+(?:القرآن|القران|الإسلام|الاسلام|الله)(?:\\s+الكريم|\\s+تعالى)?\\s+(?:عن|في|حول|بشأن|ب)\\s*(?<subject>.+?)${END_AR}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:ما\\s+)?(?:موقف|نظرة|رأي|رؤية)\\s+(?:الإسلام|الاسلام|القرآن|القران)\\s+(?:من|في|حول|إلى|الى)\\s+(?<subject>.+?)${END_AR}`, 'u') },
  { shape: 'quran-says', pattern: new RegExp(`^(?:آيات|ايات|آية|اية)\\s+(?:عن|في|حول)\\s+(?<subject>.+?)${END_AR}`, 'u') },
  { shape: 'which-verse', pattern: new RegExp(`^(?:ما\\s+هي\\s+|ما\\s+)?(?:الآية|الاية|الآيات|الايات|السورة)\\s+(?:التي|الذي)\\s+(?:تتحدث|تتكلم|تذكر|ذكرت|تحرم|حرمت|تأمر|أمرت|نزلت)\\s+(?:(?:عن|في)\\s+|ب)?(?<subject>.+?)${END_AR}`, 'u') },
  // اذكر الآية الدالة على X؛ آية دلت على أن X، فما هي؟ ما الآية التي تدل على X؟ ما الدليل على X؟ — which verse shows X?
  { shape: 'which-verse', pattern: new RegExp(`^(?:(?:اذكر|أذكر|ما\\s+هي|ما)\\s+)?(?:الآية|الاية|الآيات|الايات|آية|اية|آيات|ايات|آیة|آيتين|الدليل|دليلا|دليل)(?:\\s+(?:الكريمة|الكريمتين|من القرآن(?:\\s+الكريم)?|القرآنية))?\\s+(?:(?:التي|الذي)\\s+)?(?:دلت|دلتا|تدل|يدل|الدالة|الدال|الدالتين|المبينة|التي تبين|تبين|توضح|تثبت)?\\s*(?:على|علی|عل|في|فی)\\s+(?:أن\\s+|ان\\s+|أنه\\s+|انه\\s+)?(?<subject>.+?)(?:[.,،؛]\\s*(?:ف?ما\\s*(?:هي|هى|هما|هو)|أذكرها|اذكرها|أذكر الآية|اذكر الآية)\\s*)?${END_AR}`, 'u') },
  // X. اذكر الآية الكريمة الدالة على ذلك — the statement first, then the request for its verse.
  { shape: 'which-verse', pattern: new RegExp(`^(?<subject>.+?)\\s*[.،,؛]\\s*(?:اذكر|أذكر|ما)\\s+(?:هي\\s+)?(?:الآية|الاية|الآيات|الايات|آية|آيات)(?:\\s+الكريمة)?\\s+(?:الدالة|التي تدل|الدال)\\s+على\\s+(?:ذلك|هذا|هذا المعنى)${END_AR}`, 'u') },
  { shape: 'which-verse', pattern: new RegExp(`^(?:أين|اين|في أي|في اي)\\s+(?:سورة|آية|اية)?\\s*(?:ذكر|ذكرت|ورد|وردت|جاء|جاءت)\\s+(?<subject>.+?)(?:\\s+في\\s+القرآن(?:\\s+الكريم)?)?${END_AR}`, 'u') },
  { shape: 'who', pattern: new RegExp(`^(?:من|مَن)\\s+(?:هو|هي|هم|كان|كانت|كانوا)\\s+(?:النبي\\s+)?(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  // أي نبي ابتلعه الحوت؟ ما الأمة التي مسخت قردة؟ — which person, people or creature did X?
  { shape: 'who', pattern: new RegExp(`^(?:أي|اي|أية|اية)\\s+(?<subject>(?:${ASKED_FOR_AR})\\s+.+?)${END_AR}`, 'u') },
  { shape: 'who', pattern: new RegExp(`^(?:ما|ماهو|ماهي|ما هو|ما هي)\\s+(?<subject>ال(?:${ASKED_FOR_AR})\\s+(?:الذي|التي|الذين)\\s+.+?)${PLACE_AR}${END_AR}`, 'u') },
  // من المرأة التي ولدت تحت النخلة؟ من الذي ألقى عصاه؟ (spoken: مين اللي…) — who is the one who did X?
  { shape: 'who', pattern: new RegExp(`^(?:من|مَن)\\s+(?:(?:هو|هي|هم)\\s+)?(?:ال\\S+\\s+)?(?:الذي|التي|الذين|اللذان|اللتان|اللذين|اللي)\\s+(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'story', pattern: new RegExp(`^(?:ما\\s+(?:هي\\s+)?|(?:احك|احكي|احكِ)\\s+لي\\s+|احكيلي\\s+|حدثني\\s+عن\\s+|أخبرني\\s+عن\\s+|اخبرني\\s+عن\\s+)?(?:قصة|قصص)\\s+(?:النبي\\s+|سيدنا\\s+)?(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'story', pattern: new RegExp(`^(?:ماذا|ما الذي)\\s+حدث\\s+(?:ل|مع\\s+)(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
  { shape: 'definition', pattern: new RegExp(`^(?:ما|ماهو|ماهي)\\s+(?:هو\\s+|هي\\s+)?(?:معنى\\s+|مفهوم\\s+|فضل\\s+|أهمية\\s+|اهمية\\s+)?(?<subject>.+?)${PLACE_AR}${END_AR}`, 'u') },
];

const FRAMES: Record<Lang, Frame[]> = { en: ENGLISH_FRAMES, bn: BANGLA_FRAMES, ar: ARABIC_FRAMES };

/** Leading words a subject does not need ("to", "a", "the", "eating" stays). */
const LEADING_FILLER = /^(?:to|a|an|the|about|of|on|for|do|doing)\s+/iu;
const TRAILING_FILLER_EN = /\s+(?:in islam|in the quran|according to islam|for muslims|for a muslim|at all|please|exactly)$/iu;

function cleanSubject(subject: string, lang: Lang): string {
  let text = subject.trim().replace(/^["“'‘(]+|["”'’)]+$/gu, '').trim();
  if (lang === 'en') {
    for (let pass = 0; pass < 2; pass += 1) text = text.replace(LEADING_FILLER, '').replace(TRAILING_FILLER_EN, '').trim();
  }
  return text;
}

function framed(text: string, lang: Lang): QuestionAnalysis | null {
  for (const frame of FRAMES[lang]) {
    const groups = frame.pattern.exec(text)?.groups;
    if (groups?.subject === undefined) continue;
    const { role } = groups;
    const subject = role === undefined ? groups.subject : withRole(text, groups.subject, role);
    const cleaned = cleanSubject(subject, lang);
    if (cleaned.length > 0) return { shape: frame.shape, subject: cleaned };
  }
  return null;
}

/** The subject with the person it is asked for, in the question's order ("women" + "work" → "women work"; "gold" + "men" → "gold men"). */
function withRole(text: string, subject: string, role: string): string {
  const lower = text.toLowerCase();
  return lower.indexOf(role.toLowerCase()) < lower.indexOf(subject.toLowerCase()) ? `${role} ${subject}` : `${subject} ${role}`;
}

/** Where a question that tells a situation first asks it: "The cashier gave me too much change, can I keep it?" */
const LAST_CLAUSE = /(?:^|[.!?।؟,،;]\s+)([^.!?।؟,،;]+[.!?।؟]*)$/u;

/** The words an English or Arabic question opens with. */
const OPENING_QUESTION_WORDS = "what|what's|how|why|when|where|who|which|is|are|does|do|can|ما|ماذا|لماذا|كيف|متى|أين|اين|من|هل";
/** Bangla question words, which may stand anywhere (often last: "… কিভাবে"). */
const BANGLA_QUESTION_WORDS = 'কী|কি|কেন|কীভাবে|কিভাবে|কোথায়|কখন|কে';
const WORD_END = '(?=[\\s\\p{P}]|$)';
const OPENS_WITH_A_QUESTION_WORD = new RegExp(`^(?:${OPENING_QUESTION_WORDS}|لم|${BANGLA_QUESTION_WORDS})${WORD_END}`, 'iu');
/** A request asks too: "Tell me the story of Nuh", "verse about mercy between husband and wife". */
const REQUEST_EN = String.raw`(?:tell|show|give|explain|list|find|quote|share|describe|recite|please|i want|i need|i'm looking|looking for)\b|(?:an?\s+|the\s+|any\s+)?(?:verses?|ayahs?|ayat|ayats)\s+(?:about|on|for|regarding|that|which|where|mentioning|of)\b`;
const ASKS = new RegExp(`[?？؟]|^(?:${OPENING_QUESTION_WORDS})${WORD_END}|^(?:${REQUEST_EN})|(?<=^|\\s)(?:${BANGLA_QUESTION_WORDS}|কোন|কত)${WORD_END}`, 'iu');

/** Whether a text opens with a question word ("What causes thunder?", "لم …", "কী …"). */
export function opensWithAQuestionWord(text: string): boolean {
  return OPENS_WITH_A_QUESTION_WORD.test(text);
}

/**
 * Whether a text asks something: a question mark, a question word that opens it
 * (English, Arabic), a request that opens it ("Tell me…", "verses about…") or a
 * Bangla question word anywhere in it. A heading or a list of names
 * ("Day of Requital: Resurrection, Yaumud-Din") asks nothing.
 */
export function asksSomething(text: string): boolean {
  return ASKS.test(text.normalize('NFC').trim());
}

/** "What's" and the "whats" of a phone keyboard that drops the apostrophe, read as "what is". */
const WHAT_IS_CONTRACTED = /^what(?:['’]s|s)\b/iu;

/**
 * The question words of spoken Arabic that open a question, as the frames read them in Modern Standard
 * Arabic: "شو حكم الأغاني؟" and "وش حكم التدخين؟" ask what "ما حكم" asks, "مين" who "من".
 */
const DIALECT_QUESTION_WORDS: readonly [RegExp, string][] = [
  [/^(?:شو|ايش|إيش|أيش|وش|شنو|شنهو)(?=\s)/u, 'ما'],
  [/^(?:ليش|ليه)(?=\s)/u, 'لماذا'],
  [/^كيفاش(?=\s)/u, 'كيف'],
  [/^وين(?=\s)/u, 'أين'],
  [/^(?:مين|منو)(?=\s)/u, 'من'],
];

function inStandardArabic(question: string): string {
  return DIALECT_QUESTION_WORDS.reduce((text, [word, standard]) => text.replace(word, standard), question);
}

/**
 * The question's frame and subject. A question that fits no frame as a whole may
 * ask in its last clause; one that fits none is its own subject.
 */
export function analyzeQuestion(question: string, lang: Lang): QuestionAnalysis {
  const spaced = question.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const text = lang === 'en' ? spaced.replace(WHAT_IS_CONTRACTED, 'what is') : lang === 'ar' ? inStandardArabic(spaced) : spaced;
  const whole = framed(text, lang);
  if (whole) return whole;
  const last = LAST_CLAUSE.exec(text)?.[1]?.trim();
  const shape = last && last !== text ? framed(last, lang)?.shape : undefined;
  // The subject stays the whole question: the situation is what the verses must speak to.
  return { shape: shape ?? 'other', subject: text.replace(/[?？؟!.।]+$/u, '').trim() };
}
